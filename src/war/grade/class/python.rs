//! A Python submission: the module that defines `find_winner` (or
//! `findWinner`, or a class holding it), found by reading the code without
//! running it, and run through the adapter in the submission's own folder.

use std::path::{Path, PathBuf};

use std::process::Command;
use std::time::Duration;

use crate::kit::command::run_bounded;
use crate::kit::confine::Runtime;
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

/// How the code defines `find_winner` or `findWinner`: the best of its
/// definitions, a top-level function first.
pub fn defines_find_winner(code: &str) -> Option<Holds> {
    code.lines()
        .filter_map(|line| {
            let trimmed = line.trim_start();
            let name = trimmed
                .strip_prefix("def ")
                .or_else(|| trimmed.strip_prefix("async def "))?
                .trim_start();
            let defined = ["find_winner", "findWinner"].iter().any(|wanted| {
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

/// The module to grade among those that define `find_winner`, each with
/// how it holds it: a top-level function first, then a file named
/// `war.py`, then the shallowest, then by name.
pub fn choose(candidates: &[(PathBuf, Holds)]) -> Option<&PathBuf> {
    candidates
        .iter()
        .min_by_key(|(path, holds)| {
            let named_war = path
                .file_stem()
                .is_some_and(|stem| stem.eq_ignore_ascii_case("war"));
            (*holds, !named_war, path.components().count(), path.clone())
        })
        .map(|(path, _)| path)
}

/// The command that runs the adapter (`war_adapter.py` in `folder`) on the
/// module `module` (relative to `folder/src`), in the submission's own
/// folder, as one `sh` line; Python writes no bytecode there. `python` is
/// the shell words that run Python (`python3`, or Python through the
/// launcher that confines it).
pub fn command(folder: &Path, module: &Path, python: &str) -> String {
    format!(
        "cd {} && exec {python} -B war_adapter.py {}",
        shell_word(&folder.display().to_string()),
        shell_word(&Path::new("src").join(module).display().to_string())
    )
}

/// The Python that `python3` on `PATH` runs, as it reports itself
/// (whatever shim or link leads to it): its executable, and the prefixes
/// it reads (a virtual environment's and its base's).
pub fn runtime() -> Result<Runtime, String> {
    let mut python = Command::new("python3");
    python.args([
        "-c",
        "import sys; print(sys.executable); print(sys.prefix); print(sys.base_prefix)",
    ]);
    let finished =
        run_bounded(&mut python, Duration::from_secs(60), 64 << 10).map_err(|e| e.to_string())?;
    let lines: Vec<PathBuf> = finished.stdout.lines().map(PathBuf::from).collect();
    let [program, prefix, base] = lines.as_slice() else {
        return Err(format!(
            "python3 did not say where it is: {}",
            finished.stderr.trim()
        ));
    };
    Ok(Runtime {
        program: program.clone(),
        read: vec![prefix.clone(), base.clone()],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_winner_is_found_as_a_function_or_a_method() {
        assert_eq!(
            defines_find_winner("def find_winner(deck):\n"),
            Some(Holds::Function)
        );
        assert_eq!(
            defines_find_winner("class War:\n    def findWinner (self, deck):\n"),
            Some(Holds::Method)
        );
        assert_eq!(
            defines_find_winner("class W:\n    def find_winner(self):\ndef find_winner(d):\n"),
            Some(Holds::Function)
        );
        assert_eq!(
            defines_find_winner("def find_winners(deck):\n# def find_winner(x)\n"),
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
        assert_eq!(choose(&candidates), Some(&PathBuf::from("b/war.py")));
        assert!(is_test(Path::new("tests/test_war.py"), ""));
        assert!(is_test(Path::new("checks.py"), "import pytest\n"));
        assert!(is_test(
            Path::new("checks.py"),
            "from unittest import mock\n"
        ));
        assert!(!is_test(Path::new("war.py"), "import random\n"));
    }
}
