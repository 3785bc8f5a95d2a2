//! Battleship's fixtures, built into the binary from
//! `fixtures/battleship/*.yaml` by `build.rs`: where `battleship trace`
//! looks for a fixture that is not a file here.

use crate::kit::builtin::Builtin;

/// Every fixture of `fixtures/battleship/`, as the binary was built with
/// them.
pub const FIXTURES: Builtin = Builtin::new(
    "battleship",
    "fixtures/battleship",
    include!(concat!(env!("OUT_DIR"), "/battleship_fixtures.rs")),
);
