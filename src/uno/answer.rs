//! `uno winner`'s question and answer lines, so that the command only
//! reads and prints.
//!
//! A question is a line `<players> <108 cards>`, the deck top first; the
//! answer is one tab-separated line `winner turns winner_score hand_points
//! reshuffles log`: the winning seat (from 0; `stuck` or `stopped` when
//! nobody won), the turns played, the winner's score (the points left in
//! the other hands), every seat's hand points separated by commas, the
//! refills of the draw pile, and the [`Log`] of the turns.

use std::fmt;

use crate::uno::card::{check_full_deck, tokens, Card, DeckProblem};
use crate::uno::game::{DealError, End, RoundResult, Uno, MAX_PLAYERS, MIN_PLAYERS};
use crate::uno::player::Jackass;
use crate::uno::refill::OldestFirst;
use crate::uno::rules::Rules;
use crate::uno::trace::Log;

/// A round to play: how many seats and the deck, top first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// How many seats play.
    pub players: usize,
    /// The deck, top first: one UNO deck of 108 cards.
    pub deck: Vec<Card>,
}

/// What is wrong with a question line, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    /// The column (in characters, from 1) of the token at fault, or just
    /// past the line's end for something missing.
    pub column: usize,
    /// What is wrong, and how to write it instead.
    pub message: String,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

/// Reads a question line: the number of players, then the 108 cards of
/// one UNO deck, top first, separated by whitespace.
///
/// ```
/// use war_kata::uno::answer::parse_question;
/// use war_kata::uno::card::{build_order, write_cards};
///
/// let line = format!("4 {}", write_cards(&build_order()));
/// assert_eq!(parse_question(&line).unwrap().players, 4);
/// let error = parse_question("16 R0").unwrap_err();
/// assert_eq!(error.column, 1);
/// ```
pub fn parse_question(line: &str) -> Result<Question, LineError> {
    let mut tokens = tokens(line);
    let end = line.chars().count() + 1;
    let Some((column, first)) = tokens.next() else {
        return Err(LineError {
            column: 1,
            message: "the line is empty: give the number of players, then the 108 cards of the deck, top first".into(),
        });
    };
    let players = first
        .parse::<usize>()
        .ok()
        .filter(|n| (MIN_PLAYERS..=MAX_PLAYERS).contains(n))
        .ok_or_else(|| LineError {
            column,
            message: match first.parse::<usize>() {
                Ok(n) => DealError::Players(n).to_string(),
                Err(_) => format!(
                    "{first:?} is not a number of players: the line starts with the number of players ({MIN_PLAYERS} to {MAX_PLAYERS})"
                ),
            },
        })?;
    let mut deck = Vec::new();
    let mut columns = Vec::new();
    for (column, token) in tokens {
        let card = token.parse::<Card>().map_err(|problem| LineError {
            column,
            message: problem.to_string(),
        })?;
        deck.push(card);
        columns.push(column);
    }
    check_full_deck(&deck).map_err(|problem| LineError {
        column: match problem {
            DeckProblem::TooMany { position, .. } => columns[position - 1],
            DeckProblem::Missing { .. } => end,
        },
        message: format!("{problem}; give each card of the deck once, top first"),
    })?;
    Ok(Question { players, deck })
}

/// The answer to a question: the round's result and its log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// How the round ended.
    pub result: RoundResult,
    /// The log, one token a turn.
    pub log: String,
}

impl Answer {
    /// Plays `question` by `rules` with the seed's players and the
    /// `oldest-first` refill.
    pub fn play(question: &Question, rules: Rules) -> Result<Answer, DealError> {
        let mut round = Uno::deal(&question.deck, question.players, rules)?;
        let mut log = Log::default();
        let mut players = vec![Jackass; question.players];
        let result = round.play(&mut players, &mut OldestFirst, &mut log);
        Ok(Answer {
            result,
            log: log.text,
        })
    }
}

impl fmt::Display for Answer {
    /// `winner turns winner_score hand_points reshuffles log`, separated by
    /// tabs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = &self.result;
        match result.end {
            End::Won(seat) => write!(f, "{seat}")?,
            End::Stuck => f.write_str("stuck")?,
            End::TurnLimit => f.write_str("stopped")?,
        }
        let points: Vec<String> = result.hand_points().iter().map(u32::to_string).collect();
        write!(
            f,
            "\t{}\t{}\t{}\t{}\t{}",
            result.turns,
            result.winner_score(),
            points.join(","),
            result.refills,
            self.log
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uno::card::{build_order, write_cards};

    #[test]
    fn bad_lines_are_placed_at_their_token() {
        let deck = write_cards(&build_order());
        let cases = [
            (String::new(), 1),
            (format!("x {deck}"), 1),
            (format!("1 {deck}"), 1),
            (format!("16 {deck}"), 1),
            (format!("4 R10 {}", &deck[3..]), 3),
            (format!("4 {}", &deck[..deck.len() - 3]), deck.len()),
            (format!("4 R0 {deck}"), 6),
        ];
        for (line, column) in cases {
            let error = parse_question(&line).unwrap_err();
            assert_eq!(error.column, column, "{line:.20}: {error}");
        }
    }

    #[test]
    fn the_answer_has_six_tab_separated_fields() {
        let question = parse_question(&format!("3 {}", write_cards(&build_order()))).unwrap();
        let answer = Answer::play(&question, Rules::default())
            .unwrap()
            .to_string();
        let fields: Vec<&str> = answer.split('\t').collect();
        assert_eq!(fields.len(), 6);
        assert_eq!(fields[3].split(',').count(), 3);
        let turns: usize = fields[1].parse().unwrap();
        let log_turns = fields[5].split(' ').filter(|t| *t != "shuffle").count();
        assert_eq!(log_turns, turns);
    }
}
