//! `battleship check`: every fixture recomputed; each problem on a line of
//! its own.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::builtin;
use war_kata::battleship::fixture::FixtureFile;
use war_kata::kit::cli::{check_fixtures, report_check};
use war_kata::kit::error::Error;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship check\n  battleship check fixtures/battleship\n  battleship check fixtures/battleship/referee_a_miss_a_hit_and_the_destroyer_sunk.yaml"
)]
pub(crate) struct CheckArgs {
    /// Fixture files or folders of them; the fixtures built into
    /// `battleship` when none is given.
    pub(crate) paths: Vec<PathBuf>,
}

/// `battleship check`: every fixture recomputed; each problem on a line of
/// its own.
pub(crate) fn run(args: CheckArgs) -> Result<ExitCode, Error> {
    let every = |_: &FixtureFile| true;
    let (checked, problems) = check_fixtures("battleship", &args.paths, &builtin::FIXTURES, every)?;
    report_check("battleship", checked, &problems)
}
