//! The same game with its cards renamed: a variant of a fixture's deck on
//! which a port must give the same answer, unless it special-cases the
//! exact deck.
//!
//! The rules look at cards only through their order (which is higher) and
//! their equality, and a port of Java or Python may also, by mistake, look
//! at whether the language caches a value's object (Java from -128 to 127,
//! CPython from -5 to 256) or whether it is 0 or -1 (a "no card" value). A
//! renaming that keeps all of these changes nothing in any game the
//! diagnosis knows, so a port whose answer changes with it depends on the
//! exact deck (a special case such as `if deck == [5, 5, 2, 4, 3]: return
//! 0`).

use crate::war::cards::Card;
use crate::war::grade::start::Start;

/// The stretches of values a renaming keeps each value in: split at the
/// edges of Java's and CPython's caches of integer objects, with -1 and 0
/// alone.
const CLASSES: [(Card, Card); 8] = [
    (Card::MIN, -129),
    (-128, -6),
    (-5, -2),
    (-1, -1),
    (0, 0),
    (1, 127),
    (128, 256),
    (257, Card::MAX),
];

/// `cards` renamed: within each stretch of `CLASSES`, every value one up
/// when the highest can go up, else one down when the lowest can go down,
/// else as it is. The order and the equality of any two cards are kept.
pub fn rename(cards: &[Card]) -> Vec<Card> {
    let shifts: Vec<i32> = CLASSES
        .iter()
        .map(|&(low, high)| {
            let inside = cards.iter().copied().filter(|c| (low..=high).contains(c));
            let (min, max) = inside.fold((Card::MAX, Card::MIN), |(min, max), c| {
                (min.min(c), max.max(c))
            });
            if min > max {
                0
            } else if max < high {
                1
            } else if min > low {
                -1
            } else {
                0
            }
        })
        .collect();
    cards
        .iter()
        .map(|&card| {
            let class = CLASSES
                .iter()
                .position(|&(low, high)| (low..=high).contains(&card))
                .unwrap_or(0);
            card + shifts[class]
        })
        .collect()
}

/// The same game as `start` with its cards renamed, when renaming changes
/// a card.
///
/// ```
/// use war_kata::war::grade::start::Start;
/// use war_kata::war::grade::variant::renamed;
///
/// let deck = Start::Deck(vec![5, 5, 2, 4, 3]);
/// assert_eq!(renamed(&deck), Some(Start::Deck(vec![6, 6, 3, 5, 4])));
/// assert_eq!(renamed(&Start::Deck(vec![0, -1])), None);
/// ```
pub fn renamed(start: &Start) -> Option<Start> {
    let variant = match start {
        Start::Deck(deck) => Start::Deck(rename(deck)),
        Start::Hands { a, b } => {
            // One renaming for both hands, so that a card of A and a card
            // of B keep their order.
            let both: Vec<Card> = a.iter().chain(b).copied().collect();
            let renamed = rename(&both);
            let (a, b) = renamed.split_at(a.len());
            Start::Hands {
                a: a.to_vec(),
                b: b.to_vec(),
            }
        }
    };
    (variant != *start).then_some(variant)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::grade::diagnose::{predict, Misreading, Reading};
    use crate::war::rules::Rules;

    #[test]
    fn renaming_keeps_order_equality_and_caches() {
        let deck = vec![
            Card::MIN,
            -129,
            -128,
            -6,
            -5,
            -1,
            0,
            1,
            127,
            128,
            256,
            257,
            Card::MAX,
            127,
            3,
        ];
        let renamed = rename(&deck);
        for (i, &x) in deck.iter().enumerate() {
            for (j, &y) in deck.iter().enumerate() {
                assert_eq!(x.cmp(&y), renamed[i].cmp(&renamed[j]), "{i} {j}");
            }
            let class = |v: Card| CLASSES.iter().position(|&(l, h)| (l..=h).contains(&v));
            assert_eq!(class(x), class(renamed[i]));
        }
    }

    #[test]
    fn a_full_stretch_is_left_as_it_is() {
        assert_eq!(rename(&[1, 127]), vec![1, 127]);
        assert_eq!(rename(&[1, 126]), vec![2, 127]);
        assert_eq!(rename(&[2, 127]), vec![1, 126]);
    }

    #[test]
    fn hands_are_renamed_together() {
        let hands = Start::Hands {
            a: vec![2, 127],
            b: vec![3],
        };
        assert_eq!(
            renamed(&hands),
            Some(Start::Hands {
                a: vec![1, 126],
                b: vec![2],
            })
        );
    }

    /// Every known reading plays the renamed deck as the deck itself.
    #[test]
    fn no_known_reading_tells_a_renamed_deck_apart() {
        let decks = [
            vec![5, 5, 2, 4, 3],
            vec![3, 1, 2, 1, 300, 300, 1],
            vec![
                128, 128, 1, 7, 2, 8, 3, 9, -129, -129, 4, 10, 5, 11, 6, 12, 127, -128,
            ],
        ];
        let faithful = Reading::faithful(Rules::default());
        for deck in decks {
            let start = Start::Deck(deck);
            let variant = renamed(&start).expect("a renaming");
            for reading in
                std::iter::once(faithful).chain(Misreading::ALL.iter().map(|m| m.apply(faithful)))
            {
                assert_eq!(predict(&start, &reading), predict(&variant, &reading));
            }
        }
    }
}
