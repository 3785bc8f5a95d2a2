//! `war fixtures`: the fixtures built into `war`, listed, shown and written
//! out.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use war_kata::kit::cli::emit;
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::words::count;
use war_kata::war::builtin::{self, FIXTURES};
use war_kata::war::rules::Preset;
use war_kata::FixtureFile;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war fixtures list --rules kata\n  war fixtures show war_draw\n  war fixtures write my-fixtures"
)]
pub(crate) struct FixturesArgs {
    #[command(subcommand)]
    pub(crate) command: FixturesCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum FixturesCommand {
    /// One line per fixture: its name, its rules and its description.
    #[command(
        after_help = "Examples:\n  war fixtures list\n  war fixtures list --rules codingame"
    )]
    List {
        /// List only the fixtures of this preset.
        #[arg(long = "rules", value_name = "PRESET")]
        preset: Option<Preset>,
    },
    /// Print one fixture's YAML, named by its name, its path or its id.
    #[command(
        after_help = "Examples:\n  war fixtures show war_draw\n  war fixtures show 7d4071a8-2d41-4778-9973-1883a2285e36"
    )]
    Show {
        /// The fixture's name (war_draw), path (fixtures/war_draw.yaml) or id.
        #[arg(value_name = "ID")]
        key: String,
    },
    /// Write every fixture into a folder, as NAME.yaml; a file already there
    /// with another text is never overwritten.
    #[command(after_help = "Example:\n  war fixtures write my-fixtures && war check my-fixtures")]
    Write {
        /// The folder to write into (made if missing).
        #[arg(value_name = "DIR")]
        folder: PathBuf,
    },
}

/// `war fixtures list|show|write`.
pub(crate) fn run(args: FixturesArgs) -> Result<ExitCode, Error> {
    match args.command {
        FixturesCommand::List { preset } => list(preset),
        FixturesCommand::Show { key } => {
            let Some(file) = FIXTURES.find(&key) else {
                let message = format!("no built-in fixture is named {key:?}");
                return Err(Error::new(ErrorKind::Io, key, message)
                    .with_fix("`war fixtures list` names them; give a name, a path such as fixtures/war_draw.yaml, or an id"));
            };
            emit(file.text)?;
            Ok(ExitCode::SUCCESS)
        }
        FixturesCommand::Write { folder } => {
            let written = FIXTURES.write(&folder)?;
            let kept = FIXTURES.len() - written;
            let mut text = format!(
                "{} written to {}",
                count(written, "fixture"),
                folder.display()
            );
            if kept > 0 {
                text.push_str(&format!(", {kept} already there"));
            }
            emit(&format!("{text}\n"))?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// One line per fixture (of `preset`, when given): name, rules, description.
fn list(preset: Option<Preset>) -> Result<ExitCode, Error> {
    let files = builtin::FIXTURES.parse_all::<FixtureFile>()?;
    let width = files
        .iter()
        .filter_map(|file| file.path.file_stem())
        .map(|stem| stem.len())
        .max()
        .unwrap_or(0);
    let mut text = String::new();
    for file in &files {
        let rules = file.fixture.rules.preset;
        if preset.is_some_and(|preset| preset != rules) {
            continue;
        }
        let name = file
            .path
            .file_stem()
            .map(|stem| stem.to_string_lossy())
            .unwrap_or_default();
        text.push_str(&format!(
            "{name:<width$}  {:<9}  {}\n",
            rules.name(),
            file.fixture.description
        ));
    }
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
