//! The `grades.csv` of Sakai's "Download All" (sakaiproject/sakai,
//! `assignment/impl/.../AssignmentServiceImpl.java`, `zipSubmissions`,
//! `zipGroupSubmissions`, written by `SpreadsheetExporter.java`'s
//! `CsvExporter`, every cell quoted): a row of the assignment's title and
//! grade type, a row of one empty cell, the header, then a row per
//! submitter, `Display ID,ID,Last Name,First Name,grade,Submission
//! date,Late` (seven cells, eight with notes); a group assignment's is
//! `Group,ID,Users,grade,Submission date,Late` (six). The headers are the
//! teacher's language's, so the form is told by its shape. "Upload All"
//! reads it back from the fourth row (`AssignmentAction.java`,
//! `uploadAll_parseZipFile`): the eid, or the group's id, in the second
//! cell, the grade in the fifth, a group's in the fourth. The file states
//! no maximum: the cases passed are written.

use super::form::{Column, Form, Key, Max, System};
use crate::kit::csv::Sheet;

/// The file's form when its first row holds two cells, its second one
/// empty cell, and its header six cells or more.
pub(super) fn recognise(sheet: &Sheet) -> Option<Result<Form, String>> {
    let [title, blank, header, ..] = sheet.rows.as_slice() else {
        return None;
    };
    let shaped = title.cells.len() == 2
        && blank.cells.len() == 1
        && blank.text(0).is_empty()
        && header.cells.len() >= 6;
    if !shaped {
        return None;
    }
    let group = header.cells.len() == 6;
    let grade = if group { 3 } else { 4 };
    let (key, label) = match group {
        true => (Key::Group(1), vec![0]),
        false => (
            Key::Id {
                column: 1,
                digits: false,
            },
            vec![3, 2],
        ),
    };
    Some(Ok(Form {
        system: System::Sakai,
        students: Form::rows_from(sheet, 3, 1),
        key,
        label,
        columns: vec![Column {
            index: grade,
            header: header.text(grade).to_string(),
            item: header.text(grade).to_string(),
            max: Max::Cases,
        }],
    }))
}
