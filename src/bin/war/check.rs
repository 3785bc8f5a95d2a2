//! `war check`: every fixture recomputed; each problem on a line of its own.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{check_fixtures, emit, report_check};
use war_kata::war::builtin;
use war_kata::war::learn::LearningPath;
use war_kata::war::rules::Preset;
use war_kata::{Error, FixtureFile};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war check\n  war check fixtures/war_draw.yaml\n  war check --rules kata"
)]
pub(crate) struct CheckArgs {
    /// Fixture files or folders of them; the fixtures built into `war` when
    /// none is given.
    pub(crate) paths: Vec<PathBuf>,
    /// Also check this learner's path with the fixtures it names (without
    /// fixture paths, the built-in path is checked).
    #[arg(long, value_name = "FILE")]
    pub(crate) path: Option<PathBuf>,
    /// Check only the fixtures played by this preset.
    #[arg(long = "rules", value_name = "PRESET")]
    pub(crate) preset: Option<Preset>,
}

/// `war check`: every fixture recomputed; each problem on a line of its own.
pub(crate) fn run(args: CheckArgs) -> Result<ExitCode, Error> {
    let keep = |file: &FixtureFile| {
        args.preset
            .is_none_or(|preset| file.fixture.rules.preset == preset)
    };
    let (checked, mut problems) = check_fixtures("war", &args.paths, &builtin::FIXTURES, keep)?;
    let mut paths_checked = Vec::new();
    if args.preset.is_none_or(|preset| preset == Preset::Umass) {
        if let Some(path) = learning_path(&args) {
            match path {
                Ok(path) => {
                    let found = path.check();
                    if found.is_empty() {
                        paths_checked.push(format!(
                            "the path {}: {}, in order, every fixture of the assignment on it\n",
                            path.file.display(),
                            path.summary()
                        ));
                    }
                    problems.extend(found);
                }
                Err(error) => problems.push(error),
            }
        }
    }
    emit(&paths_checked.concat())?;
    report_check("war", checked, &problems)
}

/// The learner's path to check with the fixtures: the one `--path` names,
/// or the built-in one when the fixtures checked are the built-in ones.
fn learning_path(args: &CheckArgs) -> Option<Result<LearningPath, Error>> {
    match &args.path {
        Some(file) => Some(LearningPath::load(file)),
        None if args.paths.is_empty() => Some(LearningPath::built_in()),
        None => None,
    }
}
