//! `battleship autograder`: the zip Gradescope's "Upload autograder" takes.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::grade::judge;
use war_kata::battleship::rules::Preset;
use war_kata::grade::cli::{write_kata_autograder, SubmissionArgs, ZipArgs};
use war_kata::kit::error::Error;

#[derive(Debug, Args)]
#[command(
    after_help = "Example (a statically linked battleship for Gradescope's image, built in the repository):\n  RUSTFLAGS='-C target-feature=+crt-static' cargo build --release --target x86_64-unknown-linux-gnu\n  battleship autograder --binary target/x86_64-unknown-linux-gnu/release/battleship --out autograder.zip"
)]
pub(crate) struct AutograderArgs {
    #[command(flatten)]
    pub(crate) zip: ZipArgs,
    /// Fixture files or folders to grade on, put in the zip; the fixtures
    /// built into `battleship` when none is given. Repeatable.
    #[arg(long = "fixtures", value_name = "PATH")]
    pub(crate) fixtures: Vec<PathBuf>,
    /// The rules the ports play: jones (the original program's, ships may
    /// touch) or apart (ships kept a panel apart); only fixtures of these
    /// rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "jones")]
    pub(crate) preset: Preset,
    #[command(flatten)]
    pub(crate) grading: SubmissionArgs,
}

/// `battleship autograder`: writes the zip and says what is in it.
pub(crate) fn run(args: AutograderArgs) -> Result<ExitCode, Error> {
    // The fixtures are checked now, not on Gradescope.
    let (judge, _) = judge(&args.fixtures, args.preset, None)?;
    write_kata_autograder(&args.zip, &args.grading, &args.fixtures, &judge)
}
