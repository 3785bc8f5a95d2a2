//! Shrinking: a deck on which a port disagrees with the reference, made
//! as small as it goes while the port still disagrees.
//!
//! A greedy delta-debugging loop over six passes, repeated until a whole
//! round of them changes nothing:
//!
//! 1. **shorten**: the deck cut to its first cards, none first, then one,
//!    two, ... (at most [`PREFIXES`]), the first cut that keeps the
//!    disagreement kept;
//! 2. **remove cards**: runs of cards, half the deck first, then a
//!    quarter, and so on down to single cards, each run tried from the top
//!    of the deck down (the bottom of the deck is the last run: shortening
//!    is removing it);
//! 3. **rank values**: the values renamed 1, 2, 3, ... in their order,
//!    when that makes them simpler;
//! 4. **merge values**: every card of one value given another value of the
//!    deck that is simpler, the least simple value first (1 is the
//!    simplest value, then 2, 3, ..., then 0, -1, -2, ...);
//! 5. **lower values**: every card of one value moved toward 1, to 1 if
//!    that keeps the disagreement (or to 0, for a value below 0), else by
//!    bisection to the simplest value that does (the sign kept);
//! 6. **merge cards**: one card given a simpler value of the deck.
//!
//! A change is kept when the port still disagrees on the changed deck;
//! every kept change makes the deck shorter or its values simpler, so the
//! loop ends. No deck is asked about twice. It is deterministic (the same
//! deck and the same answers give the same steps) and bounded: at most
//! `cap` questions to the port, after
//! which the deck shrunk so far is kept and marked incomplete. A complete
//! shrink ends on a deck from which no single card can be removed, and no
//! value merged or lowered, without the disagreement going.

use std::collections::HashSet;

use crate::war::cards::Card;

/// The most starts of a deck [`shrink`]'s first pass tries: the first
/// cards, from none to this many.
pub const PREFIXES: usize = 64;

/// What the port did on a deck tried, as the shrinker sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// The port still disagrees in the same way: the change is kept.
    Fails,
    /// The port agrees, or disagrees otherwise: the change is undone.
    Passes,
    /// Stop shrinking now (the grading was stopped, or the shrink spent
    /// what it may on slow answers).
    Stop,
}

/// A shrunk deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    /// The smallest deck found on which the port still disagrees.
    pub deck: Vec<Card>,
    /// How many decks the port was asked about.
    pub asked: usize,
    /// Whether the shrink ran to its end: no single change it knows keeps
    /// the disagreement. False when it stopped at its cap or was stopped.
    pub complete: bool,
}

/// How simple a value is: 1 is the simplest, then 2, 3, ... (a card's
/// value as a person counts); then 0, -1, -2, ...
fn cost(value: Card) -> (bool, u32) {
    if value >= 1 {
        (false, value.unsigned_abs() - 1)
    } else {
        (true, value.unsigned_abs())
    }
}

/// How simple a deck's values are, in all: the sum of each card's place in
/// the order of [`cost`].
fn deck_cost(deck: &[Card]) -> u64 {
    deck.iter()
        .map(|&card| match cost(card) {
            (false, above_one) => u64::from(above_one),
            (true, size) => (1 << 32) + u64::from(size),
        })
        .sum()
}

/// The state of one shrink: the deck so far, and the questions asked.
struct Shrinker<'a> {
    deck: Vec<Card>,
    /// Every deck asked about: none is asked twice.
    tried: HashSet<Vec<Card>>,
    asked: usize,
    cap: usize,
    stopped: bool,
    check: &'a mut dyn FnMut(&[Card]) -> Check,
}

impl Shrinker<'_> {
    /// Whether the port still disagrees on `candidate`; keeps it when it
    /// does. Asks nothing once the cap is reached or a stop came.
    fn keep(&mut self, candidate: Vec<Card>) -> bool {
        if self.stopped || self.asked >= self.cap || candidate == self.deck {
            return false;
        }
        if !self.tried.insert(candidate.clone()) {
            return false;
        }
        self.asked += 1;
        match (self.check)(&candidate) {
            Check::Fails => {
                self.deck = candidate;
                true
            }
            Check::Passes => false,
            Check::Stop => {
                self.stopped = true;
                false
            }
        }
    }

    /// Whether it may ask no more.
    fn done(&self) -> bool {
        self.stopped || self.asked >= self.cap
    }

    /// Pass 1: keeps the shortest start of the deck (its first cards, at
    /// most [`PREFIXES`] of them) on which the port still disagrees;
    /// whether the deck got shorter.
    fn shorten(&mut self) -> bool {
        let length = self.deck.len();
        for keep in 0..length.min(PREFIXES + 1) {
            if self.done() {
                return false;
            }
            if self.keep(self.deck[..keep].to_vec()) {
                return true;
            }
        }
        false
    }

    /// Pass 2: removes runs of cards, longest first; whether any went.
    fn remove_cards(&mut self) -> bool {
        let mut changed = false;
        let mut size = self.deck.len().div_ceil(2).max(1);
        loop {
            let mut start = 0;
            while start < self.deck.len() && !self.done() {
                let end = (start + size).min(self.deck.len());
                let mut candidate = self.deck[..start].to_vec();
                candidate.extend_from_slice(&self.deck[end..]);
                if self.keep(candidate) {
                    changed = true;
                } else {
                    start += size;
                }
            }
            if size == 1 || self.done() {
                return changed;
            }
            size = size.div_ceil(2);
        }
    }

    /// The deck's distinct values, the least simple first.
    fn values(&self) -> Vec<Card> {
        let mut values = self.deck.clone();
        values.sort_unstable_by_key(|&v| std::cmp::Reverse(cost(v)));
        values.dedup();
        values
    }

    /// The deck with every card of value `from` given value `to`.
    fn replaced(&self, from: Card, to: Card) -> Vec<Card> {
        self.deck
            .iter()
            .map(|&card| if card == from { to } else { card })
            .collect()
    }

    /// Pass 3: renames the values, in their order, 1, 2, 3, ...: the same
    /// game of simpler cards when nothing looks at more than their order;
    /// whether they changed.
    fn rank_values(&mut self) -> bool {
        let mut values = self.deck.clone();
        values.sort_unstable();
        values.dedup();
        let ranked: Vec<Card> = self
            .deck
            .iter()
            .map(|card| values.binary_search(card).map_or(*card, |i| i as Card + 1))
            .collect();
        deck_cost(&ranked) < deck_cost(&self.deck) && self.keep(ranked)
    }

    /// Pass 4: gives every card of a value a simpler value of the deck;
    /// whether any changed.
    fn merge_values(&mut self) -> bool {
        let mut changed = false;
        for value in self.values() {
            let mut simpler: Vec<Card> = self
                .values()
                .into_iter()
                .filter(|&v| cost(v) < cost(value))
                .collect();
            simpler.reverse();
            for target in simpler {
                if self.done() {
                    return changed;
                }
                if self.keep(self.replaced(value, target)) {
                    changed = true;
                    break;
                }
            }
        }
        changed
    }

    /// Pass 5: moves every card of a value toward 1 (a positive value) or
    /// 0 (another), by bisection; whether any changed.
    fn lower_values(&mut self) -> bool {
        let mut changed = false;
        for value in self.values() {
            if value == 1 || self.done() || !self.deck.contains(&value) {
                continue;
            }
            if self.keep(self.replaced(value, 1))
                || (value < 0 && self.keep(self.replaced(value, 0)))
            {
                changed = true;
                continue;
            }
            // `low` passes (1, or 0 for a value below 0) and `high` fails:
            // look between them, the sign kept.
            let sign: i64 = if value < 0 { -1 } else { 1 };
            let (mut low, mut high) = (i64::from(value > 0), i64::from(value.unsigned_abs()));
            let mut current = value;
            while high - low > 1 && !self.done() {
                let middle = low + (high - low) / 2;
                let candidate = (sign * middle) as Card;
                if self.keep(self.replaced(current, candidate)) {
                    current = candidate;
                    high = middle;
                    changed = true;
                } else {
                    low = middle;
                }
            }
        }
        changed
    }

    /// Pass 6: gives one card at a time a simpler value of the deck;
    /// whether any changed.
    fn merge_cards(&mut self) -> bool {
        let mut changed = false;
        for index in 0..self.deck.len() {
            let card = self.deck[index];
            let mut simpler: Vec<Card> = self
                .values()
                .into_iter()
                .filter(|&v| cost(v) < cost(card))
                .collect();
            simpler.reverse();
            for target in simpler {
                if self.done() {
                    return changed;
                }
                let mut candidate = self.deck.clone();
                candidate[index] = target;
                if self.keep(candidate) {
                    changed = true;
                    break;
                }
            }
        }
        changed
    }
}

/// Shrinks `deck`, on which the port disagrees, asking `check` about each
/// deck tried, at most `cap` times (see the module's doc).
///
/// ```
/// use war_kata::war::grade::shrink::{shrink, Check};
///
/// // A "port" that disagrees on every deck holding a card above 127.
/// let mut check = |deck: &[i32]| {
///     if deck.iter().any(|&card| card > 127) { Check::Fails } else { Check::Passes }
/// };
/// let shrunk = shrink(&[5, 300, 2, 1000, 7], 200, &mut check);
/// assert_eq!(shrunk.deck, vec![128]);
/// assert!(shrunk.complete);
/// ```
pub fn shrink(deck: &[Card], cap: usize, check: &mut dyn FnMut(&[Card]) -> Check) -> Shrunk {
    let mut shrinker = Shrinker {
        deck: deck.to_vec(),
        tried: HashSet::new(),
        asked: 0,
        cap,
        stopped: false,
        check,
    };
    loop {
        let mut changed = shrinker.shorten();
        changed |= shrinker.remove_cards();
        changed |= shrinker.rank_values();
        changed |= shrinker.merge_values();
        changed |= shrinker.lower_values();
        changed |= shrinker.merge_cards();
        if shrinker.done() {
            break;
        }
        if !changed {
            return Shrunk {
                deck: shrinker.deck,
                asked: shrinker.asked,
                complete: true,
            };
        }
    }
    Shrunk {
        deck: shrinker.deck,
        asked: shrinker.asked,
        complete: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::grade::diagnose::{predict, Misreading, Reading};
    use crate::war::grade::start::Start;
    use crate::war::rules::Rules;
    use proptest::prelude::*;

    fn checker(fails: impl Fn(&[Card]) -> bool) -> impl FnMut(&[Card]) -> Check {
        move |deck| {
            if fails(deck) {
                Check::Fails
            } else {
                Check::Passes
            }
        }
    }

    #[test]
    fn a_pair_of_equal_cards_shrinks_to_two_cards_of_the_simplest_value() {
        let mut check = checker(|deck| deck.len() >= 2 && deck[0] == deck[1]);
        let shrunk = shrink(&[9, 9, 4, -3, 12, 8], 500, &mut check);
        assert_eq!(shrunk.deck, vec![1, 1]);
        assert!(shrunk.complete);
    }

    #[test]
    fn a_negative_value_keeps_its_sign() {
        let mut check = checker(|deck| deck.iter().any(|&c| c < -5));
        let shrunk = shrink(&[3, -4000, 8], 500, &mut check);
        assert_eq!(shrunk.deck, vec![-6]);
    }

    #[test]
    fn the_cap_bounds_the_questions() {
        let mut asked = 0;
        let mut check = |deck: &[Card]| {
            asked += 1;
            if deck.len() > 3 {
                Check::Fails
            } else {
                Check::Passes
            }
        };
        let long: Vec<Card> = (0..200).collect();
        let shrunk = shrink(&long, 10, &mut check);
        assert_eq!(shrunk.asked, 10);
        assert_eq!(asked, 10);
        assert!(!shrunk.complete);
    }

    /// A port in process: the misreading's reading of the rules, as the
    /// diagnosis plays it. It disagrees on a deck when its answer is not
    /// the faithful rules'.
    fn misread(misreading: Misreading) -> impl Fn(&[Card]) -> bool {
        let faithful = Reading::faithful(Rules::default());
        let port = misreading.apply(faithful);
        move |deck: &[Card]| {
            let start = Start::Deck(deck.to_vec());
            predict(&start, &port) != predict(&start, &faithful)
        }
    }

    /// Shrinks `deck` for every misreading that disagrees on it and checks
    /// the shrunk deck; returns how many did.
    fn check_every_shrink(deck: &[Card]) -> Result<usize, TestCaseError> {
        let mut shrunk_decks = 0;
        for misreading in Misreading::ALL {
            let disagrees = misread(misreading);
            if !disagrees(deck) {
                continue;
            }
            let mut check = |d: &[Card]| {
                if disagrees(d) {
                    Check::Fails
                } else {
                    Check::Passes
                }
            };
            let shrunk = shrink(deck, 100_000, &mut check);
            prop_assert!(shrunk.complete);
            prop_assert!(disagrees(&shrunk.deck), "{misreading}: {:?}", shrunk.deck);
            prop_assert!(shrunk.deck.len() <= deck.len());
            for index in 0..shrunk.deck.len() {
                let mut smaller = shrunk.deck.clone();
                smaller.remove(index);
                prop_assert!(
                    !disagrees(&smaller),
                    "{misreading}: {:?} without card {index}",
                    shrunk.deck
                );
            }
            shrunk_decks += 1;
        }
        Ok(shrunk_decks)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// A shrunk deck still disagrees, and removing any one of its
        /// cards makes the disagreement go: for every misreading that
        /// disagrees on a deck with many equal values (wars, wars in wars,
        /// players short).
        #[test]
        fn a_shrunk_deck_still_disagrees_and_no_single_removal_does(
            deck in prop::collection::vec(prop_oneof![1i32..=4, -2i32..=300], 0..30),
        ) {
            check_every_shrink(&deck)?;
        }
    }

    /// The property is not empty: on a few decks, the misreadings disagree
    /// and are shrunk, those of the end checks and the wars included.
    #[test]
    fn shrinks_are_checked_on_decks_that_disagree() {
        let mut shrunk = 0;
        for deck in [
            vec![5, 5, 2, 4, 3],
            vec![],
            vec![3, 3, 1, 2, 1, 2, 1, 2, 9, 1],
            vec![200, 200, 1, 2, 3, 4, 5, 6, 9, 7],
        ] {
            shrunk += check_every_shrink(&deck).expect("the shrinks hold");
        }
        assert!(shrunk >= 10, "{shrunk}");
    }

    #[test]
    fn a_stop_ends_the_shrink() {
        let mut check = |_: &[Card]| Check::Stop;
        let shrunk = shrink(&[1, 2, 3], 100, &mut check);
        assert_eq!(shrunk.deck, vec![1, 2, 3]);
        assert_eq!(shrunk.asked, 1);
        assert!(!shrunk.complete);
    }
}
