//! The class report a teacher opens in a browser, for every game:
//! `index.html`, the class at a glance (above the fold: the misreadings
//! ranked by how many students who lost cases show each, the accepted
//! readings the class used apart, and a table of the students; below: a
//! histogram of the scores, and each misreading with the fixture that
//! shows it best and its game), and a page per student (the failures
//! grouped by cause, each with its smallest failing input, what the port
//! did, the reference's game, and the port's standard error cut).
//!
//! A game gives what only it knows ([`Graded::page`]: a report's sets of
//! misreadings, failures and notes as a page shows them; and the catalogue
//! of its misreadings with the fixture that shows each, [`Catalogued`]);
//! the grader draws the rest. The pages are drawn by MiniJinja from
//! `templates/`, which hold every word they show but the data: a
//! student's name, a compiler's errors or a port's standard error is text,
//! escaped by the templates' HTML auto-escaping wherever it is written,
//! its control characters and direction controls escaped before as on a
//! terminal ([`one_line`]). A page needs nothing else: its style and its
//! script (sorting the students' table, as an enhancement: the page reads
//! in full without it) are inside it.

use minijinja::value::Serde;
use minijinja::Environment;
use serde::Serialize;

use super::class::summary::late;
use super::class::Row;
use super::game::{Graded, Pages};
pub use super::view::{
    one_line, Catalogued, ClosestShown, Failure, Group, Named, Shown, StudentView, TRACE_LINES,
};
use crate::kit::error::{Error, ErrorKind};

/// The templates, built in, by name (the name's extension chooses the
/// escaping: HTML for `.html`).
const TEMPLATES: [(&str, &str); 8] = [
    ("layout.html", include_str!("templates/layout.html")),
    ("index.html", include_str!("templates/index.html")),
    ("student.html", include_str!("templates/student.html")),
    ("trace.html", include_str!("templates/trace.html")),
    ("style.css", include_str!("templates/style.css")),
    ("sort.js", include_str!("templates/sort.js")),
    ("bands.css", include_str!("templates/bands.css")),
    ("closest.html", include_str!("templates/closest.html")),
];

/// The folder of the students' pages, in the results folder.
pub const STUDENTS: &str = "students";

/// What the pages say of the grading as a whole.
#[derive(Debug, Clone, Serialize)]
pub struct Grading<'a> {
    /// The game, as a title names it: `War`.
    pub game: &'static str,
    /// Its program: `war`.
    pub program: &'static str,
    /// What a case gives the port: `deck`, `deal`, `battle`.
    pub noun: &'static str,
    /// The rules graded.
    pub rules: String,
    /// Whether an accepted reading's answer failed.
    pub strict: bool,
    /// How many cases every submission was graded on.
    pub cases: usize,
    /// Notes on the grading (fixtures left out), in the teacher's words.
    pub notes: &'a [String],
    /// Which answers a closest set is counted over, when more than the
    /// cases': `to the cases, and to the same decks with other card
    /// values`.
    pub answers_counted: Option<&'static str>,
}

/// `index.html`'s data.
#[derive(Debug, Serialize)]
struct Index<'a> {
    #[serde(flatten)]
    grading: &'a Grading<'a>,
    /// How many students passed every case, some, none.
    bands: Bands,
    histogram: Vec<Bar>,
    /// The misreadings to explain in the next lecture.
    misreadings: Vec<Ranked>,
    /// The accepted readings the class used, which pass (not strict).
    accepted: Vec<Ranked>,
    students: Vec<StudentRow>,
    /// Whether a student's row names a closest set (the legend says what
    /// it is).
    closest: bool,
}

/// A bar of the histogram of scores.
#[derive(Debug, Serialize)]
struct Bar {
    /// The shares it counts: `90–99 %`.
    label: String,
    /// How many students' scores fall in it.
    students: usize,
    /// Its length, in rem.
    width: usize,
}

/// A student's row of the table.
#[derive(Debug, Serialize)]
struct StudentRow {
    name: String,
    id: String,
    /// `yes`, `no`, or empty where the system does not say.
    late: &'static str,
    key: String,
    page: String,
    passed: usize,
    total: usize,
    percent: usize,
    status: &'static str,
    /// `full`, `some` or `none`: the score's colour ([`band`]).
    band: &'static str,
    /// The sets of misreadings that explain every answer.
    sets: Vec<Vec<Named>>,
    /// When none does, the closest.
    closest: Option<ClosestShown>,
    reason: String,
}

/// A misreading, with the students who show it and its example.
#[derive(Debug, Serialize)]
struct Ranked {
    name: String,
    /// Whether it is an accepted reading (among the misreadings only when
    /// the grading is strict).
    accepted: bool,
    explanation: String,
    students: Vec<Link>,
    example: Option<Shown>,
}

/// A student's name and page.
#[derive(Debug, Serialize)]
struct Link {
    name: String,
    page: String,
}

/// A student's page's data.
#[derive(Debug, Serialize)]
struct StudentPage<'a> {
    #[serde(flatten)]
    grading: &'a Grading<'a>,
    name: String,
    id: String,
    late: &'static str,
    passed: usize,
    total: usize,
    percent: usize,
    status: &'static str,
    band: &'static str,
    language: Option<&'static str>,
    graded: String,
    reason: String,
    diagnosis: Option<String>,
    groups: Vec<Group>,
    /// The port's standard error, each run's cut.
    stderr: String,
    /// Whether it was cut: the whole is in the file beside the report.
    stderr_cut: bool,
    notes: Vec<String>,
}

/// The pages of the class graded as `grading` whose rows are `rows`, the
/// game's misreadings `catalogue` explained on the index.
///
/// Fails when a template does not draw (a bug).
pub fn pages<R: Graded>(
    rows: &[Row<R>],
    grading: &Grading<'_>,
    catalogue: &[Catalogued],
) -> Result<Pages, Error> {
    let environment = environment(&TEMPLATES)?;
    let views: Vec<StudentView> = rows.iter().map(|row| row.report.page()).collect();
    let (misreadings, accepted) = ranked(rows, &views, catalogue, grading.strict);
    let students: Vec<StudentRow> = rows
        .iter()
        .zip(&views)
        .map(|(row, view)| student_row(row, view))
        .collect();
    let index = Index {
        grading,
        bands: bands(rows),
        histogram: histogram(rows.iter().map(|row| (row.passed(), row.total()))),
        misreadings,
        accepted,
        closest: students.iter().any(|student| student.closest.is_some()),
        students,
    };
    let index = render(&environment, "index.html", &index)?;
    let students = rows
        .iter()
        .zip(views)
        .map(|(row, view)| {
            let page = student_page(row, view, grading);
            Ok((page_path(row), render(&environment, "student.html", &page)?))
        })
        .collect::<Result<_, Error>>()?;
    Ok(Pages { index, students })
}

/// The page of `row`, as a link from `index.html`: `students/KEY.html`
/// (the key is the row's safe file name).
pub fn page_path<R>(row: &Row<R>) -> String {
    format!("{STUDENTS}/{}.html", row.student.key)
}

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

/// The share of cases `passed` of `total` is, in whole per cent, rounded
/// down (so that only a full score shows 100).
fn percent(passed: usize, total: usize) -> usize {
    (passed * 100).checked_div(total).unwrap_or(0)
}

/// Rule: the histogram counts the students (their cases passed and
/// graded) by the share of cases they passed, in tenths (0–9 %, ..., 90–99 %) and a bar of its own for every
/// case passed; its longest bar is 20 rem.
fn histogram(scores: impl IntoIterator<Item = (usize, usize)>) -> Vec<Bar> {
    let mut counts = [0usize; 11];
    for (passed, total) in scores {
        counts[percent(passed, total) / 10] += 1;
    }
    let most = counts.iter().copied().max().unwrap_or(0).max(1);
    counts
        .iter()
        .enumerate()
        .map(|(tenth, &students)| Bar {
            label: match tenth {
                10 => "100 %".to_string(),
                _ => format!("{}–{} %", tenth * 10, tenth * 10 + 9),
            },
            students,
            width: students * 20 / most,
        })
        .collect()
}

/// A student's row of the table.
fn student_row<R: Graded>(row: &Row<R>, view: &StudentView) -> StudentRow {
    StudentRow {
        name: one_line(&row.student.name),
        id: one_line(&row.student.id),
        late: late(row),
        key: row.student.key.clone(),
        page: page_path(row),
        passed: row.passed(),
        total: row.total(),
        percent: percent(row.passed(), row.total()),
        status: row.standing.name(),
        band: band(row.passed(), row.total()),
        sets: view.sets.clone(),
        closest: view.closest.clone(),
        reason: one_line(&row.reason),
    }
}

/// Rule: the misreadings the class shows, by how many students surely
/// have each (in every set that explains their answers, or the closest),
/// the most first, then in the catalogue's order; and apart, the accepted
/// readings the class used. A misreading counts only the students who lost
/// a case: one who passed everything has nothing to be taught. An accepted
/// reading passes, so it is no misreading and is listed apart with every
/// student who surely reads it; under `--strict` its answers fail, and it
/// is ranked among the misreadings.
fn ranked<R: Graded>(
    rows: &[Row<R>],
    views: &[StudentView],
    catalogue: &[Catalogued],
    strict: bool,
) -> (Vec<Ranked>, Vec<Ranked>) {
    let (mut misreadings, mut accepted) = (Vec::new(), Vec::new());
    for misreading in catalogue {
        let apart = misreading.accepted && !strict;
        let students: Vec<Link> = rows
            .iter()
            .zip(views)
            .filter(|(row, _)| apart || row.passed() < row.total())
            .filter(|(_, view)| view.certain.contains(&misreading.name))
            .map(|(row, _)| Link {
                name: one_line(&row.student.name),
                page: page_path(row),
            })
            .collect();
        if students.is_empty() {
            continue;
        }
        let ranked = Ranked {
            name: misreading.name.clone(),
            accepted: misreading.accepted,
            explanation: misreading.explanation.clone(),
            students,
            example: misreading.example.clone(),
        };
        if apart {
            accepted.push(ranked);
        } else {
            misreadings.push(ranked);
        }
    }
    for list in [&mut misreadings, &mut accepted] {
        list.sort_by_key(|r| std::cmp::Reverse(r.students.len()));
    }
    (misreadings, accepted)
}

/// The page of `row`, whose report the game shows as `view`.
fn student_page<'a, R: Graded>(
    row: &Row<R>,
    view: StudentView,
    grading: &'a Grading<'a>,
) -> StudentPage<'a> {
    StudentPage {
        grading,
        name: one_line(&row.student.name),
        id: one_line(&row.student.id),
        late: late(row),
        passed: row.passed(),
        total: row.total(),
        percent: percent(row.passed(), row.total()),
        status: row.standing.name(),
        band: band(row.passed(), row.total()),
        language: row.language.map(|l| l.name()),
        graded: one_line(&row.graded),
        reason: one_line(&row.reason),
        diagnosis: view.diagnosis.map(|text| one_line(&text)),
        groups: view.groups,
        stderr: view.stderr,
        stderr_cut: view.stderr_cut,
        notes: view.notes,
    }
}

/// The environment holding `templates` (name and source; a `.html`
/// template HTML-escapes every value it writes).
///
/// Fails when a template does not read (a bug).
fn environment(templates: &[(&'static str, &'static str)]) -> Result<Environment<'static>, Error> {
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
fn render(
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

    /// The histogram has a bar for every tenth and one for every case
    /// passed, each student in one of them.
    #[test]
    fn the_histogram_counts_every_student_once() {
        let bars = histogram([(0, 34), (0, 34), (34, 34), (33, 34)]);
        assert_eq!(bars.len(), 11);
        assert_eq!(bars[0].students, 2);
        assert_eq!(bars[0].width, 20);
        assert_eq!(bars[9].students, 1);
        assert_eq!(bars[10].students, 1);
        assert_eq!(bars[10].width, 10);
        assert_eq!(bars.iter().map(|bar| bar.students).sum::<usize>(), 4);
        assert_eq!(bars[10].label, "100 %");
        assert_eq!(bars[9].label, "90–99 %");
    }

    #[test]
    fn shares_are_rounded_down_so_that_only_every_case_is_100() {
        assert_eq!(percent(33, 34), 97);
        assert_eq!(percent(34, 34), 100);
        assert_eq!(percent(0, 34), 0);
        assert_eq!(percent(0, 0), 0);
    }
}
