//! Placing a fleet: a fleet given ship by ship and checked against the
//! [`Rules`] ([`Fleet::place`]), and the two ways of placing one at random
//! ([`Placement`]): the original program's rejection sampling, ship by
//! ship, and a placement uniform over every legal fleet.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt as _};

use crate::battleship::board::{Panel, Panels, SIZE};
use crate::battleship::fleet::{Fleet, Kinds, Orientation, Ship, ShipKind};
use crate::battleship::rules::Rules;

/// Why a fleet cannot be placed as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlacementError {
    /// The ship runs off the board.
    OffBoard(Ship),
    /// The ship lies on a panel of a ship placed before it.
    Overlap {
        /// The ship placed later.
        ship: Ship,
        /// The ship it lies on.
        other: Ship,
    },
    /// The ship touches one placed before it, and the rules forbid it.
    Touching {
        /// The ship placed later.
        ship: Ship,
        /// The ship it touches.
        other: Ship,
    },
    /// The rules' fleet has no ship of this kind.
    NotInFleet(ShipKind),
    /// The kind is given twice.
    Twice(ShipKind),
    /// The rules' fleet has a ship of this kind, and none is given.
    Missing(ShipKind),
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::OffBoard(ship) => write!(
                f,
                "the {} at {} runs off the board; a ship of {} panels lies inside the rows A to J and the columns 1 to 10",
                ship.kind,
                ship.bow,
                ship.kind.length()
            ),
            PlacementError::Overlap { ship, other } => {
                write!(f, "the {ship} lies on the {other}; ships may not overlap")
            }
            PlacementError::Touching { ship, other } => write!(
                f,
                "the {ship} touches the {other}; these rules keep ships a panel apart"
            ),
            PlacementError::NotInFleet(kind) => {
                write!(f, "the fleet of these rules has no {kind}")
            }
            PlacementError::Twice(kind) => {
                write!(f, "the {kind} is placed twice; place each ship once")
            }
            PlacementError::Missing(kind) => {
                write!(f, "the {kind} is not placed; place every ship of the fleet")
            }
        }
    }
}

impl std::error::Error for PlacementError {}

/// The panels a ship on `panels` closes to the ships placed after it: its
/// own, and by rules that keep ships apart, those next to them.
#[inline]
fn closed_by(panels: Panels, rules: &Rules) -> Panels {
    if rules.ships_may_touch {
        panels
    } else {
        panels.with_surroundings()
    }
}

impl Fleet {
    /// The fleet of `ships`, checked in their order: each ship inside the
    /// board, of a kind of the rules' fleet given once, on no panel of a
    /// ship before it (unless the rules let ships overlap, a misreading),
    /// nor next to one when the rules keep ships apart, and every ship of
    /// the rules' fleet given.
    pub fn place(ships: &[Ship], rules: &Rules) -> Result<Fleet, PlacementError> {
        let wanted = rules.kinds();
        let mut fleet = Fleet::empty();
        let mut given = Kinds::default();
        for &ship in ships {
            if !wanted.contains(ship.kind) {
                return Err(PlacementError::NotInFleet(ship.kind));
            }
            if given.contains(ship.kind) {
                return Err(PlacementError::Twice(ship.kind));
            }
            given = given.with(ship.kind);
            let panels = ship.panels().ok_or(PlacementError::OffBoard(ship))?;
            for (&other, &mask) in fleet.ships().iter().zip(fleet.masks()) {
                if !rules.ships_may_overlap && !mask.and(panels).is_empty() {
                    return Err(PlacementError::Overlap { ship, other });
                }
                if !rules.ships_may_touch && !mask.with_surroundings().and(panels).is_empty() {
                    return Err(PlacementError::Touching { ship, other });
                }
            }
            fleet.push(ship, panels);
        }
        match wanted.without_all(given).iter().next() {
            Some(kind) => Err(PlacementError::Missing(kind)),
            None => Ok(fleet),
        }
    }
}

/// How a fleet is placed at random.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Placement {
    /// As the original program places it (B2): ship by ship in the rules'
    /// order, a bow panel drawn uniformly from the 100 and a direction
    /// from a fair coin, drawn again until the ship lies inside the board
    /// on free panels. Each ship is uniform over the places left to it by
    /// the ships before it, so the fleet is not uniform over legal fleets:
    /// a ship placed late is squeezed towards the open middle. Measured
    /// over 4 million fleets of each method (seed 9, the 1967 fleet, ships
    /// may touch), a corner panel is occupied 7.42% of the time against
    /// 7.99% for uniform fleets (7% less), a centre panel (E5) 22.35%
    /// against 21.36% (4.6% more); 87.6% of fleets have two ships touching
    /// against 87.2%. A test of this module checks the direction and size
    /// on fewer fleets.
    #[default]
    Random,
    /// Every legal fleet equally likely: each ship drawn uniformly from its
    /// places inside the board, the whole fleet drawn again until no two
    /// ships overlap (or touch, when the rules keep them apart). Drawn
    /// independently and kept only together, every legal fleet has the same
    /// chance.
    Uniform,
}

/// Draws of one ship after which the whole fleet is placed again: the
/// original program draws until a ship fits, which with ships kept apart
/// could loop for ever once the ships placed leave a later one no room.
/// With touching allowed a ship of the 1967 fleet always has room (four
/// ships cover at most 12 panels, and blocking every place of the Carrier
/// takes two panels in each of the 10 rows), so the limit changes nothing
/// there.
const DRAWS_BEFORE_RESTART: u32 = 10_000;

impl Placement {
    /// The placements by name, as commands and fixtures call them.
    pub const NAMES: [&'static str; 2] = ["random", "uniform"];

    /// The placement's name.
    pub const fn name(self) -> &'static str {
        match self {
            Placement::Random => "random",
            Placement::Uniform => "uniform",
        }
    }

    /// A fleet placed by the `rules`, drawing from `rng`. The rules must
    /// pass [`Rules::check`]; any fleet of distinct 1967 kinds fits on the
    /// board even with ships kept apart (a ship every other row).
    pub fn place<R: Rng + ?Sized>(self, rules: &Rules, rng: &mut R) -> Fleet {
        match self {
            Placement::Random => place_one_by_one(rules, rng),
            Placement::Uniform => place_uniformly(rules, rng),
        }
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a placement's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPlacement(pub String);

impl fmt::Display for UnknownPlacement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a placement; use one of: {}",
            self.0,
            Placement::NAMES.join(", ")
        )
    }
}

impl std::error::Error for UnknownPlacement {}

impl FromStr for Placement {
    type Err = UnknownPlacement;

    fn from_str(name: &str) -> Result<Placement, UnknownPlacement> {
        match name {
            "random" => Ok(Placement::Random),
            "uniform" => Ok(Placement::Uniform),
            _ => Err(UnknownPlacement(name.to_string())),
        }
    }
}

/// The original program's placement (B2): for each ship in order, a bow
/// drawn from the 100 panels and a direction from a fair coin (its
/// `Next(1,101) % 2`), drawn again while the ship runs off the board or
/// lies on a ship placed before it (or, by rules that keep ships apart,
/// next to one). The program draws column, row and direction one by one;
/// one draw from 200 gives the same chances.
fn place_one_by_one<R: Rng + ?Sized>(rules: &Rules, rng: &mut R) -> Fleet {
    'fleet: loop {
        let mut fleet = Fleet::empty();
        let mut closed = Panels::EMPTY;
        for &kind in &rules.fleet {
            let mut draws = 0;
            let (ship, panels) = loop {
                draws += 1;
                if draws > DRAWS_BEFORE_RESTART {
                    continue 'fleet;
                }
                let draw: u8 = rng.random_range(0..200);
                let ship = Ship {
                    kind,
                    bow: bow(draw >> 1),
                    orientation: if draw & 1 == 0 {
                        Orientation::Down
                    } else {
                        Orientation::Across
                    },
                };
                match ship.panels() {
                    Some(panels) if closed.and(panels).is_empty() => break (ship, panels),
                    _ => {}
                }
            };
            closed = closed.or(closed_by(panels, rules));
            fleet.push(ship, panels);
        }
        return fleet;
    }
}

/// The panel of row-major index `index`, below 100.
#[inline]
fn bow(index: u8) -> Panel {
    Panel::from_index(index).expect("an index below 100")
}

/// A fleet uniform over legal fleets: each ship uniform over its
/// `2 × 10 × (11 − length)` places inside the board, the whole fleet drawn
/// again on any overlap (or touch, when the rules keep ships apart).
fn place_uniformly<R: Rng + ?Sized>(rules: &Rules, rng: &mut R) -> Fleet {
    'fleet: loop {
        let mut fleet = Fleet::empty();
        let mut closed = Panels::EMPTY;
        for &kind in &rules.fleet {
            let ship = ship_inside(kind, rng);
            let panels = ship.panels().expect("a place inside the board");
            if !closed.and(panels).is_empty() {
                continue 'fleet;
            }
            closed = closed.or(closed_by(panels, rules));
            fleet.push(ship, panels);
        }
        return fleet;
    }
}

/// A ship of `kind` at one of its places inside the board, every place
/// equally likely.
fn ship_inside<R: Rng + ?Sized>(kind: ShipKind, rng: &mut R) -> Ship {
    let room = SIZE - kind.length() + 1;
    let places = SIZE * room;
    let draw = rng.random_range(0..2 * places);
    let (along, across) = ((draw % places) / SIZE, (draw % places) % SIZE);
    if draw < places {
        Ship {
            kind,
            bow: Panel::new(across, along).expect("a row and a column on the board"),
            orientation: Orientation::Across,
        }
    } else {
        Ship {
            kind,
            bow: Panel::new(along, across).expect("a row and a column on the board"),
            orientation: Orientation::Down,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    fn ship(kind: ShipKind, bow: &str, orientation: Orientation) -> Ship {
        Ship {
            kind,
            bow: bow.parse().unwrap(),
            orientation,
        }
    }

    /// A legal fleet of the 1967 rules, ships touching side by side.
    fn touching_fleet() -> Vec<Ship> {
        use Orientation::*;
        vec![
            ship(ShipKind::Destroyer, "A1", Across),
            ship(ShipKind::Submarine, "B1", Across),
            ship(ShipKind::Cruiser, "C1", Across),
            ship(ShipKind::Battleship, "D1", Across),
            ship(ShipKind::Carrier, "E1", Across),
        ]
    }

    #[test]
    fn a_legal_fleet_is_placed_in_the_order_given() {
        let fleet = Fleet::place(&touching_fleet(), &Rules::default()).unwrap();
        assert_eq!(fleet.ships(), touching_fleet().as_slice());
        assert_eq!(fleet.occupied().len(), 17);
        assert_eq!(
            fleet.ship_at("D4".parse().unwrap()).map(|s| s.kind),
            Some(ShipKind::Battleship)
        );
        assert_eq!(fleet.ship_at("D5".parse().unwrap()), None);
    }

    #[test]
    fn touching_ships_are_refused_only_by_rules_that_keep_them_apart() {
        let apart = Rules {
            ships_may_touch: false,
            ..Rules::default()
        };
        let ships = touching_fleet();
        assert_eq!(
            Fleet::place(&ships, &apart),
            Err(PlacementError::Touching {
                ship: ships[1],
                other: ships[0]
            })
        );
        // Corner to corner touches too.
        let diagonal = [
            ship(ShipKind::Destroyer, "A1", Orientation::Across),
            ship(ShipKind::Submarine, "B3", Orientation::Across),
        ];
        let two = Rules {
            fleet: vec![ShipKind::Destroyer, ShipKind::Submarine],
            ships_may_touch: false,
            ..Rules::default()
        };
        assert!(matches!(
            Fleet::place(&diagonal, &two),
            Err(PlacementError::Touching { .. })
        ));
        let apart_by_one = [
            diagonal[0],
            ship(ShipKind::Submarine, "C1", Orientation::Across),
        ];
        assert!(Fleet::place(&apart_by_one, &two).is_ok());
    }

    #[test]
    fn overlaps_ships_off_the_board_and_wrong_fleets_are_refused() {
        let rules = Rules::default();
        let mut ships = touching_fleet();
        ships[4] = ship(ShipKind::Carrier, "A7", Orientation::Across);
        assert_eq!(
            Fleet::place(&ships, &rules),
            Err(PlacementError::OffBoard(ships[4]))
        );
        // A3-E3 crosses the Submarine B1-B3 first (and the Cruiser and the
        // Battleship after it).
        ships[4] = ship(ShipKind::Carrier, "A3", Orientation::Down);
        assert_eq!(
            Fleet::place(&ships, &rules),
            Err(PlacementError::Overlap {
                ship: ships[4],
                other: ships[1]
            })
        );
        // Rules that let ships overlap (a misreading's) place it, the
        // carrier over the ships before it; rules that keep ships apart
        // refuse it as touching the first it lies on.
        let loose = Rules {
            ships_may_overlap: true,
            ..Rules::default()
        };
        let placed = Fleet::place(&ships, &loose).expect("overlaps allowed");
        assert_eq!(placed.occupied().len(), 17 - 3);
        let apart_loose = Rules {
            ships_may_touch: false,
            ..loose
        };
        assert_eq!(
            Fleet::place(&ships, &apart_loose),
            Err(PlacementError::Touching {
                ship: ships[1],
                other: ships[0]
            })
        );
        ships[4] = ships[3];
        assert_eq!(
            Fleet::place(&ships, &rules),
            Err(PlacementError::Twice(ShipKind::Battleship))
        );
        assert_eq!(
            Fleet::place(&ships[..4], &rules),
            Err(PlacementError::Missing(ShipKind::Carrier))
        );
        let small = Rules {
            fleet: vec![ShipKind::Destroyer],
            ships_may_touch: true,
            ..Rules::default()
        };
        assert_eq!(
            Fleet::place(&ships[..2], &small),
            Err(PlacementError::NotInFleet(ShipKind::Submarine))
        );
    }

    #[test]
    fn placements_are_named() {
        for name in Placement::NAMES {
            assert_eq!(name.parse::<Placement>().unwrap().name(), name);
        }
        assert!("shuffled".parse::<Placement>().is_err());
    }

    #[test]
    fn random_fleets_are_legal_under_both_rules() {
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        for rules in [
            Rules::default(),
            Rules {
                ships_may_touch: false,
                ..Rules::default()
            },
        ] {
            for placement in [Placement::Random, Placement::Uniform] {
                for _ in 0..500 {
                    let fleet = placement.place(&rules, &mut rng);
                    let kinds: Vec<ShipKind> = fleet.ships().iter().map(|s| s.kind).collect();
                    assert_eq!(kinds, rules.fleet, "placed in the rules' order");
                    assert_eq!(Fleet::place(fleet.ships(), &rules), Ok(fleet));
                }
            }
        }
    }

    /// How often a fleet of `placement` covers the four corners and the
    /// four centre panels, on average over `fleets` fleets.
    fn corner_and_centre(placement: Placement, fleets: u32) -> (f64, f64) {
        let mut rng = Pcg64Mcg::seed_from_u64(9);
        let corners: Panels = ["A1", "A10", "J1", "J10"]
            .iter()
            .map(|p| p.parse().unwrap())
            .collect();
        let centre: Panels = ["E5", "E6", "F5", "F6"]
            .iter()
            .map(|p| p.parse().unwrap())
            .collect();
        let (mut on_corners, mut on_centre) = (0u32, 0u32);
        for _ in 0..fleets {
            let occupied = placement.place(&Rules::default(), &mut rng).occupied();
            on_corners += occupied.and(corners).len();
            on_centre += occupied.and(centre).len();
        }
        let share = |count: u32| f64::from(count) / f64::from(4 * fleets);
        (share(on_corners), share(on_centre))
    }

    #[test]
    fn the_programs_placement_favours_the_middle_over_uniform_fleets() {
        // 4 million fleets each gave corners 7.42% against 7.99% and the
        // centre 22.35% against 21.36% (Placement::Random's comment); on
        // 50,000 the standard error of a share is under 0.1 point.
        let (random_corner, random_centre) = corner_and_centre(Placement::Random, 50_000);
        let (uniform_corner, uniform_centre) = corner_and_centre(Placement::Uniform, 50_000);
        assert!(
            random_corner + 0.003 < uniform_corner,
            "{random_corner} {uniform_corner}"
        );
        assert!(
            random_centre > uniform_centre + 0.005,
            "{random_centre} {uniform_centre}"
        );
        assert!((0.070..0.079).contains(&random_corner), "{random_corner}");
        assert!((0.076..0.084).contains(&uniform_corner), "{uniform_corner}");
    }

    #[test]
    fn every_place_inside_the_board_is_drawn() {
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..20_000 {
            let ship = ship_inside(ShipKind::Carrier, &mut rng);
            assert!(ship.panels().is_some());
            seen.insert(ship);
        }
        assert_eq!(seen.len(), 2 * 10 * 6);
    }
}
