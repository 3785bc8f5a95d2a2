//! The watch for a return to an earlier state: a game whose pickup order is
//! fixed and whose decks come back as they were repeats forever.

use super::cards::Card;
use super::deck::{Deck, DeckView};
use super::outcome::Cycle;
use super::rules::{LimitUnit, Rules};

/// A state's fingerprint ([`CycleWatch::fingerprint`]).
pub(super) type Fingerprint = (usize, Option<Card>, Option<Card>);

/// Looks for a return to an earlier state between rounds, with Brent's
/// algorithm: the state is compared with one saved 1, 2, 4, 8, ... rounds
/// back (saved after rounds 1, 3, 7, 15, ...), so the search needs no
/// memory beyond one saved state. Under most rules the saves start late,
/// after round 63 or 127 ([`first_save`]): a short game then neither saves
/// nor compares. It looks at each round's start once: a second look at the
/// same round does nothing, so the tight loop and the battle path may both
/// ask.
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
    /// The round of the saved state; 0 before the first save, when there
    /// is nothing to compare with.
    saved_rounds: u32,
    /// The round of the next save: `2 * saved_rounds + 1` after a save.
    next_save: u32,
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

/// The latest round after which the watch first saves the state
/// ([`first_save`]).
const LATEST_FIRST_SAVE: u32 = 127;

/// The round after which the watch first saves the state, for a game of
/// `total` cards played by `rules`: the latest of 127, 63, 31, ..., 1 that
/// finds every cycle the saves from round 1 on find, in time for the game
/// to end as it would have.
///
/// Why this changes nothing: let `x_t` be the state after round `t`, `mu`
/// the first round whose state comes again and `lambda` the period in
/// rounds. A state before `mu` never comes again, and `x_t == x_s` for
/// `s >= mu` exactly when `lambda` divides `t - s`. With the state saved
/// after round `s` and compared at rounds `s + 1` to `2s + 1` (the next
/// save), the first equal state is at `s + lambda`, if `mu <= s` and
/// `lambda <= s + 1`: the period found, and with it the first repeat that
/// [`first_repeat`](super::game) rewinds to, is the same whichever save
/// found it. Only the round at which it is found may differ. Saves from
/// round `F = 2^j - 1` on fall on the same rounds as saves from round 1
/// from `F` on, and no state is compared before `F`; so a cycle found
/// after a save at `F` or later is found at the same round either way, and
/// one found from a save at `s <= (F - 1) / 2` (so `mu <= s` and `lambda
/// <= (F + 1) / 2`) is found after the save at `F`, by round
/// `D = F + (F + 1) / 2`. A game in a cycle never ends but at the limit,
/// so if the limit cannot stop a game before it has played `D` rounds,
/// every game reports the same cycle and ends the same: a limit on rounds
/// of at least `D`, or on battles of at least `D` times the most battles a
/// round can hold. The first battle of a round takes a card of each
/// player, and each later one follows a war, which takes `war_cards` more
/// of each: so a round of `total` cards holds at most
/// `1 + (total - 2) / (2 * war_cards + 2)` battles.
pub(super) fn first_save(rules: &Rules, total: usize) -> u32 {
    let per_round =
        1 + total.saturating_sub(2) / rules.war_cards.saturating_mul(2).saturating_add(2);
    let mut first = LATEST_FIRST_SAVE;
    while first > 1 {
        let rounds = u64::from(first + first.div_ceil(2));
        let needed = match rules.limit_unit {
            LimitUnit::Rounds => rounds,
            LimitUnit::Battles => rounds.saturating_mul(per_round as u64),
        };
        if u64::from(rules.limit) >= needed {
            break;
        }
        first /= 2;
    }
    first
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
    /// A watch starting from the dealt decks, saving first after round
    /// `first_save` ([`first_save`]).
    pub(super) fn new(a: &Deck, b: &Deck, total: usize, first_save: u32) -> CycleWatch {
        let mut watch = CycleWatch {
            dealt_a: Deck::new(),
            dealt_b: Deck::new(),
            saved_a: Deck::new(),
            saved_b: Deck::new(),
            saved_battles: 0,
            saved_rounds: 0,
            next_save: first_save,
            looked: 0,
            cards: Vec::new(),
            stride: 0,
            snapshots: Vec::new(),
            slots: SNAPSHOTS,
            spacing: FIRST_SPACING,
            cycle: None,
        };
        watch.restart(a, b, total, first_save);
        watch
    }

    /// Starts watching anew from the dealt decks `a` and `b`, each copy
    /// given room for all `total` cards of the game; the first save comes
    /// after round `first_save`, one less than a power of two.
    pub(super) fn restart(&mut self, a: &Deck, b: &Deck, total: usize, first_save: u32) {
        debug_assert!((first_save + 1).is_power_of_two());
        // The dealt decks are the first snapshot's.
        for (copy, deck) in [(&mut self.dealt_a, a), (&mut self.dealt_b, b)] {
            copy.reserve(total);
            copy.clone_from(deck);
        }
        self.saved_a.reserve(total);
        self.saved_b.reserve(total);
        self.saved_battles = 0;
        self.saved_rounds = 0;
        self.next_save = first_save;
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
    /// Before the first save there is nothing to compare with: the
    /// fingerprint of an empty deck, which no state of a game going on has.
    #[inline(always)]
    pub(super) fn next_look(&self, rounds: u32) -> Option<(Fingerprint, u32)> {
        let saved = match self.saved() {
            Some((saved_a, saved_b)) => CycleWatch::fingerprint(saved_a, saved_b),
            None => (0, None, None),
        };
        let snapshot = (rounds | (self.spacing - 1)).saturating_add(1);
        self.cycle
            .is_none()
            .then_some((saved, self.next_save.min(snapshot)))
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
        if let Some((saved_a, saved_b)) = self.saved() {
            if CycleWatch::fingerprint(a, b) == CycleWatch::fingerprint(saved_a, saved_b)
                && a.same_as(saved_a)
                && b.same_as(saved_b)
            {
                return Some((battles - self.saved_battles, rounds - self.saved_rounds));
            }
        }
        if rounds == self.next_save {
            self.save(a, b, battles, rounds);
        }
        None
    }

    /// Saves the state after `rounds` rounds; the next save comes
    /// `rounds + 1` rounds later, twice as far as this one from the last.
    #[cold]
    #[inline(never)]
    fn save<V: DeckView>(&mut self, a: &V, b: &V, battles: u32, rounds: u32) {
        for (saved, deck) in [(&mut self.saved_a, a), (&mut self.saved_b, b)] {
            let (first, second) = deck.slices();
            saved.refill(first, second);
        }
        self.saved_battles = battles;
        self.saved_rounds = rounds;
        self.next_save = rounds.saturating_mul(2).saturating_add(1);
    }

    /// The saved state, once there is one.
    #[inline(always)]
    fn saved(&self) -> Option<(&Deck, &Deck)> {
        (self.saved_rounds > 0).then_some((&self.saved_a, &self.saved_b))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::rules::Preset;

    #[test]
    fn saves_start_as_late_as_the_limit_allows() {
        // No limit to speak of: the latest first save, found by round 191.
        assert_eq!(first_save(&Preset::Kata.rules(), 24), 127);
        assert_eq!(first_save(&Preset::Codingame.rules(), 52), 127);
        // 1001 rounds: 191 of them fit.
        assert_eq!(first_save(&Preset::Jones.rules(), 52), 127);
        // 1000 battles, at most 1 + 50 / 8 = 7 a round of 52 cards: 95
        // rounds (665 battles) fit, 191 (1337) do not.
        assert_eq!(first_save(&Preset::Umass.rules(), 52), 63);
        // With no war cards a round may hold 26 battles: 23 rounds fit
        // (598 battles), 47 (1222) do not.
        let no_war_cards = Rules {
            war_cards: 0,
            ..Rules::default()
        };
        assert_eq!(first_save(&no_war_cards, 52), 15);
        // Limits on rounds at the edges: D = F + (F + 1) / 2.
        let rounds = |limit| Rules {
            limit,
            limit_unit: LimitUnit::Rounds,
            ..Rules::default()
        };
        assert_eq!(first_save(&rounds(191), 52), 127);
        assert_eq!(first_save(&rounds(190), 52), 63);
        assert_eq!(first_save(&rounds(95), 52), 63);
        assert_eq!(first_save(&rounds(94), 52), 31);
        assert_eq!(first_save(&rounds(1), 52), 1);
        assert_eq!(first_save(&rounds(0), 52), 1);
    }
}
