//! `battleship new`: a student's starter project in Java or Python.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use war_kata::battleship::grade::starter::{starter, Language};
use war_kata::kit::cli::{emit, write_file};
use war_kata::kit::error::{Error, ErrorKind};

/// The languages of a starter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Lang {
    /// Java: Battleship.java and the adapter, BattleshipAdapter.java.
    Java,
    /// Python: battleship.py and the adapter, battleship_adapter.py.
    Python,
}

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship new battleship-port --lang python && cd battleship-port && battleship grade --cmd \"python3 battleship_adapter.py battleship.py\"\n  battleship new battleship-port --lang java"
)]
pub(crate) struct NewArgs {
    /// The folder to write the project in: a new folder, or an empty one.
    pub(crate) dir: PathBuf,
    /// The language of the project.
    #[arg(long, value_enum)]
    pub(crate) lang: Lang,
}

/// `battleship new`: writes the starter and says what is in it.
pub(crate) fn run(args: NewArgs) -> Result<ExitCode, Error> {
    let language = match args.lang {
        Lang::Java => Language::Java,
        Lang::Python => Language::Python,
    };
    let files = starter(language);
    ensure_empty(&args.dir)?;
    fs::create_dir_all(&args.dir).map_err(|e| Error::io(args.dir.display().to_string(), e))?;
    for file in &files {
        write_file(&args.dir.join(&file.path), &file.text)?;
    }
    let names: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
    emit(&format!(
        "{} written: {}; README.md says how to grade the port\n",
        args.dir.display(),
        names.join(", ")
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// Refuses a folder that holds anything, so that no student's work is
/// overwritten.
fn ensure_empty(dir: &Path) -> Result<(), Error> {
    let origin = dir.display().to_string();
    match fs::read_dir(dir) {
        Ok(mut entries) => {
            if entries.next().is_some() {
                return Err(Error::new(ErrorKind::Write, origin, "is not empty")
                    .with_fix("give `battleship new` a new folder, or an empty one"));
            }
            Ok(())
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(error) => Err(Error::io(origin, error)),
    }
}
