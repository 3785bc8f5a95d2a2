//! Each student's page laid out as a system's bulk upload of feedback
//! files takes it, keyed by the folder names of the system's own download
//! ([`crate::kit::class::Submission::feedback`]):
//!
//! - Moodle's "Upload multiple feedback files in a zip" (moodle/moodle,
//!   `mod/assign/feedback/file/importziplib.php`,
//!   `is_valid_filename_for_import`): a file's path holds a part
//!   `NAME_PARTICIPANTID_PLUGINTYPE_PLUGINNAME`, as the download named a
//!   student's folder (`Ana Lima_5571201_assignsubmission_file/`); the
//!   file is given to that participant (every member of a team) as
//!   feedback under the rest of its path, and a file already given is
//!   replaced;
//! - Sakai's "Upload All" (sakaiproject/sakai,
//!   `assignment/tool/.../AssignmentAction.java`, `uploadAll_parseZipFile`):
//!   `TITLE/grades.csv` (any entry ending with `grades.csv`; rows from the
//!   fourth, the eid in the second cell, the grade in the fifth, a
//!   group's in the fourth) and `TITLE/FOLDER(eid)/Feedback
//!   Attachment(s)/FILE`, the eid read between the folder's last
//!   parentheses and the feedback's folder named in the teacher's
//!   language, as the download named it. Every other entry must be in a
//!   student's folder, or Sakai refuses the zip.

use std::path::PathBuf;

use crate::kit::archive::ZipEntry;
use crate::kit::class::Layout;
use crate::kit::words::count;

/// One student's page, and where the upload takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The submission's folder for the upload, as the download named it
    /// ([`crate::kit::class::Submission::feedback`]).
    pub folder: PathBuf,
    /// The page's file name: `Ana_Lima_5571201.html`.
    pub file: String,
    /// The page.
    pub bytes: Vec<u8>,
}

/// The entry of `page` under `prefix` (a folder and `/`, or nothing).
fn entry(prefix: &str, page: &Page) -> ZipEntry {
    let folder: Vec<String> = page
        .folder
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    ZipEntry {
        name: format!("{prefix}{}/{}", folder.join("/"), page.file),
        bytes: page.bytes.clone(),
        executable: false,
    }
}

/// The entries of Moodle's feedback zip: each page in its student's
/// folder, `Ana Lima_5571201_assignsubmission_file/Ana_Lima_5571201.html`.
pub fn moodle(pages: &[Page]) -> Vec<ZipEntry> {
    pages.iter().map(|page| entry("", page)).collect()
}

/// The entries of Sakai's "Upload All" zip of the assignment `title`: its
/// `grades.csv` when there is one, and each page in its student's folder
/// of feedback attachments, `War/Lima, Ana(alima)/Feedback
/// Attachment(s)/Ana_Lima_alima.html`.
pub fn sakai(title: &str, grades: Option<&[u8]>, pages: &[Page]) -> Vec<ZipEntry> {
    let prefix = format!("{title}/");
    let mut entries: Vec<ZipEntry> = grades
        .map(|bytes| ZipEntry {
            name: format!("{prefix}grades.csv"),
            bytes: bytes.to_vec(),
            executable: false,
        })
        .into_iter()
        .collect();
    entries.extend(pages.iter().map(|page| entry(&prefix, page)));
    entries
}

/// What a feedback zip of `layout` holds and how to upload it, in a note.
pub fn describe(layout: Layout, pages: usize, grades: bool) -> String {
    let pages = format!("the pages of {}", count(pages, "student"));
    match (layout, grades) {
        (Layout::Moodle, _) => format!(
            "feedback.zip holds {pages} for Moodle's \"Upload multiple feedback files in a zip\", each in its student's folder"
        ),
        (_, true) => format!(
            "feedback.zip holds grades.csv and {pages} for Sakai's \"Upload All\" (tick the grade file and the feedback attachments)"
        ),
        (_, false) => format!(
            "feedback.zip holds {pages} for Sakai's \"Upload All\" (tick the feedback attachments)"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(folder: &str, file: &str) -> Page {
        Page {
            folder: PathBuf::from(folder),
            file: file.to_string(),
            bytes: b"<html></html>".to_vec(),
        }
    }

    #[test]
    fn pages_go_in_the_folders_the_download_named() {
        let names = |entries: Vec<ZipEntry>| -> Vec<String> {
            entries.into_iter().map(|e| e.name).collect()
        };
        assert_eq!(
            names(moodle(&[page(
                "Ana Lima_5571201_assignsubmission_file",
                "Ana_Lima_5571201.html"
            )])),
            ["Ana Lima_5571201_assignsubmission_file/Ana_Lima_5571201.html"]
        );
        let pages = [
            page(
                "Lima, Ana(alima)/Feedback Attachment(s)",
                "Ana_Lima_alima.html",
            ),
            page("Team Red (g-red)/Adjuntos al comentario", "Bo_Chen.html"),
        ];
        assert_eq!(
            names(sakai("War", Some(b"grades"), &pages)),
            [
                "War/grades.csv",
                "War/Lima, Ana(alima)/Feedback Attachment(s)/Ana_Lima_alima.html",
                "War/Team Red (g-red)/Adjuntos al comentario/Bo_Chen.html"
            ]
        );
        assert_eq!(names(sakai("War", None, &pages[..1])).len(), 1);
        assert_eq!(
            describe(Layout::Sakai, 2, true),
            "feedback.zip holds grades.csv and the pages of 2 students for Sakai's \"Upload All\" (tick the grade file and the feedback attachments)"
        );
    }
}
