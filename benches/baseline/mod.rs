//! The ceiling the engine is measured against: a loop written by hand for
//! the assignment's rules alone (the default [`Rules`](war_kata::Rules)),
//! and for nothing else.
//!
//! Two ring buffers of bytes hold the decks, the spoils are appended in the
//! order they are laid and put under the winner's deck as they lie; there
//! is no trace, no cycle watch and no count but the outcome and the number
//! of battles. It is not a second engine: it lives in the benchmark, and
//! `tests/baseline.rs` checks it against the engine on random decks by
//! including this very file.

/// The room of a ring: a power of two, so that stepping round it is a mask.
const RING: usize = 64;

/// The most cards a deal may hold: every card fits in either ring.
pub const MOST_CARDS: usize = RING;

/// "na de 1000ste slag": the battle after which the game is a draw.
const LIMIT: u32 = 1000;

/// Cards face down in a war ("drie kaarten").
const WAR_CARDS: usize = 3;

/// One player's deck: a ring of bytes, the top at `head`, the bottom just
/// before `tail`. Both count up without bound and are masked when used.
struct Ring {
    cards: [u8; RING],
    head: usize,
    tail: usize,
}

impl Ring {
    /// An empty deck.
    fn new() -> Ring {
        Ring {
            cards: [0; RING],
            head: 0,
            tail: 0,
        }
    }

    /// How many cards the deck holds.
    #[inline(always)]
    fn len(&self) -> usize {
        self.tail - self.head
    }

    /// Takes the top card of a deck known not to be empty.
    #[inline(always)]
    fn take(&mut self) -> u8 {
        let card = self.cards[self.head % RING];
        self.head += 1;
        card
    }

    /// Puts `card` at the bottom.
    #[inline(always)]
    fn put(&mut self, card: u8) {
        self.cards[self.tail % RING] = card;
        self.tail += 1;
    }
}

/// Plays `deck` by the assignment's rules, dealt alternately (the first card
/// to A), and returns the outcome's code (1 when A wins, -1 when B wins, 0
/// for a draw) and the number of battles played.
///
/// Rules, in order: at the start of a battle, the 1000-battle limit is
/// checked, then the empty decks (both empty: a draw); each puts their top
/// card on the pile, A first; the higher card takes the pile, as laid, under
/// its deck; equal cards start a war, which a player with fewer than three
/// cards loses (both short: a draw), and otherwise each lays three cards, A
/// first, and the next battle settles it.
///
/// # Panics
///
/// If `deck` holds more than [`MOST_CARDS`] cards.
pub fn play(deck: &[u8]) -> (i32, u32) {
    assert!(deck.len() <= MOST_CARDS, "a deal of at most {RING} cards");
    let (mut a, mut b) = (Ring::new(), Ring::new());
    for pair in deck.chunks(2) {
        a.put(pair[0]);
        if let Some(&card) = pair.get(1) {
            b.put(card);
        }
    }
    let mut pile = [0u8; RING];
    let mut laid = 0;
    let mut battles = 0;
    loop {
        if battles == LIMIT {
            return (0, battles);
        }
        match (a.len(), b.len()) {
            (0, 0) => return (0, battles),
            (0, _) => return (-1, battles),
            (_, 0) => return (1, battles),
            _ => {}
        }
        battles += 1;
        let (card_a, card_b) = (a.take(), b.take());
        pile[laid] = card_a;
        pile[laid + 1] = card_b;
        laid += 2;
        if card_a != card_b {
            let winner = if card_a > card_b { &mut a } else { &mut b };
            for &card in &pile[..laid] {
                winner.put(card);
            }
            laid = 0;
            continue;
        }
        match (a.len() < WAR_CARDS, b.len() < WAR_CARDS) {
            (true, true) => return (0, battles),
            (true, false) => return (-1, battles),
            (false, true) => return (1, battles),
            (false, false) => {}
        }
        for deck in [&mut a, &mut b] {
            for _ in 0..WAR_CARDS {
                pile[laid] = deck.take();
                laid += 1;
            }
        }
    }
}
