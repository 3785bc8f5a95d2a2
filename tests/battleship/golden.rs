//! Golden traces: one insta snapshot per Battleship fixture, named after
//! the fixture file, and one per strategy for a seeded whole game, in
//! `tests/snapshots/battleship/`, holding the text `battleship trace` and
//! `battleship play` print.
//!
//! A new fixture has no snapshot yet: run `cargo test`, read the trace
//! (`cargo insta review`) and accept it only if it follows the rules. With
//! `CI=true` a missing or changed snapshot fails the run.

use std::path::Path;

use war_kata::battleship::fixture::FixtureFile;
use war_kata::battleship::trace::seeded_game;
use war_kata::battleship::{Placement, Rules, StrategyName};
use war_kata::GameFixture;

/// Every fixture's trace matches its snapshot,
/// `tests/snapshots/battleship/<name>.snap`.
#[test]
fn golden_traces() {
    insta::glob!("../../fixtures/battleship", "*.yaml", |path| {
        let file = FixtureFile::load(path).unwrap_or_else(|error| panic!("{error}"));
        let name = snapshot_name(path);
        insta::with_settings!({
            snapshot_path => "../snapshots/battleship",
            prepend_module_to_snapshot => false,
            snapshot_suffix => "",
            description => file.fixture.description.clone(),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(name, file.trace());
        });
    });
}

/// The fixture's file name without `.yaml`.
fn snapshot_name(path: &Path) -> String {
    path.file_stem()
        .expect("a fixture path has a file name")
        .to_string_lossy()
        .into_owned()
}

/// A seeded whole game of each strategy against itself matches its
/// snapshot, `tests/snapshots/battleship/game_<strategy>_seed_1.snap`: the
/// text `battleship play --seed 1 --strategy <strategy>` prints.
#[test]
fn golden_games() {
    for name in StrategyName::ALL {
        let text = seeded_game(&Rules::default(), Placement::Random, [name; 2], 1)
            .unwrap_or_else(|error| panic!("{name}: {error}"));
        let snapshot = format!("game_{}_seed_1", name.name().replace('-', "_"));
        insta::with_settings!({
            snapshot_path => "../snapshots/battleship",
            prepend_module_to_snapshot => false,
            snapshot_suffix => "",
            description => format!("battleship play --seed 1 --strategy {name}"),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(snapshot, text);
        });
    }
}
