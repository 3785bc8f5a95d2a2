//! Battleship's fixtures, built into the binary from
//! `fixtures/battleship/*.yaml` by `build.rs`: where `battleship trace`
//! looks for a fixture that is not a file here.

use std::path::Path;

use crate::battleship::fixture::FixtureFile;
use crate::kit::builtin::Builtin;
use crate::kit::error::Error;

/// Every fixture of `fixtures/battleship/`, as the binary was built with
/// them.
pub const FIXTURES: Builtin = Builtin::new(
    "fixtures/battleship",
    include!(concat!(env!("OUT_DIR"), "/battleship_fixtures.rs")),
);

/// The built-in fixtures, read, each under its path in the repository
/// (`fixtures/battleship/NAME.yaml`).
pub fn fixture_files() -> Result<Vec<FixtureFile>, Error> {
    FIXTURES.parse_all()
}

/// The fixture at `path`; when no file is there, the built-in fixture it
/// names (its path in the repository, its name or its id), so that
/// `battleship trace fixtures/battleship/NAME.yaml` works from any folder.
/// A file that is there always wins.
pub fn load_one(path: &Path) -> Result<FixtureFile, Error> {
    FIXTURES.load_one(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixtures_are_built_in_and_found_by_name() {
        let files = fixture_files().expect("the built-in fixtures read");
        assert_eq!(files.len(), FIXTURES.len());
        assert!(!files.is_empty());
        let name = "referee_a_miss_a_hit_and_the_destroyer_sunk";
        let found = load_one(Path::new(name)).expect("found by name");
        assert_eq!(
            found.path,
            Path::new("fixtures/battleship").join(format!("{name}.yaml"))
        );
    }
}
