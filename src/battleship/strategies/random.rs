//! `random`: any panel not yet fired at (DataGenetics' "random play").

use rand::{Rng, RngExt as _};

use crate::battleship::board::{Panel, Panels, PANELS};
use crate::battleship::referee::FiringBoard;
use crate::battleship::strategy::Strategy;

/// Fires at a panel drawn uniformly from those not fired at.
///
/// It deals the 100 panels out one at a time as a Fisher-Yates shuffle
/// does (a draw among the panels not dealt yet, the first of them taking
/// the drawn one's place), so a shot costs one draw; a panel dealt that
/// the board shows fired at (marked by someone else) is skipped, which
/// keeps the draw uniform among the panels not fired at.
#[derive(Debug, Clone)]
pub struct Random {
    order: [u8; PANELS as usize],
    dealt: u8,
}

impl Default for Random {
    fn default() -> Random {
        Random {
            order: std::array::from_fn(|i| i as u8),
            dealt: 0,
        }
    }
}

impl Strategy for Random {
    fn name(&self) -> &'static str {
        "random"
    }

    /// Deals afresh from the panels in order, as a new strategy does, so
    /// that a game's shots depend on its generator alone.
    fn reset(&mut self) {
        *self = Random::default();
    }

    /// Every panel not fired at.
    fn candidates(&self, board: &FiringBoard) -> Panels {
        board.unfired()
    }

    #[inline(always)]
    fn fire<R: Rng + ?Sized>(&mut self, board: &FiringBoard, rng: &mut R) -> Option<Panel> {
        let fired = board.fired();
        while self.dealt < PANELS {
            let at = usize::from(self.dealt);
            let pick = usize::from(rng.random_range(self.dealt..PANELS));
            // The swap of a shuffle, but for the panel dealt: it is kept in
            // hand, not written to the front and read back, since nothing
            // reads the panels dealt before a reset.
            let dealt = self.order[pick];
            self.order[pick] = self.order[at];
            self.dealt += 1;
            let panel = Panel::from_index(dealt).expect("a panel index");
            if !fired.contains(panel) {
                return Some(panel);
            }
        }
        dealt_out(board, rng)
    }
}

/// Dealt out without a reset: a panel drawn from the board instead.
#[cold]
#[inline(never)]
fn dealt_out<R: Rng + ?Sized>(board: &FiringBoard, rng: &mut R) -> Option<Panel> {
    board.unfired().choose(rng)
}
