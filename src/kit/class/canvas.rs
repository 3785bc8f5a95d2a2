//! Canvas's "Download Submissions" (`lib/content_zipper.rb`,
//! <https://github.com/instructure/canvas-lms>): every file is named
//! `NAME[_LATE]_USERID_ATTACHMENTID_FILE`, NAME the student's sortable name
//! ("Lima, Ana") in lower case with every character that is not a letter,
//! digit or `_` dropped (`limaana`), `LATE` (`late` in older releases)
//! when the submission came after its due date, and FILE the file's name
//! as uploaded; an anonymous assignment writes `anon_ID` for the user id,
//! and no name. A text entry is `NAME[_LATE]_USERID_text.html`, a link
//! `..._link.html`. Canvas renames a file a student uploads again under a
//! name they used before: `War-1.java`; it is read as `War.java` when the
//! student has no other file of that name. The zip is
//! `COURSE-ASSIGNMENT submissions.zip`, its files at its top.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::LazyLock;

use regex::Regex;

use super::note::ReadNote;
use super::root::Item;
use super::submission::{Part, Reading, Student, Submission};

/// A file of a student's submission.
static FILE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:(?<name>\w*?)_)??(?:(?<late>(?i:late))_)?(?<id>\d+|anon_[0-9A-Za-z]+)_(?:(?<attachment>\d+)_(?<file>.+)|(?<online>text\.html|link\.html))$",
    )
    .expect("a regex")
});

/// A file uploaded again, renamed by Canvas: `War-1.java`.
static AGAIN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?<stem>.+)-\d+(?<extension>\.[^.]+)?$").expect("a regex"));

/// The files named as Canvas names them, grouped by user id.
pub fn read(items: Vec<Item>) -> Reading {
    let mut students: BTreeMap<String, Submission> = BTreeMap::new();
    let mut reading = Reading::default();
    for item in items {
        let Some(names) = item.file_named(&FILE) else {
            reading.rest.push(item);
            continue;
        };
        let id = names["id"].to_string();
        let name = names.name("name").map_or("", |m| m.as_str());
        let name = if name.is_empty() { id.as_str() } else { name };
        let late = names.name("late").is_some();
        let file = names
            .name("file")
            .or_else(|| names.name("online"))
            .map_or("", |m| m.as_str())
            .to_string();
        reading.claimed += 1;
        let submission = students.entry(id.clone()).or_insert_with(|| {
            let mut student = Student::new(name, id.clone());
            student.late = Some(false);
            Submission {
                name: match late {
                    true => format!("{name}_LATE_{id}"),
                    false => format!("{name}_{id}"),
                },
                students: vec![student],
                parts: Vec::new(),
                notes: Vec::new(),
                feedback: None,
            }
        });
        if late {
            submission.students[0].late = Some(true);
        }
        submission.parts.push(Part {
            path: item.path,
            dest: PathBuf::from(file),
        });
    }
    reading.submissions = students.into_values().map(uploaded_again).collect();
    reading
}

/// `submission` with each file Canvas renamed for being uploaded again
/// (`War-1.java`) given back its name, when no other file has it.
fn uploaded_again(mut submission: Submission) -> Submission {
    let names: Vec<PathBuf> = submission.parts.iter().map(|p| p.dest.clone()).collect();
    for part in &mut submission.parts {
        let dest = part.dest.to_string_lossy().into_owned();
        let Some(again) = AGAIN.captures(&dest) else {
            continue;
        };
        let original = format!(
            "{}{}",
            &again["stem"],
            again.name("extension").map_or("", |m| m.as_str())
        );
        let taken = names
            .iter()
            .any(|name| name.as_os_str() == original.as_str());
        if !taken {
            submission.notes.push(ReadNote::Renamed {
                renamed: dest.to_string(),
                original: original.clone(),
            });
            part.dest = PathBuf::from(original);
        }
    }
    submission
}

#[cfg(test)]
mod tests {
    use super::super::root::Kind;
    use super::*;
    use crate::kit::class::note::english;

    fn file(name: &str) -> Item {
        Item {
            name: name.to_string(),
            path: PathBuf::from(name),
            kind: Kind::File,
        }
    }

    #[test]
    fn files_are_grouped_by_user_id_with_their_late_mark() {
        let reading = read(vec![
            file("limaana_104201_70010001_War.java"),
            file("limaana_104201_70010002_Rules.java"),
            file("chenbo_LATE_104202_70010003_war-2.py"),
            file("chenbo_late_104202_text.html"),
            file("odonnellsean_104203_70010004_War-1.java"),
            file("odonnellsean_104203_70010005_War.java"),
            file("LATE_anon_x7Kp2_70010006_War.java"),
            file("anon_Q2w9a_70010007_war_v2.py"),
            file("_104204_70010008_W a r.java"),
            file("notes.txt"),
        ]);
        assert_eq!(reading.claimed, 9);
        assert_eq!(reading.rest.len(), 1);
        let seen: Vec<(String, String, Option<bool>, Vec<String>)> = reading
            .submissions
            .iter()
            .map(|s| {
                let student = &s.students[0];
                (
                    student.name.clone(),
                    student.id.clone(),
                    student.late,
                    s.parts
                        .iter()
                        .map(|p| p.dest.display().to_string())
                        .collect(),
                )
            })
            .collect();
        let row = |n: &str, i: &str, l: bool, d: &[&str]| {
            (
                n.to_string(),
                i.to_string(),
                Some(l),
                d.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            )
        };
        assert_eq!(
            seen,
            [
                row("limaana", "104201", false, &["War.java", "Rules.java"]),
                row("chenbo", "104202", true, &["war.py", "text.html"]),
                row("odonnellsean", "104203", false, &["War-1.java", "War.java"]),
                row("104204", "104204", false, &["W a r.java"]),
                row("anon_Q2w9a", "anon_Q2w9a", false, &["war_v2.py"]),
                row("anon_x7Kp2", "anon_x7Kp2", true, &["War.java"]),
            ]
        );
        assert_eq!(
            english(&reading.submissions[1].notes),
            ["war-2.py read as war.py: Canvas renames a file uploaded again"]
        );
        assert!(reading.submissions[2].notes.is_empty());
    }
}
