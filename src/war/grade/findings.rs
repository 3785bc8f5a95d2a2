//! `war grade --random`: random decks played after the fixtures, every
//! disagreement with the reference shrunk to a smallest deck, and the
//! smallest decks as cases.
//!
//! The decks ([`super::random`]) go to the port in the same start as the
//! fixtures, one at a time. A deck disagrees when the port's answer is not
//! the reference's under the graded rules (nor, unless strict, an accepted
//! reading's), or when it gives none. The disagreeing decks, shortest
//! first and at most [`MAX_SHRUNK`] of them, are each shrunk
//! ([`super::shrink`]) on a port kept running ([`LivePort`]), a change kept
//! when the port disagrees in the same way: a wrong answer stays a wrong
//! answer, a time-out a time-out, an exception one of the same class.
//! Every deck asked is remembered, so that shrinks that meet ask nothing
//! twice. Each shrink asks at most [`SHRINK_CAP`] decks, and stops after
//! [`SHRINK_SLOW`] answers that cost a start of the port (a time-out, a
//! crash), and all of them after [`SHRINK_SLOW_TOTAL`] such answers, so
//! that a port that hangs costs a few time-outs, not hundreds. Disagreements that shrink to the same deck are one finding,
//! with the random decks that led there.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use super::protocol::{Answer, Answered, Limits, LivePort};
use super::random::{random_deck, RandomDecks, RandomSummary};
use super::report::{observe, Case, CaseResult, Found, Verdict};
use super::shrink::{shrink, Check};
use super::start::Start;
use crate::kit::error::Error;
use crate::kit::process::Stop;
use crate::war::cards::Card;
use crate::war::grade::diagnose::Observation;
use crate::war::grade::protocol::Stray;
use crate::war::rules::Preset;

/// The most disagreeing random decks shrunk; the others are counted.
pub const MAX_SHRUNK: usize = 20;

/// The most decks one shrink asks the port about.
pub const SHRINK_CAP: usize = 1000;

/// The most answers that cost a start of the port (a time-out, a crash, an
/// output too long) one shrink takes before it stops where it is.
pub const SHRINK_SLOW: usize = 5;

/// The most such answers all the shrinks of a grading take together; once
/// they are spent, a shrink stops at its first slow answer.
pub const SHRINK_SLOW_TOTAL: usize = 15;

/// The random decks' results: the cases of their smallest decks, what the
/// port did with every deck it answered (for the diagnosis), and the
/// summary.
#[derive(Debug)]
pub struct RandomOutcome {
    /// One case per smallest deck, the most often found first.
    pub results: Vec<CaseResult>,
    /// Each random deck and smallest deck the port answered, with what it
    /// did.
    pub observed: Vec<(Start, Observation)>,
    /// The summary.
    pub summary: RandomSummary,
}

/// The game a random deck gives a port of `preset`: the deck itself for
/// the assignment's rules; for a preset whose sources start from hands,
/// the two hands the deck deals alternately.
pub fn start_of(deck: &[Card], preset: Preset) -> Start {
    if preset == Preset::Umass {
        return Start::Deck(deck.to_vec());
    }
    let a = deck.iter().step_by(2).copied().collect();
    let b = deck.iter().skip(1).step_by(2).copied().collect();
    Start::Hands { a, b }
}

/// The random games of `decks` for a port of `preset`, each a case.
pub fn random_cases(decks: RandomDecks, preset: Preset) -> Vec<Case> {
    (0..decks.count)
        .map(|index| {
            let deck = random_deck(decks.seed, index, preset.rules());
            let found = Found {
                preset,
                seed: decks.seed,
                of: decks.count,
                decks: vec![index],
                complete: true,
            };
            Case::random(start_of(&deck, preset), found)
        })
        .collect()
}

/// How a port disagrees with the reference on a deck, as far as a shrink
/// keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Disagreement {
    /// An answer that is not the reference's (nor, unless strict, an
    /// accepted reading's).
    Wrong,
    /// No answer in time.
    Hang,
    /// An exception of this class.
    Raised(String),
    /// Another failure: a crash, a line that is not an answer, ...
    Other(&'static str),
}

/// How the port's `answer` to `case` disagrees with the reference, if it
/// does; `None` too for a deck that was not run.
fn disagreement(case: &Case, answer: &Answer, strict: bool) -> Option<Disagreement> {
    match Verdict::of(case, answer) {
        Verdict::Passed | Verdict::NotRun(_) => None,
        Verdict::Alternative(_) if !strict => None,
        Verdict::NoAnswer(Answer::GaveUp(_)) => None,
        Verdict::NoAnswer(Answer::Timeout(_)) => Some(Disagreement::Hang),
        Verdict::NoAnswer(Answer::Raised(what)) => {
            let class = what.split(':').next().unwrap_or_default().trim();
            Some(Disagreement::Raised(class.to_string()))
        }
        Verdict::NoAnswer(Answer::Crashed(_)) => Some(Disagreement::Other("crash")),
        Verdict::NoAnswer(Answer::TooLong(_)) => Some(Disagreement::Other("too much output")),
        Verdict::NoAnswer(_) => Some(Disagreement::Other("not an answer")),
        _ => Some(Disagreement::Wrong),
    }
}

/// Whether an answer cost the port its start.
fn slow(answer: &Answer) -> bool {
    matches!(
        answer,
        Answer::Timeout(_) | Answer::Crashed(_) | Answer::TooLong(_)
    )
}

/// How to reach the port again for the shrinks.
pub struct PortAccess<'a> {
    /// The port's command.
    pub command: &'a str,
    /// Its limits.
    pub limits: Limits,
    /// When to stop.
    pub stop: &'a Stop,
    /// Whether it holds its answers back (one start per deck).
    pub alone: bool,
    /// Whether an accepted reading's answer disagrees.
    pub strict: bool,
}

/// A finding: a smallest deck, the port's answer there, and the random
/// decks that led there.
struct Finding {
    start: Start,
    answer: Answer,
    decks: Vec<u64>,
    complete: bool,
}

/// Examines the port's `answers` to the random `cases` of `decks`: shrinks
/// the disagreeing ones on the port and makes each smallest deck a case.
///
/// Fails only when the port's command cannot be started again.
pub fn examine(
    cases: Vec<Case>,
    answers: &[Answered],
    decks: RandomDecks,
    port: &PortAccess<'_>,
) -> Result<RandomOutcome, Error> {
    let preset = cases
        .first()
        .and_then(|case| case.found.as_ref())
        .map_or(Preset::Umass, |found| found.preset);
    let mut memory: HashMap<Start, Answer> = HashMap::new();
    let mut observed = Vec::new();
    let mut disagreeing: Vec<(usize, Disagreement)> = Vec::new();
    let mut not_run = 0;
    for (index, (case, answered)) in cases.iter().zip(answers).enumerate() {
        let answer = &answered.answer;
        if matches!(answer, Answer::GaveUp(_) | Answer::Stopped(_)) {
            not_run += 1;
            continue;
        }
        memory.insert(case.start.clone(), answer.clone());
        if let Some(seen) = observe(answer, "") {
            observed.push((case.start.clone(), seen));
        }
        if let Some(how) = disagreement(case, answer, port.strict) {
            disagreeing.push((index, how));
        }
    }
    let disagreed = disagreeing.len();
    disagreeing.sort_by_key(|&(index, _)| (cases[index].start.line().len(), index));
    disagreeing.truncate(MAX_SHRUNK);
    let started = Instant::now();
    let mut live = LivePort::new(port.command, port.limits, port.stop, port.alone);
    let mut findings: Vec<Finding> = Vec::new();
    let mut asked = 0;
    let mut shrunk = 0;
    let mut slow_left = SHRINK_SLOW_TOTAL;
    for (index, how) in disagreeing {
        if port.stop.reason().is_some() {
            break;
        }
        let deck = match &cases[index].start {
            Start::Deck(deck) => deck.clone(),
            Start::Hands { a, b } => interleave(a, b),
        };
        let mut failure: Option<Error> = None;
        let mut slow_answers = 0;
        let mut spent = false;
        let mut check = |candidate: &[Card]| {
            if spent {
                return Check::Stop;
            }
            let start = start_of(candidate, preset);
            let answer = match memory.get(&start) {
                Some(answer) => answer.clone(),
                None => match live.ask(&start.line()) {
                    Ok(answer) => {
                        memory.insert(start.clone(), answer.clone());
                        answer
                    }
                    Err(error) => {
                        failure = Some(error);
                        return Check::Stop;
                    }
                },
            };
            if matches!(answer, Answer::Stopped(_)) {
                return Check::Stop;
            }
            let found = Found {
                preset,
                seed: decks.seed,
                of: decks.count,
                decks: Vec::new(),
                complete: true,
            };
            let case = Case::random(start, found);
            let fails = disagreement(&case, &answer, port.strict).as_ref() == Some(&how);
            if slow(&answer) {
                slow_answers += 1;
                slow_left = slow_left.saturating_sub(1);
                spent = slow_answers >= SHRINK_SLOW || slow_left == 0;
            }
            if fails {
                Check::Fails
            } else {
                Check::Passes
            }
        };
        let result = shrink(&deck, SHRINK_CAP, &mut check);
        if let Some(error) = failure {
            return Err(error);
        }
        asked += result.asked;
        shrunk += 1;
        let start = start_of(&result.deck, preset);
        let answer = memory
            .get(&start)
            .cloned()
            .unwrap_or_else(|| answers[index].answer.clone());
        match findings.iter_mut().find(|f| f.start == start) {
            Some(finding) => {
                finding.decks.push(index as u64);
                finding.complete &= result.complete;
            }
            None => findings.push(Finding {
                start,
                answer,
                decks: vec![index as u64],
                complete: result.complete,
            }),
        }
    }
    drop(live);
    // The most often found first; then the smallest.
    findings.sort_by_key(|f| (std::cmp::Reverse(f.decks.len()), f.start.line().len()));
    let mut results = Vec::new();
    for finding in findings {
        if let Some(seen) = observe(&finding.answer, "") {
            observed.push((finding.start.clone(), seen));
        }
        let found = Found {
            preset,
            seed: decks.seed,
            of: decks.count,
            decks: finding.decks,
            complete: finding.complete,
        };
        let case = Case::random(finding.start, found);
        let verdict = Verdict::of(&case, &finding.answer);
        results.push(CaseResult {
            case,
            verdict,
            elapsed: Duration::ZERO,
            stderr: String::new(),
            explanation: None,
            renamed: None,
            stray: Stray::default(),
        });
    }
    Ok(RandomOutcome {
        results,
        observed,
        summary: RandomSummary {
            decks,
            disagreed,
            not_run,
            shrunk,
            asked,
            shrinking: started.elapsed(),
        },
    })
}

/// The deck that deals hands `a` and `b` alternately (the longer hand's
/// last cards at the end).
fn interleave(a: &[Card], b: &[Card]) -> Vec<Card> {
    let mut deck = Vec::with_capacity(a.len() + b.len());
    for i in 0..a.len().max(b.len()) {
        deck.extend(a.get(i));
        deck.extend(b.get(i));
    }
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_are_dealt_alternately_and_read_back() {
        let deck = vec![1, 2, 3, 4, 5];
        let start = start_of(&deck, Preset::Kata);
        assert_eq!(
            start,
            Start::Hands {
                a: vec![1, 3, 5],
                b: vec![2, 4]
            }
        );
        let Start::Hands { a, b } = start else {
            unreachable!("hands")
        };
        assert_eq!(interleave(&a, &b), deck);
        assert_eq!(start_of(&deck, Preset::Umass), Start::Deck(deck));
    }
}
