//! The path as an exercise of Exercism's problem-specifications:
//! `war export --format exercism --out DIR`.
//!
//! It writes `canonical-data.json` (valid against problem-specifications'
//! `canonical-schema.json`: the exercise's slug, and the path's chapters as
//! groups of cases, each with `uuid`, `description`, `property`
//! (`findWinner`), `input` (`deck`), `expected` (1, 0 or -1) and
//! `reimplements` where the fixture has it), `description.md` (the rules in
//! war-kata's words), `metadata.toml`, and `.meta/tests.toml`, the list of
//! the cases a track implements, as tracks keep it.
//!
//! A case's `uuid` is its fixture's `id`. Exercism asks for version 4
//! UUIDs and the fixtures' ids are made with `uuid.uuid4()`, so they are
//! taken as they are; a fixture whose id is not a version 4 UUID is refused
//! with an error, since a published id may not change (its correction would
//! be a new fixture, with a new id, that `reimplements` it).

use std::fmt::Write as _;
use std::path::PathBuf;

use serde_json::{json, Value};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::yaml::is_uuid_v4;
use crate::war::learn::path::{LearningPath, PathFixture};
use crate::war::learn::starter::{ProjectFile, DESCRIPTION};

/// The function the cases call, in Exercism's lowerCamelCase.
pub const PROPERTY: &str = "findWinner";

/// Where the assignment was published.
const SOURCE_URL: &str =
    "https://people.cs.umass.edu/~liberato/courses/2021-spring-compsci186/assignments/12-war/";

/// The files of the exercise: `canonical-data.json`, `description.md`,
/// `metadata.toml` and `.meta/tests.toml`. Fails on a fixture whose id is
/// not a version 4 UUID.
pub fn exercise(
    path: &LearningPath,
    fixtures: &[Vec<PathFixture>],
) -> Result<Vec<ProjectFile>, Error> {
    for fixture in fixtures.iter().flatten() {
        if !is_uuid_v4(&fixture.file.fixture.id) {
            let message = format!(
                "the id {} is not a version 4 UUID, which Exercism's canonical data needs",
                fixture.file.fixture.id
            );
            return Err(Error::new(ErrorKind::Id, fixture.file.path.display().to_string(), message)
                .with_fix("a published id never changes: write a new fixture with an id from uuid.uuid4() whose `reimplements` names this one, and put it on the path instead"));
        }
    }
    let data = canonical_data(path, fixtures);
    let json = serde_json::to_string_pretty(&data).unwrap_or_default() + "\n";
    let file = |name: &str, text: String| ProjectFile {
        path: PathBuf::from(name),
        text,
        executable: false,
    };
    Ok(vec![
        file("canonical-data.json", json),
        file("description.md", description()),
        file("metadata.toml", metadata(path)),
        file(".meta/tests.toml", tests_toml(path, fixtures)),
    ])
}

/// `canonical-data.json`: a group of cases per chapter, in the path's
/// order.
pub fn canonical_data(path: &LearningPath, fixtures: &[Vec<PathFixture>]) -> Value {
    let mut groups: Vec<Value> = Vec::new();
    let mut chapter_shown: Option<&str> = None;
    for ((_, chapter, step), step_fixtures) in path.steps().zip(fixtures) {
        if chapter_shown != Some(chapter.title.as_str()) {
            groups.push(json!({
                "description": chapter.title,
                "comments": [],
                "cases": [],
            }));
            chapter_shown = Some(&chapter.title);
        }
        let Some(group) = groups.last_mut() else {
            continue;
        };
        if let Some(comments) = group["comments"].as_array_mut() {
            comments.push(json!(format!("{}: {}", step.title, step.rule)));
        }
        if let Some(cases) = group["cases"].as_array_mut() {
            cases.extend(step_fixtures.iter().map(case));
        }
    }
    json!({
        "exercise": path.exercise,
        "comments": [
            "Made by `war export --format exercism` from war-kata's fixtures and its learner's path (kata/war/path.yaml); a case's uuid is its fixture's id.",
            "findWinner takes the deck, a list of ints, top first, and returns 1 when player A wins, -1 when player B wins and 0 for a draw.",
            "The cases are in the order a learner should make them pass; each group's comments give the rule each step introduces."
        ],
        "cases": groups,
    })
}

/// One case of the canonical data.
fn case(fixture: &PathFixture) -> Value {
    let written = &fixture.file.fixture;
    let deck: Vec<i32> = written
        .deck
        .as_ref()
        .map(|deck| deck.0.clone())
        .unwrap_or_default();
    let mut case = json!({ "uuid": written.id });
    if let Some(old) = &written.reimplements {
        case["reimplements"] = json!(old);
    }
    case["description"] = json!(written.description);
    let expected = written.expected.winner.code();
    let readings: Vec<String> = written
        .alternatives
        .iter()
        .filter(|alternative| alternative.expected.winner.code() != expected)
        .map(|alternative| {
            format!(
                "An accepted alternative reading of the rules, {}, gives {}; a track may accept it too.",
                alternative.interpretation.name(),
                alternative.expected.winner.code()
            )
        })
        .collect();
    if !readings.is_empty() {
        case["comments"] = json!(readings);
    }
    case["property"] = json!(PROPERTY);
    case["input"] = json!({ "deck": deck });
    case["expected"] = json!(expected);
    case
}

/// `description.md`: the rules in war-kata's words, under Exercism's
/// heading.
fn description() -> String {
    let rules = DESCRIPTION
        .split_once('\n')
        .map_or(DESCRIPTION, |(_, rest)| rest);
    format!("# Description\n{rules}")
}

/// `metadata.toml`: the exercise's title, blurb and source.
fn metadata(path: &LearningPath) -> String {
    format!(
        "title = {}\nblurb = {}\nsource = {}\nsource_url = {}\n",
        toml_string(&path.title),
        toml_string("Play the card game War to its end and say who wins."),
        toml_string(
            "Marc Liberatore's War simulation assignment (UMass COMPSCI 186), through war-kata"
        ),
        toml_string(SOURCE_URL)
    )
}

/// `.meta/tests.toml`: every case by its uuid, with its description as
/// configlet writes it (the group's, ` -> `, the case's).
fn tests_toml(path: &LearningPath, fixtures: &[Vec<PathFixture>]) -> String {
    let mut toml = String::from(
        "# The cases of problem-specifications' canonical-data.json this exercise\n\
         # implements, by uuid. Written by `war export --format exercism`; an omitted\n\
         # `include` means the case is implemented.\n",
    );
    for ((_, chapter, _), step_fixtures) in path.steps().zip(fixtures) {
        for fixture in step_fixtures {
            let written = &fixture.file.fixture;
            let description = format!("{} -> {}", chapter.title, written.description);
            let _ = write!(
                toml,
                "\n[{}]\ndescription = {}\n",
                written.id,
                toml_string(&description)
            );
            if let Some(old) = &written.reimplements {
                let _ = writeln!(toml, "reimplements = {}", toml_string(old));
            }
        }
    }
    toml
}

/// `text` as a TOML basic string.
fn toml_string(text: &str) -> String {
    let mut quoted = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\t' => quoted.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(quoted, "\\u{:04X}", c as u32);
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toml_strings_escape_quotes_backslashes_and_controls() {
        assert_eq!(
            toml_string("a \"b\" \\ \n\u{1}"),
            "\"a \\\"b\\\" \\\\ \\n\\u0001\""
        );
    }

    #[test]
    fn the_description_opens_with_exercisms_heading() {
        let text = description();
        assert!(text.starts_with("# Description\n"));
        assert!(!text.contains("# War\n"));
        assert!(text.contains("https://people.cs.umass.edu/~liberato/"));
    }
}
