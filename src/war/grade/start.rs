//! What a case gives the port: a deck to deal, or two hands to play
//! without a deal, and the line of the protocol that carries it.
//!
//! A deck is a line of cards, top first: `2 3 4 5`. Two hands are A's
//! cards, a `|`, and B's cards: `2 4 | 3 5` (either side may be empty).
//! The presets whose sources start from hands (`jones`, `kata`,
//! `codingame`) are graded with the second form; the first is the
//! assignment's `findWinner(deck)`.

use crate::kit::error::Error;
use crate::kit::locale::{arg, Locale};
use crate::war::cards::{parse_deck, Card};
use crate::war::game::War;
use crate::war::grade::protocol::protocol_line;
use crate::war::lang::say;
use crate::war::rules::Rules;

/// The separator of the two hands on a line of the protocol.
pub const HANDS_SEPARATOR: char = '|';

/// How a game starts: a deck dealt by the rules, or both hands as given.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Start {
    /// The deck before the deal, top first.
    Deck(Vec<Card>),
    /// A's and B's hands, top first, played without a deal.
    Hands {
        /// A's hand.
        a: Vec<Card>,
        /// B's hand.
        b: Vec<Card>,
    },
}

impl Start {
    /// How many cards the game starts with.
    pub fn cards(&self) -> usize {
        match self {
            Start::Deck(deck) => deck.len(),
            Start::Hands { a, b } => a.len() + b.len(),
        }
    }

    /// The game that starts this way under `rules`.
    pub fn war(&self, rules: Rules) -> War {
        match self {
            Start::Deck(deck) => War::with_rules(deck, rules),
            Start::Hands { a, b } => War::from_hands(a, b, rules),
        }
    }

    /// The line of the protocol, without its newline: `2 3 4 5`, or
    /// `2 4 | 3 5` for two hands.
    pub fn line(&self) -> String {
        match self {
            Start::Deck(deck) => protocol_line(deck),
            Start::Hands { a, b } => format!(
                "{} {HANDS_SEPARATOR} {}",
                protocol_line(a),
                protocol_line(b)
            )
            .trim()
            .to_string(),
        }
    }

    /// Reads a line of the protocol (line `number` of `origin`): two hands
    /// when it holds a `|`, else a deck. A bad card is placed at its
    /// column.
    pub fn parse(line: &str, origin: &str, number: usize) -> Result<Start, Error> {
        let Some(bar) = line.find(HANDS_SEPARATOR) else {
            return Ok(Start::Deck(parse_deck(line, origin, number)?));
        };
        let a = parse_deck(&line[..bar], origin, number)?;
        // B's cards keep their columns: what comes before them is blanked.
        let blank = " ".repeat(line[..=bar].chars().count());
        let b = parse_deck(&format!("{blank}{}", &line[bar + 1..]), origin, number)?;
        Ok(Start::Hands { a, b })
    }

    /// The start for a person to read, with at most `shown` cards of each
    /// deck or hand: `5 5 2 4 3`, `(empty)`, `A: 2 4, B: 3 5`.
    pub fn show(&self, shown: usize) -> String {
        self.show_in(shown, Locale::En)
    }

    /// [`Start::show`] for a reader of `locale`: an empty deck and a deck
    /// cut short are said in its words (`(leeg)`, `(40 kaarten)`).
    pub fn show_in(&self, shown: usize, locale: Locale) -> String {
        match self {
            Start::Deck(deck) => show_cards(deck, shown, locale),
            Start::Hands { a, b } => format!(
                "A: {}, B: {}",
                show_cards(a, shown, locale),
                show_cards(b, shown, locale)
            ),
        }
    }

    /// What a report calls it: `deck` or `hands`.
    pub fn noun(&self) -> &'static str {
        match self {
            Start::Deck(_) => "deck",
            Start::Hands { .. } => "hands",
        }
    }
}

/// Cards as the protocol writes them, `(empty)` when there are none,
/// shortened after `shown` cards, in the words of `locale`.
fn show_cards(cards: &[Card], shown: usize, locale: Locale) -> String {
    if cards.is_empty() {
        say(locale, "cards-empty", &[])
    } else if cards.len() <= shown {
        protocol_line(cards)
    } else {
        let first = arg("first", protocol_line(&cards[..shown]));
        say(locale, "cards-cut", &[first, arg("cards", cards.len())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::error::Position;

    #[test]
    fn a_deck_and_two_hands_make_their_lines_and_read_back() {
        let deck = Start::Deck(vec![2, 3, 4, 5]);
        assert_eq!(deck.line(), "2 3 4 5");
        let hands = Start::Hands {
            a: vec![2, 4],
            b: vec![3, 5],
        };
        assert_eq!(hands.line(), "2 4 | 3 5");
        for start in [deck, hands] {
            assert_eq!(Start::parse(&start.line(), "-", 1).unwrap(), start);
        }
        let empty_a = Start::Hands {
            a: vec![],
            b: vec![7],
        };
        assert_eq!(empty_a.line(), "| 7");
        assert_eq!(Start::parse("| 7", "-", 1).unwrap(), empty_a);
        assert_eq!(Start::parse("", "-", 1).unwrap(), Start::Deck(vec![]));
    }

    #[test]
    fn a_bad_card_of_b_is_placed_at_its_column() {
        let error = Start::parse("2 4 | 3 x", "<stdin>", 3).unwrap_err();
        assert_eq!(error.position(), Some(Position { line: 3, column: 9 }));
    }

    #[test]
    fn hands_are_played_without_a_deal() {
        // Dealt alternately, the deck 3 2 1 4 gives A 3 1 and B 2 4: the
        // same game as those hands played without a deal.
        let hands = Start::Hands {
            a: vec![3, 1],
            b: vec![2, 4],
        };
        let deck = Start::Deck(vec![3, 2, 1, 4]);
        let rules = Rules::default();
        assert_eq!(
            hands.war(rules).simulate_game(),
            deck.war(rules).simulate_game()
        );
    }
}
