//! Monte-Carlo statistics of War: many random deals played by the engine,
//! counted so exactly that a run split over threads, shards or machines
//! adds up to the very figures of the same run played in one go.
//!
//! Game `i` of a run is dealt from a generator seeded with the run's seed
//! and `i` alone ([`deal`]), so which thread or which shard plays it changes
//! nothing. Every figure is kept as integer counts ([`Tally`]): the number
//! of games for each number of battles, for each deck weight, and so on.
//! Means, medians and percentiles are worked out from the counts at the
//! end, so they are exact, and two tallies merge by adding them up.
//!
//! ```
//! use war_kata::rules::Preset;
//! use war_kata::stats::{play, Run, Shard};
//!
//! let run = Run::of_preset(Preset::Umass, 200, 7);
//! let one = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap();
//! let two = play(&run, Shard::WHOLE, 2, &|_| ()).unwrap();
//! assert_eq!(one, two);
//! assert_eq!(one.tally.games, 200);
//! ```

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind};
use crate::game::{Card, Deck, EndReason, GameResult, Outcome, War};
use crate::rules::{Pickup, Preset, Rules};
use crate::trace::{Battle, Recorder, Resolution};

/// What a statistics run plays: `games` random deals of `deck`, shuffled
/// from `seed`, each played by `rules`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// The rules every game is played by. With a shuffled pickup, each game
    /// gets its own [`Rules::seed`] ([`game_rules`]).
    pub rules: Rules,
    /// The deck before it is shuffled.
    pub deck: Vec<Card>,
    /// The seed of the run.
    pub seed: u64,
    /// How many games the whole run plays, all shards together.
    pub games: u64,
}

impl Run {
    /// A run of `games` deals of `preset`'s deck under its rules.
    pub fn of_preset(preset: Preset, games: u64, seed: u64) -> Run {
        Run {
            rules: preset.rules(),
            deck: preset.deck(),
            seed,
            games,
        }
    }
}

/// One part of a run: shard `index` of `count`, which plays a contiguous
/// stretch of the run's games, about one `count`th of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// Which shard, from 0.
    pub index: u64,
    /// How many shards the run is cut into.
    pub count: u64,
}

impl Shard {
    /// The whole run, as one shard.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// The games of a run of `games` that this shard plays.
    ///
    /// ```
    /// use war_kata::stats::Shard;
    ///
    /// let parts: Vec<_> = (0..3).map(|index| Shard { index, count: 3 }.games(10)).collect();
    /// assert_eq!(parts, [0..3, 3..6, 6..10]);
    /// ```
    pub fn games(self, games: u64) -> Range<u64> {
        let at =
            |index: u64| (u128::from(games) * u128::from(index) / u128::from(self.count)) as u64;
        at(self.index)..at(self.index + 1)
    }
}

impl FromStr for Shard {
    type Err = Error;

    /// Reads `I/N`, shard `I` of `N`, with `0 <= I < N`.
    fn from_str(text: &str) -> Result<Shard, Error> {
        let bad = |why: String| Error::new(ErrorKind::Stats, "--shard", why);
        let (index, count) = text
            .split_once('/')
            .ok_or_else(|| bad(format!("\"{text}\" is not of the form I/N")))?;
        let number = |part: &str| {
            part.trim()
                .parse::<u64>()
                .map_err(|_| bad(format!("\"{part}\" in \"{text}\" is not a whole number")))
        };
        let shard = Shard {
            index: number(index)?,
            count: number(count)?,
        };
        if shard.index >= shard.count {
            return Err(bad(format!(
                "shard {text} does not exist: the shards of {} are numbered 0 to {}",
                shard.count,
                shard.count.saturating_sub(1)
            )));
        }
        Ok(shard)
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// Which shards of a run a [`Stats`] holds, when it is not the whole run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shards {
    /// How many shards the run is cut into.
    pub count: u64,
    /// The shards held, in increasing order.
    pub indexes: Vec<u64>,
}

/// The figures of a run, or of some of its shards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stats {
    /// What was played.
    pub run: Run,
    /// The shards held; `None` for the whole run.
    pub shards: Option<Shards>,
    /// The counts.
    pub tally: Tally,
}

/// Everything counted over the games of a run, as integers, so that two
/// tallies add up exactly.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Games A won.
    pub wins_a: u64,
    /// Games B won.
    pub wins_b: u64,
    /// Games nobody won.
    pub draws: u64,
    /// Games by why they ended.
    pub reasons: Reasons,
    /// Games whose decks returned to an earlier state between two rounds:
    /// with a fixed pickup order they would go on forever. Under rules with
    /// a limit they still end there; otherwise they end as
    /// [`EndReason::Cycle`].
    pub cycles: u64,
    /// Wars declared, over all games: ties, fought or not.
    pub wars: u64,
    /// Rounds by how many ties in a row they held: the first number counts
    /// rounds with one tie (a single war), the second rounds with two (a
    /// double war), and so on.
    pub war_depths: Vec<u64>,
    /// Games by A's deck weight ([`deck_weight`]).
    pub deck_weights: Weights,
    /// Games by the number of battles they lasted.
    pub histogram: Histogram,
    /// Games by the number of rounds they lasted.
    pub rounds_histogram: Histogram,
}

/// Games by why they ended, one count for each [`EndReason`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reasons {
    /// [`EndReason::EmptyDeck`].
    pub empty_deck: u64,
    /// [`EndReason::BothEmpty`].
    pub both_empty: u64,
    /// [`EndReason::ShortForWar`].
    pub short_for_war: u64,
    /// [`EndReason::BothShortForWar`].
    pub both_short_for_war: u64,
    /// [`EndReason::BattleLimit`].
    pub battle_limit: u64,
    /// [`EndReason::SafetyLimit`].
    pub safety_limit: u64,
    /// [`EndReason::Cycle`].
    pub cycle: u64,
}

impl Reasons {
    /// The count of `reason`.
    pub fn count_mut(&mut self, reason: EndReason) -> &mut u64 {
        match reason {
            EndReason::EmptyDeck => &mut self.empty_deck,
            EndReason::BothEmpty => &mut self.both_empty,
            EndReason::ShortForWar => &mut self.short_for_war,
            EndReason::BothShortForWar => &mut self.both_short_for_war,
            EndReason::BattleLimit => &mut self.battle_limit,
            EndReason::SafetyLimit => &mut self.safety_limit,
            EndReason::Cycle => &mut self.cycle,
        }
    }

    /// Adds `other`'s counts to these.
    fn add(&mut self, other: &Reasons) {
        self.empty_deck += other.empty_deck;
        self.both_empty += other.both_empty;
        self.short_for_war += other.short_for_war;
        self.both_short_for_war += other.both_short_for_war;
        self.battle_limit += other.battle_limit;
        self.safety_limit += other.safety_limit;
        self.cycle += other.cycle;
    }
}

/// How many games lasted each length: `counts[n]` games lasted `n`
/// battles (or rounds). Written in JSON as `[length, games]` pairs, the
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
        for (count, more) in self.counts.iter_mut().zip(&other.counts) {
            *count += more;
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
        self.counts.iter().sum()
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
    /// use war_kata::stats::Histogram;
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

/// The longest game a histogram read from a file may hold: far beyond any
/// limit of the presets, and small enough to keep in memory.
const LONGEST: u32 = 1 << 24;

impl TryFrom<Vec<(u32, u64)>> for Histogram {
    type Error = String;

    fn try_from(pairs: Vec<(u32, u64)>) -> Result<Histogram, String> {
        let mut histogram = Histogram::default();
        for (length, count) in pairs {
            if length > LONGEST {
                return Err(format!("a game of {length} battles is beyond {LONGEST}"));
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

/// The games dealt a given deck weight to A, and how they ended.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WeightCount {
    /// Games in which A's hand had this weight.
    pub games: u64,
    /// Those A won.
    pub wins_a: u64,
    /// Those B won.
    pub wins_b: u64,
}

impl WeightCount {
    /// A's share of the games won by someone: 0.5 is an even chance.
    pub fn a_share_of_decided(&self) -> f64 {
        share(self.wins_a, self.wins_a + self.wins_b)
    }
}

/// Games by A's deck weight. Written in JSON as `[weight, games, wins_a,
/// wins_b]` rows, lightest first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<(i64, u64, u64, u64)>", into = "Vec<(i64, u64, u64, u64)>")]
pub struct Weights {
    by_weight: BTreeMap<i64, WeightCount>,
}

impl Weights {
    /// Counts one game dealt `weight` that ended as `outcome`.
    pub fn add(&mut self, weight: i64, outcome: Outcome) {
        let count = self.by_weight.entry(weight).or_default();
        count.games += 1;
        match outcome {
            Outcome::WinA => count.wins_a += 1,
            Outcome::WinB => count.wins_b += 1,
            Outcome::Draw => {}
        }
    }

    /// Adds `other`'s counts to these.
    pub fn merge(&mut self, other: &Weights) {
        for (&weight, more) in &other.by_weight {
            let count = self.by_weight.entry(weight).or_default();
            count.games += more.games;
            count.wins_a += more.wins_a;
            count.wins_b += more.wins_b;
        }
    }

    /// Each weight that occurred with its counts, lightest first.
    pub fn iter(&self) -> impl Iterator<Item = (i64, WeightCount)> + '_ {
        self.by_weight
            .iter()
            .map(|(&weight, &count)| (weight, count))
    }

    /// The counts gathered into buckets of [`BUCKET`] weights: `-4..=4`,
    /// `5..=14`, `15..=24`, ... and the same below zero, lightest first.
    pub fn buckets(&self) -> Vec<Bucket> {
        let mut buckets: BTreeMap<i64, Bucket> = BTreeMap::new();
        for (weight, count) in self.iter() {
            let key = weight.signum() * ((weight.abs() + BUCKET / 2) / BUCKET);
            let (low, high) = (key * BUCKET - BUCKET / 2, key * BUCKET + BUCKET / 2);
            let (from, to) = match key.signum() {
                1 => (low, high - 1),
                -1 => (low + 1, high),
                _ => (low + 1, high - 1),
            };
            let bucket = buckets.entry(key).or_insert(Bucket {
                from,
                to,
                count: WeightCount::default(),
            });
            bucket.count.games += count.games;
            bucket.count.wins_a += count.wins_a;
            bucket.count.wins_b += count.wins_b;
        }
        buckets.into_values().collect()
    }
}

/// The width of the deck-weight buckets of [`Weights::buckets`].
pub const BUCKET: i64 = 10;

/// A range of deck weights and the games dealt one of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Bucket {
    /// The lightest weight of the bucket.
    pub from: i64,
    /// The heaviest weight of the bucket.
    pub to: i64,
    /// The games dealt a weight in the bucket.
    #[serde(flatten)]
    pub count: WeightCount,
}

impl Serialize for WeightCount {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("games", &self.games)?;
        map.serialize_entry("wins_a", &self.wins_a)?;
        map.serialize_entry("wins_b", &self.wins_b)?;
        map.serialize_entry("a_share_of_decided", &self.a_share_of_decided())?;
        map.end()
    }
}

impl From<Vec<(i64, u64, u64, u64)>> for Weights {
    fn from(rows: Vec<(i64, u64, u64, u64)>) -> Weights {
        let by_weight = rows
            .into_iter()
            .map(|(weight, games, wins_a, wins_b)| {
                let count = WeightCount {
                    games,
                    wins_a,
                    wins_b,
                };
                (weight, count)
            })
            .collect();
        Weights { by_weight }
    }
}

impl From<Weights> for Vec<(i64, u64, u64, u64)> {
    fn from(weights: Weights) -> Vec<(i64, u64, u64, u64)> {
        weights
            .iter()
            .map(|(weight, c)| (weight, c.games, c.wins_a, c.wins_b))
            .collect()
    }
}

/// `part` as a share of `whole`, from 0 to 1; 0 when `whole` is 0.
pub fn share(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

impl Tally {
    /// Counts one game: its result, A's deck weight, and the rounds with
    /// ties in a row that its [`WarDepths`] saw.
    pub fn add(&mut self, result: &GameResult, weight: i64, depths: &WarDepths) {
        self.games += 1;
        match result.outcome {
            Outcome::WinA => self.wins_a += 1,
            Outcome::WinB => self.wins_b += 1,
            Outcome::Draw => self.draws += 1,
        }
        *self.reasons.count_mut(result.reason) += 1;
        self.cycles += u64::from(result.cycle.is_some());
        self.wars += u64::from(result.wars);
        for depth in depths.depths(result.battles) {
            let slot = depth as usize - 1;
            if slot >= self.war_depths.len() {
                self.war_depths.resize(slot + 1, 0);
            }
            self.war_depths[slot] += 1;
        }
        self.deck_weights.add(weight, result.outcome);
        self.histogram.add(result.battles);
        self.rounds_histogram.add(result.rounds);
    }

    /// Adds `other`'s counts to these.
    pub fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        self.wins_a += other.wins_a;
        self.wins_b += other.wins_b;
        self.draws += other.draws;
        self.reasons.add(&other.reasons);
        self.cycles += other.cycles;
        self.wars += other.wars;
        if other.war_depths.len() > self.war_depths.len() {
            self.war_depths.resize(other.war_depths.len(), 0);
        }
        for (count, more) in self.war_depths.iter_mut().zip(&other.war_depths) {
            *count += more;
        }
        self.deck_weights.merge(&other.deck_weights);
        self.histogram.merge(&other.histogram);
        self.rounds_histogram.merge(&other.rounds_histogram);
    }

    /// Games that reached the limit of the rules, or the safety limit of
    /// rules without one.
    pub fn limited(&self) -> u64 {
        self.reasons.battle_limit + self.reasons.safety_limit
    }

    /// Rounds in which at least `depth` ties came in a row: 2 counts the
    /// double wars (triple ones included), 3 the triple wars.
    pub fn wars_at_least(&self, depth: usize) -> u64 {
        self.war_depths.iter().skip(depth.saturating_sub(1)).sum()
    }
}

/// A [`Recorder`] that notes how many ties in a row each round held: one
/// for a single war, two for a double war (the battle that settles the war
/// ties again), and so on.
#[derive(Debug, Clone, Default)]
pub struct WarDepths {
    /// Ties in a row so far in the current round.
    ties: u32,
    /// For every round with ties: the battle that ended it and its ties.
    ends: Vec<(u32, u32)>,
}

impl WarDepths {
    /// Forgets the last game.
    pub fn clear(&mut self) {
        self.ties = 0;
        self.ends.clear();
    }

    /// Closes the current round's run of ties at battle `number`.
    fn close(&mut self, number: u32) {
        if self.ties > 0 {
            self.ends.push((number, self.ties));
            self.ties = 0;
        }
    }

    /// The ties in a row of each round with ties, in a game that ended
    /// after `battles` battles. A game that ended as a cycle is rewound to
    /// where its state first repeated, and the rounds past it do not count.
    pub fn depths(&self, battles: u32) -> impl Iterator<Item = u32> + '_ {
        let unfinished = (self.ties > 0).then_some((battles, self.ties));
        self.ends
            .iter()
            .copied()
            .chain(unfinished)
            .filter(move |&(number, _)| number <= battles)
            .map(|(_, ties)| ties)
    }
}

impl Recorder for WarDepths {
    #[inline(always)]
    fn battle(&mut self, battle: &Battle<'_>) {
        match battle.resolution {
            Resolution::War => self.ties += 1,
            Resolution::Won { .. } => {
                if self.ties > 0 {
                    self.close(battle.number);
                }
            }
            Resolution::ShortForWar { .. } | Resolution::TieAtLimit => {
                self.ties += 1;
                self.close(battle.number);
            }
        }
    }
}

/// A deck weight in the sense of Stafford (after Haqq-Misra): the sum of
/// `value - 8` over A's dealt hand, from -84 to +84 for a 52-card deck. For
/// any deck it is taken as half the difference between the sums of A's and
/// B's hands, which is the same for the 52-card deck and is centred on 0
/// for the kata's 24 cards too (halved toward zero when the difference is
/// odd).
///
/// ```
/// use war_kata::stats::deck_weight;
/// use war_kata::Deck;
///
/// // A holds the four aces, kings, queens, jacks, tens and nines, and two eights.
/// let a: Deck = (9..=14).flat_map(|v| [v; 4]).chain([8, 8]).collect();
/// let b: Deck = (2..=7).flat_map(|v| [v; 4]).chain([8, 8]).collect();
/// assert_eq!(deck_weight(&a, &b), 84);
/// assert_eq!(deck_weight(&b, &a), -84);
/// ```
pub fn deck_weight(a: &Deck, b: &Deck) -> i64 {
    let sum = |deck: &Deck| deck.iter().map(|&card| i64::from(card)).sum::<i64>();
    (sum(a) - sum(b)) / 2
}

/// SplitMix64's output function: a bijection of `u64` that scatters
/// nearby numbers far apart.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed of game `index` of a run seeded with `seed`: it depends on
/// nothing else, so the game is the same whichever thread or shard plays
/// it.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    mix(mix(seed).wrapping_add(mix(index)))
}

/// Deals game `index` of a run seeded with `seed`: `deck` shuffled with
/// Fisher-Yates (Durstenfeld's form), from a PCG generator seeded with
/// [`game_seed`].
///
/// ```
/// use war_kata::rules::Preset;
/// use war_kata::stats::deal;
///
/// let deck = Preset::Umass.deck();
/// let (mut first, mut again) = (deck.clone(), deck.clone());
/// deal(1, 42, &mut first);
/// deal(1, 42, &mut again);
/// assert_eq!(first, again);
/// assert_ne!(first, deck);
/// ```
pub fn deal(seed: u64, index: u64, deck: &mut [Card]) {
    let mut rng = Pcg64Mcg::seed_from_u64(game_seed(seed, index));
    for last in (1..deck.len()).rev() {
        let other = rng.random_range(0..=last);
        deck.swap(last, other);
    }
}

/// The rules game `index` of a run is played by: `rules` themselves, but
/// with a shuffled pickup each game gets a seed of its own for it, drawn
/// from the run's seed, the game's index and [`Rules::seed`].
pub fn game_rules(rules: Rules, seed: u64, index: u64) -> Rules {
    if rules.pickup != Pickup::Shuffled {
        return rules;
    }
    Rules {
        seed: mix(game_seed(seed, index) ^ mix(rules.seed ^ 0x5eed)),
        ..rules
    }
}

/// One thread's games: a game whose room is reused from deal to deal, and
/// the counts.
struct Player<'a> {
    run: &'a Run,
    deck: Vec<Card>,
    war: War,
    depths: WarDepths,
    tally: Tally,
}

impl<'a> Player<'a> {
    fn new(run: &'a Run) -> Player<'a> {
        Player {
            run,
            deck: run.deck.clone(),
            war: War::with_rules(&run.deck, run.rules),
            depths: WarDepths::default(),
            tally: Tally::default(),
        }
    }

    /// Deals and plays game `index`, and counts it.
    fn play(&mut self, index: u64) {
        self.deck.copy_from_slice(&self.run.deck);
        deal(self.run.seed, index, &mut self.deck);
        let rules = game_rules(self.run.rules, self.run.seed, index);
        self.war.redeal(&self.deck, rules);
        let weight = deck_weight(self.war.deck_a(), self.war.deck_b());
        self.depths.clear();
        let result = self.war.play(&mut self.depths);
        self.tally.add(&result, weight, &self.depths);
    }
}

/// Games handed to a thread at a time.
const CHUNK: u64 = 1024;

/// Plays `shard` of `run` on `threads` threads and counts it. `progress` is
/// told every so often how many more games were played.
///
/// The figures depend on `run` and `shard` alone, not on `threads`.
pub fn play(
    run: &Run,
    shard: Shard,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Stats, Error> {
    check(run, shard, threads)?;
    let games = shard.games(run.games);
    let next = AtomicU64::new(games.start);
    let work = || {
        let mut player = Player::new(run);
        loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= games.end {
                return player.tally;
            }
            let end = (start + CHUNK).min(games.end);
            for index in start..end {
                player.play(index);
            }
            progress(end - start);
        }
    };
    let chunks = (games.end - games.start).div_ceil(CHUNK);
    let threads = threads.min(usize::try_from(chunks).unwrap_or(usize::MAX));
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
        workers
            .into_iter()
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut tally = Tally::default();
    for part in &tallies {
        tally.merge(part);
    }
    Ok(Stats {
        run: run.clone(),
        shards: (shard.count > 1).then(|| Shards {
            count: shard.count,
            indexes: vec![shard.index],
        }),
        tally,
    })
}

/// Refuses a run that cannot be played.
fn check(run: &Run, shard: Shard, threads: usize) -> Result<(), Error> {
    if run.games == 0 {
        return Err(Error::new(
            ErrorKind::Stats,
            "--games",
            "0 games: a run plays at least one",
        ));
    }
    if threads == 0 {
        return Err(Error::new(
            ErrorKind::Stats,
            "--threads",
            "0 threads: a run needs at least one",
        ));
    }
    if shard.count == 0 || shard.index >= shard.count {
        return Err(Error::new(
            ErrorKind::Stats,
            "--shard",
            format!("shard {shard} does not exist"),
        ));
    }
    if shard.count > run.games {
        return Err(Error::new(
            ErrorKind::Stats,
            "--shard",
            format!(
                "{} shards for {} games: some shards would play no game",
                shard.count, run.games
            ),
        ));
    }
    Ok(())
}

/// The figures a [`Stats`] prints, worked out from its counts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    /// Battles per game: mean.
    pub mean_battles: f64,
    /// Battles per game: median (nearest rank).
    pub median_battles: u32,
    /// Battles per game: the fewest.
    pub min_battles: u32,
    /// Battles per game: 90th percentile.
    pub p90_battles: u32,
    /// Battles per game: 95th percentile.
    pub p95_battles: u32,
    /// Battles per game: 99th percentile.
    pub p99_battles: u32,
    /// Battles per game: 99.9th percentile.
    pub p999_battles: u32,
    /// Battles per game: the most.
    pub max_battles: u32,
    /// Rounds per game: mean.
    pub mean_rounds: f64,
    /// Rounds per game: median.
    pub median_rounds: u32,
    /// Rounds per game: 95th percentile.
    pub p95_rounds: u32,
    /// Rounds per game: 99th percentile.
    pub p99_rounds: u32,
    /// Rounds per game: 99.9th percentile.
    pub p999_rounds: u32,
    /// Rounds per game: the most.
    pub max_rounds: u32,
    /// Wars declared per battle played.
    pub wars_per_battle: f64,
    /// Wars declared per game.
    pub wars_per_game: f64,
    /// Rounds with at least two ties in a row, per game.
    pub double_wars_per_game: f64,
    /// Rounds with at least three ties in a row, per game.
    pub triple_wars_per_game: f64,
    /// A's wins by A's deck weight, in buckets.
    pub win_share_by_weight: Vec<Bucket>,
}

impl Stats {
    /// The printed figures.
    pub fn summary(&self) -> Summary {
        let tally = &self.tally;
        let battles = &tally.histogram;
        let rounds = &tally.rounds_histogram;
        let per_game = |count: u64| share(count, tally.games);
        let total_battles = battles.total();
        Summary {
            mean_battles: battles.mean().unwrap_or(0.0),
            median_battles: battles.quantile(1, 2).unwrap_or(0),
            min_battles: battles.min().unwrap_or(0),
            p90_battles: battles.quantile(90, 100).unwrap_or(0),
            p95_battles: battles.quantile(95, 100).unwrap_or(0),
            p99_battles: battles.quantile(99, 100).unwrap_or(0),
            p999_battles: battles.quantile(999, 1000).unwrap_or(0),
            max_battles: battles.max().unwrap_or(0),
            mean_rounds: rounds.mean().unwrap_or(0.0),
            median_rounds: rounds.quantile(1, 2).unwrap_or(0),
            p95_rounds: rounds.quantile(95, 100).unwrap_or(0),
            p99_rounds: rounds.quantile(99, 100).unwrap_or(0),
            p999_rounds: rounds.quantile(999, 1000).unwrap_or(0),
            max_rounds: rounds.max().unwrap_or(0),
            wars_per_battle: if total_battles == 0 {
                0.0
            } else {
                tally.wars as f64 / total_battles as f64
            },
            wars_per_game: per_game(tally.wars),
            double_wars_per_game: per_game(tally.wars_at_least(2)),
            triple_wars_per_game: per_game(tally.wars_at_least(3)),
            win_share_by_weight: tally.deck_weights.buckets(),
        }
    }

    /// The JSON of `war stats --json`: the summary first (`games`,
    /// `wins_a`, `wins_b`, `draws`, `mean_battles`, `median_battles`, ...),
    /// then every count that merging needs.
    pub fn to_json(&self) -> serde_json::Value {
        let tally = serde_json::to_value(&self.tally).unwrap_or_default();
        let summary = serde_json::to_value(self.summary()).unwrap_or_default();
        let (serde_json::Value::Object(mut tally), serde_json::Value::Object(summary)) =
            (tally, summary)
        else {
            return serde_json::Value::Null;
        };
        let mut out = serde_json::Map::new();
        for key in ["games", "wins_a", "wins_b", "draws"] {
            if let Some(value) = tally.remove(key) {
                out.insert(key.to_string(), value);
            }
        }
        out.insert("limited".to_string(), self.tally.limited().into());
        out.extend(summary);
        out.insert(
            "run".to_string(),
            serde_json::to_value(&self.run).unwrap_or_default(),
        );
        out.insert(
            "shards".to_string(),
            serde_json::to_value(&self.shards).unwrap_or_default(),
        );
        out.extend(tally);
        serde_json::Value::Object(out)
    }

    /// Reads the JSON of `war stats --json`; `origin` names where it comes
    /// from in errors.
    pub fn from_json(text: &str, origin: &str) -> Result<Stats, Error> {
        #[derive(Deserialize)]
        struct File {
            run: Run,
            shards: Option<Shards>,
            #[serde(flatten)]
            tally: Tally,
        }
        let file: File = serde_json::from_str(text).map_err(|error| {
            Error::new(
                ErrorKind::Merge,
                origin,
                format!("not the JSON of `war stats --json`: {error}"),
            )
        })?;
        let stats = Stats {
            run: file.run,
            shards: file.shards,
            tally: file.tally,
        };
        stats.check_counts(origin)?;
        Ok(stats)
    }

    /// Refuses counts that do not add up.
    fn check_counts(&self, origin: &str) -> Result<(), Error> {
        let tally = &self.tally;
        let consistent = tally.wins_a + tally.wins_b + tally.draws == tally.games
            && tally.histogram.games() == tally.games
            && tally.rounds_histogram.games() == tally.games;
        if consistent {
            Ok(())
        } else {
            Err(Error::new(
                ErrorKind::Merge,
                origin,
                "the counts do not add up to the number of games: the file was altered",
            ))
        }
    }

    /// Merges the figures of shards of one run, each with where it comes
    /// from. When every shard is there, the result is the figures of the
    /// whole run, exactly as an unsharded run gives them.
    pub fn merge(parts: Vec<(String, Stats)>) -> Result<Stats, Error> {
        let mut parts = parts.into_iter();
        let Some((first_origin, mut merged)) = parts.next() else {
            return Err(Error::new(
                ErrorKind::Merge,
                "war stats merge",
                "no files to merge",
            ));
        };
        for (origin, part) in parts {
            if part.run != merged.run {
                return Err(Error::new(
                    ErrorKind::Merge,
                    origin,
                    format!(
                        "comes from another run than {first_origin}: {}",
                        run_difference(&merged.run, &part.run)
                    ),
                ));
            }
            merged.shards = Some(merge_shards(merged.shards.take(), part.shards, &origin)?);
            merged.tally.merge(&part.tally);
        }
        if let Some(shards) = &merged.shards {
            if shards.indexes.len() as u64 == shards.count {
                merged.shards = None;
            }
        }
        Ok(merged)
    }
}

/// What differs between two runs, in words.
fn run_difference(a: &Run, b: &Run) -> String {
    if a.rules != b.rules {
        "the rules differ".to_string()
    } else if a.deck != b.deck {
        "the decks differ".to_string()
    } else if a.seed != b.seed {
        format!("seed {} against {}", a.seed, b.seed)
    } else {
        format!("{} games against {}", a.games, b.games)
    }
}

/// The shards of two parts of a run together; they must be cut alike and
/// share none.
fn merge_shards(a: Option<Shards>, b: Option<Shards>, origin: &str) -> Result<Shards, Error> {
    let whole = |shards: Option<Shards>| {
        shards.unwrap_or(Shards {
            count: 1,
            indexes: vec![0],
        })
    };
    let (mut a, b) = (whole(a), whole(b));
    if a.count != b.count {
        return Err(Error::new(
            ErrorKind::Merge,
            origin,
            format!(
                "the run is cut into {} shards here and into {} before",
                b.count, a.count
            ),
        ));
    }
    if let Some(index) = b.indexes.iter().find(|index| a.indexes.contains(index)) {
        return Err(Error::new(
            ErrorKind::Merge,
            origin,
            format!(
                "shard {index}/{} is already merged: its games would count twice",
                a.count
            ),
        ));
    }
    a.indexes.extend(b.indexes);
    a.indexes.sort_unstable();
    Ok(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_every_game_once() {
        for count in 1..=7 {
            let mut next = 0;
            for index in 0..count {
                let games = Shard { index, count }.games(20);
                assert_eq!(games.start, next);
                next = games.end;
            }
            assert_eq!(next, 20);
        }
    }

    #[test]
    fn shards_are_read_as_i_of_n() {
        assert_eq!(
            "1/4".parse::<Shard>().unwrap(),
            Shard { index: 1, count: 4 }
        );
        for bad in ["3/2", "2/2", "0/0", "1", "a/2", "1/-2", ""] {
            let error = bad.parse::<Shard>().unwrap_err();
            assert_eq!(error.kind(), ErrorKind::Stats, "{bad}");
        }
    }

    #[test]
    fn weight_buckets_are_symmetric() {
        let mut weights = Weights::default();
        for weight in [-15, -14, -5, -4, 0, 4, 5, 14, 15] {
            weights.add(weight, Outcome::WinA);
        }
        let ranges: Vec<(i64, i64, u64)> = weights
            .buckets()
            .iter()
            .map(|b| (b.from, b.to, b.count.games))
            .collect();
        assert_eq!(
            ranges,
            [
                (-24, -15, 1),
                (-14, -5, 2),
                (-4, 4, 3),
                (5, 14, 2),
                (15, 24, 1)
            ]
        );
    }

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

    #[test]
    fn war_depths_count_ties_in_a_row() {
        let mut depths = WarDepths::default();
        let deck = Deck::new();
        let battle = |number, resolution| Battle {
            number,
            card_a: 0,
            card_b: 0,
            resolution,
            deck_a: &deck,
            deck_b: &deck,
            pile: &[],
        };
        let won = Resolution::Won {
            winner: crate::Player::A,
            cards: 2,
        };
        for (number, resolution) in [
            (1, Resolution::War),
            (2, won),
            (3, won),
            (4, Resolution::War),
            (5, Resolution::War),
            (6, won),
        ] {
            depths.battle(&battle(number, resolution));
        }
        assert_eq!(depths.depths(6).collect::<Vec<_>>(), [1, 2]);
        // A game rewound to battle 3 (a cycle) keeps only the first war.
        assert_eq!(depths.depths(3).collect::<Vec<_>>(), [1]);
        // A game that ends during a war counts its ties so far.
        depths.battle(&battle(7, Resolution::War));
        assert_eq!(depths.depths(7).collect::<Vec<_>>(), [1, 2, 1]);
    }
}
