//! The `fixtures` command of a game's binary: the fixtures built into it
//! listed, one shown, or all written out to read, change or hand out.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;

use crate::kit::builtin::Builtin;
use crate::kit::cli::emit;
use crate::kit::error::Error;
use crate::kit::fixture::GameFixture;
use crate::kit::words::count;

/// What `fixtures` does: `list`, `show ID` or `write DIR`.
#[derive(Debug, Subcommand)]
pub enum FixturesCommand {
    /// One line per built-in fixture: its name and its description.
    List,
    /// Print one fixture's YAML, named by its name, its path or its id.
    Show {
        /// The fixture's name, its path in the repository or its id.
        #[arg(value_name = "ID")]
        key: String,
    },
    /// Write every fixture into a folder, as NAME.yaml; a file already there
    /// with another text is never overwritten.
    Write {
        /// The folder to write into (made if missing).
        #[arg(value_name = "DIR")]
        folder: PathBuf,
    },
}

/// Runs `command` on the fixtures of `builtin`, each read as the game's
/// fixture type `F`.
pub fn run<F: GameFixture>(builtin: &Builtin, command: FixturesCommand) -> Result<ExitCode, Error> {
    match command {
        FixturesCommand::List => {
            let files = builtin.parse_all::<F>()?;
            let rows: Vec<(String, String)> = files
                .iter()
                .map(|file| (stem(file), file.description().to_string()))
                .collect();
            emit(&columns(&rows))
        }
        FixturesCommand::Show { key } => show(builtin, &key),
        FixturesCommand::Write { folder } => write(builtin, &folder),
    }?;
    Ok(ExitCode::SUCCESS)
}

/// The name of a fixture's file, without `.yaml`.
pub fn stem<F: GameFixture>(file: &F) -> String {
    file.path()
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// `rows` of a name and the rest, one a line, the names padded to one
/// width.
pub fn columns(rows: &[(String, String)]) -> String {
    let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    rows.iter()
        .map(|(name, rest)| format!("{name:<width$}  {rest}\n"))
        .collect()
}

/// Prints the YAML of the built-in fixture `key` names.
pub fn show(builtin: &Builtin, key: &str) -> Result<(), Error> {
    emit(builtin.get(key)?.text)
}

/// Writes every built-in fixture into `folder` and says how many were
/// written, and how many were there already.
pub fn write(builtin: &Builtin, folder: &Path) -> Result<(), Error> {
    let written = builtin.write(folder)?;
    let kept = builtin.len() - written;
    let mut text = format!(
        "{} written to {}",
        count(written, "fixture"),
        folder.display()
    );
    if kept > 0 {
        text.push_str(&format!(", {kept} already there"));
    }
    emit(&format!("{text}\n"))
}
