//! What the teacher (and, in a student's report, the student) should know
//! of how one submission was read from the export: kept as data, worded
//! when shown in the reader's language (the kit's Fluent files,
//! `src/kit/locales/`). A class's own notes (the layout recognised,
//! entries left out) are the teacher's alone and stay English words.

use crate::kit::locale::{arg, Locale};
use crate::kit::report::say;

/// A fact of how a submission was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadNote {
    /// An archive other than a zip (`.rar`, `.7z`, ...), not opened.
    OtherArchive {
        /// Its path in the submission.
        name: String,
        /// Its kind, by its extension: `rar`.
        kind: &'static str,
    },
    /// A file written twice at one path: the second was left out.
    Twice {
        /// The path.
        path: String,
    },
    /// Zips left closed, and why.
    Unopened {
        /// Their paths in the submission.
        zips: Vec<String>,
        /// Why they were left closed.
        why: Unopened,
    },
    /// A zip opened.
    Unzipped {
        /// Its path in the submission.
        zip: String,
    },
    /// A file Canvas renamed on a second upload, read by its first name.
    Renamed {
        /// The name Canvas gave it: `War-1.java`.
        renamed: String,
        /// The name it was read as: `War.java`.
        original: String,
    },
    /// The last of several attempts graded (Blackboard, Brightspace).
    LastAttempt {
        /// When the graded attempt was handed in.
        graded: String,
        /// When the earlier ones were.
        earlier: Vec<String>,
    },
    /// A second attachment of one name (Sakai numbers it), not graded.
    SecondAttachment {
        /// Its name in the export: `War(1).java`.
        name: String,
        /// The name it repeats: `War.java`.
        first: String,
    },
}

/// Why zips were left closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unopened {
    /// The files to grade are beside them.
    FilesBeside,
    /// They are nested deeper than this.
    TooDeep(usize),
}

impl ReadNote {
    /// The note in `locale`.
    pub fn show_in(&self, locale: Locale) -> String {
        match self {
            ReadNote::OtherArchive { name, kind } => say(
                locale,
                "read-other-archive",
                &[arg("name", name.as_str()), arg("kind", *kind)],
            ),
            ReadNote::Twice { path } => say(locale, "read-twice", &[arg("path", path.as_str())]),
            ReadNote::Unopened { zips, why } => {
                let why = match why {
                    Unopened::FilesBeside => say(locale, "read-unopened-files-beside", &[]),
                    Unopened::TooDeep(depth) => {
                        say(locale, "read-unopened-too-deep", &[arg("depth", *depth)])
                    }
                };
                say(
                    locale,
                    "read-unopened",
                    &[
                        arg("zips", zips.len()),
                        arg("names", zips.join(", ")),
                        arg("why", why),
                    ],
                )
            }
            ReadNote::Unzipped { zip } => say(locale, "read-unzipped", &[arg("zip", zip.as_str())]),
            ReadNote::Renamed { renamed, original } => say(
                locale,
                "read-renamed",
                &[
                    arg("renamed", renamed.as_str()),
                    arg("original", original.as_str()),
                ],
            ),
            ReadNote::LastAttempt { graded, earlier } => say(
                locale,
                "read-last-attempt",
                &[
                    arg("graded", graded.as_str()),
                    arg("earlier", earlier.join(", ")),
                ],
            ),
            ReadNote::SecondAttachment { name, first } => say(
                locale,
                "read-second-attachment",
                &[arg("name", name.as_str()), arg("first", first.as_str())],
            ),
        }
    }
}

/// English, the teacher's words.
impl std::fmt::Display for ReadNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.show_in(Locale::En))
    }
}

/// The notes in English, as the tests read them.
#[cfg(test)]
pub(crate) fn english(notes: &[ReadNote]) -> Vec<String> {
    notes.iter().map(ToString::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_note_reads_in_english_as_before_and_in_dutch() {
        let unopened = ReadNote::Unopened {
            zips: vec!["a.zip".into()],
            why: Unopened::TooDeep(3),
        };
        assert_eq!(
            unopened.show_in(Locale::En),
            "left 1 zip unopened (a.zip): zips nested more than 3 deep are not opened"
        );
        assert_eq!(
            unopened.show_in(Locale::Nl),
            "1 zip niet geopend (a.zip): zips die meer dan 3 diep in elkaar zitten, worden niet geopend"
        );
        let beside = ReadNote::Unopened {
            zips: vec!["a.zip".into(), "b.zip".into()],
            why: Unopened::FilesBeside,
        };
        assert_eq!(
            beside.show_in(Locale::En),
            "left 2 zips unopened (a.zip, b.zip): the files to grade are beside them"
        );
        let attempt = ReadNote::LastAttempt {
            graded: "2024-03-02 10:00".into(),
            earlier: vec!["2024-03-01 09:00".into()],
        };
        assert_eq!(
            attempt.show_in(Locale::En),
            "graded the attempt of 2024-03-02 10:00; the earlier ones were not: 2024-03-01 09:00"
        );
        assert_eq!(
            attempt.show_in(Locale::Nl),
            "de poging van 2024-03-02 10:00 is beoordeeld, de eerdere niet: 2024-03-01 09:00"
        );
    }
}
