//! The engine: the deal, the first discard, the turn loop, the attacks, the
//! refills, the end of the round and its score.
//!
//! It follows the original program's `GameManager` and `Player`
//! (`003_programs.md` U4 to U8) and reads every point where the official
//! rules differ from [`Rules`]. It does no I/O and draws no randomness of
//! its own: a shuffled refill comes from the [`Refill`] passed in. Once
//! dealt, a round allocates nothing: every pile has room for the whole
//! deck.

use crate::uno::card::{Card, Colour, Value, DECK_SIZE};
use crate::uno::hand::Hand;
pub use crate::uno::outcome::{
    Attack, DealError, End, RoundResult, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS,
};
use crate::uno::player::{Demand, Strategy};
use crate::uno::recorder::{Action, Recorder, Refilled, Start, Turn};
use crate::uno::refill::Refill;
use crate::uno::rules::{
    ColourAfterDraw, ColourBranch, DrawFour, DrawnMatch, DrawnPlay, FirstAction, FirstWild,
    LastAttack, Leftover, RefillAt, ReverseWithTwo, Rules, Stacking,
};

/// What the previous turn did, as far as the next player cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Last {
    /// No turn yet: the first discard (the program's `GameStart`).
    Start,
    /// A coloured card was put on the pile.
    Played,
    /// A wild card was put on the pile.
    Wild,
    /// The player was skipped or made to draw.
    Attacked,
    /// The player only drew.
    Drew,
    /// The player drew a card and played it.
    DrewAndPlayed,
}

/// A round of UNO: the hands, the draw and discard piles, whose turn it is
/// and the card and colour to match.
///
/// ```
/// use war_kata::uno::card::build_order;
/// use war_kata::uno::{End, Jackass, OldestFirst, Preset, Uno, NoTrace};
///
/// let mut round = Uno::deal(&build_order(), 4, Preset::Jones.rules()).unwrap();
/// let result = round.play(&mut [Jackass; 4], &mut OldestFirst, &mut NoTrace);
/// assert!(matches!(result.end, End::Won(_)));
/// ```
#[derive(Debug, Clone)]
pub struct Uno {
    rules: Rules,
    players: usize,
    hands: Vec<Hand>,
    /// The draw pile, its top card last.
    draw: Vec<Card>,
    /// The discard pile, its top card last.
    discard: Vec<Card>,
    /// Cards that left the game, in the order they left.
    lost: Vec<Card>,
    /// The leftover of a refill that stays on top (room reused).
    kept: Vec<Card>,
    /// Wild cards buried under the first discard.
    buried: Vec<Card>,
    /// Wild Draw Fours turned up first and put back.
    returned: Vec<Card>,
    /// The card the next player matches: the previous turn's card.
    top: Card,
    /// The colour the next player matches: the declared colour.
    colour: Colour,
    last: Last,
    pending: Option<Attack>,
    /// Cards owed by stacked draw attacks, beyond the pending one's own
    /// ([`Stacking::SameKind`]).
    owed: usize,
    /// Whether the seat that just drew takes another turn
    /// ([`DrawnPlay::AnotherTurn`]).
    again: bool,
    seat: usize,
    ascending: bool,
    turns: u32,
    refills: u32,
    /// Turns in a row in which nothing was played or drawn.
    idle: u32,
    started: bool,
    result: Option<RoundResult>,
}

impl Uno {
    /// Deals `deck` (top first) to `players` seats for a round played by
    /// `rules`.
    pub fn deal(deck: &[Card], players: usize, rules: Rules) -> Result<Uno, DealError> {
        let mut round = Uno {
            rules,
            players: 0,
            hands: Vec::new(),
            draw: Vec::new(),
            discard: Vec::new(),
            lost: Vec::new(),
            kept: Vec::new(),
            buried: Vec::new(),
            returned: Vec::new(),
            top: Card::WILD,
            colour: Colour::Red,
            last: Last::Start,
            pending: None,
            owed: 0,
            again: false,
            seat: 0,
            ascending: true,
            turns: 0,
            refills: 0,
            idle: 0,
            started: false,
            result: None,
        };
        round.redeal(deck, players, rules)?;
        Ok(round)
    }

    /// Deals `deck` anew, reusing this round's room: the same round as
    /// [`Uno::deal`], without allocating once the room is large enough.
    ///
    /// Rule (U4): seven rounds of dealing, each giving seats 0, 1, ... the
    /// top card in turn, so seat `s` gets the deck's cards `s`, `s + n`,
    /// ...; each hand is then sorted by colour and value (the program's
    /// `ShowHand`), the order every "first card" below refers to.
    pub fn redeal(&mut self, deck: &[Card], players: usize, rules: Rules) -> Result<(), DealError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(DealError::Players(players));
        }
        if deck.len() > DECK_SIZE {
            return Err(DealError::TooManyCards { given: deck.len() });
        }
        let dealt = HAND_SIZE * players;
        if deck.len() <= dealt {
            return Err(DealError::TooFewCards {
                needed: dealt + 1,
                given: deck.len(),
            });
        }
        let can_start = |card: &Card| match rules.first_wild {
            FirstWild::Buried => !card.is_wild(),
            FirstWild::Official => card.value() != Value::DrawFour,
            FirstWild::Stays => true,
        };
        if !deck[dealt..].iter().any(can_start) {
            return Err(DealError::NoFirstDiscard);
        }
        let room = deck.len();
        self.hands.resize_with(players, Hand::default);
        for (seat, hand) in self.hands.iter_mut().enumerate() {
            hand.deal(deck[..dealt].iter().skip(seat).step_by(players).copied());
        }
        for pile in [
            &mut self.draw,
            &mut self.discard,
            &mut self.lost,
            &mut self.kept,
        ] {
            pile.clear();
            pile.reserve(room);
        }
        self.draw.extend(deck[dealt..].iter().rev());
        self.buried.clear();
        self.returned.clear();
        self.rules = rules;
        self.players = players;
        self.top = Card::WILD;
        self.colour = Colour::Red;
        self.last = Last::Start;
        self.pending = None;
        self.owed = 0;
        self.again = false;
        self.seat = 0;
        self.ascending = true;
        self.turns = 0;
        self.refills = 0;
        self.idle = 0;
        self.started = false;
        self.result = None;
        Ok(())
    }

    /// The rules of the round.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// How many seats play.
    pub fn players(&self) -> usize {
        self.players
    }

    /// Every seat's hand.
    pub fn hands(&self) -> &[Hand] {
        &self.hands
    }

    /// The draw pile, top card first.
    pub fn draw_pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.draw.iter().rev().copied()
    }

    /// The discard pile, top card first.
    pub fn discard_pile(&self) -> impl Iterator<Item = Card> + '_ {
        self.discard.iter().rev().copied()
    }

    /// The cards that left the game so far, in the order they left: the
    /// draw pile's leftovers dropped at a refill and the cards played right
    /// after they were drawn, under the original program's rules.
    pub fn lost(&self) -> &[Card] {
        &self.lost
    }

    /// Plays the round to its end: `strategies` gives each seat's player
    /// (one per seat), `refill` orders the refills, `recorder` is told
    /// everything that happens. Calling it again returns the same result.
    ///
    /// With [`crate::uno::NoTrace`] the recorder calls compile away, so a
    /// round that is not traced pays nothing for tracing.
    ///
    /// # Panics
    ///
    /// If `strategies` does not hold one strategy for each seat.
    pub fn play<S: Strategy, F: Refill, R: Recorder>(
        &mut self,
        strategies: &mut [S],
        refill: &mut F,
        recorder: &mut R,
    ) -> RoundResult {
        assert_eq!(
            strategies.len(),
            self.players,
            "a round needs one strategy for each seat"
        );
        if let Some(result) = self.result {
            return result;
        }
        if !self.started {
            self.start(strategies, refill, recorder);
        }
        let end = loop {
            if self.turns >= self.rules.turn_limit {
                break End::TurnLimit;
            }
            let seat = self.seat;
            self.turn(strategies, refill, recorder);
            if self.hands[seat].is_empty() {
                self.last_attack(strategies, refill, recorder);
                break End::Won(seat);
            }
            if self.idle > self.players as u32 {
                break End::Stuck;
            }
            if std::mem::take(&mut self.again) {
                continue;
            }
            self.advance();
        };
        let result = RoundResult::new(
            end,
            self.turns,
            self.refills,
            self.lost.len() as u32,
            &self.hands,
        );
        self.result = Some(result);
        result
    }

    /// Rule (U4): the next card of the draw pile starts the discard pile.
    /// A wild card turned up is buried under the next card
    /// ([`FirstWild::Buried`]), or, officially, a Wild Draw Four goes back
    /// into the draw pile and a Wild lets seat 0 name the colour
    /// ([`FirstWild::Official`]). An action card turned up does nothing
    /// ([`FirstAction::Ignored`]) or acts on seat 0
    /// ([`FirstAction::Applies`]). Under [`FirstWild::Stays`] a wild card
    /// turned up stays on top and nobody names a colour.
    fn start<S: Strategy, F: Refill, R: Recorder>(
        &mut self,
        strategies: &mut [S],
        refill: &mut F,
        recorder: &mut R,
    ) {
        self.started = true;
        let first = loop {
            let Some(card) = self.draw.pop() else {
                unreachable!("the deal checked that a card can start the discard pile")
            };
            match (card.value(), self.rules.first_wild) {
                (Value::Wild | Value::DrawFour, FirstWild::Buried) => {
                    self.discard.push(card);
                    self.buried.push(card);
                }
                (Value::DrawFour, FirstWild::Official) => {
                    self.returned.push(card);
                    refill.put_back(&mut self.draw, card);
                }
                _ => {
                    self.discard.push(card);
                    break card;
                }
            }
        };
        self.top = first;
        self.colour = first.colour();
        let mut named = None;
        if first.is_wild() && self.rules.first_wild != FirstWild::Stays {
            let colour = strategies[0].name_colour(&self.hands[0], &self.rules);
            named = Some(colour);
            self.colour = colour;
            self.last = Last::Wild;
        }
        if self.rules.first_action == FirstAction::Applies {
            match first.value() {
                Value::Skip => self.pending = Some(Attack::Skip),
                Value::DrawTwo => self.pending = Some(Attack::DrawTwo),
                Value::Reverse => {
                    self.ascending = false;
                    self.seat = self.players - 1;
                }
                _ => {}
            }
        }
        recorder.start(&Start {
            hands: &self.hands,
            first,
            buried: &self.buried,
            returned: &self.returned,
            named,
            first_seat: self.seat,
            attack: self.pending,
            draw_pile: &self.draw,
        });
    }

    /// Rule (U5): one turn of the seat whose turn it is. At the start of the
    /// turn the draw pile is refilled if it runs low
    /// ([`RefillAt::TurnStart`]); then the player passes an attack on
    /// ([`Stacking::SameKind`]) or suffers it, or plays, or draws.
    #[inline(always)]
    fn turn<S: Strategy, F: Refill, R: Recorder>(
        &mut self,
        strategies: &mut [S],
        refill: &mut F,
        recorder: &mut R,
    ) {
        self.turns += 1;
        let seat = self.seat;
        if self.rules.refill_at == RefillAt::TurnStart
            && self.draw.len() < usize::from(self.rules.refill_below)
        {
            self.refill(refill, recorder);
        }
        let (demand, action) = match self.pending.take() {
            Some(attack) => match self.stack(attack, &mut strategies[seat]) {
                Some((demand, action)) => (Some(demand), action),
                None => (None, self.suffer(attack, refill, recorder)),
            },
            None => {
                let (demand, action) = self.choose(&mut strategies[seat], refill, recorder);
                (Some(demand), action)
            }
        };
        if matches!(action, Action::Drew { card: None }) {
            self.idle += 1;
        } else {
            self.idle = 0;
        }
        recorder.turn(&Turn {
            number: self.turns,
            seat,
            demand,
            action,
            hand: &self.hands[seat],
        });
    }

    /// Rule (U5): the next seat in the direction of play.
    #[inline(always)]
    fn advance(&mut self) {
        self.seat = if self.ascending {
            if self.seat + 1 == self.players {
                0
            } else {
                self.seat + 1
            }
        } else if self.seat == 0 {
            self.players - 1
        } else {
            self.seat - 1
        };
    }

    /// Rule (U8.2): what the player must match. Under
    /// [`ColourBranch::AfterWildAttackOrDraw`], after a wild card, an
    /// attacked turn or a turn that only drew, the declared colour if the
    /// hand holds a card of it or a wild card, else the previous turn's
    /// card; under [`ColourBranch::WildOnTop`], the declared colour while a
    /// wild card is on top, else the top card.
    #[inline(always)]
    fn demand(&self, seat: usize) -> Demand {
        let by_colour = match self.rules.colour_branch {
            ColourBranch::AfterWildAttackOrDraw => {
                matches!(self.last, Last::Wild | Last::Attacked | Last::Drew)
                    && Demand::Colour(self.colour).allowed(&self.hands[seat]) != 0
            }
            ColourBranch::WildOnTop => self.top.is_wild(),
        };
        if by_colour {
            Demand::Colour(self.colour)
        } else {
            Demand::Card(self.top)
        }
    }

    /// Rule (U8.3, U8.4, U8.6): the player puts down the card the strategy
    /// chooses; with none, draws one card and plays it if it matches and
    /// the strategy wants to.
    #[inline(always)]
    fn choose<S: Strategy, F: Refill, R: Recorder>(
        &mut self,
        strategy: &mut S,
        refill: &mut F,
        recorder: &mut R,
    ) -> (Demand, Action) {
        let seat = self.seat;
        let demand = self.demand(seat);
        let hand = &self.hands[seat];
        let chosen = strategy.play(hand, demand, &self.rules).filter(|play| {
            hand.card(play.place)
                .is_some_and(|card| demand.allows(card))
        });
        if let Some(play) = chosen {
            let index = hand.index_of(play.place);
            let card = self.hands[seat].take(play.place);
            self.put(card, play.declared);
            let action = Action::Played {
                card,
                declared: play.declared,
                index,
            };
            return (demand, action);
        }
        let Some(card) = self.draw_card(refill, recorder) else {
            self.only_drew();
            return (demand, Action::Drew { card: None });
        };
        self.hands[seat].push(card);
        (demand, self.drawn(card, strategy))
    }

    /// Rule (U8.6): the card just drawn is played if it matches (the
    /// previous turn's card, [`DrawnMatch::PreviousCard`], or what the turn
    /// asked, [`DrawnMatch::AsTurn`]) and the strategy wants to; under
    /// [`DrawnPlay::Lost`] it then leaves the game without acting, and the
    /// next player must match it.
    #[inline(never)]
    fn drawn<S: Strategy>(&mut self, card: Card, strategy: &mut S) -> Action {
        let seat = self.seat;
        if self.rules.drawn_play == DrawnPlay::AnotherTurn {
            return self.another_turn(card);
        }
        let demand = match self.rules.drawn_match {
            DrawnMatch::PreviousCard => Demand::Card(self.top),
            DrawnMatch::AsTurn => self.demand(seat),
        };
        let hand = &self.hands[seat];
        let last = hand.last();
        let play = if demand.allows(card) {
            strategy
                .play_drawn(hand, demand, &self.rules)
                .filter(|play| Some(play.place) == last)
        } else {
            None
        };
        let Some(play) = play else {
            self.only_drew();
            return Action::Drew { card: Some(card) };
        };
        self.hands[seat].take(play.place);
        let lost = self.rules.drawn_play == DrawnPlay::Lost;
        if lost {
            self.lost.push(card);
            self.top = card;
            self.colour = play.declared;
            self.last = Last::DrewAndPlayed;
        } else {
            self.put(card, play.declared);
        }
        Action::DrewAndPlayed {
            card,
            declared: play.declared,
            lost,
        }
    }

    /// Misreading (tk-codes/uno#3, [`DrawnPlay::AnotherTurn`]): the card
    /// just drawn is not played in this turn, which ends as a turn that
    /// only drew; if the player can now play, it takes another turn at once.
    #[inline(never)]
    fn another_turn(&mut self, card: Card) -> Action {
        self.only_drew();
        let seat = self.seat;
        self.again = self.demand(seat).allowed(&self.hands[seat]) != 0;
        Action::Drew { card: Some(card) }
    }

    /// Rule (U8.5, U8.6): after a turn in which the player only drew, the
    /// card to match stays, and the colour is red
    /// ([`ColourAfterDraw::Red`]: the program never sets it) or unchanged.
    #[inline(always)]
    fn only_drew(&mut self) {
        self.last = Last::Drew;
        if self.rules.colour_after_draw == ColourAfterDraw::Red {
            self.colour = Colour::Red;
        }
    }

    /// Rule (U5, U7): `card` goes on the discard pile and acts: a Skip
    /// skips the next player, a Draw Two makes them draw two, a Reverse
    /// changes the direction (and between two players skips, under
    /// [`ReverseWithTwo::Skips`]), a Wild Draw Four makes them draw four
    /// under [`DrawFour::Attacks`] and is a plain wild otherwise. A wild
    /// card sets the declared colour.
    #[inline(always)]
    fn put(&mut self, card: Card, declared: Colour) {
        self.discard.push(card);
        self.top = card;
        if card.is_wild() {
            self.colour = declared;
            self.last = Last::Wild;
        } else {
            self.colour = card.colour();
            self.last = Last::Played;
        }
        match card.value() {
            Value::Number(_) | Value::Wild => {}
            Value::Skip => self.pending = Some(Attack::Skip),
            Value::DrawTwo => self.pending = Some(Attack::DrawTwo),
            Value::Reverse => {
                self.ascending = !self.ascending;
                if self.players == 2 && self.rules.reverse_with_two == ReverseWithTwo::Skips {
                    self.pending = Some(Attack::Skip);
                }
            }
            Value::DrawFour => {
                if self.rules.draw_four == DrawFour::Attacks {
                    self.pending = Some(Attack::DrawFour);
                }
            }
        }
    }

    /// Misreading (a house rule; CompSciLauren/uno#52,
    /// [`Stacking::SameKind`]): a player attacked by a Draw Two, or by a
    /// Wild Draw Four that attacks, who holds a card of the same kind puts
    /// the first one in hand order on the pile instead of drawing (a Wild
    /// Draw Four naming the colour the strategy names), and the next player
    /// owes the cards of both. The demand shown is the attacking card.
    #[inline(never)]
    fn stack<S: Strategy>(&mut self, attack: Attack, strategy: &mut S) -> Option<(Demand, Action)> {
        let value = match (self.rules.stacking, attack) {
            (Stacking::Never, _) | (_, Attack::Skip) => return None,
            (Stacking::SameKind, Attack::DrawTwo) => Value::DrawTwo,
            (Stacking::SameKind, Attack::DrawFour) => Value::DrawFour,
        };
        let seat = self.seat;
        let hand = &self.hands[seat];
        let place = crate::uno::hand::first(hand.of_value(value))?;
        let demand = Demand::Card(self.top);
        let index = hand.index_of(place);
        // A wild card's colour is named with the card still in hand (U8.5).
        let declared = match hand.card(place) {
            Some(card) if card.is_wild() => strategy.name_colour(hand, &self.rules),
            Some(card) => card.colour(),
            None => return None,
        };
        let card = self.hands[seat].take(place);
        self.owed += attack.cards();
        self.put(card, declared);
        Some((
            demand,
            Action::Played {
                card,
                declared,
                index,
            },
        ))
    }

    /// Rule (U7, U8.1): the attacked player draws the cards the attack
    /// asks, and those of the attacks stacked on it (fewer if the draw pile
    /// runs out), and does nothing else; the card and colour to match stay.
    #[inline(never)]
    fn suffer<F: Refill, R: Recorder>(
        &mut self,
        attack: Attack,
        refill: &mut F,
        recorder: &mut R,
    ) -> Action {
        let cards = attack.cards() + std::mem::take(&mut self.owed);
        let mut drawn = 0;
        for _ in 0..cards {
            if let Some(card) = self.draw_card(refill, recorder) {
                self.hands[self.seat].push(card);
                drawn += 1;
            }
        }
        self.last = Last::Attacked;
        Action::Attacked {
            attack,
            drawn,
            cards,
        }
    }

    /// Takes the top card of the draw pile, if there is one; under
    /// [`RefillAt::Draw`] the draw pile is first refilled if it runs low and
    /// the discard pile has cards under its top.
    #[inline(always)]
    fn draw_card<F: Refill, R: Recorder>(
        &mut self,
        refill: &mut F,
        recorder: &mut R,
    ) -> Option<Card> {
        if self.rules.refill_at == RefillAt::Draw
            && self.draw.len() < usize::from(self.rules.refill_below)
            && self.discard.len() > 1
        {
            self.refill(refill, recorder);
        }
        self.draw.pop()
    }

    /// Rule (U5): the discard pile except its top card becomes the draw
    /// pile, in the order `refill` gives; the cards left in the old draw
    /// pile are dropped from the game ([`Leftover::Dropped`]) or stay on
    /// top ([`Leftover::Kept`]).
    #[inline(never)]
    fn refill<F: Refill, R: Recorder>(&mut self, refill: &mut F, recorder: &mut R) {
        let Some(top) = self.discard.pop() else {
            return;
        };
        let dropped_from = self.lost.len();
        self.kept.clear();
        match self.rules.leftover {
            Leftover::Dropped => self.lost.append(&mut self.draw),
            Leftover::Kept => self.kept.append(&mut self.draw),
        }
        let moved = self.discard.len();
        self.draw.extend(self.discard.drain(..).rev());
        refill.order(&mut self.draw);
        self.draw.extend_from_slice(&self.kept);
        self.discard.push(top);
        self.refills += 1;
        recorder.refill(&Refilled {
            turn: self.turns,
            moved,
            dropped: &self.lost[dropped_from..],
            kept: self.kept.len(),
            draw_pile: &self.draw,
        });
    }

    /// Rule (Mattel): when the last card of the round is a Draw Two or a
    /// Wild Draw Four that attacks, the next player still draws the cards
    /// ([`LastAttack::Drawn`]), in a turn of their own.
    fn last_attack<S: Strategy, F: Refill, R: Recorder>(
        &mut self,
        strategies: &mut [S],
        refill: &mut F,
        recorder: &mut R,
    ) {
        let draws = matches!(self.pending, Some(Attack::DrawTwo | Attack::DrawFour));
        if self.rules.last_attack == LastAttack::Drawn && draws {
            self.advance();
            self.turn(strategies, refill, recorder);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uno::card::{build_order, parse_cards};
    use crate::uno::player::Jackass;
    use crate::uno::refill::OldestFirst;
    use crate::uno::rules::Preset;
    use crate::uno::trace::NoTrace;

    #[test]
    fn the_deal_gives_seat_s_every_nth_card_and_sorts_the_hands() {
        let mut deck = parse_cards("R9 B1 R3 B2 W Y5 G1 G2 R0 RS B9 YD R5 GR").unwrap();
        deck.extend(parse_cards("Y1 Y2").unwrap());
        let round = Uno::deal(&deck, 2, Preset::Jones.rules()).unwrap();
        let hands: Vec<String> = round
            .hands()
            .iter()
            .map(|hand| crate::uno::card::write_cards(&hand.to_vec()))
            .collect();
        assert_eq!(
            hands,
            ["R0 R3 R5 R9 B9 G1 W", "RS B1 B2 Y5 YD G2 GR"].map(String::from)
        );
        assert_eq!(
            round.draw_pile().collect::<Vec<_>>(),
            parse_cards("Y1 Y2").unwrap()
        );
    }

    #[test]
    fn decks_that_cannot_be_dealt_are_refused() {
        let deck = build_order();
        let jones = Preset::Jones.rules();
        assert_eq!(
            Uno::deal(&deck, 1, jones).err(),
            Some(DealError::Players(1))
        );
        assert_eq!(
            Uno::deal(&deck, 16, jones).err(),
            Some(DealError::Players(16))
        );
        // Fifteen players leave three cards: in build order three Wild Draw Fours.
        assert_eq!(
            Uno::deal(&deck, 15, jones).err(),
            Some(DealError::NoFirstDiscard)
        );
        let reversed: Vec<Card> = deck.iter().rev().copied().collect();
        assert!(Uno::deal(&reversed, 15, jones).is_ok());
        assert_eq!(
            Uno::deal(&deck[..14], 2, jones).err(),
            Some(DealError::TooFewCards {
                needed: 15,
                given: 14
            })
        );
        // Three wild cards left: a Wild can start the official round.
        let mut wild_end = deck[..100].to_vec();
        wild_end.extend(parse_cards("R1 R2 R3 R4 R5 W WD W").unwrap());
        assert_eq!(
            Uno::deal(&wild_end, 15, jones).err(),
            Some(DealError::NoFirstDiscard)
        );
        let mattel = Preset::Mattel.rules();
        assert!(Uno::deal(&wild_end, 15, mattel).is_ok());
    }

    /// The first `n` tokens of the log of the round of `top` (the rest of
    /// the deck in build order) for two jackasses under `rules`.
    fn opening(top: &str, rules: Rules, n: usize) -> Vec<String> {
        let deck = crate::uno::card::complete_deck(&parse_cards(top).unwrap()).unwrap();
        let mut round = Uno::deal(&deck, 2, rules).unwrap();
        let mut log = crate::uno::trace::Log::default();
        round.play(&mut [Jackass; 2], &mut OldestFirst, &mut log);
        log.text.split(' ').take(n).map(String::from).collect()
    }

    #[test]
    fn a_draw_two_stacks_on_a_draw_two_only_when_the_rules_say_so() {
        let top = "RD BD R1 B1 R2 B2 R3 B3 R4 B4 R5 B5 R6 B6 R0 Y1 Y2 Y3 Y4";
        let jones = Preset::Jones.rules();
        assert_eq!(opening(top, jones, 3), ["0:RD", "1:draw2", "0:R1"]);
        let stacking = Rules {
            stacking: crate::uno::rules::Stacking::SameKind,
            ..jones
        };
        assert_eq!(opening(top, stacking, 3), ["0:RD", "1:BD", "0:draw2"]);
        // Seat 0 draws the cards of both Draw Twos.
        let deck = crate::uno::card::complete_deck(&parse_cards(top).unwrap()).unwrap();
        let mut round = Uno::deal(&deck, 2, stacking).unwrap();
        let mut recording = crate::uno::recorder::Recording::default();
        round.play(&mut [Jackass; 2], &mut OldestFirst, &mut recording);
        let third = recording.events.iter().find_map(|event| match event {
            crate::uno::recorder::Event::Turn(turn) if turn.number == 3 => Some(turn.action),
            _ => None,
        });
        assert_eq!(
            third,
            Some(Action::Attacked {
                attack: Attack::DrawTwo,
                drawn: 4,
                cards: 4
            })
        );
    }

    #[test]
    fn a_drawn_card_gives_another_turn_only_when_the_rules_say_so() {
        let top = "R1 B1 R2 B2 R3 B3 R4 B4 R5 B5 R6 B6 R7 B7 G0 G5";
        let jones = Preset::Jones.rules();
        assert_eq!(opening(top, jones, 2), ["0:draw+G5", "1:B5"]);
        let another = Rules {
            drawn_play: DrawnPlay::AnotherTurn,
            ..jones
        };
        // After a turn that only drew the colour is red (U8.5): seat 0
        // plays on red in the turn it is given.
        assert_eq!(opening(top, another, 2), ["0:draw", "0:R1"]);
    }

    #[test]
    fn a_wild_first_discard_stays_only_when_the_rules_say_so() {
        let top = "R1 B1 R2 B2 R3 B3 R4 B4 R5 B5 R6 B6 R7 B7 W G5 G6";
        let jones = Preset::Jones.rules();
        // Buried under G5, on which seat 0 matches the value.
        assert_eq!(opening(top, jones, 1), ["0:R5"]);
        let stays = Rules {
            first_wild: FirstWild::Stays,
            ..jones
        };
        // Only a wild card matches the Wild left on top.
        assert_eq!(opening(top, stays, 2), ["0:draw", "1:draw"]);
        // Fifteen hands of the deck in build order leave three Wild Draw
        // Fours: no first discard under jones, one that stays here.
        assert_eq!(
            Uno::deal(&build_order(), 15, jones).err(),
            Some(DealError::NoFirstDiscard)
        );
        assert!(Uno::deal(&build_order(), 15, stays).is_ok());
    }

    #[test]
    fn a_wild_draw_four_comes_first_only_when_the_rules_say_so() {
        let top = "R1 B1 WD B2 R3 B3 R4 B4 R5 B5 R6 B6 R7 B7 R0";
        let jones = Preset::Jones.rules();
        assert_eq!(opening(top, jones, 1), ["0:R1"]);
        let first = Rules {
            draw_four_played: crate::uno::rules::DrawFourPlayed::First,
            ..jones
        };
        assert_eq!(opening(top, first, 1), ["0:WD=R"]);
    }

    #[test]
    fn a_round_ends_and_playing_again_gives_the_same_result() {
        let mut round = Uno::deal(&build_order(), 3, Preset::Jones.rules()).unwrap();
        let first = round.play(&mut [Jackass; 3], &mut OldestFirst, &mut NoTrace);
        let again = round.play(&mut [Jackass; 3], &mut OldestFirst, &mut NoTrace);
        assert_eq!(first, again);
        assert!(first.turns > 0);
    }
}
