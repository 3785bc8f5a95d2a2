//! The fast engine plays rounds in a tight loop when its listener does not
//! ask to hear of them (`Engine::simulate_game`, `war stats`), and takes
//! its battle-by-battle path where the loop stops. The loop must play every
//! game exactly as that path plays it throughout: the same result (outcome,
//! reason, battles, rounds, wars, cycle) and the same decks at the end,
//! under every preset and under rules changed field by field. (Both are
//! checked against the reference by `tests/differential.rs`; this test
//! tells which of the engine's two paths went wrong.)

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use war_kata::war::engine::{Engine, Listener};
use war_kata::war::rules::{Compare, LimitOrder, LimitUnit, Pickup, Preset};
use war_kata::war::stats::{deal, game_rules};
use war_kata::{Card, GameResult, Resolution, Rules};

/// A listener told of every battle, which keeps the engine on its
/// battle-by-battle path, and counts what it was told.
#[derive(Default)]
struct Told(u32);

impl Listener for Told {
    fn battle(&mut self, _: u32, _: Resolution) {
        self.0 += 1;
    }
}

/// Plays `deck` by `rules` on both paths and asserts they agree.
fn agree(deck: &[Card], rules: Rules) -> GameResult {
    let mut fast = Engine::with_rules(deck, rules);
    let mut slow = Engine::with_rules(deck, rules);
    let mut told = Told::default();
    let result = fast.simulate_game();
    let by_battles = slow.play(&mut told);
    assert_eq!(result, by_battles, "{rules:?}\n{deck:?}");
    assert!(told.0 >= by_battles.battles, "every battle told");
    assert_eq!(fast.deck_a(), slow.deck_a(), "{rules:?}\n{deck:?}");
    assert_eq!(fast.deck_b(), slow.deck_b(), "{rules:?}\n{deck:?}");
    result
}

/// The presets, and rules that change what the loop resolves: each pickup,
/// the Java comparison, the limit's unit and order, a short limit.
fn rule_sets() -> Vec<Rules> {
    let mut sets: Vec<Rules> = Preset::ALL.iter().map(|preset| preset.rules()).collect();
    for pickup in [
        Pickup::AsPlayed,
        Pickup::WinnerFirst,
        Pickup::ByPlayer,
        Pickup::Shuffled,
        Pickup::Reversed,
    ] {
        for limit_is_rule in [true, false] {
            sets.push(Rules {
                pickup,
                limit_is_rule,
                seed: 7,
                ..Rules::default()
            });
        }
    }
    sets.push(Rules {
        compare: Compare::JavaIntegerIdentity,
        ..Rules::default()
    });
    sets.push(Rules {
        limit: 37,
        limit_unit: LimitUnit::Rounds,
        limit_order: LimitOrder::EmptyFirst,
        ..Rules::default()
    });
    sets.push(Rules {
        limit: 20,
        ..Preset::Codingame.rules()
    });
    sets
}

#[test]
fn shuffled_decks_play_alike_on_both_paths() {
    let mut cycles = 0;
    for rules in rule_sets() {
        for preset in [Preset::Umass, Preset::Kata] {
            for index in 0..300 {
                let mut deck = preset.deck();
                deal(5, index, &mut deck);
                let result = agree(&deck, game_rules(rules, 5, index));
                cycles += u32::from(result.cycle.is_some());
            }
        }
    }
    // Fixed pickups make some deals cycle: the watch was exercised.
    assert!(cycles > 100, "{cycles} cycles");
}

#[test]
fn small_decks_full_of_ties_play_alike_on_both_paths() {
    let mut rng = Pcg64Mcg::seed_from_u64(16);
    for rules in rule_sets() {
        for _ in 0..400 {
            let cards = rng.random_range(0..=40);
            let high = rng.random_range(1..=8);
            let deck: Vec<Card> = (0..cards)
                .map(|_| rng.random_range(126..=126 + high))
                .collect();
            agree(&deck, rules);
        }
    }
}
