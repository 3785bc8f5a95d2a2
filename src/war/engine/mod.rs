//! The fast engine: the games of [`War`](crate::war::game::War), played
//! by other means for `war stats` and the benchmarks, where the number of
//! battles a second is the point.
//!
//! It plays exactly the games the reference plays (outcome, reason,
//! battles, rounds, wars, cycle and the decks at the end:
//! `tests/differential.rs` checks it on every fixture, preset and rule
//! variant, on generated decks and on ten million seeded deals). Its
//! cleverness, each piece with what it gained in the book
//! (`book/src/contributing/speed-log.md`):
//!
//! - Rounds won at their first battle, and rounds with wars when its
//!   [`Listener`] only counts ties, are played in a tight loop
//!   (`tight_loop`): the rules resolved once for a run of rounds
//!   (`tight_loop::LoopRules`), the pickup order a type
//!   (`tight_loop::LoopPickup`) so that each pickup's loop is compiled on
//!   its own, the decks opened into registers (`ring::OpenDeck`).
//! - A game of at most 254 cards from 0 to 127 (every preset's) is played
//!   on bytes, in rings of 256 stepped round by a byte's own wrapping
//!   (`ring::ByteDecks`); `war stats` deals straight into them
//!   ([`Engine::play_dealt`]).
//! - A battle allocates nothing: the decks, the pile and the cycle watch
//!   get room for every card when the game is dealt, and a reused game
//!   keeps its room.
//! - The cycle watch (`cycle::CycleWatch`) saves late and compares a
//!   fingerprint before whole decks, and finds where a cycle began from
//!   snapshots rather than replaying the whole game twice.
//!
//! Where the tight loop stops (a limit, an empty deck, a war that cannot be
//! fought), a battle-by-battle path takes over: the rules one function
//! each, as in the reference.

mod cycle;
mod listener;
mod ring;
mod tight_loop;

use std::cmp::Ordering;

use crate::war::cards::Card;
use crate::war::outcome::{Cycle, EndReason, GameResult, Outcome, Player};
use crate::war::recorder::{NoTrace, Resolution};
use crate::war::rules::{
    BothEmpty, BothShort, LimitOrder, LimitUnit, Pickup, Rules, ShortForWar, WarLayout,
};
use crate::war::shuffled::Shuffler;
use cycle::{schedule, CycleWatch, Dealt, Kept};
use ring::{cards_fit_bytes, fits_bytes, ByteDecks};
use tight_loop::{
    compare_cards, AsLaid, Counts, LaidReversed, LoopPickup, LoopRules, OpenGame, PlayerByPlayer,
    SavedFingerprints, ShuffledPair, WinnerCardFirst,
};

pub use listener::Listener;
pub use ring::Ring;
pub(crate) use ring::{deal_hands, DealTarget};

/// An ending found by a rule check: the outcome and why.
type End = (Outcome, EndReason);

/// A game as the fast engine plays it: both decks (as rings of cards, or
/// of bytes while the tight loop holds them), the spoils pile, the counts
/// and the cycle watch; reused from deal to deal by `war stats`.
///
/// ```
/// use war_kata::war::engine::Engine;
/// use war_kata::{Rules, War};
///
/// let deck = [2, 2, 8, 6, 9, 7, 10, 11, 5, 6, 4, 4];
/// let mut engine = Engine::with_rules(&deck, Rules::default());
/// assert_eq!(engine.simulate_game(), War::new(&deck).simulate_game());
/// ```
#[derive(Debug, Clone)]
pub struct Engine {
    rules: Rules,
    a: Ring,
    b: Ring,
    pile: Vec<Card>,
    /// Room to reorder the pile in, so that taking it allocates nothing.
    scratch: Vec<Card>,
    battles: u32,
    rounds: u32,
    wars: u32,
    shuffler: Shuffler,
    watch: Option<Box<CycleWatch>>,
    result: Option<GameResult>,
    /// Whether the decks may be played as bytes in the tight loop
    /// ([`fits_bytes`]), and the room for them once they were.
    plays_bytes: bool,
    bytes: Option<Box<ByteDecks>>,
    /// Whether the byte decks hold the decks just dealt, and `a` and `b`
    /// are empty until the tight loop stores them ([`Engine::play_dealt`]).
    dealt_in_bytes: bool,
}

impl Engine {
    /// Deals `deck` for a game played by `rules`.
    pub fn with_rules(deck: &[Card], rules: Rules) -> Engine {
        let mut war = Engine::unstarted(rules);
        war.redeal(deck, rules);
        war
    }

    /// Deals `deck` anew for a game played by `rules`, reusing this game's
    /// room for cards: the same game as [`Engine::with_rules`], but without
    /// allocating when the room is already large enough, so that many games
    /// can be played one after the other at little cost.
    ///
    /// Rule: with [`Deal::Alternate`] (the assignment's), the first card to
    /// A, the second to B, and so on; with [`Deal::Halves`], the first half
    /// to A. The first card a player receives is the top of their deck.
    ///
    /// [`Deal::Alternate`]: crate::war::rules::Deal::Alternate
    /// [`Deal::Halves`]: crate::war::rules::Deal::Halves
    ///
    /// ```
    /// use war_kata::war::engine::Engine;
    /// use war_kata::{Rules, War};
    ///
    /// let mut engine = Engine::with_rules(&[2, 3, 4, 5], Rules::default());
    /// engine.simulate_game();
    /// engine.redeal(&[5, 5, 2, 4, 3], Rules::default());
    /// assert_eq!(engine.simulate_game(), War::new(&[5, 5, 2, 4, 3]).simulate_game());
    /// ```
    pub fn redeal(&mut self, deck: &[Card], rules: Rules) {
        deal_hands(&mut (&mut self.a, &mut self.b), deck, rules.deal);
        self.restart_dealt(rules, cards_fit_bytes(deck), Some(deck), false);
    }

    /// Deals `deck` for a game played by `rules` and plays it to its end,
    /// telling `listener` about every battle: the same game as
    /// [`Engine::redeal`] then [`Engine::play`], for many games one after the
    /// other. When the tight loop plays the game on bytes and opens it, the
    /// hands are dealt straight into its byte decks, and the decks are
    /// written only when the loop hands the game over.
    ///
    /// ```
    /// use war_kata::war::engine::Engine;
    /// use war_kata::{NoTrace, Rules, War};
    ///
    /// let mut engine = Engine::with_rules(&[2, 3, 4, 5], Rules::default());
    /// let result = engine.play_dealt(&[5, 5, 2, 4, 3], Rules::default(), &mut NoTrace);
    /// assert_eq!(result, War::new(&[5, 5, 2, 4, 3]).simulate_game());
    /// ```
    pub fn play_dealt<L: Listener>(
        &mut self,
        deck: &[Card],
        rules: Rules,
        listener: &mut L,
    ) -> GameResult {
        if !cards_fit_bytes(deck) || L::TOLD_OF_PLAIN_ROUNDS {
            self.redeal(deck, rules);
            return self.play(listener);
        }
        let bytes = self.bytes.get_or_insert_with(Box::default);
        deal_hands(&mut **bytes, deck, rules.deal);
        // Empty until the tight loop, which `play` opens with, stores the
        // byte decks into them.
        self.a.clear();
        self.b.clear();
        self.restart_dealt(rules, true, Some(deck), true);
        self.play(listener)
    }

    /// A game starting from the hands `a` and `b` (top first), without a
    /// deal, played by `rules`.
    pub fn from_hands(a: &[Card], b: &[Card], rules: Rules) -> Engine {
        let mut war = Engine::unstarted(rules);
        war.a.extend(a);
        war.b.extend(b);
        war.restart(rules);
        war
    }

    /// A game with no cards, before its deal.
    fn unstarted(rules: Rules) -> Engine {
        Engine {
            rules,
            a: Ring::new(),
            b: Ring::new(),
            pile: Vec::new(),
            scratch: Vec::new(),
            battles: 0,
            rounds: 0,
            wars: 0,
            shuffler: Shuffler::seeded(rules.seed),
            watch: None,
            result: None,
            plays_bytes: false,
            bytes: None,
            dealt_in_bytes: false,
        }
    }

    /// Starts the game from the decks as they are, under `rules`: the
    /// counts at zero, the generator seeded (for a shuffled pickup, the
    /// only rule that draws from it), and room for every card in both decks
    /// and the pile, so that no battle allocates.
    fn restart(&mut self, rules: Rules) {
        let plays_bytes = fits_bytes(&self.a, &self.b);
        self.restart_dealt(rules, plays_bytes, None, false);
    }

    /// [`Engine::restart`] for decks known to fit bytes or not (`plays_bytes`,
    /// [`fits_bytes`]), as a deal knows from the cards it dealt in one
    /// pass over them; `deck`, if given, is the deck the hands were just
    /// dealt from by [`Rules::deal`], into the byte decks if `in_bytes`
    /// ([`Engine::play_dealt`]), else into the decks. The cycle watch keeps its
    /// own copy of the hands: the bytes as they are, or dealt from `deck`
    /// rather than copied from the hands.
    fn restart_dealt(
        &mut self,
        rules: Rules,
        plays_bytes: bool,
        deck: Option<&[Card]>,
        in_bytes: bool,
    ) {
        self.dealt_in_bytes = in_bytes;
        let total = self.make_room(deck.map_or(self.a.len() + self.b.len(), <[Card]>::len));
        self.rules = rules;
        self.battles = 0;
        self.rounds = 0;
        self.wars = 0;
        // Only a shuffled pickup draws from the generator.
        if rules.pickup == Pickup::Shuffled {
            self.shuffler = Shuffler::seeded(rules.seed);
        }
        self.result = None;
        self.room_for_bytes(plays_bytes);
        if rules.pickup == Pickup::Shuffled {
            self.watch = None;
        } else {
            let schedule = schedule(&rules, total);
            let dealt = match (deck, self.bytes.as_deref().filter(|_| in_bytes)) {
                (_, Some(bytes)) => Dealt::Bytes(bytes),
                (Some(deck), None) => Dealt::Ring(deck, rules.deal),
                (None, None) => Dealt::Decks(&self.a, &self.b),
            };
            let watch = self.watch.get_or_insert_with(Box::default);
            watch.restart(dealt, total, schedule);
        }
    }

    /// Notes whether the decks may be played as bytes (`plays_bytes`,
    /// [`fits_bytes`]), and if so makes room for them, so that playing
    /// allocates nothing.
    fn room_for_bytes(&mut self, plays_bytes: bool) {
        self.plays_bytes = plays_bytes;
        if self.plays_bytes && self.bytes.is_none() {
            self.bytes = Some(Box::default());
        }
    }

    /// Gives both decks, the pile and the scratch room for every card of
    /// the game, `total` cards, and empties the pile; returns `total`.
    fn make_room(&mut self, total: usize) -> usize {
        self.a.reserve(total);
        self.b.reserve(total);
        self.pile.clear();
        self.pile.reserve(total);
        self.scratch.clear();
        self.scratch.reserve(total);
        total
    }

    /// Plays the game to its end and returns the result. Calling it again
    /// returns the same result.
    pub fn simulate_game(&mut self) -> GameResult {
        self.play(&mut NoTrace)
    }

    /// Plays the game to its end, telling `listener` what it asks to be
    /// told ([`Listener`]): with [`NoTrace`], nothing, and the rounds it
    /// can are played in the tight loop.
    pub fn play<L: Listener>(&mut self, listener: &mut L) -> GameResult {
        if let Some(result) = self.result {
            return result;
        }
        let (outcome, reason) = loop {
            if !L::TOLD_OF_PLAIN_ROUNDS && self.pile.is_empty() {
                if let Some(end) = self.loop_rounds(u32::MAX, listener) {
                    break end;
                }
            }
            if let Some(end) = self.check_start() {
                break end;
            }
            if let Some(end) = self.battle(listener) {
                break end;
            }
        };
        let result = GameResult {
            outcome,
            reason,
            battles: self.battles,
            rounds: self.rounds,
            wars: self.wars,
            cycle: self.watch.as_ref().and_then(|watch| watch.cycle()),
        };
        self.result = Some(result);
        result
    }

    /// The rules this game is played by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Player A's deck, top first.
    pub fn deck_a(&self) -> &Ring {
        &self.a
    }

    /// Player B's deck, top first.
    pub fn deck_b(&self) -> &Ring {
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

    /// Rule: at the start of every battle, the limit and the empty decks are
    /// checked, in the order [`Rules::limit_order`] gives. Between rounds,
    /// the state is also compared with an earlier one, to find a cycle.
    #[inline(always)]
    fn check_start(&mut self) -> Option<End> {
        if self.pile.is_empty() {
            if let Some(end) = self.watch_for_cycle() {
                return Some(end);
            }
        }
        match self.rules.limit_order {
            LimitOrder::LimitFirst => self.check_limit().or_else(|| self.check_empty()),
            LimitOrder::EmptyFirst => self.check_empty().or_else(|| self.check_limit()),
        }
    }

    /// Rule: "als na de 1000ste slag ... geen van beide spelers heeft
    /// gewonnen", the game is a technical draw; a preset whose source has no
    /// limit stops at its safety limit.
    #[inline(always)]
    fn check_limit(&self) -> Option<End> {
        self.limit_reached().then_some(self.limit_end())
    }

    /// Whether as many battles or rounds as the limit allows have been
    /// played. A round is never cut short: a limit on rounds is checked
    /// only between rounds.
    #[inline(always)]
    fn limit_reached(&self) -> bool {
        match self.rules.limit_unit {
            LimitUnit::Battles => self.battles >= self.rules.limit,
            LimitUnit::Rounds => self.pile.is_empty() && self.rounds >= self.rules.limit,
        }
    }

    /// The end the limit gives: a technical draw, or a stop at the safety
    /// limit.
    fn limit_end(&self) -> End {
        if self.rules.limit_is_rule {
            (Outcome::Draw, EndReason::BattleLimit)
        } else {
            (Outcome::Draw, EndReason::SafetyLimit)
        }
    }

    /// Rule: a player with no card at the start of a battle loses; when
    /// both have none, it is a draw, or A loses ([`Rules::both_empty`]: at
    /// any battle, or at the first alone). A player who runs out while a war is under way is short for it, which is a draw
    /// under [`ShortForWar::Draw`].
    #[inline(always)]
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

    /// Rule: A puts their top card on the pile, then B; the higher card wins
    /// and its player takes the pile. Equal cards start a war.
    #[inline(always)]
    fn battle<L: Listener>(&mut self, listener: &mut L) -> Option<End> {
        if self.pile.is_empty() {
            self.rounds += 1;
        }
        self.battles += 1;
        let (Some(card_a), Some(card_b)) = (self.a.pop_front(), self.b.pop_front()) else {
            unreachable!("check_start ends the game before a battle with an empty deck")
        };
        self.pile.extend_from_slice(&[card_a, card_b]);
        let (resolution, end) = match self.compare(card_a, card_b) {
            Ordering::Greater => (self.take_pile(Player::A), None),
            Ordering::Less => (self.take_pile(Player::B), None),
            Ordering::Equal => self.war(),
        };
        listener.battle(self.battles, resolution);
        end
    }

    /// Plays the rounds that are won at their first battle, one after the
    /// other, with the rules resolved once for the whole run of them
    /// ([`LoopRules`]): the pickup as a type ([`LoopPickup`]), the limit as a
    /// count of rounds, the cycle watch as its saved state's fingerprint.
    /// Unless the listener is told of wars ([`Listener::TOLD_OF_WARS`]), it
    /// plays the rounds with ties too, as long as every war can be fought.
    ///
    /// The watch looks at the start of every round played: by the
    /// fingerprint alone in the loop, and through [`Engine::watch_for_cycle`]
    /// (on the decks as bytes when they are held so, without copying them)
    /// when the fingerprint is the saved state's or when the state is to be
    /// saved or kept as a snapshot; then the loop goes on. It stops at the
    /// start of a round, with nothing of that round done, before a limit or
    /// an empty deck would be checked true, before a tie it leaves to the
    /// battle path, and once `stop` rounds are played; or, within a round
    /// with ties, at the start of a battle that would meet the limit, an
    /// empty deck or a war that cannot be fought. Either way
    /// [`Engine::check_start`] and [`Engine::battle`] take over exactly where
    /// they would have been. Returns the end of the game when the watch
    /// ended it (a cycle, under rules without a limit).
    #[inline(always)]
    fn loop_rounds<L: Listener>(&mut self, stop: u32, listener: &mut L) -> Option<End> {
        match self.rules.pickup {
            Pickup::AsPlayed => self.loop_rounds_with::<AsLaid, L>(stop, listener),
            Pickup::ByPlayer => self.loop_rounds_with::<PlayerByPlayer, L>(stop, listener),
            Pickup::WinnerFirst => self.loop_rounds_with::<WinnerCardFirst, L>(stop, listener),
            Pickup::Reversed => self.loop_rounds_with::<LaidReversed, L>(stop, listener),
            Pickup::Shuffled => self.loop_rounds_with::<ShuffledPair, L>(stop, listener),
        }
    }

    /// [`Engine::loop_rounds`] for the pickup `P`: runs of rounds from one
    /// look of the watch to the next. Out of line, so that each pickup's
    /// tight loop is compiled on its own and a change to one does not move
    /// the registers and code of another.
    #[inline(never)]
    fn loop_rounds_with<P: LoopPickup, L: Listener>(
        &mut self,
        stop: u32,
        listener: &mut L,
    ) -> Option<End> {
        let rules = LoopRules::resolve(&self.rules, L::TOLD_OF_WARS);
        let dealt = std::mem::take(&mut self.dealt_in_bytes);
        if let Some(bytes) = self
            .bytes
            .as_deref_mut()
            .filter(|_| self.plays_bytes && !dealt)
        {
            bytes.load(&self.a, &self.b);
        }
        loop {
            let looked = if self.plays_bytes {
                self.watch_bytes_for_cycle()
            } else {
                self.watch_for_cycle()
            };
            if looked.is_some() {
                return looked;
            }
            let start = self.rounds;
            let watch = self.watch.as_deref();
            let (saved, next_look) = match watch.and_then(|watch| watch.next_look(start)) {
                Some((fingerprints, next_look)) => (SavedFingerprints::of(fingerprints), next_look),
                None => (SavedFingerprints::NONE, u32::MAX),
            };
            let budget = rules
                .budget(self.battles, start, stop)
                .min(next_look.saturating_sub(start));
            let like_saved = self.loop_run::<P, L>(&rules, budget, saved, listener);
            let looks = like_saved || self.rounds == next_look;
            if self.rounds == start || !self.pile.is_empty() || !looks {
                self.store_bytes();
                return None;
            }
        }
    }

    /// Plays rounds in the tight loop, `budget` of them at most, and stops
    /// after one whose state's fingerprint is `saved`'s; returns whether it
    /// stopped there. A game of small cards is played on its decks as bytes
    /// (loaded and stored by [`Engine::loop_rounds_with`]).
    #[inline(always)]
    fn loop_run<P: LoopPickup, L: Listener>(
        &mut self,
        rules: &LoopRules,
        budget: u32,
        saved: SavedFingerprints,
        listener: &mut L,
    ) -> bool {
        let mut counts = Counts {
            battles: self.battles,
            settling: 0,
            wars: self.wars,
        };
        let end = self.battles.saturating_add(budget);
        let like_saved = if saved.has_long() {
            self.loop_run_long::<P, L>(rules, end, saved, &mut counts, listener)
        } else {
            self.loop_run_open::<P, L, false>(rules, end, saved, &mut counts, listener)
        };
        // Every round played opened with one battle; the settling battles
        // of its wars came on top.
        self.rounds += counts.battles - self.battles - counts.settling;
        (self.battles, self.wars) = (counts.battles, counts.wars);
        like_saved
    }

    /// [`Engine::loop_run_open`] with the long save's check, out of line,
    /// so that the loop most games play is compiled as if it did not
    /// exist: in the one loop, the check made umass's games 2% and the
    /// kata's 4% slower (`war stats`, builds run in turns).
    #[inline(never)]
    fn loop_run_long<P: LoopPickup, L: Listener>(
        &mut self,
        rules: &LoopRules,
        end: u32,
        saved: SavedFingerprints,
        counts: &mut Counts,
        listener: &mut L,
    ) -> bool {
        self.loop_run_open::<P, L, true>(rules, end, saved, counts, listener)
    }

    /// Opens the decks, as bytes when they fit, plays rounds in the tight
    /// loop until battle `end` or a state like `saved` (comparing the long
    /// save too if `LONG`), and closes them.
    #[inline(always)]
    fn loop_run_open<P: LoopPickup, L: Listener, const LONG: bool>(
        &mut self,
        rules: &LoopRules,
        end: u32,
        saved: SavedFingerprints,
        counts: &mut Counts,
        listener: &mut L,
    ) -> bool {
        let (pile, scratch, shuffler) = (&mut self.pile, &mut self.scratch, &mut self.shuffler);
        match self.bytes.as_deref_mut() {
            Some(bytes) if self.plays_bytes => {
                let (a, b) = bytes.open();
                let mut game = OpenGame {
                    a,
                    b,
                    pile,
                    scratch,
                    shuffler,
                };
                let like = game.play_rounds::<P, L, LONG>(rules, end, saved, counts, listener);
                let (a, b) = (game.a.ends(), game.b.ends());
                bytes.close(a, b);
                like
            }
            _ => {
                let mut game = OpenGame {
                    a: self.a.open(),
                    b: self.b.open(),
                    pile,
                    scratch,
                    shuffler,
                };
                let like = game.play_rounds::<P, L, LONG>(rules, end, saved, counts, listener);
                let (a, b) = (game.a.ends(), game.b.ends());
                self.a.close(a);
                self.b.close(b);
                like
            }
        }
    }

    /// Rule: "Als de waarde van een kaart numeriek groter is dan die van de
    /// ander", that card wins; [`Compare::JavaIntegerIdentity`] plays the
    /// Java `Integer ==` mistake instead.
    #[inline(always)]
    fn compare(&self, card_a: Card, card_b: Card) -> Ordering {
        compare_cards(self.rules.compare, card_a, card_b)
    }

    /// Rule: the winner of a battle adds the pile to the bottom of their
    /// deck, in the order [`Rules::pickup`] gives, and the pile is emptied.
    #[inline(always)]
    fn take_pile(&mut self, winner: Player) -> Resolution {
        let cards = self.pile.len();
        if self.rules.pickup != Pickup::AsPlayed {
            self.order_pile(winner);
        }
        let deck = match winner {
            Player::A => &mut self.a,
            Player::B => &mut self.b,
        };
        deck.extend_from_slice(&self.pile);
        self.pile.clear();
        Resolution::Won { winner, cards }
    }

    /// Rule: the pile is picked up as laid ([`Pickup::AsPlayed`]), with the
    /// winner's card first after a plain battle ([`Pickup::WinnerFirst`]),
    /// player by player ([`Pickup::ByPlayer`]), shuffled
    /// ([`Pickup::Shuffled`]) or reversed ([`Pickup::Reversed`]): each as its
    /// [`LoopPickup`] orders it, the same rule the tight loop follows.
    #[inline(never)]
    fn order_pile(&mut self, winner: Player) {
        match self.rules.pickup {
            Pickup::AsPlayed => self.order_pile_as::<AsLaid>(winner),
            Pickup::ByPlayer => self.order_pile_as::<PlayerByPlayer>(winner),
            Pickup::WinnerFirst => self.order_pile_as::<WinnerCardFirst>(winner),
            Pickup::Reversed => self.order_pile_as::<LaidReversed>(winner),
            Pickup::Shuffled => self.order_pile_as::<ShuffledPair>(winner),
        }
    }

    /// The pile in the order the pickup `P` gives: a plain battle's two
    /// cards by [`LoopPickup::order`], a round with ties by
    /// [`LoopPickup::order_war_pile`].
    #[inline(always)]
    fn order_pile_as<P: LoopPickup>(&mut self, winner: Player) {
        if let [a, b] = self.pile[..] {
            let (first, second) = P::order(a, b, winner == Player::A, &mut self.shuffler);
            self.pile.copy_from_slice(&[first, second]);
        } else {
            let (war_cards, layout) = (self.rules.war_cards, self.rules.war_layout);
            P::order_war_pile(
                &mut self.pile,
                &mut self.scratch,
                war_cards,
                layout,
                &mut self.shuffler,
            );
        }
    }

    /// Rule: on equal cards a war is declared. A player with fewer cards
    /// than the war needs cannot fight it ([`Rules::short_for_war`],
    /// [`Rules::both_short`]). Otherwise both put their war cards on the
    /// pile ([`Rules::war_layout`]) and the next battle settles the war.
    fn war(&mut self) -> (Resolution, Option<End>) {
        self.wars += 1;
        if self.rules.limit_ends_war && self.limit_reached() {
            return (Resolution::TieAtLimit, Some(self.limit_end()));
        }
        let needed = self.rules.cards_for_war();
        let (a_short, b_short) = (self.a.len() < needed, self.b.len() < needed);
        if !a_short && !b_short {
            self.lay_war_cards();
            return (Resolution::War, None);
        }
        let outcome = match (a_short, b_short) {
            (true, true) => self.both_short(),
            _ if self.rules.short_for_war == ShortForWar::Draw => Outcome::Draw,
            (true, false) => Outcome::loss(Player::A),
            _ => Outcome::loss(Player::B),
        };
        let reason = if a_short && b_short {
            EndReason::BothShortForWar
        } else {
            EndReason::ShortForWar
        };
        (
            Resolution::ShortForWar { a_short, b_short },
            Some((outcome, reason)),
        )
    }

    /// Rule: when both players are short for a war, a draw, or A loses (A
    /// is checked first), or the player with fewer cards loses (with as
    /// many, a draw; or A, who takes a card first and runs out first).
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

    /// Rule: A puts their war cards on the pile, then B ("speler A moet nog
    /// eens drie kaarten, in volgorde, op de aflegstapel leggen, en B doet
    /// hetzelfde"), or one of each in turn under [`WarLayout::Interleaved`].
    fn lay_war_cards(&mut self) {
        let n = self.rules.war_cards;
        match self.rules.war_layout {
            WarLayout::Blocks => {
                self.pile.extend((0..n).filter_map(|_| self.a.pop_front()));
                self.pile.extend((0..n).filter_map(|_| self.b.pop_front()));
            }
            WarLayout::Interleaved => {
                for _ in 0..n {
                    self.pile.extend(self.a.pop_front());
                    self.pile.extend(self.b.pop_front());
                }
            }
        }
    }

    /// Between rounds: looks for a return to an earlier state. A preset
    /// whose source has no limit ends a cycling game at the battle where the
    /// state first repeated, rewinding to it (the watch notices a repeat a
    /// little after it happens); the others play on to their limit and only
    /// report the cycle.
    #[inline(always)]
    fn watch_for_cycle(&mut self) -> Option<End> {
        let watch = self.watch.as_mut()?;
        let (period, period_rounds) =
            watch.look(&self.a, &self.b, self.battles, self.rounds, self.wars)?;
        self.end_cycle(period, period_rounds)
    }

    /// [`Engine::watch_for_cycle`] on the decks held as bytes by the tight
    /// loop; the decks are copied back before a cycle's end is looked into.
    #[inline(always)]
    fn watch_bytes_for_cycle(&mut self) -> Option<End> {
        let watch = self.watch.as_deref_mut()?;
        let (a, b) = self.bytes.as_deref()?.view();
        let (period, period_rounds) = watch.look(a, b, self.battles, self.rounds, self.wars)?;
        self.store_bytes();
        self.end_cycle(period, period_rounds)
    }

    /// Copies the decks the tight loop held as bytes back into the decks.
    #[inline(always)]
    fn store_bytes(&mut self) {
        if let Some(bytes) = self.bytes.as_deref().filter(|_| self.plays_bytes) {
            bytes.store(&mut self.a, &mut self.b);
        }
    }

    /// A cycle of `period` battles (`period_rounds` rounds) was found:
    /// records where it began, and ends the game there if the source has no
    /// limit.
    #[cold]
    #[inline(never)]
    fn end_cycle(&mut self, period: u32, period_rounds: u32) -> Option<End> {
        let watch = self.watch.as_deref_mut()?;
        watch.open_dealt();
        let first = first_repeat(watch, self.rules, period_rounds);
        let cycle = Cycle {
            first_repeat: first.battles,
            period,
            period_rounds,
        };
        self.watch.as_deref_mut()?.cycle = Some(cycle);
        if self.rules.limit_is_rule {
            return None;
        }
        self.a = first.a;
        self.b = first.b;
        self.battles = first.battles;
        self.rounds = first.rounds;
        self.wars = first.wars;
        Some((Outcome::Draw, EndReason::Cycle))
    }

    /// Plays battles until the pile is taken or the game ends.
    fn play_round(&mut self) -> Option<End> {
        loop {
            if let Some(end) = self.check_start() {
                return Some(end);
            }
            if let Some(end) = self.battle(&mut NoTrace) {
                return Some(end);
            }
            if self.pile.is_empty() {
                return None;
            }
        }
    }

    /// A game without a cycle watch, replayed from a state the watch kept
    /// of a game played by `rules`.
    fn replay(kept: &Kept<'_>, rules: Rules) -> Engine {
        let mut war = Engine::unstarted(rules);
        let total = kept.a.0.len() + kept.a.1.len() + kept.b.0.len() + kept.b.1.len();
        war.a.reserve(total);
        war.b.reserve(total);
        war.a.extend(kept.a.0.iter().chain(kept.a.1));
        war.b.extend(kept.b.0.iter().chain(kept.b.1));
        war.make_room(total);
        (war.battles, war.rounds, war.wars) = kept.counts;
        war
    }

    /// Whether both decks hold the cards of the state `kept`.
    fn holds(&self, kept: &Kept<'_>) -> bool {
        let same = |deck: &Ring, (first, second): (&[Card], &[Card])| {
            deck.len() == first.len() + second.len() && deck.iter().eq(first.iter().chain(second))
        };
        same(&self.a, kept.a) && same(&self.b, kept.b)
    }

    /// Plays on, the rounds won at once in the tight loop, until `rounds`
    /// rounds are played or the game ends. Returns whether it ended.
    fn play_to_round(&mut self, rounds: u32) -> bool {
        loop {
            if self.pile.is_empty() {
                if self.rounds >= rounds {
                    return false;
                }
                if self.loop_rounds(rounds, &mut NoTrace).is_some() {
                    return true;
                }
                if self.rounds >= rounds && self.pile.is_empty() {
                    return false;
                }
            }
            if self.play_round().is_some() {
                return true;
            }
        }
    }

    /// Whether both decks are as in `other`.
    fn same_decks(&self, other: &Engine) -> bool {
        (&self.a, &self.b) == (&other.a, &other.b)
    }
}

/// The game watched by `watch`, known to cycle every `period_rounds`
/// rounds, at the battle where its state first repeats an earlier one.
///
/// The state after round `t` repeats `period_rounds` rounds later exactly
/// when `t` is at least the round `mu` where the cycle begins, and the watch
/// found the repeat of the state after round `saved` (so `mu <= saved`). A
/// binary search over the snapshots (every `spacing` rounds) finds the
/// first snapshot at or past `mu`, each probe replaying at most `spacing`
/// rounds to reach the state `period_rounds` later; then the game is
/// replayed from the snapshot before it, and `period_rounds` ahead of it,
/// round by round (on the battle path) until both show the same decks. No
/// replay goes past where the game itself went, so none ends.
fn first_repeat(watch: &CycleWatch, rules: Rules, period_rounds: u32) -> Engine {
    let spacing = watch.spacing();
    // The state after `round` rounds, replayed from the snapshot before it.
    let at = |round: u32| {
        let mut war = Engine::replay(&watch.kept(round / spacing), rules);
        war.play_to_round(round);
        war
    };
    // Snapshots 0..=last lie at or before the saved state; `mu` may lie
    // past the last one, where the search's answer `last + 1` leads.
    let last = watch.matched_rounds() / spacing;
    let (mut low, mut high) = (0, last + 1);
    while low < high {
        let middle = low + (high - low) / 2;
        if at(middle * spacing + period_rounds).holds(&watch.kept(middle)) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    let from = low.saturating_sub(1) * spacing;
    let (mut behind, mut ahead) = (at(from), at(from + period_rounds));
    // A round at a time on the battle path, which costs less for one round
    // than setting up the tight loop for it.
    while !behind.same_decks(&ahead) {
        if behind.play_round().is_some() || ahead.play_round().is_some() {
            break;
        }
    }
    ahead
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::rules::Preset;
    use crate::war::stats::{deal, game_rules};

    /// A listener told of every battle: the game stays on the battle path.
    struct EveryBattle;

    impl Listener for EveryBattle {
        fn battle(&mut self, _: u32, _: Resolution) {}
    }

    #[test]
    fn the_tight_loop_leaves_the_generator_where_the_battle_path_leaves_it() {
        // Stafford's pickup draws at every battle, in the tight loop from a
        // copy of the generator: a game played in the loop up to a round,
        // then battle by battle, is the game played battle by battle
        // throughout only if the copy is written back.
        let mut split_games = 0;
        for index in 0..40 {
            let mut deck = Preset::Stafford.deck();
            deal(3, index, &mut deck);
            let rules = game_rules(Preset::Stafford.rules(), 3, index);
            let mut whole = Engine::with_rules(&deck, rules);
            let expected = whole.play(&mut EveryBattle);
            let mut split = Engine::with_rules(&deck, rules);
            if split.play_to_round(30) {
                continue;
            }
            split_games += usize::from(split.rounds == 30);
            assert_eq!(split.play(&mut EveryBattle), expected, "deal {index}");
            assert!(split.same_decks(&whole), "deal {index}");
        }
        assert!(split_games > 30, "{split_games} games split at round 30");
    }
}
