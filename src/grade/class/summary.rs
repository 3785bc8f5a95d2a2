//! A class's rows as a teacher reads them: the table printed, and
//! `summary.csv` and `summary.json` for a gradebook. Each row is a student:
//! their name and id as the system exported them (to paste beside its
//! gradebook), whether it marks them late, and their score.

use std::time::Duration;

use super::confinement::Confinement;
use super::{Row, Timings};
use crate::grade::game::Graded;
use crate::kit::report::Format;
use crate::kit::table::Table;

/// The file name of the row's report in the results folder: its student's
/// key and the format's extension (`Ana_Lima_5571201.json`).
pub fn report_file<R>(row: &Row<R>, format: Format) -> String {
    format!("{}.{}", row.student.key, format.extension())
}

/// The row's late mark as a cell: `yes`, `no`, or empty where the system
/// does not say.
pub fn late<R>(row: &Row<R>) -> &'static str {
    match row.student.late {
        Some(true) => "yes",
        Some(false) => "no",
        None => "",
    }
}

/// `summary.csv`: a row per student.
pub fn csv<R: Graded>(rows: &[Row<R>], format: Format) -> Table {
    let mut table = Table::new(&[
        "student",
        "id",
        "late",
        "passed",
        "total",
        "status",
        "misreading",
        "language",
        "graded",
        "files",
        "reason",
        "submission",
        "report",
    ]);
    for row in rows {
        table.rows.push(vec![
            row.student.name.clone(),
            row.student.id.clone(),
            late(row).to_string(),
            row.passed().to_string(),
            row.total().to_string(),
            row.standing.name().to_string(),
            row.misreadings().join(" or "),
            row.language
                .map(|l| l.name().to_string())
                .unwrap_or_default(),
            row.graded.clone(),
            row.files.join("; "),
            row.reason.clone(),
            row.submission.clone(),
            report_file(row, format),
        ]);
    }
    table
}

/// The table printed at the end: student, score, status, and the
/// misreading named or the reason.
pub fn table<R: Graded>(rows: &[Row<R>]) -> Table {
    let mut table = Table::new(&["student", "score", "status", "misreading or reason"]);
    for row in rows {
        let misreadings = row.misreadings();
        let note = if misreadings.is_empty() {
            row.reason.clone()
        } else {
            misreadings.join(" or ")
        };
        table.rows.push(vec![
            row.student.name.clone(),
            format!("{}/{}", row.passed(), row.total()),
            row.standing.name().to_string(),
            note,
        ]);
    }
    table
}

/// What `summary.json` says of the grading besides its rows.
#[derive(Debug, Clone)]
pub struct Facts {
    /// How the class was read: `read as a Canvas export: 8 students from
    /// 11 files`.
    pub read_as: String,
    /// The layout's name (`canvas`).
    pub layout: &'static str,
    /// What the teacher should know of how the class was read.
    pub notes: Vec<String>,
    /// The rules the ports played.
    pub rules: String,
    /// Whether an accepted alternative reading fails.
    pub strict: bool,
    /// The cases each port was graded on.
    pub cases: usize,
    /// The time an answer may take.
    pub timeout: Duration,
    /// How long the grading took.
    pub elapsed: Duration,
    /// How long writing the results took (the builds published, the
    /// reports, `summary.csv`, the pages, the gradebook).
    pub writing: Duration,
    /// The format of the reports.
    pub format: Format,
    /// How the students' code was confined, when it ran.
    pub confinement: Option<Confinement>,
}

/// `summary.json`: the grading's facts and a record per student.
pub fn json<R: Graded>(rows: &[Row<R>], facts: &Facts) -> serde_json::Value {
    let students: Vec<serde_json::Value> = rows
        .iter()
        .map(|row| {
            serde_json::json!({
                "student": row.student.name,
                "id": row.student.id,
                "late": row.student.late,
                "passed": row.passed(),
                "total": row.total(),
                "status": row.standing,
                "misreading": row.misreadings(),
                "language": row.language,
                "graded": row.graded,
                "files": row.files,
                "reason": row.reason,
                "submission": row.submission,
                "report": report_file(row, facts.format),
                "seconds": seconds(&row.timings),
            })
        })
        .collect();
    serde_json::json!({
        "read_as": facts.read_as,
        "layout": facts.layout,
        "notes": facts.notes,
        "rules": facts.rules,
        "strict": facts.strict,
        "cases": facts.cases,
        "timeout_seconds": facts.timeout.as_secs_f64(),
        "elapsed_seconds": facts.elapsed.as_secs_f64(),
        "seconds": class_seconds(rows, facts.writing),
        "confinement": facts.confinement.as_ref().map(|c| serde_json::json!({
            "description": c.describe(),
            "held": c.held,
        })),
        "submissions": students,
    })
}

/// A submission's time by phase, in seconds, for `summary.json`: its
/// building and grading, and each of their phases.
fn seconds(timings: &Timings) -> serde_json::Map<String, serde_json::Value> {
    let mut object = serde_json::Map::new();
    object.insert("build".into(), timings.build().as_secs_f64().into());
    object.insert("grade".into(), timings.grade().as_secs_f64().into());
    for (phase, time) in timings.phases() {
        object.insert(phase.into(), time.as_secs_f64().into());
    }
    object
}

/// The class's time by phase, in seconds, for `summary.json`: each phase
/// summed over the submissions, and the writing of the results.
fn class_seconds<R>(rows: &[Row<R>], writing: Duration) -> serde_json::Value {
    let mut object = seconds(&summed(&submissions(rows)));
    object.insert("writing".into(), writing.as_secs_f64().into());
    serde_json::Value::Object(object)
}

/// The rows of the class's submissions, each once, however many students
/// share it.
fn submissions<R>(rows: &[Row<R>]) -> Vec<&Row<R>> {
    let mut seen: Vec<&str> = Vec::new();
    let mut submissions: Vec<&Row<R>> = Vec::new();
    for row in rows {
        if !seen.contains(&row.submission.as_str()) {
            seen.push(&row.submission);
            submissions.push(row);
        }
    }
    submissions
}

/// The submissions' timings, phase by phase, summed.
fn summed<R>(submissions: &[&Row<R>]) -> Timings {
    submissions
        .iter()
        .fold(Timings::default(), |sum, row| Timings {
            compile: sum.compile + row.timings.compile,
            find: sum.find + row.timings.find,
            cases: sum.cases + row.timings.cases,
            diagnosis: sum.diagnosis + row.timings.diagnosis,
        })
}

/// Where a class's grading spent its time, in one line: each phase of
/// building and grading summed over the submissions (each once, however
/// many students share it), over how many at once, the writing of the
/// results, and the slowest submission: `time: 8 submissions built in
/// 6.1 s (compile 5.0 s, find 1.1 s) and graded in 4.3 s (cases 3.1 s,
/// diagnosis 1.2 s) in all, 2 at once; results written in 0.3 s; the
/// slowest, Emil Novak, 2.2 s (built 1.4 s, graded 0.8 s)`.
pub fn time_line<R>(rows: &[Row<R>], jobs: usize, writing: Duration) -> String {
    let submissions = submissions(rows);
    let sum = summed(&submissions);
    let mut line = format!(
        "time: {} built in {} (compile {}, find {}) and graded in {} (cases {}, diagnosis {}) in all, {jobs} at once; results written in {}",
        crate::kit::words::count(submissions.len(), "submission"),
        tenths(sum.build()),
        tenths(sum.compile),
        tenths(sum.find),
        tenths(sum.grade()),
        tenths(sum.cases),
        tenths(sum.diagnosis),
        tenths(writing)
    );
    if let Some(slowest) = submissions.iter().max_by_key(|row| row.timings.total()) {
        line.push_str(&format!(
            "; the slowest, {}, {} (built {}, graded {})",
            crate::kit::escape::terminal_line(&slowest.student.name),
            tenths(slowest.timings.total()),
            tenths(slowest.timings.build()),
            tenths(slowest.timings.grade())
        ));
    }
    line
}

/// A time in seconds to a tenth: `2.2 s`.
fn tenths(time: Duration) -> String {
    format!("{:.1} s", time.as_secs_f64())
}
