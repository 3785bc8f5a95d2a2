//! The fast engine plays rounds in a tight loop when its listener does not
//! ask to hear of them (`Engine::simulate_game`, `war stats`), and takes
//! its battle-by-battle path where the loop stops. The loop must play every
//! game exactly as that path plays it throughout: the same result (outcome,
//! reason, battles, rounds, wars, cycle) and the same decks at the end,
//! under every preset and under rules changed field by field. (Both are
//! checked against the reference by `tests/differential.rs`; this test
//! tells which of the engine's two paths went wrong.)
//!
//! The loop must also play every round it can: a game told nothing hands
//! the battle path only the battles the loop cannot play, counted from the
//! reference's trace (`the_loop_hands_over_only_what_it_cannot_play`). A
//! slip there changes no result, only the speed, so no other test sees it.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use war_kata::war::engine::{Engine, Listener};
use war_kata::war::rules::{Compare, LimitOrder, LimitUnit, Pickup, Preset};
use war_kata::war::stats::{deal, game_rules};
use war_kata::{BattleRecord, Card, EndReason, GameResult, Resolution, Rules, War};

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

/// A listener told nothing it need not be, as `Engine::simulate_game`'s
/// [`NoTrace`](war_kata::NoTrace): it counts the battles the engine played
/// on its battle-by-battle path, where the tight loop stopped.
#[derive(Default)]
struct Untold(u32);

impl Listener for Untold {
    const TOLD_OF_PLAIN_ROUNDS: bool = false;
    const TOLD_OF_WARS: bool = false;

    fn battle(&mut self, _: u32, _: Resolution) {
        self.0 += 1;
    }
}

/// The battles of a game that the tight loop leaves to the battle path,
/// read from the reference's trace of it (`records`, the hands `dealt`
/// cards long): in each round, every battle from the first the loop does
/// not play. The loop does not play a tie unless both players hold more
/// cards than a war needs ([`Rules::cards_for_war`]), nor a tie on the
/// battle at which a limit of battles ends a war ([`Rules::limit_ends_war`]);
/// and after a war's cards are down, it leaves the next battle when a deck
/// is empty or a limit of battles is reached.
fn left_to_battle_path(records: &[BattleRecord], dealt: (usize, usize), rules: &Rules) -> u32 {
    let needed = rules.cards_for_war();
    let counts_battles = rules.limit_unit == LimitUnit::Battles;
    let tie_limit = if rules.limit_ends_war && counts_battles {
        rules.limit
    } else {
        u32::MAX
    };
    let (mut held, mut after_war, mut handed, mut left) = (dealt, false, false, 0);
    for record in records {
        let tie = !matches!(record.resolution, Resolution::Won { .. });
        let unfought = tie && (held.0.min(held.1) <= needed || record.number >= tie_limit);
        let stopped = after_war
            && (held.0 == 0 || held.1 == 0 || (counts_battles && record.number > rules.limit));
        handed |= unfought || stopped;
        left += u32::from(handed);
        held = (record.deck_a.len(), record.deck_b.len());
        after_war = record.resolution == Resolution::War;
        handed &= tie;
    }
    left
}

/// Plays `deck` by `rules` told nothing, and asserts that the battle path
/// played exactly the battles the loop leaves to it. Games that end where
/// they first repeat are passed over: the engine plays on past that point
/// until its watch sees the cycle, and rewinds, so the reference's trace
/// does not hold the rounds it played. Returns the battles the battle
/// path played, if the game was checked.
fn hands_over_only_what_it_must(deck: &[Card], rules: Rules) -> Option<u32> {
    let mut untold = Untold::default();
    let result = Engine::with_rules(deck, rules).play(&mut untold);
    if result.reason == EndReason::Cycle {
        return None;
    }
    let mut reference = War::with_rules(deck, rules);
    let dealt = (reference.deck_a().len(), reference.deck_b().len());
    let mut records: Vec<BattleRecord> = Vec::new();
    assert_eq!(reference.play(&mut records), result, "{rules:?}\n{deck:?}");
    let left = left_to_battle_path(&records, dealt, &rules);
    assert_eq!(
        untold.0, left,
        "battles on the battle path, {rules:?}\n{deck:?}"
    );
    Some(left)
}

#[test]
fn the_loop_hands_over_only_what_it_cannot_play() {
    let mut rng = Pcg64Mcg::seed_from_u64(33);
    let (mut checked, mut handed) = (0, 0);
    let mut tally = |left: Option<u32>| {
        checked += usize::from(left.is_some());
        handed += usize::from(left.is_some_and(|left| left > 0));
    };
    for rules in rule_sets() {
        for preset in [Preset::Umass, Preset::Kata] {
            for index in 0..100 {
                let mut deck = preset.deck();
                deal(9, index, &mut deck);
                let rules = game_rules(rules, 9, index);
                tally(hands_over_only_what_it_must(&deck, rules));
            }
        }
        // Few values, so that wars are many and decks often run short.
        for _ in 0..100 {
            let cards = rng.random_range(0..=30);
            let deck: Vec<Card> = (0..cards).map(|_| rng.random_range(1..=4)).collect();
            tally(hands_over_only_what_it_must(&deck, rules));
        }
    }
    // Most games were checked, and in many the battle path took over.
    assert!(
        checked > 2000 && handed > 500,
        "{checked} checked, {handed} handed over"
    );
}
