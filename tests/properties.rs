//! Property tests of the reference, `War`: invariants every game must
//! keep, checked on generated decks, and the worked examples of the
//! assignment's rules with their decks at the end. (The fast engine is
//! checked against the reference by `tests/differential.rs`.)
//!
//! Small decks with few distinct values (1 to 4 or so) make wars, double wars
//! and players running short for a war frequent; decks of any `i32` check
//! that nothing depends on the cards being small or positive.

use proptest::prelude::*;
use war_kata::war::rules::Deal;
use war_kata::war::stats::{dealt_weight, deck_weight};
use war_kata::{EndReason, GameResult, Outcome, Resolution, Rules, Trace, War};

/// The assignment's battle limit, written out here rather than read from
/// [`Rules`].
const BATTLE_LIMIT: u32 = 1000;

/// How many cards each player puts down in a war.
const WAR_CARDS: usize = 3;

// ---------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------

/// Decks of up to 30 cards valued 1 to 4: wars and double wars are frequent.
fn small_deck() -> impl Strategy<Value = Vec<i32>> {
    proptest::collection::vec(1..=4i32, 0..=30)
}

/// Decks of up to 30 cards valued 1 to `max`, `max` from 1 (every battle a
/// tie) to 6 (ties rarer).
fn narrow_deck() -> impl Strategy<Value = Vec<i32>> {
    (1..=6i32).prop_flat_map(|max| proptest::collection::vec(1..=max, 0..=30))
}

/// Decks of up to 60 cards of any value, extremes included.
fn wide_deck() -> impl Strategy<Value = Vec<i32>> {
    proptest::collection::vec(any::<i32>(), 0..=60)
}

/// Any of the above.
fn any_deck() -> impl Strategy<Value = Vec<i32>> {
    prop_oneof![small_deck(), narrow_deck(), wide_deck()]
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// `cards` in ascending order: two piles hold the same cards when their
/// sorted forms are equal.
fn sorted(cards: impl IntoIterator<Item = i32>) -> Vec<i32> {
    let mut cards: Vec<i32> = cards.into_iter().collect();
    cards.sort_unstable();
    cards
}

/// The state the game ended in: A's deck, B's deck and the pile after the
/// last battle, or the dealt decks and an empty pile when no battle was
/// played.
fn final_state(trace: &Trace) -> (&[i32], &[i32], &[i32]) {
    match trace.battles.last() {
        Some(last) => (&last.deck_a, &last.deck_b, &last.pile),
        None => (&trace.dealt_a, &trace.dealt_b, &[]),
    }
}

// ---------------------------------------------------------------------------
// The worked examples
// ---------------------------------------------------------------------------

/// How a game of the reference ended, and both decks at the end.
#[derive(Debug)]
struct Played {
    /// 1 when A wins, -1 when B wins, 0 for a draw.
    winner: i32,
    battles: u32,
    reason: EndReason,
    deck_a: Vec<i32>,
    deck_b: Vec<i32>,
}

/// Plays `deck` by the assignment's rules.
fn played(deck: &[i32]) -> Played {
    let mut war = War::new(deck);
    let result = war.simulate_game();
    Played {
        winner: result.outcome.code(),
        battles: result.battles,
        reason: result.reason,
        deck_a: war.deck_a().iter().copied().collect(),
        deck_b: war.deck_b().iter().copied().collect(),
    }
}

/// Deck 2 3 4 5: A gets 2 4, B gets 3 5; B wins both battles and A has no
/// cards left at the start of battle 3.
#[test]
fn b_wins_2_3_4_5_after_two_battles() {
    let result = played(&[2, 3, 4, 5]);
    assert_eq!(result.winner, -1);
    assert_eq!(result.battles, 2);
    assert_eq!(result.reason, EndReason::EmptyDeck);
    assert_eq!(result.deck_a, Vec::<i32>::new());
    assert_eq!(result.deck_b, vec![2, 3, 4, 5]);
}

/// Deck 2 2 8 6 9 7 10 11 5 6 4 4: a tie on 2, a war won by B's 6 over A's 5,
/// then a tie on 4 in battle 3 with A out of cards: A is short for the war
/// and B wins.
#[test]
fn b_wins_in_battle_3_when_a_is_short_for_war() {
    let result = played(&[2, 2, 8, 6, 9, 7, 10, 11, 5, 6, 4, 4]);
    assert_eq!(result.winner, -1);
    assert_eq!(result.battles, 3);
    assert_eq!(result.reason, EndReason::ShortForWar);
    assert!(result.deck_a.len() < WAR_CARDS);
    assert!(result.deck_b.len() >= WAR_CARDS);
}

/// Deck 5 5 2 4 3: A gets 5 2 3, B gets 5 4; the first battle is a tie and
/// neither player has three cards left: a draw in battle 1.
#[test]
fn draw_5_5_2_4_3_in_battle_1_both_short() {
    let result = played(&[5, 5, 2, 4, 3]);
    assert_eq!(result.winner, 0);
    assert_eq!(result.battles, 1);
    assert_eq!(result.reason, EndReason::BothShortForWar);
    assert_eq!(result.deck_a, vec![2, 3]);
    assert_eq!(result.deck_b, vec![4]);
}

/// An empty deck: both players are empty at the start of battle 1, a draw.
#[test]
fn draw_on_an_empty_deck() {
    let result = played(&[]);
    assert_eq!(result.winner, 0);
    assert_eq!(result.battles, 0);
    assert_eq!(result.reason, EndReason::BothEmpty);
}

/// Eight equal cards: A 1 1 1 1 against B 1 1 1 1 tie, and the war takes
/// both players' last three cards; both decks are empty at the start of
/// battle 2, a draw with the whole deck on the pile.
#[test]
fn draw_when_a_war_empties_both_decks() {
    let result = played(&[1; 8]);
    assert_eq!(result.winner, 0);
    assert_eq!(result.battles, 1);
    assert_eq!(result.reason, EndReason::BothEmpty);
}

/// Deck 1 2 2 1: A gets 1 2, B gets 2 1, and the game cycles with period two
/// (A 2 1 against B 1 2 after battles 2, 4, 6, ...): a technical draw after
/// 1000 battles.
#[test]
fn technical_draw_when_the_game_cycles() {
    let result = played(&[1, 2, 2, 1]);
    assert_eq!(result.winner, 0);
    assert_eq!(result.battles, BATTLE_LIMIT);
    assert_eq!(result.reason, EndReason::BattleLimit);
}

/// A deck, found by search, whose battle 1000 takes A's last card: the limit
/// is checked before the empty decks (rule 2), so the game is a technical
/// draw, not a win for B.
const EMPTIED_ON_BATTLE_1000: [i32; 42] = [
    8, 6, 5, 11, 4, 1, 12, 7, 5, 8, 4, 1, 12, 12, 7, 9, 10, 7, 7, 6, 12, 6, 9, 3, 3, 1, 2, 8, 1,
    10, 1, 8, 4, 5, 6, 1, 5, 11, 12, 7, 3, 6,
];

/// The limit comes first: when battle 1000 empties A's deck, the game is
/// still a technical draw.
#[test]
fn technical_draw_even_when_battle_1000_empties_a_deck() {
    let result = played(&EMPTIED_ON_BATTLE_1000);
    assert_eq!(result.winner, 0);
    assert_eq!(result.battles, BATTLE_LIMIT);
    assert_eq!(result.reason, EndReason::BattleLimit);
    assert!(result.deck_a.is_empty());
    assert_eq!(result.deck_b.len(), EMPTIED_ON_BATTLE_1000.len());
}

/// A war puts A's three cards on the pile before B's, and the winner of the
/// battle that settles it takes the whole pile in order: A 1 1 1 1 2 against
/// B 1 3 3 3 1 ties on 1, and A's 2 then takes 1 1 1 1 1 3 3 3 2 1.
#[test]
fn war_winner_takes_the_pile_in_order() {
    // A: 1 1 1 1 2, B: 1 3 3 3 1.
    let result = played(&[1, 1, 1, 3, 1, 3, 1, 3, 2, 1]);
    assert_eq!(result.winner, 1);
    assert_eq!(result.battles, 2);
    assert_eq!(result.reason, EndReason::EmptyDeck);
    assert_eq!(result.deck_a, vec![1, 1, 1, 1, 1, 3, 3, 3, 2, 1]);
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The weight `war stats` works out from the deck before the deal is
    /// the weight of the hands the deal makes, under either deal.
    #[test]
    fn the_dealt_weight_is_the_weight_of_the_dealt_hands(deck in any_deck(), halves in any::<bool>()) {
        let deal = if halves { Deal::Halves } else { Deal::Alternate };
        let war = War::with_rules(&deck, Rules { deal, ..Rules::default() });
        prop_assert_eq!(dealt_weight(&deck, deal), deck_weight(war.deck_a(), war.deck_b()));
    }

    /// Cards are conserved: the deal splits the deck between A and B, and
    /// after every battle A's deck, B's deck and the pile together hold
    /// exactly the dealt cards.
    #[test]
    fn cards_are_conserved_at_every_battle(deck in any_deck()) {
        let trace = Trace::record(&deck, Rules::default());
        let dealt = sorted(deck.iter().copied());
        prop_assert_eq!(
            sorted(trace.dealt_a.iter().chain(&trace.dealt_b).copied()),
            dealt.clone()
        );
        for record in &trace.battles {
            let now = sorted(
                record.deck_a.iter().chain(&record.deck_b).chain(&record.pile).copied(),
            );
            prop_assert_eq!(&now, &dealt, "after battle {}", record.number);
        }
    }

    /// The same deck always gives the same game: recording it twice gives
    /// equal traces, and a fresh `War` gives the same result.
    #[test]
    fn the_same_deck_always_gives_the_same_trace(deck in any_deck()) {
        let first = Trace::record(&deck, Rules::default());
        let second = Trace::record(&deck, Rules::default());
        prop_assert_eq!(&first, &second);
        prop_assert_eq!(first.to_string(), second.to_string());
        prop_assert_eq!(War::new(&deck).simulate_game(), first.result);
    }

    /// At most 1000 battles are played, the battles are numbered 1, 2, 3, ...
    /// and counted in the result, and a technical draw has exactly 1000.
    #[test]
    fn at_most_1000_battles_are_played(deck in any_deck()) {
        let trace = Trace::record(&deck, Rules::default());
        let result = trace.result;
        prop_assert!(result.battles <= BATTLE_LIMIT);
        prop_assert_eq!(result.battles as usize, trace.battles.len());
        for (i, record) in trace.battles.iter().enumerate() {
            prop_assert_eq!(record.number as usize, i + 1);
        }
        if result.reason == EndReason::BattleLimit {
            prop_assert_eq!(result.battles, BATTLE_LIMIT);
        }
    }

    /// The outcome agrees with the state the game ended in: the decks and
    /// the pile after the last battle (the dealt decks if none was played).
    #[test]
    fn the_outcome_agrees_with_the_final_state(deck in any_deck()) {
        let trace = Trace::record(&deck, Rules::default());
        check_outcome_against_final_state(&trace)?;
    }

    /// `War::find_winner` gives the code of `simulate_game`'s outcome, and
    /// `simulate_game` gives the trace's result; playing a finished game
    /// again gives the same result.
    #[test]
    fn find_winner_agrees_with_simulate_game_and_the_trace(deck in any_deck()) {
        let mut war = War::new(&deck);
        let result = war.simulate_game();
        prop_assert_eq!(War::find_winner(&deck), result.outcome.code());
        prop_assert_eq!(result, Trace::record(&deck, Rules::default()).result);
        prop_assert_eq!(war.simulate_game(), result);
    }
}

/// The checks of [`the_outcome_agrees_with_the_final_state`], one reason at a
/// time.
fn check_outcome_against_final_state(trace: &Trace) -> Result<(), TestCaseError> {
    let GameResult {
        outcome,
        reason,
        battles,
        ..
    } = trace.result;
    let (deck_a, deck_b, pile) = final_state(trace);
    let last = trace.battles.last();
    let last_was_a_tie = last.is_some_and(|record| record.card_a == record.card_b);

    // The outcome's code is the assignment's: 1, -1 or 0.
    let expected_code = match outcome {
        Outcome::WinA => 1,
        Outcome::WinB => -1,
        Outcome::Draw => 0,
    };
    prop_assert_eq!(outcome.code(), expected_code);

    match reason {
        EndReason::EmptyDeck => {
            // Decided at the start of a battle, so before the limit.
            prop_assert!(battles < BATTLE_LIMIT);
            match outcome {
                Outcome::WinA => prop_assert!(!deck_a.is_empty() && deck_b.is_empty()),
                Outcome::WinB => prop_assert!(deck_a.is_empty() && !deck_b.is_empty()),
                Outcome::Draw => prop_assert!(false, "an empty deck is never a draw"),
            }
        }
        EndReason::BothEmpty => {
            // Both decks can only run out together before any battle (an
            // empty deck) or in a war that took both players' last three
            // cards: the pile then holds every card.
            prop_assert_eq!(outcome, Outcome::Draw);
            prop_assert!(battles < BATTLE_LIMIT);
            prop_assert!(deck_a.is_empty() && deck_b.is_empty());
            if battles == 0 {
                prop_assert!(pile.is_empty());
            } else {
                prop_assert!(last_was_a_tie);
                prop_assert_eq!(last.map(|record| record.resolution), Some(Resolution::War));
                prop_assert_eq!(pile.len(), trace.dealt_a.len() + trace.dealt_b.len());
            }
        }
        EndReason::ShortForWar => {
            prop_assert!((1..=BATTLE_LIMIT).contains(&battles));
            prop_assert!(last_was_a_tie);
            let (loser, winner) = match outcome {
                Outcome::WinA => (deck_b, deck_a),
                Outcome::WinB => (deck_a, deck_b),
                Outcome::Draw => return Err(TestCaseError::fail("short for war is never a draw")),
            };
            prop_assert!(loser.len() < WAR_CARDS);
            prop_assert!(winner.len() >= WAR_CARDS);
            prop_assert_eq!(
                last.map(|record| record.resolution),
                Some(Resolution::ShortForWar {
                    a_short: deck_a.len() < WAR_CARDS,
                    b_short: deck_b.len() < WAR_CARDS,
                })
            );
        }
        EndReason::BothShortForWar => {
            prop_assert_eq!(outcome, Outcome::Draw);
            prop_assert!((1..=BATTLE_LIMIT).contains(&battles));
            prop_assert!(last_was_a_tie);
            prop_assert!(deck_a.len() < WAR_CARDS && deck_b.len() < WAR_CARDS);
        }
        EndReason::BattleLimit => {
            prop_assert_eq!(outcome, Outcome::Draw);
            prop_assert_eq!(battles, BATTLE_LIMIT);
            prop_assert_eq!(trace.battles.len(), BATTLE_LIMIT as usize);
        }
        EndReason::SafetyLimit | EndReason::Cycle => {
            return Err(TestCaseError::fail(format!(
                "the assignment's rules have a limit and never end by {reason:?}"
            )));
        }
    }
    Ok(())
}
