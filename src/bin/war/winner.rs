//! `war winner`: the line protocol of student ports, answered by the
//! reference.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::answer_lines;
use war_kata::kit::error::Error;
use war_kata::kit::lines::MAX_LINE_BYTES;
use war_kata::war::grade::start::Start;

use crate::game_args::RulesArg;

#[derive(Debug, Args)]
#[command(
    after_help = "Example (a deck, then two hands played without a deal):\n  printf '2 3 4 5\\n3 1 | 2 4\\n' | war winner"
)]
pub(crate) struct WinnerArgs {
    #[command(flatten)]
    pub(crate) rules: RulesArg,
}

/// `war winner`: one answer a line (a deck, or two hands `A | B`), flushed
/// at once so that a grader talking to it line by line never waits.
pub(crate) fn run(args: WinnerArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules();
    answer_lines(MAX_LINE_BYTES, |line, number| {
        let start = Start::parse(line, "<stdin>", number)?;
        Ok(start.war(rules).simulate_game().outcome.code().to_string())
    })
}
