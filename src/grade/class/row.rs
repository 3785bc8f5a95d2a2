//! A student's row of a graded class, and how their submission stood.

use std::time::Duration;

use serde::Serialize;

use super::language::Language;
use crate::kit::class::Student;

/// How a submission stood after its grading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// Its port ran and answered: its score is what it earned.
    Graded,
    /// Its port answered no case within the time limit.
    TimedOut,
    /// Its port ended before its first answer, every time it was started.
    CrashedOnStart,
    /// It does not compile.
    DoesNotCompile,
    /// No `findWinner` of the right shape was found in it.
    NoFindWinner,
    /// It holds no `.java` or `.py` file.
    NoSource,
    /// No runtime of its language may run the students' code on this
    /// machine (the only `python3` is in root's home).
    NoRuntime,
    /// It was refused: a zip bomb, a path out of its folder, too many
    /// files, a file that is no submission.
    Refused,
    /// The grading was stopped (a signal) before it was graded in full.
    Stopped,
}

impl Standing {
    /// The standing as `summary.csv` writes it: `graded`, `does_not_compile`.
    pub fn name(self) -> &'static str {
        match self {
            Standing::Graded => "graded",
            Standing::TimedOut => "timed_out",
            Standing::CrashedOnStart => "crashed_on_start",
            Standing::DoesNotCompile => "does_not_compile",
            Standing::NoFindWinner => "no_find_winner",
            Standing::NoSource => "no_source",
            Standing::NoRuntime => "no_runtime",
            Standing::Refused => "refused",
            Standing::Stopped => "not_run",
        }
    }
}

/// One student's line of the class's summary, with the report of the
/// submission they handed in (a group's members each have a row, the same
/// but for the student).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row<R> {
    /// The student: their name, id and whether the system marks them late,
    /// as the export gives them, and the key their report is written under.
    pub student: Student,
    /// The submission's name in the export.
    pub submission: String,
    /// The files the port was built from (empty when none was built).
    pub files: Vec<String>,
    /// Its language, when one was told.
    pub language: Option<Language>,
    /// How it stood.
    pub standing: Standing,
    /// Why it was not graded, or the most frequent failure of a graded
    /// one, and which language was graded when it holds both; empty when
    /// there is nothing to say.
    pub reason: String,
    /// What was graded: the Java class or the Python module.
    pub graded: String,
    /// Its report.
    pub report: R,
    /// How long building and grading it took.
    pub timings: Timings,
}

/// How long a submission's steps took, phase by phase: building it
/// (gathering aside) is compiling it and finding its class or module;
/// grading its port is running it on the cases and its diagnosis (the
/// diagnosis's games, the random decks' shrinking, the reading of its
/// answers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Timings {
    /// Compiling it: every `javac` of it (a part of it included when it
    /// does not compile whole); nothing for Python.
    pub compile: Duration,
    /// The rest of building it: finding its class (the adapter's
    /// reflection in a JVM) or its module, and its command.
    pub find: Duration,
    /// Its port's run over the cases (and the random decks with them).
    pub cases: Duration,
    /// The rest of grading it: its diagnosis.
    pub diagnosis: Duration,
}

impl Timings {
    /// Building it: compiling and finding.
    pub fn build(&self) -> Duration {
        self.compile + self.find
    }

    /// Grading its port: the cases and the diagnosis.
    pub fn grade(&self) -> Duration {
        self.cases + self.diagnosis
    }

    /// Every phase together.
    pub fn total(&self) -> Duration {
        self.build() + self.grade()
    }

    /// The phases' names and times, in order: `compile`, `find`, `cases`,
    /// `diagnosis`.
    pub fn phases(&self) -> [(&'static str, Duration); 4] {
        [
            ("compile", self.compile),
            ("find", self.find),
            ("cases", self.cases),
            ("diagnosis", self.diagnosis),
        ]
    }
}
