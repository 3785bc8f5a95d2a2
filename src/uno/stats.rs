//! Monte-Carlo statistics of UNO on the kit's runner
//! ([`crate::kit::montecarlo`]): many rounds dealt from shuffled decks,
//! their refills shuffled too, counted as integers so that a run split
//! over threads, shards or machines adds up to the very figures of the
//! same run played in one go.
//!
//! Round `i` of a run is played from a generator seeded with the run's
//! seed and `i` alone: it shuffles the deck, then every refill of the
//! round, as the original program shuffles both (`003_programs.md` U3, U9).
//! When the seats play different strategies, round `i` turns the table by
//! `i` seats, so that every strategy sits in every seat equally often: the
//! head-to-head then compares strategies, not seats.
//!
//! ```
//! use war_kata::kit::montecarlo::Shard;
//! use war_kata::uno::stats::{play, Run};
//! use war_kata::uno::Preset;
//!
//! let run = Run::jackasses(Preset::Jones.rules(), 4, 300, 7);
//! let one = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap();
//! let two = play(&run, Shard::WHOLE, 2, &|_| ()).unwrap();
//! assert_eq!(one, two);
//! assert_eq!(one.tally.won() + one.tally.stuck + one.tally.stopped, 300);
//! ```

use std::collections::BTreeMap;

use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::histogram::Histogram;
use crate::kit::montecarlo::{self, game_rng, shuffle, RunSpec, Sampler, Shard};
use crate::kit::words::share;
use crate::uno::card::{build_order, Card};
use crate::uno::game::{End, RoundResult, Uno, MAX_PLAYERS, MIN_PLAYERS};
use crate::uno::player::{Strategy, StrategyName};
use crate::uno::refill::Shuffled;
use crate::uno::rules::Rules;
use crate::uno::trace::NoTrace;

/// What a statistics run plays: `games` rounds of `players` seats, each
/// dealt from the 108-card deck shuffled from `seed`, played by `rules`
/// and by `strategies` (one per seat, for round 0; later rounds turn the
/// table).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// The rules every round is played by.
    pub rules: Rules,
    /// How many seats play.
    pub players: usize,
    /// Each seat's strategy in round 0.
    pub strategies: Vec<StrategyName>,
    /// The seed of the run.
    pub seed: u64,
    /// How many rounds the whole run plays, all shards together.
    pub games: u64,
}

impl Run {
    /// A run of `games` rounds of `players` jackasses, the seed's players.
    pub fn jackasses(rules: Rules, players: usize, games: u64, seed: u64) -> Run {
        Run {
            rules,
            players,
            strategies: vec![StrategyName::Jackass; players],
            seed,
            games,
        }
    }

    /// Refuses a run that cannot be dealt: players from 2 to 15, one
    /// strategy a seat.
    pub fn check(&self) -> Result<(), Error> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            let message = format!(
                "{} players: a round of UNO is dealt for {MIN_PLAYERS} to {MAX_PLAYERS} players",
                self.players
            );
            return Err(Error::new(ErrorKind::Deal, "--players", message)
                .with_fix("give --players from 2 to 15"));
        }
        if self.strategies.len() != self.players {
            let message = format!(
                "{} strategies for {} seats",
                self.strategies.len(),
                self.players
            );
            return Err(Error::new(ErrorKind::Stats, "--strategies", message)
                .with_fix("give one strategy, or one for each seat"));
        }
        Ok(())
    }

    /// Whether the seats play more than one strategy.
    pub fn is_head_to_head(&self) -> bool {
        self.strategies.iter().any(|s| *s != self.strategies[0])
    }
}

/// The figures of a run of UNO, or of some of its shards.
pub type Stats = montecarlo::Stats<Run, Tally>;

/// Everything counted over the rounds of a run, as integers.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Rounds played.
    pub games: u64,
    /// Rounds won, by seat.
    pub wins: Vec<u64>,
    /// Rounds that got stuck: nobody could play or draw any more.
    pub stuck: u64,
    /// Rounds stopped at the safety limit.
    pub stopped: u64,
    /// Decks that could not be dealt: with fifteen seats the three cards
    /// left after the deal can all be wild, and no first discard can be
    /// turned up (the original program fails there).
    pub undealt: u64,
    /// Rounds by the number of turns they lasted.
    pub turns: Histogram,
    /// Refills of the draw pile, over all rounds.
    pub refills: u64,
    /// Rounds with at least one refill.
    pub rounds_with_refills: u64,
    /// The winners' scores (the points left in the other hands), added up.
    pub winner_score: u64,
    /// Cards that left the game, over all rounds.
    pub lost: u64,
    /// Seats played by each strategy, over all rounds.
    pub strategy_seats: BTreeMap<String, u64>,
    /// Rounds won by each strategy.
    pub strategy_wins: BTreeMap<String, u64>,
}

impl Tally {
    /// Counts one round, played by `seats` (each seat's strategy).
    pub fn add(&mut self, result: &RoundResult, seats: &[StrategyName]) {
        self.games += 1;
        if self.wins.len() < seats.len() {
            self.wins.resize(seats.len(), 0);
        }
        match result.end {
            End::Won(seat) => {
                self.wins[seat] += 1;
                count(&mut self.strategy_wins, seats[seat], 1);
                self.winner_score += u64::from(result.winner_score());
            }
            End::Stuck => self.stuck += 1,
            End::TurnLimit => self.stopped += 1,
        }
        for (index, &seat) in seats.iter().enumerate() {
            if !seats[..index].contains(&seat) {
                let times = seats.iter().filter(|&&other| other == seat).count();
                count(&mut self.strategy_seats, seat, times as u64);
            }
        }
        self.turns.add(result.turns);
        self.refills += u64::from(result.refills);
        self.rounds_with_refills += u64::from(result.refills > 0);
        self.lost += u64::from(result.lost);
    }

    /// Rounds someone won.
    pub fn won(&self) -> u64 {
        self.wins.iter().sum()
    }
}

impl montecarlo::Tally for Tally {
    fn games(&self) -> u64 {
        self.games
    }

    fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        if self.wins.len() < other.wins.len() {
            self.wins.resize(other.wins.len(), 0);
        }
        for (wins, more) in self.wins.iter_mut().zip(&other.wins) {
            *wins += more;
        }
        self.stuck += other.stuck;
        self.stopped += other.stopped;
        self.undealt += other.undealt;
        self.turns.merge(&other.turns);
        self.refills += other.refills;
        self.rounds_with_refills += other.rounds_with_refills;
        self.winner_score += other.winner_score;
        self.lost += other.lost;
        for (name, seats) in &other.strategy_seats {
            *self.strategy_seats.entry(name.clone()).or_default() += seats;
        }
        for (name, wins) in &other.strategy_wins {
            *self.strategy_wins.entry(name.clone()).or_default() += wins;
        }
    }

    /// Every round ends once: won, stuck, stopped or not dealt, and every
    /// round dealt has its length.
    fn check(&self) -> Result<(), String> {
        let dealt = self.games - self.undealt.min(self.games);
        let ends = self.won() + self.stuck + self.stopped;
        if ends == dealt && self.turns.games() == dealt {
            Ok(())
        } else {
            Err("the counts do not add up to the number of rounds: the file was altered".into())
        }
    }
}

/// Adds `times` to `strategy`'s count in `counts`, allocating its name
/// only the first time it is counted.
fn count(counts: &mut BTreeMap<String, u64>, strategy: StrategyName, times: u64) {
    match counts.get_mut(strategy.name()) {
        Some(counted) => *counted += times,
        None => {
            counts.insert(strategy.name().to_string(), times);
        }
    }
}

/// Shuffles `deck` for round `index` of a run seeded with `seed`, with
/// Fisher-Yates from the round's own generator
/// ([`game_rng`]), and returns the
/// generator, which goes on to shuffle the round's refills.
pub fn deal(seed: u64, index: u64, deck: &mut [Card]) -> Pcg64Mcg {
    let mut rng = game_rng(seed, index);
    shuffle(deck, &mut rng);
    rng
}

/// One thread's rounds: a round whose room is reused (none before the
/// first deck that can be dealt), the deck and the seats.
#[derive(Debug)]
pub struct Worker {
    fresh: Vec<Card>,
    deck: Vec<Card>,
    round: Option<Uno>,
    seats: Vec<StrategyName>,
}

/// The seats of round `index`: the run's strategies turned by `index`
/// seats.
pub fn seats_of(strategies: &[StrategyName], index: u64, seats: &mut Vec<StrategyName>) {
    let n = strategies.len().max(1);
    let turn = (index % n as u64) as usize;
    seats.clear();
    seats.extend(strategies.iter().cycle().skip(turn).take(n).copied());
}

impl Sampler for Run {
    type Worker = Worker;
    type Tally = Tally;

    fn worker(&self) -> Worker {
        let deck = build_order();
        Worker {
            fresh: deck.clone(),
            deck,
            round: None,
            seats: self.strategies.clone(),
        }
    }

    /// Shuffles the deck of round `index`, deals it, plays it with refills
    /// shuffled by the same generator, and counts it.
    fn play(&self, worker: &mut Worker, index: u64, tally: &mut Tally) {
        worker.deck.copy_from_slice(&worker.fresh);
        let rng = deal(self.seed, index, &mut worker.deck);
        seats_of(&self.strategies, index, &mut worker.seats);
        let dealt = match &mut worker.round {
            Some(round) => round
                .redeal(&worker.deck, self.players, self.rules)
                .map(|()| round),
            None => Uno::deal(&worker.deck, self.players, self.rules)
                .map(|round| worker.round.insert(round)),
        };
        match dealt {
            Ok(round) => {
                let result = round.play(&mut worker.seats, &mut Shuffled(rng), &mut NoTrace);
                tally.add(&result, &worker.seats);
            }
            Err(_) => {
                tally.games += 1;
                tally.undealt += 1;
            }
        }
    }
}

impl RunSpec for Run {
    /// What differs between two runs, in words.
    fn difference(&self, other: &Run) -> String {
        if self.rules != other.rules {
            "the rules differ".to_string()
        } else if self.players != other.players {
            format!("{} players against {}", self.players, other.players)
        } else if self.strategies != other.strategies {
            "the strategies differ".to_string()
        } else if self.seed != other.seed {
            format!("seed {} against {}", self.seed, other.seed)
        } else {
            format!("{} rounds against {}", self.games, other.games)
        }
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

/// The figures worked out from a run's counts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    /// Mean turns a round.
    pub mean_turns: f64,
    /// Median turns (nearest rank).
    pub median_turns: u32,
    /// 10th percentile of turns.
    pub p10_turns: u32,
    /// 90th percentile of turns.
    pub p90_turns: u32,
    /// Fewest turns.
    pub min_turns: u32,
    /// Most turns.
    pub max_turns: u32,
    /// Each seat's share of the rounds.
    pub win_share: Vec<f64>,
    /// The winners' mean score.
    pub mean_winner_score: f64,
    /// Refills a round.
    pub refills_per_round: f64,
    /// Share of the rounds with a refill.
    pub rounds_with_refills: f64,
    /// Cards that left the game, a round.
    pub lost_per_round: f64,
    /// Each strategy's share of the rounds won for each seat it played:
    /// with `n` seats, `1/n` is an even chance.
    pub strategy_win_share: BTreeMap<String, f64>,
}

/// The summary of `tally`.
pub fn summary(tally: &Tally) -> Summary {
    let games = tally.games;
    let per_round = |count: u64| share(count, games);
    let quantile = |n, d| tally.turns.quantile(n, d).unwrap_or(0);
    Summary {
        mean_turns: tally.turns.mean().unwrap_or(0.0),
        median_turns: quantile(1, 2),
        p10_turns: quantile(1, 10),
        p90_turns: quantile(9, 10),
        min_turns: tally.turns.min().unwrap_or(0),
        max_turns: tally.turns.max().unwrap_or(0),
        win_share: tally.wins.iter().map(|&wins| share(wins, games)).collect(),
        mean_winner_score: share(tally.winner_score, tally.won()),
        refills_per_round: per_round(tally.refills),
        rounds_with_refills: per_round(tally.rounds_with_refills),
        lost_per_round: per_round(tally.lost),
        strategy_win_share: tally
            .strategy_seats
            .iter()
            .map(|(name, &seats)| {
                let wins = tally.strategy_wins.get(name).copied().unwrap_or(0);
                (name.clone(), share(wins, seats))
            })
            .collect(),
    }
}

/// The JSON of `uno stats --json`: the counts, the summary, the run.
pub fn to_json(stats: &Stats) -> serde_json::Value {
    let summary = serde_json::to_value(summary(&stats.tally)).unwrap_or_default();
    stats.to_json_with(&["games", "wins", "stuck", "stopped", "undealt"], summary)
}

/// Reads the JSON of `uno stats --json`.
pub fn from_json(text: &str, origin: &str) -> Result<Stats, Error> {
    Stats::read_json(text, origin, "uno stats --json")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uno::rules::Preset;

    /// Fifteen seats leave three cards after the deal; with the deck in
    /// build order those are three Wild Draw Fours, which cannot start the
    /// discard pile. A run of fifteen seats is still played, each deck that
    /// cannot be dealt counted as such.
    #[test]
    fn fifteen_seats_are_played_and_undealt_decks_counted() {
        let run = Run::jackasses(Preset::Jones.rules(), 15, 3000, 3);
        let stats = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap();
        let tally = &stats.tally;
        assert_eq!(tally.games, 3000);
        assert_eq!(
            tally.won() + tally.stuck + tally.stopped + tally.undealt,
            3000
        );
        assert!(tally.won() > 2500, "{tally:?}");
    }

    /// Each strategy's seats are counted once a seat, whatever the order.
    #[test]
    fn strategies_are_counted_once_a_seat() {
        let run = Run {
            strategies: vec![
                StrategyName::Jackass,
                StrategyName::Defensive,
                StrategyName::Jackass,
            ],
            ..Run::jackasses(Preset::Mattel.rules(), 3, 10, 1)
        };
        let stats = play(&run, Shard::WHOLE, 1, &|_| ()).unwrap();
        let seats = &stats.tally.strategy_seats;
        assert_eq!(seats.get("jackass"), Some(&20));
        assert_eq!(seats.get("defensive"), Some(&10));
    }
}
