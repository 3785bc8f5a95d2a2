//! War's side of the line protocol (the grader's [`crate::grade::protocol`]):
//! an answer is who won (`1`, `0`, `-1`), and a case's line is a deck of
//! cards.

pub use crate::grade::protocol::{
    protocol_input, stopped, Limits, Run, Stray, TIMEOUTS_BEFORE_GIVING_UP,
};
use crate::kit::error::Error;
use crate::kit::process::Stop;
use crate::war::cards::Card;

/// A port's answer to a War deck: who won, or what went wrong.
pub type Answer = crate::grade::protocol::Answer<i32>;

/// A deck's answer, with its time and stray output.
pub type Answered = crate::grade::protocol::Answered<i32>;

/// Everything a port gave for a list of decks.
pub type PortRun = crate::grade::protocol::PortRun<i32>;

/// A port kept running between decks.
pub type LivePort<'a> = crate::grade::protocol::LivePort<'a, i32>;

/// Runs `command` on `decks`, one at a time (see
/// [`crate::grade::protocol::run_port`]).
///
/// Fails only when `sh` itself cannot be started.
pub fn run_port(
    command: &str,
    decks: &[String],
    limits: &Limits,
    stop: &Stop,
) -> Result<PortRun, Error> {
    crate::grade::protocol::run_port(command, decks, limits, stop)
}

/// Reads a port's whole output as the grader reads it (see
/// [`crate::grade::protocol::read_answers`]).
pub fn read_answers(output: &[u8], limits: &Limits) -> Vec<Answer> {
    crate::grade::protocol::read_answers(output, limits)
}

/// One deck as a line of the protocol, without its newline.
pub fn protocol_line(deck: &[Card]) -> String {
    let cards: Vec<String> = deck.iter().map(Card::to_string).collect();
    cards.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_is_its_cards_on_one_line() {
        assert_eq!(protocol_line(&[2, 3, 4, 5]), "2 3 4 5");
        assert_eq!(protocol_line(&[]), "");
        assert_eq!(protocol_line(&[-7, i32::MAX]), "-7 2147483647");
    }
}
