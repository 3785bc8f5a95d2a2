//! Grades back into the learning-management system a class came from: the
//! gradebook the teacher exported before grading, filled with the class's
//! scores and written in exactly its own format for the system's import
//! ([`Gradebook`]), and each student's page laid out as the system's bulk
//! feedback upload takes it ([`feedback`]); [`write_back`] does both for a
//! graded class.
//!
//! A gradebook is told by its shape, and its rows are matched with the
//! students by the id the system's download carries, by name only where
//! the download carries nothing the gradebook holds:
//!
//! | system | the gradebook ([`System`]) | a row is matched by | the maximum |
//! | --- | --- | --- | --- |
//! | Moodle | the grading worksheet (`Identifier`, `Grade`, `Maximum Grade`) | `Participant 5571201`, the participant id of the download's folders | each row's `Maximum Grade` |
//! | Canvas | the gradebook export (`Student,ID,SIS User ID,SIS Login ID,Section,War (812)`) | `ID`, the user id of the download's file names | the `Points Possible` row |
//! | Blackboard | the Grade Center download (`Username`, `War [Total Pts: 34 Score] \|1236`) | `Username`, the username of the download's file names | `Total Pts` |
//! | Brightspace | the grades export (`OrgDefinedId,Username,...,War Points Grade <Numeric MaxPoints:10>,End-of-Line Indicator`) | `First Name` and `Last Name`: the download's number is not in it | `MaxPoints` |
//! | Sakai | `grades.csv` of its own download (two title rows, `Display ID,ID,Last Name,First Name,grade`) | `ID`, the eid of the download's folders; a group's id | none: the cases passed |
//!
//! The assignment's column is the only empty column of the right kind, or
//! the one named. Every byte of the gradebook but the column's cells is
//! written back as it was read ([`crate::kit::csv`]): its encoding and
//! byte-order mark, separators, quoting, line ends, every other row and
//! cell. A student of the gradebook without a submission gets 0 and a note;
//! a student graded without a row is named in a note and written nowhere;
//! a name that two rows or two students share is refused.

pub mod feedback;

mod blackboard;
mod brightspace;
mod canvas;
mod form;
mod moodle;
mod sakai;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use crate::kit::archive::write_zip;
use crate::kit::class::{Class, Layout, Student};
use crate::kit::csv::{Row, Sheet};
use crate::kit::error::{Error, ErrorKind};
use crate::kit::lines::read_bytes_bounded;
use crate::kit::words::count;
pub use form::System;
use form::{number, Column, Form, Key, Max};

/// The largest gradebook read, in bytes: a gradebook of thousands of
/// students and hundreds of columns takes a few MiB.
pub const MAX_GRADEBOOK_BYTES: usize = 16 << 20;

/// One student's score, as the gradebook is filled with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Score {
    /// The student's id, as the export gave it ([`Student::id`]).
    pub id: String,
    /// The student's name, as the export gave it.
    pub name: String,
    /// The id of the group they handed in with, if any ([`Student::group`]).
    pub group: String,
    /// The points earned: the cases passed.
    pub earned: usize,
    /// The points possible: the cases graded.
    pub possible: usize,
}

impl Score {
    /// The score of `student`, `earned` of `possible`.
    pub fn of(student: &Student, earned: usize, possible: usize) -> Score {
        Score {
            id: student.id.clone(),
            name: student.name.clone(),
            group: student.group.clone(),
            earned,
            possible,
        }
    }

    /// The student as a note names them: `Ana Lima (alima)`.
    fn describe(&self) -> String {
        match (self.id.is_empty(), self.id == self.name) {
            (false, false) => format!("{} ({})", self.name, self.id),
            _ => self.name.clone(),
        }
    }
}

/// A gradebook filled: what to write, under which name, and what the
/// teacher should know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filled {
    /// The import file's bytes.
    pub bytes: Vec<u8>,
    /// Its name: `import-` and the gradebook's own name.
    pub file_name: String,
    /// What was filled, who got 0 for want of a submission, who was graded
    /// without a row.
    pub notes: Vec<String>,
}

/// A gradebook exported from a system, read and its assignment's column
/// chosen, ready to be filled.
#[derive(Debug, Clone)]
pub struct Gradebook {
    path: PathBuf,
    sheet: Sheet,
    form: Form,
    column: Column,
}

impl Gradebook {
    /// The gradebook at `path` (at most [`MAX_GRADEBOOK_BYTES`]), told by
    /// its shape, with the column named `column` (its header, or the
    /// assignment's name in it), else its only empty column of the right
    /// kind.
    ///
    /// Fails with [`ErrorKind::Gradebook`] when it is no system's gradebook
    /// export, the column cannot be told or states no maximum; with
    /// [`ErrorKind::Io`] or [`ErrorKind::Limit`] when it cannot be read.
    pub fn read(path: &Path, column: Option<&str>) -> Result<Gradebook, Error> {
        let origin = path.display().to_string();
        let refused = |message: String| Error::new(ErrorKind::Gradebook, &origin, message);
        let bytes = read_bytes_bounded(path, MAX_GRADEBOOK_BYTES)?;
        let sheet = Sheet::parse(&bytes);
        let form = recognise(&sheet).map_err(|message| {
            refused(message).with_fix(
                "give the file the system exported: Moodle's grading worksheet, Canvas's gradebook export, Blackboard's Grade Center download, Brightspace's grades export, or the grades.csv of Sakai's Download All",
            )
        })?
        .map_err(refused)?;
        let column = choose(&sheet, &form, column).map_err(refused)?;
        if column.max == Max::Missing {
            return Err(refused(format!(
                "states no maximum for its column {}",
                column.header
            ))
            .with_fix(
                "export the gradebook from the system again, the assignment's points with it",
            ));
        }
        Ok(Gradebook {
            path: path.to_path_buf(),
            sheet,
            form,
            column,
        })
    }

    /// Whose gradebook it is.
    pub fn system(&self) -> System {
        self.form.system
    }

    /// The header of the column it fills.
    pub fn column(&self) -> &str {
        &self.column.header
    }

    /// The gradebook with its column filled: each student's score scaled
    /// to the column's maximum (two decimals at most, a decimal comma
    /// where `;` separates the cells), 0 for a student without a score;
    /// everything else as it was.
    ///
    /// Fails with [`ErrorKind::Gradebook`] when a name matched by two rows
    /// or two students is refused (named in the message), when a row
    /// states no maximum, or when none of `scores` is in the gradebook.
    pub fn fill(&self, scores: &[Score]) -> Result<Filled, Error> {
        let origin = self.path.display().to_string();
        let refused = |message: String| Error::new(ErrorKind::Gradebook, &origin, message);
        let keys: Vec<String> = self
            .form
            .students
            .iter()
            .map(|&r| self.key_of(&self.sheet.rows[r]))
            .collect();
        if let Key::Name { .. } = self.form.key {
            self.refuse_shared_names(&keys, scores).map_err(refused)?;
        }
        let mut changes = BTreeMap::new();
        let mut used = vec![false; scores.len()];
        let mut without = Vec::new();
        for (&r, key) in self.form.students.iter().zip(&keys) {
            let row = &self.sheet.rows[r];
            let found: Vec<usize> = (0..scores.len())
                .filter(|&i| !key.is_empty() && self.score_key(&scores[i]) == *key)
                .collect();
            let value = match found.first() {
                Some(&first) => {
                    for &i in &found {
                        used[i] = true;
                    }
                    self.points(&scores[first], row).ok_or_else(|| {
                        refused(format!(
                            "states no maximum in row {} for {}",
                            r + 1,
                            self.label(row)
                        ))
                    })?
                }
                None => {
                    without.push(self.label(row));
                    "0".to_string()
                }
            };
            changes.insert((r, self.column.index), value);
        }
        if !used.iter().any(|u| *u) {
            return Err(refused(format!(
                "holds none of the class's {}: is it the gradebook of this class, exported from {}?",
                count(scores.len(), "student"),
                self.form.system.describe().split('\'').next().unwrap_or_default()
            ))
            .with_fix("give the gradebook the class's own system exported for this course"));
        }
        let mut notes = vec![self.filled_note(changes.len())];
        if !without.is_empty() {
            notes.push(format!(
                "{} of the gradebook {} no submission, given 0: {}",
                count(without.len(), "student"),
                if without.len() == 1 { "has" } else { "have" },
                without.join(", ")
            ));
        }
        let unmatched: Vec<String> = scores
            .iter()
            .zip(&used)
            .filter(|(_, used)| !**used)
            .map(|(score, _)| score.describe())
            .collect();
        if !unmatched.is_empty() {
            notes.push(format!(
                "{} graded {} no row in the gradebook, nothing written for them: {}",
                count(unmatched.len(), "student"),
                if unmatched.len() == 1 { "has" } else { "have" },
                unmatched.join(", ")
            ));
        }
        let name = self
            .path
            .file_name()
            .map_or_else(|| "gradebook.csv".into(), |n| n.to_string_lossy());
        Ok(Filled {
            bytes: self.sheet.bytes_with(&changes),
            file_name: format!("import-{name}"),
            notes,
        })
    }

    /// What was filled, in a note.
    fn filled_note(&self, students: usize) -> String {
        let scaled = match self.column.max {
            Max::Points(max) => format!("scaled to its {} points", self.format(max)),
            Max::Column(_) => "scaled to each row's maximum".to_string(),
            Max::Cases | Max::Missing => {
                "as the cases passed, since Sakai's grades.csv states no maximum: grade the assignment out of as many points as there are cases".to_string()
            }
        };
        format!(
            "{}: the column {} filled for {}, {scaled}",
            self.form.system.describe(),
            self.column.header,
            count(students, "student")
        )
    }

    /// The key row `row` names its student by, as a score's would be.
    fn key_of(&self, row: &Row) -> String {
        match self.form.key {
            Key::Id { column, digits } => {
                let text = row.text(column).trim();
                match digits {
                    true => {
                        let start = text
                            .rfind(|c: char| !c.is_ascii_digit())
                            .map_or(0, |at| at + 1);
                        text[start..].to_string()
                    }
                    false => text.to_string(),
                }
            }
            Key::Group(column) => row.text(column).trim().to_string(),
            Key::Name { first, last } => normal(&format!("{} {}", row.text(first), row.text(last))),
        }
    }

    /// The key of `score` in this gradebook's terms; empty when it has
    /// none.
    fn score_key(&self, score: &Score) -> String {
        match self.form.key {
            Key::Id { .. } => score.id.trim().to_string(),
            Key::Group(_) => score.group.trim().to_string(),
            Key::Name { .. } => normal(&score.name),
        }
    }

    /// Refuses the names (`keys` of the rows) that two rows share or that
    /// two students graded of different ids share, when a student has it.
    fn refuse_shared_names(&self, keys: &[String], scores: &[Score]) -> Result<(), String> {
        let mut rows: BTreeMap<&str, usize> = BTreeMap::new();
        for key in keys.iter().filter(|k| !k.is_empty()) {
            *rows.entry(key).or_default() += 1;
        }
        let mut graded: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
        for score in scores {
            graded
                .entry(normal(&score.name))
                .or_default()
                .insert(score.id.as_str());
        }
        let mut shared = Vec::new();
        for (name, ids) in &graded {
            let in_rows = rows.get(name.as_str()).copied().unwrap_or(0);
            let shown = scores
                .iter()
                .find(|s| normal(&s.name) == *name)
                .map_or(name.clone(), |s| s.name.clone());
            if in_rows > 1 {
                shared.push(format!("{shown} ({in_rows} rows of the gradebook)"));
            } else if in_rows == 1 && ids.len() > 1 {
                shared.push(format!("{shown} ({} students graded)", ids.len()));
            }
        }
        if shared.is_empty() {
            return Ok(());
        }
        Err(format!(
            "matches students by name, and cannot tell apart {}: {}; nothing was filled",
            if shared.len() == 1 {
                "one name".to_string()
            } else {
                format!("{} names", shared.len())
            },
            shared.join(", ")
        ))
    }

    /// The points `score` is written as in `row`: scaled to the column's
    /// maximum, or the cases passed where none is stated; `None` when the
    /// row's own maximum is no number.
    fn points(&self, score: &Score, row: &Row) -> Option<String> {
        let max = match self.column.max {
            Max::Points(max) => max,
            Max::Column(column) => number(row.text(column))?,
            Max::Cases => return Some(score.earned.to_string()),
            Max::Missing => return None,
        };
        let share = match score.possible {
            0 => 0.0,
            possible => score.earned as f64 / possible as f64,
        };
        Some(self.format(share * max))
    }

    /// `value` as the gradebook writes numbers: at most two decimals, no
    /// trailing zeros, a decimal comma where `;` separates the cells.
    fn format(&self, value: f64) -> String {
        let rounded = (value * 100.0).round() / 100.0;
        let text = format!("{rounded:.2}");
        let text = text.trim_end_matches('0').trim_end_matches('.').to_string();
        match self.sheet.separator {
            ';' => text.replace('.', ","),
            _ => text,
        }
    }

    /// The student of `row` as a note names them: their name and key.
    fn label(&self, row: &Row) -> String {
        let name: Vec<&str> = self
            .form
            .label
            .iter()
            .map(|&c| row.text(c).trim())
            .filter(|t| !t.is_empty())
            .collect();
        let name = name.join(" ");
        let key = match self.form.key {
            Key::Id { column, .. } | Key::Group(column) => row.text(column).trim(),
            Key::Name { .. } => "",
        };
        match (name.is_empty(), key.is_empty()) {
            (true, _) => key.to_string(),
            (false, true) => name,
            (false, false) => format!("{name} ({key})"),
        }
    }
}

/// A name as names are compared: its words, in lower case, one space
/// apart.
fn normal(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A system's reader of a gradebook's form: `None` when the shape is not
/// its, the reason when it is but cannot be read.
type Recogniser = fn(&Sheet) -> Option<Result<Form, String>>;

/// The form of `sheet`: the first system that knows its shape; `Err` with
/// the reason when none does, `Ok(Err)` when one does but it is broken.
fn recognise(sheet: &Sheet) -> Result<Result<Form, String>, String> {
    let readers: [Recogniser; 5] = [
        sakai::recognise,
        brightspace::recognise,
        canvas::recognise,
        blackboard::recognise,
        moodle::recognise,
    ];
    for read in readers {
        if let Some(form) = read(sheet) {
            return Ok(form);
        }
    }
    let first = sheet
        .rows
        .first()
        .map(|row| {
            let cells: Vec<&str> = row.cells.iter().take(6).map(|c| c.text.as_str()).collect();
            cells.join(&sheet.separator.to_string())
        })
        .unwrap_or_default();
    Err(format!(
        "is no gradebook export war knows (its first line: {first:?})"
    ))
}

/// The column of `form` to fill: the one named `name` (its header or the
/// assignment's name in it, exactly, else ignoring case), else the only
/// one whose students' cells are all empty.
fn choose(sheet: &Sheet, form: &Form, name: Option<&str>) -> Result<Column, String> {
    let listed = || {
        form.columns
            .iter()
            .map(|c| c.header.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if form.columns.is_empty() {
        return Err(format!(
            "holds no column for an assignment's points: add the assignment in {} and export it again",
            form.system.describe().split('\'').next().unwrap_or_default()
        ));
    }
    if let Some(name) = name {
        let exact = |c: &&Column| c.header == name || c.item == name;
        let loose = |c: &&Column| {
            c.header.trim().eq_ignore_ascii_case(name.trim())
                || c.item.trim().eq_ignore_ascii_case(name.trim())
        };
        let found = form
            .columns
            .iter()
            .find(exact)
            .or_else(|| form.columns.iter().find(loose));
        return found.cloned().ok_or_else(|| {
            format!(
                "has no assignment column named {name:?}; its columns for an assignment: {}",
                listed()
            )
        });
    }
    let empty: Vec<&Column> = form
        .columns
        .iter()
        .filter(|c| {
            form.students
                .iter()
                .all(|&r| sheet.rows[r].text(c.index).trim().is_empty())
        })
        .collect();
    match empty.as_slice() {
        [one] => Ok((*one).clone()),
        [] => Err(format!(
            "has no empty column for the assignment: give --gradebook-column with the one to fill, of: {}",
            listed()
        )),
        several => Err(format!(
            "has {} empty columns for an assignment, {}: give --gradebook-column with the assignment's",
            several.len(),
            several
                .iter()
                .map(|c| c.header.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// Reads and fills the gradebook at `gradebook` with `scores`
/// ([`Gradebook::read`], [`Gradebook::fill`]).
pub fn fill(gradebook: &Path, column: Option<&str>, scores: &[Score]) -> Result<Filled, Error> {
    Gradebook::read(gradebook, column)?.fill(scores)
}

/// A student of a graded class, as the grades and feedback go back.
#[derive(Debug, Clone)]
pub struct Graded {
    /// The student, with the key of their report.
    pub student: Student,
    /// The cases passed.
    pub passed: usize,
    /// The cases graded.
    pub total: usize,
    /// Their page (`DIR/students/KEY.html`), when there is one.
    pub page: Option<PathBuf>,
}

/// What [`write_back`] wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WrittenBack {
    /// The files written in the results folder, by name.
    pub files: Vec<String>,
    /// What the teacher should know.
    pub notes: Vec<String>,
}

/// The name of the zip of feedback files for the system's bulk upload.
pub const FEEDBACK_ZIP: &str = "feedback.zip";

/// The largest page a feedback zip takes, in bytes.
const MAX_PAGE_BYTES: usize = 16 << 20;

/// Writes into `out` what goes back into the system `class` came from:
/// `gradebook` filled with the scores of `graded` (the import file, its
/// own name after `import-`), and with `feedback` each student's page as
/// the system's bulk feedback upload takes it ([`FEEDBACK_ZIP`]: Moodle's
/// "Upload multiple feedback files in a zip", Sakai's "Upload All" with the
/// filled `grades.csv` when the gradebook is Sakai's); a system that takes
/// no feedback files gets a note.
///
/// Fails as [`Gradebook::fill`] does, or with [`ErrorKind::Write`] when a
/// file cannot be written, [`ErrorKind::Io`] when a page cannot be read.
pub fn write_back(
    out: &Path,
    class: &Class,
    gradebook: Option<&Gradebook>,
    feedback: bool,
    graded: &[Graded],
) -> Result<WrittenBack, Error> {
    let mut back = WrittenBack::default();
    let mut grades = None;
    if let Some(gradebook) = gradebook {
        let scores: Vec<Score> = graded
            .iter()
            .map(|g| Score::of(&g.student, g.passed, g.total))
            .collect();
        let filled = gradebook.fill(&scores)?;
        write_bytes(&out.join(&filled.file_name), &filled.bytes)?;
        back.files.push(filled.file_name.clone());
        back.notes.extend(filled.notes.iter().cloned());
        if gradebook.system() == System::Sakai {
            grades = Some(filled.bytes);
        }
    }
    if !feedback {
        return Ok(back);
    }
    let mut pages = Vec::new();
    for one in graded {
        let submission = class
            .submissions
            .iter()
            .find(|s| s.students.iter().any(|t| t.key == one.student.key));
        let (Some(folder), Some(page)) = (submission.and_then(|s| s.feedback.clone()), &one.page)
        else {
            continue;
        };
        pages.push(feedback::Page {
            folder,
            file: format!("{}.html", one.student.key),
            bytes: read_bytes_bounded(page, MAX_PAGE_BYTES)?,
        });
    }
    let entries = match class.layout {
        Layout::Moodle => feedback::moodle(&pages),
        Layout::Sakai => feedback::sakai(&class.title(), grades.as_deref(), &pages),
        other => {
            back.notes.push(format!(
                "no {FEEDBACK_ZIP} written: the system of {} takes no feedback files in bulk; each student's page is in students/",
                other.describe()
            ));
            return Ok(back);
        }
    };
    if pages.is_empty() {
        back.notes.push(format!(
            "no submission of the class is keyed for {}'s feedback upload: no {FEEDBACK_ZIP} written",
            class.layout.describe()
        ));
        return Ok(back);
    }
    write_zip(&out.join(FEEDBACK_ZIP), &entries)?;
    back.files.push(FEEDBACK_ZIP.to_string());
    back.notes.push(feedback::describe(
        class.layout,
        pages.len(),
        grades.is_some(),
    ));
    Ok(back)
}

/// Writes `bytes` at `path`.
fn write_bytes(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    fs::write(path, bytes)
        .map_err(|e| Error::new(ErrorKind::Write, path.display().to_string(), e.to_string()))
}
