//! The shape of a system's gradebook, as the readers of each system
//! ([`super::moodle`], [`super::canvas`], ...) give it and
//! [`super::Gradebook`] fills it: the rows of students, how a row names
//! its student, the columns that may be an assignment's and their
//! maximum.

use crate::kit::csv::{Row, Sheet};

/// The system whose gradebook export a gradebook is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// Moodle's grading worksheet of an assignment (`mod/assign`'s
    /// offline grading worksheet).
    Moodle,
    /// Canvas's gradebook export.
    Canvas,
    /// Blackboard Learn's Grade Center download.
    Blackboard,
    /// Brightspace's grades export.
    Brightspace,
    /// Sakai's `grades.csv`, from its "Download All".
    Sakai,
}

impl System {
    /// The gradebook, in words: `Canvas's gradebook export`.
    pub fn describe(self) -> &'static str {
        match self {
            System::Moodle => "Moodle's grading worksheet",
            System::Canvas => "Canvas's gradebook export",
            System::Blackboard => "Blackboard's Grade Center download",
            System::Brightspace => "Brightspace's grades export",
            System::Sakai => "Sakai's grades.csv",
        }
    }
}

/// How a row of a gradebook names its student.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Key {
    /// By the id in a column: the whole cell, or the digits that end it
    /// (`digits`: Moodle's `Participant 5571201`).
    Id { column: usize, digits: bool },
    /// By a group's id in a column (Sakai's group assignments).
    Group(usize),
    /// By first and last name (Brightspace).
    Name { first: usize, last: usize },
}

/// The most points of an assignment's column, as the gradebook states it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Max {
    /// One number for every student: in the column's header
    /// (Blackboard, Brightspace) or its row of points possible (Canvas).
    Points(f64),
    /// Each row's own, in a column (Moodle's `Maximum Grade`).
    Column(usize),
    /// None stated (Sakai): the cases passed are written as they are.
    Cases,
    /// None, where the system states one: the column cannot be filled.
    Missing,
}

/// A column that may be an assignment's.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Column {
    /// Its place in a row.
    pub(super) index: usize,
    /// Its header, whole.
    pub(super) header: String,
    /// The assignment's name in it: `War` of Canvas's `War (812)`.
    pub(super) item: String,
    /// Its most points.
    pub(super) max: Max,
}

/// How a system lays out its gradebook.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Form {
    /// Whose gradebook it is.
    pub(super) system: System,
    /// The rows of students.
    pub(super) students: Vec<usize>,
    /// How a row names its student.
    pub(super) key: Key,
    /// The columns joined to name a row's student in a note.
    pub(super) label: Vec<usize>,
    /// The columns of the right kind for an assignment's points.
    pub(super) columns: Vec<Column>,
}

impl Form {
    /// The first row and the rows of students from `from` on: those whose
    /// cell `column` is not empty.
    pub(super) fn rows_from(sheet: &Sheet, from: usize, column: usize) -> Vec<usize> {
        (from..sheet.rows.len())
            .filter(|&r| !sheet.rows[r].text(column).trim().is_empty())
            .collect()
    }
}

/// The place of the column whose header is `name` in `header`, exactly
/// or else ignoring case and the spaces around it.
pub(super) fn find(header: &Row, name: &str) -> Option<usize> {
    let cells = &header.cells;
    cells.iter().position(|c| c.text == name).or_else(|| {
        cells
            .iter()
            .position(|c| c.text.trim().eq_ignore_ascii_case(name))
    })
}

/// A number as a gradebook writes it: `34`, `8.5`, `34,0` with a decimal
/// comma; `None` when it is none.
pub(super) fn number(text: &str) -> Option<f64> {
    let text = text.trim();
    let read = if text.contains('.') {
        text.replace(',', "")
    } else {
        text.replace(',', ".")
    };
    read.parse::<f64>().ok().filter(|n| n.is_finite())
}
