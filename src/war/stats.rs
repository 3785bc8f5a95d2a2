//! Monte-Carlo statistics of War: many random deals played by the fast
//! engine ([`crate::war::engine`]) on the kit's runner ([`crate::kit::montecarlo`]), counted so exactly
//! that a run split over threads, shards or machines adds up to the very
//! figures of the same run played in one go.
//!
//! Game `i` of a run is dealt from a generator seeded with the run's seed
//! and `i` alone ([`deal`]), so which thread or which shard plays it changes
//! nothing. Every figure is kept as integer counts ([`Tally`]): the number
//! of games for each number of battles, for each deck weight, and so on.
//! Means, medians and percentiles are worked out from the counts at the
//! end, so they are exact, and two tallies merge by adding them up.
//!
//! ```
//! use war_kata::kit::montecarlo::Shard;
//! use war_kata::war::rules::Preset;
//! use war_kata::war::stats::{play, Run};
//!
//! let run = Run::of_preset(Preset::Umass, 200, 7);
//! let one = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap();
//! let two = play(&run, Shard::WHOLE, 2, &|_| ()).unwrap();
//! assert_eq!(one, two);
//! assert_eq!(one.tally.games, 200);
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::kit::deal::Dealer;
use crate::kit::error::Error;
use crate::kit::histogram::Histogram;
use crate::kit::montecarlo::{self, game_seed, mix, RunSpec, Sampler, Shard};
use crate::kit::words::share;
use crate::war::cards::Card;
use crate::war::deck::Deck;
use crate::war::engine::{deal_hands, DealTarget, Engine, Listener};
use crate::war::outcome::{EndReason, GameResult, Outcome};
use crate::war::recorder::Resolution;
use crate::war::rules::{Deal, Pickup, Preset, Rules};

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

/// The figures of a run of War, or of some of its shards.
pub type Stats = montecarlo::Stats<Run, Tally>;

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
        self.empty_deck = self.empty_deck.saturating_add(other.empty_deck);
        self.both_empty = self.both_empty.saturating_add(other.both_empty);
        self.short_for_war = self.short_for_war.saturating_add(other.short_for_war);
        self.both_short_for_war = self
            .both_short_for_war
            .saturating_add(other.both_short_for_war);
        self.battle_limit = self.battle_limit.saturating_add(other.battle_limit);
        self.safety_limit = self.safety_limit.saturating_add(other.safety_limit);
        self.cycle = self.cycle.saturating_add(other.cycle);
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
    /// Counts one game that ended as `outcome`: without a jump, for who
    /// wins is what the processor cannot foresee.
    #[inline(always)]
    fn add(&mut self, outcome: Outcome) {
        self.games += 1;
        self.wins_a += u64::from(outcome == Outcome::WinA);
        self.wins_b += u64::from(outcome == Outcome::WinB);
    }

    /// A's share of the games won by someone: 0.5 is an even chance.
    pub fn a_share_of_decided(&self) -> f64 {
        share(self.wins_a, self.wins_a + self.wins_b)
    }
}

/// Games by A's deck weight. Written in JSON as `[weight, games, wins_a,
/// wins_b]` rows, lightest first.
///
/// The weights of a run lie close together (from -84 to 84 for the 52-card
/// deck), so their counts are kept in a vector from the lightest weight
/// seen, counted without a search; a weight that would stretch the vector
/// past `DENSE_WEIGHTS` (only in an altered file) is kept in a map.
#[derive(Debug, Clone, Default, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<(i64, u64, u64, u64)>", into = "Vec<(i64, u64, u64, u64)>")]
pub struct Weights {
    /// The weight of `dense[0]`.
    lightest: i64,
    /// The counts of weight `lightest + i` at `i`; `None` for a weight
    /// that never occurred.
    dense: Vec<Option<WeightCount>>,
    /// The weights that did not fit in `dense`.
    sparse: BTreeMap<i64, WeightCount>,
}

/// The most weights [`Weights`] keeps in its vector.
const DENSE_WEIGHTS: i64 = 1 << 12;

impl PartialEq for Weights {
    /// Equal when the same weights occurred with the same counts.
    fn eq(&self, other: &Weights) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Weights {
    /// The counts of `weight`, made room for.
    #[inline]
    fn slot(&mut self, weight: i64) -> &mut WeightCount {
        if self.dense.is_empty() {
            self.lightest = weight;
        }
        let heaviest = self.lightest.saturating_add(self.dense.len() as i64);
        let (low, high) = (weight.min(self.lightest), weight.max(heaviest));
        if high.saturating_sub(low) >= DENSE_WEIGHTS || self.sparse.contains_key(&weight) {
            return self.sparse.entry(weight).or_default();
        }
        if weight < self.lightest {
            let more = (self.lightest - weight) as usize;
            self.dense.splice(0..0, std::iter::repeat_n(None, more));
            self.lightest = weight;
        }
        let offset = (weight - self.lightest) as usize;
        if offset >= self.dense.len() {
            self.dense.resize(offset + 1, None);
        }
        self.dense[offset].get_or_insert_with(WeightCount::default)
    }

    /// Counts one game dealt `weight` that ended as `outcome`.
    #[inline]
    pub fn add(&mut self, weight: i64, outcome: Outcome) {
        // A weight seen before, as nearly all are, is counted at once.
        let offset = usize::try_from(weight.wrapping_sub(self.lightest)).ok();
        if let Some(Some(count)) = offset.and_then(|offset| self.dense.get_mut(offset)) {
            return count.add(outcome);
        }
        self.slot(weight).add(outcome);
    }

    /// Adds `other`'s counts to these.
    pub fn merge(&mut self, other: &Weights) {
        for (weight, more) in other.iter() {
            let count = self.slot(weight);
            count.games = count.games.saturating_add(more.games);
            count.wins_a = count.wins_a.saturating_add(more.wins_a);
            count.wins_b = count.wins_b.saturating_add(more.wins_b);
        }
    }

    /// Each weight that occurred with its counts, lightest first.
    pub fn iter(&self) -> impl Iterator<Item = (i64, WeightCount)> + '_ {
        let dense = self.dense.iter().enumerate().filter_map(|(offset, count)| {
            count.map(|count| (self.lightest + offset as i64, count))
        });
        let mut all: Vec<(i64, WeightCount)> = dense
            .chain(self.sparse.iter().map(|(&weight, &count)| (weight, count)))
            .collect();
        if !self.sparse.is_empty() {
            all.sort_by_key(|&(weight, _)| weight);
        }
        all.into_iter()
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
    /// The rows as read; of two rows of one weight, the last.
    fn from(rows: Vec<(i64, u64, u64, u64)>) -> Weights {
        let mut weights = Weights::default();
        for (weight, games, wins_a, wins_b) in rows {
            *weights.slot(weight) = WeightCount {
                games,
                wins_a,
                wins_b,
            };
        }
        weights
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

impl Tally {
    /// Counts one game: its result and A's deck weight. The rounds with
    /// ties in a row its [`WarDepths`] saw are counted a batch of games at
    /// a time ([`WarDepths::count_into`]).
    #[inline(always)]
    pub fn add(&mut self, result: &GameResult, weight: i64) {
        self.games += 1;
        // Without a jump, as in [`Weights::add`].
        self.wins_a += u64::from(result.outcome == Outcome::WinA);
        self.wins_b += u64::from(result.outcome == Outcome::WinB);
        self.draws += u64::from(result.outcome == Outcome::Draw);
        *self.reasons.count_mut(result.reason) += 1;
        self.cycles += u64::from(result.cycle.is_some());
        self.wars += u64::from(result.wars);
        self.deck_weights.add(weight, result.outcome);
        self.histogram.add(result.battles);
        self.rounds_histogram.add(result.rounds);
    }

    /// Games that reached the limit of the rules, or the safety limit of
    /// rules without one.
    pub fn limited(&self) -> u64 {
        self.reasons.battle_limit + self.reasons.safety_limit
    }

    /// Rounds in which at least `depth` ties came in a row: 2 counts the
    /// double wars (triple ones included), 3 the triple wars.
    pub fn wars_at_least(&self, depth: usize) -> u64 {
        self.war_depths
            .iter()
            .skip(depth.saturating_sub(1))
            .fold(0u64, |sum, &count| sum.saturating_add(count))
    }
}

impl montecarlo::Tally for Tally {
    fn games(&self) -> u64 {
        self.games
    }

    /// Counts read from altered files may be huge: they stop at 2^64 - 1
    /// rather than overflow.
    fn merge(&mut self, other: &Tally) {
        self.games = self.games.saturating_add(other.games);
        self.wins_a = self.wins_a.saturating_add(other.wins_a);
        self.wins_b = self.wins_b.saturating_add(other.wins_b);
        self.draws = self.draws.saturating_add(other.draws);
        self.reasons.add(&other.reasons);
        self.cycles = self.cycles.saturating_add(other.cycles);
        self.wars = self.wars.saturating_add(other.wars);
        if other.war_depths.len() > self.war_depths.len() {
            self.war_depths.resize(other.war_depths.len(), 0);
        }
        for (count, more) in self.war_depths.iter_mut().zip(&other.war_depths) {
            *count = count.saturating_add(*more);
        }
        self.deck_weights.merge(&other.deck_weights);
        self.histogram.merge(&other.histogram);
        self.rounds_histogram.merge(&other.rounds_histogram);
    }

    /// The outcomes and both histograms count every game.
    fn check(&self) -> Result<(), String> {
        let outcomes = self
            .wins_a
            .checked_add(self.wins_b)
            .and_then(|sum| sum.checked_add(self.draws));
        let reasons = [
            self.reasons.empty_deck,
            self.reasons.both_empty,
            self.reasons.short_for_war,
            self.reasons.both_short_for_war,
            self.reasons.battle_limit,
            self.reasons.safety_limit,
            self.reasons.cycle,
        ]
        .iter()
        .try_fold(0u64, |sum, &count| sum.checked_add(count));
        let weighed = self.deck_weights.iter().try_fold(0u64, |sum, (_, count)| {
            let won = count.wins_a.checked_add(count.wins_b)?;
            (won <= count.games).then_some(())?;
            sum.checked_add(count.games)
        });
        let deep = self
            .war_depths
            .iter()
            .try_fold(0u64, |sum, &count| sum.checked_add(count));
        let consistent = outcomes == Some(self.games)
            && reasons == Some(self.games)
            && weighed == Some(self.games)
            && self.cycles <= self.games
            && u128::from(self.wars) <= self.histogram.total()
            && deep.is_some_and(|deep| deep <= self.wars)
            && self.histogram.games() == self.games
            && self.rounds_histogram.games() == self.games;
        if consistent {
            Ok(())
        } else {
            Err("the counts do not add up to the number of games: the file was altered".into())
        }
    }
}

/// A [`Listener`] that notes how many ties in a row each round held: one
/// for a single war, two for a double war (the battle that settles the war
/// ties again), and so on.
#[derive(Debug, Clone, Default)]
pub struct WarDepths {
    /// Ties in a row so far in the current round.
    ties: u32,
    /// For every round with ties, of this game and of the ended games not
    /// counted yet: the battle that ended it and its ties (0 for none, as
    /// [`WarDepths::end_game`] may note).
    ends: Vec<(u32, u32)>,
    /// Where this game's rounds begin in `ends`.
    game: usize,
}

/// The rounds [`WarDepths`] keeps before `war stats` counts them.
pub const DEPTH_BATCH: usize = 1024;

/// Rounds with fewer ties in a row than this are counted in
/// [`WarDepths::count_into`]'s own array; deeper ones, which a preset's
/// deck hardly ever holds, one by one.
const SHALLOW: usize = 8;

impl WarDepths {
    /// Starts a game, keeping the rounds of the games before it.
    pub fn start_game(&mut self) {
        self.ties = 0;
        self.game = self.ends.len();
    }

    /// Ends the game after `battles` battles: its rounds past them (a
    /// game rewound to where its cycle began) are dropped, and the round
    /// it ended in closed; its rounds are kept to be counted.
    pub fn end_game(&mut self, battles: u32) {
        let game = &self.ends[self.game..];
        if game.last().is_some_and(|&(number, _)| number > battles) {
            let kept = game.partition_point(|&(number, _)| number <= battles);
            self.ends.truncate(self.game + kept);
        }
        // A round without ties is noted too, rather than tested for: it
        // counts for nothing.
        self.ends.push((battles, self.ties));
        self.ties = 0;
        self.game = self.ends.len();
    }

    /// How many rounds are kept, of the ended games.
    pub fn kept(&self) -> usize {
        self.game
    }

    /// Counts the rounds of the ended games in `war_depths` (those with
    /// `d` ties in a row at `d - 1`), and forgets them: in two arrays taken
    /// in turns, so that counting a round does not wait for the round
    /// before it.
    pub fn count_into(&mut self, war_depths: &mut Vec<u64>) {
        let ended = &self.ends[..self.game];
        // By ties, the deep ones together at SHALLOW.
        let mut turns = [[0u64; SHALLOW + 1]; 2];
        for (turn, &(_, ties)) in ended.iter().enumerate() {
            turns[turn % 2][(ties as usize).min(SHALLOW)] += 1;
        }
        let count = |ties: usize| turns[0][ties] + turns[1][ties];
        let shallow = (1..SHALLOW).map(|ties| (ties, count(ties)));
        // The deep rounds one by one, looked for only when there are some.
        let deep = if count(SHALLOW) > 0 { ended } else { &[] };
        let deep = deep.iter().map(|&(_, ties)| ties as usize);
        let deep = deep.filter(|&ties| ties >= SHALLOW).map(|ties| (ties, 1));
        for (ties, rounds) in shallow.chain(deep).filter(|&(_, rounds)| rounds > 0) {
            if ties > war_depths.len() {
                war_depths.resize(ties, 0);
            }
            war_depths[ties - 1] += rounds;
        }
        self.ends.drain(..self.game);
        self.game = 0;
    }

    /// Closes the current round's run of ties at battle `number`.
    fn close(&mut self, number: u32) {
        if self.ties > 0 {
            self.ends.push((number, self.ties));
            self.ties = 0;
        }
    }

    /// The ties in a row of each round with ties of the game being played
    /// (since [`WarDepths::start_game`]), once it ended after `battles`
    /// battles. A game that ended as a cycle is rewound to
    /// where its state first repeated, and the rounds past it do not count.
    pub fn depths(&self, battles: u32) -> impl Iterator<Item = u32> + '_ {
        let unfinished = (self.ties > 0).then_some((battles, self.ties));
        self.ends[self.game..]
            .iter()
            .copied()
            .chain(unfinished)
            .filter(move |&(number, _)| number <= battles)
            .map(|(_, ties)| ties)
    }
}

impl Listener for WarDepths {
    /// A round won at its first battle holds no tie: a round starts with
    /// `ties` at 0 (every round with ties closed them), and such a round
    /// leaves it there.
    const TOLD_OF_PLAIN_ROUNDS: bool = false;
    /// Ties are all it counts: the engine may play wars in its tight loop.
    const TOLD_OF_WARS: bool = false;

    #[inline(always)]
    fn battle(&mut self, number: u32, resolution: Resolution) {
        match resolution {
            Resolution::War => self.war(number),
            Resolution::Won { .. } => self.won_after_war(number),
            Resolution::ShortForWar { .. } | Resolution::TieAtLimit => {
                self.ties += 1;
                self.close(number);
            }
        }
    }

    #[inline(always)]
    fn war(&mut self, _number: u32) {
        self.ties += 1;
    }

    #[inline(always)]
    fn won_after_war(&mut self, number: u32) {
        if self.ties > 0 {
            self.close(number);
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
/// use war_kata::war::stats::deck_weight;
/// use war_kata::Deck;
///
/// // A holds the four aces, kings, queens, jacks, tens and nines, and two eights.
/// let a: Deck = (9..=14).flat_map(|v| [v; 4]).chain([8, 8]).collect();
/// let b: Deck = (2..=7).flat_map(|v| [v; 4]).chain([8, 8]).collect();
/// assert_eq!(deck_weight(&a, &b), 84);
/// assert_eq!(deck_weight(&b, &a), -84);
/// ```
pub fn deck_weight(a: &Deck, b: &Deck) -> i64 {
    (sum(a.iter()) - sum(b.iter())) / 2
}

/// [`deck_weight`] of the hands `deal` makes of `deck`, worked out from
/// the deck itself in one pass: A's cards count up and B's down, and the
/// difference is halved toward zero.
///
/// ```
/// use war_kata::war::rules::{Deal, Preset};
/// use war_kata::war::stats::{dealt_weight, deck_weight};
/// use war_kata::{Rules, War};
///
/// let deck = [14, 2, 13, 3, 9];
/// for deal in [Deal::Alternate, Deal::Halves] {
///     let war = War::with_rules(&deck, Rules { deal, ..Rules::default() });
///     assert_eq!(dealt_weight(&deck, deal), deck_weight(war.deck_a(), war.deck_b()));
/// }
/// assert_eq!(dealt_weight(&deck, Deal::Alternate), (14 + 13 + 9 - 2 - 3) / 2);
/// ```
pub fn dealt_weight(deck: &[Card], deal: Deal) -> i64 {
    let mut difference = Difference(0);
    deal_hands(&mut difference, deck, deal);
    difference.0 / 2
}

/// The sum of A's hand less the sum of B's, as a deal would hand them out
/// ([`deal_hands`]), without the hands.
struct Difference(i64);

impl DealTarget for Difference {
    #[inline]
    fn deal_alternately(&mut self, deck: &[Card]) {
        let pairs = deck.chunks_exact(2);
        let odd = sum(pairs.remainder());
        let pairs = pairs.map(|pair| i64::from(pair[0]) - i64::from(pair[1]));
        self.0 = pairs.sum::<i64>() + odd;
    }

    #[inline]
    fn deal_halves(&mut self, first: &[Card], second: &[Card]) {
        self.0 = sum(first) - sum(second);
    }
}

/// The sum of `cards`, wide enough for any deck.
fn sum<'c>(cards: impl IntoIterator<Item = &'c Card>) -> i64 {
    cards.into_iter().map(|&card| i64::from(card)).sum()
}

/// How [`deck_weight`] weighs a hand dealt from `deck`, in words: for a
/// deck dealt in two equal hands, the sum over A's hand of each value less
/// the deck's mean value (8 for the 52 cards from 2 to 14, 11.5 for the
/// kata's 24 cards from 9 to 14); otherwise half the difference between
/// A's and B's sums.
///
/// ```
/// use war_kata::war::rules::Preset;
/// use war_kata::war::stats::weight_formula;
///
/// assert_eq!(weight_formula(&Preset::Umass.deck()), "sum of (value - 8) over A's 26 cards");
/// assert_eq!(weight_formula(&Preset::Kata.deck()), "sum of (value - 11.5) over A's 12 cards");
/// ```
pub fn weight_formula(deck: &[Card]) -> String {
    if deck.is_empty() || deck.len() % 2 == 1 {
        return "half the difference between A's and B's sums of values".to_string();
    }
    let sum = sum(deck);
    let mean = sum as f64 / deck.len() as f64;
    let centre = if mean.fract() == 0.0 {
        format!("{mean:.0}")
    } else {
        format!("{mean}")
    };
    let centre = if mean < 0.0 {
        format!("value + {}", centre.trim_start_matches('-'))
    } else {
        format!("value - {centre}")
    };
    format!("sum of ({centre}) over A's {} cards", deck.len() / 2)
}

/// Deals game `index` of a run seeded with `seed`: `deck` shuffled from
/// the game's own seed by the kit's deal ([`kit::deal`](crate::kit::deal):
/// Fisher-Yates, its choices drawn a block at a time, every order exactly
/// as likely).
///
/// ```
/// use war_kata::war::rules::Preset;
/// use war_kata::war::stats::deal;
///
/// let deck = Preset::Umass.deck();
/// let (mut first, mut again) = (deck.clone(), deck.clone());
/// deal(1, 42, &mut first);
/// deal(1, 42, &mut again);
/// assert_eq!(first, again);
/// assert_ne!(first, deck);
/// ```
pub fn deal(seed: u64, index: u64, deck: &mut [Card]) {
    crate::kit::deal::deal(seed, index, deck);
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

/// One thread's games: a game whose room is reused from deal to deal.
#[derive(Debug)]
pub struct Worker {
    dealer: Dealer,
    deck: Vec<Card>,
    war: Engine,
    depths: WarDepths,
}

impl Sampler for Run {
    type Worker = Worker;
    type Tally = Tally;

    fn worker(&self) -> Worker {
        Worker {
            dealer: Dealer::for_cards(self.deck.len()),
            deck: self.deck.clone(),
            war: Engine::with_rules(&self.deck, self.rules),
            depths: WarDepths::default(),
        }
    }

    /// Deals and plays game `index`, and counts it.
    fn play(&self, worker: &mut Worker, index: u64, tally: &mut Tally) {
        worker.deck.copy_from_slice(&self.deck);
        worker.dealer.deal(self.seed, index, &mut worker.deck);
        let rules = game_rules(self.rules, self.seed, index);
        let weight = dealt_weight(&worker.deck, rules.deal);
        worker.depths.start_game();
        let result = worker
            .war
            .play_dealt(&worker.deck, rules, &mut worker.depths);
        worker.depths.end_game(result.battles);
        tally.add(&result, weight);
        if worker.depths.kept() >= DEPTH_BATCH {
            worker.depths.count_into(&mut tally.war_depths);
        }
    }

    /// Counts the rounds with ties of the last batch of games.
    fn finish(&self, worker: &mut Worker, tally: &mut Tally) {
        worker.depths.count_into(&mut tally.war_depths);
    }
}

impl RunSpec for Run {
    fn games(&self) -> Option<u64> {
        Some(self.games)
    }

    /// What differs between two runs, in words.
    fn difference(&self, other: &Run) -> String {
        if self.rules != other.rules {
            "the rules differ".to_string()
        } else if self.deck != other.deck {
            "the decks differ".to_string()
        } else if self.seed != other.seed {
            format!("seed {} against {}", self.seed, other.seed)
        } else {
            format!("{} games against {}", self.games, other.games)
        }
    }
}

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
    montecarlo::play(run, run.games, shard, threads, progress)
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
    /// `wins_a`, `wins_b`, `draws`, `limited`, `mean_battles`,
    /// `median_battles`, ...), then every count that merging needs.
    pub fn to_json(&self) -> serde_json::Value {
        let mut summary = serde_json::Map::new();
        summary.insert("limited".to_string(), self.tally.limited().into());
        if let Ok(serde_json::Value::Object(figures)) = serde_json::to_value(self.summary()) {
            summary.extend(figures);
        }
        montecarlo::Stats::to_json_with(
            self,
            &["games", "wins_a", "wins_b", "draws"],
            serde_json::Value::Object(summary),
        )
    }

    /// Reads the JSON of `war stats --json`; `origin` names where it comes
    /// from in errors.
    pub fn from_json(text: &str, origin: &str) -> Result<Stats, Error> {
        montecarlo::Stats::read_json(text, origin, "war stats --json")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// A listener told of every battle, which keeps the engine on its
    /// battle-by-battle path, counting ties as [`WarDepths`] does.
    struct EveryBattle(WarDepths);

    impl Listener for EveryBattle {
        fn battle(&mut self, number: u32, resolution: Resolution) {
            self.0.battle(number, resolution);
        }
    }

    #[test]
    fn war_depths_are_the_same_from_the_tight_loop_and_battle_by_battle() {
        use crate::war::rules::{LimitUnit, ShortForWar, WarLayout};
        let mut rule_sets: Vec<(Rules, Vec<Card>)> = Preset::ALL
            .iter()
            .map(|preset| (preset.rules(), preset.deck()))
            .collect();
        let umass = Rules::default();
        let deck = Preset::Umass.deck();
        for rules in [
            Rules {
                limit_ends_war: true,
                limit: 150,
                ..umass
            },
            Rules {
                war_cards: 1,
                war_layout: WarLayout::Interleaved,
                short_for_war: ShortForWar::Draw,
                ..umass
            },
            Rules {
                limit: 60,
                limit_unit: LimitUnit::Rounds,
                pickup: Pickup::Reversed,
                ..umass
            },
        ] {
            rule_sets.push((rules, deck.clone()));
        }
        let mut deep = 0;
        for (rules, template) in rule_sets {
            for index in 0..300 {
                let mut deck = template.clone();
                deal(11, index, &mut deck);
                let rules = game_rules(rules, 11, index);
                let mut depths = WarDepths::default();
                let fast = Engine::with_rules(&deck, rules).play(&mut depths);
                let mut every = EveryBattle(WarDepths::default());
                let slow = Engine::with_rules(&deck, rules).play(&mut every);
                assert_eq!(fast, slow, "{rules:?} {deck:?}");
                let told: Vec<u32> = depths.depths(fast.battles).collect();
                assert_eq!(told, every.0.depths(slow.battles).collect::<Vec<_>>());
                deep += told.iter().filter(|&&ties| ties > 1).count();
            }
        }
        assert!(deep > 0, "some rounds held two ties in a row or more");
    }

    #[test]
    fn war_depths_count_ties_in_a_row() {
        let mut depths = WarDepths::default();
        let won = Resolution::Won {
            winner: crate::war::outcome::Player::A,
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
            depths.battle(number, resolution);
        }
        assert_eq!(depths.depths(6).collect::<Vec<_>>(), [1, 2]);
        // A game rewound to battle 3 (a cycle) keeps only the first war.
        assert_eq!(depths.depths(3).collect::<Vec<_>>(), [1]);
        // A game that ends during a war counts its ties so far.
        depths.battle(7, Resolution::War);
        assert_eq!(depths.depths(7).collect::<Vec<_>>(), [1, 2, 1]);
    }

    /// Plays the ties of `rounds` (each round's ties in a row, then the
    /// battle that wins it) into `depths` from battle 1 on, leaving the
    /// last round unfinished with `unfinished` ties; returns the battles.
    fn tie_rounds(depths: &mut WarDepths, rounds: &[u32], unfinished: u32) -> u32 {
        let mut number = 0;
        for &ties in rounds {
            for _ in 0..ties {
                number += 1;
                depths.war(number);
            }
            number += 1;
            depths.won_after_war(number);
        }
        for _ in 0..unfinished {
            number += 1;
            depths.war(number);
        }
        number
    }

    #[test]
    fn war_depths_of_a_batch_of_games_are_counted_at_once() {
        let mut depths = WarDepths::default();
        // A game with a round too deep for the shallow counts, and one
        // ending in a war: 1, 9, 2 and the unfinished 3 ties.
        depths.start_game();
        let battles = tie_rounds(&mut depths, &[1, 0, 9, 2], 3);
        depths.end_game(battles);
        // A game rewound to battle 4 (a cycle): only its first round of
        // two ties (battles 1 to 3) counts, not the 8 ties after it.
        depths.start_game();
        tie_rounds(&mut depths, &[2, 8], 0);
        depths.end_game(4);
        // A game with no tie at all.
        depths.start_game();
        let battles = tie_rounds(&mut depths, &[0, 0], 0);
        depths.end_game(battles);
        assert_eq!(depths.kept(), 7, "five rounds with ties and two without");
        let mut war_depths = vec![5];
        depths.count_into(&mut war_depths);
        assert_eq!(war_depths, [6, 2, 1, 0, 0, 0, 0, 0, 1]);
        assert_eq!(depths.kept(), 0);
        depths.count_into(&mut war_depths);
        assert_eq!(war_depths, [6, 2, 1, 0, 0, 0, 0, 0, 1], "counted once");
    }
}
