//! Scores a teacher can stand behind: a right answer counts only when the
//! port shows it knows why.
//!
//! Two rules settle the verdicts after the port has answered:
//!
//! - **The same answer to every deck scores nothing**, the grader's rule
//!   for every game ([`crate::grade::score`]). The starter code's `return
//!   0` passes every fixture that ends in a draw. A right answer counts
//!   only when the port also gets right a case that expects another
//!   answer; when every case it passes expects the same answer (and the
//!   graded cases expect more than one), none of them counts.
//! - **An accepted reading is credited only when the port shows it.** A
//!   port with no battle limit at all gives, on the deck that the 1000th
//!   battle empties, the answer of the accepted reading `empty_before_limit`
//!   (B wins at battle 1001), without having read the rules that way. An
//!   answer of an accepted reading counts only when, for every known
//!   misreading that gives the same answer on that deck, some graded case
//!   tells the two apart and the port answers it as the reading does.

use super::diagnose::{predict, Misreading, Observation, Reading};
use super::note::Note;
use super::report::{CaseResult, Unshown, Verdict};
use crate::grade::score::one_answer_to_all;
use crate::war::fixture::Interpretation;
use crate::war::rules::Rules;

/// What the port did with a case, as the diagnosis sees it: the answer it
/// gave (a wrong one included), a hang, or nothing it can use.
pub fn observation(result: &CaseResult) -> Option<Observation> {
    result.observation()
}

/// Settles the verdicts of a grading by the two rules of this module, for
/// a port of the rules `port`; returns the notes that explain what was not
/// counted. Under `strict`, no accepted reading is credited anyway.
pub fn settle(results: &mut [CaseResult], port: Rules, strict: bool) -> Vec<Note> {
    let observed: Vec<Option<Observation>> = results.iter().map(observation).collect();
    if !strict {
        for index in 0..results.len() {
            let Verdict::Alternative(reading) = results[index].verdict else {
                continue;
            };
            if let Err(why) = reading_shown(results, &observed, index, reading, port) {
                results[index].verdict = Verdict::Unshown { reading, why };
            }
        }
    }
    same_answer(results)
}

/// Whether the port shows `reading` on the cases graded, for the case at
/// `index` it answered as the reading does; why not when it does not.
fn reading_shown(
    results: &[CaseResult],
    observed: &[Option<Observation>],
    index: usize,
    reading: Interpretation,
    port: Rules,
) -> Result<(), Unshown> {
    let read = Reading::faithful(reading.rules(port));
    let faithful = Reading::faithful(port);
    let Some(seen) = observed[index] else {
        return Ok(());
    };
    let start = &results[index].case.start;
    for misreading in Misreading::ALL {
        let misread = misreading.apply(faithful);
        if misread == read || misread == faithful || !predict(start, &misread).agrees_with(seen) {
            continue;
        }
        // The cases on which the reading and this misreading differ.
        let telling: Vec<_> = results
            .iter()
            .zip(observed)
            .map(|(result, seen)| (result, *seen, predict(&result.case.start, &read)))
            .filter(|(result, _, expected)| *expected != predict(&result.case.start, &misread))
            .collect();
        let shown = telling
            .iter()
            .any(|(_, seen, expected)| seen.is_some_and(|seen| expected.agrees_with(seen)));
        if shown {
            continue;
        }
        let example = telling.iter().find(|(_, seen, _)| seen.is_some());
        return Err(match example.or(telling.first()) {
            None => Unshown::Untold { misreading },
            Some((result, seen, expected)) => Unshown::NotShown {
                misreading,
                case: result.case.name.clone(),
                seen: *seen,
                expected: *expected,
            },
        });
    }
    Ok(())
}

/// The answer a counted pass gave: the expected one, or the credited
/// reading's.
fn counted_answer(result: &CaseResult) -> Option<i32> {
    match &result.verdict {
        Verdict::Passed => Some(result.case.expected),
        Verdict::Alternative(reading) => result
            .case
            .alternatives
            .iter()
            .find(|(a, _)| a == reading)
            .map(|&(_, code)| code),
        _ => None,
    }
}

/// Uncounts every pass when all of them gave the same answer and the cases
/// expect more than one (the grader's rule, [`one_answer_to_all`]); the
/// note that says so.
fn same_answer(results: &mut [CaseResult]) -> Vec<Note> {
    let expected: Vec<i32> = results.iter().map(|r| r.case.expected).collect();
    let counted: Vec<i32> = results.iter().filter_map(counted_answer).collect();
    let Some(code) = one_answer_to_all(&expected, &counted) else {
        return Vec::new();
    };
    let mut uncounted = 0;
    for result in results.iter_mut() {
        if counted_answer(result).is_some() {
            result.verdict = Verdict::SameAnswer(code);
            uncounted += 1;
        }
    }
    vec![Note::SameAnswer { uncounted, code }]
}
