//! The engine's decks: a ring buffer of cards ([`Ring`]), the top at the
//! front, and both decks of a game of small cards held as bytes
//! ([`ByteDecks`]); each opened for the tight loop ([`OpenDeck`]).
//!
//! A deck is taken from at the top and added to at the bottom, and nothing
//! else, so a ring buffer is all it needs. Its room is a power of two, so
//! that stepping round the ring is a mask rather than a comparison; the deal
//! gives it room for every card of the game, and since cards are conserved a
//! game never makes it grow. It has the methods of
//! [`VecDeque`](std::collections::VecDeque) that the engine needs, under
//! the same names.

use std::fmt;

use crate::war::cards::Card;
use crate::war::rules::Deal;

/// A player's deck, top first: a ring buffer of cards.
///
/// ```
/// use war_kata::war::engine::Ring;
///
/// let mut deck = Ring::from([2, 4]);
/// assert_eq!(deck.pop_front(), Some(2));
/// deck.push_back(7);
/// assert_eq!(deck, Ring::from([4, 7]));
/// assert_eq!(deck.iter().copied().collect::<Vec<_>>(), vec![4, 7]);
/// ```
#[derive(Default)]
pub struct Ring {
    /// The ring; its length is zero or a power of two.
    ring: Box<[Card]>,
    /// Where the top card is in the ring.
    head: usize,
    /// How many cards the deck holds.
    len: usize,
}

impl Ring {
    /// An empty deck, with no room yet.
    pub fn new() -> Ring {
        Ring::default()
    }

    /// An empty deck with room for at least `capacity` cards.
    pub fn with_capacity(capacity: usize) -> Ring {
        let mut deck = Ring::new();
        deck.reserve(capacity);
        deck
    }

    /// How many cards the deck holds.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the deck holds no card.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many cards the deck has room for without growing.
    pub fn capacity(&self) -> usize {
        self.ring.len()
    }

    /// The position in the ring of the card `offset` from the top.
    #[inline]
    fn slot(&self, offset: usize) -> usize {
        (self.head + offset) & (self.ring.len().wrapping_sub(1))
    }

    /// Takes the top card, or `None` when the deck is empty.
    #[inline]
    pub fn pop_front(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        let card = self.ring[self.head];
        self.head = self.slot(1);
        self.len -= 1;
        Some(card)
    }

    /// Puts `card` at the bottom, growing the deck if it is full.
    #[inline]
    pub fn push_back(&mut self, card: Card) {
        if self.len == self.ring.len() {
            self.grow(self.len + 1);
        }
        let slot = self.slot(self.len);
        self.ring[slot] = card;
        self.len += 1;
    }

    /// Puts `cards` at the bottom, in order, growing the deck if it has
    /// not room enough.
    #[inline]
    pub fn extend_from_slice(&mut self, cards: &[Card]) {
        self.reserve(self.len + cards.len());
        // A plain battle's two cards, by far the most frequent case, go
        // without a loop.
        if let [first, second] = *cards {
            self.put(first);
            self.put(second);
        } else {
            for &card in cards {
                self.put(card);
            }
        }
    }

    /// Puts `card` at the bottom of a deck known to have room for it.
    #[inline(always)]
    fn put(&mut self, card: Card) {
        let slot = self.slot(self.len);
        self.ring[slot] = card;
        self.len += 1;
    }

    /// The top card, if any.
    pub fn front(&self) -> Option<Card> {
        (self.len > 0).then(|| self.ring[self.head])
    }

    /// Makes room for at least `capacity` cards in all.
    #[inline]
    pub fn reserve(&mut self, capacity: usize) {
        if capacity > self.ring.len() {
            self.grow(capacity);
        }
    }

    /// Moves the cards to a ring with room for at least `capacity`, the top
    /// card first.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, capacity: usize) {
        let room = capacity.max(4).next_power_of_two();
        let mut ring = vec![0; room].into_boxed_slice();
        let (first, second) = self.as_slices();
        ring[..first.len()].copy_from_slice(first);
        ring[first.len()..self.len].copy_from_slice(second);
        self.ring = ring;
        self.head = 0;
    }

    /// Removes every card, keeping the room.
    pub fn clear(&mut self) {
        self.head = 0;
        self.len = 0;
    }

    /// Replaces the cards with `cards`, top first, making room for them:
    /// written in place, with no check for room at every card.
    #[inline]
    pub(crate) fn refill_from(&mut self, cards: impl ExactSizeIterator<Item = Card>) {
        self.head = 0;
        self.len = 0;
        self.reserve(cards.len());
        self.len = cards.len();
        for (slot, card) in self.ring.iter_mut().zip(cards) {
            *slot = card;
        }
    }

    /// Replaces the cards of `a` and `b` with `deck` dealt one card each
    /// in turn, A first (A gets the odd card), top first, making room for
    /// them: a pair of cards at a time, with no check for room at each.
    #[inline]
    pub(crate) fn deal_alternately(a: &mut Ring, b: &mut Ring, deck: &[Card]) {
        let pairs = deck.chunks_exact(2);
        let (odd, dealt) = (pairs.remainder(), pairs.len());
        for (hand, len) in [(&mut *a, dealt + odd.len()), (&mut *b, dealt)] {
            hand.head = 0;
            hand.len = 0;
            hand.reserve(len);
            hand.len = len;
        }
        let slots = a.ring.iter_mut().zip(b.ring.iter_mut());
        for ((to_a, to_b), pair) in slots.zip(pairs) {
            *to_a = pair[0];
            *to_b = pair[1];
        }
        if let [card] = *odd {
            a.ring[dealt] = card;
        }
    }

    /// Replaces the cards with `first` then `second` (cards, or bytes
    /// widened): the deck must have room for them.
    #[inline]
    pub(crate) fn refill<T: Copy + Into<Card>>(&mut self, first: &[T], second: &[T]) {
        let (to_first, rest) = self.ring.split_at_mut(first.len());
        for (card, &held) in to_first.iter_mut().zip(first) {
            *card = held.into();
        }
        for (card, &held) in rest.iter_mut().zip(second) {
            *card = held.into();
        }
        self.head = 0;
        self.len = first.len() + second.len();
    }

    /// The cards, top first, as two slices: the second continues the first
    /// where the ring wraps round.
    pub fn as_slices(&self) -> (&[Card], &[Card]) {
        let end = self.head + self.len;
        if end <= self.ring.len() {
            (&self.ring[self.head..end], &[])
        } else {
            let wrapped = end - self.ring.len();
            (&self.ring[self.head..], &self.ring[..wrapped])
        }
    }

    /// The cards, top first.
    pub fn iter(&self) -> Iter<'_> {
        let (first, second) = self.as_slices();
        first.iter().chain(second)
    }
}

/// A deck opened for a run of plain battles ([`Ring::open`]): its ring,
/// and its top and length as plain numbers that the compiler keeps in
/// registers until [`Ring::close`] writes them back.
pub(crate) struct OpenRing<'d> {
    ring: &'d mut [Card],
    mask: usize,
    head: usize,
    len: usize,
}

impl Ring {
    /// Opens the deck for a run of plain battles. Its ring must have room
    /// for two cards more than both decks of the game hold together, as the
    /// engine gives it room for every card.
    #[inline(always)]
    pub(crate) fn open(&mut self) -> OpenRing<'_> {
        OpenRing {
            mask: self.ring.len().wrapping_sub(1),
            head: self.head,
            len: self.len,
            ring: &mut self.ring,
        }
    }

    /// Writes back the top and the length of the deck as it was opened
    /// ([`OpenRing::ends`]).
    #[inline(always)]
    pub(crate) fn close(&mut self, (head, len): (usize, usize)) {
        self.head = head;
        self.len = len;
    }
}

/// A deck as the cycle watch reads it, held as cards ([`Ring`]) or as
/// bytes (a deck of [`ByteDecks`]): its length, its top card, and its
/// cards, top first, as two slices of what holds them.
pub(crate) trait DeckView {
    /// What holds one card.
    type Held: Copy + Into<Card>;

    /// How many cards the deck holds.
    fn count(&self) -> usize;

    /// The top card, if any.
    fn top_card(&self) -> Option<Card>;

    /// The cards, top first: the second slice continues the first.
    fn slices(&self) -> (&[Self::Held], &[Self::Held]);

    /// Whether this deck holds the cards of `other`, in the same order.
    fn same_as(&self, other: &Ring) -> bool {
        let (first, second) = self.slices();
        self.count() == other.len()
            && first
                .iter()
                .chain(second)
                .map(|&held| held.into())
                .eq(other.iter().copied())
    }
}

impl DeckView for Ring {
    type Held = Card;

    #[inline(always)]
    fn count(&self) -> usize {
        self.len
    }

    #[inline(always)]
    fn top_card(&self) -> Option<Card> {
        self.front()
    }

    #[inline(always)]
    fn slices(&self) -> (&[Card], &[Card]) {
        self.as_slices()
    }

    /// Decks compare run by run ([`Ring`]'s `PartialEq`).
    fn same_as(&self, other: &Ring) -> bool {
        self == other
    }
}

/// A deck opened for a run of plain battles, as the tight loop plays it:
/// taken from at the top, added to at the bottom, with room for every card
/// of the game and two more. [`OpenRing`] opens a [`Ring`] of any cards;
/// [`OpenByteRing`] a deck of small cards held as bytes.
pub(crate) trait OpenDeck {
    /// Whether the hand's cards compare by value under every rule of
    /// comparison (none is one that Java's `Integer ==` compares otherwise).
    const BY_VALUE: bool = false;

    /// How many cards the hand holds.
    fn len(&self) -> usize;

    /// The top card of a hand known not to be empty.
    fn top(&self) -> Card;

    /// Takes away the top card of a hand known not to be empty.
    fn drop_top(&mut self);

    /// Puts `first` then `second` at the bottom if `wins`, and otherwise
    /// leaves the hand as it is. The two cards are written past the bottom
    /// either way, so that the choice is made without a jump: the ring has
    /// room for every card of the game, and the two written come from
    /// neither hand, so the slots past the bottom are free.
    fn put_pair_if(&mut self, wins: bool, first: Card, second: Card);

    /// Puts `cards` at the bottom, in order: the ring has room for every
    /// card of the game.
    fn put_all(&mut self, cards: &[Card]);

    /// Writes `card` `at` places past the bottom, leaving the hand as it
    /// is: the pile of a round laid out past both hands at once, each of
    /// its cards from neither hand, so that the winner takes it by growing
    /// ([`OpenDeck::take_laid_if`]). The ring has room for every card of the game.
    fn lay(&mut self, at: usize, card: Card);

    /// The card written `at` places past the bottom ([`OpenDeck::lay`]).
    fn laid(&self, at: usize) -> Card;

    /// Puts the `count` cards laid past the bottom ([`OpenDeck::lay`]) under
    /// the hand, as they lie, if `wins`, and otherwise leaves the hand as it
    /// is. Both hands are told, the winner's growing by `count` and the
    /// loser's by none, so that the choice is made without a jump: one
    /// round in two is won by each, which no branch predictor guesses (a
    /// jump here cost the kata's games 4%, `war stats`, builds run in turns).
    fn take_laid_if(&mut self, wins: bool, count: usize);

    /// Takes the top card of a hand known not to be empty.
    #[inline(always)]
    fn take(&mut self) -> Card {
        let card = self.top();
        self.drop_top();
        card
    }
}

impl OpenDeck for OpenRing<'_> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.len
    }

    #[inline(always)]
    fn top(&self) -> Card {
        self.ring[self.head & self.mask]
    }

    #[inline(always)]
    fn drop_top(&mut self) {
        self.head = (self.head + 1) & self.mask;
        self.len -= 1;
    }

    #[inline(always)]
    fn put_pair_if(&mut self, wins: bool, first: Card, second: Card) {
        let tail = self.head + self.len;
        self.ring[tail & self.mask] = first;
        self.ring[(tail + 1) & self.mask] = second;
        self.len += 2 * usize::from(wins);
    }

    #[inline(always)]
    fn put_all(&mut self, cards: &[Card]) {
        for &card in cards {
            self.ring[(self.head + self.len) & self.mask] = card;
            self.len += 1;
        }
    }

    #[inline(always)]
    fn lay(&mut self, at: usize, card: Card) {
        self.ring[(self.head + self.len + at) & self.mask] = card;
    }

    #[inline(always)]
    fn laid(&self, at: usize) -> Card {
        self.ring[(self.head + self.len + at) & self.mask]
    }

    #[inline(always)]
    fn take_laid_if(&mut self, wins: bool, count: usize) {
        self.len += count * usize::from(wins);
    }
}

impl OpenRing<'_> {
    /// The top and the length, for [`Ring::close`].
    #[inline(always)]
    pub(crate) fn ends(&self) -> (usize, usize) {
        (self.head, self.len)
    }
}

/// The most cards a game may hold for its decks to be played as bytes
/// ([`ByteDecks`]): a ring of 256 bytes has room for them and the two
/// cards written past the bottom.
pub(crate) const MOST_BYTE_CARDS: usize = 254;

/// Whether the decks `a` and `b` can be played as bytes: at most
/// [`MOST_BYTE_CARDS`] cards, each from 0 to 127. A byte holds such a card
/// exactly, and no such card is compared otherwise by Java's `Integer ==`
/// (its cache holds -128 to 127).
pub(crate) fn fits_bytes(a: &Ring, b: &Ring) -> bool {
    let (a, b) = (a.as_slices(), b.as_slices());
    a.0.len() + a.1.len() + b.0.len() + b.1.len() <= MOST_BYTE_CARDS
        && (card_bits(a.0) | card_bits(a.1) | card_bits(b.0) | card_bits(b.1)) < 128
}

/// [`fits_bytes`] for all the cards of a game in one slice, `cards`.
pub(crate) fn cards_fit_bytes(cards: &[Card]) -> bool {
    cards.len() <= MOST_BYTE_CARDS && card_bits(cards) < 128
}

/// The bits of all `cards` or-ed together, as unsigned numbers: a negative
/// card is a huge number as `u32`, and or-ing keeps it.
#[inline]
fn card_bits(cards: &[Card]) -> u32 {
    cards.iter().fold(0u32, |bits, &card| bits | card as u32)
}

/// Both decks of a game of small cards ([`fits_bytes`]) held as bytes, each
/// in a ring of 256 so that stepping round it is a byte's own wrapping:
/// the tight loop plays them with no mask and no bounds check.
#[derive(Clone)]
pub(crate) struct ByteDecks {
    a: ByteRing,
    b: ByteRing,
}

/// A deck of bytes: the top at `head`, the bottom just before `tail`.
#[derive(Clone)]
pub(crate) struct ByteRing {
    cards: [u8; 256],
    head: u8,
    tail: u8,
}

impl Default for ByteDecks {
    fn default() -> ByteDecks {
        let ring = ByteRing {
            cards: [0; 256],
            head: 0,
            tail: 0,
        };
        ByteDecks {
            a: ring.clone(),
            b: ring,
        }
    }
}

impl fmt::Debug for ByteDecks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ByteDecks")
    }
}

impl ByteRing {
    /// Copies `deck`'s cards, each fitting a byte, top first.
    #[inline]
    fn load(&mut self, deck: &Ring) {
        let (first, second) = deck.as_slices();
        let (to_first, rest) = self.cards.split_at_mut(first.len());
        for (byte, &card) in to_first.iter_mut().zip(first) {
            *byte = card as u8;
        }
        for (byte, &card) in rest.iter_mut().zip(second) {
            *byte = card as u8;
        }
        self.head = 0;
        self.tail = deck.len() as u8;
    }

    /// Copies the cards back into `deck`, which has room for them.
    #[inline]
    fn store(&self, deck: &mut Ring) {
        let (first, second) = self.slices();
        deck.refill(first, second);
    }

    /// Copies the cards of `dealt`, a ring a deal just wrote (its top at
    /// the ring's start), in whole chunks of [`COPY_CHUNK`] bytes: a
    /// fixed-size copy per chunk, one for a hand of up to 32 cards.
    #[inline(always)]
    fn copy_dealt(&mut self, dealt: &ByteRing) {
        debug_assert_eq!(dealt.head, 0, "a deal puts the top first");
        let chunks = usize::from(dealt.tail).div_ceil(COPY_CHUNK);
        let to = self.cards.chunks_exact_mut(COPY_CHUNK);
        for (to, from) in to.zip(dealt.cards.chunks_exact(COPY_CHUNK)).take(chunks) {
            to.copy_from_slice(from);
        }
        (self.head, self.tail) = (dealt.head, dealt.tail);
    }
}

/// The bytes [`ByteRing::copy_dealt`] copies at a time: the ring's 256 in
/// whole chunks.
const COPY_CHUNK: usize = 32;

impl DeckView for ByteRing {
    type Held = u8;

    #[inline(always)]
    fn count(&self) -> usize {
        usize::from(self.tail.wrapping_sub(self.head))
    }

    #[inline(always)]
    fn top_card(&self) -> Option<Card> {
        (self.head != self.tail).then(|| Card::from(self.cards[usize::from(self.head)]))
    }

    #[inline(always)]
    fn slices(&self) -> (&[u8], &[u8]) {
        let (head, tail) = (usize::from(self.head), usize::from(self.tail));
        if head <= tail {
            (&self.cards[head..tail], &[])
        } else {
            (&self.cards[head..], &self.cards[..tail])
        }
    }
}

impl ByteDecks {
    /// Both decks, for the cycle watch to read.
    #[inline(always)]
    pub(crate) fn view(&self) -> (&ByteRing, &ByteRing) {
        (&self.a, &self.b)
    }

    /// Copies the decks `a` and `b` in, which must fit ([`fits_bytes`]).
    #[inline]
    pub(crate) fn load(&mut self, a: &Ring, b: &Ring) {
        self.a.load(a);
        self.b.load(b);
    }

    /// Copies the decks back into `a` and `b`.
    #[inline]
    pub(crate) fn store(&self, a: &mut Ring, b: &mut Ring) {
        self.a.store(a);
        self.b.store(b);
    }

    /// Copies the decks a deal just wrote into `dealt` ([`deal_hands`]),
    /// without widening them to cards.
    #[inline]
    pub(crate) fn copy_dealt(&mut self, dealt: &ByteDecks) {
        self.a.copy_dealt(&dealt.a);
        self.b.copy_dealt(&dealt.b);
    }

    /// Opens both decks for a run of plain battles.
    #[inline(always)]
    pub(crate) fn open(&mut self) -> (OpenByteRing<'_>, OpenByteRing<'_>) {
        (
            OpenByteRing::open(&mut self.a),
            OpenByteRing::open(&mut self.b),
        )
    }

    /// Writes back the top and the bottom of both decks as they were
    /// opened ([`OpenByteRing::ends`]).
    #[inline(always)]
    pub(crate) fn close(&mut self, a: (u8, u8), b: (u8, u8)) {
        (self.a.head, self.a.tail) = a;
        (self.b.head, self.b.tail) = b;
    }
}

/// The two hands a deal writes, A's and B's, whatever holds them (or
/// whatever is worked out from them): the deal's rule
/// ([`Rules::deal`](crate::war::rules::Rules::deal)) is stated once, over
/// this, in [`deal_hands`].
pub(crate) trait DealTarget {
    /// Replaces the hands with `deck` dealt one card each in turn, A first
    /// (A gets the odd card), top first.
    fn deal_alternately(&mut self, deck: &[Card]);

    /// Replaces A's hand with `first` and B's with `second`, top first.
    fn deal_halves(&mut self, first: &[Card], second: &[Card]);
}

/// Rule: with [`Deal::Alternate`] (the assignment's), the first card of
/// `deck` to A, the second to B, and so on; with [`Deal::Halves`], the
/// first half to A (A gets the odd card). The first card a player receives
/// is the top of their deck; the `hands` hold nothing else afterwards.
#[inline]
pub(crate) fn deal_hands(hands: &mut impl DealTarget, deck: &[Card], deal: Deal) {
    match deal {
        Deal::Alternate => hands.deal_alternately(deck),
        Deal::Halves => {
            let (first, second) = deck.split_at(deck.len().div_ceil(2));
            hands.deal_halves(first, second);
        }
    }
}

/// A's deck and B's, given room for their cards.
impl DealTarget for (&mut Ring, &mut Ring) {
    #[inline]
    fn deal_alternately(&mut self, deck: &[Card]) {
        Ring::deal_alternately(self.0, self.1, deck);
    }

    #[inline]
    fn deal_halves(&mut self, first: &[Card], second: &[Card]) {
        self.0.refill_from(first.iter().copied());
        self.1.refill_from(second.iter().copied());
    }
}

/// The byte decks, for a deck whose cards fit them ([`cards_fit_bytes`]).
impl DealTarget for ByteDecks {
    #[inline]
    fn deal_alternately(&mut self, deck: &[Card]) {
        let pairs = deck.chunks_exact(2);
        let (odd, dealt) = (pairs.remainder(), pairs.len());
        let slots = self.a.cards.iter_mut().zip(self.b.cards.iter_mut());
        for ((to_a, to_b), pair) in slots.zip(pairs) {
            *to_a = pair[0] as u8;
            *to_b = pair[1] as u8;
        }
        if let [card] = *odd {
            self.a.cards[dealt] = card as u8;
        }
        (self.a.head, self.a.tail) = (0, (dealt + odd.len()) as u8);
        (self.b.head, self.b.tail) = (0, dealt as u8);
    }

    #[inline]
    fn deal_halves(&mut self, first: &[Card], second: &[Card]) {
        for (ring, cards) in [(&mut self.a, first), (&mut self.b, second)] {
            for (byte, &card) in ring.cards.iter_mut().zip(cards) {
                *byte = card as u8;
            }
            (ring.head, ring.tail) = (0, cards.len() as u8);
        }
    }
}

/// A deck of bytes opened for a run of plain battles: its top and bottom
/// kept in registers until [`ByteDecks::close`].
pub(crate) struct OpenByteRing<'r> {
    cards: &'r mut [u8; 256],
    head: u8,
    tail: u8,
}

impl OpenByteRing<'_> {
    /// Opens `ring`.
    #[inline(always)]
    fn open(ring: &mut ByteRing) -> OpenByteRing<'_> {
        OpenByteRing {
            head: ring.head,
            tail: ring.tail,
            cards: &mut ring.cards,
        }
    }

    /// The top and the bottom, for [`ByteDecks::close`].
    #[inline(always)]
    pub(crate) fn ends(&self) -> (u8, u8) {
        (self.head, self.tail)
    }
}

impl OpenDeck for OpenByteRing<'_> {
    /// A card from 0 to 127 ([`fits_bytes`]).
    const BY_VALUE: bool = true;

    #[inline(always)]
    fn len(&self) -> usize {
        usize::from(self.tail.wrapping_sub(self.head))
    }

    #[inline(always)]
    fn top(&self) -> Card {
        Card::from(self.cards[usize::from(self.head)])
    }

    #[inline(always)]
    fn drop_top(&mut self) {
        self.head = self.head.wrapping_add(1);
    }

    #[inline(always)]
    fn put_pair_if(&mut self, wins: bool, first: Card, second: Card) {
        self.cards[usize::from(self.tail)] = first as u8;
        self.cards[usize::from(self.tail.wrapping_add(1))] = second as u8;
        self.tail = self.tail.wrapping_add(2 * u8::from(wins));
    }

    #[inline(always)]
    fn put_all(&mut self, cards: &[Card]) {
        for &card in cards {
            self.cards[usize::from(self.tail)] = card as u8;
            self.tail = self.tail.wrapping_add(1);
        }
    }

    #[inline(always)]
    fn lay(&mut self, at: usize, card: Card) {
        self.cards[usize::from(self.tail.wrapping_add(at as u8))] = card as u8;
    }

    #[inline(always)]
    fn laid(&self, at: usize) -> Card {
        Card::from(self.cards[usize::from(self.tail.wrapping_add(at as u8))])
    }

    #[inline(always)]
    fn take_laid_if(&mut self, wins: bool, count: usize) {
        self.tail = self.tail.wrapping_add(count as u8 * u8::from(wins));
    }
}

impl Clone for Ring {
    fn clone(&self) -> Ring {
        Ring {
            ring: self.ring.clone(),
            head: self.head,
            len: self.len,
        }
    }

    /// Copies `source`'s cards into this deck's ring, which grows only if
    /// it is too small.
    fn clone_from(&mut self, source: &Ring) {
        if self.ring.len() == source.ring.len() {
            self.ring.copy_from_slice(&source.ring);
            self.head = source.head;
            self.len = source.len;
        } else {
            self.clear();
            self.reserve(source.len);
            self.extend(source.iter());
        }
    }
}

/// The iterator of [`Ring::iter`].
pub type Iter<'a> = std::iter::Chain<std::slice::Iter<'a, Card>, std::slice::Iter<'a, Card>>;

impl PartialEq for Ring {
    /// Decks are equal when they hold the same cards in the same order,
    /// wherever their rings start.
    fn eq(&self, other: &Ring) -> bool {
        if self.len != other.len {
            return false;
        }
        let (mut left, mut right) = (self.as_slices(), other.as_slices());
        // Compare runs that are contiguous on both sides, whole slices at
        // a time.
        loop {
            if left.0.is_empty() {
                left = (left.1, &[]);
            }
            if right.0.is_empty() {
                right = (right.1, &[]);
            }
            if left.0.is_empty() {
                return true;
            }
            let run = left.0.len().min(right.0.len());
            if left.0[..run] != right.0[..run] {
                return false;
            }
            left.0 = &left.0[run..];
            right.0 = &right.0[run..];
        }
    }
}

impl Eq for Ring {}

impl fmt::Debug for Ring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Extend<Card> for Ring {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, cards: I) {
        for card in cards {
            self.push_back(card);
        }
    }
}

impl<'a> Extend<&'a Card> for Ring {
    fn extend<I: IntoIterator<Item = &'a Card>>(&mut self, cards: I) {
        for &card in cards {
            self.push_back(card);
        }
    }
}

impl FromIterator<Card> for Ring {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> Ring {
        let mut deck = Ring::new();
        deck.extend(cards);
        deck
    }
}

impl<const N: usize> From<[Card; N]> for Ring {
    fn from(cards: [Card; N]) -> Ring {
        Ring::from(&cards[..])
    }
}

impl From<&[Card]> for Ring {
    fn from(cards: &[Card]) -> Ring {
        let mut deck = Ring::with_capacity(cards.len());
        deck.extend(cards);
        deck
    }
}

impl<'a> IntoIterator for &'a Ring {
    type Item = &'a Card;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_wraps_round_its_ring() {
        let mut deck = Ring::with_capacity(4);
        assert_eq!(deck.capacity(), 4);
        deck.extend([1, 2, 3, 4]);
        assert_eq!(deck.pop_front(), Some(1));
        assert_eq!(deck.pop_front(), Some(2));
        deck.push_back(5);
        deck.push_back(6);
        assert_eq!(deck.capacity(), 4, "no growth while there is room");
        assert_eq!(deck.as_slices(), (&[3, 4][..], &[5, 6][..]));
        assert_eq!(deck, Ring::from([3, 4, 5, 6]));
        assert_eq!(format!("{deck:?}"), "[3, 4, 5, 6]");
    }

    #[test]
    fn a_full_deck_grows_and_keeps_its_order() {
        let mut deck = Ring::from([1, 2, 3, 4]);
        deck.pop_front();
        deck.push_back(5);
        deck.push_back(6);
        assert_eq!(deck.capacity(), 8);
        assert_eq!(deck.iter().copied().collect::<Vec<_>>(), [2, 3, 4, 5, 6]);
        let mut empty = Ring::new();
        assert_eq!(empty.pop_front(), None);
        empty.push_back(9);
        assert_eq!(empty.front(), Some(9));
    }

    #[test]
    fn equal_decks_may_start_anywhere_in_their_rings() {
        let mut shifted = Ring::with_capacity(8);
        shifted.extend([0, 0, 0, 0, 0, 0]);
        for _ in 0..6 {
            shifted.pop_front();
        }
        shifted.extend([1, 2, 3, 4, 5]);
        assert_eq!(shifted, Ring::from([1, 2, 3, 4, 5]));
        assert_ne!(shifted, Ring::from([1, 2, 3, 4, 6]));
        assert_ne!(shifted, Ring::from([1, 2, 3, 4]));
        assert_eq!(Ring::new(), Ring::from([]));
    }

    #[test]
    fn an_empty_deck_has_no_top_card() {
        assert_eq!(Ring::new().front(), None);
        assert_eq!(Ring::with_capacity(4).front(), None);
    }

    #[test]
    fn reserving_the_room_a_deck_has_keeps_its_ring() {
        let mut deck = Ring::from([1, 2, 3, 4]);
        deck.pop_front();
        deck.push_back(5);
        let before = deck.as_slices().0.as_ptr();
        deck.reserve(4);
        assert_eq!(deck.as_slices().0.as_ptr(), before);
        assert_eq!(deck.capacity(), 4);
        deck.reserve(5);
        assert_eq!(deck.capacity(), 8);
        assert_eq!(deck, Ring::from([2, 3, 4, 5]));
    }

    #[test]
    fn clear_empties_the_deck_and_keeps_its_room() {
        let mut deck = Ring::from([1, 2, 3]);
        deck.clear();
        assert!(deck.is_empty());
        assert_eq!(deck.pop_front(), None);
        assert_eq!(deck.capacity(), 4);
    }

    #[test]
    fn clone_from_copies_between_rings_of_any_room() {
        let source = Ring::from([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        let mut small = Ring::with_capacity(4);
        small.clone_from(&source);
        assert_eq!(small, source);
        let mut same = Ring::with_capacity(16);
        same.clone_from(&source);
        assert_eq!(same, source);
        let mut wrapped = Ring::from([0, 0, 0, 0]);
        wrapped.pop_front();
        wrapped.push_back(7);
        let mut copy = Ring::from([9, 9, 9]);
        copy.clone_from(&wrapped);
        assert_eq!(copy, Ring::from([0, 0, 0, 7]));
    }

    #[test]
    fn only_decks_of_small_cards_fit_bytes() {
        let deck = |cards: &[Card]| Ring::from(cards);
        assert!(fits_bytes(&deck(&[0, 127]), &deck(&[5])));
        assert!(!fits_bytes(&deck(&[0, 128]), &deck(&[5])));
        assert!(!fits_bytes(&deck(&[3]), &deck(&[-1])));
        assert!(!fits_bytes(&deck(&[3]), &deck(&[Card::MIN])));
        let many: Ring = std::iter::repeat_n(7, MOST_BYTE_CARDS - 1).collect();
        assert!(fits_bytes(&many, &deck(&[9])));
        assert!(!fits_bytes(&many, &deck(&[9, 9])));
        // The same of the cards in one slice, and of a deck wrapped round
        // its ring.
        for (a, b) in [(&[0, 127][..], &[5][..]), (&[0, 128], &[5]), (&[3], &[-1])] {
            let all = [a, b].concat();
            assert_eq!(cards_fit_bytes(&all), fits_bytes(&deck(a), &deck(b)));
        }
        let all = vec![7; MOST_BYTE_CARDS];
        assert!(cards_fit_bytes(&all) && !cards_fit_bytes(&[all, vec![7]].concat()));
        let mut wrapped = Ring::with_capacity(4);
        wrapped.extend([1, 2, 3, 4]);
        wrapped.pop_front();
        wrapped.push_back(200);
        assert_eq!(wrapped.as_slices(), (&[2, 3, 4][..], &[200][..]));
        assert!(!fits_bytes(&wrapped, &deck(&[1])));
    }

    #[test]
    fn decks_held_as_bytes_play_and_come_back_as_cards() {
        let (mut a, mut b) = (Ring::with_capacity(8), Ring::with_capacity(8));
        a.extend([1, 2, 3]);
        b.extend([9, 8]);
        let mut bytes = ByteDecks::default();
        bytes.load(&a, &b);
        {
            let (mut hand_a, mut hand_b) = bytes.open();
            assert_eq!((hand_a.len(), hand_b.len()), (3, 2));
            assert_eq!((hand_a.take(), hand_b.take()), (1, 9));
            hand_b.put_pair_if(true, 1, 9);
            hand_a.put_pair_if(false, 1, 9);
            hand_a.put_all(&[127, 0]);
            assert_eq!((hand_a.len(), hand_b.len()), (4, 3));
            let ends = (hand_a.ends(), hand_b.ends());
            bytes.close(ends.0, ends.1);
        }
        let (view_a, view_b) = bytes.view();
        assert_eq!(view_a.top_card(), Some(2));
        assert!(view_b.same_as(&Ring::from([8, 1, 9])));
        bytes.store(&mut a, &mut b);
        assert_eq!(a, Ring::from([2, 3, 127, 0]));
        assert_eq!(b, Ring::from([8, 1, 9]));
    }

    #[test]
    fn a_deck_of_bytes_wraps_round_its_ring() {
        let (mut a, mut b) = (Ring::from([1, 2, 3]), Ring::from([4]));
        let mut bytes = ByteDecks::default();
        bytes.load(&a, &b);
        let (mut hand_a, hand_b) = bytes.open();
        // Each turn moves the top card to the bottom: after 254 turns the
        // top is at slot 254 and the deck runs past the ring's end.
        for _ in 0..254 {
            let card = hand_a.take();
            hand_a.put_all(&[card]);
        }
        let ends = (hand_a.ends(), hand_b.ends());
        bytes.close(ends.0, ends.1);
        bytes.store(&mut a, &mut b);
        // 254 = 3 * 84 + 2: two cards moved past whole rounds of the three.
        assert_eq!(a, Ring::from([3, 1, 2]));
        assert_eq!(b, Ring::from([4]));
    }

    #[test]
    fn a_deck_iterates_by_reference_top_first() {
        let deck = Ring::from([3, 1, 2]);
        let mut seen = Vec::new();
        for &card in &deck {
            seen.push(card);
        }
        assert_eq!(seen, [3, 1, 2]);
    }

    #[test]
    fn dealt_alternately_a_gets_the_odd_cards_and_the_odd_one_out() {
        // Decks that held more before, and wrapped round their rings.
        let (mut a, mut b) = (Ring::from([9; 7]), Ring::from([8; 7]));
        for _ in 0..5 {
            a.pop_front();
            a.push_back(7);
        }
        for deck in [
            &[][..],
            &[4],
            &[4, 5],
            &[1, 2, 3, 4, 5],
            &[6, 5, 4, 3, 2, 1],
        ] {
            Ring::deal_alternately(&mut a, &mut b, deck);
            let every_other = |from| deck.iter().skip(from).step_by(2).copied().collect::<Ring>();
            assert_eq!(a, every_other(0), "{deck:?}");
            assert_eq!(b, every_other(1), "{deck:?}");
        }
        // Room is made when there is too little.
        let (mut a, mut b) = (Ring::new(), Ring::new());
        Ring::deal_alternately(&mut a, &mut b, &[5, 6, 7]);
        assert_eq!((a, b), (Ring::from([5, 7]), Ring::from([6])));
    }

    #[test]
    fn a_copy_of_dealt_byte_decks_holds_every_card_of_hands_of_any_length() {
        // DealTarget from empty to the most cards bytes hold, across the copy's
        // 32-byte chunks; the copy starts with other cards in it.
        let mut copy = ByteDecks::default();
        copy.load(&Ring::from([127; 200]), &Ring::from([126; 54]));
        for cards in [0, 1, 2, 31, 63, 64, 65, 66, 129, 200, MOST_BYTE_CARDS] {
            let deck: Vec<Card> = (0..cards).map(|card| (card * 7 % 128) as Card).collect();
            for deal in [Deal::Alternate, Deal::Halves] {
                let mut dealt = ByteDecks::default();
                deal_hands(&mut dealt, &deck, deal);
                copy.copy_dealt(&dealt);
                let (mut a, mut b) = (Ring::with_capacity(cards), Ring::with_capacity(cards));
                copy.store(&mut a, &mut b);
                let (mut hand_a, mut hand_b) = (Ring::new(), Ring::new());
                deal_hands(&mut (&mut hand_a, &mut hand_b), &deck, deal);
                assert_eq!((a, b), (hand_a, hand_b), "{cards} cards, {deal:?}");
            }
        }
    }
}
