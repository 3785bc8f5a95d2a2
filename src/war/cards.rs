//! Reading cards written as text.
//!
//! A card is written in one of three notations, and its value is what the
//! engine compares (a suit never changes it):
//! - an integer, base 10, in the range of a Java `int`: `7`, `-129`;
//! - a rank: `2` to `10`, `T` (10), `J` (11), `Q` (12), `K` (13), `A` (14),
//!   or `N` (9, the kata's nine);
//! - a rank and a suit (`C`, `D`, `H` or `S`), as Jones and CodinGame write
//!   cards: `10D`, `AS`, `QC`.
//!
//! A deck is written as cards separated by whitespace. A token made only of
//! one-letter ranks is a run of cards, as the kata writes its hands:
//! `AKQJTN` is six cards.

use crate::kit::error::{Error, ErrorKind, Position};

/// A card is its value, a Java `int`: any `i32`, negative or extreme.
pub type Card = i32;

/// How to write a War card, for errors.
pub const CARD_FIX: &str = "write cards separated by spaces, each an integer from -2147483648 to 2147483647, a rank (2-10, T, J, Q, K, A, N) or a rank and a suit (10D, AS)";

/// The longest piece of a bad token an error message quotes.
const QUOTE_LIMIT: usize = 40;

/// Reads a deck from `line`: cards in any notation, separated by
/// whitespace. An empty line is an empty deck.
///
/// `origin` and `line_number` place an error: a bad token is reported at its
/// line and column.
///
/// ```
/// use war_kata::parse_deck;
///
/// assert_eq!(parse_deck("5 5 2 4 3", "--deck", 1).unwrap(), vec![5, 5, 2, 4, 3]);
/// assert_eq!(parse_deck("AD 10C N", "--deck", 1).unwrap(), vec![14, 10, 9]);
/// assert_eq!(parse_deck("AKQ", "--deck", 1).unwrap(), vec![14, 13, 12]);
/// assert!(parse_deck("5 five", "--deck", 1).is_err());
/// ```
pub fn parse_deck(line: &str, origin: &str, line_number: usize) -> Result<Vec<Card>, Error> {
    let mut deck = Vec::new();
    for (offset, token) in tokens(line) {
        parse_token(token, &mut deck).map_err(|problem| {
            let position = Position {
                line: line_number,
                column: line[..offset].chars().count() + 1,
            };
            Error::new(ErrorKind::Card, origin, problem)
                .at(position)
                .with_fix(CARD_FIX)
        })?;
    }
    Ok(deck)
}

/// Reads one card written in any notation.
///
/// ```
/// use war_kata::war::cards::parse_card;
///
/// assert_eq!(parse_card("10D"), Ok(10));
/// assert_eq!(parse_card("-3"), Ok(-3));
/// assert!(parse_card("AKQ").is_err());
/// ```
pub fn parse_card(token: &str) -> Result<Card, String> {
    if let Some(card) = integer(token)? {
        return Ok(card);
    }
    let rank_part = match token.char_indices().last() {
        Some((at, suit)) if "CDHS".contains(suit) => &token[..at],
        _ => token,
    };
    rank(rank_part).ok_or_else(|| not_a_card(token))
}

/// Reads one whitespace-free token, a card or a run of one-letter ranks,
/// onto `deck`.
fn parse_token(token: &str, deck: &mut Vec<Card>) -> Result<(), String> {
    match parse_card(token) {
        Ok(card) => deck.push(card),
        Err(problem) => {
            let run: Option<Vec<Card>> = token.chars().map(letter_rank).collect();
            deck.extend(run.ok_or(problem)?);
        }
    }
    Ok(())
}

/// The token's value if it is written as an integer; an error if it is an
/// integer beyond the range of a Java `int`.
fn integer(token: &str) -> Result<Option<Card>, String> {
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    match token.parse::<Card>() {
        Ok(card) => Ok(Some(card)),
        Err(_) => Err(format!(
            "{} is beyond the range of a Java int",
            quote(token)
        )),
    }
}

/// The value of a rank written as a number (2 to 10) or a letter.
fn rank(text: &str) -> Option<Card> {
    match text {
        "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" => text.parse().ok(),
        _ => {
            let mut chars = text.chars();
            let letter = chars.next()?;
            chars
                .next()
                .is_none()
                .then(|| letter_rank(letter))
                .flatten()
        }
    }
}

/// The value of a one-letter rank.
fn letter_rank(letter: char) -> Option<Card> {
    match letter {
        'N' => Some(9),
        'T' => Some(10),
        'J' => Some(11),
        'Q' => Some(12),
        'K' => Some(13),
        'A' => Some(14),
        _ => None,
    }
}

/// The whitespace-separated tokens of `line`, each with its byte offset.
fn tokens(line: &str) -> impl Iterator<Item = (usize, &str)> {
    // Each token is a slice of `line`, so its offset is the distance between
    // the two starts.
    line.split_whitespace()
        .map(move |token| (token.as_ptr() as usize - line.as_ptr() as usize, token))
}

/// Why `token` is not a card.
fn not_a_card(token: &str) -> String {
    format!("{} is not a card", quote(token))
}

/// `token` in quotes, cut short when it is long.
fn quote(token: &str) -> String {
    if token.chars().count() <= QUOTE_LIMIT {
        format!("\"{token}\"")
    } else {
        let head: String = token.chars().take(QUOTE_LIMIT).collect();
        format!("\"{head}...\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_integers_separated_by_any_whitespace() {
        assert_eq!(parse_deck(" 1\t-2  3 ", "t", 1).unwrap(), vec![1, -2, 3]);
    }

    #[test]
    fn an_empty_line_is_an_empty_deck() {
        assert_eq!(parse_deck("", "t", 1).unwrap(), Vec::<Card>::new());
    }

    #[test]
    fn reads_the_extremes_of_a_java_int() {
        assert_eq!(
            parse_deck("-2147483648 2147483647", "t", 1).unwrap(),
            vec![i32::MIN, i32::MAX]
        );
    }

    #[test]
    fn reads_ranks_with_and_without_suits() {
        let deck = parse_deck("2 9 10 T J Q K A N 10D AS QC 2H 9S", "t", 1).unwrap();
        assert_eq!(
            deck,
            vec![2, 9, 10, 10, 11, 12, 13, 14, 9, 10, 14, 12, 2, 9]
        );
    }

    #[test]
    fn a_suit_never_changes_the_value() {
        for suit in ["C", "D", "H", "S"] {
            assert_eq!(parse_card(&format!("K{suit}")), Ok(13));
        }
    }

    #[test]
    fn reads_a_kata_hand_as_a_run_of_ranks() {
        let deck = parse_deck("AKQJTNAKQJTN", "t", 1).unwrap();
        assert_eq!(deck, vec![14, 13, 12, 11, 10, 9, 14, 13, 12, 11, 10, 9]);
    }

    #[test]
    fn digits_are_an_integer_not_a_run_of_ranks() {
        assert_eq!(parse_deck("23", "t", 1).unwrap(), vec![23]);
    }

    #[test]
    fn a_bad_token_is_placed_at_its_column() {
        let error = parse_deck("5 5 x 4", "<stdin>", 3).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Card);
        assert_eq!(error.position(), Some(Position { line: 3, column: 5 }));
        assert_eq!(error.origin(), "<stdin>");
        assert!(error.message().contains("\"x\" is not a card"));
    }

    #[test]
    fn tokens_that_fit_no_notation_are_errors() {
        for bad in [
            "1D", "11S", "AX", "KK9", "10", "+", "-", "1.5", "0x10", "DA",
        ] {
            let parsed = parse_deck(bad, "t", 1);
            if bad == "10" {
                assert_eq!(parsed.unwrap(), vec![10]);
            } else {
                assert!(parsed.is_err(), "{bad} should not be a card");
            }
        }
    }

    #[test]
    fn a_token_beyond_i32_is_an_error() {
        let error = parse_deck("1 2147483648", "t", 1).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Card);
        assert!(error.message().contains("beyond the range"));
    }

    #[test]
    fn columns_count_characters_after_wide_whitespace() {
        let error = parse_deck("1\u{3000}x", "t", 1).unwrap_err();
        assert_eq!(error.position(), Some(Position { line: 1, column: 3 }));
    }

    #[test]
    fn a_long_token_is_quoted_short() {
        let long = "9".repeat(1000);
        let error = parse_deck(&long, "t", 1).unwrap_err();
        assert!(error.message().len() < 100);
    }
}
