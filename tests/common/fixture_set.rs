//! What every game's fixture set must be, whatever the game: each file
//! reads, agrees with its game's rules, and has an id and a description
//! no other file has (a description becomes a test's name in an export).
//! Each game's fixture tests load their folder with [`load_folder`] and
//! assert these.

use std::collections::HashSet;
use std::path::Path;

use war_kata::kit::fixture::{check_unique_ids, load_each};
use war_kata::GameFixture;

/// Every fixture file of `folder` (relative to the repository), loaded;
/// the test fails on the first that does not read.
pub fn load_folder<F: GameFixture>(folder: &str) -> Vec<F> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let (files, problems, _) = load_each::<F>(&[folder], |_| ())
        .unwrap_or_else(|error| panic!("the fixtures folder is readable: {error}"));
    if let Some(problem) = problems.first() {
        panic!("{problem}");
    }
    files
}

/// Fails the test with every disagreement between a fixture and its
/// game's rules, one a line.
pub fn assert_every_fixture_agrees<F: GameFixture>(files: &[F]) {
    let problems: Vec<String> = files
        .iter()
        .flat_map(GameFixture::check)
        .map(|problem| problem.to_string())
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Fails the test if two fixtures share an id.
pub fn assert_ids_are_unique<F: GameFixture>(files: &[F]) {
    let problems = check_unique_ids(files);
    assert!(problems.is_empty(), "{problems:?}");
}

/// Fails the test if two fixtures share a description, in any case.
pub fn assert_descriptions_are_unique<F: GameFixture>(files: &[F]) {
    let mut seen = HashSet::new();
    for file in files {
        assert!(
            seen.insert(file.description().to_lowercase()),
            "{} repeats the description {:?}",
            file.path().display(),
            file.description()
        );
    }
}
