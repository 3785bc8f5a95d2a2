//! What every game's fixture set must be, whatever the game: each file
//! reads, agrees with its game's rules, and has an id and a description
//! no other file has (a description becomes a test's name in an export).
//! Each game's fixture tests have them from [`fixture_set_tests`], and
//! check the built-in copy of the folder as well.

use std::collections::HashSet;
use std::path::Path;

use war_kata::kit::builtin::Builtin;
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

/// Fails the test unless every fixture of `files` (the folder's, loaded) is
/// built into the binary as `builtin`, found by its name and read as it is
/// on disk, and the binary holds no other.
pub fn assert_built_in<F: GameFixture>(builtin: &Builtin, files: &[F]) {
    assert_eq!(builtin.len(), files.len(), "a fixture is not built in");
    for file in files {
        let name = file
            .path()
            .file_stem()
            .expect("a fixture has a file name")
            .to_string_lossy();
        let found: F = builtin
            .load_one(Path::new(name.as_ref()))
            .unwrap_or_else(|error| panic!("{name} is built in: {error}"));
        assert_eq!(found.path(), builtin.path(&name));
        assert_eq!(found.text(), file.text(), "{name} is built in as it is");
    }
}

/// The tests every game's fixture set passes, for the game's fixture type
/// `$file`, its folder `$folder` (relative to the repository) and its
/// fixtures built into the binary, `$builtin`: also `fixtures()`, the
/// folder's files loaded, for the game's own tests of its set. The module
/// that uses it includes this file as `fixture_set`.
macro_rules! fixture_set_tests {
    ($file:ty, $folder:literal, $builtin:expr) => {
        /// Every fixture file of the game's folder, loaded.
        fn fixtures() -> Vec<$file> {
            fixture_set::load_folder($folder)
        }

        #[test]
        fn every_fixture_agrees_with_the_rules() {
            fixture_set::assert_every_fixture_agrees(&fixtures());
        }

        #[test]
        fn fixture_ids_are_unique() {
            fixture_set::assert_ids_are_unique(&fixtures());
        }

        #[test]
        fn fixture_descriptions_are_unique_so_test_names_are() {
            fixture_set::assert_descriptions_are_unique(&fixtures());
        }

        #[test]
        fn every_fixture_is_built_in_and_found_by_name() {
            fixture_set::assert_built_in(&$builtin, &fixtures());
        }
    };
}

pub(crate) use fixture_set_tests;
