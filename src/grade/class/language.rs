//! The languages a submission may be written in.

use serde::Serialize;

/// The language of a submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Language {
    /// `.java` files, compiled with `javac`, run with `java`.
    Java,
    /// `.py` files, run with `python3`.
    Python,
}

impl Language {
    /// The language's name in a table: `java`, `python`.
    pub fn name(self) -> &'static str {
        match self {
            Language::Java => "java",
            Language::Python => "python",
        }
    }

    /// The programs grading a submission in this language needs on `PATH`.
    pub fn tools(self) -> &'static [&'static str] {
        match self {
            Language::Java => &["javac", "java"],
            Language::Python => &["python3"],
        }
    }
}
