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

use crate::kit::error::{Error, ErrorKind, Position};
use crate::kit::montecarlo::game_rng;
use crate::uno::card::{parse_deck, tokens, Card};
use crate::uno::game::{DealError, End, RoundResult, Uno, MAX_PLAYERS, MIN_PLAYERS};
use crate::uno::player::Jackass;
use crate::uno::refill::{OldestFirst, Refill, Shuffled};
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

/// Reads a question line, line `number` of `origin`: the number of
/// players, then the 108 cards of one UNO deck, top first, separated by
/// whitespace. A problem is an error placed at the column of the token at
/// fault (just past the line's end for something missing): of kind
/// [`ErrorKind::Card`] for a token that is no card, [`ErrorKind::Deal`]
/// for a number of players or a deck that cannot be dealt.
///
/// ```
/// use war_kata::kit::error::ErrorKind;
/// use war_kata::uno::answer::parse_question;
/// use war_kata::uno::card::{build_order, write_cards};
///
/// let line = format!("4 {}", write_cards(&build_order()));
/// assert_eq!(parse_question(&line, "<stdin>", 1).unwrap().players, 4);
/// let error = parse_question("16 R0", "<stdin>", 1).unwrap_err();
/// assert_eq!(error.kind(), ErrorKind::Deal);
/// assert_eq!(error.position().unwrap().column, 1);
/// ```
pub fn parse_question(line: &str, origin: &str, number: usize) -> Result<Question, Error> {
    let at = |column| Position {
        line: number,
        column,
    };
    let deal_error = |column, message: String, fix: &'static str| {
        Error::new(ErrorKind::Deal, origin, message)
            .at(at(column))
            .with_fix(fix)
    };
    let mut tokens = tokens(line);
    let Some((column, first)) = tokens.next() else {
        return Err(deal_error(1, "the line is empty".into(), LINE_FIX));
    };
    let players = match first.parse::<usize>() {
        Ok(n) if (MIN_PLAYERS..=MAX_PLAYERS).contains(&n) => n,
        Ok(n) => {
            return Err(deal_error(
                column,
                DealError::Players(n).to_string(),
                PLAYERS_FIX,
            ))
        }
        Err(_) => {
            let message = format!("{first:?} is not a number of players");
            return Err(deal_error(column, message, LINE_FIX));
        }
    };
    let rest = line.char_indices().nth(column - 1 + first.chars().count());
    let deck = match rest {
        Some((byte, _)) => parse_deck(
            &line[byte..],
            origin,
            number,
            column + first.chars().count(),
        )?,
        None => parse_deck("", origin, number, line.chars().count() + 1)?,
    };
    Ok(Question { players, deck })
}

/// How a question line is written.
const LINE_FIX: &str =
    "write the number of players (2 to 15), then the 108 cards of the deck, top first, separated by spaces";

/// How many players a round may have.
const PLAYERS_FIX: &str = "give 2 to 15 players";

/// The longest question line `uno winner` reads: 64 KiB, some two hundred
/// times a line of 108 cards.
pub const MAX_QUESTION_BYTES: usize = 64 << 10;

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
        Answer::play_with(question, rules, &mut OldestFirst)
    }

    /// Plays `question` by `rules` with the seed's players, every refill
    /// shuffled from a generator seeded with `seed` and `index` (the
    /// line's number): a round as the original program plays it, refills
    /// and all, yet the same at every run.
    pub fn play_shuffled(
        question: &Question,
        rules: Rules,
        seed: u64,
        index: u64,
    ) -> Result<Answer, DealError> {
        Answer::play_with(question, rules, &mut Shuffled(game_rng(seed, index)))
    }

    /// Plays `question` by `rules` with the seed's players and `refill`.
    fn play_with<F: Refill>(
        question: &Question,
        rules: Rules,
        refill: &mut F,
    ) -> Result<Answer, DealError> {
        let mut round = Uno::deal(&question.deck, question.players, rules)?;
        let mut log = Log::default();
        let mut players = vec![Jackass; question.players];
        let result = round.play(&mut players, refill, &mut log);
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
            (String::new(), 1, ErrorKind::Deal),
            (format!("x {deck}"), 1, ErrorKind::Deal),
            (format!("1 {deck}"), 1, ErrorKind::Deal),
            (format!("16 {deck}"), 1, ErrorKind::Deal),
            (format!("4 R10 {}", &deck[3..]), 3, ErrorKind::Card),
            (
                format!("4 {}", &deck[..deck.len() - 3]),
                deck.len(),
                ErrorKind::Deal,
            ),
            (format!("4 R0 {deck}"), 6, ErrorKind::Deal),
        ];
        for (line, column, kind) in cases {
            let error = parse_question(&line, "<stdin>", 3).unwrap_err();
            assert_eq!(error.kind(), kind, "{error}");
            let place = Position { line: 3, column };
            assert_eq!(error.position(), Some(place), "{error}");
        }
    }

    #[test]
    fn the_answer_has_six_tab_separated_fields() {
        let line = format!("3 {}", write_cards(&build_order()));
        let question = parse_question(&line, "<stdin>", 1).unwrap();
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
