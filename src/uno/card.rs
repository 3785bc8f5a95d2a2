//! UNO's cards, their compact notation and the 108-card deck.
//!
//! A card is written as its colour's letter and its value: `R0`..`R9`,
//! `RS` (skip), `RR` (reverse), `RD` (draw two), and likewise for `G`, `B`
//! and `Y`; the wild cards are `W` and `WD` (wild draw four). A wild card
//! played with a declared colour is written `W=G`, `WD=B` (and `W=W` for
//! the original program's wild that names the colour "Wild", see
//! [`crate::uno::player::dominant_colour`]).

use std::fmt;
use std::str::FromStr;

use crate::kit::error::{Error, ErrorKind, Position};

/// A card's colour, in the original program's enum order (Red, Blue,
/// Yellow, Green, Wild; `003_programs.md` U1). The order matters: hands are
/// sorted by it and ties go to the colour met first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Colour {
    /// Red, written `R`.
    Red = 0,
    /// Blue, written `B`.
    Blue = 1,
    /// Yellow, written `Y`.
    Yellow = 2,
    /// Green, written `G`.
    Green = 3,
    /// The colour of the wild cards, written `W`. The original program can
    /// also declare it as a wild card's colour (U8.5).
    Wild = 4,
}

impl Colour {
    /// The four colours of the coloured cards, in enum order.
    pub const COLOURED: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green];

    /// The five colours, the wild cards' last, in enum order.
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
        Colour::Wild,
    ];

    /// The colour's letter: `R`, `B`, `Y`, `G` or `W`.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
            Colour::Green => 'G',
            Colour::Wild => 'W',
        }
    }

    /// The colour written as `letter`, if any.
    pub fn from_letter(letter: char) -> Option<Colour> {
        match letter {
            'R' => Some(Colour::Red),
            'B' => Some(Colour::Blue),
            'Y' => Some(Colour::Yellow),
            'G' => Some(Colour::Green),
            'W' => Some(Colour::Wild),
            _ => None,
        }
    }

    /// The colour from its number in the enum order.
    fn from_index(index: u8) -> Colour {
        match index {
            0 => Colour::Red,
            1 => Colour::Blue,
            2 => Colour::Yellow,
            3 => Colour::Green,
            _ => Colour::Wild,
        }
    }

    /// The colour's name in lower case, for traces: `red`, ..., `wild`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Wild => "wild",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A card's value, in the original program's enum order (0..9, Reverse,
/// Skip, DrawTwo, DrawFour, Wild; U1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Value {
    /// A number card, 0 to 9.
    Number(u8),
    /// Reverse: the order of play changes direction.
    Reverse,
    /// Skip: the next player misses a turn.
    Skip,
    /// Draw Two: the next player draws two cards and misses a turn.
    DrawTwo,
    /// Wild Draw Four: a wild card that makes the next player draw four.
    DrawFour,
    /// Wild: the player names the colour to match.
    Wild,
}

impl Value {
    /// The value's number in the enum order: 0..9, then 10 to 14.
    pub fn index(self) -> u8 {
        match self {
            Value::Number(n) => n,
            Value::Reverse => 10,
            Value::Skip => 11,
            Value::DrawTwo => 12,
            Value::DrawFour => 13,
            Value::Wild => 14,
        }
    }

    /// The value from its number in the enum order.
    fn from_index(index: u8) -> Value {
        match index {
            0..=9 => Value::Number(index),
            10 => Value::Reverse,
            11 => Value::Skip,
            12 => Value::DrawTwo,
            13 => Value::DrawFour,
            _ => Value::Wild,
        }
    }
}

/// One card: a colour and a value, packed in a byte (colour in the high
/// half, value in the low half), so that comparing the bytes sorts cards as
/// the original program sorts a hand: by colour, then by value (U4).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The number card `n` (0 to 9, taken modulo 10) of `colour` (red when
    /// `colour` is `Wild`, see [`Card::new`]).
    ///
    /// ```
    /// use war_kata::uno::{Card, Colour};
    /// assert_eq!(Card::number(Colour::Red, 7).to_string(), "R7");
    /// ```
    pub fn number(colour: Colour, n: u8) -> Card {
        Card::new(colour, Value::Number(n % 10))
    }

    /// The card of `colour` and `value`. A wild value makes a wild card
    /// whatever the colour given, and a coloured value given the colour
    /// `Wild` makes a red card: every byte a `Card` holds is one of the 54
    /// kinds of the deck.
    pub fn new(colour: Colour, value: Value) -> Card {
        match value {
            Value::DrawFour | Value::Wild => Card(((Colour::Wild as u8) << 4) | value.index()),
            _ if colour == Colour::Wild => Card(value.index()),
            _ => Card(((colour as u8) << 4) | value.index()),
        }
    }

    /// The plain wild card, `W`.
    pub const WILD: Card = Card(((Colour::Wild as u8) << 4) | 14);
    /// The wild draw four card, `WD`.
    pub const WILD_DRAW_FOUR: Card = Card(((Colour::Wild as u8) << 4) | 13);

    /// The card's colour (`Wild` for both wild cards).
    #[inline(always)]
    pub fn colour(self) -> Colour {
        Colour::from_index(self.0 >> 4)
    }

    /// The card's value.
    #[inline(always)]
    pub fn value(self) -> Value {
        Value::from_index(self.0 & 0x0f)
    }

    /// Whether the card is a wild card (`W` or `WD`).
    #[inline(always)]
    pub fn is_wild(self) -> bool {
        self.0 >> 4 == Colour::Wild as u8
    }

    /// The card's points when it is left in a hand at the end of a round:
    /// a number card its face value, Skip, Reverse and Draw Two 20, the wild
    /// cards 50 (`003_programs.md` U2; the blog's part 1, "Scoring").
    pub fn points(self) -> u32 {
        match self.value() {
            Value::Number(n) => u32::from(n),
            Value::Reverse | Value::Skip | Value::DrawTwo => 20,
            Value::DrawFour | Value::Wild => 50,
        }
    }

    /// The number of the card's colour in the enum order (0 to 4), for
    /// tables indexed by colour.
    #[inline(always)]
    pub fn colour_number(self) -> usize {
        usize::from(self.0 >> 4)
    }

    /// The number of the card's value in the enum order (0 to 9 for the
    /// numbers, then Reverse, Skip, Draw Two, Draw Four and Wild, 10 to 14),
    /// for tables indexed by value.
    #[inline(always)]
    pub fn value_number(self) -> usize {
        usize::from(self.0 & 0x0f)
    }

    /// The card as one byte, 0 to 255, for tables indexed by card.
    #[inline(always)]
    pub fn byte(self) -> u8 {
        self.0
    }

    /// The card written with the colour a wild card declared: `W=G`; a
    /// coloured card is written as it is.
    pub fn with_declared(self, declared: Colour) -> String {
        if self.is_wild() {
            format!("{self}={declared}")
        } else {
            self.to_string()
        }
    }
}

impl fmt::Display for Card {
    /// The compact notation: `R7`, `GS`, `BR`, `YD`, `W`, `WD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value() {
            Value::Wild => f.write_str("W"),
            Value::DrawFour => f.write_str("WD"),
            Value::Number(n) => write!(f, "{}{n}", self.colour().letter()),
            Value::Reverse => write!(f, "{}R", self.colour().letter()),
            Value::Skip => write!(f, "{}S", self.colour().letter()),
            Value::DrawTwo => write!(f, "{}D", self.colour().letter()),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// What is wrong with a token that should be a card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotACard {
    /// The token as written.
    pub token: String,
}

impl fmt::Display for NotACard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not an UNO card", self.token)
    }
}

/// How UNO cards are written: the advice of every card error.
pub const NOTATION: &str = "write a card as a colour R, G, B or Y and a value 0-9, S (skip), R (reverse) or D (draw two), or as W (wild) or WD (wild draw four)";

impl std::error::Error for NotACard {}

impl FromStr for Card {
    type Err = NotACard;

    /// Reads one card in the compact notation, e.g. `R7`, `GS`, `WD`.
    ///
    /// ```
    /// use war_kata::uno::Card;
    /// assert_eq!("YD".parse::<Card>().map(|c| c.to_string()), Ok("YD".to_string()));
    /// assert!("R10".parse::<Card>().is_err());
    /// ```
    fn from_str(token: &str) -> Result<Card, NotACard> {
        let wrong = || NotACard {
            token: token.to_string(),
        };
        match token {
            "W" => return Ok(Card::WILD),
            "WD" => return Ok(Card::WILD_DRAW_FOUR),
            _ => {}
        }
        let mut chars = token.chars();
        let (Some(letter), Some(symbol), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(wrong());
        };
        let colour = match Colour::from_letter(letter) {
            Some(Colour::Wild) | None => return Err(wrong()),
            Some(colour) => colour,
        };
        let value = match symbol {
            '0'..='9' => Value::Number(symbol as u8 - b'0'),
            'S' => Value::Skip,
            'R' => Value::Reverse,
            'D' => Value::DrawTwo,
            _ => return Err(wrong()),
        };
        Ok(Card::new(colour, value))
    }
}

/// How many cards the deck has.
pub const DECK_SIZE: usize = 108;

/// The 108-card deck in the order the original program builds it before
/// shuffling (`003_programs.md` U2): for Red, Blue, Yellow and Green in
/// turn, one 0, two of each of 1 to 9, two Reverse, two Skip, two Draw Two
/// (25 a colour); then four Wild and four Wild Draw Four.
///
/// ```
/// use war_kata::uno::card::build_order;
/// let deck = build_order();
/// assert_eq!(deck.len(), 108);
/// assert_eq!(deck[0].to_string(), "R0");
/// assert_eq!(deck[107].to_string(), "WD");
/// ```
pub fn build_order() -> Vec<Card> {
    let mut deck = Vec::with_capacity(DECK_SIZE);
    for colour in Colour::COLOURED {
        deck.push(Card::number(colour, 0));
        for n in 1..=9 {
            deck.extend([Card::number(colour, n); 2]);
        }
        for value in [Value::Reverse, Value::Skip, Value::DrawTwo] {
            deck.extend([Card::new(colour, value); 2]);
        }
    }
    deck.extend([Card::WILD; 4]);
    deck.extend([Card::WILD_DRAW_FOUR; 4]);
    deck
}

/// How many copies of `card` a deck holds: one 0 of each colour, four of
/// each wild card, two of every other card.
pub fn copies_in_deck(card: Card) -> usize {
    match card.value() {
        Value::Number(0) => 1,
        Value::Wild | Value::DrawFour => 4,
        _ => 2,
    }
}

/// A token of a line that could not be read as a card, with its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadToken {
    /// The column of the token's first character, from 1.
    pub column: usize,
    /// What is wrong with it.
    pub problem: NotACard,
}

/// Reads whitespace-separated cards from `text`; a token that is not a
/// card is reported with its column (in characters, from 1).
///
/// ```
/// use war_kata::uno::card::parse_cards;
/// assert_eq!(parse_cards("R1  W").unwrap().len(), 2);
/// assert_eq!(parse_cards("R1 R10").unwrap_err().column, 4);
/// ```
pub fn parse_cards(text: &str) -> Result<Vec<Card>, BadToken> {
    let mut cards = Vec::new();
    for (column, token) in tokens(text) {
        let card = token
            .parse()
            .map_err(|problem| BadToken { column, problem })?;
        cards.push(card);
    }
    Ok(cards)
}

/// The whitespace-separated tokens of `text`, each with the column of its
/// first character (in characters, from 1).
pub fn tokens(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut column = 0;
    let mut start: Option<(usize, usize)> = None;
    let mut found = Vec::new();
    for (byte, c) in text.char_indices() {
        column += 1;
        match (c.is_whitespace(), start) {
            (true, Some((col, from))) => {
                found.push((col, &text[from..byte]));
                start = None;
            }
            (false, None) => start = Some((column, byte)),
            _ => {}
        }
    }
    if let Some((col, from)) = start {
        found.push((col, &text[from..]));
    }
    found.into_iter()
}

/// What is wrong with a list of cards given as a deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckProblem {
    /// The deck holds more copies of `card` than an UNO deck has; the copy
    /// too many is the `position`-th card (from 1).
    TooMany {
        /// The card.
        card: Card,
        /// Where the copy too many is, from 1.
        position: usize,
    },
    /// A full deck was asked for, and these cards are missing.
    Missing {
        /// How many cards were given.
        given: usize,
        /// The first missing card, in build order.
        first: Card,
    },
}

impl fmt::Display for DeckProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckProblem::TooMany { card, position } => write!(
                f,
                "card {position} is one {card} too many: an UNO deck has {}",
                match copies_in_deck(*card) {
                    1 => "one".to_string(),
                    n => format!("{n}"),
                }
            ),
            DeckProblem::Missing { given, first } => write!(
                f,
                "the deck has {given} cards, an UNO deck has {DECK_SIZE} (the first missing card is {first})"
            ),
        }
    }
}

/// Checks that `cards` are at most the cards of one deck (no card more
/// often than the deck has it), and returns them followed by the missing
/// cards in build order: a deck whose top is `cards`. With a full deck the
/// result is `cards` unchanged.
///
/// This is how a fixture may give only the top of its deck
/// (`deck_top:`): the rest of the deck is what the top lacks, in the order
/// the original program builds its deck ([`build_order`]).
pub fn complete_deck(cards: &[Card]) -> Result<Vec<Card>, DeckProblem> {
    let mut left = [0usize; 256];
    for card in build_order() {
        left[usize::from(card.byte())] += 1;
    }
    for (index, &card) in cards.iter().enumerate() {
        let slot = &mut left[usize::from(card.byte())];
        if *slot == 0 {
            return Err(DeckProblem::TooMany {
                card,
                position: index + 1,
            });
        }
        *slot -= 1;
    }
    let mut deck = cards.to_vec();
    for card in build_order() {
        let slot = &mut left[usize::from(card.byte())];
        if *slot > 0 {
            *slot -= 1;
            deck.push(card);
        }
    }
    Ok(deck)
}

/// Checks that `cards` are exactly one UNO deck, in any order.
pub fn check_full_deck(cards: &[Card]) -> Result<(), DeckProblem> {
    let deck = complete_deck(cards)?;
    match deck.get(cards.len()) {
        Some(&first) => Err(DeckProblem::Missing {
            given: cards.len(),
            first,
        }),
        None => Ok(()),
    }
}

/// Reads one whole UNO deck, top first, from `text`, which starts at
/// column `first_column` of line `line` of `origin`: every token a card
/// (else an error of kind [`ErrorKind::Card`] at its column), each of the
/// 108 cards once (else [`ErrorKind::Deal`], at the card one too many or
/// just past the end).
///
/// ```
/// use war_kata::kit::error::ErrorKind;
/// use war_kata::uno::card::{build_order, parse_deck, write_cards};
///
/// let text = write_cards(&build_order());
/// assert_eq!(parse_deck(&text, "--deck", 1, 1).unwrap(), build_order());
/// let short = parse_deck(&text[3..], "--deck", 1, 1).unwrap_err();
/// assert_eq!(short.kind(), ErrorKind::Deal);
/// ```
pub fn parse_deck(
    text: &str,
    origin: &str,
    line: usize,
    first_column: usize,
) -> Result<Vec<Card>, Error> {
    let at = |column: usize| Position {
        line,
        column: first_column + column - 1,
    };
    let mut deck = Vec::with_capacity(DECK_SIZE);
    let mut columns = Vec::with_capacity(DECK_SIZE);
    for (column, token) in tokens(text) {
        let card = token.parse::<Card>().map_err(|problem| {
            Error::new(ErrorKind::Card, origin, problem.to_string())
                .at(at(column))
                .with_fix(NOTATION)
        })?;
        deck.push(card);
        columns.push(column);
    }
    check_full_deck(&deck).map_err(|problem| {
        let column = match problem {
            DeckProblem::TooMany { position, .. } => columns[position - 1],
            DeckProblem::Missing { .. } => text.chars().count() + 1,
        };
        Error::new(ErrorKind::Deal, origin, problem.to_string())
            .at(at(column))
            .with_fix(DECK_FIX)
    })?;
    Ok(deck)
}

/// How a deck is given: the advice of every deck error.
pub const DECK_FIX: &str =
    "give each card of one UNO deck once (108 cards, listed by `uno rules`), top first";

/// Writes `cards` separated by single spaces, or `(none)`.
pub fn write_cards(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "(none)".to_string();
    }
    let mut out = String::with_capacity(cards.len() * 3);
    for (i, card) in cards.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&card.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_of_the_deck_reads_back_from_its_notation() {
        for card in build_order() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
    }

    #[test]
    fn the_deck_has_25_cards_a_colour_and_8_wild_cards() {
        let deck = build_order();
        for colour in Colour::COLOURED {
            assert_eq!(deck.iter().filter(|c| c.colour() == colour).count(), 25);
        }
        assert_eq!(deck.iter().filter(|c| c.is_wild()).count(), 8);
        let distinct: std::collections::BTreeSet<Card> = deck.iter().copied().collect();
        assert_eq!(distinct.len(), 54);
        for card in distinct {
            let count = deck.iter().filter(|&&c| c == card).count();
            assert_eq!(count, copies_in_deck(card), "{card}");
        }
    }

    #[test]
    fn points_are_face_value_twenty_and_fifty() {
        let points = |t: &str| t.parse::<Card>().unwrap().points();
        assert_eq!(points("R0"), 0);
        assert_eq!(points("G9"), 9);
        assert_eq!(points("BS"), 20);
        assert_eq!(points("YR"), 20);
        assert_eq!(points("RD"), 20);
        assert_eq!(points("W"), 50);
        assert_eq!(points("WD"), 50);
        let total: u32 = build_order().iter().map(|c| c.points()).sum();
        // 4 colours x (2 x 45 + 6 x 20) + 8 x 50
        assert_eq!(total, 4 * (90 + 120) + 400);
    }

    #[test]
    fn cards_sort_by_colour_then_value_in_enum_order() {
        let mut hand = parse_cards("W G1 WD R9 B0 RS RR Y5 RD R0").unwrap();
        hand.sort();
        assert_eq!(write_cards(&hand), "R0 R9 RR RS RD B0 Y5 G1 WD W");
    }

    #[test]
    fn bad_tokens_are_refused_with_their_column() {
        for (text, column) in [
            ("R10", 1),
            ("R1 X1", 4),
            ("  r1", 3),
            ("R1 W=G", 4),
            ("WW", 1),
            ("R", 1),
            ("WS", 1),
            ("R1 é R2 G", 4),
            ("R1 R2 G", 7),
        ] {
            let error = parse_cards(text).unwrap_err();
            assert_eq!(error.column, column, "{text}");
        }
    }

    #[test]
    fn a_wild_value_is_always_a_wild_card_and_a_coloured_one_never_is() {
        assert_eq!(Card::new(Colour::Red, Value::Wild), Card::WILD);
        assert_eq!(Card::new(Colour::Wild, Value::Skip).to_string(), "RS");
        assert_eq!(Card::WILD.with_declared(Colour::Green), "W=G");
        assert_eq!(
            Card::number(Colour::Blue, 3).with_declared(Colour::Green),
            "B3"
        );
    }

    #[test]
    fn a_deck_top_is_completed_in_build_order() {
        let top = parse_cards("W R0 G9").unwrap();
        let deck = complete_deck(&top).unwrap();
        assert_eq!(deck.len(), DECK_SIZE);
        assert_eq!(write_cards(&deck[..6]), "W R0 G9 R1 R1 R2");
        assert_eq!(deck[DECK_SIZE - 1], Card::WILD_DRAW_FOUR);
        assert!(check_full_deck(&deck).is_ok());
        let twice = parse_cards("R5 R0 R0").unwrap();
        assert_eq!(
            complete_deck(&twice),
            Err(DeckProblem::TooMany {
                card: Card::number(Colour::Red, 0),
                position: 3
            })
        );
        let short = &deck[..107];
        assert_eq!(
            check_full_deck(short),
            Err(DeckProblem::Missing {
                given: 107,
                first: Card::WILD_DRAW_FOUR
            })
        );
    }
}
