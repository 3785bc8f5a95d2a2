//! A graded report and its formats, for any game whose ports are graded.
//!
//! A game turns its own results (a verdict per case, a diagnosis, what the
//! port wrote) into one [`Report`]: a case is a name, a description, a
//! [`Status`], and, when it did not simply pass, the lines that explain it.
//! Each format is a function of the report: [`Report::human`] (the default,
//! coloured on a terminal), [`Report::gradescope`] (Gradescope's
//! `results.json`), [`Report::junit`] (JUnit XML) and [`Report::tap`] (TAP
//! version 14). The formats know nothing of any game.

use std::io::Cursor;
use std::time::Duration;

use anstyle::{AnsiColor, Style};
use quick_xml::events::{BytesDecl, BytesText, Event};
use quick_xml::Writer;
use serde::Serialize;
use serde_json::json;

use crate::kit::escape::{terminal, terminal_line};
use crate::kit::locale::{arg, Arg, Catalog, Locale};
use crate::kit::words::{shorten, wrap};

/// The kit's Fluent files, the words of a report's formats (and of how a
/// submission was read and confined), in the order
/// of [`Locale::ALL`].
pub const SOURCES: [&str; 2] = [
    include_str!("locales/en.ftl"),
    include_str!("locales/nl.ftl"),
];

/// The kit's message `id` in `locale`, its variables set from `args`.
pub(crate) fn say(locale: Locale, id: &str, args: &[Arg<'_>]) -> String {
    static CATALOG: std::sync::OnceLock<Catalog> = std::sync::OnceLock::new();
    CATALOG
        .get_or_init(|| Catalog::new(SOURCES))
        .text(locale, id, args)
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

/// The formats a report is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Text for a person, coloured on a terminal.
    Human,
    /// Gradescope's results.json.
    Gradescope,
    /// JUnit XML.
    Junit,
    /// TAP version 14.
    Tap,
}

impl Format {
    /// `report` in this format; `visibility` is Gradescope's, `color` the
    /// human report's.
    pub fn render(self, report: &Report, visibility: &str, color: bool) -> String {
        match self {
            Format::Human => report.human(color),
            Format::Gradescope => format!(
                "{}\n",
                serde_json::to_string_pretty(&report.gradescope(visibility)).unwrap_or_default()
            ),
            Format::Junit => report.junit(),
            Format::Tap => report.tap(),
        }
    }

    /// The extension of a file in this format: `txt`, `json`, `xml`, `tap`.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Human => "txt",
            Format::Gradescope => "json",
            Format::Junit => "xml",
            Format::Tap => "tap",
        }
    }
}

/// Why a failed case failed, as JUnit tells it: a wrong answer is a
/// `failure`, no answer at all an `error`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Whether the case failed without an answer (JUnit's `error`), rather
    /// than with a wrong one (JUnit's `failure`).
    pub error: bool,
    /// The kind of problem, as JUnit's `type`: `wrong_answer`, `timeout`,
    /// `crash`, ...
    pub kind: String,
    /// The problem in one line: `expected 1 (A wins), got 0 (draw)`.
    pub message: String,
}

/// One case of a report.
#[derive(Debug, Clone, PartialEq)]
pub struct CaseReport {
    /// The case's short name (a fixture's file name).
    pub name: String,
    /// What the case shows, in one sentence.
    pub description: String,
    /// Passed, passed under an accepted reading, or failed.
    pub status: Status,
    /// The accepted reading whose answer the port gave, if it gave one:
    /// a pass, or a failure under `--strict`.
    pub reading: Option<String>,
    /// Why the case failed; `None` when it passed.
    pub problem: Option<Problem>,
    /// One fact a line for a case that did not simply pass: the input, the
    /// expected and the actual answer, how to see the reference's game.
    pub details: Vec<String>,
    /// The same facts as data, for TAP's YAML block.
    pub data: serde_json::Value,
    /// What else the port did with this case, whatever its status, one
    /// remark a line (e.g. output that is not an answer).
    pub remarks: Vec<String>,
    /// How long the port took for this case.
    pub elapsed: Duration,
}

/// A whole graded report.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The first line of the human report, e.g. ``grading `cmd` on 32
    /// cases (rules: umass)``.
    pub title: String,
    /// The name of the JUnit suite, e.g. `war grade (umass)`.
    pub suite: String,
    /// What was graded, after the score in Gradescope's summary, e.g.
    /// ``for `cmd` (rules: umass)``.
    pub subject: String,
    /// Facts of the grading as JUnit properties (`command`, `rules`, ...).
    pub properties: Vec<(String, String)>,
    /// Every case, in the order graded.
    pub cases: Vec<CaseReport>,
    /// What explains the failures, in one paragraph, if something does.
    pub diagnosis: Option<String>,
    /// What else the teacher should know.
    pub notes: Vec<String>,
    /// What the port wrote to standard error, as the game presents it.
    pub stderr: String,
    /// The time the grading took.
    pub elapsed: Duration,
    /// Gradescope's `extra_data`.
    pub extra_data: serde_json::Value,
    /// The language of the formats' own words (`PASS`, `passed`,
    /// `Diagnosis:`); the game gives the rest in it.
    pub locale: Locale,
}

impl Report {
    /// How many cases passed (an accepted reading included, unless strict).
    pub fn passed(&self) -> usize {
        self.cases
            .iter()
            .filter(|case| case.status != Status::Failed)
            .count()
    }

    /// How many cases failed.
    pub fn failed(&self) -> usize {
        self.cases.len() - self.passed()
    }

    /// Whether every case passed.
    pub fn all_passed(&self) -> bool {
        self.failed() == 0
    }

    /// The closing line: `29 passed, 2 failed`.
    pub fn summary(&self) -> String {
        let args = [arg("passed", self.passed()), arg("failed", self.failed())];
        say(self.locale, "report-summary", &args)
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
        // Every text but the labels may come from a file or the port:
        // escaped, it cannot move the cursor, recolour or hide a line.
        let mut text = format!("{}\n\n", terminal(&self.title));
        let (pass, fail) = (
            say(self.locale, "report-pass", &[]),
            say(self.locale, "report-fail", &[]),
        );
        let groups = self.groups();
        for (index, case) in self.cases.iter().enumerate() {
            if let Some(group) = groups.iter().find(|group| group.contains(&index)) {
                if group[0] == index {
                    text.push_str(&self.human_group(group, &paint(red, &fail)));
                }
                continue;
            }
            let (label, style) = match case.status {
                Status::Passed => (&pass, green),
                Status::PassedAlternative => (&pass, yellow),
                Status::Failed => (&fail, red),
            };
            text.push_str(&format!(
                "{}  {}: {}",
                paint(style, label),
                terminal_line(&case.name),
                terminal_line(&case.description)
            ));
            if let Some(reading) = &case.reading {
                let id = if case.status == Status::Failed {
                    "report-reading-tag-not-counted"
                } else {
                    "report-reading-tag"
                };
                let tag = say(self.locale, id, &[arg("reading", reading.as_str())]);
                text.push_str(&format!(" {}", terminal_line(&tag)));
            }
            text.push('\n');
            for remark in &case.remarks {
                text.push_str(&format!("      {}\n", terminal_line(remark)));
            }
            if case.status == Status::Failed {
                for line in &case.details {
                    text.push_str(&format!("      {}\n", terminal_line(line)));
                }
            }
        }
        if let Some(diagnosis) = &self.diagnosis {
            let diagnosis = terminal_line(diagnosis);
            let label = say(self.locale, "report-diagnosis", &[]);
            text.push_str(&format!("\n{}: {diagnosis}\n", paint(yellow, &label)));
        }
        for note in &self.notes {
            let note = say(self.locale, "report-note", &[arg("note", note.as_str())]);
            text.push_str(&format!("{}\n", terminal_line(&note)));
        }
        if !self.stderr.is_empty() {
            let heading = say(self.locale, "report-stderr-heading", &[]);
            text.push_str(&format!("\n{heading}\n"));
            text.push_str(&terminal(&self.stderr));
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

    /// The failed cases of the human report shown together, each group the
    /// indexes (in order) of at least [`GROUP_AT`] cases that failed with
    /// the same problem.
    pub fn groups(&self) -> Vec<Vec<usize>> {
        self.failures_by_problem()
            .into_iter()
            .filter(|members| members.len() >= GROUP_AT)
            .collect()
    }

    /// The failed cases by their problem: each group the indexes (in order)
    /// of the cases that failed with the same problem, in the order of the
    /// first of each.
    pub fn failures_by_problem(&self) -> Vec<Vec<usize>> {
        let mut groups: Vec<(&Problem, Vec<usize>)> = Vec::new();
        for (index, case) in self.cases.iter().enumerate() {
            let Some(problem) = case
                .problem
                .as_ref()
                .filter(|_| case.status == Status::Failed)
            else {
                continue;
            };
            match groups.iter_mut().find(|(p, _)| *p == problem) {
                Some((_, members)) => members.push(index),
                None => groups.push((problem, vec![index])),
            }
        }
        groups.into_iter().map(|(_, members)| members).collect()
    }

    /// One group of failed cases in the human report: how many share the
    /// problem, their names, and the details of the first as an example.
    fn human_group(&self, group: &[usize], label: &str) -> String {
        let first = &self.cases[group[0]];
        let message = terminal_line(first.problem.as_ref().map_or("", |p| p.message.as_str()));
        let args = [
            arg("count", group.len()),
            arg("total", self.cases.len()),
            arg("message", message.as_ref()),
        ];
        let mut text = format!("{label}  {}\n", say(self.locale, "report-group", &args));
        let names: Vec<&str> = group.iter().map(|&i| self.cases[i].name.as_str()).collect();
        for line in wrap(&terminal_line(&names.join(", ")), 72) {
            text.push_str(&format!("      {line}\n"));
        }
        let args = [
            arg("name", terminal_line(&first.name).into_owned()),
            arg(
                "description",
                terminal_line(&first.description).into_owned(),
            ),
        ];
        let first_line = say(self.locale, "report-group-first", &args);
        text.push_str(&format!("      {first_line}\n"));
        for line in &first.details {
            text.push_str(&format!("        {}\n", terminal_line(line)));
        }
        text
    }

    /// Gradescope's `results.json`: one test per case, worth one point,
    /// shown to students as `visibility` says.
    pub fn gradescope(&self, visibility: &str) -> serde_json::Value {
        let tests: Vec<serde_json::Value> = self
            .cases
            .iter()
            .enumerate()
            .map(|(index, case)| {
                let mut output = match &case.reading {
                    Some(reading) => {
                        let id = if case.status == Status::Failed {
                            "gradescope-reading-not-counted"
                        } else {
                            "gradescope-reading"
                        };
                        let reading = arg("reading", reading.as_str());
                        format!("{}\n", say(self.locale, id, &[reading]))
                    }
                    None => String::new(),
                };
                for remark in &case.remarks {
                    output.push_str(&format!("{remark}\n"));
                }
                if case.status != Status::Passed {
                    output.push_str(&case.details.join("\n"));
                }
                let passed = case.status != Status::Failed;
                json!({
                    "name": format!("{}: {}", case.name, case.description),
                    "number": (index + 1).to_string(),
                    "score": if passed { 1.0 } else { 0.0 },
                    "max_score": 1.0,
                    "status": if passed { "passed" } else { "failed" },
                    "output": output,
                    "visibility": visibility,
                })
            })
            .collect();
        let summary = [
            arg("summary", self.summary()),
            arg("subject", self.subject.as_str()),
        ];
        let mut output = vec![say(self.locale, "gradescope-summary", &summary)];
        if let Some(diagnosis) = &self.diagnosis {
            let diagnosis = arg("diagnosis", diagnosis.as_str());
            output.push(say(self.locale, "gradescope-diagnosis", &[diagnosis]));
        }
        for note in &self.notes {
            let note = arg("note", note.as_str());
            output.push(say(self.locale, "gradescope-note", &[note]));
        }
        // The output of the whole submission is shown to the student
        // whatever the tests' visibility: the port's standard error, which
        // holds what it wrote on every case, only with visible tests.
        if !self.stderr.is_empty() && visibility == "visible" {
            let heading = say(self.locale, "gradescope-stderr", &[]);
            output.push(format!("{heading}\n{}", self.stderr));
        }
        json!({
            "score": self.passed() as f64,
            "execution_time": self.elapsed.as_secs_f64().ceil() as u64,
            "output": output.join("\n\n"),
            "visibility": visibility,
            "stdout_visibility": "hidden",
            "extra_data": self.extra_data,
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
            .cases
            .iter()
            .filter(|case| case.problem.as_ref().is_some_and(|p| p.error))
            .count();
        let failures = self.failed() - errors;
        let (tests, failures, errors) = (
            self.cases.len().to_string(),
            failures.to_string(),
            errors.to_string(),
        );
        let time = format!("{:.3}", self.elapsed.as_secs_f64());
        let suite = self.suite.as_str();
        writer
            .create_element("testsuites")
            .with_attributes([
                ("name", suite),
                ("tests", &tests),
                ("failures", &failures),
                ("errors", &errors),
                ("time", &time),
            ])
            .write_inner_content(|writer| {
                writer
                    .create_element("testsuite")
                    .with_attributes([
                        ("name", suite),
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
        let mut properties: Vec<(&str, String)> = self
            .properties
            .iter()
            .map(|(name, value)| (name.as_str(), xml_safe(value)))
            .collect();
        if let Some(diagnosis) = &self.diagnosis {
            properties.push(("diagnosis", xml_safe(diagnosis)));
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
        for case in &self.cases {
            write_junit_case(writer, case)?;
        }
        if !self.stderr.is_empty() {
            writer
                .create_element("system-err")
                .write_text_content(BytesText::new(&xml_safe(&self.stderr)))?;
        }
        Ok(())
    }

    /// TAP version 14: a plan, one test point per case, a YAML block for
    /// each case that did not simply pass, and the diagnosis and notes as
    /// comments.
    pub fn tap(&self) -> String {
        let mut text = format!("TAP version 14\n1..{}\n", self.cases.len());
        for (index, case) in self.cases.iter().enumerate() {
            let ok = if case.status == Status::Failed {
                "not ok"
            } else {
                "ok"
            };
            let description = tap_escape(&format!("{}: {}", case.name, case.description));
            text.push_str(&format!("{ok} {} - {description}\n", index + 1));
            for remark in &case.remarks {
                text.push_str(&format!("# {}\n", tap_escape(remark)));
            }
            if case.status == Status::Passed {
                continue;
            }
            let message = match (&case.problem, &case.reading) {
                (Some(problem), _) => problem.message.clone(),
                (None, Some(reading)) => say(
                    self.locale,
                    "tap-reading",
                    &[arg("reading", reading.as_str())],
                ),
                (None, None) => String::new(),
            };
            let block = json!({
                "message": message,
                "severity": if case.status == Status::Failed { "fail" } else { "comment" },
                "data": case.data,
            });
            let yaml = serde_yaml::to_string(&block).unwrap_or_default();
            text.push_str("  ---\n");
            for line in yaml.lines() {
                text.push_str(&format!("  {line}\n"));
            }
            text.push_str("  ...\n");
        }
        if let Some(diagnosis) = &self.diagnosis {
            let diagnosis = arg("diagnosis", diagnosis.as_str());
            let line = say(self.locale, "tap-diagnosis", &[diagnosis]);
            text.push_str(&format!("# {line}\n"));
        }
        for note in &self.notes {
            let line = say(self.locale, "tap-note", &[arg("note", note.as_str())]);
            text.push_str(&format!("# {line}\n"));
        }
        text.push_str(&format!("# {}\n", self.summary()));
        text
    }
}

/// The fewest failed cases with one problem that the human report shows as
/// a group.
pub const GROUP_AT: usize = 3;

/// Writes one JUnit `testcase`: empty when it passed, with a `system-out`
/// when it passed under an accepted reading, with a `failure` or an `error`
/// holding the details when it failed.
fn write_junit_case(
    writer: &mut Writer<Cursor<Vec<u8>>>,
    case: &CaseReport,
) -> std::io::Result<()> {
    let name = xml_safe(&case.description);
    let classname = format!("fixtures.{}", case.name);
    let time = format!("{:.3}", case.elapsed.as_secs_f64());
    let element = writer.create_element("testcase").with_attributes([
        ("name", name.as_str()),
        ("classname", classname.as_str()),
        ("time", time.as_str()),
    ]);
    let remarks = xml_safe(&case.remarks.join("\n"));
    match (case.status, &case.problem, &case.reading) {
        (Status::Passed, _, _) if remarks.is_empty() => {
            element.write_empty()?;
        }
        (Status::Passed, _, _) => {
            element.write_inner_content(|writer| {
                writer
                    .create_element("system-out")
                    .write_text_content(BytesText::new(&remarks))?;
                Ok(())
            })?;
        }
        (Status::PassedAlternative, _, reading) => {
            let mut message = format!(
                "passed under the accepted reading {}",
                reading.as_deref().unwrap_or_default()
            );
            if !remarks.is_empty() {
                message = format!("{message}\n{remarks}");
            }
            element.write_inner_content(|writer| {
                writer
                    .create_element("system-out")
                    .write_text_content(BytesText::new(&message))?;
                Ok(())
            })?;
        }
        (Status::Failed, problem, _) => {
            let mut details = xml_safe(&case.details.join("\n"));
            if !remarks.is_empty() {
                details = format!("{details}\n{remarks}");
            }
            let (tag, kind, message) = match problem {
                Some(problem) => (
                    if problem.error { "error" } else { "failure" },
                    problem.kind.as_str(),
                    xml_safe(&problem.message),
                ),
                None => ("failure", "failed", String::new()),
            };
            element.write_inner_content(|writer| {
                writer
                    .create_element(tag)
                    .with_attributes([("message", message.as_str()), ("type", kind)])
                    .write_text_content(BytesText::new(&details))?;
                Ok(())
            })?;
        }
    }
    Ok(())
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

/// A TAP description: one line, with `#` and `\` escaped, and no control
/// character.
fn tap_escape(text: &str) -> String {
    let one_line = shorten(&terminal_line(&text.replace(['\n', '\r'], " ")), 500);
    one_line.replace('\\', "\\\\").replace('#', "\\#")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A report of `failed` cases that failed with `message`, after one
    /// that passed.
    fn report_of(failed: usize, message: &str) -> Report {
        let mut cases = vec![CaseReport {
            name: "fine".into(),
            description: "passes".into(),
            status: Status::Passed,
            reading: None,
            problem: None,
            details: Vec::new(),
            data: json!({}),
            remarks: Vec::new(),
            elapsed: Duration::ZERO,
        }];
        for index in 0..failed {
            cases.push(CaseReport {
                name: format!("case_{index}"),
                description: format!("case number {index}"),
                status: Status::Failed,
                reading: None,
                problem: Some(Problem {
                    error: true,
                    kind: "crash".into(),
                    message: message.into(),
                }),
                details: vec![format!("input: {index}")],
                data: json!({}),
                remarks: Vec::new(),
                elapsed: Duration::ZERO,
            });
        }
        Report {
            title: "grading".into(),
            suite: "suite".into(),
            subject: "for it".into(),
            properties: Vec::new(),
            cases,
            diagnosis: None,
            notes: Vec::new(),
            stderr: String::new(),
            elapsed: Duration::ZERO,
            extra_data: json!({}),
            locale: Locale::En,
        }
    }

    #[test]
    fn failures_with_one_problem_are_grouped_in_the_human_report_alone() {
        let report = report_of(40, "no answer: the port exited (exit code 1)");
        let human = report.human(false);
        assert!(human.contains("FAIL  40 of 41 cases: no answer: the port exited (exit code 1)\n"));
        assert!(human.contains("      the first, case_0: case number 0\n        input: 0\n"));
        assert!(!human.contains("input: 1\n"), "{human}");
        assert!(human.contains("case_39"));
        assert!(human.lines().count() < 20, "{human}");
        // Every other format keeps one test per case.
        assert_eq!(
            report.gradescope("visible")["tests"]
                .as_array()
                .map(Vec::len),
            Some(41)
        );
        assert_eq!(report.tap().matches("not ok ").count(), 40);
        assert_eq!(report.junit().matches("<testcase ").count(), 41);
        let few = report_of(GROUP_AT - 1, "no answer").human(false);
        assert!(
            few.contains("FAIL  case_1: case number 1\n      input: 1\n"),
            "{few}"
        );
    }

    #[test]
    fn names_are_wrapped_at_spaces() {
        assert_eq!(wrap("aa, bb, cc", 6), vec!["aa,", "bb, cc"]);
        assert_eq!(wrap("long-word", 3), vec!["long-word"]);
    }

    #[test]
    fn xml_safe_drops_control_characters() {
        assert_eq!(xml_safe("a\u{1b}[31mb\tc"), "a\u{FFFD}[31mb\tc");
    }

    #[test]
    fn tap_descriptions_escape_hashes() {
        assert_eq!(tap_escape("case #1 \\ x"), "case \\#1 \\\\ x");
    }
}
