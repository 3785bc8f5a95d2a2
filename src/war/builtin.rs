//! War's fixtures, built into the binary from `fixtures/*.yaml` by
//! `build.rs`: what `war check`, `war grade`, `war export` and
//! `war grade-all` read when given no path, and what `war fixtures` lists,
//! shows and writes out.

use std::path::PathBuf;

use crate::kit::builtin::Builtin;
use crate::kit::error::Error;
use crate::kit::fixture::GameFixture;
use crate::war::fixture::FixtureFile;

/// Every fixture of `fixtures/`, as the binary was built with them.
pub const FIXTURES: Builtin = Builtin::new(
    "war",
    "fixtures",
    include!(concat!(env!("OUT_DIR"), "/war_fixtures.rs")),
);

/// The fixture files named by `paths`, read; the built-in ones when `paths`
/// is empty. Also returns the notes on files of folders left out. Fails on
/// the first that cannot be read.
pub fn load(paths: &[PathBuf]) -> Result<(Vec<FixtureFile>, Vec<String>), Error> {
    if paths.is_empty() {
        return Ok((FIXTURES.parse_all()?, Vec::new()));
    }
    let found = crate::war::fixture::fixture_paths(paths)?;
    let files = found
        .paths
        .iter()
        .map(|path| FixtureFile::load(path))
        .collect::<Result<_, _>>()?;
    Ok((files, found.notes))
}
