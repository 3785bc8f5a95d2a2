//! A student's check, `war diff`: one deck played by a port and by the
//! reference, both answers, what gives the port's answer, and the
//! reference's trace.

use super::diagnose::{CaseExplanation, Evidence};
use super::findings::start_of;
use super::protocol::{Answer, Limits, LivePort};
use super::report::{describe_failure_in, observe, show_code_in, Case, Found, Status, Verdict};
use super::start::Start;
use crate::kit::error::Error;
use crate::kit::locale::{arg, Locale};
use crate::kit::process::Stop;
use crate::kit::words::labels;
use crate::war::lang::say;
use crate::war::rules::Preset;
use crate::war::trace::Trace;

/// One deck (or two hands) played by a port and by the reference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diff {
    /// The game, as a case: the reference's answer and the accepted
    /// readings'.
    pub case: Case,
    /// What the port gave.
    pub answer: Answer,
    /// What gives the port's answer, when it is not the reference's.
    pub explanation: Option<CaseExplanation>,
    /// The reference's golden trace of the game.
    pub trace: Trace,
}

/// Plays `start` on the port `command` (through `sh -c`, one start, one
/// deck) and on the reference under `preset`.
///
/// Fails only when `sh` cannot be started.
pub fn diff(
    command: &str,
    start: Start,
    preset: Preset,
    limits: Limits,
    stop: &Stop,
) -> Result<Diff, Error> {
    let answer = LivePort::new(command, limits, stop, false).ask(&start.line())?;
    let found = Found {
        preset,
        seed: 0,
        of: 0,
        decks: Vec::new(),
        complete: true,
    };
    let case = Case::random(start.clone(), found);
    let explanation = match observe(&answer, "") {
        Some(seen) if Verdict::of(&case, &answer) != Verdict::Passed => {
            let mut evidence = Evidence::new(preset.rules(), vec![(start.clone(), seen)]);
            evidence.explain(0)
        }
        _ => None,
    };
    let deck = match &start {
        Start::Deck(deck) => Some(deck.clone()),
        Start::Hands { .. } => None,
    };
    let trace = Trace::record_game(deck, start.war(preset.rules()));
    Ok(Diff {
        case,
        answer,
        explanation,
        trace,
    })
}

impl Diff {
    /// Whether the port's answer is the reference's, or, unless `strict`,
    /// an accepted reading's.
    pub fn status(&self, strict: bool) -> Status {
        match Verdict::of(&self.case, &self.answer) {
            Verdict::Passed => Status::Passed,
            Verdict::Alternative(_) if !strict => Status::PassedAlternative,
            _ => Status::Failed,
        }
    }

    /// The comparison as `war diff` prints it, in `locale`: the game, both
    /// answers, the accepted readings' answers, what gives the port's
    /// answer, and the reference's trace.
    pub fn text(&self, strict: bool, locale: Locale) -> String {
        let case = &self.case;
        let game = match case.start {
            Start::Deck(_) => "diff-deck",
            Start::Hands { .. } => "diff-hands",
        };
        let [game, port, reference, accepted] = labels(
            [game, "diff-port", "diff-reference", "diff-accepted"].map(|id| say(locale, id, &[])),
        );
        let mut lines = vec![
            format!("{game}{}", shown_start(&case.start, locale)),
            format!("{port}{}", describe_failure_in(&self.answer, locale)),
            format!("{reference}{}", show_code_in(case.expected, locale)),
        ];
        for (reading, code) in &case.alternatives {
            let answer = [
                arg("answer", show_code_in(*code, locale)),
                arg("reading", reading.name()),
            ];
            let shown = say(locale, "diff-accepted-reading", &answer);
            lines.push(format!("{accepted}{shown}"));
        }
        let verdict = match self.status(strict) {
            Status::Passed => "diff-agree",
            Status::PassedAlternative => "diff-agree-reading",
            Status::Failed => "diff-differ",
        };
        lines.push(say(locale, verdict, &[]));
        if let Some(explanation) = &self.explanation {
            lines.push(explain(explanation, locale));
        }
        lines.push(String::new());
        lines.push(say(locale, "diff-game", &[]));
        lines.extend(self.trace.text(locale).lines().map(str::to_string));
        let mut text = lines.join("\n");
        text.push('\n');
        text
    }
}

/// The game as the protocol's line writes it, or, for an empty deck (an
/// empty line), in words: `(empty)`, `(leeg)`.
fn shown_start(start: &Start, locale: Locale) -> String {
    match start.line() {
        line if line.is_empty() => start.show_in(0, locale),
        line => line,
    }
}

/// What gives the port's answer on the deck, in one line, in `locale`.
fn explain(explanation: &CaseExplanation, locale: Locale) -> String {
    let join = |set: &Vec<_>| {
        set.iter()
            .map(|m: &super::diagnose::Misreading| m.label_in(locale))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    match explanation {
        CaseExplanation::Diagnosis(set) => {
            say(locale, "diff-explained", &[arg("misreadings", join(set))])
        }
        CaseExplanation::Candidates { sets, more } => {
            let each: Vec<String> = sets.iter().map(join).collect();
            let misreadings = arg("misreadings", each.join("; "));
            match more {
                0 => say(locale, "diff-candidates", &[misreadings]),
                more => say(
                    locale,
                    "diff-candidates-more",
                    &[misreadings, arg("more", *more)],
                ),
            }
        }
        CaseExplanation::Unexplained => say(locale, "diff-unexplained", &[]),
    }
}

/// The game `war diff` plays for a line of the protocol under `preset`:
/// a deck, or for a preset that starts from hands, the hands it deals.
pub fn game_of(start: Start, preset: Preset) -> Start {
    match start {
        Start::Deck(deck) if preset != Preset::Umass => start_of(&deck, preset),
        other => other,
    }
}
