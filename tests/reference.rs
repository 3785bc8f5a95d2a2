//! The reference, `War`, against the assignment's text: the API it
//! mirrors, the worked examples step by step, and the rule variants.

use rstest::rstest;
use war_kata::war::outcome::Cycle;
use war_kata::war::rules::{BothEmpty, LimitUnit, Pickup};
use war_kata::{Deck, EndReason, LimitOrder, Outcome, Resolution, Rules, Trace, War};

#[test]
fn draw_card_takes_from_the_top_and_add_card_puts_at_the_bottom() {
    let mut stack: Deck = [2, 4].into_iter().collect();
    assert_eq!(War::draw_card(&mut stack), Some(2));
    War::add_card(&mut stack, 7);
    assert_eq!(stack, Deck::from([4, 7]));
    assert_eq!(War::draw_card(&mut stack), Some(4));
    assert_eq!(War::draw_card(&mut stack), Some(7));
    assert_eq!(War::draw_card(&mut stack), None);
}

#[test]
fn the_deal_alternates_starting_with_a() {
    let war = War::new(&[2, 3, 4, 5]);
    assert_eq!(war.deck_a(), &Deck::from([2, 4]));
    assert_eq!(war.deck_b(), &Deck::from([3, 5]));
}

#[test]
fn an_odd_deck_gives_a_the_extra_card() {
    let war = War::new(&[5, 5, 2, 4, 3]);
    assert_eq!(war.deck_a(), &Deck::from([5, 2, 3]));
    assert_eq!(war.deck_b(), &Deck::from([5, 4]));
}

#[rstest]
#[case::empty_deck(&[], 0)]
#[case::one_card(&[7], 1)]
#[case::first_higher(&[3, 2], 1)]
#[case::second_higher(&[2, 3], -1)]
#[case::equal(&[4, 4], 0)]
#[case::first_example(&[2, 3, 4, 5], -1)]
#[case::war_example(&[2, 2, 8, 6, 9, 7, 10, 11, 5, 6, 4, 4], -1)]
#[case::war_draw_example(&[5, 5, 2, 4, 3], 0)]
fn find_winner_returns_the_assignments_codes(#[case] deck: &[i32], #[case] code: i32) {
    assert_eq!(War::find_winner(deck), code);
}

/// "Speler A's kaartspel is nog steeds [4], en speler B's kaartspel is nu
/// [5, 2, 3]."
#[test]
fn first_example_after_the_first_battle() {
    let trace = Trace::record(&[2, 3, 4, 5], Rules::default());
    let first = &trace.battles[0];
    assert_eq!((first.card_a, first.card_b), (2, 3));
    assert_eq!(first.deck_a, vec![4]);
    assert_eq!(first.deck_b, vec![5, 2, 3]);
    assert_eq!(trace.result.outcome, Outcome::WinB);
    assert_eq!(trace.result.reason, EndReason::EmptyDeck);
}

/// The war example: the pile holds `[2, 2, 8, 9, 10, 6, 7, 11]` before the
/// second battle, B takes all ten cards, and A cannot fight the next war.
#[test]
fn war_example_step_by_step() {
    let trace = Trace::record(&[2, 2, 8, 6, 9, 7, 10, 11, 5, 6, 4, 4], Rules::default());
    let [war, second, third] = &trace.battles[..] else {
        panic!("three battles expected, got {:?}", trace.battles)
    };
    assert_eq!(war.resolution, Resolution::War);
    assert_eq!(war.pile, vec![2, 2, 8, 9, 10, 6, 7, 11]);
    assert_eq!(
        (war.deck_a.clone(), war.deck_b.clone()),
        (vec![5, 4], vec![6, 4])
    );
    assert_eq!((second.card_a, second.card_b), (5, 6));
    assert_eq!(second.deck_a, vec![4]);
    assert_eq!(second.deck_b, vec![4, 2, 2, 8, 9, 10, 6, 7, 11, 5, 6]);
    assert_eq!(
        third.resolution,
        Resolution::ShortForWar {
            a_short: true,
            b_short: false
        }
    );
    assert_eq!(trace.result.outcome, Outcome::WinB);
    assert_eq!(trace.result.reason, EndReason::ShortForWar);
    assert_eq!(
        (trace.result.battles, trace.result.rounds, trace.result.wars),
        (3, 2, 2)
    );
}

#[test]
fn simulate_game_twice_gives_the_same_result() {
    let mut war = War::new(&[2, 2, 8, 6, 9, 7, 10, 11, 5, 6, 4, 4]);
    let first = war.simulate_game();
    assert_eq!(war.simulate_game(), first);
}

/// The limit is data: a smaller limit ends the 4-battle cycle of
/// `3 2 1 4` sooner.
#[test]
fn a_game_dealt_anew_is_the_new_deck_s_game() {
    let mut war = War::new(&[2, 3, 4, 5]);
    assert_eq!(war.simulate_game().outcome, Outcome::WinB);
    let rules = Rules {
        war_cards: 1,
        ..Rules::default()
    };
    war.redeal(&[5, 5, 9, 2, 3, 8], rules);
    assert_eq!(war.battles(), 0);
    assert_eq!(war.rules(), &rules);
    assert_eq!(war.deck_a(), &Deck::from([5, 9, 3]));
    let fresh = War::with_rules(&[5, 5, 9, 2, 3, 8], rules).simulate_game();
    assert_eq!(war.simulate_game(), fresh);
    // A 5 9 3 against B 5 2 8: the fives tie, the war's one card each
    // (9, 2) goes down, B's 8 beats A's 3 and takes all six; A, empty,
    // loses at the third battle's start.
    assert_eq!((fresh.outcome, fresh.battles), (Outcome::WinB, 2));
}

#[test]
fn the_battle_limit_is_a_rule() {
    let rules = Rules {
        limit: 10,
        ..Rules::default()
    };
    let result = War::with_rules(&[3, 2, 1, 4], rules).simulate_game();
    assert_eq!(
        (result.outcome, result.reason, result.battles),
        (Outcome::Draw, EndReason::BattleLimit, 10)
    );
}

/// With two cards down, A [5, 2, 3] can fight the war B [5, 4] cannot.
#[test]
fn the_number_of_war_cards_is_a_rule() {
    let rules = Rules {
        war_cards: 2,
        ..Rules::default()
    };
    let result = War::with_rules(&[5, 5, 2, 4, 3], rules).simulate_game();
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::WinA, EndReason::ShortForWar)
    );
}

/// With a limit of 1, `3 2` empties B in battle 1;
/// the decided order calls it a technical draw, the other order a win.
#[rstest]
#[case::limit_first(LimitOrder::LimitFirst, Outcome::Draw, EndReason::BattleLimit)]
#[case::empty_first(LimitOrder::EmptyFirst, Outcome::WinA, EndReason::EmptyDeck)]
fn the_order_of_the_end_checks_is_a_rule(
    #[case] limit_order: LimitOrder,
    #[case] outcome: Outcome,
    #[case] reason: EndReason,
) {
    let rules = Rules {
        limit: 1,
        limit_order,
        ..Rules::default()
    };
    let result = War::with_rules(&[3, 2], rules).simulate_game();
    assert_eq!(
        (result.outcome, result.reason, result.battles),
        (outcome, reason, 1)
    );
}

/// A [4, 1, 2, 3] against B [4, 1, 3], with a limit of 1: the tie on the
/// last allowed battle is fought (B, with 2 cards, is short and loses)
/// as decided, or a technical draw when `limit_ends_war` is set.
#[rstest]
#[case::war_is_fought(false, Outcome::WinA, EndReason::ShortForWar)]
#[case::limit_ends_war(true, Outcome::Draw, EndReason::BattleLimit)]
fn a_tie_on_the_last_battle(
    #[case] limit_ends_war: bool,
    #[case] outcome: Outcome,
    #[case] reason: EndReason,
) {
    let rules = Rules {
        limit: 1,
        limit_ends_war,
        ..Rules::default()
    };
    let result = War::with_rules(&[4, 4, 1, 1, 2, 3, 3], rules).simulate_game();
    assert_eq!(
        (result.outcome, result.reason, result.battles),
        (outcome, reason, 1)
    );
}

/// With the pile reversed, B takes `2 3` as `3 2`: B's deck after battle 1
/// of `2 3 4 5` is `5 3 2` instead of `5 2 3`.
#[test]
fn the_pickup_order_can_be_reversed() {
    let rules = Rules {
        pickup: Pickup::Reversed,
        ..Rules::default()
    };
    let trace = Trace::record(&[2, 3, 4, 5], rules);
    let first = &trace.battles[0];
    assert_eq!(first.deck_b, vec![5, 3, 2]);
    // A war's pile comes back reversed too: the battle cards of the war's
    // second battle come first.
    let result = War::with_rules(&[2, 2, 8, 6, 9, 7, 10, 11, 5, 6, 4, 4], rules).simulate_game();
    assert_eq!(result.outcome, Outcome::WinB);
}

/// An empty deck is a draw as decided; A, checked first, loses when the
/// both-empty check is misread.
#[rstest]
#[case::draw(BothEmpty::Draw, Outcome::Draw, EndReason::BothEmpty)]
#[case::a_loses(BothEmpty::ALoses, Outcome::WinB, EndReason::EmptyDeck)]
fn both_decks_empty(
    #[case] both_empty: BothEmpty,
    #[case] outcome: Outcome,
    #[case] reason: EndReason,
) {
    let rules = Rules {
        both_empty,
        ..Rules::default()
    };
    let result = War::with_rules(&[], rules).simulate_game();
    assert_eq!((result.outcome, result.reason), (outcome, reason));
    // Both put their last three cards down for a war: both are empty at
    // the start of battle 2.
    let result = War::with_rules(&[7, 7, 1, 2, 3, 4, 5, 6], rules).simulate_game();
    assert_eq!(
        (result.outcome, result.reason, result.battles),
        (outcome, reason, 1)
    );
}

/// The state a finished game shows: the pile of the war B could not fight,
/// and the battles played.
#[test]
fn a_finished_game_shows_its_pile_and_battles() {
    let mut war = War::new(&[5, 5, 2, 4, 3]);
    let result = war.simulate_game();
    assert_eq!(war.pile(), &[5, 5]);
    assert_eq!(war.battles(), 1);
    assert_eq!(result.battles, war.battles());
    let mut longer = War::new(&[2, 3, 4, 5]);
    longer.simulate_game();
    assert_eq!(longer.battles(), 2);
    assert!(longer.pile().is_empty());
}

/// The Java `Integer ==` mistake, as data: equal cards tie only from -128
/// to 127, where Java caches its `Integer`s; other equal cards are not `==`
/// and not `>`, so B takes them. Unequal cards compare as usual.
#[rstest]
#[case::cached_equal_cards_tie(&[5, 5], Outcome::Draw)]
#[case::lowest_cached_value_ties(&[-128, -128], Outcome::Draw)]
#[case::highest_cached_value_ties(&[127, 127], Outcome::Draw)]
#[case::equal_cards_above_the_cache_go_to_b(&[128, 128], Outcome::WinB)]
#[case::equal_cards_below_the_cache_go_to_b(&[-129, -129], Outcome::WinB)]
#[case::higher_card_outside_the_cache_wins(&[200, 100], Outcome::WinA)]
#[case::lower_card_outside_the_cache_loses(&[100, 200], Outcome::WinB)]
fn java_integer_identity_compares_like_the_mistake(#[case] deck: &[i32], #[case] outcome: Outcome) {
    let rules = Rules {
        compare: war_kata::war::rules::Compare::JavaIntegerIdentity,
        ..Rules::default()
    };
    assert_eq!(
        War::with_rules(deck, rules).simulate_game().outcome,
        outcome
    );
}

/// Rule: Brent's check saves the state after rounds 1, 3, 7, ... and
/// compares each later round with the last save. A 3 1 against B 2 4
/// returns to the deal every 4 rounds (3 beats 2, 4 beats 1, 3 beats 1,
/// 4 beats 2), so the state after round 7 is found equal to the one saved
/// after round 3: a limit of 7 rounds lets the cycle be seen, a limit of
/// 6 ends the game first. (Saves after rounds 1, 2, 4, ... would see it
/// only at round 8.)
#[rstest]
#[case::seen_at_round_7(7, Some(Cycle { first_repeat: 4, period: 4, period_rounds: 4 }))]
#[case::not_before(6, None)]
fn a_cycle_is_reported_once_brent_s_check_sees_it(
    #[case] limit: u32,
    #[case] cycle: Option<Cycle>,
) {
    let rules = Rules {
        limit,
        limit_unit: LimitUnit::Rounds,
        ..Rules::default()
    };
    let result = War::from_hands(&[3, 1], &[2, 4], rules).simulate_game();
    assert_eq!(
        (result.reason, result.rounds),
        (EndReason::BattleLimit, limit)
    );
    assert_eq!(result.cycle, cycle);
}
