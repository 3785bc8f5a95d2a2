//! Monte-Carlo statistics of Battleship on the kit's runner
//! ([`crate::kit::montecarlo`]): many seeded games, counted as integers so
//! that a run split over threads, shards or machines adds up to the very
//! figures of the same run played in one go.
//!
//! Game `i` of a run draws everything from one generator seeded with the
//! run's seed and `i` alone: player 1's fleet, player 2's fleet (both by
//! the run's placement), then player 1's shots until player 2's fleet is
//! sunk, then player 2's shots until player 1's fleet is. Each fleet is
//! sunk in full, so every game gives two counts of shots to sink a fleet.
//! The players never see each other's shots, so the game is decided by the
//! two counts alone: player 1, who fires first, wins when she needs no
//! more shots than player 2 (`003_programs.md` B3), exactly as if the
//! shots had alternated.
//!
//! ```
//! use war_kata::battleship::stats::{play, Run};
//! use war_kata::battleship::StrategyName;
//! use war_kata::kit::montecarlo::Shard;
//!
//! let run = Run::self_play(StrategyName::Jones, 300, 7);
//! let one = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap();
//! let two = play(&run, Shard::WHOLE, 2, &|_| ()).unwrap();
//! assert_eq!(one, two);
//! assert_eq!(one.tally.wins[0] + one.tally.wins[1], 300);
//! assert!(one.tally.sink[0].min().unwrap() >= 17);
//! ```

use serde::{Deserialize, Serialize};

use crate::battleship::game::sink;
use crate::battleship::placement::Placement;
use crate::battleship::recorder::NoTrace;
use crate::battleship::rules::Rules;
use crate::battleship::strategies::{AnyStrategy, StrategyName};
use crate::kit::error::{Error, ErrorKind};
use crate::kit::histogram::Histogram;
use crate::kit::montecarlo::{self, game_rng, RunSpec, Sampler, Shard};
use crate::kit::words::share;

/// What a statistics run plays: `games` games of player 1's strategy
/// against player 2's, fleets placed by `placement` under `rules`, from
/// `seed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// The rules the fleets are placed by.
    pub rules: Rules,
    /// How the fleets are placed: `random` (the original program's) or
    /// `uniform`.
    pub placement: String,
    /// Player 1's strategy and player 2's, by name.
    pub strategies: [String; 2],
    /// The seed of the run.
    pub seed: u64,
    /// How many games the whole run plays, all shards together.
    pub games: u64,
}

impl Run {
    /// A run of `games` games of `strategy` against itself, the original
    /// program's rules and placement.
    pub fn self_play(strategy: StrategyName, games: u64, seed: u64) -> Run {
        Run {
            rules: Rules::default(),
            placement: Placement::Random.name().to_string(),
            strategies: [strategy.name().to_string(), strategy.name().to_string()],
            seed,
            games,
        }
    }

    /// The placement, read.
    pub fn placement(&self) -> Result<Placement, Error> {
        self.placement
            .parse()
            .map_err(|problem: crate::battleship::placement::UnknownPlacement| {
                Error::new(ErrorKind::Stats, "--placement", problem.to_string())
                    .with_fix("give --placement random or --placement uniform")
            })
    }

    /// Both strategies, read.
    pub fn strategies(&self) -> Result<[StrategyName; 2], Error> {
        let read = |name: &String| {
            name.parse::<StrategyName>().map_err(|problem| {
                Error::new(ErrorKind::Stats, "--strategy", problem.to_string()).with_fix(format!(
                    "give --strategy one of {}",
                    StrategyName::names().join(", ")
                ))
            })
        };
        Ok([read(&self.strategies[0])?, read(&self.strategies[1])?])
    }

    /// Refuses a run that cannot be played: unknown names, rules that place
    /// no fleet.
    pub fn check(&self) -> Result<(), Error> {
        self.placement()?;
        self.strategies()?;
        self.rules
            .check()
            .map_err(|problem| Error::new(ErrorKind::Rules, "--set", problem.to_string()))
    }

    /// Whether the players play different strategies.
    pub fn is_head_to_head(&self) -> bool {
        self.strategies[0] != self.strategies[1]
    }
}

/// The figures of a run of Battleship, or of some of its shards.
pub type Stats = montecarlo::Stats<Run, Tally>;

/// Everything counted over the games of a run, as integers.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Games won by player 1 (who fires first) and by player 2.
    pub wins: [u64; 2],
    /// Shots player 1 took to sink player 2's fleet, and player 2 to sink
    /// player 1's, by count.
    pub sink: [Histogram; 2],
    /// The winner's shots: how long the game lasted.
    pub winning: Histogram,
}

impl Tally {
    /// Counts one game in which player 1 needed `one` shots and player 2
    /// `two`: player 1 wins ties, she fires first (B3).
    pub fn add(&mut self, one: u32, two: u32) {
        self.games += 1;
        let winner = usize::from(one > two);
        self.wins[winner] += 1;
        self.sink[0].add(one);
        self.sink[1].add(two);
        self.winning.add(one.min(two));
    }

    /// Shots to sink a fleet, over every fleet sunk by `strategy` in the
    /// run's games.
    pub fn sink_by(&self, run: &Run, strategy: &str) -> Histogram {
        let mut histogram = Histogram::default();
        for (player, name) in run.strategies.iter().enumerate() {
            if name == strategy {
                histogram.merge(&self.sink[player]);
            }
        }
        histogram
    }
}

impl montecarlo::Tally for Tally {
    fn games(&self) -> u64 {
        self.games
    }

    fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        for player in 0..2 {
            self.wins[player] += other.wins[player];
            self.sink[player].merge(&other.sink[player]);
        }
        self.winning.merge(&other.winning);
    }

    /// Every game has one winner and each player's count of shots.
    fn check(&self) -> Result<(), String> {
        let counted = [
            self.wins[0].checked_add(self.wins[1]),
            Some(self.sink[0].games()),
            Some(self.sink[1].games()),
            Some(self.winning.games()),
        ];
        if counted.iter().all(|&n| n == Some(self.games)) {
            Ok(())
        } else {
            Err("the counts do not add up to the number of games: the file was altered".into())
        }
    }
}

/// One thread's placement and strategies, read once.
#[derive(Debug)]
pub struct Worker {
    placement: Placement,
    players: [StrategyName; 2],
}

impl Sampler for Run {
    type Worker = Worker;
    type Tally = Tally;

    fn worker(&self) -> Worker {
        let (Ok(placement), Ok([one, two])) = (self.placement(), self.strategies()) else {
            unreachable!("play checks the run before it makes workers")
        };
        Worker {
            placement,
            players: [one, two],
        }
    }

    /// Places both fleets, sinks each with the other player's strategy,
    /// and counts the game.
    fn play(&self, worker: &mut Worker, index: u64, tally: &mut Tally) {
        let mut rng = game_rng(self.seed, index);
        let fleets = [
            worker.placement.place(&self.rules, &mut rng),
            worker.placement.place(&self.rules, &mut rng),
        ];
        // Fresh strategies each game: a game depends on its index alone,
        // never on what the thread played before.
        let [mut one, mut two] = worker.players.map(StrategyName::build);
        let shots = |fleet, strategy: &mut AnyStrategy, rng: &mut _| match sink(
            fleet,
            strategy,
            rng,
            &mut NoTrace,
        ) {
            Ok(shots) => shots,
            Err(error) => unreachable!("a strategy of ours never repeats a shot: {error}"),
        };
        let first = shots(fleets[1], &mut one, &mut rng);
        let second = shots(fleets[0], &mut two, &mut rng);
        tally.add(first, second);
    }
}

impl RunSpec for Run {
    /// What differs between two runs, in words.
    fn difference(&self, other: &Run) -> String {
        if self.rules != other.rules {
            "the rules differ".to_string()
        } else if self.placement != other.placement {
            format!("placement {} against {}", self.placement, other.placement)
        } else if self.strategies != other.strategies {
            format!(
                "strategies {} against {}",
                self.strategies.join(" v "),
                other.strategies.join(" v ")
            )
        } else if self.seed != other.seed {
            format!("seed {} against {}", self.seed, other.seed)
        } else {
            format!("{} games against {}", self.games, other.games)
        }
    }

    fn games(&self) -> Option<u64> {
        Some(self.games)
    }
}

/// Plays `shard` of `run` on `threads` threads and counts it.
pub fn play(
    run: &Run,
    shard: Shard,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Stats, Error> {
    run.check()?;
    montecarlo::play(run, run.games, shard, threads, progress)
}

/// The figures of a histogram of shots.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Shots {
    /// Fleets counted.
    pub fleets: u64,
    /// Mean shots.
    pub mean: f64,
    /// Median shots (nearest rank).
    pub median: u32,
    /// 10th percentile.
    pub p10: u32,
    /// 25th percentile.
    pub p25: u32,
    /// 75th percentile.
    pub p75: u32,
    /// 90th percentile.
    pub p90: u32,
    /// 99th percentile.
    pub p99: u32,
    /// Fewest shots.
    pub min: u32,
    /// Most shots.
    pub max: u32,
}

impl Shots {
    /// The figures of `histogram`.
    pub fn of(histogram: &Histogram) -> Shots {
        let quantile = |n, d| histogram.quantile(n, d).unwrap_or(0);
        Shots {
            fleets: histogram.games(),
            mean: histogram.mean().unwrap_or(0.0),
            median: quantile(1, 2),
            p10: quantile(1, 10),
            p25: quantile(1, 4),
            p75: quantile(3, 4),
            p90: quantile(9, 10),
            p99: quantile(99, 100),
            min: histogram.min().unwrap_or(0),
            max: histogram.max().unwrap_or(0),
        }
    }
}

/// The figures worked out from a run's counts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    /// Shots to sink a fleet, for each strategy of the run (one entry when
    /// both players play the same).
    pub shots_to_sink: Vec<(String, Shots)>,
    /// Player 1's share of the games won (she fires first).
    pub first_shooter_wins: f64,
    /// The winner's shots: how long a game lasts.
    pub game_length: Shots,
}

/// The summary of `stats`.
pub fn summary(stats: &Stats) -> Summary {
    let run = &stats.run;
    let tally = &stats.tally;
    let mut names: Vec<String> = run.strategies.to_vec();
    names.dedup();
    Summary {
        shots_to_sink: names
            .into_iter()
            .map(|name| {
                let figures = Shots::of(&tally.sink_by(run, &name));
                (name, figures)
            })
            .collect(),
        first_shooter_wins: share(tally.wins[0], tally.games),
        game_length: Shots::of(&tally.winning),
    }
}

/// The JSON of `battleship stats --json`: the counts, the summary, the run.
pub fn to_json(stats: &Stats) -> serde_json::Value {
    let summary = serde_json::to_value(summary(stats)).unwrap_or_default();
    stats.to_json_with(&["games", "wins"], summary)
}

/// Reads the JSON of `battleship stats --json`.
pub fn from_json(text: &str, origin: &str) -> Result<Stats, Error> {
    Stats::read_json(text, origin, "battleship stats --json")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_1_wins_ties_and_every_count_is_kept() {
        let mut tally = Tally::default();
        tally.add(40, 40);
        tally.add(41, 40);
        tally.add(17, 99);
        assert_eq!(tally.wins, [2, 1]);
        assert_eq!(tally.winning.min(), Some(17));
        assert_eq!(tally.winning.max(), Some(40));
        assert_eq!(tally.sink[1].max(), Some(99));
        assert_eq!(montecarlo::Tally::check(&tally), Ok(()));
        tally.wins[0] += 1;
        assert!(montecarlo::Tally::check(&tally).is_err());
    }

    #[test]
    fn shards_merge_into_the_whole_run() {
        let run = Run::self_play(StrategyName::Random, 200, 3);
        let whole = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap();
        let parts: Vec<(String, Stats)> = (0..3)
            .map(|index| {
                let shard = Shard { index, count: 3 };
                (
                    format!("part {index}"),
                    play(&run, shard, 2, &|_| ()).unwrap(),
                )
            })
            .collect();
        let merged = Stats::merge(parts).unwrap();
        assert_eq!(merged, whole);
        let json = to_json(&whole).to_string();
        assert_eq!(from_json(&json, "x").unwrap(), whole);
    }

    #[test]
    fn an_unknown_strategy_is_refused_by_its_flag() {
        let mut run = Run::self_play(StrategyName::Jones, 10, 1);
        run.strategies[1] = "hunter".to_string();
        let error = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap_err();
        assert_eq!(error.origin(), "--strategy");
        assert!(error.to_string().contains("`hunter` is not a strategy"));
    }
}
