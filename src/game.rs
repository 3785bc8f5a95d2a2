//! The engine: dealing, battles, wars and the end of the game.
//!
//! It follows the assignment (`002_e1f39bd2aaf08435.txt`) and reads every
//! rule that can vary from [`Rules`]. It does no I/O and no shuffling, and a
//! battle allocates nothing: the decks and the pile are given room for every
//! card when the game is dealt.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::rules::{LimitOrder, Rules};
use crate::trace::{Battle, NoTrace, Recorder, Resolution};

/// A card is its value, a Java `int`: any `i32`, negative or extreme.
pub type Card = i32;

/// A player's deck. Its front is the top, the next card to play.
pub type Deck = VecDeque<Card>;

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// The player dealt the first card.
    A,
    /// The player dealt the second card.
    B,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }
}

/// How a game ended: who won, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// Player A won (`findWinner` returns 1).
    #[serde(rename = "a")]
    WinA,
    /// Player B won (`findWinner` returns -1).
    #[serde(rename = "b")]
    WinB,
    /// Nobody won (`findWinner` returns 0).
    #[serde(rename = "draw")]
    Draw,
}

impl Outcome {
    /// The assignment's code for the outcome: 1 when A wins, -1 when B wins,
    /// 0 for a draw (`WIN_A`, `WIN_B` and `DRAW` in the assignment's tip).
    pub fn code(self) -> i32 {
        match self {
            Outcome::WinA => 1,
            Outcome::Draw => 0,
            Outcome::WinB => -1,
        }
    }

    /// The outcome `player` winning.
    pub fn win(player: Player) -> Outcome {
        match player {
            Player::A => Outcome::WinA,
            Player::B => Outcome::WinB,
        }
    }

    /// The outcome `player` losing.
    pub fn loss(player: Player) -> Outcome {
        Outcome::win(player.other())
    }

    /// The winner, if there is one.
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::WinA => Some(Player::A),
            Outcome::WinB => Some(Player::B),
            Outcome::Draw => None,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// One player had no card at the start of a battle and lost.
    EmptyDeck,
    /// Both players had no card at the start of a battle: a draw.
    BothEmpty,
    /// One player had too few cards to fight a war and lost.
    ShortForWar,
    /// Both players had too few cards to fight a war: a draw.
    BothShortForWar,
    /// The battle limit was reached: a technical draw.
    BattleLimit,
}

/// The result of a whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// Who won, or a draw.
    pub outcome: Outcome,
    /// Why the game ended.
    pub reason: EndReason,
    /// Battles played, counting every battle that settles a war.
    pub battles: u32,
    /// Rounds played: a battle together with the wars it starts and the
    /// battles that settle them is one round.
    pub rounds: u32,
    /// Wars declared: battles whose two cards were equal, whether or not the
    /// war could be fought.
    pub wars: u32,
}

/// An ending found by a rule check: the outcome and why.
type End = (Outcome, EndReason);

/// A game of War: both players' decks, the spoils pile and the count of
/// battles, mirroring the assignment's Java class.
///
/// ```
/// use war_kata::{EndReason, Outcome, War};
///
/// let mut war = War::new(&[2, 3, 4, 5]);
/// let result = war.simulate_game();
/// assert_eq!(result.outcome, Outcome::WinB);
/// assert_eq!(result.reason, EndReason::EmptyDeck);
/// assert_eq!(result.battles, 2);
/// assert_eq!(War::find_winner(&[2, 3, 4, 5]), -1);
/// ```
#[derive(Debug, Clone)]
pub struct War {
    rules: Rules,
    a: Deck,
    b: Deck,
    pile: Vec<Card>,
    battles: u32,
    rounds: u32,
    wars: u32,
    result: Option<GameResult>,
}

impl War {
    /// Deals `deck` under the assignment's rules ([`Rules::default()`]).
    pub fn new(deck: &[Card]) -> War {
        War::with_rules(deck, Rules::default())
    }

    /// Deals `deck` for a game played by `rules`.
    ///
    /// Rule: the cards are dealt alternately, the first to A, the second to
    /// B, and so on; the first card a player receives is the top of their
    /// deck.
    pub fn with_rules(deck: &[Card], rules: Rules) -> War {
        let mut a = Deck::with_capacity(deck.len());
        let mut b = Deck::with_capacity(deck.len());
        for pair in deck.chunks(2) {
            War::add_card(&mut a, pair[0]);
            if let Some(&card) = pair.get(1) {
                War::add_card(&mut b, card);
            }
        }
        War {
            rules,
            a,
            b,
            pile: Vec::with_capacity(deck.len()),
            battles: 0,
            rounds: 0,
            wars: 0,
            result: None,
        }
    }

    /// Takes and returns the top card of `stack`, or `None` when it is empty
    /// (the assignment's `drawCard`: "take and return from top").
    pub fn draw_card(stack: &mut Deck) -> Option<Card> {
        stack.pop_front()
    }

    /// Puts `card` at the bottom of `stack` (the assignment's `addCard`:
    /// "add to bottom").
    pub fn add_card(stack: &mut Deck, card: Card) {
        stack.push_back(card);
    }

    /// The assignment's `findWinner`: plays `deck` by the assignment's rules
    /// and returns 1 when A wins, -1 when B wins and 0 for a draw.
    pub fn find_winner(deck: &[Card]) -> i32 {
        War::new(deck).simulate_game().outcome.code()
    }

    /// Plays the game to its end and returns the result. Calling it again
    /// returns the same result.
    pub fn simulate_game(&mut self) -> GameResult {
        self.play(&mut NoTrace)
    }

    /// Plays the game to its end, telling `recorder` about every battle.
    ///
    /// With [`NoTrace`] the recorder calls compile away, so a game that is
    /// not traced pays nothing for tracing.
    pub fn play<R: Recorder>(&mut self, recorder: &mut R) -> GameResult {
        if let Some(result) = self.result {
            return result;
        }
        let (outcome, reason) = loop {
            if let Some(end) = self.check_start() {
                break end;
            }
            if let Some(end) = self.battle(recorder) {
                break end;
            }
        };
        let result = GameResult {
            outcome,
            reason,
            battles: self.battles,
            rounds: self.rounds,
            wars: self.wars,
        };
        self.result = Some(result);
        result
    }

    /// The rules this game is played by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Player A's deck, top first.
    pub fn deck_a(&self) -> &Deck {
        &self.a
    }

    /// Player B's deck, top first.
    pub fn deck_b(&self) -> &Deck {
        &self.b
    }

    /// The spoils pile, in the order the cards were put on it.
    pub fn pile(&self) -> &[Card] {
        &self.pile
    }

    /// Battles played so far.
    pub fn battles(&self) -> u32 {
        self.battles
    }

    /// Rule: at the start of every battle, the battle limit and the empty
    /// decks are checked, in the order [`Rules::limit_order`] gives.
    fn check_start(&self) -> Option<End> {
        match self.rules.limit_order {
            LimitOrder::LimitFirst => self.check_limit().or_else(|| self.check_empty()),
            LimitOrder::EmptyFirst => self.check_empty().or_else(|| self.check_limit()),
        }
    }

    /// Rule: "als na de 1000ste slag ... geen van beide spelers heeft
    /// gewonnen", the game is a technical draw.
    fn check_limit(&self) -> Option<End> {
        self.limit_reached()
            .then_some((Outcome::Draw, EndReason::BattleLimit))
    }

    /// Whether as many battles as the limit allows have been played.
    fn limit_reached(&self) -> bool {
        self.battles >= self.rules.battle_limit
    }

    /// Rule: a player with no card at the start of a battle loses; when
    /// both have none, it is a draw.
    fn check_empty(&self) -> Option<End> {
        match (self.a.is_empty(), self.b.is_empty()) {
            (true, true) => Some((Outcome::Draw, EndReason::BothEmpty)),
            (true, false) => Some((Outcome::loss(Player::A), EndReason::EmptyDeck)),
            (false, true) => Some((Outcome::loss(Player::B), EndReason::EmptyDeck)),
            (false, false) => None,
        }
    }

    /// Rule: A puts their top card on the pile, then B; the higher card wins
    /// and its player puts the whole pile, in order, under their deck. Equal
    /// cards start a war.
    fn battle<R: Recorder>(&mut self, recorder: &mut R) -> Option<End> {
        if self.pile.is_empty() {
            self.rounds += 1;
        }
        self.battles += 1;
        let (Some(card_a), Some(card_b)) =
            (War::draw_card(&mut self.a), War::draw_card(&mut self.b))
        else {
            unreachable!("check_start ends the game before a battle with an empty deck")
        };
        self.pile.push(card_a);
        self.pile.push(card_b);
        let (resolution, end) = match card_a.cmp(&card_b) {
            std::cmp::Ordering::Greater => (self.take_pile(Player::A), None),
            std::cmp::Ordering::Less => (self.take_pile(Player::B), None),
            std::cmp::Ordering::Equal => self.war(),
        };
        recorder.battle(&Battle {
            number: self.battles,
            card_a,
            card_b,
            resolution,
            deck_a: &self.a,
            deck_b: &self.b,
            pile: &self.pile,
        });
        end
    }

    /// Rule: the winner of a battle adds the pile, in order, to the bottom
    /// of their deck, and the pile is emptied.
    fn take_pile(&mut self, winner: Player) -> Resolution {
        let cards = self.pile.len();
        let deck = match winner {
            Player::A => &mut self.a,
            Player::B => &mut self.b,
        };
        deck.extend(self.pile.drain(..));
        Resolution::Won { winner, cards }
    }

    /// Rule: on equal cards a war is declared. If both players have fewer
    /// cards than a war needs, the game is a draw; if one has, that player
    /// loses. Otherwise A puts their war cards on the pile, in order, then
    /// B, and the next battle settles the war.
    fn war(&mut self) -> (Resolution, Option<End>) {
        self.wars += 1;
        if self.rules.limit_ends_war && self.limit_reached() {
            return (
                Resolution::TieAtLimit,
                Some((Outcome::Draw, EndReason::BattleLimit)),
            );
        }
        let needed = self.rules.war_cards;
        let (a_short, b_short) = (self.a.len() < needed, self.b.len() < needed);
        let end = match (a_short, b_short) {
            (true, true) => Some((Outcome::Draw, EndReason::BothShortForWar)),
            (true, false) => Some((Outcome::loss(Player::A), EndReason::ShortForWar)),
            (false, true) => Some((Outcome::loss(Player::B), EndReason::ShortForWar)),
            (false, false) => {
                self.pile.extend(self.a.drain(..needed));
                self.pile.extend(self.b.drain(..needed));
                None
            }
        };
        match end {
            Some(_) => (Resolution::ShortForWar { a_short, b_short }, end),
            None => (Resolution::War, None),
        }
    }
}
