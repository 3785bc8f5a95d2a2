//! What a class is made of once it is read: its [`Submission`]s, each
//! handed in by one or more [`Student`]s and made of [`Part`]s of the
//! class's files; the [`Layout`] it was read as; and the names its results
//! are written under ([`slug`]).

use std::collections::HashSet;
use std::path::PathBuf;

use serde::Serialize;

use super::note::ReadNote;
use super::root::Item;

/// How a learning-management system lays out the submissions it exports;
/// the module's documentation gives each one's naming scheme and source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// Moodle's "Download all submissions", in folders or flat.
    Moodle,
    /// Canvas's "Download Submissions".
    Canvas,
    /// Blackboard Learn's Grade Center "Assignment File Download".
    Blackboard,
    /// Brightspace's (D2L) "Download" of an assignment's submissions, flat
    /// or a folder per submission.
    Brightspace,
    /// Gradescope's "Export Submissions".
    Gradescope,
    /// Sakai's "Download All" of an assignment, individual or group.
    Sakai,
    /// GitHub Classroom's `gh classroom clone student-repos`.
    Classroom,
    /// A folder with one entry per student: a folder, a zip or a file each.
    Folders,
}

impl Layout {
    /// Every layout, in the order they are tried.
    pub const ALL: [Layout; 8] = [
        Layout::Gradescope,
        Layout::Classroom,
        Layout::Moodle,
        Layout::Blackboard,
        Layout::Brightspace,
        Layout::Sakai,
        Layout::Canvas,
        Layout::Folders,
    ];

    /// The layout's name, as `--layout` takes it: `moodle`, `folders`.
    pub fn name(self) -> &'static str {
        match self {
            Layout::Moodle => "moodle",
            Layout::Canvas => "canvas",
            Layout::Blackboard => "blackboard",
            Layout::Brightspace => "brightspace",
            Layout::Sakai => "sakai",
            Layout::Gradescope => "gradescope",
            Layout::Classroom => "classroom",
            Layout::Folders => "folders",
        }
    }

    /// What the layout is, in words: `a Canvas export`.
    pub fn describe(self) -> &'static str {
        match self {
            Layout::Moodle => "a Moodle export",
            Layout::Canvas => "a Canvas export",
            Layout::Blackboard => "a Blackboard Grade Center download",
            Layout::Brightspace => "a Brightspace export",
            Layout::Sakai => "a Sakai export",
            Layout::Gradescope => "a Gradescope export",
            Layout::Classroom => "a GitHub Classroom clone",
            Layout::Folders => "a folder of submissions, one entry per student",
        }
    }
}

/// One student, as the export names them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Student {
    /// The student's name as the system writes it: `Ana Lima` (Moodle,
    /// Blackboard's receipt, Gradescope), `limaana` (Canvas, which keeps
    /// only the letters of "Lima, Ana"), the username (GitHub Classroom),
    /// or the entry's name (a folder of submissions).
    pub name: String,
    /// What the system knows the student by, as its gradebook takes it:
    /// the participant id (Moodle), the user id (Canvas), the username
    /// (Blackboard, GitHub Classroom), the eid (Sakai), the student id or
    /// else the email (Gradescope); Brightspace's own number of the
    /// submitter, which its gradebook does not hold; empty when the layout
    /// gives none.
    pub id: String,
    /// The group the student handed in with, by the id the system's
    /// gradebook gives it (Sakai's `Team Red (a6c31a9b-...)` folders);
    /// empty for a student who handed in alone, or where the export names
    /// no group.
    pub group: String,
    /// Whether the system marks the submission late: `Some` where it marks
    /// lateness (Canvas), `None` where its export does not say.
    pub late: Option<bool>,
    /// The name the student's report is written under: a [`slug`] of the
    /// name and id, different for every student of the class.
    pub key: String,
}

impl Student {
    /// A student named `name`, with `id`, not known to be late or on
    /// time, without a key yet.
    pub fn new(name: impl Into<String>, id: impl Into<String>) -> Student {
        Student {
            name: name.into(),
            id: id.into(),
            group: String::new(),
            late: None,
            key: String::new(),
        }
    }
}

/// A piece of a submission: a file or folder of the class, and where it
/// goes in the submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The file or folder, relative to the class's root (its folder, or
    /// its zip).
    pub path: PathBuf,
    /// Where it goes in the submission: empty for a folder whose content
    /// is the submission's; a file's name as the student gave it (`War.java`
    /// for Canvas's `limaana_104201_70010001_War.java`).
    pub dest: PathBuf,
}

/// What one student, or one group, handed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submission {
    /// The submission's name in the export: a folder's or file's name, or
    /// the prefix its files share (`War Simulation_alima_attempt_2019-11-21-14-10-00`).
    pub name: String,
    /// Who handed it in: one student, or the members of a group.
    pub students: Vec<Student>,
    /// What it is made of.
    pub parts: Vec<Part>,
    /// What the teacher should know of how it was read (earlier attempts
    /// left out, a file renamed back).
    pub notes: Vec<ReadNote>,
    /// Where the system's bulk upload of feedback files takes this
    /// submission's, as a path in the zip it takes: Moodle's
    /// `Ana Lima_5571201_assignsubmission_file` (the folder it downloaded
    /// the submission in), Sakai's `Lima, Ana(alima)/Feedback
    /// Attachment(s)`; `None` where the system takes no feedback files.
    pub feedback: Option<PathBuf>,
}

impl Submission {
    /// A submission of one student made of one part, which the system
    /// takes no feedback files for.
    pub fn single(name: impl Into<String>, student: Student, part: Part) -> Submission {
        Submission {
            name: name.into(),
            students: vec![student],
            parts: vec![part],
            notes: Vec::new(),
            feedback: None,
        }
    }

    /// The name its build is written under: its first student's key.
    pub fn key(&self) -> &str {
        self.students
            .first()
            .map_or("submission", |s| s.key.as_str())
    }
}

/// What a layout made of the entries of a class's folder.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reading {
    /// The submissions it found.
    pub submissions: Vec<Submission>,
    /// How many of the entries it recognised as its own, its receipts and
    /// metadata included: the layout that recognises the most is the one.
    pub claimed: usize,
    /// The entries it did not recognise.
    pub rest: Vec<Item>,
    /// What the teacher should know of how it read them.
    pub notes: Vec<String>,
}

/// Names that a key never takes, since the grading writes files of its own
/// under them in the results folder.
const RESERVED: [&str; 4] = ["summary", "build", "results", "index"];

/// Gives every student of `submissions` a key: a [`slug`] of their name and
/// id, numbered (`-2`, `-3`) where two would be the same, ignoring case,
/// and never a name the results folder keeps for itself.
pub fn assign_keys(submissions: &mut [Submission]) {
    let mut taken: HashSet<String> = RESERVED.iter().map(|s| (*s).to_string()).collect();
    for student in submissions.iter_mut().flat_map(|s| s.students.iter_mut()) {
        let base = slug(&student.name, &student.id);
        let mut key = base.clone();
        let mut number = 2;
        while !taken.insert(key.to_ascii_lowercase()) {
            key = format!("{base}-{number}");
            number += 1;
        }
        student.key = key;
    }
}

/// A name safe for a file anywhere, from a student's name and id: ASCII
/// letters, digits, `-` and `.` kept, every run of anything else one `_`,
/// name and id joined by `_`, at most 80 characters, no leading dot;
/// `submission` when nothing is left.
///
/// ```
/// use war_kata::kit::class::slug;
///
/// assert_eq!(slug("Ana Lima", "5571201"), "Ana_Lima_5571201");
/// assert_eq!(slug("x';touch $F;'", ""), "x_touch_F_");
/// assert_eq!(slug("../..", ""), "_._..");
/// assert_eq!(slug("", ""), "submission");
/// ```
pub fn slug(name: &str, id: &str) -> String {
    let joined = if id.is_empty() || name == id {
        name.to_string()
    } else {
        format!("{name}_{id}")
    };
    let mut safe = String::new();
    for c in joined.chars() {
        let kept = c.is_ascii_alphanumeric() || c == '-' || c == '.';
        if kept {
            safe.push(c);
        } else if !safe.ends_with('_') {
            safe.push('_');
        }
        if safe.len() >= 80 {
            break;
        }
    }
    if safe.starts_with('.') {
        safe.replace_range(..1, "_");
    }
    if safe.is_empty() {
        safe.push_str("submission");
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(names: &[(&str, &str)]) -> Vec<String> {
        let mut submissions: Vec<Submission> = names
            .iter()
            .map(|(name, id)| Submission {
                name: (*name).to_string(),
                students: vec![Student::new(*name, *id)],
                parts: Vec::new(),
                notes: Vec::new(),
                feedback: None,
            })
            .collect();
        assign_keys(&mut submissions);
        submissions.iter().map(|s| s.key().to_string()).collect()
    }

    #[test]
    fn keys_are_safe_and_unique_and_never_reserved() {
        assert_eq!(
            keys(&[
                ("alice", ""),
                ("Alice", ""),
                ("summary", ""),
                ("", ""),
                ("Ana Lima", "1"),
                ("Ana Lima", "2"),
                ("Ana/Lima", "1"),
                ("index", "")
            ]),
            [
                "alice",
                "Alice-2",
                "summary-2",
                "submission",
                "Ana_Lima_1",
                "Ana_Lima_2",
                "Ana_Lima_1-2",
                "index-2"
            ]
        );
    }

    #[test]
    fn a_slug_is_short_and_never_climbs() {
        assert!(slug(&"x".repeat(500), "1").len() <= 80);
        for name in ["..", ".", "/", "a/../b", "\u{0}"] {
            let s = slug(name, "");
            assert!(!s.starts_with('.') && !s.contains('/'), "{name:?}: {s}");
        }
        assert_eq!(slug("Ana Lima", "Ana Lima"), "Ana_Lima");
    }
}
