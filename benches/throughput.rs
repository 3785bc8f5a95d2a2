//! Battles per second: the engine alone on random 52-card deals under the
//! default rules, and `war stats` (dealing, playing and counting) on one
//! thread and on two. Run with `cargo bench --bench throughput`; criterion
//! prints each as `thrpt: [.. Melem/s ..]`, an element being one battle.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use war_kata::kit::montecarlo::Shard;
use war_kata::war::rules::Preset;
use war_kata::war::stats::{deal, play, Run};
use war_kata::{Rules, War};

/// Games in one measured batch.
const GAMES: u64 = 4000;

/// The deals of games 0..GAMES of a run seeded with 1.
fn deals() -> Vec<Vec<i32>> {
    (0..GAMES)
        .map(|index| {
            let mut deck = Preset::Umass.deck();
            deal(1, index, &mut deck);
            deck
        })
        .collect()
}

/// Plays every deal on one reused `War` and returns the battles played.
fn play_all(war: &mut War, deals: &[Vec<i32>]) -> u64 {
    deals
        .iter()
        .map(|deck| {
            war.redeal(deck, Rules::default());
            u64::from(war.simulate_game().battles)
        })
        .sum()
}

fn engine(c: &mut Criterion) {
    let deals = deals();
    let mut war = War::new(&[]);
    let battles = play_all(&mut war, &deals);
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(battles));
    group.bench_function("umass, 1 thread", |b| b.iter(|| play_all(&mut war, &deals)));
    group.finish();
}

fn stats(c: &mut Criterion) {
    let run = Run::of_preset(Preset::Umass, GAMES * 4, 1);
    let battles = play(&run, Shard::WHOLE, 1, &|_| ())
        .map(|stats| stats.tally.histogram.total() as u64)
        .unwrap_or_default();
    let mut group = c.benchmark_group("war stats");
    group.throughput(Throughput::Elements(battles));
    for threads in [1, 2] {
        group.bench_function(format!("umass, {threads} threads"), |b| {
            b.iter(|| play(&run, Shard::WHOLE, threads, &|_| ()))
        });
    }
    group.finish();
}

criterion_group!(benches, engine, stats);
criterion_main!(benches);
