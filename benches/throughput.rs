//! Battles per second under the default rules, on the same 4,000 seeded
//! 52-card deals, each dealt inside the measure: the hand-written baseline
//! (`baseline/mod.rs`, the ceiling), the fast engine alone, `war stats`'
//! inner loop (dealing, playing with its listener, counting every figure)
//! and the reference `War`, all on one thread in one group, with their
//! ratios printed after it; then `war
//! stats` on one and two threads; then the inner loop under every preset,
//! each on its own deals, with each preset's battles per second printed as
//! a multiple of the default rules'. Run with `cargo bench --bench
//! throughput`; criterion prints each as `thrpt: [.. Melem/s ..]`, an
//! element being one battle.

mod baseline;

use std::path::PathBuf;
use std::time::SystemTime;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use war_kata::kit::deal::Dealer;
use war_kata::kit::montecarlo::{Sampler, Shard};
use war_kata::war::engine::Engine;
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
const REFERENCE: &str = "reference (War)";

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

/// Plays games 0..GAMES on one reused [`Engine`], each dealt as `war
/// stats` deals it, and returns the battles played.
fn engine_games(engine: &mut Engine, dealer: &Dealer, template: &[i32]) -> u64 {
    let mut deck = template.to_vec();
    (0..GAMES)
        .map(|index| {
            deck.copy_from_slice(template);
            dealer.deal(SEED, index, &mut deck);
            engine.redeal(&deck, Rules::default());
            u64::from(engine.simulate_game().battles)
        })
        .sum()
}

/// Plays games 0..GAMES on the reference, each dealt as `war stats` deals
/// it, and returns the battles played.
fn reference_games(dealer: &Dealer, template: &[i32]) -> u64 {
    let mut deck = template.to_vec();
    (0..GAMES)
        .map(|index| {
            deck.copy_from_slice(template);
            dealer.deal(SEED, index, &mut deck);
            u64::from(War::new(&deck).simulate_game().battles)
        })
        .sum()
}

/// `war stats`' inner loop over the games of `run`: what one thread of a
/// run does, without the threads around it. Returns the counts.
fn inner_loop(run: &Run) -> Tally {
    let mut worker = run.worker();
    let mut tally = Tally::default();
    for index in 0..run.games {
        run.play(&mut worker, index, &mut tally);
    }
    tally
}

fn one_thread(c: &mut Criterion) {
    let template = Preset::Umass.deck();
    let bytes: Vec<u8> = template.iter().map(|&card| card as u8).collect();
    let run = Run::of_preset(Preset::Umass, GAMES, SEED);
    let mut engine = Engine::with_rules(&[], Rules::default());
    let dealer = Dealer::for_cards(template.len());
    let battles = engine_games(&mut engine, &dealer, &template);
    assert_eq!(baseline_games(&dealer, &bytes), battles, "the same games");
    assert_eq!(reference_games(&dealer, &template), battles);
    assert_eq!(inner_loop(&run).histogram.total(), u128::from(battles));
    let started = SystemTime::now();
    let mut group = c.benchmark_group(GROUP);
    group.throughput(Throughput::Elements(battles));
    group.sample_size(20);
    group.bench_function(BASELINE, |b| b.iter(|| baseline_games(&dealer, &bytes)));
    group.bench_function(ENGINE, |b| {
        b.iter(|| engine_games(&mut engine, &dealer, &template))
    });
    group.bench_function(INNER_LOOP, |b| b.iter(|| inner_loop(&run)));
    group.bench_function(REFERENCE, |b| {
        b.iter(|| reference_games(&dealer, &template))
    });
    group.finish();
    let names = [BASELINE, ENGINE, INNER_LOOP, REFERENCE].map(|name| (name, battles));
    print_speeds(GROUP, &names, "the baseline", started);
}

/// The group of every preset's inner loop on one thread.
const PRESETS: &str = "war stats inner loop, 1 thread";

/// Battles in one measured batch of a preset, whatever the length of its
/// games: enough games that their mix is the run's (the cost of a battle
/// differs from game to game, most under the presets with a cycle watch
/// and no limit: a thousand games of CodinGame's ran 5% slower a battle
/// than the first 200,000).
const PRESET_BATTLES: u64 = 8_000_000;

/// `war stats`' inner loop under each preset, on the first games of its
/// own deck (as many as make about [`PRESET_BATTLES`] battles, going by the
/// first thousand), then each preset's battles per second against the
/// default rules': the target is at least 0.67x (within 1.5x).
fn presets(c: &mut Criterion) {
    let runs = Preset::ALL.map(|preset| {
        let first = inner_loop(&Run::of_preset(preset, 1000, SEED));
        let per_game = (first.histogram.total() as u64 / 1000).max(1);
        let run = Run::of_preset(preset, (PRESET_BATTLES / per_game).max(1000), SEED);
        let battles = inner_loop(&run).histogram.total() as u64;
        (preset, run, battles)
    });
    let started = SystemTime::now();
    let mut group = c.benchmark_group(PRESETS);
    // A batch takes 35 to 55 ms here: ten samples of criterion's (55
    // batches) fit in its 5 s.
    group.sample_size(10);
    for (preset, run, battles) in &runs {
        group.throughput(Throughput::Elements(*battles));
        group.bench_function(preset.name(), |b| b.iter(|| inner_loop(run)));
    }
    group.finish();
    let names = runs.map(|(preset, _, battles)| (preset.name(), battles));
    print_speeds(PRESETS, &names, "the default rules' (umass)", started);
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

/// The time of one batch of `name` in `group`, in nanoseconds, as
/// criterion saved it since `since` (the group's start, so that a
/// benchmark a filter skipped is not read from an earlier run): the slope
/// of its linear fit, the time criterion prints (the middle of its
/// interval), else the mean when the samples were not fitted. The mean
/// follows a single slow sample on a shared machine; the slope much less.
fn batch_nanos(group: &str, name: &str, since: SystemTime) -> Option<f64> {
    // Criterion's own file names: these characters become `_`.
    let directory =
        |text: &str| text.replace(['?', '"', '/', '\\', '*', '<', '>', ':', '|', '^'], "_");
    let path = criterion_home()?
        .join(directory(group))
        .join(directory(name))
        .join("new/estimates.json");
    if std::fs::metadata(&path).ok()?.modified().ok()? < since {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json["slope"]["point_estimate"]
        .as_f64()
        .or_else(|| json["mean"]["point_estimate"].as_f64())
}

/// Prints the battles per second of each of `names` in `group` (each
/// with the battles of its batch) as a multiple of the first's, `against`
/// in words, from criterion's estimates of this run (since `since`).
fn print_speeds(group: &str, names: &[(&str, u64)], against: &str, since: SystemTime) {
    let speed = |&(name, battles): &(&str, u64)| {
        batch_nanos(group, name, since).map(|nanos| battles as f64 / nanos)
    };
    let Some(first) = names.first().and_then(speed) else {
        println!("battles per second against {against}: not measured in this run\n");
        return;
    };
    println!("\nbattles per second against {against}, measured in this run:");
    for entry in names {
        match speed(entry) {
            Some(speed) => println!("  {:<28} {:.2}x", entry.0, speed / first),
            None => println!("  {:<28} not measured", entry.0),
        }
    }
    println!();
}

criterion_group!(benches, one_thread, threads, presets);
criterion_main!(benches);
