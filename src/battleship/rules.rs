//! The rules of placement and of the referee, as data: which ships a fleet
//! holds and in what order they are placed, whether ships may touch; and,
//! to play the ways ports misread them, whether ships may overlap and what
//! a shot at a panel already fired at does.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::battleship::fleet::{Kinds, ShipKind};

/// The rules a fleet is placed by. The default is the original program's
/// (003_programs.md, B1 and B2): the 1967 fleet placed Destroyer,
/// Submarine, Cruiser, Battleship, Carrier, ships allowed to touch.
///
/// Both rule books agree that a ship lies inside the board, across or down,
/// that ships do not overlap, and that a panel is fired at once; the last
/// two are fields all the same ([`Rules::ships_may_overlap`],
/// [`Rules::repeated_shot`]), so that the grader can play the ports that
/// misread them with the engine itself. Those two are written (in `battleship
/// rules`, a run's JSON) only when they differ from the rule books.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// The fleet's ships, each kind at most once, in the order a random
    /// placement places them (the order changes what the original
    /// program's rejection sampling gives, [`Placement::Random`](super::placement::Placement)).
    pub fleet: Vec<ShipKind>,
    /// Whether two ships may touch: lie on panels next to each other,
    /// side by side or corner to corner. The original program lets them
    /// (B2: "Ships may touch (adjacency allowed)"), and so do the 1967
    /// rules, which forbid only overlaps and the edge of the grid.
    pub ships_may_touch: bool,
    /// Whether two ships may lie on one panel. No rule book lets them; a
    /// port that checks no overlap plays as if they could: each ship is
    /// marked on one grid in the order placed, a later ship over an earlier
    /// one, so a shared panel is the later ship's alone and the earlier
    /// ship can never be sunk (the original program's board marks each
    /// panel with one ship, B2). A random placement never overlaps ships.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ships_may_overlap: bool,
    /// What a shot at a panel already fired at does in a battle of listed
    /// shots ([`crate::battleship::battle`]).
    #[serde(default, skip_serializing_if = "RepeatedShot::is_refused")]
    pub repeated_shot: RepeatedShot,
}

/// Whether `value` is false: a field written only when set.
fn is_false(value: &bool) -> bool {
    !*value
}

/// What a shot at a panel already fired at does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RepeatedShot {
    /// The referee refuses it as the shooter's error and nothing changes,
    /// not even whose turn it is: the shooter fires its next shot, and the
    /// refused one is not counted among its shots (issue 15; the book's
    /// rules of Battleship).
    #[default]
    Refused,
    /// Refused as no hit, but it spends the shooter's turn and counts among
    /// its shots, as a port that counts every shot fired plays it
    /// (a5c3nd3d/SWE20001-Battleships#9, "Shot count increases when you hit
    /// a hit tile").
    SpendsTurn,
    /// Answered as any shot: at a ship's panel it is one more hit on that
    /// ship, which sinks when its hits reach its length (the original
    /// program counts hits so, B3), though a panel was hit twice
    /// (bethrobson/Head-First-JavaScript-Programming#8: a ship sunk by
    /// hitting one of its panels three times); a ship sunk stays sunk.
    HitsAgain,
}

impl RepeatedShot {
    /// Whether it is the rule books' reading, [`RepeatedShot::Refused`].
    pub fn is_refused(&self) -> bool {
        *self == RepeatedShot::Refused
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            fleet: ShipKind::ALL.to_vec(),
            ships_may_touch: true,
            ships_may_overlap: false,
            repeated_shot: RepeatedShot::Refused,
        }
    }
}

/// Why rules cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    /// The fleet has no ship.
    NoShips,
    /// The fleet holds a kind twice, so a sunk ship could not be named.
    Twice(ShipKind),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NoShips => f.write_str("the fleet has no ship; list at least one"),
            RulesError::Twice(kind) => write!(
                f,
                "the fleet lists the {kind} twice; a fleet holds each kind at most once, so that a sunk ship is named without ambiguity"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// Checks that the fleet has a ship and each kind at most once.
    pub fn check(&self) -> Result<(), RulesError> {
        if self.fleet.is_empty() {
            return Err(RulesError::NoShips);
        }
        let mut seen = Kinds::default();
        for &kind in &self.fleet {
            if seen.contains(kind) {
                return Err(RulesError::Twice(kind));
            }
            seen = seen.with(kind);
        }
        Ok(())
    }

    /// The kinds of the fleet.
    pub fn kinds(&self) -> Kinds {
        self.fleet
            .iter()
            .fold(Kinds::default(), |kinds, &kind| kinds.with(kind))
    }
}

/// Named rules: the rules a port is graded on (`battleship grade
/// --rules`), a fixture graded under the preset whose rules it plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Preset {
    /// The original program's (B1, B2): the 1967 fleet, ships may touch.
    #[default]
    Jones,
    /// The same with ships kept a panel apart, side by side and corner to
    /// corner (`ships_may_touch: false`, issue 15's rule that varies).
    Apart,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 2] = [Preset::Jones, Preset::Apart];

    /// Its name: `jones`, `apart`.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Jones => "jones",
            Preset::Apart => "apart",
        }
    }

    /// Its rules.
    pub fn rules(self) -> Rules {
        match self {
            Preset::Jones => Rules::default(),
            Preset::Apart => Rules {
                ships_may_touch: false,
                ..Rules::default()
            },
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no preset's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl fmt::Display for UnknownPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a preset: use jones (the original program's rules, ships may touch) or apart (ships kept a panel apart)",
            self.0
        )
    }
}

impl std::error::Error for UnknownPreset {}

crate::kit::named::presets_by_name!(Preset);

impl FromStr for Preset {
    type Err = UnknownPreset;

    fn from_str(name: &str) -> Result<Preset, UnknownPreset> {
        Preset::ALL
            .into_iter()
            .find(|preset| preset.name() == name)
            .ok_or_else(|| UnknownPreset(name.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_the_original_programs() {
        let rules = Rules::default();
        assert_eq!(
            rules.fleet,
            [
                ShipKind::Destroyer,
                ShipKind::Submarine,
                ShipKind::Cruiser,
                ShipKind::Battleship,
                ShipKind::Carrier
            ]
        );
        assert!(rules.ships_may_touch);
        assert!(!rules.ships_may_overlap);
        assert_eq!(rules.repeated_shot, RepeatedShot::Refused);
        assert_eq!(rules.check(), Ok(()));
    }

    #[test]
    fn a_fleet_needs_a_ship_and_each_kind_once() {
        let mut rules = Rules::default();
        rules.fleet.push(ShipKind::Cruiser);
        assert_eq!(rules.check(), Err(RulesError::Twice(ShipKind::Cruiser)));
        rules.fleet.clear();
        assert_eq!(rules.check(), Err(RulesError::NoShips));
    }

    #[test]
    fn rules_read_from_yaml_by_the_ships_names() {
        let text = "fleet: [Carrier, Destroyer]\nships_may_touch: false\n";
        let rules: Rules = serde_yaml::from_str(text).unwrap();
        assert_eq!(rules.fleet, [ShipKind::Carrier, ShipKind::Destroyer]);
        assert!(!rules.ships_may_touch);
        assert!(
            serde_yaml::from_str::<Rules>("fleet: [Carrier]\nships_may_touch: true\nx: 1\n")
                .is_err()
        );
    }

    #[test]
    fn the_fields_of_misreadings_are_written_only_when_set() {
        let written = serde_yaml::to_string(&Rules::default()).unwrap();
        assert!(
            !written.contains("overlap") && !written.contains("repeated"),
            "{written}"
        );
        let misread = Rules {
            ships_may_overlap: true,
            repeated_shot: RepeatedShot::HitsAgain,
            ..Rules::default()
        };
        let written = serde_yaml::to_string(&misread).unwrap();
        assert!(written.contains("ships_may_overlap: true"), "{written}");
        assert!(written.contains("repeated_shot: hits_again"), "{written}");
        assert_eq!(serde_yaml::from_str::<Rules>(&written).unwrap(), misread);
    }
}
