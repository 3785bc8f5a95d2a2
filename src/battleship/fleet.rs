//! The ships: their kinds ([`ShipKind`]) with their lengths, a ship placed
//! on the board ([`Ship`], a bow panel and an [`Orientation`]), and a
//! player's placed [`Fleet`].
//!
//! The lengths are those of the Milton Bradley peg-and-board game of 1967
//! that the blog models (it calls it Mattel's): Carrier 5 holes, Battleship
//! 4, Cruiser 3, Submarine 3, Destroyer 2, as the game's rules sheet lists
//! "your fleet of 5 ships" (Milton Bradley, *Battleship* instructions,
//! scanned at de.scribd.com/document/348968983/Battleship-Rules). The
//! original program's fleet is the same five, 17 panels (003_programs.md,
//! B1).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::battleship::board::{Panel, Panels, SIZE};

/// A kind of ship. A fleet holds each kind at most once, so a sunk ship is
/// named without ambiguity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ShipKind {
    /// The Destroyer, 2 panels.
    Destroyer,
    /// The Submarine, 3 panels.
    Submarine,
    /// The Cruiser, 3 panels.
    Cruiser,
    /// The Battleship, 4 panels.
    Battleship,
    /// The (Aircraft) Carrier, 5 panels.
    Carrier,
}

impl ShipKind {
    /// Every kind, in the order in which the original program creates and
    /// places a player's fleet: Destroyer, Submarine, Cruiser, Battleship,
    /// Aircraft Carrier (B1).
    pub const ALL: [ShipKind; 5] = [
        ShipKind::Destroyer,
        ShipKind::Submarine,
        ShipKind::Cruiser,
        ShipKind::Battleship,
        ShipKind::Carrier,
    ];

    /// The panels the ship covers (the 1967 rules' holes).
    pub const fn length(self) -> u8 {
        match self {
            ShipKind::Destroyer => 2,
            ShipKind::Submarine | ShipKind::Cruiser => 3,
            ShipKind::Battleship => 4,
            ShipKind::Carrier => 5,
        }
    }

    /// The ship's name as the rules sheet prints it.
    pub const fn name(self) -> &'static str {
        match self {
            ShipKind::Destroyer => "Destroyer",
            ShipKind::Submarine => "Submarine",
            ShipKind::Cruiser => "Cruiser",
            ShipKind::Battleship => "Battleship",
            ShipKind::Carrier => "Carrier",
        }
    }

    /// The kind's bit in a set of kinds ([`Kinds`]).
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The kind named `name` (any case; `Aircraft Carrier` is the Carrier).
    pub fn from_name(name: &str) -> Option<ShipKind> {
        let name = name.trim();
        if name.eq_ignore_ascii_case("aircraft carrier") {
            return Some(ShipKind::Carrier);
        }
        ShipKind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for ShipKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of ship kinds, one bit each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Kinds(pub u8);

impl Kinds {
    /// Whether `kind` is in the set.
    pub const fn contains(self, kind: ShipKind) -> bool {
        self.0 & kind.bit() != 0
    }

    /// The set with `kind` added.
    pub const fn with(self, kind: ShipKind) -> Kinds {
        Kinds(self.0 | kind.bit())
    }

    /// The set without `kind`.
    pub const fn without(self, kind: ShipKind) -> Kinds {
        Kinds(self.0 & !kind.bit())
    }

    /// The kinds of the set not in `other`.
    pub const fn without_all(self, other: Kinds) -> Kinds {
        Kinds(self.0 & !other.0)
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds of the set, Destroyer first.
    pub fn iter(self) -> impl Iterator<Item = ShipKind> {
        ShipKind::ALL.into_iter().filter(move |k| self.contains(*k))
    }
}

/// Which way a ship extends from its bow panel.
///
/// The original program draws 0 or 1: its 0, commented "Horizontal",
/// extends *down* (the end row is the start row + length − 1) and its 1
/// extends to the right (B2). The names here say where the ship goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// Along a row, to the right: `B2 B3 B4`.
    Across,
    /// Along a column, downwards: `B2 C2 D2`.
    Down,
}

impl Orientation {
    /// The index step from one panel of a ship to the next.
    pub const fn step(self) -> u8 {
        match self {
            Orientation::Across => 1,
            Orientation::Down => SIZE,
        }
    }
}

/// A ship placed: its kind, its bow (the top or left end) and which way it
/// extends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ship {
    /// The kind.
    pub kind: ShipKind,
    /// The top panel (`Down`) or the left one (`Across`).
    pub bow: Panel,
    /// Which way it extends from the bow.
    pub orientation: Orientation,
}

impl Ship {
    /// The panels the ship covers, `None` if it runs off the board.
    pub const fn panels(self) -> Option<Panels> {
        let length = self.kind.length();
        let (along, room) = match self.orientation {
            Orientation::Across => (self.bow.column(), SIZE),
            Orientation::Down => (self.bow.row(), SIZE),
        };
        if along + length > room {
            return None;
        }
        Some(Panels(line(length, self.orientation) << self.bow.index()))
    }

    /// The ship as fixtures and the grader's protocol write it: its kind in
    /// lower case, its bow and its direction, `cruiser B2 across` (what
    /// [`crate::battleship::fixture::parse_ship`] reads).
    pub fn written(self) -> String {
        let way = match self.orientation {
            Orientation::Across => "across",
            Orientation::Down => "down",
        };
        format!(
            "{} {} {way}",
            self.kind.name().to_ascii_lowercase(),
            self.bow
        )
    }

    /// The stern: the panel at the other end from the bow, if on the board.
    pub fn stern(self) -> Option<Panel> {
        self.panels()?;
        let last = self.bow.index() + (self.kind.length() - 1) * self.orientation.step();
        Panel::from_index(last)
    }
}

/// The bits of a ship of `length` panels (up to 5) with its bow at `A1`.
#[inline]
pub(crate) const fn line(length: u8, orientation: Orientation) -> u128 {
    LINES[orientation as usize][length as usize]
}

/// [`line`] for every orientation and length up to 5, worked out once.
const LINES: [[u128; 6]; 2] = {
    let mut lines = [[0u128; 6]; 2];
    let mut length = 1;
    while length < 6 {
        let mut i = 0;
        while i < length {
            lines[0][length] |= 1 << i;
            lines[1][length] |= 1 << (i * SIZE as usize);
            i += 1;
        }
        length += 1;
    }
    lines
};

impl fmt::Display for Ship {
    /// `Cruiser B2-B4`: the kind and its two end panels.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.stern() {
            Some(stern) => write!(f, "{} {}-{}", self.kind, self.bow, stern),
            None => write!(
                f,
                "{} {} {:?} (off the board)",
                self.kind, self.bow, self.orientation
            ),
        }
    }
}

/// The most ships a fleet holds: one of each kind.
pub const MAX_SHIPS: usize = ShipKind::ALL.len();

/// A player's fleet, placed by the rules of [`Rules`](super::rules::Rules)
/// (only [`Fleet::place`](super::placement) and the placement strategies
/// make one): its ships in the order they were placed, and the panels each
/// covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fleet {
    ships: [Ship; MAX_SHIPS],
    masks: [Panels; MAX_SHIPS],
    len: u8,
}

impl Fleet {
    /// An empty fleet, to which checked ships are added.
    pub(crate) const fn empty() -> Fleet {
        let ship = Ship {
            kind: ShipKind::Destroyer,
            bow: match Panel::from_index(0) {
                Some(panel) => panel,
                None => unreachable!(),
            },
            orientation: Orientation::Across,
        };
        Fleet {
            ships: [ship; MAX_SHIPS],
            masks: [Panels::EMPTY; MAX_SHIPS],
            len: 0,
        }
    }

    /// Adds a ship already checked to lie on the board, covering `panels`.
    #[inline]
    pub(crate) fn push(&mut self, ship: Ship, panels: Panels) {
        let at = usize::from(self.len);
        self.ships[at] = ship;
        self.masks[at] = panels;
        self.len += 1;
    }

    /// The ships, in the order they were placed.
    pub fn ships(&self) -> &[Ship] {
        &self.ships[..usize::from(self.len)]
    }

    /// The panels of each ship, in the order of [`Fleet::ships`].
    pub fn masks(&self) -> &[Panels] {
        &self.masks[..usize::from(self.len)]
    }

    /// Every panel a ship covers.
    pub fn occupied(&self) -> Panels {
        self.masks().iter().fold(Panels::EMPTY, |all, m| all.or(*m))
    }

    /// The kinds of the fleet.
    pub fn kinds(&self) -> Kinds {
        self.ships()
            .iter()
            .fold(Kinds::default(), |kinds, ship| kinds.with(ship.kind))
    }

    /// The ship covering `panel`, if any.
    pub fn ship_at(&self, panel: Panel) -> Option<Ship> {
        let at = self.masks().iter().position(|m| m.contains(panel))?;
        Some(self.ships[at])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    #[test]
    fn the_1967_fleet_covers_17_panels() {
        let lengths: Vec<u8> = ShipKind::ALL.iter().map(|k| k.length()).collect();
        assert_eq!(lengths, [2, 3, 3, 4, 5]);
        assert_eq!(lengths.iter().map(|&l| u32::from(l)).sum::<u32>(), 17);
    }

    #[test]
    fn a_ship_covers_its_length_from_the_bow() {
        let cruiser = Ship {
            kind: ShipKind::Cruiser,
            bow: panel("B2"),
            orientation: Orientation::Across,
        };
        let expected: Panels = ["B2", "B3", "B4"].into_iter().map(panel).collect();
        assert_eq!(cruiser.panels(), Some(expected));
        assert_eq!(cruiser.to_string(), "Cruiser B2-B4");
        let down = Ship {
            orientation: Orientation::Down,
            ..cruiser
        };
        let expected: Panels = ["B2", "C2", "D2"].into_iter().map(panel).collect();
        assert_eq!(down.panels(), Some(expected));
        assert_eq!(down.to_string(), "Cruiser B2-D2");
        assert_eq!(down.written(), "cruiser B2 down");
        assert_eq!(cruiser.written(), "cruiser B2 across");
    }

    #[test]
    fn a_ship_running_off_the_board_has_no_panels() {
        let carrier = |bow: &str, orientation| Ship {
            kind: ShipKind::Carrier,
            bow: panel(bow),
            orientation,
        };
        assert!(carrier("A6", Orientation::Across).panels().is_some());
        assert!(carrier("A7", Orientation::Across).panels().is_none());
        assert!(carrier("F1", Orientation::Down).panels().is_some());
        assert!(carrier("G1", Orientation::Down).panels().is_none());
        // Across from the last column does not wrap to the next row.
        assert!(carrier("B10", Orientation::Across).panels().is_none());
        assert!(carrier("J10", Orientation::Down).panels().is_none());
    }

    #[test]
    fn kinds_are_read_by_name() {
        assert_eq!(ShipKind::from_name("carrier"), Some(ShipKind::Carrier));
        assert_eq!(
            ShipKind::from_name("Aircraft Carrier"),
            Some(ShipKind::Carrier)
        );
        assert_eq!(ShipKind::from_name("SUBMARINE"), Some(ShipKind::Submarine));
        assert_eq!(ShipKind::from_name("Patrol Boat"), None);
    }
}
