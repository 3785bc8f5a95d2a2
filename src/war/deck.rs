//! A player's deck: taken from at the top and added to at the bottom, the
//! assignment's `ArrayList<Integer>` used as a queue, here a
//! [`VecDeque`] of cards with the top at the front.

use std::collections::VecDeque;

use crate::war::cards::Card;

/// A player's deck, top first.
///
/// ```
/// use war_kata::Deck;
///
/// let mut deck = Deck::from([2, 4]);
/// assert_eq!(deck.pop_front(), Some(2));
/// deck.push_back(7);
/// assert_eq!(deck, Deck::from([4, 7]));
/// ```
pub type Deck = VecDeque<Card>;
