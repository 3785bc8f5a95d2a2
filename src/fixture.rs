//! Fixtures: language-neutral test cases in YAML, one file per case.
//!
//! A fixture gives a deck and what the assignment's rules make of it, and
//! may record the answer of another reasonable reading of the text as an
//! accepted alternative. The format is described in the README.

use std::collections::hash_map::{Entry, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Position};
use crate::game::{Card, EndReason, GameResult, Outcome, War};
use crate::rules::{LimitOrder, Rules};
use crate::trace::{count, describe_outcome, Trace};

/// One test case, as written in a fixture file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fixture {
    /// A UUID that never changes, as in Exercism's canonical data.
    pub id: String,
    /// What the case shows, in one sentence; test names come from it.
    pub description: String,
    /// Where in the assignment the case comes from.
    pub source: String,
    /// The id of an earlier case this one corrects, if any: a published case
    /// is never edited in place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reimplements: Option<String>,
    /// How the expected values were worked out from the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<String>,
    /// The deck before the deal, top first.
    pub deck: Vec<Card>,
    /// What the assignment's rules, as decided, give.
    pub expected: Expected,
    /// What other reasonable readings of the text give, where they differ.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<Alternative>,
}

/// The expected end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    /// `a`, `b` or `draw`.
    pub winner: Outcome,
    /// Battles played, every battle of a war included.
    pub battles: u32,
    /// Why the game ends.
    pub reason: EndReason,
}

impl Expected {
    /// The expected part of a game's result.
    pub fn of(result: &GameResult) -> Expected {
        Expected {
            winner: result.outcome,
            battles: result.battles,
            reason: result.reason,
        }
    }
}

impl std::fmt::Display for Expected {
    /// For example `B wins after 3 battles (short_for_war)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let reason = serde_json::to_value(self.reason)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        write!(
            f,
            "{} after {} ({reason})",
            describe_outcome(self.winner),
            count(self.battles as usize, "battle")
        )
    }
}

/// The answer of another reasonable reading of the assignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Alternative {
    /// The reading.
    pub interpretation: Interpretation,
    /// What that reading gives.
    pub expected: Expected,
}

/// A reading of the assignment other than the one decided, that a student
/// could reasonably have chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Interpretation {
    /// Empty decks are checked before the battle limit, so a deck emptied by
    /// the 1000th battle still decides the game.
    EmptyBeforeLimit,
    /// A tie on the 1000th battle ends the game as a technical draw: "after
    /// the 1000th battle neither player has won", even if one player could
    /// not have fought the war.
    LimitEndsWar,
}

impl Interpretation {
    /// The assignment's rules, read this way.
    pub fn rules(self) -> Rules {
        let decided = Rules::default();
        match self {
            Interpretation::EmptyBeforeLimit => Rules {
                limit_order: LimitOrder::EmptyFirst,
                ..decided
            },
            Interpretation::LimitEndsWar => Rules {
                limit_ends_war: true,
                ..decided
            },
        }
    }

    /// The reading's name as fixtures write it.
    pub fn name(self) -> &'static str {
        match self {
            Interpretation::EmptyBeforeLimit => "empty_before_limit",
            Interpretation::LimitEndsWar => "limit_ends_war",
        }
    }
}

/// A fixture read from its file, with the text it was read from so that
/// problems can be placed at a line.
#[derive(Debug, Clone)]
pub struct FixtureFile {
    /// The file's path as given.
    pub path: PathBuf,
    /// The fixture.
    pub fixture: Fixture,
    text: String,
}

impl FixtureFile {
    /// Reads and parses the fixture at `path`.
    pub fn load(path: &Path) -> Result<FixtureFile, Error> {
        let origin = path.display().to_string();
        if path.is_dir() {
            let message = "is a folder, not a fixture file";
            return Err(Error::new(ErrorKind::Io, origin, message));
        }
        let text = fs::read_to_string(path).map_err(|e| Error::io(&origin, e))?;
        FixtureFile::parse(path, text)
    }

    /// Parses `text` as the fixture at `path`.
    pub fn parse(path: &Path, text: String) -> Result<FixtureFile, Error> {
        let origin = path.display().to_string();
        let fixture: Fixture = serde_yaml::from_str(&text).map_err(|e| yaml_error(&origin, &e))?;
        let file = FixtureFile {
            path: path.to_path_buf(),
            fixture,
            text,
        };
        if !is_uuid(&file.fixture.id) {
            let message = format!("id \"{}\" is not a UUID", file.fixture.id);
            return Err(file.error(ErrorKind::Id, message, file.key_position("id")));
        }
        Ok(file)
    }

    /// The golden trace of the fixture's deck under the assignment's rules.
    pub fn trace(&self) -> Trace {
        Trace::record(&self.fixture.deck, Rules::default())
    }

    /// Plays the deck under the decided rules and under every alternative
    /// reading, and reports each expected value that disagrees.
    pub fn check(&self) -> Vec<Error> {
        let mut problems = Vec::new();
        let fixture = &self.fixture;
        let actual = Expected::of(&War::new(&fixture.deck).simulate_game());
        if actual != fixture.expected {
            let message = format!("expected {}, but the rules give {actual}", fixture.expected);
            let position = self.key_position("expected");
            problems.push(self.error(ErrorKind::Mismatch, message, position));
        }
        for alternative in &fixture.alternatives {
            let name = alternative.interpretation.name();
            let rules = alternative.interpretation.rules();
            let result = War::with_rules(&fixture.deck, rules).simulate_game();
            let actual = Expected::of(&result);
            if actual != alternative.expected {
                let message = format!(
                    "under {name}, expected {}, but that reading gives {actual}",
                    alternative.expected
                );
                let position = self.text_position(&format!("interpretation: {name}"));
                problems.push(self.error(ErrorKind::Mismatch, message, position));
            }
        }
        problems
    }

    /// An error of `kind` in this file.
    fn error(&self, kind: ErrorKind, message: String, position: Option<Position>) -> Error {
        let error = Error::new(kind, self.path.display().to_string(), message);
        match position {
            Some(position) => error.at(position),
            None => error,
        }
    }

    /// Where the top-level `key:` is written.
    fn key_position(&self, key: &str) -> Option<Position> {
        let prefix = format!("{key}:");
        self.text
            .lines()
            .position(|line| line.starts_with(&prefix))
            .map(|index| Position {
                line: index + 1,
                column: 1,
            })
    }

    /// Where `needle` is first written.
    fn text_position(&self, needle: &str) -> Option<Position> {
        self.text.lines().enumerate().find_map(|(index, line)| {
            line.find(needle).map(|byte| Position {
                line: index + 1,
                column: line[..byte].chars().count() + 1,
            })
        })
    }
}

/// Turns a YAML error into one line placed at its line and column.
fn yaml_error(origin: &str, error: &serde_yaml::Error) -> Error {
    let text = error.to_string();
    // The location is given separately; drop the copy serde_yaml appends.
    let message = match text.find(" at line ") {
        Some(at) => text[..at].to_string(),
        None => text,
    };
    let error_here = Error::new(ErrorKind::Fixture, origin, message);
    match error.location() {
        Some(location) => error_here.at(Position {
            line: location.line(),
            column: location.column(),
        }),
        None => error_here,
    }
}

/// Whether `id` is written as a UUID: 32 hexadecimal digits in groups of 8,
/// 4, 4, 4 and 12, separated by hyphens.
fn is_uuid(id: &str) -> bool {
    let groups: Vec<&str> = id.split('-').collect();
    let lengths = [8, 4, 4, 4, 12];
    groups.len() == lengths.len()
        && groups.iter().zip(lengths).all(|(group, length)| {
            group.len() == length && group.bytes().all(|b| b.is_ascii_hexdigit())
        })
}

/// The fixture files named by `paths`: a file is taken as it is, a folder
/// gives its `*.yaml` files in name order.
pub fn fixture_paths(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Error> {
    let mut found = Vec::new();
    for path in paths {
        let origin = path.display().to_string();
        let metadata = fs::metadata(path).map_err(|e| Error::io(&origin, e))?;
        if !metadata.is_dir() {
            found.push(path.clone());
            continue;
        }
        let mut inside = Vec::new();
        for entry in fs::read_dir(path).map_err(|e| Error::io(&origin, e))? {
            let entry_path = entry.map_err(|e| Error::io(&origin, e))?.path();
            if entry_path.extension().is_some_and(|ext| ext == "yaml") {
                inside.push(entry_path);
            }
        }
        inside.sort();
        found.extend(inside);
    }
    Ok(found)
}

/// Reports every id used by more than one of `files`.
pub fn check_unique_ids(files: &[FixtureFile]) -> Vec<Error> {
    let mut first_seen: HashMap<&str, &Path> = HashMap::new();
    let mut problems = Vec::new();
    for file in files {
        let id = file.fixture.id.as_str();
        match first_seen.entry(id) {
            Entry::Occupied(first) => {
                let message = format!("id {id} is also the id of {}", first.get().display());
                problems.push(file.error(ErrorKind::Id, message, file.key_position("id")));
            }
            Entry::Vacant(slot) => {
                slot.insert(&file.path);
            }
        }
    }
    problems
}
