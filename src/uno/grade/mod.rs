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
//! each played by the engine with a changed [`Rules`] value or refill;
//! [`deal`] the random deals and how one is shrunk.

pub mod deal;
pub mod misreadings;
pub mod starter;

use std::path::PathBuf;

use crate::grade::class::java::declares;
use crate::grade::game::Entry;
use crate::grade::kata::{Judge, Kata, KataCase, Misreading, RandomInputs};
use crate::grade::protocol::Reply;
use crate::kit::builtin::Builtin;
use crate::kit::error::{Error, ErrorKind};
use crate::kit::escape::shell_word;
use crate::kit::fixture::{check_unique_ids, GameFixture};
use crate::kit::words::count;
use crate::kit::yaml::fixture_paths;
use crate::uno::builtin::FIXTURES;
use crate::uno::fixture::{FixtureFile, NoWinner, Winner};
use crate::uno::game::{End, RoundResult, Uno};
use crate::uno::player::{Jackass, StrategyName};
use crate::uno::recorder::NoTrace;
use crate::uno::refill::{OldestFirst, Refill};
use crate::uno::rules::{Preset, Rules};

pub use deal::Deal;

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

/// How a round ends, as a port answers it: who won, after how many turns,
/// and the winner's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The winning seat, or how the round ended without a winner.
    pub winner: Winner,
    /// The turns played, every skipped or attacked turn counted (U5).
    pub turns: u32,
    /// The winner's score: the points left in the other hands (U2, U6),
    /// 0 when nobody won.
    pub score: u32,
}

impl Outcome {
    /// The outcome of a round the engine played.
    pub fn of(result: &RoundResult) -> Outcome {
        let winner = match result.end {
            End::Won(seat) => Winner::Seat(seat),
            End::Stuck => Winner::None(NoWinner::Stuck),
            End::TurnLimit => Winner::None(NoWinner::Stopped),
        };
        Outcome {
            winner,
            turns: result.turns,
            score: result.winner_score(),
        }
    }
}

/// Whether `word` is a number written in decimal digits only.
fn digits(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

impl Reply for Outcome {
    /// `<winner> <turns> <score>`: a seat in digits, `stuck` or `stopped`,
    /// then the turns and the score in digits; whatever follows is not
    /// read.
    fn read(text: &str) -> Option<Outcome> {
        let mut fields = text.split_whitespace();
        let winner = match fields.next()? {
            "stuck" => Winner::None(NoWinner::Stuck),
            "stopped" => Winner::None(NoWinner::Stopped),
            seat if digits(seat) => Winner::Seat(seat.parse().ok()?),
            _ => return None,
        };
        let mut number = || fields.next().filter(|word| digits(word))?.parse().ok();
        let (turns, score) = (number()?, number()?);
        Some(Outcome {
            winner,
            turns,
            score,
        })
    }

    /// A line that starts as an answer does (a number, `stuck` or
    /// `stopped`) ends its case as a wrong answer: `2`, `-1 40 0`, `1 x`.
    fn ends_case(text: &str) -> bool {
        text.split_whitespace().next().is_some_and(|first| {
            first.parse::<i64>().is_ok() || first == "stuck" || first == "stopped"
        })
    }

    fn line(&self) -> String {
        let winner = match self.winner {
            Winner::Seat(seat) => seat.to_string(),
            Winner::None(NoWinner::Stuck) => "stuck".to_string(),
            Winner::None(NoWinner::Stopped) => "stopped".to_string(),
        };
        format!("{winner} {} {}", self.turns, self.score)
    }
}

/// Plays `deal` by `rules`, every seat the seed's jackass, the refills
/// ordered by `refill`: the outcome the rules give.
///
/// A [`Deal`] deals under every rule ([`Deal::new`]); were it not dealt,
/// the round would count as stopped before its first turn.
pub fn play<F: Refill>(deal: &Deal, rules: Rules, refill: &mut F) -> Outcome {
    let Ok(mut round) = Uno::deal(deal.deck(), deal.players(), rules) else {
        return Outcome {
            winner: Winner::None(NoWinner::Stopped),
            turns: 0,
            score: 0,
        };
    };
    let mut seats = vec![Jackass; deal.players()];
    Outcome::of(&round.play(&mut seats, refill, &mut NoTrace))
}

/// UNO's rules as the grader grades a port of them: a preset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnoKata {
    /// The rules the ports play.
    pub preset: Preset,
}

impl Kata for UnoKata {
    type Input = Deal;
    type Reply = Outcome;

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
) -> Result<(Judge<UnoKata>, Vec<String>), Error> {
    let (cases, notes) = load_cases(paths, preset, &FIXTURES)?;
    let judge = Judge {
        kata: UnoKata { preset },
        cases,
        random,
    };
    Ok((judge, notes))
}

/// The fixtures of `paths` (those `builtin` holds when there are none) that
/// play `preset` with jackasses in every seat, as cases: the fixture's
/// deal, its expected winner, turns and score, and `uno trace FILE` for its
/// round. The notes say how many fixtures of the files given were left
/// out, and why.
pub fn load_cases(
    paths: &[PathBuf],
    preset: Preset,
    builtin: &Builtin,
) -> Result<(Vec<KataCase<UnoKata>>, Vec<String>), Error> {
    let (files, mut notes) = if paths.is_empty() {
        (builtin.parse_all::<FixtureFile>()?, Vec::new())
    } else {
        let found = fixture_paths(paths)?;
        let files = found
            .paths
            .iter()
            .map(|path| FixtureFile::load(path))
            .collect::<Result<Vec<_>, _>>()?;
        (files, found.notes)
    };
    if let Some(repeated) = check_unique_ids(&files).into_iter().next() {
        return Err(repeated);
    }
    let (mut cases, mut other_rules, mut other_players) = (Vec::new(), 0, 0);
    for file in &files {
        let rules = &file.fixture.rules;
        if rules.preset != preset || rules.rules != preset.rules() {
            other_rules += 1;
        } else if file.strategies.iter().any(|s| *s != StrategyName::Jackass) {
            other_players += 1;
        } else {
            cases.push(case(file)?);
        }
    }
    // The built-in set holds both presets' fixtures and a head-to-head:
    // leaving them out is no news.
    if !paths.is_empty() {
        if other_rules > 0 {
            notes.push(format!(
                "{} not graded: other rules than {preset}",
                count(other_rules, "fixture")
            ));
        }
        if other_players > 0 {
            notes.push(format!(
                "{} not graded: a seat plays another strategy than the jackass",
                count(other_players, "fixture")
            ));
        }
    }
    if cases.is_empty() {
        let mut names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        if names.is_empty() {
            names.push("the built-in fixtures".to_string());
        }
        let message = format!("no fixture plays the rules {preset} with jackasses only");
        return Err(Error::new(ErrorKind::NoCases, names.join(" "), message).with_fix(
            "give fixture files or folders whose fixtures play the rules chosen with --rules (jones by default)",
        ));
    }
    Ok((cases, notes))
}

/// A fixture as a case: its deal, its expected winner, turns and score, and the
/// command that prints its round.
fn case(file: &FixtureFile) -> Result<KataCase<UnoKata>, Error> {
    let origin = file.path.display().to_string();
    let input = Deal::new(file.strategies.len(), file.deck.clone())
        .map_err(|problem| problem.error(&origin))?;
    let expected = &file.fixture.expected;
    Ok(KataCase {
        name: file
            .path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default(),
        description: file.fixture.description.clone(),
        trace: Some(format!("uno trace {}", shell_word(&origin))),
        input,
        expected: Outcome {
            winner: expected.winner,
            turns: expected.turns,
            score: expected.winner_score,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_a_seat_or_stuck_then_the_turns() {
        let seat = |seat, turns, score| Outcome {
            winner: Winner::Seat(seat),
            turns,
            score,
        };
        assert_eq!(Outcome::read("2 57 310"), Some(seat(2, 57, 310)));
        assert_eq!(
            Outcome::read("0\t13\t84\t0,84\t0\t0:RR"),
            Some(seat(0, 13, 84))
        );
        assert_eq!(
            Outcome::read("stuck 96 0").map(|o| o.winner),
            Some(Winner::None(NoWinner::Stuck))
        );
        for wrong in [
            "2", "2 57", "-1 40 0", "+1 40 0", "1 x 3", "seat 1", "1 3 -3", "",
        ] {
            assert_eq!(Outcome::read(wrong), None, "{wrong:?}");
        }
        assert!(Outcome::ends_case("2") && Outcome::ends_case("-1 40 0"));
        assert!(Outcome::ends_case("stuck"));
        assert!(!Outcome::ends_case("seat 1 wins") && !Outcome::ends_case(""));
        assert_eq!(seat(3, 12, 40).line(), "3 12 40");
    }

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
