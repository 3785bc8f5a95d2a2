//! The watch for a return to an earlier state: a game whose pickup order is
//! fixed and whose decks come back as they were repeats forever.

use super::cards::Card;
use super::deck::{Deck, DeckView};
use super::outcome::Cycle;

/// A state's fingerprint ([`CycleWatch::fingerprint`]).
pub(super) type Fingerprint = (usize, Option<Card>, Option<Card>);

/// Looks for a return to an earlier state between rounds, with Brent's
/// algorithm: the state is compared with one saved 1, 2, 4, 8, ... rounds
/// back (saved after rounds 1, 3, 7, 15, ...), so the search needs no
/// memory beyond one saved state. It looks at each round's start once: a
/// second look at the same round does nothing, so the tight loop and the
/// battle path may both ask.
///
/// It also keeps a snapshot of the state every `spacing` rounds, so that
/// once the period is known, the round where the state first repeated is
/// found by replaying a few short stretches of the game from the snapshots,
/// rather than the whole game twice. It keeps at most `slots` of them (see
/// [`snapshot_slots`]), in room given when the game starts (so a game
/// allocates nothing): when they are all taken, every other one is dropped
/// and the spacing doubles.
#[derive(Debug, Clone)]
pub(super) struct CycleWatch {
    pub(super) dealt_a: Deck,
    pub(super) dealt_b: Deck,
    saved_a: Deck,
    saved_b: Deck,
    saved_battles: u32,
    saved_rounds: u32,
    power: u32,
    /// The rounds played when the watch last looked.
    looked: u32,
    /// The cards of the snapshots, `stride` cards each: A's deck, then B's.
    cards: Vec<Card>,
    /// Every card of the game: between rounds, both decks hold them all.
    stride: usize,
    /// Snapshot `i` was taken after `(i + 1) * spacing` rounds.
    snapshots: Vec<Snapshot>,
    /// How many snapshots may be kept.
    slots: usize,
    spacing: u32,
    pub(super) cycle: Option<Cycle>,
}

/// The most snapshots a watch keeps.
const SNAPSHOTS: usize = 64;

/// The cards all the snapshots of a watch may hold together: 32 KiB of
/// them, a few times a deck of thousands of cards.
const SNAPSHOT_CARDS: usize = 8192;

/// How many snapshots a watch keeps for a game of `total` cards: as many as
/// [`SNAPSHOT_CARDS`] hold, from 4 to [`SNAPSHOTS`], an even number.
fn snapshot_slots(total: usize) -> usize {
    (SNAPSHOT_CARDS / total.max(1)).clamp(4, SNAPSHOTS) & !1
}

/// How many rounds apart the first snapshots are taken: a power of two,
/// as every spacing after it.
const FIRST_SPACING: u32 = 64;

/// What a snapshot keeps beside its cards: the length of A's deck and the
/// counts so far.
#[derive(Debug, Clone, Copy)]
struct Snapshot {
    a_len: usize,
    battles: u32,
    rounds: u32,
    wars: u32,
}

/// A state the watch kept: each deck as the two slices of a ring, top
/// first, and the (battles, rounds, wars) counted until then.
pub(super) struct Kept<'w> {
    pub(super) a: (&'w [Card], &'w [Card]),
    pub(super) b: (&'w [Card], &'w [Card]),
    pub(super) counts: (u32, u32, u32),
}

impl CycleWatch {
    /// A watch starting from the dealt decks.
    pub(super) fn new(a: &Deck, b: &Deck, total: usize) -> CycleWatch {
        let mut watch = CycleWatch {
            dealt_a: Deck::new(),
            dealt_b: Deck::new(),
            saved_a: Deck::new(),
            saved_b: Deck::new(),
            saved_battles: 0,
            saved_rounds: 0,
            power: 1,
            looked: 0,
            cards: Vec::new(),
            stride: 0,
            snapshots: Vec::new(),
            slots: SNAPSHOTS,
            spacing: FIRST_SPACING,
            cycle: None,
        };
        watch.restart(a, b, total);
        watch
    }

    /// Starts watching anew from the dealt decks `a` and `b`, each copy
    /// given room for all `total` cards of the game.
    pub(super) fn restart(&mut self, a: &Deck, b: &Deck, total: usize) {
        // Until the first save, the saved state is the dealt one.
        for (copy, deck) in [(&mut self.dealt_a, a), (&mut self.dealt_b, b)] {
            copy.reserve(total);
            copy.clone_from(deck);
        }
        self.saved_a.reserve(total);
        self.saved_b.reserve(total);
        self.saved_battles = 0;
        self.saved_rounds = 0;
        self.power = 1;
        self.looked = 0;
        self.slots = snapshot_slots(total);
        self.cards.clear();
        self.cards.reserve(self.slots * total);
        self.stride = total;
        self.snapshots.clear();
        self.snapshots.reserve(self.slots);
        self.spacing = FIRST_SPACING;
        self.cycle = None;
    }

    /// A state's fingerprint: A's length and both top cards. Two states
    /// with different fingerprints differ, and the decks are compared whole
    /// only when the fingerprints are equal.
    #[inline(always)]
    pub(super) fn fingerprint<V: DeckView>(a: &V, b: &V) -> Fingerprint {
        (a.count(), a.top_card(), b.top_card())
    }

    /// While no cycle is found, for a loop that compares each round's state
    /// with the saved one by its fingerprint alone: the saved state's
    /// fingerprint, and the round after `rounds` (the rounds played, already
    /// looked at) at which [`CycleWatch::look`] must look whatever the
    /// fingerprint, to save the state or keep it as a snapshot. At the
    /// rounds between, a look would only compare the state, so a state
    /// whose fingerprint differs from the saved one's needs no look.
    #[inline(always)]
    pub(super) fn next_look(&self, rounds: u32) -> Option<(Fingerprint, u32)> {
        let (saved_a, saved_b) = self.saved();
        let saved = CycleWatch::fingerprint(saved_a, saved_b);
        let snapshot = (rounds | (self.spacing - 1)).saturating_add(1);
        let save = self.saved_rounds.saturating_add(self.power);
        self.cycle.is_none().then_some((saved, save.min(snapshot)))
    }

    /// The cycle found, if any.
    pub(super) fn cycle(&self) -> Option<Cycle> {
        self.cycle
    }

    /// Compares the state between two rounds with the saved one. Returns the
    /// period (in battles and rounds) when they are equal for the first time.
    /// Every `spacing` rounds, keeps the state as a snapshot. Looks at most
    /// once at the state after a given number of rounds.
    #[inline(always)]
    pub(super) fn look<V: DeckView>(
        &mut self,
        a: &V,
        b: &V,
        battles: u32,
        rounds: u32,
        wars: u32,
    ) -> Option<(u32, u32)> {
        if self.cycle.is_some() || rounds == self.looked {
            return None;
        }
        self.looked = rounds;
        if rounds & (self.spacing - 1) == 0 {
            self.snapshot(a, b, battles, rounds, wars);
        }
        // The fingerprints differ at most visits: compare them before the
        // decks.
        let (saved_a, saved_b) = self.saved();
        if CycleWatch::fingerprint(a, b) == CycleWatch::fingerprint(saved_a, saved_b)
            && a.same_as(saved_a)
            && b.same_as(saved_b)
        {
            return Some((battles - self.saved_battles, rounds - self.saved_rounds));
        }
        if rounds - self.saved_rounds == self.power {
            self.save(a, b, battles, rounds);
        }
        None
    }

    /// Saves the state after `rounds` rounds, and doubles the power: the
    /// next save comes twice as many rounds later.
    #[cold]
    #[inline(never)]
    fn save<V: DeckView>(&mut self, a: &V, b: &V, battles: u32, rounds: u32) {
        for (saved, deck) in [(&mut self.saved_a, a), (&mut self.saved_b, b)] {
            let (first, second) = deck.slices();
            saved.refill(first, second);
        }
        self.saved_battles = battles;
        self.saved_rounds = rounds;
        self.power *= 2;
    }

    /// The saved state: the dealt decks until the first save (the watch
    /// saves when the rounds since the last save reach its power, which
    /// then doubles from 1).
    #[inline(always)]
    fn saved(&self) -> (&Deck, &Deck) {
        if self.power == 1 {
            (&self.dealt_a, &self.dealt_b)
        } else {
            (&self.saved_a, &self.saved_b)
        }
    }

    /// Keeps the state after `rounds` rounds, a multiple of the spacing;
    /// when every snapshot is taken, first drops every other one and
    /// doubles the spacing.
    #[cold]
    #[inline(never)]
    fn snapshot<V: DeckView>(&mut self, a: &V, b: &V, battles: u32, rounds: u32, wars: u32) {
        if self.snapshots.len() == self.slots {
            // Snapshot 2i + 1 was taken after (i + 1) * 2 * spacing rounds.
            let half = self.slots / 2;
            for i in 0..half {
                let from = (2 * i + 1) * self.stride;
                self.cards
                    .copy_within(from..from + self.stride, i * self.stride);
                self.snapshots[i] = self.snapshots[2 * i + 1];
            }
            self.snapshots.truncate(half);
            self.cards.truncate(half * self.stride);
            self.spacing *= 2;
            if rounds & (self.spacing - 1) != 0 {
                return;
            }
        }
        debug_assert_eq!(
            a.count() + b.count(),
            self.stride,
            "every card, between rounds"
        );
        for deck in [a, b] {
            let (first, second) = deck.slices();
            self.cards
                .extend(first.iter().chain(second).map(|&held| held.into()));
        }
        self.snapshots.push(Snapshot {
            a_len: a.count(),
            battles,
            rounds,
            wars,
        });
    }

    /// How many rounds apart the snapshots are.
    pub(super) fn spacing(&self) -> u32 {
        self.spacing
    }

    /// The state kept after `index * spacing` rounds: the dealt decks for
    /// index 0.
    pub(super) fn kept(&self, index: u32) -> Kept<'_> {
        let Some(i) = (index as usize).checked_sub(1) else {
            return Kept {
                a: self.dealt_a.as_slices(),
                b: self.dealt_b.as_slices(),
                counts: (0, 0, 0),
            };
        };
        let snapshot = self.snapshots[i];
        debug_assert_eq!(snapshot.rounds, index * self.spacing);
        let cards = &self.cards[i * self.stride..(i + 1) * self.stride];
        let (a, b) = cards.split_at(snapshot.a_len);
        Kept {
            a: (a, &[]),
            b: (b, &[]),
            counts: (snapshot.battles, snapshot.rounds, snapshot.wars),
        }
    }

    /// The round whose state the latest state was found equal to.
    pub(super) fn saved_rounds(&self) -> u32 {
        self.saved_rounds
    }
}
