//! Blackboard Learn's Grade Center "Assignment File Download" (Original
//! Course View). Blackboard's code is not public: the naming below is the
//! one its downloads show and that the tools teachers wrote for them
//! parse (vangef/BBGradebookOrganiser, `utils/organiser.py`;
//! terr-steak/bb-file-cleanup's README). Each attempt of a student is
//! `ASSIGNMENT_USERNAME_attempt_YYYY-MM-DD-HH-MM-SS`: its files are that
//! prefix, `_` and the file's name, and its receipt is that prefix and
//! `.txt`, whose `Name:` line gives the student's name and username
//! (`Name: Ana Lima (alima)`) and whose `Files:` part pairs each
//! `Original filename:` with the `Filename:` it was stored under. A student
//! with several attempts has the latest graded and the others named in a
//! note. Receipts are read, never graded; Blackboard does not mark
//! lateness in them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use regex::Regex;

use super::note::ReadNote;
use super::root::{Item, Root};
use super::submission::{Part, Reading, Student, Submission};

/// A file of an attempt, or its receipt (no file's name, `.txt`).
static FILE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?<attempt>(?<before>.+)_attempt_(?<date>\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}))(?:_(?<file>.+)|(?<receipt>\.txt))$",
    )
    .expect("a regex")
});

/// The largest receipt read, in bytes: a receipt holds a few lines and the
/// student's comments.
const MAX_RECEIPT_BYTES: u64 = 1 << 20;

/// One attempt: its prefix, date, files, and its receipt's words.
#[derive(Debug, Default)]
struct Attempt {
    prefix: String,
    date: String,
    /// What comes before `_attempt_`: the assignment's name and the
    /// username.
    before: String,
    files: Vec<(Item, String)>,
    receipt: Option<Receipt>,
}

/// What an attempt's receipt says.
#[derive(Debug, Default, PartialEq, Eq)]
struct Receipt {
    name: String,
    username: String,
    /// Each stored file's name and its original name.
    originals: BTreeMap<String, String>,
}

/// The files and receipts named as Blackboard names them, grouped by
/// username, the latest attempt of each graded.
pub fn read(root: &Root, items: Vec<Item>) -> Reading {
    let mut attempts: BTreeMap<String, Attempt> = BTreeMap::new();
    let mut reading = Reading::default();
    for item in items {
        let Some(names) = item.file_named(&FILE) else {
            reading.rest.push(item);
            continue;
        };
        reading.claimed += 1;
        let attempt = attempts.entry(names["attempt"].to_string()).or_default();
        attempt.prefix = names["attempt"].to_string();
        attempt.date = names["date"].to_string();
        attempt.before = names["before"].to_string();
        if names.name("receipt").is_some() {
            let text = root
                .read_text(&item.path, MAX_RECEIPT_BYTES)
                .unwrap_or_default();
            attempt.receipt = Some(receipt(&text));
        } else {
            let file = names["file"].to_string();
            attempt.files.push((item, file));
        }
    }
    let known: Vec<String> = attempts
        .values()
        .filter_map(|a| a.receipt.as_ref().map(|r| r.username.clone()))
        .filter(|u| !u.is_empty())
        .collect();
    let mut students: BTreeMap<String, Vec<Attempt>> = BTreeMap::new();
    for attempt in attempts.into_values() {
        students
            .entry(username(&attempt, &known))
            .or_default()
            .push(attempt);
    }
    reading.submissions = students
        .into_iter()
        .map(|(username, attempts)| latest(username, attempts))
        .collect();
    reading
}

/// The username of `attempt`: the longest of the usernames the receipts
/// give (`known`) that its prefix ends with (an assignment's name and a
/// username may both hold `_`), else the last word of its prefix.
fn username(attempt: &Attempt, known: &[String]) -> String {
    let said = known
        .iter()
        .filter(|user| attempt.before.ends_with(&format!("_{user}")))
        .max_by_key(|user| user.len());
    if let Some(user) = said {
        return user.clone();
    }
    attempt
        .before
        .rsplit_once('_')
        .map_or(attempt.before.as_str(), |(_, user)| user)
        .to_string()
}

/// The submission of the student `username`: their latest attempt, the
/// others named in a note.
fn latest(username: String, mut attempts: Vec<Attempt>) -> Submission {
    attempts.sort_by(|a, b| a.date.cmp(&b.date));
    let last = attempts.pop().unwrap_or_default();
    let mut notes = Vec::new();
    if !attempts.is_empty() {
        let dates: Vec<String> = attempts.iter().map(|a| when(&a.date)).collect();
        notes.push(ReadNote::LastAttempt {
            graded: when(&last.date),
            earlier: dates,
        });
    }
    let name = last
        .receipt
        .as_ref()
        .map(|r| r.name.clone())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| username.clone());
    let originals = last.receipt.map(|r| r.originals).unwrap_or_default();
    let parts = last
        .files
        .into_iter()
        .map(|(item, file)| {
            let original = originals
                .get(&item.name)
                .and_then(|o| Path::new(o).file_name())
                .map_or_else(|| PathBuf::from(&file), PathBuf::from);
            Part {
                path: item.path,
                dest: original,
            }
        })
        .collect();
    Submission {
        name: last.prefix,
        students: vec![Student::new(name, username)],
        parts,
        notes,
        feedback: None,
    }
}

/// An attempt's date as a person reads it: `2019-11-21 14:10:00`.
fn when(date: &str) -> String {
    let parts: Vec<&str> = date.split('-').collect();
    match parts.as_slice() {
        [y, mo, d, h, mi, s] => format!("{y}-{mo}-{d} {h}:{mi}:{s}"),
        _ => date.to_string(),
    }
}

/// What a receipt's text says: `Name: Ana Lima (alima)`, and each
/// `Original filename:` with the `Filename:` after it.
fn receipt(text: &str) -> Receipt {
    let mut receipt = Receipt::default();
    let mut original: Option<String> = None;
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("Name:") {
            let rest = rest.trim();
            match rest.rsplit_once('(') {
                Some((name, user)) if user.ends_with(')') => {
                    receipt.name = name.trim().to_string();
                    receipt.username = user.trim_end_matches(')').trim().to_string();
                }
                _ => receipt.name = rest.to_string(),
            }
        } else if let Some(rest) = line.strip_prefix("Original filename:") {
            original = Some(rest.trim().to_string());
        } else if let Some(rest) = line.strip_prefix("Filename:") {
            if let Some(original) = original.take() {
                receipt.originals.insert(rest.trim().to_string(), original);
            }
        }
    }
    receipt
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::class::note::english;
    use std::fs;

    #[test]
    fn a_receipt_gives_the_name_the_username_and_the_original_names() {
        let text = "Name: Ana Maria Lima (a_lima)\nAssignment: War Simulation\nDate Submitted: Thursday, November 21, 2019 2:10:00 PM EST\n\nFiles:\n\tOriginal filename: War Game.java\n\tFilename: War Simulation_a_lima_attempt_2019-11-21-14-10-00_War_Game.java\n";
        let read = receipt(text);
        assert_eq!(read.name, "Ana Maria Lima");
        assert_eq!(read.username, "a_lima");
        assert_eq!(
            read.originals
                .get("War Simulation_a_lima_attempt_2019-11-21-14-10-00_War_Game.java"),
            Some(&"War Game.java".to_string())
        );
        assert_eq!(receipt("Name: Bo\n").name, "Bo");
    }

    #[test]
    fn attempts_are_grouped_by_username_the_latest_graded() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let write =
            |name: &str, text: &str| fs::write(dir.path().join(name), text).expect("written");
        let a = "War_Sim 2_a_lima_attempt_2019-11-21-14-10-00";
        write(&format!("{a}.txt"), "Name: Ana Lima (a_lima)\n");
        write(&format!("{a}_War.java"), "");
        write(&format!("{a}_Rules.java"), "");
        let early = "War_Sim 2_a_lima_attempt_2019-11-20-09-00-00";
        write(&format!("{early}_War.java"), "");
        let b = "War_Sim 2_bchen_attempt_2019-11-22-08-00-00";
        write(&format!("{b}_war.py"), "");
        write("roster.xlsx", "");
        let root = Root::Folder(dir.path().to_path_buf());
        let items = root.items(Path::new("")).expect("listed");
        let reading = read(&root, items);
        assert_eq!(reading.claimed, 5);
        assert_eq!(reading.rest.len(), 1);
        let ana = &reading.submissions[0];
        assert_eq!(ana.students[0].name, "Ana Lima");
        assert_eq!(ana.students[0].id, "a_lima");
        assert_eq!(ana.name, a);
        let dests: Vec<String> = ana
            .parts
            .iter()
            .map(|p| p.dest.display().to_string())
            .collect();
        assert_eq!(dests, ["Rules.java", "War.java"]);
        assert_eq!(
            english(&ana.notes),
            ["graded the attempt of 2019-11-21 14:10:00; the earlier ones were not: 2019-11-20 09:00:00"]
        );
        let bo = &reading.submissions[1];
        assert_eq!(
            (bo.students[0].name.as_str(), bo.students[0].id.as_str()),
            ("bchen", "bchen")
        );
    }
}
