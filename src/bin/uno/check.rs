//! `uno check`: every fixture recomputed; each problem on a line of its own.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{emit, print_error, print_note};
use war_kata::kit::error::Error;
use war_kata::kit::words::count;
use war_kata::kit::yaml::fixture_paths;
use war_kata::uno::builtin;
use war_kata::uno::fixture::{check_unique_ids, FixtureFile};
use war_kata::uno::Preset;

#[derive(Debug, Args)]
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
    let mut files = Vec::new();
    let mut problems = Vec::new();
    let read = if args.paths.is_empty() {
        files = builtin::fixture_files()?;
        files.len()
    } else {
        let found = fixture_paths(&args.paths)?;
        for note in &found.notes {
            print_note("uno", note);
        }
        for path in &found.paths {
            match FixtureFile::load(path) {
                Ok(file) => files.push(file),
                Err(error) => problems.push(error),
            }
        }
        found.paths.len()
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
    for problem in &problems {
        print_error("uno", problem);
    }
    let checked = count(chosen.len() + read - files.len(), "fixture");
    if problems.is_empty() {
        emit(&format!("{checked} checked, all agree with the rules\n"))?;
        Ok(ExitCode::SUCCESS)
    } else {
        let found = count(problems.len(), "problem");
        emit(&format!("{checked} checked, {found}\n"))?;
        Ok(ExitCode::FAILURE)
    }
}
