//! The reference: what the rules give for a deal, as a port answers it
//! ([`Outcome`], the line `<winner> <turns> <score>`), the engine playing it
//! ([`play`]), and the rules the ports are graded by ([`UnoKata`]).

use crate::grade::protocol::Reply;
use crate::uno::fixture::{NoWinner, Winner};
use crate::uno::game::{End, RoundResult, Uno};
use crate::uno::player::Jackass;
use crate::uno::recorder::NoTrace;
use crate::uno::refill::Refill;
use crate::uno::rules::{Preset, Rules};

use super::deal::Deal;

/// How a round ends, as a port answers it: who won, after how many turns,
/// and the winner's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The winning seat, or how the round ended without a winner.
    pub winner: Winner,
    /// The turns played, every skipped or attacked turn counted (U5).
    pub turns: u32,
    /// The winner's score: the points left in the other hands (U2, U6),
    /// 0 when nobody won.
    pub score: u32,
}

impl Outcome {
    /// The outcome of a round the engine played.
    pub fn of(result: &RoundResult) -> Outcome {
        let winner = match result.end {
            End::Won(seat) => Winner::Seat(seat),
            End::Stuck => Winner::None(NoWinner::Stuck),
            End::TurnLimit => Winner::None(NoWinner::Stopped),
        };
        Outcome {
            winner,
            turns: result.turns,
            score: result.winner_score(),
        }
    }
}

/// Whether `word` is a number written in decimal digits only.
fn digits(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

impl Reply for Outcome {
    /// `<winner> <turns> <score>`: a seat in digits, `stuck` or `stopped`,
    /// then the turns and the score in digits; whatever follows is not
    /// read.
    fn read(text: &str) -> Option<Outcome> {
        let mut fields = text.split_whitespace();
        let winner = match fields.next()? {
            "stuck" => Winner::None(NoWinner::Stuck),
            "stopped" => Winner::None(NoWinner::Stopped),
            seat if digits(seat) => Winner::Seat(seat.parse().ok()?),
            _ => return None,
        };
        let mut number = || fields.next().filter(|word| digits(word))?.parse().ok();
        let (turns, score) = (number()?, number()?);
        Some(Outcome {
            winner,
            turns,
            score,
        })
    }

    /// A line that starts as an answer does (a number, `stuck` or
    /// `stopped`) ends its case as a wrong answer: `2`, `-1 40 0`, `1 x`.
    fn ends_case(text: &str) -> bool {
        text.split_whitespace().next().is_some_and(|first| {
            first.parse::<i64>().is_ok() || first == "stuck" || first == "stopped"
        })
    }

    fn line(&self) -> String {
        let winner = match self.winner {
            Winner::Seat(seat) => seat.to_string(),
            Winner::None(NoWinner::Stuck) => "stuck".to_string(),
            Winner::None(NoWinner::Stopped) => "stopped".to_string(),
        };
        format!("{winner} {} {}", self.turns, self.score)
    }
}

/// Plays `deal` by `rules`, every seat the seed's jackass, the refills
/// ordered by `refill`: the outcome the rules give.
///
/// A [`Deal`] deals under every rule ([`Deal::new`]); were it not dealt,
/// the round would count as stopped before its first turn.
pub fn play<F: Refill>(deal: &Deal, rules: Rules, refill: &mut F) -> Outcome {
    let Ok(mut round) = Uno::deal(deal.deck(), deal.players(), rules) else {
        return Outcome {
            winner: Winner::None(NoWinner::Stopped),
            turns: 0,
            score: 0,
        };
    };
    let mut seats = vec![Jackass; deal.players()];
    Outcome::of(&round.play(&mut seats, refill, &mut NoTrace))
}

/// UNO's rules as the grader grades a port of them: a preset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnoKata {
    /// The rules the ports play.
    pub preset: Preset,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_a_seat_or_stuck_then_the_turns() {
        let seat = |seat, turns, score| Outcome {
            winner: Winner::Seat(seat),
            turns,
            score,
        };
        assert_eq!(Outcome::read("2 57 310"), Some(seat(2, 57, 310)));
        assert_eq!(
            Outcome::read("0\t13\t84\t0,84\t0\t0:RR"),
            Some(seat(0, 13, 84))
        );
        assert_eq!(
            Outcome::read("stuck 96 0").map(|o| o.winner),
            Some(Winner::None(NoWinner::Stuck))
        );
        for wrong in [
            "2", "2 57", "-1 40 0", "+1 40 0", "1 x 3", "seat 1", "1 3 -3", "",
        ] {
            assert_eq!(Outcome::read(wrong), None, "{wrong:?}");
        }
        assert!(Outcome::ends_case("2") && Outcome::ends_case("-1 40 0"));
        assert!(Outcome::ends_case("stuck"));
        assert!(!Outcome::ends_case("seat 1 wins") && !Outcome::ends_case(""));
        assert_eq!(seat(3, 12, 40).line(), "3 12 40");
    }
}
