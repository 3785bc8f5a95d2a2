//! Properties of the engine on random decks: cards are conserved under
//! `mattel`, and under `jones` exactly the cards its quirks remove leave
//! the game; a round is determined by its deck (and the refill's seed);
//! every round ends, or is reported stuck only when it truly is; and the
//! naive second implementation of `naive.rs` plays the same rounds, turn
//! for turn.

use std::collections::BTreeMap;

use proptest::prelude::*;
use war_kata::kit::montecarlo::game_rng;
use war_kata::uno::card::{build_order, write_cards};
use war_kata::uno::recorder::{Action, Event, Recording};
use war_kata::uno::trace::Log;
use war_kata::uno::{
    Card, End, Jackass, OldestFirst, Preset, RoundResult, Rules, Shuffled, StrategyName, Uno,
};

use crate::naive::{naive_round, ncard};

/// A random order of the 108 cards.
fn any_deck() -> impl Strategy<Value = Vec<Card>> {
    Just(build_order()).prop_shuffle()
}

/// A number of seats, from 2 to 15, the crowded tables more often (their
/// small draw piles make refills, lost cards and stuck rounds frequent).
fn any_players() -> impl Strategy<Value = usize> {
    prop_oneof![2..=6usize, 10..=15usize]
}

/// Either preset.
fn any_preset() -> impl Strategy<Value = Preset> {
    prop_oneof![Just(Preset::Jones), Just(Preset::Mattel)]
}

/// How many of each card `cards` holds.
fn census(cards: impl IntoIterator<Item = Card>) -> BTreeMap<Card, usize> {
    let mut counts = BTreeMap::new();
    for card in cards {
        *counts.entry(card).or_default() += 1;
    }
    counts
}

/// Every card of a round at its end: the hands, the draw pile, the discard
/// pile and the cards that left the game.
fn every_card(round: &Uno) -> Vec<Card> {
    let mut cards: Vec<Card> = round.hands().iter().flatten().copied().collect();
    cards.extend(round.draw_pile());
    cards.extend(round.discard_pile());
    cards.extend(round.lost());
    cards
}

/// Plays `deck` for `players` jackasses by `rules`, oldest first, keeping
/// everything; `None` when the deck cannot be dealt.
fn recorded(deck: &[Card], players: usize, rules: Rules) -> Option<(Uno, RoundResult, Recording)> {
    let mut round = Uno::deal(deck, players, rules).ok()?;
    let mut recording = Recording::default();
    let result = round.play(
        &mut vec![Jackass; players],
        &mut OldestFirst,
        &mut recording,
    );
    Some((round, result, recording))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    /// Under the official rules no card ever leaves the game.
    #[test]
    fn mattel_conserves_every_card(deck in any_deck(), players in any_players()) {
        let Some((round, _, _)) = recorded(&deck, players, Preset::Mattel.rules()) else {
            return Ok(());
        };
        prop_assert!(round.lost().is_empty());
        prop_assert_eq!(census(every_card(&round)), census(deck));
    }

    /// Under the original program's rules the cards that leave the game
    /// are exactly those its quirks remove: the draw pile's leftovers
    /// dropped at a refill, and the cards played right after they were
    /// drawn; the other cards are all still there.
    #[test]
    fn jones_loses_exactly_the_cards_its_quirks_remove(deck in any_deck(), players in any_players()) {
        let Some((round, _, recording)) = recorded(&deck, players, Preset::Jones.rules()) else {
            return Ok(());
        };
        let mut quirks = Vec::new();
        for event in &recording.events {
            match event {
                Event::Refill(refill) => quirks.extend(&refill.dropped),
                Event::Turn(turn) => {
                    if let Action::DrewAndPlayed { card, lost: true, .. } = turn.action {
                        quirks.push(card);
                    }
                }
            }
        }
        prop_assert_eq!(census(round.lost().iter().copied()), census(quirks));
        prop_assert_eq!(census(every_card(&round)), census(deck));
    }

    /// The same deck, rules, players and refill give the same round, turn
    /// for turn.
    #[test]
    fn a_round_is_determined_by_its_deck_and_its_refill(
        deck in any_deck(),
        players in any_players(),
        preset in any_preset(),
        seed in any::<u64>(),
    ) {
        let rules = preset.rules();
        let play = |shuffled: bool| {
            let mut round = Uno::deal(&deck, players, rules).ok()?;
            let mut log = Log::default();
            let mut seats = vec![StrategyName::Jackass; players];
            let result = if shuffled {
                round.play(&mut seats, &mut Shuffled(game_rng(seed, 0)), &mut log)
            } else {
                round.play(&mut seats, &mut OldestFirst, &mut log)
            };
            Some((result, log.text))
        };
        prop_assert_eq!(play(false), play(false));
        prop_assert_eq!(play(true), play(true));
    }

    /// Every round ends: a winner with an empty hand, or stuck, never the
    /// safety limit. A stuck round has an empty draw pile, only its top
    /// card on the discard pile, and a whole round of turns and one more in
    /// which nobody played or drew.
    #[test]
    fn every_round_ends_or_is_reported_stuck(
        deck in any_deck(),
        players in any_players(),
        preset in any_preset(),
    ) {
        let Ok(mut round) = Uno::deal(&deck, players, preset.rules()) else {
            return Ok(());
        };
        let mut log = Log::default();
        let result = round.play(&mut vec![Jackass; players], &mut OldestFirst, &mut log);
        match result.end {
            End::Won(seat) => {
                prop_assert!(round.hands()[seat].is_empty());
                prop_assert_eq!(result.hand_points()[seat], 0);
            }
            End::Stuck => {
                prop_assert_eq!(round.draw_pile().count(), 0);
                prop_assert_eq!(round.discard_pile().count(), 1);
                let last: Vec<&str> = log.text.split(' ').filter(|t| *t != "shuffle").rev().take(players + 1).collect();
                prop_assert!(last.iter().all(|t| t.ends_with(":draw")), "{:?}", last);
            }
            End::TurnLimit => prop_assert!(false, "a round reached the safety limit"),
        }
    }

    /// The engine and the naive implementation play the same round, turn for
    /// turn, under both presets; a round the engine finds stuck goes on in
    /// the naive one with nothing but empty draws.
    #[test]
    fn the_naive_implementation_plays_the_same_rounds(
        deck in any_deck(),
        players in any_players(),
        preset in any_preset(),
    ) {
        let naive_deck: Vec<_> = deck.iter().map(|card| ncard(&card.to_string())).collect();
        let mattel = preset == Preset::Mattel;
        let naive = naive_round(&naive_deck, players, mattel, 2000);
        let Ok(mut round) = Uno::deal(&deck, players, preset.rules()) else {
            prop_assert!(naive.is_none(), "the naive round started a deck the engine refused");
            return Ok(());
        };
        let naive = naive.expect("the naive round starts a deck the engine deals");
        let mut log = Log::default();
        let result = round.play(&mut vec![Jackass; players], &mut OldestFirst, &mut log);
        let tokens: Vec<&str> = log.text.split(' ').collect();
        prop_assert_eq!(result.hand_points(), &naive.points[..]);
        match result.end {
            End::Won(seat) => {
                prop_assert_eq!(naive.winner, Some(seat));
                prop_assert_eq!(result.turns, naive.turns);
                prop_assert_eq!(result.refills, naive.refills);
                prop_assert_eq!(tokens, naive.log.iter().map(String::as_str).collect::<Vec<_>>());
            }
            End::Stuck | End::TurnLimit => {
                prop_assert_eq!(naive.winner, None);
                prop_assert_eq!(&naive.log[..tokens.len()], &log.text.split(' ').map(String::from).collect::<Vec<_>>()[..]);
                let rest = &naive.log[tokens.len()..];
                prop_assert!(rest.iter().all(|t| t == "shuffle" || t.ends_with(":draw")), "{:?}", rest);
            }
        }
    }

    /// Whatever the strategies, every card put down is one the demand
    /// allows, and rounds with both strategies at the table end as well.
    #[test]
    fn every_card_put_down_is_allowed(deck in any_deck(), players in 2..=6usize, preset in any_preset()) {
        let Ok(mut round) = Uno::deal(&deck, players, preset.rules()) else {
            return Ok(());
        };
        let mut seats: Vec<StrategyName> = StrategyName::ALL.iter().cycle().take(players).copied().collect();
        let mut recording = Recording::default();
        let result = round.play(&mut seats, &mut OldestFirst, &mut recording);
        prop_assert!(matches!(result.end, End::Won(_) | End::Stuck));
        for event in &recording.events {
            let Event::Turn(turn) = event else { continue };
            if let (Action::Played { card, .. }, Some(demand)) = (turn.action, turn.demand) {
                prop_assert!(demand.allows(card), "turn {}: {} on {}", turn.number, card, demand);
            }
        }
    }
}

/// The deck of `write_cards` reads back, so that a failing case can be
/// replayed with `uno play --deck`.
#[test]
fn a_failing_deck_can_be_replayed_from_its_text() {
    let deck = build_order();
    let text = write_cards(&deck);
    let back = war_kata::uno::card::parse_deck(&text, "test", 1, 1).expect("a deck");
    assert_eq!(back, deck);
}
