//! What a game comes to: the players ([`Player`]), the result
//! ([`GameResult`]) and a player's error that stops a game
//! ([`GameError`]).

use std::fmt;

use crate::battleship::board::Panel;
use crate::battleship::referee::ShotError;

/// A player. Player 1 ("Amy" in the original program) fires first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Fires first.
    One,
    /// Fires second.
    Two,
}

impl Player {
    /// Both players, in turn order.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The player's index, 0 or 1.
    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }

    /// The other player.
    pub const fn opponent(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
}

impl fmt::Display for Player {
    /// `player 1`, `player 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.index() + 1)
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The player who sank the other's fleet.
    pub winner: Player,
    /// The shots each player fired, player 1's first. The winner's count
    /// is the shots it took to sink a fleet.
    pub shots: [u32; 2],
}

impl GameResult {
    /// The shots the winner took to sink the fleet.
    pub const fn winning_shots(&self) -> u32 {
        self.shots[self.winner.index()]
    }
}

/// A player's error that stops a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameError {
    /// A player fired at a panel it had fired at before.
    Repeated {
        /// The player.
        shooter: Player,
        /// The panel.
        panel: Panel,
    },
    /// A player's strategy had no panel to fire at, though the opponent's
    /// fleet was afloat (a strategy of ours never does).
    NoShot {
        /// The player.
        shooter: Player,
    },
}

impl GameError {
    /// The error of `shooter` that the referee refused.
    pub fn refused(shooter: Player, error: ShotError) -> GameError {
        match error {
            ShotError::Repeated(panel) => GameError::Repeated { shooter, panel },
            // The engine stops firing at a sunk fleet; a refusal for it is a
            // shot with no panel left worth firing at.
            ShotError::FleetSunk => GameError::NoShot { shooter },
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Repeated { shooter, panel } => write!(
                f,
                "{shooter} fired at {panel} twice; a player fires at each panel once"
            ),
            GameError::NoShot { shooter } => write!(
                f,
                "{shooter}'s strategy gave no panel to fire at while the fleet was afloat"
            ),
        }
    }
}

impl std::error::Error for GameError {}
