//! The cycle watch against the naive search: every state between two
//! rounds kept in a map, the first one seen twice is where the game first
//! repeats itself. Under rules without a limit, the engine must end such a
//! game there, with the same period, and report the same cycle whether it
//! plays in its tight loop (`simulate_game`) or battle by battle.

use std::collections::HashMap;

use proptest::prelude::*;
use war_kata::war::outcome::Cycle;
use war_kata::war::rules::{Compare, Pickup, Preset, WarLayout};
use war_kata::{Battle, Card, EndReason, Rules, War};

/// A recorder told of every battle that keeps the state after each round,
/// and stops looking at the first that was seen before.
struct Naive {
    seen: HashMap<(Vec<Card>, Vec<Card>), (u32, u32)>,
    rounds: u32,
    first: Option<Cycle>,
    at_first: Option<(Vec<Card>, Vec<Card>)>,
}

impl Naive {
    fn new(war: &War) -> Naive {
        let dealt = (
            war.deck_a().iter().copied().collect(),
            war.deck_b().iter().copied().collect(),
        );
        Naive {
            seen: HashMap::from([(dealt, (0, 0))]),
            rounds: 0,
            first: None,
            at_first: None,
        }
    }
}

impl war_kata::Recorder for Naive {
    fn battle(&mut self, battle: &Battle<'_>) {
        if !battle.pile.is_empty() || self.first.is_some() {
            return;
        }
        self.rounds += 1;
        let state: (Vec<Card>, Vec<Card>) = (
            battle.deck_a.iter().copied().collect(),
            battle.deck_b.iter().copied().collect(),
        );
        if let Some(&(battles, rounds)) = self.seen.get(&state) {
            self.first = Some(Cycle {
                first_repeat: battle.number,
                period: battle.number - battles,
                period_rounds: self.rounds - rounds,
            });
            self.at_first = Some(state);
        } else {
            self.seen.insert(state, (battle.number, self.rounds));
        }
    }
}

/// Rules without a limit whose pickup order is fixed, so that a game may
/// cycle and ends where it first does.
fn endless_rules() -> Vec<Rules> {
    let mut sets = vec![Preset::Codingame.rules(), Preset::Kata.rules()];
    for pickup in [
        Pickup::AsPlayed,
        Pickup::WinnerFirst,
        Pickup::ByPlayer,
        Pickup::Reversed,
    ] {
        sets.push(Rules {
            pickup,
            limit_is_rule: false,
            limit: war_kata::war::rules::MAX_LIMIT,
            ..Rules::default()
        });
    }
    sets.push(Rules {
        war_cards: 1,
        war_layout: WarLayout::Interleaved,
        compare: Compare::JavaIntegerIdentity,
        ..Preset::Codingame.rules()
    });
    sets
}

/// Plays `deck` by `rules` naively and on both of the engine's paths, and
/// checks they agree on the cycle. Returns whether the game cycled.
fn agree(deck: &[Card], rules: Rules) -> bool {
    let mut slow = War::with_rules(deck, rules);
    let mut naive = Naive::new(&slow);
    let by_battles = slow.play(&mut naive);
    let result = War::with_rules(deck, rules).simulate_game();
    assert_eq!(result, by_battles, "{rules:?}\n{deck:?}");
    assert_eq!(result.cycle, naive.first, "{rules:?}\n{deck:?}");
    let Some(cycle) = naive.first else {
        assert_ne!(result.reason, EndReason::Cycle);
        return false;
    };
    assert_eq!(result.reason, EndReason::Cycle, "{rules:?}\n{deck:?}");
    assert_eq!(result.battles, cycle.first_repeat);
    let (a, b) = naive.at_first.expect("the repeated state");
    assert_eq!(slow.deck_a().iter().copied().collect::<Vec<_>>(), a);
    assert_eq!(slow.deck_b().iter().copied().collect::<Vec<_>>(), b);
    true
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Small decks of few values cycle often, some after many rounds.
    #[test]
    fn the_watch_finds_the_cycle_the_naive_search_finds(
        deck in prop::collection::vec(1..=5i32, 2..=26),
        index in 0..7usize,
    ) {
        agree(&deck, endless_rules()[index % endless_rules().len()]);
    }

    /// The same games with cards too large to be held as bytes: the tight
    /// loop plays them on its decks of cards (`Hand`, not `ByteHand`), and
    /// its watch must find the same cycles there.
    #[test]
    fn the_watch_finds_the_cycle_on_decks_of_large_cards(
        deck in prop::collection::vec(1..=5i32, 2..=26),
        index in 0..7usize,
    ) {
        let large: Vec<Card> = deck.iter().map(|&card| card * 1000).collect();
        agree(&large, endless_rules()[index % endless_rules().len()]);
    }
}

#[test]
fn long_cycles_are_found_where_they_begin() {
    // Shuffled full decks under CodinGame's rules: many cycle, a few
    // after thousands of rounds, past many snapshots.
    let mut cycled = 0;
    let mut longest = 0;
    for index in 0..60 {
        let mut deck = Preset::Codingame.deck();
        war_kata::war::stats::deal(3, index, &mut deck);
        for rules in endless_rules() {
            if agree(&deck, rules) {
                cycled += 1;
                let result = War::with_rules(&deck, rules).simulate_game();
                longest = longest.max(result.rounds);
            }
        }
    }
    assert!(cycled > 20, "{cycled} games cycled");
    assert!(
        longest > 1000,
        "the longest cycling game took {longest} rounds"
    );
}
