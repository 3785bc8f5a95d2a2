//! Rounds of UNO per second on one thread: the engine alone on shuffled
//! four-player deals under `jones` (dealing and playing each round on one
//! reused `Uno`, refills shuffled), and `uno stats` (shuffling, dealing,
//! playing and counting) on one thread. Run with `cargo bench --bench uno`;
//! criterion prints each as `thrpt: [.. Kelem/s ..]`, an element being one
//! round.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use war_kata::kit::montecarlo::{game_rng, Shard};
use war_kata::uno::card::build_order;
use war_kata::uno::stats::{deal, play, Run};
use war_kata::uno::{Card, Jackass, NoTrace, Preset, Shuffled, Uno};

/// Rounds in one measured batch.
const ROUNDS: u64 = 4000;

/// Seats at the table.
const PLAYERS: usize = 4;

/// The deals of rounds 0..ROUNDS of a run seeded with 1.
fn deals() -> Vec<Vec<Card>> {
    (0..ROUNDS)
        .map(|index| {
            let mut deck = build_order();
            deal(1, index, &mut deck);
            deck
        })
        .collect()
}

/// Plays every deal on one reused round and returns the turns played.
fn play_all(round: &mut Uno, deals: &[Vec<Card>]) -> u64 {
    let rules = Preset::Jones.rules();
    let mut seats = [Jackass; PLAYERS];
    deals
        .iter()
        .enumerate()
        .map(|(index, deck)| {
            let _ = round.redeal(deck, PLAYERS, rules);
            let mut refill = Shuffled(game_rng(2, index as u64));
            u64::from(round.play(&mut seats, &mut refill, &mut NoTrace).turns)
        })
        .sum()
}

fn engine(c: &mut Criterion) {
    let deals = deals();
    let Ok(mut round) = Uno::deal(&deals[0], PLAYERS, Preset::Jones.rules()) else {
        return;
    };
    let mut group = c.benchmark_group("uno engine");
    group.throughput(Throughput::Elements(ROUNDS));
    group.bench_function("jones, 4 players, 1 thread", |b| {
        b.iter(|| play_all(&mut round, &deals))
    });
    group.finish();
}

fn stats(c: &mut Criterion) {
    let mut group = c.benchmark_group("uno stats");
    group.throughput(Throughput::Elements(ROUNDS));
    for preset in [Preset::Jones, Preset::Mattel] {
        let run = Run::jackasses(preset.rules(), PLAYERS, ROUNDS, 1);
        group.bench_function(format!("{preset}, 4 players, 1 thread"), |b| {
            b.iter(|| play(&run, Shard::WHOLE, 1, &|_| ()))
        });
    }
    group.finish();
}

criterion_group!(benches, engine, stats);
criterion_main!(benches);
