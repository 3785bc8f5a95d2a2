//! The class report a teacher opens in a browser: `index.html`, the class
//! at a glance (above the fold: the misreadings ranked by how many students
//! who lost cases show each, the accepted readings the class used apart,
//! and a table of the students; below: a histogram of the scores, and each
//! misreading with the fixture that shows it best and its game), and a
//! page per student (the failures grouped by cause, each with its smallest
//! failing deck, what the port did, the reference's game at full width,
//! and the port's standard error cut).
//!
//! The pages are drawn by MiniJinja from the templates of `templates/`,
//! which hold every word they show but the data: a student's name, a
//! compiler's errors or a port's standard error is text, escaped by the
//! templates' HTML auto-escaping wherever it is written, its control
//! characters and direction controls escaped before as on a terminal
//! ([`terminal_line`]), and what a port wrote bounded as in its report
//! ([`PORT_TEXT`](crate::war::grade::report::PORT_TEXT)). A page needs
//! nothing else: its style and its script (sorting the students' table, as
//! an enhancement: the page reads in full without it) are inside it.

use serde::Serialize;

use crate::grade::class::summary::late;
use crate::grade::game::Pages;
use crate::grade::page::{band, bands, environment, render, Bands, BANDS_CSS, CLOSEST_HTML};
use crate::kit::error::Error;
use crate::kit::escape::{terminal, terminal_line};
use crate::kit::locale::Locale;
use crate::war::grade::diagnose::{predict, Closest, Misreading, Reading};
use crate::war::grade::report::{
    actual, describe_prediction, explanation, reference_trace, show_code, trace_command, Case,
    CaseResult, PortText, Report, SHOWN_CARDS,
};
use crate::war::rules::Preset;

/// The templates, built in, by name (the name's extension chooses the
/// escaping: HTML for `.html`).
const TEMPLATES: [(&str, &str); 8] = [
    ("layout.html", include_str!("templates/layout.html")),
    ("index.html", include_str!("templates/index.html")),
    ("student.html", include_str!("templates/student.html")),
    ("trace.html", include_str!("templates/trace.html")),
    ("style.css", include_str!("templates/style.css")),
    ("sort.js", include_str!("templates/sort.js")),
    BANDS_CSS,
    CLOSEST_HTML,
];

/// The most lines of a game's trace a page shows; a longer game is left
/// to the command that prints it.
const TRACE_LINES: usize = 200;

/// The folder of the students' pages, in the results folder.
pub const STUDENTS: &str = "students";

/// What the pages say of the grading as a whole.
#[derive(Debug, Clone, Copy)]
pub struct Grading<'a> {
    /// The rules graded.
    pub preset: Preset,
    /// Whether an accepted reading's answer failed.
    pub strict: bool,
    /// The cases every submission was graded on.
    pub cases: &'a [Case],
    /// Notes on the grading (fixtures left out).
    pub notes: &'a [String],
}

/// A student's row of a War class.
type Row = crate::grade::class::Row<Report>;

/// The pages of the class graded as `grading` whose rows are `rows`.
pub fn pages(rows: &[Row], grading: Grading<'_>) -> Result<Pages, Error> {
    let environment = environment(&TEMPLATES)?;
    let facts = Facts {
        rules: grading.preset.name(),
        strict: grading.strict,
        cases: grading.cases.len(),
    };
    let (misreadings, accepted) = ranked(rows, grading);
    let students: Vec<StudentRow> = rows.iter().map(student_row).collect();
    let index = Index {
        facts,
        bands: bands(rows),
        histogram: histogram(rows),
        misreadings,
        accepted,
        closest: students.iter().any(|student| student.closest.is_some()),
        students,
        notes: grading.notes,
    };
    let index = render(&environment, "index.html", &index)?;
    let students = rows
        .iter()
        .map(|row| {
            let page = student_page(row, grading.preset, facts);
            Ok((page_path(row), render(&environment, "student.html", &page)?))
        })
        .collect::<Result<_, Error>>()?;
    Ok(Pages { index, students })
}

/// The page of `row`, as a link from `index.html`: `students/KEY.html`
/// (the key is the row's safe file name).
pub fn page_path(row: &Row) -> String {
    format!("{STUDENTS}/{}.html", row.student.key)
}

/// What every page says of the grading.
#[derive(Debug, Clone, Copy, Serialize)]
struct Facts {
    rules: &'static str,
    strict: bool,
    cases: usize,
}

/// `index.html`'s data.
#[derive(Debug, Serialize)]
struct Index<'a> {
    #[serde(flatten)]
    facts: Facts,
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
    notes: &'a [String],
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

/// A misreading a student's row names.
#[derive(Debug, Serialize)]
struct Named {
    name: &'static str,
    /// Whether it is an accepted reading.
    accepted: bool,
}

/// The closest set of misreadings, when none explains every answer, with
/// how many of the port's answers it leaves.
#[derive(Debug, Serialize)]
struct ClosestShown {
    set: Vec<Named>,
    unexplained: usize,
    answers: usize,
}

/// A misreading, with the students who show it and its example.
#[derive(Debug, Serialize)]
struct Ranked {
    name: &'static str,
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

/// A game shown on a page: the case, what the rules give, what else is
/// given, and the reference's game.
#[derive(Debug, Serialize)]
struct Shown {
    /// The fixture's name (a random deck's name is its deck).
    fixture: String,
    description: String,
    /// `deck` or `hands`.
    noun: &'static str,
    /// The deck or the hands.
    start: String,
    expected: String,
    /// What the misreading gives (on the index).
    misread: String,
    /// The reference's game, when short enough to show.
    trace: Option<String>,
    /// Its battles, when too long to show.
    battles: u32,
    /// The command that prints its golden trace.
    command: String,
}

/// The share of cases `passed` of `total` is, in whole per cent, rounded
/// down (so that only a full score shows 100).
fn percent(passed: usize, total: usize) -> usize {
    (passed * 100).checked_div(total).unwrap_or(0)
}

/// Rule: the histogram counts the students by the share of cases they
/// passed, in tenths (0–9 %, ..., 90–99 %) and a bar of its own for every
/// case passed; its longest bar is 20 rem.
fn histogram(rows: &[Row]) -> Vec<Bar> {
    let mut counts = [0usize; 11];
    for row in rows {
        counts[percent(row.passed(), row.total()) / 10] += 1;
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

/// Text from outside (a name, a reason, what a port wrote) as a page shows
/// it on one line: its control characters and direction controls escaped
/// (`\u{202e}`), as the terminal's table shows them, so that none can
/// reorder or hide what is around it; other text as it is.
fn one_line(text: &str) -> String {
    terminal_line(text).into_owned()
}

/// A student's row of the table.
fn student_row(row: &Row) -> StudentRow {
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
        sets: row
            .report
            .diagnosis
            .sets
            .iter()
            .map(|set| named(set))
            .collect(),
        closest: row.report.diagnosis.closest.as_ref().map(closest_shown),
        reason: one_line(&row.reason),
    }
}

/// The misreadings of `set`, each marked when it is an accepted reading.
fn named(set: &[Misreading]) -> Vec<Named> {
    set.iter()
        .map(|&misreading| Named {
            name: misreading.name(),
            accepted: misreading.is_accepted(),
        })
        .collect()
}

/// Rule: the closest set as a row shows it, with the answers it leaves
/// unexplained of all the port gave (to the cases and to their decks
/// renamed), as `summary.csv`'s `(all but 4 of 67 answers)` counts them.
fn closest_shown(closest: &Closest) -> ClosestShown {
    ClosestShown {
        set: named(&closest.set),
        unexplained: closest.unexplained,
        answers: closest.answers,
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
fn ranked(rows: &[Row], grading: Grading<'_>) -> (Vec<Ranked>, Vec<Ranked>) {
    let (mut misreadings, mut accepted) = (Vec::new(), Vec::new());
    for misreading in Misreading::ALL {
        let apart = misreading.is_accepted() && !grading.strict;
        let students: Vec<Link> = rows
            .iter()
            .filter(|row| apart || row.passed() < row.total())
            .filter(|row| row.report.diagnosis.certain().contains(&misreading))
            .map(|row| Link {
                name: one_line(&row.student.name),
                page: page_path(row),
            })
            .collect();
        if students.is_empty() {
            continue;
        }
        let ranked = Ranked {
            name: misreading.name(),
            accepted: misreading.is_accepted(),
            explanation: misreading.explanation(),
            students,
            example: example(misreading, grading),
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

/// Rule: the fixture that shows a misreading best is the graded fixture
/// whose answer it changes (or which it never ends, or crashes on) with
/// the fewest battles in the reference's game: the shortest game to read.
fn example(misreading: Misreading, grading: Grading<'_>) -> Option<Shown> {
    let rules = grading.preset.rules();
    let faithful = Reading::faithful(rules);
    let misread = misreading.apply(faithful);
    grading
        .cases
        .iter()
        .filter(|case| case.found.is_none())
        .filter_map(|case| {
            let gives = predict(&case.start, &misread);
            (gives != predict(&case.start, &faithful)).then_some((case, gives))
        })
        .min_by_key(|(case, _)| case.start.war(rules).simulate_game().battles)
        .map(|(case, gives)| shown(case, grading.preset, describe_prediction(gives, Locale::En)))
}

/// `case` as a page shows it, with `misread`, what else gives.
fn shown(case: &Case, preset: Preset, misread: String) -> Shown {
    let (game, lines, battles) = reference_trace(case, preset, Locale::En);
    let trace = (lines <= TRACE_LINES).then_some(game);
    Shown {
        fixture: case.name.clone(),
        description: case.description.clone(),
        noun: case.start.noun(),
        start: case.start.show(SHOWN_CARDS),
        expected: show_code(case.expected),
        misread,
        trace,
        battles,
        command: trace_command(case),
    }
}

/// A student's page's data.
#[derive(Debug, Serialize)]
struct StudentPage {
    #[serde(flatten)]
    facts: Facts,
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

/// The failed cases of one cause, and the smallest of them.
#[derive(Debug, Serialize)]
struct Group {
    /// The cause: `expected 0 (draw), got 1 (A wins)`, `crashed: ...`.
    cause: String,
    cases: Vec<String>,
    smallest: Failure,
}

/// A failed case as a student's page shows it.
#[derive(Debug, Serialize)]
struct Failure {
    #[serde(flatten)]
    shown: Shown,
    name: String,
    actual: String,
    explanation: Option<String>,
    stderr: String,
}

/// The page of `row`.
fn student_page(row: &Row, preset: Preset, facts: Facts) -> StudentPage {
    let report = &row.report;
    StudentPage {
        facts,
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
        diagnosis: report.diagnosis_text().map(|text| one_line(&text)),
        groups: groups(report, preset),
        stderr: report.stderr(),
        stderr_cut: report.stderr_was_cut(),
        notes: report
            .notes
            .iter()
            .map(|note| terminal(&note.to_string()).into_owned())
            .collect(),
    }
}

/// Rule: a student's failures are grouped by their problem, as the human
/// report groups them, each group shown by its smallest deck (the fewest
/// cards; the first of those), the groups' excerpts of the port's standard
/// error within the bound of all cases' together
/// ([`PORT_TEXT`](crate::war::grade::report::PORT_TEXT)).
fn groups(report: &Report, preset: Preset) -> Vec<Group> {
    let kit = report.to_report();
    let mut port_text = PortText::default();
    kit.failures_by_problem()
        .into_iter()
        .filter_map(|group| {
            let cause = kit.cases[group[0]].problem.as_ref()?.message.clone();
            let results: Vec<&CaseResult> = group.iter().map(|&i| &report.results[i]).collect();
            let smallest = results
                .iter()
                .min_by_key(|result| result.case.start.cards())
                .copied()?;
            Some(Group {
                cause: one_line(&cause),
                cases: results.iter().map(|r| one_line(&r.case.name)).collect(),
                smallest: failure(smallest, preset, &mut port_text),
            })
        })
        .collect()
}

/// A failed case as a student's page shows it, its excerpt of the port's
/// standard error taken from what `port_text` leaves.
fn failure(result: &CaseResult, preset: Preset, port_text: &mut PortText) -> Failure {
    Failure {
        shown: shown(&result.case, preset, String::new()),
        name: one_line(&result.case.name),
        actual: one_line(&actual(result, Locale::En)),
        explanation: explanation(result, Locale::En).map(|text| one_line(&text)),
        stderr: port_text.stderr(&result.stderr),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::class::Standing;
    use crate::grade::reason::Reason;
    use crate::kit::class::submission::Student;
    use crate::war::grade::load_cases;

    /// A row of a submission named `name` that did not compile: every case
    /// failed as not run, its compiler's `errors` in the report's notes.
    fn not_compiled(name: &str, key: &str, errors: &str) -> Row {
        let (cases, _) = load_cases(&[], Preset::Umass).expect("the built-in fixtures");
        Row {
            student: Student {
                key: key.to_string(),
                ..Student::new(name, "5571201")
            },
            submission: name.to_string(),
            files: Vec::new(),
            language: None,
            standing: Standing::DoesNotCompile,
            reason: errors.to_string(),
            graded: String::new(),
            report: Report::not_run(
                cases,
                Preset::Umass,
                false,
                &Reason::Said("does not compile".to_string()),
                errors,
            ),
            timings: crate::grade::class::Timings::default(),
        }
    }

    #[test]
    fn shares_are_rounded_down_so_that_only_every_case_is_100() {
        assert_eq!(percent(33, 34), 97);
        assert_eq!(percent(34, 34), 100);
        assert_eq!(percent(0, 34), 0);
        assert_eq!(percent(0, 0), 0);
    }

    /// What a student wrote (a name, a compiler's message) reaches the
    /// pages as text: none of its markup is left, on the index or the
    /// student's page.
    #[test]
    fn a_students_text_is_escaped_on_every_page() {
        let name = "<script>alert('x')</script> \"q\" & <b>";
        let errors = "War.java:1: error: <img src=x onerror=alert(1)>";
        let rows = vec![not_compiled(name, "x", errors)];
        let (cases, _) = load_cases(&[], Preset::Umass).expect("the built-in fixtures");
        let grading = Grading {
            preset: Preset::Umass,
            strict: false,
            cases: &cases,
            notes: &[],
        };
        let pages = pages(&rows, grading).expect("the pages draw");
        let (path, student) = &pages.students[0];
        assert_eq!(path, "students/x.html");
        for page in [&pages.index, student] {
            assert!(!page.contains("<script>alert"), "{page}");
            assert!(!page.contains("<img"), "{page}");
            assert!(!page.contains("<b>"), "{page}");
            assert!(page.contains("&lt;script&gt;alert("), "{page}");
        }
        assert!(pages.index.contains("0/34"), "{}", pages.index);
        assert!(pages.index.contains("<td>5571201</td>"), "{}", pages.index);
        assert!(
            student.contains("&lt;img src=x onerror=alert(1)&gt;"),
            "{student}"
        );
    }

    /// Only the empty deck's answer is changed by answering -1 for an empty
    /// deck: it is the fixture that shows that misreading, a game of no
    /// battle, a draw by the rules.
    #[test]
    fn the_fixture_that_shows_a_misreading_is_the_shortest_it_changes() {
        let (cases, _) = load_cases(&[], Preset::Umass).expect("the built-in fixtures");
        let grading = Grading {
            preset: Preset::Umass,
            strict: false,
            cases: &cases,
            notes: &[],
        };
        let shown = example(Misreading::EmptyDealALoses, grading).expect("an example");
        assert_eq!(shown.fixture, "empty_deck");
        assert_eq!(shown.expected, "0 (draw)");
        assert_eq!(shown.misread, "-1 (B wins)");
        assert!(shown
            .trace
            .is_some_and(|trace| trace.contains("after 0 battles")));
    }

    /// The histogram has a bar for every tenth and one for every case
    /// passed, each student in one of them.
    #[test]
    fn the_histogram_counts_every_student_once() {
        let rows = vec![not_compiled("a", "a", ""), not_compiled("b", "b", "")];
        let bars = histogram(&rows);
        assert_eq!(bars.len(), 11);
        assert_eq!(bars[0].students, 2);
        assert_eq!(bars[0].width, 20);
        assert_eq!(bars.iter().map(|bar| bar.students).sum::<usize>(), 2);
        assert_eq!(bars[10].label, "100 %");
    }

    /// A port that was not graded has its score in the red and its status
    /// plain (the status says how it ran, the colour how it scored), and
    /// the class's count puts it among those who passed none.
    #[test]
    fn a_score_not_the_status_is_coloured_by_its_band() {
        let rows = vec![not_compiled("a", "a", "War.java:1: error")];
        let (cases, _) = load_cases(&[], Preset::Umass).expect("the built-in fixtures");
        let grading = Grading {
            preset: Preset::Umass,
            strict: false,
            cases: &cases,
            notes: &[],
        };
        let index = pages(&rows, grading).expect("the pages draw").index;
        assert!(index.contains("class=\"number score none\""), "{index}");
        assert!(index.contains("<td>does_not_compile</td>"), "{index}");
        assert!(
            index.contains("0 passed every case, 0 some, 1 none"),
            "{index}"
        );
    }
}
