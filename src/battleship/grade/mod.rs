//! Battleship as the grader grades a student's port of the seed's program
//! ([`crate::grade::kata`]): a case is a battle given to the referee
//! ([`crate::battleship::battle`]), the port's answer how it ends, the
//! reference the referee itself.
//!
//! The protocol, one line each way:
//!
//! - a case: player 1's fleet, player 2's fleet, player 1's shots and
//!   player 2's, separated by `|`; each ship written as the fixtures write
//!   it (`destroyer A1 across`) and the ships of a fleet separated by
//!   commas, the shots (`A1`, `J10`) by spaces:
//!   `destroyer A1 across, submarine J1 across, ... | ... | A1 A2 E5 | J10 B3`;
//! - an answer: `1 17 E4` (player 1 sinks player 2's last ship with its
//!   17th shot, at E4; a shot refused is not counted), `0` (both lists
//!   spent with both fleets afloat) or `illegal 2` (player 2's fleet breaks
//!   the placement rules; player 1's is checked first).
//!
//! A port plays the rules of one preset ([`Preset`]): `jones`, the
//! original program's (ships may touch), or `apart` (ships kept a panel
//! apart). [`kata`] is the grader's view of those rules, the
//! [`crate::grade::kata::Kata`]; [`misreadings`] holds the ways ports are
//! known to misread the referee, each played by the same referee with a
//! changed [`crate::battleship::rules::Rules`] value; [`random`] the random
//! battles and how one is shrunk; [`starter`] a student's starter project.

pub mod kata;
pub mod misreadings;
pub mod random;
pub mod starter;

use std::path::PathBuf;

use crate::battleship::battle::{Battle, BattleEnd};
use crate::battleship::builtin::FIXTURES;
use crate::battleship::fixture::{parse_ship, Body, FixtureFile, Shot, Verdict};
use crate::battleship::outcome::Player;
use crate::battleship::referee::Answer;
use crate::battleship::rules::Preset;
use crate::grade::cases::{self, fixture_case, LeftOut, Sorted};
use crate::grade::class::java::declares;
use crate::grade::class::note::ClassNote;
use crate::grade::game::Entry;
use crate::grade::kata::{Judge, KataCase, RandomInputs};
use crate::grade::protocol::Reply;
use crate::kit::builtin::Builtin;
use crate::kit::error::Error;

/// The Java adapter, as `adapters/java/BattleshipAdapter.java` holds it:
/// built into the binary, so an installed `battleship` needs no
/// repository.
pub const JAVA_ADAPTER: &str = include_str!("../../../adapters/java/BattleshipAdapter.java");

/// The Python adapter, as `adapters/python/battleship_adapter.py` holds it.
pub const PYTHON_ADAPTER: &str = include_str!("../../../adapters/python/battleship_adapter.py");

/// Whether Java parameters are Battleship's: four lists of strings (`List<String>`
/// or `ArrayList<String>`), the two fleets and the two players' shots.
fn fleets_and_shots(parameters: &[String]) -> bool {
    parameters.len() == 4
        && parameters.iter().all(|parameter| {
            parameter.starts_with("List<String>") || parameter.starts_with("ArrayList<String>")
        })
}

/// Whether Java code declares Battleship's `findWinner(List<String> fleet1,
/// List<String> fleet2, List<String> shots1, List<String> shots2)`.
pub fn declares_find_winner(code: &str) -> bool {
    declares(code, "findWinner", fleets_and_shots)
}

/// Battleship's entry point and adapters: `static String
/// findWinner(List<String> fleet1, List<String> fleet2, List<String>
/// shots1, List<String> shots2)` in Java, `find_winner(fleet1, fleet2,
/// shots1, shots2)` in Python, each returning the answer's line.
pub const ENTRY: Entry = Entry {
    program: "battleship",
    java_method: "findWinner",
    java_signature: "findWinner(List<String> fleet1, List<String> fleet2, List<String> shots1, List<String> shots2)",
    java_static_signature: "static String findWinner(List<String> fleet1, List<String> fleet2, List<String> shots1, List<String> shots2)",
    java_declares: declares_find_winner,
    java_class: "Battleship",
    python_functions: &["find_winner", "findWinner"],
    python_signature: "def find_winner(fleet1, fleet2, shots1, shots2) or findWinner(fleet1, fleet2, shots1, shots2)",
    python_module: "battleship",
    java_adapter: JAVA_ADAPTER,
    java_adapter_class: "warkata.adapter.BattleshipAdapter",
    python_adapter: PYTHON_ADAPTER,
    python_adapter_file: "battleship_adapter.py",
};

/// The answer of a port: a line as [`BattleEnd::line`] writes it.
impl Reply for BattleEnd {
    /// `1 17 E4`, `0` or `illegal 2`.
    fn read(text: &str) -> Option<BattleEnd> {
        BattleEnd::read(text)
    }

    /// A line that starts as an answer does, with a number or `illegal`,
    /// ends its case as a wrong answer: `3`, `1 17`, `-1`, `illegal`.
    fn ends_case(text: &str) -> bool {
        text.split_whitespace()
            .next()
            .is_some_and(|first| first.parse::<i64>().is_ok() || first == "illegal")
    }

    /// `1 17 E4`, `0` or `illegal 2` ([`BattleEnd::line`]).
    fn line(&self) -> String {
        BattleEnd::line(self)
    }
}

/// Reads a battle written as [`Battle::line`] writes it: four fields
/// separated by `|`, the fleets' ships by commas, the shots by spaces.
/// What is wrong with it, when it is not one.
pub fn read_battle(line: &str) -> Result<Battle, String> {
    let fields: Vec<&str> = line.split('|').collect();
    let [one, two, shots_one, shots_two] = fields.as_slice() else {
        return Err(format!(
            "a battle is four fields separated by `|` (player 1's fleet, player 2's, player 1's shots, player 2's), not {}",
            fields.len()
        ));
    };
    let fleet = |field: &str| -> Result<Vec<_>, String> {
        field
            .split(',')
            .map(str::trim)
            .filter(|ship| !ship.is_empty())
            .map(|ship| parse_ship(ship).map_err(|(_, message)| message))
            .collect()
    };
    let shots = |field: &str| -> Result<Vec<_>, String> {
        field
            .split_whitespace()
            .map(|panel| panel.parse().map_err(|e| format!("{e}")))
            .collect()
    };
    Ok(Battle {
        fleets: [fleet(one)?, fleet(two)?],
        shots: [shots(shots_one)?, shots(shots_two)?],
    })
}

/// Battleship's rules as the grader grades a port of them: a preset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BattleshipKata {
    /// The rules the ports play.
    pub preset: Preset,
}

/// The grader of ports of `preset`: the cases of the fixture files or
/// folders `paths` (the built-in fixtures when there are none) that play
/// the preset, then `random` battles if asked; with notes on the fixtures
/// left out.
///
/// Fails when a fixture cannot be read, two share an id, or no fixture
/// plays the preset.
pub fn judge(
    paths: &[PathBuf],
    preset: Preset,
    random: Option<RandomInputs>,
) -> Result<(Judge<BattleshipKata>, Vec<ClassNote>), Error> {
    let loaded = load_cases(paths, preset, &FIXTURES)?;
    Ok(cases::judge(BattleshipKata { preset }, loaded, random))
}

/// The fixtures of `paths` (those `builtin` holds when there are none) that
/// play `preset`, as cases ([`case`]). The notes say how many fixtures of
/// the files given were left out, and why: other rules, or a strategy's
/// fixture, which no port can reproduce.
///
/// Fails when a fixture cannot be read, two share an id, or none is left.
pub fn load_cases(
    paths: &[PathBuf],
    preset: Preset,
    builtin: &Builtin,
) -> Result<(Vec<KataCase<BattleshipKata>>, Vec<String>), Error> {
    let left_out = [
        LeftOut::other_rules(preset),
        LeftOut {
            noun: "strategy fixture",
            reason: "a strategy draws its shot at random, which a port cannot reproduce"
                .to_string(),
        },
    ];
    let no_case = format!("no battle, placement or referee fixture plays the rules {preset}");
    cases::load_cases(paths, builtin, &left_out, no_case, |file: &FixtureFile| {
        Ok(if file.rules != preset.rules() {
            Sorted::LeftOut(0)
        } else {
            case(file).map_or(Sorted::LeftOut(1), Sorted::Case)
        })
    })
}

/// A fixture as a case, its answer worked out from what the fixture
/// expects: a battle case as it is; a placement case as the battle of its
/// fleet against itself, no shot fired (`illegal 1` when the verdict is
/// not `legal`, else `0`); a referee case as the battle of its fleet
/// against itself, player 1 firing the case's shots and player 2 none (won
/// by player 1 at the shot the fleet sinks, its shots answered before it
/// counted, else `0`). A strategy case is none: `None`.
pub fn case(file: &FixtureFile) -> Option<KataCase<BattleshipKata>> {
    let description = &file.fixture.description;
    let (input, expected, description) = match &file.body {
        Body::Battle { battle, expected } => (battle.clone(), *expected, description.clone()),
        Body::Placement { ships } => {
            let legal = file.fixture.expected.verdict == Some(Verdict::Legal);
            let battle = Battle {
                fleets: [ships.clone(), ships.clone()],
                shots: [Vec::new(), Vec::new()],
            };
            let expected = if legal {
                BattleEnd::Undecided
            } else {
                BattleEnd::Illegal(Player::One)
            };
            let description =
                format!("{description} (as a battle: the fleet against itself, no shot fired)");
            (battle, expected, description)
        }
        Body::Referee { fleet, shots } => {
            let ships = fleet.ships().to_vec();
            let battle = Battle {
                fleets: [ships.clone(), ships],
                shots: [shots.iter().map(|shot| shot.panel).collect(), Vec::new()],
            };
            let description = format!(
                "{description} (as a battle: the fleet against itself, player 1 firing these shots and player 2 none)"
            );
            (battle, referee_end(shots), description)
        }
        Body::Strategy { .. } => return None,
    };
    Some(fixture_case(
        &file.path,
        ENTRY.program,
        description,
        input,
        expected,
    ))
}

/// How a referee case ends as a battle of player 1 alone, from the answers
/// it expects: won at the shot answered `fleet sunk`, the answered shots up
/// to it counted; else nobody wins.
fn referee_end(shots: &[Shot]) -> BattleEnd {
    let mut answered = 0;
    for shot in shots {
        match shot.told {
            Ok(Answer::FleetSunk(_)) => {
                return BattleEnd::Won {
                    winner: Player::One,
                    shots: answered + 1,
                    panel: shot.panel,
                };
            }
            Ok(_) => answered += 1,
            Err(_) => {}
        }
    }
    BattleEnd::Undecided
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::rules::Rules;
    use crate::grade::kata::Kata;

    #[test]
    fn an_answer_is_a_win_nobody_or_an_illegal_fleet() {
        assert_eq!(
            <BattleEnd as Reply>::read("2 18 h4").map(|end| end.line()),
            Some("2 18 H4".to_string())
        );
        assert_eq!(<BattleEnd as Reply>::read("0"), Some(BattleEnd::Undecided));
        for wrong in ["3", "1 17", "-1", "illegal", "illegal 3", "1 17 E4 5"] {
            assert_eq!(<BattleEnd as Reply>::read(wrong), None, "{wrong:?}");
            assert!(BattleEnd::ends_case(wrong), "{wrong:?}");
        }
        for stray in ["player 1 wins", "(1, 17, 'E4')", "", "debug: round 3"] {
            assert!(!BattleEnd::ends_case(stray), "{stray:?}");
        }
    }

    #[test]
    fn java_code_declaring_find_winner_is_recognised() {
        assert!(declares_find_winner(
            "static String findWinner(List<String> fleet1, List<String> fleet2, List<String> shots1, List<String> shots2) {"
        ));
        assert!(declares_find_winner(
            "public static String findWinner(final java.util.ArrayList<String> a, List<String> b, List<String> c, ArrayList<String> d)"
        ));
        assert!(!declares_find_winner(
            "static int findWinner(List<Integer> deck)"
        ));
        assert!(!declares_find_winner(
            "static String findWinner(List<String> a, List<String> b)"
        ));
    }

    #[test]
    fn presets_are_read_by_name() {
        assert_eq!("apart".parse(), Ok(Preset::Apart));
        assert!(!Preset::Apart.rules().ships_may_touch);
        assert_eq!(Preset::Jones.rules(), Rules::default());
        let error = "umass".parse::<Preset>().unwrap_err().to_string();
        assert!(
            error.contains("jones") && error.contains("apart"),
            "{error}"
        );
    }

    #[test]
    fn a_battle_line_reads_back() {
        let line = "destroyer A1 across, carrier E4 down | submarine J1 across | A1 a2 | ";
        let battle = read_battle(line).unwrap();
        assert_eq!(battle.fleets[0].len(), 2);
        assert_eq!(battle.shots[0].len(), 2);
        assert!(battle.shots[1].is_empty());
        assert_eq!(read_battle(&battle.line()), Ok(battle.clone()));
        assert!(read_battle("a | b").unwrap_err().contains("not 2"));
        assert!(read_battle("| | K1 |")
            .unwrap_err()
            .contains("`K1` is not a panel"));
        assert!(read_battle("dinghy A1 across | | |")
            .unwrap_err()
            .contains("`dinghy` is not a ship"));
    }

    #[test]
    fn the_built_in_cases_of_each_preset_agree_with_the_referee() {
        let (jones, notes) = load_cases(&[], Preset::Jones, &FIXTURES).unwrap();
        assert!(notes.is_empty());
        let (apart, _) = load_cases(&[], Preset::Apart, &FIXTURES).unwrap();
        let strategies = FIXTURES
            .files()
            .filter(|file| file.name.starts_with("strategy_"))
            .count();
        // Every fixture is a case of one preset, but the strategies'.
        assert_eq!(jones.len() + apart.len() + strategies, FIXTURES.len());
        for preset in Preset::ALL {
            let kata = BattleshipKata { preset };
            let cases = if preset == Preset::Jones {
                &jones
            } else {
                &apart
            };
            for case in cases {
                assert_eq!(kata.reference(&case.input), case.expected, "{}", case.name);
                assert_eq!(
                    read_battle(&kata.line(&case.input)).as_ref(),
                    Ok(&case.input)
                );
            }
        }
        let seventeenth = jones
            .iter()
            .find(|case| case.name == "referee_the_fleet_is_sunk_by_the_seventeenth_hit")
            .unwrap();
        // 19 answered shots, the 20th refused as `game over`, not fired.
        assert_eq!(seventeenth.expected.line(), "1 19 E4");
    }
}
