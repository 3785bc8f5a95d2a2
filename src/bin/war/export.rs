//! `war export`: the fixtures as a JUnit 5 or pytest file, or the
//! learner's path as Exercism's canonical data.

use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use war_kata::kit::cli::{emit, write_file, OutputFile};
use war_kata::kit::error::ErrorKind;
use war_kata::war::grade::export::{ExportFormat, ExportOptions};
use war_kata::war::learn::exercism::exercise;
use war_kata::war::learn::LearningPath;
use war_kata::war::rules::Preset;
use war_kata::Error;

/// The kinds of file `war export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ExportKind {
    /// A JUnit 5 WarTest.java calling War.findWinner.
    Junit5,
    /// A pytest module calling find_winner.
    Pytest,
    /// The learner's path as an exercise of Exercism's problem-specifications
    /// (canonical-data.json, description.md, metadata.toml, .meta/tests.toml),
    /// written to the folder --out names.
    Exercism,
}

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war export --format junit5 --package simulation -o WarTest.java\n  war export --format pytest --module war -o test_war.py\n  war export --format exercism --out exercism/war"
)]
pub(crate) struct ExportArgs {
    /// The kind of test file.
    #[arg(long, value_enum)]
    pub(crate) format: ExportKind,
    /// Fixture files or folders of them; the fixtures built into `war` when
    /// none is given (exercism: the path's fixtures instead).
    pub(crate) paths: Vec<PathBuf>,
    /// exercism: the learner's path whose cases are written, grouped by its
    /// chapters, with the fixtures its `fixtures` field names; the path built
    /// into `war` when left out.
    #[arg(long, value_name = "FILE")]
    pub(crate) path: Option<PathBuf>,
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
    /// Write the file here instead of to standard output (exercism: the
    /// folder to write the exercise's files in, required).
    #[arg(long, short, visible_alias = "out", value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
}

/// `war export`: the fixtures as a JUnit 5 or pytest file.
pub(crate) fn run(args: ExportArgs) -> Result<ExitCode, Error> {
    if args.format == ExportKind::Exercism {
        return exercism(&args);
    }
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
            ExportKind::Exercism => unreachable!("written by `exercism`"),
        },
        strict: args.strict,
        package: args.package.clone(),
        module: args.module.clone(),
        locale: war_kata::kit::locale::Locale::En,
        timeout_seconds: args.timeout,
    };
    let text = war_kata::war::grade::export::export(&cases, args.preset, &options);
    match output {
        Some(file) => file.commit(&text)?,
        None => emit(&text)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// `war export --format exercism`: the path as Exercism's exercise, in the
/// folder `--out` names.
fn exercism(args: &ExportArgs) -> Result<ExitCode, Error> {
    let Some(folder) = &args.output else {
        let message = "the exercism format writes a folder of files";
        return Err(
            Error::new(ErrorKind::Write, "--out", message).with_fix("name the folder: --out DIR")
        );
    };
    if !args.paths.is_empty() {
        let message = "the exercism format writes the cases of a learner's path";
        return Err(Error::new(ErrorKind::NoCases, "FIXTURES", message)
            .with_fix("leave out the fixture paths and name the path with --path FILE"));
    }
    let path = LearningPath::load_or_built_in(args.path.as_deref())?;
    let fixtures = path.load_fixtures()?;
    for file in exercise(&path, &fixtures)? {
        let target = folder.join(&file.path);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| Error::io(parent.display().to_string(), e))?;
        }
        write_file(&target, &file.text)?;
    }
    emit(&format!(
        "wrote the exercise {} to {}: {}\n",
        path.exercise,
        folder.display(),
        path.summary()
    ))?;
    Ok(ExitCode::SUCCESS)
}
