//! `battleship fixtures`: the fixtures built into `battleship`, listed, shown and
//! written out.

use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::builtin::FIXTURES;
use war_kata::battleship::fixture::FixtureFile;
use war_kata::kit::error::Error;
use war_kata::kit::fixtures_command::{self, FixturesCommand};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship fixtures list\n  battleship fixtures show referee_the_fleet_is_sunk_by_the_seventeenth_hit\n  battleship fixtures write my-fixtures && battleship check my-fixtures",
    mut_subcommand("list", |list| list.after_help("Example:\n  battleship fixtures list")),
    mut_subcommand("show", |show| show.after_help("Example:\n  battleship fixtures show referee_the_fleet_is_sunk_by_the_seventeenth_hit")),
    mut_subcommand("write", |write| write.after_help("Example:\n  battleship fixtures write my-fixtures && battleship check my-fixtures"))
)]
pub(crate) struct FixturesArgs {
    #[command(subcommand)]
    pub(crate) command: FixturesCommand,
}

/// `battleship fixtures list|show|write`.
pub(crate) fn run(args: FixturesArgs) -> Result<ExitCode, Error> {
    fixtures_command::run::<FixtureFile>(&FIXTURES, args.command)
}
