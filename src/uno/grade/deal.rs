//! A deal as a case gives it to a port: the number of players and the
//! deck; the random deals of `uno grade --random`, and how a deal the port
//! disagrees on is shrunk.
//!
//! A random deal draws its number of players, 2 to 15 each as likely, and
//! the order of the 108 cards (Fisher-Yates) from the deal's generator,
//! `game_rng(seed, i)` for deal `i`.
//!
//! A deal is shrunk toward fewer players and toward a deck in hand order
//! (colour, then value: `R0 R1 R1 ... GD GD WD WD WD WD W W W W`): the deck
//! keeps its 108 cards, so a smaller deal is one of fewer players, or the
//! same players with some of the deck sorted. Sorting a run of the deck
//! puts every pair of its cards in order and leaves every other pair as it
//! was, so each step lowers the pairs out of order; with the players, that
//! is a measure that falls at every step, and shrinking ends.

use rand_pcg::Pcg64Mcg;

use crate::kit::montecarlo::shuffle;
use crate::uno::card::{build_order, write_cards, Card};
use crate::uno::game::{DealError, Uno, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS};
use crate::uno::rules::Preset;

/// A deal: how many seats play and the deck, top first. Every deal deals
/// under every rule: among the cards left after the hands is one that is
/// not wild (the strictest rule for the first discard, `jones`'s).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    players: usize,
    deck: Vec<Card>,
}

impl Deal {
    /// The deal of `deck` (top first) to `players` seats, if every rule can
    /// deal it: 2 to 15 players, one whole deck, a card that is not wild
    /// among those left after the hands.
    pub fn new(players: usize, deck: Vec<Card>) -> Result<Deal, DealError> {
        Uno::deal(&deck, players, Preset::Jones.rules())?;
        if deck.len() != build_order().len() {
            return Err(DealError::TooFewCards {
                needed: build_order().len(),
                given: deck.len(),
            });
        }
        Ok(Deal { players, deck })
    }

    /// How many seats play.
    pub fn players(&self) -> usize {
        self.players
    }

    /// The deck, top first.
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// The line of the protocol: `<players> <108 cards>`.
    pub fn line(&self) -> String {
        format!("{} {}", self.players, write_cards(&self.deck))
    }
}

/// A number from 0 to `n - 1` from one draw of `rng`, by a fixed
/// reduction (the high half of a 64 by 64 bit product), so that a seed
/// gives the same deals whatever the version of `rand`.
fn below(rng: &mut Pcg64Mcg, n: u64) -> u64 {
    use rand::Rng;
    ((u128::from(rng.next_u64()) * u128::from(n)) >> 64) as u64
}

/// A random deal from `rng`: 2 to 15 players, each as likely, and a
/// shuffled deck; drawn again in the rare case that the cards left after
/// fifteen hands are all wild.
pub fn random(rng: &mut Pcg64Mcg) -> Deal {
    let seats = (MAX_PLAYERS - MIN_PLAYERS + 1) as u64;
    loop {
        let players = MIN_PLAYERS + below(rng, seats) as usize;
        let mut deck = build_order();
        shuffle(&mut deck, rng);
        if let Ok(deal) = Deal::new(players, deck) {
            return deal;
        }
    }
}

/// The deals to try in place of `deal` when shrinking it, the largest
/// steps first: two players, one player fewer; the whole deck in hand
/// order, then ever shorter tails of it from the first card after the
/// hands; then each run of eight cards sorted. Each is a smaller deal (see
/// the module), and every one deals.
pub fn shrink(deal: &Deal) -> Vec<Deal> {
    let mut smaller = Vec::new();
    let mut try_deal = |players: usize, deck: Vec<Card>| {
        if let Ok(candidate) = Deal::new(players, deck) {
            if candidate != *deal && !smaller.contains(&candidate) {
                smaller.push(candidate);
            }
        }
    };
    let players = deal.players;
    if players > MIN_PLAYERS {
        try_deal(MIN_PLAYERS, deal.deck.clone());
        try_deal(players - 1, deal.deck.clone());
    }
    let len = deal.deck.len();
    let dealt = HAND_SIZE * players;
    let mut starts = vec![0, dealt];
    let mut start = dealt;
    while len - start > 8 {
        start += (len - start) / 2;
        starts.push(start);
    }
    for start in starts {
        try_deal(players, sorted(&deal.deck, start..len));
    }
    for start in (0..len).step_by(8) {
        try_deal(players, sorted(&deal.deck, start..(start + 8).min(len)));
    }
    smaller
}

/// `deck` with the cards of `run` in hand order (colour, then value).
fn sorted(deck: &[Card], run: std::ops::Range<usize>) -> Vec<Card> {
    let mut deck = deck.to_vec();
    deck[run].sort_unstable();
    deck
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::montecarlo::game_rng;

    /// The pairs of cards of `deck` out of hand order.
    fn disorder(deck: &[Card]) -> usize {
        let mut pairs = 0;
        for (i, a) in deck.iter().enumerate() {
            pairs += deck[i + 1..].iter().filter(|b| *b < a).count();
        }
        pairs
    }

    #[test]
    fn random_deals_are_dealt_to_every_table_and_repeat_with_their_seed() {
        let deals: Vec<Deal> = (0..300).map(|i| random(&mut game_rng(5, i))).collect();
        for players in MIN_PLAYERS..=MAX_PLAYERS {
            assert!(
                deals.iter().any(|deal| deal.players() == players),
                "{players}"
            );
        }
        assert_eq!(random(&mut game_rng(5, 7)), deals[7]);
        assert_ne!(deals[0].deck(), deals[1].deck());
    }

    #[test]
    fn every_shrunk_deal_is_smaller_and_shrinking_ends() {
        let measure = |d: &Deal| (d.players(), disorder(d.deck()));
        for index in 0..10 {
            let deal = random(&mut game_rng(1, index));
            let smaller = shrink(&deal);
            assert!(smaller.len() > 10);
            for candidate in smaller {
                assert!(measure(&candidate) < measure(&deal));
            }
        }
        // Taking the largest step each time: two players, then the deck in
        // hand order, then nothing smaller.
        let mut deal = random(&mut game_rng(1, 3));
        let mut steps = 0;
        while let Some(next) = shrink(&deal).into_iter().next() {
            deal = next;
            steps += 1;
            assert!(steps <= 2, "{deal:?}");
        }
        assert_eq!(deal.players(), MIN_PLAYERS);
        assert_eq!(disorder(deal.deck()), 0);
    }

    #[test]
    fn a_deal_every_rule_cannot_deal_is_refused() {
        assert_eq!(
            Deal::new(1, build_order()).err(),
            Some(DealError::Players(1))
        );
        // Fifteen hands leave the last three cards, all wild in build order.
        assert_eq!(
            Deal::new(15, build_order()).err(),
            Some(DealError::NoFirstDiscard)
        );
        assert!(Deal::new(4, build_order()[..100].to_vec()).is_err());
        assert!(Deal::new(4, build_order()).is_ok());
    }
}
