//! A game's fixture file, as the kit sees it: read from a path or from a
//! text, named by its id, described in one sentence, and checked against
//! its game's rules. Each game implements [`GameFixture`] for its own file
//! type; the kit reads sets of them ([`load_each`], the built-in sets of
//! [`crate::kit::builtin`]) and checks what no single file can show
//! ([`check_unique_ids`]).

use std::path::{Path, PathBuf};

use crate::kit::error::{Error, ErrorKind, Position};
use crate::kit::yaml;

/// One fixture file of a game, read.
pub trait GameFixture: Sized {
    /// Parses `text` as the fixture at `path`: the YAML, its id, and what
    /// its game needs of it.
    fn parse(path: &Path, text: String) -> Result<Self, Error>;

    /// Plays the case under its game's rules and reports each expected
    /// value that disagrees.
    fn check(&self) -> Vec<Error>;

    /// The file's path as given.
    fn path(&self) -> &Path;

    /// The file's text as read.
    fn text(&self) -> &str;

    /// The fixture's id: a UUID that never changes.
    fn id(&self) -> &str;

    /// What the case shows, in one sentence.
    fn description(&self) -> &str;

    /// Reads the fixture at `path`, refusing a file too large or nested too
    /// deep to be one ([`yaml::read_fixture`]), and parses it.
    fn load(path: &Path) -> Result<Self, Error> {
        Self::parse(path, yaml::read_fixture(path)?)
    }

    /// An error of `kind` in this file, placed at `position` when known.
    fn error(&self, kind: ErrorKind, message: String, position: Option<Position>) -> Error {
        Error::new(kind, self.path().display().to_string(), message).at_some(position)
    }

    /// Where the file's top-level `key:` is written.
    fn key_position(&self, key: &str) -> Option<Position> {
        yaml::key_position(self.text(), key)
    }
}

/// Reports every id used by more than one of `files`: a fixture is known
/// by its id, in a grade as in an export.
pub fn check_unique_ids<F: GameFixture>(files: &[F]) -> Vec<Error> {
    yaml::unique_ids(
        files
            .iter()
            .map(|file| (file.id(), file.path(), file.text())),
    )
}

/// The fixtures at `paths` (files, or folders of them): those read, the
/// errors of those that could not be, and how many files there were. The
/// notes on files left out of a folder go to `note`.
pub fn load_each<F: GameFixture>(
    paths: &[PathBuf],
    note: impl Fn(&str),
) -> Result<(Vec<F>, Vec<Error>, usize), Error> {
    let found = yaml::fixture_paths(paths)?;
    for text in &found.notes {
        note(text);
    }
    let (mut files, mut problems) = (Vec::new(), Vec::new());
    for path in &found.paths {
        match F::load(path) {
            Ok(file) => files.push(file),
            Err(error) => problems.push(error),
        }
    }
    Ok((files, problems, found.paths.len()))
}
