//! Traces: a whole round as the plain text of the golden traces, and the
//! log of `uno winner`'s answer line.

use std::fmt::{self, Display, Write as _};

use crate::kit::overrides;
use crate::kit::words::count;
use crate::uno::card::{write_cards, Card};
use crate::uno::game::Uno;
use crate::uno::hand::Hand;
use crate::uno::outcome::{Attack, DealError, End, RoundResult};
use crate::uno::player::{Demand, Strategy};
pub use crate::uno::recorder::NoTrace;
use crate::uno::recorder::{
    Action, Event, Recorder, Recording, RefillRecord, Refilled, StartRecord, Turn, TurnRecord,
};
use crate::uno::refill::OldestFirst;
use crate::uno::rules::{Preset, Rules};

/// The full trace of a round: the deal, the first discard, every turn and
/// refill, and the result. Its [`Display`] is the golden trace text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// The rules the round was played by.
    pub rules: Rules,
    /// Each seat's strategy, by name.
    pub strategies: Vec<&'static str>,
    /// The deck, top first.
    pub deck: Vec<Card>,
    /// The first discard and the hands as dealt.
    pub start: StartRecord,
    /// The refills and turns, in order.
    pub events: Vec<Event>,
    /// The hands at the end.
    pub hands: Vec<Vec<Card>>,
    /// How the round ended.
    pub result: RoundResult,
}

impl Trace {
    /// Deals `deck` to one seat for each of `strategies`, plays the round
    /// by `rules` with the `oldest-first` refill and keeps everything that
    /// happened.
    pub fn record<S: Strategy>(
        deck: &[Card],
        strategies: &mut [S],
        rules: Rules,
    ) -> Result<Trace, DealError> {
        let mut round = Uno::deal(deck, strategies.len(), rules)?;
        let mut recording = Recording::default();
        let result = round.play(strategies, &mut OldestFirst, &mut recording);
        let Some(start) = recording.start else {
            unreachable!("a round that is played has started")
        };
        Ok(Trace {
            rules,
            strategies: strategies.iter().map(|s| s.name()).collect(),
            deck: deck.to_vec(),
            start,
            events: recording.events,
            hands: round.hands().iter().map(Hand::to_vec).collect(),
            result,
        })
    }
}

/// The rules in a few words: the preset's name, or the nearest preset and
/// the fields that differ from it, e.g. `jones with draw_four: attacks`.
pub fn describe_rules(rules: &Rules) -> String {
    let differences = |preset: &Preset| overrides::changes(rules, &preset.rules());
    let nearest = Preset::ALL
        .into_iter()
        .min_by_key(|preset| differences(preset).len())
        .unwrap_or(Preset::Jones);
    let changed = overrides::describe(&differences(&nearest));
    if changed.is_empty() {
        nearest.name().to_string()
    } else {
        format!("{nearest} with {}", changed.join(", "))
    }
}

/// A refill's line: where the new draw pile comes from, and what became of
/// the cards left in the old one.
fn describe_refill(refill: &RefillRecord) -> String {
    let turn = refill.turn;
    let mut line = match refill.moved {
        0 => format!("refill in turn {turn}: no card under the discard pile's top"),
        1 => format!("refill in turn {turn}: 1 card from the discard pile"),
        moved => {
            format!("refill in turn {turn}: {moved} cards from the discard pile, the oldest on top")
        }
    };
    let dropped = write_cards(&refill.dropped);
    match refill.dropped.len() {
        0 => {}
        1 => line.push_str(&format!(
            "; the card left in the draw pile leaves the game: {dropped}"
        )),
        n => line.push_str(&format!(
            "; the {n} cards left in the draw pile leave the game: {dropped}"
        )),
    }
    if refill.kept > 0 {
        let kept = count(refill.kept, "card");
        line.push_str(&format!("; the {kept} left in the draw pile stay on top"));
    }
    line
}

/// What the first discard does, in words, if anything.
fn first_effect(start: &StartRecord, players: usize) -> Option<String> {
    match start.attack {
        Some(Attack::Skip) => Some("seat 0 is skipped".into()),
        Some(Attack::DrawTwo) => Some("seat 0 draws two and is skipped".into()),
        Some(Attack::DrawFour) => Some("seat 0 draws four and is skipped".into()),
        None if start.first_seat != 0 => Some(format!(
            "the dealer, seat {}, plays first and play goes the other way round",
            players - 1
        )),
        None => None,
    }
}

/// The turn's line after `turn N: seat S `.
fn describe_turn(turn: &TurnRecord) -> String {
    let on = match turn.demand {
        Some(Demand::Colour(colour)) => format!("on colour {colour}"),
        Some(Demand::Card(card)) => format!("on {card}"),
        None => String::new(),
    };
    let holds = format!("holds {}, {on}", write_cards(&turn.before));
    let mut text = match turn.action {
        Action::Played { card, declared, .. } => {
            format!("{holds}: plays {}", card.with_declared(declared))
        }
        Action::Attacked {
            attack,
            drawn,
            cards,
        } => {
            let drew = &turn.after[turn.after.len() - drawn..];
            match attack {
                Attack::Skip => "is skipped".to_string(),
                _ if drawn == cards => {
                    format!("draws {} and is skipped", write_cards(drew))
                }
                _ => format!(
                    "draws {} of the {cards} cards (the draw pile ran out) and is skipped",
                    write_cards(drew),
                ),
            }
        }
        Action::Drew { card: Some(card) } => format!("{holds}: cannot play, draws {card}"),
        Action::Drew { card: None } => {
            format!("{holds}: cannot play, and the draw pile is empty")
        }
        Action::DrewAndPlayed {
            card,
            declared,
            lost,
        } => {
            let played = card.with_declared(declared);
            if lost {
                format!(
                    "{holds}: cannot play, draws {card} and plays it; {played} leaves the game without acting"
                )
            } else {
                format!("{holds}: cannot play, draws {card} and plays {played}")
            }
        }
    };
    let attacked = matches!(turn.action, Action::Attacked { .. });
    if !attacked && turn.after.len() == 1 {
        text.push_str(", uno!");
    }
    text
}

impl Display for Trace {
    /// The golden trace: the rules, the deck and the deal, the first
    /// discard, then every turn (the hand before it, what it had to match,
    /// what the player did) and refill, then the end, the hands left and
    /// the score.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let players = self.strategies.len();
        writeln!(f, "rules: {}", describe_rules(&self.rules))?;
        writeln!(f, "players: {players} ({})", self.strategies.join(", "))?;
        writeln!(f, "deck: {}", write_cards(&self.deck))?;
        writeln!(f, "deal")?;
        for (seat, hand) in self.start.hands.iter().enumerate() {
            writeln!(f, "  seat {seat}: {}", write_cards(hand))?;
        }
        let start = &self.start;
        let mut first = format!("first discard: {}", start.first);
        if !start.buried.is_empty() {
            let _ = write!(first, ", on {} buried under it", write_cards(&start.buried));
        }
        if !start.returned.is_empty() {
            let _ = write!(
                first,
                ", after {} put back in the draw pile",
                write_cards(&start.returned)
            );
        }
        if let Some(colour) = start.named {
            let _ = write!(first, ", seat 0 names {colour}");
        }
        if let Some(effect) = first_effect(start, players) {
            let _ = write!(first, ", {effect}");
        }
        writeln!(f, "{first}")?;
        writeln!(
            f,
            "draw pile: {}, top first: {}",
            count(start.draw_pile.len(), "card"),
            write_cards(&start.draw_pile)
        )?;
        for event in &self.events {
            match event {
                Event::Turn(turn) => writeln!(
                    f,
                    "turn {}: seat {} {}",
                    turn.number,
                    turn.seat,
                    describe_turn(turn)
                )?,
                Event::Refill(refill) => {
                    writeln!(f, "{}", describe_refill(refill))?;
                    writeln!(
                        f,
                        "  draw pile, top first: {}",
                        write_cards(&refill.draw_pile)
                    )?;
                }
            }
        }
        let result = &self.result;
        let turns = count(result.turns as usize, "turn");
        match result.end {
            End::Won(seat) => writeln!(f, "seat {seat} wins after {turns}: its hand is empty")?,
            End::Stuck => writeln!(
                f,
                "stuck after {turns}: for {} turns in a row nobody played and the draw pile was empty, so every later turn would be the same",
                players + 1
            )?,
            End::TurnLimit => writeln!(
                f,
                "stopped after {turns}: the safety limit, which neither source has"
            )?,
        }
        writeln!(f, "hands at the end")?;
        for (seat, hand) in self.hands.iter().enumerate() {
            let points = result.hand_points()[seat];
            writeln!(
                f,
                "  seat {seat}: {} ({})",
                write_cards(hand),
                count(points as usize, "point")
            )?;
        }
        if let Some(seat) = result.winner() {
            writeln!(
                f,
                "score: seat {seat} scores {}, the points left in the other hands",
                result.winner_score()
            )?;
        }
        writeln!(
            f,
            "refills: {}; cards out of the game: {}",
            result.refills, result.lost
        )
    }
}

/// The recorder behind `uno winner`'s log: one token a turn, `<seat>:<card>`
/// for a card played (`=C` after a wild card's declared colour),
/// `<seat>:skip`, `<seat>:draw2`, `<seat>:draw4` for an attacked turn,
/// `<seat>:draw` for a turn that only drew, `<seat>:draw+<card>` for a card
/// drawn and played, and a bare `shuffle` before the turn in which (at
/// whose start) the draw pile was refilled; tokens separated by spaces.
#[derive(Debug, Clone, Default)]
pub struct Log {
    /// The tokens so far.
    pub text: String,
}

impl Log {
    /// Starts a token, with a space before it unless it is the first.
    fn token(&mut self) -> &mut String {
        if !self.text.is_empty() {
            self.text.push(' ');
        }
        &mut self.text
    }
}

impl Recorder for Log {
    fn refill(&mut self, _refill: &Refilled<'_>) {
        self.token().push_str("shuffle");
    }

    fn turn(&mut self, turn: &Turn<'_>) {
        let seat = turn.seat;
        let out = self.token();
        let _ = match turn.action {
            Action::Played { card, declared, .. } => {
                write!(out, "{seat}:{}", card.with_declared(declared))
            }
            Action::Attacked { attack, .. } => {
                let word = match attack {
                    Attack::Skip => "skip",
                    Attack::DrawTwo => "draw2",
                    Attack::DrawFour => "draw4",
                };
                write!(out, "{seat}:{word}")
            }
            Action::Drew { .. } => write!(out, "{seat}:draw"),
            Action::DrewAndPlayed { card, declared, .. } => {
                write!(out, "{seat}:draw+{}", card.with_declared(declared))
            }
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uno::card::build_order;
    use crate::uno::player::Jackass;

    #[test]
    fn a_custom_rule_is_named_after_the_nearest_preset() {
        let rules = Rules {
            draw_four: crate::uno::rules::DrawFour::Attacks,
            ..Rules::default()
        };
        assert_eq!(describe_rules(&rules), "jones with draw_four: attacks");
        assert_eq!(describe_rules(&Preset::Mattel.rules()), "mattel");
    }

    #[test]
    fn the_trace_rebuilds_every_hand_before_its_turn() {
        let trace = Trace::record(&build_order(), &mut [Jackass; 3], Rules::default()).unwrap();
        let mut hands = trace.start.hands.clone();
        for event in &trace.events {
            if let Event::Turn(turn) = event {
                assert_eq!(hands[turn.seat], turn.before, "turn {}", turn.number);
                hands[turn.seat] = turn.after.clone();
            }
        }
        assert_eq!(hands, trace.hands);
    }
}
