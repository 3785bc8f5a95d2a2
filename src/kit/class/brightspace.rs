//! Brightspace's (D2L) download of an assignment's submissions. Its code is
//! not public: the naming below is the one its downloads show and the
//! tools teachers wrote for them read. The real download that
//! StoneyJackson/kodiak-tools keeps as its example (`examples/Homework 4
//! Download May 25, 2018 1118 AM.zip`, read by `src/kodiak/core.py`) is
//! flat: every file of every attempt is an entry
//! `NUMBER-FOLDER - First Last - Mon D, YYYY HMM AM - FILE`
//! (`11824-66708 - Lucy Pelt - Feb 9, 2017 1017 PM - LPelt_HW4.txt`),
//! hours and minutes run together, with `index.html` beside them, and the
//! zip named `ASSIGNMENT Download DATE.zip`. Newer downloads hold a folder
//! per submission, `NUMBER-FOLDER - First Last - DATE/`, its files inside
//! (chase1971/D2L-Assignment-Assistant, `dev-tools/create_test_zip.py`),
//! and write the time as `11:45 AM` too and months in full (`December 5,
//! 2025 2:30 PM`: its `dev-tools/tests/test_submission_processor.py`).
//!
//! NUMBER is the same for every attempt of a student (Lucy Pelt's three
//! attempts are all `11824-66708`) and FOLDER the assignment's, so the
//! attempts are grouped by NUMBER, the latest graded and the others named
//! in a note. The name is read whole, whatever its words (`Hugo van der
//! Berg`, `Jean-Baptiste Moreau-Villeneuve`, `Mary O'Brien`): it is what
//! lies between the numbers and the date. NUMBER is Brightspace's own: its
//! grades export holds `OrgDefinedId` and `Username`, not it, so a
//! gradebook is matched by name ([`crate::kit::gradebook`]). `index.html`
//! is Brightspace's page of the download, never a student's. The download
//! does not mark lateness.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::LazyLock;

use regex::Regex;

use super::folders::is_system_page;
use super::note::ReadNote;
use super::root::{Item, Kind};
use super::submission::{Part, Reading, Student, Submission};

/// An attempt's folder, or a file of an attempt: the submitter's number,
/// the assignment's, the name, the date, and the file's name when it is a
/// file.
static ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"^(?<attempt>(?<number>\d+)-\d+ - (?<name>.+?) - ",
        r"(?<month>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)",
        r" (?<day>\d{1,2}), (?<year>\d{4}) (?<hour>\d{1,2}):?(?<minute>\d{2}) (?<half>[AaPp][Mm]))",
        r"(?: - (?<file>.+))?$",
    ))
    .expect("a regex")
});

/// When an attempt was handed in, in an order that sorts: year, month,
/// day, hour (0 to 23), minute.
type When = (u32, u32, u32, u32, u32);

/// One attempt: its name in the download, when, who, and its entries.
#[derive(Debug)]
struct Attempt {
    prefix: String,
    when: When,
    name: String,
    parts: Vec<Part>,
}

/// The entries named as Brightspace names them, grouped by the
/// submitter's number, the latest attempt of each graded; `index.html`
/// claimed as Brightspace's own when any entry is.
pub fn read(items: Vec<Item>) -> Reading {
    let mut reading = Reading::default();
    let mut pages = Vec::new();
    let mut attempts: BTreeMap<(String, When), Attempt> = BTreeMap::new();
    for item in items {
        if is_system_page(&item) {
            pages.push(item);
            continue;
        }
        let Some(entry) = attempt_of(&item) else {
            reading.rest.push(item);
            continue;
        };
        reading.claimed += 1;
        let (number, prefix, name, when, dest) = entry;
        attempts
            .entry((number, when))
            .or_insert_with(|| Attempt {
                prefix,
                when,
                name,
                parts: Vec::new(),
            })
            .parts
            .push(Part {
                path: item.path,
                dest,
            });
    }
    if reading.claimed > 0 {
        reading.claimed += pages.len();
    } else {
        reading.rest.extend(pages);
    }
    let mut students: BTreeMap<String, Vec<Attempt>> = BTreeMap::new();
    for ((number, _), attempt) in attempts {
        students.entry(number).or_default().push(attempt);
    }
    reading.submissions = students
        .into_iter()
        .filter_map(|(number, attempts)| latest(number, attempts))
        .collect();
    reading
}

/// What an entry named as Brightspace names it says: the submitter's
/// number, the attempt's prefix, the name, when, and where the entry goes
/// in the submission (a folder's content at its top, a file under its own
/// name); `None` for any other entry.
fn attempt_of(item: &Item) -> Option<(String, String, String, When, PathBuf)> {
    let names = ENTRY.captures(&item.name)?;
    let dest = match (item.kind, names.name("file")) {
        (Kind::Folder, None) => PathBuf::new(),
        (Kind::File, Some(file)) => PathBuf::from(file.as_str()),
        _ => return None,
    };
    let number = |group: &str| names[group].parse::<u32>().ok();
    let hour = number("hour").filter(|h| (1..=12).contains(h))?;
    let afternoon = names["half"].eq_ignore_ascii_case("pm");
    let hour = match (hour, afternoon) {
        (12, false) => 0,
        (12, true) => 12,
        (h, false) => h,
        (h, true) => h + 12,
    };
    let minute = number("minute").filter(|m| *m < 60)?;
    let when = (
        number("year")?,
        month(&names["month"]),
        number("day").filter(|d| (1..=31).contains(d))?,
        hour,
        minute,
    );
    let name = names["name"]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    Some((
        names["number"].to_string(),
        names["attempt"].to_string(),
        name,
        when,
        dest,
    ))
}

/// The month a month's name or its first three letters stand for, from 1.
fn month(name: &str) -> u32 {
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let start = name.get(..3).unwrap_or(name).to_ascii_lowercase();
    MONTHS
        .iter()
        .position(|m| *m == start)
        .map_or(0, |index| index as u32 + 1)
}

/// The submission of the submitter `number`: their latest attempt, the
/// earlier ones named in a note.
fn latest(number: String, mut attempts: Vec<Attempt>) -> Option<Submission> {
    attempts.sort_by_key(|attempt| attempt.when);
    let last = attempts.pop()?;
    let mut notes = Vec::new();
    if !attempts.is_empty() {
        let earlier: Vec<String> = attempts.iter().map(|a| when(a.when)).collect();
        notes.push(ReadNote::LastAttempt {
            graded: when(last.when),
            earlier,
        });
    }
    Some(Submission {
        name: last.prefix,
        students: vec![Student::new(last.name, number)],
        parts: last.parts,
        notes,
        feedback: None,
    })
}

/// An attempt's date as a person reads it: `2017-02-09 22:17`.
fn when((year, month, day, hour, minute): When) -> String {
    format!("{year}-{month:02}-{day:02} {hour:02}:{minute:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::class::note::english;

    fn item(name: &str, kind: Kind) -> Item {
        Item {
            name: name.to_string(),
            path: PathBuf::from(name),
            kind,
        }
    }

    /// Each submission's student, id, parts' destinations and notes.
    fn seen(reading: &Reading) -> Vec<(String, String, Vec<String>, Vec<String>)> {
        reading
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
                    english(&s.notes),
                )
            })
            .collect()
    }

    #[test]
    fn flat_attempts_are_grouped_by_number_the_latest_graded() {
        let reading = read(vec![
            item("index.html", Kind::File),
            item(
                "11690-66708 - Charlie Brown - Feb 9, 2017 614 PM - CharlieB_HW4.zip",
                Kind::File,
            ),
            item(
                "11824-66708 - Lucy Pelt - Feb 9, 2017 1004 PM - LPelt_HW4.txt",
                Kind::File,
            ),
            item(
                "11824-66708 - Lucy Pelt - Feb 9, 2017 1017 PM - LPelt_HW4.txt",
                Kind::File,
            ),
            item(
                "11824-66708 - Lucy Pelt - Feb 9, 2017 1007 PM - LPelt_HW4.txt",
                Kind::File,
            ),
            item(
                "11824-66708 - Lucy Pelt - Feb 9, 2017 1017 PM - Rules.java",
                Kind::File,
            ),
            item("roster.xlsx", Kind::File),
        ]);
        assert_eq!(reading.claimed, 6);
        let rest: Vec<&str> = reading.rest.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(rest, ["roster.xlsx"]);
        let row = |n: &str, i: &str, d: &[&str], notes: &[&str]| {
            (
                n.to_string(),
                i.to_string(),
                d.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                notes.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            )
        };
        assert_eq!(
            seen(&reading),
            [
                row("Charlie Brown", "11690", &["CharlieB_HW4.zip"], &[]),
                row(
                    "Lucy Pelt",
                    "11824",
                    &["LPelt_HW4.txt", "Rules.java"],
                    &["graded the attempt of 2017-02-09 22:17; the earlier ones were not: 2017-02-09 22:04, 2017-02-09 22:07"]
                ),
            ]
        );
        assert_eq!(
            reading.submissions[1].name,
            "11824-66708 - Lucy Pelt - Feb 9, 2017 1017 PM"
        );
    }

    #[test]
    fn folders_names_of_any_shape_and_both_ways_of_writing_the_time() {
        let reading = read(vec![
            item(
                "100001-2018190 - Hugo van der Berg - Mar 4, 2026 1227 PM",
                Kind::Folder,
            ),
            item(
                "100002-2018190 - Jean-Baptiste Moreau-Villeneuve - December 5, 2025 2:30 PM",
                Kind::Folder,
            ),
            item(
                "100003-2018190 - Mary O'Brien - Dec 10, 2025 11:45 AM",
                Kind::Folder,
            ),
            item(
                "100003-2018190 - Mary O'Brien - Dec 10, 2025 12:05 AM",
                Kind::Folder,
            ),
            // A folder is never named with a file, nor a file without one.
            item(
                "100004-2018190 - Ann Lee - Dec 10, 2025 1145 AM - war.py",
                Kind::Folder,
            ),
            item("100005-2018190 - Bo Li - Dec 10, 2025 1145 AM", Kind::File),
            item("index.html", Kind::File),
        ]);
        assert_eq!(reading.claimed, 5);
        assert_eq!(reading.rest.len(), 2);
        let names: Vec<(String, String)> = seen(&reading)
            .into_iter()
            .map(|(name, id, _, _)| (name, id))
            .collect();
        assert_eq!(
            names,
            [
                ("Hugo van der Berg".to_string(), "100001".to_string()),
                (
                    "Jean-Baptiste Moreau-Villeneuve".to_string(),
                    "100002".to_string()
                ),
                ("Mary O'Brien".to_string(), "100003".to_string()),
            ]
        );
        // 12:05 AM is just after midnight, before 11:45 AM.
        assert_eq!(
            english(&reading.submissions[2].notes),
            ["graded the attempt of 2025-12-10 11:45; the earlier ones were not: 2025-12-10 00:05"]
        );
        assert_eq!(reading.submissions[2].parts[0].dest, PathBuf::new());
    }

    #[test]
    fn index_html_alone_is_not_claimed() {
        let reading = read(vec![
            item("index.html", Kind::File),
            item("alice", Kind::Folder),
        ]);
        assert_eq!(reading.claimed, 0);
        assert_eq!(reading.rest.len(), 2);
    }
}
