//! The reference: War as the assignment (`002_e1f39bd2aaf08435.txt`) states
//! it, the other sources' rules as data ([`Rules`]), one rule a function,
//! on decks that are a [`VecDeque`](std::collections::VecDeque) of cards
//! ([`Deck`]). Every trace, fixture check and grade plays it; the fast
//! engine of `war stats` ([`crate::war::engine`]) plays the same games, and
//! `tests/differential.rs` checks that they agree.

use std::cmp::Ordering;

use super::cards::Card;
use super::deck::Deck;
use super::outcome::{Cycle, EndReason, GameResult, Outcome, Player};
use super::recorder::{Battle, NoTrace, Recorder, Resolution};
use super::rules::{
    BothEmpty, BothShort, Compare, Deal, LimitOrder, LimitUnit, Pickup, Rules, ShortForWar,
    WarLayout,
};
use super::shuffled::Shuffler;

/// An ending found by a rule: the outcome and why.
type End = (Outcome, EndReason);

/// A game of War: both players' decks, the spoils pile and the counts,
/// as the assignment's Java class holds them.
///
/// ```
/// use war_kata::{EndReason, War};
///
/// let result = War::new(&[2, 3, 4, 5]).simulate_game();
/// assert_eq!((result.reason, result.battles), (EndReason::EmptyDeck, 2));
/// assert_eq!(War::find_winner(&[2, 3, 4, 5]), -1);
/// ```
#[derive(Debug, Clone)]
pub struct War {
    rules: Rules,
    a: Deck,
    b: Deck,
    /// The spoils pile ("aflegstapel"), in the order the cards were laid.
    pile: Vec<Card>,
    battles: u32,
    rounds: u32,
    wars: u32,
    /// The generator of the shuffled pickup, seeded with [`Rules::seed`].
    shuffler: Shuffler,
    /// The hands as dealt, to replay the game from when it cycles.
    dealt: (Deck, Deck),
    /// The state [`War::look_for_cycle`] saved last: both decks, and the
    /// battles and rounds played until then.
    saved: Option<(Deck, Deck, u32, u32)>,
    cycle: Option<Cycle>,
    result: Option<GameResult>,
}

impl War {
    /// Deals `deck` under the assignment's rules ([`Rules::default()`]).
    pub fn new(deck: &[Card]) -> War {
        War::with_rules(deck, Rules::default())
    }

    /// Deals `deck` for a game played by `rules`.
    pub fn with_rules(deck: &[Card], rules: Rules) -> War {
        let (a, b) = deal(deck, rules.deal);
        War::from_hands_dealt(a, b, rules)
    }

    /// A game starting from the hands `a` and `b` (top first), without a
    /// deal, played by `rules`.
    pub fn from_hands(a: &[Card], b: &[Card], rules: Rules) -> War {
        War::from_hands_dealt(a.to_vec().into(), b.to_vec().into(), rules)
    }

    /// Deals `deck` anew for a game played by `rules`: the same game as
    /// [`War::with_rules`], in place of this one.
    pub fn redeal(&mut self, deck: &[Card], rules: Rules) {
        *self = War::with_rules(deck, rules);
    }

    /// The game from the hands `a` and `b`, before its first battle.
    fn from_hands_dealt(a: Deck, b: Deck, rules: Rules) -> War {
        let dealt = (a.clone(), b.clone());
        War {
            rules,
            a,
            b,
            pile: Vec::new(),
            battles: 0,
            rounds: 0,
            wars: 0,
            shuffler: Shuffler::seeded(rules.seed),
            dealt,
            saved: None,
            cycle: None,
            result: None,
        }
    }

    /// Takes and returns the top card of `stack`, or `None` when it is
    /// empty: the assignment's `drawCard`, "take and return from top".
    pub fn draw_card(stack: &mut Deck) -> Option<Card> {
        stack.pop_front()
    }

    /// Puts `card` at the bottom of `stack`: the assignment's `addCard`,
    /// "add to bottom".
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

    /// Plays the game to its end, telling `recorder` about every battle:
    /// rounds, with a look for a cycle before each, until one ends it.
    pub fn play<R: Recorder>(&mut self, recorder: &mut R) -> GameResult {
        if let Some(result) = self.result {
            return result;
        }
        let (outcome, reason) = loop {
            if let Some(end) = self.look_for_cycle().or_else(|| self.play_round(recorder)) {
                break end;
            }
        };
        let result = GameResult {
            outcome,
            reason,
            battles: self.battles,
            rounds: self.rounds,
            wars: self.wars,
            cycle: self.cycle,
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

    /// Rule: "De oorlogen gaan door totdat een speler een slag wint, of het
    /// spel eindigt": a round is a battle and the battles its wars need,
    /// until a player takes the pile or the game ends.
    fn play_round<R: Recorder>(&mut self, recorder: &mut R) -> Option<End> {
        loop {
            if let Some(end) = self.check_start().or_else(|| self.battle(recorder)) {
                return Some(end);
            }
            if self.pile.is_empty() {
                return None;
            }
        }
    }

    /// Rule: at the start of every battle the limit and the empty decks are
    /// checked in the order [`Rules::limit_order`] gives, the limit first
    /// under the assignment's (the book's "The rules as implemented", rule 2,
    /// `book/src/rules/war.md`).
    fn check_start(&self) -> Option<End> {
        match self.rules.limit_order {
            LimitOrder::LimitFirst => self.check_limit().or_else(|| self.check_empty()),
            LimitOrder::EmptyFirst => self.check_empty().or_else(|| self.check_limit()),
        }
    }

    /// Rule: "als na de 1000ste slag in een oorlogsspel geen van beide
    /// spelers heeft gewonnen, dan wordt het spel gelijkspel verklaard"
    /// ([`Rules::limit`]): a technical draw, or a stop at the safety net of
    /// a source with no limit of its own ([`Rules::limit_is_rule`]).
    fn check_limit(&self) -> Option<End> {
        let reason = if self.rules.limit_is_rule {
            EndReason::BattleLimit
        } else {
            EndReason::SafetyLimit
        };
        self.limit_reached().then_some((Outcome::Draw, reason))
    }

    /// Whether the limit's battles or rounds are played. Rule: a limit on
    /// rounds (Jones's "after 1000 turns") never cuts a round short.
    fn limit_reached(&self) -> bool {
        match self.rules.limit_unit {
            LimitUnit::Battles => self.battles >= self.rules.limit,
            LimitUnit::Rounds => self.pile.is_empty() && self.rounds >= self.rules.limit,
        }
    }

    /// Rule: "Als beide spelers geen kaarten op hun stapel hebben voordat ze
    /// een kaart op de aflegstapel leggen, is het gelijkspel ... Als slechts
    /// één van de spelers geen kaarten in zijn stapel heeft, dan verliest
    /// deze speler" ([`Rules::both_empty`]; under the misreading
    /// [`BothEmpty::ALosesEmptyDeal`] A loses an empty deal alone). Running
    /// out while a war is under way is a draw under [`ShortForWar::Draw`]
    /// (CodinGame's PAT).
    fn check_empty(&self) -> Option<End> {
        let at_war = !self.pile.is_empty();
        match (self.a.is_empty(), self.b.is_empty()) {
            (false, false) => None,
            (true, true) => match self.rules.both_empty {
                BothEmpty::ALoses => Some((Outcome::loss(Player::A), EndReason::EmptyDeck)),
                BothEmpty::ALosesEmptyDeal if self.battles == 0 => {
                    Some((Outcome::loss(Player::A), EndReason::EmptyDeck))
                }
                BothEmpty::Draw | BothEmpty::ALosesEmptyDeal => {
                    Some((Outcome::Draw, EndReason::BothEmpty))
                }
            },
            _ if at_war && self.rules.short_for_war == ShortForWar::Draw => {
                Some((Outcome::Draw, EndReason::ShortForWar))
            }
            (true, false) => Some((Outcome::loss(Player::A), EndReason::EmptyDeck)),
            (false, true) => Some((Outcome::loss(Player::B), EndReason::EmptyDeck)),
        }
    }

    /// Rule: "nemen ze elk de bovenste kaart van hun stapel en leggen ze die
    /// op een tijdelijke aflegstapel, in de volgorde A's kaart en dan B's
    /// kaart"; the higher card takes the pile, equal cards declare a war.
    /// The recorder is told of the battle once it is settled.
    fn battle<R: Recorder>(&mut self, recorder: &mut R) -> Option<End> {
        if self.pile.is_empty() {
            self.rounds += 1;
        }
        self.battles += 1;
        let (Some(card_a), Some(card_b)) =
            (War::draw_card(&mut self.a), War::draw_card(&mut self.b))
        else {
            // Never taken: check_start ends a game before a battle with an
            // empty deck.
            return self.check_empty();
        };
        self.pile.extend([card_a, card_b]);
        let (resolution, end) = match self.compare(card_a, card_b) {
            Ordering::Greater => (self.take_pile(Player::A), None),
            Ordering::Less => (self.take_pile(Player::B), None),
            Ordering::Equal => self.war(),
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

    /// Rule: "Als de waarde van een kaart numeriek groter is dan die van de
    /// ander, dan wint de speler die deze kaart heeft uitgespeeld". Under
    /// [`Compare::JavaIntegerIdentity`], equal values outside Java's
    /// `Integer` cache (-128 to 127) are not `==`, nor `>`, so B wins.
    fn compare(&self, card_a: Card, card_b: Card) -> Ordering {
        let cached = (-128..=127).contains(&card_a);
        match self.rules.compare {
            Compare::JavaIntegerIdentity if card_a == card_b && !cached => Ordering::Less,
            Compare::Value | Compare::JavaIntegerIdentity => card_a.cmp(&card_b),
        }
    }

    /// Rule: "De inhoud van de aflegstapel wordt toegevoegd, in volgorde,
    /// aan de onderkant van de stapel van de winnaar (en de aflegstapel
    /// wordt vervolgens leeggemaakt)", in the order [`War::order_pile`]
    /// gives.
    fn take_pile(&mut self, winner: Player) -> Resolution {
        let cards = self.pile.len();
        self.order_pile(winner);
        let deck = match winner {
            Player::A => &mut self.a,
            Player::B => &mut self.b,
        };
        for card in self.pile.drain(..) {
            War::add_card(deck, card);
        }
        Resolution::Won { winner, cards }
    }

    /// Rule ([`Rules::pickup`]): the pile as laid, "Als er slechts twee
    /// kaarten zijn, komt de kaart van speler A altijd voor de kaart van
    /// speler B"; or the winner's card first after a plain battle (the
    /// kata's `cardsB.append (firtsB).append (firstA)`); or all of A's cards
    /// of a round with a war, then all of B's (CodinGame); or "in no particular
    /// order" (Stafford), drawn from the game's generator; or reversed, the
    /// misreading of a port that takes the pile off its top.
    fn order_pile(&mut self, winner: Player) {
        let plain_battle = self.pile.len() == 2;
        match self.rules.pickup {
            Pickup::WinnerFirst if plain_battle && winner == Player::B => self.pile.swap(0, 1),
            Pickup::ByPlayer => self.pile = self.cards_by_player(),
            Pickup::Reversed => self.pile.reverse(),
            Pickup::Shuffled if plain_battle => {
                if self.shuffler.swaps_pair() {
                    self.pile.swap(0, 1);
                }
            }
            Pickup::Shuffled => self.shuffler.shuffle_pile(&mut self.pile),
            Pickup::AsPlayed | Pickup::WinnerFirst => {}
        }
    }

    /// The pile with all of A's cards first, then all of B's, each in the
    /// order laid.
    fn cards_by_player(&self) -> Vec<Card> {
        let (of_a, of_b): (Vec<usize>, Vec<usize>) =
            (0..self.pile.len()).partition(|&at| self.laid_by(at) == Player::A);
        of_a.into_iter()
            .chain(of_b)
            .map(|at| self.pile[at])
            .collect()
    }

    /// Who laid the card at `at` of a round's pile: a battle's two cards,
    /// A's then B's, then for each war its war cards ([`war_card_owner`])
    /// and the next battle's two; so each card lies where it would in
    /// stretches of a war's cards and a battle's two, one war short.
    fn laid_by(&self, at: usize) -> Player {
        let war = 2 * self.rules.war_cards;
        match (at + war) % (war + 2) {
            within if within < war => {
                war_card_owner(within, self.rules.war_cards, self.rules.war_layout)
            }
            within if within == war => Player::A,
            _ => Player::B,
        }
    }

    /// Rule: "De oorlog wordt verklaard als de strijd gaat tussen twee
    /// kaarten met gelijke waarde ... Net als tijdens een veldslag is het
    /// gelijkspel als beide spelers niet in staat zijn om de vereiste drie
    /// kaarten tijdens dezelfde oorlog af te leggen. Als slechts één speler
    /// er niet in slaagt om drie kaarten af te leggen tijdens een oorlog,
    /// verliest deze" ([`Rules::cards_for_war`], [`Rules::short_for_war`],
    /// [`Rules::both_short`]). Under [`Rules::limit_ends_war`] a tie on the
    /// last battle the limit allows ends the game there.
    fn war(&mut self) -> (Resolution, Option<End>) {
        self.wars += 1;
        if let Some(end) = self.check_limit().filter(|_| self.rules.limit_ends_war) {
            return (Resolution::TieAtLimit, Some(end));
        }
        let needed = self.rules.cards_for_war();
        let (a_short, b_short) = (self.a.len() < needed, self.b.len() < needed);
        let outcome = match (a_short, b_short) {
            (false, false) => {
                self.lay_war_cards();
                return (Resolution::War, None);
            }
            (true, true) => self.both_short(),
            _ if self.rules.short_for_war == ShortForWar::Draw => Outcome::Draw,
            (true, false) => Outcome::loss(Player::A),
            (false, true) => Outcome::loss(Player::B),
        };
        let reason = if a_short && b_short {
            EndReason::BothShortForWar
        } else {
            EndReason::ShortForWar
        };
        let resolution = Resolution::ShortForWar { a_short, b_short };
        (resolution, Some((outcome, reason)))
    }

    /// Rule ([`Rules::both_short`]): when both players are short for a war,
    /// a draw (the assignment); or Player 1 loses, being checked first
    /// (Jones, Stafford); or the player with fewer cards loses, a draw with
    /// as many (the kata's `war` function); or the first to run out
    /// loses: A, who takes a card first, when A has no more cards than B.
    fn both_short(&self) -> Outcome {
        match self.rules.both_short {
            BothShort::Draw => Outcome::Draw,
            BothShort::ALoses => Outcome::loss(Player::A),
            BothShort::FewerLoses => match self.a.len().cmp(&self.b.len()) {
                Ordering::Less => Outcome::loss(Player::A),
                Ordering::Greater => Outcome::loss(Player::B),
                Ordering::Equal => Outcome::Draw,
            },
            BothShort::FirstOutLoses if self.a.len() <= self.b.len() => Outcome::loss(Player::A),
            BothShort::FirstOutLoses => Outcome::loss(Player::B),
        }
    }

    /// Rule: "speler A moet nog eens drie kaarten, in volgorde, op de
    /// aflegstapel leggen, en B doet hetzelfde" ([`Rules::war_cards`]), or
    /// one of each in turn, as Stafford's loop and the kata lay them
    /// ([`Rules::war_layout`]): each card from its owner's deck.
    fn lay_war_cards(&mut self) {
        let (each, layout) = (self.rules.war_cards, self.rules.war_layout);
        for index in 0..2 * each {
            let deck = match war_card_owner(index, each, layout) {
                Player::A => &mut self.a,
                Player::B => &mut self.b,
            };
            self.pile.extend(War::draw_card(deck));
        }
    }

    /// Rule (the book's "Cycles", `book/src/rules/presets.md`): with a
    /// fixed pickup order a game can return to an earlier state and repeat
    /// forever (Spivey, "Cycles in War", 2010); a shuffled pickup's cannot
    /// be told from its state, and is not watched. Between rounds the decks
    /// are compared with those saved at the deal and after rounds 1, 3, 7,
    /// 15, ...: Brent's algorithm ("An improved Monte Carlo factorization
    /// algorithm", 1980), which compares the state after round `s` with the
    /// states after rounds `s + 1` to `2s + 1`. A state found again ends
    /// the game as a cycle ([`War::end_in_cycle`]).
    fn look_for_cycle(&mut self) -> Option<End> {
        if self.rules.pickup == Pickup::Shuffled || self.cycle.is_some() {
            return None;
        }
        if let Some((a, b, battles, rounds)) = &self.saved {
            if (a, b) == (&self.a, &self.b) {
                let period = (self.battles - battles, self.rounds - rounds);
                return self.end_in_cycle(period);
            }
        }
        if (self.rounds + 1).is_power_of_two() {
            self.saved = Some((self.a.clone(), self.b.clone(), self.battles, self.rounds));
        }
        None
    }

    /// Rule (the book's "Cycles"): the game repeats every `period` (battles,
    /// rounds). Where it first repeated is found by replaying it from the
    /// deal twice, one replay that many rounds ahead, a round at a time,
    /// until both hold the same decks; no replay goes past where the game
    /// went, so none ends. A source with no limit ends the game there, a
    /// draw; the others play on and only report the cycle.
    fn end_in_cycle(&mut self, (period, period_rounds): (u32, u32)) -> Option<End> {
        let (a, b) = &self.dealt;
        let mut behind = War::from_hands_dealt(a.clone(), b.clone(), self.rules);
        let mut ahead = behind.clone();
        for _ in 0..period_rounds {
            ahead.play_round(&mut NoTrace);
        }
        while (&behind.a, &behind.b) != (&ahead.a, &ahead.b) {
            behind.play_round(&mut NoTrace);
            ahead.play_round(&mut NoTrace);
        }
        self.cycle = Some(Cycle {
            first_repeat: ahead.battles,
            period,
            period_rounds,
        });
        if self.rules.limit_is_rule {
            return None;
        }
        (self.a, self.b) = (ahead.a, ahead.b);
        (self.battles, self.rounds, self.wars) = (ahead.battles, ahead.rounds, ahead.wars);
        Some((Outcome::Draw, EndReason::Cycle))
    }
}

/// Rule: "de eerste kaart aan speler A, de tweede aan speler B, de derde
/// aan speler A, enzovoort" ([`Deal::Alternate`]), or the first half to A,
/// who gets the odd card ([`Deal::Halves`]); "Elke speler legt in deze
/// volgorde de kaarten op de eigen stapel": the first card a player gets is
/// the top of their deck.
fn deal(deck: &[Card], deal: Deal) -> (Deck, Deck) {
    match deal {
        Deal::Alternate => {
            let a = deck.iter().step_by(2).copied().collect();
            let b = deck.iter().skip(1).step_by(2).copied().collect();
            (a, b)
        }
        Deal::Halves => {
            let (first, second) = deck.split_at(deck.len().div_ceil(2));
            (first.to_vec().into(), second.to_vec().into())
        }
    }
}

/// Rule ([`Rules::war_layout`]): whose card lies at `index` of a war's
/// cards, where each player put `each`: A's block first, then B's
/// ([`WarLayout::Blocks`]), or A's and B's in turn
/// ([`WarLayout::Interleaved`]).
pub(crate) fn war_card_owner(index: usize, each: usize, layout: WarLayout) -> Player {
    let a_laid_it = match layout {
        WarLayout::Blocks => index < each,
        WarLayout::Interleaved => index % 2 == 0,
    };
    if a_laid_it {
        Player::A
    } else {
        Player::B
    }
}
