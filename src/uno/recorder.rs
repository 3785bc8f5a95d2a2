//! What the engine tells a [`Recorder`] about a round, as it happens: the
//! start, each refill and each turn, borrowed; [`NoTrace`], the recorder of
//! untraced rounds, and [`Recording`], which keeps copies for a trace.

use crate::uno::card::{Card, Colour};
use crate::uno::hand::Hand;
use crate::uno::outcome::Attack;
use crate::uno::player::Demand;

/// What a player did in a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Put a card on the discard pile.
    Played {
        /// The card.
        card: Card,
        /// The colour named (a wild card) or the card's own colour.
        declared: Colour,
        /// Where the card was in the hand.
        index: usize,
    },
    /// Suffered an attack: skipped, or made to draw and skipped.
    Attacked {
        /// The attack.
        attack: Attack,
        /// Cards drawn (fewer than `cards` when the draw pile ran out);
        /// they are the last cards of the hand.
        drawn: usize,
        /// Cards the attack asked: its own, and those of the attacks
        /// stacked on it (under [`crate::uno::rules::Stacking::SameKind`]).
        cards: usize,
    },
    /// Could not play and drew a card (`None`: the draw pile was empty),
    /// which was not played.
    Drew {
        /// The card drawn.
        card: Option<Card>,
    },
    /// Could not play, drew a card and played it.
    DrewAndPlayed {
        /// The card.
        card: Card,
        /// The colour named (a wild card) or the card's own colour.
        declared: Colour,
        /// Whether it left the game instead of going on the discard pile.
        lost: bool,
    },
}

/// The start of a round, as the engine shows it to a [`Recorder`].
#[derive(Debug, Clone, Copy)]
pub struct Start<'a> {
    /// Every seat's hand as dealt.
    pub hands: &'a [Hand],
    /// The first discard, the card seat 0 (or the dealer) plays on.
    pub first: Card,
    /// Wild cards turned up before it and buried under it.
    pub buried: &'a [Card],
    /// Wild Draw Fours turned up before it and put back in the draw pile.
    pub returned: &'a [Card],
    /// The colour seat 0 named for a Wild turned up, if one was.
    pub named: Option<Colour>,
    /// The seat that plays first.
    pub first_seat: usize,
    /// The attack the first discard makes on the first seat, if any.
    pub attack: Option<Attack>,
    /// The draw pile after the first discard, bottom first.
    pub draw_pile: &'a [Card],
}

/// A refill of the draw pile, as the engine shows it to a [`Recorder`].
#[derive(Debug, Clone, Copy)]
pub struct Refilled<'a> {
    /// The turn at whose start, or during which, it happened.
    pub turn: u32,
    /// Cards moved from the discard pile.
    pub moved: usize,
    /// Cards of the old draw pile that left the game.
    pub dropped: &'a [Card],
    /// Cards of the old draw pile kept on top of the new one.
    pub kept: usize,
    /// The new draw pile, bottom first.
    pub draw_pile: &'a [Card],
}

/// A turn, as the engine shows it to a [`Recorder`] once it is over.
#[derive(Debug, Clone, Copy)]
pub struct Turn<'a> {
    /// The turn's number, from 1.
    pub number: u32,
    /// The seat that had the turn.
    pub seat: usize,
    /// What a card had to match (`None` for an attacked turn).
    pub demand: Option<Demand>,
    /// What the player did.
    pub action: Action,
    /// The seat's hand after the turn.
    pub hand: &'a Hand,
}

/// Something told about everything that happens in a round. Every method
/// does nothing by default.
pub trait Recorder {
    /// Called once the first discard is turned up, before the first turn.
    #[inline(always)]
    fn start(&mut self, _start: &Start<'_>) {}

    /// Called when the draw pile is refilled.
    #[inline(always)]
    fn refill(&mut self, _refill: &Refilled<'_>) {}

    /// Called at the end of every turn.
    #[inline(always)]
    fn turn(&mut self, _turn: &Turn<'_>) {}
}

/// The recorder of untraced rounds: it does nothing, and compiles to
/// nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTrace;

impl Recorder for NoTrace {}

/// The first discard, as a trace keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartRecord {
    /// Every seat's hand as dealt, in hand order.
    pub hands: Vec<Vec<Card>>,
    /// The first discard.
    pub first: Card,
    /// Wild cards buried under it.
    pub buried: Vec<Card>,
    /// Wild Draw Fours put back in the draw pile.
    pub returned: Vec<Card>,
    /// The colour seat 0 named for a Wild turned up.
    pub named: Option<Colour>,
    /// The seat that plays first.
    pub first_seat: usize,
    /// The attack the first discard makes.
    pub attack: Option<Attack>,
    /// The draw pile, top first.
    pub draw_pile: Vec<Card>,
}

/// A turn, as a trace keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnRecord {
    /// The turn's number, from 1.
    pub number: u32,
    /// The seat that had the turn.
    pub seat: usize,
    /// What a card had to match.
    pub demand: Option<Demand>,
    /// What the player did.
    pub action: Action,
    /// The hand before the turn.
    pub before: Vec<Card>,
    /// The hand after the turn.
    pub after: Vec<Card>,
}

/// A refill, as a trace keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefillRecord {
    /// The turn at whose start, or during which, it happened.
    pub turn: u32,
    /// Cards moved from the discard pile.
    pub moved: usize,
    /// Cards of the old draw pile that left the game.
    pub dropped: Vec<Card>,
    /// Cards of the old draw pile kept on top.
    pub kept: usize,
    /// The new draw pile, top first.
    pub draw_pile: Vec<Card>,
}

/// Something that happened in a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A refill of the draw pile.
    Refill(RefillRecord),
    /// A turn.
    Turn(TurnRecord),
}

/// The recorder that keeps copies of everything.
#[derive(Debug, Clone, Default)]
pub struct Recording {
    /// The start, once told.
    pub start: Option<StartRecord>,
    /// The refills and turns, in order.
    pub events: Vec<Event>,
}

impl Recorder for Recording {
    fn start(&mut self, start: &Start<'_>) {
        self.start = Some(StartRecord {
            hands: start.hands.iter().map(Hand::to_vec).collect(),
            first: start.first,
            buried: start.buried.to_vec(),
            returned: start.returned.to_vec(),
            named: start.named,
            first_seat: start.first_seat,
            attack: start.attack,
            draw_pile: start.draw_pile.iter().rev().copied().collect(),
        });
    }

    fn refill(&mut self, refill: &Refilled<'_>) {
        self.events.push(Event::Refill(RefillRecord {
            turn: refill.turn,
            moved: refill.moved,
            dropped: refill.dropped.to_vec(),
            kept: refill.kept,
            draw_pile: refill.draw_pile.iter().rev().copied().collect(),
        }));
    }

    fn turn(&mut self, turn: &Turn<'_>) {
        let after = turn.hand.to_vec();
        let mut before = after.clone();
        match turn.action {
            Action::Played { card, index, .. } => before.insert(index, card),
            Action::Attacked { drawn, .. } => before.truncate(after.len() - drawn),
            Action::Drew { card: Some(_) } => {
                before.pop();
            }
            Action::Drew { card: None } | Action::DrewAndPlayed { .. } => {}
        }
        self.events.push(Event::Turn(TurnRecord {
            number: turn.number,
            seat: turn.seat,
            demand: turn.demand,
            action: turn.action,
            before,
            after,
        }));
    }
}
