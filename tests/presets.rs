//! The presets: each plays its source's rules and examples.

use rstest::rstest;
use war_kata::war::rules::{Preset, SAFETY_LIMIT};
use war_kata::{parse_deck, EndReason, GameResult, Outcome, Resolution, Trace, War};

/// Plays hands written in any card notation under `preset`.
fn play(preset: Preset, a: &str, b: &str) -> GameResult {
    War::from_hands(&cards(a), &cards(b), preset.rules()).simulate_game()
}

/// The trace of hands under `preset`.
fn trace(preset: Preset, a: &str, b: &str) -> Trace {
    Trace::record_game(None, War::from_hands(&cards(a), &cards(b), preset.rules()))
}

fn cards(text: &str) -> Vec<i32> {
    parse_deck(text, "test", 1).expect("the test's cards are written right")
}

#[test]
fn every_preset_is_named_and_read_back() {
    for preset in Preset::ALL {
        assert_eq!(preset.name().parse::<Preset>(), Ok(preset));
        assert!(!preset.source().is_empty());
    }
    assert!("nope".parse::<Preset>().is_err());
}

#[test]
fn the_default_rules_are_umass() {
    assert_eq!(Preset::Umass.rules(), war_kata::Rules::default());
}

// --- CodinGame ----------------------------------------------------------

/// The puzzle statement's example: after one round player 1 holds
/// `5H 6S 10D 9S 8D KH 7D 10H 7H 5C QC 2C` and player 2 `4H 6D`.
#[test]
fn codingame_statement_example_after_one_round() {
    let trace = trace(
        Preset::Codingame,
        "10D 9S 8D KH 7D 5H 6S",
        "10H 7H 5C QC 2C 4H 6D",
    );
    let settled = &trace.battles[1];
    assert_eq!(trace.battles[0].resolution, Resolution::War);
    assert_eq!(
        settled.deck_a,
        cards("5H 6S 10D 9S 8D KH 7D 10H 7H 5C QC 2C")
    );
    assert_eq!(settled.deck_b, cards("4H 6D"));
}

#[derive(serde::Deserialize)]
struct CodingameCases {
    cases: Vec<CodingameCase>,
}

#[derive(serde::Deserialize)]
struct CodingameCase {
    name: String,
    p1: String,
    p2: String,
    expected: String,
}

/// CodinGame's nine public test cases (`tests/data/codingame_war_cases.json`,
/// collected from two public solution repositories): the winner and the
/// rounds, or PAT.
#[test]
fn codingame_public_test_cases() {
    let text = include_str!("data/codingame_war_cases.json");
    let data: CodingameCases = serde_json::from_str(text).expect("the cases are JSON");
    assert_eq!(data.cases.len(), 9);
    let mut wrong = Vec::new();
    for case in &data.cases {
        let result = play(Preset::Codingame, &case.p1, &case.p2);
        let answer = match result.outcome {
            Outcome::WinA => format!("1 {}", result.rounds),
            Outcome::WinB => format!("2 {}", result.rounds),
            Outcome::Draw => "PAT".to_string(),
        };
        if answer != case.expected {
            wrong.push(format!(
                "{}: expected {}, got {answer} ({result:?})",
                case.name, case.expected
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Running out while putting the three cards down is a PAT...
#[test]
fn codingame_running_short_in_a_war_is_a_pat() {
    let result = play(Preset::Codingame, "5 1 2", "5 6 7 8");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::Draw, EndReason::ShortForWar)
    );
}

/// ...and so is having no card for the battle that settles the war.
#[test]
fn codingame_no_card_for_the_settling_battle_is_a_pat() {
    let result = play(Preset::Codingame, "5 1 2 3", "5 6 7 8 9");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::Draw, EndReason::ShortForWar)
    );
    assert_eq!(result.battles, 1);
}

/// A war and the battles that settle it are one round.
#[test]
fn codingame_counts_a_war_as_one_round() {
    let result = play(Preset::Codingame, "8C KD AH QH 2S", "8D 2D 3H 4D 3S");
    assert_eq!(
        (result.outcome, result.rounds, result.battles),
        (Outcome::WinB, 1, 2)
    );
}

// --- Jones ----------------------------------------------------------------

/// Three down and the fourth flipped: with four cards after the battle, A
/// can fight; the flipped 4 loses to 9 and B takes the pile in the order
/// battle cards, A's three, B's three, the flipped cards.
#[test]
fn jones_war_puts_three_down_and_flips_the_fourth() {
    let trace = trace(Preset::Jones, "5 1 2 3 4", "5 6 7 8 9");
    let settled = &trace.battles[1];
    assert_eq!((settled.card_a, settled.card_b), (4, 9));
    assert_eq!(settled.deck_b, vec![5, 5, 1, 2, 3, 6, 7, 8, 4, 9]);
    assert_eq!(trace.result.outcome, Outcome::WinB);
}

/// Fewer than four cards when the war starts loses at once, Player 1
/// checked first: with 3 and 2 cards both are short, and Player 1 loses.
#[test]
fn jones_player_1_loses_when_both_are_short() {
    let result = play(Preset::Jones, "5 1 2 3", "5 1 2");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::WinB, EndReason::BothShortForWar)
    );
}

#[test]
fn jones_three_cards_after_the_battle_are_not_enough() {
    let result = play(Preset::Jones, "5 1 2 3", "5 6 7 8 9");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::WinB, EndReason::ShortForWar)
    );
}

/// The game stops when more than 1000 turns have been played: after 1001.
#[test]
fn jones_stops_after_more_than_1000_turns() {
    let result = play(Preset::Jones, "3 1", "2 4");
    assert_eq!(
        (result.outcome, result.reason, result.rounds),
        (Outcome::Draw, EndReason::BattleLimit, 1001)
    );
}

// --- Stafford -------------------------------------------------------------

#[test]
fn stafford_needs_two_down_and_one_up() {
    let short = play(Preset::Stafford, "5 1 2", "5 6 7 8");
    assert_eq!(
        (short.outcome, short.reason),
        (Outcome::WinB, EndReason::ShortForWar)
    );
    let enough = trace(Preset::Stafford, "5 1 2 3", "5 6 7 8");
    assert_eq!(enough.battles[0].resolution, Resolution::War);
    assert_eq!((enough.battles[1].card_a, enough.battles[1].card_b), (3, 8));
}

#[test]
fn stafford_player_1_loses_when_both_are_short() {
    let result = play(Preset::Stafford, "5 1", "5 1");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::WinB, EndReason::BothShortForWar)
    );
}

/// The won cards go back in random order, from a seeded generator: the same
/// seed gives the same game, and the pile keeps its cards.
#[test]
fn stafford_shuffles_the_pile_reproducibly() {
    let deck: Vec<i32> = (0..52).map(|i| 2 + (i * 5) % 13).collect();
    let rules = |seed| war_kata::Rules {
        seed,
        ..Preset::Stafford.rules()
    };
    let first = Trace::record(&deck, rules(7));
    assert_eq!(first, Trace::record(&deck, rules(7)));
    let others: Vec<Trace> = (8..12)
        .map(|seed| Trace::record(&deck, rules(seed)))
        .collect();
    assert!(others.iter().any(|other| other.battles != first.battles));
    assert!(
        first.result.cycle.is_none(),
        "a shuffled game is not watched for cycles"
    );
}

#[test]
fn stafford_plays_to_the_end_without_a_limit_of_its_own() {
    let rules = Preset::Stafford.rules();
    assert!(!rules.limit_is_rule);
    assert_eq!(rules.limit, SAFETY_LIMIT);
}

// --- The kata ------------------------------------------------------------

/// After a plain battle the winner puts their own card first.
#[test]
fn kata_winner_puts_their_card_first() {
    let trace = trace(Preset::Kata, "Q", "K");
    assert_eq!(trace.battles[0].deck_b, cards("K Q"));
}

/// A war: one down, one up, and the pile is first A, first B, second A,
/// second B, third A, third B, taken in that order.
#[test]
fn kata_war_pile_alternates_players() {
    let trace = trace(Preset::Kata, "K N A", "K T Q");
    assert_eq!(trace.battles[1].deck_a, cards("K K N T A Q"));
    assert_eq!(trace.result.outcome, Outcome::WinA);
}

/// The document's `war` function when cards run short.
#[rstest]
#[case::both_out_of_cards_is_a_tie("K", "K", Outcome::Draw)]
#[case::a_out_of_cards_b_takes_the_stake("K", "K Q", Outcome::WinB)]
#[case::b_out_of_cards_a_takes_the_stake("K Q", "K", Outcome::WinA)]
#[case::both_with_one_card_is_a_tie("K A", "K Q", Outcome::Draw)]
#[case::a_with_one_card_b_takes_the_stake("K A", "K Q J", Outcome::WinB)]
#[case::b_with_one_card_a_takes_the_stake("K Q J", "K A", Outcome::WinA)]
fn kata_short_wars(#[case] a: &str, #[case] b: &str, #[case] outcome: Outcome) {
    assert_eq!(play(Preset::Kata, a, b).outcome, outcome);
}

/// The document's own example hands.
#[test]
fn kata_document_hands_play_to_an_end() {
    let result = play(Preset::Kata, "AKQJTNAKQJTN", "QQKKTTNNAJAJ");
    assert_ne!(result.reason, EndReason::SafetyLimit);
    assert_eq!(
        result.battles,
        trace(Preset::Kata, "AKQJTNAKQJTN", "QQKKTTNNAJAJ")
            .battles
            .len() as u32
    );
}

// --- Cycles -------------------------------------------------------------

/// A [3, 1] against B [2, 4] returns to its deal every 4 battles. The
/// assignment's rules play on to the limit and report the cycle.
#[test]
fn umass_reports_a_cycle_and_still_ends_at_the_limit() {
    let result = War::new(&[3, 2, 1, 4]).simulate_game();
    assert_eq!(
        (result.outcome, result.reason, result.battles),
        (Outcome::Draw, EndReason::BattleLimit, 1000)
    );
    let cycle = result.cycle.expect("the game cycles");
    assert_eq!(
        (cycle.first_repeat, cycle.period, cycle.period_rounds),
        (4, 4, 4)
    );
}

/// CodinGame has no limit: the cycling game ends as a cycle at the battle
/// where its state first repeats.
#[test]
fn a_preset_without_a_limit_ends_a_cycling_game_as_a_cycle() {
    let trace = trace(Preset::Codingame, "3 1", "2 4");
    assert_eq!(
        (
            trace.result.outcome,
            trace.result.reason,
            trace.result.battles
        ),
        (Outcome::Draw, EndReason::Cycle, 4)
    );
    assert_eq!(trace.battles.len(), 4);
    assert_eq!(trace.battles[3].deck_a, vec![3, 1]);
    assert_eq!(trace.battles[3].deck_b, vec![2, 4]);
}

/// A [1, 2] against B [2, 1]: after battle 2 the state is A [2, 1], B
/// [1, 2], and after battle 4 again: the cycle starts after the deal.
#[test]
fn a_cycle_can_start_after_the_deal() {
    let result = War::new(&[1, 2, 2, 1]).simulate_game();
    let cycle = result.cycle.expect("the game cycles");
    assert_eq!((cycle.first_repeat, cycle.period), (4, 2));
}

#[test]
fn a_game_that_ends_has_no_cycle() {
    assert_eq!(War::new(&[2, 3, 4, 5]).simulate_game().cycle, None);
}

// --- Details of the presets that only show at their edges --------------------

/// Each preset cites its source as a reader can find it, by its address,
/// and never by a file of the project's own notes, which no clone has.
#[test]
fn every_preset_cites_its_source() {
    for (preset, source) in [
        (Preset::Umass, "https://people.cs.umass.edu/~liberato/"),
        (
            Preset::Jones,
            "https://exceptionnotfound.net/modeling-the-card-game-war",
        ),
        (
            Preset::Stafford,
            "https://www.codeproject.com/Articles/37502/",
        ),
        (
            Preset::Kata,
            "https://undrivendevelopment.blogspot.com/2019/04/",
        ),
        (
            Preset::Codingame,
            "https://www.codingame.com/training/medium/winamax-battle",
        ),
    ] {
        assert!(
            preset.source().contains(source),
            "{preset}: {}",
            preset.source()
        );
        assert!(!preset.source().contains(".txt"), "{}", preset.source());
    }
}

/// Every preset but the assignment's checks the empty decks before the limit: with the limit
/// brought down to one, A [3] against B [2] is won by A (B is out of cards)
/// rather than stopped by the limit.
#[rstest]
#[case::jones(Preset::Jones)]
#[case::stafford(Preset::Stafford)]
#[case::kata(Preset::Kata)]
#[case::codingame(Preset::Codingame)]
fn empty_decks_come_before_the_limit(#[case] preset: Preset) {
    let overrides = serde_yaml::from_str("{limit: 1}").expect("YAML");
    let rules = war_kata::war::rules::override_rules(preset, overrides).expect("valid rules");
    let result = War::from_hands(&[3], &[2], rules).simulate_game();
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::WinA, EndReason::EmptyDeck)
    );
}

/// Stafford's war lays the cards one of each player in turn, as the
/// article's loop does; seen with the pickup as laid instead of shuffled.
#[test]
fn stafford_lays_war_cards_in_turn() {
    let overrides = serde_yaml::from_str("{pickup: as_played}").expect("YAML");
    let rules =
        war_kata::war::rules::override_rules(Preset::Stafford, overrides).expect("valid rules");
    let trace = Trace::record_game(
        None,
        War::from_hands(&cards("5 1 2 9"), &cards("5 3 4 8"), rules),
    );
    assert_eq!(trace.battles[0].pile, vec![5, 5, 1, 3, 2, 4]);
}

/// The sources without a limit get the safety net, reported as such.
#[rstest]
#[case::stafford(Preset::Stafford)]
#[case::kata(Preset::Kata)]
#[case::codingame(Preset::Codingame)]
fn presets_without_a_limit_have_the_safety_net(#[case] preset: Preset) {
    let rules = preset.rules();
    assert_eq!((rules.limit, rules.limit_is_rule), (SAFETY_LIMIT, false));
}

/// The kata lays its war cards A, B, A, B; with one card down that is the
/// same as A's then B's, so it shows with two.
#[test]
fn kata_lays_war_cards_in_turn() {
    let overrides = serde_yaml::from_str("{war_cards: 2}").expect("YAML");
    let rules = war_kata::war::rules::override_rules(Preset::Kata, overrides).expect("valid rules");
    let trace = Trace::record_game(
        None,
        War::from_hands(&cards("K N T A"), &cards("K J Q 9"), rules),
    );
    assert_eq!(trace.battles[0].pile, cards("K K N J T Q"));
}
