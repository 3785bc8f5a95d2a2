//! The engine's watch for a return to an earlier state: the cycles the
//! reference's Brent check finds ([`War`](crate::war::game::War)'s
//! `look_for_cycle`), found sooner and at less cost: saves made late, a
//! fingerprint compared before whole decks, a long save for long periods,
//! and snapshots from which the first repeat is found.

use crate::war::cards::Card;
use crate::war::outcome::Cycle;
use crate::war::rules::{Deal, LimitUnit, Rules};

use super::ring::{deal_hands, ByteDecks, DeckView, Ring};

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
/// Under rules whose limit is only a safety net, a second, long save
/// catches long cycles sooner ([`LongSaves`]): it is kept for eight times
/// as long, and compared while Brent's check would still have found, before
/// the limit, any cycle it finds; so it changes when a cycle is found,
/// never which.
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
    /// The decks the game started from, for a replay from its start
    /// ([`CycleWatch::kept`]); stale while `dealt_in_bytes`.
    dealt_a: Ring,
    dealt_b: Ring,
    /// The decks the game started from, kept as bytes when it was dealt
    /// into bytes, and widened into `dealt_a` and `dealt_b` only if a cycle
    /// is found ([`CycleWatch::open_dealt`]).
    dealt_bytes: Option<Box<ByteDecks>>,
    /// Whether `dealt_bytes` holds the decks the game started from.
    dealt_in_bytes: bool,
    /// Brent's saved state; its round is 0 before the first save, when
    /// there is nothing to compare with.
    saved: SavedState,
    /// The round of the next save: `2 * saved.rounds + 1` after a save.
    next_save: u32,
    /// The second saved state, for long cycles, and its schedule.
    long: LongSaves,
    /// The round of the saved state a repeat was found of.
    matched_rounds: u32,
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
/// [`first_repeat`](super::first_repeat) rewinds to, is the same whichever save
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

/// When the watch saves the state: Brent's saves from round `first` on,
/// and, when `long_limit` is set (a limit of that many rounds that is only
/// a safety net), the long saves ([`LongSaves`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Schedule {
    pub(super) first: u32,
    pub(super) long_limit: Option<u32>,
}

/// The saves of a game of `total` cards played by `rules`: Brent's from
/// [`first_save`] on, and long saves when the limit counts rounds and is
/// only a safety net. A limit that is a rule of the game keeps Brent's
/// saves alone, so that the cycles reported before it stay those Brent's
/// check finds.
pub(super) fn schedule(rules: &Rules, total: usize) -> Schedule {
    let long = !rules.limit_is_rule && rules.limit_unit == LimitUnit::Rounds;
    Schedule {
        first: first_save(rules, total),
        long_limit: long.then_some(rules.limit),
    }
}

/// How much longer a long save is kept than a Brent save made with it.
const LONG_GROWTH: u32 = 8;

/// The round after which the long save after round `s` is replaced:
/// `8 * (s + 1) - 1`, a round of Brent's saves too.
fn next_long_save(s: u32) -> u32 {
    s.saturating_add(1)
        .saturating_mul(LONG_GROWTH)
        .saturating_sub(1)
}

/// The long save: a second saved state for rules whose limit is only a
/// safety net, for cycles whose period is long next to the rounds before
/// them. Brent's check finds a period of `lambda` rounds only from a save
/// made after round `lambda - 1` or later, so at about twice `lambda` at
/// best and three times at worst; CodinGame's games that cycle late mostly
/// run in periods of tens of thousands of rounds. A long save is made after
/// rounds `8F + 7`, `64F + 63`, ... (`F` Brent's first save: 1023, 8191 and
/// 65535 after 127) and compared with the states after it until the next
/// (so for up to seven times its round) or [`longest_period`] rounds, so it
/// finds a long period soon after the period begins. Worked out from the
/// first repeat and the period of each of 20,000 CodinGame deals (seed 1),
/// Brent's saves alone play 1.96 times the rounds up to the first repeat,
/// with long saves 1.17 times.
///
/// Why this changes no game: a long save after round `s` finds a cycle
/// only if `mu <= s`, and then finds the same period and the same first
/// repeat as any save (see [`first_save`]); so it may only change *whether*
/// a cycle is found before the limit. It is compared for `lambda` up to
/// [`longest_period`], the longest period for which Brent's saves, made
/// at the rounds `2^k - 1` from `F` on, find every cycle with `mu <= s`
/// before the limit: whatever the long save finds, Brent's check would
/// have found, and the game ends as it would have.
#[derive(Debug, Clone, Default)]
struct LongSaves {
    /// The saved state; its round is 0 when there is none.
    saved: SavedState,
    /// The last round compared with it.
    until: u32,
    /// The round of the next long save; `u32::MAX` when there are none.
    next: u32,
    /// The limit on rounds the long saves must stay within.
    limit: u32,
}

/// A state the watch saved to compare later ones with: both decks, and the
/// battles and rounds played until then.
#[derive(Debug, Clone, Default)]
struct SavedState {
    a: Ring,
    b: Ring,
    battles: u32,
    rounds: u32,
}

impl SavedState {
    /// Forgets the state, giving each deck room for all `total` cards of
    /// the game (none for 0, for a save that will not be made).
    fn forget(&mut self, total: usize) {
        self.a.reserve(total);
        self.b.reserve(total);
        self.battles = 0;
        self.rounds = 0;
    }

    /// Keeps the decks `a` and `b` as the state after `rounds` rounds and
    /// `battles` battles.
    fn keep<V: DeckView>(&mut self, a: &V, b: &V, battles: u32, rounds: u32) {
        for (saved, deck) in [(&mut self.a, a), (&mut self.b, b)] {
            let (first, second) = deck.slices();
            saved.refill(first, second);
        }
        self.battles = battles;
        self.rounds = rounds;
    }

    /// The battles and rounds played since this state, if the decks `a`
    /// and `b` after `battles` battles and `rounds` rounds hold it; the
    /// fingerprints, which differ at most visits, compared first.
    #[inline(always)]
    fn repeated_by<V: DeckView>(
        &self,
        a: &V,
        b: &V,
        battles: u32,
        rounds: u32,
    ) -> Option<(u32, u32)> {
        let same = CycleWatch::fingerprint(a, b) == CycleWatch::fingerprint(&self.a, &self.b)
            && a.same_as(&self.a)
            && b.same_as(&self.b);
        same.then(|| (battles - self.battles, rounds - self.rounds))
    }
}

/// The longest period a long save after round `s` may look for under a
/// limit of `limit` rounds: the longest `lambda` for which Brent's saves
/// (after the rounds `2^k - 1` from `s` on) find every cycle with `mu <= s`
/// at or before round `limit - 1`. Such a cycle is found from the first
/// Brent save `P >= max(s, lambda - 1)`, at round `P + lambda`; for each
/// Brent save `P >= s`, the periods up to `min(P + 1, limit - 1 - P)` are
/// found from `P` or earlier in time.
fn longest_period(s: u32, limit: u32) -> u32 {
    let last = limit.saturating_sub(1);
    (0..32)
        .map(|k| (1u64 << k) - 1)
        .filter(|&point| point >= u64::from(s) && point <= u64::from(last))
        .map(|point| (point + 1).min(u64::from(last) - point))
        .max()
        .map_or(0, |longest| longest as u32)
}

/// How many rounds apart the first snapshots are taken: a power of two,
/// as every spacing after it.
const FIRST_SPACING: u32 = 128;

/// What a snapshot keeps beside its cards: the length of A's deck and the
/// counts so far.
#[derive(Debug, Clone, Copy)]
struct Snapshot {
    a_len: usize,
    battles: u32,
    rounds: u32,
    wars: u32,
}

/// The decks a game starts from, as the watch is told of them
/// ([`CycleWatch::restart`]).
pub(super) enum Dealt<'d> {
    /// Dealt from this deck by this rule ([`deal_hands`]).
    Ring(&'d [Card], Deal),
    /// These decks.
    Decks(&'d Ring, &'d Ring),
    /// These byte decks, just dealt ([`ByteDecks::copy_dealt`]).
    Bytes(&'d ByteDecks),
}

/// A state the watch kept: each deck as the two slices of a ring, top
/// first, and the (battles, rounds, wars) counted until then.
pub(super) struct Kept<'w> {
    pub(super) a: (&'w [Card], &'w [Card]),
    pub(super) b: (&'w [Card], &'w [Card]),
    pub(super) counts: (u32, u32, u32),
}

impl Default for CycleWatch {
    /// A watch with no room yet, before its first game.
    fn default() -> CycleWatch {
        CycleWatch {
            dealt_a: Ring::new(),
            dealt_b: Ring::new(),
            dealt_bytes: None,
            dealt_in_bytes: false,
            saved: SavedState::default(),
            next_save: 0,
            long: LongSaves::default(),
            matched_rounds: 0,
            looked: 0,
            cards: Vec::new(),
            stride: 0,
            snapshots: Vec::new(),
            slots: SNAPSHOTS,
            spacing: FIRST_SPACING,
            cycle: None,
        }
    }
}

impl CycleWatch {
    /// A watch starting from the dealt decks, saving as `schedule` says
    /// ([`schedule`]).
    #[cfg(test)]
    fn new(a: &Ring, b: &Ring, total: usize, schedule: Schedule) -> CycleWatch {
        let mut watch = CycleWatch::default();
        watch.restart(Dealt::Decks(a, b), total, schedule);
        watch
    }

    /// Starts watching anew from the `dealt` decks, of `total` cards in
    /// all; the first save comes after round `schedule.first`, one less than
    /// a power of two.
    pub(super) fn restart(&mut self, dealt: Dealt<'_>, total: usize, schedule: Schedule) {
        let first_save = schedule.first;
        debug_assert!((first_save + 1).is_power_of_two());
        self.keep_dealt(dealt, total);
        self.saved.forget(total);
        self.next_save = first_save;
        self.long.restart(first_save, schedule.long_limit, total);
        self.matched_rounds = 0;
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

    /// Keeps the `dealt` decks, of `total` cards in all, as the state
    /// before round 1 (the first snapshot's): bytes as bytes, a copy a
    /// chunk at a time (a game played in bytes and dealt into them, as
    /// `war stats` plays, most often ends without a cycle and never reads
    /// them); cards in the watch's own decks, given room for every card.
    fn keep_dealt(&mut self, dealt: Dealt<'_>, total: usize) {
        self.dealt_in_bytes = matches!(dealt, Dealt::Bytes(_));
        match dealt {
            Dealt::Bytes(bytes) => {
                let kept = self.dealt_bytes.get_or_insert_with(Box::default);
                kept.copy_dealt(bytes);
            }
            Dealt::Ring(deck, deal) => {
                self.room_for_dealt(total);
                deal_hands(&mut (&mut self.dealt_a, &mut self.dealt_b), deck, deal);
            }
            Dealt::Decks(a, b) => {
                self.room_for_dealt(total);
                self.dealt_a.clone_from(a);
                self.dealt_b.clone_from(b);
            }
        }
    }

    /// Gives the watch's dealt decks room for every card, `total`.
    fn room_for_dealt(&mut self, total: usize) {
        self.dealt_a.reserve(total);
        self.dealt_b.reserve(total);
    }

    /// Widens the dealt decks kept as bytes into cards, for a replay from
    /// the start ([`CycleWatch::kept`]); once a cycle is found.
    pub(super) fn open_dealt(&mut self) {
        if !std::mem::take(&mut self.dealt_in_bytes) {
            return;
        }
        self.room_for_dealt(self.stride);
        if let Some(bytes) = self.dealt_bytes.as_deref() {
            bytes.store(&mut self.dealt_a, &mut self.dealt_b);
        }
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
    pub(super) fn next_look(&self, rounds: u32) -> Option<([Fingerprint; 2], u32)> {
        const NOTHING: Fingerprint = (0, None, None);
        let saved = match self.saved() {
            Some(saved) => CycleWatch::fingerprint(&saved.a, &saved.b),
            None => NOTHING,
        };
        let long = match self.long.compared(rounds + 1) {
            Some(long) => CycleWatch::fingerprint(&long.a, &long.b),
            None => NOTHING,
        };
        let snapshot = (rounds | (self.spacing - 1)).saturating_add(1);
        let next = self
            .next_save
            .min(snapshot)
            .min(self.long.next_look(rounds));
        self.cycle.is_none().then_some(([saved, long], next))
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
        let repeat_of = |saved: &SavedState| {
            let since = saved.repeated_by(a, b, battles, rounds)?;
            Some((saved.rounds, since))
        };
        let repeat = (self.saved().and_then(repeat_of))
            .or_else(|| self.long.compared(rounds).and_then(repeat_of));
        if let Some((matched, since)) = repeat {
            self.matched_rounds = matched;
            return Some(since);
        }
        if rounds == self.next_save {
            self.save(a, b, battles, rounds);
        }
        if rounds == self.long.next {
            self.long.save(a, b, battles, rounds);
        }
        None
    }

    /// Saves the state after `rounds` rounds; the next save comes
    /// `rounds + 1` rounds later, twice as far as this one from the last.
    #[cold]
    #[inline(never)]
    fn save<V: DeckView>(&mut self, a: &V, b: &V, battles: u32, rounds: u32) {
        self.saved.keep(a, b, battles, rounds);
        self.next_save = rounds.saturating_mul(2).saturating_add(1);
    }

    /// The saved state, once there is one.
    #[inline(always)]
    fn saved(&self) -> Option<&SavedState> {
        (self.saved.rounds > 0).then_some(&self.saved)
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
            debug_assert!(!self.dealt_in_bytes, "open_dealt first");
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
    pub(super) fn matched_rounds(&self) -> u32 {
        self.matched_rounds
    }
}

impl LongSaves {
    /// Starts anew: the first long save comes after round
    /// [`next_long_save`]`(first_save)`, `first_save` Brent's first, if
    /// `limit` is set (and if the limit leaves it a period to look for,
    /// [`LongSaves::save`]). A game that ends sooner, as most do, never
    /// pays for a long save. When long saves are made, the saved decks get
    /// room for all `total` cards of the game.
    fn restart(&mut self, first_save: u32, limit: Option<u32>, total: usize) {
        self.saved.forget(if limit.is_some() { total } else { 0 });
        self.until = 0;
        (self.next, self.limit) = match limit {
            Some(limit) => (next_long_save(first_save), limit),
            None => (u32::MAX, 0),
        };
    }

    /// The long save, if the state after `rounds` rounds is to be compared
    /// with it.
    #[inline(always)]
    fn compared(&self, rounds: u32) -> Option<&SavedState> {
        let saved = &self.saved;
        (saved.rounds > 0 && rounds > saved.rounds && rounds <= self.until).then_some(saved)
    }

    /// The round after `rounds` at which the watch must look for the long
    /// save: to make one, or when its comparisons end (the tight loop then
    /// stops comparing with its fingerprint).
    #[inline(always)]
    fn next_look(&self, rounds: u32) -> u32 {
        let end = if self.until > rounds {
            self.until.saturating_add(1)
        } else {
            u32::MAX
        };
        self.next.min(end)
    }

    /// Saves the state after `rounds` rounds, to be compared for as long
    /// as [`longest_period`] allows; the next long save comes after round
    /// [`next_long_save`]`(rounds)`.
    #[cold]
    #[inline(never)]
    fn save<V: DeckView>(&mut self, a: &V, b: &V, battles: u32, rounds: u32) {
        let longest = longest_period(rounds, self.limit);
        if longest == 0 {
            self.next = u32::MAX;
            return;
        }
        self.saved.keep(a, b, battles, rounds);
        self.until = rounds.saturating_add(longest);
        self.next = next_long_save(rounds);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::rules::{Preset, SAFETY_LIMIT};

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

    /// Feeds a watch the states of a made-up game that enters a cycle of
    /// `lambda` rounds after round `mu`: A holds one card numbering the
    /// state, B one blank card. Returns the round at which the watch found
    /// the repeat, the period it found and the round it found it from.
    fn found(mu: u32, lambda: u32, schedule: Schedule) -> (u32, u32, u32) {
        let state = |round: u32| {
            if round < mu {
                round
            } else {
                mu + (round - mu) % lambda
            }
        };
        let deck = |round: u32| -> (Ring, Ring) {
            (
                std::iter::once(state(round) as Card).collect(),
                std::iter::once(-1).collect(),
            )
        };
        let (a, b) = deck(0);
        let mut watch = CycleWatch::new(&a, &b, 2, schedule);
        for round in 1..=1_000_000 {
            let (a, b) = deck(round);
            if let Some((period, period_rounds)) = watch.look(&a, &b, round, round, 0) {
                assert_eq!(period, period_rounds);
                return (round, period_rounds, watch.matched_rounds());
            }
        }
        panic!("no cycle found");
    }

    #[test]
    fn a_long_save_finds_a_long_period_sooner() {
        let brent = Schedule {
            first: 127,
            long_limit: None,
        };
        let long = Schedule {
            long_limit: Some(SAFETY_LIMIT),
            ..brent
        };
        // A period of 3000 rounds from round 10: Brent's saves find it from
        // the first save after round 2999 (4095); the long saves from the
        // one after round 1023, kept for up to 34464 rounds.
        assert_eq!(found(10, 3000, brent), (4095 + 3000, 3000, 4095));
        assert_eq!(found(10, 3000, long), (1023 + 3000, 3000, 1023));
        // A short period: Brent's save finds it first, as without long saves.
        assert_eq!(found(300, 20, long), found(300, 20, brent));
        assert_eq!(found(300, 20, brent), (511 + 20, 20, 511));
    }

    #[test]
    fn a_long_save_looks_only_for_periods_brent_finds_before_the_limit() {
        // Under 100000 rounds: from the Brent saves after 32767 (periods up
        // to 32768) and 65535 (up to 100000 - 1 - 65535 = 34464).
        assert_eq!(longest_period(127, SAFETY_LIMIT), 34464);
        assert_eq!(longest_period(65535, SAFETY_LIMIT), 34464);
        assert_eq!(longest_period(65536, SAFETY_LIMIT), 0);
        // Under 400 rounds, from round 127: the save after 255 finds
        // periods up to 400 - 1 - 255 = 144 by round 399 (the one after 127
        // only up to 128).
        assert_eq!(longest_period(127, 400), 144);
        assert_eq!(longest_period(127, 200), 72);
        assert_eq!(longest_period(127, 128), 0);
        // The period found by a long save is one Brent's check finds in
        // time, for every period up to the longest and every start.
        for limit in [20, 95, 191, 400, 5000] {
            for s in [1, 3, 7, 15, 31, 63, 127, 1023] {
                let longest = longest_period(s, limit);
                for lambda in 1..=longest {
                    let brent = (0..32)
                        .map(|k| (1u32 << k) - 1)
                        .find(|&point| point >= s.max(lambda - 1))
                        .unwrap();
                    assert!(brent + lambda < limit, "{s} {lambda} {limit}");
                }
            }
        }
    }
}
