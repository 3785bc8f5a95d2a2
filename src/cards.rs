//! Reading decks written as text: card values separated by whitespace, as
//! in the line protocol of `war winner` and the `--deck` option.

use crate::error::{Error, ErrorKind, Position};
use crate::game::Card;

/// The longest piece of a bad token an error message quotes.
const QUOTE_LIMIT: usize = 40;

/// Reads a deck from `line`: base-10 integers in the range of a Java `int`,
/// separated by whitespace. An empty line is an empty deck.
///
/// `origin` and `line_number` place an error: a bad token is reported at its
/// line and column.
///
/// ```
/// use war_kata::parse_deck;
///
/// assert_eq!(parse_deck("5 5 2 4 3", "--deck", 1).unwrap(), vec![5, 5, 2, 4, 3]);
/// assert!(parse_deck("5 five", "--deck", 1).is_err());
/// ```
pub fn parse_deck(line: &str, origin: &str, line_number: usize) -> Result<Vec<Card>, Error> {
    let mut deck = Vec::new();
    for (offset, token) in tokens(line) {
        let card = token.parse::<Card>().map_err(|_| {
            let position = Position {
                line: line_number,
                column: line[..offset].chars().count() + 1,
            };
            Error::new(ErrorKind::Card, origin, card_problem(token)).at(position)
        })?;
        deck.push(card);
    }
    Ok(deck)
}

/// The whitespace-separated tokens of `line`, each with its byte offset.
fn tokens(line: &str) -> impl Iterator<Item = (usize, &str)> {
    // Each token is a slice of `line`, so its offset is the distance between
    // the two starts.
    line.split_whitespace()
        .map(move |token| (token.as_ptr() as usize - line.as_ptr() as usize, token))
}

/// Why `token` is not a card.
fn card_problem(token: &str) -> String {
    let quoted = quote(token);
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        format!("{quoted} is beyond the range of a Java int")
    } else {
        format!("{quoted} is not an integer")
    }
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
    fn a_bad_token_is_placed_at_its_column() {
        let error = parse_deck("5 5 x 4", "<stdin>", 3).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Card);
        assert_eq!(error.position(), Some(Position { line: 3, column: 5 }));
        assert_eq!(error.origin(), "<stdin>");
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
