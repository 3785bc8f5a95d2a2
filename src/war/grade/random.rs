//! Random decks for `war grade --random`: the assignment's whole domain,
//! not only shuffled 52-card decks.
//!
//! Deck `i` of a run seeded with `S` is drawn from the kit's
//! [`game_rng`]`(S, i)` (a PCG, `Pcg64Mcg`, seeded through SplitMix64), and
//! every draw goes through [`below`], a fixed reduction of the generator's
//! 64-bit output: the same seed gives the same decks on every machine, with
//! any version of `rand`, and a deck depends on its index alone.
//!
//! The distribution, per deck (each choice independent):
//!
//! | share | length | values |
//! | --- | --- | --- |
//! | 30 % | short: 0 to 10 cards, uniform | a palette below |
//! | 25 % | 52 cards | the French deck, four each of 2 to 14, shuffled |
//! | 25 % | medium: 11 to 60 cards, uniform | a palette below |
//! | 10 % | long: 61 to 400 cards, uniform (past 255, the range of a byte) | a palette below |
//! | 10 % | a deck that runs to the battle limit, or is won near it (below): 40 to 120 cards | 1 to `k`, `k` from 13 to 30 |
//!
//! The palettes, for a deck of the first, third and fourth rows, each
//! card drawn alone:
//!
//! | share | values |
//! | --- | --- |
//! | 30 % | the ranks 2 to 14 |
//! | 25 % | many equal values: 1 to `k`, `k` from 1 to 4 (wars, wars in wars, both players short) |
//! | 20 % | -300 to 300 (negative values, and values past Java's cache of `Integer`s, -128..127, and CPython's, -5..256) |
//! | 15 % | the edges: `i32::MIN`, -129, -128, -1, 0, 1, 127, 128, 255, 256, 257, `i32::MAX` |
//! | 10 % | any `int`, uniform |
//!
//! A deck of the last row is drawn again and again (at most
//! [`LIMIT_TRIES`] times, the last kept) until it does one of four things,
//! a quarter of the decks each: its reference game reaches the battle limit;
//! it reaches the limit with a tie on the very battle the limit stops at,
//! where a port's count of battles and its wars meet; or, the limit lifted,
//! it is won from [`NEAR_BEFORE`] battles before the limit to
//! [`NEAR_AFTER`] after it, where a limit counted in rounds changes the
//! answer; or, cut from the end of a longer game, it is won on the limit's
//! edge, where a limit reached a battle early or late changes it: a deck
//! empty at the start of the battle the limit stops at, a deck emptied by
//! that very battle (A's or B's: a technical draw, which a port that looks
//! at the empty decks before the limit, the reading `empty_before_limit`,
//! answers as a loss), or a player short for a war in that battle or the
//! next. Under rules without a limit of their own (a
//! safety net only), the last row gives medium decks instead, and a deck
//! whose reference game does not end by the rules
//! (it repeats, or runs to the safety net) is drawn again, at most
//! [`LIMIT_TRIES`] times, and an empty deck taken after that.

use std::time::Duration;

use rand::Rng;
use rand_pcg::Pcg64Mcg;

use crate::kit::montecarlo::game_rng;
use crate::war::cards::Card;
use crate::war::game::War;
use crate::war::outcome::EndReason;
use crate::war::recorder::{Battle, Recorder};
use crate::war::rules::{LimitUnit, Rules};

/// The most decks drawn for one deck that must reach the limit (or, under
/// rules without a limit, end by the rules).
pub const LIMIT_TRIES: usize = 400;

/// The edges of the palette of edges: the ends of an `int`, of Java's
/// cache of `Integer`s, of a byte, of CPython's cache of small ints, and
/// the values a port may take for "no card".
const EDGES: [Card; 12] = [
    Card::MIN,
    -129,
    -128,
    -1,
    0,
    1,
    127,
    128,
    255,
    256,
    257,
    Card::MAX,
];

/// A number from 0 to `n - 1` from `rng`'s next 64 bits, by a widening
/// multiplication: fixed here, so that no library's change of method moves
/// a deck. (Its bias, below `n / 2^64`, is nothing for a test deck.)
pub fn below(rng: &mut Pcg64Mcg, n: u64) -> u64 {
    ((u128::from(rng.next_u64()) * u128::from(n)) >> 64) as u64
}

/// A number from `low` to `high`, both included.
fn between(rng: &mut Pcg64Mcg, low: i64, high: i64) -> i64 {
    let span = (high - low + 1) as u64;
    low + below(rng, span) as i64
}

/// A card from `low` to `high`, both included.
fn card_between(rng: &mut Pcg64Mcg, low: Card, high: Card) -> Card {
    between(rng, i64::from(low), i64::from(high)) as Card
}

/// How the values of a deck are drawn (see the module's table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Palette {
    /// The ranks 2 to 14.
    Ranks,
    /// 1 to this many.
    Few(Card),
    /// -300 to 300.
    Wide,
    /// The edges.
    Edges,
    /// Any `int`.
    Any,
}

impl Palette {
    /// A palette, with the module's shares.
    fn draw(rng: &mut Pcg64Mcg) -> Palette {
        match below(rng, 100) {
            0..30 => Palette::Ranks,
            30..55 => Palette::Few(card_between(rng, 1, 4)),
            55..75 => Palette::Wide,
            75..90 => Palette::Edges,
            _ => Palette::Any,
        }
    }

    /// One card of this palette.
    fn card(self, rng: &mut Pcg64Mcg) -> Card {
        match self {
            Palette::Ranks => card_between(rng, 2, 14),
            Palette::Few(k) => card_between(rng, 1, k),
            Palette::Wide => card_between(rng, -300, 300),
            Palette::Edges => EDGES[below(rng, EDGES.len() as u64) as usize],
            Palette::Any => card_between(rng, Card::MIN, Card::MAX),
        }
    }
}

/// `length` cards of a palette drawn first.
fn cards(rng: &mut Pcg64Mcg, length: i64) -> Vec<Card> {
    let palette = Palette::draw(rng);
    (0..length).map(|_| palette.card(rng)).collect()
}

/// The French deck, four each of 2 to 14, shuffled by Fisher-Yates.
fn french_deck(rng: &mut Pcg64Mcg) -> Vec<Card> {
    let mut deck: Vec<Card> = (2..=14).flat_map(|value| [value; 4]).collect();
    for last in (1..deck.len()).rev() {
        let other = below(rng, last as u64 + 1) as usize;
        deck.swap(last, other);
    }
    deck
}

/// The recorder that notes whether the battle the limit stops at was a
/// tie.
struct TieAt {
    battle: u32,
    tied: bool,
}

impl Recorder for TieAt {
    fn battle(&mut self, battle: &Battle<'_>) {
        if battle.number == self.battle && battle.card_a == battle.card_b {
            self.tied = true;
        }
    }
}

/// How the reference's game of `deck` under `rules` ends: its reason, and
/// whether the battle the limit stops at was a tie.
fn ending(war: &mut War, deck: &[Card], rules: Rules) -> (EndReason, bool) {
    war.redeal(deck, rules);
    let mut tie = TieAt {
        battle: rules.limit,
        tied: false,
    };
    let result = war.play(&mut tie);
    (result.reason, tie.tied)
}

/// What a deck of the last row of the table must do at the limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AtLimit {
    /// Its reference game reaches the limit.
    Reach,
    /// It reaches the limit with a tie on the battle the limit stops at.
    Tie,
    /// Played with the limit lifted, its game is won within
    /// [`NEAR_BEFORE`] battles before the limit or [`NEAR_AFTER`] after it:
    /// a limit reached a battle early or late, or counted otherwise, changes
    /// its answer.
    WonNear,
    /// Played with the limit lifted, its game is won on the limit's edge:
    /// by an empty deck at the start of the battle the limit stops at, or
    /// emptied by that battle (a technical draw, which a port that looks at
    /// the empty decks before the limit answers as that player's loss), or
    /// by a player short for a war in that battle or the one after it (see
    /// [`edge_deck`]).
    Edge,
}

/// How many battles (or rounds) before the limit a game of
/// `AtLimit::WonNear` may be won.
pub const NEAR_BEFORE: u32 = 2;

/// How many battles (or rounds) after the limit a game of
/// `AtLimit::WonNear` may be won, the limit lifted.
pub const NEAR_AFTER: u32 = 60;

/// Whether `deck` does what `at` asks under `rules`.
fn fits(war: &mut War, deck: &[Card], rules: Rules, at: AtLimit) -> bool {
    match at {
        AtLimit::Reach => ending(war, deck, rules).0 == EndReason::BattleLimit,
        AtLimit::Tie => ending(war, deck, rules) == (EndReason::BattleLimit, true),
        AtLimit::Edge => {
            let lifted = Rules {
                limit: rules.limit + NEAR_AFTER,
                ..rules
            };
            war.redeal(deck, lifted);
            let result = war.simulate_game();
            match result.reason {
                EndReason::EmptyDeck => (rules.limit - 1..=rules.limit).contains(&result.battles),
                EndReason::ShortForWar => (rules.limit..=rules.limit + 1).contains(&result.battles),
                _ => false,
            }
        }
        AtLimit::WonNear => {
            let lifted = Rules {
                limit: rules.limit + NEAR_AFTER,
                ..rules
            };
            war.redeal(deck, lifted);
            let result = war.simulate_game();
            let counted = match rules.limit_unit {
                LimitUnit::Battles => result.battles,
                LimitUnit::Rounds => result.rounds,
            };
            result.outcome.winner().is_some()
                && result.reason != EndReason::BattleLimit
                && counted + NEAR_BEFORE >= rules.limit
        }
    }
}

/// A deck of the last row of the table: one that does what `at` asks
/// (see the module's doc), or the last one drawn.
fn limit_deck(rng: &mut Pcg64Mcg, war: &mut War, rules: Rules, at: AtLimit) -> Vec<Card> {
    let mut deck = Vec::new();
    for _ in 0..LIMIT_TRIES {
        let length = between(rng, 40, 120);
        let values = card_between(rng, 13, 30);
        deck = (0..length).map(|_| card_between(rng, 1, values)).collect();
        if at == AtLimit::Edge {
            if let Some(edge) = edge_deck(war, &deck, rules) {
                return edge;
            }
        } else if fits(war, &deck, rules, at) {
            break;
        }
    }
    deck
}

/// The recorder of the sizes of both decks after each battle that ends a
/// round, and of both decks after one chosen battle.
struct Rounds {
    /// After each battle that ends a round: its number, A's and B's sizes.
    ends: Vec<(u32, usize, usize)>,
    /// The battle whose decks are kept.
    keep: u32,
    /// A's and B's decks after it.
    kept: Option<(Vec<Card>, Vec<Card>)>,
}

impl Recorder for Rounds {
    fn battle(&mut self, battle: &Battle<'_>) {
        if !battle.pile.is_empty() {
            return;
        }
        self.ends
            .push((battle.number, battle.deck_a.len(), battle.deck_b.len()));
        if battle.number == self.keep {
            let a = battle.deck_a.iter().copied().collect();
            let b = battle.deck_b.iter().copied().collect();
            self.kept = Some((a, b));
        }
    }
}

/// A deck whose game, the limit lifted, is won on the limit's edge (see
/// [`AtLimit::Edge`]), cut from the game of `deck`: when that game, the
/// limit lifted, is won after `m` battles, the deck dealing the two decks
/// as they are after battle `m - t` plays its last `t` battles, `t` an
/// edge its ending can have (for an empty deck, the limit less one, when
/// the deck is empty at the start of the battle the limit stops at, or the
/// limit, when that battle empties it; for a player short for a war, the
/// limit or one more), the first that can be cut. Such a deck exists when the
/// two decks then differ by at most a card, A's the longer, and no war is
/// under way.
fn edge_deck(war: &mut War, deck: &[Card], rules: Rules) -> Option<Vec<Card>> {
    if rules.limit_unit != LimitUnit::Battles {
        return None;
    }
    let lifted = Rules {
        limit: rules.limit.saturating_mul(3),
        ..rules
    };
    war.redeal(deck, lifted);
    let mut rounds = Rounds {
        ends: Vec::new(),
        keep: 0,
        kept: None,
    };
    let result = war.play(&mut rounds);
    let edges: &[u32] = match result.reason {
        EndReason::EmptyDeck => &[rules.limit - 1, rules.limit],
        EndReason::ShortForWar => &[rules.limit, rules.limit + 1],
        _ => return None,
    };
    let cut = edges.iter().find_map(|&edge| {
        let cut = result.battles.checked_sub(edge).filter(|&cut| cut > 0)?;
        rounds
            .ends
            .iter()
            .any(|&(number, a, b)| number == cut && (a == b || a == b + 1))
            .then_some(cut)
    })?;
    war.redeal(deck, lifted);
    let mut again = Rounds {
        ends: Vec::new(),
        keep: cut,
        kept: None,
    };
    war.play(&mut again);
    let (a, b) = again.kept?;
    let mut dealt = Vec::with_capacity(a.len() + b.len());
    for (i, &card) in a.iter().enumerate() {
        dealt.push(card);
        dealt.extend(b.get(i));
    }
    Some(dealt)
}

/// One deck drawn by the module's table, before the check that its game
/// ends by the rules.
fn draw(rng: &mut Pcg64Mcg, war: &mut War, rules: Rules) -> Vec<Card> {
    let (low, high) = match below(rng, 100) {
        0..30 => (0, 10),
        30..55 => return french_deck(rng),
        80..90 => (61, 400),
        90.. if rules.limit_is_rule => {
            let at = [
                AtLimit::Reach,
                AtLimit::Tie,
                AtLimit::WonNear,
                AtLimit::Edge,
            ][below(rng, 4) as usize];
            return limit_deck(rng, war, rules, at);
        }
        _ => (11, 60),
    };
    let length = between(rng, low, high);
    cards(rng, length)
}

/// Whether the reference's game of `deck` ends by `rules`: not by a
/// repeat or the safety net of rules without a limit of their own.
fn ends_by_the_rules(war: &mut War, deck: &[Card], rules: Rules) -> bool {
    let (reason, _) = ending(war, deck, rules);
    !matches!(reason, EndReason::Cycle | EndReason::SafetyLimit)
}

/// Deck `index` of the run seeded with `seed`, for a port of `rules` (see
/// the module's doc for the distribution).
///
/// ```
/// use war_kata::war::grade::random::random_deck;
/// use war_kata::Rules;
///
/// let deck = random_deck(1, 0, Rules::default());
/// assert_eq!(deck, random_deck(1, 0, Rules::default()));
/// ```
pub fn random_deck(seed: u64, index: u64, rules: Rules) -> Vec<Card> {
    let mut war = War::new(&[]);
    let mut rng = game_rng(seed, index);
    for _ in 0..LIMIT_TRIES {
        let deck = draw(&mut rng, &mut war, rules);
        if ends_by_the_rules(&mut war, &deck, rules) {
            return deck;
        }
    }
    Vec::new()
}

/// The first `count` decks of the run seeded with `seed`.
pub fn random_decks(seed: u64, count: u64, rules: Rules) -> Vec<Vec<Card>> {
    (0..count)
        .map(|index| random_deck(seed, index, rules))
        .collect()
}

/// The random decks of a grading: how many, from which seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RandomDecks {
    /// How many decks.
    pub count: u64,
    /// The seed they are drawn from (see the module's doc).
    pub seed: u64,
}

/// What the random decks gave, for the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RandomSummary {
    /// The decks asked for.
    pub decks: RandomDecks,
    /// How many the port disagreed on.
    pub disagreed: usize,
    /// How many were not run (the grading was stopped, or the port gave
    /// up answering).
    pub not_run: usize,
    /// How many of the disagreeing decks were shrunk.
    pub shrunk: usize,
    /// How many decks the shrinks asked the port about.
    pub asked: usize,
    /// The time the shrinks took.
    pub shrinking: Duration,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::outcome::{Outcome, Player};
    use crate::war::rules::Preset;

    #[test]
    fn the_same_seed_gives_the_same_decks_and_another_seed_others() {
        let rules = Rules::default();
        assert_eq!(random_decks(7, 50, rules), random_decks(7, 50, rules));
        assert_ne!(random_decks(7, 50, rules), random_decks(8, 50, rules));
        // A deck depends on its index alone, not on how many are drawn.
        assert_eq!(random_decks(7, 50, rules)[49], random_deck(7, 49, rules));
    }

    /// The generator's output is pinned: a change of it (of the reduction,
    /// the PCG, the table) moves these decks, and seeds given in reports
    /// would no longer find the same decks.
    #[test]
    fn the_decks_of_a_seed_are_pinned() {
        let rules = Rules::default();
        let lengths: Vec<usize> = random_decks(1, 12, rules).iter().map(Vec::len).collect();
        let sums: Vec<i64> = random_decks(1, 12, rules)
            .iter()
            .map(|deck| deck.iter().map(|&c| i64::from(c)).sum())
            .collect();
        assert_eq!((lengths, sums), pinned());
    }

    /// The lengths and sums of the first 12 decks of seed 1 (deck 3 is a
    /// French deck: 4 times 2 + ... + 14 is 416). Deck 10, of the limit's
    /// edge, moved (from 72 cards summing to 664) when decks emptied by the
    /// limit's own battle joined that edge.
    fn pinned() -> (Vec<usize>, Vec<i64>) {
        (
            vec![5, 5, 7, 52, 12, 66, 4, 129, 1, 10, 118, 3],
            vec![
                10,
                5,
                -4_340_280_431,
                416,
                21,
                731,
                2_541_475_996,
                1009,
                1,
                20,
                1700,
                155,
            ],
        )
    }

    #[test]
    fn below_stays_below() {
        let mut rng = game_rng(3, 4);
        for n in [1, 2, 3, 10, 1 << 40, u64::MAX] {
            for _ in 0..100 {
                assert!(below(&mut rng, n) < n);
            }
        }
        let mut rng = game_rng(3, 4);
        for _ in 0..1000 {
            let small = card_between(&mut rng, -2, 2);
            assert!((-2..=2).contains(&small));
        }
    }

    /// The domain is covered: over 2,000 decks, every row of the table
    /// and every palette shows.
    #[test]
    fn the_decks_cover_the_domain() {
        let rules = Rules::default();
        let decks = random_decks(1, 2000, rules);
        let share = |test: &dyn Fn(&Vec<Card>) -> bool| {
            decks.iter().filter(|deck| test(deck)).count() as f64 / decks.len() as f64
        };
        assert!(share(&|d| d.is_empty()) > 0.01);
        assert!(share(&|d| d.len() <= 10) > 0.25);
        assert!(share(&|d| d.len() % 2 == 1) > 0.25);
        assert!(share(&|d| d.len() > 255) > 0.02);
        assert!(share(&|d| d.iter().any(|&c| c < 0)) > 0.1);
        assert!(share(&|d| d.iter().any(|&c| c > 127)) > 0.1);
        assert!(share(&|d| d.contains(&Card::MAX) && d.contains(&Card::MIN)) > 0.01);
        let mut sorted_french = Preset::Umass.deck();
        sorted_french.sort_unstable();
        assert!(
            share(&|d| {
                let mut d = d.clone();
                d.sort_unstable();
                d == sorted_french
            }) > 0.2
        );
        let mut war = War::new(&[]);
        let mut limit = 0;
        let mut tie_at_limit = 0;
        for deck in &decks {
            let (reason, tied) = ending(&mut war, deck, rules);
            if reason == EndReason::BattleLimit {
                limit += 1;
                tie_at_limit += usize::from(tied);
            }
        }
        let mut near = 0;
        let mut edge = 0;
        for deck in &decks {
            near += usize::from(fits(&mut war, deck, rules, AtLimit::WonNear));
            edge += usize::from(fits(&mut war, deck, rules, AtLimit::Edge));
        }
        assert!(edge > 20, "{edge} decks are won on the limit's edge");
        // Decks emptied by the very battle the limit stops at, A's and B's:
        // what tells the reading empty_before_limit from the rules.
        let mut emptied = |side: Player| {
            decks
                .iter()
                .filter(|deck| {
                    war.redeal(
                        deck,
                        Rules {
                            limit: rules.limit + 1,
                            ..rules
                        },
                    );
                    let result = war.simulate_game();
                    result.reason == EndReason::EmptyDeck
                        && result.battles == rules.limit
                        && result.outcome == Outcome::loss(side)
                })
                .count()
        };
        let (a, b) = (emptied(Player::A), emptied(Player::B));
        assert!(
            a > 2 && b > 2,
            "the limit's battle empties A's deck in {a} decks, B's in {b}"
        );
        assert!(limit > 100, "{limit} decks reach the limit");
        assert!(tie_at_limit > 20, "{tie_at_limit} decks tie at the limit");
        assert!(near > 20, "{near} decks are won near the limit");
    }

    #[test]
    fn without_a_limit_every_deck_ends_by_the_rules() {
        for preset in [Preset::Kata, Preset::Codingame] {
            let rules = preset.rules();
            let mut war = War::new(&[]);
            for deck in random_decks(5, 300, rules) {
                assert!(ends_by_the_rules(&mut war, &deck, rules), "{deck:?}");
            }
        }
    }
}
