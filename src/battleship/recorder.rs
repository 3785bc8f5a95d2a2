//! What the engine tells a [`Recorder`] about a game as it happens: each
//! fleet placed, each shot with its answer, the end. [`NoTrace`] does
//! nothing and compiles to nothing; [`Recording`] keeps copies for a trace.

use crate::battleship::board::Panel;
use crate::battleship::fleet::Fleet;
use crate::battleship::outcome::{GameResult, Player};
use crate::battleship::referee::{Answer, FiringBoard};

/// A shot and its answer, as the engine shows it to a [`Recorder`].
#[derive(Debug, Clone, Copy)]
pub struct Shot<'a> {
    /// The round, from 1: player 1's shot and player 2's answer to it.
    pub round: u32,
    /// The shooter's shot, from 1.
    pub number: u32,
    /// Who fired.
    pub shooter: Player,
    /// Where.
    pub panel: Panel,
    /// The defender's answer.
    pub answer: Answer,
    /// The shooter's firing board, the shot marked.
    pub board: &'a FiringBoard,
}

/// Something told about everything that happens in a game. Every method
/// does nothing by default.
pub trait Recorder {
    /// Called for each player's fleet once placed, before the first shot,
    /// player 1's first.
    #[inline(always)]
    fn placed(&mut self, _player: Player, _fleet: &Fleet) {}

    /// Called once each shot is answered.
    #[inline(always)]
    fn shot(&mut self, _shot: &Shot<'_>) {}

    /// Called once, when a fleet is sunk.
    #[inline(always)]
    fn game_over(&mut self, _result: &GameResult) {}
}

/// The recorder of untraced games: it does nothing, and compiles to
/// nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTrace;

impl Recorder for NoTrace {}

/// A shot, as a trace keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShotRecord {
    /// The round, from 1.
    pub round: u32,
    /// The shooter's shot, from 1.
    pub number: u32,
    /// Who fired.
    pub shooter: Player,
    /// Where.
    pub panel: Panel,
    /// The answer.
    pub answer: Answer,
}

/// The recorder that keeps copies of everything.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recording {
    /// Each player's fleet, once placed (player 1's first).
    pub fleets: [Option<Fleet>; 2],
    /// The shots, in the order fired.
    pub shots: Vec<ShotRecord>,
    /// How the game ended, once over.
    pub result: Option<GameResult>,
}

impl Recorder for Recording {
    fn placed(&mut self, player: Player, fleet: &Fleet) {
        self.fleets[player.index()] = Some(*fleet);
    }

    fn shot(&mut self, shot: &Shot<'_>) {
        self.shots.push(ShotRecord {
            round: shot.round,
            number: shot.number,
            shooter: shot.shooter,
            panel: shot.panel,
            answer: shot.answer,
        });
    }

    fn game_over(&mut self, result: &GameResult) {
        self.result = Some(*result);
    }
}
