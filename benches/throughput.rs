//! Battles per second under the default rules, on the same 4,000 seeded
//! 52-card deals, each dealt inside the measure: the hand-written baseline
//! (`baseline/mod.rs`, the ceiling), the engine alone, and `war stats`' inner
//! loop (dealing, playing with its recorder, counting every figure), all on
//! one thread in one group, with their ratios printed after it; then `war
//! stats` on one and two threads. Run with `cargo bench --bench throughput`;
//! criterion prints each as `thrpt: [.. Melem/s ..]`, an element being one
//! battle.

mod baseline;

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use war_kata::kit::deal::Dealer;
use war_kata::kit::montecarlo::{Sampler, Shard};
use war_kata::war::rules::Preset;
use war_kata::war::stats::{play, Run, Tally};
use war_kata::{Rules, War};

/// Games in one measured batch.
const GAMES: u64 = 4000;

/// The seed of the measured run.
const SEED: u64 = 1;

/// The group of the three one-thread figures, and their names in it.
const GROUP: &str = "umass, 1 thread";
const BASELINE: &str = "baseline (hand-written loop)";
const ENGINE: &str = "engine";
const INNER_LOOP: &str = "war stats inner loop";

/// Plays games 0..GAMES on the baseline, each dealt as `war stats` deals
/// it, and returns the battles played.
fn baseline_games(dealer: &Dealer, template: &[u8]) -> u64 {
    let mut deck = template.to_vec();
    (0..GAMES)
        .map(|index| {
            deck.copy_from_slice(template);
            dealer.deal(SEED, index, &mut deck);
            u64::from(baseline::play(&deck).1)
        })
        .sum()
}

/// Plays games 0..GAMES on one reused `War`, each dealt as `war stats`
/// deals it, and returns the battles played.
fn engine_games(war: &mut War, dealer: &Dealer, template: &[i32]) -> u64 {
    let mut deck = template.to_vec();
    (0..GAMES)
        .map(|index| {
            deck.copy_from_slice(template);
            dealer.deal(SEED, index, &mut deck);
            war.redeal(&deck, Rules::default());
            u64::from(war.simulate_game().battles)
        })
        .sum()
}

/// `war stats`' inner loop over games 0..GAMES: what one thread of a run
/// does, without the threads around it. Returns the counts.
fn inner_loop(run: &Run) -> Tally {
    let mut worker = run.worker();
    let mut tally = Tally::default();
    for index in 0..GAMES {
        run.play(&mut worker, index, &mut tally);
    }
    tally
}

fn one_thread(c: &mut Criterion) {
    let template = Preset::Umass.deck();
    let bytes: Vec<u8> = template.iter().map(|&card| card as u8).collect();
    let run = Run::of_preset(Preset::Umass, GAMES, SEED);
    let mut war = War::new(&[]);
    let dealer = Dealer::for_cards(template.len());
    let battles = engine_games(&mut war, &dealer, &template);
    assert_eq!(baseline_games(&dealer, &bytes), battles, "the same games");
    assert_eq!(inner_loop(&run).histogram.total(), u128::from(battles));
    let mut group = c.benchmark_group(GROUP);
    group.throughput(Throughput::Elements(battles));
    group.sample_size(20);
    group.bench_function(BASELINE, |b| b.iter(|| baseline_games(&dealer, &bytes)));
    group.bench_function(ENGINE, |b| {
        b.iter(|| engine_games(&mut war, &dealer, &template))
    });
    group.bench_function(INNER_LOOP, |b| b.iter(|| inner_loop(&run)));
    group.finish();
    print_ratios(c);
}

fn threads(c: &mut Criterion) {
    let run = Run::of_preset(Preset::Umass, GAMES * 4, SEED);
    let battles = play(&run, Shard::WHOLE, 1, &|_| ())
        .map(|stats| stats.tally.histogram.total() as u64)
        .unwrap_or_default();
    let mut group = c.benchmark_group("war stats");
    group.throughput(Throughput::Elements(battles));
    group.sample_size(20);
    for threads in [1, 2] {
        group.bench_function(format!("umass, {threads} threads"), |b| {
            b.iter(|| play(&run, Shard::WHOLE, threads, &|_| ()))
        });
    }
    group.finish();
}

/// Where criterion keeps its estimates: `CRITERION_HOME`, else `criterion`
/// in the target directory, which holds this benchmark's executable
/// (`target/release/deps/throughput-*`).
fn criterion_home() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return Some(home.into());
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return Some(PathBuf::from(target).join("criterion"));
    }
    let exe = std::env::current_exe().ok()?;
    Some(exe.ancestors().nth(3)?.join("criterion"))
}

/// The time of one batch of `name` in the group, in nanoseconds, as
/// criterion saved it in this run: the slope of its linear fit, the time
/// criterion prints (the middle of its interval), else the mean when the
/// samples were not fitted. The mean follows a single slow sample on a
/// shared machine; the slope much less.
fn batch_nanos(name: &str) -> Option<f64> {
    // Criterion's own file names: these characters become `_`.
    let directory =
        |text: &str| text.replace(['?', '"', '/', '\\', '*', '<', '>', ':', '|', '^'], "_");
    let path = criterion_home()?
        .join(directory(GROUP))
        .join(directory(name))
        .join("new/estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json["slope"]["point_estimate"]
        .as_f64()
        .or_else(|| json["mean"]["point_estimate"].as_f64())
}

/// Prints the engine's and the inner loop's battles per second as
/// multiples of the baseline's: they play the same games, so the ratio of
/// their speeds is the inverse ratio of their times.
fn print_ratios(_: &mut Criterion) {
    let Some(baseline) = batch_nanos(BASELINE) else {
        println!("ratios: criterion's estimates were not found");
        return;
    };
    println!("\nbattles per second against the baseline, measured in this run:");
    for name in [ENGINE, INNER_LOOP] {
        match batch_nanos(name) {
            Some(nanos) => println!("  {name:<22} {:.2}x", baseline / nanos),
            None => println!("  {name:<22} not measured"),
        }
    }
    println!();
}

criterion_group!(benches, one_thread, threads);
criterion_main!(benches);
