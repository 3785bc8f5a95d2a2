//! What a round comes to: how it ended ([`End`], [`RoundResult`]), the
//! attacks a card makes on the next player ([`Attack`]), and why a deck
//! cannot be dealt ([`DealError`]), with the table's sizes.

use crate::kit::error::{Error, ErrorKind};
use crate::uno::card::DECK_SIZE;
use crate::uno::hand::Hand;

/// How many cards each player is dealt.
pub const HAND_SIZE: usize = 7;

/// The fewest players a round is dealt for.
pub const MIN_PLAYERS: usize = 2;

/// The most players a round is dealt for: seven cards each and a first
/// discard must come out of 108 cards (7 x 15 + 1 = 106).
pub const MAX_PLAYERS: usize = 15;

/// Why a deck cannot be dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealError {
    /// The number of players is not from [`MIN_PLAYERS`] to
    /// [`MAX_PLAYERS`].
    Players(usize),
    /// The deck has fewer cards than the deal and a first discard need.
    TooFewCards {
        /// Cards needed: seven a player and one.
        needed: usize,
        /// Cards in the deck.
        given: usize,
    },
    /// The deck has more cards than an UNO deck's 108.
    TooManyCards {
        /// Cards in the deck.
        given: usize,
    },
    /// No card left after the deal can be the first discard: all are wild
    /// cards (buried by the original program) or Wild Draw Fours (put back
    /// by the official rules).
    NoFirstDiscard,
}

impl std::fmt::Display for DealError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DealError::Players(n) => write!(
                f,
                "{n} players: a round of UNO is dealt for {MIN_PLAYERS} to {MAX_PLAYERS} players (seven cards each and a first discard come out of 108 cards)"
            ),
            DealError::TooFewCards { needed, given } => write!(
                f,
                "the deck has {given} cards, and the deal and the first discard need {needed}"
            ),
            DealError::TooManyCards { given } => write!(
                f,
                "the deck has {given} cards, more than the {DECK_SIZE} of an UNO deck"
            ),
            DealError::NoFirstDiscard => f.write_str(
                "every card left after the deal is a wild card, so none can be the first discard",
            ),
        }
    }
}

impl std::error::Error for DealError {}

impl DealError {
    /// The problem as an error of kind [`ErrorKind::Deal`] in `origin` (a
    /// flag, a file or `<stdin>`; the caller places it at a line when there
    /// is one).
    pub fn error(self, origin: &str) -> Error {
        let error = Error::new(ErrorKind::Deal, origin, self.to_string());
        match self {
            DealError::Players(_) => error.with_fix("give 2 to 15 players"),
            DealError::TooFewCards { .. }
            | DealError::TooManyCards { .. }
            | DealError::NoFirstDiscard => error,
        }
    }
}

/// An attack on the next player: the card played, or a Reverse acting as a
/// Skip between two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Attack {
    /// The next player misses the turn.
    Skip,
    /// The next player draws two cards and misses the turn.
    DrawTwo,
    /// The next player draws four cards and misses the turn.
    DrawFour,
}

impl Attack {
    /// How many cards the attacked player draws.
    pub fn cards(self) -> usize {
        match self {
            Attack::Skip => 0,
            Attack::DrawTwo => 2,
            Attack::DrawFour => 4,
        }
    }
}

/// How a round ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// The seat (from 0) emptied its hand and won.
    Won(usize),
    /// Nobody can play or draw any more: for a whole round of turns and
    /// one more, no card was played and the draw pile gave none. Every
    /// later turn would be the same (U5: "a game can get stuck forever").
    Stuck,
    /// The round was stopped at
    /// [`Rules::turn_limit`](crate::uno::rules::Rules::turn_limit).
    TurnLimit,
}

/// The result of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundResult {
    /// How the round ended.
    pub end: End,
    /// Turns played, every skipped or attacked turn included.
    pub turns: u32,
    /// Times the draw pile was refilled from the discard pile.
    pub refills: u32,
    /// Cards that left the game (the original program's quirks).
    pub lost: u32,
    players: u8,
    points: [u32; MAX_PLAYERS],
}

impl RoundResult {
    /// The result of a round that ended as `end` after `turns` turns and
    /// `refills` refills, `lost` cards having left the game, with `hands`
    /// (at most [`MAX_PLAYERS`]) left: each hand's points are counted.
    pub fn new(end: End, turns: u32, refills: u32, lost: u32, hands: &[Hand]) -> RoundResult {
        let mut points = [0; MAX_PLAYERS];
        for (slot, hand) in points.iter_mut().zip(hands) {
            *slot = hand.points();
        }
        RoundResult {
            end,
            turns,
            refills,
            lost,
            players: hands.len().min(MAX_PLAYERS) as u8,
            points,
        }
    }

    /// The winning seat, if a hand was emptied.
    pub fn winner(&self) -> Option<usize> {
        match self.end {
            End::Won(seat) => Some(seat),
            End::Stuck | End::TurnLimit => None,
        }
    }

    /// The points left in each seat's hand (U6), by seat.
    pub fn hand_points(&self) -> &[u32] {
        &self.points[..usize::from(self.players)]
    }

    /// The winner's score: the points left in the other hands (Mattel's
    /// scoring, the blog's part 1), 0 when nobody won.
    pub fn winner_score(&self) -> u32 {
        match self.end {
            End::Won(_) => self.hand_points().iter().sum(),
            End::Stuck | End::TurnLimit => 0,
        }
    }
}
