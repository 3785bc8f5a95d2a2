//! `uno check`: every fixture recomputed; each problem on a line of its own.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{print_note, report_check};
use war_kata::kit::error::Error;
use war_kata::kit::yaml::load_each;
use war_kata::uno::builtin;
use war_kata::uno::fixture::{check_unique_ids, FixtureFile};
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
    let (files, mut problems, read) = if args.paths.is_empty() {
        let files = builtin::fixture_files()?;
        let read = files.len();
        (files, Vec::new(), read)
    } else {
        load_each(&args.paths, FixtureFile::load, |note| {
            print_note("uno", note)
        })?
    };
    problems.extend(check_unique_ids(&files));
    let chosen: Vec<&FixtureFile> = files
        .iter()
        .filter(|file| {
            args.preset
                .is_none_or(|preset| file.fixture.rules.preset == preset)
        })
        .collect();
    for file in &chosen {
        problems.extend(file.check());
    }
    report_check("uno", chosen.len() + read - files.len(), &problems)
}
