//! The options of the commands that play: the rules and the players.

use clap::Args;
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::overrides::parse_override;
use war_kata::uno::fixture::changed_rules;
use war_kata::uno::{Preset, Rules, StrategyName};

/// The `--rules` and `--set` options.
#[derive(Debug, Args)]
pub(crate) struct RulesArg {
    /// The rules to play by: jones (the original program, the default) or
    /// mattel (the official rules). `uno rules` lists them.
    #[arg(long = "rules", value_name = "PRESET")]
    pub(crate) preset: Option<Preset>,
    /// Change a field of the preset's rules, written as in `uno rules`,
    /// e.g. --set draw_four=attacks. Repeatable.
    #[arg(long = "set", value_name = "FIELD=VALUE")]
    pub(crate) set: Vec<String>,
}

impl RulesArg {
    /// The preset chosen, jones by default.
    pub(crate) fn preset(&self) -> Preset {
        self.preset.unwrap_or(Preset::Jones)
    }

    /// The rules chosen: the preset with the fields of `--set` changed.
    pub(crate) fn rules(&self) -> Result<Rules, Error> {
        let mut overrides = serde_yaml::Mapping::new();
        for text in &self.set {
            parse_override(text, &mut overrides)
                .map_err(|message| Error::new(ErrorKind::Rules, "--set", message))?;
        }
        changed_rules(self.preset(), overrides)
            .map_err(|message| Error::new(ErrorKind::Rules, "--set", message))
    }
}

/// The `--strategies` option.
#[derive(Debug, Args)]
pub(crate) struct StrategiesArg {
    /// The players' strategies, comma separated, from seat 0 on and
    /// repeated round the table: jackass (the seed's, the default) or
    /// defensive; e.g. --strategies jackass,defensive.
    #[arg(long, value_name = "S1,S2,...", value_delimiter = ',')]
    pub(crate) strategies: Vec<StrategyName>,
}

impl StrategiesArg {
    /// One strategy for each of `players` seats.
    pub(crate) fn seats(&self, players: usize) -> Vec<StrategyName> {
        if self.strategies.is_empty() {
            return vec![StrategyName::Jackass; players];
        }
        self.strategies
            .iter()
            .cycle()
            .take(players)
            .copied()
            .collect()
    }
}
