//! Gradescope's "Export Submissions" of a programming assignment: a folder
//! per submission (`submission_212340001/`, the files as handed in) beside
//! `submission_metadata.yml`, which maps each folder's name to its
//! `:submitters:`, each with a `:name:`, a `:sid:` (the student id) and an
//! `:email:`; a group submission lists every member. The export's zip
//! holds one folder, `assignment_ID_export/`, with all of these. The keys
//! are Ruby's symbols, as otter-grader's reader of the export takes them
//! (ucbds-infra/otter-grader, `otter/grade/metadata.py`,
//! `GradescopeParser`). The metadata is read, never graded; it does not
//! mark lateness.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;

use super::root::{Item, Kind, Root};
use super::submission::{Part, Reading, Student, Submission};
use crate::kit::error::Error;
use crate::kit::yaml::parse;

/// The name of the metadata file.
pub const METADATA: &str = "submission_metadata.yml";

/// The largest metadata read, in bytes: it holds every submission's
/// results, some kilobytes each.
const MAX_METADATA_BYTES: u64 = 64 << 20;

/// A submission as the metadata describes it; its other keys (`:score:`,
/// `:results:`, ...) are not read.
#[derive(Debug, Deserialize)]
struct Described {
    #[serde(rename = ":submitters", default)]
    submitters: Vec<Submitter>,
}

/// One submitter of a submission.
#[derive(Debug, Deserialize)]
struct Submitter {
    #[serde(rename = ":name", default)]
    name: Option<serde_yaml::Value>,
    #[serde(rename = ":sid", default)]
    sid: Option<serde_yaml::Value>,
    #[serde(rename = ":email", default)]
    email: Option<serde_yaml::Value>,
}

/// The folders the metadata names, each a submission of its submitters;
/// nothing when there is no metadata.
///
/// Fails with [`crate::kit::error::ErrorKind::Fixture`], placed at its line
/// and column, when the metadata is not YAML of that shape.
pub fn read(root: &Root, items: Vec<Item>) -> Result<Reading, Error> {
    let metadata = items
        .iter()
        .find(|item| item.kind == Kind::File && item.name == METADATA)
        .map(|item| item.path.clone());
    let Some(metadata) = metadata else {
        return Ok(Reading {
            rest: items,
            ..Reading::default()
        });
    };
    let origin = root.path().join(&metadata).display().to_string();
    let text = root.read_text(&metadata, MAX_METADATA_BYTES)?;
    let described: BTreeMap<String, Described> = parse(&text, &origin).map_err(|error| {
        error.with_fix(
            "give submission_metadata.yml as Gradescope exported it, or read the folders without it with --layout folders",
        )
    })?;
    let mut reading = Reading {
        claimed: 1,
        ..Reading::default()
    };
    let mut folders: BTreeMap<String, Item> = BTreeMap::new();
    for item in items {
        if item.path == metadata {
            continue;
        }
        if item.kind == Kind::Folder && described.contains_key(&item.name) {
            folders.insert(item.name.clone(), item);
        } else {
            reading.rest.push(item);
        }
    }
    let mut missing = Vec::new();
    for (folder, about) in described {
        let Some(item) = folders.remove(&folder) else {
            missing.push(folder);
            continue;
        };
        reading.claimed += 1;
        let mut students: Vec<Student> = about
            .submitters
            .iter()
            .map(|s| {
                let sid = text_of(&s.sid);
                let id = if sid.is_empty() {
                    text_of(&s.email)
                } else {
                    sid
                };
                let name = text_of(&s.name);
                Student::new(if name.is_empty() { id.clone() } else { name }, id)
            })
            .collect();
        if students.is_empty() {
            students.push(Student::new(folder.clone(), ""));
        }
        reading.submissions.push(Submission {
            name: folder,
            students,
            parts: vec![Part {
                path: item.path,
                dest: PathBuf::new(),
            }],
            notes: Vec::new(),
            feedback: None,
        });
    }
    if !missing.is_empty() {
        reading.notes.push(format!(
            "{METADATA} names {} the export does not hold: {}",
            if missing.len() == 1 {
                "a folder".to_string()
            } else {
                format!("{} folders", missing.len())
            },
            missing.join(", ")
        ));
    }
    Ok(reading)
}

/// A scalar of the metadata as text (a student id may be written as a
/// number); empty when there is none.
fn text_of(value: &Option<serde_yaml::Value>) -> String {
    match value {
        Some(serde_yaml::Value::String(text)) => text.trim().to_string(),
        Some(serde_yaml::Value::Number(number)) => number.to_string(),
        Some(serde_yaml::Value::Bool(flag)) => flag.to_string(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::error::ErrorKind;
    use std::fs;
    use std::path::Path;

    #[test]
    fn the_metadata_names_each_folder_s_submitters() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        for folder in ["submission_1", "submission_2", "submission_3", "stray"] {
            fs::create_dir(dir.path().join(folder)).expect("made");
        }
        let metadata = "submission_1:\n  :submitters:\n  - :name: Ana Lima\n    :sid: '5571201'\n    :email: ana@example.edu\n  :created_at: 2019-11-21 14:10:00.000000000 -08:00\n  :score: 34.0\n  :results:\n    :tests: []\n    :when: !ruby/object:ActiveSupport::TimeWithZone\n      utc: 2019-11-21 22:10:00.000000000 Z\nsubmission_2:\n  :submitters:\n  - :name: Bo Chen\n    :sid: 5571202\n  - :name: Cy Diaz\n    :email: cy@example.edu\nsubmission_3:\n  :submitters: []\nsubmission_9:\n  :submitters:\n  - :name: Gone\n";
        fs::write(dir.path().join(METADATA), metadata).expect("written");
        let root = Root::Folder(dir.path().to_path_buf());
        let items = root.items(Path::new("")).expect("listed");
        let reading = read(&root, items).expect("read");
        assert_eq!(reading.claimed, 4);
        let rest: Vec<&str> = reading.rest.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(rest, ["stray"]);
        let students: Vec<Vec<(&str, &str)>> = reading
            .submissions
            .iter()
            .map(|s| {
                s.students
                    .iter()
                    .map(|t| (t.name.as_str(), t.id.as_str()))
                    .collect()
            })
            .collect();
        assert_eq!(
            students,
            [
                vec![("Ana Lima", "5571201")],
                vec![("Bo Chen", "5571202"), ("Cy Diaz", "cy@example.edu")],
                vec![("submission_3", "")],
            ]
        );
        assert_eq!(
            reading.notes,
            ["submission_metadata.yml names a folder the export does not hold: submission_9"]
        );
    }

    #[test]
    fn metadata_that_is_not_gradescope_s_is_an_error_at_its_line() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        fs::write(
            dir.path().join(METADATA),
            "submission_1:\n  :submitters: 3\n",
        )
        .expect("written");
        let root = Root::Folder(dir.path().to_path_buf());
        let items = root.items(Path::new("")).expect("listed");
        let error = read(&root, items).expect_err("not metadata");
        assert_eq!(error.kind(), ErrorKind::Fixture);
        assert_eq!(error.position().map(|p| p.line), Some(2));
    }
}
