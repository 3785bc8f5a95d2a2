//! A player's hand: its cards in hand order, with the sets of cards of
//! each colour and of each value kept ready, so that what a player may put
//! down and what a strategy chooses are a few operations on bits rather
//! than a search through the hand.
//!
//! Every card of a hand has a *place*, from 0 to 127, which it keeps while
//! it is in the hand: the cards dealt take places 0 to 6 in their sorted
//! order, and each card drawn takes the place after the last one given, so
//! that the order of the places is the hand order (U4: sorted at the deal,
//! drawn cards appended). Playing a card frees its place and moves no other
//! card. A set of places is a `u128`, bit `p` for place `p`; when the
//! places run out the cards are moved down to places 0, 1, ... in the same
//! order (a hand never holds more than the 108 cards of the deck).

use std::fmt;

use crate::uno::card::{Card, Colour, Value};

/// How many places a hand has.
const PLACES: usize = 128;

/// A set of places of a hand: bit `p` for place `p`.
pub type Places = u128;

/// The value number of no value, whose set of places is always empty: what
/// a demand of a colour alone matches by value.
pub const NO_VALUE: usize = 15;

/// A player's hand. See the module's documentation for its places.
///
/// ```
/// use war_kata::uno::card::parse_cards;
/// use war_kata::uno::{Colour, Hand};
///
/// let mut hand = Hand::default();
/// hand.deal(parse_cards("G1 R5 W").unwrap());
/// let drawn = hand.push("R2".parse().unwrap());
/// assert_eq!(hand.to_string(), "R5 G1 W R2");
/// assert_eq!(hand.of_colour(Colour::Red), 1 << 0 | 1 << drawn);
/// hand.take(0);
/// assert_eq!(hand.to_string(), "G1 W R2");
/// assert_eq!(hand.index_of(drawn), 2);
/// ```
#[derive(Clone)]
pub struct Hand {
    /// The places held.
    held: Places,
    /// The places of the cards of each colour, by colour number.
    colours: [Places; 5],
    /// The places of the cards of each value, by value number (0 to 14),
    /// and an empty set for [`NO_VALUE`].
    values: [Places; 16],
    /// How many cards of each colour the hand holds, by colour number
    /// (kept beside the sets: counting a set's bits is slow on processors
    /// without a popcount instruction, the compiler's default).
    colour_counts: [u8; 5],
    /// How many cards of each value the hand holds, by value number (0 for
    /// [`NO_VALUE`]).
    value_counts: [u8; 16],
    /// The place the next card drawn takes.
    next: usize,
    /// The card at each place (those of places not held are left over).
    cards: [Card; PLACES],
}

impl Default for Hand {
    /// An empty hand.
    fn default() -> Hand {
        Hand {
            held: 0,
            colours: [0; 5],
            values: [0; 16],
            colour_counts: [0; 5],
            value_counts: [0; 16],
            next: 0,
            cards: [Card::WILD; PLACES],
        }
    }
}

impl Hand {
    /// Empties the hand and puts `cards` in it sorted by colour and value
    /// (the original program's `ShowHand`, U4). At most 128 cards are kept.
    pub fn deal(&mut self, cards: impl IntoIterator<Item = Card>) {
        self.clear();
        let mut dealt = 0;
        for (slot, card) in self.cards.iter_mut().zip(cards) {
            *slot = card;
            dealt += 1;
        }
        self.cards[..dealt].sort_unstable();
        for place in 0..dealt {
            self.hold(place);
        }
        self.next = dealt;
    }

    /// Empties the hand.
    pub fn clear(&mut self) {
        self.held = 0;
        self.colours = [0; 5];
        self.values = [0; 16];
        self.colour_counts = [0; 5];
        self.value_counts = [0; 16];
        self.next = 0;
    }

    /// Adds `card` at the end of the hand and returns its place.
    ///
    /// # Panics
    ///
    /// If the hand already holds 128 cards (a deck has 108).
    #[inline(always)]
    pub fn push(&mut self, card: Card) -> usize {
        if self.next == PLACES {
            self.move_down();
        }
        let place = self.next;
        self.cards[place] = card;
        self.hold(place);
        self.next += 1;
        place
    }

    /// Takes the card at `place` out of the hand.
    ///
    /// # Panics
    ///
    /// If no card is at `place`.
    #[inline(always)]
    pub fn take(&mut self, place: usize) -> Card {
        assert!(self.held >> place & 1 == 1, "no card at place {place}");
        let card = self.cards[place];
        let bit = !(1 << place);
        self.held &= bit;
        self.colours[card.colour_number()] &= bit;
        self.values[card.value_number()] &= bit;
        self.colour_counts[card.colour_number()] -= 1;
        self.value_counts[card.value_number()] -= 1;
        card
    }

    /// The card at `place`, if the hand holds one there.
    #[inline(always)]
    pub fn card(&self, place: usize) -> Option<Card> {
        (place < PLACES && self.held >> place & 1 == 1).then(|| self.cards[place])
    }

    /// How many cards the hand holds.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.held.count_ones() as usize
    }

    /// Whether the hand is empty.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.held == 0
    }

    /// The places of every card held.
    #[inline(always)]
    pub fn places(&self) -> Places {
        self.held
    }

    /// The places of the cards of `colour` (of the wild cards for
    /// [`Colour::Wild`]).
    #[inline(always)]
    pub fn of_colour(&self, colour: Colour) -> Places {
        self.colours[colour as usize]
    }

    /// The places of the cards of colour number `colour` (0 to 4, see
    /// [`Card::colour_number`]).
    #[inline(always)]
    pub fn of_colour_number(&self, colour: usize) -> Places {
        self.colours[colour]
    }

    /// The places of the cards of value number `value` (0 to 14, see
    /// [`Card::value_number`]), whatever their colour; none for
    /// [`NO_VALUE`].
    #[inline(always)]
    pub fn of_value_number(&self, value: usize) -> Places {
        self.values[value]
    }

    /// The places of the cards of `value`, whatever their colour.
    #[inline(always)]
    pub fn of_value(&self, value: Value) -> Places {
        self.values[usize::from(value.index())]
    }

    /// How many cards of colour number `colour` the hand holds.
    #[inline(always)]
    pub fn count_of_colour(&self, colour: usize) -> u32 {
        u32::from(self.colour_counts[colour])
    }

    /// How many cards of value number `value` the hand holds (0 for
    /// [`NO_VALUE`]).
    #[inline(always)]
    pub fn count_of_value(&self, value: usize) -> u32 {
        u32::from(self.value_counts[value])
    }

    /// The place of the last card in hand order, if any.
    #[inline(always)]
    pub fn last(&self) -> Option<usize> {
        last(self.held)
    }

    /// Where the card at `place` is in hand order, from 0.
    #[inline(always)]
    pub fn index_of(&self, place: usize) -> usize {
        let before = (1u128 << place.min(PLACES - 1)) - 1;
        (self.held & before).count_ones() as usize
    }

    /// The cards in hand order.
    pub fn iter(&self) -> Cards<'_> {
        Cards {
            hand: self,
            left: self.held,
        }
    }

    /// The cards in hand order, each with its place.
    pub fn placed(&self) -> impl Iterator<Item = (usize, Card)> + '_ {
        Bits(self.held).map(|place| (place, self.cards[place]))
    }

    /// The cards in hand order, as a vector.
    pub fn to_vec(&self) -> Vec<Card> {
        self.iter().copied().collect()
    }

    /// The points of the cards in the hand (U6).
    pub fn points(&self) -> u32 {
        self.iter().map(|card| card.points()).sum()
    }

    /// Marks the card at `place` as held, in the sets of its colour and
    /// value.
    #[inline(always)]
    fn hold(&mut self, place: usize) {
        let card = self.cards[place];
        let bit = 1 << place;
        self.held |= bit;
        self.colours[card.colour_number()] |= bit;
        self.values[card.value_number()] |= bit;
        self.colour_counts[card.colour_number()] += 1;
        self.value_counts[card.value_number()] += 1;
    }

    /// The places have run out: the cards move down to places 0, 1, ... in
    /// hand order.
    #[cold]
    #[inline(never)]
    fn move_down(&mut self) {
        let held = self.held;
        self.clear();
        for place in Bits(held) {
            self.cards[self.next] = self.cards[place];
            self.hold(self.next);
            self.next += 1;
        }
    }
}

/// The lowest place of `places`, if any: the first card in hand order.
#[inline(always)]
pub fn first(places: Places) -> Option<usize> {
    (places != 0).then(|| places.trailing_zeros() as usize)
}

/// The highest place of `places`, if any: the last card in hand order.
#[inline(always)]
pub fn last(places: Places) -> Option<usize> {
    (places != 0).then(|| (PLACES - 1) - places.leading_zeros() as usize)
}

/// The places of a set, lowest first.
struct Bits(Places);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        let place = first(self.0)?;
        self.0 &= self.0 - 1;
        Some(place)
    }
}

/// The cards of a hand in hand order ([`Hand::iter`]).
#[derive(Debug, Clone)]
pub struct Cards<'a> {
    hand: &'a Hand,
    left: Places,
}

impl<'a> Iterator for Cards<'a> {
    type Item = &'a Card;

    #[inline(always)]
    fn next(&mut self) -> Option<&'a Card> {
        let place = first(self.left)?;
        self.left &= self.left - 1;
        Some(&self.hand.cards[place])
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.left.count_ones() as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Cards<'_> {}

impl<'a> IntoIterator for &'a Hand {
    type Item = &'a Card;
    type IntoIter = Cards<'a>;

    fn into_iter(self) -> Cards<'a> {
        self.iter()
    }
}

impl FromIterator<Card> for Hand {
    /// A hand holding `cards` in the order given, as if drawn one by one.
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> Hand {
        let mut hand = Hand::default();
        for card in cards {
            hand.push(card);
        }
        hand
    }
}

impl PartialEq for Hand {
    /// Two hands are equal when they hold the same cards in the same order,
    /// wherever their places.
    fn eq(&self, other: &Hand) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for Hand {}

impl fmt::Display for Hand {
    /// The cards in hand order, separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, card) in self.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uno::card::{build_order, parse_cards};

    /// The sets of a hand, worked out from its cards one by one.
    fn sets_by_search(hand: &Hand) -> ([Places; 5], [Places; 16]) {
        let mut colours = [0; 5];
        let mut values = [0; 16];
        for (place, card) in hand.placed() {
            colours[card.colour() as usize] |= 1 << place;
            values[card.value_number()] |= 1 << place;
        }
        (colours, values)
    }

    #[test]
    fn the_deal_sorts_and_drawn_cards_go_last() {
        let mut hand = Hand::default();
        hand.deal(parse_cards("W G1 WD R9 B0").unwrap());
        assert_eq!(hand.to_string(), "R9 B0 G1 WD W");
        let place = hand.push("RS".parse().unwrap());
        assert_eq!(place, 5);
        assert_eq!(hand.last(), Some(5));
        assert_eq!(hand.take(1).to_string(), "B0");
        assert_eq!(hand.to_string(), "R9 G1 WD W RS");
        assert_eq!(hand.index_of(place), 4);
        assert_eq!(hand.card(1), None);
        assert_eq!(hand.len(), 5);
        assert_eq!(hand.points(), 9 + 1 + 50 + 50 + 20);
    }

    #[test]
    fn the_sets_follow_every_card_in_and_out_even_when_places_run_out() {
        let deck = build_order();
        let mut hand = Hand::default();
        hand.deal(deck[..7].iter().copied());
        let mut order = hand.to_vec();
        // Draw the deck round and round, playing every third card held, so
        // that the places run out several times.
        for (turn, &card) in deck.iter().cycle().take(1000).enumerate() {
            hand.push(card);
            order.push(card);
            if turn % 3 == 0 || order.len() > 100 {
                let index = turn % order.len();
                let place = hand.placed().nth(index).unwrap().0;
                assert_eq!(hand.index_of(place), index);
                assert_eq!(hand.take(place), order.remove(index));
            }
            assert_eq!(hand.to_vec(), order);
            assert_eq!(hand.len(), order.len());
            let (colours, values) = sets_by_search(&hand);
            assert_eq!((hand.colours, hand.values), (colours, values));
            for colour in Colour::ALL {
                let held = order.iter().filter(|card| card.colour() == colour).count();
                assert_eq!(hand.count_of_colour(colour as usize) as usize, held);
            }
            for &card in &deck {
                let held = order.iter().filter(|c| c.value() == card.value()).count();
                assert_eq!(hand.count_of_value(card.value_number()) as usize, held);
            }
            assert_eq!(hand.of_value_number(NO_VALUE), 0);
            assert_eq!(hand.count_of_value(NO_VALUE), 0);
            assert_eq!(hand.places(), colours.iter().fold(0, |all, set| all | set));
        }
        assert_eq!(hand.len(), 100);
    }
}
