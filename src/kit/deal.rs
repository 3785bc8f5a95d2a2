//! The deal of a game of a run: its cards in random order, every order
//! exactly as likely, drawn from the game's seed ([`game_seed`]) with few
//! draws and no division, for statistics over many short games.
//!
//! It is Fisher-Yates (Durstenfeld's form): the last card swaps with one of
//! all the cards, the one before it with one of the cards up to it, and so
//! on, each choice uniform. The choices are drawn in *blocks*: the radices
//! `n, n - 1, ..., n - k + 1` of a block multiply to a bound `P` that fits
//! in 32 bits, and one uniform number `V` below `P` holds all `k` choices as
//! its digits in that mixed radix. `V` is drawn by Lemire's method
//! ("Fast Random Integer Generation in an Interval", ACM TOMACS 2019): `V`
//! is the top half of the 128-bit product `x P` of a 64-bit draw `x`,
//! redrawn in the rare case (fewer than one in 2^32) that its bottom half
//! falls in the few values that would make some `V` more likely. Its digits
//! come out most significant first: the top half of `x n` is the first
//! digit, and its bottom half, multiplied by the next radix, gives the next,
//! because `floor(x n m / 2^64) = floor(x n / 2^64) m + floor((x n mod 2^64)
//! m / 2^64)`: one multiplication a card, whose two halves are the digit
//! and what is left of the fraction. A [`Dealer`] keeps the blocks of a
//! deck of its length, worked out once.
//!
//! The draws come from SplitMix64 (Steele, Lea and Flood, "Fast Splittable
//! Pseudorandom Number Generators", OOPSLA 2014): a counter stepped by the
//! golden ratio and scattered by [`mix`]. A deal of 52 cards takes 8 draws,
//! one of 24 takes 3. With a draw for each card from a 128-bit generator
//! (`montecarlo::shuffle`, which UNO still deals with), the deal took 14%
//! of the time of `war stats --rules kata` (`perf record`); this one takes
//! half as long.

use super::montecarlo::{game_seed, mix};

/// SplitMix64's step: the golden ratio as a 64-bit fraction, odd.
const GOLDEN_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// The generator of a deal: SplitMix64 from a seed.
#[derive(Debug, Clone, PartialEq, Eq)]
struct DealRng {
    counter: u64,
}

impl DealRng {
    /// The generator of game `index` of a run seeded with `seed`.
    fn of_game(seed: u64, index: u64) -> DealRng {
        DealRng {
            counter: game_seed(seed, index),
        }
    }

    /// The next 64 random bits.
    #[inline(always)]
    fn next_u64(&mut self) -> u64 {
        self.counter = self.counter.wrapping_add(GOLDEN_GAMMA);
        mix(self.counter)
    }

    /// A draw `x` whose product with `bound` (at least 1) has a top half
    /// uniform below `bound`: Lemire's method, redrawing while the bottom
    /// half of `x bound` is below `2^64 mod bound`.
    #[inline(always)]
    fn draw_for(&mut self, bound: u64) -> u64 {
        loop {
            let x = self.next_u64();
            if accepts(x, bound) {
                return x;
            }
        }
    }
}

/// Whether Lemire's method keeps the draw `x` for `bound`: the bottom half
/// of `x bound` is not below `2^64 mod bound`. The remainder, a division,
/// is worked out only when the bottom half is below `bound`.
#[inline(always)]
fn accepts(x: u64, bound: u64) -> bool {
    let low = x.wrapping_mul(bound);
    low >= bound || low >= bound.wrapping_neg() % bound
}

/// The next block of choices for cards `..last`: how many radices, from
/// `last` down (to 2 at the least), multiply to a bound that fits in 32
/// bits, and that bound. A first radix beyond 32 bits is a block alone.
fn block(last: usize) -> (usize, u64) {
    let mut bound = last as u64;
    let mut radices = 1;
    while last - radices >= 2 {
        match bound.checked_mul((last - radices) as u64) {
            Some(larger) if larger <= u64::from(u32::MAX) => bound = larger,
            _ => break,
        }
        radices += 1;
    }
    (radices, bound)
}

/// The first digit of the fraction `x / 2^64` in radix `radix`, and the
/// fraction that holds the digits after it: the top and the bottom half of
/// `x radix`.
#[inline(always)]
fn next_digit(x: u64, radix: usize) -> (usize, u64) {
    let product = u128::from(x) * radix as u128;
    ((product >> 64) as usize, product as u64)
}

/// A block: its bound, the product of its radices (from the highest card
/// not yet chosen for, down), and how many choices it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Block {
    bound: u64,
    choices: usize,
}

/// The deals of a deck of one length: its blocks and their choices, worked
/// out once.
///
/// ```
/// use war_kata::kit::deal::Dealer;
///
/// let dealer = Dealer::for_cards(5);
/// let (mut first, mut again) = ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]);
/// dealer.deal(1, 42, &mut first);
/// dealer.deal(1, 42, &mut again);
/// assert_eq!(first, again);
/// first.sort_unstable();
/// assert_eq!(first, [1, 2, 3, 4, 5]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dealer {
    cards: usize,
    blocks: Vec<Block>,
}

impl Dealer {
    /// The dealer of decks of `cards` cards.
    pub fn for_cards(cards: usize) -> Dealer {
        let mut blocks = Vec::new();
        let mut last = cards;
        while last >= 2 {
            let (count, bound) = block(last);
            blocks.push(Block {
                bound,
                choices: count,
            });
            last -= count;
        }
        Dealer { cards, blocks }
    }

    /// Rule: deals game `index` of a run seeded with `seed`: `cards` in
    /// random order, every order exactly as likely (for a generator whose
    /// draws are uniform), drawn a block at a time from SplitMix64 seeded
    /// with the game's seed ([`game_seed`]). `cards` holds as many cards as
    /// the dealer deals, or the deal panics.
    pub fn deal<T>(&self, seed: u64, index: u64, cards: &mut [T]) {
        assert_eq!(cards.len(), self.cards, "a deck of the dealer's length");
        let mut rng = DealRng::of_game(seed, index);
        let mut last = cards.len();
        for block in &self.blocks {
            let mut x = rng.draw_for(block.bound);
            let first = last - block.choices;
            // Card `at` swaps with one of the cards `0..=at`: radix `at + 1`.
            for at in (first..last).rev() {
                let (other, rest) = next_digit(x, at + 1);
                x = rest;
                cards.swap(at, other);
            }
            last = first;
        }
    }
}

/// Deals game `index` of a run seeded with `seed`: `cards` shuffled from
/// the game's own generator, by a [`Dealer`] of their length.
///
/// ```
/// use war_kata::kit::deal::deal;
///
/// let (mut first, mut again) = ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]);
/// deal(1, 42, &mut first);
/// deal(1, 42, &mut again);
/// assert_eq!(first, again);
/// first.sort_unstable();
/// assert_eq!(first, [1, 2, 3, 4, 5]);
/// ```
pub fn deal<T>(seed: u64, index: u64, cards: &mut [T]) {
    Dealer::for_cards(cards.len()).deal(seed, index, cards);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn blocks_are_the_longest_runs_of_radices_whose_product_fits_32_bits() {
        // 52 51 50 49 48 is 311,875,200; times 47 it passes 2^32.
        assert_eq!(block(52), (5, 52 * 51 * 50 * 49 * 48));
        // 12 down to 2 is 12! = 479,001,600, and the block stops at 2.
        assert_eq!(block(12), (11, 479_001_600));
        assert_eq!(block(2), (1, 2));
        let big = 1usize << 40;
        assert_eq!(block(big), (1, big as u64));
        // 52 cards: 52-48, 47-43, 42-37, 36-31, 30-25, 24-18, 17-10, 9-2;
        // 24 cards: the last three of those.
        let blocks = |mut last: usize| {
            let mut count = 0;
            while last >= 2 {
                last -= block(last).0;
                count += 1;
            }
            count
        };
        assert_eq!((blocks(52), blocks(24), blocks(1), blocks(0)), (8, 3, 0, 0));
    }

    #[test]
    fn the_digits_of_a_fraction_are_the_mixed_radix_digits_of_its_scaled_top() {
        let mut rng = DealRng::of_game(3, 9);
        let dealer = Dealer::for_cards(52);
        let first = dealer.blocks[0];
        assert_eq!(first.choices, 5);
        assert_eq!(first.bound, 52 * 51 * 50 * 49 * 48);
        for _ in 0..2000 {
            let x = rng.next_u64();
            let value = ((u128::from(x) * u128::from(first.bound)) >> 64) as u64;
            let (mut read, mut rest) = (0u64, x);
            for radix in [52, 51, 50, 49, 48] {
                let (d, after) = next_digit(rest, radix);
                assert!(d < radix);
                read = read * radix as u64 + d as u64;
                rest = after;
            }
            assert_eq!(read, value, "x = {x:#x}");
        }
    }

    #[test]
    fn a_dealer_makes_one_choice_for_each_card_but_the_first() {
        for cards in [0, 1, 2, 3, 24, 52, 108, 1000] {
            let dealer = Dealer::for_cards(cards);
            // The blocks' radices run from the deck's length down to 2.
            let mut last = cards;
            for block in &dealer.blocks {
                let radices = last + 1 - block.choices..=last;
                assert_eq!(block.bound, radices.map(|r| r as u64).product::<u64>());
                last -= block.choices;
            }
            assert!(last <= 1, "{cards} cards: radices left from {last} down");
            let held: usize = dealer.blocks.iter().map(|b| b.choices).sum();
            assert_eq!(held, cards.saturating_sub(1));
            assert!(dealer.blocks.iter().all(|b| b.bound <= u64::from(u32::MAX)));
        }
        assert_eq!(Dealer::for_cards(52).blocks.len(), 8);
        assert_eq!(Dealer::for_cards(24).blocks.len(), 3);
    }

    #[test]
    fn a_deal_swaps_each_card_with_the_digits_of_its_blocks_number_read_by_division() {
        // The deal worked out the slow way: each block's number `V` below its
        // bound, its digits in radices `last, last - 1, ...` read most
        // significant first by division, and card `last - 1 - k` swapped
        // with digit `k`.
        for cards in [2usize, 5, 24, 52] {
            let dealer = Dealer::for_cards(cards);
            for index in 0..300 {
                let mut dealt: Vec<usize> = (0..cards).collect();
                dealer.deal(9, index, &mut dealt);
                let mut slow: Vec<usize> = (0..cards).collect();
                let mut rng = DealRng::of_game(9, index);
                let mut last = cards;
                while last >= 2 {
                    let (count, bound) = block(last);
                    let x = rng.draw_for(bound);
                    let mut rest = ((u128::from(x) * u128::from(bound)) >> 64) as u64;
                    let mut weight = bound;
                    for k in 0..count {
                        weight /= (last - k) as u64;
                        slow.swap(last - 1 - k, (rest / weight) as usize);
                        rest %= weight;
                    }
                    last -= count;
                }
                assert_eq!(dealt, slow, "{cards} cards, game {index}");
            }
        }
    }

    #[test]
    fn a_draw_is_kept_unless_its_bottom_half_is_below_2_to_the_64_mod_the_bound() {
        // 2^64 mod 3 is 1: only a bottom half of 0 is redrawn.
        assert!(!accepts(0, 3));
        assert!(accepts(1, 3));
        // A power of two divides 2^64: nothing is redrawn.
        assert!(accepts(0, 8));
        // For an odd bound, the draw with a given bottom half is that half
        // times the bound's inverse mod 2^64.
        let bound = 3u64.pow(20);
        let threshold = ((1u128 << 64) % u128::from(bound)) as u64;
        assert!(threshold > 1);
        let inverse = odd_inverse(bound);
        for low in [0, 1, threshold - 1, threshold, bound - 1, bound, u64::MAX] {
            let x = low.wrapping_mul(inverse);
            assert_eq!(x.wrapping_mul(bound), low);
            assert_eq!(accepts(x, bound), low >= threshold, "bottom half {low}");
        }
    }

    /// The inverse of an odd number modulo 2^64, by Newton's iteration.
    fn odd_inverse(odd: u64) -> u64 {
        let mut inverse = odd;
        for _ in 0..6 {
            inverse = inverse.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inverse)));
        }
        assert_eq!(odd.wrapping_mul(inverse), 1);
        inverse
    }

    #[test]
    fn every_order_of_four_comes_about_as_often() {
        let mut counts = BTreeMap::new();
        for index in 0..96_000 {
            let mut cards = [1, 2, 3, 4];
            deal(5, index, &mut cards);
            *counts.entry(cards).or_insert(0) += 1;
        }
        // 24 orders, 4,000 each expected; a standard deviation is about 62.
        assert_eq!(counts.len(), 24);
        assert!(
            counts.values().all(|&n| (3_700..4_300).contains(&n)),
            "{counts:?}"
        );
    }

    #[test]
    fn each_position_of_a_52_card_deal_holds_each_card_about_as_often() {
        let mut seen = vec![[0u32; 52]; 52];
        for index in 0..52_000 {
            let mut cards: Vec<usize> = (0..52).collect();
            deal(8, index, &mut cards);
            for (position, &card) in cards.iter().enumerate() {
                seen[position][card] += 1;
            }
        }
        // 1,000 expected in each cell; a standard deviation is about 31.
        for (position, row) in seen.iter().enumerate() {
            for (card, &n) in row.iter().enumerate() {
                assert!((820..1180).contains(&n), "card {card} at {position}: {n}");
            }
        }
    }

    #[test]
    fn a_deal_depends_on_the_seed_and_the_game_alone() {
        let dealt = |seed, index| {
            let mut cards: Vec<u32> = (0..52).collect();
            deal(seed, index, &mut cards);
            cards
        };
        assert_eq!(dealt(1, 42), dealt(1, 42));
        assert_ne!(dealt(1, 42), dealt(1, 43));
        assert_ne!(dealt(1, 42), dealt(2, 42));
        let mut sorted = dealt(1, 42);
        sorted.sort_unstable();
        assert_eq!(sorted, (0..52).collect::<Vec<u32>>());
    }
}
