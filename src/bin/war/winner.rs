//! `war winner`: the line protocol of student ports, answered by the
//! reference.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::error::Error;
use war_kata::kit::lines::{read_line_bounded, MAX_LINE_BYTES};
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
    let mut stdin = io::stdin().lock();
    let mut stdout = io::stdout().lock();
    let mut line = String::new();
    for number in 1.. {
        if !read_line_bounded(&mut stdin, &mut line, MAX_LINE_BYTES, "<stdin>", number)? {
            break;
        }
        let start = Start::parse(&line, "<stdin>", number)?;
        let code = start.war(rules).simulate_game().outcome.code();
        writeln!(stdout, "{code}").map_err(|e| Error::io("<stdout>", e))?;
        stdout.flush().map_err(|e| Error::io("<stdout>", e))?;
    }
    Ok(ExitCode::SUCCESS)
}
