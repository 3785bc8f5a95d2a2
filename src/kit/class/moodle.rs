//! Moodle's "Download all submissions" (the assignment module's
//! `mod/assign/classes/downloader.php`, <https://github.com/moodle/moodle>).
//! A student's prefix is their full name with every `_` written as a
//! space, then `_` and their participant id: `Ana Lima_5571201` (with blind
//! marking, `Participant_5571201`); a team's is its group's name and id.
//! In folders, the default since Moodle 3.1, each submission plugin's files
//! are in a folder `PREFIX_assignsubmission_file` (older releases end it
//! with `_`), nested as the student uploaded them; flat, each file is
//! `PREFIX_assignsubmission_file_NAME`. The zip is named
//! `COURSE-ASSIGNMENT-CMID.zip`. Moodle's export does not mark lateness.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::LazyLock;

use regex::Regex;

use super::root::{Item, Kind};
use super::submission::{Part, Reading, Student, Submission};

/// The plugin of the files a student uploads, whose folder the feedback
/// upload is keyed by when a student has several.
const FILE_PLUGIN: &str = "assignsubmission_file";

/// A plugin's folder: name, participant id, plugin.
static FOLDER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?<name>[^_]+?)(?:_(?<id>\d+))?_(?<plugin>assignsubmission_[a-z0-9]+)_?$")
        .expect("a regex")
});

/// A plugin's file, flat: name, participant id, plugin, the file's name.
static FILE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?<name>[^_]+?)(?:_(?<id>\d+))?_(?<plugin>assignsubmission_[a-z0-9]+)_(?<file>.+)$",
    )
    .expect("a regex")
});

/// The entries named as Moodle names them, grouped by student (name and
/// participant id): their folders' contents and their files, together;
/// each keyed for the feedback upload by its file plugin's folder (its
/// first plugin's when it has none), as downloaded, or as a folder would
/// have been named for a flat download (`Ana Lima_5571201_assignsubmission_file`);
/// a submission without a participant id (`Default group`) takes none.
pub fn read(items: Vec<Item>) -> Reading {
    let mut students: BTreeMap<(String, String), Submission> = BTreeMap::new();
    let mut reading = Reading::default();
    for item in items {
        let (pattern, folder) = match item.kind {
            Kind::Folder => (&*FOLDER, true),
            Kind::File => (&*FILE, false),
        };
        let Some(names) = pattern.captures(&item.name) else {
            reading.rest.push(item);
            continue;
        };
        let name = names["name"].to_string();
        let id = names.name("id").map_or("", |m| m.as_str()).to_string();
        let dest = if folder {
            PathBuf::new()
        } else {
            PathBuf::from(&names["file"])
        };
        let prefix = match names.name("id") {
            Some(id) => format!("{name}_{}", id.as_str()),
            None => name.clone(),
        };
        reading.claimed += 1;
        let plugin = &names["plugin"];
        // Moodle's feedback upload keys a file by the participant id in a
        // folder named as the download named the plugin's.
        let upload = names.name("id").map(|_| match folder {
            true => PathBuf::from(&item.name),
            false => PathBuf::from(format!("{prefix}_{plugin}")),
        });
        let submission = students
            .entry((name.clone(), id.clone()))
            .or_insert_with(|| Submission {
                name: prefix,
                students: vec![Student::new(name, id)],
                parts: Vec::new(),
                notes: Vec::new(),
                feedback: None,
            });
        if submission.feedback.is_none() || plugin == FILE_PLUGIN {
            submission.feedback = upload.or(submission.feedback.take());
        }
        submission.parts.push(Part {
            path: item.path,
            dest,
        });
    }
    reading.submissions = students.into_values().collect();
    reading
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(name: &str, kind: Kind) -> Item {
        Item {
            name: name.to_string(),
            path: PathBuf::from(name),
            kind,
        }
    }

    #[test]
    fn folders_and_flat_files_are_grouped_by_student() {
        let reading = read(vec![
            item("Ana Lima_5571201_assignsubmission_file_", Kind::Folder),
            item("Ana Lima_5571201_assignsubmission_onlinetext", Kind::Folder),
            item("Bo Chen_5571202_assignsubmission_file_War.java", Kind::File),
            item(
                "Bo Chen_5571202_assignsubmission_file_Rules.java",
                Kind::File,
            ),
            item("José Ñúñez-Díaz_77_assignsubmission_file", Kind::Folder),
            item("Team Red_12_assignsubmission_file_war.py", Kind::File),
            item("Default group_assignsubmission_file_war.py", Kind::File),
            item("grades.csv", Kind::File),
            item("Ana Lima_5571201_assignfeedback_file", Kind::Folder),
        ]);
        assert_eq!(reading.claimed, 7);
        let rest: Vec<&str> = reading.rest.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(rest, ["grades.csv", "Ana Lima_5571201_assignfeedback_file"]);
        let seen: Vec<(String, String, Vec<String>)> = reading
            .submissions
            .iter()
            .map(|s| {
                (
                    s.students[0].name.clone(),
                    s.students[0].id.clone(),
                    s.parts
                        .iter()
                        .map(|p| p.dest.display().to_string())
                        .collect(),
                )
            })
            .collect();
        let expected = [
            ("Ana Lima", "5571201", vec!["", ""]),
            ("Bo Chen", "5571202", vec!["War.java", "Rules.java"]),
            ("Default group", "", vec!["war.py"]),
            ("José Ñúñez-Díaz", "77", vec![""]),
            ("Team Red", "12", vec!["war.py"]),
        ];
        let expected: Vec<(String, String, Vec<String>)> = expected
            .iter()
            .map(|(n, i, d)| {
                (
                    n.to_string(),
                    i.to_string(),
                    d.iter().map(|s| s.to_string()).collect(),
                )
            })
            .collect();
        assert_eq!(seen, expected);
        assert_eq!(reading.submissions[1].name, "Bo Chen_5571202");
        let feedback: Vec<Option<String>> = reading
            .submissions
            .iter()
            .map(|s| s.feedback.as_ref().map(|f| f.display().to_string()))
            .collect();
        assert_eq!(
            feedback,
            [
                Some("Ana Lima_5571201_assignsubmission_file_".to_string()),
                Some("Bo Chen_5571202_assignsubmission_file".to_string()),
                None,
                Some("José Ñúñez-Díaz_77_assignsubmission_file".to_string()),
                Some("Team Red_12_assignsubmission_file".to_string()),
            ]
        );
    }
}
