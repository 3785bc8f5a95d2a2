//! A second implementation of a round of UNO, written plainly and
//! differently from the engine, straight from the prose of
//! `003_programs.md` (U4 to U8) for `jones` and from the official rules for
//! `mattel`: cards are `(colour, value)` pairs of small numbers, piles are
//! vectors whose index 0 is the top (`insert(0, ..)` and `remove(0)`, as
//! the original program's lists), every turn returns a `Turn` with a
//! `TurnResult` as the program's `PlayerTurn` does. It is slow on purpose:
//! it is the oracle the engine is compared with.

/// A card: colour 0 to 4 (red, blue, yellow, green, wild) and value 0 to
/// 14 (0-9, reverse, skip, draw two, draw four, wild).
pub type NCard = (u8, u8);

const WILD: u8 = 4;
const REVERSE: u8 = 10;
const SKIP: u8 = 11;
const DRAW_TWO: u8 = 12;
const DRAW_FOUR: u8 = 13;
const WILD_VALUE: u8 = 14;

/// Reads the compact notation, its own way.
pub fn ncard(token: &str) -> NCard {
    match token {
        "W" => (WILD, WILD_VALUE),
        "WD" => (WILD, DRAW_FOUR),
        _ => {
            let colour = "RBYG".find(&token[..1]).expect("a colour") as u8;
            let value = match &token[1..] {
                "R" => REVERSE,
                "S" => SKIP,
                "D" => DRAW_TWO,
                digit => digit.parse().expect("a digit"),
            };
            (colour, value)
        }
    }
}

/// Writes a card in the compact notation.
pub fn name(card: NCard) -> String {
    match card {
        (WILD, DRAW_FOUR) => "WD".into(),
        (WILD, _) => "W".into(),
        (colour, value) => {
            let letter = &"RBYG"[colour as usize..colour as usize + 1];
            let symbol = match value {
                REVERSE => "R".to_string(),
                SKIP => "S".to_string(),
                DRAW_TWO => "D".to_string(),
                n => n.to_string(),
            };
            format!("{letter}{symbol}")
        }
    }
}

fn letter(colour: u8) -> &'static str {
    ["R", "B", "Y", "G", "W"][colour as usize]
}

fn points(card: NCard) -> u32 {
    match card.1 {
        0..=9 => u32::from(card.1),
        REVERSE | SKIP | DRAW_TWO => 20,
        _ => 50,
    }
}

/// The program's `TurnResult`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TurnResult {
    GameStart,
    PlayedCard,
    Skip,
    DrawTwo,
    DrawFour,
    Attacked,
    ForceDraw,
    ForceDrawPlay,
    WildCard,
    Reversed,
}

/// The program's `PlayerTurn`.
#[derive(Debug, Clone, Copy)]
struct Turn {
    card: NCard,
    declared: u8,
    result: TurnResult,
}

/// How a naive round ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NaiveResult {
    /// The winning seat, or `None` when the round was still going after
    /// `limit` turns.
    pub winner: Option<usize>,
    /// Turns played.
    pub turns: u32,
    /// Points left in each hand.
    pub points: Vec<u32>,
    /// Refills.
    pub refills: u32,
    /// The log tokens, as `uno winner` writes them.
    pub log: Vec<String>,
}

struct Table {
    mattel: bool,
    hands: Vec<Vec<NCard>>,
    draw: Vec<NCard>,
    discard: Vec<NCard>,
    refills: u32,
    log: Vec<String>,
}

impl Table {
    /// Draws `count` cards for `seat` (officially refilling from the
    /// discard pile when the draw pile is empty).
    fn draw_cards(&mut self, seat: usize, count: usize) -> usize {
        let mut drawn = 0;
        for _ in 0..count {
            if self.mattel && self.draw.is_empty() && self.discard.len() > 1 {
                let top = self.discard.remove(0);
                let mut rest: Vec<NCard> = self.discard.drain(..).collect();
                rest.reverse();
                self.draw = rest;
                self.discard = vec![top];
                self.refills += 1;
                self.log.push("shuffle".into());
            }
            if self.draw.is_empty() {
                break;
            }
            let card = self.draw.remove(0);
            self.hands[seat].push(card);
            drawn += 1;
        }
        drawn
    }

    fn has_colour(&self, seat: usize, colour: u8) -> bool {
        self.hands[seat]
            .iter()
            .any(|c| c.0 == colour || c.0 == WILD)
    }

    fn has_card(&self, seat: usize, card: NCard) -> bool {
        self.hands[seat]
            .iter()
            .any(|c| c.0 == card.0 || c.1 == card.1 || c.0 == WILD)
    }

    /// `SelectDominantColor`: group by colour in order of first appearance,
    /// the largest group, the first on a tie (the mattel players never name
    /// wild: red when they hold only wild cards).
    fn dominant(&self, seat: usize) -> u8 {
        let mut groups: Vec<(u8, usize)> = Vec::new();
        for card in &self.hands[seat] {
            if self.mattel && card.0 == WILD {
                continue;
            }
            match groups.iter_mut().find(|g| g.0 == card.0) {
                Some(group) => group.1 += 1,
                None => groups.push((card.0, 1)),
            }
        }
        let mut best: Option<(u8, usize)> = None;
        for group in groups {
            if best.is_none_or(|b| group.1 > b.1) {
                best = Some(group);
            }
        }
        best.map_or(0, |b| b.0)
    }

    fn take(&mut self, seat: usize, card: NCard) {
        let at = self.hands[seat]
            .iter()
            .position(|&c| c == card)
            .expect("in hand");
        self.hands[seat].remove(at);
    }

    /// `PlayMatchingCard(CardColor)`.
    fn play_colour(&mut self, seat: usize, colour: u8) -> Turn {
        let matching: Vec<NCard> = self.hands[seat]
            .iter()
            .copied()
            .filter(|c| c.0 == colour || c.0 == WILD)
            .collect();
        self.choose(seat, &matching, |c| c.0 == colour, |_| false, colour, None)
    }

    /// `PlayMatchingCard(Card)`.
    fn play_card(&mut self, seat: usize, top: NCard) -> Turn {
        let matching: Vec<NCard> = self.hands[seat]
            .iter()
            .copied()
            .filter(|c| c.0 == top.0 || c.1 == top.1 || c.0 == WILD)
            .collect();
        self.choose(
            seat,
            &matching,
            |c| c.0 == top.0,
            |c| c.1 == top.1,
            top.0,
            Some(top.1),
        )
    }

    /// The shared steps of both `PlayMatchingCard`s.
    fn choose(
        &mut self,
        seat: usize,
        matching: &[NCard],
        on_colour: impl Fn(&NCard) -> bool,
        on_value: impl Fn(&NCard) -> bool,
        colour: u8,
        value: Option<u8>,
    ) -> Turn {
        if matching.iter().all(|c| c.1 == DRAW_FOUR) {
            let card = matching[0];
            let declared = self.dominant(seat);
            self.take(seat, card);
            return Turn {
                card,
                declared,
                result: TurnResult::WildCard,
            };
        }
        for (value, result) in [
            (DRAW_TWO, TurnResult::DrawTwo),
            (SKIP, TurnResult::Skip),
            (REVERSE, TurnResult::Reversed),
        ] {
            if let Some(&card) = matching.iter().find(|c| c.1 == value) {
                self.take(seat, card);
                return Turn {
                    card,
                    declared: card.0,
                    result,
                };
            }
        }
        let by_colour: Vec<NCard> = matching.iter().copied().filter(|c| on_colour(c)).collect();
        let by_value: Vec<NCard> = matching.iter().copied().filter(|c| on_value(c)).collect();
        let pick = match (by_colour.first(), by_value.first()) {
            (Some(&c), Some(&v)) => {
                let colours = self.hands[seat].iter().filter(|x| x.0 == colour).count();
                let values = self.hands[seat]
                    .iter()
                    .filter(|x| Some(x.1) == value)
                    .count();
                Some(if colours >= values { c } else { v })
            }
            (Some(&c), None) => Some(c),
            (None, Some(&v)) => Some(v),
            (None, None) => None,
        };
        if let Some(card) = pick {
            self.take(seat, card);
            return Turn {
                card,
                declared: card.0,
                result: TurnResult::PlayedCard,
            };
        }
        let card = *matching
            .iter()
            .find(|c| c.1 == WILD_VALUE)
            .expect("a plain wild");
        let declared = self.dominant(seat);
        self.take(seat, card);
        Turn {
            card,
            declared,
            result: TurnResult::WildCard,
        }
    }

    /// Officially, what a card put down does to the next player.
    fn mattel_result(card: NCard, declared: u8, players: usize) -> Turn {
        let result = match card.1 {
            SKIP => TurnResult::Skip,
            DRAW_TWO => TurnResult::DrawTwo,
            DRAW_FOUR => TurnResult::DrawFour,
            REVERSE if players == 2 => TurnResult::Skip,
            REVERSE => TurnResult::Reversed,
            WILD_VALUE => TurnResult::WildCard,
            _ => TurnResult::PlayedCard,
        };
        Turn {
            card,
            declared,
            result,
        }
    }

    /// `Player.PlayTurn`, and officially the same player by the official
    /// rules.
    fn play_turn(&mut self, seat: usize, previous: Turn, players: usize) -> Turn {
        if matches!(
            previous.result,
            TurnResult::Skip | TurnResult::DrawTwo | TurnResult::DrawFour
        ) || (self.mattel && previous.result == TurnResult::Reversed && players == 2)
        {
            let word = match previous.result {
                TurnResult::DrawTwo => {
                    self.draw_cards(seat, 2);
                    "draw2"
                }
                TurnResult::DrawFour => {
                    self.draw_cards(seat, 4);
                    "draw4"
                }
                _ => "skip",
            };
            self.log.push(format!("{seat}:{word}"));
            return Turn {
                card: previous.card,
                declared: previous.declared,
                result: TurnResult::Attacked,
            };
        }
        let colour_first = if self.mattel {
            previous.card.0 == WILD
        } else {
            matches!(
                previous.result,
                TurnResult::WildCard | TurnResult::Attacked | TurnResult::ForceDraw
            ) && self.has_colour(seat, previous.declared)
        };
        let turn = if colour_first && self.has_colour(seat, previous.declared) {
            Some(self.play_colour(seat, previous.declared))
        } else if !colour_first && self.has_card(seat, previous.card) {
            Some(self.play_card(seat, previous.card))
        } else {
            None
        };
        if let Some(turn) = turn {
            let played = self.played(turn);
            self.log.push(format!("{seat}:{played}"));
            return if self.mattel {
                Table::mattel_result(turn.card, turn.declared, players)
            } else {
                turn
            };
        }
        // Draw one card; play it if it matches.
        self.draw_cards(seat, 1);
        let playable = if self.mattel {
            if previous.card.0 == WILD {
                self.has_colour(seat, previous.declared)
            } else {
                self.has_card(seat, previous.card)
            }
        } else {
            self.has_card(seat, previous.card)
        };
        if playable {
            let turn = if self.mattel && previous.card.0 == WILD {
                self.play_colour(seat, previous.declared)
            } else {
                self.play_card(seat, previous.card)
            };
            let played = self.played(turn);
            self.log.push(format!("{seat}:draw+{played}"));
            return if self.mattel {
                Table::mattel_result(turn.card, turn.declared, players)
            } else {
                Turn {
                    result: TurnResult::ForceDrawPlay,
                    ..turn
                }
            };
        }
        self.log.push(format!("{seat}:draw"));
        if self.mattel {
            Turn {
                result: TurnResult::ForceDraw,
                ..previous
            }
        } else {
            Turn {
                card: previous.card,
                declared: 0,
                result: TurnResult::ForceDraw,
            }
        }
    }

    fn played(&self, turn: Turn) -> String {
        if turn.card.0 == WILD {
            format!("{}={}", name(turn.card), letter(turn.declared))
        } else {
            name(turn.card)
        }
    }
}

/// Plays `deck` (top first) for `players` seats by the original program's
/// rules (`mattel` false) or the official ones, the refills oldest first,
/// for at most `limit` turns. `None` when the deck cannot start a round.
pub fn naive_round(
    deck: &[NCard],
    players: usize,
    mattel: bool,
    limit: u32,
) -> Option<NaiveResult> {
    let mut table = Table {
        mattel,
        hands: vec![Vec::new(); players],
        draw: deck.to_vec(),
        discard: Vec::new(),
        refills: 0,
        log: Vec::new(),
    };
    for _ in 0..7 {
        for seat in 0..players {
            let card = table.draw.remove(0);
            table.hands[seat].push(card);
        }
    }
    for hand in &mut table.hands {
        hand.sort();
    }
    // The first discard.
    loop {
        if table.draw.is_empty() {
            return None;
        }
        let card = table.draw.remove(0);
        if mattel && card == (WILD, DRAW_FOUR) {
            table.draw.push(card);
            if table.draw.iter().all(|&c| c == (WILD, DRAW_FOUR)) {
                return None;
            }
            continue;
        }
        table.discard.insert(0, card);
        if mattel || card.0 != WILD {
            break;
        }
    }
    let first = table.discard[0];
    let mut seat = 0;
    let mut ascending = true;
    let mut previous = Turn {
        card: first,
        declared: first.0,
        result: TurnResult::GameStart,
    };
    if mattel {
        if first.0 == WILD {
            previous.declared = table.dominant(0);
            previous.result = TurnResult::WildCard;
        }
        match first.1 {
            SKIP => previous.result = TurnResult::Skip,
            DRAW_TWO => previous.result = TurnResult::DrawTwo,
            REVERSE => {
                ascending = false;
                seat = players - 1;
            }
            _ => {}
        }
    }
    let mut turns = 0;
    let mut winner = None;
    while turns < limit {
        if let Some(empty) = table.hands.iter().position(|h| h.is_empty()) {
            winner = Some(empty);
            if mattel && matches!(previous.result, TurnResult::DrawTwo | TurnResult::DrawFour) {
                turns += 1;
                table.play_turn(seat, previous, players);
            }
            break;
        }
        if !mattel && table.draw.len() < 4 {
            let top = table.discard.remove(0);
            let mut rest: Vec<NCard> = table.discard.drain(..).collect();
            rest.reverse();
            table.draw = rest;
            table.discard = vec![top];
            table.refills += 1;
            table.log.push("shuffle".into());
        }
        turns += 1;
        previous = table.play_turn(seat, previous, players);
        // The program adds to the discard pile every card put down, but not
        // the one played right after it was drawn (U5, U8.6).
        let to_pile = !matches!(
            previous.result,
            TurnResult::ForceDrawPlay | TurnResult::Attacked | TurnResult::ForceDraw
        );
        if to_pile {
            table.discard.insert(0, previous.card);
        }
        if previous.result == TurnResult::Reversed
            || (mattel && previous.result == TurnResult::Skip && previous.card.1 == REVERSE)
        {
            ascending = !ascending;
        }
        seat = if ascending {
            (seat + 1) % players
        } else {
            (seat + players - 1) % players
        };
    }
    let points = table
        .hands
        .iter()
        .map(|hand| hand.iter().map(|&c| points(c)).sum())
        .collect();
    Some(NaiveResult {
        winner,
        turns,
        points,
        refills: table.refills,
        log: table.log,
    })
}
