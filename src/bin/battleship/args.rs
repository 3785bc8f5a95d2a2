//! The options of the commands that play: the rules, the placement and the
//! strategies.

use clap::Args;
use war_kata::battleship::{Placement, Rules, StrategyName};
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::overrides::{apply, parse_override};

/// The `--set` and `--placement` options.
#[derive(Debug, Args)]
pub(crate) struct RulesArg {
    /// Change a field of the rules, written as in `battleship rules`, e.g.
    /// --set ships_may_touch=false. Repeatable.
    #[arg(long = "set", value_name = "FIELD=VALUE")]
    pub(crate) set: Vec<String>,
    /// How the fleets are placed: random (the original program's, ship by
    /// ship, the default) or uniform (every legal fleet as likely).
    #[arg(long, value_name = "NAME", default_value = "random")]
    pub(crate) placement: String,
}

impl RulesArg {
    /// The rules chosen: the original program's with the fields of `--set`
    /// changed.
    pub(crate) fn rules(&self) -> Result<Rules, Error> {
        let mut overrides = serde_yaml::Mapping::new();
        for text in &self.set {
            parse_override(text, &mut overrides)
                .map_err(|message| Error::new(ErrorKind::Rules, "--set", message))?;
        }
        let rules = apply(&Rules::default(), overrides)
            .map_err(|message| Error::new(ErrorKind::Rules, "--set", message))?;
        rules
            .check()
            .map_err(|problem| Error::new(ErrorKind::Rules, "--set", problem.to_string()))?;
        Ok(rules)
    }

    /// The placement chosen.
    pub(crate) fn placement(&self) -> Result<Placement, Error> {
        self.placement
            .parse()
            .map_err(|problem: war_kata::battleship::UnknownPlacement| {
                Error::new(ErrorKind::Stats, "--placement", problem.to_string())
                    .with_fix("e.g. --placement uniform")
            })
    }
}

/// The `--strategy` option, given once or twice.
#[derive(Debug, Args)]
pub(crate) struct StrategyArg {
    /// The strategy of both players, or given twice, player 1's then
    /// player 2's: random, jones (the original program's, the default),
    /// jones-blog, and DataGenetics' hunt-target, parity and probability
    /// (`battleship rules` lists those this build has).
    #[arg(long = "strategy", value_name = "NAME")]
    pub(crate) strategy: Vec<String>,
}

impl StrategyArg {
    /// Player 1's strategy and player 2's: jones for both by default, the
    /// one given for both, or the two given.
    pub(crate) fn players(&self) -> Result<[StrategyName; 2], Error> {
        let read = |name: &String| {
            name.parse::<StrategyName>().map_err(|problem| {
                Error::new(ErrorKind::Stats, "--strategy", problem.to_string())
                    .with_fix("e.g. --strategy jones, or twice for a head-to-head")
            })
        };
        match self.strategy.as_slice() {
            [] => Ok([StrategyName::Jones; 2]),
            [one] => Ok([read(one)?; 2]),
            [one, two] => Ok([read(one)?, read(two)?]),
            more => Err(Error::new(
                ErrorKind::Stats,
                "--strategy",
                format!("{} strategies for two players", more.len()),
            )
            .with_fix("give --strategy once (both players) or twice (player 1, player 2)")),
        }
    }
}
