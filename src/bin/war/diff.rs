//! `war diff`: one deck played by a port and by the reference.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use war_kata::kit::cli::{emit, LocaleArg};
use war_kata::kit::process::{become_subreaper, kill_descendants, Stop};
use war_kata::kit::report::Status;
use war_kata::war::grade::diff::{diff, game_of};
use war_kata::war::grade::start::Start;
use war_kata::war::grade::{refuse_ungradable, Limits};
use war_kata::war::rules::Preset;
use war_kata::Error;

use crate::grade::parse_seconds;

#[derive(Debug, Args)]
#[command(
    after_help = "Exits with 0 when the answers agree, 1 when they differ, 2 for a usage or set-up error.\n\nExamples:\n  war diff --cmd \"python3 war_adapter.py war.py\" \"5 5 2 4 3\"\n  war diff --cmd \"java -cp build warkata.adapter.WarAdapter\" \"200 200 1 2 3 4 5 6 9 7\""
)]
pub(crate) struct DiffArgs {
    /// The port's command, run as `sh -c COMMAND`: it reads decks on
    /// standard input, one a line, and writes 1, 0 or -1 for each.
    #[arg(long, value_name = "COMMAND")]
    pub(crate) cmd: String,
    /// The deck, top first, as the protocol writes it ("5 5 2 4 3"), or two
    /// hands ("2 4 | 3 5").
    #[arg(allow_hyphen_values = true)]
    pub(crate) deck: String,
    /// The rules the port plays (umass, the assignment, by default).
    #[arg(long = "rules", value_name = "PRESET", default_value = "umass")]
    pub(crate) preset: Preset,
    /// Seconds the port may take to answer.
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    pub(crate) timeout: Duration,
    /// An answer that only an accepted alternative reading gives differs.
    #[arg(long)]
    pub(crate) strict: bool,
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// `war diff`: both answers, what gives the port's, and the reference's
/// trace; exits with 0 when they agree, 1 when they differ.
pub(crate) fn run(args: DiffArgs) -> Result<ExitCode, Error> {
    refuse_ungradable(args.preset)?;
    let start = game_of(Start::parse(&args.deck, "DECK", 1)?, args.preset);
    become_subreaper();
    let limits = Limits {
        timeout: args.timeout,
        ..Limits::default()
    };
    let outcome = diff(&args.cmd, start, args.preset, limits, &Stop::new());
    kill_descendants();
    let compared = outcome?;
    emit(&compared.text(args.strict, args.locale.locale()))?;
    Ok(match compared.status(args.strict) {
        Status::Failed => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    })
}
