//! `probability`: DataGenetics' probability density strategy (Nick Berry,
//! "Battleship", DataGenetics, 2011): every panel not fired at scored by
//! how many placements of the ships still afloat cover it, given the hits,
//! misses and sinkings so far; the shot is drawn among the best.
//!
//! The counts are kept bit-sliced: plane `i` of a [`Counts`] holds bit `i`
//! of every panel's count, so adding a set of panels is a few `u128`
//! operations and the best panels come out plane by plane.

use crate::battleship::board::{Panel, Panels, SIZE};
use crate::battleship::fleet::{line, Orientation, ShipKind};
use crate::battleship::referee::{Answer, FiringBoard, Sinking};
use crate::battleship::strategy::Strategy;

/// Bits of a count: a panel is covered by at most 2 × 17 placements of the
/// 1967 fleet; 6 bits hold it.
const PLANES: usize = 6;

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

    /// The panels whose count is `value`.
    #[inline]
    fn equal(&self, value: u32) -> u128 {
        let mut equal = !0u128;
        for (bit, plane) in self.0.iter().enumerate() {
            equal &= if value >> bit & 1 == 1 {
                *plane
            } else {
                !*plane
            };
        }
        equal
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

/// What the shooter can tell of the hits: the panels of sunk ships
/// (`sunk`: a ship settled on its only possible line, a sinking's own
/// panel, a panel every possible line of a sinking shares), and the hits
/// left `open`, those that may belong to a ship afloat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settled {
    /// Panels known to hold a ship named sunk: no ship afloat lies on them.
    pub sunk: Panels,
    /// Hits that may belong to a ship afloat: placements through them are
    /// weighed above all others.
    pub open: Panels,
}

/// Works out which hits belong to the ships named sunk. A ship of length
/// `L` sunk by the shot at `p` lies on `L` panels in a line through `p`
/// that were all hits when it sank (`hits_then[i]` for the `i`th sinking:
/// the hits at that moment; a hit made later is another ship's) and that
/// belong to no other sunk ship. A sinking with one such line is settled
/// on it; one with several still owns `p` and every panel all its lines
/// share. Settling one sinking can settle another, so this runs until
/// nothing changes.
pub fn settle_sinkings(board: &FiringBoard, hits_then: &[Panels]) -> Settled {
    let hits = board.hits();
    let mut sinkings: [Option<(Sinking, Panels)>; 5] = [None; 5];
    for (i, (slot, sinking)) in sinkings.iter_mut().zip(board.sunk()).enumerate() {
        let then = hits_then.get(i).copied().unwrap_or(hits).and(hits);
        *slot = Some((sinking, then.with(sinking.panel)));
    }
    // What each sinking is known to own so far: its line once settled,
    // else its own panel and what its lines share.
    let mut owns = [Panels::EMPTY; 5];
    let mut settled = [false; 5];
    for (own, slot) in owns.iter_mut().zip(&sinkings) {
        if let Some((sinking, _)) = slot {
            *own = Panels::EMPTY.with(sinking.panel);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..sinkings.len() {
            let Some((sinking, then)) = sinkings[i] else {
                continue;
            };
            if settled[i] {
                continue;
            }
            let others = owns
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .fold(Panels::EMPTY, |all, (_, own)| all.or(*own));
            let Some((count, shared)) = lines_through(sinking, then.without(others)) else {
                continue;
            };
            settled[i] = count == 1;
            if shared != owns[i] {
                owns[i] = shared;
                changed = true;
            }
        }
    }
    let sunk = owns.iter().fold(Panels::EMPTY, |all, own| all.or(*own));
    Settled {
        sunk,
        open: hits.without(sunk),
    }
}

/// The lines of `sinking`'s length through its panel lying on `hits`: how
/// many there are and the panels they all share; `None` if there is none
/// (a board no fleet could give).
fn lines_through(sinking: Sinking, hits: Panels) -> Option<(u32, Panels)> {
    let (length, panel) = (sinking.kind.length(), sinking.panel);
    let mut count = 0;
    let mut shared = !0u128;
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
            let place = ship << bow;
            if place & !hits.0 == 0 {
                count += 1;
                shared &= place;
            }
        }
    }
    (count > 0).then_some((count, Panels(shared)))
}

/// Most open hits one placement of the 1967 fleet can lie on: the
/// Carrier's length.
const MOST_HITS: usize = 5;

/// The placement counts of a firing board: for every panel, how many
/// placements of the ships afloat cover it (`all`), and how many of those
/// lie on exactly `k` open hits (`through[k]`, `k` from 1).
struct Density {
    all: Counts,
    through: [Counts; MOST_HITS + 1],
    targeting: bool,
}

/// Counts the placements of every ship afloat lying inside the board on
/// no miss and no panel of a sunk ship, as `settled` tells them.
fn density(board: &FiringBoard, settled: Settled) -> Density {
    let free = board.misses().or(settled.sunk).complement().0;
    let mut density = Density {
        all: Counts::default(),
        through: [Counts::default(); MOST_HITS + 1],
        targeting: !settled.open.is_empty(),
    };
    for kind in board.afloat().iter() {
        place_kind(kind, free, settled.open.0, &mut density);
    }
    density
}

/// Adds the placements of a ship of `kind` on `free` panels to `all`, and
/// those lying on `k` of the `open` hits to `through[k]`.
#[inline]
fn place_kind(kind: ShipKind, free: u128, open: u128, density: &mut Density) {
    let length = u32::from(kind.length());
    for (orientation, bows) in ORIENTATIONS {
        let step = u32::from(orientation.step());
        let mut starts = bows[length as usize];
        for k in 0..length {
            starts &= free >> (k * step);
        }
        if starts == 0 {
            continue;
        }
        for k in 0..length {
            density.all.add(starts << (k * step));
        }
        if !density.targeting {
            continue;
        }
        // For every start, how many open hits its placement lies on.
        let mut on_hits = Counts::default();
        for j in 0..length {
            on_hits.add(starts & (open >> (j * step)));
        }
        for (hits, through) in density.through.iter_mut().enumerate().skip(1) {
            let exactly = on_hits.equal(hits as u32) & starts;
            if exactly == 0 {
                continue;
            }
            for k in 0..length {
                through.add(exactly << (k * step));
            }
        }
    }
}

/// DataGenetics' probability density strategy. Each turn it counts, for
/// every panel not fired at, the placements of the ships still afloat
/// that cover it: a placement lies inside the board and on no miss and no
/// panel known to hold a sunk ship ([`settle_sinkings`]); hits do not
/// block it. While some hit may belong to a ship afloat (target mode),
/// placements through such hits are weighed heavily, and the more of them
/// a placement lies on the heavier: the score is, first, the placements
/// on the most open hits (five, then four, ... then one), then all
/// placements; it fires uniformly among the best. It remembers, for each
/// ship named sunk, the hits made until then, since a ship's panels are
/// all hit by the time it sinks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Probability {
    /// The hits at each sinking so far, in the order told.
    hits_then: [Panels; 5],
    /// How many sinkings it was told of.
    sinkings: usize,
}

impl Probability {
    /// What the board and the sinkings told so far say of the hits.
    pub fn settled(&self, board: &FiringBoard) -> Settled {
        settle_sinkings(board, &self.hits_then[..self.sinkings])
    }

    /// The panels not fired at that some placement of a ship afloat covers.
    pub fn covered(&self, board: &FiringBoard) -> Panels {
        density(board, self.settled(board))
            .all
            .covered()
            .and(board.unfired())
    }
}

impl Strategy for Probability {
    fn name(&self) -> &'static str {
        "probability"
    }

    fn reset(&mut self) {
        *self = Probability::default();
    }

    /// The panels not fired at of the highest score.
    fn candidates(&self, board: &FiringBoard) -> Panels {
        let unfired = board.unfired();
        let density = density(board, self.settled(board));
        let mut best = density.all.covered().and(unfired);
        if best.is_empty() {
            // No placement left (a board no fleet could give): any panel.
            return unfired;
        }
        if density.targeting {
            for through in density.through.iter().rev() {
                best = through.best(best);
            }
        }
        density.all.best(best)
    }

    /// Remembers the hits when a ship is named sunk.
    fn learn(&mut self, _panel: Panel, answer: Answer, board: &FiringBoard) {
        if answer.sunk().is_some() && self.sinkings < self.hits_then.len() {
            self.hits_then[self.sinkings] = board.hits();
            self.sinkings += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::fleet::Kinds;

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    /// Marks each shot on a board against `kinds` and tells the strategy,
    /// in order.
    fn replay(kinds: Kinds, shots: &[(&str, Answer)]) -> (Probability, FiringBoard) {
        let mut strategy = Probability::default();
        let mut board = FiringBoard::new(kinds);
        for &(name, answer) in shots {
            board.mark(panel(name), answer);
            strategy.learn(panel(name), answer, &board);
        }
        (strategy, board)
    }

    fn names(panels: Panels) -> Vec<String> {
        panels.iter().map(|p| p.to_string()).collect()
    }

    const FLEET: Kinds = Kinds(0b11111);

    #[test]
    fn bit_sliced_counts_add_compare_and_match() {
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
        assert_eq!(counts.equal(5) & all.0, a);
        assert_eq!(counts.equal(8) & all.0, b);
        assert_eq!(counts.equal(3) & all.0, c);
        assert_eq!(counts.equal(0) & all.0, 0);
    }

    #[test]
    fn on_an_empty_board_the_centre_is_best() {
        let (s, b) = replay(FLEET, &[]);
        // By symmetry the best panels come in fours around the centre.
        let best = s.candidates(&b);
        assert!(!best.is_empty() && best.len() % 4 == 0, "{:?}", names(best));
        assert!(best
            .iter()
            .all(|p| (3..=6).contains(&p.row()) && (3..=6).contains(&p.column())));
    }

    #[test]
    fn a_lone_destroyer_is_sought_around_its_hit() {
        // Only the Destroyer afloat, hit at E5: it lies on E5 and one of
        // its four neighbours, each one placement.
        let (s, b) = replay(Kinds(ShipKind::Destroyer.bit()), &[("E5", Answer::Hit)]);
        assert_eq!(names(s.candidates(&b)), ["D5", "E4", "E6", "F5"]);
    }

    #[test]
    fn two_hits_in_a_line_are_extended_along_it() {
        // The Cruiser alone, hit at E5 and E6: only E4-E6 and E5-E7 lie on
        // both hits, one placement each for E4 and E7; by symmetry they
        // tie on all placements too.
        let (s, b) = replay(
            Kinds(ShipKind::Cruiser.bit()),
            &[("E5", Answer::Hit), ("E6", Answer::Hit)],
        );
        assert_eq!(names(s.candidates(&b)), ["E4", "E7"]);
    }

    #[test]
    fn the_placement_on_the_most_hits_outweighs_any_number_on_fewer() {
        // Hits G6 to G9 between misses at G4 and G10: the Carrier G5-G9 is
        // the only placement on four hits with a panel not fired at, so G5;
        // F9, on twelve placements through the one hit G9, comes after.
        let (s, b) = replay(
            FLEET,
            &[
                ("G7", Answer::Hit),
                ("G8", Answer::Hit),
                ("G6", Answer::Hit),
                ("G9", Answer::Hit),
                ("G10", Answer::Miss),
                ("G4", Answer::Miss),
            ],
        );
        assert_eq!(names(s.candidates(&b)), ["G5"]);
    }

    #[test]
    fn a_sunk_ship_on_the_only_line_is_settled() {
        // The Destroyer sank at E6 after E5: the only two hits in a line
        // through E6 are E5-E6, and placements avoid them.
        let (s, b) = replay(
            FLEET,
            &[
                ("E5", Answer::Hit),
                ("E6", Answer::Sunk(ShipKind::Destroyer)),
            ],
        );
        let settled = s.settled(&b);
        assert_eq!(names(settled.sunk), ["E5", "E6"]);
        assert!(settled.open.is_empty());
        assert!(!s.covered(&b).contains(panel("E5")));
    }

    #[test]
    fn a_hit_made_after_a_sinking_is_another_ships() {
        // E4 hit, the Destroyer sunk at E5, then E6 hit: E6 was not hit when
        // the Destroyer sank, so the Destroyer is E4-E5 and E6 is open.
        let shots = [
            ("E4", Answer::Hit),
            ("E5", Answer::Sunk(ShipKind::Destroyer)),
            ("E6", Answer::Hit),
        ];
        let (s, b) = replay(FLEET, &shots);
        let settled = s.settled(&b);
        assert_eq!(names(settled.sunk), ["E4", "E5"]);
        assert_eq!(names(settled.open), ["E6"]);
        // Told nothing of the order, the board alone leaves it open.
        let alone = settle_sinkings(&b, &[]);
        assert_eq!(names(alone.sunk), ["E5"]);
        assert_eq!(names(alone.open), ["E4", "E6"]);
    }

    #[test]
    fn an_ambiguous_sinking_still_owns_its_own_panel() {
        // Hits E4 E6, then the Destroyer sunk at E5: E4-E5 or E5-E6, so E5
        // is the Destroyer's and E4, E6 stay open.
        let (s, b) = replay(
            FLEET,
            &[
                ("E4", Answer::Hit),
                ("E6", Answer::Hit),
                ("E5", Answer::Sunk(ShipKind::Destroyer)),
            ],
        );
        let settled = s.settled(&b);
        assert_eq!(names(settled.sunk), ["E5"]);
        assert_eq!(names(settled.open), ["E4", "E6"]);
        assert!(!s.candidates(&b).contains(panel("D5")));
    }

    #[test]
    fn lines_of_a_sinking_share_what_they_all_cover() {
        // Hits E3 E4 E6 E7, then the Battleship sunk at E5: E2-E5 is out
        // (E2 not hit), leaving E3-E6 and E4-E7, which share E4 E5 E6.
        let (s, b) = replay(
            FLEET,
            &[
                ("E3", Answer::Hit),
                ("E4", Answer::Hit),
                ("E6", Answer::Hit),
                ("E7", Answer::Hit),
                ("E5", Answer::Sunk(ShipKind::Battleship)),
            ],
        );
        let settled = s.settled(&b);
        assert_eq!(names(settled.sunk), ["E4", "E5", "E6"]);
        assert_eq!(names(settled.open), ["E3", "E7"]);
    }

    #[test]
    fn settling_one_sinking_settles_another() {
        // Hits E4 E6 E7, the Destroyer sunk at E5 (E4-E5 or E5-E6), then
        // the Submarine sunk at E8: E6-E8 is its only line, which leaves
        // the Destroyer E4-E5.
        let (s, b) = replay(
            FLEET,
            &[
                ("E4", Answer::Hit),
                ("E6", Answer::Hit),
                ("E5", Answer::Sunk(ShipKind::Destroyer)),
                ("E7", Answer::Hit),
                ("E8", Answer::Sunk(ShipKind::Submarine)),
            ],
        );
        let settled = s.settled(&b);
        assert_eq!(names(settled.sunk), ["E4", "E5", "E6", "E7", "E8"]);
        assert!(settled.open.is_empty());
    }

    #[test]
    fn no_placement_covers_a_panel_walled_in_by_misses() {
        // A1 is shut in by misses at A2 and B1: no ship fits on it.
        let (s, b) = replay(FLEET, &[("A2", Answer::Miss), ("B1", Answer::Miss)]);
        assert!(!s.covered(&b).contains(panel("A1")));
        assert!(s.covered(&b).contains(panel("A3")));
    }

    #[test]
    fn reset_forgets_the_sinkings() {
        let (mut s, _) = replay(
            FLEET,
            &[
                ("E5", Answer::Hit),
                ("E6", Answer::Sunk(ShipKind::Destroyer)),
            ],
        );
        assert_ne!(s, Probability::default());
        s.reset();
        assert_eq!(s, Probability::default());
    }
}
