//! Fixtures built into the binary, so that a game's commands work from any
//! folder once installed.
//!
//! The build script (`build.rs`) lists every `*.yaml` file of a game's
//! fixture folder with `include_str!`; a game wraps that list in a
//! [`Builtin`] and reads its fixtures from it when it is given no path.
//! Each built-in fixture keeps the path it has in the repository
//! (`fixtures/war_draw.yaml`), so reports and errors name it as before.

use std::fs;
use std::path::{Path, PathBuf};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::fixture::{check_unique_ids, GameFixture};
use crate::kit::yaml;

/// A set of fixtures built into the binary: the program they are built
/// into, the folder they come from and each file's name (without `.yaml`)
/// and text, in name order.
#[derive(Debug, Clone, Copy)]
pub struct Builtin {
    program: &'static str,
    folder: &'static str,
    files: &'static [(&'static str, &'static str)],
}

/// One fixture of a [`Builtin`] set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuiltinFile {
    /// The file's name without `.yaml`.
    pub name: &'static str,
    /// The file's text.
    pub text: &'static str,
}

impl Builtin {
    /// The set of `files`, from `folder` of the repository, built into
    /// `program`.
    pub const fn new(
        program: &'static str,
        folder: &'static str,
        files: &'static [(&'static str, &'static str)],
    ) -> Self {
        Builtin {
            program,
            folder,
            files,
        }
    }

    /// Every fixture of the set, in name order.
    pub fn files(&self) -> impl Iterator<Item = BuiltinFile> + '_ {
        self.files
            .iter()
            .map(|&(name, text)| BuiltinFile { name, text })
    }

    /// How many fixtures the set holds.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether the set holds no fixture.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The path a fixture of the set has in the repository:
    /// `fixtures/NAME.yaml`.
    pub fn path(&self, name: &str) -> PathBuf {
        Path::new(self.folder).join(format!("{name}.yaml"))
    }

    /// Every fixture of the set, read as the game's fixture type `F`, each
    /// under its path in the repository.
    pub fn parse_all<F: GameFixture>(&self) -> Result<Vec<F>, Error> {
        self.files()
            .map(|file| F::parse(&self.path(file.name), file.text.to_string()))
            .collect()
    }

    /// The fixture at `path`, read as `F`; when no file is there, the
    /// built-in fixture `path` names (its name, its path in the repository
    /// or its id), so that the commands a report prints work from any
    /// folder. A file that is there always wins; when neither is, the error
    /// says both were tried and how to list the built-in ones.
    pub fn load_one<F: GameFixture>(&self, path: &Path) -> Result<F, Error> {
        match fs::symlink_metadata(path) {
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                let key = path.to_string_lossy();
                let file = self.find(&key).ok_or_else(|| self.missing(&key, true))?;
                F::parse(&self.path(file.name), file.text.to_string())
            }
            _ => F::load(path),
        }
    }

    /// The fixture named by `key` (see [`Builtin::find`]), or an error that
    /// says no built-in fixture has that name, and how to list them.
    pub fn get(&self, key: &str) -> Result<BuiltinFile, Error> {
        self.find(key).ok_or_else(|| self.missing(key, false))
    }

    /// The error for `key`, which names no built-in fixture (nor, when
    /// `no_file`, a file): what was tried, and how to list the built-in
    /// fixtures.
    fn missing(&self, key: &str, no_file: bool) -> Error {
        let tried = if no_file {
            "no such file, and no"
        } else {
            "no"
        };
        let message = format!(
            "{tried} fixture built into {} has this name, path or id",
            self.program
        );
        Error::new(ErrorKind::Io, key, message).with_fix(format!(
            "give a fixture file, or a built-in fixture's name, path or id: `{} fixtures list` names them",
            self.program
        ))
    }

    /// The fixture named by `key`: its name (`war_draw`), its path in the
    /// repository (`fixtures/war_draw.yaml`) or its `id`.
    pub fn find(&self, key: &str) -> Option<BuiltinFile> {
        let key = key.trim();
        self.files().find(|file| {
            file.name == key
                || self.path(file.name) == Path::new(key)
                || id_of(file.text).is_some_and(|id| id.eq_ignore_ascii_case(key))
        })
    }

    /// Writes every fixture of the set into `folder` (made if missing) as
    /// `NAME.yaml`; returns how many were written. A file already there with
    /// the same text is left alone; one with another text is never
    /// overwritten: nothing is written then, and the error names it.
    pub fn write(&self, folder: &Path) -> Result<usize, Error> {
        let origin = folder.display().to_string();
        fs::create_dir_all(folder).map_err(|e| write_error(&origin, &e))?;
        let mut to_write = Vec::new();
        for file in self.files() {
            let target = folder.join(format!("{}.yaml", file.name));
            match fs::read(&target) {
                Ok(bytes) if bytes == file.text.as_bytes() => {}
                Ok(_) => {
                    return Err(Error::new(
                        ErrorKind::Write,
                        target.display().to_string(),
                        "exists with another text, and is not overwritten",
                    )
                    .with_fix("write the fixtures into an empty folder, or move that file away"));
                }
                Err(_) if target.exists() => {
                    let message = "exists and cannot be read, and is not overwritten";
                    return Err(Error::new(
                        ErrorKind::Write,
                        target.display().to_string(),
                        message,
                    ));
                }
                Err(_) => to_write.push((target, file.text)),
            }
        }
        for (target, text) in &to_write {
            fs::write(target, text).map_err(|e| write_error(&target.display().to_string(), &e))?;
        }
        Ok(to_write.len())
    }
}

/// The value of a fixture's top-level `id:` line, without quotes.
fn id_of(text: &str) -> Option<&str> {
    text.lines()
        .find_map(|line| line.strip_prefix("id:"))
        .map(|id| id.trim().trim_matches(|c| c == '\'' || c == '"'))
}

/// A write error on `origin`.
fn write_error(origin: &str, error: &std::io::Error) -> Error {
    Error::new(ErrorKind::Write, origin, error.to_string())
}

/// The fixtures a grader grades on: those at `paths` (files, or folders of
/// them), or all of `builtin` when no path is given, with the notes on
/// files left out of a folder. Unlike a check, a grade stops at the first
/// file that cannot be read, and at an id two fixtures share: a case is
/// known by its id in every report.
pub fn load_graded<F: GameFixture>(
    paths: &[PathBuf],
    builtin: &Builtin,
) -> Result<(Vec<F>, Vec<String>), Error> {
    let (files, notes) = if paths.is_empty() {
        (builtin.parse_all::<F>()?, Vec::new())
    } else {
        let found = yaml::fixture_paths(paths)?;
        let files = found
            .paths
            .iter()
            .map(|path| F::load(path))
            .collect::<Result<Vec<_>, _>>()?;
        (files, found.notes)
    };
    match check_unique_ids(&files).into_iter().next() {
        Some(repeated) => Err(repeated),
        None => Ok((files, notes)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SET: Builtin = Builtin::new(
        "war",
        "fixtures",
        &[
            ("one", "id: 11111111-2222-4333-8444-555555555555\nx: 1\n"),
            ("two", "id: '66666666-7777-4888-9999-000000000000'\nx: 2\n"),
        ],
    );

    #[test]
    fn a_fixture_is_found_by_name_path_or_id() {
        assert_eq!(SET.find("one").map(|f| f.name), Some("one"));
        assert_eq!(SET.find("fixtures/two.yaml").map(|f| f.name), Some("two"));
        let by_id = SET.find("66666666-7777-4888-9999-000000000000");
        assert_eq!(by_id.map(|f| f.name), Some("two"));
        assert_eq!(SET.find("three"), None);
        assert_eq!(SET.path("one"), Path::new("fixtures/one.yaml"));
    }

    #[test]
    fn a_name_that_is_neither_a_file_nor_built_in_points_to_the_list() {
        let error = SET.get("three").expect_err("no such fixture");
        assert_eq!(error.origin(), "three");
        let line = error.to_string();
        assert!(
            line.starts_with("three: no fixture built into war has"),
            "{line}"
        );
        assert!(line.contains("`war fixtures list` names them"), "{line}");
    }

    #[test]
    fn writing_never_overwrites_another_text() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let folder = dir.path().join("out");
        assert_eq!(SET.write(&folder).expect("written"), 2);
        assert_eq!(SET.write(&folder).expect("nothing to do"), 0);
        fs::write(folder.join("two.yaml"), "changed").expect("changed");
        fs::remove_file(folder.join("one.yaml")).expect("removed");
        let error = SET.write(&folder).expect_err("two.yaml differs");
        assert_eq!(error.kind(), ErrorKind::Write);
        assert!(!folder.join("one.yaml").exists(), "nothing written");
    }
}
