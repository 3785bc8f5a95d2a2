//! `war export`: the fixtures as a JUnit 5 or pytest file.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use war_kata::kit::cli::{emit, OutputFile};
use war_kata::war::grade::export::{ExportFormat, ExportOptions};
use war_kata::war::rules::Preset;
use war_kata::Error;

/// The kinds of file `war export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ExportKind {
    /// A JUnit 5 WarTest.java calling War.findWinner.
    Junit5,
    /// A pytest module calling find_winner.
    Pytest,
}

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war export --format junit5 --package simulation -o WarTest.java\n  war export --format pytest --module war -o test_war.py"
)]
pub(crate) struct ExportArgs {
    /// The kind of test file.
    #[arg(long, value_enum)]
    pub(crate) format: ExportKind,
    /// Fixture files or folders of them; the fixtures built into `war` when
    /// none is given.
    pub(crate) paths: Vec<PathBuf>,
    /// The rules of the port under test: only fixtures of these rules are
    /// exported.
    #[arg(long = "rules", value_name = "PRESET", default_value = "umass")]
    pub(crate) preset: Preset,
    /// Accept only the decided answer, not an accepted alternative
    /// reading's.
    #[arg(long)]
    pub(crate) strict: bool,
    /// JUnit 5: the package of War and of the test (`simulation` in the
    /// UMass original); the default package when left out.
    #[arg(long, value_name = "NAME")]
    pub(crate) package: Option<String>,
    /// pytest: the module that defines find_winner.
    #[arg(long, value_name = "NAME", default_value = "war")]
    pub(crate) module: String,
    /// Seconds a test may take before it fails.
    #[arg(long, value_name = "SECONDS", default_value = "5")]
    pub(crate) timeout: u32,
    /// Write the file here instead of to standard output.
    #[arg(long, short, value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
}

/// `war export`: the fixtures as a JUnit 5 or pytest file.
pub(crate) fn run(args: ExportArgs) -> Result<ExitCode, Error> {
    let (cases, _notes) = war_kata::war::grade::load_cases(&args.paths, args.preset)?;
    let output = match &args.output {
        Some(path) => Some(OutputFile::create(
            path,
            &crate::grade::inputs(&args.paths)?,
        )?),
        None => None,
    };
    let options = ExportOptions {
        format: match args.format {
            ExportKind::Junit5 => ExportFormat::Junit5,
            ExportKind::Pytest => ExportFormat::Pytest,
        },
        strict: args.strict,
        package: args.package.clone(),
        module: args.module.clone(),
        timeout_seconds: args.timeout,
    };
    let text = war_kata::war::grade::export::export(&cases, args.preset, &options);
    match output {
        Some(file) => file.commit(&text)?,
        None => emit(&text)?,
    }
    Ok(ExitCode::SUCCESS)
}
