//! The referee: a defender's [`Ocean`] answers each shot ([`Answer`]), a
//! shot at a panel already fired at being the shooter's error
//! ([`ShotError`]); and the shooter's [`FiringBoard`], the hits, misses and
//! sinkings it has been told.

use std::fmt;

use crate::battleship::board::{Panel, Panels, PANELS};
use crate::battleship::fleet::{Fleet, Kinds, ShipKind, MAX_SHIPS};
use crate::battleship::rules::{RepeatedShot, Rules};

/// The answer to a shot, as the 1967 rules have the defender call it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Answer {
    /// Open water.
    Miss,
    /// A ship is hit, and has panels not yet hit.
    Hit,
    /// A ship is hit on its last panel not yet hit: the defender names it
    /// ("You sunk my Battleship").
    Sunk(ShipKind),
    /// The last ship afloat is sunk (it is named): the fleet is lost.
    FleetSunk(ShipKind),
}

impl Answer {
    /// Whether the shot hit a ship.
    pub const fn is_hit(self) -> bool {
        !matches!(self, Answer::Miss)
    }

    /// The ship the shot sank, if it sank one.
    pub const fn sunk(self) -> Option<ShipKind> {
        match self {
            Answer::Sunk(kind) | Answer::FleetSunk(kind) => Some(kind),
            Answer::Miss | Answer::Hit => None,
        }
    }
}

impl fmt::Display for Answer {
    /// `miss`, `hit`, `hit, Destroyer sunk`, `hit, Carrier sunk, fleet sunk`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Miss => f.write_str("miss"),
            Answer::Hit => f.write_str("hit"),
            Answer::Sunk(kind) => write!(f, "hit, {kind} sunk"),
            Answer::FleetSunk(kind) => write!(f, "hit, {kind} sunk, fleet sunk"),
        }
    }
}

/// A shot the referee does not answer: the shooter's error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShotError {
    /// The panel was already fired at; each panel is fired at once.
    Repeated(Panel),
    /// The fleet is already sunk: the game is over.
    FleetSunk,
}

impl fmt::Display for ShotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShotError::Repeated(panel) => {
                write!(f, "{panel} was already fired at; fire at each panel once")
            }
            ShotError::FleetSunk => {
                f.write_str("the fleet is already sunk; the game is over, fire no more")
            }
        }
    }
}

impl std::error::Error for ShotError {}

/// A defender's board: the fleet and the shots it has taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ocean {
    fleet: Fleet,
    occupied: Panels,
    fired: Panels,
    /// The ship on each panel, by its place in the fleet; [`OPEN_WATER`]
    /// where none is.
    owner: [u8; PANELS as usize],
    /// Each ship's panels not yet hit, in the fleet's order, then a count
    /// for open water that 100 shots never bring to 0 (eight places, so
    /// that a place read from `owner` and masked needs no check).
    unhit: [u8; 8],
    /// The ships afloat, one bit per ship in the fleet's order.
    afloat: u8,
    /// Whether a shot at a panel already fired at is answered as another
    /// shot there ([`RepeatedShot::HitsAgain`], a misreading) rather than
    /// refused.
    hits_again: bool,
}

/// The owner of open water in [`Ocean`]'s table: the place after the
/// fleet's last ship.
const OPEN_WATER: u8 = MAX_SHIPS as u8;

impl Ocean {
    /// The ocean of `fleet`, no shot fired.
    pub fn new(fleet: Fleet) -> Ocean {
        let mut owner = [OPEN_WATER; PANELS as usize];
        let mut unhit = [0; 8];
        for (at, ship) in fleet.ships().iter().enumerate() {
            let length = ship.kind.length();
            let step = usize::from(ship.orientation.step());
            let bow = usize::from(ship.bow.index());
            for panel in (0..usize::from(length)).map(|i| bow + i * step) {
                owner[panel] = at as u8;
            }
            unhit[at] = length;
        }
        unhit[MAX_SHIPS] = u8::MAX;
        Ocean {
            afloat: ((1u16 << fleet.ships().len()) - 1) as u8,
            occupied: fleet.occupied(),
            fleet,
            fired: Panels::EMPTY,
            owner,
            unhit,
            hits_again: false,
        }
    }

    /// The ocean of `fleet`, no shot fired, answering a shot at a panel
    /// already fired at as `rules` say ([`Rules::repeated_shot`]): refused,
    /// or, when the rules say it hits again, answered as another shot.
    /// Where ships overlap (a misreading's fleet), a shared panel is the
    /// later ship's, as on a grid each ship is marked on in turn.
    pub fn by_rules(fleet: Fleet, rules: &Rules) -> Ocean {
        Ocean {
            hits_again: rules.repeated_shot == RepeatedShot::HitsAgain,
            ..Ocean::new(fleet)
        }
    }

    /// Answers a shot at `panel` (B3, B4: hit or miss; a ship all of whose
    /// panels are hit is sunk and named; the fleet is lost when every ship
    /// is sunk). A panel fired at before, or a shot once the fleet is sunk,
    /// is the shooter's error and changes nothing.
    #[inline(always)]
    pub fn fire(&mut self, panel: Panel) -> Result<Answer, ShotError> {
        if self.afloat == 0 {
            return Err(ShotError::FleetSunk);
        }
        let bit = panel.bit();
        if self.fired.0 & bit != 0 {
            return self.fire_again(panel);
        }
        self.fired = Panels(self.fired.0 | bit);
        // The ship hit, or open water, counts a panel fewer not hit, the
        // same steps either way: a count that reaches 0 is a ship sunk. A
        // ship that a misreading sank by hitting a panel again still has
        // panels not fired at: from 0 its count wraps to 255 and never
        // comes back to 0 in its five panels, so it is hit, not sunk again.
        let owner = self.owner[usize::from(panel.index())];
        let at = usize::from(owner & 7);
        self.unhit[at] = self.unhit[at].wrapping_sub(1);
        if self.unhit[at] != 0 {
            return Ok(if owner != OPEN_WATER {
                Answer::Hit
            } else {
                Answer::Miss
            });
        }
        self.afloat &= !(1 << at);
        let kind = self.fleet.ships()[at].kind;
        Ok(if self.afloat == 0 {
            Answer::FleetSunk(kind)
        } else {
            Answer::Sunk(kind)
        })
    }

    /// Answers a shot at `panel`, already fired at: refused as the
    /// shooter's error, or by rules where it hits again, one more hit on
    /// the ship there (a miss on open water, a plain hit on a ship already
    /// sunk, which stays sunk), the ship sinking when its hits reach its
    /// length.
    #[cold]
    fn fire_again(&mut self, panel: Panel) -> Result<Answer, ShotError> {
        if !self.hits_again {
            return Err(ShotError::Repeated(panel));
        }
        let owner = self.owner[usize::from(panel.index())];
        let at = usize::from(owner & 7);
        if owner == OPEN_WATER {
            return Ok(Answer::Miss);
        }
        if self.afloat & (1 << at) == 0 {
            return Ok(Answer::Hit);
        }
        // Afloat, the ship has a panel not yet hit.
        self.unhit[at] -= 1;
        if self.unhit[at] != 0 {
            return Ok(Answer::Hit);
        }
        self.afloat &= !(1 << at);
        let kind = self.fleet.ships()[at].kind;
        Ok(if self.afloat == 0 {
            Answer::FleetSunk(kind)
        } else {
            Answer::Sunk(kind)
        })
    }

    /// The fleet.
    pub fn fleet(&self) -> &Fleet {
        &self.fleet
    }

    /// The panels fired at.
    pub fn fired(&self) -> Panels {
        self.fired
    }

    /// The panels of ships hit.
    pub fn hits(&self) -> Panels {
        self.fired.and(self.occupied)
    }

    /// Whether every ship is sunk.
    pub fn is_sunk(&self) -> bool {
        self.afloat == 0
    }
}

/// A ship sunk, as the shooter was told: which, and by the shot at which
/// panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sinking {
    /// The ship named.
    pub kind: ShipKind,
    /// The panel of the shot that sank it.
    pub panel: Panel,
}

/// What a shooter knows of the opponent's board: the panels fired at, the
/// hits among them, and the ships named sunk, in order. The opponent's
/// fleet (which kinds) is known from the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FiringBoard {
    fired: Panels,
    hits: Panels,
    afloat: Kinds,
    sunk: [Option<Sinking>; MAX_SHIPS],
}

impl FiringBoard {
    /// A blank firing board against a fleet of `kinds`.
    pub fn new(kinds: Kinds) -> FiringBoard {
        FiringBoard {
            fired: Panels::EMPTY,
            hits: Panels::EMPTY,
            afloat: kinds,
            sunk: [None; MAX_SHIPS],
        }
    }

    /// Marks the answer to a shot at `panel`: a red peg for a hit, a white
    /// one for a miss, and the ship named if one sank.
    #[inline(always)]
    pub fn mark(&mut self, panel: Panel, answer: Answer) {
        let bit = panel.bit();
        self.fired = Panels(self.fired.0 | bit);
        // Without a branch: whether a shot hits is as random as the shot.
        self.hits = Panels(self.hits.0 | (bit & u128::from(answer.is_hit()).wrapping_neg()));
        if let Some(kind) = answer.sunk() {
            self.afloat = self.afloat.without(kind);
            if let Some(slot) = self.sunk.iter_mut().find(|s| s.is_none()) {
                *slot = Some(Sinking { kind, panel });
            }
        }
    }

    /// The panels fired at.
    #[inline]
    pub fn fired(&self) -> Panels {
        self.fired
    }

    /// The panels not yet fired at.
    #[inline]
    pub fn unfired(&self) -> Panels {
        self.fired.complement()
    }

    /// The hits (red pegs).
    #[inline]
    pub fn hits(&self) -> Panels {
        self.hits
    }

    /// The misses (white pegs).
    #[inline]
    pub fn misses(&self) -> Panels {
        self.fired.without(self.hits)
    }

    /// The kinds not yet named sunk.
    #[inline]
    pub fn afloat(&self) -> Kinds {
        self.afloat
    }

    /// The ships named sunk, in the order they sank.
    pub fn sunk(&self) -> impl Iterator<Item = Sinking> + '_ {
        self.sunk.iter().map_while(|s| *s)
    }

    /// The panels of the ships named sunk, added up: the hits that belong
    /// to a sunk ship, though not which ones.
    #[inline]
    pub fn sunk_length(&self) -> u32 {
        self.sunk().map(|s| u32::from(s.kind.length())).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::fleet::{Orientation, Ship};
    use crate::battleship::rules::Rules;

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    fn two_ships() -> (Fleet, Rules) {
        let rules = Rules {
            fleet: vec![ShipKind::Destroyer, ShipKind::Submarine],
            ships_may_touch: true,
            ..Rules::default()
        };
        let ships = [
            Ship {
                kind: ShipKind::Destroyer,
                bow: panel("A1"),
                orientation: Orientation::Across,
            },
            Ship {
                kind: ShipKind::Submarine,
                bow: panel("B1"),
                orientation: Orientation::Down,
            },
        ];
        (Fleet::place(&ships, &rules).unwrap(), rules)
    }

    #[test]
    fn shots_are_answered_miss_hit_sunk_and_fleet_sunk() {
        let (fleet, _) = two_ships();
        let mut ocean = Ocean::new(fleet);
        assert_eq!(ocean.fire(panel("J10")), Ok(Answer::Miss));
        assert_eq!(ocean.fire(panel("A1")), Ok(Answer::Hit));
        assert_eq!(
            ocean.fire(panel("A2")),
            Ok(Answer::Sunk(ShipKind::Destroyer))
        );
        assert_eq!(ocean.fire(panel("B1")), Ok(Answer::Hit));
        assert_eq!(ocean.fire(panel("C1")), Ok(Answer::Hit));
        assert!(!ocean.is_sunk());
        assert_eq!(
            ocean.fire(panel("D1")),
            Ok(Answer::FleetSunk(ShipKind::Submarine))
        );
        assert!(ocean.is_sunk());
        assert_eq!(ocean.hits().len(), 5);
        assert_eq!(ocean.fire(panel("E1")), Err(ShotError::FleetSunk));
    }

    #[test]
    fn a_repeated_shot_is_an_error_and_changes_nothing() {
        let (fleet, _) = two_ships();
        let mut ocean = Ocean::new(fleet);
        assert_eq!(ocean.fire(panel("A1")), Ok(Answer::Hit));
        let before = ocean.clone();
        assert_eq!(
            ocean.fire(panel("A1")),
            Err(ShotError::Repeated(panel("A1")))
        );
        assert_eq!(ocean, before);
        assert_eq!(ocean.fire(panel("E5")), Ok(Answer::Miss));
        assert_eq!(
            ocean.fire(panel("E5")),
            Err(ShotError::Repeated(panel("E5")))
        );
        // The ship is sunk by its own last panel, not by shots repeated.
        assert_eq!(
            ocean.fire(panel("A2")),
            Ok(Answer::Sunk(ShipKind::Destroyer))
        );
    }

    #[test]
    fn by_rules_that_hit_again_a_repeated_shot_is_another_hit() {
        let (fleet, rules) = two_ships();
        let rules = Rules {
            repeated_shot: RepeatedShot::HitsAgain,
            ..rules
        };
        let mut ocean = Ocean::by_rules(fleet, &rules);
        // The submarine B1 C1 D1, hit twice on B1: its first shot at C1
        // sinks it, with D1 not yet fired at.
        assert_eq!(ocean.fire(panel("B1")), Ok(Answer::Hit));
        assert_eq!(ocean.fire(panel("B1")), Ok(Answer::Hit));
        assert_eq!(
            ocean.fire(panel("C1")),
            Ok(Answer::Sunk(ShipKind::Submarine))
        );
        // Sunk, it stays sunk, at D1 as at its panels fired at before.
        assert_eq!(ocean.fire(panel("D1")), Ok(Answer::Hit));
        assert_eq!(ocean.fire(panel("D1")), Ok(Answer::Hit));
        assert_eq!(ocean.fire(panel("B1")), Ok(Answer::Hit));
        // Open water fired at again is a miss again.
        assert_eq!(ocean.fire(panel("J10")), Ok(Answer::Miss));
        assert_eq!(ocean.fire(panel("J10")), Ok(Answer::Miss));
        // The destroyer's two hits are both on A1: it sinks all the same,
        // and with it the fleet.
        assert_eq!(ocean.fire(panel("A1")), Ok(Answer::Hit));
        assert_eq!(
            ocean.fire(panel("A1")),
            Ok(Answer::FleetSunk(ShipKind::Destroyer))
        );
        assert!(ocean.is_sunk());
        // By the rule books' rules a repeated shot is refused.
        let mut refused = Ocean::by_rules(fleet, &Rules::default());
        assert_eq!(refused.fire(panel("A1")), Ok(Answer::Hit));
        assert_eq!(
            refused.fire(panel("A1")),
            Err(ShotError::Repeated(panel("A1")))
        );
    }

    #[test]
    fn the_firing_board_keeps_pegs_and_sinkings() {
        let (_, rules) = two_ships();
        let mut board = FiringBoard::new(rules.kinds());
        board.mark(panel("J10"), Answer::Miss);
        board.mark(panel("A1"), Answer::Hit);
        board.mark(panel("A2"), Answer::Sunk(ShipKind::Destroyer));
        assert_eq!(board.fired().len(), 3);
        assert_eq!(board.hits().len(), 2);
        assert_eq!(board.misses(), Panels::EMPTY.with(panel("J10")));
        assert_eq!(board.unfired().len(), 97);
        assert_eq!(board.afloat(), Kinds::default().with(ShipKind::Submarine));
        let sunk: Vec<Sinking> = board.sunk().collect();
        assert_eq!(
            sunk,
            [Sinking {
                kind: ShipKind::Destroyer,
                panel: panel("A2")
            }]
        );
        assert_eq!(board.sunk_length(), 2);
    }

    #[test]
    fn answers_read_as_the_defender_calls_them() {
        assert_eq!(Answer::Miss.to_string(), "miss");
        assert_eq!(
            Answer::Sunk(ShipKind::Destroyer).to_string(),
            "hit, Destroyer sunk"
        );
        assert_eq!(
            Answer::FleetSunk(ShipKind::Carrier).to_string(),
            "hit, Carrier sunk, fleet sunk"
        );
    }
}
