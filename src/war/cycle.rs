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
    pub(super) cycle: Option<Cycle>,
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
    /// more rounds may be looked at before one is saved, for a loop that
    /// looks at rounds itself and leaves the rest to [`CycleWatch::look`]
    /// ([`CycleWatch::looked`] counts the rounds it looked at).
    #[inline(always)]
    pub(super) fn plain(&self) -> Option<(Fingerprint, u32)> {
        let saved = CycleWatch::fingerprint(&self.saved_a, &self.saved_b);
        self.cycle
            .is_none()
            .then(|| (saved, self.power - self.steps - 1))
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
    #[inline(always)]
    pub(super) fn look(
        &mut self,
        a: &Deck,
        b: &Deck,
        battles: u32,
        rounds: u32,
    ) -> Option<(u32, u32)> {
        if self.cycle.is_some() || rounds == 0 {
            return None;
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
}
