//! Today's layout, and the one every system's entries fall back to: a
//! folder with one entry per student, each a folder (the code anywhere
//! inside), a zip, or a single file, named after the student.

use std::path::PathBuf;

use super::root::{Item, Kind};
use super::submission::{Part, Reading, Student, Submission};

/// Whether the entry is the page a system writes beside the submissions it
/// exports (`index.html`, which Brightspace writes), never a student's.
pub fn is_system_page(item: &Item) -> bool {
    item.kind == Kind::File && item.name.eq_ignore_ascii_case("index.html")
}

/// Each entry a student of its own, named after the entry (a file's name
/// without its extension: `rupert.py` is `rupert`); a system's page
/// ([`is_system_page`]) is no student, left out with a note.
pub fn read(items: Vec<Item>) -> Reading {
    let (pages, items): (Vec<Item>, Vec<Item>) = items.into_iter().partition(is_system_page);
    let submissions: Vec<Submission> = items.into_iter().map(entry).collect();
    let notes = pages
        .iter()
        .map(|page| {
            format!(
                "{} is a page a system writes beside the submissions, no student's: left out",
                page.name
            )
        })
        .collect();
    Reading {
        claimed: submissions.len(),
        submissions,
        notes,
        ..Reading::default()
    }
}

/// The submission that is the entry `item`.
fn entry(item: Item) -> Submission {
    let (student, dest) = match item.kind {
        Kind::Folder => (item.name.clone(), PathBuf::new()),
        Kind::File => {
            let stem = item
                .name
                .rsplit_once('.')
                .map_or(item.name.as_str(), |(stem, _)| stem);
            let stem = if stem.is_empty() { &item.name } else { stem };
            (stem.to_string(), PathBuf::from(&item.name))
        }
    };
    Submission::single(
        item.name,
        Student::new(student, ""),
        Part {
            path: item.path,
            dest,
        },
    )
}
