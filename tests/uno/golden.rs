//! Golden traces: one insta snapshot per UNO fixture, named after the
//! fixture file, in `tests/snapshots/uno/`, holding the turn-by-turn trace
//! that `uno trace` prints.
//!
//! A new fixture has no snapshot yet: run `cargo test`, read the trace
//! (`cargo insta review`) and accept it only if it follows the rules. With
//! `CI=true` a missing or changed snapshot fails the run.

use std::path::Path;

use war_kata::uno::fixture::FixtureFile;
use war_kata::GameFixture;

/// Every fixture's trace matches its snapshot,
/// `tests/snapshots/uno/<name>.snap`.
#[test]
fn golden_traces() {
    insta::glob!("../../fixtures/uno", "*.yaml", |path| {
        let file = FixtureFile::load(path).unwrap_or_else(|error| panic!("{error}"));
        let name = snapshot_name(path);
        insta::with_settings!({
            snapshot_path => "../snapshots/uno",
            prepend_module_to_snapshot => false,
            snapshot_suffix => "",
            description => file.fixture.description.clone(),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(name, file.trace().to_string());
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
