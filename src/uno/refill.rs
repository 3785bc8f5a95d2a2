//! How cards go back into the draw pile: the order of a refill from the
//! discard pile, and where a card put back goes. The engine draws no
//! randomness of its own; a shuffled refill takes a generator from outside.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt as _};

use crate::uno::card::Card;

/// How cards go back into the draw pile.
///
/// The draw pile is held with its top card last, so a slice given here
/// lists the pile from its bottom to its top.
pub trait Refill {
    /// Puts in order the cards that become the new draw pile, given bottom
    /// first, with the card that went on the discard pile first on top.
    fn order(&mut self, cards: &mut [Card]);

    /// Puts `card` back into the draw pile `pile` (bottom first): a Wild
    /// Draw Four turned up as the first discard under the official rules.
    fn put_back(&mut self, pile: &mut Vec<Card>, card: Card);
}

/// The deterministic refill that fixtures and `uno winner` use: the
/// discard pile except its top card becomes the draw pile as it lies, the
/// card that went on the discard pile first now on top (`oldest-first`). A
/// card put back goes to the bottom of the draw pile.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OldestFirst;

impl Refill for OldestFirst {
    #[inline(always)]
    fn order(&mut self, _cards: &mut [Card]) {}

    fn put_back(&mut self, pile: &mut Vec<Card>, card: Card) {
        pile.insert(0, card);
    }
}

/// A refill shuffled by Fisher-Yates from the generator it holds, as the
/// original program shuffles its discard pile (U3, U5). A card put back
/// goes to a random place in the draw pile, which is as good as shuffling
/// it in.
#[derive(Debug, Clone)]
pub struct Shuffled<R>(pub R);

impl<R: Rng> Refill for Shuffled<R> {
    fn order(&mut self, cards: &mut [Card]) {
        cards.shuffle(&mut self.0);
    }

    fn put_back(&mut self, pile: &mut Vec<Card>, card: Card) {
        let place = self.0.random_range(0..=pile.len());
        pile.insert(place, card);
    }
}

/// A misread refill: the discard pile except its top card becomes the draw
/// pile the other way up, the card put on the discard pile last (just
/// under its top) drawn first (`newest-first`), as a port that copies its
/// discard list, newest card last, into a draw pile drawn from the end
/// plays it. A card put back goes to the bottom, as with [`OldestFirst`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NewestFirst;

impl Refill for NewestFirst {
    fn order(&mut self, cards: &mut [Card]) {
        cards.reverse();
    }

    fn put_back(&mut self, pile: &mut Vec<Card>, card: Card) {
        pile.insert(0, card);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uno::card::parse_cards;

    #[test]
    fn newest_first_turns_the_refill_the_other_way_up() {
        let discarded = parse_cards("R1 R2 R3").unwrap();
        let (mut oldest, mut newest) = (discarded.clone(), discarded.clone());
        OldestFirst.order(&mut oldest);
        NewestFirst.order(&mut newest);
        // The draw pile's top is its last card.
        assert_eq!(oldest.last(), discarded.last());
        assert_eq!(newest.last(), discarded.first());
    }
}
