//! `battleship trace`: the golden trace of a fixture.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::builtin;
use war_kata::battleship::fixture::FixtureFile;
use war_kata::kit::cli::emit;
use war_kata::kit::error::Error;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship trace fixtures/battleship/referee_the_fleet_is_sunk_by_the_seventeenth_hit.yaml\n  battleship trace strategy_jones_keeps_searching_around_a_sunk_destroyer"
)]
pub(crate) struct TraceArgs {
    /// The fixture file to trace (or a built-in fixture's name, path or
    /// id).
    pub(crate) file: PathBuf,
}

/// `battleship trace`: the golden trace of a fixture.
pub(crate) fn run(args: TraceArgs) -> Result<ExitCode, Error> {
    let file = builtin::FIXTURES.load_one::<FixtureFile>(&args.file)?;
    emit(&file.trace())?;
    Ok(ExitCode::SUCCESS)
}
