//! Sakai's "Download All" of an assignment (sakaiproject/sakai,
//! `assignment/impl/src/java/org/sakaiproject/assignment/impl/AssignmentServiceImpl.java`,
//! `zipSubmissions` and `zipGroupSubmissions`). The zip holds one folder
//! named after the assignment's title, and in it:
//!
//! - a folder per student, `Last, First(eid)` (the sort name, `,` added
//!   when it has none, and the eid), holding `timestamp.txt`, the inline
//!   text as `Last, First(eid)_submissionText.html`, `feedbackText.html`,
//!   `comments.txt`, the student's files in a folder named by the resource
//!   bundle's `stuviewsubm.submissatt` (`Submission attachment(s)` in
//!   English, `Adjuntos de la entrega` in Spanish:
//!   `assignment/api/src/resources/assignment*.properties`) and the
//!   teacher's in one named by `download.feedback.attachment`
//!   (`Feedback Attachment(s)`); a file attached twice under one name is
//!   numbered `War+1.java` (`zipAttachments`);
//! - for a group assignment, a folder per group, `Team Red (GROUP-ID)`,
//!   holding the same; older releases wrote its members in `members.txt`
//!   (`Lima, Ana(alima); Chen, Bo(bchen)`, non-ASCII letters as `&#237;`);
//! - `grades.csv` (or `grades.xls`): two title rows, then `Display
//!   ID,ID,Last Name,First Name,grade,...` (a group's: `Group,ID,Users,grade,...`,
//!   its members' display names joined by `; `).
//!
//! Sakai's "Upload All" reads the eid between the folder name's last
//! parentheses (`AssignmentAction.java`, `uploadAll_parseZipFile`), as
//! this reader does. The attachment folders are told apart by their shape,
//! never by their words, which are the teacher's language's: every folder
//! in a student's folder holds attachments, and where there are two kinds
//! the one that holds the fewest files over the class (none, in a fresh
//! download) is the feedback's, left out. A student is read as `First
//! Last` with the eid as id; a group's members as `members.txt` or
//! `grades.csv` names them, each with the group's id. Sakai's own files
//! (`grades.csv`, a page of notes, `timestamp.txt`, `comments.txt`,
//! `feedbackText.html`, `members.txt`) are read, never graded; the inline
//! text is kept (it holds no source a grader takes). Anonymous grading's
//! folders (`SUBMISSION-ID anonymous`) name no one and are read as
//! students of their own.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use regex::Regex;

use super::note::ReadNote;
use super::root::{has_extension, Item, Kind, Root};
use super::submission::{Part, Reading, Student, Submission};
use crate::kit::csv::Sheet;
use crate::kit::error::Error;

/// A submitter's folder, `Lima, Ana(alima)`, or a group's, `Team Red
/// (GROUP-ID)`: what comes before the last parentheses, and what they
/// hold.
static FOLDER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?<before>.+)\((?<id>[^()]+)\)$").expect("a regex"));

/// One submitter as Sakai writes them in a folder's name or `members.txt`:
/// `Lima, Ana(alima)`.
static SUBMITTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?<last>[^,]*),(?<first>[^()]*)\((?<eid>[^()]+)\)$").expect("a regex")
});

/// A file attached again under a name already taken: `War+1.java`.
static AGAIN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?<stem>.+)\+\d+(?<extension>\.[^.]*)?$").expect("a regex"));

/// The English name of the feedback's folder, for an upload when the
/// download has no folder to tell it by.
pub const FEEDBACK_FOLDER: &str = "Feedback Attachment(s)";

/// The largest `grades.csv` or `members.txt` read, in bytes.
const MAX_SHEET_BYTES: u64 = 16 << 20;

/// The files of a student's folder that are Sakai's, never the student's.
const SAKAI_FILES: [&str; 4] = [
    "timestamp.txt",
    "comments.txt",
    "feedbackText.html",
    "members.txt",
];

/// A submitter's or group's folder as read: who, and what it holds.
struct Folder {
    item: Item,
    students: Vec<Student>,
    /// Its own files (the inline text), to be graded with the attachments.
    files: Vec<Item>,
    /// Its folders, by name.
    folders: Vec<Item>,
}

/// The folders named as Sakai names a submitter's or a group's, each a
/// submission; `grades.csv` and Sakai's other files beside them claimed as
/// its own when any folder is.
///
/// Fails when a folder of the class cannot be listed.
pub fn read(root: &Root, items: Vec<Item>) -> Result<Reading, Error> {
    let mut reading = Reading::default();
    let mut own = Vec::new();
    let mut found = Vec::new();
    for item in items {
        let named = FOLDER.captures(&item.name).map(|c| {
            (
                c["before"].to_string(),
                c["id"].to_string(),
                c["before"].ends_with(' '),
            )
        });
        match (item.kind, named) {
            (Kind::Folder, Some(named)) => found.push((item, named)),
            (Kind::File, _) if is_sakai_file(&item.name) => own.push(item),
            _ => reading.rest.push(item),
        }
    }
    if found.is_empty() {
        reading.rest.extend(own);
        return Ok(reading);
    }
    reading.claimed = found.len() + own.len();
    let grades = own
        .iter()
        .find(|item| item.name.eq_ignore_ascii_case("grades.csv"))
        .and_then(|item| root.read_bytes(&item.path, MAX_SHEET_BYTES).ok())
        .map(|bytes| Sheet::parse(&bytes));
    let mut folders = Vec::new();
    for (item, (before, id, group)) in found {
        let inside = root.items(&item.path)?;
        let students = match group {
            true => members(root, &inside, &before, &id, grades.as_ref()),
            false => submitters(&item.name)
                .unwrap_or_else(|| vec![Student::new(before.trim(), id.clone())]),
        };
        let (dirs, files): (Vec<Item>, Vec<Item>) = inside
            .into_iter()
            .filter(|i| !i.is_junk())
            .partition(|i| i.kind == Kind::Folder);
        let files = files
            .into_iter()
            .filter(|f| !SAKAI_FILES.contains(&f.name.as_str()))
            .collect();
        folders.push(Folder {
            item,
            students,
            files,
            folders: dirs,
        });
    }
    let (feedback, note) = feedback_folder(root, &folders);
    reading.notes.extend(note);
    for folder in folders {
        reading
            .submissions
            .push(submission(root, folder, feedback.as_deref())?);
    }
    Ok(reading)
}

/// Whether a file beside the submitters' folders is Sakai's: its grades
/// (`grades.csv`, `.xls`, `.xlsx`) or its page of notes (`.html`).
fn is_sakai_file(name: &str) -> bool {
    let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
    (stem == "grades"
        && ["csv", "xls", "xlsx"]
            .iter()
            .any(|e| has_extension(name, e)))
        || has_extension(name, "html")
}

/// The submitters a folder's name gives, `Lima, Ana(alima); Chen,
/// Bo(bchen)`, each `First Last` with their eid; `None` when a part is
/// not of that shape.
fn submitters(names: &str) -> Option<Vec<Student>> {
    names
        .split("; ")
        .map(|part| {
            let found = SUBMITTER.captures(part.trim())?;
            let name = format!("{} {}", found["first"].trim(), found["last"].trim());
            Some(Student::new(name.trim(), found["eid"].trim()))
        })
        .collect()
}

/// The members of the group `title` (`id` its id): as its `members.txt`
/// names them, else as the row of `grades.csv` for its id does (display
/// names, no eid), else the group itself as one student; each with the
/// group's id.
fn members(
    root: &Root,
    inside: &[Item],
    title: &str,
    id: &str,
    grades: Option<&Sheet>,
) -> Vec<Student> {
    let listed = inside
        .iter()
        .find(|i| i.kind == Kind::File && i.name == "members.txt")
        .and_then(|i| root.read_text(&i.path, MAX_SHEET_BYTES).ok())
        .and_then(|text| submitters(&unescape(text.trim())));
    let named = || {
        let sheet = grades?;
        let row = sheet.rows.iter().skip(3).find(|row| row.text(1) == id)?;
        let names: Vec<Student> = row
            .text(2)
            .split("; ")
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(|name| Student::new(name, ""))
            .collect();
        (!names.is_empty()).then_some(names)
    };
    let mut students = listed
        .or_else(named)
        .unwrap_or_else(|| vec![Student::new(title.trim(), "")]);
    for student in &mut students {
        student.group = id.to_string();
    }
    students
}

/// `text` with the numeric character references Sakai's `encodeUnicode`
/// writes (`&#237;`) read back as characters.
fn unescape(text: &str) -> String {
    static REFERENCE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"&#(\d{1,7});").expect("a regex"));
    REFERENCE
        .replace_all(text, |found: &regex::Captures| {
            found[1]
                .parse::<u32>()
                .ok()
                .and_then(char::from_u32)
                .map_or_else(|| found[0].to_string(), String::from)
        })
        .into_owned()
}

/// The name of the folder that holds the teacher's feedback in every
/// submitter's folder, told by its shape: where the folders are of two or
/// more names, the one holding the fewest entries over the class (hidden
/// ones and macOS's left out); `None`
/// when they are of one name (the student's). A tie names none, with a
/// note, unless one of them is Sakai's English name.
fn feedback_folder(root: &Root, folders: &[Folder]) -> (Option<String>, Option<String>) {
    let mut files: BTreeMap<&str, usize> = BTreeMap::new();
    for folder in folders {
        for dir in &folder.folders {
            let held = root.items(&dir.path).map_or(0, |items| {
                items.iter().filter(|item| !item.is_junk()).count()
            });
            *files.entry(dir.name.as_str()).or_default() += held;
        }
    }
    if files.len() < 2 {
        return (None, None);
    }
    let fewest = files.values().min().copied().unwrap_or(0);
    let least: Vec<&str> = files
        .iter()
        .filter(|(_, n)| **n == fewest)
        .map(|(name, _)| *name)
        .collect();
    match least.as_slice() {
        [one] => (Some((*one).to_string()), None),
        _ if least.contains(&FEEDBACK_FOLDER) => (Some(FEEDBACK_FOLDER.to_string()), None),
        _ => {
            let note = format!(
                "the folders {} hold as few files as one another: each is read as the student's, none as the teacher's feedback",
                least.join(", ")
            );
            (None, Some(note))
        }
    }
}

/// The submission of a submitter's or group's folder: every file of its
/// attachment folders but the feedback's, a file attached again under a
/// name already taken (`War+1.java`) left out with a note, and its inline
/// text; keyed for the upload by the folder and the feedback's folder.
fn submission(root: &Root, folder: Folder, feedback: Option<&str>) -> Result<Submission, Error> {
    let mut parts = Vec::new();
    let mut notes = Vec::new();
    for dir in &folder.folders {
        if Some(dir.name.as_str()) == feedback {
            continue;
        }
        let inside = root.items(&dir.path)?;
        let names: BTreeSet<&str> = inside.iter().map(|i| i.name.as_str()).collect();
        for item in &inside {
            if item.is_junk() {
                continue;
            }
            if let Some(first) = taken_again(&item.name, &names) {
                notes.push(ReadNote::SecondAttachment {
                    name: item.name.clone(),
                    first: first.to_string(),
                });
                continue;
            }
            parts.push(Part {
                path: item.path.clone(),
                dest: PathBuf::from(&item.name),
            });
        }
    }
    for file in folder.files {
        parts.push(Part {
            dest: PathBuf::from(&file.name),
            path: file.path,
        });
    }
    let upload = Path::new(&folder.item.name).join(feedback.unwrap_or(FEEDBACK_FOLDER));
    Ok(Submission {
        name: folder.item.name,
        students: folder.students,
        parts,
        notes,
        feedback: Some(upload),
    })
}

/// The name `name` numbers again when Sakai wrote a second attachment of
/// that name (`War.java` for `War+1.java`), when `names` holds it.
fn taken_again<'a>(name: &str, names: &BTreeSet<&'a str>) -> Option<&'a str> {
    let again = AGAIN.captures(name)?;
    let first = format!(
        "{}{}",
        &again["stem"],
        again.name("extension").map_or("", |m| m.as_str())
    );
    names.get(first.as_str()).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::class::note::english;
    use std::fs;

    /// Writes `files` (paths and text) under `dir`.
    fn write(dir: &Path, files: &[(&str, &str)]) {
        for (name, text) in files {
            let path = dir.join(name);
            fs::create_dir_all(path.parent().expect("a folder")).expect("made");
            fs::write(path, text).expect("written");
        }
    }

    /// A submission's name, its students (name, id, group) and its parts'
    /// destinations.
    type Seen = (String, Vec<(String, String, String)>, Vec<String>);

    /// What each submission of `reading` is ([`Seen`]).
    fn seen(reading: &Reading) -> Vec<Seen> {
        reading
            .submissions
            .iter()
            .map(|s| {
                (
                    s.name.clone(),
                    s.students
                        .iter()
                        .map(|t| (t.name.clone(), t.id.clone(), t.group.clone()))
                        .collect(),
                    s.parts
                        .iter()
                        .map(|p| p.dest.display().to_string())
                        .collect(),
                )
            })
            .collect()
    }

    #[test]
    fn a_folder_per_student_in_any_language_the_feedback_s_left_out() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        write(
            dir.path(),
            &[
                ("grades.csv", "\"War\",\"SCORE_GRADE_TYPE\"\n\"\"\n\"Identificador\",\"ID\",\"Apellido\",\"Nombre\",\"Calificaci\u{f3}n\"\n"),
                ("Lima, Ana(alima)/timestamp.txt", "2019-11-21T22:10:00Z"),
                ("Lima, Ana(alima)/Lima, Ana(alima)_submissionText.html", ""),
                ("Lima, Ana(alima)/comments.txt", ""),
                ("Lima, Ana(alima)/Adjuntos de la entrega/War.java", ""),
                ("Lima, Ana(alima)/Adjuntos de la entrega/War+1.java", ""),
                ("Lima, Ana(alima)/Adjuntos de la entrega/Rules.java", ""),
                ("D\u{ed}az,(c.diaz)/Adjuntos de la entrega/war.py", ""),
                ("van der Berg, Hugo Jan(hvdberg)/Adjuntos de la entrega/war.py", ""),
                ("rubric.pdf", ""),
            ],
        );
        for student in [
            "Lima, Ana(alima)",
            "D\u{ed}az,(c.diaz)",
            "van der Berg, Hugo Jan(hvdberg)",
        ] {
            fs::create_dir_all(dir.path().join(student).join("Adjuntos al comentario"))
                .expect("made");
        }
        let root = Root::Folder(dir.path().to_path_buf());
        let items = root.items(Path::new("")).expect("listed");
        let reading = read(&root, items).expect("read");
        assert_eq!(reading.claimed, 4);
        let rest: Vec<&str> = reading.rest.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(rest, ["rubric.pdf"]);
        let student = |name: &str, id: &str| (name.to_string(), id.to_string(), String::new());
        let files = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(
            seen(&reading),
            [
                (
                    "D\u{ed}az,(c.diaz)".to_string(),
                    vec![student("D\u{ed}az", "c.diaz")],
                    files(&["war.py"])
                ),
                (
                    "Lima, Ana(alima)".to_string(),
                    vec![student("Ana Lima", "alima")],
                    files(&[
                        "Rules.java",
                        "War.java",
                        "Lima, Ana(alima)_submissionText.html"
                    ])
                ),
                (
                    "van der Berg, Hugo Jan(hvdberg)".to_string(),
                    vec![student("Hugo Jan van der Berg", "hvdberg")],
                    files(&["war.py"])
                ),
            ]
        );
        assert_eq!(
            english(&reading.submissions[1].notes),
            ["War+1.java is a second attachment named War.java (Sakai numbers a name given twice): not graded"]
        );
        assert_eq!(
            reading.submissions[1].feedback,
            Some(PathBuf::from("Lima, Ana(alima)/Adjuntos al comentario"))
        );
    }

    #[test]
    fn a_group_s_members_come_from_members_txt_or_grades_csv() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        write(
            dir.path(),
            &[
                ("grades.csv", "\"War\",\"SCORE_GRADE_TYPE\"\n\"\"\n\"Group\",\"ID\",\"Users\",\"grade\"\n\"Team Red\",\"g-red\",\"Ana Lima; Bo Chen\",\"\"\n\"Team Blue\",\"g-blue\",\"Cy D\u{ed}az\",\"\"\n"),
                ("Team Red (g-red)/Submission attachment(s)/war.py", ""),
                ("Team Blue (g-blue)/members.txt", "D&#237;az, Cy(cdiaz); Evans, Dee(devans)"),
                ("Team Blue (g-blue)/Submission attachment(s)/war.py", ""),
                ("Team Green (g-green)/Submission attachment(s)/war.py", ""),
            ],
        );
        let root = Root::Folder(dir.path().to_path_buf());
        let items = root.items(Path::new("")).expect("listed");
        let reading = read(&root, items).expect("read");
        assert_eq!(reading.claimed, 4);
        let students: Vec<Vec<(String, String, String)>> =
            seen(&reading).into_iter().map(|(_, s, _)| s).collect();
        let member = |name: &str, id: &str, group: &str| {
            (name.to_string(), id.to_string(), group.to_string())
        };
        assert_eq!(
            students,
            [
                vec![
                    member("Cy D\u{ed}az", "cdiaz", "g-blue"),
                    member("Dee Evans", "devans", "g-blue")
                ],
                vec![member("Team Green", "", "g-green")],
                vec![
                    member("Ana Lima", "", "g-red"),
                    member("Bo Chen", "", "g-red")
                ],
            ]
        );
        // One kind of folder: the students', and the feedback goes to
        // Sakai's English folder.
        assert_eq!(
            reading.submissions[0].feedback,
            Some(PathBuf::from("Team Blue (g-blue)/Feedback Attachment(s)"))
        );
    }

    #[test]
    fn entries_of_no_submitter_are_not_claimed() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        write(dir.path(), &[("grades.csv", ""), ("alice/war.py", "")]);
        let root = Root::Folder(dir.path().to_path_buf());
        let items = root.items(Path::new("")).expect("listed");
        let reading = read(&root, items).expect("read");
        assert_eq!(reading.claimed, 0);
        assert_eq!(reading.rest.len(), 2);
        assert_eq!(unescape("Jos&#233; &#99999999;"), "Jos\u{e9} &#99999999;");
    }
}
