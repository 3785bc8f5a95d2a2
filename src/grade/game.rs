//! The seam between the grader and a game: what a game tells the grader
//! about the code a student hands in ([`Entry`]), how it grades one port
//! ([`Game`]), and what the grader reads of the report it gives
//! ([`Graded`]). Everything else (reading a class, building each
//! submission confined, the protocol, the summary, the report files) is the
//! grader's, the same for every game.

use std::path::PathBuf;

use crate::kit::error::Error;
use crate::kit::locale::Locale;
use crate::kit::process::Stop;
use crate::kit::report;

use super::class::note::ClassNote;
use super::class::row::{Row, Standing};
use super::protocol::Limits;
use super::reason::Reason;
use super::view::StudentView;

/// How a game's entry point looks in a student's code, and the adapters
/// that call it: what the grader needs to tell a submission's language, to
/// find the class or module to grade, and to run it.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    /// The game's program: `war`.
    pub program: &'static str,
    /// The Java method's name: `findWinner`.
    pub java_method: &'static str,
    /// The Java method as a reason names it: `findWinner(List<Integer>
    /// deck)`.
    pub java_signature: &'static str,
    /// The Java method as the reason of a class that compiles without it
    /// names it: `static int findWinner(List<Integer> deck)`.
    pub java_static_signature: &'static str,
    /// Whether Java code (comments and strings blanked) declares the
    /// method, by its name and parameters.
    pub java_declares: fn(&str) -> bool,
    /// The class graded first when several have the method: `War`.
    pub java_class: &'static str,
    /// The Python functions, the first the usual one: `find_winner`,
    /// `findWinner`.
    pub python_functions: &'static [&'static str],
    /// The Python function as a reason names it: `def find_winner(deck) or
    /// findWinner(deck)`.
    pub python_signature: &'static str,
    /// The module graded first when several define the function: `war`.
    pub python_module: &'static str,
    /// The Java adapter's source.
    pub java_adapter: &'static str,
    /// The Java adapter's class, in its package: `warkata.adapter.WarAdapter`.
    pub java_adapter_class: &'static str,
    /// The Python adapter's source.
    pub python_adapter: &'static str,
    /// The Python adapter's file: `war_adapter.py`.
    pub python_adapter_file: &'static str,
}

impl Entry {
    /// The Java adapter's file: the last part of its class, `.java`.
    pub fn java_adapter_file(&self) -> String {
        let simple = self
            .java_adapter_class
            .rsplit('.')
            .next()
            .unwrap_or(self.java_adapter_class);
        format!("{simple}.java")
    }

    /// The Java adapter's source file, under its package's folders:
    /// `warkata/adapter/WarAdapter.java`.
    pub fn java_adapter_path(&self) -> PathBuf {
        let mut path: PathBuf = self.java_adapter_class.split('.').collect();
        path.set_extension("java");
        path
    }
}

/// Who a report is for.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Audience {
    /// The teacher: it points at the fixtures and the game's commands.
    #[default]
    Teacher,
    /// The student (the autograder's): the case and the reference's
    /// answer, no file of the teacher's; each case linked to the fixtures'
    /// published folder when there is one.
    Student {
        /// Where the fixtures are published, if they are.
        fixtures_url: Option<String>,
    },
}

/// A game as the grader grades its ports: its entry point, its cases (held
/// by the value), and how one port is graded.
pub trait Game: Sync {
    /// What grading one port gives.
    type Report: Graded;

    /// The entry point and the adapters.
    fn entry(&self) -> &Entry;

    /// The name of the rules the ports play (`umass`).
    fn rules(&self) -> String;

    /// Whether an answer only an accepted alternative reading gives fails.
    fn strict(&self) -> bool;

    /// How many cases each port is graded on.
    fn cases(&self) -> usize;

    /// Grades the port that `command` (a line of `sh`) runs, within
    /// `limits`, until `stop`; `notes` go into its report.
    ///
    /// Fails only when the command cannot be started at all.
    fn grade(
        &self,
        command: &str,
        limits: Limits,
        stop: &Stop,
        notes: Vec<ClassNote>,
    ) -> Result<Self::Report, Error>;

    /// The report of a port that did not run: every case failed as not
    /// run, for `reason`, with the compiler's `errors` when it did not
    /// compile.
    fn not_run(&self, reason: &Reason, errors: &str) -> Self::Report;

    /// The class report: `index.html` and a page per student.
    ///
    /// Fails when a page cannot be drawn.
    fn pages(&self, rows: &[Row<Self::Report>], notes: &[String]) -> Result<Pages, Error>;
}

/// The class report's pages: `index.html`, and each student's page by its
/// path under the results folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pages {
    /// `index.html`.
    pub index: String,
    /// Each student's page: its path (`students/KEY.html`) and text.
    pub students: Vec<(String, String)>,
}

/// What the grader reads of a game's report of one port.
pub trait Graded: Clone + Send + Sync {
    /// The cases passed: the score.
    fn passed(&self) -> usize;

    /// The cases graded.
    fn total(&self) -> usize;

    /// Shows `command` as the command that ran the port (the one that runs
    /// it by hand, not the launcher's).
    fn show_command(&mut self, command: String);

    /// The misreadings the report names for the summary: each set that
    /// explains every answer, or the closest with how much it leaves
    /// unexplained.
    fn misreadings(&self) -> Vec<String>;

    /// Whether [`Graded::misreadings`] names a closest set, with how many
    /// answers it leaves (`(all but 2 of 60 answers)`), which the class
    /// report then explains in words.
    fn names_closest(&self) -> bool {
        false
    }

    /// How the port stood, and why in one line: crashed on start, timed
    /// out, or graded (with the failure most of its cases share).
    fn standing(&self, limits: &Limits) -> (Standing, String);

    /// Makes the report for its reader: `notes` added, in `locale`, for
    /// `audience`.
    fn address(&mut self, notes: &[ClassNote], locale: Locale, audience: Audience);

    /// Adds a note.
    fn note(&mut self, note: ClassNote);

    /// Whether the report shows the port's standard error cut short.
    fn stderr_was_cut(&self) -> bool;

    /// The port's whole standard error as kept, for a file beside the
    /// report.
    fn full_stderr(&self) -> String;

    /// The report in the kit's model, which every format draws.
    fn to_report(&self) -> report::Report;

    /// The report as the class report's pages show it: its misreadings,
    /// its failures grouped by cause, its standard error and notes.
    fn page(&self) -> StudentView;

    /// How long the port's run over the cases took (the random inputs
    /// asked with them); the rest of its grading is its diagnosis. No
    /// report shows it.
    fn answering(&self) -> std::time::Duration;
}
