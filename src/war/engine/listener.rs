//! What the engine tells of a game it plays: less than a trace, so that it
//! can play most rounds in its tight loop without telling anything.

use crate::war::recorder::{NoTrace, Resolution};

/// Something told of the battles of a game the engine plays. `war stats`'
/// [`WarDepths`](crate::war::stats::WarDepths), which counts ties in a
/// row, is one; [`NoTrace`] is told nothing.
pub trait Listener {
    /// Whether the listener must be told of a round's opening battle when
    /// it is won at once, without a war. A listener that only counts wars
    /// sets it to `false`, and the engine then plays such rounds in its
    /// tight loop, telling it nothing (the battles of a war are told).
    const TOLD_OF_PLAIN_ROUNDS: bool = true;

    /// Whether the listener must be told of the battles of a round that
    /// holds ties through [`Listener::battle`]. A listener that only counts
    /// ties in a row sets it (and [`Listener::TOLD_OF_PLAIN_ROUNDS`]) to
    /// `false`: the engine then plays such rounds in its tight loop too,
    /// and tells it [`Listener::war`] and [`Listener::won_after_war`]
    /// instead.
    const TOLD_OF_WARS: bool = true;

    /// Battle `number` was settled by `resolution`, on the engine's
    /// battle-by-battle path.
    fn battle(&mut self, number: u32, resolution: Resolution);

    /// Without [`Listener::TOLD_OF_WARS`]: battle `number` tied and the
    /// war was fought ([`Resolution::War`]).
    #[inline(always)]
    fn war(&mut self, _number: u32) {}

    /// Without [`Listener::TOLD_OF_WARS`]: battle `number` was won and
    /// settled a round that held ties ([`Resolution::Won`]).
    #[inline(always)]
    fn won_after_war(&mut self, _number: u32) {}
}

/// Told nothing: the engine plays every round it can in its tight loop.
impl Listener for NoTrace {
    const TOLD_OF_PLAIN_ROUNDS: bool = false;
    const TOLD_OF_WARS: bool = false;

    #[inline(always)]
    fn battle(&mut self, _number: u32, _resolution: Resolution) {}
}
