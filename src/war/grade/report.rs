//! The result of grading a port, and its formats.
//!
//! One model, [`Report`], holds every case's verdict, the diagnosis, notes
//! on how the port behaved and its standard error. Each format is a
//! function of it: [`Report::human`] (the default, coloured on a terminal),
//! [`Report::gradescope`] (Gradescope's `results.json`), [`Report::junit`]
//! (JUnit XML) and [`Report::tap`] (TAP version 14).

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::json;

use super::diagnose::{
    crash_kind, CaseExplanation, Closest, Diagnosis, Misreading, Observation, Prediction,
    MAX_COMBINED,
};
pub use super::note::{show_code, show_code_in, Note};
use super::protocol::{protocol_line, Answer, Run, Stray};
use super::random::RandomSummary;
use super::start::Start;
use super::variant;
use crate::grade::reason::{stopped_in, Reason};
use crate::kit::escape::{shell_word, terminal, terminal_line};
use crate::kit::locale::{arg, Arg, Locale};
use crate::kit::report::{self, CaseReport, Problem};
use crate::kit::stacktrace;
use crate::kit::words::{head_and_tail_bytes, head_and_tail_lines, labels, seconds, thousands};
use crate::war::fixture::{Fixture, Interpretation};
use crate::war::lang::say;
use crate::war::learn::translation;
use crate::war::rules::{Preset, Rules};
use crate::war::trace::Trace;

pub use crate::kit::report::Status;

/// One fixture, as a case to grade: a deck and the answers accepted for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The fixture's file name without `.yaml`.
    pub name: String,
    /// The fixture's path, as given.
    pub path: PathBuf,
    /// The fixture's description.
    pub description: String,
    /// The deck, or the two hands, the port is given.
    pub start: Start,
    /// The answer under the rules as decided: 1, 0 or -1.
    pub expected: i32,
    /// Each accepted alternative reading whose answer differs from
    /// `expected`, with that answer.
    pub alternatives: Vec<(Interpretation, i32)>,
    /// Where the deck was found, for a case that is not a fixture: the
    /// smallest deck of a disagreement on random decks.
    pub found: Option<Found>,
}

/// How a case that is not a fixture was found: by shrinking the random
/// decks of `war grade --random` on which the port disagreed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The rules graded, for the command that traces the deck.
    pub preset: Preset,
    /// The seed of the random decks.
    pub seed: u64,
    /// How many random decks were played.
    pub of: u64,
    /// The random decks (their indexes, from 0) that shrank to this deck.
    pub decks: Vec<u64>,
    /// Whether every shrink that led here ran to its end.
    pub complete: bool,
}

impl Case {
    /// The case of the fixture read from `path`: its deck or its two hands,
    /// its answer, and each accepted reading's answer that differs from it.
    pub fn from_fixture(path: &Path, fixture: &Fixture) -> Case {
        let start = match (&fixture.hands, &fixture.deck) {
            (Some(hands), _) => Start::Hands {
                a: hands.a.0.clone(),
                b: hands.b.0.clone(),
            },
            (None, deck) => Start::Deck(deck.as_ref().map(|d| d.0.clone()).unwrap_or_default()),
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
        Case {
            name,
            path: path.to_path_buf(),
            description: fixture.description.clone(),
            start,
            expected,
            alternatives,
            found: None,
        }
    }

    /// The case of a deck (or two hands) that is no fixture, as `found`:
    /// named by its deck, its answer the reference's under `found`'s
    /// rules, and, for the assignment's rules, the answer of each accepted
    /// reading that differs.
    pub fn random(start: Start, found: Found) -> Case {
        let rules = found.preset.rules();
        let code = |rules: Rules| start.war(rules).simulate_game().outcome.code();
        let expected = code(rules);
        let mut alternatives: Vec<(Interpretation, i32)> = Vec::new();
        if found.preset == Preset::Umass {
            for reading in Interpretation::ALL {
                let answer = code(reading.rules(rules));
                if answer != expected && !alternatives.iter().any(|&(_, c)| c == answer) {
                    alternatives.push((reading, answer));
                }
            }
        }
        Case {
            name: format!("{} {}", start.noun(), start.show(SHOWN_CARDS)),
            path: PathBuf::new(),
            description: random_description(&start, &found, Locale::En),
            start,
            expected,
            alternatives,
            found: Some(found),
        }
    }
}

/// What became of one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The port gave the expected answer.
    Passed,
    /// The port gave the answer of an accepted alternative reading. It
    /// passes unless the grading is strict.
    Alternative(Interpretation),
    /// The port gave another answer.
    Wrong(i32),
    /// The port gave the expected answer, this one, but it is not counted:
    /// every case the port passes expects this same answer
    /// ([`super::score`]).
    SameAnswer(i32),
    /// The port gave the answer of an accepted reading, but it is not
    /// counted: the port does not show that reading on a case that tells it
    /// apart from a misreading giving the same answer ([`super::score`]).
    Unshown {
        /// The reading whose answer the port gave.
        reading: Interpretation,
        /// Why it is not counted.
        why: Unshown,
    },
    /// The port gave the expected answer, this one, but another on the
    /// same game with its cards renamed ([`CaseResult::renamed`]): the
    /// answer depends on the exact deck, as a special case of it would.
    ExactDeck(i32),
    /// The port gave no answer: a line that is not one, a time-out, a crash
    /// or too much output.
    NoAnswer(Answer),
    /// The case was not run: the submission could not be made into a port
    /// (it does not compile, has no `findWinner`, ...), for this reason.
    NotRun(Reason),
}

impl Verdict {
    /// The verdict on `case` of the port's `answer`.
    pub fn of(case: &Case, answer: &Answer) -> Verdict {
        match *answer {
            Answer::Code(code) if code == case.expected => Verdict::Passed,
            Answer::Code(code) => match case.alternatives.iter().find(|&&(_, c)| c == code) {
                Some(&(interpretation, _)) => Verdict::Alternative(interpretation),
                None => Verdict::Wrong(code),
            },
            Answer::Stopped(reason) => Verdict::NotRun(Reason::Stopped(reason)),
            ref other => Verdict::NoAnswer(other.clone()),
        }
    }
}

/// The same game as a case's, with its cards renamed, on which the port
/// gave another answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renamed {
    /// The renamed deck or hands ([`super::variant::renamed`]).
    pub start: Start,
    /// What the port gave for it.
    pub answer: Answer,
}

/// What a port's answer tells the diagnosis: the answer (another integer,
/// a `findWinner` returning 2, included), a hang, a crash of the kind its
/// exception (or, for a port that died, its standard error `stderr`)
/// tells, or nothing it can use.
pub fn observe(answer: &Answer, stderr: &str) -> Option<Observation> {
    match answer {
        Answer::Code(code) => Some(Observation::Code(*code)),
        Answer::Timeout(_) => Some(Observation::Hang),
        Answer::Garbage(line) => line.trim().parse().ok().map(Observation::Code),
        Answer::Raised(what) => Some(Observation::Crash(crash_kind(what))),
        Answer::Crashed(_) => Some(Observation::Crash(crash_kind(stderr))),
        _ => None,
    }
}

/// One case's verdict, with how long the port took and what it wrote to
/// standard error when it failed without an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseResult {
    /// The case.
    pub case: Case,
    /// What became of it.
    pub verdict: Verdict,
    /// How long the port took to answer (from its previous answer).
    pub elapsed: Duration,
    /// The last lines the port wrote to standard error in the run that
    /// failed on this case, for a case without an answer.
    pub stderr: String,
    /// How the port's answer is explained, for a case whose answer the
    /// rules do not give.
    pub explanation: Option<CaseExplanation>,
    /// The same game with its cards renamed, when the port answered it
    /// otherwise.
    pub renamed: Option<Renamed>,
    /// The lines the port wrote with this case that are not answers.
    pub stray: Stray,
}

impl CaseResult {
    /// What the port did with the case, as the diagnosis sees it: the
    /// answer it gave (a wrong one included, and a line holding another
    /// integer: a `findWinner` that returns 2), a hang, or nothing it can
    /// use; nothing when the answer depends on the exact deck: the renamed game's
    /// answer is the port's own.
    pub fn observation(&self) -> Option<Observation> {
        let case = &self.case;
        if self.renamed.is_some() {
            return None;
        }
        match &self.verdict {
            Verdict::NoAnswer(answer) => observe(answer, &self.stderr),
            Verdict::Passed | Verdict::SameAnswer(_) | Verdict::ExactDeck(_) => {
                Some(Observation::Code(case.expected))
            }
            Verdict::NotRun(_) => None,
            Verdict::Wrong(code) => Some(Observation::Code(*code)),
            Verdict::Alternative(reading) | Verdict::Unshown { reading, .. } => case
                .alternatives
                .iter()
                .find(|(a, _)| a == reading)
                .map(|&(_, code)| Observation::Code(code)),
        }
    }
}

/// What a deck found at random shows, in `locale`: `the smallest deck
/// found from 3 of the 1,000 random decks of seed 1`.
fn random_description(start: &Start, found: &Found, locale: Locale) -> String {
    let args = [
        arg("noun", say(locale, noun_id(start), &[])),
        arg("found", found.decks.len()),
        arg("of", thousands(found.of)),
        arg("seed", found.seed),
    ];
    say(locale, "report-random-case", &args)
}

/// The id of the word for what a game starts from: a deck, or hands.
fn noun_id(start: &Start) -> &'static str {
    match start {
        Start::Deck(_) => "noun-deck",
        Start::Hands { .. } => "noun-hands",
    }
}

/// Why the answer of an accepted reading is not counted, as data that
/// [`Unshown::text`] words in any language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unshown {
    /// No graded case tells the reading apart from `misreading`, which
    /// gives the same answer here.
    Untold {
        /// The misreading that gives the reading's answer.
        misreading: Misreading,
    },
    /// On `case`, which tells the reading apart from `misreading`, the port
    /// did `seen` where the reading gives `expected`.
    NotShown {
        /// The misreading that gives the reading's answer.
        misreading: Misreading,
        /// The case that tells them apart.
        case: String,
        /// What the port did with it.
        seen: Option<Observation>,
        /// What the reading gives there.
        expected: Prediction,
    },
}

impl Unshown {
    /// Why the answer of `reading` is not counted, in one sentence, in
    /// `locale`.
    pub fn text(&self, reading: Interpretation, locale: Locale) -> String {
        let reading = arg("reading", reading.name());
        match self {
            Unshown::Untold { misreading } => say(
                locale,
                "unshown-untold",
                &[reading, arg("misreading", misreading.name())],
            ),
            Unshown::NotShown {
                misreading,
                case,
                seen,
                expected,
            } => say(
                locale,
                "unshown-not-shown",
                &[
                    reading,
                    arg("case", case.as_str()),
                    arg("misreading", misreading.name()),
                    arg("did", describe_did(*seen, locale)),
                    arg("gives", describe_prediction(*expected, locale)),
                ],
            ),
        }
    }
}

/// A port's answer, in words, in `locale`: `answered 1 (A wins)`, `gave no
/// answer in time`.
fn describe_did(seen: Option<Observation>, locale: Locale) -> String {
    match seen {
        Some(Observation::Code(code)) => say(
            locale,
            "did-answered",
            &[arg("answer", show_code_in(code, locale))],
        ),
        Some(Observation::Hang) => say(locale, "did-no-answer-in-time", &[]),
        Some(Observation::Crash(_)) => say(locale, "did-crash", &[]),
        None => say(locale, "did-no-answer", &[]),
    }
}

/// The whole result of grading a port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The port's command.
    pub command: String,
    /// Why the port was not run at all, when it was not: the title names
    /// it, in the report's language, where it names the command.
    pub not_run: Option<Reason>,
    /// The rules the port was graded by.
    pub preset: Preset,
    /// Whether an answer of an accepted alternative reading fails.
    pub strict: bool,
    /// Every case, in the order graded.
    pub results: Vec<CaseResult>,
    /// The misreadings that explain the port's answers, if any.
    pub diagnosis: Diagnosis,
    /// What else the teacher should know: fixtures not graded, a port
    /// holding its answers back.
    pub notes: Vec<Note>,
    /// Each start of the port.
    pub runs: Vec<Run>,
    /// What the random decks gave, when there were any.
    pub random: Option<RandomSummary>,
    /// The time the grading took.
    pub elapsed: Duration,
    /// The time the port's run over the cases took, its diagnosis aside
    /// (no report shows it).
    pub answering: Duration,
    /// Who the report is written for.
    pub audience: Audience,
    /// The language the report speaks to its reader.
    pub locale: Locale,
}

/// Who a report is written for, which decides what it points at: a
/// teacher has `war` and the fixtures (a case points at its golden trace,
/// `war trace FIXTURE`); a student (the autograder's report) has neither,
/// nor the teacher's files and folders (a case shows its deck and the
/// reference's game, cut, and its fixture at the published folder when the
/// teacher publishes the fixtures).
pub use crate::grade::game::Audience;

impl Report {
    /// The report of a submission that could not be run at all: every case
    /// failed as not run, for `reason` (the submission does not compile),
    /// with the compiler's `errors` as a note when there are some.
    pub fn not_run(
        cases: Vec<Case>,
        preset: Preset,
        strict: bool,
        reason: &Reason,
        errors: &str,
    ) -> Report {
        let results = cases
            .into_iter()
            .map(|case| CaseResult {
                case,
                verdict: Verdict::NotRun(reason.clone()),
                elapsed: Duration::ZERO,
                stderr: String::new(),
                explanation: None,
                renamed: None,
                stray: Stray::default(),
            })
            .collect();
        let mut notes = Vec::new();
        if !errors.trim().is_empty() {
            notes.push(Note::CompilerErrors(errors.trim_end().to_string()));
        }
        Report {
            command: format!("(not run: {reason})"),
            not_run: Some(reason.clone()),
            preset,
            strict,
            results,
            diagnosis: Diagnosis::default(),
            notes,
            runs: Vec::new(),
            random: None,
            elapsed: Duration::ZERO,
            answering: Duration::ZERO,
            audience: Audience::Teacher,
            locale: Locale::En,
        }
    }

    /// The status of `result` in this grading.
    pub fn status(&self, result: &CaseResult) -> Status {
        match &result.verdict {
            Verdict::Passed => Status::Passed,
            Verdict::Alternative(_) if !self.strict => Status::PassedAlternative,
            _ => Status::Failed,
        }
    }

    /// How many cases passed (an accepted reading included, unless strict).
    pub fn passed(&self) -> usize {
        self.results
            .iter()
            .filter(|result| self.status(result) != Status::Failed)
            .count()
    }

    /// Whether every case passed.
    pub fn all_passed(&self) -> bool {
        self.passed() == self.results.len()
    }

    /// The diagnosis in one paragraph, if there is one: the misreadings
    /// that explain the port's answers, each with the cases it explains
    /// (a crash or a time-out it predicts named with what the port did),
    /// and the crashes and time-outs they do not predict; when no set
    /// explains every answer, the closest.
    pub fn diagnosis_text(&self) -> Option<String> {
        let diagnosis = &self.diagnosis;
        let text = if diagnosis.unexplained() {
            let none = self.say("report-no-set", &[arg("others", MAX_COMBINED - 1)]);
            match &diagnosis.closest {
                Some(closest) => self.say(
                    "report-no-set-closest",
                    &[
                        arg("none", none),
                        arg("closest", self.describe_closest(closest)),
                    ],
                ),
                None => self.say("report-no-set-each-case", &[arg("none", none)]),
            }
        } else {
            match diagnosis.sets.as_slice() {
                [] => {
                    let answered = self
                        .results
                        .iter()
                        .any(|r| matches!(r.observation(), Some(Observation::Code(_))));
                    let answers = if answered {
                        "report-all-answers-right"
                    } else {
                        "report-answered-nothing"
                    };
                    return self.unpredicted().map(|cases| {
                        let args = [arg("answers", self.say(answers, &[])), arg("cases", cases)];
                        self.say("report-unpredicted-only", &args)
                    });
                }
                [set] => self.describe_set(set),
                several => self.describe_several(several),
            }
        };
        Some(match self.unpredicted() {
            Some(cases) => self.say(
                "report-unpredicted",
                &[arg("text", text), arg("cases", cases)],
            ),
            None => text,
        })
    }

    /// Message `id` in the report's language.
    fn say(&self, id: &str, args: &[Arg<'_>]) -> String {
        say(self.locale, id, args)
    }

    /// The closest set of misreadings, when none explains every answer:
    /// how many answers it leaves unexplained, one of them, and each
    /// misreading with the cases it explains.
    fn describe_closest(&self, closest: &Closest) -> String {
        let locale = self.locale;
        let (start, did, gives) = &closest.example;
        let game = match self
            .results
            .iter()
            .find(|result| &result.case.start == start)
        {
            Some(result) => result.case.name.clone(),
            None => match self
                .results
                .iter()
                .find(|result| variant::renamed(&result.case.start).as_ref() == Some(start))
            {
                Some(result) => self.say(
                    "report-renamed-case",
                    &[arg("name", result.case.name.as_str())],
                ),
                None => format!(
                    "{} {}",
                    say(locale, noun_id(start), &[]),
                    start.show_in(SHOWN_CARDS, locale)
                ),
            },
        };
        let example = self.say(
            "report-closest-example",
            &[
                arg("game", game),
                arg("did", describe_observation(*did, locale)),
                arg("gives", describe_prediction(*gives, locale)),
            ],
        );
        self.say(
            "report-closest",
            &[
                arg("set", names(&closest.set, self.locale)),
                arg("unexplained", closest.unexplained),
                arg("answers", closest.answers),
                arg("example", example),
                arg("each", self.each_explained(&closest.set).join("; ")),
            ],
        )
    }

    /// The one set of misreadings that explains every answer, each with
    /// the failing cases that need it.
    fn describe_set(&self, set: &[Misreading]) -> String {
        let each = self.each_explained(set);
        match set {
            [_] => self.say("report-one-misreading", &[arg("each", each[0].as_str())]),
            _ => self.say(
                "report-misreadings-together",
                &[arg("count", set.len()), arg("each", each.join("; "))],
            ),
        }
    }

    /// Each misreading of `set`, with the failing cases that need it (a
    /// crash or a time-out with what the port did: `technical_draw —
    /// StackOverflowError`) and what it is.
    fn each_explained(&self, set: &[Misreading]) -> Vec<String> {
        set.iter()
            .map(|&m| {
                let cases: Vec<String> = self
                    .results
                    .iter()
                    .filter(|result| {
                        matches!(&result.explanation, Some(CaseExplanation::Diagnosis(needed)) if needed.contains(&m))
                    })
                    .map(|result| named_case(result, self.locale))
                    .collect();
                let name = arg("name", m.label_in(self.locale));
                let explanation = arg("explanation", m.explanation_in(self.locale));
                if cases.is_empty() {
                    self.say("report-misreading", &[name, explanation])
                } else {
                    let cases = arg("cases", some_of(&cases, self.locale));
                    self.say("report-explains", &[name, cases, explanation])
                }
            })
            .collect()
    }

    /// Several sets that explain every answer alike, and what each of their
    /// misreadings is.
    fn describe_several(&self, several: &[Vec<Misreading>]) -> String {
        const SHOWN: usize = 6;
        let mut sets = several
            .iter()
            .take(SHOWN)
            .map(|set| names(set, self.locale))
            .collect::<Vec<_>>()
            .join("; ");
        if let more @ 1.. = several.len().saturating_sub(SHOWN) {
            sets = self.say("report-and-more", &[arg("shown", sets), arg("more", more)]);
        }
        let mut named: Vec<Misreading> = Vec::new();
        for &m in several.iter().take(SHOWN).flatten() {
            if !named.contains(&m) {
                named.push(m);
            }
        }
        let named: Vec<String> = named
            .into_iter()
            .map(|m| {
                let args = [
                    arg("name", m.label_in(self.locale)),
                    arg("explanation", m.explanation_in(self.locale)),
                ];
                self.say("report-misreading", &args)
            })
            .collect();
        self.say(
            "report-several",
            &[arg("sets", sets), arg("named", named.join("; "))],
        )
    }

    /// The cases the port crashed or timed out on that no misreading of
    /// the diagnosis predicts, each with what it did, in a few words.
    fn unpredicted(&self) -> Option<String> {
        let unpredicted: Vec<String> = self
            .results
            .iter()
            .filter(|result| {
                result.explanation.is_none()
                    && matches!(
                        result.observation(),
                        Some(Observation::Hang | Observation::Crash(_))
                    )
            })
            .map(|result| named_case(result, self.locale))
            .collect();
        (!unpredicted.is_empty()).then(|| some_of(&unpredicted, self.locale))
    }

    /// The details of a case that did not simply pass, one fact a line:
    /// the deck, the expected and the actual answer, the command that shows
    /// the golden trace, and `stderr`, the excerpt of the port's standard
    /// error the case shows ([`PortText::stderr`]).
    pub fn details(&self, result: &CaseResult, stderr: &str) -> Vec<String> {
        let locale = self.locale;
        let case = &result.case;
        let game = match case.start {
            Start::Deck(_) => "report-deck",
            Start::Hands { .. } => "report-hands",
        };
        let [game, expected, accepted, actual_label, renamed_label, found_label] = labels(
            [
                game,
                "report-expected",
                "report-accepted",
                "report-actual",
                "report-renamed",
                "report-found",
            ]
            .map(|id| self.say(id, &[])),
        );
        let mut lines = vec![
            format!("{game}{}", case.start.show_in(SHOWN_CARDS, locale)),
            format!("{expected}{}", show_code_in(case.expected, locale)),
        ];
        for (interpretation, code) in &case.alternatives {
            let args = [
                arg("answer", show_code_in(*code, locale)),
                arg("reading", interpretation.name()),
            ];
            let mut line = format!("{accepted}{}", self.say("accepted-under-reading", &args));
            if self.strict {
                line = format!("{line} {}", self.say("report-not-counted-strict", &[]));
            }
            lines.push(line);
        }
        lines.push(format!("{actual_label}{}", actual(result, locale)));
        if let Some(renamed) = &result.renamed {
            let args = [
                arg("answer", describe_answer(&renamed.answer, locale)),
                arg("cards", renamed.start.show_in(SHOWN_CARDS, locale)),
            ];
            let line = self.say("report-renamed-line", &args);
            lines.push(format!("{renamed_label}{line}"));
        }
        if let Some(found) = &case.found {
            lines.push(format!("{found_label}{}", found_line(found, locale)));
        }
        let explanation = self.explanation_lines(result);
        let traced = matches!(result.explanation, Some(CaseExplanation::Unexplained));
        lines.extend(explanation);
        let student = matches!(self.audience, Audience::Student { .. });
        if !traced && (case.found.is_some() || student) {
            // The smallest deck's game is the student's way in: shown; and
            // a student, who has no war, is shown every case's.
            lines.extend(self.reference_game("", result));
        } else if !traced {
            let pointer = arg("pointer", self.trace_pointer(case));
            lines.push(self.say("report-golden-trace", &[pointer]));
        }
        if !stderr.trim().is_empty() {
            lines.push(self.say("report-stderr", &[]));
            for line in stderr.lines() {
                lines.push(format!("  {line}"));
            }
        }
        lines
    }

    /// What explains a case's answer, and, when nothing does, the
    /// reference's trace of its game.
    fn explanation_lines(&self, result: &CaseResult) -> Vec<String> {
        match (&result.explanation, explanation(result, self.locale)) {
            (Some(CaseExplanation::Unexplained), Some(line)) => {
                self.reference_game(&format!("{line}; "), result)
            }
            (_, line) => line.into_iter().collect(),
        }
    }

    /// The port's standard error over all its runs, each run headed by the
    /// cases it was given, its long stack traces cut, its first and last
    /// lines, its control characters escaped; at most
    /// [`PortTextBounds::runs`] bytes in all; empty when the port wrote none.
    pub fn stderr(&self) -> String {
        self.runs_stderr().0
    }

    /// [`Report::stderr`], and whether it leaves out any of what was
    /// captured.
    fn runs_stderr(&self) -> (String, bool) {
        let mut text = String::new();
        let mut cut = false;
        let mut previous: Option<&str> = None;
        for run in &self.runs {
            if run.stderr.trim().is_empty() {
                continue;
            }
            let cases = if run.cases == 1 {
                self.say("report-run-case", &[arg("number", run.first_case + 1)])
            } else {
                let args = [
                    arg("first", run.first_case + 1),
                    arg("last", run.first_case + run.cases),
                ];
                self.say("report-run-cases", &args)
            };
            let ending = arg("ending", run.ending.show_in(self.locale));
            text.push_str(&self.say("report-run", &[arg("cases", cases), ending]));
            if previous == Some(run.stderr.as_str()) {
                text.push_str(&format!(" {}\n", self.say("report-same-as-above", &[])));
                continue;
            }
            text.push('\n');
            let shown = head_and_tail_lines(
                &cut_stderr(&run.stderr),
                STDERR_HEAD_LINES,
                STDERR_TAIL_LINES,
            );
            cut |= shown.trim_end() != run.stderr.trim_end();
            text.push_str(&terminal(shown.trim_end()));
            text.push('\n');
            previous = Some(&run.stderr);
        }
        match head_and_tail_bytes(&text, PORT_TEXT.runs) {
            std::borrow::Cow::Borrowed(_) => (text, cut),
            std::borrow::Cow::Owned(shown) => (shown, true),
        }
    }

    /// The port's standard error as captured (the first and last 8 KiB of
    /// each start), run by run, with no line left out but its control
    /// characters escaped (newlines and tabs kept), at most
    /// [`PortTextBounds::whole`] bytes: what a report keeps in a file beside
    /// itself when [`Report::stderr`] had to cut it; empty when the port
    /// wrote none.
    pub fn full_stderr(&self) -> String {
        let text = crate::grade::protocol::runs_stderr(&self.runs);
        head_and_tail_bytes(&terminal(&text), PORT_TEXT.whole).into_owned()
    }

    /// Whether [`Report::stderr`] leaves out any of what was captured:
    /// lines, or bytes past its bound.
    pub fn stderr_was_cut(&self) -> bool {
        self.runs_stderr().1
    }

    /// The report in the kit's model, which every format is drawn from.
    pub fn to_report(&self) -> report::Report {
        let mut properties = vec![
            ("command".to_string(), self.command.clone()),
            ("rules".to_string(), self.preset.name().to_string()),
            ("strict".to_string(), self.strict.to_string()),
        ];
        let mut random_data = serde_json::Value::Null;
        let mut random_title = String::new();
        if let Some(random) = &self.random {
            let decks = random.decks;
            properties.push(("random".to_string(), decks.count.to_string()));
            properties.push(("seed".to_string(), decks.seed.to_string()));
            let title = [
                arg("decks", thousands(decks.count)),
                arg("seed", decks.seed),
            ];
            random_title = format!(" {}", self.say("report-random-title", &title));
            let smallest: Vec<String> = self
                .results
                .iter()
                .filter(|r| r.case.found.is_some())
                .map(|r| r.case.start.line())
                .collect();
            random_data = json!({
                "decks": decks.count,
                "seed": decks.seed,
                "disagreed": random.disagreed,
                "not_run": random.not_run,
                "shrunk": random.shrunk,
                "smallest": smallest,
            });
        }
        // A student is told of their submission, not of the teacher's
        // command and folders.
        let graded = match (&self.audience, &self.not_run) {
            (Audience::Student { .. }, _) => self.say("report-your-submission", &[]),
            (Audience::Teacher, Some(reason)) => {
                let reason = arg("reason", reason.show_in(self.locale));
                format!("`({})`", self.say("answer-not-run", &[reason]))
            }
            (Audience::Teacher, None) => format!("`{}`", self.command),
        };
        let rules = arg("rules", self.preset.name());
        let title = [
            arg("graded", graded.as_str()),
            arg("cases", self.results.len()),
            arg("random", random_title),
            rules.clone(),
        ];
        let mut report = report::Report {
            title: self.say("report-title", &title),
            suite: format!("war grade ({})", self.preset),
            subject: self.say("report-subject", &[arg("graded", graded.as_str()), rules]),
            locale: self.locale,
            properties,
            cases: {
                let mut port_text = PortText::default();
                self.results
                    .iter()
                    .map(|r| self.case_report(r, &mut port_text))
                    .collect()
            },
            diagnosis: self.diagnosis_text(),
            notes: self.notes.iter().map(|n| n.show_in(self.locale)).collect(),
            stderr: self.stderr(),
            elapsed: self.elapsed,
            extra_data: json!({
                "command": self.command,
                "rules": self.preset.name(),
                "diagnosis": self.diagnosis.named().iter().map(|m| m.name()).collect::<Vec<_>>(),
                "explanations": self
                    .diagnosis
                    .sets
                    .iter()
                    .map(|set| set.iter().map(|m| m.name()).collect::<Vec<_>>())
                    .collect::<Vec<_>>(),
                "unexplained": self.diagnosis.unexplained(),
                "closest": self.diagnosis.closest.as_ref().map(|closest| json!({
                    "misreadings": closest.set.iter().map(|m| m.name()).collect::<Vec<_>>(),
                    "answers": closest.answers,
                    "unexplained": closest.unexplained,
                })),
            }),
        };
        if !random_data.is_null() {
            report.extra_data["random"] = random_data;
        }
        report
    }

    /// One case in the kit's model, what it shows of the port's standard
    /// error and stray output within what `port_text` leaves.
    fn case_report(&self, result: &CaseResult, port_text: &mut PortText) -> CaseReport {
        let status = self.status(result);
        let case = &result.case;
        let reading = match &result.verdict {
            Verdict::Alternative(interpretation) => Some(interpretation.name().to_string()),
            _ => None,
        };
        let stderr = port_text.stderr(&result.stderr);
        let problem = (status == Status::Failed).then(|| match &result.verdict {
            Verdict::Alternative(i) => Problem {
                error: false,
                kind: "accepted_reading".to_string(),
                message: self.say("problem-reading-strict", &[arg("reading", i.name())]),
            },
            Verdict::Wrong(code) => Problem {
                error: false,
                kind: "wrong_answer".to_string(),
                message: self.say(
                    "problem-wrong",
                    &[
                        arg("expected", show_code_in(case.expected, self.locale)),
                        arg("got", show_code_in(*code, self.locale)),
                    ],
                ),
            },
            Verdict::SameAnswer(code) => Problem {
                error: false,
                kind: "not_counted".to_string(),
                message: self.say(
                    "problem-same-answer",
                    &[arg("answer", show_code_in(*code, self.locale))],
                ),
            },
            Verdict::Unshown { reading, why } => Problem {
                error: false,
                kind: "reading_not_shown".to_string(),
                message: self.say(
                    "problem-unshown",
                    &[
                        arg("reading", reading.name()),
                        arg("why", why.text(*reading, self.locale)),
                    ],
                ),
            },
            Verdict::ExactDeck(code) => Problem {
                error: false,
                kind: "exact_deck".to_string(),
                message: self.say(
                    "problem-exact-deck",
                    &[arg("answer", show_code_in(*code, self.locale))],
                ),
            },
            Verdict::NoAnswer(answer) => Problem {
                error: true,
                kind: failure_kind(answer).to_string(),
                message: failure_cause(answer, self.locale),
            },
            Verdict::NotRun(reason) => Problem {
                error: true,
                kind: "not_run".to_string(),
                message: self.say(
                    "answer-not-run",
                    &[arg("reason", reason.show_in(self.locale))],
                ),
            },
            Verdict::Passed => unreachable!("a passed case does not fail"),
        });
        let got = match &result.verdict {
            Verdict::Wrong(code) | Verdict::SameAnswer(code) | Verdict::ExactDeck(code) => {
                json!(code)
            }
            Verdict::Alternative(reading) | Verdict::Unshown { reading, .. } => {
                json!(alternative_code(case, *reading))
            }
            _ => serde_json::Value::Null,
        };
        let mut data = json!({
            case.start.noun(): case.start.line(),
            "expect": case.expected,
            "got": got,
            "trace": self.trace_pointer(case),
        });
        if !stderr.trim().is_empty() {
            data["stderr"] = json!(stderr);
        }
        let stray = port_text.stray(&result.stray);
        if !result.stray.is_empty() {
            data["stray"] = json!(stray);
        }
        CaseReport {
            name: self.case_name(case),
            description: self.case_description(case),
            status,
            reading,
            problem,
            details: if status == Status::Passed {
                Vec::new()
            } else {
                self.details(result, &stderr)
            },
            data,
            remarks: stray_remarks(&result.stray, stray, self.locale),
            elapsed: result.elapsed,
        }
    }

    /// A case's name in the report's language: a fixture's file name, or
    /// a deck found at random by its cards.
    fn case_name(&self, case: &Case) -> String {
        match self.locale {
            Locale::En => case.name.clone(),
            locale if case.found.is_some() => format!(
                "{} {}",
                say(locale, noun_id(&case.start), &[]),
                case.start.show_in(SHOWN_CARDS, locale)
            ),
            _ => case.name.clone(),
        }
    }

    /// What a case shows, in the report's language: a fixture's description
    /// as the learning path translates it (English where it does not), or
    /// where a deck found at random comes from.
    fn case_description(&self, case: &Case) -> String {
        match (self.locale, &case.found) {
            (Locale::En, _) => case.description.clone(),
            (locale, Some(found)) => random_description(&case.start, found, locale),
            (locale, None) => {
                translation::fixture_description(locale, &case.name, &case.description)
                    .unwrap_or_else(|| case.description.clone())
            }
        }
    }

    /// The human-readable report; `color` adds ANSI colours (for a
    /// terminal).
    pub fn human(&self, color: bool) -> String {
        self.to_report().human(color)
    }

    /// Gradescope's `results.json`: one test per case, worth one point,
    /// shown to students as `visibility` says.
    pub fn gradescope(&self, visibility: &str) -> serde_json::Value {
        self.to_report().gradescope(visibility)
    }

    /// JUnit XML: one `testsuite` of one `testcase` per case; a wrong
    /// answer is a `failure`, no answer an `error`.
    pub fn junit(&self) -> String {
        self.to_report().junit()
    }

    /// TAP version 14: a plan, one test point per case, a YAML block for
    /// each case that did not simply pass.
    pub fn tap(&self) -> String {
        self.to_report().tap()
    }
}

/// What explains what the port did with a case, in one line, in
/// `locale`, when the diagnosis says: `explained by: no_limit`, the sets
/// that give its answer there, or that no known misreading does.
pub fn explanation(result: &CaseResult, locale: Locale) -> Option<String> {
    let answer = result.observation().map_or_else(
        || say(locale, "report-this", &[]),
        |seen| describe_observation(seen, locale),
    );
    Some(match result.explanation.as_ref()? {
        CaseExplanation::Diagnosis(needed) => say(
            locale,
            "report-explained-by",
            &[arg("misreadings", names(needed, locale))],
        ),
        CaseExplanation::Candidates { sets, more } => {
            let each: Vec<String> = sets.iter().map(|set| names(set, locale)).collect();
            let (answer, sets) = (arg("answer", answer), arg("sets", each.join("; ")));
            match more {
                0 => say(locale, "report-what-gives", &[answer, sets]),
                more => say(
                    locale,
                    "report-what-gives-more",
                    &[answer, sets, arg("more", *more)],
                ),
            }
        }
        CaseExplanation::Unexplained => {
            say(locale, "report-nothing-gives", &[arg("answer", answer)])
        }
    })
}

/// What the port did with a case, in words, in `locale`: its answer, with
/// what became of it (`-1 (B wins) (the reading empty_before_limit)`), or
/// its failure.
pub fn actual(result: &CaseResult, locale: Locale) -> String {
    let case = &result.case;
    let of_reading = |code: i32, reading: Interpretation| {
        let args = [
            arg("answer", show_code_in(code, locale)),
            arg("reading", reading.name()),
        ];
        say(locale, "answer-of-reading", &args)
    };
    match &result.verdict {
        Verdict::Passed => show_code_in(case.expected, locale),
        Verdict::Alternative(reading) => of_reading(alternative_code(case, *reading), *reading),
        Verdict::Wrong(code) | Verdict::ExactDeck(code) => show_code_in(*code, locale),
        Verdict::SameAnswer(code) => say(
            locale,
            "report-right-not-counted",
            &[arg("answer", show_code_in(*code, locale))],
        ),
        Verdict::Unshown { reading, why } => {
            let args = [
                arg(
                    "answer",
                    show_code_in(alternative_code(case, *reading), locale),
                ),
                arg("reading", reading.name()),
                arg("why", why.text(*reading, locale)),
            ];
            say(locale, "report-reading-not-counted", &args)
        }
        Verdict::NoAnswer(answer) => describe_failure_in(answer, locale),
        Verdict::NotRun(reason) => say(
            locale,
            "answer-not-run",
            &[arg("reason", reason.show_in(locale))],
        ),
    }
}

/// The reference's game of a case under `preset`: its golden trace
/// without the deck's line (the case shows the deck), with how many lines
/// the whole trace has and how many battles the game takes.
pub fn reference_trace(case: &Case, preset: Preset, locale: Locale) -> (String, usize, u32) {
    let start = &case.start;
    let deck = match start {
        Start::Deck(deck) => Some(deck.clone()),
        Start::Hands { .. } => None,
    };
    let trace = Trace::record_game(deck, start.war(preset.rules()));
    let text = trace.text(locale);
    // The deck's line comes first, in any language, unless the rules'
    // line (rules other than the assignment's) comes before it.
    let skip = usize::from(matches!(start, Start::Deck(_)) && preset.rules() == Rules::default());
    let game: Vec<&str> = text.lines().skip(skip).collect();
    (game.join("\n"), text.lines().count(), trace.result.battles)
}

impl Report {
    /// Where the reader finds a case's golden trace: `war trace FIXTURE` for
    /// a teacher; for a student, the fixture where the teacher published
    /// the fixtures, else nothing (the report shows the game itself).
    fn trace_pointer(&self, case: &Case) -> String {
        match &self.audience {
            Audience::Teacher if self.locale == Locale::En => trace_command(case),
            Audience::Teacher => format!("{} --locale {}", trace_command(case), self.locale),
            Audience::Student {
                fixtures_url: Some(url),
            } if case.found.is_none() => {
                let name = case.path.file_name().unwrap_or_default().to_string_lossy();
                format!("{}/{name}", url.trim_end_matches('/'))
            }
            Audience::Student { .. } => String::new(),
        }
    }

    /// The reference's game of a case: its trace, headed by `lead` and
    /// where the golden trace is; a game too long to show is cut, for a
    /// student (who has nothing else to see it by) after its first lines,
    /// for a teacher (who has `war trace`) before them.
    fn reference_game(&self, lead: &str, result: &CaseResult) -> Vec<String> {
        let (game, lines, battles) = reference_trace(&result.case, self.preset, self.locale);
        let pointer = self.trace_pointer(&result.case);
        let student = matches!(self.audience, Audience::Student { .. });
        let long = lines > TRACE_LINES;
        if long && !student {
            let args = [arg("battles", battles), arg("pointer", pointer)];
            return vec![format!("{lead}{}", self.say("report-game-takes", &args))];
        }
        let heading = if pointer.is_empty() {
            self.say("report-game", &[])
        } else {
            self.say("report-game-golden", &[arg("pointer", pointer)])
        };
        let mut shown = vec![format!("{lead}{heading}")];
        shown.extend(
            game.lines()
                .take(TRACE_LINES)
                .map(|line| format!("  {line}")),
        );
        if long {
            let cut = self.say("report-game-cut", &[arg("battles", battles)]);
            shown.push(format!("  {cut}"));
        }
        shown
    }
}

/// Where a smallest deck came from, in `locale`: `by shrinking random
/// decks #4, #17, #250 of seed 1`.
fn found_line(found: &Found, locale: Locale) -> String {
    const SHOWN: usize = 5;
    let mut indexes: Vec<String> = found
        .decks
        .iter()
        .take(SHOWN)
        .map(|i| format!("#{i}"))
        .collect();
    if found.decks.len() > SHOWN {
        indexes.push("...".to_string());
    }
    let id = if found.complete {
        "report-found-by"
    } else {
        "report-found-by-bounded"
    };
    let args = [arg("decks", indexes.join(", ")), arg("seed", found.seed)];
    say(locale, id, &args)
}

/// The command that prints a case's golden trace, its path (or its deck)
/// quoted for a shell, so that pasting it runs `war trace` and nothing
/// else.
pub fn trace_command(case: &Case) -> String {
    let Some(found) = &case.found else {
        return format!("war trace {}", shell_word(&case.path.display().to_string()));
    };
    let game = match &case.start {
        Start::Deck(deck) => format!("--deck {}", shell_word(&protocol_line(deck))),
        Start::Hands { a, b } => format!(
            "--a {} --b {}",
            shell_word(&protocol_line(a)),
            shell_word(&protocol_line(b))
        ),
    };
    match found.preset {
        Preset::Umass => format!("war trace {game}"),
        other => format!("war trace --rules {other} {game}"),
    }
}

/// The first and the last lines of the port's standard error shown under a
/// case.
const STDERR_LINES_OF_A_CASE: (usize, usize) = (6, 5);

/// The first lines of a run's standard error shown in a report.
const STDERR_HEAD_LINES: usize = 20;

/// The last lines of a run's standard error shown in a report.
const STDERR_TAIL_LINES: usize = 10;

/// How much of what a port wrote a report keeps, in bytes of its text
/// once its control characters are escaped ([`terminal`]): whatever a port
/// writes, however often it is started, a report, a student's page and
/// `results.json` hold at most 2 KiB of its standard error under one case
/// (the eleven lines a case shows, at a stack trace's usual length), 48 KiB
/// of its standard error and its stray output under all the cases together
/// (two dozen cases in full) and 16 KiB of its standard error in the
/// section of the runs (a whole start's capture): 64 KiB in all. Where a
/// text is cut, it says so (`[... 1234 bytes left out ...]`). The file
/// beside a report (`.stderr.txt`), for the teacher, keeps at most 1 MiB of
/// its standard error. (The answer lines a case quotes are bounded where
/// they are read: [`super::protocol`] keeps at most 500 characters of one.)
pub const PORT_TEXT: PortTextBounds = PortTextBounds {
    case: 2 << 10,
    cases: 48 << 10,
    runs: 16 << 10,
    whole: 1 << 20,
};

/// Bounds on the bytes of what a port wrote that a report keeps
/// ([`PORT_TEXT`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PortTextBounds {
    /// Of its standard error, under one case.
    pub case: usize,
    /// Of its standard error and its stray output, under all the cases of
    /// one report, or of one student's page.
    pub cases: usize,
    /// Of its standard error, in the section of the runs (every start of
    /// the port).
    pub runs: usize,
    /// Of its standard error, in the file beside the report that keeps it
    /// whole.
    pub whole: usize,
}

/// The port's standard error with its long stack traces cut to their
/// first and last frames.
fn cut_stderr(stderr: &str) -> String {
    stacktrace::cut(stderr, stacktrace::FIRST_FRAMES, stacktrace::LAST_FRAMES)
}

/// What a case shows of the port's standard error: its long stack traces
/// cut, then its first and last lines, its control characters escaped,
/// and at most [`PortTextBounds::case`] bytes of it.
pub fn case_stderr(stderr: &str) -> String {
    let (head, tail) = STDERR_LINES_OF_A_CASE;
    let lines = head_and_tail_lines(cut_stderr(stderr).trim_end(), head, tail);
    head_and_tail_bytes(&terminal(&lines), PORT_TEXT.case).into_owned()
}

/// What the cases of one report (or of one student's page) show of what the
/// port wrote, within [`PortTextBounds::cases`] bytes for all of them: each
/// case's excerpt of its standard error and its stray lines while there is
/// room, then cut to the room left, then left out with a word saying so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortText {
    /// The bytes the next cases may still take.
    left: usize,
}

impl Default for PortText {
    /// The whole of [`PortTextBounds::cases`] left.
    fn default() -> PortText {
        PortText {
            left: PORT_TEXT.cases,
        }
    }
}

impl PortText {
    /// The excerpt of the standard error `stderr` the next case shows
    /// ([`case_stderr`]), within the room left.
    pub fn stderr(&mut self, stderr: &str) -> String {
        let excerpt = case_stderr(stderr);
        if excerpt.trim().is_empty() {
            return String::new();
        }
        let left = self.take(excerpt.len());
        match left {
            0 => format!(
                "[... {} bytes left out: the report shows {} KiB of what the port wrote already ...]",
                excerpt.len(),
                PORT_TEXT.cases >> 10
            ),
            left => head_and_tail_bytes(&excerpt, left).into_owned(),
        }
    }

    /// The stray lines of a case as it quotes them (`"dealing"`, control
    /// characters escaped, each at most `STRAY_SHOWN` characters), as
    /// many as the room left holds.
    pub fn stray(&mut self, stray: &Stray) -> Vec<String> {
        let mut shown = Vec::new();
        for line in &stray.lines {
            let mut quoted = terminal_line(&format!("{line:?}")).into_owned();
            if quoted.chars().count() > STRAY_SHOWN {
                quoted = format!(
                    "{}...\"",
                    quoted.chars().take(STRAY_SHOWN).collect::<String>()
                );
            }
            if self.take(quoted.len()) < quoted.len() {
                break;
            }
            shown.push(quoted);
        }
        shown
    }

    /// Takes `bytes` from the room left, all of it or what there is;
    /// returns the room there was.
    fn take(&mut self, bytes: usize) -> usize {
        let left = self.left;
        self.left = left.saturating_sub(bytes);
        left
    }
}

/// The most characters of a stray line a case quotes, quotes and escapes
/// included.
const STRAY_SHOWN: usize = 200;

/// The problem of a failure without an answer, in one line that is the same
/// for every case that failed the same way: a crash's remark that the cases
/// after it were not run again is left to the details.
fn failure_cause(answer: &Answer, locale: Locale) -> String {
    let failure = describe_failure_in(answer, locale);
    match failure.find(" (not run again:") {
        Some(at) => failure[..at].to_string(),
        None => failure,
    }
}

/// The answer `case` expects under `reading`.
fn alternative_code(case: &Case, reading: Interpretation) -> i32 {
    case.alternatives
        .iter()
        .find(|(i, _)| *i == reading)
        .map_or(case.expected, |(_, code)| *code)
}

/// A case by its name (a deck found at random by its first cards), with
/// what the port did when it gave no answer, in `locale`: `technical_draw
/// — StackOverflowError`.
fn named_case(result: &CaseResult, locale: Locale) -> String {
    let case = &result.case;
    let name = match case.found {
        Some(_) => format!(
            "{} {}",
            say(locale, noun_id(&case.start), &[]),
            case.start.show_in(NAMED_CARDS, locale)
        ),
        None => case.name.clone(),
    };
    match &result.verdict {
        Verdict::NoAnswer(Answer::Garbage(line)) => format!("{name} — {line:?}"),
        Verdict::NoAnswer(answer) => format!("{name} — {}", failure_in_a_word(answer, locale)),
        _ => name,
    }
}

/// The cards of a deck found at random that name it in a list of cases.
const NAMED_CARDS: usize = 8;

/// The most cases a list of the diagnosis names, the rest counted.
const NAMED_CASES: usize = 8;

/// `names` joined by commas, at most [`NAMED_CASES`] of them and how many
/// more, in `locale`.
fn some_of(names: &[String], locale: Locale) -> String {
    let shown = names[..names.len().min(NAMED_CASES)].join(", ");
    match names.len().saturating_sub(NAMED_CASES) {
        0 => shown,
        more => say(
            locale,
            "report-and-more",
            &[arg("shown", shown), arg("more", more)],
        ),
    }
}

/// What a Python port's `find_winner` returned instead of an int, as the
/// adapter says it (`find_winner returned None`, `find_winner returned
/// True (bool)`): `None`, `True (bool)`; `None` when `what` is an
/// exception.
fn returned(what: &str) -> Option<&str> {
    what.strip_prefix("find_winner returned ")
}

/// A failure without an answer in a word or two, in `locale`: the
/// exception's class without its package (`StackOverflowError`),
/// `time-out`, `crash`.
pub fn failure_in_a_word(answer: &Answer, locale: Locale) -> String {
    let id = match answer {
        Answer::Raised(what) if returned(what).is_some() => "word-not-an-answer",
        Answer::Raised(what) => {
            let class = what.split(':').next().unwrap_or(what).trim();
            return class.rsplit('.').next().unwrap_or(class).to_string();
        }
        Answer::Code(code) => return show_code_in(*code, locale),
        Answer::Timeout(_) | Answer::GaveUp(_) => "word-time-out",
        Answer::Crashed(_) => "word-crash",
        Answer::Garbage(_) => "word-not-an-answer",
        Answer::TooLong(_) => "word-too-much-output",
        Answer::Several(_) => "word-several-answers",
        Answer::Stopped(_) => "word-not-run",
    };
    say(locale, id, &[])
}

/// What rules make of a game, in words, in `locale`: `0 (draw)`, `a game
/// that never ends`, `a crash (a card taken from an empty deck)`.
pub fn describe_prediction(prediction: Prediction, locale: Locale) -> String {
    match prediction {
        Prediction::Code(code) => show_code_in(code, locale),
        Prediction::Endless => say(locale, "prediction-endless", &[]),
        Prediction::Crash => say(locale, "prediction-crash", &[]),
    }
}

/// A set of misreadings in one line, each named for a reader of `locale`:
/// `two_cards_down + deal_halves`.
fn names(set: &[Misreading], locale: Locale) -> String {
    set.iter()
        .map(|m| m.label_in(locale))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A port's answer in words, in `locale`.
fn describe_answer(answer: &Answer, locale: Locale) -> String {
    match answer {
        Answer::Code(code) => show_code_in(*code, locale),
        other => describe_failure_in(other, locale),
    }
}

/// What a port did, in words, in `locale`: `-1 (B wins)`, `2`, `a game
/// that never ends`.
fn describe_observation(observation: Observation, locale: Locale) -> String {
    match observation {
        Observation::Code(code) => show_code_in(code, locale),
        Observation::Hang => say(locale, "prediction-endless", &[]),
        Observation::Crash(_) => say(locale, "observation-crash", &[]),
    }
}

/// The most lines of a trace a report shows in full; a longer game is
/// left to its golden trace.
const TRACE_LINES: usize = 24;

/// The cards of a deck or of a hand shown in a report before it is
/// shortened.
pub const SHOWN_CARDS: usize = 100;

/// The port's stray output on a case, in one remark, in `locale`: `the
/// port also wrote 2 lines that are not answers: "dealing", "A: 3 2"`,
/// quoting the lines `shown` ([`PortText::stray`]).
fn stray_remarks(stray: &Stray, mut shown: Vec<String>, locale: Locale) -> Vec<String> {
    if stray.is_empty() {
        return Vec::new();
    }
    if stray.count > shown.len() {
        shown.push("...".to_string());
    }
    let args = [arg("count", stray.count), arg("lines", shown.join(", "))];
    vec![say(locale, "report-stray", &args)]
}

/// A failure without an answer, in words.
pub fn describe_failure(answer: &Answer) -> String {
    describe_failure_in(answer, Locale::En)
}

/// A failure without an answer, in words, in `locale`.
pub fn describe_failure_in(answer: &Answer, locale: Locale) -> String {
    let reason = |id: &str, reason: String| say(locale, id, &[arg("reason", reason)]);
    match answer {
        Answer::Code(code) => show_code_in(*code, locale),
        Answer::Garbage(line) => say(
            locale,
            "answer-garbage",
            &[arg("line", format!("{line:?}"))],
        ),
        Answer::Timeout(limit) => say(locale, "answer-timeout", &[arg("limit", seconds(*limit))]),
        Answer::Crashed(why) | Answer::TooLong(why) => {
            reason("answer-crashed", why.show_in(locale))
        }
        Answer::Raised(what) => match returned(what) {
            Some("None") => say(locale, "answer-returned-none", &[]),
            Some(other) => say(locale, "answer-returned", &[arg("what", other)]),
            None => say(locale, "answer-raised", &[arg("what", what.as_str())]),
        },
        Answer::Several(lines) => {
            let then = format!(", {} ", say(locale, "answer-then", &[]));
            let mut shown: Vec<&str> = lines
                .iter()
                .take(SHOWN_ANSWERS)
                .map(String::as_str)
                .collect();
            if lines.len() > SHOWN_ANSWERS {
                shown.push("...");
            }
            let args = [arg("times", lines.len()), arg("answers", shown.join(&then))];
            say(locale, "answer-several", &args)
        }
        Answer::GaveUp(why) => reason("answer-not-run", why.show_in(locale)),
        Answer::Stopped(why) => reason("answer-not-run", stopped_in(*why, locale)),
    }
}

/// The most answers to one deck a report names: however many a port
/// writes, the rest are counted.
const SHOWN_ANSWERS: usize = 5;

/// The kind of a failure without an answer, as JUnit's `type`.
fn failure_kind(answer: &Answer) -> &'static str {
    match answer {
        Answer::Code(_) => "wrong_answer",
        Answer::Garbage(_) => "garbage",
        Answer::Timeout(_) => "timeout",
        Answer::Crashed(_) | Answer::Raised(_) => "crash",
        Answer::TooLong(_) => "too_much_output",
        Answer::Several(_) => "several_answers",
        Answer::GaveUp(_) => "timeout",
        Answer::Stopped(_) => "not_run",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::reason::{Ending, Status as Exit};
    use crate::kit::report::Format;
    use crate::war::grade::load_cases;

    /// What the grader keeps of a flood on a port's standard error in one
    /// start (16 KiB, [`super::super::protocol::Limits::max_stderr`]):
    /// lines of control characters (an escape sequence that retitles a
    /// terminal and clears it among them), quotes and angle brackets,
    /// which every format escapes, and one line of them.
    fn flood() -> String {
        let line = "\x1b]0;x\x07\x1b[2J\x01\"<".repeat(40);
        let mut text = format!("{line}\n").repeat((8 << 10) / (line.len() + 1));
        text.push_str(&"\x01\"<".repeat((8 << 10) / 3));
        text
    }

    /// The report of a port that wrote [`flood`] in each of 40 starts, and
    /// crashed on every built-in case with it, writing stray lines too.
    fn flooded() -> Report {
        let (cases, _) = load_cases(&[], Preset::Umass).expect("the built-in fixtures");
        let mut report = Report::not_run(
            cases,
            Preset::Umass,
            false,
            &Reason::Said(String::new()),
            "",
        );
        let flood = flood();
        for (index, result) in report.results.iter_mut().enumerate() {
            let code = i32::try_from(index).unwrap_or(i32::MAX);
            result.verdict = Verdict::NoAnswer(Answer::Crashed(Reason::Exited(Exit::Code(code))));
            result.stderr = flood.clone();
            result.stray = Stray {
                lines: vec!["\x01\"<".repeat(70); 3],
                count: 50,
            };
        }
        report.runs = (0..40)
            .map(|first_case| Run {
                first_case,
                cases: 1,
                answered: 0,
                ending: Ending::Failed(Reason::Exited(Exit::Code(1))),
                stderr: format!("{first_case}\n{flood}"),
            })
            .collect();
        report
    }

    /// Whatever a port writes, a report holds at most [`PORT_TEXT`] of it
    /// (64 KiB, each format's escapes at most doubling the text here), and
    /// says where it was cut; the file beside it at most 1 MiB, with no
    /// control character but its lines' ends and tabs.
    #[test]
    fn a_flood_on_standard_error_is_bounded_in_every_format() {
        let report = flooded();
        let cases = report.results.len();
        let ours = 2 << 10;
        let port = PORT_TEXT.cases + PORT_TEXT.runs;
        let kit = report.to_report();
        for format in [
            Format::Gradescope,
            Format::Human,
            Format::Junit,
            Format::Tap,
        ] {
            let text = format.render(&kit, "visible", false);
            assert!(
                text.len() < 2 * port + cases * ours,
                "{format:?}: {} bytes",
                text.len()
            );
            assert!(text.contains(" bytes left out"), "{format:?}: {text}");
            assert!(!text.contains('\x1b'), "{format:?}");
        }
        assert!(report.stderr_was_cut());
        let whole = report.full_stderr();
        assert!(whole.len() <= PORT_TEXT.whole + 64, "{}", whole.len());
        assert!(whole.len() > PORT_TEXT.whole / 2, "{}", whole.len());
        assert!(whole.contains(" bytes left out ...]"));
        assert!(!whole.contains(|c: char| c.is_control() && c != '\n' && c != '\t'));
        assert!(whole.contains("\\u{1b}]0;x\\u{7}\\u{1b}[2J"));
    }

    /// The cases share [`PortTextBounds::cases`]: the first are shown in
    /// full (within [`PortTextBounds::case`] each), then cut, then left
    /// out with a word saying so.
    #[test]
    fn the_cases_of_a_report_share_one_bound() {
        let mut port_text = PortText::default();
        let stderr = "Traceback: something went wrong\n".repeat(200);
        let excerpts: Vec<String> = (0..200).map(|_| port_text.stderr(&stderr)).collect();
        let first = &excerpts[0];
        assert!(first.len() <= PORT_TEXT.case + 64, "{}", first.len());
        assert!(first.contains("lines left out"), "{first}");
        let total: usize = excerpts.iter().map(String::len).sum();
        assert!(total <= PORT_TEXT.cases + 200 * 128, "{total}");
        let last = excerpts.last().expect("excerpts");
        assert!(
            last.starts_with("[... ") && last.contains("bytes left out: the report shows 48 KiB"),
            "{last}"
        );
        let stray = Stray {
            lines: vec!["x".repeat(500)],
            count: 1,
        };
        assert!(port_text.stray(&stray).is_empty());
        let mut fresh = PortText::default();
        let shown = fresh.stray(&stray);
        assert_eq!(shown[0].chars().count(), STRAY_SHOWN + 4, "{shown:?}");
    }

    /// A port answering one deck a hundred thousand times is told by the
    /// count, its first answers named.
    #[test]
    fn many_answers_to_one_deck_are_counted_not_listed() {
        let answer = Answer::Several(vec!["1".to_string(); 100_000]);
        let said = describe_failure(&answer);
        assert_eq!(
            said,
            "answered this deck 100000 times: 1, then 1, then 1, then 1, then 1, then ... (one answer a deck)"
        );
    }
}
