//! `uno winner`: rounds read one a line on standard input, answered one a
//! line, as the line protocol of student ports.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::answer_lines;
use war_kata::kit::error::{Error, Position};
use war_kata::uno::answer::{parse_question, Answer, MAX_QUESTION_BYTES};

use crate::args::RulesArg;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uno winner < rounds.txt\n  uno winner --rules mattel --shuffled-refills 7 < rounds.txt"
)]
pub(crate) struct WinnerArgs {
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    /// Shuffle every refill instead of the `oldest-first` refill, from a
    /// generator seeded with S and the line's number.
    #[arg(long, value_name = "S")]
    pub(crate) shuffled_refills: Option<u64>,
}

/// `uno winner`: one answer a line, flushed at once so that a grader
/// talking to it line by line never waits.
pub(crate) fn run(args: WinnerArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules()?;
    answer_lines(MAX_QUESTION_BYTES, |line, number| {
        let question = parse_question(line, "<stdin>", number)?;
        let answer = match args.shuffled_refills {
            None => Answer::play(&question, rules),
            Some(seed) => Answer::play_shuffled(&question, rules, seed, number as u64),
        }
        .map_err(|problem| {
            let place = Position {
                line: number,
                column: 1,
            };
            problem.error("<stdin>").at(place)
        })?;
        Ok(answer.to_string())
    })
}
