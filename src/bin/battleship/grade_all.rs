//! `battleship grade-all`: a whole class of submissions graded, one table,
//! a summary, a report per student and the class report.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::grade::judge;
use war_kata::battleship::rules::Preset;
use war_kata::grade::class::run::grade_class;
use war_kata::grade::cli::ClassArgs;
use war_kata::kit::error::Error;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship grade-all CS121-Battleship-88231.zip --out results\n  battleship grade-all submissions --out results --rules apart --jobs 4 --format human"
)]
pub(crate) struct GradeAllArgs {
    #[command(flatten)]
    pub(crate) class: ClassArgs,
    /// Fixture files or folders to grade on; the fixtures built into
    /// `battleship` when none is given. Repeatable.
    #[arg(long = "fixtures", value_name = "PATH")]
    pub(crate) fixtures: Vec<PathBuf>,
    /// The rules the ports play: jones (the original program's, ships may
    /// touch) or apart (ships kept a panel apart); only fixtures of these
    /// rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "jones")]
    pub(crate) preset: Preset,
}

/// `battleship grade-all`: exits with 0 when every submission has its row
/// and its report, whatever their scores; `main` exits with 2 for a set-up
/// error.
pub(crate) fn run(args: GradeAllArgs) -> Result<ExitCode, Error> {
    grade_class(&args.class.settings(), || {
        judge(&args.fixtures, args.preset, None)
    })
}
