//! Fixtures are YAML files, one test case a file, read the same way by
//! every game: with a bound on their size and nesting, an error placed at
//! its line and column, and ids that are UUIDs, unique across a set.

use std::collections::hash_map::{Entry, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;

use crate::kit::error::{Error, ErrorKind, Position};
use crate::kit::lines::read_file_bounded;

/// Reads the text of the fixture file at `path`, refusing a folder, what is
/// not a regular file (a FIFO, a device) and a file larger than
/// [`MAX_FIXTURE_BYTES`]; a byte-order mark at its start is dropped.
pub fn read_fixture(path: &Path) -> Result<String, Error> {
    if path.is_dir() {
        let message = "is a folder, not a fixture file";
        return Err(Error::new(
            ErrorKind::Io,
            path.display().to_string(),
            message,
        ));
    }
    read_file_bounded(path, MAX_FIXTURE_BYTES)
}

/// Parses `text` (from `origin`) as YAML of type `T`, after refusing YAML
/// nested too deep ([`check_nesting`]); an error is placed at its line and
/// column ([`yaml_error`]).
pub fn parse<T: DeserializeOwned>(text: &str, origin: &str) -> Result<T, Error> {
    check_nesting(text, origin)?;
    serde_yaml::from_str(text).map_err(|e| {
        let line = e.location().map(|at| at.line());
        let said = line.and_then(|line| joined_lines(text, &e.to_string(), line));
        yaml_error_saying(origin, &e, said)
    })
}

/// What to say when the value an error quotes (`"3 expected"`, `` `draw
/// battles` ``) is lines of `text` that YAML read as one, from line `line`
/// on: a later line indented further than a key of its own may be, or a
/// `[` or `{` not closed before it, makes YAML carry on the value.
fn joined_lines(text: &str, message: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    quoted(message)
        .into_iter()
        .filter(|value| value.split_whitespace().count() > 1)
        .find_map(|value| {
            let words: Vec<&str> = value.split_whitespace().collect();
            let first = line.checked_sub(1)?;
            let continued = (first + 1..lines.len()).find(|&at| {
                let trimmed = lines[at].trim_start();
                words[1..].iter().any(|word| trimmed.starts_with(word))
            })?;
            let on_first = lines.get(first)?;
            if on_first.contains(value.as_str()) {
                return None;
            }
            let next = continued + 1;
            let unclosed = |open: char, close: char| {
                on_first.matches(open).count() > on_first.matches(close).count()
            };
            let why = if unclosed('[', ']') {
                format!("the `[` on line {line} is not closed")
            } else if unclosed('{', '}') {
                format!("the `{{` on line {line} is not closed")
            } else {
                format!("line {next} is indented further than a key of its own may be")
            };
            Some(format!(
                "YAML read line {line} and line {next} as one value, {value:?}: {why}"
            ))
        })
}

/// The texts `message` quotes, between `"` or `` ` ``.
fn quoted(message: &str) -> Vec<String> {
    let mut found = Vec::new();
    for quote in ['"', '`'] {
        let parts: Vec<&str> = message.split(quote).collect();
        found.extend(parts.iter().skip(1).step_by(2).map(|part| part.to_string()));
    }
    found
}

/// Where the top-level `key:` is written in `text`.
pub fn key_position(text: &str, key: &str) -> Option<Position> {
    let prefix = format!("{key}:");
    text.lines()
        .position(|line| line.starts_with(&prefix))
        .map(|index| Position {
            line: index + 1,
            column: 1,
        })
}

/// Where the key at `path` is written in `text`: `path[0]` a top-level
/// key, each next one a key of the block mapping under the one before
/// (`["expected", "may_fire_at"]`). Block style only: a key inside a flow
/// mapping (`{a: 1}`) is not found.
pub fn nested_key_position(text: &str, path: &[&str]) -> Option<Position> {
    let mut depth = 0;
    let mut parent: Option<usize> = None;
    for (index, line) in text.lines().enumerate() {
        let body = line.trim_start();
        if body.is_empty() || body.starts_with('#') {
            continue;
        }
        let indent = line.len() - body.len();
        if parent.is_some_and(|parent| indent <= parent) {
            return None;
        }
        let is_key = body
            .strip_prefix(path.get(depth)?)
            .is_some_and(|rest| rest.starts_with(':'));
        if is_key && (depth > 0 || indent == 0) {
            if depth + 1 == path.len() {
                return Some(Position {
                    line: index + 1,
                    column: indent + 1,
                });
            }
            depth += 1;
            parent = Some(indent);
        }
    }
    None
}

/// Where item `item` (from 0) of the block sequence under the key at
/// `path` ([`nested_key_position`]) is written: the line of its `- ` and
/// the column of the text after it. `None` for a flow sequence (`[a, b]`)
/// or an item that is not there.
pub fn item_position(text: &str, path: &[&str], item: usize) -> Option<Position> {
    let key = nested_key_position(text, path)?;
    let key_indent = key.column - 1;
    let mut seen = 0;
    let mut items_indent = None;
    for (index, line) in text.lines().enumerate().skip(key.line) {
        let body = line.trim_start();
        if body.is_empty() || body.starts_with('#') {
            continue;
        }
        let indent = line.len() - body.len();
        let is_item = body == "-" || body.starts_with("- ");
        if indent < key_indent || (indent == key_indent && !is_item) {
            return None;
        }
        if is_item && *items_indent.get_or_insert(indent) == indent {
            if seen == item {
                let after = body[1..].len() - body[1..].trim_start().len();
                return Some(Position {
                    line: index + 1,
                    column: line[..indent].chars().count() + 2 + after,
                });
            }
            seen += 1;
        }
    }
    None
}

/// Where `needle` is first written in `text`.
pub fn text_position(text: &str, needle: &str) -> Option<Position> {
    text.lines().enumerate().find_map(|(index, line)| {
        line.find(needle).map(|byte| Position {
            line: index + 1,
            column: line[..byte].chars().count() + 1,
        })
    })
}

/// Reports every id used by more than one fixture, each given as its id,
/// its path and its text (to place the error at the `id:` line).
pub fn unique_ids<'a>(
    fixtures: impl IntoIterator<Item = (&'a str, &'a Path, &'a str)>,
) -> Vec<Error> {
    let mut first_seen: HashMap<&str, &Path> = HashMap::new();
    let mut problems = Vec::new();
    for (id, path, text) in fixtures {
        match first_seen.entry(id) {
            Entry::Occupied(first) => {
                let origin = path.display().to_string();
                let error = if same_file(first.get(), path) {
                    let message = format!("the file is given more than once (id {id})");
                    Error::new(ErrorKind::Id, origin, message)
                        .with_fix("give each file once: a fixture counts once in a grade")
                } else {
                    let message = format!("id {id} is also the id of {}", first.get().display());
                    Error::new(ErrorKind::Id, origin, message)
                };
                problems.push(match key_position(text, "id") {
                    Some(position) => error.at(position),
                    None => error,
                });
            }
            Entry::Vacant(slot) => {
                slot.insert(path);
            }
        }
    }
    problems
}

/// Whether `a` and `b` name the same file (the same path, or two paths to
/// one file).
fn same_file(a: &Path, b: &Path) -> bool {
    a == b
        || match (fs::canonicalize(a), fs::canonicalize(b)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
}

/// The largest fixture file read: 1 MiB, room for a War deck of some
/// 200,000 cards, and far more than any fixture of any game needs.
pub const MAX_FIXTURE_BYTES: usize = 1 << 20;

/// The deepest nesting of YAML flow collections (`[` and `{`) a fixture
/// may have; a fixture needs three.
pub const MAX_NESTING: usize = 32;

/// Refuses YAML whose `[` and `{` nest deeper than [`MAX_NESTING`] on one
/// line (the YAML parser slows down with the square of the depth). Brackets
/// inside quoted strings and comments do not count. Nesting across lines is
/// bounded by the file's size: each level there costs a line and its
/// indentation.
pub fn check_nesting(text: &str, origin: &str) -> Result<(), Error> {
    for (index, line) in text.lines().enumerate() {
        let mut depth = 0usize;
        let mut quote: Option<char> = None;
        let mut previous = ' ';
        for (column, c) in line.chars().enumerate() {
            let starts_token = previous.is_whitespace() || "[{,:".contains(previous);
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None if c == '#' && previous.is_whitespace() => break,
                None if (c == '"' || c == '\'') && starts_token => quote = Some(c),
                None if c == '[' || c == '{' => depth += 1,
                None if c == ']' || c == '}' => depth = depth.saturating_sub(1),
                None => {}
            }
            if depth > MAX_NESTING {
                let message = format!("YAML nested more than {MAX_NESTING} levels deep");
                let position = Position {
                    line: index + 1,
                    column: column + 1,
                };
                return Err(Error::new(ErrorKind::Limit, origin, message).at(position));
            }
            previous = c;
        }
    }
    Ok(())
}

/// Turns a YAML error into one line placed at its line and column.
pub fn yaml_error(origin: &str, error: &serde_yaml::Error) -> Error {
    yaml_error_saying(origin, error, None)
}

/// A YAML error as one line placed at its line and column, with what YAML
/// did that the writer did not mean, when known (`said`).
fn yaml_error_saying(origin: &str, error: &serde_yaml::Error, said: Option<String>) -> Error {
    let text = error.to_string();
    // The location is given separately; drop the copy serde_yaml appends.
    let message = match text.find(" at line ") {
        Some(at) => text[..at].to_string(),
        None => text,
    };
    let message = match said {
        Some(said) => format!("{message} ({said})"),
        None => message,
    };
    let error_here = if message.contains("repetition limit exceeded") {
        let message = "YAML aliases expand without end (an alias bomb)";
        Error::new(ErrorKind::Limit, origin, message)
    } else if message.contains("recursion limit exceeded") {
        Error::new(ErrorKind::Limit, origin, "YAML nested too deep")
    } else {
        Error::new(ErrorKind::Fixture, origin, message)
    };
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
pub fn is_uuid(id: &str) -> bool {
    let groups: Vec<&str> = id.split('-').collect();
    let lengths = [8, 4, 4, 4, 12];
    groups.len() == lengths.len()
        && groups.iter().zip(lengths).all(|(group, length)| {
            group.len() == length && group.bytes().all(|b| b.is_ascii_hexdigit())
        })
}

/// The fixture files named by `paths`, and what was left out of their
/// folders.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FixturePaths {
    /// The files, in the order given, each folder's in name order.
    pub paths: Vec<PathBuf>,
    /// One note for each file of a folder that was left out: a macOS
    /// `._*` file (metadata of another file, not YAML).
    pub notes: Vec<String>,
}

/// Whether `name` is the name of a fixture file in a folder: `*.yaml` or
/// `*.yml`.
pub fn is_fixture_name(name: &str) -> bool {
    name.ends_with(".yaml") || name.ends_with(".yml")
}

/// Whether `id` is a version 4 UUID in the canonical form RFC 4122 gives
/// and Exercism's canonical data requires: lower-case hexadecimal digits,
/// the version digit 4 and the variant digit 8, 9, a or b.
pub fn is_uuid_v4(id: &str) -> bool {
    let bytes = id.as_bytes();
    is_uuid(id)
        && !id.bytes().any(|b| b.is_ascii_uppercase())
        && bytes[14] == b'4'
        && matches!(bytes[19], b'8' | b'9' | b'a' | b'b')
}

/// The fixture files named by `paths`: a file is taken as it is, a folder
/// gives its `*.yaml` and `*.yml` files in name order, leaving out macOS's
/// `._*` files with a note.
pub fn fixture_paths(paths: &[PathBuf]) -> Result<FixturePaths, Error> {
    let mut found = FixturePaths::default();
    for path in paths {
        let origin = path.display().to_string();
        let metadata = fs::metadata(path).map_err(|e| Error::io(&origin, e))?;
        if !metadata.is_dir() {
            found.paths.push(path.clone());
            continue;
        }
        let mut inside = Vec::new();
        for entry in fs::read_dir(path).map_err(|e| Error::io(&origin, e))? {
            let entry_path = entry.map_err(|e| Error::io(&origin, e))?.path();
            let name = entry_path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            if !is_fixture_name(&name) {
                continue;
            }
            if name.starts_with("._") {
                found.notes.push(format!(
                    "{} left out: a `._` file is macOS's record of another file, not a fixture",
                    entry_path.display()
                ));
                continue;
            }
            inside.push(entry_path);
        }
        if inside.is_empty() {
            let message = "holds no fixture (*.yaml or *.yml) files";
            return Err(Error::new(ErrorKind::Io, origin, message));
        }
        inside.sort();
        found.paths.extend(inside);
    }
    found.notes.sort();
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_gives_yaml_and_yml_files_but_not_macos_records() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        for name in ["b.yml", "a.yaml", "._a.yaml", "notes.txt"] {
            fs::write(dir.path().join(name), "").expect("written");
        }
        let found = fixture_paths(&[dir.path().to_path_buf()]).expect("read");
        let names: Vec<_> = found
            .paths
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["a.yaml", "b.yml"]);
        assert_eq!(found.notes.len(), 1);
        assert!(
            found.notes[0].contains("._a.yaml left out"),
            "{:?}",
            found.notes
        );
    }

    #[test]
    fn nested_keys_and_list_items_are_found_where_written() {
        let text = "id: x\nfleet:\n  - destroyer A1 across\n  # a comment\n  - submarine B1 across\nexpected:\n  verdict: legal\n  nested:\n    may_fire_at: |\n      A . .\nlast: 1\n";
        let at = |line, column| Some(Position { line, column });
        assert_eq!(nested_key_position(text, &["fleet"]), at(2, 1));
        assert_eq!(
            nested_key_position(text, &["expected", "verdict"]),
            at(7, 3)
        );
        assert_eq!(
            nested_key_position(text, &["expected", "nested", "may_fire_at"]),
            at(9, 5)
        );
        assert_eq!(nested_key_position(text, &["expected", "last"]), None);
        assert_eq!(nested_key_position(text, &["verdict"]), None);
        assert_eq!(item_position(text, &["fleet"], 0), at(3, 5));
        assert_eq!(item_position(text, &["fleet"], 1), at(5, 5));
        assert_eq!(item_position(text, &["fleet"], 2), None);
        let flat = "shots:\n- A1: hit\n-   A2: miss\nnext: 1\n";
        assert_eq!(item_position(flat, &["shots"], 1), at(3, 5));
        assert_eq!(item_position("shots: [A1, A2]\n", &["shots"], 0), None);
    }

    #[test]
    fn a_file_given_twice_is_named_as_such() {
        let path = Path::new("fixtures/one_card.yaml");
        let problems = unique_ids([("x", path, "id: x"), ("x", path, "id: x")]);
        assert_eq!(problems.len(), 1);
        assert!(problems[0].message().contains("given more than once"));
        assert!(problems[0].to_string().contains("give each file once"));
    }

    #[test]
    fn an_id_is_a_uuid_only_with_five_hex_groups_of_the_right_lengths() {
        assert!(is_uuid("7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10"));
        for id in [
            "7a1f0c84-4a0c-4c59-9a43",
            "7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10-ffff",
            "7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e1",
            "7a1f0c8z-4a0c-4c59-9a43-6f4f0c2d1e10",
            "",
        ] {
            assert!(!is_uuid(id), "{id}");
        }
    }

    #[test]
    fn a_version_4_uuid_has_its_version_and_variant_in_lower_case() {
        assert!(is_uuid_v4("7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10"));
        for id in [
            "7a1f0c84-4a0c-1c59-9a43-6f4f0c2d1e10",
            "7a1f0c84-4a0c-4c59-7a43-6f4f0c2d1e10",
            "7A1F0C84-4A0C-4C59-9A43-6F4F0C2D1E10",
            "7a1f0c84-4a0c-4c59-9a43",
        ] {
            assert!(!is_uuid_v4(id), "{id}");
        }
    }
}

#[cfg(test)]
mod joined_tests {
    use super::*;

    #[test]
    fn a_value_yaml_carried_onto_the_next_line_is_said_so() {
        let text = "deck: [5, 5, 2, 4, 3\nexpected:\n  winner: draw\n";
        assert_eq!(
            joined_lines(text, "deck[4]: \"3 expected\" is not a card", 1),
            Some(
                "YAML read line 1 and line 2 as one value, \"3 expected\": the `[` on line 1 is not closed"
                    .to_string()
            )
        );
        let text = "expected:\n  winner: draw\n    battles: 1\n";
        assert_eq!(
            joined_lines(text, "unknown variant `draw battles`", 2),
            Some(
                "YAML read line 2 and line 3 as one value, \"draw battles\": line 3 is indented further than a key of its own may be"
                    .to_string()
            )
        );
        // A value of two words on its own line is the writer's.
        let text = "expected:\n  winner: draw battles\n  battles: 1\n";
        assert_eq!(
            joined_lines(text, "unknown variant `draw battles`", 2),
            None
        );
    }
}
