//! `war trace` streams: the golden trace of a game is written battle by
//! battle as the game is played, for every preset, in memory of the deck's
//! size rather than the trace's, and byte for byte the text of [`Trace`].

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::fmt;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use war_kata::kit::locale::Locale;
use war_kata::war::rules::Preset;
use war_kata::war::trace::write_trace;
use war_kata::GameFixture;
use war_kata::{Trace, War};

/// The system allocator, keeping the bytes the current thread holds and
/// their peak.
struct Peak;

thread_local! {
    static HELD: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
}

/// Adds `grown` bytes to those held (and `shrunk` off), raising the peak.
fn account(grown: usize, shrunk: usize) {
    // The thread-locals are const-initialised: no allocation here.
    let held = HELD.with(|held| {
        held.set(held.get().saturating_add(grown).saturating_sub(shrunk));
        held.get()
    });
    PEAK.with(|peak| peak.set(peak.get().max(held)));
}

unsafe impl GlobalAlloc for Peak {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        account(layout.size(), 0);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        account(0, layout.size());
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        account(new_size, layout.size());
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Peak = Peak;

/// The most bytes this thread held at once while `f` ran, beyond those it
/// held before.
fn peak_during<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = HELD.with(Cell::get);
    PEAK.with(|peak| peak.set(before));
    let value = f();
    (value, PEAK.with(Cell::get) - before)
}

/// A sink that counts the bytes written to it and keeps none.
#[derive(Default)]
struct Count(usize);

impl fmt::Write for Count {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0 += text.len();
        Ok(())
    }
}

/// `cards` cards of the values 2 to 14, shuffled by `seed`.
fn shuffled(cards: usize, seed: u64) -> Vec<i32> {
    let mut deck: Vec<i32> = (0..cards).map(|i| 2 + (i % 13) as i32).collect();
    deck.shuffle(&mut rand_pcg::Pcg64::seed_from_u64(seed));
    deck
}

/// For every preset (its limit cut to 2,000 so that the test is quick: the
/// memory a streamed trace needs does not depend on it), a game of 4,000
/// cards is traced in memory a small multiple of the deck's, while the text
/// it writes is some fifty times larger or more.
#[test]
fn a_streamed_trace_takes_memory_of_the_deck_not_of_the_trace() {
    let deck = shuffled(4_000, 1);
    let deck_bytes = deck.len() * std::mem::size_of::<i32>();
    // The messages are read once a process, not once a trace: read them
    // before measuring.
    war_kata::war::lang::catalog();
    for preset in Preset::ALL {
        let mut rules = preset.rules();
        rules.limit = rules.limit.min(2_000);
        let war = War::with_rules(&deck, rules);
        let mut out = Count::default();
        let (result, peak) = peak_during(|| write_trace(&mut out, Some(&deck), war, Locale::En));
        let result = result.expect("a count never fails");
        assert!(result.battles >= 1_000, "{preset}: {result:?}");
        assert!(
            peak < 16 * deck_bytes + (64 << 10),
            "{preset}: {peak} bytes held at once for a deck of {deck_bytes}"
        );
        assert!(
            out.0 > 50 * peak,
            "{preset}: {} bytes written, {peak} held",
            out.0
        );
    }
}

/// The streamed trace is the golden trace text, byte for byte: for every
/// fixture, and for random decks of sizes up to 60 under every preset
/// (games that end by a cycle among them, whose battles past the first
/// repeat are not written).
#[test]
fn a_streamed_trace_is_the_golden_text() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let files = war_kata::war::fixture::fixture_paths(&[folder]).expect("the fixtures");
    let mut cycles = 0;
    for path in &files.paths {
        let file = war_kata::FixtureFile::load(path).expect("a fixture");
        let fixture = &file.fixture;
        let rules = fixture.rules.rules;
        let deck = fixture.deck.as_ref().filter(|_| fixture.hands.is_none());
        let expected = fixture.trace_with(rules).to_string();
        let mut streamed = String::new();
        write_trace(
            &mut streamed,
            deck.map(|deck| deck.0.as_slice()),
            fixture.war(rules),
            Locale::En,
        )
        .expect("a string never fails");
        assert_eq!(streamed, expected, "{} under {rules:?}", path.display());
    }
    for cards in (0..=60).step_by(4) {
        for seed in 0..8 {
            let deck = shuffled(cards, seed);
            for preset in Preset::ALL {
                // A limit of 3,000 keeps the test quick; cycles come sooner.
                let mut rules = preset.rules();
                rules.limit = rules.limit.min(3_000);
                let trace = Trace::record(&deck, rules);
                cycles += usize::from(trace.result.cycle.is_some());
                let mut streamed = String::new();
                let war = War::with_rules(&deck, rules);
                write_trace(&mut streamed, Some(&deck), war, Locale::En)
                    .expect("a string never fails");
                assert_eq!(streamed, trace.to_string(), "{rules:?}: {deck:?}");
            }
        }
    }
    assert!(cycles > 0, "no game of the test ended in a cycle");
}
