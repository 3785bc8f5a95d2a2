//! Traces: what happened in every battle of a game, as data and as the
//! plain text of the golden traces.

use std::fmt::{self, Display, Write as _};

use crate::game::{war_card_owner, Card, Cycle, Deck, EndReason, GameResult, Outcome, Player, War};
use crate::rules::{BothShort, LimitUnit, Preset, Rules};

/// What settled a battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolution {
    /// The higher card won: its player took the pile of `cards` cards.
    Won {
        /// The player whose card was higher.
        winner: Player,
        /// How many cards the winner took.
        cards: usize,
    },
    /// Equal cards: a war was fought, each player putting their war cards
    /// on the pile (the last cards of the pile, A's first).
    War,
    /// Equal cards, but a war could not be fought: the flags say which
    /// players had too few cards. The game ends.
    ShortForWar {
        /// A had too few cards.
        a_short: bool,
        /// B had too few cards.
        b_short: bool,
    },
    /// Equal cards on the last battle the limit allows, with
    /// [`Rules::limit_ends_war`] set: the game ends as a technical draw.
    TieAtLimit,
}

/// One battle, as the engine shows it to a [`Recorder`] once the battle is
/// settled.
#[derive(Debug, Clone, Copy)]
pub struct Battle<'a> {
    /// The battle's number, from 1; every battle counts, wars included.
    pub number: u32,
    /// The card A played.
    pub card_a: Card,
    /// The card B played.
    pub card_b: Card,
    /// What settled it.
    pub resolution: Resolution,
    /// A's deck after the battle.
    pub deck_a: &'a Deck,
    /// B's deck after the battle.
    pub deck_b: &'a Deck,
    /// The spoils pile after the battle: empty once a player took it.
    pub pile: &'a [Card],
}

/// Something told about every battle of a game.
pub trait Recorder {
    /// Called once a battle is settled, before the next one starts.
    fn battle(&mut self, battle: &Battle<'_>);
}

/// The recorder of untraced games: it does nothing, and compiles to
/// nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTrace;

impl Recorder for NoTrace {
    #[inline(always)]
    fn battle(&mut self, _battle: &Battle<'_>) {}
}

/// A battle as a trace keeps it: the cards played, what settled it and a
/// copy of the decks and the pile after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BattleRecord {
    /// The battle's number, from 1.
    pub number: u32,
    /// The card A played.
    pub card_a: Card,
    /// The card B played.
    pub card_b: Card,
    /// What settled it.
    pub resolution: Resolution,
    /// A's deck after the battle, top first.
    pub deck_a: Vec<Card>,
    /// B's deck after the battle, top first.
    pub deck_b: Vec<Card>,
    /// The spoils pile after the battle.
    pub pile: Vec<Card>,
}

impl Recorder for Vec<BattleRecord> {
    fn battle(&mut self, battle: &Battle<'_>) {
        self.push(BattleRecord {
            number: battle.number,
            card_a: battle.card_a,
            card_b: battle.card_b,
            resolution: battle.resolution,
            deck_a: battle.deck_a.iter().copied().collect(),
            deck_b: battle.deck_b.iter().copied().collect(),
            pile: battle.pile.to_vec(),
        });
    }
}

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

/// `n` followed by `noun`, plural unless `n` is 1.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
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
