//! `uno fixtures`: the fixtures built into `uno`, listed, shown and
//! written out.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::error::Error;
use war_kata::kit::fixtures_command::{self, FixturesCommand};
use war_kata::uno::builtin::FIXTURES;
use war_kata::uno::fixture::FixtureFile;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uno fixtures list\n  uno fixtures show u7_a_wild_draw_four_is_played_as_a_plain_wild\n  uno fixtures write my-fixtures && uno check my-fixtures",
    mut_subcommand("list", |list| list.after_help("Example:\n  uno fixtures list")),
    mut_subcommand("show", |show| show.after_help("Example:\n  uno fixtures show u7_a_wild_draw_four_is_played_as_a_plain_wild")),
    mut_subcommand("write", |write| write.after_help("Example:\n  uno fixtures write my-fixtures && uno check my-fixtures"))
)]
pub(crate) struct FixturesArgs {
    #[command(subcommand)]
    pub(crate) command: FixturesCommand,
}

/// `uno fixtures list|show|write`.
pub(crate) fn run(args: FixturesArgs) -> Result<ExitCode, Error> {
    fixtures_command::run::<FixtureFile>(&FIXTURES, args.command)
}
