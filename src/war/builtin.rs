//! War's fixtures, built into the binary from `fixtures/*.yaml` by
//! `build.rs`: what `war check`, `war grade`, `war export` and
//! `war grade-all` read when given no path, and what `war fixtures` lists,
//! shows and writes out.

use std::path::{Path, PathBuf};

use crate::kit::builtin::Builtin;
use crate::kit::error::Error;
use crate::kit::fixture::GameFixture;
use crate::war::fixture::FixtureFile;

/// Every fixture of `fixtures/`, as the binary was built with them.
pub const FIXTURES: Builtin = Builtin::new(
    "fixtures",
    include!(concat!(env!("OUT_DIR"), "/war_fixtures.rs")),
);

/// The built-in fixtures, read, each under its path in the repository
/// (`fixtures/NAME.yaml`).
pub fn fixture_files() -> Result<Vec<FixtureFile>, Error> {
    FIXTURES.parse_all()
}

/// The fixture files named by `paths`, read; the built-in ones when `paths`
/// is empty. Also returns the notes on files of folders left out. Fails on
/// the first that cannot be read.
pub fn load(paths: &[PathBuf]) -> Result<(Vec<FixtureFile>, Vec<String>), Error> {
    if paths.is_empty() {
        return Ok((fixture_files()?, Vec::new()));
    }
    let found = crate::war::fixture::fixture_paths(paths)?;
    let files = found
        .paths
        .iter()
        .map(|path| FixtureFile::load(path))
        .collect::<Result<_, _>>()?;
    Ok((files, found.notes))
}

/// The fixture at `path`; when no file is there, the built-in fixture it
/// names (`fixtures/war_draw.yaml`, `war_draw` or an id), so that the
/// commands a report prints (`war trace fixtures/war_draw.yaml`) work from
/// any folder. A file that is there always wins.
pub fn load_one(path: &Path) -> Result<FixtureFile, Error> {
    FIXTURES.load_one(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fixture_of_the_repository_is_built_in_and_reads() {
        let on_disk = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures"))
            .expect("the fixtures folder")
            .filter_map(Result::ok)
            .filter(|entry| entry.path().extension().is_some_and(|e| e == "yaml"))
            .count();
        assert_eq!(FIXTURES.len(), on_disk);
        let files = fixture_files().expect("every built-in fixture reads");
        assert_eq!(files.len(), on_disk);
        assert!(files
            .iter()
            .any(|file| file.path == std::path::Path::new("fixtures/war_draw.yaml")));
    }
}
