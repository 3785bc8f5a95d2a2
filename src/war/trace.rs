//! Traces: what happened in every battle of a game, as data and as the
//! plain text of the golden traces.

use std::fmt::{self, Display, Write};

use crate::kit::overrides;
use crate::kit::words::count;
use crate::war::cards::Card;
use crate::war::game::{war_card_owner, War};
use crate::war::outcome::{Cycle, EndReason, GameResult, Outcome, Player};
use crate::war::recorder::{self, BattleRecord, NoTrace, Recorder, Resolution};
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
    let mut out = String::new();
    let _ = write_cards(&mut out, list.iter().copied());
    out
}

/// Writes `list` to `out`, cards separated by single spaces, or `(empty)`,
/// without building the text first.
fn write_cards(out: &mut impl Write, list: impl IntoIterator<Item = Card>) -> fmt::Result {
    let mut empty = true;
    for card in list {
        if empty {
            write!(out, "{card}")?;
        } else {
            write!(out, " {card}")?;
        }
        empty = false;
    }
    if empty {
        out.write_str("(empty)")?;
    }
    Ok(())
}

/// "A" or "B".
fn name(player: Player) -> &'static str {
    match player {
        Player::A => "A",
        Player::B => "B",
    }
}

/// What the battle line says after the two cards, for a battle settled by
/// `resolution` that left `pile` and decks of `sizes` cards (A's, B's).
fn settled(
    resolution: Resolution,
    pile: &[Card],
    (size_a, size_b): (usize, usize),
    rules: &Rules,
) -> String {
    let needed = rules.cards_for_war();
    match resolution {
        Resolution::Won { winner, cards } => {
            format!("{} wins and takes {}", name(winner), count(cards, "card"))
        }
        Resolution::War => {
            let n = rules.war_cards;
            let laid = &pile[pile.len() - 2 * n..];
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
            let has = |player: Player, size: usize| {
                format!("{} has {}", name(player), count(size, "card"))
            };
            match (a_short, b_short) {
                (true, true) => format!(
                    "war, but {} and {}: both need {needed}",
                    has(Player::A, size_a),
                    has(Player::B, size_b)
                ),
                (true, false) => format!("war, but {} and needs {needed}", has(Player::A, size_a)),
                _ => format!("war, but {} and needs {needed}", has(Player::B, size_b)),
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
            BothShort::FirstOutLoses => format!(
                "neither player can put down {needed} cards for a war, and {loser} runs out first, the cards taken one at a time, A before B"
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
        write_head(
            f,
            &self.rules,
            self.deck.as_deref(),
            &self.dealt_a,
            &self.dealt_b,
        )?;
        for record in &self.battles {
            write_battle(
                f,
                &self.rules,
                &Battle {
                    number: record.number,
                    card_a: record.card_a,
                    card_b: record.card_b,
                    resolution: record.resolution,
                    deck_a: record.deck_a.iter().copied(),
                    deck_b: record.deck_b.iter().copied(),
                    sizes: (record.deck_a.len(), record.deck_b.len()),
                    pile: &record.pile,
                },
            )?;
        }
        write_end(f, &self.rules, &self.result)
    }
}

/// Writes the golden trace of `war`, dealt from `deck` (`None` when it
/// starts from two hands), to `out` while the game is played: the same text
/// as [`Trace`]'s, in memory of the game's size rather than the trace's.
///
/// The game is played twice: once to learn its end (a game ended by a
/// cycle is rewound to the battle where its state first repeated, which is
/// known only once the repeat is noticed), once to write every battle up to
/// it. Returns how the game ended.
pub fn write_trace(
    out: &mut impl Write,
    deck: Option<&[Card]>,
    war: War,
) -> Result<GameResult, fmt::Error> {
    let rules = *war.rules();
    let dealt_a: Vec<Card> = war.deck_a().iter().copied().collect();
    let dealt_b: Vec<Card> = war.deck_b().iter().copied().collect();
    write_head(out, &rules, deck, &dealt_a, &dealt_b)?;
    drop((dealt_a, dealt_b));
    let result = war.clone().play(&mut NoTrace);
    let mut writer = BattleWriter {
        out,
        rules,
        last: result.battles,
        error: Ok(()),
    };
    let mut replay = war;
    replay.play(&mut writer);
    writer.error?;
    write_end(writer.out, &rules, &result)?;
    Ok(result)
}

/// The trace's lines before the first battle: the rules when they are not
/// the assignment's, the deck and the deal (or the hands).
fn write_head(
    out: &mut impl Write,
    rules: &Rules,
    deck: Option<&[Card]>,
    dealt_a: &[Card],
    dealt_b: &[Card],
) -> fmt::Result {
    if *rules != Rules::default() {
        writeln!(out, "rules: {}", describe_rules(rules))?;
    }
    match deck {
        Some(deck) => {
            out.write_str("deck: ")?;
            write_cards(out, deck.iter().copied())?;
            out.write_str("\ndeal\n")?;
        }
        None => out.write_str("hands\n")?,
    }
    write_deck_line(out, "  A: ", dealt_a.iter().copied())?;
    write_deck_line(out, "  B: ", dealt_b.iter().copied())
}

/// One line of cards after `label`.
fn write_deck_line(
    out: &mut impl Write,
    label: &str,
    list: impl IntoIterator<Item = Card>,
) -> fmt::Result {
    out.write_str(label)?;
    write_cards(out, list)?;
    out.write_char('\n')
}

/// A battle as the trace writes it, its decks as iterators, so that a
/// recorded battle and one being played are written alike.
struct Battle<'a, A, B> {
    number: u32,
    card_a: Card,
    card_b: Card,
    resolution: Resolution,
    deck_a: A,
    deck_b: B,
    sizes: (usize, usize),
    pile: &'a [Card],
}

/// The lines of one battle: its number, both cards and what settled it,
/// both decks after it, and the pile while a war is on.
fn write_battle<A, B>(out: &mut impl Write, rules: &Rules, battle: &Battle<'_, A, B>) -> fmt::Result
where
    A: Iterator<Item = Card> + Clone,
    B: Iterator<Item = Card> + Clone,
{
    writeln!(
        out,
        "battle {}: A {}, B {}: {}",
        battle.number,
        battle.card_a,
        battle.card_b,
        settled(battle.resolution, battle.pile, battle.sizes, rules)
    )?;
    write_deck_line(out, "  A: ", battle.deck_a.clone())?;
    write_deck_line(out, "  B: ", battle.deck_b.clone())?;
    if !battle.pile.is_empty() {
        write_deck_line(out, "  pile: ", battle.pile.iter().copied())?;
    }
    Ok(())
}

/// The trace's last lines: the cycle, if the game fell into one, and the
/// outcome and why.
fn write_end(out: &mut impl Write, rules: &Rules, result: &GameResult) -> fmt::Result {
    if let Some(cycle) = &result.cycle {
        writeln!(out, "{}", describe_cycle(cycle))?;
    }
    let mut played = count(result.battles as usize, "battle");
    if rules.limit_unit == LimitUnit::Rounds {
        played = format!("{played} in {}", count(result.rounds as usize, "round"));
    }
    writeln!(
        out,
        "outcome: {} after {played}: {}",
        describe_outcome(result.outcome),
        describe_end(result, rules)
    )
}

/// The recorder of [`write_trace`]: writes each battle as it is settled, up
/// to the game's `last`, and keeps the first error.
struct BattleWriter<'o, O> {
    out: &'o mut O,
    rules: Rules,
    last: u32,
    error: fmt::Result,
}

impl<O: Write> Recorder for BattleWriter<'_, O> {
    fn battle(&mut self, battle: &recorder::Battle<'_>) {
        if battle.number > self.last || self.error.is_err() {
            return;
        }
        self.error = write_battle(
            self.out,
            &self.rules,
            &Battle {
                number: battle.number,
                card_a: battle.card_a,
                card_b: battle.card_b,
                resolution: battle.resolution,
                deck_a: battle.deck_a.iter().copied(),
                deck_b: battle.deck_b.iter().copied(),
                sizes: (battle.deck_a.len(), battle.deck_b.len()),
                pile: battle.pile,
            },
        );
    }
}

/// The rules in a few words: the preset they are, or the nearest preset
/// and the fields that differ from it, e.g. `stafford with seed: 1`.
pub fn describe_rules(rules: &Rules) -> String {
    let nearest = Preset::ALL
        .into_iter()
        .min_by_key(|&preset| rules.changes_from(preset).len())
        .unwrap_or(Preset::Umass);
    let changed = overrides::describe(&rules.changes_from(nearest));
    if changed.is_empty() {
        nearest.name().to_string()
    } else {
        format!("{nearest} with {}", changed.join(", "))
    }
}
