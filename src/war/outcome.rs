//! What a game of War comes to: the players, the outcome, why the game
//! ended, and the cycle it fell into, if any.

use serde::{Deserialize, Serialize};

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// The player dealt the first card.
    A,
    /// The player dealt the second card.
    B,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }
}

/// How a game ended: who won, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// Player A won (`findWinner` returns 1).
    #[serde(rename = "a")]
    WinA,
    /// Player B won (`findWinner` returns -1).
    #[serde(rename = "b")]
    WinB,
    /// Nobody won (`findWinner` returns 0).
    #[serde(rename = "draw")]
    Draw,
}

impl Outcome {
    /// The assignment's code for the outcome: 1 when A wins, -1 when B wins,
    /// 0 for a draw (`WIN_A`, `WIN_B` and `DRAW` in the assignment's tip).
    pub fn code(self) -> i32 {
        match self {
            Outcome::WinA => 1,
            Outcome::Draw => 0,
            Outcome::WinB => -1,
        }
    }

    /// The outcome `code` stands for, as [`Outcome::code`] gives it: `None`
    /// for a code that stands for none.
    pub fn from_code(code: i32) -> Option<Outcome> {
        match code {
            1 => Some(Outcome::WinA),
            0 => Some(Outcome::Draw),
            -1 => Some(Outcome::WinB),
            _ => None,
        }
    }

    /// The outcome `player` winning.
    pub fn win(player: Player) -> Outcome {
        match player {
            Player::A => Outcome::WinA,
            Player::B => Outcome::WinB,
        }
    }

    /// The outcome `player` losing.
    pub fn loss(player: Player) -> Outcome {
        Outcome::win(player.other())
    }

    /// The winner, if there is one.
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::WinA => Some(Player::A),
            Outcome::WinB => Some(Player::B),
            Outcome::Draw => None,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// One player had no card at the start of a battle and lost.
    EmptyDeck,
    /// Both players had no card at the start of a battle: a draw.
    BothEmpty,
    /// One player had too few cards to fight a war and lost.
    ShortForWar,
    /// Both players had too few cards to fight a war: a draw.
    BothShortForWar,
    /// The limit of the rules was reached: a technical draw.
    BattleLimit,
    /// The safety limit of a preset whose source has no limit was reached:
    /// a draw, reported apart from a technical draw.
    SafetyLimit,
    /// A preset without a limit returned to an earlier state: the game would
    /// repeat forever, so it ends as a draw.
    Cycle,
}

/// The result of a whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// Why the game ended.
    pub reason: EndReason,
    /// Battles played, counting every battle that settles a war.
    pub battles: u32,
    /// Rounds played: a battle together with the wars it starts and the
    /// battles that settle them is one round.
    pub rounds: u32,
    /// Wars declared: battles whose two cards were equal, whether or not the
    /// war could be fought.
    pub wars: u32,
    /// The cycle the game fell into, if it returned to an earlier state.
    pub cycle: Option<Cycle>,
}

/// A game that returned to an earlier state: both decks as they were, with
/// no war under way. With a fixed pickup order it would repeat forever.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cycle {
    /// Battles played when the state first repeated an earlier one.
    pub first_repeat: u32,
    /// Battles between two visits of the same state.
    pub period: u32,
    /// Rounds between two visits of the same state.
    pub period_rounds: u32,
}
