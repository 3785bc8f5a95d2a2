//! War's part of the class report ([`crate::grade::page`]): the catalogue
//! of its misreadings, each with the fixture that shows it best and the
//! reference's game of it, and a report as a student's page shows it (the
//! sets of misreadings, the failures grouped by cause, each with its
//! smallest failing deck, what the port did and the reference's game).
//! What a port wrote is bounded as in its report
//! ([`PORT_TEXT`](crate::war::grade::report::PORT_TEXT)).

use crate::grade::game::Pages;
use crate::grade::page::{
    self, one_line, Catalogued, ClosestShown, Failure, Group, Named, Shown, StudentView,
    TRACE_LINES,
};
use crate::kit::error::Error;
use crate::kit::escape::terminal;
use crate::kit::locale::Locale;
use crate::war::grade::diagnose::{predict, Closest, Misreading, Reading};
use crate::war::grade::report::{
    actual, describe_prediction, explanation, reference_trace, show_code, trace_command, Case,
    CaseResult, PortText, Report, SHOWN_CARDS,
};
use crate::war::rules::Preset;

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

/// The pages of the War class graded as `grading` whose rows are `rows`.
pub fn pages(rows: &[Row], grading: Grading<'_>) -> Result<Pages, Error> {
    let shown = page::Grading {
        game: "War",
        program: "war",
        noun: "deck",
        rules: grading.preset.name().to_string(),
        strict: grading.strict,
        cases: grading.cases.len(),
        notes: grading.notes,
        answers_counted: Some("to the cases, and to the same decks with other card values"),
    };
    page::pages(rows, &shown, &catalogue(grading))
}

/// War's misreadings, each with the fixture that shows it best.
fn catalogue(grading: Grading<'_>) -> Vec<Catalogued> {
    Misreading::ALL
        .into_iter()
        .map(|misreading| Catalogued {
            name: misreading.name().to_string(),
            accepted: misreading.is_accepted(),
            explanation: format!("The port {}", misreading.explanation()),
            example: example(misreading, grading),
        })
        .collect()
}

/// The report as a student's page shows it.
pub fn view(report: &Report) -> StudentView {
    StudentView {
        sets: report.diagnosis.sets.iter().map(|set| named(set)).collect(),
        closest: report.diagnosis.closest.as_ref().map(closest_shown),
        certain: report
            .diagnosis
            .certain()
            .iter()
            .map(|m| m.name().to_string())
            .collect(),
        diagnosis: report.diagnosis_text(),
        groups: groups(report, report.preset),
        stderr: report.stderr(),
        stderr_cut: report.stderr_was_cut(),
        notes: report
            .notes
            .iter()
            .map(|note| terminal(&note.to_string()).into_owned())
            .collect(),
    }
}

/// The misreadings of `set`, each marked when it is an accepted reading.
fn named(set: &[Misreading]) -> Vec<Named> {
    set.iter()
        .map(|&misreading| Named {
            name: misreading.name().to_string(),
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
        length: format!("{battles} battles"),
        command: trace_command(case),
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
