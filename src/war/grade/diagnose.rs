//! Diagnosis: which known misreadings of the rules explain a port's
//! answers, alone or together.
//!
//! Each [`Misreading`] is data: a function from a [`Reading`] (the rules a
//! port plays, what it does with a battle it cannot decide, whether it
//! takes a war's cards from an empty deck) to the same reading misread one
//! way, touching the [`Field`]s it names. Misreadings that touch different
//! fields compose, in any order, to the reading of a port with several
//! bugs; two that touch the same field cannot be combined ([`combine`] says
//! which field). Every reading is played by the same engine.
//!
//! [`Evidence`] holds what a port did with each deck it was given: an
//! answer, or a time-out or a crash, which is no answer. Its
//! [`Evidence::diagnosis`] is, of the sets of misreadings (at most
//! [`MAX_COMBINED`], accepted readings included) whose reading gives every
//! answer the port gave, those that predict the most of its time-outs and
//! crashes, the smallest first; when none gives every answer, the
//! [`Closest`]. [`Evidence::explain`] says, for one deck the port got
//! wrong, which members of that set it needs, or, for an answer no such set
//! gives, which sets give it while agreeing with every answer the port got
//! right.

use std::collections::HashMap;
use std::fmt;

use serde::Serialize;

use crate::kit::locale::{arg, Locale};
use crate::war::cards::Card;
use crate::war::fixture::Interpretation;
use crate::war::game::War;
use crate::war::grade::start::Start;
use crate::war::lang::say;
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
    /// When both players are short of cards for a war, the one who runs out
    /// first as the war's cards are taken one at a time, A before B, loses:
    /// the one with fewer cards, or A with as many.
    FirstOutLosesWhenBothShort,
    /// The war's cards are taken without a look at whether the player has
    /// them: a player short of cards for a war makes the port crash (a card
    /// taken from an empty deck) instead of losing.
    ShortWarCrashes,
    /// A game dealt from an empty deck is not a draw: A loses (the port
    /// answers -1 for an empty deck), though both decks emptied later are a
    /// draw.
    EmptyDealALoses,
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
    /// Whether the port crashes where the rules end the game with a player
    /// short of cards for a war: it takes the war's cards from an empty
    /// deck.
    pub short_war_crashes: bool,
}

impl Reading {
    /// The reading of a port that follows `rules` faithfully.
    pub fn faithful(rules: Rules) -> Reading {
        Reading {
            rules,
            stall: None,
            short_war_crashes: false,
        }
    }
}

impl Misreading {
    /// Every misreading the diagnosis knows, accepted readings included.
    pub const ALL: [Misreading; 22] = [
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
        Misreading::FirstOutLosesWhenBothShort,
        Misreading::ShortWarCrashes,
        Misreading::EmptyDealALoses,
    ];

    /// The broader misreading this one narrows, if any: one that gives the
    /// same answers but in games this one tells apart. When the port's
    /// games cannot tell the two apart, the diagnosis names the broader.
    pub fn narrows(self) -> Option<Misreading> {
        match self {
            // A after the deal, a draw later: only a game whose decks are
            // both emptied by a war tells them apart.
            Misreading::EmptyDealALoses => Some(Misreading::EmptyDecksALoses),
            _ => None,
        }
    }

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
            Misreading::FirstOutLosesWhenBothShort => "first_out_loses_when_both_short",
            Misreading::ShortWarCrashes => "short_war_crashes",
            Misreading::EmptyDealALoses => "empty_deal_a_loses",
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

    /// What the port does, and what the assignment says instead (after
    /// "the port "): its message `misreading-NAME` of
    /// `src/war/locales/en.ftl`.
    pub fn explanation(self) -> String {
        self.explanation_in(Locale::En)
    }

    /// The misreading named for a reader of `locale`: its id, with a label
    /// in the reader's language before it where that is not English
    /// (`twee kaarten afgelegd in een oorlog (two_cards_down)`).
    pub fn label_in(self, locale: Locale) -> String {
        let id = self.name();
        say(locale, &format!("misreading-label-{id}"), &[arg("id", id)])
    }

    /// [`Misreading::explanation`] in `locale`.
    pub fn explanation_in(self, locale: Locale) -> String {
        say(locale, &format!("misreading-{}", self.name()), &[])
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
            Misreading::ALosesWhenBothShort
            | Misreading::FewerLosesWhenBothShort
            | Misreading::FirstOutLosesWhenBothShort => &[Field::BothShort],
            // A port that never looks whether a player can fight a war
            // neither settles both being short nor needs a fourth card.
            Misreading::ShortWarCrashes => &[Field::BothShort, Field::WarNeedsBattleCard],
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
            Misreading::EmptyDecksALoses | Misreading::EmptyDealALoses => &[Field::BothEmpty],
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
            ..reading
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
                ..reading
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
            Misreading::FirstOutLosesWhenBothShort => rules(Rules {
                both_short: BothShort::FirstOutLoses,
                ..port
            }),
            Misreading::ShortWarCrashes => Reading {
                short_war_crashes: true,
                ..reading
            },
            Misreading::EmptyDealALoses => rules(Rules {
                both_empty: BothEmpty::ALosesEmptyDeal,
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

/// What a port did with a deck, as far as the diagnosis is concerned: an
/// answer, or one of the ways of giving none that a misreading can predict.
/// A crash, a time-out or a line that is no number is not an answer: the
/// diagnosis must explain every answer, and counts each of these only as
/// evidence for a misreading that predicts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Observation {
    /// It answered with this number: 1, 0 or -1, or another integer (a
    /// `findWinner` that returns 2).
    Code(i32),
    /// It gave no answer within the time limit.
    Hang,
    /// It crashed, this way.
    Crash(Crash),
}

impl Observation {
    /// Whether this is an answer (a number), not a time-out or a crash.
    pub fn is_answer(self) -> bool {
        matches!(self, Observation::Code(_))
    }
}

/// A crash, as far as the diagnosis is concerned: what the error the port
/// died of tells of the game it was playing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Crash {
    /// The stack or the memory ran out (`StackOverflowError`,
    /// `RecursionError`, `OutOfMemoryError`, `MemoryError`, Rust's
    /// overflowed stack): what a game that never ends comes to in a port
    /// that recurses once a battle or keeps what it played.
    Overflow,
    /// A card was taken from an empty deck (`IndexOutOfBoundsException`,
    /// `NoSuchElementException`, Python's `IndexError`, Rust's index out of
    /// bounds or `unwrap` of `None`; a `NullPointerException`, which is
    /// what Java's `poll` of an empty queue gives once the card is
    /// unboxed).
    OutOfCards,
    /// Any other error.
    Other,
}

/// The words by which a crash of each kind is known in Java's, Python's and
/// Rust's error messages.
const CRASH_WORDS: [(Crash, &[&str]); 2] = [
    (
        Crash::Overflow,
        &[
            "StackOverflowError",
            "OutOfMemoryError",
            "RecursionError",
            "maximum recursion depth",
            "MemoryError",
            "has overflowed its stack",
            "memory allocation of",
        ],
    ),
    (
        Crash::OutOfCards,
        &[
            "IndexOutOfBoundsException",
            "NoSuchElementException",
            "NullPointerException",
            "IndexError",
            "index out of bounds",
            "on a `None` value",
        ],
    ),
];

/// The kind of a crash whose error reads `text` (the exception the port
/// raised, or its standard error): the first kind whose words (a stack
/// overflow's, then a card taken from an empty deck's) it holds, else
/// [`Crash::Other`].
///
/// ```
/// use war_kata::war::grade::diagnose::{crash_kind, Crash};
///
/// assert_eq!(crash_kind("java.lang.StackOverflowError"), Crash::Overflow);
/// assert_eq!(crash_kind("IndexError: pop from empty list"), Crash::OutOfCards);
/// assert_eq!(crash_kind("ValueError: bad"), Crash::Other);
/// ```
pub fn crash_kind(text: &str) -> Crash {
    CRASH_WORDS
        .iter()
        .find(|(_, words)| words.iter().any(|word| text.contains(word)))
        .map_or(Crash::Other, |&(kind, _)| kind)
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
    /// The port crashes taking a card from an empty deck.
    Crash,
}

impl Prediction {
    /// Whether a port that did `observation` agrees with this prediction: a
    /// game that never ends agrees with a time-out, and with a crash of the
    /// stack or the memory (the end of a port that recurses once a battle
    /// or keeps every state); a card taken from an empty deck with a crash
    /// saying so.
    pub fn agrees_with(self, observation: Observation) -> bool {
        match (self, observation) {
            (Prediction::Code(code), Observation::Code(answer)) => code == answer,
            (Prediction::Endless, Observation::Hang | Observation::Crash(Crash::Overflow)) => true,
            (Prediction::Crash, Observation::Crash(Crash::OutOfCards)) => true,
            _ => false,
        }
    }

    /// What a port that plays this way does.
    pub fn observation(self) -> Observation {
        match self {
            Prediction::Code(code) => Observation::Code(code),
            Prediction::Endless => Observation::Hang,
            Prediction::Crash => Observation::Crash(Crash::OutOfCards),
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
                EndReason::ShortForWar | EndReason::BothShortForWar
                    if reading.short_war_crashes =>
                {
                    Prediction::Crash
                }
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
    /// By the diagnosis (or, when no set explains every answer, by the
    /// closest set): these of its misreadings are needed to give what the
    /// port did here (all of them when none is needed alone).
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

/// The diagnosis of a port: the sets of misreadings whose reading gives
/// every answer it gave and, of those, the ones that also predict the most
/// of its crashes and time-outs, the smallest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diagnosis {
    /// Whether the port gave any answer the faithful rules do not give.
    pub disagrees: bool,
    /// The sets that explain every answer and predict the most crashes and
    /// time-outs, of the smallest size: one, or several that the port's
    /// answers cannot tell apart. Empty when the port agrees with the rules
    /// and no set predicts one of its crashes or time-outs, or when no set
    /// of at most [`MAX_COMBINED`] misreadings explains every answer.
    pub sets: Vec<Vec<Misreading>>,
    /// When no set explains every answer: the set that explains the most,
    /// if it leaves fewer than half the wrong answers unexplained.
    pub closest: Option<Closest>,
}

/// The set of misreadings that explains the most of a port's answers, when
/// none explains them all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Closest {
    /// The set: of those that explain as many answers, the one that
    /// predicts the most crashes and time-outs, then the smallest.
    pub set: Vec<Misreading>,
    /// How many answers the port gave.
    pub answers: usize,
    /// How many of them the set does not give.
    pub unexplained: usize,
    /// One answer it does not give, a wrong one where there is one: the
    /// deck, what the port did, and what the set makes of it.
    pub example: (Start, Observation, Prediction),
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

    /// The misreadings the port surely has, by its answers: those of every
    /// set that explains them all (of the closest, when none does), in
    /// catalogue order.
    pub fn certain(&self) -> Vec<Misreading> {
        let mut sets = self
            .sets
            .iter()
            .chain(self.closest.iter().map(|closest| &closest.set));
        let Some(first) = sets.next() else {
            return Vec::new();
        };
        let mut certain = first.clone();
        for set in sets {
            certain.retain(|m| set.contains(m));
        }
        certain.sort();
        certain
    }

    /// The set a failing case is explained by, when there is one: the one
    /// set that explains every answer, or the closest.
    pub fn explaining(&self) -> Option<&[Misreading]> {
        self.set()
            .or_else(|| self.closest.as_ref().map(|closest| &closest.set[..]))
    }
}

/// A prediction cached as a byte: 0 unknown, 1 endless, 2 a crash, 3 and
/// up a code.
type Cached = u8;

/// What a port did with every deck it was given, and what each known set
/// of misreadings makes of the same decks, computed as needed.
#[derive(Debug)]
pub struct Evidence {
    /// The rules the port should follow.
    port: Rules,
    /// The decks and what the port did with each.
    observed: Vec<(Start, Observation)>,
    /// Whether the faithful rules give what the port did, per deck.
    agrees: Vec<bool>,
    /// The indexes of the decks the port answered: those it got wrong,
    /// then the others, each the smallest first.
    answers: Vec<usize>,
    /// The indexes of the decks the port gave no answer for (a crash, a
    /// time-out) where the faithful rules give one.
    unanswered: Vec<usize>,
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
        let answered = |i: &usize| observed[*i].1.is_answer();
        // The wrong answers first, which most sets do not give; the short
        // games first, which are quick to play.
        let mut answers: Vec<usize> = (0..observed.len()).filter(answered).collect();
        answers.sort_by_key(|&i| (agrees[i], observed[i].0.cards()));
        let unanswered = (0..observed.len())
            .filter(|&i| !agrees[i] && !answered(&i))
            .collect();
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
            answers,
            unanswered,
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

    /// Whether set `s` gives every answer the port gave (the wrong ones
    /// looked at first, which most sets do not give).
    fn gives_every_answer(&mut self, s: usize) -> bool {
        (0..self.answers.len()).all(|k| self.explains(s, self.answers[k]))
    }

    /// How many of the port's crashes and time-outs set `s` predicts, as
    /// evidence for it: of each kind a reading predicts (a game that never
    /// ends, as a time-out or a crash of the stack or the memory; a card
    /// taken from an empty deck), those it predicts, when they are at least
    /// four in five of that kind. A port that fails that way on decks no
    /// reading fails on (a loop that never ends, a recursion too deep for
    /// any long game, a crash on every deck) fails so whatever its reading,
    /// and shows none: misreadings that move more games into a failure
    /// predict more of them, but not the rest.
    fn predicted_failures(&mut self, s: usize) -> usize {
        // Per kind: (predicted, not predicted).
        let mut endless = (0, 0);
        let mut out_of_cards = (0, 0);
        for k in 0..self.unanswered.len() {
            let i = self.unanswered[k];
            let tally = match self.observed[i].1 {
                Observation::Hang | Observation::Crash(Crash::Overflow) => &mut endless,
                Observation::Crash(Crash::OutOfCards) => &mut out_of_cards,
                Observation::Crash(Crash::Other) | Observation::Code(_) => continue,
            };
            if self.explains(s, i) {
                tally.0 += 1;
            } else {
                tally.1 += 1;
            }
        }
        [endless, out_of_cards]
            .into_iter()
            .filter(|&(predicted, not)| predicted > 0 && predicted >= 4 * not)
            .map(|(predicted, _)| predicted)
            .sum()
    }

    /// Whether set `s` agrees with every answer the port got right.
    fn consistent(&mut self, s: usize) -> bool {
        if let Some(known) = self.consistent[s] {
            return known;
        }
        let right: Vec<usize> = self
            .answers
            .iter()
            .copied()
            .filter(|&i| self.agrees[i])
            .collect();
        let consistent = right.into_iter().all(|i| self.explains(s, i));
        self.consistent[s] = Some(consistent);
        consistent
    }

    /// The sets of misreadings that give every answer the port gave and,
    /// of those, predict the most of its crashes and time-outs (a crash or
    /// a time-out is no answer, but one a misreading predicts is evidence
    /// for it), the smallest first; when none gives every answer, the
    /// closest.
    pub fn diagnosis(&mut self) -> Diagnosis {
        if let Some(diagnosis) = &self.diagnosis {
            return diagnosis.clone();
        }
        let disagrees = self.answers.iter().any(|&i| !self.agrees[i]);
        // The best (predicted failures, size) so far; the faithful rules,
        // when they give every answer, are the one to beat.
        let mut best: Option<(usize, usize)> = (!disagrees).then_some((0, 0));
        let mut found: Vec<usize> = Vec::new();
        if disagrees || !self.unanswered.is_empty() {
            for s in 0..self.sets.len() {
                let size = self.sets[s].0.len();
                let predicted = self.predicted_failures(s);
                let worse = best.is_some_and(|(most, smallest)| {
                    predicted < most || (predicted == most && size > smallest)
                });
                if worse || !self.gives_every_answer(s) {
                    continue;
                }
                if best != Some((predicted, size)) {
                    found.clear();
                    best = Some((predicted, size));
                }
                found.push(s);
            }
        }
        let sets = without_narrower(found.iter().map(|&s| self.sets[s].0.clone()).collect());
        let closest = if disagrees && sets.is_empty() {
            self.closest()
        } else {
            None
        };
        let diagnosis = Diagnosis {
            disagrees,
            sets,
            closest,
        };
        self.diagnosis = Some(diagnosis.clone());
        diagnosis
    }

    /// The set that gives the most of the port's answers: of those that
    /// give as many, the one that predicts the most crashes and time-outs,
    /// then the smallest. None when the best leaves unexplained half as
    /// many answers as the faithful rules (the wrong ones) or more: a port
    /// that answers 0 to every deck is no misreading, though misreadings
    /// that make more games draws give more of its answers.
    fn closest(&mut self) -> Option<Closest> {
        let wrong = self.answers.iter().filter(|&&i| !self.agrees[i]).count();
        // The best (answers missed, predicted failures, set) so far; the
        // first must miss fewer than half the answers the rules miss.
        let mut best: Option<(usize, usize, usize)> = None;
        for s in 0..self.sets.len() {
            let bound = best.map_or(wrong.saturating_sub(1) / 2, |(missed, _, _)| missed);
            let mut missed = 0;
            for k in 0..self.answers.len() {
                if !self.explains(s, self.answers[k]) {
                    missed += 1;
                    if missed > bound {
                        break;
                    }
                }
            }
            if missed > bound {
                continue;
            }
            let predicted = self.predicted_failures(s);
            if best.is_none_or(|(fewest, most, _)| missed < fewest || predicted > most) {
                best = Some((missed, predicted, s));
            }
        }
        let (unexplained, _, s) = best?;
        let k = (0..self.answers.len()).find(|&k| !self.explains(s, self.answers[k]))?;
        let i = self.answers[k];
        Some(Closest {
            set: self.sets[s].0.clone(),
            answers: self.answers.len(),
            unexplained,
            example: (
                self.observed[i].0.clone(),
                self.observed[i].1,
                self.prediction(s, i),
            ),
        })
    }

    /// How what the port did with deck `i`, which the faithful rules do not
    /// give, is explained: by the members of the diagnosis's set (or the
    /// closest set) it needs, or, for an answer no such set gives, by the
    /// smallest sets that give it and every right answer. Nothing for a
    /// crash or a time-out the set does not predict: it is no answer.
    pub fn explain(&mut self, i: usize) -> Option<CaseExplanation> {
        let diagnosis = self.diagnosis();
        if let Some(set) = diagnosis.explaining() {
            let gives = match self.index.get(set) {
                Some(&s) => self.explains(s, i),
                None => false,
            };
            if gives {
                return Some(CaseExplanation::Diagnosis(self.needed(set, i)));
            }
        }
        if !self.observed[i].1.is_answer() {
            return None;
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
            return Some(CaseExplanation::Unexplained);
        }
        let more = found.len().saturating_sub(SHOWN_CANDIDATES);
        found.truncate(SHOWN_CANDIDATES);
        Some(CaseExplanation::Candidates { sets: found, more })
    }

    /// The members of `set` that deck `i` needs: those without which the
    /// rest of the set does not give what the port did there; all of them
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

/// `sets` without each set that another of them holds with a broader
/// misreading in place of one it narrows ([`Misreading::narrows`]).
fn without_narrower(sets: Vec<Vec<Misreading>>) -> Vec<Vec<Misreading>> {
    let broadened = |set: &Vec<Misreading>, narrow: Misreading, broad: Misreading| {
        let mut set: Vec<Misreading> = set
            .iter()
            .map(|&m| if m == narrow { broad } else { m })
            .collect();
        set.sort_by_key(|m| Misreading::ALL.iter().position(|a| a == m));
        set
    };
    sets.iter()
        .filter(|set| {
            !set.iter().any(|&m| {
                m.narrows()
                    .is_some_and(|broad| sets.contains(&broadened(set, m, broad)))
            })
        })
        .cloned()
        .collect()
}

/// A prediction as a cache byte.
fn encode(prediction: Prediction) -> Cached {
    match prediction {
        Prediction::Endless => 1,
        Prediction::Crash => 2,
        Prediction::Code(code) => u8::try_from(code + 4).unwrap_or(255).max(3),
    }
}

/// A cache byte as a prediction.
fn decode(cached: Cached) -> Prediction {
    match cached {
        1 => Prediction::Endless,
        2 => Prediction::Crash,
        byte => Prediction::Code(i32::from(byte) - 4),
    }
}

/// The misreadings that explain what a port did (`observed`: a deck and
/// what the port did with it, for each case it answered, crashed or timed
/// out on), when the faithful rules `port` do not: see
/// [`Evidence::diagnosis`].
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
            Prediction::Crash,
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
        assert_eq!(sets.len(), 1382);
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
            Some(CaseExplanation::Diagnosis(vec![Misreading::TwoCardsDown]))
        );
    }

    /// `observed`, with what the port did on each game a reading of `set`
    /// never ends replaced by `instead`.
    fn endless_as(
        mut observed: Vec<(Start, Observation)>,
        instead: Observation,
    ) -> Vec<(Start, Observation)> {
        for (_, seen) in &mut observed {
            if *seen == Observation::Hang {
                *seen = instead;
            }
        }
        observed
    }

    /// A port without a limit that recurses once a battle dies of a stack
    /// overflow on the cycling decks: no answer, but evidence for
    /// `no_limit`, which predicts a game that never ends there, against
    /// `limit_one_late`, which gives every answer too but predicts a draw
    /// there.
    #[test]
    fn a_stack_overflow_on_a_cycling_deck_is_evidence_for_no_limit() {
        let decks = fixture_decks();
        let overflow = Observation::Crash(Crash::Overflow);
        let observed = endless_as(port_of(&[Misreading::NoLimit], &decks), overflow);
        assert!(observed.iter().any(|(_, seen)| *seen == overflow));
        let mut evidence = Evidence::new(Rules::default(), observed);
        assert_eq!(evidence.diagnosis().sets, vec![vec![Misreading::NoLimit]]);
        let cycling = evidence
            .position(&Start::Deck(vec![3, 2, 1, 4]))
            .expect("technical_draw's deck");
        assert_eq!(
            evidence.explain(cycling),
            Some(CaseExplanation::Diagnosis(vec![Misreading::NoLimit]))
        );
        // Another crash is no evidence for it: with no answer that tells
        // them apart, both give every answer alike.
        let other = endless_as(
            port_of(&[Misreading::NoLimit], &decks),
            Observation::Crash(Crash::Other),
        );
        let diagnosis = Evidence::new(Rules::default(), other).diagnosis();
        assert!(diagnosis.sets.len() > 1, "{:?}", diagnosis.sets);
    }

    /// A port that recurses too deep for any long game (Python stops at
    /// 1000 frames) overflows on the long games a limit ends too: its
    /// overflow on the cycling decks is no evidence that it has no limit.
    #[test]
    fn an_overflow_on_every_long_game_is_no_evidence() {
        let overflow = Observation::Crash(Crash::Overflow);
        let observed: Vec<_> = port_of(&[Misreading::NoLimit], &fixture_decks())
            .into_iter()
            .map(|(start, seen)| {
                let long = start.war(Rules::default()).simulate_game().battles > 900;
                (start, if long { overflow } else { seen })
            })
            .collect();
        let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
        assert!(diagnosis.sets.is_empty(), "{:?}", diagnosis.sets);
    }

    /// A port that crashes on every deck, with an error of a card taken
    /// from an empty deck, shows no misreading: sets that move many games
    /// into a war a player is short for predict most of its crashes, but
    /// not those of decks no war is fought on.
    #[test]
    fn a_crash_on_every_deck_is_no_evidence() {
        let observed: Vec<_> = fixture_decks()
            .into_iter()
            .map(|deck| (Start::Deck(deck), Observation::Crash(Crash::OutOfCards)))
            .collect();
        let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
        assert!(diagnosis.sets.is_empty(), "{:?}", diagnosis.sets);
    }

    /// A crash nothing predicts is no answer: it neither silences the
    /// diagnosis of the answers nor is explained by it.
    #[test]
    fn crashes_nothing_predicts_do_not_silence_the_diagnosis() {
        let set = [
            Misreading::WarNeedsFourCards,
            Misreading::JavaIntegerReturns2,
        ];
        let decks = fixture_decks();
        let mut observed = port_of(&set, &decks);
        let crashed: Vec<usize> = (0..observed.len()).step_by(5).collect();
        for &i in &crashed {
            observed[i].1 = Observation::Crash(Crash::Other);
        }
        let mut evidence = Evidence::new(Rules::default(), observed);
        assert_eq!(evidence.diagnosis().sets, vec![set.to_vec()]);
        for i in crashed {
            assert_eq!(evidence.explain(i), None);
        }
    }

    /// A port that crashes where a player is short for a war, taking a
    /// card from an empty deck, is told from one that crashes anyhow.
    #[test]
    fn a_card_taken_from_an_empty_deck_is_evidence_for_short_war_crashes() {
        let decks = fixture_decks();
        let observed = port_of(&[Misreading::ShortWarCrashes], &decks);
        assert!(observed
            .iter()
            .any(|(_, seen)| *seen == Observation::Crash(Crash::OutOfCards)));
        let diagnosis = Evidence::new(Rules::default(), observed.clone()).diagnosis();
        assert_eq!(diagnosis.sets, vec![vec![Misreading::ShortWarCrashes]]);
        let other: Vec<_> = observed
            .into_iter()
            .map(|(start, seen)| match seen {
                Observation::Crash(_) => (start, Observation::Crash(Crash::Other)),
                seen => (start, seen),
            })
            .collect();
        let diagnosis = Evidence::new(Rules::default(), other).diagnosis();
        assert!(!diagnosis.disagrees);
        assert!(diagnosis.sets.is_empty());
    }

    /// A port that hangs on every deck it was given shows no misreading:
    /// its time-outs are no answers, and none is predicted.
    #[test]
    fn a_port_that_hangs_everywhere_has_no_diagnosis() {
        let observed: Vec<_> = fixture_decks()
            .into_iter()
            .map(|deck| (Start::Deck(deck), Observation::Hang))
            .collect();
        let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
        assert!(!diagnosis.disagrees);
        assert!(diagnosis.sets.is_empty());
        assert!(!diagnosis.unexplained());
    }

    /// Four misreadings are more than any set holds: the closest set, of
    /// three of them, is named with how many answers it leaves
    /// unexplained, and one of them.
    #[test]
    fn four_bugs_get_the_closest_set_of_three() {
        use Misreading::*;
        let four = [DealHalves, WinnerCardFirst, TwoCardsDown, EmptyDecksALoses];
        let decks = fixture_decks();
        let observed = port_of(&four, &decks);
        let mut evidence = Evidence::new(Rules::default(), observed.clone());
        let diagnosis = evidence.diagnosis();
        assert!(diagnosis.unexplained(), "{:?}", diagnosis.sets);
        let closest = diagnosis.closest.expect("a closest set");
        assert_eq!(closest.set.len(), MAX_COMBINED);
        assert!(closest.set.iter().all(|m| four.contains(m)), "{closest:?}");
        assert!(closest.unexplained > 0);
        // The count is the set's misses, and the example one of them.
        let reading = combine(&closest.set, Rules::default()).expect("it combines");
        let missed: Vec<&(Start, Observation)> = observed
            .iter()
            .filter(|(start, seen)| !predict(start, &reading).agrees_with(*seen))
            .collect();
        assert_eq!(missed.len(), closest.unexplained);
        let (start, did, gives) = &closest.example;
        assert!(missed.iter().any(|(s, seen)| s == start && seen == did));
        assert_eq!(predict(start, &reading), *gives);
        // A case the closest set gives is explained by it.
        let wrong: Vec<usize> = (0..evidence.observed().len())
            .filter(|&i| !evidence.agrees(i))
            .collect();
        let explained = wrong
            .into_iter()
            .filter_map(|i| evidence.explain(i))
            .filter(|e| matches!(e, CaseExplanation::Diagnosis(_)))
            .count();
        assert!(explained > 0);
    }

    /// A port that answers 0 to every deck gets no closest set: the best
    /// leaves more than half its wrong answers unexplained.
    #[test]
    fn the_same_answer_to_every_deck_has_no_closest_set() {
        let observed: Vec<_> = fixture_decks()
            .into_iter()
            .map(|deck| (Start::Deck(deck), Observation::Code(0)))
            .collect();
        let diagnosis = Evidence::new(Rules::default(), observed).diagnosis();
        assert!(diagnosis.unexplained());
        assert_eq!(diagnosis.closest, None);
    }

    /// Under the rules of both short, the first to run out loses: the one
    /// with fewer cards, A with as many.
    #[test]
    fn the_first_out_loses_when_both_are_short() {
        let first_out =
            Misreading::FirstOutLosesWhenBothShort.apply(Reading::faithful(Rules::default()));
        let fewer = Misreading::FewerLosesWhenBothShort.apply(Reading::faithful(Rules::default()));
        // 4 against 4, nothing left: A runs out first.
        let even = Start::Deck(vec![4, 4]);
        assert_eq!(predict(&even, &first_out), Prediction::Code(-1));
        assert_eq!(predict(&even, &fewer), Prediction::Code(0));
        // A [4, 9] against B [4]: B has none left, A one.
        let b_fewer = Start::Hands {
            a: vec![4, 9],
            b: vec![4],
        };
        assert_eq!(predict(&b_fewer, &first_out), Prediction::Code(1));
        assert_eq!(predict(&b_fewer, &fewer), Prediction::Code(1));
    }

    /// Only the empty deck tells `empty_deal_a_loses` from the rules, and a
    /// war that empties both decks tells it from `empty_decks_a_loses`.
    #[test]
    fn an_empty_deal_is_told_from_decks_emptied_by_a_war() {
        let faithful = Reading::faithful(Rules::default());
        let deal = Misreading::EmptyDealALoses.apply(faithful);
        let decks = Misreading::EmptyDecksALoses.apply(faithful);
        let empty = Start::Deck(Vec::new());
        assert_eq!(predict(&empty, &deal), Prediction::Code(-1));
        assert_eq!(predict(&empty, &decks), Prediction::Code(-1));
        // 5 against 5, then three cards each: both decks empty at battle 2.
        let emptied = Start::Deck(vec![5, 5, 1, 1, 2, 2, 3, 3]);
        assert_eq!(predict(&emptied, &faithful), Prediction::Code(0));
        assert_eq!(predict(&emptied, &deal), Prediction::Code(0));
        assert_eq!(predict(&emptied, &decks), Prediction::Code(-1));
    }

    #[test]
    fn the_broader_of_two_sets_the_games_cannot_tell_apart_is_named() {
        use Misreading::*;
        let sets = vec![
            vec![WarNeedsFourCards, EmptyDecksALoses],
            vec![WarNeedsFourCards, EmptyDealALoses],
            vec![DealHalves, EmptyDealALoses],
        ];
        assert_eq!(
            without_narrower(sets),
            vec![
                vec![WarNeedsFourCards, EmptyDecksALoses],
                vec![DealHalves, EmptyDealALoses]
            ]
        );
    }

    #[test]
    fn crashes_are_told_by_their_errors() {
        for (text, kind) in [
            ("java.lang.StackOverflowError", Crash::Overflow),
            (
                "RecursionError: maximum recursion depth exceeded",
                Crash::Overflow,
            ),
            ("thread 'main' has overflowed its stack", Crash::Overflow),
            (
                "java.lang.OutOfMemoryError: Java heap space",
                Crash::Overflow,
            ),
            (
                "java.lang.IndexOutOfBoundsException: Index 0 out of bounds for length 0",
                Crash::OutOfCards,
            ),
            ("java.util.NoSuchElementException", Crash::OutOfCards),
            ("IndexError: pop from empty list", Crash::OutOfCards),
            (
                "called `Option::unwrap()` on a `None` value",
                Crash::OutOfCards,
            ),
            ("java.lang.IllegalStateException: no war yet", Crash::Other),
            ("", Crash::Other),
        ] {
            assert_eq!(crash_kind(text), kind, "{text}");
        }
        assert!(Prediction::Endless.agrees_with(Observation::Crash(Crash::Overflow)));
        assert!(!Prediction::Endless.agrees_with(Observation::Crash(Crash::OutOfCards)));
        assert!(Prediction::Crash.agrees_with(Observation::Crash(Crash::OutOfCards)));
        assert!(!Prediction::Crash.agrees_with(Observation::Crash(Crash::Other)));
        assert!(!Prediction::Crash.agrees_with(Observation::Hang));
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
        assert_eq!(evidence.explain(i), Some(CaseExplanation::Unexplained));
    }
}
