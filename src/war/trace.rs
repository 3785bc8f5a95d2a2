//! Traces: what happened in every battle of a game, as data and as the
//! plain text of the golden traces.

use std::fmt::{self, Display, Write};

use crate::kit::locale::{arg, Locale};
use crate::kit::overrides;
use crate::war::cards::Card;
use crate::war::game::{war_card_owner, War};
use crate::war::lang::say;
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
    /// The golden trace's text in `locale`; in English ([`Locale::En`]) it
    /// is the trace's [`Display`], the golden trace itself.
    pub fn text(&self, locale: Locale) -> String {
        let mut out = String::new();
        let _ = self.write(&mut out, locale);
        out
    }

    /// Writes the trace's text in `locale` to `out`.
    fn write(&self, out: &mut impl Write, locale: Locale) -> fmt::Result {
        write_head(
            out,
            &self.rules,
            self.deck.as_deref(),
            &self.dealt_a,
            &self.dealt_b,
            locale,
        )?;
        for record in &self.battles {
            write_battle(
                out,
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
                locale,
            )?;
        }
        write_end(out, &self.rules, &self.result, locale)
    }

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
fn cards(list: &[Card], locale: Locale) -> String {
    let mut out = String::new();
    let _ = write_cards(&mut out, list.iter().copied(), locale);
    out
}

/// Writes `list` to `out`, cards separated by single spaces, or `(empty)`,
/// without building the text first.
fn write_cards(
    out: &mut impl Write,
    list: impl IntoIterator<Item = Card>,
    locale: Locale,
) -> fmt::Result {
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
        out.write_str(&say(locale, "trace-empty", &[]))?;
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
    locale: Locale,
) -> String {
    let needed = rules.cards_for_war();
    match resolution {
        Resolution::Won { winner, cards } => say(
            locale,
            "trace-won",
            &[arg("winner", name(winner)), arg("cards", cards)],
        ),
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
            say(
                locale,
                "trace-war",
                &[
                    arg("a", cards(&of(Player::A), locale)),
                    arg("b", cards(&of(Player::B), locale)),
                ],
            )
        }
        Resolution::ShortForWar { a_short, b_short } => {
            let has = |player: Player, size: usize| {
                say(
                    locale,
                    "trace-has",
                    &[arg("player", name(player)), arg("cards", size)],
                )
            };
            let needed = arg("needed", needed);
            match (a_short, b_short) {
                (true, true) => say(
                    locale,
                    "trace-short-both",
                    &[
                        arg("a_has", has(Player::A, size_a)),
                        arg("b_has", has(Player::B, size_b)),
                        needed,
                    ],
                ),
                (true, false) => say(
                    locale,
                    "trace-short-one",
                    &[arg("has", has(Player::A, size_a)), needed],
                ),
                _ => say(
                    locale,
                    "trace-short-one",
                    &[arg("has", has(Player::B, size_b)), needed],
                ),
            }
        }
        Resolution::TieAtLimit => say(locale, "trace-tie-at-limit", &[]),
    }
}

/// "battles" or "rounds": what the limit counts, as the messages select it.
fn unit(rules: &Rules) -> &'static str {
    match rules.limit_unit {
        LimitUnit::Battles => "battles",
        LimitUnit::Rounds => "rounds",
    }
}

/// Why the game ended, in words, in `locale`.
pub fn describe_end(result: &GameResult, rules: &Rules, locale: Locale) -> String {
    let needed = arg("needed", rules.cards_for_war());
    let battle = arg("battle", result.battles + 1);
    let loser = result.outcome.winner().map(|winner| name(winner.other()));
    let limit = [arg("limit", rules.limit), arg("unit", unit(rules))];
    match (result.reason, loser) {
        (EndReason::EmptyDeck, Some(loser)) => {
            say(locale, "end-empty-deck", &[arg("loser", loser), battle])
        }
        (EndReason::EmptyDeck, None) => say(locale, "end-empty-deck-nobody", &[battle]),
        (EndReason::BothEmpty, _) => say(locale, "end-both-empty", &[battle]),
        (EndReason::ShortForWar, Some(loser)) => {
            say(locale, "end-short", &[arg("loser", loser), needed])
        }
        (EndReason::ShortForWar, None) => say(locale, "end-short-pat", &[]),
        (EndReason::BothShortForWar, None) => say(locale, "end-both-short", &[needed]),
        (EndReason::BothShortForWar, Some(loser)) => match rules.both_short {
            BothShort::ALoses => say(locale, "end-both-short-a-loses", &[needed]),
            BothShort::FirstOutLoses => say(
                locale,
                "end-both-short-first-out",
                &[needed, arg("loser", loser)],
            ),
            _ => say(
                locale,
                "end-both-short-fewer-loses",
                &[needed, arg("loser", loser)],
            ),
        },
        (EndReason::BattleLimit, _) => say(locale, "end-limit", &limit),
        (EndReason::SafetyLimit, _) => say(locale, "end-safety-limit", &limit),
        (EndReason::Cycle, _) => say(locale, "end-cycle", &[]),
    }
}

/// The line that reports a cycle, in `locale`.
pub fn describe_cycle(cycle: &Cycle, locale: Locale) -> String {
    say(
        locale,
        "trace-cycle",
        &[
            arg("repeat", cycle.first_repeat),
            arg("earlier", cycle.first_repeat - cycle.period),
            arg("period", cycle.period),
            arg("rounds", cycle.period_rounds),
        ],
    )
}

/// "A wins", "B wins" or "draw", in `locale`.
pub fn describe_outcome(outcome: Outcome, locale: Locale) -> String {
    let id = match outcome {
        Outcome::WinA => "outcome-a",
        Outcome::WinB => "outcome-b",
        Outcome::Draw => "outcome-draw",
    };
    say(locale, id, &[])
}

impl Display for Trace {
    /// The golden trace: the deck and the deal, then for every battle its
    /// number, both cards, what settled it and both decks after it (and the
    /// pile while a war is on), then the outcome and why.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, Locale::En)
    }
}

/// Writes the golden trace of `war`, dealt from `deck` (`None` when it
/// starts from two hands), in `locale`, to `out` while the game is played:
/// the same text as [`Trace::text`]'s, in memory of the game's size rather
/// than the trace's.
///
/// The game is played twice: once to learn its end (a game ended by a
/// cycle is rewound to the battle where its state first repeated, which is
/// known only once the repeat is noticed), once to write every battle up to
/// it. Returns how the game ended.
pub fn write_trace(
    out: &mut impl Write,
    deck: Option<&[Card]>,
    war: War,
    locale: Locale,
) -> Result<GameResult, fmt::Error> {
    let rules = *war.rules();
    let dealt_a: Vec<Card> = war.deck_a().iter().copied().collect();
    let dealt_b: Vec<Card> = war.deck_b().iter().copied().collect();
    write_head(out, &rules, deck, &dealt_a, &dealt_b, locale)?;
    drop((dealt_a, dealt_b));
    let result = war.clone().play(&mut NoTrace);
    let mut writer = BattleWriter {
        out,
        rules,
        last: result.battles,
        locale,
        error: Ok(()),
    };
    let mut replay = war;
    replay.play(&mut writer);
    writer.error?;
    write_end(writer.out, &rules, &result, locale)?;
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
    locale: Locale,
) -> fmt::Result {
    if *rules != Rules::default() {
        let rules = describe_rules_in(rules, locale);
        writeln!(
            out,
            "{}",
            say(locale, "trace-rules", &[arg("rules", rules)])
        )?;
    }
    match deck {
        Some(deck) => {
            let deck = cards(deck, locale);
            writeln!(out, "{}", say(locale, "trace-deck", &[arg("cards", deck)]))?;
            writeln!(out, "{}", say(locale, "trace-deal", &[]))?;
        }
        None => writeln!(out, "{}", say(locale, "trace-hands", &[]))?,
    }
    write_deck_line(out, "  A: ", dealt_a.iter().copied(), locale)?;
    write_deck_line(out, "  B: ", dealt_b.iter().copied(), locale)
}

/// One line of cards after `label`.
fn write_deck_line(
    out: &mut impl Write,
    label: &str,
    list: impl IntoIterator<Item = Card>,
    locale: Locale,
) -> fmt::Result {
    out.write_str(label)?;
    write_cards(out, list, locale)?;
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
fn write_battle<A, B>(
    out: &mut impl Write,
    rules: &Rules,
    battle: &Battle<'_, A, B>,
    locale: Locale,
) -> fmt::Result
where
    A: Iterator<Item = Card> + Clone,
    B: Iterator<Item = Card> + Clone,
{
    let settled = settled(battle.resolution, battle.pile, battle.sizes, rules, locale);
    let line = say(
        locale,
        "trace-battle",
        &[
            arg("number", battle.number),
            arg("a", battle.card_a.to_string()),
            arg("b", battle.card_b.to_string()),
            arg("settled", settled),
        ],
    );
    writeln!(out, "{line}")?;
    write_deck_line(out, "  A: ", battle.deck_a.clone(), locale)?;
    write_deck_line(out, "  B: ", battle.deck_b.clone(), locale)?;
    if !battle.pile.is_empty() {
        let label = format!("  {}: ", say(locale, "trace-pile", &[]));
        write_deck_line(out, &label, battle.pile.iter().copied(), locale)?;
    }
    Ok(())
}

/// The trace's last lines: the cycle, if the game fell into one, and the
/// outcome and why.
fn write_end(
    out: &mut impl Write,
    rules: &Rules,
    result: &GameResult,
    locale: Locale,
) -> fmt::Result {
    if let Some(cycle) = &result.cycle {
        writeln!(out, "{}", describe_cycle(cycle, locale))?;
    }
    let battles = arg("battles", result.battles);
    let played = match rules.limit_unit {
        LimitUnit::Battles => say(locale, "trace-battles", &[battles]),
        LimitUnit::Rounds => say(
            locale,
            "trace-battles-in-rounds",
            &[battles, arg("rounds", result.rounds)],
        ),
    };
    let line = say(
        locale,
        "trace-outcome",
        &[
            arg("outcome", describe_outcome(result.outcome, locale)),
            arg("played", played),
            arg("why", describe_end(result, rules, locale)),
        ],
    );
    writeln!(out, "{line}")
}

/// The recorder of [`write_trace`]: writes each battle as it is settled, up
/// to the game's `last`, and keeps the first error.
struct BattleWriter<'o, O> {
    out: &'o mut O,
    rules: Rules,
    last: u32,
    locale: Locale,
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
            self.locale,
        );
    }
}

/// The rules in a few words: the preset they are, or the nearest preset
/// and the fields that differ from it, e.g. `stafford with seed: 1`.
pub fn describe_rules(rules: &Rules) -> String {
    describe_rules_in(rules, Locale::En)
}

/// [`describe_rules`] in `locale`: the presets' names and the fields'
/// stay as the command line writes them.
fn describe_rules_in(rules: &Rules, locale: Locale) -> String {
    let nearest = Preset::ALL
        .into_iter()
        .min_by_key(|&preset| rules.changes_from(preset).len())
        .unwrap_or(Preset::Umass);
    let changed = overrides::describe(&rules.changes_from(nearest));
    if changed.is_empty() {
        nearest.name().to_string()
    } else {
        let args = [
            arg("preset", nearest.name()),
            arg("changes", changed.join(", ")),
        ];
        say(locale, "trace-rules-with", &args)
    }
}
