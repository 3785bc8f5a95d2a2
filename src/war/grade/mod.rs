//! Grading student ports against the fixtures.
//!
//! A port is any program that speaks the line protocol (see
//! [`protocol`]): it reads decks on standard input, one a line, and writes
//! `1`, `0` or `-1` for each. [`load_cases`] picks the fixtures a port is
//! graded on, [`grade`] runs the port on them and gives a [`Report`], with a
//! [`diagnose`] of the misreading of the rules that explains a failing
//! port's answers, when a known one does. [`export`] writes the fixtures as
//! test files to hand out.

pub mod diagnose;
pub mod export;
pub mod protocol;
pub mod report;

use std::path::PathBuf;
use std::time::Instant;

use crate::kit::error::{Error, ErrorKind};
use crate::kit::words::count;
use crate::war::fixture::{fixture_paths, FixtureFile};
use crate::war::rules::Preset;

pub use diagnose::{diagnose, Misreading, Observation};
pub use protocol::{run_port, Answer, Limits};
pub use report::{Case, CaseResult, Report, Status, Verdict};

/// How to grade a port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradeOptions {
    /// The port's command, run as `sh -c COMMAND`.
    pub command: String,
    /// The rules the port plays by.
    pub preset: Preset,
    /// The time and output limits.
    pub limits: Limits,
    /// Whether an answer of an accepted alternative reading fails.
    pub strict: bool,
}

/// The fixtures a port playing `preset` is graded on: those of `paths`
/// (files, or folders of `*.yaml` files) that play exactly the preset's
/// rules and give a deck. Also returns a note on the fixtures left out.
///
/// Fails on a fixture that cannot be read, and when no fixture is left.
pub fn load_cases(paths: &[PathBuf], preset: Preset) -> Result<(Vec<Case>, Vec<String>), Error> {
    let mut cases = Vec::new();
    let (mut other_rules, mut hands) = (0, 0);
    for path in fixture_paths(paths)? {
        let file = FixtureFile::load(&path)?;
        let fixture = &file.fixture;
        if fixture.rules.preset != preset || fixture.rules.rules != preset.rules() {
            other_rules += 1;
            continue;
        }
        let Some(deck) = fixture.deck.as_ref().filter(|_| fixture.hands.is_none()) else {
            hands += 1;
            continue;
        };
        let expected = fixture.expected.winner.code();
        let mut alternatives = Vec::new();
        for alternative in &fixture.alternatives {
            let code = alternative.expected.winner.code();
            if code != expected && !alternatives.iter().any(|&(_, c)| c == code) {
                alternatives.push((alternative.interpretation, code));
            }
        }
        let name = path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default();
        cases.push(Case {
            name,
            path: path.clone(),
            description: fixture.description.clone(),
            deck: deck.0.clone(),
            expected,
            alternatives,
        });
    }
    let mut notes = Vec::new();
    if other_rules > 0 {
        notes.push(format!(
            "{} not graded: {} other rules than {preset}",
            count(other_rules, "fixture"),
            if other_rules == 1 {
                "it plays"
            } else {
                "they play"
            }
        ));
    }
    if hands > 0 {
        notes.push(format!(
            "{} not graded: {} hands instead of a deck, and the line protocol sends a deck",
            count(hands, "fixture"),
            if hands == 1 { "it gives" } else { "they give" }
        ));
    }
    if cases.is_empty() {
        let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        let message = format!(
            "no fixture with a deck plays the rules {preset} ({})",
            notes.join("; ")
        );
        return Err(Error::new(ErrorKind::NoCases, names.join(" "), message).with_fix(
            "give fixture files or folders whose fixtures have a `deck` and the rules chosen with --rules (umass by default)",
        ));
    }
    Ok((cases, notes))
}

/// Runs the port on every case and reports each, with a diagnosis of its
/// answers. `notes` are added to the report's notes.
///
/// Fails only when the port's command cannot be started at all (`sh` is
/// missing); a port that crashes, hangs or writes nonsense is graded.
pub fn grade(
    cases: Vec<Case>,
    options: &GradeOptions,
    notes: Vec<String>,
) -> Result<Report, Error> {
    let started = Instant::now();
    let decks: Vec<_> = cases.iter().map(|case| case.deck.clone()).collect();
    let run = run_port(&options.command, &decks, &options.limits)?;
    let mut observed = Vec::new();
    let mut results = Vec::with_capacity(cases.len());
    for (case, answered) in cases.into_iter().zip(run.answers) {
        let verdict = match answered.answer {
            Answer::Code(code) if code == case.expected => Verdict::Passed,
            Answer::Code(code) => match case.alternatives.iter().find(|&&(_, c)| c == code) {
                Some(&(interpretation, _)) => Verdict::Alternative(interpretation),
                None => Verdict::Wrong(code),
            },
            other => Verdict::NoAnswer(other),
        };
        let observation = match &verdict {
            Verdict::NoAnswer(Answer::Timeout(_)) => Some(Observation::Hang),
            Verdict::NoAnswer(_) => None,
            Verdict::Passed => Some(Observation::Code(case.expected)),
            Verdict::Wrong(code) => Some(Observation::Code(*code)),
            Verdict::Alternative(i) => case
                .alternatives
                .iter()
                .find(|(a, _)| a == i)
                .map(|&(_, code)| Observation::Code(code)),
        };
        if let Some(observation) = observation {
            observed.push((case.deck.clone(), observation));
        }
        // A garbage line leaves the port running: the run's standard error
        // is not this case's alone.
        let stderr = match &verdict {
            Verdict::NoAnswer(Answer::Garbage(_)) => String::new(),
            Verdict::NoAnswer(_) => run
                .runs
                .get(answered.run)
                .map(|r| r.stderr.clone())
                .unwrap_or_default(),
            _ => String::new(),
        };
        results.push(CaseResult {
            case,
            verdict,
            elapsed: answered.elapsed,
            stderr,
        });
    }
    let observed: Vec<_> = observed
        .iter()
        .map(|(deck, observation)| (deck.as_slice(), *observation))
        .collect();
    let diagnosis = diagnose(options.preset.rules(), &observed);
    let mut notes = notes;
    if run.holds_answers_back {
        notes.push(
            "the port holds its answers back until it exits (it does not flush after each line), so its cases were run one per start once that was found"
                .to_string(),
        );
    }
    Ok(Report {
        command: options.command.clone(),
        preset: options.preset,
        strict: options.strict,
        results,
        diagnosis,
        notes,
        runs: run.runs,
        elapsed: started.elapsed(),
    })
}
