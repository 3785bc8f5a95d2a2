//! War as the grader grades a class of its ports ([`crate::grade`]): its
//! entry point (`findWinner(List<Integer> deck)`, `find_winner(deck)`),
//! its adapters, its cases, and what the grader reads of its report.

use super::protocol::Limits;
use super::report::{show_code, Case, Report, Verdict};
use super::{grade, page, GradeOptions, Note, RandomDecks};
use crate::grade::class::java::declares;
use crate::grade::class::{standing_of, ClassNote, Row, Showing, Standing};
use crate::grade::game::{Audience, Entry, Game, Graded, Pages};
use crate::grade::page::StudentView;
use crate::grade::reason::Reason;
use crate::kit::error::Error;
use crate::kit::locale::Locale;
use crate::kit::process::Stop;
use crate::kit::report;
use crate::war::grade::diagnose::Misreading;
use crate::war::rules::Preset;

/// The Java adapter, as `adapters/java/WarAdapter.java` holds it: built
/// into the binary, so an installed `war` needs no repository.
pub const JAVA_ADAPTER: &str = include_str!("../../../adapters/java/WarAdapter.java");

/// The Python adapter, as `adapters/python/war_adapter.py` holds it.
pub const PYTHON_ADAPTER: &str = include_str!("../../../adapters/python/war_adapter.py");

/// Whether Java parameters are War's: one or two `List<Integer>` or
/// `ArrayList<Integer>` (a deck, or two hands).
fn deck_or_hands(parameters: &[String]) -> bool {
    (1..=2).contains(&parameters.len())
        && parameters.iter().all(|parameter| {
            parameter.starts_with("List<Integer>") || parameter.starts_with("ArrayList<Integer>")
        })
}

/// Whether Java code declares War's `findWinner`: taking a deck, or two
/// hands.
pub fn declares_find_winner(code: &str) -> bool {
    declares(code, "findWinner", deck_or_hands)
}

/// War's entry point and adapters.
pub const ENTRY: Entry = Entry {
    program: "war",
    java_method: "findWinner",
    java_signature: "findWinner(List<Integer> deck)",
    java_static_signature: "static int findWinner(List<Integer> deck)",
    java_declares: declares_find_winner,
    java_class: "War",
    python_functions: &["find_winner", "findWinner"],
    python_signature: "def find_winner(deck) or findWinner(deck)",
    python_module: "war",
    java_adapter: JAVA_ADAPTER,
    java_adapter_class: "warkata.adapter.WarAdapter",
    python_adapter: PYTHON_ADAPTER,
    python_adapter_file: "war_adapter.py",
};

/// War's grading of a class: the cases, the rules and how strictly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WarGame {
    /// The cases every port is graded on.
    pub cases: Vec<Case>,
    /// The rules the ports play.
    pub preset: Preset,
    /// Whether an answer of an accepted alternative reading fails.
    pub strict: bool,
    /// The random decks played after the cases, if any.
    pub random: Option<RandomDecks>,
}

impl Game for WarGame {
    type Report = Report;

    fn entry(&self) -> &Entry {
        &ENTRY
    }

    fn rules(&self) -> String {
        self.preset.name().to_string()
    }

    fn strict(&self) -> bool {
        self.strict
    }

    fn cases(&self) -> usize {
        self.cases.len()
    }

    fn grade(
        &self,
        command: &str,
        limits: Limits,
        stop: &Stop,
        notes: Vec<ClassNote>,
    ) -> Result<Report, Error> {
        let notes = notes.into_iter().map(Note::Class).collect();
        let options = GradeOptions {
            command: command.to_string(),
            preset: self.preset,
            limits,
            strict: self.strict,
            stop: stop.clone(),
            random: self.random,
        };
        grade(self.cases.clone(), &options, notes)
    }

    fn not_run(&self, reason: &Reason, errors: &str) -> Report {
        Report::not_run(self.cases.clone(), self.preset, self.strict, reason, errors)
    }

    fn pages(&self, rows: &[Row<Report>], notes: &[String]) -> Result<Pages, Error> {
        let grading = page::Grading {
            preset: self.preset,
            strict: self.strict,
            cases: &self.cases,
            notes,
        };
        page::pages(rows, grading)
    }
}

impl Graded for Report {
    fn answering(&self) -> std::time::Duration {
        self.answering
    }

    fn passed(&self) -> usize {
        Report::passed(self)
    }

    fn total(&self) -> usize {
        self.results.len()
    }

    fn show_command(&mut self, command: String) {
        self.command = command;
    }

    /// Each set of misreadings that explains every answer, joined by `+`
    /// (`two_cards_down`, `deal_halves+no_limit`); when none does, the
    /// closest, with how many answers it leaves unexplained
    /// (`deal_halves+no_limit (all but 2 of 60 answers)`).
    fn misreadings(&self) -> Vec<String> {
        let joined =
            |set: &[Misreading]| set.iter().map(|m| m.name()).collect::<Vec<_>>().join("+");
        let diagnosis = &self.diagnosis;
        let mut named: Vec<String> = diagnosis.sets.iter().map(|set| joined(set)).collect();
        if let Some(closest) = &diagnosis.closest {
            named.push(format!(
                "{} (all but {} of {} answers)",
                joined(&closest.set),
                closest.unexplained,
                closest.answers
            ));
        }
        named
    }

    fn names_closest(&self) -> bool {
        self.diagnosis.closest.is_some()
    }

    /// Crashed on start when it answered no case and every start ended
    /// before its first answer; timed out when it scored nothing and gave
    /// no answer in time on half the cases or more; else graded. With the
    /// reason, or what most explains the score of a graded port.
    fn standing(&self, limits: &Limits) -> (Standing, String) {
        let failures = self
            .results
            .iter()
            .filter_map(|result| match &result.verdict {
                Verdict::NoAnswer(answer) => Some(answer),
                _ => None,
            })
            .collect();
        let same_answer = self.results.iter().find_map(|result| match result.verdict {
            Verdict::SameAnswer(code) => Some(show_code(code)),
            _ => None,
        });
        let showing = Showing {
            failures,
            cases: self.results.len(),
            passed: Report::passed(self),
            first_stderr: self.runs.first().map_or("", |run| run.stderr.as_str()),
            same_answer,
        };
        standing_of(showing, limits, || self.to_report())
    }

    fn address(&mut self, notes: &[ClassNote], locale: Locale, audience: Audience) {
        self.notes.extend(notes.iter().cloned().map(Note::Class));
        self.locale = locale;
        self.audience = audience;
    }

    fn note(&mut self, note: ClassNote) {
        self.notes.push(Note::Class(note));
    }

    fn stderr_was_cut(&self) -> bool {
        Report::stderr_was_cut(self)
    }

    fn full_stderr(&self) -> String {
        Report::full_stderr(self)
    }

    fn to_report(&self) -> report::Report {
        Report::to_report(self)
    }

    fn page(&self) -> StudentView {
        page::view(self)
    }
}
