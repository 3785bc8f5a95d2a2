//! A student's starter project for porting a game's program (`uno new`,
//! `battleship new`): the skeleton of the entry point, which throws "not
//! implemented", the adapter that speaks the line protocol, and a README
//! made of the game's texts in `kata/<game>/`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::game::Entry;
use crate::kit::cli::{create_empty_dir, emit, write_file};
use crate::kit::error::Error;

/// The languages of a starter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Language {
    /// Java: the entry point's class and its adapter.
    Java,
    /// Python: the entry point's module and its adapter.
    Python,
}

/// A file of the starter: its path in the project and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StarterFile {
    /// Its path, relative to the project's folder.
    pub path: String,
    /// Its text.
    pub text: String,
}

/// A game's texts for a starter, from `kata/<game>/`.
#[derive(Debug, Clone, Copy)]
pub struct StarterTexts {
    /// The instructions, with `{{language}}`, `{{skeleton}}`, `{{entry}}`
    /// and `{{check}}` for what differs by language.
    pub instructions: &'static str,
    /// The Java skeleton.
    pub java_skeleton: &'static str,
    /// How a Java port is checked.
    pub java_check: &'static str,
    /// What the Java entry point returns, after its signature: ``returns
    /// the answer as a `String`.``
    pub java_returns: &'static str,
    /// The Python skeleton.
    pub python_skeleton: &'static str,
    /// How a Python port is checked.
    pub python_check: &'static str,
    /// The Python entry point and what it returns: ``\`play_round(players,
    /// deck)\` returns the tuple `(seat, turns, score)`.``
    pub python_entry: &'static str,
}

/// The files of `entry`'s starter in `language`, from `texts`:
/// `README.md` (the instructions filled in), the skeleton and the adapter.
pub fn starter(entry: &Entry, texts: &StarterTexts, language: Language) -> Vec<StarterFile> {
    let (name, skeleton, skeleton_text, adapter, adapter_text, entry_text, check) = match language {
        Language::Java => (
            "Java",
            format!("{}.java", entry.java_class),
            texts.java_skeleton,
            entry.java_adapter_file(),
            entry.java_adapter,
            format!(
                "`public {}` {}",
                entry.java_static_signature, texts.java_returns
            ),
            texts.java_check,
        ),
        Language::Python => (
            "Python",
            format!("{}.py", entry.python_module),
            texts.python_skeleton,
            entry.python_adapter_file.to_string(),
            entry.python_adapter,
            texts.python_entry.to_string(),
            texts.python_check,
        ),
    };
    let readme = texts
        .instructions
        .replace("{{language}}", name)
        .replace("{{skeleton}}", &skeleton)
        .replace("{{entry}}", &entry_text)
        .replace("{{check}}", check.trim_end());
    let file = |path: &str, text: &str| StarterFile {
        path: path.to_string(),
        text: text.to_string(),
    };
    vec![
        file("README.md", &readme),
        file(&skeleton, skeleton_text),
        file(&adapter, adapter_text),
    ]
}

/// The options of a game's `new`, beside its examples.
#[derive(Debug, Args)]
pub struct StarterArgs {
    /// The folder to write the project in: a new folder, or an empty one.
    pub dir: PathBuf,
    /// The language of the project.
    #[arg(long, value_enum)]
    pub lang: Language,
}

/// A game's `new`: writes `entry`'s starter in the language `args` asks,
/// from `texts` ([`starter`]), into `args.dir` (a new folder, or an empty
/// one: no student's work is overwritten) and says what is in it.
///
/// Fails with a set-up error: the folder not empty, a file unwritable.
pub fn write_starter(
    args: &StarterArgs,
    entry: &Entry,
    texts: &StarterTexts,
) -> Result<ExitCode, Error> {
    let dir = &args.dir;
    create_empty_dir(dir, &format!("{} new", entry.program))?;
    let files = starter(entry, texts, args.lang);
    for file in &files {
        write_file(&dir.join(&file.path), &file.text)?;
    }
    let names: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
    emit(&format!(
        "{} written: {}; README.md says how to grade the port\n",
        dir.display(),
        names.join(", ")
    ))?;
    Ok(ExitCode::SUCCESS)
}
