//! What the grader tells in a submission's report of how it was read,
//! built and confined: kept as data, worded when shown in the report's
//! language (the grader's Fluent files, `src/grade/locales/`), so that a
//! Dutch student's report is Dutch to its last note.

use crate::grade::reason::say;
use crate::kit::class::note::ReadNote;
use crate::kit::locale::{arg, Locale, Worded};

/// A note of the class grader on one submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassNote {
    /// How it was read from the export.
    Read(ReadNote),
    /// It holds Java and Python: which was graded, and why.
    Language(Choice),
    /// Several classes have the entry point: the one graded.
    OtherClasses {
        /// The class graded.
        class: String,
        /// The entry point: `findWinner`.
        method: &'static str,
        /// The others that have it.
        others: Vec<String>,
    },
    /// A file holds a public class of another name: compiled under the
    /// class's name.
    PublicClass {
        /// The file, in the submission.
        file: String,
        /// The public class it holds.
        class: String,
    },
    /// The whole does not compile: a part of it that does was graded.
    CompiledPart {
        /// The files graded.
        files: usize,
        /// The `.java` files of the submission.
        of: usize,
        /// The entry point: `findWinner`.
        method: &'static str,
    },
    /// Several Python files define the entry point: the module graded.
    OtherModules {
        /// The module graded, by its file.
        module: String,
        /// How many other files define it.
        others: usize,
        /// The entry point: `find_winner`.
        function: &'static str,
    },
    /// How the code ran confined: the mechanisms and limits, worded by the
    /// kit.
    Confined(Worded),
    /// The report cuts the port's standard error short; the whole of it is
    /// in this file beside it.
    StderrCut {
        /// The file's name.
        file: String,
    },
    /// A game's note (on its fixtures, say), worded by the game.
    Game(Worded),
}

/// Which language of a submission holding both was graded, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Its `.java` files.
    pub java_files: usize,
    /// Its `.py` files.
    pub python_files: usize,
    /// The Java method of the entry point: `findWinner`.
    pub method: &'static str,
    /// The Python function of the entry point: `find_winner`.
    pub function: &'static str,
    /// The file of each language that has the entry point, if one does.
    pub declaring: (Option<String>, Option<String>),
}

impl Choice {
    /// The choice in `locale`: the Java when a `.java` file declares the
    /// method or no `.py` file defines the function, else the Python.
    pub fn show_in(&self, locale: Locale) -> String {
        let both = say(
            locale,
            "class-both-languages",
            &[
                arg("java", self.java_files),
                arg("python", self.python_files),
            ],
        );
        let (method, function) = (arg("method", self.method), arg("function", self.function));
        let file = |name: &'static str, path: &String| arg(name, path.clone());
        let why = match &self.declaring {
            (Some(java), Some(python)) => say(
                locale,
                "class-graded-java-both",
                &[method, function, file("java", java), file("python", python)],
            ),
            (Some(java), None) => say(
                locale,
                "class-graded-java",
                &[method, function, file("java", java)],
            ),
            (None, Some(python)) => say(
                locale,
                "class-graded-python",
                &[method, function, file("python", python)],
            ),
            (None, None) => say(locale, "class-graded-java-neither", &[method]),
        };
        format!("{both}: {why}")
    }
}

impl ClassNote {
    /// The note in `locale`.
    pub fn show_in(&self, locale: Locale) -> String {
        match self {
            ClassNote::Read(note) => note.show_in(locale),
            ClassNote::Language(choice) => choice.show_in(locale),
            ClassNote::OtherClasses {
                class,
                method,
                others,
            } => say(
                locale,
                "class-other-classes",
                &[
                    arg("class", class.as_str()),
                    arg("method", *method),
                    arg("others", others.join(", ")),
                ],
            ),
            ClassNote::PublicClass { file, class } => say(
                locale,
                "class-public-class",
                &[arg("file", file.as_str()), arg("class", class.as_str())],
            ),
            ClassNote::CompiledPart { files, of, method } => say(
                locale,
                "class-compiled-part",
                &[arg("files", *files), arg("of", *of), arg("method", *method)],
            ),
            ClassNote::OtherModules {
                module,
                others,
                function,
            } => say(
                locale,
                "class-other-modules",
                &[
                    arg("module", module.as_str()),
                    arg("others", *others),
                    arg("function", *function),
                ],
            ),
            ClassNote::Confined(how) => say(
                locale,
                "class-confined",
                &[arg("how", how.show_in(locale).to_string())],
            ),
            ClassNote::StderrCut { file } => {
                say(locale, "class-stderr-cut", &[arg("file", file.as_str())])
            }
            ClassNote::Game(note) => note.show_in(locale).to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_of_a_language_reads_as_before_in_english_and_in_dutch() {
        let choice = Choice {
            java_files: 1,
            python_files: 2,
            method: "findWinner",
            function: "find_winner",
            declaring: (None, Some("war.py".into())),
        };
        assert_eq!(
            choice.show_in(Locale::En),
            "it holds 1 .java file and 2 .py files: graded the Python, since war.py defines find_winner and no .java file declares findWinner"
        );
        assert_eq!(
            choice.show_in(Locale::Nl),
            "er zit 1 .java-bestand en 2 .py-bestanden in: de Python is beoordeeld, want war.py definieert find_winner en geen .java-bestand declareert findWinner"
        );
    }

    #[test]
    fn one_other_file_defines_and_several_define() {
        let note = |others| ClassNote::OtherModules {
            module: "war.py".into(),
            others,
            function: "find_winner",
        };
        assert_eq!(
            note(1).show_in(Locale::En),
            "graded war.py; 1 other file defines find_winner too"
        );
        assert_eq!(
            note(2).show_in(Locale::En),
            "graded war.py; 2 other files define find_winner too"
        );
        assert_eq!(
            note(2).show_in(Locale::Nl),
            "war.py is beoordeeld; 2 andere bestanden definiëren find_winner ook"
        );
    }

    #[test]
    fn a_game_note_is_shown_as_the_game_worded_it() {
        let note = ClassNote::Game(Worded::new(|locale| locale.code().to_string()));
        assert_eq!(note.show_in(Locale::En), "en");
        assert_eq!(note.show_in(Locale::Nl), "nl");
    }
}
