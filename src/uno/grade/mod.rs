//! UNO as the grader grades a student's port of the seed's program
//! ([`crate::grade::kata`]): a case is a deal, the port's answer the
//! winning seat and the number of turns, the reference the engine.
//!
//! The protocol, one line each way:
//!
//! - a case: `<players> <108 cards>`, the number of players (2 to 15) and
//!   the deck top first in the fixtures' notation (`R7`, `GS`, `BR`, `YD`,
//!   `W`, `WD`), as `uno winner` reads a question;
//! - an answer: `<winner> <turns> <score>`, the winning seat (from 0;
//!   `stuck` when nobody can play or draw any more, `stopped` at the safety
//!   limit), the turns played (every skipped or attacked turn counted) and
//!   the winner's score, the points left in the other hands (0 without a
//!   winner). What follows the third field is not read, so `uno winner`'s
//!   longer line answers too.
//!
//! A port plays the rules of one preset (`--rules`, `jones` by default),
//! every seat the seed's jackass, every refill `oldest-first`.
//! [`misreadings`] holds the ways ports are known to misread the rules,
//! each played by the engine with a changed [`crate::uno::Rules`] value or
//! another refill; [`deal`] the random deals and how one is shrunk;
//! [`reference`](mod@reference) the answer and the engine's; [`starter`] `uno new`'s
//! files.

pub mod deal;
pub mod misreadings;
pub mod reference;
pub mod starter;

use std::path::PathBuf;

use crate::grade::cases::{self, fixture_case, LeftOut, Sorted};
use crate::grade::class::java::declares;
use crate::grade::class::note::ClassNote;
use crate::grade::game::Entry;
use crate::grade::kata::{Judge, Kata, KataCase, Misreading, RandomInputs};
use crate::kit::builtin::Builtin;
use crate::kit::error::Error;
use crate::kit::words::count;
use crate::uno::builtin::FIXTURES;
use crate::uno::fixture::{FixtureFile, NoWinner, Winner};
use crate::uno::player::StrategyName;
use crate::uno::refill::OldestFirst;
use crate::uno::rules::Preset;

pub use deal::Deal;
pub use reference::{play, Outcome, UnoKata};

/// The Java adapter, as `adapters/java/UnoAdapter.java` holds it: built
/// into the binary, so an installed `uno` needs no repository.
pub const JAVA_ADAPTER: &str = include_str!("../../../adapters/java/UnoAdapter.java");

/// The Python adapter, as `adapters/python/uno_adapter.py` holds it.
pub const PYTHON_ADAPTER: &str = include_str!("../../../adapters/python/uno_adapter.py");

/// Whether Java parameters are UNO's: the number of players (`int` or
/// `Integer`) and the deck (`List<String>` or `ArrayList<String>`).
fn players_and_deck(parameters: &[String]) -> bool {
    match parameters {
        [players, deck] => {
            (players.starts_with("int") || players.starts_with("Integer"))
                && (deck.starts_with("List<String>") || deck.starts_with("ArrayList<String>"))
        }
        _ => false,
    }
}

/// Whether Java code declares UNO's `playRound(int players, List<String>
/// deck)`.
pub fn declares_play_round(code: &str) -> bool {
    declares(code, "playRound", players_and_deck)
}

/// UNO's entry point and adapters: `static int[] playRound(int players,
/// List<String> deck)` in Java, returning the winning seat (-1 when stuck),
/// the turns and the winner's score; `play_round(players, deck)` in
/// Python, returning the three as a tuple.
pub const ENTRY: Entry = Entry {
    program: "uno",
    java_method: "playRound",
    java_signature: "playRound(int players, List<String> deck)",
    java_static_signature: "static int[] playRound(int players, List<String> deck)",
    java_declares: declares_play_round,
    java_class: "Uno",
    python_functions: &["play_round", "playRound"],
    python_signature: "def play_round(players, deck) or playRound(players, deck)",
    python_module: "uno",
    java_adapter: JAVA_ADAPTER,
    java_adapter_class: "warkata.adapter.UnoAdapter",
    python_adapter: PYTHON_ADAPTER,
    python_adapter_file: "uno_adapter.py",
};

impl Kata for UnoKata {
    type Input = Deal;
    type Reply = Outcome;
    type Change = misreadings::Change;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn rules(&self) -> String {
        self.preset.name().to_string()
    }

    fn line(&self, deal: &Deal) -> String {
        deal.line()
    }

    fn noun(&self) -> &'static str {
        "deal"
    }

    /// UNO, as its name is written.
    fn game(&self) -> &'static str {
        "UNO"
    }

    /// The deal as its line: what `uno winner` reads, to play it again.
    fn show_input(&self, deal: &Deal) -> String {
        deal.line()
    }

    /// `seat 1 wins after 13 turns, scoring 84`, `stuck after 96 turns`
    /// (with the score when it is not 0, as a port may wrongly answer).
    fn show_reply(&self, outcome: &Outcome) -> String {
        let turns = count(outcome.turns as usize, "turn");
        let mut shown = match outcome.winner {
            Winner::Seat(seat) => format!("seat {seat} wins after {turns}"),
            Winner::None(NoWinner::Stuck) => format!("stuck after {turns}"),
            Winner::None(NoWinner::Stopped) => format!("stopped after {turns}"),
        };
        if matches!(outcome.winner, Winner::Seat(_)) || outcome.score != 0 {
            shown.push_str(&format!(", scoring {}", outcome.score));
        }
        shown
    }

    /// The round as the preset's rules play it, the refills
    /// `oldest-first`.
    fn reference(&self, deal: &Deal) -> Outcome {
        play(deal, self.preset.rules(), &mut OldestFirst)
    }

    fn misreadings(&self) -> Vec<Misreading<UnoKata>> {
        misreadings::misreadings(self.preset)
    }

    /// The deal played by the preset's rules, each of `changes` made to
    /// them ([`misreadings::misread`]).
    fn misread(&self, deal: &Deal, changes: &[misreadings::Change]) -> Outcome {
        misreadings::misread(self, deal, changes)
    }

    fn random_input(&self, rng: &mut rand_pcg::Pcg64Mcg) -> Deal {
        deal::random(rng)
    }

    fn shrink(&self, deal: &Deal) -> Vec<Deal> {
        deal::shrink(deal)
    }
}

/// The grader of ports of `preset`: the cases of the fixture files or
/// folders `paths` (the built-in fixtures when there are none) that play
/// the preset, then `random` deals if asked; with notes on the fixtures
/// left out.
///
/// Fails when a fixture cannot be read, two share an id, a deal cannot be
/// graded, or no fixture plays the preset.
pub fn judge(
    paths: &[PathBuf],
    preset: Preset,
    random: Option<RandomInputs>,
) -> Result<(Judge<UnoKata>, Vec<ClassNote>), Error> {
    let loaded = load_cases(paths, preset, &FIXTURES)?;
    Ok(cases::judge(UnoKata { preset }, loaded, random))
}

/// The fixtures of `paths` (those `builtin` holds when there are none) that
/// play `preset` with jackasses in every seat, as cases: the fixture's
/// deal, its expected winner, turns and score, and `uno trace FILE` for its
/// round. The notes say how many fixtures of the files given were left
/// out, and why: other rules, or another strategy in a seat.
pub fn load_cases(
    paths: &[PathBuf],
    preset: Preset,
    builtin: &Builtin,
) -> Result<(Vec<KataCase<UnoKata>>, Vec<String>), Error> {
    let left_out = [
        LeftOut::other_rules(preset),
        LeftOut {
            noun: "fixture",
            reason: "a seat plays another strategy than the jackass".to_string(),
        },
    ];
    let no_case = format!("no fixture plays the rules {preset} with jackasses only");
    cases::load_cases(paths, builtin, &left_out, no_case, |file: &FixtureFile| {
        let rules = &file.fixture.rules;
        Ok(if rules.preset != preset || rules.rules != preset.rules() {
            Sorted::LeftOut(0)
        } else if file.strategies.iter().any(|s| *s != StrategyName::Jackass) {
            Sorted::LeftOut(1)
        } else {
            Sorted::Case(case(file)?)
        })
    })
}

/// A fixture as a case: its deal, its expected winner, turns and score, and the
/// command that prints its round.
fn case(file: &FixtureFile) -> Result<KataCase<UnoKata>, Error> {
    let input = Deal::new(file.strategies.len(), file.deck.clone())
        .map_err(|problem| problem.error(&file.path.display().to_string()))?;
    let expected = &file.fixture.expected;
    let expected = Outcome {
        winner: expected.winner,
        turns: expected.turns,
        score: expected.winner_score,
    };
    let description = file.fixture.description.clone();
    Ok(fixture_case(
        &file.path,
        ENTRY.program,
        description,
        input,
        expected,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn java_code_declaring_play_round_is_recognised() {
        assert!(declares_play_round(
            "static int[] playRound(int players, List<String> deck) {"
        ));
        assert!(declares_play_round(
            "public static int[] playRound(final Integer n, java.util.ArrayList<String> cards)"
        ));
        assert!(!declares_play_round(
            "static int[] playRound(List<String> deck)"
        ));
        assert!(!declares_play_round(
            "static int playRound(int n, List<Integer> deck)"
        ));
    }

    #[test]
    fn the_built_in_cases_of_each_preset_are_its_jackass_fixtures() {
        let (jones, notes) = load_cases(&[], Preset::Jones, &FIXTURES).unwrap();
        assert!(notes.is_empty());
        let (mattel, _) = load_cases(&[], Preset::Mattel, &FIXTURES).unwrap();
        assert!(jones.iter().all(|case| !case.name.starts_with("mattel_")));
        assert!(mattel.iter().all(|case| case.name.starts_with("mattel_")));
        // Every fixture is a case of one preset, but the head-to-head.
        assert_eq!(jones.len() + mattel.len() + 1, FIXTURES.len());
        let kata = UnoKata {
            preset: Preset::Jones,
        };
        for case in &jones {
            assert_eq!(kata.reference(&case.input), case.expected, "{}", case.name);
        }
    }
}
