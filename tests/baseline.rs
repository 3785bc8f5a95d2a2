//! The benchmark's baseline (`benches/baseline/mod.rs`, a loop written by
//! hand for the default rules alone) plays every game as the reference
//! does, so that the benchmark's ratios compare the same games:
//! the same outcome after the same number of battles, on shuffled 52-card
//! decks and on random small decks full of ties, short wars and empty decks.
//! The file is included, not copied, so what is checked is what is measured.

#[path = "../benches/baseline/mod.rs"]
mod baseline;

use std::collections::BTreeMap;

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use war_kata::war::rules::Preset;
use war_kata::war::stats::deal;
use war_kata::{EndReason, War};

/// Plays `deck` on the reference and on the baseline, asserts they agree,
/// and returns why the reference's game ended.
fn agree(deck: &[i32]) -> EndReason {
    let bytes: Vec<u8> = deck.iter().map(|&card| card as u8).collect();
    let result = War::new(deck).simulate_game();
    assert_eq!(
        baseline::play(&bytes),
        (result.outcome.code(), result.battles),
        "deck {deck:?}"
    );
    result.reason
}

#[test]
fn the_baseline_plays_shuffled_decks_as_the_reference() {
    let mut reasons = BTreeMap::new();
    for index in 0..3000 {
        let mut deck = Preset::Umass.deck();
        deal(1, index, &mut deck);
        *reasons.entry(format!("{:?}", agree(&deck))).or_insert(0) += 1;
    }
    // A fifth of the deals reach the limit (19.7% of a million under
    // umass), about half end on an empty deck and a third on a player short
    // for a war: every kind of ending is seen.
    assert!(reasons["EmptyDeck"] > 1200, "{reasons:?}");
    assert!(reasons["ShortForWar"] > 600, "{reasons:?}");
    assert!(reasons["BattleLimit"] > 300, "{reasons:?}");
}

#[test]
fn the_baseline_plays_small_decks_full_of_ties_as_the_reference() {
    let mut rng = Pcg64Mcg::seed_from_u64(16);
    let mut reasons = BTreeMap::new();
    for _ in 0..20_000 {
        let cards = rng.random_range(0..=baseline::MOST_CARDS);
        let high = rng.random_range(1..=6);
        let deck: Vec<i32> = (0..cards).map(|_| rng.random_range(1..=high)).collect();
        *reasons.entry(format!("{:?}", agree(&deck))).or_insert(0) += 1;
    }
    // Every way the default rules end a game was met.
    for reason in [
        "EmptyDeck",
        "BothEmpty",
        "ShortForWar",
        "BothShortForWar",
        "BattleLimit",
    ] {
        assert!(
            reasons.get(reason).is_some_and(|&n| n >= 20),
            "{reason}: {reasons:?}"
        );
    }
}
