//! [`Deal`]: a lazy Fisher-Yates shuffle of up to 128 bytes (panel
//! indices), dealt one at a time, its draws made eight at a time from one
//! number of the generator. `random` deals the board with it, `jones` its
//! even colour.

use rand::Rng;

/// Deals whose draws come from one 64-bit number of the generator.
const BATCH: usize = 8;

/// Batches of a deal of up to 128.
const BATCHES: usize = 128 / BATCH;

/// `N` items dealt in a uniformly random order, one at a time: each deal
/// a draw among the items not dealt yet, the first of them taking the
/// drawn one's place, as Durstenfeld's Fisher-Yates shuffle draws. The
/// item dealt is kept in hand, not written to the front, since nothing
/// reads the items dealt.
///
/// The ranges of the next draws are known (`N − dealt`, one fewer for
/// each deal after it), so eight are drawn together from one 64-bit
/// number `r` of the generator, as Lemire and Brackett-Glass batch ranged
/// draws ("Batched Ranged Random Integer Generation", 2024): `r` times
/// the first range gives the first draw in its high word and, in its low
/// word, the `r` of the next range. So `r × P = X × 2⁶⁴ + s`, `P` the
/// product of the eight ranges (at most 100⁸, below 2⁶⁴) and `X` the
/// draws read as one mixed-radix number below `P`; `r` is drawn again
/// when `s` is below `2⁶⁴ mod P`, which leaves every `X` the same number
/// of `r`s, as Lemire's method does for one range: every draw uniform and
/// independent of the others. A draw costs one multiplication, instead of
/// a step of the generator and a multiplication.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Deal<const N: usize> {
    /// The items not dealt yet are those from `dealt` on.
    items: [u8; N],
    /// How many are dealt.
    dealt: u8,
    /// The draws of the deals from the last multiple of [`BATCH`] on.
    draws: [u8; BATCH],
}

/// The range of the draw of deal `dealt` of `n`: the items not dealt yet,
/// 1 past the last.
const fn range(n: usize, dealt: usize) -> u64 {
    if dealt < n {
        (n - dealt) as u64
    } else {
        1
    }
}

/// The product of the ranges of each batch of draws of a deal of `n`.
const fn products(n: usize) -> [u64; BATCHES] {
    let mut products = [1u64; BATCHES];
    let mut batch = 0;
    while batch < BATCHES {
        let mut i = 0;
        while i < BATCH {
            products[batch] *= range(n, batch * BATCH + i);
            i += 1;
        }
        batch += 1;
    }
    products
}

impl<const N: usize> Deal<N> {
    /// The products of the ranges of each batch (a deal of at most 128,
    /// so that there are [`BATCHES`]; checked when compiled).
    const PRODUCTS: [u64; BATCHES] = {
        assert!(N <= 128);
        products(N)
    };

    /// `items` to deal, none dealt yet.
    pub(crate) const fn new(items: [u8; N]) -> Deal<N> {
        Deal {
            items,
            dealt: 0,
            draws: [0; BATCH],
        }
    }

    /// The next item dealt, `None` once every one is.
    #[inline(always)]
    pub(crate) fn next<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<u8> {
        let at = usize::from(self.dealt);
        if at >= N {
            return None;
        }
        if at % BATCH == 0 {
            self.roll(rng);
        }
        let pick = at + usize::from(self.draws[at % BATCH]);
        let dealt = self.items[pick];
        self.items[pick] = self.items[at];
        self.dealt += 1;
        Some(dealt)
    }

    /// The items not dealt yet.
    pub(crate) fn undealt(&self) -> &[u8] {
        &self.items[usize::from(self.dealt)..]
    }

    /// Draws the next [`BATCH`] deals' numbers, from the deal `dealt` on
    /// (a multiple of [`BATCH`]), as the type's comment says.
    #[inline]
    fn roll<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let first = usize::from(self.dealt);
        let product = Self::PRODUCTS[(first / BATCH) % BATCHES];
        loop {
            let mut r = rng.next_u64();
            for (i, draw) in self.draws.iter_mut().enumerate() {
                let wide = u128::from(r) * u128::from(range(N, first + i));
                *draw = (wide >> 64) as u8;
                r = wide as u64;
            }
            if r >= product || r >= product.wrapping_neg() % product {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    #[test]
    fn the_products_are_the_ranges_multiplied() {
        let hundred = Deal::<100>::PRODUCTS;
        assert_eq!(hundred[0], (93..=100).product::<u64>());
        assert_eq!(hundred[1], (85..=92).product::<u64>());
        assert_eq!(hundred[12], 4 * 3 * 2);
        assert_eq!(hundred[13], 1);
        assert_eq!(Deal::<50>::PRODUCTS[6], 2);
    }

    /// Every draw of a batch lies in its range, and over many batches each
    /// value of a range comes up about as often as the others.
    #[test]
    fn batched_draws_are_in_range_and_even() {
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        let mut counts = [[0u32; 100]; BATCH];
        let rolls = 200_000;
        for _ in 0..rolls {
            let mut deal = Deal::new([0u8; 100]);
            deal.roll(&mut rng);
            for (i, &draw) in deal.draws.iter().enumerate() {
                assert!(u64::from(draw) < range(100, i), "{draw} of {}", 100 - i);
                counts[i][usize::from(draw)] += 1;
            }
        }
        for (i, counts) in counts.iter().enumerate() {
            let n = 100 - i;
            let expected = f64::from(rolls) / n as f64;
            // 6 standard deviations of a count, about its square root.
            for &count in &counts[..n] {
                assert!((f64::from(count) - expected).abs() < 6.0 * expected.sqrt());
            }
        }
    }

    /// A deal gives every item once, then nothing; the tail of a batch
    /// past the last item draws from ranges of 1.
    #[test]
    fn a_deal_gives_every_item_once() {
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        let mut deal = Deal::new(std::array::from_fn::<u8, 50, _>(|i| i as u8 * 2));
        let mut seen = Vec::new();
        while let Some(item) = deal.next(&mut rng) {
            assert_eq!(deal.undealt().len(), 50 - seen.len() - 1);
            seen.push(item);
        }
        seen.sort_unstable();
        assert_eq!(seen, (0..50).map(|i| i * 2).collect::<Vec<u8>>());
        assert_eq!(deal.next(&mut rng), None);
    }

    /// The first item dealt is uniform.
    #[test]
    fn the_first_item_is_uniform() {
        let mut rng = Pcg64Mcg::seed_from_u64(5);
        let mut counts = [0u32; 100];
        for _ in 0..100_000 {
            let mut deal = Deal::new(std::array::from_fn::<u8, 100, _>(|i| i as u8));
            counts[usize::from(deal.next(&mut rng).unwrap())] += 1;
        }
        assert!(
            counts.iter().all(|&c| (850..1150).contains(&c)),
            "{counts:?}"
        );
    }
}
