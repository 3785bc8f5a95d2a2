//! `war fixtures`: the fixtures built into `war`, listed, shown and written
//! out.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use war_kata::kit::cli::emit;
use war_kata::kit::error::Error;
use war_kata::kit::fixtures_command::{columns, show, stem, write};
use war_kata::war::builtin::FIXTURES;
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
        FixturesCommand::Show { key } => show(&FIXTURES, &key),
        FixturesCommand::Write { folder } => write(&FIXTURES, &folder),
    }?;
    Ok(ExitCode::SUCCESS)
}

/// One line per fixture (of `preset`, when given): name, rules, description.
fn list(preset: Option<Preset>) -> Result<(), Error> {
    let files = FIXTURES.parse_all::<FixtureFile>()?;
    let rows: Vec<(String, String)> = files
        .iter()
        .filter(|file| preset.is_none_or(|preset| preset == file.fixture.rules.preset))
        .map(|file| {
            let rules = file.fixture.rules.preset.name();
            (
                stem(file),
                format!("{rules:<9}  {}", file.fixture.description),
            )
        })
        .collect();
    emit(&columns(&rows))
}
