//! The grader's scoring rule for every game: **the same answer to every
//! case scores nothing.** A starter's `return 0` is right on every case
//! that expects 0; a right answer counts only when the port also gets right
//! a case that expects another answer. When every pass counted gives one
//! answer and the graded cases expect more than one, none of them counts
//! (`book/src/teacher/scores.md`). A game applies it to its verdicts and
//! words the note that says so.

/// The one answer that every counted pass gave, when the cases graded
/// expect more than one answer: those passes then count for nothing. `None`
/// when the rule does not apply (no pass, passes of several answers, or
/// cases that all expect one answer).
///
/// `expected` are the answers the cases expect; `counted` the answers the
/// counted passes gave (the expected one, or an accepted reading's).
///
/// ```
/// use war_kata::grade::score::one_answer_to_all;
///
/// // `return 0` passes the draws of cases expecting 1, 0 and -1.
/// assert_eq!(one_answer_to_all(&[1, 0, -1, 0], &[0, 0]), Some(0));
/// // A port right on a draw and on a win shows it tells them apart.
/// assert_eq!(one_answer_to_all(&[1, 0, -1, 0], &[0, 1]), None);
/// // Cases that all expect a draw cannot tell.
/// assert_eq!(one_answer_to_all(&[0, 0], &[0, 0]), None);
/// ```
pub fn one_answer_to_all<R: PartialEq + Clone>(expected: &[R], counted: &[R]) -> Option<R> {
    let first = counted.first()?;
    let one = counted.iter().all(|answer| answer == first);
    let several_expected = expected.iter().any(|answer| answer != &expected[0]);
    (one && several_expected).then(|| first.clone())
}
