//! The rules of placement, as data: which ships a fleet holds and in what
//! order they are placed, and whether ships may touch.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::battleship::fleet::{Kinds, ShipKind};

/// The rules a fleet is placed by. The default is the original program's
/// (003_programs.md, B1 and B2): the 1967 fleet placed Destroyer,
/// Submarine, Cruiser, Battleship, Carrier, ships allowed to touch.
///
/// Both rule books agree that a ship lies inside the board, across or down,
/// and that ships do not overlap; those are not rules that vary.
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
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            fleet: ShipKind::ALL.to_vec(),
            ships_may_touch: true,
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
}
