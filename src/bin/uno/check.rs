//! `uno check`: every fixture recomputed; each problem on a line of its own.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{check_fixtures, report_check};
use war_kata::kit::error::Error;
use war_kata::uno::builtin;
use war_kata::uno::fixture::FixtureFile;
use war_kata::uno::Preset;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  uno check\n  uno check fixtures/uno --rules mattel")]
pub(crate) struct CheckArgs {
    /// Fixture files or folders of them; the fixtures built into `uno` when
    /// none is given.
    pub(crate) paths: Vec<PathBuf>,
    /// Check only the fixtures played by this preset.
    #[arg(long = "rules", value_name = "PRESET")]
    pub(crate) preset: Option<Preset>,
}

/// `uno check`: every fixture recomputed; each problem on a line of its own.
pub(crate) fn run(args: CheckArgs) -> Result<ExitCode, Error> {
    let keep = |file: &FixtureFile| {
        args.preset
            .is_none_or(|preset| file.fixture.rules.preset == preset)
    };
    let (checked, problems) = check_fixtures("uno", &args.paths, &builtin::FIXTURES, keep)?;
    report_check("uno", checked, &problems)
}
