//! `probability`: DataGenetics' probability density strategy (Nick Berry,
//! "Battleship", DataGenetics, 2011): every panel not fired at scored by
//! how many placements of the ships still afloat cover it, given the hits,
//! misses and sinkings so far; the shot is drawn among the best.
//!
//! The counts are kept bit-sliced: plane `i` of a [`Counts`] holds bit `i`
//! of every panel's count, so adding a set of panels is a few `u128`
//! operations and the best panels come out plane by plane.

use crate::battleship::board::{Panels, SIZE};
use crate::battleship::fleet::{line, Orientation, ShipKind};
use crate::battleship::referee::{FiringBoard, Sinking};
use crate::battleship::strategy::Strategy;

/// Bits of a count: a panel is covered by at most 2 × 17 placements of the
/// 1967 fleet, and by placements through at most 2 × (4 + 9 + 9 + 16 + 25)
/// hits counted with their multiplicity; 8 bits hold both.
const PLANES: usize = 8;

/// A count for every panel, bit-sliced.
#[derive(Debug, Clone, Copy, Default)]
struct Counts([u128; PLANES]);

impl Counts {
    /// Adds one to the count of every panel of `set`.
    #[inline(always)]
    fn add(&mut self, set: u128) {
        let mut carry = set;
        for plane in &mut self.0 {
            if carry == 0 {
                break;
            }
            let sum = *plane ^ carry;
            carry &= *plane;
            *plane = sum;
        }
    }

    /// The panels of `among` with the highest count among them.
    #[inline]
    fn best(&self, among: Panels) -> Panels {
        let mut best = among.0;
        for plane in self.0.iter().rev() {
            if best & plane != 0 {
                best &= plane;
            }
        }
        Panels(best)
    }

    /// The panels whose count is not zero.
    #[inline]
    fn covered(&self) -> Panels {
        Panels(self.0.iter().fold(0, |all, plane| all | plane))
    }
}

/// The bows from which a ship of `length` lies inside the board going
/// `orientation`.
const fn bows(length: u8, orientation: Orientation) -> u128 {
    let mut mask = 0u128;
    let mut index = 0u8;
    while index < SIZE * SIZE {
        let along = match orientation {
            Orientation::Across => index % SIZE,
            Orientation::Down => index / SIZE,
        };
        if along + length <= SIZE {
            mask |= 1 << index;
        }
        index += 1;
    }
    mask
}

/// The two orientations, each with its step and the bows of each length
/// (indexed by length).
const ORIENTATIONS: [(Orientation, [u128; 6]); 2] = [
    (
        Orientation::Across,
        [
            0,
            bows(1, Orientation::Across),
            bows(2, Orientation::Across),
            bows(3, Orientation::Across),
            bows(4, Orientation::Across),
            bows(5, Orientation::Across),
        ],
    ),
    (
        Orientation::Down,
        [
            0,
            bows(1, Orientation::Down),
            bows(2, Orientation::Down),
            bows(3, Orientation::Down),
            bows(4, Orientation::Down),
            bows(5, Orientation::Down),
        ],
    ),
];

/// The hits that belong to ships named sunk, as far as the board tells:
/// a ship of length `L` sunk by the shot at `p` lies on `L` hits in a line
/// through `p`, none of another sunk ship's. When only one such line
/// exists its panels are the ship's; a sinking with several stays open
/// until the sinkings settled around it leave one (tried again until
/// nothing changes). Gives the panels of the ships settled and the hits
/// left open: the hits of ships afloat, and those of sinkings not settled.
pub fn settle_sinkings(board: &FiringBoard) -> (Panels, Panels) {
    let mut open = board.hits();
    let mut pending: [Option<Sinking>; 5] = [None; 5];
    for (slot, sinking) in pending.iter_mut().zip(board.sunk()) {
        *slot = Some(sinking);
    }
    let mut settled = Panels::EMPTY;
    let mut changed = true;
    while changed {
        changed = false;
        for slot in &mut pending {
            let Some(sinking) = *slot else { continue };
            if let Some(ship) = only_line(sinking, open) {
                open = open.without(ship);
                settled = settled.or(ship);
                *slot = None;
                changed = true;
            }
        }
    }
    (settled, open)
}

/// The only line of `sinking`'s length through its panel lying on `hits`,
/// if there is exactly one.
fn only_line(sinking: Sinking, hits: Panels) -> Option<Panels> {
    let (length, panel) = (sinking.kind.length(), sinking.panel);
    let mut found = None;
    for (orientation, bows) in ORIENTATIONS {
        let step = orientation.step();
        let ship = line(length, orientation);
        for offset in 0..length {
            let Some(bow) = panel.index().checked_sub(offset * step) else {
                break;
            };
            if bows[usize::from(length)] & (1 << bow) == 0 {
                continue;
            }
            let place = Panels(ship << bow);
            if place.without(hits).is_empty() {
                if found.is_some() {
                    return None;
                }
                found = Some(place);
            }
        }
    }
    found
}

/// For every panel: how many placements of the ships afloat cover it
/// (`all`), and, counted once for each open hit a placement lies on, how
/// many of those lie on open hits (`through_hits`). A placement lies inside
/// the board on no miss and no panel of a ship settled as sunk.
fn density(board: &FiringBoard) -> (Counts, Counts, bool) {
    let (settled, open) = settle_sinkings(board);
    let free = board.misses().or(settled).complement().0;
    let mut all = Counts::default();
    let mut through = Counts::default();
    let targeting = !open.is_empty();
    for kind in board.afloat().iter() {
        place_kind(kind, free, open.0, targeting, &mut all, &mut through);
    }
    (all, through, targeting)
}

/// Adds the placements of a ship of `kind` on `free` panels to `all`, and
/// those lying on `open` hits to `through`.
#[inline]
fn place_kind(
    kind: ShipKind,
    free: u128,
    open: u128,
    targeting: bool,
    all: &mut Counts,
    through: &mut Counts,
) {
    let length = kind.length();
    for (orientation, bows) in ORIENTATIONS {
        let step = u32::from(orientation.step());
        let mut starts = bows[usize::from(length)];
        for k in 0..u32::from(length) {
            starts &= free >> (k * step);
        }
        if starts == 0 {
            continue;
        }
        for k in 0..u32::from(length) {
            all.add(starts << (k * step));
        }
        if !targeting {
            continue;
        }
        for j in 0..u32::from(length) {
            let on_hit = starts & (open >> (j * step));
            if on_hit == 0 {
                continue;
            }
            for k in 0..u32::from(length) {
                through.add(on_hit << (k * step));
            }
        }
    }
}

/// Scores every panel not fired at by the placements of the ships afloat
/// that cover it, and fires among the best. While hits are open (a ship
/// hit and not named sunk), Berry's target mode weighs the placements
/// through them above all others: the score is first the placements lying
/// on open hits, each counted once per open hit it lies on, then all
/// placements.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Probability;

impl Probability {
    /// The panels not fired at that some placement of a ship afloat covers.
    pub fn covered(board: &FiringBoard) -> Panels {
        density(board).0.covered().and(board.unfired())
    }
}

impl Strategy for Probability {
    fn name(&self) -> &'static str {
        "probability"
    }

    /// The panels not fired at of the highest score.
    fn candidates(&self, board: &FiringBoard) -> Panels {
        let unfired = board.unfired();
        let (all, through, targeting) = density(board);
        let mut best = all.covered().and(unfired);
        if best.is_empty() {
            // No placement left (a board no fleet could give): any panel.
            return unfired;
        }
        if targeting {
            best = through.best(best);
        }
        all.best(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::board::Panel;
    use crate::battleship::fleet::Kinds;
    use crate::battleship::referee::Answer;

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    fn board(kinds: Kinds, shots: &[(&str, Answer)]) -> FiringBoard {
        let mut board = FiringBoard::new(kinds);
        for &(name, answer) in shots {
            board.mark(panel(name), answer);
        }
        board
    }

    fn names(panels: Panels) -> Vec<String> {
        panels.iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn bit_sliced_counts_add_and_compare() {
        let mut counts = Counts::default();
        let (a, b, c) = (panel("A1").bit(), panel("B2").bit(), panel("C3").bit());
        for _ in 0..5 {
            counts.add(a | b);
        }
        for _ in 0..3 {
            counts.add(b | c);
        }
        let all = Panels(a | b | c);
        assert_eq!(counts.best(all), Panels(b));
        assert_eq!(counts.best(Panels(a | c)), Panels(a));
        assert_eq!(counts.covered(), all);
    }

    #[test]
    fn on_an_empty_board_the_centre_is_best() {
        let b = board(Kinds(0b11111), &[]);
        // By symmetry the best panels come in fours around the centre.
        let best = Probability.candidates(&b);
        assert!(!best.is_empty() && best.len() % 4 == 0, "{:?}", names(best));
        assert!(best
            .iter()
            .all(|p| (3..=6).contains(&p.row()) && (3..=6).contains(&p.column())));
    }

    #[test]
    fn a_lone_destroyer_is_sought_around_its_hit() {
        // Only the Destroyer afloat, hit at E5: it lies on E5 and one of
        // its four neighbours, each one placement.
        let b = board(Kinds(ShipKind::Destroyer.bit()), &[("E5", Answer::Hit)]);
        assert_eq!(names(Probability.candidates(&b)), ["D5", "E4", "E6", "F5"]);
    }

    #[test]
    fn two_hits_in_a_line_are_extended_along_it() {
        // The Cruiser alone, hit at E5 and E6: E4-E6 and E5-E7 lie on both
        // hits, so E4 and E7 score 2 for those and 1 for E3-E5 or E6-E8;
        // D5 and the others next to a hit score 2 at most, one hit each.
        let b = board(
            Kinds(ShipKind::Cruiser.bit()),
            &[("E5", Answer::Hit), ("E6", Answer::Hit)],
        );
        assert_eq!(names(Probability.candidates(&b)), ["E4", "E7"]);
    }

    #[test]
    fn a_sunk_ship_on_the_only_line_is_settled() {
        // The Destroyer sank at E6 after E5: the only two hits in a line
        // through E6 are E5-E6, and placements avoid them.
        let b = board(
            Kinds(0b11111),
            &[
                ("E5", Answer::Hit),
                ("E6", Answer::Sunk(ShipKind::Destroyer)),
            ],
        );
        let (settled, open) = settle_sinkings(&b);
        assert_eq!(names(settled), ["E5", "E6"]);
        assert!(open.is_empty());
        assert!(!Probability::covered(&b).contains(panel("E5")));
    }

    #[test]
    fn an_ambiguous_sinking_stays_open() {
        // Hits E4 E5 E6, the Destroyer sunk at E5: E4-E5 or E5-E6.
        let b = board(
            Kinds(0b11111),
            &[
                ("E4", Answer::Hit),
                ("E6", Answer::Hit),
                ("E5", Answer::Sunk(ShipKind::Destroyer)),
            ],
        );
        let (settled, open) = settle_sinkings(&b);
        assert!(settled.is_empty());
        assert_eq!(open.len(), 3);
    }

    #[test]
    fn no_placement_covers_a_panel_walled_in_by_misses() {
        // A1 is shut in by misses at A2 and B1: no ship fits on it.
        let b = board(
            Kinds(0b11111),
            &[("A2", Answer::Miss), ("B1", Answer::Miss)],
        );
        assert!(!Probability::covered(&b).contains(panel("A1")));
        assert!(Probability::covered(&b).contains(panel("A3")));
    }
}
