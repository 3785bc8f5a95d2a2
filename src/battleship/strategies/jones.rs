//! `jones`, the original program's shot selection (003_programs.md, B4),
//! and `jones-blog`, the blog's reading of it, which stops searching when
//! the ship sinks.

use rand::{Rng, RngExt as _};

use crate::battleship::board::{Panel, Panels, EVEN};
use crate::battleship::referee::{Answer, FiringBoard};
use crate::battleship::strategies::deal::Deal;
use crate::battleship::strategy::Strategy;

/// Room for the searching shots: every panel is listed at most once, and
/// a power of two, so that a masked index needs no check.
const LISTED: usize = 128;

/// The panels of the even colour, in row-major order.
const EVEN_PANELS: [u8; 50] = {
    let mut panels = [0u8; 50];
    let (mut index, mut at) = (0u8, 0);
    while at < 50 {
        if EVEN.0 & 1 << index != 0 {
            panels[at] = index;
            at += 1;
        }
        index += 1;
    }
    panels
};

/// The original program's `FireShot` (B4): a "searching shot" drawn
/// uniformly among the unfired neighbours of every hit so far, if there is
/// one; else a "random shot" drawn uniformly among the unfired panels of
/// the checkerboard colour that holds `A1`. It is never told which ship a
/// hit belongs to or that a ship sank, so it keeps searching around the
/// hits of ships already sunk.
///
/// The program lists the neighbours hit by hit in row-major order, each
/// hit's left, up, down and right ones, without repeats, and draws an index
/// into that list. Drawn uniformly, the list's order only decides which
/// number of the program's generator picks which panel; ours is not .NET's,
/// so the set is all that counts, and it is what [`jones_candidates`]
/// gives (a test checks it against the list built as the program builds
/// it).
///
/// It keeps both sets as lists from shot to shot instead of working them
/// out from the board at every shot (a debug build checks them against
/// the board's at every shot):
///
/// - the searching shots in the order they were listed: a hit lists its
///   neighbours not fired at and not listed before; a shot is an index
///   drawn uniformly into the list, the last entry taking the drawn one's
///   place (none drawn when one is left);
/// - the even colour dealt as [`Random`](super::Random) deals the board
///   (a shuffle dealt one panel at a time, its draws made eight at a
///   time).
///
/// A panel of either list found fired at when drawn (the other list's
/// shot, or one marked without this strategy) is dropped and another
/// drawn, so each shot is uniform among the panels of its set not fired
/// at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Jones {
    /// The searching shots listed and not drawn yet, by panel index.
    searching: [u8; LISTED],
    /// How many of `searching` are listed.
    searching_len: u8,
    /// Every panel ever listed: a panel not fired at is listed once.
    listed: Panels,
    /// The even colour, dealt.
    even: Deal<50>,
}

impl Default for Jones {
    fn default() -> Jones {
        Jones {
            searching: [0; LISTED],
            searching_len: 0,
            listed: Panels::EMPTY,
            even: Deal::new(EVEN_PANELS),
        }
    }
}

impl Jones {
    /// The panels the next shot is drawn from, as the lists hold them:
    /// the searching shots not fired at, else the even panels not dealt
    /// and not fired at, else any panel not fired at.
    fn listed_candidates(&self, board: &FiringBoard) -> Panels {
        let unfired = board.unfired();
        let searching: Panels = self.searching[..usize::from(self.searching_len)]
            .iter()
            .map(|&index| panel_of(index))
            .collect();
        if !searching.and(unfired).is_empty() {
            return searching.and(unfired);
        }
        let random: Panels = self
            .even
            .undealt()
            .iter()
            .map(|&index| panel_of(index))
            .collect();
        if !random.and(unfired).is_empty() {
            return random.and(unfired);
        }
        unfired
    }

    /// A searching shot: an entry of the list drawn uniformly, replaced by
    /// the last; `None` once the list holds nothing not fired at.
    #[inline(always)]
    fn search<R: Rng + ?Sized>(&mut self, fired: Panels, rng: &mut R) -> Option<Panel> {
        while self.searching_len > 0 {
            let at = if self.searching_len == 1 {
                0
            } else {
                usize::from(rng.random_range(0..self.searching_len))
            };
            self.searching_len -= 1;
            let panel = panel_of(self.searching[at & (LISTED - 1)]);
            self.searching[at & (LISTED - 1)] =
                self.searching[usize::from(self.searching_len) & (LISTED - 1)];
            if !fired.contains(panel) {
                return Some(panel);
            }
        }
        None
    }

    /// A random shot: the next even panel dealt not fired at; `None` once
    /// every one is dealt.
    #[inline(always)]
    fn deal<R: Rng + ?Sized>(&mut self, fired: Panels, rng: &mut R) -> Option<Panel> {
        while let Some(index) = self.even.next(rng) {
            let panel = panel_of(index);
            if !fired.contains(panel) {
                return Some(panel);
            }
        }
        None
    }
}

/// The panel of index `index`, below 100.
#[inline(always)]
fn panel_of(index: u8) -> Panel {
    Panel::from_index(index).expect("a panel index")
}

/// The panels the original program may fire at on `board`, searching
/// around `hits`: their unfired neighbours, else the unfired panels of the
/// even colour. Past that (never in a game: every ship covers a panel of
/// each colour, and once hit is searched out whole) any unfired panel.
#[inline]
pub fn jones_candidates(board: &FiringBoard, hits: Panels) -> Panels {
    let unfired = board.unfired();
    let searching = hits.neighbours().and(unfired);
    if !searching.is_empty() {
        return searching;
    }
    let random = EVEN.and(unfired);
    if !random.is_empty() {
        return random;
    }
    unfired
}

impl Strategy for Jones {
    fn name(&self) -> &'static str {
        "jones"
    }

    fn reset(&mut self) {
        *self = Jones::default();
    }

    /// Around every hit, else the even colour (B4).
    #[inline]
    fn candidates(&self, board: &FiringBoard) -> Panels {
        jones_candidates(board, board.hits())
    }

    #[inline(always)]
    fn fire<R: Rng + ?Sized>(&mut self, board: &FiringBoard, rng: &mut R) -> Option<Panel> {
        debug_assert_eq!(
            self.listed_candidates(board),
            self.candidates(board),
            "{board:?}"
        );
        let fired = board.fired();
        if let Some(panel) = self.search(fired, rng) {
            return Some(panel);
        }
        if let Some(panel) = self.deal(fired, rng) {
            return Some(panel);
        }
        board.unfired().choose(rng)
    }

    /// A hit lists its neighbours not fired at and not listed before, in
    /// row-major order: each is written at the end of the list, which
    /// grows by one where it is new, without a branch on which are (the
    /// panel itself stands in for one off the board, and it is fired at).
    #[inline(always)]
    fn learn(&mut self, panel: Panel, answer: Answer, board: &FiringBoard) {
        if answer.is_hit() {
            let fresh = board.unfired().without(self.listed);
            for next in panel.around() {
                self.searching[usize::from(self.searching_len) & (LISTED - 1)] = next.index();
                self.searching_len += u8::from(fresh.contains(next));
            }
            let around = Panels::EMPTY.with(panel).neighbours();
            self.listed = self.listed.or(around.and(fresh));
        }
    }
}

/// The blog's reading (part 1): "we only stop doing searching shots when
/// we sink a ship". Searching is the program's (around every hit), done
/// only while some hit belongs to a ship not yet sunk, which the shooter
/// knows by counting: more hits than the lengths of the ships named sunk.
/// Otherwise the program's random shot on the even colour.
///
/// Stopping on the count, not on the first sinking, keeps a ship hit while
/// searching for another in the search: forgetting it could leave its last
/// panels on the colour never fired at.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct JonesBlog;

impl Strategy for JonesBlog {
    fn name(&self) -> &'static str {
        "jones-blog"
    }

    /// Around every hit while a hit ship is afloat, else the even colour.
    #[inline]
    fn candidates(&self, board: &FiringBoard) -> Panels {
        let searching = board.hits().len() > board.sunk_length();
        let hits = if searching {
            board.hits()
        } else {
            Panels::EMPTY
        };
        jones_candidates(board, hits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::fleet::{Kinds, ShipKind};

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    fn board(shots: &[(&str, Answer)]) -> FiringBoard {
        let mut board = FiringBoard::new(Kinds(0b11111));
        for &(name, answer) in shots {
            board.mark(panel(name), answer);
        }
        board
    }

    fn names(panels: Panels) -> Vec<String> {
        panels.iter().map(|p| p.to_string()).collect()
    }

    /// The program's `hitNeighbors` (B4.1), built as it builds it: hits in
    /// row-major order, each one's left, up, down and right neighbours on
    /// the board, first occurrence kept, unfired only.
    fn program_list(board: &FiringBoard) -> Vec<Panel> {
        let mut list = Vec::new();
        for hit in board.hits().iter() {
            let (row, column) = (hit.row() as i8, hit.column() as i8);
            for (r, c) in [
                (row, column - 1),
                (row - 1, column),
                (row + 1, column),
                (row, column + 1),
            ] {
                if r < 0 || c < 0 {
                    continue;
                }
                if let Some(p) = Panel::new(r as u8, c as u8) {
                    if !list.contains(&p) && !board.fired().contains(p) {
                        list.push(p);
                    }
                }
            }
        }
        list
    }

    #[test]
    fn with_no_hit_jones_fires_on_the_even_colour() {
        let b = board(&[("A1", Answer::Miss), ("A2", Answer::Miss)]);
        let c = Jones::default().candidates(&b);
        assert_eq!(c.len(), 49);
        assert!(!c.contains(panel("A1")));
        assert!(c.iter().all(|p| p.is_even()));
    }

    #[test]
    fn jones_searches_around_every_hit_as_the_programs_list() {
        let b = board(&[
            ("E5", Answer::Hit),
            ("E6", Answer::Miss),
            ("A1", Answer::Hit),
            ("J10", Answer::Hit),
        ]);
        let c = Jones::default().candidates(&b);
        assert_eq!(names(c), ["A2", "B1", "D5", "E4", "F5", "I10", "J9"]);
        let list: Panels = program_list(&b).into_iter().collect();
        assert_eq!(c, list);
    }

    #[test]
    fn jones_keeps_searching_around_a_sunk_ship_the_blog_does_not() {
        let b = board(&[
            ("C3", Answer::Hit),
            ("C4", Answer::Sunk(ShipKind::Destroyer)),
        ]);
        assert_eq!(
            names(Jones::default().candidates(&b)),
            ["B3", "B4", "C2", "C5", "D3", "D4"]
        );
        let blog = JonesBlog.candidates(&b);
        assert_eq!(blog.len(), 49, "the even colour but C3");
        assert!(blog.iter().all(|p| p.is_even()));
    }

    #[test]
    fn the_blog_searches_on_while_a_hit_ship_is_afloat() {
        // The Destroyer C3-C4 sank while the Cruiser at D3 was hit.
        let b = board(&[
            ("C3", Answer::Hit),
            ("D3", Answer::Hit),
            ("C4", Answer::Sunk(ShipKind::Destroyer)),
        ]);
        let blog = JonesBlog.candidates(&b);
        assert_eq!(blog, Jones::default().candidates(&b));
        assert!(blog.contains(panel("E3")));
    }

    #[test]
    fn with_the_even_colour_fired_out_any_panel_is_left() {
        let mut b = FiringBoard::new(Kinds(1));
        for p in EVEN.iter() {
            b.mark(p, Answer::Miss);
        }
        assert_eq!(Jones::default().candidates(&b).len(), 50);
    }
}
