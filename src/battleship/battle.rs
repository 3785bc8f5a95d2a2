//! A battle of listed shots: two fleets as given, ship by ship, and each
//! player's shots in the order fired, refereed by the [`Rules`]. It is what
//! `battleship grade` asks a student's port, and what a `battle` fixture
//! holds.
//!
//! The fleets are checked first, player 1's then player 2's, by the
//! placement rules (B1, B2): the first refused ends the battle before any
//! shot ([`BattleEnd::Illegal`]). Then the players take turns, player 1
//! first (B3). On its turn a player fires the next shot of its list. A shot
//! at a panel it has fired at before is refused as its error and changes
//! nothing, not even whose turn it is, so it fires the next shot of its
//! list; a player whose list is spent passes. The battle ends when a shot
//! sinks the last ship afloat of the other fleet: its shooter wins, and
//! has fired the shots answered so far, the refused ones not counted
//! ([`BattleEnd::Won`]). When both lists are spent and both fleets afloat,
//! nobody wins ([`BattleEnd::Undecided`]).
//!
//! The ways ports misread these rules are [`Rules`] too, played by the same
//! loop: ships that overlap ([`Rules::ships_may_overlap`]), a repeated
//! shot that spends the turn or hits again ([`Rules::repeated_shot`]).

use std::fmt;

use crate::battleship::board::Panel;
use crate::battleship::fleet::{Fleet, Ship};
use crate::battleship::outcome::Player;
use crate::battleship::placement::PlacementError;
use crate::battleship::referee::{Answer, Ocean, ShotError};
use crate::battleship::rules::{RepeatedShot, Rules};

/// A battle: each player's fleet as given, ship by ship in the order
/// placed, and each player's shots in the order fired; player 1's first.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Battle {
    /// Player 1's fleet, then player 2's.
    pub fleets: [Vec<Ship>; 2],
    /// Player 1's shots (at player 2's fleet), then player 2's.
    pub shots: [Vec<Panel>; 2],
}

/// How a battle ends, as the grader's protocol answers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BattleEnd {
    /// `winner` sank the other fleet's last ship with its shot at `panel`,
    /// its `shots`th shot counted.
    Won {
        /// Who sank the other fleet.
        winner: Player,
        /// The shots it fired, the last one included; a shot the referee
        /// refused is not counted.
        shots: u32,
        /// The panel of the shot that sank the last ship.
        panel: Panel,
    },
    /// Both players' shots are spent and both fleets afloat.
    Undecided,
    /// This player's fleet breaks the placement rules (player 1's is
    /// checked first): no shot is fired.
    Illegal(Player),
}

impl BattleEnd {
    /// The answer as a port writes it: `1 19 E4` (the winner, its shots,
    /// the panel of the last one), `0` when nobody wins, `illegal 2` when a
    /// fleet is illegal.
    pub fn line(&self) -> String {
        match self {
            BattleEnd::Won {
                winner,
                shots,
                panel,
            } => format!("{} {shots} {panel}", winner.index() + 1),
            BattleEnd::Undecided => "0".to_string(),
            BattleEnd::Illegal(player) => format!("illegal {}", player.index() + 1),
        }
    }

    /// Reads an answer written as [`BattleEnd::line`] writes it (the panel's
    /// letter in either case, words separated by any spaces); `None` when
    /// it is none.
    pub fn read(text: &str) -> Option<BattleEnd> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let player = |word: &str| match word {
            "1" => Some(Player::One),
            "2" => Some(Player::Two),
            _ => None,
        };
        match words.as_slice() {
            ["0"] => Some(BattleEnd::Undecided),
            ["illegal", who] => player(who).map(BattleEnd::Illegal),
            [who, shots, panel] => {
                let winner = player(who)?;
                if !shots.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                Some(BattleEnd::Won {
                    winner,
                    shots: shots.parse().ok()?,
                    panel: panel.parse().ok()?,
                })
            }
            _ => None,
        }
    }
}

impl fmt::Display for BattleEnd {
    /// `player 1 wins, its 19th shot, at E4, sinking player 2's last
    /// ship`, `no winner: both players' shots are spent with both fleets
    /// afloat`, `player 2's fleet is illegal`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BattleEnd::Won {
                winner,
                shots,
                panel,
            } => write!(
                f,
                "{winner} wins, its {} shot, at {panel}, sinking {}'s last ship",
                ordinal(*shots),
                winner.opponent()
            ),
            BattleEnd::Undecided => {
                f.write_str("no winner: both players' shots are spent with both fleets afloat")
            }
            BattleEnd::Illegal(player) => write!(f, "{player}'s fleet is illegal"),
        }
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
pub fn ordinal(number: u32) -> String {
    let suffix = match (number % 10, number % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{number}{suffix}")
}

/// A shot of a battle as it was fired: when, by whom, where, and what the
/// referee said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fired {
    /// The round, from 1: player 1's turn, then player 2's.
    pub round: u32,
    /// Who fired.
    pub shooter: Player,
    /// Where.
    pub panel: Panel,
    /// The referee's answer, or why it refused the shot.
    pub told: Result<Answer, ShotError>,
    /// Whether the shot counts among the shooter's shots and ends its turn
    /// (a shot answered; a refused one only by rules where it spends the
    /// turn).
    pub counted: bool,
}

/// A battle played: how it ended, and what the trace shows of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// How it ended.
    pub end: BattleEnd,
    /// Why the illegal fleet was refused, when one was.
    pub refused: Option<PlacementError>,
    /// Both fleets placed, when both are legal.
    pub fleets: Option<[Fleet; 2]>,
    /// Every shot fired, in order.
    pub fired: Vec<Fired>,
}

impl Battle {
    /// The battle as the grader's protocol writes it, on one line: player
    /// 1's fleet, player 2's, player 1's shots, player 2's, separated by
    /// `|`; the ships of a fleet written as fixtures write them and
    /// separated by commas, the shots by spaces:
    /// `destroyer A1 across, submarine J1 across, ... | ... | A1 A2 E5 | J10`.
    pub fn line(&self) -> String {
        let fleet = |ships: &[Ship]| {
            ships
                .iter()
                .map(|ship| ship.written())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let shots = |panels: &[Panel]| {
            panels
                .iter()
                .map(Panel::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let parts = [
            fleet(&self.fleets[0]),
            fleet(&self.fleets[1]),
            shots(&self.shots[0]),
            shots(&self.shots[1]),
        ];
        parts.join(" | ").trim_end().to_string()
    }

    /// How the battle ends by `rules`.
    pub fn end(&self, rules: &Rules) -> BattleEnd {
        self.play(rules).end
    }

    /// Plays the battle by `rules` (this module's rules): the fleets
    /// checked, player 1's first, then the shots in turn until a fleet is
    /// sunk or both lists are spent.
    pub fn play(&self, rules: &Rules) -> Played {
        let fleets = match self.place(rules) {
            Ok(fleets) => fleets,
            Err((player, problem)) => {
                return Played {
                    end: BattleEnd::Illegal(player),
                    refused: Some(problem),
                    fleets: None,
                    fired: Vec::new(),
                };
            }
        };
        let mut fired = Vec::new();
        // Each player fires at the other's ocean.
        let mut targets = [
            Ocean::by_rules(fleets[1], rules),
            Ocean::by_rules(fleets[0], rules),
        ];
        let mut next = [0usize; 2];
        let mut counted = [0u32; 2];
        let mut round = 0;
        let end = 'battle: loop {
            if next[0] >= self.shots[0].len() && next[1] >= self.shots[1].len() {
                break BattleEnd::Undecided;
            }
            round += 1;
            for shooter in Player::BOTH {
                let at = shooter.index();
                if let Some(end) = self.turn(
                    shooter,
                    round,
                    &mut targets[at],
                    &mut next[at],
                    &mut counted[at],
                    rules,
                    &mut fired,
                ) {
                    break 'battle end;
                }
            }
        };
        Played {
            end,
            refused: None,
            fleets: Some(fleets),
            fired,
        }
    }

    /// Both fleets placed by `rules`, player 1's checked first; the first
    /// player whose fleet is refused, and why.
    fn place(&self, rules: &Rules) -> Result<[Fleet; 2], (Player, PlacementError)> {
        let one = Fleet::place(&self.fleets[0], rules).map_err(|e| (Player::One, e))?;
        let two = Fleet::place(&self.fleets[1], rules).map_err(|e| (Player::Two, e))?;
        Ok([one, two])
    }

    /// One turn of `shooter` (B3): it fires the next shot of its list
    /// (from `next`) at `target`; a shot the referee refuses changes
    /// nothing, and the shooter fires its next one, unless the rules make a
    /// refused shot spend the turn; a spent list passes. The end, when the
    /// turn sinks the target's last ship.
    #[allow(clippy::too_many_arguments)]
    fn turn(
        &self,
        shooter: Player,
        round: u32,
        target: &mut Ocean,
        next: &mut usize,
        counted: &mut u32,
        rules: &Rules,
        fired: &mut Vec<Fired>,
    ) -> Option<BattleEnd> {
        while let Some(&panel) = self.shots[shooter.index()].get(*next) {
            *next += 1;
            let told = target.fire(panel);
            let spends = match told {
                Ok(_) => true,
                Err(ShotError::Repeated(_)) => rules.repeated_shot == RepeatedShot::SpendsTurn,
                // The battle ends with the fleet: never fired at once sunk.
                Err(ShotError::FleetSunk) => false,
            };
            if spends {
                *counted += 1;
            }
            fired.push(Fired {
                round,
                shooter,
                panel,
                told,
                counted: spends,
            });
            if let Ok(Answer::FleetSunk(_)) = told {
                return Some(BattleEnd::Won {
                    winner: shooter,
                    shots: *counted,
                    panel,
                });
            }
            if spends {
                return None;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::fleet::{Orientation, ShipKind};

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    fn panels(names: &str) -> Vec<Panel> {
        names.split_whitespace().map(panel).collect()
    }

    fn ship(kind: ShipKind, bow: &str, orientation: Orientation) -> Ship {
        Ship {
            kind,
            bow: panel(bow),
            orientation,
        }
    }

    /// The fleet along every edge: destroyer A1 A2, submarine J1 J2 J3,
    /// cruiser A10 B10 C10, battleship G10 to J10, carrier E4 to E8.
    fn edges() -> Vec<Ship> {
        use Orientation::*;
        vec![
            ship(ShipKind::Destroyer, "A1", Across),
            ship(ShipKind::Submarine, "J1", Across),
            ship(ShipKind::Cruiser, "A10", Down),
            ship(ShipKind::Battleship, "G10", Down),
            ship(ShipKind::Carrier, "E4", Across),
        ]
    }

    /// The 17 panels of [`edges`], the carrier's E4 last.
    const EDGE_PANELS: &str = "A1 A2 J1 J2 J3 A10 B10 C10 G10 H10 I10 J10 E8 E7 E6 E5 E4";

    fn battle(one: &str, two: &str) -> Battle {
        Battle {
            fleets: [edges(), edges()],
            shots: [panels(one), panels(two)],
        }
    }

    #[test]
    fn player_1_fires_first_and_wins_when_both_need_as_many_shots() {
        let end = battle(EDGE_PANELS, EDGE_PANELS).end(&Rules::default());
        assert_eq!(
            end,
            BattleEnd::Won {
                winner: Player::One,
                shots: 17,
                panel: panel("E4")
            }
        );
        assert_eq!(end.line(), "1 17 E4");
        let slower = format!("F1 {EDGE_PANELS}");
        let end = battle(&slower, EDGE_PANELS).end(&Rules::default());
        assert_eq!(end.line(), "2 17 E4");
    }

    #[test]
    fn a_repeated_shot_is_refused_and_its_shooter_fires_again() {
        // Player 1 fires at A1 twice; refused, the repeat is not a shot of
        // its turn, and it still sinks the fleet first, with 17 shots.
        let repeated = EDGE_PANELS.replacen("A2", "A1 A2", 1);
        let played = battle(&repeated, EDGE_PANELS).play(&Rules::default());
        assert_eq!(played.end.line(), "1 17 E4");
        let refused: Vec<&Fired> = played.fired.iter().filter(|f| !f.counted).collect();
        assert_eq!(refused.len(), 1);
        assert_eq!(refused[0].told, Err(ShotError::Repeated(panel("A1"))));
        assert_eq!((refused[0].round, refused[0].shooter), (2, Player::One));
        // Where a refused shot spends the turn, player 2 is first.
        let spends = Rules {
            repeated_shot: RepeatedShot::SpendsTurn,
            ..Rules::default()
        };
        assert_eq!(
            battle(&repeated, EDGE_PANELS).end(&spends).line(),
            "2 17 E4"
        );
    }

    #[test]
    fn a_repeated_hit_sinks_a_ship_only_where_it_hits_again() {
        // Every panel but A2, A1 twice: the destroyer is hit on one panel.
        let without_a2 = EDGE_PANELS.replacen("A2", "A1", 1);
        let one_sided = battle(&without_a2, "");
        assert_eq!(one_sided.end(&Rules::default()), BattleEnd::Undecided);
        let again = Rules {
            repeated_shot: RepeatedShot::HitsAgain,
            ..Rules::default()
        };
        assert_eq!(one_sided.end(&again).line(), "1 17 E4");
    }

    #[test]
    fn a_spent_list_passes_and_the_other_player_fires_on() {
        let end = battle("F1 F2", EDGE_PANELS).end(&Rules::default());
        assert_eq!(end.line(), "2 17 E4");
        assert_eq!(
            battle("F1", "F2").end(&Rules::default()),
            BattleEnd::Undecided
        );
    }

    #[test]
    fn an_illegal_fleet_ends_the_battle_player_1_checked_first() {
        use Orientation::*;
        let mut overlapping = edges();
        overlapping[1] = ship(ShipKind::Submarine, "A2", Down);
        let mut both = battle(EDGE_PANELS, EDGE_PANELS);
        both.fleets[1] = overlapping.clone();
        let played = both.play(&Rules::default());
        assert_eq!(played.end, BattleEnd::Illegal(Player::Two));
        assert!(matches!(
            played.refused,
            Some(PlacementError::Overlap { .. })
        ));
        assert!(played.fired.is_empty());
        both.fleets[0] = vec![ship(ShipKind::Carrier, "A7", Across)];
        assert_eq!(both.end(&Rules::default()).line(), "illegal 1");
        // Where ships may overlap, the submarine owns A2: the destroyer can
        // never be sunk, and player 2 sinks player 1's fleet.
        let mut overlap = battle(EDGE_PANELS, EDGE_PANELS);
        overlap.fleets[1] = overlapping;
        let loose = Rules {
            ships_may_overlap: true,
            ..Rules::default()
        };
        assert_eq!(overlap.end(&loose).line(), "2 17 E4");
    }

    #[test]
    fn a_battle_is_written_on_one_line_and_answers_read_back() {
        let mut short = battle("A1 A2", "");
        short.fleets[1].truncate(1);
        assert_eq!(
            short.line(),
            "destroyer A1 across, submarine J1 across, cruiser A10 down, battleship G10 down, carrier E4 across | destroyer A1 across | A1 A2 |"
        );
        for end in [
            BattleEnd::Undecided,
            BattleEnd::Illegal(Player::Two),
            BattleEnd::Won {
                winner: Player::Two,
                shots: 100,
                panel: panel("J10"),
            },
        ] {
            assert_eq!(BattleEnd::read(&end.line()), Some(end));
        }
        assert_eq!(BattleEnd::read("1  19\te4"), BattleEnd::read("1 19 E4"));
        for wrong in [
            "",
            "1",
            "3 19 E4",
            "1 -19 E4",
            "1 +19 E4",
            "1 19 K4",
            "illegal",
            "illegal 0",
            "1 19 E4 x",
            "-1",
        ] {
            assert_eq!(BattleEnd::read(wrong), None, "{wrong:?}");
        }
    }

    #[test]
    fn ordinals_read_as_english() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .map(ordinal)
            .to_vec();
        assert_eq!(
            words,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }
}
