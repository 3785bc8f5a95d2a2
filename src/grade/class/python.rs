//! A Python submission: the module that defines `find_winner` (or
//! `findWinner`, or a class holding it), found by reading the code without
//! running it, and run through the adapter, confined, in the submission's
//! own folder.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::confinement::Confinement;
use super::language::Language;
use crate::kit::escape::shell_word;

/// Whether `path` is a Python source file.
pub fn is_source(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "py")
}

/// How a module holds `find_winner`, if it does: a function at its top
/// level, or a method of a class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Holds {
    /// `def find_winner(...)` at the module's top level.
    Function,
    /// `def find_winner(self, ...)` inside a class.
    Method,
}

/// How the code defines one of the functions `names` (`find_winner`,
/// `findWinner`): the best of its definitions, a top-level function first.
pub fn defines(code: &str, names: &[&str]) -> Option<Holds> {
    code.lines()
        .filter_map(|line| {
            let trimmed = line.trim_start();
            let name = trimmed
                .strip_prefix("def ")
                .or_else(|| trimmed.strip_prefix("async def "))?
                .trim_start();
            let defined = names.iter().any(|wanted| {
                name.strip_prefix(wanted)
                    .is_some_and(|rest| rest.trim_start().starts_with('('))
            });
            defined.then_some(if trimmed.len() == line.len() {
                Holds::Function
            } else {
                Holds::Method
            })
        })
        .min()
}

/// Whether the file is a test of the student's, never the module graded:
/// named as pytest finds tests (`test_*.py`, `*_test.py`, `conftest.py`),
/// or importing pytest or unittest (`code`, its text).
pub fn is_test(path: &Path, code: &str) -> bool {
    let name = path
        .file_stem()
        .map(|stem| stem.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let named = name.starts_with("test_") || name.ends_with("_test") || name == "conftest";
    named
        || code.lines().any(|line| {
            let mut words = line.split_whitespace();
            matches!(words.next(), Some("import" | "from"))
                && words.next().is_some_and(|module| {
                    let top = module.split(['.', ',']).next().unwrap_or_default();
                    top == "pytest" || top == "unittest"
                })
        })
}

/// The module to grade among those that define the entry function, each
/// with how it holds it: a top-level function first, then a file named
/// `preferred.py` (`war.py`), then the shallowest, then by name.
pub fn choose<'a>(candidates: &'a [(PathBuf, Holds)], preferred: &str) -> Option<&'a PathBuf> {
    candidates
        .iter()
        .min_by_key(|(path, holds)| {
            let named_war = path
                .file_stem()
                .is_some_and(|stem| stem.eq_ignore_ascii_case(preferred));
            (*holds, !named_war, path.components().count(), path.clone())
        })
        .map(|(path, _)| path)
}

/// The command that runs the adapter (`adapter`, its file) on the module
/// `module` (relative to `folder/src`) in the submission's `folder`,
/// confined, as one `sh` line: Python isolated (`-I`: no environment
/// variable, user site or folder of the submission on its path when the
/// adapter starts) and writing no bytecode (`-B`).
pub fn command(
    confinement: &Confinement,
    folder: &Path,
    adapter: &Path,
    module: &Path,
) -> Result<String, String> {
    let python = confinement.runtime(Language::Python)?.program.clone();
    let arguments: Vec<OsString> = vec![
        "-I".into(),
        "-B".into(),
        adapter.into(),
        Path::new("src").join(module).into(),
    ];
    let read = adapter
        .parent()
        .map(Path::to_path_buf)
        .into_iter()
        .collect::<Vec<_>>();
    let step = confinement.step(Language::Python, folder, python, arguments, &read, &[])?;
    confinement
        .launcher()
        .shell(&step)
        .map_err(|e| format!("its scratch folder: {e}"))
}

/// The command a report shows for running the port by hand: in its
/// published build folder `folder`, the adapter at `adapter` (relative to
/// it), with the teacher's `python3`.
pub fn shown(folder: &Path, adapter: &str, module: &Path) -> String {
    format!(
        "cd {} && exec python3 -I -B {} {}",
        shell_word(&folder.display().to_string()),
        shell_word(adapter),
        shell_word(&Path::new("src").join(module).display().to_string())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How `code` defines War's entry.
    fn defines_war(code: &str) -> Option<Holds> {
        defines(code, &["find_winner", "findWinner"])
    }

    #[test]
    fn find_winner_is_found_as_a_function_or_a_method() {
        assert_eq!(
            defines_war("def find_winner(deck):\n"),
            Some(Holds::Function)
        );
        assert_eq!(
            defines_war("class War:\n    def findWinner (self, deck):\n"),
            Some(Holds::Method)
        );
        assert_eq!(
            defines_war("class W:\n    def find_winner(self):\ndef find_winner(d):\n"),
            Some(Holds::Function)
        );
        assert_eq!(
            defines_war("def find_winners(deck):\n# def find_winner(x)\n"),
            None
        );
    }

    #[test]
    fn a_function_in_war_py_is_chosen_first() {
        let candidates = vec![
            (PathBuf::from("a/game.py"), Holds::Function),
            (PathBuf::from("war.py"), Holds::Method),
            (PathBuf::from("b/war.py"), Holds::Function),
        ];
        assert_eq!(choose(&candidates, "war"), Some(&PathBuf::from("b/war.py")));
        assert!(is_test(Path::new("tests/test_war.py"), ""));
        assert!(is_test(Path::new("checks.py"), "import pytest\n"));
        assert!(is_test(
            Path::new("checks.py"),
            "from unittest import mock\n"
        ));
        assert!(!is_test(Path::new("war.py"), "import random\n"));
    }
}
