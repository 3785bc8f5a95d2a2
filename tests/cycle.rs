//! The cycle watch against the naive search: every state between two
//! rounds kept in a map, the first one seen twice is where the game first
//! repeats itself. Under rules without a limit, the engine must end such a
//! game there, with the same period, and report the same cycle whether it
//! plays in its tight loop (`simulate_game`) or battle by battle.

use std::collections::HashMap;

use proptest::prelude::*;
use war_kata::war::outcome::Cycle;
use war_kata::war::rules::{Compare, LimitUnit, Pickup, Preset, WarLayout};
use war_kata::{Battle, Card, EndReason, Rules, War};

/// A recorder told of every battle that keeps the state after each round,
/// and stops looking at the first that was seen before.
struct Naive {
    seen: HashMap<(Vec<Card>, Vec<Card>), (u32, u32)>,
    rounds: u32,
    first: Option<Cycle>,
    /// The round after which the state first repeated an earlier one.
    first_round: u32,
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
            first_round: 0,
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
            self.first_round = self.rounds;
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
///
/// The watch finds what Brent's check saving from round 1 finds before the
/// limit ([`found_before_the_limit`]); the naive search finds every repeat
/// before it. They differ only for a cycle whose period is so long that no
/// save comes early enough to be repeated before the safety limit stops
/// the game: the game then ends at that limit, as the watch promises.
fn agree(deck: &[Card], rules: Rules) -> bool {
    let mut slow = War::with_rules(deck, rules);
    let mut naive = Naive::new(&slow);
    let by_battles = slow.play(&mut naive);
    let result = War::with_rules(deck, rules).simulate_game();
    assert_eq!(result, by_battles, "{rules:?}\n{deck:?}");
    if let (Some(cycle), None) = (naive.first, result.cycle) {
        let mu = (naive.first_round - cycle.period_rounds) as usize;
        let noticed = brent_notices(mu, cycle.period_rounds as usize);
        assert!(noticed > result.rounds as usize, "{rules:?}\n{deck:?}");
        assert_eq!(result.reason, EndReason::SafetyLimit, "{rules:?}\n{deck:?}");
        return false;
    }
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

/// A recorder told of every battle that keeps every state between two
/// rounds, the dealt one first, and the battles played until each.
struct States {
    states: Vec<(Vec<Card>, Vec<Card>)>,
    battles: Vec<u32>,
}

impl States {
    fn new(war: &War) -> States {
        let dealt = (
            war.deck_a().iter().copied().collect(),
            war.deck_b().iter().copied().collect(),
        );
        States {
            states: vec![dealt],
            battles: vec![0],
        }
    }

    /// The cycle that Brent's check saving from round 1 on (after rounds
    /// 1, 3, 7, 15, ..., comparing each state with the last one saved)
    /// finds among these states, as the watch reports it (the battle where
    /// the state first repeats and the period), and the round it finds it.
    fn brent_from_round_one(&self) -> Option<(Cycle, usize)> {
        let mut saved = 0;
        for round in 1..self.states.len() {
            if self.states[round] == self.states[saved] {
                let period_rounds = round - saved;
                let first = (period_rounds..self.states.len())
                    .find(|&t| self.states[t] == self.states[t - period_rounds])
                    .expect("the repeat just found");
                let cycle = Cycle {
                    first_repeat: self.battles[first],
                    period: self.battles[first] - self.battles[first - period_rounds],
                    period_rounds: period_rounds as u32,
                };
                return Some((cycle, round));
            }
            if round == 2 * saved + 1 {
                saved = round;
            }
        }
        None
    }
}

impl war_kata::Recorder for States {
    fn battle(&mut self, battle: &Battle<'_>) {
        if battle.pile.is_empty() {
            self.states.push((
                battle.deck_a.iter().copied().collect(),
                battle.deck_b.iter().copied().collect(),
            ));
            self.battles.push(battle.number);
        }
    }
}

/// Rules with a limit, from 20 to 400 rounds or battles, some of them the
/// source's rule and some a safety net.
fn limited_rules(limit: u32, index: usize) -> Rules {
    let base = [
        Rules::default(),
        Rules {
            war_cards: 0,
            ..Rules::default()
        },
        Rules {
            limit_unit: LimitUnit::Rounds,
            ..Preset::Kata.rules()
        },
        Rules {
            limit_unit: LimitUnit::Battles,
            ..Preset::Codingame.rules()
        },
        Rules {
            limit_unit: LimitUnit::Rounds,
            limit_is_rule: true,
            ..Preset::Jones.rules()
        },
    ];
    Rules {
        limit,
        ..base[index % base.len()]
    }
}

/// Plays `deck` by `rules`, a limit among them, battle by battle and in the
/// tight loop, and checks the watch finds the cycle that Brent's check
/// saving from round 1 finds before the limit stops the game, and ends the
/// game there when the limit is only a safety net. Returns the round at
/// which saves from round 1 find it, if they do.
fn found_before_the_limit(deck: &[Card], rules: Rules) -> Option<usize> {
    let mut slow = War::with_rules(deck, rules);
    let mut states = States::new(&slow);
    let by_battles = slow.play(&mut states);
    let result = War::with_rules(deck, rules).simulate_game();
    assert_eq!(result, by_battles, "{rules:?}\n{deck:?}");
    let expected = states.brent_from_round_one();
    let cycle = expected.map(|(cycle, _)| cycle);
    assert_eq!(result.cycle, cycle, "{rules:?}\n{deck:?}");
    let ends_there = cycle.is_some() && !rules.limit_is_rule;
    assert_eq!(result.reason == EndReason::Cycle, ends_there);
    expected.map(|(_, round)| round)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The watch saves late under a limit that leaves it time ([`first
    /// save`]), and from round 1 under one that does not: either way it
    /// finds the cycles Brent's check from round 1 finds before the limit,
    /// and only those. Limits near the rounds by which a late save finds
    /// them (95 and 191) and below.
    #[test]
    fn under_a_limit_the_watch_finds_what_saves_from_round_one_find(
        deck in prop::collection::vec(1..=5i32, 2..=26),
        limit in prop::sample::select(vec![20u32, 40, 47, 48, 94, 95, 96, 150, 190, 191, 192, 400]),
        index in 0..5usize,
    ) {
        found_before_the_limit(&deck, limited_rules(limit, index));
    }

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
fn cycles_found_early_under_a_limit() {
    // Where saves from round 1 and late saves differ: cycles that saves
    // from round 1 find by round 63, under limits that leave a late save
    // the time to find them too, or not.
    let mut rng = <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(5);
    let mut early = [0; 5];
    for _ in 0..2000 {
        let len = rand::RngExt::random_range(&mut rng, 4..=12);
        let deck: Vec<Card> = (0..len)
            .map(|_| rand::RngExt::random_range(&mut rng, 1..=3))
            .collect();
        for (index, count) in early.iter_mut().enumerate() {
            for limit in [40, 94, 95, 190, 191] {
                let found = found_before_the_limit(&deck, limited_rules(limit, index));
                *count += usize::from(found.is_some_and(|round| round <= 63));
            }
        }
    }
    assert!(early.iter().all(|&count| count > 50), "{early:?}");
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

/// The round at which Brent's check saving from round 1 (after rounds 1,
/// 3, 7, ..., the dealt state before them) notices a game whose states
/// repeat from round `mu` on every `lambda` rounds, and before which
/// states never repeat: the state after round `r` equals the one after
/// round `s < r` exactly when `mu <= s` and `lambda` divides `r - s`.
fn brent_notices(mu: usize, lambda: usize) -> usize {
    let mut saved = 0;
    for round in 1.. {
        if saved >= mu && (round - saved) % lambda == 0 {
            return round;
        }
        if round == 2 * saved + 1 {
            saved = round;
        }
    }
    unreachable!("a cycle is always noticed")
}

/// The first repeat among the states after each round, `states[0]` the
/// dealt one: the round `mu` whose state comes again first, and the
/// period `lambda`.
fn first_repeat(states: &[(Vec<Card>, Vec<Card>)]) -> Option<(usize, usize)> {
    let mut seen = HashMap::new();
    for (round, state) in states.iter().enumerate() {
        if let Some(&mu) = seen.get(state) {
            return Some((mu, round - mu));
        }
        seen.insert(state, round);
    }
    None
}

#[test]
fn long_saves_change_no_game_under_a_safety_limit() {
    // CodinGame's rules with safety limits on rounds that leave the long
    // saves (after round 1023) time to look: a game reports a cycle exactly
    // when Brent's check from round 1 would notice it by the limit, though
    // the long save notices some far sooner. Some games must have a
    // period longer than 1024 rounds from a state before round 1023, which
    // Brent's saves notice only from round 2047 on.
    let mut sooner = 0;
    for index in 0..40 {
        let mut deck = Preset::Codingame.deck();
        war_kata::war::stats::deal(5, index, &mut deck);
        for limit in [1500, 5000, 40_000] {
            let rules = Rules {
                limit,
                ..Preset::Codingame.rules()
            };
            let mut slow = War::with_rules(&deck, rules);
            let mut states = States::new(&slow);
            let by_battles = slow.play(&mut states);
            let result = War::with_rules(&deck, rules).simulate_game();
            assert_eq!(result, by_battles);
            let repeat = first_repeat(&states.states);
            let noticed = repeat.map(|(mu, lambda)| brent_notices(mu, lambda));
            let reported = noticed.is_some_and(|round| round <= limit as usize);
            assert_eq!(
                result.cycle.is_some(),
                reported,
                "deal {index}, limit {limit}"
            );
            if let (Some(cycle), Some((mu, lambda))) = (result.cycle, repeat) {
                assert_eq!(cycle.period_rounds as usize, lambda);
                assert_eq!(result.rounds as usize, mu + lambda);
                assert_eq!(result.reason, EndReason::Cycle);
                sooner += usize::from(lambda > 1024 && mu <= 1023);
            }
        }
    }
    assert!(sooner > 0, "no game with a long period");
}
