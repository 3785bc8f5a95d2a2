//! The notes of a War report: what the grading found beside the cases'
//! verdicts (stray output, decks answered twice, cases not run, the random
//! decks, answers not counted), kept as data and worded in the reader's
//! language when shown; the class grader's notes are its own, worded in
//! the same language ([`Note::Class`]), and a file's or a compiler's words
//! are kept as they are ([`Note::Said`]). A code and its meaning (`1 (A wins)`), which the
//! notes and the reports show alike, is worded here too.

use std::time::Duration;

use super::random::RandomSummary;
use crate::grade::class::note::ClassNote;
use crate::grade::reason::{compiler_errors_in, stopped_in};
use crate::kit::locale::{arg, Locale};
use crate::kit::process::StopReason;
use crate::kit::words::{seconds, thousands};
use crate::war::lang::say;
use crate::war::outcome::Outcome;
use crate::war::rules::Preset;
use crate::war::trace::describe_outcome;

/// One note of a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// Words given as they are: a note of the fixtures' files.
    Said(String),
    /// The class grader's note on how the submission was read, built or
    /// confined.
    Class(ClassNote),
    /// The compiler's errors, in its own words, under a heading.
    CompilerErrors(String),
    /// Fixtures given that play other rules than the graded preset.
    OtherRules {
        /// How many.
        fixtures: usize,
        /// The rules graded.
        preset: Preset,
    },
    /// Every counted pass gave one answer, and the cases expect more than
    /// one: none counts.
    SameAnswer {
        /// The passes not counted.
        uncounted: usize,
        /// The one answer.
        code: i32,
    },
    /// The port's whole time was spent before the last cases.
    OutOfTime {
        /// The time it had.
        budget: Option<Duration>,
        /// The cases not run.
        cases: usize,
    },
    /// The port wrote lines that are not answers.
    Stray {
        /// How many lines.
        lines: usize,
        /// With how many cases.
        cases: usize,
        /// The first line.
        example: String,
        /// The case it came with.
        case: String,
    },
    /// The port answered some decks more than once.
    Several {
        /// How many decks.
        decks: usize,
    },
    /// The port answered nothing for some time-outs in a row.
    GaveUp {
        /// The time-outs in a row.
        timeouts: usize,
        /// The cases not run.
        cases: usize,
    },
    /// The grading was stopped.
    Stopped {
        /// Why.
        reason: StopReason,
        /// The cases not run.
        cases: usize,
    },
    /// The random decks played after the fixtures.
    Random(RandomSummary),
    /// The port holds its answers back until it exits.
    HoldsBack,
}

impl Note {
    /// The note in words, in `locale`.
    pub fn show_in(&self, locale: Locale) -> String {
        match self {
            Note::Said(words) => words.clone(),
            Note::Class(note) => note.show_in(locale),
            Note::CompilerErrors(errors) => compiler_errors_in(errors, locale),
            Note::OtherRules { fixtures, preset } => say(
                locale,
                "note-other-rules",
                &[arg("count", *fixtures), arg("preset", preset.to_string())],
            ),
            Note::SameAnswer { uncounted, code } => say(
                locale,
                "note-same-answer",
                &[
                    arg("uncounted", *uncounted),
                    arg("code", show_code_in(*code, locale)),
                ],
            ),
            Note::OutOfTime { budget, cases } => say(
                locale,
                "note-out-of-time",
                &[
                    arg("budget", budget.map(seconds).unwrap_or_default()),
                    arg("cases", *cases),
                ],
            ),
            Note::Stray {
                lines,
                cases,
                example,
                case,
            } => say(
                locale,
                "note-stray",
                &[
                    arg("lines", *lines),
                    arg("cases", *cases),
                    arg("example", format!("{example:?}")),
                    arg("case", case.as_str()),
                ],
            ),
            Note::Several { decks } => say(locale, "note-several", &[arg("decks", *decks)]),
            Note::GaveUp { timeouts, cases } => say(
                locale,
                "note-gave-up",
                &[arg("timeouts", *timeouts), arg("cases", *cases)],
            ),
            Note::Stopped { reason, cases } => say(
                locale,
                "note-stopped",
                &[
                    arg("stopped", stopped_in(*reason, locale)),
                    arg("cases", *cases),
                ],
            ),
            Note::Random(summary) => random_in(summary, locale),
            Note::HoldsBack => say(locale, "note-holds-back", &[]),
        }
    }
}

/// English, the teacher's words.
impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.show_in(Locale::En))
    }
}

impl From<String> for Note {
    fn from(words: String) -> Note {
        Note::Said(words)
    }
}

/// The note on the random decks, in `locale`: how many the port played,
/// how many disagreed, how many were shrunk and to how many smallest decks.
fn random_in(summary: &RandomSummary, locale: Locale) -> String {
    let decks = summary.decks;
    let played = say(
        locale,
        "note-random-played",
        &[
            arg("count", thousands(decks.count)),
            arg("seed", decks.seed.to_string()),
        ],
    );
    let not_run = match summary.not_run {
        0 => String::new(),
        n => say(
            locale,
            "note-random-not-run",
            &[arg("count", thousands(n as u64))],
        ),
    };
    let played = arg("played", format!("{played}{not_run}"));
    if summary.disagreed == 0 {
        return say(locale, "note-random-agrees", &[played]);
    }
    let shrunk = if summary.shrunk < summary.disagreed {
        say(
            locale,
            "note-random-shrunk-some",
            &[arg("shrunk", summary.shrunk)],
        )
    } else {
        say(locale, "note-random-shrunk-each", &[])
    };
    say(
        locale,
        "note-random-disagrees",
        &[
            played,
            arg("disagreed", thousands(summary.disagreed as u64)),
            arg("shrunk", shrunk),
            arg("asked", summary.asked),
            arg("time", seconds(summary.shrinking)),
        ],
    )
}

/// A code and what it means: `1 (A wins)`.
pub fn show_code(code: i32) -> String {
    show_code_in(code, Locale::En)
}

/// A code and what it means in `locale`: `1 (A wins)`; a code that is no
/// outcome alone.
pub fn show_code_in(code: i32, locale: Locale) -> String {
    match Outcome::from_code(code) {
        Some(outcome) => say(
            locale,
            "code-with-outcome",
            &[
                arg("code", code),
                arg("outcome", describe_outcome(outcome, locale)),
            ],
        ),
        None => code.to_string(),
    }
}
