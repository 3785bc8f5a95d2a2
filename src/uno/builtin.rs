//! UNO's fixtures, built into the binary from `fixtures/uno/*.yaml` by
//! `build.rs`: what `uno check` reads when given no path, and where `uno
//! trace` looks for a fixture that is not a file here.

use crate::kit::builtin::Builtin;

/// Every fixture of `fixtures/uno/`, as the binary was built with them.
pub const FIXTURES: Builtin = Builtin::new(
    "uno",
    "fixtures/uno",
    include!(concat!(env!("OUT_DIR"), "/uno_fixtures.rs")),
);
