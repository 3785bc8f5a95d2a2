//! The class report of a game graded case by case ([`super::kata`]):
//! `index.html`, every student's score, status and misreading above the
//! misreadings ranked by how many students show each, and a page per
//! student with each failed case (its input, the answers, why).
//!
//! The pages are drawn by MiniJinja from `templates/`, which HTML-escape
//! every value they write (no value is marked safe); what a student's code
//! or file wrote is escaped for a terminal too (`\u{202e}`), and load
//! nothing from outside.

use minijinja::value::Serde;
use minijinja::Environment;
use serde::Serialize;

use super::class::Row;
use super::game::{Graded, Pages};
use crate::kit::error::{Error, ErrorKind};
use crate::kit::escape::terminal_line;

/// The templates, built in, by name (`.html` ones escape what they write).
const TEMPLATES: [(&str, &str); 5] = [
    ("index.html", include_str!("templates/index.html")),
    ("student.html", include_str!("templates/student.html")),
    ("style.css", include_str!("templates/style.css")),
    BANDS_CSS,
    CLOSEST_HTML,
];

/// The colours of the [`band`]s, which every game's report includes in its
/// style.
pub const BANDS_CSS: (&str, &str) = ("bands.css", include_str!("templates/bands.css"));

/// The legend that says in words what a closest set's `(all but N of M
/// answers)` means, which every game's index includes.
pub const CLOSEST_HTML: (&str, &str) = ("closest.html", include_str!("templates/closest.html"));

/// Rule: a score's band, which colours it on every class report: `full`
/// when every case passed, `none` when none did (or there was none: the
/// port was not graded), else `some`. Red is for `none` alone: a partial
/// score is no failure of the whole.
pub fn band(passed: usize, total: usize) -> &'static str {
    if total > 0 && passed == total {
        "full"
    } else if passed == 0 {
        "none"
    } else {
        "some"
    }
}

/// How many students of a class are in each [`band`].
#[derive(Debug, Default, Serialize, PartialEq, Eq)]
pub struct Bands {
    /// Passed every case.
    pub full: usize,
    /// Passed some.
    pub some: usize,
    /// Passed none, or were not graded.
    pub none: usize,
}

/// Rule: the class counted by [`band`]: every student in one band.
pub fn bands<R: Graded>(rows: &[Row<R>]) -> Bands {
    let mut bands = Bands::default();
    for row in rows {
        match band(row.passed(), row.total()) {
            "full" => bands.full += 1,
            "none" => bands.none += 1,
            _ => bands.some += 1,
        }
    }
    bands
}

/// A student's line of the index.
#[derive(Debug, Serialize)]
struct StudentLine {
    name: String,
    page: String,
    passed: usize,
    total: usize,
    status: &'static str,
    /// The score's [`band`], its colour.
    band: &'static str,
    /// The misreadings named, `or` between the sets.
    misreadings: String,
    /// Why cases failed that no misreading explains (a crash, a time-out),
    /// or why the port was not graded.
    reason: String,
}

/// A misreading and how many students show it.
#[derive(Debug, Serialize)]
struct Shown {
    name: String,
    students: usize,
}

/// A failed case on a student's page.
#[derive(Debug, Serialize)]
struct Failure {
    name: String,
    description: String,
    problem: String,
    details: Vec<String>,
}

/// The pages of a class whose rows are `rows`, graded under `rules` on
/// `cases` cases; `notes` on the grading.
///
/// Fails when a template does not draw (a bug).
pub fn pages<R: Graded>(
    rows: &[Row<R>],
    rules: &str,
    cases: usize,
    notes: &[String],
) -> Result<Pages, Error> {
    let environment = environment(&TEMPLATES)?;
    let students: Vec<StudentLine> = rows.iter().map(line).collect();
    let mut misreadings: Vec<Shown> = Vec::new();
    for row in rows {
        for name in row.misreadings() {
            let name = terminal_line(&name).into_owned();
            match misreadings.iter_mut().find(|m| m.name == name) {
                Some(shown) => shown.students += 1,
                None => misreadings.push(Shown { name, students: 1 }),
            }
        }
    }
    misreadings.sort_by(|a, b| b.students.cmp(&a.students).then(a.name.cmp(&b.name)));
    let notes: Vec<String> = notes
        .iter()
        .map(|n| terminal_line(n).into_owned())
        .collect();
    let index = render(
        &environment,
        "index.html",
        &serde_json::json!({
            "rules": rules,
            "cases": cases,
            "bands": bands(rows),
            "closest": rows.iter().any(|row| row.report.names_closest()),
            "students": students,
            "misreadings": misreadings,
            "notes": notes,
        }),
    )?;
    let mut pages = Vec::new();
    for row in rows {
        let report = row.report.to_report();
        let failures: Vec<Failure> = report
            .cases
            .iter()
            .filter_map(|case| {
                let problem = case.problem.as_ref()?;
                Some(Failure {
                    name: terminal_line(&case.name).into_owned(),
                    description: terminal_line(&case.description).into_owned(),
                    problem: terminal_line(&problem.message).into_owned(),
                    details: case
                        .details
                        .iter()
                        .map(|d| terminal_line(d).into_owned())
                        .collect(),
                })
            })
            .collect();
        let page = render(
            &environment,
            "student.html",
            &serde_json::json!({
                "name": terminal_line(&row.student.name),
                "passed": row.passed(),
                "total": row.total(),
                "status": row.standing.name(),
                "band": band(row.passed(), row.total()),
                "reason": terminal_line(&row.reason),
                "diagnosis": report.diagnosis.as_deref().map(|d| terminal_line(d).into_owned()),
                "failures": failures,
                "notes": report.notes.iter().map(|n| terminal_line(n).into_owned()).collect::<Vec<_>>(),
            }),
        )?;
        pages.push((page_path(row), page));
    }
    Ok(Pages {
        index,
        students: pages,
    })
}

/// Where a student's page goes: `students/KEY.html`.
fn page_path<R>(row: &Row<R>) -> String {
    format!("students/{}.html", row.student.key)
}

/// A student's line of the index: the misreadings named and the reason,
/// both (a crash beside a misreading is a second thing to know).
fn line<R: Graded>(row: &Row<R>) -> StudentLine {
    StudentLine {
        name: terminal_line(&row.student.name).into_owned(),
        page: page_path(row),
        passed: row.passed(),
        total: row.total(),
        status: row.standing.name(),
        band: band(row.passed(), row.total()),
        misreadings: terminal_line(&row.misreadings().join(" or ")).into_owned(),
        reason: terminal_line(&row.reason).into_owned(),
    }
}

/// The environment holding `templates` (name and source; a `.html`
/// template HTML-escapes every value it writes).
///
/// Fails when a template does not read (a bug).
pub fn environment(
    templates: &[(&'static str, &'static str)],
) -> Result<Environment<'static>, Error> {
    let mut environment = Environment::new();
    for (name, source) in templates {
        environment
            .add_template(name, source)
            .map_err(|e| template_error(&e))?;
    }
    Ok(environment)
}

/// Draws template `name` of `environment` with `context`.
///
/// Fails when it does not draw (a bug).
pub fn render(
    environment: &Environment<'_>,
    name: &str,
    context: &impl Serialize,
) -> Result<String, Error> {
    environment
        .get_template(name)
        .and_then(|template| template.render(Serde(context)))
        .map_err(|e| template_error(&e))
}

/// A template that does not draw: the built-in templates are wrong.
fn template_error(error: &minijinja::Error) -> Error {
    Error::new(
        ErrorKind::Write,
        "the class report's templates",
        format!("cannot be drawn: {error}"),
    )
    .with_fix("this is a bug of war-kata; summary.csv and the reports are written")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Full marks, some, none: a partial score is not coloured as a
    /// failure, and a port graded on no case is in the red.
    #[test]
    fn a_score_is_full_some_or_none() {
        assert_eq!(band(34, 34), "full");
        assert_eq!(band(33, 34), "some");
        assert_eq!(band(1, 34), "some");
        assert_eq!(band(0, 34), "none");
        assert_eq!(band(0, 0), "none");
    }

    /// A row of the index in `context`: the generic index drawn with one
    /// student, whose `misreadings` and `reason` are given.
    fn index_of(misreadings: &str, reason: &str, closest: bool) -> String {
        let environment = environment(&TEMPLATES).expect("the templates read");
        let student = serde_json::json!({
            "name": "<b>Ana</b>", "page": "students/ana.html", "passed": 20,
            "total": 34, "status": "graded", "band": band(20, 34),
            "misreadings": misreadings, "reason": reason,
        });
        let context = serde_json::json!({
            "rules": "official", "cases": 34,
            "bands": Bands { full: 0, some: 1, none: 0 },
            "closest": closest, "students": [student],
            "misreadings": [], "notes": [],
        });
        render(&environment, "index.html", &context).expect("the index draws")
    }

    /// Every game's index shows a crash beside the misreading named (not
    /// one for the other), colours a partial score brown, not red, and
    /// says in words what a closest set's `(all but N of M answers)` means
    /// when a row names one.
    #[test]
    fn the_index_shows_the_misreading_and_the_crash_and_explains_the_closest() {
        let crash = "14 cases: crashed: IndexOutOfBoundsException";
        let index = index_of("skip_draw (all but 2 of 60 answers)", crash, true);
        assert!(
            index.contains("skip_draw (all but 2 of 60 answers)<br>14 cases: crashed"),
            "{index}"
        );
        assert!(index.contains("<td class=\"some\">20/34</td>"), "{index}");
        assert!(index.contains("&lt;b&gt;Ana&lt;"), "{index}");
        assert!(index.contains("id=\"closest-legend\""), "{index}");
        assert!(
            index.contains("gives the same answer as the port to all but N"),
            "{index}"
        );
        assert!(
            index.contains("<h1>The class at a glance: 1 student, 34 cases, rules official</h1>"),
            "{index}"
        );
        let plain = index_of("skip_draw", "", false);
        assert!(!plain.contains("closest-legend"), "{plain}");
        assert!(plain.contains("<td>skip_draw</td>"), "{plain}");
    }
}
