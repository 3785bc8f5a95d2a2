//! The draws of the shuffled pickup ([`Pickup::Shuffled`], Stafford's
//! "the table's cards go back in random order"), from a [`Shuffler`]: the
//! game's generator and the coins left over from its last draw.
//!
//! The two cards of a plain battle go under in the order one coin gives:
//! a fair bit, 63 of them read off one 64-bit draw. A draw for every
//! battle, read as rand's shuffle of a pair reads it, put a 128-bit
//! multiplication on the battle's path, and one draw in nine needed a
//! second, a jump the processor could not guess: with coins, `war stats
//! --rules stafford` runs 1.31x as fast.
//!
//! The pile of a round with ties is put in random order exactly as rand's
//! `SliceRandom::shuffle` (rand 0.10) puts it, the same numbers drawn from
//! the generator, but written for the short piles of a war. rand's shuffle
//! walks the pile from its second card on and swaps card `i` with one of
//! the cards `0..=i`. It does not draw a number for each: one number below
//! the product `m (m + 1) ... (m + k - 1)` (a *chunk*, the longest such
//! product that fits in 32 bits) is read digit by digit in the mixed radix
//! `m, m + 1, ...`, each digit the index for one card. The first chunk
//! serves cards 1 to 11 (radices 2 to 12, a number below 479,001,600),
//! which is every pile of a single war under Stafford's rules; written out
//! with their radices as constants, its digits cost multiplications instead
//! of a chain of divisions, which took a fifth of the time of `war stats
//! --rules stafford`.
//!
//! [`Pickup::Shuffled`]: super::rules::Pickup::Shuffled

use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// The first chunk's bound: 2 x 3 x ... x 12, the longest product from 2
/// that fits in 32 bits.
const FIRST_CHUNK: u32 = 479_001_600;

/// A number below `bound`, each equally likely, drawn as
/// `rng.random_range(..bound)` draws it.
#[inline(always)]
fn below(bound: u32, rng: &mut Pcg64Mcg) -> u32 {
    rng.random_range(..bound)
}

/// The generator of the shuffled pickup and the coins left over from its
/// last draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Shuffler {
    rng: Pcg64Mcg,
    /// The coins not yet tossed, lowest first, below a 1 that marks where
    /// they end: `1` when none is left.
    coins: u64,
}

impl Shuffler {
    /// The generator seeded with `seed`, no coins left over.
    pub(super) fn seeded(seed: u64) -> Shuffler {
        Shuffler {
            rng: Pcg64Mcg::seed_from_u64(seed),
            coins: 1,
        }
    }

    /// Rule: a pile of two in random order. Returns whether the two are
    /// swapped: the next coin comes up 1. The coins run out every 63
    /// tosses, and the next 63 are the top bits of one more draw.
    #[inline(always)]
    pub(super) fn swaps_pair(&mut self) -> bool {
        if self.coins == 1 {
            self.coins = (self.rng.next_u64() >> 1) | 1 << 63;
        }
        let heads = self.coins & 1 == 1;
        self.coins >>= 1;
        heads
    }

    /// Rule: the pile in random order, every order equally likely, exactly
    /// as `pile.shuffle(rng)` orders it, drawing the same numbers.
    #[inline(always)]
    pub(super) fn shuffle_pile<T>(&mut self, pile: &mut [T]) {
        shuffle_pile(pile, &mut self.rng);
    }
}

/// The pile in random order, every order equally likely, exactly as
/// `pile.shuffle(rng)` orders it, drawing the same numbers.
fn shuffle_pile<T>(pile: &mut [T], rng: &mut Pcg64Mcg) {
    let len = pile.len();
    if len <= 1 {
        return;
    }
    let mut chunk = below(FIRST_CHUNK, rng);
    // Card `radix - 1` swaps with the chunk's next digit in that radix.
    macro_rules! first_chunk {
        ($($radix:literal)*) => {$(
            if len < $radix {
                return;
            }
            let index = chunk % $radix;
            chunk /= $radix;
            pile.swap($radix - 1, index as usize);
        )*};
    }
    first_chunk!(2 3 4 5 6 7 8 9 10 11);
    // The last digit is what remains of the chunk.
    if len < 12 {
        return;
    }
    pile.swap(11, chunk as usize);
    shuffle_rest(pile, 12, rng);
}

/// The cards from `first` on of a pile longer than the first chunk serves,
/// each chunk drawn and read as rand reads it.
#[cold]
fn shuffle_rest<T>(pile: &mut [T], first: usize, rng: &mut Pcg64Mcg) {
    let mut card = first;
    while card < pile.len() {
        // Card `card` takes a digit in radix `card + 1`.
        let radix = card as u32 + 1;
        let (bound, digits) = chunk_bound(radix);
        let mut chunk = below(bound, rng);
        for digit in 0..digits {
            if card == pile.len() {
                return;
            }
            let radix = card as u32 + 1;
            // The chunk's last digit is what remains of it.
            let index = if digit + 1 == digits {
                chunk
            } else {
                let index = chunk % radix;
                chunk /= radix;
                index
            };
            pile.swap(card, index as usize);
            card += 1;
        }
    }
}

/// The bound of a chunk whose first radix is `m`, and how many digits it
/// holds: the longest product `m (m + 1) ... (m + k - 1)` that fits in 32
/// bits, and `k`.
fn chunk_bound(m: u32) -> (u32, u32) {
    let (mut product, mut next) = (m, m + 1);
    while let Some(larger) = product.checked_mul(next) {
        product = larger;
        next += 1;
    }
    (product, next - m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    #[test]
    fn the_first_chunk_is_the_product_of_2_to_12() {
        assert_eq!(chunk_bound(2), (FIRST_CHUNK, 11));
        assert_eq!(chunk_bound(13), (13 * 14 * 15 * 16 * 17 * 18 * 19, 7));
    }

    #[test]
    fn a_pile_is_shuffled_as_rands_shuffle_shuffles_it() {
        for len in 0..=60 {
            for seed in 0..300 {
                let (mut ours, mut rands) =
                    (Pcg64Mcg::seed_from_u64(seed), Pcg64Mcg::seed_from_u64(seed));
                let mut pile: Vec<usize> = (0..len).collect();
                let mut expected = pile.clone();
                for _ in 0..3 {
                    shuffle_pile(&mut pile, &mut ours);
                    expected.shuffle(&mut rands);
                    assert_eq!(pile, expected, "{len} cards, seed {seed}");
                }
                assert_eq!(ours, rands, "the same numbers drawn");
            }
        }
    }

    #[test]
    fn the_coins_are_the_top_63_bits_of_one_draw_lowest_first() {
        for seed in 0..50 {
            let mut shuffler = Shuffler::seeded(seed);
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            for _ in 0..4 {
                let draw = rng.next_u64();
                for bit in 1..64 {
                    let heads = draw >> bit & 1 == 1;
                    assert_eq!(shuffler.swaps_pair(), heads, "seed {seed}, bit {bit}");
                }
                assert_eq!(shuffler.rng, rng, "one draw for 63 coins, seed {seed}");
            }
        }
    }

    #[test]
    fn a_war_pile_draws_from_the_generator_and_leaves_the_coins() {
        let mut shuffler = Shuffler::seeded(7);
        let mut rands = Pcg64Mcg::seed_from_u64(7);
        let first = shuffler.swaps_pair();
        let coins = shuffler.coins;
        let draw = rands.next_u64();
        let mut pile: Vec<u8> = (0..10).collect();
        let mut expected = pile.clone();
        shuffler.shuffle_pile(&mut pile);
        expected.shuffle(&mut rands);
        assert_eq!(pile, expected);
        assert_eq!((shuffler.coins, shuffler.rng), (coins, rands));
        assert_eq!(first, draw >> 1 & 1 == 1);
    }

    #[test]
    fn every_order_of_three_comes_about_as_often() {
        let mut rng = Pcg64Mcg::seed_from_u64(11);
        let mut counts = std::collections::BTreeMap::new();
        for _ in 0..60_000 {
            let mut pile = [1, 2, 3];
            shuffle_pile(&mut pile, &mut rng);
            *counts.entry(pile).or_insert(0) += 1;
        }
        assert_eq!(counts.len(), 6);
        assert!(
            counts.values().all(|&n| (9_000..11_000).contains(&n)),
            "{counts:?}"
        );
    }
}
