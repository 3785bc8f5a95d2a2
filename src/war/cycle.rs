//! The watch for a return to an earlier state: a game whose pickup order is
//! fixed and whose decks come back as they were repeats forever.

use super::cards::Card;
use super::deck::Deck;
use super::outcome::Cycle;

/// A state's fingerprint ([`CycleWatch::fingerprint`]).
pub(super) type Fingerprint = (usize, Option<Card>, Option<Card>);

/// Looks for a return to an earlier state between rounds, with Brent's
/// algorithm: the state is compared with one saved at battles 1, 2, 4, 8,
/// ... rounds back, so the search needs no memory beyond one saved state.
///
/// It also keeps the state every [`SNAPSHOT_ROUNDS`] rounds (a
/// [`Snapshot`]), so that once the period is known, the round where the
/// state first repeated is found by replaying a few short stretches of the
/// game from the snapshots, rather than the whole game twice.
#[derive(Debug, Clone)]
pub(super) struct CycleWatch {
    pub(super) dealt_a: Deck,
    pub(super) dealt_b: Deck,
    saved_a: Deck,
    saved_b: Deck,
    saved_battles: u32,
    saved_rounds: u32,
    power: u32,
    steps: u32,
    /// The snapshots taken so far are `snapshots[..taken]`; the rest keep
    /// their room for the next game.
    snapshots: Vec<Snapshot>,
    taken: usize,
    pub(super) cycle: Option<Cycle>,
}

/// How many rounds apart the watch keeps a [`Snapshot`]: finding where a
/// cycle began replays about this many rounds a few times.
pub(super) const SNAPSHOT_ROUNDS: u32 = 64;

/// The state between two rounds, with the counts so far.
#[derive(Debug, Clone, Default)]
pub(super) struct Snapshot {
    pub(super) a: Deck,
    pub(super) b: Deck,
    pub(super) battles: u32,
    pub(super) rounds: u32,
    pub(super) wars: u32,
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
            steps: 0,
            snapshots: Vec::new(),
            taken: 0,
            cycle: None,
        };
        watch.restart(a, b, total);
        watch
    }

    /// Starts watching anew from the dealt decks `a` and `b`, each copy
    /// given room for all `total` cards of the game.
    pub(super) fn restart(&mut self, a: &Deck, b: &Deck, total: usize) {
        for (copy, deck) in [
            (&mut self.dealt_a, a),
            (&mut self.dealt_b, b),
            (&mut self.saved_a, a),
            (&mut self.saved_b, b),
        ] {
            copy.reserve(total);
            copy.clone_from(deck);
        }
        self.saved_battles = 0;
        self.saved_rounds = 0;
        self.power = 1;
        self.steps = 0;
        self.taken = 0;
        self.cycle = None;
    }

    /// A state's fingerprint: A's length and both top cards. Two states
    /// with different fingerprints differ, and the decks are compared whole
    /// only when the fingerprints are equal.
    #[inline(always)]
    pub(super) fn fingerprint(a: &Deck, b: &Deck) -> Fingerprint {
        (a.len(), a.front(), b.front())
    }

    /// While no cycle is found: the saved state's fingerprint, and how many
    /// more rounds may be looked at, from the one after `rounds` rounds on,
    /// before one is saved or kept as a snapshot, for a loop that looks at
    /// rounds itself and leaves the rest to [`CycleWatch::look`]
    /// ([`CycleWatch::looked`] counts the rounds it looked at).
    #[inline(always)]
    pub(super) fn plain(&self, rounds: u32) -> Option<(Fingerprint, u32)> {
        let saved = CycleWatch::fingerprint(&self.saved_a, &self.saved_b);
        // The first round looked at is the state after round one.
        let first = rounds.max(1);
        let to_snapshot = (SNAPSHOT_ROUNDS - first % SNAPSHOT_ROUNDS) % SNAPSHOT_ROUNDS;
        self.cycle
            .is_none()
            .then(|| (saved, (self.power - self.steps - 1).min(to_snapshot)))
    }

    /// Counts `rounds` looked at by such a loop, none of them like the saved
    /// state and none of them to be saved.
    #[inline(always)]
    pub(super) fn looked(&mut self, rounds: u32) {
        self.steps += rounds;
    }

    /// The cycle found, if any.
    pub(super) fn cycle(&self) -> Option<Cycle> {
        self.cycle
    }

    /// Compares the state between two rounds with the saved one. Returns the
    /// period (in battles and rounds) when they are equal for the first time.
    /// Every [`SNAPSHOT_ROUNDS`] rounds, keeps the state as a snapshot.
    #[inline(always)]
    pub(super) fn look(
        &mut self,
        a: &Deck,
        b: &Deck,
        battles: u32,
        rounds: u32,
        wars: u32,
    ) -> Option<(u32, u32)> {
        if self.cycle.is_some() || rounds == 0 {
            return None;
        }
        if rounds % SNAPSHOT_ROUNDS == 0 {
            self.snapshot(a, b, battles, rounds, wars);
        }
        self.steps += 1;
        // The fingerprints differ at most visits: compare them before the
        // decks.
        if CycleWatch::fingerprint(a, b) == CycleWatch::fingerprint(&self.saved_a, &self.saved_b)
            && (a, b) == (&self.saved_a, &self.saved_b)
        {
            return Some((battles - self.saved_battles, rounds - self.saved_rounds));
        }
        if self.steps == self.power {
            self.saved_a.clone_from(a);
            self.saved_b.clone_from(b);
            self.saved_battles = battles;
            self.saved_rounds = rounds;
            self.power *= 2;
            self.steps = 0;
        }
        None
    }

    /// Keeps the state after `rounds` rounds, a multiple of
    /// [`SNAPSHOT_ROUNDS`], reusing the room of an earlier game's snapshot.
    #[cold]
    #[inline(never)]
    fn snapshot(&mut self, a: &Deck, b: &Deck, battles: u32, rounds: u32, wars: u32) {
        if self.taken == self.snapshots.len() {
            self.snapshots.push(Snapshot::default());
        }
        let snapshot = &mut self.snapshots[self.taken];
        snapshot.a.clone_from(a);
        snapshot.b.clone_from(b);
        (snapshot.battles, snapshot.rounds, snapshot.wars) = (battles, rounds, wars);
        self.taken += 1;
    }

    /// The last snapshot taken at or before round `round`; the dealt decks
    /// before the first, as decks and their counts.
    pub(super) fn snapshot_before(&self, round: u32) -> (&Deck, &Deck, u32, u32, u32) {
        let index = (round / SNAPSHOT_ROUNDS) as usize;
        match index.checked_sub(1).and_then(|i| self.snapshots[..self.taken].get(i)) {
            Some(s) => (&s.a, &s.b, s.battles, s.rounds, s.wars),
            None => (&self.dealt_a, &self.dealt_b, 0, 0, 0),
        }
    }

    /// The round whose state the latest state was found equal to.
    pub(super) fn saved_rounds(&self) -> u32 {
        self.saved_rounds
    }
}
