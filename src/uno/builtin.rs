//! UNO's fixtures, built into the binary from `fixtures/uno/*.yaml` by
//! `build.rs`: what `uno check` reads when given no path, and where `uno
//! trace` looks for a fixture that is not a file here.

use std::path::Path;

use crate::kit::builtin::Builtin;
use crate::kit::error::Error;
use crate::uno::fixture::FixtureFile;

/// Every fixture of `fixtures/uno/`, as the binary was built with them.
pub const FIXTURES: Builtin = Builtin::new(
    "fixtures/uno",
    include!(concat!(env!("OUT_DIR"), "/uno_fixtures.rs")),
);

/// The built-in fixtures, read, each under its path in the repository
/// (`fixtures/uno/NAME.yaml`).
pub fn fixture_files() -> Result<Vec<FixtureFile>, Error> {
    FIXTURES.parse_all()
}

/// The fixture at `path`; when no file is there, the built-in fixture it
/// names (its path in the repository, its name or its id), so that `uno
/// trace fixtures/uno/NAME.yaml` works from any folder. A file that is
/// there always wins.
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
        let name = "u5_seat_0_first_until_a_hand_is_empty";
        let found = load_one(Path::new(name)).expect("found by name");
        assert_eq!(
            found.path,
            Path::new("fixtures/uno").join(format!("{name}.yaml"))
        );
    }
}
