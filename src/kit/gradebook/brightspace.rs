//! Brightspace's (D2L) grades export ("Grades", "Export"; its code is not
//! public: the shape below is its files', and the import file
//! chase1971/D2L-Assignment-Assistant builds from it,
//! `dev-tools/dummy_import.csv`, `python-modules/import_file_handler.py`):
//! a header row `OrgDefinedId,Username,Last Name,First Name,Email`, a
//! column per grade item titled `NAME Points Grade <Numeric MaxPoints:10
//! Weight:...>`, and `End-of-Line Indicator`, whose cells are `#`; the
//! username written with its `#` (`#alima`); a last line `#`. Brightspace's
//! download of submissions names a student by name and by a number of its
//! own that the export does not hold, so a row is matched by `First Name`
//! and `Last Name`, and a name shared is refused.

use std::sync::LazyLock;

use regex::Regex;

use super::form::{find, number, Column, Form, Key, Max, System};
use crate::kit::csv::Sheet;

/// A grade item's points column: its name, and what it states between
/// `<` and `>`.
static ITEM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?<item>.+?) Points Grade(?: <(?<spec>[^>]*)>)?$").expect("a regex")
});

/// The most points a column's `<Numeric MaxPoints:10 ...>` states.
static MAX_POINTS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"MaxPoints:\s*(?<max>[0-9.,]+)").expect("a regex"));

/// The export's form when its header names `OrgDefinedId` or `End-of-Line
/// Indicator`.
pub(super) fn recognise(sheet: &Sheet) -> Option<Result<Form, String>> {
    let header = sheet.rows.first()?;
    if find(header, "OrgDefinedId").is_none() && find(header, "End-of-Line Indicator").is_none() {
        return None;
    }
    let (Some(first), Some(last)) = (find(header, "First Name"), find(header, "Last Name")) else {
        return Some(Err(
            "is Brightspace's grades export without the First Name and Last Name columns, which its students are matched by"
                .to_string(),
        ));
    };
    let columns = header
        .cells
        .iter()
        .enumerate()
        .filter_map(|(index, cell)| {
            let found = ITEM.captures(&cell.text)?;
            let max = found
                .name("spec")
                .and_then(|spec| MAX_POINTS.captures(spec.as_str()))
                .and_then(|m| number(&m["max"]))
                .map_or(Max::Missing, Max::Points);
            Some(Column {
                index,
                header: cell.text.clone(),
                item: found["item"].to_string(),
                max,
            })
        })
        .collect();
    let students = (1..sheet.rows.len())
        .filter(|&r| {
            let row = &sheet.rows[r];
            !(row.text(first).trim().is_empty() && row.text(last).trim().is_empty())
        })
        .collect();
    Some(Ok(Form {
        system: System::Brightspace,
        students,
        key: Key::Name { first, last },
        label: vec![first, last],
        columns,
    }))
}
