//! How many games lasted each length, kept as counts so that two runs add
//! up exactly and every mean, median and percentile is exact.

use serde::{Deserialize, Serialize};

/// How many games lasted each length: `counts[n]` games lasted `n`
/// battles, turns or shots. Written in JSON as `[length, games]` pairs, the
/// lengths no game had left out.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<(u32, u64)>", into = "Vec<(u32, u64)>")]
pub struct Histogram {
    counts: Vec<u64>,
}

impl Histogram {
    /// Counts one game of `length`.
    #[inline]
    pub fn add(&mut self, length: u32) {
        let length = length as usize;
        if length >= self.counts.len() {
            self.counts.resize(length + 1, 0);
        }
        self.counts[length] += 1;
    }

    /// Adds `other`'s counts to these.
    pub fn merge(&mut self, other: &Histogram) {
        if other.counts.len() > self.counts.len() {
            self.counts.resize(other.counts.len(), 0);
        }
        // Counts read from altered files may be huge: they stop at 2^64 - 1
        // rather than overflow (and then no longer add up to the games).
        for (count, more) in self.counts.iter_mut().zip(&other.counts) {
            *count = count.saturating_add(*more);
        }
    }

    /// The lengths that occurred and how many games had each, shortest
    /// first.
    pub fn iter(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.counts
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count > 0)
            .map(|(length, &count)| (length as u32, count))
    }

    /// How many games were counted.
    pub fn games(&self) -> u64 {
        self.counts
            .iter()
            .fold(0u64, |games, &count| games.saturating_add(count))
    }

    /// The sum of all lengths.
    pub fn total(&self) -> u128 {
        self.iter()
            .map(|(length, count)| u128::from(length) * u128::from(count))
            .sum()
    }

    /// The mean length, or `None` without games.
    pub fn mean(&self) -> Option<f64> {
        let games = self.games();
        (games > 0).then(|| self.total() as f64 / games as f64)
    }

    /// The shortest length, or `None` without games.
    pub fn min(&self) -> Option<u32> {
        self.iter().next().map(|(length, _)| length)
    }

    /// The longest length, or `None` without games.
    pub fn max(&self) -> Option<u32> {
        self.iter().last().map(|(length, _)| length)
    }

    /// The `numerator/denominator` quantile by the nearest-rank method: the
    /// shortest length that at least that share of the games do not exceed.
    /// `quantile(1, 2)` is the median (the lower of the two middle games
    /// when their number is even). `None` without games.
    ///
    /// ```
    /// use war_kata::kit::histogram::Histogram;
    ///
    /// let mut histogram = Histogram::default();
    /// for length in [3, 1, 4, 1, 5] {
    ///     histogram.add(length);
    /// }
    /// assert_eq!(histogram.quantile(1, 2), Some(3));
    /// assert_eq!(histogram.quantile(9, 10), Some(5));
    /// ```
    pub fn quantile(&self, numerator: u64, denominator: u64) -> Option<u32> {
        let games = self.games();
        let rank = (u128::from(games) * u128::from(numerator))
            .div_ceil(u128::from(denominator))
            .max(1);
        let mut seen = 0u128;
        for (length, count) in self.iter() {
            seen += u128::from(count);
            if seen >= rank {
                return Some(length);
            }
        }
        None
    }
}

impl Histogram {
    /// The histogram drawn as text, one line per `width` lengths from the
    /// shortest to the longest: the range, a bar of `#` as long as its
    /// share against the tallest (`bar` characters), and the share.
    ///
    /// ```
    /// use war_kata::kit::histogram::Histogram;
    ///
    /// let mut histogram = Histogram::default();
    /// for length in [20, 21, 21, 27] {
    ///     histogram.add(length);
    /// }
    /// assert_eq!(
    ///     histogram.bars(5, 4),
    ///     "  20-24  ####   75.0%\n  25-29  #      25.0%\n"
    /// );
    /// ```
    pub fn bars(&self, width: u32, bar: usize) -> String {
        let (Some(min), Some(max)) = (self.min(), self.max()) else {
            return String::new();
        };
        let width = width.max(1);
        let first = min / width * width;
        let buckets: Vec<(u32, u64)> = (first..=max)
            .step_by(width as usize)
            .map(|from| {
                let count = self
                    .iter()
                    .filter(|&(length, _)| length >= from && length < from + width)
                    .map(|(_, count)| count)
                    .sum();
                (from, count)
            })
            .collect();
        let tallest = buckets
            .iter()
            .map(|&(_, count)| count)
            .max()
            .unwrap_or(1)
            .max(1);
        let games = self.games();
        let label_width = format!("{}-{}", max, max + width - 1).len();
        buckets
            .iter()
            .map(|&(from, count)| {
                let label = format!("{from}-{}", from + width - 1);
                let length = ((count as f64 / tallest as f64) * bar as f64).round() as usize;
                let length = if count > 0 { length.max(1) } else { 0 };
                format!(
                    "  {label:<label_width$}  {:<bar$}  {:>5.1}%\n",
                    "#".repeat(length),
                    100.0 * crate::kit::words::share(count, games)
                )
            })
            .collect()
    }
}

/// The longest game a histogram read from a file may hold: far beyond any
/// limit of the presets, and small enough to keep in memory.
const LONGEST: u32 = 1 << 24;

impl TryFrom<Vec<(u32, u64)>> for Histogram {
    type Error = String;

    fn try_from(pairs: Vec<(u32, u64)>) -> Result<Histogram, String> {
        let mut histogram = Histogram::default();
        for (length, count) in pairs {
            if length > LONGEST {
                return Err(format!("a game of length {length} is beyond {LONGEST}"));
            }
            let slot = length as usize;
            if slot >= histogram.counts.len() {
                histogram.counts.resize(slot + 1, 0);
            }
            histogram.counts[slot] = histogram.counts[slot]
                .checked_add(count)
                .ok_or("a count is beyond 2^64")?;
        }
        Ok(histogram)
    }
}

impl From<Histogram> for Vec<(u32, u64)> {
    fn from(histogram: Histogram) -> Vec<(u32, u64)> {
        histogram.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_reads_back_what_it_wrote() {
        let mut histogram = Histogram::default();
        for length in [7, 7, 2, 1000] {
            histogram.add(length);
        }
        let pairs: Vec<(u32, u64)> = histogram.clone().into();
        assert_eq!(pairs, [(2, 1), (7, 2), (1000, 1)]);
        assert_eq!(Histogram::try_from(pairs), Ok(histogram.clone()));
        assert_eq!(histogram.quantile(1, 2), Some(7));
        assert_eq!(histogram.quantile(999, 1000), Some(1000));
        assert_eq!(Histogram::default().quantile(1, 2), None);
    }
}
