//! The Monte-Carlo runner every game's statistics share: many seeded games
//! played on threads, counted so exactly that a run split over threads,
//! shards or machines adds up to the very figures of the same run played
//! in one go.
//!
//! Game `i` of a run is played from a generator seeded with the run's seed
//! and `i` alone ([`game_seed`]), so which thread or which shard plays it
//! changes nothing. A game says what it counts by implementing [`Tally`]
//! (integer counts that merge by addition) and how it plays game `i` by
//! implementing [`Sampler`]; [`run`] does the rest.
//!
//! ```
//! use war_kata::kit::montecarlo::{game_seed, run, Sampler, Shard, Tally};
//!
//! /// Counts how many seeds of a run are even.
//! #[derive(Default)]
//! struct Even { games: u64, even: u64 }
//!
//! impl Tally for Even {
//!     fn games(&self) -> u64 { self.games }
//!     fn merge(&mut self, other: &Even) {
//!         self.games += other.games;
//!         self.even += other.even;
//!     }
//! }
//!
//! struct Coins { seed: u64 }
//!
//! impl Sampler for Coins {
//!     type Worker = ();
//!     type Tally = Even;
//!     fn worker(&self) {}
//!     fn play(&self, _: &mut (), index: u64, tally: &mut Even) {
//!         tally.games += 1;
//!         tally.even += u64::from(game_seed(self.seed, index) % 2 == 0);
//!     }
//! }
//!
//! let one = run(&Coins { seed: 7 }, 1000, Shard::WHOLE, 1, &|_| ()).unwrap();
//! let two = run(&Coins { seed: 7 }, 1000, Shard::WHOLE, 2, &|_| ()).unwrap();
//! assert_eq!((one.games, one.even), (two.games, two.even));
//! ```

use std::fmt;
use std::ops::Range;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};

use rand::distr::uniform::{UniformInt, UniformSampler};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::kit::error::{Error, ErrorKind};

/// Counts kept over the games of a run, as integers, so that two tallies
/// add up exactly.
pub trait Tally: Default + Send {
    /// How many games were counted.
    fn games(&self) -> u64;

    /// Adds `other`'s counts to these.
    fn merge(&mut self, other: &Self);

    /// Refuses counts that do not add up (read from a file that was
    /// altered): `Err` says what is wrong. The default accepts any.
    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

/// How a game plays game `index` of a run and counts it.
pub trait Sampler: Sync {
    /// What each thread keeps from game to game: typically a game whose
    /// room is reused, so that a run allocates nothing per game.
    type Worker;
    /// What is counted.
    type Tally: Tally;

    /// A new worker, for one thread.
    fn worker(&self) -> Self::Worker;

    /// Plays game `index` of the run with `worker` and counts it in
    /// `tally`. The game must depend on `index` and the run alone (seed
    /// its generator with [`game_seed`]), never on the thread.
    fn play(&self, worker: &mut Self::Worker, index: u64, tally: &mut Self::Tally);

    /// Hands over to `tally` whatever `worker` kept counted of its own,
    /// once its thread played its last game. Nothing, unless the sampler
    /// counts some figure a batch of games at a time.
    fn finish(&self, _worker: &mut Self::Worker, _tally: &mut Self::Tally) {}
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
    /// use war_kata::kit::montecarlo::Shard;
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
        if shard.count == 0 {
            return Err(bad(format!(
                "\"{text}\" cuts the run into 0 shards: N of I/N is at least 1"
            )));
        }
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

impl Shards {
    /// The shards held, in words, for the heading of a table:
    /// `, shard 0, 2 of 3 (of a run of 1,000 games)`, `unit` naming a game.
    pub fn describe(&self, games: u64, unit: &str) -> String {
        let held: Vec<String> = self.indexes.iter().map(u64::to_string).collect();
        format!(
            ", shard {} of {} (of a run of {} {unit}s)",
            held.join(", "),
            self.count,
            crate::kit::words::thousands(games)
        )
    }
}

/// SplitMix64's output function: a bijection of `u64` that scatters
/// nearby numbers far apart.
pub fn mix(mut z: u64) -> u64 {
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

/// The generator of game `index` of a run seeded with `seed`: a PCG seeded
/// with [`game_seed`].
pub fn game_rng(seed: u64, index: u64) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(game_seed(seed, index))
}

/// Shuffles `cards` with Fisher-Yates (Durstenfeld's form), drawing from
/// `rng`: every order equally likely.
pub fn shuffle<T>(cards: &mut [T], rng: &mut Pcg64Mcg) {
    for last in (1..cards.len()).rev() {
        let other = pick(last, rng);
        cards.swap(last, other);
    }
}

/// A number from 0 to `last`, each equally likely: the very number
/// `rng.random_range(0..=last)` gives. For a range that fits in 32 bits
/// rand draws it as a `u32` range; here its `u32` sampler is called
/// directly, which the compiler inlines into the shuffle's loop (a deal
/// of 108 cards spends a third less time).
#[inline(always)]
fn pick(last: usize, rng: &mut Pcg64Mcg) -> usize {
    let Ok(last32) = u32::try_from(last) else {
        return rng.random_range(0..=last);
    };
    match UniformInt::<u32>::sample_single_inclusive(0, last32, rng) {
        Ok(other) => other as usize,
        Err(_) => unreachable!("0..=last is never empty"),
    }
}

/// Games handed to a thread at a time.
const CHUNK: u64 = 1024;

/// Plays `shard` of a run of `games` games on `threads` threads and counts
/// them. `progress` is told every so often how many more games were
/// played.
///
/// The counts depend on the sampler, `games` and `shard` alone, not on
/// `threads`: each game is played from its index alone, and counts add up
/// in any order.
pub fn run<S: Sampler>(
    sampler: &S,
    games: u64,
    shard: Shard,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<S::Tally, Error> {
    check(games, shard, threads)?;
    let games = shard.games(games);
    let next = AtomicU64::new(games.start);
    let work = || {
        let mut worker = sampler.worker();
        let mut tally = S::Tally::default();
        loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= games.end {
                sampler.finish(&mut worker, &mut tally);
                return tally;
            }
            let end = (start + CHUNK).min(games.end);
            for index in start..end {
                sampler.play(&mut worker, index, &mut tally);
            }
            progress(end - start);
        }
    };
    let threads = threads_used(games.end - games.start, threads);
    let tallies: Vec<S::Tally> = std::thread::scope(|scope| {
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
    let mut tally = S::Tally::default();
    for part in &tallies {
        tally.merge(part);
    }
    Ok(tally)
}

/// How many of the `threads` asked for a run of `games` games plays on: no
/// more than it has chunks of games to hand out.
pub fn threads_used(games: u64, threads: usize) -> usize {
    let chunks = games.div_ceil(CHUNK);
    threads.min(usize::try_from(chunks).unwrap_or(usize::MAX))
}

/// Refuses a run that cannot be played.
fn check(games: u64, shard: Shard, threads: usize) -> Result<(), Error> {
    if games == 0 {
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
    if shard.count > games {
        return Err(Error::new(
            ErrorKind::Stats,
            "--shard",
            format!(
                "{} shards for {games} games: some shards would play no game",
                shard.count
            ),
        ));
    }
    Ok(())
}

/// Plays `shard` of a run of `games` games of `sampler` on `threads`
/// threads ([`run`]) and gives its figures, as a [`Stats`] of that shard.
pub fn play<S: Sampler + RunSpec + Clone>(
    sampler: &S,
    games: u64,
    shard: Shard,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Stats<S, S::Tally>, Error> {
    let tally = run(sampler, games, shard, threads, progress)?;
    Ok(Stats::of_shard(sampler, shard, tally))
}

/// What a run plays, as far as merging is concerned: two shards merge only
/// when their runs are equal, and the error says how they differ.
pub trait RunSpec: PartialEq {
    /// What differs between this run and `other`, in a few words.
    fn difference(&self, other: &Self) -> String;

    /// How many games the whole run plays, when the run says: a file read
    /// must then count exactly the games of its shards.
    fn games(&self) -> Option<u64> {
        None
    }
}

/// The figures of a run, or of some of its shards: what was played, which
/// shards, and the counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stats<R, T> {
    /// What was played.
    pub run: R,
    /// The shards held; `None` for the whole run.
    pub shards: Option<Shards>,
    /// The counts.
    pub tally: T,
}

impl<R: RunSpec + Clone, T: Tally> Stats<R, T> {
    /// The figures of `shard` of `run`, counted in `tally`.
    pub fn of_shard(run: &R, shard: Shard, tally: T) -> Stats<R, T> {
        Stats {
            run: run.clone(),
            shards: (shard.count > 1).then(|| Shards {
                count: shard.count,
                indexes: vec![shard.index],
            }),
            tally,
        }
    }

    /// Merges the figures of shards of one run, each with where it comes
    /// from. When every shard is there, the result is the figures of the
    /// whole run, exactly as an unsharded run gives them.
    pub fn merge(parts: Vec<(String, Stats<R, T>)>) -> Result<Stats<R, T>, Error> {
        let mut parts = parts.into_iter();
        let Some((first_origin, mut merged)) = parts.next() else {
            return Err(Error::new(
                ErrorKind::Merge,
                "stats merge",
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
                        merged.run.difference(&part.run)
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

impl<R: Serialize, T: Serialize> Stats<R, T> {
    /// The JSON of a `stats --json`: the tally's fields named in `first`,
    /// then the fields of `summary` (an object of figures worked out from
    /// the counts), the run, the shards, and the rest of the tally, which
    /// is every count a merge needs.
    pub fn to_json_with(&self, first: &[&str], summary: serde_json::Value) -> serde_json::Value {
        use serde_json::Value;
        let tally = serde_json::to_value(&self.tally).unwrap_or_default();
        let (Value::Object(mut tally), Value::Object(summary)) = (tally, summary) else {
            return Value::Null;
        };
        let mut out = serde_json::Map::new();
        for &key in first {
            if let Some(value) = tally.remove(key) {
                out.insert(key.to_string(), value);
            }
        }
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
        Value::Object(out)
    }
}

impl<R: DeserializeOwned + RunSpec, T: DeserializeOwned + Tally> Stats<R, T> {
    /// Reads the JSON [`Stats::to_json_with`] wrote; `origin` names where it
    /// comes from in errors, `command` the command that writes it.
    pub fn read_json(text: &str, origin: &str, command: &str) -> Result<Stats<R, T>, Error> {
        #[derive(Deserialize)]
        #[serde(bound = "R: DeserializeOwned, T: DeserializeOwned")]
        struct File<R, T> {
            run: R,
            shards: Option<Shards>,
            #[serde(flatten)]
            tally: T,
        }
        let file: File<R, T> = serde_json::from_str(text).map_err(|error| {
            Error::new(
                ErrorKind::Merge,
                origin,
                format!("not the JSON of `{command}`: {error}"),
            )
        })?;
        file.tally
            .check()
            .map_err(|why| Error::new(ErrorKind::Merge, origin, why))?;
        if let Some(games) = file.run.games() {
            let covered = covered_games(file.shards.as_ref(), games)
                .map_err(|why| Error::new(ErrorKind::Merge, origin, why))?;
            if covered != file.tally.games() {
                let message = format!(
                    "counts {} games where its shards hold {covered}: the file was altered",
                    file.tally.games()
                );
                return Err(Error::new(ErrorKind::Merge, origin, message));
            }
        }
        Ok(Stats {
            run: file.run,
            shards: file.shards,
            tally: file.tally,
        })
    }
}

/// How many of a run's `games` the `shards` hold (all of them for a whole
/// run); an error for shards that do not exist.
fn covered_games(shards: Option<&Shards>, games: u64) -> Result<u64, String> {
    let Some(shards) = shards else {
        return Ok(games);
    };
    let mut covered = 0u64;
    for (position, &index) in shards.indexes.iter().enumerate() {
        if index >= shards.count || shards.indexes[..position].contains(&index) {
            return Err(format!(
                "shard {index}/{} does not exist or is given twice: the file was altered",
                shards.count
            ));
        }
        let range = Shard {
            index,
            count: shards.count,
        }
        .games(games);
        covered += range.end - range.start;
    }
    Ok(covered)
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
    fn a_shuffle_depends_on_the_seed_and_the_game_alone() {
        let deal = |seed, index| {
            let mut cards: Vec<u32> = (0..52).collect();
            shuffle(&mut cards, &mut game_rng(seed, index));
            cards
        };
        assert_eq!(deal(1, 42), deal(1, 42));
        assert_ne!(deal(1, 42), deal(1, 43));
        assert_ne!(deal(1, 42), deal(2, 42));
        let mut sorted = deal(1, 42);
        sorted.sort_unstable();
        assert_eq!(sorted, (0..52).collect::<Vec<u32>>());
    }

    /// The shuffle draws each number as rand's `random_range` does, so that
    /// every deal of every run of `uno stats` stays what it was.
    #[test]
    fn a_pick_is_the_number_rand_gives_for_the_range() {
        for seed in 0..200 {
            let (mut ours, mut rands) = (game_rng(seed, 7), game_rng(seed, 7));
            for last in (0..300).chain([u32::MAX as usize, 1 << 40]) {
                assert_eq!(pick(last, &mut ours), rands.random_range(0..=last));
            }
        }
    }
}
