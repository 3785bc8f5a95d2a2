//! DataGenetics' hunt-and-target strategies (Nick Berry, "Battleship",
//! DataGenetics, 2011): `hunt-target` and `parity`, which hunts on one
//! colour of the checkerboard.

use crate::battleship::board::{Panel, Panels, EVEN};
use crate::battleship::referee::{Answer, FiringBoard};
use crate::battleship::strategy::Strategy;

/// The stack of potential targets both strategies keep: after a hit, the
/// panels next to it not fired at are pushed (up, down, left, right, so
/// the right one is popped first); in target mode the top panel not fired
/// at is fired at; with none left the strategy hunts again. Berry's
/// strategy is told no sinkings and uses none.
#[derive(Debug, Clone, Default)]
struct Targets(Vec<Panel>);

impl Targets {
    /// The panel on top of the stack not yet fired at, if any.
    fn next(&self, board: &FiringBoard) -> Option<Panel> {
        let unfired = board.unfired();
        self.0.iter().rev().copied().find(|p| unfired.contains(*p))
    }

    /// After a shot at `panel`: drops the panels fired at from the top, and
    /// on a hit pushes its neighbours not fired at.
    fn learn(&mut self, panel: Panel, answer: Answer, board: &FiringBoard) {
        let unfired = board.unfired();
        while self.0.last().is_some_and(|p| !unfired.contains(*p)) {
            self.0.pop();
        }
        if answer.is_hit() {
            let (row, column) = (panel.row(), panel.column());
            let around = [
                row.checked_sub(1).and_then(|r| Panel::new(r, column)),
                Panel::new(row + 1, column),
                column.checked_sub(1).and_then(|c| Panel::new(row, c)),
                Panel::new(row, column + 1),
            ];
            self.0.extend(
                around
                    .into_iter()
                    .flatten()
                    .filter(|p| unfired.contains(*p)),
            );
        }
    }
}

/// `hunt-target`: hunts at random among the panels not fired at; after a
/// hit, targets the stack of its neighbours until it is empty.
#[derive(Debug, Clone, Default)]
pub struct HuntTarget {
    targets: Targets,
}

impl Strategy for HuntTarget {
    fn name(&self) -> &'static str {
        "hunt-target"
    }

    fn reset(&mut self) {
        self.targets.0.clear();
    }

    /// The top target not fired at, else any panel not fired at.
    fn candidates(&self, board: &FiringBoard) -> Panels {
        match self.targets.next(board) {
            Some(target) => Panels::EMPTY.with(target),
            None => board.unfired(),
        }
    }

    fn learn(&mut self, panel: Panel, answer: Answer, board: &FiringBoard) {
        self.targets.learn(panel, answer, board);
    }
}

/// `parity`: hunt-target hunting only on one colour of the checkerboard:
/// every ship, two panels long at least, covers a panel of each colour.
///
/// - The colour is the one that holds `A1` (row and column of the same
///   parity), as `jones` hunts (B4.3). Which colour makes no difference to
///   the figures: reflecting the board left to right swaps the colours and
///   takes every fleet to one as likely, under either placement.
/// - The spacing stays two panels all game. Berry's hunt and target
///   strategies use hits and misses only (Target mode ends when the stack
///   runs out, not when a ship sinks); the news of a sinking enters his
///   analysis with the probability density. So parity never learns the
///   smallest ship afloat, and cannot widen its lattice to it.
/// - Target mode is hunt-target's own stack, unchanged, and fires off the
///   colour too: Slate's report of Berry's parity, "when you register a hit
///   you enter Target mode, and both blue and white squares are in play".
#[derive(Debug, Clone, Default)]
pub struct Parity {
    targets: Targets,
}

impl Parity {
    /// Whether the next shot is a hunting one (no target left).
    pub fn is_hunting(&self, board: &FiringBoard) -> bool {
        self.targets.next(board).is_none()
    }
}

impl Strategy for Parity {
    fn name(&self) -> &'static str {
        "parity"
    }

    fn reset(&mut self) {
        self.targets.0.clear();
    }

    /// The top target not fired at, else a panel of the even colour not
    /// fired at (past those, never in a game, any panel not fired at).
    fn candidates(&self, board: &FiringBoard) -> Panels {
        if let Some(target) = self.targets.next(board) {
            return Panels::EMPTY.with(target);
        }
        let hunt = EVEN.and(board.unfired());
        if hunt.is_empty() {
            board.unfired()
        } else {
            hunt
        }
    }

    fn learn(&mut self, panel: Panel, answer: Answer, board: &FiringBoard) {
        self.targets.learn(panel, answer, board);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::fleet::{Kinds, ShipKind};

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    /// Marks each shot and tells the strategy, in order.
    fn replay<S: Strategy>(strategy: &mut S, shots: &[(&str, Answer)]) -> FiringBoard {
        let mut board = FiringBoard::new(Kinds(0b11111));
        for &(name, answer) in shots {
            board.mark(panel(name), answer);
            strategy.learn(panel(name), answer, &board);
        }
        board
    }

    #[test]
    fn a_hit_pushes_its_neighbours_and_the_right_one_is_fired_first() {
        let mut s = HuntTarget::default();
        let board = replay(&mut s, &[("E4", Answer::Miss), ("E5", Answer::Hit)]);
        assert_eq!(s.candidates(&board), Panels::EMPTY.with(panel("E6")));
        // A miss there pops it; E4, fired at, was never pushed: F5 (down)
        // comes next, D5 (up) last.
        let board = replay(
            &mut s,
            &[
                ("E4", Answer::Miss),
                ("E5", Answer::Hit),
                ("E6", Answer::Miss),
            ],
        );
        assert_eq!(s.candidates(&board), Panels::EMPTY.with(panel("F5")));
    }

    #[test]
    fn with_the_stack_empty_it_hunts_again() {
        let mut s = HuntTarget::default();
        let shots = [
            ("A1", Answer::Hit),
            ("A2", Answer::Miss),
            ("B1", Answer::Sunk(ShipKind::Destroyer)),
            ("C1", Answer::Miss),
            ("B2", Answer::Miss),
        ];
        let board = replay(&mut s, &shots);
        assert_eq!(s.candidates(&board), board.unfired());
        let mut p = Parity::default();
        let board = replay(&mut p, &shots);
        assert!(p.is_hunting(&board));
        assert_eq!(p.candidates(&board), EVEN.and(board.unfired()));
        assert_eq!(p.candidates(&board).len(), 47, "A1, B2 and C1 fired at");
    }

    #[test]
    fn reset_forgets_the_targets() {
        let mut s = Parity::default();
        let board = replay(&mut s, &[("E5", Answer::Hit)]);
        assert!(!s.is_hunting(&board));
        s.reset();
        assert!(s.is_hunting(&board));
    }
}
