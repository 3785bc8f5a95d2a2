//! Diagnosis: which known misreadings of the rules explain a port's
//! answers, alone or together.
//!
//! Each [`Misreading`] is data: a function from a [`Reading`] (the rules a
//! port plays, and what it does with a battle it cannot decide) to the same
//! reading misread one way, touching the [`Field`]s it names. Misreadings
//! that touch different fields compose, in any order, to the reading of a
//! port with several bugs; two that touch the same field cannot be combined
//! ([`combine`] says which field). Every reading is played by the same
//! engine.
//!
//! [`Evidence`] holds what a port did with each deck it was given. Its
//! [`Evidence::diagnosis`] is the smallest set of misreadings (at most
//! [`MAX_COMBINED`], accepted readings included) whose reading gives every
//! answer the port gave; [`Evidence::explain`] says, for one deck the port
//! got wrong, which members of that set it needs, or, when no set explains
//! everything, which sets give the port's answer on that deck while
//! agreeing with every answer the port got right.

use std::collections::HashMap;
use std::fmt;

use serde::Serialize;

use crate::war::cards::Card;
use crate::war::fixture::Interpretation;
use crate::war::game::War;
use crate::war::grade::start::Start;
use crate::war::outcome::EndReason;
use crate::war::recorder::{Battle, Recorder};
use crate::war::rules::{
    BothEmpty, BothShort, Compare, Deal, LimitUnit, Pickup, Rules, WarLayout, SAFETY_LIMIT,
};

/// The most misreadings combined into one explanation.
pub const MAX_COMBINED: usize = 3;

/// A known misreading of the assignment's rules, as students make them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Misreading {
    /// Only the battles that start a round count toward the 1000, not the
    /// battles that settle a war.
    LimitCountsRounds,
    /// The empty decks are checked before the limit, so a deck emptied by
    /// the 1000th battle still loses (an accepted reading).
    EmptyBeforeLimit,
    /// A tie on the 1000th battle ends the game as a technical draw, even if
    /// a player could not have fought the war (an accepted reading).
    LimitEndsWar,
    /// A war needs four cards: three down and one to play.
    WarNeedsFourCards,
    /// When both players are short of cards for a war, A loses instead of a
    /// draw.
    ALosesWhenBothShort,
    /// When both players are short of cards for a war, the one with fewer
    /// cards (the one who runs out first) loses; with as many, a draw.
    FewerLosesWhenBothShort,
    /// After a plain battle the winner's card goes under their deck first.
    WinnerCardFirst,
    /// War cards go on the pile A, B, A, B instead of A's three then B's.
    WarCardsInterleaved,
    /// Two cards go down in a war instead of three.
    TwoCardsDown,
    /// The deck is dealt in halves, not alternately.
    DealHalves,
    /// Cards are compared as Java `Integer` objects with `==` first: equal
    /// cards outside -128..127 do not tie, and B wins.
    JavaIntegerIdentity,
    /// Cards are compared as Java `Integer` objects with `>`, `<` and `==`:
    /// equal cards outside -128..127 are none of these, nothing moves, and
    /// the game stands still until the limit: a draw.
    JavaIntegerDrawAtLimit,
    /// As [`Misreading::JavaIntegerDrawAtLimit`], but the loop counts no
    /// battle that moves no card: the game never ends.
    JavaIntegerEndlessLoop,
    /// As [`Misreading::JavaIntegerDrawAtLimit`], but the undecided battle
    /// falls through to a `return 2`.
    JavaIntegerReturns2,
    /// No battle limit at all: a game that cycles never ends.
    NoLimit,
    /// The limit is reached one battle late: 1001 battles are played.
    LimitOneLate,
    /// The limit is reached one battle early: 999 battles are played.
    LimitOneEarly,
    /// The pile goes under the winner's deck in reverse order.
    PileReversed,
    /// Both decks empty is not a draw: A's empty deck is checked first, and
    /// A loses.
    EmptyDecksALoses,
}

/// A part of a [`Reading`] that misreadings change. Two misreadings that
/// change the same part cannot be combined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    /// [`Rules::deal`].
    Deal,
    /// [`Rules::compare`], and what a port does with a battle its
    /// comparison cannot decide ([`Reading::stall`]).
    Compare,
    /// [`Rules::war_cards`].
    WarCards,
    /// [`Rules::war_needs_battle_card`].
    WarNeedsBattleCard,
    /// [`Rules::war_layout`].
    WarLayout,
    /// [`Rules::both_short`].
    BothShort,
    /// [`Rules::both_empty`].
    BothEmpty,
    /// [`Rules::pickup`].
    Pickup,
    /// [`Rules::limit`] and [`Rules::limit_is_rule`].
    Limit,
    /// [`Rules::limit_unit`].
    LimitUnit,
    /// [`Rules::limit_order`].
    LimitOrder,
    /// [`Rules::limit_ends_war`].
    LimitEndsWar,
}

impl Field {
    /// The field's name, as the rules write it.
    pub fn name(self) -> &'static str {
        match self {
            Field::Deal => "deal",
            Field::Compare => "compare",
            Field::WarCards => "war_cards",
            Field::WarNeedsBattleCard => "war_needs_battle_card",
            Field::WarLayout => "war_layout",
            Field::BothShort => "both_short",
            Field::BothEmpty => "both_empty",
            Field::Pickup => "pickup",
            Field::Limit => "limit",
            Field::LimitUnit => "limit_unit",
            Field::LimitOrder => "limit_order",
            Field::LimitEndsWar => "limit_ends_war",
        }
    }
}

/// What a port does with a battle between two equal cards that its
/// comparison of `Integer` objects cannot decide (neither `>`, `<` nor
/// `==` holds): no card moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stall {
    /// Its loop goes on counting battles until the limit: a draw (or, with
    /// no limit, a game that never ends).
    DrawAtLimit,
    /// Its loop counts only battles that move cards: it never ends.
    EndlessLoop,
    /// It falls through to a `return` of this value.
    Returns(i32),
}

/// How a port plays: the rules, and what it does with a battle its
/// comparison cannot decide, if it has such battles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reading {
    /// The rules the port plays by.
    pub rules: Rules,
    /// What the port does when two equal cards outside -128..127 meet and
    /// it compares them as Java `Integer` objects with `>`, `<` and `==`;
    /// `None` when it compares values.
    pub stall: Option<Stall>,
}

impl Reading {
    /// The reading of a port that follows `rules` faithfully.
    pub fn faithful(rules: Rules) -> Reading {
        Reading { rules, stall: None }
    }
}

impl Misreading {
    /// Every misreading the diagnosis knows, accepted readings included.
    pub const ALL: [Misreading; 19] = [
        Misreading::LimitCountsRounds,
        Misreading::EmptyBeforeLimit,
        Misreading::LimitEndsWar,
        Misreading::WarNeedsFourCards,
        Misreading::ALosesWhenBothShort,
        Misreading::FewerLosesWhenBothShort,
        Misreading::WinnerCardFirst,
        Misreading::WarCardsInterleaved,
        Misreading::TwoCardsDown,
        Misreading::DealHalves,
        Misreading::JavaIntegerIdentity,
        Misreading::JavaIntegerDrawAtLimit,
        Misreading::JavaIntegerEndlessLoop,
        Misreading::JavaIntegerReturns2,
        Misreading::NoLimit,
        Misreading::LimitOneLate,
        Misreading::LimitOneEarly,
        Misreading::PileReversed,
        Misreading::EmptyDecksALoses,
    ];

    /// The misreading's name, in snake_case.
    pub fn name(self) -> &'static str {
        match self {
            Misreading::LimitCountsRounds => "limit_counts_rounds",
            Misreading::EmptyBeforeLimit => "empty_before_limit",
            Misreading::LimitEndsWar => "limit_ends_war",
            Misreading::WarNeedsFourCards => "war_needs_four_cards",
            Misreading::ALosesWhenBothShort => "a_loses_when_both_short",
            Misreading::FewerLosesWhenBothShort => "fewer_loses_when_both_short",
            Misreading::WinnerCardFirst => "winner_card_first",
            Misreading::WarCardsInterleaved => "war_cards_interleaved",
            Misreading::TwoCardsDown => "two_cards_down",
            Misreading::DealHalves => "deal_halves",
            Misreading::JavaIntegerIdentity => "java_integer_identity",
            Misreading::JavaIntegerDrawAtLimit => "java_integer_draw_at_limit",
            Misreading::JavaIntegerEndlessLoop => "java_integer_endless_loop",
            Misreading::JavaIntegerReturns2 => "java_integer_returns_2",
            Misreading::NoLimit => "no_limit",
            Misreading::LimitOneLate => "limit_one_late",
            Misreading::LimitOneEarly => "limit_one_early",
            Misreading::PileReversed => "pile_reversed",
            Misreading::EmptyDecksALoses => "empty_decks_a_loses",
        }
    }

    /// The misreading of this name, if there is one.
    pub fn named(name: &str) -> Option<Misreading> {
        Misreading::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Whether this is an accepted alternative reading, which passes
    /// unless the grading is strict.
    pub fn is_accepted(self) -> bool {
        self.interpretation().is_some()
    }

    /// The accepted reading this misreading is, if it is one.
    pub fn interpretation(self) -> Option<Interpretation> {
        match self {
            Misreading::EmptyBeforeLimit => Some(Interpretation::EmptyBeforeLimit),
            Misreading::LimitEndsWar => Some(Interpretation::LimitEndsWar),
            _ => None,
        }
    }

    /// What the port does, and what the assignment says instead.
    pub fn explanation(self) -> &'static str {
        match self {
            Misreading::LimitCountsRounds => {
                "counts only the battles that start a round toward the 1000; every battle counts, the ones that settle a war too (\"deze tweede slag\")"
            }
            Misreading::EmptyBeforeLimit => {
                "checks the empty decks before the limit, so a deck emptied by the 1000th battle still loses; as decided, the limit comes first (an accepted alternative reading)"
            }
            Misreading::LimitEndsWar => {
                "ends the game as a technical draw on a tie at the 1000th battle, even when a player could not have fought the war; as decided, whether a player can fight belongs to the tied battle (an accepted alternative reading)"
            }
            Misreading::WarNeedsFourCards => {
                "makes a player who cannot put down three cards and a fourth to play lose the war; three cards are enough (\"drie kaarten\")"
            }
            Misreading::ALosesWhenBothShort => {
                "makes A lose when both players are short of cards for a war; that is a draw"
            }
            Misreading::FewerLosesWhenBothShort => {
                "makes the player with fewer cards (the one who runs out first) lose when both are short of cards for a war; that is a draw, whatever the counts (\"beide spelers niet in staat\")"
            }
            Misreading::WinnerCardFirst => {
                "puts the winner's card first under their deck; A's card always comes before B's (\"ongeacht welke speler het gevecht heeft gewonnen\")"
            }
            Misreading::WarCardsInterleaved => {
                "lays the war cards A, B, A, B; A puts down three cards, then B does (\"in volgorde\")"
            }
            Misreading::TwoCardsDown => {
                "puts two cards down in a war; each player puts down three"
            }
            Misreading::DealHalves => {
                "deals the first half of the deck to A and the rest to B; the cards are dealt alternately, the first to A"
            }
            Misreading::JavaIntegerIdentity => {
                "compares the cards as Integer objects with ==, so equal cards outside -128..127 do not start a war and B wins; compare int values (or use equals)"
            }
            Misreading::JavaIntegerDrawAtLimit => {
                "compares the cards as Integer objects with >, < and ==, none of which holds for equal cards outside -128..127: no card moves, and the game stands still until the limit, a draw; compare int values (or use equals)"
            }
            Misreading::JavaIntegerEndlessLoop => {
                "compares the cards as Integer objects with >, < and ==, none of which holds for equal cards outside -128..127: no card moves and the game never ends; compare int values (or use equals)"
            }
            Misreading::JavaIntegerReturns2 => {
                "compares the cards as Integer objects with >, < and ==, none of which holds for equal cards outside -128..127, and findWinner returns 2; compare int values (or use equals)"
            }
            Misreading::NoLimit => {
                "has no battle limit, so a game that repeats never ends; after the 1000th battle the game is a technical draw"
            }
            Misreading::LimitOneLate => {
                "plays 1001 battles before the technical draw; the game stops after the 1000th"
            }
            Misreading::LimitOneEarly => {
                "stops after 999 battles; the game stops after the 1000th"
            }
            Misreading::PileReversed => {
                "puts the pile under the winner's deck in reverse order; it goes in the order it was laid down"
            }
            Misreading::EmptyDecksALoses => {
                "makes A lose when both decks are empty; that is a draw (an empty starting deck included)"
            }
        }
    }

    /// The parts of a reading this misreading changes. A port without a
    /// limit has none to count, check or reach early, so
    /// [`Misreading::NoLimit`] takes every part of the limit.
    pub fn fields(self) -> &'static [Field] {
        match self {
            Misreading::LimitCountsRounds => &[Field::LimitUnit],
            Misreading::EmptyBeforeLimit => &[Field::LimitOrder],
            Misreading::LimitEndsWar => &[Field::LimitEndsWar],
            Misreading::WarNeedsFourCards => &[Field::WarNeedsBattleCard],
            Misreading::ALosesWhenBothShort | Misreading::FewerLosesWhenBothShort => {
                &[Field::BothShort]
            }
            Misreading::WinnerCardFirst | Misreading::PileReversed => &[Field::Pickup],
            Misreading::WarCardsInterleaved => &[Field::WarLayout],
            Misreading::TwoCardsDown => &[Field::WarCards],
            Misreading::DealHalves => &[Field::Deal],
            Misreading::JavaIntegerIdentity
            | Misreading::JavaIntegerDrawAtLimit
            | Misreading::JavaIntegerEndlessLoop
            | Misreading::JavaIntegerReturns2 => &[Field::Compare],
            Misreading::NoLimit => &[
                Field::Limit,
                Field::LimitUnit,
                Field::LimitOrder,
                Field::LimitEndsWar,
            ],
            Misreading::LimitOneLate | Misreading::LimitOneEarly => &[Field::Limit],
            Misreading::EmptyDecksALoses => &[Field::BothEmpty],
        }
    }

    /// `reading`, misread this way.
    pub fn apply(self, reading: Reading) -> Reading {
        let port = reading.rules;
        let rules = |rules: Rules| Reading { rules, ..reading };
        let stall = |stall: Stall| Reading {
            rules: Rules {
                compare: Compare::Value,
                ..port
            },
            stall: Some(stall),
        };
        match self {
            Misreading::LimitCountsRounds => rules(Rules {
                limit_unit: LimitUnit::Rounds,
                ..port
            }),
            Misreading::EmptyBeforeLimit => rules(Interpretation::EmptyBeforeLimit.rules(port)),
            Misreading::LimitEndsWar => rules(Interpretation::LimitEndsWar.rules(port)),
            Misreading::WarNeedsFourCards => rules(Rules {
                war_needs_battle_card: true,
                ..port
            }),
            Misreading::ALosesWhenBothShort => rules(Rules {
                both_short: BothShort::ALoses,
                ..port
            }),
            Misreading::FewerLosesWhenBothShort => rules(Rules {
                both_short: BothShort::FewerLoses,
                ..port
            }),
            Misreading::WinnerCardFirst => rules(Rules {
                pickup: Pickup::WinnerFirst,
                ..port
            }),
            Misreading::WarCardsInterleaved => rules(Rules {
                war_layout: WarLayout::Interleaved,
                ..port
            }),
            Misreading::TwoCardsDown => rules(Rules {
                war_cards: 2,
                ..port
            }),
            Misreading::DealHalves => rules(Rules {
                deal: Deal::Halves,
                ..port
            }),
            Misreading::JavaIntegerIdentity => Reading {
                rules: Rules {
                    compare: Compare::JavaIntegerIdentity,
                    ..port
                },
                stall: None,
            },
            Misreading::JavaIntegerDrawAtLimit => stall(Stall::DrawAtLimit),
            Misreading::JavaIntegerEndlessLoop => stall(Stall::EndlessLoop),
            Misreading::JavaIntegerReturns2 => stall(Stall::Returns(2)),
            Misreading::NoLimit => rules(Rules {
                limit: SAFETY_LIMIT,
                limit_is_rule: false,
                ..port
            }),
            Misreading::LimitOneLate => rules(Rules {
                limit: port.limit.saturating_add(1),
                ..port
            }),
            Misreading::LimitOneEarly => rules(Rules {
                limit: port.limit.saturating_sub(1),
                ..port
            }),
            Misreading::PileReversed => rules(Rules {
                pickup: Pickup::Reversed,
                ..port
            }),
            Misreading::EmptyDecksALoses => rules(Rules {
                both_empty: BothEmpty::ALoses,
                ..port
            }),
        }
    }

    /// The rules of a port that should follow `port` and misreads them this
    /// way (its [`Reading`]'s rules).
    pub fn rules(self, port: Rules) -> Rules {
        self.apply(Reading::faithful(port)).rules
    }
}

impl fmt::Display for Misreading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Two misreadings that cannot be combined: both change `field`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conflict {
    /// The first of the two.
    pub first: Misreading,
    /// The second.
    pub second: Misreading,
    /// The part of the reading both change.
    pub field: Field,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} cannot be combined: both change {}",
            self.first,
            self.second,
            self.field.name()
        )
    }
}

/// The reading of a port that should follow `port` and misreads it in
/// every way of `set`, one after the other. Misreadings of different fields
/// commute, so the order does not matter; two that change the same field
/// cannot be combined, and the first such pair is the error.
///
/// ```
/// use war_kata::war::grade::diagnose::{combine, Misreading};
/// use war_kata::Rules;
///
/// let both = combine(&[Misreading::TwoCardsDown, Misreading::DealHalves], Rules::default()).unwrap();
/// assert_eq!(both.rules.war_cards, 2);
/// let clash = combine(&[Misreading::LimitOneLate, Misreading::NoLimit], Rules::default());
/// assert_eq!(clash.unwrap_err().to_string(), "limit_one_late and no_limit cannot be combined: both change limit");
/// ```
pub fn combine(set: &[Misreading], port: Rules) -> Result<Reading, Conflict> {
    for (index, &first) in set.iter().enumerate() {
        for &second in &set[index + 1..] {
            if let Some(&field) = first
                .fields()
                .iter()
                .find(|field| second.fields().contains(field))
            {
                return Err(Conflict {
                    first,
                    second,
                    field,
                });
            }
        }
    }
    Ok(set
        .iter()
        .fold(Reading::faithful(port), |reading, misreading| {
            misreading.apply(reading)
        }))
}

/// What a port did with a deck, as far as the diagnosis is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Observation {
    /// It answered with this number: 1, 0 or -1, or another integer (a
    /// `findWinner` that returns 2).
    Code(i32),
    /// It gave no answer within the time limit.
    Hang,
}

/// What a reading makes of a deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Prediction {
    /// The game ends with this code.
    Code(i32),
    /// The game never ends: the rules have no limit and it cycles (or runs
    /// past the engine's safety limit), or the port loops on a battle it
    /// cannot decide.
    Endless,
}

impl Prediction {
    /// Whether a port that did `observation` agrees with this prediction.
    pub fn agrees_with(self, observation: Observation) -> bool {
        match (self, observation) {
            (Prediction::Code(code), Observation::Code(answer)) => code == answer,
            (Prediction::Endless, Observation::Hang) => true,
            _ => false,
        }
    }

    /// What a port that plays this way does.
    pub fn observation(self) -> Observation {
        match self {
            Prediction::Code(code) => Observation::Code(code),
            Prediction::Endless => Observation::Hang,
        }
    }
}

/// Whether Java caches the `Integer` objects of `value`, so that two equal
/// ones are the same object: from -128 to 127.
pub fn java_caches(value: Card) -> bool {
    (-128..=127).contains(&value)
}

/// The recorder that notes the first battle a port comparing `Integer`
/// objects with `>`, `<` and `==` cannot decide.
#[derive(Debug, Default)]
struct FirstStall(Option<u32>);

impl Recorder for FirstStall {
    fn battle(&mut self, battle: &Battle<'_>) {
        if self.0.is_none() && battle.card_a == battle.card_b && !java_caches(battle.card_a) {
            self.0 = Some(battle.number);
        }
    }
}

/// Plays decks by readings, reusing one game's room.
#[derive(Debug, Clone)]
pub struct Predictor {
    war: War,
}

impl Default for Predictor {
    fn default() -> Predictor {
        Predictor { war: War::new(&[]) }
    }
}

impl Predictor {
    /// What `reading` makes of a game that starts as `start`.
    pub fn predict(&mut self, start: &Start, reading: &Reading) -> Prediction {
        match start {
            Start::Deck(deck) => self.war.redeal(deck, reading.rules),
            Start::Hands { a, b } => self.war = War::from_hands(a, b, reading.rules),
        }
        let (result, stall) = match reading.stall {
            None => (self.war.simulate_game(), None),
            Some(stall) => {
                let mut first = FirstStall::default();
                let result = self.war.play(&mut first);
                (result, first.0.map(|_| stall))
            }
        };
        match stall {
            Some(Stall::DrawAtLimit) if reading.rules.limit_is_rule => Prediction::Code(0),
            Some(Stall::DrawAtLimit | Stall::EndlessLoop) => Prediction::Endless,
            Some(Stall::Returns(code)) => Prediction::Code(code),
            None => match result.reason {
                EndReason::Cycle | EndReason::SafetyLimit => Prediction::Endless,
                _ => Prediction::Code(result.outcome.code()),
            },
        }
    }
}

/// What `reading` makes of a game that starts as `start`.
pub fn predict(start: &Start, reading: &Reading) -> Prediction {
    Predictor::default().predict(start, reading)
}

/// Every set of at most [`MAX_COMBINED`] misreadings that can be combined,
/// smallest first, each in the catalogue's order.
pub fn combinations() -> Vec<Vec<Misreading>> {
    let all = Misreading::ALL;
    let mut sets: Vec<Vec<Misreading>> = Vec::new();
    let mut frontier: Vec<Vec<Misreading>> = vec![Vec::new()];
    for _ in 0..MAX_COMBINED {
        let mut next = Vec::new();
        for set in &frontier {
            let start = set.last().map_or(0, |last| {
                all.iter().position(|m| m == last).unwrap_or(0) + 1
            });
            for &misreading in &all[start..] {
                let mut bigger = set.clone();
                bigger.push(misreading);
                if combine(&bigger, Rules::default()).is_ok() {
                    next.push(bigger);
                }
            }
        }
        sets.extend(next.iter().cloned());
        frontier = next;
    }
    sets
}

/// How one deck the port got wrong is explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CaseExplanation {
    /// By the diagnosis: these of its misreadings are needed to give the
    /// port's answer here (all of them when none is needed alone).
    Diagnosis(Vec<Misreading>),
    /// No set explains every answer, but these smallest sets give the
    /// port's answer here and agree with every answer the port got right;
    /// `more` sets of the same size are left out.
    Candidates {
        /// The sets shown, at most [`SHOWN_CANDIDATES`].
        sets: Vec<Vec<Misreading>>,
        /// How many more sets of the same size there are.
        more: usize,
    },
    /// No known misreading, alone or combined, gives the port's answer here
    /// and every answer the port got right.
    Unexplained,
}

/// The most candidate sets [`CaseExplanation::Candidates`] names.
pub const SHOWN_CANDIDATES: usize = 4;

/// The diagnosis of a port: the smallest sets of misreadings whose reading
/// gives every answer it gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diagnosis {
    /// Whether the port gave any answer the faithful rules do not give.
    pub disagrees: bool,
    /// The smallest sets that explain every answer: one, or several of the
    /// same size that the answers cannot tell apart. Empty when the port
    /// agrees with the rules, or when no set of at most [`MAX_COMBINED`]
    /// misreadings explains it.
    pub sets: Vec<Vec<Misreading>>,
}

impl Diagnosis {
    /// The one set that explains every answer, if exactly one does.
    pub fn set(&self) -> Option<&[Misreading]> {
        match self.sets.as_slice() {
            [one] => Some(one),
            _ => None,
        }
    }

    /// Whether the port disagrees with the rules and no known set of
    /// misreadings explains it.
    pub fn unexplained(&self) -> bool {
        self.disagrees && self.sets.is_empty()
    }

    /// Every misreading named by the diagnosis, in catalogue order.
    pub fn named(&self) -> Vec<Misreading> {
        let mut named: Vec<Misreading> = self.sets.iter().flatten().copied().collect();
        named.sort();
        named.dedup();
        named
    }
}

/// A prediction cached as a byte: 0 unknown, 1 endless, 2 and up a code.
type Cached = u8;

/// What a port did with every deck it was given, and what each known set
/// of misreadings makes of the same decks, computed as needed.
#[derive(Debug)]
pub struct Evidence {
    /// The rules the port should follow.
    port: Rules,
    /// The decks and what the port did with each.
    observed: Vec<(Start, Observation)>,
    /// Whether the faithful rules give the port's answer, per deck.
    agrees: Vec<bool>,
    /// The indexes of the decks the port got wrong, then of the others.
    order: Vec<usize>,
    /// The sets tried, smallest first, and the reading of each.
    sets: Vec<(Vec<Misreading>, Reading)>,
    /// The index of each set in `sets`.
    index: HashMap<Vec<Misreading>, usize>,
    /// Predictions, `sets.len()` rows of `observed.len()`.
    cache: Vec<Cached>,
    /// Whether each set agrees with every deck the port got right.
    consistent: Vec<Option<bool>>,
    predictor: Predictor,
    diagnosis: Option<Diagnosis>,
}

impl Evidence {
    /// The evidence of a port that should follow `port` and did
    /// `observed`. A deck given twice counts once (the first time).
    pub fn new(port: Rules, observed: Vec<(Start, Observation)>) -> Evidence {
        let mut seen = HashMap::new();
        let observed: Vec<_> = observed
            .into_iter()
            .filter(|(start, _)| seen.insert(start.clone(), ()).is_none())
            .collect();
        let mut predictor = Predictor::default();
        let faithful = Reading::faithful(port);
        let agrees: Vec<bool> = observed
            .iter()
            .map(|(start, seen)| predictor.predict(start, &faithful).agrees_with(*seen))
            .collect();
        let mut order: Vec<usize> = (0..observed.len()).filter(|&i| !agrees[i]).collect();
        order.extend((0..observed.len()).filter(|&i| agrees[i]));
        let sets: Vec<(Vec<Misreading>, Reading)> = combinations()
            .into_iter()
            .filter_map(|set| {
                let reading = combine(&set, port).ok()?;
                (reading != faithful).then_some((set, reading))
            })
            .collect();
        let index = sets
            .iter()
            .enumerate()
            .map(|(i, (set, _))| (set.clone(), i))
            .collect();
        Evidence {
            port,
            cache: vec![0; sets.len() * observed.len()],
            consistent: vec![None; sets.len()],
            observed,
            agrees,
            order,
            sets,
            index,
            predictor,
            diagnosis: None,
        }
    }

    /// The decks, in the order given (without repeats), and what the port
    /// did with each.
    pub fn observed(&self) -> &[(Start, Observation)] {
        &self.observed
    }

    /// The index of `start` among the observed games.
    pub fn position(&self, start: &Start) -> Option<usize> {
        self.observed.iter().position(|(s, _)| s == start)
    }

    /// Whether the faithful rules give what the port did with deck `i`.
    pub fn agrees(&self, i: usize) -> bool {
        self.agrees[i]
    }

    /// What set `s` makes of deck `i`.
    fn prediction(&mut self, s: usize, i: usize) -> Prediction {
        let slot = s * self.observed.len() + i;
        let cached = self.cache[slot];
        if cached != 0 {
            return decode(cached);
        }
        let prediction = self.predictor.predict(&self.observed[i].0, &self.sets[s].1);
        self.cache[slot] = encode(prediction);
        prediction
    }

    /// Whether set `s` gives what the port did with deck `i`.
    fn explains(&mut self, s: usize, i: usize) -> bool {
        let observation = self.observed[i].1;
        self.prediction(s, i).agrees_with(observation)
    }

    /// Whether set `s` agrees with every deck the port got right.
    fn consistent(&mut self, s: usize) -> bool {
        if let Some(known) = self.consistent[s] {
            return known;
        }
        let right: Vec<usize> = self
            .order
            .iter()
            .copied()
            .filter(|&i| self.agrees[i])
            .collect();
        let consistent = right.into_iter().all(|i| self.explains(s, i));
        self.consistent[s] = Some(consistent);
        consistent
    }

    /// The smallest sets of misreadings that give every answer the port
    /// gave.
    pub fn diagnosis(&mut self) -> Diagnosis {
        if let Some(diagnosis) = &self.diagnosis {
            return diagnosis.clone();
        }
        let disagrees = self.agrees.iter().any(|agrees| !agrees);
        let mut found: Vec<Vec<Misreading>> = Vec::new();
        if disagrees {
            for s in 0..self.sets.len() {
                let size = self.sets[s].0.len();
                if found.first().is_some_and(|first| first.len() < size) {
                    break;
                }
                let order = self.order.clone();
                if order.into_iter().all(|i| self.explains(s, i)) {
                    found.push(self.sets[s].0.clone());
                }
            }
        }
        let diagnosis = Diagnosis {
            disagrees,
            sets: found,
        };
        self.diagnosis = Some(diagnosis.clone());
        diagnosis
    }

    /// How deck `i`, which the port got wrong, is explained.
    pub fn explain(&mut self, i: usize) -> CaseExplanation {
        let diagnosis = self.diagnosis();
        if let Some(set) = diagnosis.set() {
            return CaseExplanation::Diagnosis(self.needed(set, i));
        }
        let mut found: Vec<Vec<Misreading>> = Vec::new();
        for s in 0..self.sets.len() {
            let size = self.sets[s].0.len();
            if found.first().is_some_and(|first| first.len() < size) {
                break;
            }
            if self.explains(s, i) && self.consistent(s) {
                found.push(self.sets[s].0.clone());
            }
        }
        if found.is_empty() {
            return CaseExplanation::Unexplained;
        }
        let more = found.len().saturating_sub(SHOWN_CANDIDATES);
        found.truncate(SHOWN_CANDIDATES);
        CaseExplanation::Candidates { sets: found, more }
    }

    /// The members of `set` that deck `i` needs: those without which the
    /// rest of the set does not give the port's answer there; all of them
    /// when none is needed alone.
    fn needed(&mut self, set: &[Misreading], i: usize) -> Vec<Misreading> {
        let observation = self.observed[i].1;
        let mut needed = Vec::new();
        for &member in set {
            let rest: Vec<Misreading> = set.iter().copied().filter(|&m| m != member).collect();
            let gives = match self.index.get(&rest) {
                Some(&s) => self.explains(s, i),
                // The empty rest is the faithful rules, which do not.
                None if rest.is_empty() => false,
                None => {
                    let reading = combine(&rest, self.port).ok();
                    reading.is_some_and(|reading| {
                        self.predictor
                            .predict(&self.observed[i].0, &reading)
                            .agrees_with(observation)
                    })
                }
            };
            if !gives {
                needed.push(member);
            }
        }
        if needed.is_empty() {
            needed = set.to_vec();
        }
        needed
    }
}

/// A prediction as a cache byte.
fn encode(prediction: Prediction) -> Cached {
    match prediction {
        Prediction::Endless => 1,
        Prediction::Code(code) => u8::try_from(code + 3).unwrap_or(255).max(2),
    }
}

/// A cache byte as a prediction.
fn decode(cached: Cached) -> Prediction {
    match cached {
        1 => Prediction::Endless,
        byte => Prediction::Code(i32::from(byte) - 3),
    }
}

/// The misreadings that explain what a port did: every set of the
/// smallest size whose answers agree with `observed` (a deck and what the
/// port did with it, for each case it answered or timed out on), when the
/// faithful rules `port` do not.
pub fn diagnose(port: Rules, observed: &[(&Start, Observation)]) -> Diagnosis {
    let observed = observed
        .iter()
        .map(|&(start, observation)| (start.clone(), observation))
        .collect();
    Evidence::new(port, observed).diagnosis()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a port of `set` does with each of `decks`.
    fn port_of(set: &[Misreading], decks: &[Vec<Card>]) -> Vec<(Start, Observation)> {
        let reading = combine(set, Rules::default()).expect("the set combines");
        decks
            .iter()
            .map(|deck| {
                let start = Start::Deck(deck.clone());
                let seen = predict(&start, &reading).observation();
                (start, seen)
            })
            .collect()
    }

    /// The fixtures' decks of the assignment's rules.
    fn fixture_decks() -> Vec<Vec<Card>> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
        let (cases, _) = crate::war::grade::load_cases(&[root], crate::war::rules::Preset::Umass)
            .expect("the fixtures load");
        cases
            .into_iter()
            .filter_map(|case| match case.start {
                Start::Deck(deck) => Some(deck),
                Start::Hands { .. } => None,
            })
            .collect()
    }

    #[test]
    fn a_faithful_port_has_no_diagnosis() {
        let observed = port_of(&[], &[vec![2, 3, 4, 5], vec![5, 5, 2, 4, 3]]);
        let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
        assert!(!diagnosis.disagrees);
        assert!(diagnosis.sets.is_empty());
    }

    #[test]
    fn two_cards_down_is_named() {
        // A [5, 2, 3] against B [5, 4]: with two cards down, B is short and
        // A wins.
        let observed = port_of(&[Misreading::TwoCardsDown], &[vec![5, 5, 2, 4, 3]]);
        let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
        assert!(diagnosis.named().contains(&Misreading::TwoCardsDown));
    }

    #[test]
    fn every_misreading_changes_the_rules() {
        for misreading in Misreading::ALL {
            let reading = misreading.apply(Reading::faithful(Rules::default()));
            assert_ne!(reading, Reading::faithful(Rules::default()), "{misreading}");
        }
    }

    #[test]
    fn misreadings_of_the_same_field_do_not_combine() {
        for first in Misreading::ALL {
            for second in Misreading::ALL {
                let shared = first.fields().iter().any(|f| second.fields().contains(f));
                let combined = combine(&[first, second], Rules::default());
                assert_eq!(combined.is_err(), shared, "{first} and {second}");
            }
        }
    }

    #[test]
    fn misreadings_of_different_fields_commute() {
        for first in Misreading::ALL {
            for second in Misreading::ALL {
                let (Ok(one), Ok(other)) = (
                    combine(&[first, second], Rules::default()),
                    combine(&[second, first], Rules::default()),
                ) else {
                    continue;
                };
                assert_eq!(one, other, "{first} and {second}");
            }
        }
    }

    #[test]
    fn names_read_back() {
        for misreading in Misreading::ALL {
            assert_eq!(Misreading::named(misreading.name()), Some(misreading));
        }
        assert_eq!(Misreading::named("no_such_thing"), None);
    }

    #[test]
    fn a_hang_agrees_only_with_an_endless_game() {
        assert!(Prediction::Endless.agrees_with(Observation::Hang));
        assert!(!Prediction::Code(0).agrees_with(Observation::Hang));
        assert!(!Prediction::Endless.agrees_with(Observation::Code(0)));
    }

    #[test]
    fn without_a_limit_a_cycling_game_never_ends() {
        let no_limit = Misreading::NoLimit.apply(Reading::faithful(Rules::default()));
        let cycling = Start::Deck(vec![3, 2, 1, 4]);
        assert_eq!(predict(&cycling, &no_limit), Prediction::Endless);
        let faithful = Reading::faithful(Rules::default());
        assert_eq!(predict(&cycling, &faithful), Prediction::Code(0));
    }

    /// 200 against 200 in battle 1: a war by the rules (A then wins with 9
    /// against 7); B's battle under `==`; a battle nobody wins under `>`,
    /// `<` and `==`.
    #[test]
    fn integers_compared_as_objects_stall_or_give_the_battle_to_b() {
        let deck = Start::Deck(vec![200, 200, 1, 2, 3, 4, 5, 6, 9, 7]);
        let faithful = Reading::faithful(Rules::default());
        let of = |m: Misreading| predict(&deck, &m.apply(faithful));
        assert_eq!(predict(&deck, &faithful), Prediction::Code(1));
        assert_eq!(of(Misreading::JavaIntegerIdentity), Prediction::Code(-1));
        assert_eq!(of(Misreading::JavaIntegerDrawAtLimit), Prediction::Code(0));
        assert_eq!(of(Misreading::JavaIntegerEndlessLoop), Prediction::Endless);
        assert_eq!(of(Misreading::JavaIntegerReturns2), Prediction::Code(2));
        // Within Java's cache nothing changes.
        let small = Start::Deck(vec![100, 100, 1, 2, 3, 4, 5, 6, 9, 7]);
        assert_eq!(
            predict(&small, &Misreading::JavaIntegerReturns2.apply(faithful)),
            Prediction::Code(1)
        );
        // Without a limit, standing still never ends.
        let both = combine(
            &[Misreading::JavaIntegerDrawAtLimit, Misreading::NoLimit],
            Rules::default(),
        )
        .expect("they combine");
        assert_eq!(predict(&deck, &both), Prediction::Endless);
    }

    #[test]
    fn the_cache_holds_every_prediction() {
        for prediction in [
            Prediction::Endless,
            Prediction::Code(-1),
            Prediction::Code(0),
            Prediction::Code(1),
            Prediction::Code(2),
        ] {
            assert_eq!(decode(encode(prediction)), prediction);
        }
    }

    #[test]
    fn combinations_are_every_compatible_set_once() {
        let sets = combinations();
        let singles = sets.iter().filter(|s| s.len() == 1).count();
        assert_eq!(singles, Misreading::ALL.len());
        let mut unique = sets.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), sets.len());
        assert!(sets.windows(2).all(|w| w[0].len() <= w[1].len()));
        assert!(sets.iter().all(|s| combine(s, Rules::default()).is_ok()));
        assert!(sets.iter().any(|s| s.len() == MAX_COMBINED));
        // The manual gives the count (`book/src/teacher/diagnosis.md`).
        assert_eq!(sets.len(), 926);
    }

    /// On the fixtures' decks, every catalogued misreading gives answers
    /// of its own: no other misreading, and not the rules, gives them all.
    #[test]
    fn the_fixtures_tell_every_misreading_apart() {
        let decks = fixture_decks();
        for misreading in Misreading::ALL {
            let observed = port_of(&[misreading], &decks);
            let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
            assert_eq!(diagnosis.sets, vec![vec![misreading]], "{misreading}");
        }
    }

    /// The sets of the example ports with several bugs (tests/ports): the
    /// fixtures, and the same games renamed, tell each from every other set
    /// of at most three.
    #[test]
    fn the_fixtures_tell_the_example_ports_sets_apart() {
        use Misreading::*;
        let decks = fixture_decks();
        let mut starts: Vec<Vec<Card>> = decks.clone();
        starts.extend(
            decks
                .iter()
                .map(|deck| crate::war::grade::variant::rename(deck)),
        );
        for set in [
            vec![
                FewerLosesWhenBothShort,
                WinnerCardFirst,
                JavaIntegerDrawAtLimit,
            ],
            vec![WarNeedsFourCards, JavaIntegerReturns2],
            vec![LimitEndsWar, FewerLosesWhenBothShort],
            vec![WarNeedsFourCards, PileReversed, EmptyDecksALoses],
            vec![LimitCountsRounds, WarCardsInterleaved],
        ] {
            let observed = port_of(&set, &starts);
            let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
            assert_eq!(diagnosis.sets, vec![set]);
        }
    }

    #[test]
    fn a_case_names_the_members_it_needs() {
        let set = [Misreading::WinnerCardFirst, Misreading::TwoCardsDown];
        let decks = fixture_decks();
        let mut evidence = Evidence::new(Rules::default(), port_of(&set, &decks));
        assert_eq!(evidence.diagnosis().sets, vec![set.to_vec()]);
        let i = evidence
            .position(&Start::Deck(vec![5, 5, 2, 4, 3]))
            .expect("war_draw's deck");
        assert_eq!(
            evidence.explain(i),
            CaseExplanation::Diagnosis(vec![Misreading::TwoCardsDown])
        );
    }

    #[test]
    fn an_answer_no_misreading_gives_is_unexplained() {
        // A deck of one card: A wins; a port that answers 0 has no known
        // misreading.
        let mut observed = port_of(&[], &fixture_decks());
        for (start, seen) in &mut observed {
            if *start == Start::Deck(vec![7]) {
                *seen = Observation::Code(0);
            }
        }
        let mut evidence = Evidence::new(Rules::default(), observed);
        let diagnosis = evidence.diagnosis();
        assert!(diagnosis.unexplained());
        let i = (0..evidence.observed().len())
            .find(|&i| !evidence.agrees(i))
            .expect("the one-card deck");
        assert_eq!(evidence.explain(i), CaseExplanation::Unexplained);
    }
}
