//! Fleet-sinkings per second on one thread, for each strategy: a fleet
//! placed as the original program places it, then sunk by the strategy
//! (`battleship::sink`, untraced), on one generator; and fleets placed per
//! second by each placement alone. Run with `cargo bench --bench
//! battleship`; criterion prints each as `thrpt: [.. Kelem/s ..]`, an
//! element being one fleet.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use war_kata::battleship::{sink, AnyStrategy, NoTrace, Placement, Rules, Strategy};

/// Fleets in one measured batch.
const FLEETS: u64 = 1000;

/// Places and sinks `FLEETS` fleets; gives the shots fired, so that none
/// of the work can be left out.
fn sink_fleets(player: &mut AnyStrategy, rules: &Rules, rng: &mut Pcg64Mcg) -> u64 {
    (0..FLEETS)
        .map(|_| {
            let fleet = Placement::Random.place(rules, rng);
            let shots = sink(fleet, player, rng, &mut NoTrace).unwrap_or(0);
            u64::from(shots)
        })
        .sum()
}

fn sinkings(c: &mut Criterion) {
    let rules = Rules::default();
    let mut group = c.benchmark_group("battleship sink");
    group.throughput(Throughput::Elements(FLEETS));
    group.sample_size(20);
    for mut player in AnyStrategy::all() {
        let mut rng = Pcg64Mcg::seed_from_u64(1);
        group.bench_function(player.name(), |b| {
            b.iter(|| sink_fleets(&mut player, &rules, &mut rng))
        });
    }
    group.finish();
}

fn placements(c: &mut Criterion) {
    let rules = Rules::default();
    let mut group = c.benchmark_group("battleship place");
    group.throughput(Throughput::Elements(FLEETS));
    for placement in [Placement::Random, Placement::Uniform] {
        let mut rng = Pcg64Mcg::seed_from_u64(1);
        group.bench_function(placement.name(), |b| {
            b.iter(|| {
                (0..FLEETS)
                    .map(|_| placement.place(&rules, &mut rng).occupied().len())
                    .sum::<u32>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, sinkings, placements);
criterion_main!(benches);
