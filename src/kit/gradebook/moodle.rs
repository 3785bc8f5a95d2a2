//! Moodle's grading worksheet of an assignment ("Download grading
//! worksheet", offline grading; moodle/moodle, `mod/assign/gradingtable.php`
//! writes it, `mod/assign/feedback/offline/importgradeslib.php` reads it
//! back): a header row naming `Identifier` (`Participant 5571201`, the
//! participant id the download's folders carry, `hiddenuser` and the id),
//! `Full name`, `Grade`, `Maximum Grade` and `Last modified (grade)`
//! (which the import compares, so it is left as downloaded), a row per
//! participant. The import reads the `Grade` column, out of the
//! assignment's maximum. The headers are Moodle's English strings.

use super::form::{find, Column, Form, Key, Max, System};
use crate::kit::csv::Sheet;

/// The worksheet's form when its header names `Identifier`, `Grade` and
/// `Maximum Grade`.
pub(super) fn recognise(sheet: &Sheet) -> Option<Result<Form, String>> {
    let header = sheet.rows.first()?;
    let identifier = find(header, "Identifier")?;
    let grade = find(header, "Grade")?;
    let maximum = find(header, "Maximum Grade")?;
    let label = find(header, "Full name").into_iter().collect();
    Some(Ok(Form {
        system: System::Moodle,
        students: Form::rows_from(sheet, 1, identifier),
        key: Key::Id {
            column: identifier,
            digits: true,
        },
        label,
        columns: vec![Column {
            index: grade,
            header: header.text(grade).to_string(),
            item: header.text(grade).to_string(),
            max: Max::Column(maximum),
        }],
    }))
}
