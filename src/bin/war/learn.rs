//! `war learn`: a learner's port walked through the path, stopping at the
//! first step it fails.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use war_kata::kit::cli::{emit, LocaleArg};
use war_kata::war::grade::Limits;
use war_kata::war::learn::{walk, LearningPath};
use war_kata::Error;

use crate::grade::parse_seconds;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples, in a project of `war new`:\n  war learn --cmd \"python3 war_adapter.py war.py\"\n  javac -d build/port src/War.java WarAdapter.java && war learn --cmd \"java -cp build/port warkata.adapter.WarAdapter\"\n  cargo build --quiet && war learn --cmd target/debug/war-port"
)]
pub(crate) struct LearnArgs {
    /// Your port's command, run as `sh -c COMMAND`: it reads decks on
    /// standard input, one a line, and writes 1, 0 or -1 for each (the
    /// protocol and adapters of `war grade`).
    #[arg(long, value_name = "COMMAND")]
    pub(crate) cmd: String,
    /// The path to walk, with the fixtures of the folder above its own; the
    /// path built into `war` when left out.
    #[arg(long, value_name = "FILE")]
    pub(crate) path: Option<PathBuf>,
    /// Seconds the port may take for one answer.
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    pub(crate) timeout: Duration,
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// `war learn`: exits with 0 when every step passes, 1 at the first that
/// fails; `main` exits with 2 for a set-up error.
pub(crate) fn run(args: LearnArgs) -> Result<ExitCode, Error> {
    let path =
        LearningPath::load_or_built_in(args.path.as_deref())?.translated(args.locale.locale());
    let fixtures = path.load_fixtures()?;
    let limits = Limits {
        timeout: args.timeout,
        ..Limits::default()
    };
    let walked = walk(&path, &fixtures, &args.cmd, &limits)?;
    emit(&walked.human())?;
    Ok(if walked.finished() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
