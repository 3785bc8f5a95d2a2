//! Typed errors, shared by every game. Every error names where the problem
//! is (a file, `<stdin>` or an option, with a line and column when there is
//! one) and says how to fix it: by its kind's general advice, or by advice
//! of its own where the game knows better ([`Error::with_fix`]).

use std::borrow::Cow;
use std::fmt::{self, Display};
use std::io;

/// What kind of problem an [`Error`] is. Tests check the kind, not the
/// message text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Occurs when a file, folder or stream cannot be read: it does not
    /// exist, is not readable, or is not UTF-8 text.
    Io,
    /// Occurs when a fixture is not valid YAML or not of the fixture's
    /// shape: a missing or unknown field, a value of the wrong type, or a
    /// value out of its range (a War card beyond a Java `int`).
    Fixture,
    /// Occurs when a token of a deck is not a card in any of the game's
    /// notations (for War: an integer in the range of a Java `int`, a rank,
    /// or a rank and a suit).
    Card,
    /// Occurs when a deck cannot be dealt as the game asks: it is not the
    /// game's whole deck (a card missing, or one more often than the deck
    /// has it), or it cannot be dealt to that many players.
    Deal,
    /// Occurs when a fixture's `id` is not a UUID, or two fixtures share
    /// one.
    Id,
    /// Occurs when a fixture's expected values disagree with what the rules
    /// give for its deck.
    Mismatch,
    /// Occurs when an input is larger or deeper than the kata reads: a
    /// fixture over 1 MiB, YAML nested more than 32 levels deep or expanding
    /// aliases without end, a deck line over 16 MiB.
    Limit,
    /// Occurs when a grader cannot start the port's command at all: `sh`
    /// cannot be run. (A command that `sh` cannot find, or that
    /// crashes, is graded: each case fails.)
    Port,
    /// Occurs when a grader or an export is given nothing to work on: no
    /// fixture is played by the chosen rules.
    NoCases,
    /// Occurs when a report or an exported file cannot be written.
    Write,
    /// Occurs when an override of the rules (`--set FIELD=VALUE`) is not of
    /// that form, names no field of the rules, or gives a field a value of
    /// the wrong type.
    Rules,
    /// Occurs when the parameters of a statistics run cannot be played: no
    /// games, no threads, or a shard that is not of the form `I/N` with
    /// `I < N`.
    Stats,
    /// Occurs when a submission's zip cannot be unpacked safely: it holds
    /// more entries or inflates to more bytes than a submission may, or
    /// names a path outside the folder it is unpacked in.
    Archive,
    /// Occurs when a file of a submission named `.zip` is no zip: another
    /// kind of file, or a zip cut short.
    NotAZip,
    /// Occurs when a submission cannot be graded: it holds no source file,
    /// more files than a submission may, code that does not build, or a
    /// link on disk (a symbolic link, or a file with other names), which is
    /// never followed.
    Submission,
    /// Occurs when a tool a grading needs (a compiler, an interpreter) is
    /// not on PATH, or a class of submissions is not a folder of them.
    Setup,
    /// Occurs when statistics files cannot be merged: a file is not the JSON
    /// of a `stats --json`, the files come from different runs (rules,
    /// deck, seed or number of games), or they share a shard.
    Merge,
    /// Occurs when a gradebook cannot be filled with a class's scores: it
    /// is no system's gradebook export, the assignment's column cannot be
    /// told (none empty, several, or none of the name given), a maximum is
    /// missing, a student of the class is named by two rows or two
    /// students by one, or none of the class is in it.
    Gradebook,
    /// Occurs when a learner's path through a game's fixtures is wrong: a
    /// step names a fixture that does not exist or is not the game's
    /// assignment, leaves one out, or comes before a rule it needs.
    Path,
}

impl ErrorKind {
    /// How to fix a problem of this kind.
    fn hint(self) -> &'static str {
        match self {
            ErrorKind::Io => "check that the path exists and is a readable UTF-8 file",
            ErrorKind::Fixture => {
                "see \"The fixture format\" in the manual (book/src/contributing/fixtures.md) for the fields and their types"
            }
            ErrorKind::Card => "write cards in a notation the manual's chapter on the game's rules gives (book/src/rules/)",
            ErrorKind::Deal => {
                "give the game's whole deck, each card as often as the deck has it, and a number of players the manual's chapter on the game's rules allows (book/src/rules/)"
            }
            ErrorKind::Id => {
                "give every fixture its own UUID, e.g. from python3 -c 'import uuid; print(uuid.uuid4())'"
            }
            ErrorKind::Limit => "no game here needs an input this large or this deep: shorten it",
            ErrorKind::Mismatch => {
                "read the game with the `trace` command; if the trace follows the rules, correct the expected values"
            }
            ErrorKind::Port => "check that `sh` is installed and on PATH",
            ErrorKind::NoCases => {
                "give fixture files or folders whose fixtures play the rules chosen with --rules"
            }
            ErrorKind::Write => "check that the folder exists and is writable",
            ErrorKind::Rules => {
                "write --set FIELD=VALUE with a field and a value that the game's `rules` command shows"
            }
            ErrorKind::Stats => {
                "give --games at least 1, --threads at least 1 and --shard as I/N with 0 <= I < N, e.g. --shard 0/4"
            }
            ErrorKind::Archive | ErrorKind::NotAZip => {
                "hand the submission in as a plain zip of its source files, or as a folder"
            }
            ErrorKind::Submission => {
                "look at the submission's files: the row's reason says what is missing"
            }
            ErrorKind::Setup => {
                "install the tool (a JDK 17 for javac and java, python3) or give a folder that holds one entry per student"
            }
            ErrorKind::Gradebook => {
                "give the gradebook as the class's system exported it before grading, and --gradebook-column with the assignment's column when it cannot be told"
            }
            ErrorKind::Path => "see \"The path\" in the manual (book/src/learner.md) for the path's format",
            ErrorKind::Merge => {
                "merge only the --json outputs of the shards of one run: the same --rules, --set, --games and --seed, each shard once"
            }
        }
    }
}

/// A line and a column, both counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
}

/// An error of the library: its kind, where it is, and what is wrong.
#[derive(Debug)]
pub struct Error {
    kind: ErrorKind,
    origin: String,
    position: Option<Position>,
    message: String,
    fix: Option<Cow<'static, str>>,
    source: Option<io::Error>,
}

impl Error {
    /// An error of `kind` in `origin` (a path, `<stdin>` or an option name).
    pub fn new(kind: ErrorKind, origin: impl Into<String>, message: impl Into<String>) -> Error {
        Error {
            kind,
            origin: origin.into(),
            position: None,
            message: message.into(),
            fix: None,
            source: None,
        }
    }

    /// The same error, with `fix` as the advice on how to fix it instead
    /// of its kind's general advice.
    pub fn with_fix(mut self, fix: impl Into<Cow<'static, str>>) -> Error {
        self.fix = Some(fix.into());
        self
    }

    /// An I/O error on `origin`.
    pub fn io(origin: impl Into<String>, error: io::Error) -> Error {
        let mut this = Error::new(ErrorKind::Io, origin, error.to_string());
        this.source = Some(error);
        this
    }

    /// The same error, placed at `position`.
    pub fn at(mut self, position: Position) -> Error {
        self.position = Some(position);
        self
    }

    /// The same error, placed at `position` when there is one.
    pub fn at_some(self, position: Option<Position>) -> Error {
        match position {
            Some(position) => self.at(position),
            None => self,
        }
    }

    /// What kind of problem this is.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Where the problem is: a path, `<stdin>` or an option name.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The line and column of the problem, when it has one.
    pub fn position(&self) -> Option<Position> {
        self.position
    }

    /// What is wrong, without the place or the hint.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl Display for Error {
    /// One line: `origin:line:column: what is wrong; how to fix it`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.origin)?;
        if let Some(Position { line, column }) = self.position {
            write!(f, ":{line}:{column}")?;
        }
        let fix = self.fix.as_deref().unwrap_or_else(|| self.kind.hint());
        write!(f, ": {}; {}", self.message, fix)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source
            .as_ref()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}
