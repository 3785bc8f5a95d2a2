//! The result of grading a port, and its formats.
//!
//! One model, [`Report`], holds every case's verdict, the diagnosis, notes
//! on how the port behaved and its standard error. Each format is a
//! function of it: [`Report::human`] (the default, coloured on a terminal),
//! [`Report::gradescope`] (Gradescope's `results.json`), [`Report::junit`]
//! (JUnit XML) and [`Report::tap`] (TAP version 14).

use std::io::Cursor;
use std::path::PathBuf;
use std::time::Duration;

use anstyle::{AnsiColor, Style};
use quick_xml::events::{BytesDecl, BytesText, Event};
use quick_xml::Writer;
use serde::Serialize;
use serde_json::json;

use super::diagnose::Misreading;
use super::protocol::{protocol_line, seconds, shorten, tail_lines, Answer, Run};
use crate::fixture::Interpretation;
use crate::game::Card;
use crate::rules::Preset;

/// One fixture, as a case to grade: a deck and the answers accepted for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The fixture's file name without `.yaml`.
    pub name: String,
    /// The fixture's path, as given.
    pub path: PathBuf,
    /// The fixture's description.
    pub description: String,
    /// The deck.
    pub deck: Vec<Card>,
    /// The answer under the rules as decided: 1, 0 or -1.
    pub expected: i32,
    /// Each accepted alternative reading whose answer differs from
    /// `expected`, with that answer.
    pub alternatives: Vec<(Interpretation, i32)>,
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
    /// The port gave no answer: a line that is not one, a time-out, a crash
    /// or too much output.
    NoAnswer(Answer),
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
}

/// The whole result of grading a port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The port's command.
    pub command: String,
    /// The rules the port was graded by.
    pub preset: Preset,
    /// Whether an answer of an accepted alternative reading fails.
    pub strict: bool,
    /// Every case, in the order graded.
    pub results: Vec<CaseResult>,
    /// The misreadings that explain the port's answers, if any.
    pub diagnosis: Vec<Misreading>,
    /// What else the teacher should know: fixtures not graded, a port
    /// holding its answers back.
    pub notes: Vec<String>,
    /// Each start of the port.
    pub runs: Vec<Run>,
    /// The time the grading took.
    pub elapsed: Duration,
}

/// How a case is reported in every format: `passed`, `passed under an
/// accepted reading` or `failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The expected answer.
    Passed,
    /// An accepted reading's answer, counted as a pass.
    PassedAlternative,
    /// Anything else, or an accepted reading's answer under `--strict`.
    Failed,
}

impl Report {
    /// The status of `result` in this grading.
    pub fn status(&self, result: &CaseResult) -> Status {
        match result.verdict {
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

    /// How many cases failed.
    pub fn failed(&self) -> usize {
        self.results.len() - self.passed()
    }

    /// Whether every case passed.
    pub fn all_passed(&self) -> bool {
        self.failed() == 0
    }

    /// The closing line: `29 passed, 2 failed`.
    pub fn summary(&self) -> String {
        format!("{} passed, {} failed", self.passed(), self.failed())
    }

    /// The diagnosis in one paragraph, if there is one.
    pub fn diagnosis_text(&self) -> Option<String> {
        match self.diagnosis.as_slice() {
            [] => None,
            [one] => Some(format!(
                "the answers match a known misreading of the rules, {}: the port {}",
                one.name(),
                one.explanation()
            )),
            several => {
                let each: Vec<String> = several
                    .iter()
                    .map(|m| format!("{}: the port {}", m.name(), m.explanation()))
                    .collect();
                Some(format!(
                    "the answers match each of these misreadings of the rules: {}",
                    each.join("; ")
                ))
            }
        }
    }

    /// The details of a case that did not simply pass, one fact a line:
    /// the deck, the expected and the actual answer, the command that shows
    /// the golden trace, and the port's last words on standard error.
    pub fn details(&self, result: &CaseResult) -> Vec<String> {
        let case = &result.case;
        let mut lines = vec![format!("deck:     {}", show_deck(&case.deck))];
        lines.push(format!("expected: {}", show_code(case.expected)));
        for (interpretation, code) in &case.alternatives {
            lines.push(format!(
                "accepted: {} under the reading {}{}",
                show_code(*code),
                interpretation.name(),
                if self.strict {
                    " (not counted: --strict)"
                } else {
                    ""
                }
            ));
        }
        let actual = match &result.verdict {
            Verdict::Passed => show_code(case.expected),
            Verdict::Alternative(interpretation) => {
                let code = case
                    .alternatives
                    .iter()
                    .find(|(i, _)| i == interpretation)
                    .map_or(case.expected, |(_, code)| *code);
                format!(
                    "{} (the reading {})",
                    show_code(code),
                    interpretation.name()
                )
            }
            Verdict::Wrong(code) => show_code(*code),
            Verdict::NoAnswer(answer) => describe_failure(answer),
        };
        lines.push(format!("actual:   {actual}"));
        lines.push(format!("golden trace: war trace {}", case.path.display()));
        if !result.stderr.trim().is_empty() {
            lines.push("stderr of the port (last lines):".to_string());
            for line in tail_lines(&result.stderr, 12).lines() {
                lines.push(format!("  {line}"));
            }
        }
        lines
    }

    /// The port's standard error over all its runs, each run headed by the
    /// cases it was given; empty when the port wrote none.
    pub fn stderr(&self) -> String {
        let mut text = String::new();
        let mut previous: Option<&str> = None;
        for run in &self.runs {
            if run.stderr.trim().is_empty() {
                continue;
            }
            let cases = if run.cases == 1 {
                format!("case {}", run.first_case + 1)
            } else {
                format!(
                    "cases {} to {}",
                    run.first_case + 1,
                    run.first_case + run.cases
                )
            };
            text.push_str(&format!("-- run with {cases} ({}):", run.ending));
            if previous == Some(run.stderr.as_str()) {
                text.push_str(" the same as above\n");
                continue;
            }
            text.push('\n');
            text.push_str(run.stderr.trim_end());
            text.push('\n');
            previous = Some(&run.stderr);
        }
        text
    }

    /// The human-readable report; `color` adds ANSI colours (for a
    /// terminal).
    pub fn human(&self, color: bool) -> String {
        let paint = |style: Style, text: &str| {
            if color {
                format!("{style}{text}{style:#}")
            } else {
                text.to_string()
            }
        };
        let green = Style::new().fg_color(Some(AnsiColor::Green.into())).bold();
        let yellow = Style::new().fg_color(Some(AnsiColor::Yellow.into())).bold();
        let red = Style::new().fg_color(Some(AnsiColor::Red.into())).bold();
        let mut text = format!(
            "grading `{}` on {} (rules: {})\n\n",
            self.command,
            crate::trace::count(self.results.len(), "case"),
            self.preset
        );
        for result in &self.results {
            let (label, style) = match self.status(result) {
                Status::Passed => ("PASS", green),
                Status::PassedAlternative => ("PASS", yellow),
                Status::Failed => ("FAIL", red),
            };
            text.push_str(&format!(
                "{}  {}: {}",
                paint(style, label),
                result.case.name,
                result.case.description
            ));
            if let Verdict::Alternative(interpretation) = &result.verdict {
                text.push_str(&format!(
                    " [the accepted reading {}{}]",
                    interpretation.name(),
                    if self.strict { ", not counted" } else { "" }
                ));
            }
            text.push('\n');
            if self.status(result) == Status::Failed {
                for line in self.details(result) {
                    text.push_str(&format!("      {line}\n"));
                }
            }
        }
        if let Some(diagnosis) = self.diagnosis_text() {
            text.push_str(&format!("\n{}: {diagnosis}\n", paint(yellow, "diagnosis")));
        }
        for note in &self.notes {
            text.push_str(&format!("note: {note}\n"));
        }
        let stderr = self.stderr();
        if !stderr.is_empty() {
            text.push_str("\nstderr of the port:\n");
            text.push_str(&stderr);
        }
        let summary = self.summary();
        let summary = if self.all_passed() {
            paint(green, &summary)
        } else {
            paint(red, &summary)
        };
        text.push_str(&format!("\n{summary}\n"));
        text
    }

    /// Gradescope's `results.json`: one test per case, worth one point,
    /// shown to students as `visibility` says.
    pub fn gradescope(&self, visibility: &str) -> serde_json::Value {
        let tests: Vec<serde_json::Value> = self
            .results
            .iter()
            .enumerate()
            .map(|(index, result)| {
                let status = self.status(result);
                let mut output = match &result.verdict {
                    Verdict::Passed => String::new(),
                    Verdict::Alternative(interpretation) => format!(
                        "The answer is that of the accepted reading {}{}.\n",
                        interpretation.name(),
                        if self.strict {
                            ", which this grading does not count"
                        } else {
                            ""
                        }
                    ),
                    _ => String::new(),
                };
                if status != Status::Passed {
                    output.push_str(&self.details(result).join("\n"));
                }
                let passed = status != Status::Failed;
                json!({
                    "name": format!("{}: {}", result.case.name, result.case.description),
                    "number": (index + 1).to_string(),
                    "score": if passed { 1.0 } else { 0.0 },
                    "max_score": 1.0,
                    "status": if passed { "passed" } else { "failed" },
                    "output": output,
                    "visibility": visibility,
                })
            })
            .collect();
        let mut output = vec![format!(
            "{} for `{}` (rules: {}).",
            self.summary(),
            self.command,
            self.preset
        )];
        if let Some(diagnosis) = self.diagnosis_text() {
            output.push(format!("Diagnosis: {diagnosis}."));
        }
        for note in &self.notes {
            output.push(format!("Note: {note}."));
        }
        let stderr = self.stderr();
        if !stderr.is_empty() {
            output.push(format!("Standard error of the port:\n{stderr}"));
        }
        json!({
            "score": self.passed() as f64,
            "execution_time": self.elapsed.as_secs_f64().ceil() as u64,
            "output": output.join("\n\n"),
            "visibility": visibility,
            "stdout_visibility": "hidden",
            "extra_data": {
                "command": self.command,
                "rules": self.preset.name(),
                "diagnosis": self.diagnosis.iter().map(|m| m.name()).collect::<Vec<_>>(),
            },
            "tests": tests,
        })
    }

    /// JUnit XML: one `testsuite` of one `testcase` per case; a wrong
    /// answer is a `failure`, no answer an `error`.
    pub fn junit(&self) -> String {
        let mut writer = Writer::new_with_indent(Cursor::new(Vec::new()), b' ', 2);
        self.write_junit(&mut writer)
            .expect("writing XML to memory cannot fail");
        let mut xml = String::from_utf8(writer.into_inner().into_inner())
            .expect("quick-xml writes the UTF-8 it is given");
        xml.push('\n');
        xml
    }

    /// Writes the JUnit XML to `writer`.
    fn write_junit(&self, writer: &mut Writer<Cursor<Vec<u8>>>) -> std::io::Result<()> {
        writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
        let errors = self
            .results
            .iter()
            .filter(|r| matches!(r.verdict, Verdict::NoAnswer(_)))
            .count();
        let failures = self.failed() - errors;
        let (tests, failures, errors) = (
            self.results.len().to_string(),
            failures.to_string(),
            errors.to_string(),
        );
        let time = format!("{:.3}", self.elapsed.as_secs_f64());
        let suite = format!("war grade ({})", self.preset);
        writer
            .create_element("testsuites")
            .with_attributes([
                ("name", suite.as_str()),
                ("tests", &tests),
                ("failures", &failures),
                ("errors", &errors),
                ("time", &time),
            ])
            .write_inner_content(|writer| {
                writer
                    .create_element("testsuite")
                    .with_attributes([
                        ("name", suite.as_str()),
                        ("tests", &tests),
                        ("failures", &failures),
                        ("errors", &errors),
                        ("skipped", "0"),
                        ("time", &time),
                    ])
                    .write_inner_content(|writer| self.write_junit_suite(writer))?;
                Ok(())
            })?;
        Ok(())
    }

    /// The properties, test cases and standard error of the suite.
    fn write_junit_suite(&self, writer: &mut Writer<Cursor<Vec<u8>>>) -> std::io::Result<()> {
        let diagnosis = self.diagnosis_text().unwrap_or_default();
        let mut properties = vec![
            ("command", xml_safe(&self.command)),
            ("rules", self.preset.name().to_string()),
            ("strict", self.strict.to_string()),
        ];
        if !diagnosis.is_empty() {
            properties.push(("diagnosis", xml_safe(&diagnosis)));
        }
        for note in &self.notes {
            properties.push(("note", xml_safe(note)));
        }
        writer
            .create_element("properties")
            .write_inner_content(|writer| {
                for (name, value) in &properties {
                    writer
                        .create_element("property")
                        .with_attributes([("name", *name), ("value", value.as_str())])
                        .write_empty()?;
                }
                Ok(())
            })?;
        for result in &self.results {
            let name = xml_safe(&result.case.description);
            let classname = format!("fixtures.{}", result.case.name);
            let time = format!("{:.3}", result.elapsed.as_secs_f64());
            let element = writer.create_element("testcase").with_attributes([
                ("name", name.as_str()),
                ("classname", classname.as_str()),
                ("time", time.as_str()),
            ]);
            let status = self.status(result);
            if status == Status::Passed {
                element.write_empty()?;
                continue;
            }
            let details = xml_safe(&self.details(result).join("\n"));
            element.write_inner_content(|writer| {
                let (tag, kind, message) = match (&result.verdict, status) {
                    (Verdict::Alternative(i), Status::PassedAlternative) => {
                        let message = format!("passed under the accepted reading {}", i.name());
                        writer
                            .create_element("system-out")
                            .write_text_content(BytesText::new(&message))?;
                        return Ok(());
                    }
                    (Verdict::Alternative(i), _) => (
                        "failure",
                        "accepted_reading",
                        format!("the answer of the reading {} (--strict)", i.name()),
                    ),
                    (Verdict::Wrong(code), _) => (
                        "failure",
                        "wrong_answer",
                        format!(
                            "expected {}, got {}",
                            show_code(result.case.expected),
                            show_code(*code)
                        ),
                    ),
                    (Verdict::NoAnswer(answer), _) => {
                        ("error", failure_kind(answer), describe_failure(answer))
                    }
                    (Verdict::Passed, _) => unreachable!("a passed case has no details"),
                };
                let message = xml_safe(&message);
                writer
                    .create_element(tag)
                    .with_attributes([("message", message.as_str()), ("type", kind)])
                    .write_text_content(BytesText::new(&details))?;
                Ok(())
            })?;
        }
        let stderr = self.stderr();
        if !stderr.is_empty() {
            writer
                .create_element("system-err")
                .write_text_content(BytesText::new(&xml_safe(&stderr)))?;
        }
        Ok(())
    }

    /// TAP version 14: a plan, one test point per case, a YAML block for
    /// each case that did not simply pass, and the diagnosis and notes as
    /// comments.
    pub fn tap(&self) -> String {
        let mut text = format!("TAP version 14\n1..{}\n", self.results.len());
        for (index, result) in self.results.iter().enumerate() {
            let status = self.status(result);
            let ok = if status == Status::Failed {
                "not ok"
            } else {
                "ok"
            };
            let description = tap_escape(&format!(
                "{}: {}",
                result.case.name, result.case.description
            ));
            text.push_str(&format!("{ok} {} - {description}\n", index + 1));
            if status == Status::Passed {
                continue;
            }
            let message = match &result.verdict {
                Verdict::Alternative(i) => {
                    format!("the answer of the accepted reading {}", i.name())
                }
                Verdict::Wrong(code) => format!(
                    "expected {}, got {}",
                    show_code(result.case.expected),
                    show_code(*code)
                ),
                Verdict::NoAnswer(answer) => describe_failure(answer),
                Verdict::Passed => String::new(),
            };
            let got: serde_yaml::Value = match &result.verdict {
                Verdict::Wrong(code) => (*code).into(),
                Verdict::Alternative(i) => result
                    .case
                    .alternatives
                    .iter()
                    .find(|(a, _)| a == i)
                    .map_or(serde_yaml::Value::Null, |(_, code)| (*code).into()),
                _ => serde_yaml::Value::Null,
            };
            let mut block = json!({
                "message": message,
                "severity": if status == Status::Failed { "fail" } else { "comment" },
                "data": {
                    "deck": protocol_line(&result.case.deck),
                    "expect": result.case.expected,
                    "got": got,
                    "trace": format!("war trace {}", result.case.path.display()),
                    "stderr": tail_lines(&result.stderr, 12),
                },
            });
            if result.stderr.trim().is_empty() {
                if let Some(data) = block["data"].as_object_mut() {
                    data.remove("stderr");
                }
            }
            let yaml = serde_yaml::to_string(&block).unwrap_or_default();
            text.push_str("  ---\n");
            for line in yaml.lines() {
                text.push_str(&format!("  {line}\n"));
            }
            text.push_str("  ...\n");
        }
        if let Some(diagnosis) = self.diagnosis_text() {
            text.push_str(&format!("# diagnosis: {diagnosis}\n"));
        }
        for note in &self.notes {
            text.push_str(&format!("# note: {note}\n"));
        }
        text.push_str(&format!("# {}\n", self.summary()));
        text
    }
}

/// A code and what it means: `1 (A wins)`.
pub fn show_code(code: i32) -> String {
    match code {
        1 => "1 (A wins)".to_string(),
        0 => "0 (draw)".to_string(),
        -1 => "-1 (B wins)".to_string(),
        other => other.to_string(),
    }
}

/// A deck as the protocol writes it, `(empty)` when empty, shortened when
/// very long.
fn show_deck(deck: &[Card]) -> String {
    if deck.is_empty() {
        return "(empty)".to_string();
    }
    const SHOWN: usize = 100;
    if deck.len() <= SHOWN {
        protocol_line(deck)
    } else {
        format!(
            "{} ... ({} cards)",
            protocol_line(&deck[..SHOWN]),
            deck.len()
        )
    }
}

/// A failure without an answer, in words.
fn describe_failure(answer: &Answer) -> String {
    match answer {
        Answer::Code(code) => show_code(*code),
        Answer::Garbage(line) => format!("not an answer: {line:?} (expected 1, 0 or -1 on a line)"),
        Answer::Timeout(limit) => format!("no answer within {}", seconds(*limit)),
        Answer::Crashed(reason) => format!("no answer: {reason}"),
        Answer::TooLong(reason) => format!("no answer: {reason}"),
    }
}

/// The kind of a failure without an answer, as JUnit's `type`.
fn failure_kind(answer: &Answer) -> &'static str {
    match answer {
        Answer::Code(_) => "wrong_answer",
        Answer::Garbage(_) => "garbage",
        Answer::Timeout(_) => "timeout",
        Answer::Crashed(_) => "crash",
        Answer::TooLong(_) => "too_much_output",
    }
}

/// `text` with every character XML 1.0 cannot hold replaced by U+FFFD.
fn xml_safe(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\t' | '\n' | '\r' => c,
            '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..='\u{10FFFF}' => c,
            _ => '\u{FFFD}',
        })
        .collect()
}

/// A TAP description: one line, with `#` and `\` escaped.
fn tap_escape(text: &str) -> String {
    let one_line = shorten(&text.replace(['\n', '\r'], " "), 500);
    one_line.replace('\\', "\\\\").replace('#', "\\#")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_safe_drops_control_characters() {
        assert_eq!(xml_safe("a\u{1b}[31mb\tc"), "a\u{FFFD}[31mb\tc");
    }

    #[test]
    fn tap_descriptions_escape_hashes() {
        assert_eq!(tap_escape("case #1 \\ x"), "case \\#1 \\\\ x");
    }
}
