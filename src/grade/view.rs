//! What a game tells the class report of its grading, as plain data: the
//! catalogue of its misreadings with the fixture that shows each
//! ([`Catalogued`]), and a report as a student's page shows it
//! ([`StudentView`]). The grader's [`page`](super::page) draws them; a
//! game's [`Graded::page`](super::game::Graded::page) gives them.

use serde::Serialize;

use crate::kit::escape::terminal_line;

/// The most lines of a game's trace a page shows; a longer game is left
/// to the command that prints it.
pub const TRACE_LINES: usize = 200;

/// Text from outside (a name, a reason, what a port wrote) as a page shows
/// it on one line: its control characters and direction controls escaped
/// (`\u{202e}`), as the terminal's table shows them, so that none can
/// reorder or hide what is around it; other text as it is.
pub fn one_line(text: &str) -> String {
    terminal_line(text).into_owned()
}

/// A misreading of the game's catalogue, as the index explains it.
#[derive(Debug, Clone, Serialize)]
pub struct Catalogued {
    /// Its name: `two_cards_down`.
    pub name: String,
    /// Whether it is an accepted reading.
    pub accepted: bool,
    /// What the port does, a sentence without its full stop: `The port
    /// lays two cards down in a war`.
    pub explanation: String,
    /// The graded fixture that shows it best, if one does.
    pub example: Option<Shown>,
}

/// A game shown on a page: the case, what the rules give, what else is
/// given, and the reference's game.
#[derive(Debug, Clone, Serialize)]
pub struct Shown {
    /// The fixture's name (a random input's name is its line).
    pub fixture: String,
    /// What the case shows.
    pub description: String,
    /// What the input is called: `deck`, `hands`, `deal`.
    pub noun: &'static str,
    /// The input.
    pub start: String,
    /// The reference's answer.
    pub expected: String,
    /// What the misreading gives (on the index).
    pub misread: String,
    /// The reference's game, when short enough to show.
    pub trace: Option<String>,
    /// How long the game is, when too long to show: `1203 battles`.
    pub length: String,
    /// The command that prints the reference's game; empty when none does.
    pub command: String,
}

/// A misreading a student's row names.
#[derive(Debug, Clone, Serialize)]
pub struct Named {
    /// Its name.
    pub name: String,
    /// Whether it is an accepted reading.
    pub accepted: bool,
}

/// The closest set of misreadings, when none explains every answer, with
/// how many of the port's answers it leaves.
#[derive(Debug, Clone, Serialize)]
pub struct ClosestShown {
    /// The set.
    pub set: Vec<Named>,
    /// The port's answers it does not give.
    pub unexplained: usize,
    /// The port's answers.
    pub answers: usize,
}

/// A student's report as the pages show it.
#[derive(Debug, Clone, Default)]
pub struct StudentView {
    /// The sets of misreadings that explain every answer.
    pub sets: Vec<Vec<Named>>,
    /// When none does, the closest.
    pub closest: Option<ClosestShown>,
    /// The misreadings the port surely shows: in every set, or the
    /// closest's.
    pub certain: Vec<String>,
    /// The diagnosis, in words.
    pub diagnosis: Option<String>,
    /// The failures, grouped by cause.
    pub groups: Vec<Group>,
    /// The port's standard error, each run's cut.
    pub stderr: String,
    /// Whether it was cut: the whole is in the file beside the report.
    pub stderr_cut: bool,
    /// The report's notes.
    pub notes: Vec<String>,
}

/// The failed cases of one cause, and the smallest of them.
#[derive(Debug, Clone, Serialize)]
pub struct Group {
    /// The cause: `expected 0 (draw), got 1 (A wins)`, `crashed: ...`.
    pub cause: String,
    /// The cases' names.
    pub cases: Vec<String>,
    /// The smallest.
    pub smallest: Failure,
}

/// A failed case as a student's page shows it.
#[derive(Debug, Clone, Serialize)]
pub struct Failure {
    /// The case and the reference's game.
    #[serde(flatten)]
    pub shown: Shown,
    /// The case's name.
    pub name: String,
    /// What the port did.
    pub actual: String,
    /// What gives the port's answer, when known.
    pub explanation: Option<String>,
    /// Its excerpt of the port's standard error.
    pub stderr: String,
}
