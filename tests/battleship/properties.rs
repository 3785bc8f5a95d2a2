//! Invariants of the engine over seeded fleets and games (issue 15, item
//! 5): any legal fleet is sunk by every strategy in at most 100 shots,
//! never firing twice at a panel and always among its candidates; `parity`
//! hunts only on its colour; `probability` fires only where a placement of
//! a ship afloat fits; random placements are legal.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use war_kata::battleship::board::EVEN;
use war_kata::battleship::strategies::{Parity, Probability};
use war_kata::battleship::{
    sink, Answer, AnyStrategy, FiringBoard, Fleet, Ocean, Panel, Panels, Placement, Recording,
    Rules, Strategy as Shooting,
};

/// The rules a fleet may be placed by: the original program's, and ships
/// kept apart.
fn rules() -> impl Strategy<Value = Rules> {
    any::<bool>().prop_map(|touch| Rules {
        ships_may_touch: touch,
        ..Rules::default()
    })
}

/// A placement, by either method.
fn placement() -> impl Strategy<Value = Placement> {
    prop_oneof![Just(Placement::Random), Just(Placement::Uniform)]
}

/// A legal fleet: placed by `rules`, drawn by `placement` from `seed`.
fn fleet(rules: &Rules, placement: Placement, seed: u64) -> Fleet {
    placement.place(rules, &mut Pcg64Mcg::seed_from_u64(seed))
}

/// Plays `strategy` against `fleet` shot by shot, calling `check` with the
/// firing board before each shot and the panel fired at; gives the shots.
fn fire_until_sunk<S: Shooting>(
    fleet: Fleet,
    strategy: &mut S,
    seed: u64,
    mut check: impl FnMut(&S, &FiringBoard, Panel),
) -> u32 {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut ocean = Ocean::new(fleet);
    let mut board = FiringBoard::new(fleet.kinds());
    strategy.reset();
    for shot in 1..=100 {
        let panel = strategy.fire(&board, &mut rng).expect("a panel to fire at");
        check(strategy, &board, panel);
        let answer = ocean.fire(panel).expect("a panel not fired at");
        board.mark(panel, answer);
        strategy.learn(panel, answer, &board);
        if let Answer::FleetSunk(_) = answer {
            return shot;
        }
    }
    panic!("{} did not sink the fleet in 100 shots", strategy.name());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_strategy_sinks_any_legal_fleet_in_at_most_100_shots(
        rules in rules(),
        placement in placement(),
        seed in any::<u64>(),
    ) {
        let fleet = fleet(&rules, placement, seed);
        for mut strategy in AnyStrategy::all() {
            let name = strategy.name();
            let mut recording = Recording::default();
            let shots = sink(fleet, &mut strategy, &mut Pcg64Mcg::seed_from_u64(seed ^ 1), &mut recording)
                .map_err(|e| TestCaseError::fail(format!("{name}: {e}")))?;
            prop_assert!((17..=100).contains(&shots), "{}: {} shots", name, shots);
            let fired: Panels = recording.shots.iter().map(|s| s.panel).collect();
            prop_assert_eq!(fired.len(), shots, "{} fired twice at a panel", name);
            prop_assert_eq!(fired.and(fleet.occupied()), fleet.occupied());
        }
    }

    #[test]
    fn every_shot_is_a_candidate_never_fired_at(
        rules in rules(),
        seed in any::<u64>(),
    ) {
        let fleet = fleet(&rules, Placement::Uniform, seed);
        for mut strategy in AnyStrategy::all() {
            let name = strategy.name();
            fire_until_sunk(fleet, &mut strategy, seed, |s, board, panel| {
                assert!(!board.fired().contains(panel), "{name} fired twice at {panel}");
                assert!(s.candidates(board).contains(panel), "{name}: {panel} not a candidate");
            });
        }
    }

    #[test]
    fn parity_hunts_only_on_its_colour(
        rules in rules(),
        placement in placement(),
        seed in any::<u64>(),
    ) {
        let mut hunted = 0;
        fire_until_sunk(fleet(&rules, placement, seed), &mut Parity::default(), seed, |s, board, panel| {
            if s.is_hunting(board) {
                hunted += 1;
                assert!(EVEN.contains(panel), "a hunting shot at {panel}, off the colour");
            }
        });
        prop_assert!(hunted > 0);
    }

    #[test]
    fn probability_fires_only_where_a_ship_afloat_fits(
        rules in rules(),
        placement in placement(),
        seed in any::<u64>(),
    ) {
        fire_until_sunk(fleet(&rules, placement, seed), &mut Probability::default(), seed, |s, board, panel| {
            assert!(
                s.covered(board).contains(panel),
                "{panel}: no placement of a ship afloat covers it"
            );
        });
    }

    #[test]
    fn random_placements_are_legal(
        rules in rules(),
        placement in placement(),
        seed in any::<u64>(),
    ) {
        let fleet = fleet(&rules, placement, seed);
        prop_assert_eq!(Fleet::place(fleet.ships(), &rules), Ok(fleet));
        let kinds: Vec<_> = fleet.ships().iter().map(|s| s.kind).collect();
        prop_assert_eq!(kinds, rules.fleet.clone());
        prop_assert_eq!(fleet.occupied().len(), 17);
    }
}
