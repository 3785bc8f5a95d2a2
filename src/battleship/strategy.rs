//! Where to fire next: the [`Strategy`] trait. The strategies themselves
//! are in [`strategies`](super::strategies).
//!
//! Every strategy here draws its shot uniformly from a set of panels that
//! depends on what it has been told ([`Strategy::candidates`]), so a test
//! or a fixture can ask for the set and check the shot is in it.

use rand::Rng;

use crate::battleship::board::{Panel, Panels};
use crate::battleship::referee::{Answer, FiringBoard};

/// A player's way of choosing shots.
pub trait Strategy: Clone {
    /// The strategy's name, as
    /// [`StrategyName`](crate::battleship::strategies::StrategyName) reads it.
    fn name(&self) -> &'static str;

    /// Forgets everything of a game before: called before a game's first
    /// shot.
    fn reset(&mut self) {}

    /// The panels the next shot may go to, each as likely, given the firing
    /// board and what the strategy was told of the shots before. Never a
    /// panel fired at; empty only when every panel is.
    fn candidates(&self, board: &FiringBoard) -> Panels;

    /// The next shot, drawn from `rng` uniformly among
    /// [`Strategy::candidates`]; `None` only when every panel is fired at.
    #[inline]
    fn fire<R: Rng + ?Sized>(&mut self, board: &FiringBoard, rng: &mut R) -> Option<Panel> {
        self.candidates(board).choose(rng)
    }

    /// Tells the strategy the answer to its shot at `panel`; `board` is
    /// the firing board with the shot marked.
    #[inline]
    fn learn(&mut self, _panel: Panel, _answer: Answer, _board: &FiringBoard) {}

    /// Does `task` with the strategy as its own type. A strategy that
    /// holds one of several ([`AnyStrategy`](super::AnyStrategy)) hands
    /// over the one it holds, so that a loop over many shots is compiled
    /// for that one, not asked at every shot which one it is.
    #[inline]
    fn visit<T: StrategyTask>(&mut self, task: T) -> T::Output
    where
        Self: Sized,
    {
        task.run(self)
    }
}

/// Work done with a strategy of any type ([`Strategy::visit`]), such as
/// the engine's sinking of a fleet.
pub trait StrategyTask {
    /// What the work gives.
    type Output;

    /// Does the work with `strategy`.
    fn run<S: Strategy>(self, strategy: &mut S) -> Self::Output;
}
