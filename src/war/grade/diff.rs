//! A student's check, `war diff`: one deck played by a port and by the
//! reference, both answers, what gives the port's answer, and the
//! reference's trace.

use super::diagnose::{CaseExplanation, Evidence};
use super::findings::start_of;
use super::protocol::{Answer, Limits, LivePort};
use super::report::{describe_failure, observe, show_code, Case, Found, Status, Verdict};
use super::start::Start;
use crate::kit::error::Error;
use crate::kit::process::Stop;
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
    pub trace: String,
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
    let trace = Trace::record_game(deck, start.war(preset.rules())).to_string();
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

    /// The comparison as `war diff` prints it: the game, both answers, the
    /// accepted readings' answers, what gives the port's answer, and the
    /// reference's trace.
    pub fn text(&self, strict: bool) -> String {
        let case = &self.case;
        let mut lines = vec![
            format!(
                "{:<10} {}",
                format!("{}:", case.start.noun()),
                case.start.line()
            ),
            format!("port:      {}", describe_failure(&self.answer)),
            format!("reference: {}", show_code(case.expected)),
        ];
        for (reading, code) in &case.alternatives {
            lines.push(format!(
                "accepted:  {} under the reading {}",
                show_code(*code),
                reading.name()
            ));
        }
        lines.push(match self.status(strict) {
            Status::Passed => "they agree".to_string(),
            Status::PassedAlternative => {
                "they agree: the port's answer is an accepted reading's".to_string()
            }
            Status::Failed => "they differ".to_string(),
        });
        if let Some(explanation) = &self.explanation {
            lines.push(explain(explanation));
        }
        lines.push(String::new());
        lines.push("the reference's game:".to_string());
        lines.extend(self.trace.lines().map(str::to_string));
        let mut text = lines.join("\n");
        text.push('\n');
        text
    }
}

/// What gives the port's answer on the deck, in one line.
fn explain(explanation: &CaseExplanation) -> String {
    let join = |set: &Vec<_>| {
        set.iter()
            .map(|m: &super::diagnose::Misreading| m.name())
            .collect::<Vec<_>>()
            .join(" + ")
    };
    match explanation {
        CaseExplanation::Diagnosis(set) => format!("what gives the port's answer: {}", join(set)),
        CaseExplanation::Candidates { sets, more } => {
            let each: Vec<String> = sets.iter().map(join).collect();
            let more = if *more > 0 {
                format!(" (and {more} more)")
            } else {
                String::new()
            };
            format!(
                "what gives the port's answer on this deck: {}{more}",
                each.join("; ")
            )
        }
        CaseExplanation::Unexplained => {
            "no known misreading of the rules gives the port's answer on this deck".to_string()
        }
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
