//! The options of the commands that play a game: the rules, and a deck or
//! two hands.

use clap::Args;
use war_kata::war::rules::Preset;
use war_kata::{parse_deck, Card, Error, Rules, War};

/// The `--rules` option of the commands that play.
#[derive(Debug, Args)]
pub(crate) struct RulesArg {
    /// The rules to play by: umass (the assignment, the default), jones,
    /// stafford, kata or codingame. `war rules` lists them.
    #[arg(long = "rules", value_name = "PRESET")]
    pub(crate) preset: Option<Preset>,
}

/// A game given on the command line: a deck to deal, or two hands.
#[derive(Debug, Args)]
pub(crate) struct GameArgs {
    /// A deck to deal, top first, e.g. "5 5 2 4 3" (integers, ranks such as
    /// "A K 10", or ranks and suits such as "AD 10C").
    #[arg(long, allow_hyphen_values = true, conflicts_with_all = ["a", "b"])]
    pub(crate) deck: Option<String>,
    /// A's hand, top first, played without a deal, e.g. "AD KC QC".
    #[arg(long, allow_hyphen_values = true, requires = "b")]
    pub(crate) a: Option<String>,
    /// B's hand, top first, e.g. "KH QS JC".
    #[arg(long, allow_hyphen_values = true, requires = "a")]
    pub(crate) b: Option<String>,
}

impl RulesArg {
    /// The rules chosen, the assignment's by default.
    pub(crate) fn rules(&self) -> Rules {
        self.preset.map_or_else(Rules::default, Preset::rules)
    }
}

/// A game to play: the deck it was dealt from, if any, and the game.
pub(crate) struct Game {
    pub(crate) deck: Option<Vec<Card>>,
    pub(crate) war: War,
}

impl GameArgs {
    /// The game the options give, under `rules`.
    pub(crate) fn game(&self, rules: Rules) -> Result<Game, Error> {
        match (&self.deck, &self.a, &self.b) {
            (Some(deck), _, _) => {
                let deck = parse_deck(deck, "--deck", 1)?;
                let war = War::with_rules(&deck, rules);
                Ok(Game {
                    deck: Some(deck),
                    war,
                })
            }
            (None, Some(a), Some(b)) => {
                let a = parse_deck(a, "--a", 1)?;
                let b = parse_deck(b, "--b", 1)?;
                Ok(Game {
                    deck: None,
                    war: War::from_hands(&a, &b, rules),
                })
            }
            _ => unreachable!("clap requires --deck, or --a with --b"),
        }
    }
}
