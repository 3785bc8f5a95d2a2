//! A battle of the fast engine allocates nothing: the deal gives the decks
//! and the pile room for every card, so a whole untraced game runs without
//! the allocator.
//! The same holds for a round of UNO: the deal gives every hand and pile
//! room for the whole deck.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use war_kata::war::engine::{Engine, Ring};
use war_kata::Rules;

/// The system allocator, counting the allocations of the current thread.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocations made on this thread while `f` runs.
fn allocations_during(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn an_untraced_game_allocates_nothing_after_the_deal() {
    // 52 cards, 4 of each value from 2 to 14, in an order with wars.
    let deck: Vec<i32> = (0..52).map(|i| 2 + (i * 7) % 13).collect();
    let mut war = Engine::with_rules(&deck, Rules::default());
    let mut result = None;
    let count = allocations_during(|| result = Some(war.simulate_game()));
    let result = result.expect("the game was played");
    assert!(
        result.battles > 10,
        "the game should be long enough to matter: {result:?}"
    );
    assert!(result.wars > 0, "the game should have wars: {result:?}");
    assert_eq!(count, 0);
}

/// A [9, 8, 7, 6] against B [1]: A's deck grows to all five cards, which
/// the room given at the start must already hold.
#[test]
fn a_game_from_uneven_hands_allocates_nothing_after_the_start() {
    let mut war = Engine::from_hands(&[9, 8, 7, 6], &[1], Rules::default());
    let count = allocations_during(|| {
        war.simulate_game();
    });
    assert_eq!(war.deck_a().len(), 5);
    assert_eq!(count, 0);
}

/// Reserving room a deck already has moves nothing.
#[test]
fn reserving_room_a_deck_has_allocates_nothing() {
    let mut deck = Ring::with_capacity(8);
    assert_eq!(allocations_during(|| deck.reserve(8)), 0);
}

/// Fifteen seats refill the draw pile at every turn of a `jones` round
/// and the `mattel` round shuffles its refills: neither allocates once
/// dealt.
#[test]
fn an_untraced_round_of_uno_allocates_nothing_after_the_deal() {
    use war_kata::kit::montecarlo::game_rng;
    use war_kata::uno::card::build_order;
    use war_kata::uno::stats::deal;
    use war_kata::uno::{Jackass, NoTrace, OldestFirst, Preset, Shuffled, Uno};

    let mut deck = build_order();
    deal(1, 3, &mut deck);
    for (preset, players) in [
        (Preset::Jones, 15),
        (Preset::Mattel, 15),
        (Preset::Jones, 4),
    ] {
        let mut round = Uno::deal(&deck, players, preset.rules()).expect("dealt");
        let mut seats = vec![Jackass; players];
        let mut refill = Shuffled(game_rng(1, 3));
        let mut result = None;
        let count = allocations_during(|| {
            result = Some(round.play(&mut seats, &mut refill, &mut NoTrace));
        });
        let result = result.expect("the round was played");
        assert!(result.turns > 10, "{result:?}");
        assert_eq!(count, 0, "{preset} with {players} seats");
        let mut again = Uno::deal(&deck, players, preset.rules()).expect("dealt");
        let count = allocations_during(|| {
            again.play(&mut seats, &mut OldestFirst, &mut NoTrace);
        });
        assert_eq!(count, 0, "{preset} with {players} seats, oldest first");
    }
}

#[test]
fn the_counter_sees_allocations() {
    let count = allocations_during(|| drop(std::hint::black_box(vec![1, 2, 3])));
    assert!(count > 0);
}
