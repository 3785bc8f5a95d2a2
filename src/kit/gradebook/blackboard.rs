//! Blackboard Learn's Grade Center download ("Work Offline", "Download";
//! Blackboard's code is not public: the shape below is its files'): a
//! header row `"Last Name","First Name","Username","Student
//! ID",...`, then a column per Grade Center column titled `NAME [Total
//! Pts: 34 Score] |COLUMN-ID` (calculated columns state `up to`), a row
//! per student; every cell quoted. Tab-separated, it is UTF-16 with a
//! byte-order mark (`.xls`); comma-separated, UTF-8 (`.csv`). Students are
//! matched by `Username`, which the download's file names carry; the
//! upload reads the same columns back.

use std::sync::LazyLock;

use regex::Regex;

use super::form::{find, number, Column, Form, Key, Max, System};
use crate::kit::csv::Sheet;

/// A Grade Center column: its name, whether its points are calculated
/// (`up to`), its points, and its id.
static COLUMN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?<item>.*?) ?\[Total Pts: (?<upto>up to )?(?<max>[0-9.,]+)(?: [^\]]*)?\](?: \|(?<id>\d+))?$",
    )
    .expect("a regex")
});

/// The download's form when its header names `Username` and a column
/// states its `Total Pts`; calculated columns (`up to`) are no
/// assignment's.
pub(super) fn recognise(sheet: &Sheet) -> Option<Result<Form, String>> {
    let header = sheet.rows.first()?;
    let username = find(header, "Username")?;
    let named: Vec<_> = header
        .cells
        .iter()
        .enumerate()
        .filter_map(|(index, cell)| Some((index, cell, COLUMN.captures(&cell.text)?)))
        .collect();
    if named.is_empty() && find(header, "Last Name").is_none() {
        return None;
    }
    let columns = named
        .into_iter()
        .filter(|(_, _, found)| found.name("upto").is_none())
        .map(|(index, cell, found)| Column {
            index,
            header: cell.text.clone(),
            item: found["item"].trim().to_string(),
            max: number(&found["max"]).map_or(Max::Missing, Max::Points),
        })
        .collect();
    let label = [find(header, "First Name"), find(header, "Last Name")]
        .into_iter()
        .flatten()
        .collect();
    Some(Ok(Form {
        system: System::Blackboard,
        students: Form::rows_from(sheet, 1, username),
        key: Key::Id {
            column: username,
            digits: false,
        },
        label,
        columns,
    }))
}
