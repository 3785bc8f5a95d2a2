//! Traces: what happened in every battle of a game, as data and as the
//! plain text of the golden traces.

use std::fmt::{self, Display, Write as _};

use crate::kit::words::count;
use crate::war::cards::Card;
use crate::war::game::{war_card_owner, War};
use crate::war::outcome::{Cycle, EndReason, GameResult, Outcome, Player};
use crate::war::recorder::{BattleRecord, Resolution};
use crate::war::rules::{BothShort, LimitUnit, Preset, Rules};

/// The full trace of one game: the deal, every battle and the result. Its
/// [`Display`] is the golden trace text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// The rules the game was played by.
    pub rules: Rules,
    /// The deck as given, before the deal; `None` when the game started
    /// from two hands.
    pub deck: Option<Vec<Card>>,
    /// A's deck as dealt, top first.
    pub dealt_a: Vec<Card>,
    /// B's deck as dealt, top first.
    pub dealt_b: Vec<Card>,
    /// Every battle, in order.
    pub battles: Vec<BattleRecord>,
    /// How the game ended.
    pub result: GameResult,
}

impl Trace {
    /// Deals `deck`, plays it by `rules` and keeps everything that happened.
    pub fn record(deck: &[Card], rules: Rules) -> Trace {
        Trace::record_game(Some(deck.to_vec()), War::with_rules(deck, rules))
    }

    /// Plays `war` from where it stands and keeps everything that happened;
    /// `deck` is the deck it was dealt from, if any.
    pub fn record_game(deck: Option<Vec<Card>>, mut war: War) -> Trace {
        let dealt_a = war.deck_a().iter().copied().collect();
        let dealt_b = war.deck_b().iter().copied().collect();
        let mut battles = Vec::new();
        let result = war.play(&mut battles);
        // A game ended as a cycle is rewound to the battle where its state
        // first repeated; the battles played past it are not part of it.
        battles.truncate(result.battles as usize);
        Trace {
            rules: *war.rules(),
            deck,
            dealt_a,
            dealt_b,
            battles,
            result,
        }
    }
}

/// Writes cards separated by single spaces, or `(empty)`.
fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        return "(empty)".to_string();
    }
    let mut out = String::new();
    for (i, card) in list.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{card}");
    }
    out
}

/// "A" or "B".
fn name(player: Player) -> &'static str {
    match player {
        Player::A => "A",
        Player::B => "B",
    }
}

/// What the battle line says after the two cards.
fn settled(record: &BattleRecord, rules: &Rules) -> String {
    let needed = rules.cards_for_war();
    match record.resolution {
        Resolution::Won { winner, cards } => {
            format!("{} wins and takes {}", name(winner), count(cards, "card"))
        }
        Resolution::War => {
            let n = rules.war_cards;
            let laid = &record.pile[record.pile.len() - 2 * n..];
            let of = |player| -> Vec<Card> {
                laid.iter()
                    .enumerate()
                    .filter(|&(index, _)| war_card_owner(index, n, rules.war_layout) == player)
                    .map(|(_, &card)| card)
                    .collect()
            };
            format!(
                "war, A puts down {}, B puts down {}",
                cards(&of(Player::A)),
                cards(&of(Player::B))
            )
        }
        Resolution::ShortForWar { a_short, b_short } => {
            let has = |player: Player, deck: &[Card]| {
                format!("{} has {}", name(player), count(deck.len(), "card"))
            };
            match (a_short, b_short) {
                (true, true) => format!(
                    "war, but {} and {}: both need {needed}",
                    has(Player::A, &record.deck_a),
                    has(Player::B, &record.deck_b)
                ),
                (true, false) => format!(
                    "war, but {} and needs {needed}",
                    has(Player::A, &record.deck_a)
                ),
                _ => format!(
                    "war, but {} and needs {needed}",
                    has(Player::B, &record.deck_b)
                ),
            }
        }
        Resolution::TieAtLimit => "tie on the last battle the limit allows".to_string(),
    }
}

/// "battles" or "rounds": what the limit counts.
fn unit(rules: &Rules) -> &'static str {
    match rules.limit_unit {
        LimitUnit::Battles => "battles",
        LimitUnit::Rounds => "rounds",
    }
}

/// Why the game ended, in words.
pub fn describe_end(result: &GameResult, rules: &Rules) -> String {
    let needed = rules.cards_for_war();
    let loser = result.outcome.winner().map(|winner| name(winner.other()));
    match (result.reason, loser) {
        (EndReason::EmptyDeck, _) => format!(
            "{} has no cards left at the start of battle {}",
            loser.unwrap_or("a player"),
            result.battles + 1
        ),
        (EndReason::BothEmpty, _) => format!(
            "both players have no cards at the start of battle {}",
            result.battles + 1
        ),
        (EndReason::ShortForWar, Some(loser)) => {
            format!("{loser} cannot put down {needed} cards for a war")
        }
        (EndReason::ShortForWar, None) => {
            "a player runs out of cards during a war, which is a draw (PAT)".to_string()
        }
        (EndReason::BothShortForWar, None) => {
            format!("neither player can put down {needed} cards for a war")
        }
        (EndReason::BothShortForWar, Some(loser)) => match rules.both_short {
            BothShort::ALoses => format!(
                "neither player can put down {needed} cards for a war, and A, checked first, loses"
            ),
            _ => format!(
                "neither player can put down {needed} cards for a war, and {loser} has fewer cards"
            ),
        },
        (EndReason::BattleLimit, _) => format!(
            "technical draw, the limit of {} {} is reached",
            rules.limit,
            unit(rules)
        ),
        (EndReason::SafetyLimit, _) => format!(
            "stopped at the safety limit of {} {}, which the source does not have",
            rules.limit,
            unit(rules)
        ),
        (EndReason::Cycle, _) => "the game repeats forever".to_string(),
    }
}

/// The line that reports a cycle.
pub fn describe_cycle(cycle: &Cycle) -> String {
    format!(
        "cycle: after battle {} the decks are as after battle {}, and so every {} ({})",
        cycle.first_repeat,
        cycle.first_repeat - cycle.period,
        count(cycle.period as usize, "battle"),
        count(cycle.period_rounds as usize, "round"),
    )
}

/// "A wins", "B wins" or "draw".
pub fn describe_outcome(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::WinA => "A wins",
        Outcome::WinB => "B wins",
        Outcome::Draw => "draw",
    }
}

impl Display for Trace {
    /// The golden trace: the deck and the deal, then for every battle its
    /// number, both cards, what settled it and both decks after it (and the
    /// pile while a war is on), then the outcome and why.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rules != Rules::default() {
            writeln!(f, "rules: {}", describe_rules(&self.rules))?;
        }
        match &self.deck {
            Some(deck) => {
                writeln!(f, "deck: {}", cards(deck))?;
                writeln!(f, "deal")?;
            }
            None => writeln!(f, "hands")?,
        }
        writeln!(f, "  A: {}", cards(&self.dealt_a))?;
        writeln!(f, "  B: {}", cards(&self.dealt_b))?;
        for record in &self.battles {
            writeln!(
                f,
                "battle {}: A {}, B {}: {}",
                record.number,
                record.card_a,
                record.card_b,
                settled(record, &self.rules)
            )?;
            writeln!(f, "  A: {}", cards(&record.deck_a))?;
            writeln!(f, "  B: {}", cards(&record.deck_b))?;
            if !record.pile.is_empty() {
                writeln!(f, "  pile: {}", cards(&record.pile))?;
            }
        }
        if let Some(cycle) = &self.result.cycle {
            writeln!(f, "{}", describe_cycle(cycle))?;
        }
        let mut played = count(self.result.battles as usize, "battle");
        if self.rules.limit_unit == LimitUnit::Rounds {
            played = format!(
                "{played} in {}",
                count(self.result.rounds as usize, "round")
            );
        }
        writeln!(
            f,
            "outcome: {} after {played}: {}",
            describe_outcome(self.result.outcome),
            describe_end(&self.result, &self.rules)
        )
    }
}

/// The rules in a few words: the preset they are, or the nearest preset
/// and the fields that differ from it, e.g. `stafford with seed: 1`.
pub fn describe_rules(rules: &Rules) -> String {
    let nearest = Preset::ALL
        .into_iter()
        .min_by_key(|&preset| rules.changes_from(preset).len())
        .unwrap_or(Preset::Umass);
    let changed: Vec<String> = rules
        .changes_from(nearest)
        .iter()
        .map(|(key, value)| {
            let text = serde_yaml::to_string(value).unwrap_or_default();
            format!("{}: {}", key.as_str().unwrap_or_default(), text.trim())
        })
        .collect();
    if changed.is_empty() {
        nearest.name().to_string()
    } else {
        format!("{nearest} with {}", changed.join(", "))
    }
}
