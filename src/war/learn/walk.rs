//! `war learn`: a learner's port walked through the path, step by step,
//! stopping at the first step it fails.
//!
//! Each step is one run of the port, through the line protocol of
//! `war grade` ([`run_port`]), with that step's decks only: a port that
//! hangs on a later step's game is never started on it before the learner
//! gets there, and nothing of a later step (its decks, its answers) is
//! shown.

use std::fmt::Write as _;

use crate::kit::error::Error;
use crate::kit::escape::{shell_word, terminal, terminal_line};
use crate::kit::locale::{arg, Locale};
use crate::kit::process;
use crate::kit::words::{self, head_and_tail_lines, labels};
use crate::war::fixture::Interpretation;
use crate::war::grade::protocol::{run_port, Limits};
use crate::war::grade::report::{
    case_stderr, describe_failure_in, show_code_in, trace_command, SHOWN_CARDS,
};
use crate::war::grade::{Answer, Case, Verdict};
use crate::war::lang::say;
use crate::war::learn::path::{LearningPath, PathFixture};

/// A step the port passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Passed {
    /// The step's number, from 1.
    pub number: usize,
    /// The step's title.
    pub title: String,
    /// How many cases it has.
    pub cases: usize,
    /// The cases passed with the answer of an accepted reading, by name.
    pub readings: Vec<(String, Interpretation)>,
}

/// The step the port failed, with everything the learner needs to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// The step's number, from 1.
    pub number: usize,
    /// The step's chapter.
    pub chapter: String,
    /// The step's title.
    pub title: String,
    /// The rule the step introduces, in one sentence.
    pub rule: String,
    /// The step's hint.
    pub hint: String,
    /// The first case of the step the port failed.
    pub case: Case,
    /// What the port gave for it: a wrong answer, or no answer.
    pub answer: Answer,
    /// The last lines of the port's standard error, for a case without an
    /// answer.
    pub stderr: String,
    /// The reference's golden trace of the case's game, in the walk's
    /// language.
    pub trace: String,
}

/// A port's walk through the path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    /// The port's command.
    pub command: String,
    /// What the path holds, in words (`14 steps in 5 chapters, ...`).
    pub path: String,
    /// How many steps the path has.
    pub steps: usize,
    /// The steps passed, in order.
    pub passed: Vec<Passed>,
    /// The step the walk stopped at, if the port failed one.
    pub stop: Option<Stop>,
    /// The language the walk is told in: the path's
    /// ([`LearningPath::translated`]).
    pub locale: Locale,
}

/// Walks the port `command` through `path`, whose fixtures
/// ([`LearningPath::load_fixtures`]) are `fixtures`, one run of the port a
/// step, and stops at the first step with a case it fails (an accepted
/// reading's answer passes).
///
/// Fails only when `sh` cannot be started.
pub fn walk(
    path: &LearningPath,
    fixtures: &[Vec<PathFixture>],
    command: &str,
    limits: &Limits,
) -> Result<Walk, Error> {
    let mut walk = Walk {
        command: command.to_string(),
        path: format!("{} ({})", path.title, path.summary()),
        steps: path.step_count(),
        passed: Vec::new(),
        stop: None,
        locale: path.locale,
    };
    for ((number, chapter, step), fixtures) in path.steps().zip(fixtures) {
        let cases: Vec<Case> = fixtures.iter().map(PathFixture::case).collect();
        let lines: Vec<String> = cases.iter().map(|case| case.start.line()).collect();
        let run = run_port(command, &lines, limits, &process::Stop::new())?;
        let mut readings = Vec::new();
        for ((case, answered), fixture) in cases.iter().zip(run.answers).zip(fixtures) {
            match Verdict::of(case, &answered.answer) {
                Verdict::Passed => {}
                Verdict::Alternative(reading) => readings.push((case.name.clone(), reading)),
                _ => {
                    let stderr = match answered.answer {
                        Answer::Code(_) => String::new(),
                        _ => run
                            .runs
                            .get(answered.run)
                            .map(|run| run.stderr.clone())
                            .unwrap_or_default(),
                    };
                    walk.stop = Some(Stop {
                        number,
                        chapter: chapter.title.clone(),
                        title: step.title.clone(),
                        rule: step.rule.clone(),
                        hint: step.hint.clone(),
                        case: case.clone(),
                        answer: answered.answer,
                        stderr,
                        trace: fixture.file.trace().text(path.locale),
                    });
                    return Ok(walk);
                }
            }
        }
        walk.passed.push(Passed {
            number,
            title: step.title.clone(),
            cases: cases.len(),
            readings,
        });
    }
    Ok(walk)
}

/// The most lines of a golden trace shown; a longer one is shown by its
/// start and its end.
const TRACE_LINES: usize = 60;

/// The width text is wrapped to.
const WIDTH: usize = 78;

impl Walk {
    /// Whether the port passed every step.
    pub fn finished(&self) -> bool {
        self.stop.is_none()
    }

    /// The walk in words, for the learner, in its language; text the
    /// project did not write (the port's output, a path or fixture given on
    /// the command line) cannot drive the terminal: control characters are
    /// escaped.
    pub fn human(&self) -> String {
        let locale = self.locale;
        let mut text = say(
            locale,
            "learn-header",
            &[
                arg("command", terminal_line(&self.command).into_owned()),
                arg("path", self.path.as_str()),
            ],
        );
        text.push_str("\n\n");
        for step in &self.passed {
            let pass = [
                arg("number", step.number),
                arg("title", step.title.as_str()),
                arg("cases", step.cases),
            ];
            let _ = writeln!(text, "{}", say(locale, "learn-pass", &pass));
            for (name, reading) in &step.readings {
                let args = [arg("name", name.as_str()), arg("reading", reading.name())];
                let _ = writeln!(text, "      {}", say(locale, "learn-reading", &args));
            }
        }
        match &self.stop {
            Some(stop) => text.push_str(&self.stopped_at(stop)),
            None => text.push_str(&self.finished_text()),
        }
        terminal(&text).into_owned()
    }

    /// The step the walk stopped at, and what to do next.
    fn stopped_at(&self, stop: &Stop) -> String {
        let locale = self.locale;
        let case = &stop.case;
        let fail = [
            arg("number", stop.number),
            arg("title", stop.title.as_str()),
            arg("chapter", stop.chapter.as_str()),
        ];
        let mut text = format!("{}\n\n", say(locale, "learn-fail", &fail));
        let [rule, hint] = labels(["learn-rule", "learn-hint"].map(|id| say(locale, id, &[])));
        text.push_str(&wrap(&rule, &stop.rule));
        text.push_str(&wrap(&hint, &stop.hint));
        let about = [
            arg("name", case.name.as_str()),
            arg("description", case.description.as_str()),
        ];
        let _ = writeln!(text, "\n{}", say(locale, "learn-case", &about));
        let [deck, expected, accepted, yours] = labels(
            [
                "learn-deck",
                "learn-expected",
                "learn-accepted",
                "learn-yours",
            ]
            .map(|id| say(locale, id, &[])),
        );
        let _ = writeln!(text, "  {deck}{}", case.start.show_in(SHOWN_CARDS, locale));
        let _ = writeln!(text, "  {expected}{}", show_code_in(case.expected, locale));
        for (reading, code) in &case.alternatives {
            let answer = [
                arg("answer", show_code_in(*code, locale)),
                arg("reading", reading.name()),
            ];
            let shown = say(locale, "learn-accepted-reading", &answer);
            let _ = writeln!(text, "  {accepted}{shown}");
        }
        let actual = describe_failure_in(&stop.answer, locale);
        let _ = writeln!(text, "  {yours}{actual}");
        let stderr = case_stderr(&stop.stderr);
        if !stderr.trim().is_empty() {
            let _ = writeln!(text, "  {}", say(locale, "learn-stderr", &[]));
            for line in stderr.lines() {
                let _ = writeln!(text, "    {line}");
            }
        }
        let command = match locale {
            Locale::En => trace_command(case),
            other => format!("{} --locale {other}", trace_command(case)),
        };
        let reference = [arg("command", command.as_str())];
        let _ = writeln!(text, "\n{}", say(locale, "learn-reference", &reference));
        text.push_str(&indented_trace(&stop.trace, &command, locale));
        let stopped = [
            arg("passed", self.passed.len()),
            arg("number", stop.number),
            arg("ahead", self.steps - stop.number),
        ];
        let _ = writeln!(text, "\n{}", say(locale, "learn-stopped", &stopped));
        text
    }

    /// The end of a walk through every step, and what to try next.
    fn finished_text(&self) -> String {
        let args = [
            arg("steps", self.steps),
            arg("command", shell_word(&self.command).into_owned()),
        ];
        format!("\n{}\n", say(self.locale, "learn-finished", &args))
    }
}

/// `text` after `label`, wrapped to [`WIDTH`] columns, the lines after the
/// first indented under the text.
fn wrap(label: &str, text: &str) -> String {
    let indent = " ".repeat(label.chars().count());
    let mut out = String::new();
    for (index, line) in words::wrap(text, WIDTH - indent.len()).iter().enumerate() {
        out.push_str(if index == 0 { label } else { &indent });
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// A golden trace indented by two spaces; a long one cut to its first and
/// last lines, with the command that shows it whole.
fn indented_trace(trace: &str, command: &str, locale: Locale) -> String {
    let lines = trace.lines().count();
    let (head, tail) = (TRACE_LINES * 2 / 3, TRACE_LINES / 3);
    let mut text = String::new();
    for line in head_and_tail_lines(trace, head, tail).lines() {
        let _ = writeln!(text, "  {line}");
    }
    if lines > TRACE_LINES {
        let whole = say(locale, "learn-whole-trace", &[arg("command", command)]);
        let _ = writeln!(text, "  {whole}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_sentences_wrap_under_their_label() {
        let text = wrap("a hint: ", &"word ".repeat(30));
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|line| line.len() <= WIDTH));
        assert!(lines[1].starts_with("        word"));
    }

    #[test]
    fn nothing_a_port_writes_can_drive_the_terminal() {
        let walk = Walk {
            command: "evil\u{1b}[2J".to_string(),
            path: "1 step".to_string(),
            steps: 1,
            passed: Vec::new(),
            stop: None,
            locale: Locale::En,
        };
        let text = walk.human();
        assert!(!text.contains('\u{1b}'), "{text}");
        assert!(text.contains("evil\\u{1b}[2J"), "{text}");
    }

    #[test]
    fn a_long_trace_is_cut_in_the_middle() {
        let trace: String = (1..=1000).map(|n| format!("battle {n}\n")).collect();
        let shown = indented_trace(&trace, "war trace fixtures/x.yaml", Locale::En);
        assert_eq!(shown.lines().count(), TRACE_LINES + 2);
        assert!(shown.contains("  battle 1\n"));
        assert!(shown.contains("  battle 1000\n"));
        assert!(shown.contains("  [... 940 lines left out ...]\n"));
        assert!(shown.contains("(`war trace fixtures/x.yaml` shows it whole)"));
    }
}
