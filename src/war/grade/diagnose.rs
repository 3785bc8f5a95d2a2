//! Diagnosis: which known misreading of the rules explains a port's
//! answers.
//!
//! Each misreading is a variant of the port's [`Rules`], built as data; its
//! answers on the graded decks are computed by the same engine, and a
//! misreading is named when its answers agree with the port's on every
//! case the port answered (a time-out agrees with a game that would never
//! end) while the faithful rules' answers do not.

use serde::Serialize;

use crate::war::fixture::Interpretation;
use crate::war::grade::start::Start;
use crate::war::outcome::EndReason;
use crate::war::rules::{
    BothEmpty, BothShort, Compare, Deal, LimitUnit, Pickup, Rules, WarLayout, SAFETY_LIMIT,
};

/// A known misreading of the assignment's rules, as students make them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Misreading {
    /// Only the battles that start a round count toward the 1000, not the
    /// battles that settle a war.
    LimitCountsRounds,
    /// The empty decks are checked before the limit, so a deck emptied by
    /// the 1000th battle still loses (an accepted reading).
    EmptyBeforeLimit,
    /// A war needs four cards: three down and one to play.
    WarNeedsFourCards,
    /// When both players are short of cards for a war, A loses instead of a
    /// draw.
    ALosesWhenBothShort,
    /// After a plain battle the winner's card goes under their deck first.
    WinnerCardFirst,
    /// War cards go on the pile A, B, A, B instead of A's three then B's.
    WarCardsInterleaved,
    /// Two cards go down in a war instead of three.
    TwoCardsDown,
    /// The deck is dealt in halves, not alternately.
    DealHalves,
    /// Cards are compared as Java `Integer` objects with `==`: equal cards
    /// outside -128..127 do not tie, and B wins.
    JavaIntegerIdentity,
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

impl Misreading {
    /// Every misreading the diagnosis knows.
    pub const ALL: [Misreading; 14] = [
        Misreading::LimitCountsRounds,
        Misreading::EmptyBeforeLimit,
        Misreading::WarNeedsFourCards,
        Misreading::ALosesWhenBothShort,
        Misreading::WinnerCardFirst,
        Misreading::WarCardsInterleaved,
        Misreading::TwoCardsDown,
        Misreading::DealHalves,
        Misreading::JavaIntegerIdentity,
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
            Misreading::WarNeedsFourCards => "war_needs_four_cards",
            Misreading::ALosesWhenBothShort => "a_loses_when_both_short",
            Misreading::WinnerCardFirst => "winner_card_first",
            Misreading::WarCardsInterleaved => "war_cards_interleaved",
            Misreading::TwoCardsDown => "two_cards_down",
            Misreading::DealHalves => "deal_halves",
            Misreading::JavaIntegerIdentity => "java_integer_identity",
            Misreading::NoLimit => "no_limit",
            Misreading::LimitOneLate => "limit_one_late",
            Misreading::LimitOneEarly => "limit_one_early",
            Misreading::PileReversed => "pile_reversed",
            Misreading::EmptyDecksALoses => "empty_decks_a_loses",
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
            Misreading::WarNeedsFourCards => {
                "makes a player who cannot put down three cards and a fourth to play lose the war; three cards are enough (\"drie kaarten\")"
            }
            Misreading::ALosesWhenBothShort => {
                "makes A lose when both players are short of cards for a war; that is a draw"
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
                "compares the cards as Integer objects with ==, so equal cards outside -128..127 do not start a war; compare int values (or use equals)"
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

    /// `port` (the rules the port should follow), misread this way.
    pub fn rules(self, port: Rules) -> Rules {
        match self {
            Misreading::LimitCountsRounds => Rules {
                limit_unit: LimitUnit::Rounds,
                ..port
            },
            Misreading::EmptyBeforeLimit => Interpretation::EmptyBeforeLimit.rules(port),
            Misreading::WarNeedsFourCards => Rules {
                war_needs_battle_card: true,
                ..port
            },
            Misreading::ALosesWhenBothShort => Rules {
                both_short: BothShort::ALoses,
                ..port
            },
            Misreading::WinnerCardFirst => Rules {
                pickup: Pickup::WinnerFirst,
                ..port
            },
            Misreading::WarCardsInterleaved => Rules {
                war_layout: WarLayout::Interleaved,
                ..port
            },
            Misreading::TwoCardsDown => Rules {
                war_cards: 2,
                ..port
            },
            Misreading::DealHalves => Rules {
                deal: Deal::Halves,
                ..port
            },
            Misreading::JavaIntegerIdentity => Rules {
                compare: Compare::JavaIntegerIdentity,
                ..port
            },
            Misreading::NoLimit => Rules {
                limit: SAFETY_LIMIT,
                limit_is_rule: false,
                ..port
            },
            Misreading::LimitOneLate => Rules {
                limit: port.limit.saturating_add(1),
                ..port
            },
            Misreading::LimitOneEarly => Rules {
                limit: port.limit.saturating_sub(1),
                ..port
            },
            Misreading::PileReversed => Rules {
                pickup: Pickup::Reversed,
                ..port
            },
            Misreading::EmptyDecksALoses => Rules {
                both_empty: BothEmpty::ALoses,
                ..port
            },
        }
    }
}

/// What a port did with a deck, as far as the diagnosis is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Observation {
    /// It answered 1, 0 or -1.
    Code(i32),
    /// It gave no answer within the time limit.
    Hang,
}

/// What a set of rules makes of a deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prediction {
    /// The game ends with this code.
    Code(i32),
    /// The game never ends: the rules have no limit and it cycles (or runs
    /// past the engine's safety limit).
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
}

/// What `rules` make of a game that starts as `start`.
pub fn predict(start: &Start, rules: Rules) -> Prediction {
    let result = start.war(rules).simulate_game();
    match result.reason {
        EndReason::Cycle | EndReason::SafetyLimit => Prediction::Endless,
        _ => Prediction::Code(result.outcome.code()),
    }
}

/// The misreadings that explain what a port did: every one whose answers
/// agree with `observed` (a deck or two hands and what the port did with
/// it, for each case it answered or timed out on), when the faithful rules `port` do
/// not. Empty when the faithful rules explain the port, when nothing was
/// observed, or when no known misreading does.
pub fn diagnose(port: Rules, observed: &[(&Start, Observation)]) -> Vec<Misreading> {
    let explains = |rules: Rules| {
        observed
            .iter()
            .all(|&(start, observation)| predict(start, rules).agrees_with(observation))
    };
    if observed.is_empty() || explains(port) {
        return Vec::new();
    }
    Misreading::ALL
        .into_iter()
        .filter(|misreading| {
            let rules = misreading.rules(port);
            rules != port && explains(rules)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The decks as starts of games.
    fn starts(decks: &[&[i32]]) -> Vec<Start> {
        decks
            .iter()
            .map(|deck| Start::Deck(deck.to_vec()))
            .collect()
    }

    /// The answers of `rules` on `starts`, as a port would give them.
    fn answers(starts: &[Start], rules: Rules) -> Vec<Observation> {
        starts
            .iter()
            .map(|start| match predict(start, rules) {
                Prediction::Code(code) => Observation::Code(code),
                Prediction::Endless => Observation::Hang,
            })
            .collect()
    }

    #[test]
    fn a_faithful_port_has_no_diagnosis() {
        let decks = starts(&[&[2, 3, 4, 5], &[5, 5, 2, 4, 3]]);
        let seen = answers(&decks, Rules::default());
        let observed: Vec<_> = decks.iter().zip(seen).collect();
        assert!(diagnose(Rules::default(), &observed).is_empty());
    }

    #[test]
    fn two_cards_down_is_named() {
        // A [5, 2, 3] against B [5, 4]: with two cards down, B is short and
        // A wins.
        let decks = starts(&[&[5, 5, 2, 4, 3], &[2, 3, 4, 5]]);
        let rules = Misreading::TwoCardsDown.rules(Rules::default());
        let seen = answers(&decks, rules);
        let observed: Vec<_> = decks.iter().zip(seen).collect();
        let found = diagnose(Rules::default(), &observed);
        assert!(found.contains(&Misreading::TwoCardsDown), "{found:?}");
    }

    #[test]
    fn every_misreading_changes_the_rules() {
        for misreading in Misreading::ALL {
            assert_ne!(misreading.rules(Rules::default()), Rules::default());
        }
    }

    #[test]
    fn a_hang_agrees_only_with_an_endless_game() {
        assert!(Prediction::Endless.agrees_with(Observation::Hang));
        assert!(!Prediction::Code(0).agrees_with(Observation::Hang));
        assert!(!Prediction::Endless.agrees_with(Observation::Code(0)));
    }

    #[test]
    fn without_a_limit_a_cycling_game_never_ends() {
        let rules = Misreading::NoLimit.rules(Rules::default());
        let cycling = Start::Deck(vec![3, 2, 1, 4]);
        assert_eq!(predict(&cycling, rules), Prediction::Endless);
        assert_eq!(predict(&cycling, Rules::default()), Prediction::Code(0));
    }
}
