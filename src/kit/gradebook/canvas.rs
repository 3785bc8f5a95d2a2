//! Canvas's gradebook export (instructure/canvas-lms,
//! `lib/gradebook_exporter.rb`): a header row `Student,ID,SIS User
//! ID,SIS Login ID,Section`, then a column per assignment titled `NAME
//! (ASSIGNMENT-ID)`, then the totals; a row of `Muted` marks when an
//! assignment is muted; the row `    Points Possible` with each
//! assignment's points; a row per student, `ID` the user id the
//! download's file names carry. Its separator is `,`, or `;` where the
//! teacher's language writes a decimal comma; a UTF-8 byte-order mark is
//! added on request. The import reads the same columns back.

use std::sync::LazyLock;

use regex::Regex;

use super::form::{find, number, Column, Form, Key, Max, System};
use crate::kit::csv::Sheet;

/// An assignment's column: its title and Canvas's id of it.
static ASSIGNMENT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?<item>.+) \((?<id>\d+)\)$").expect("a regex"));

/// The export's form when its header starts `Student,ID` and a row of
/// points possible follows it.
pub(super) fn recognise(sheet: &Sheet) -> Option<Result<Form, String>> {
    let header = sheet.rows.first()?;
    if header.text(0).trim() != "Student" || header.text(1).trim() != "ID" {
        return None;
    }
    let points =
        (1..sheet.rows.len().min(4)).find(|&r| sheet.rows[r].text(0).trim() == "Points Possible");
    let Some(points) = points else {
        return Some(Err(
            "is Canvas's gradebook export without its row of points possible".to_string(),
        ));
    };
    let id = find(header, "ID")?;
    let columns = header
        .cells
        .iter()
        .enumerate()
        .filter_map(|(index, cell)| {
            let named = ASSIGNMENT.captures(&cell.text)?;
            let max = number(sheet.rows[points].text(index)).map_or(Max::Missing, Max::Points);
            Some(Column {
                index,
                header: cell.text.clone(),
                item: named["item"].to_string(),
                max,
            })
        })
        .collect();
    Some(Ok(Form {
        system: System::Canvas,
        students: Form::rows_from(sheet, points + 1, id),
        key: Key::Id {
            column: id,
            digits: false,
        },
        label: vec![0],
        columns,
    }))
}
