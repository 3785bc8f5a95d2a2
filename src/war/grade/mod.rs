//! Grading student ports against the fixtures.
//!
//! A port is any program that speaks the line protocol (see
//! [`protocol`]): it reads decks (or two hands, see [`start`]) on standard
//! input, one a line, and writes `1`, `0` or `-1` for each. [`load_cases`] picks the fixtures a port is
//! graded on, [`grade`] runs the port on them and gives a [`Report`], with a
//! [`mod@diagnose`] of the misreading of the rules that explains a failing
//! port's answers, when a known one does. [`export`] writes the fixtures as
//! test files to hand out.

pub mod class;
pub mod diagnose;
pub mod diff;
pub mod export;
pub mod findings;
pub mod note;
pub mod page;
pub mod protocol;
pub mod random;
pub mod report;
pub mod score;
pub mod shrink;
pub mod start;
pub mod variant;

use std::path::PathBuf;
use std::time::Instant;

use crate::kit::error::{Error, ErrorKind};
use crate::kit::fixture::check_unique_ids;
use crate::kit::locale::Locale;
use crate::kit::process::Stop;
use crate::war::builtin;
use crate::war::rules::{Pickup, Preset};

pub use diagnose::{diagnose, CaseExplanation, Diagnosis, Evidence, Misreading, Observation};
pub use note::Note;
pub use protocol::{run_port, stopped, Answer, Limits, Stray};
pub use random::{RandomDecks, RandomSummary};
pub use report::{Case, CaseResult, Renamed, Report, Status, Verdict};
pub use start::Start;

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
    /// When to stop grading before the end (a signal, a total time limit):
    /// the port is killed at once and the cases left are not run.
    pub stop: Stop,
    /// The random decks played after the cases, if any ([`findings`]).
    pub random: Option<RandomDecks>,
}

/// The fixtures a port playing `preset` is graded on: those of `paths`
/// (files, or folders of `*.yaml` files; the built-in fixtures when
/// `paths` is empty) that play exactly the preset's
/// rules, each with its deck or its two hands. Also returns a note on the
/// fixtures left out.
///
/// Fails on a fixture that cannot be read, on two fixtures with one id (a
/// file given twice, as `war check` refuses it), when no fixture is left,
/// and for a preset no port can be graded by (its won cards are shuffled).
pub fn load_cases(paths: &[PathBuf], preset: Preset) -> Result<(Vec<Case>, Vec<Note>), Error> {
    refuse_ungradable(preset)?;
    let (files, notes) = builtin::load(paths)?;
    let mut notes: Vec<Note> = notes.into_iter().map(Note::Said).collect();
    if let Some(repeated) = check_unique_ids(&files).into_iter().next() {
        return Err(repeated);
    }
    let mut cases = Vec::new();
    let mut other_rules = 0;
    for file in files {
        let fixture = &file.fixture;
        let path = &file.path;
        if fixture.rules.preset != preset || fixture.rules.rules != preset.rules() {
            other_rules += 1;
            continue;
        }
        cases.push(Case::from_fixture(path, fixture));
    }
    // The built-in set holds every preset's fixtures: leaving the others
    // out is no news.
    if other_rules > 0 && !paths.is_empty() {
        notes.push(Note::OtherRules {
            fixtures: other_rules,
            preset,
        });
    }
    if cases.is_empty() {
        let mut names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        if names.is_empty() {
            names.push("the built-in fixtures".to_string());
        }
        let notes: Vec<String> = notes.iter().map(Note::to_string).collect();
        let message = format!("no fixture plays the rules {preset} ({})", notes.join("; "));
        return Err(Error::new(ErrorKind::NoCases, names.join(" "), message).with_fix(
            "give fixture files or folders whose fixtures play the rules chosen with --rules (umass by default)",
        ));
    }
    Ok((cases, notes))
}

/// Refuses a preset whose games no port can reproduce: one whose won cards
/// go back under the deck in an order drawn from war-kata's own seeded
/// generator (Stafford's), which no port has.
pub fn refuse_ungradable(preset: Preset) -> Result<(), Error> {
    if preset.rules().pickup != Pickup::Shuffled {
        return Ok(());
    }
    Err(Error::new(
        ErrorKind::NoCases,
        "--rules",
        format!(
            "{preset} cannot be graded: its won cards go back under the deck in a random order, drawn from war-kata's own seeded generator, which a port cannot reproduce"
        ),
    )
    .with_fix("grade a port of another preset; `war stats --rules stafford` and `war trace --rules stafford` still play it"))
}

/// The same games as the cases' with their cards renamed, for each case
/// the port answered with a number, and what the port gives for them, run
/// after the cases (a case that hangs is not run twice); `None` for the
/// other cases.
fn renamed_games(
    cases: &[Case],
    answers: &[protocol::Answered],
    options: &GradeOptions,
) -> Result<(Vec<Option<Start>>, Vec<Answer>), Error> {
    let variants: Vec<Option<Start>> = cases
        .iter()
        .zip(answers)
        .map(|(case, answered)| {
            answered
                .answer
                .code()
                .and_then(|_| variant::renamed(&case.start))
        })
        .collect();
    let lines: Vec<String> = variants.iter().flatten().map(Start::line).collect();
    if lines.is_empty() {
        return Ok((variants, Vec::new()));
    }
    let run = run_port(&options.command, &lines, &options.limits, &options.stop)?;
    let answers = run.answers.into_iter().map(|a| a.answer).collect();
    Ok((variants, answers))
}

/// Runs the port on every case and reports each, with a diagnosis of its
/// answers. `notes` are added to the report's notes.
///
/// Fails only when the port's command cannot be started at all (`sh` is
/// missing); a port that crashes, hangs or writes nonsense is graded.
pub fn grade(cases: Vec<Case>, options: &GradeOptions, notes: Vec<Note>) -> Result<Report, Error> {
    let started = Instant::now();
    let random_cases = options
        .random
        .map(|decks| findings::random_cases(decks, options.preset))
        .unwrap_or_default();
    let lines: Vec<String> = cases
        .iter()
        .chain(&random_cases)
        .map(|case| case.start.line())
        .collect();
    let run = run_port(&options.command, &lines, &options.limits, &options.stop)?;
    let answering = started.elapsed();
    let (answers, random_answers) = run.answers.split_at(cases.len());
    let (variants, renamed_answers) = renamed_games(&cases, answers, options)?;
    let mut renamed_answers = renamed_answers.into_iter();
    let mut renamed_observed: Vec<(Start, Observation)> = Vec::new();
    let mut results = Vec::with_capacity(cases.len());
    for ((case, answered), variant) in cases.into_iter().zip(answers).zip(variants) {
        let mut verdict = Verdict::of(&case, &answered.answer);
        let renamed = variant.and_then(|start| {
            let answer = renamed_answers.next()?;
            if let Some(seen) = report::observe(&answer, "") {
                renamed_observed.push((start.clone(), seen));
            }
            let differs = matches!(
                (&answered.answer, &answer),
                (Answer::Code(here), Answer::Code(there)) if here != there
            );
            differs.then_some(Renamed { start, answer })
        });
        if renamed.is_some() && matches!(verdict, Verdict::Passed | Verdict::Alternative(_)) {
            verdict = Verdict::ExactDeck(answered.answer.code().unwrap_or(case.expected));
        }
        // A line that is not an answer, or an exception the adapter caught,
        // leaves the port running: the run's standard error is not this
        // case's alone.
        let stderr = match &verdict {
            Verdict::NoAnswer(Answer::Garbage(_) | Answer::Raised(_)) => String::new(),
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
            explanation: None,
            renamed,
            stray: answered.stray.clone(),
        });
    }
    // The cases first, then their games renamed: a case is the example a
    // report shows of what it got wrong.
    let mut observed: Vec<(Start, Observation)> = results
        .iter()
        .filter_map(|result| {
            result
                .observation()
                .map(|seen| (result.case.start.clone(), seen))
        })
        .collect();
    observed.extend(renamed_observed);
    // The scores' rules look at the fixtures: a random deck is a case only
    // when the port disagrees on it.
    let fixtures = results.len();
    let random = match options.random {
        Some(decks) => {
            let access = findings::PortAccess {
                command: &options.command,
                limits: options.limits,
                stop: &options.stop,
                alone: run.holds_answers_back,
                strict: options.strict,
            };
            let outcome = findings::examine(random_cases, random_answers, decks, &access)?;
            observed.extend(outcome.observed);
            results.extend(outcome.results);
            Some(outcome.summary)
        }
        None => None,
    };
    let mut evidence = Evidence::new(options.preset.rules(), observed);
    let diagnosis = evidence.diagnosis();
    for result in &mut results {
        let start = result
            .renamed
            .as_ref()
            .map_or(&result.case.start, |renamed| &renamed.start);
        result.explanation = evidence
            .position(start)
            .filter(|&i| !evidence.agrees(i))
            .and_then(|i| evidence.explain(i));
    }
    let mut notes = notes;
    notes.extend(score::settle(
        &mut results[..fixtures],
        options.preset.rules(),
        options.strict,
    ));
    if run.out_of_time > 0 {
        notes.push(Note::OutOfTime {
            budget: options.limits.budget,
            cases: run.out_of_time,
        });
    }
    notes.extend(protocol_notes(&run, &results));
    notes.extend(random.clone().map(Note::Random));
    if run.holds_answers_back {
        notes.push(Note::HoldsBack);
    }
    Ok(Report {
        not_run: None,
        command: options.command.clone(),
        preset: options.preset,
        strict: options.strict,
        results,
        diagnosis,
        notes,
        runs: run.runs,
        random,
        elapsed: started.elapsed(),
        answering,
        audience: report::Audience::Teacher,
        locale: Locale::En,
    })
}

/// The notes on how the port spoke the protocol: stray output, decks
/// answered twice, cases not run.
fn protocol_notes(run: &protocol::PortRun, results: &[CaseResult]) -> Vec<Note> {
    let mut notes = Vec::new();
    let stray: Vec<&CaseResult> = results.iter().filter(|r| !r.stray.is_empty()).collect();
    if let Some(first) = stray.first() {
        notes.push(Note::Stray {
            lines: stray.iter().map(|r| r.stray.count).sum(),
            cases: stray.len(),
            example: first.stray.lines.first().cloned().unwrap_or_default(),
            case: first.case.name.clone(),
        });
    }
    let twice = results
        .iter()
        .filter(|r| matches!(r.verdict, Verdict::NoAnswer(Answer::Several(_))))
        .count();
    if twice > 0 {
        notes.push(Note::Several { decks: twice });
    }
    if run.given_up > 0 {
        notes.push(Note::GaveUp {
            timeouts: protocol::TIMEOUTS_BEFORE_GIVING_UP,
            cases: run.given_up,
        });
    }
    if let Some(reason) = run.stopped {
        let cases = results
            .iter()
            .filter(|r| matches!(r.verdict, Verdict::NotRun(_)))
            .count();
        notes.push(Note::Stopped { reason, cases });
    }
    notes
}
