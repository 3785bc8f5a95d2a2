//! `random`: any panel not yet fired at (DataGenetics' "random play").

use rand::Rng;

use crate::battleship::board::{Panel, Panels, PANELS};
use crate::battleship::referee::FiringBoard;
use crate::battleship::strategies::deal::Deal;
use crate::battleship::strategy::Strategy;

/// The panels' indices in row-major order.
const ALL_PANELS: [u8; PANELS as usize] = {
    let mut panels = [0u8; PANELS as usize];
    let mut index = 0;
    while index < PANELS {
        panels[index as usize] = index;
        index += 1;
    }
    panels
};

/// Fires at a panel drawn uniformly from those not fired at.
///
/// It deals the 100 panels out one at a time, as a shuffle deals them
/// (`Deal`), so a shot costs one draw; a panel dealt that the board
/// shows fired at (marked by someone else) is skipped, which keeps the
/// draw uniform among the panels not fired at.
#[derive(Debug, Clone)]
pub struct Random {
    deal: Deal<{ PANELS as usize }>,
}

impl Default for Random {
    fn default() -> Random {
        Random {
            deal: Deal::new(ALL_PANELS),
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
        while let Some(index) = self.deal.next(rng) {
            let panel = Panel::from_index(index).expect("a panel index");
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
