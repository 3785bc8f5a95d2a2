//! The engine: dealing, battles, wars and the end of the game.
//!
//! It follows the assignment (`002_e1f39bd2aaf08435.txt`) and reads every
//! rule that can vary from [`Rules`]. It does no I/O and no shuffling, and a
//! battle allocates nothing: the decks and the pile are given room for every
//! card when the game is dealt.

use std::cmp::Ordering;

use super::cards::Card;
use super::cycle::{schedule, CycleWatch, Dealt, Fingerprint, Kept};
use super::deck::{cards_fit_bytes, deal_hands, fits_bytes, ByteDecks, Deck, Hold};
use super::outcome::{Cycle, EndReason, GameResult, Outcome, Player};
use super::recorder::{Battle, NoTrace, Recorder, Resolution};
use super::rules::{
    BothEmpty, BothShort, Compare, LimitOrder, LimitUnit, Pickup, Rules, ShortForWar, WarLayout,
};
use super::shuffled::Shuffler;

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
    small: bool,
    bytes: Option<Box<ByteDecks>>,
    /// Whether the byte decks hold the decks just dealt, and `a` and `b`
    /// are empty until the tight loop stores them ([`War::play_dealt`]).
    dealt_in_bytes: bool,
}

impl War {
    /// Deals `deck` under the assignment's rules ([`Rules::default()`]).
    pub fn new(deck: &[Card]) -> War {
        War::with_rules(deck, Rules::default())
    }

    /// Deals `deck` for a game played by `rules`.
    pub fn with_rules(deck: &[Card], rules: Rules) -> War {
        let mut war = War::unstarted(rules);
        war.redeal(deck, rules);
        war
    }

    /// Deals `deck` anew for a game played by `rules`, reusing this game's
    /// room for cards: the same game as [`War::with_rules`], but without
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
    /// use war_kata::{Rules, War};
    ///
    /// let mut war = War::new(&[2, 3, 4, 5]);
    /// war.simulate_game();
    /// war.redeal(&[5, 5, 2, 4, 3], Rules::default());
    /// assert_eq!(war.simulate_game(), War::new(&[5, 5, 2, 4, 3]).simulate_game());
    /// ```
    pub fn redeal(&mut self, deck: &[Card], rules: Rules) {
        deal_hands(&mut (&mut self.a, &mut self.b), deck, rules.deal);
        self.restart_dealt(rules, cards_fit_bytes(deck), Some(deck), false);
    }

    /// Deals `deck` for a game played by `rules` and plays it to its end,
    /// telling `recorder` about every battle: the same game as
    /// [`War::redeal`] then [`War::play`], for many games one after the
    /// other. When the tight loop plays the game on bytes and opens it, the
    /// hands are dealt straight into its byte decks, and the decks are
    /// written only when the loop hands the game over.
    ///
    /// ```
    /// use war_kata::war::recorder::NoTrace;
    /// use war_kata::{Rules, War};
    ///
    /// let mut war = War::new(&[2, 3, 4, 5]);
    /// let result = war.play_dealt(&[5, 5, 2, 4, 3], Rules::default(), &mut NoTrace);
    /// assert_eq!(result, War::new(&[5, 5, 2, 4, 3]).simulate_game());
    /// ```
    pub fn play_dealt<R: Recorder>(
        &mut self,
        deck: &[Card],
        rules: Rules,
        recorder: &mut R,
    ) -> GameResult {
        if !cards_fit_bytes(deck) || R::TOLD_OF_PLAIN_ROUNDS {
            self.redeal(deck, rules);
            return self.play(recorder);
        }
        let bytes = self.bytes.get_or_insert_with(Box::default);
        deal_hands(&mut **bytes, deck, rules.deal);
        // Empty until the tight loop, which `play` opens with, stores the
        // byte decks into them.
        self.a.clear();
        self.b.clear();
        self.restart_dealt(rules, true, Some(deck), true);
        self.play(recorder)
    }

    /// A game starting from the hands `a` and `b` (top first), without a
    /// deal, played by `rules`.
    pub fn from_hands(a: &[Card], b: &[Card], rules: Rules) -> War {
        let mut war = War::unstarted(rules);
        war.a.extend(a);
        war.b.extend(b);
        war.restart(rules);
        war
    }

    /// A game with no cards, before its deal.
    fn unstarted(rules: Rules) -> War {
        War {
            rules,
            a: Deck::new(),
            b: Deck::new(),
            pile: Vec::new(),
            scratch: Vec::new(),
            battles: 0,
            rounds: 0,
            wars: 0,
            shuffler: Shuffler::seeded(rules.seed),
            watch: None,
            result: None,
            small: false,
            bytes: None,
            dealt_in_bytes: false,
        }
    }

    /// Starts the game from the decks as they are, under `rules`: the
    /// counts at zero, the generator seeded (for a shuffled pickup, the
    /// only rule that draws from it), and room for every card in both decks
    /// and the pile, so that no battle allocates.
    fn restart(&mut self, rules: Rules) {
        let small = fits_bytes(&self.a, &self.b);
        self.restart_dealt(rules, small, None, false);
    }

    /// [`War::restart`] for decks known to fit bytes or not (`small`,
    /// [`fits_bytes`]), as a deal knows from the cards it dealt in one
    /// pass over them; `deck`, if given, is the deck the hands were just
    /// dealt from by [`Rules::deal`], into the byte decks if `in_bytes`
    /// ([`War::play_dealt`]), else into the decks. The cycle watch keeps its
    /// own copy of the hands: the bytes as they are, or dealt from `deck`
    /// rather than copied from the hands.
    fn restart_dealt(&mut self, rules: Rules, small: bool, deck: Option<&[Card]>, in_bytes: bool) {
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
        self.room_for_bytes(small);
        if rules.pickup == Pickup::Shuffled {
            self.watch = None;
        } else {
            let schedule = schedule(&rules, total);
            let dealt = match (deck, self.bytes.as_deref().filter(|_| in_bytes)) {
                (_, Some(bytes)) => Dealt::Bytes(bytes),
                (Some(deck), None) => Dealt::Deck(deck, rules.deal),
                (None, None) => Dealt::Decks(&self.a, &self.b),
            };
            let watch = self.watch.get_or_insert_with(Box::default);
            watch.restart(dealt, total, schedule);
        }
    }

    /// Notes whether the decks may be played as bytes (`small`,
    /// [`fits_bytes`]), and if so makes room for them, so that playing
    /// allocates nothing.
    fn room_for_bytes(&mut self, small: bool) {
        self.small = small;
        if self.small && self.bytes.is_none() {
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
            if !R::TOLD_OF_PLAIN_ROUNDS && self.pile.is_empty() {
                if let Some(end) = self.plain_rounds(u32::MAX, recorder) {
                    break end;
                }
            }
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
    /// any battle, or at the first alone). A player who
    /// runs out while a war is under way is short for it, which is a draw
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
        self.pile.extend_from_slice(&[card_a, card_b]);
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

    /// Plays the rounds that are won at their first battle, one after the
    /// other, with the rules resolved once for the whole run of them
    /// ([`Plain`]): the pickup as a type ([`PlainPickup`]), the limit as a
    /// count of rounds, the cycle watch as its saved state's fingerprint.
    /// Unless the recorder is told of wars ([`Recorder::TOLD_OF_WARS`]), it
    /// plays the rounds with ties too, as long as every war can be fought.
    ///
    /// The watch looks at the start of every round played: by the
    /// fingerprint alone in the loop, and through [`War::watch_for_cycle`]
    /// (on the decks as bytes when they are held so, without copying them)
    /// when the fingerprint is the saved state's or when the state is to be
    /// saved or kept as a snapshot; then the loop goes on. It stops at the
    /// start of a round, with nothing of that round done, before a limit or
    /// an empty deck would be checked true, before a tie it leaves to the
    /// battle path, and once `stop` rounds are played; or, within a round
    /// with ties, at the start of a battle that would meet the limit, an
    /// empty deck or a war that cannot be fought. Either way
    /// [`War::check_start`] and [`War::battle`] take over exactly where
    /// they would have been. Returns the end of the game when the watch
    /// ended it (a cycle, under rules without a limit).
    #[inline(always)]
    fn plain_rounds<R: Recorder>(&mut self, stop: u32, recorder: &mut R) -> Option<End> {
        match self.rules.pickup {
            Pickup::AsPlayed => self.plain_rounds_with::<AsLaid, R>(stop, recorder),
            Pickup::ByPlayer => self.plain_rounds_with::<PlayerByPlayer, R>(stop, recorder),
            Pickup::WinnerFirst => self.plain_rounds_with::<WinnerCardFirst, R>(stop, recorder),
            Pickup::Reversed => self.plain_rounds_with::<LaidReversed, R>(stop, recorder),
            Pickup::Shuffled => self.plain_rounds_with::<ShuffledPair, R>(stop, recorder),
        }
    }

    /// [`War::plain_rounds`] for the pickup `P`: runs of rounds from one
    /// look of the watch to the next. Out of line, so that each pickup's
    /// tight loop is compiled on its own and a change to one does not move
    /// the registers and code of another.
    #[inline(never)]
    fn plain_rounds_with<P: PlainPickup, R: Recorder>(
        &mut self,
        stop: u32,
        recorder: &mut R,
    ) -> Option<End> {
        let plain = Plain::resolve(&self.rules, R::TOLD_OF_WARS);
        let dealt = std::mem::take(&mut self.dealt_in_bytes);
        if let Some(bytes) = self.bytes.as_deref_mut().filter(|_| self.small && !dealt) {
            bytes.load(&self.a, &self.b);
        }
        loop {
            let looked = if self.small {
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
                Some((fingerprints, next_look)) => (Saved::of(fingerprints), next_look),
                None => (Saved::NONE, u32::MAX),
            };
            let budget = plain
                .budget(self.battles, start, stop)
                .min(next_look.saturating_sub(start));
            let like_saved = self.plain_run::<P, R>(&plain, budget, saved, recorder);
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
    /// (loaded and stored by [`War::plain_rounds_with`]).
    #[inline(always)]
    fn plain_run<P: PlainPickup, R: Recorder>(
        &mut self,
        plain: &Plain,
        budget: u32,
        saved: Saved,
        recorder: &mut R,
    ) -> bool {
        let mut counts = Counts {
            battles: self.battles,
            settling: 0,
            wars: self.wars,
        };
        let end = self.battles.saturating_add(budget);
        let (pile, scratch, shuffler) = (&mut self.pile, &mut self.scratch, &mut self.shuffler);
        let like_saved = match self.bytes.as_deref_mut() {
            Some(bytes) if self.small => {
                let (a, b) = bytes.open();
                let mut table = Table {
                    a,
                    b,
                    pile,
                    scratch,
                    shuffler,
                };
                let like =
                    table.play_rounds_saved::<P, R>(plain, end, saved, &mut counts, recorder);
                table.a.close();
                table.b.close();
                like
            }
            _ => {
                let mut table = Table {
                    a: self.a.open(),
                    b: self.b.open(),
                    pile,
                    scratch,
                    shuffler,
                };
                let like =
                    table.play_rounds_saved::<P, R>(plain, end, saved, &mut counts, recorder);
                table.a.close();
                table.b.close();
                like
            }
        };
        // Every round played opened with one battle; the settling battles
        // of its wars came on top.
        self.rounds += counts.battles - self.battles - counts.settling;
        (self.battles, self.wars) = (counts.battles, counts.wars);
        like_saved
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
    /// [`PlainPickup`] orders it, the same rule the tight loop follows.
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
    /// cards by [`PlainPickup::order`], a round with ties by
    /// [`PlainPickup::order_war_pile`].
    #[inline(always)]
    fn order_pile_as<P: PlainPickup>(&mut self, winner: Player) {
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

    /// [`War::watch_for_cycle`] on the decks held as bytes by the tight
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
        if let Some(bytes) = self.bytes.as_deref().filter(|_| self.small) {
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
    fn replay(kept: &Kept<'_>, rules: Rules) -> War {
        let mut war = War::unstarted(rules);
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
        let same = |deck: &Deck, (first, second): (&[Card], &[Card])| {
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
                if self.plain_rounds(rounds, &mut NoTrace).is_some() {
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
    fn same_decks(&self, other: &War) -> bool {
        (&self.a, &self.b) == (&other.a, &other.b)
    }
}

/// The rules the tight loop reads ([`War::plain_rounds`]), resolved once
/// for a run of rounds.
struct Plain {
    /// Whether the limit counts battles (else rounds).
    counts_battles: bool,
    limit: u32,
    compare: Compare,
    war_cards: usize,
    layout: WarLayout,
    /// The cards a player must hold to fight a war.
    needed: usize,
    /// A tie on a battle numbered this or more is left to the battle path:
    /// the limit ends the game there ([`Rules::limit_ends_war`]).
    tie_limit: u32,
    /// Whether the loop fights wars: its recorder is not told of them.
    fights_wars: bool,
}

impl Plain {
    /// The rules of the tight loop of a game played by `rules`, for a
    /// recorder told of wars or not.
    #[inline(always)]
    fn resolve(rules: &Rules, told_of_wars: bool) -> Plain {
        let counts_battles = rules.limit_unit == LimitUnit::Battles;
        Plain {
            counts_battles,
            limit: rules.limit,
            compare: rules.compare,
            war_cards: rules.war_cards,
            layout: rules.war_layout,
            needed: rules.cards_for_war(),
            tie_limit: if rules.limit_ends_war && counts_battles {
                rules.limit
            } else {
                u32::MAX
            },
            fights_wars: !told_of_wars,
        }
    }

    /// The rounds the loop may start after `battles` battles and `rounds`
    /// rounds, once `stop` rounds are the most it may reach: rounds and
    /// battles go up together in a round won at its first battle, and a
    /// round with ties narrows it ([`Plain::end_after_war`]).
    #[inline(always)]
    fn budget(&self, battles: u32, rounds: u32, stop: u32) -> u32 {
        let counted = if self.counts_battles { battles } else { rounds };
        stop.saturating_sub(rounds)
            .min(self.limit.saturating_sub(counted))
    }

    /// The battle `end` at which the tight loop stops, after a round with
    /// ties in which `settling` battles settled wars and which ended at
    /// battle `battles`: as many rounds left as before, pushed back by the
    /// settling battles, and with a limit on battles, no more rounds than
    /// the battles left.
    #[inline(always)]
    fn end_after_war(&self, end: u32, settling: u32, battles: u32) -> u32 {
        let end = end.saturating_add(settling);
        if self.counts_battles {
            end.min(self.limit.max(battles))
        } else {
            end
        }
    }

    /// Rule: a war needs [`Rules::cards_for_war`] cards of each player.
    /// Whether the tie of the next battle, numbered `battles + 1`, starts a
    /// war the tight loop fights: both players can fight it with a card to
    /// spare, and the limit does not end the game at that tie.
    #[inline(always)]
    fn fights_war<H: Hold>(&self, table: &Table<'_, H>, battles: u32) -> bool {
        self.fights_wars
            && table.a.len() > self.needed
            && table.b.len() > self.needed
            && battles + 1 < self.tie_limit
    }
}

/// The counts of a game the tight loop keeps in registers: the battles,
/// the battles that settled a war (the rounds are the battles less them)
/// and the wars.
struct Counts {
    battles: u32,
    settling: u32,
    wars: u32,
}

/// A saved state of the cycle watch as the tight loop compares it: the
/// length of A's deck and both top cards ([`CycleWatch::fingerprint`]).
#[derive(Clone, Copy)]
struct Print {
    len: usize,
    top_a: Card,
    top_b: Card,
}

impl Print {
    /// No state to compare with: a length no deck has.
    const NONE: Print = Print {
        len: usize::MAX,
        top_a: 0,
        top_b: 0,
    };

    /// The fingerprint `saved`; a state with an empty deck ended its game,
    /// so no later state is like it.
    #[inline(always)]
    fn of(saved: Fingerprint) -> Print {
        match saved {
            (len, Some(top_a), Some(top_b)) => Print { len, top_a, top_b },
            _ => Print::NONE,
        }
    }

    /// Whether the hands `a` and `b` have this fingerprint.
    #[inline(always)]
    fn like<H: Hold>(&self, a: &H, b: &H) -> bool {
        a.len() == self.len && b.len() > 0 && a.top() == self.top_a && b.top() == self.top_b
    }
}

/// The saved states the tight loop compares with: Brent's save and the
/// long save ([`CycleWatch::next_look`]).
#[derive(Clone, Copy)]
struct Saved {
    brent: Print,
    long: Print,
}

impl Saved {
    /// No state to compare with.
    const NONE: Saved = Saved {
        brent: Print::NONE,
        long: Print::NONE,
    };

    /// The fingerprints `saved` (Brent's save, then the long one).
    #[inline(always)]
    fn of([brent, long]: [Fingerprint; 2]) -> Saved {
        Saved {
            brent: Print::of(brent),
            long: Print::of(long),
        }
    }

    /// Whether there is a long save to compare with.
    #[inline(always)]
    fn has_long(&self) -> bool {
        self.long.len != usize::MAX
    }

    /// Whether the hands `a` and `b` have the fingerprint of a saved state:
    /// Brent's save, or the long one if `LONG`.
    #[inline(always)]
    fn like<H: Hold, const LONG: bool>(&self, a: &H, b: &H) -> bool {
        self.brent.like(a, b) || (LONG && self.long.like(a, b))
    }
}

/// The game as the tight loop plays it: both hands opened, the pile, the
/// room to order it in and the generator.
struct Table<'g, H: Hold> {
    a: H,
    b: H,
    pile: &'g mut Vec<Card>,
    scratch: &'g mut Vec<Card>,
    shuffler: &'g mut Shuffler,
}

impl<H: Hold> Table<'_, H> {
    /// [`Table::play_rounds`], compiled without the long save's check when
    /// there is none (under most rules, and in most games of the others):
    /// in the one loop, the check made umass's games 2% and the kata's 4%
    /// slower (`war stats`, builds run in turns).
    #[inline(always)]
    fn play_rounds_saved<P: PlainPickup, R: Recorder>(
        &mut self,
        plain: &Plain,
        end: u32,
        saved: Saved,
        counts: &mut Counts,
        recorder: &mut R,
    ) -> bool {
        if saved.has_long() {
            self.play_rounds_long::<P, R>(plain, end, saved, counts, recorder)
        } else {
            self.play_rounds::<P, R, false>(plain, end, saved, counts, recorder)
        }
    }

    /// [`Table::play_rounds`] with the long save's check, out of line, so
    /// that the loop most games play is compiled as if it did not exist.
    #[inline(never)]
    fn play_rounds_long<P: PlainPickup, R: Recorder>(
        &mut self,
        plain: &Plain,
        end: u32,
        saved: Saved,
        counts: &mut Counts,
        recorder: &mut R,
    ) -> bool {
        self.play_rounds::<P, R, true>(plain, end, saved, counts, recorder)
    }

    /// Plays rounds, counting them in `counts`, until battle `end` is
    /// played (a round with ties pushes it back, [`Plain::end_after_war`]),
    /// and stops after one whose state's fingerprint is `saved`'s; returns
    /// whether it stopped there ([`War::plain_rounds`]).
    ///
    /// It draws from a copy of the generator, which the compiler keeps in
    /// registers for the whole run of rounds rather than store and load it
    /// at every battle (Stafford's pickup draws at each: 1.03x to 1.05x for
    /// `war stats --rules stafford`), and writes it back at the end if the
    /// pickup draws.
    #[inline(always)]
    fn play_rounds<P: PlainPickup, R: Recorder, const LONG: bool>(
        &mut self,
        plain: &Plain,
        mut end: u32,
        saved: Saved,
        counts: &mut Counts,
        recorder: &mut R,
    ) -> bool {
        let mut shuffler = self.shuffler.clone();
        let like = 'run: {
            while counts.battles < end && self.a.len() > 0 && self.b.len() > 0 {
                let (card_a, card_b) = (self.a.top(), self.b.top());
                let order = compare_held::<H>(plain.compare, card_a, card_b);
                if order == Ordering::Equal && !plain.fights_war(self, counts.battles) {
                    break 'run false;
                }
                self.a.drop_top();
                self.b.drop_top();
                counts.battles += 1;
                if order != Ordering::Equal {
                    let a_wins = order == Ordering::Greater;
                    self.pick_up_pair::<P>(card_a, card_b, a_wins, &mut shuffler);
                } else {
                    let settling = counts.settling;
                    let cards = (card_a, card_b);
                    if !self.fight_wars::<P, R>(plain, cards, counts, recorder, &mut shuffler) {
                        break 'run false;
                    }
                    end = plain.end_after_war(end, counts.settling - settling, counts.battles);
                }
                if saved.like::<H, LONG>(&self.a, &self.b) {
                    break 'run true;
                }
            }
            false
        };
        if P::DRAWS {
            *self.shuffler = shuffler;
        }
        like
    }

    /// Rule: the higher card takes both, under its deck, in the order the
    /// pickup `P` gives; A's card `card_a` won if `a_wins`.
    #[inline(always)]
    fn pick_up_pair<P: PlainPickup>(
        &mut self,
        card_a: Card,
        card_b: Card,
        a_wins: bool,
        shuffler: &mut Shuffler,
    ) {
        let (first, second) = P::order(card_a, card_b, a_wins, shuffler);
        self.a.put_pair_if(a_wins, first, second);
        self.b.put_pair_if(!a_wins, first, second);
    }

    /// Rule: on a tie (`cards`, taken from the hands), each war is fought,
    /// then the next battle, until one is won: its winner takes the pile,
    /// in the order the pickup `P` gives. Returns `false`, with the pile
    /// laid, when it stops at the start of a battle the battle path must
    /// play (a limit, an empty deck, a war that cannot be fought).
    ///
    /// The pile is gathered in [`War::pile`], or, for a pickup whose war
    /// pile goes under as laid ([`PlainPickup::WAR_PILE_AS_LAID`]), each
    /// card is written past both hands' bottoms as it is put down
    /// ([`Hold::lay`]) and the winner's hand grows over the pile, with no
    /// pile gathered (unless the battle path takes over) and no card copied.
    #[inline(always)]
    fn fight_wars<P: PlainPickup, R: Recorder>(
        &mut self,
        plain: &Plain,
        (card_a, card_b): (Card, Card),
        counts: &mut Counts,
        recorder: &mut R,
        shuffler: &mut Shuffler,
    ) -> bool {
        if !P::WAR_PILE_AS_LAID {
            self.pile.clear();
        }
        let mut laid = 0;
        self.put_on_pile::<P>(&mut laid, card_a);
        self.put_on_pile::<P>(&mut laid, card_b);
        loop {
            counts.wars += 1;
            self.lay_war_cards::<P>(plain, &mut laid);
            recorder.war(counts.battles);
            let at_limit = plain.counts_battles && counts.battles >= plain.limit;
            if at_limit || self.a.len() == 0 || self.b.len() == 0 {
                self.leave_pile::<P>(laid);
                return false;
            }
            let (card_a, card_b) = (self.a.top(), self.b.top());
            let order = compare_held::<H>(plain.compare, card_a, card_b);
            if order == Ordering::Equal && !plain.fights_war(self, counts.battles) {
                self.leave_pile::<P>(laid);
                return false;
            }
            self.a.drop_top();
            self.b.drop_top();
            counts.battles += 1;
            counts.settling += 1;
            self.put_on_pile::<P>(&mut laid, card_a);
            self.put_on_pile::<P>(&mut laid, card_b);
            if order != Ordering::Equal {
                self.pick_up_pile::<P>(plain, laid, order == Ordering::Greater, shuffler);
                recorder.won_after_war(counts.battles);
                return true;
            }
        }
    }

    /// Puts `card` on the pile, which holds `laid` cards: in [`War::pile`],
    /// or laid out past both hands ([`PlainPickup::WAR_PILE_AS_LAID`]).
    #[inline(always)]
    fn put_on_pile<P: PlainPickup>(&mut self, laid: &mut usize, card: Card) {
        if P::WAR_PILE_AS_LAID {
            self.a.lay(*laid, card);
            self.b.lay(*laid, card);
        } else {
            self.pile.push(card);
        }
        *laid += 1;
    }

    /// Leaves the pile of `laid` cards in [`War::pile`] for the battle
    /// path.
    #[inline(always)]
    fn leave_pile<P: PlainPickup>(&mut self, laid: usize) {
        if P::WAR_PILE_AS_LAID {
            self.gather_pile(laid);
        }
    }

    /// The pile laid out past the hands ([`PlainPickup::WAR_PILE_AS_LAID`]),
    /// `laid` cards, gathered for the battle path.
    #[cold]
    fn gather_pile(&mut self, laid: usize) {
        self.pile.clear();
        self.pile.extend((0..laid).map(|at| self.a.laid(at)));
    }

    /// Rule: each player puts their war cards on the pile, as
    /// [`War::lay_war_cards`] lays them.
    #[inline(always)]
    fn lay_war_cards<P: PlainPickup>(&mut self, plain: &Plain, laid: &mut usize) {
        match plain.layout {
            WarLayout::Blocks => {
                for _ in 0..plain.war_cards {
                    let card = self.a.take();
                    self.put_on_pile::<P>(laid, card);
                }
                for _ in 0..plain.war_cards {
                    let card = self.b.take();
                    self.put_on_pile::<P>(laid, card);
                }
            }
            WarLayout::Interleaved => {
                for _ in 0..plain.war_cards {
                    let card = self.a.take();
                    self.put_on_pile::<P>(laid, card);
                    let card = self.b.take();
                    self.put_on_pile::<P>(laid, card);
                }
            }
        }
    }

    /// Rule: the winner of a round with ties (A if `a_wins`) takes the
    /// pile under their deck, in the order the pickup `P` gives.
    #[inline(always)]
    fn pick_up_pile<P: PlainPickup>(
        &mut self,
        plain: &Plain,
        laid: usize,
        a_wins: bool,
        shuffler: &mut Shuffler,
    ) {
        if P::WAR_PILE_AS_LAID {
            if a_wins {
                self.a.take_laid(laid);
            } else {
                self.b.take_laid(laid);
            }
            return;
        }
        P::order_war_pile(
            self.pile,
            self.scratch,
            plain.war_cards,
            plain.layout,
            shuffler,
        );
        if a_wins {
            self.a.put_all(self.pile);
        } else {
            self.b.put_all(self.pile);
        }
        self.pile.clear();
    }
}

/// Rule: "Als de waarde van een kaart numeriek groter is dan die van de
/// ander", that card wins; [`Compare::JavaIntegerIdentity`] plays the Java
/// `Integer ==` mistake instead.
#[inline(always)]
fn compare_cards(compare: Compare, card_a: Card, card_b: Card) -> Ordering {
    let order = card_a.cmp(&card_b);
    // Only a tie can differ, so the rule is looked at only then.
    if order == Ordering::Equal
        && compare == Compare::JavaIntegerIdentity
        && !(-128..=127).contains(&card_a)
    {
        Ordering::Less
    } else {
        order
    }
}

/// [`compare_cards`] for cards held in `H`: by value alone when
/// [`Hold::BY_VALUE`] says no card of it is compared otherwise.
#[inline(always)]
fn compare_held<H: Hold>(compare: Compare, card_a: Card, card_b: Card) -> Ordering {
    if H::BY_VALUE {
        card_a.cmp(&card_b)
    } else {
        compare_cards(compare, card_a, card_b)
    }
}

/// How the cards of a round go under the winner's deck: the pickup rule
/// ([`Pickup`]) resolved for a whole run of rounds.
trait PlainPickup {
    /// Whether the pile of a round with ties goes under as laid: the tight
    /// loop then lays it out past both hands as it is laid and the winner
    /// takes it by growing ([`Table::fight_wars`]).
    const WAR_PILE_AS_LAID: bool = false;

    /// Whether the pickup draws from the game's generator.
    const DRAWS: bool = false;

    /// The two cards of a plain battle in the order they go under, A's card
    /// `a`, B's `b`.
    fn order(a: Card, b: Card, a_wins: bool, shuffler: &mut Shuffler) -> (Card, Card);

    /// Puts the pile of a round with ties in the order it goes under, with
    /// `scratch` to work in; each war put down `war_cards` cards a player,
    /// laid out as `layout`. As laid, unless the pickup says otherwise.
    #[inline(always)]
    fn order_war_pile(
        _pile: &mut Vec<Card>,
        _scratch: &mut Vec<Card>,
        _war_cards: usize,
        _layout: WarLayout,
        _shuffler: &mut Shuffler,
    ) {
    }
}

/// [`Pickup::AsPlayed`]: as laid.
struct AsLaid;

impl PlainPickup for AsLaid {
    const WAR_PILE_AS_LAID: bool = true;

    #[inline(always)]
    fn order(a: Card, b: Card, _: bool, _: &mut Shuffler) -> (Card, Card) {
        (a, b)
    }
}

/// [`Pickup::ByPlayer`]: after a plain battle the same order as laid, A's
/// card then B's; after a war, A's cards then B's.
struct PlayerByPlayer;

impl PlainPickup for PlayerByPlayer {
    #[inline(always)]
    fn order(a: Card, b: Card, _: bool, _: &mut Shuffler) -> (Card, Card) {
        (a, b)
    }

    #[inline(always)]
    fn order_war_pile(
        pile: &mut Vec<Card>,
        scratch: &mut Vec<Card>,
        war_cards: usize,
        layout: WarLayout,
        _: &mut Shuffler,
    ) {
        by_player(pile, scratch, war_cards, layout);
    }
}

/// [`Pickup::WinnerFirst`]: the winner's card first; a war's pile as laid.
struct WinnerCardFirst;

impl PlainPickup for WinnerCardFirst {
    const WAR_PILE_AS_LAID: bool = true;

    #[inline(always)]
    fn order(a: Card, b: Card, a_wins: bool, _: &mut Shuffler) -> (Card, Card) {
        if a_wins {
            (a, b)
        } else {
            (b, a)
        }
    }
}

/// [`Pickup::Reversed`]: the pile reversed, B's card then A's after a
/// plain battle.
struct LaidReversed;

impl PlainPickup for LaidReversed {
    #[inline(always)]
    fn order(a: Card, b: Card, _: bool, _: &mut Shuffler) -> (Card, Card) {
        (b, a)
    }

    #[inline(always)]
    fn order_war_pile(
        pile: &mut Vec<Card>,
        _: &mut Vec<Card>,
        _: usize,
        _: WarLayout,
        _: &mut Shuffler,
    ) {
        pile.reverse();
    }
}

/// [`Pickup::Shuffled`]: the two cards shuffled by the game's generator,
/// as the pile of two would be; a war's pile shuffled.
struct ShuffledPair;

impl PlainPickup for ShuffledPair {
    const DRAWS: bool = true;

    #[inline(always)]
    fn order(a: Card, b: Card, _: bool, shuffler: &mut Shuffler) -> (Card, Card) {
        if shuffler.swaps_pair() {
            (b, a)
        } else {
            (a, b)
        }
    }

    #[inline(always)]
    fn order_war_pile(
        pile: &mut Vec<Card>,
        _: &mut Vec<Card>,
        _: usize,
        _: WarLayout,
        shuffler: &mut Shuffler,
    ) {
        shuffler.shuffle_pile(pile);
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
fn first_repeat(watch: &CycleWatch, rules: Rules, period_rounds: u32) -> War {
    let spacing = watch.spacing();
    // The state after `round` rounds, replayed from the snapshot before it.
    let at = |round: u32| {
        let mut war = War::replay(&watch.kept(round / spacing), rules);
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

/// Rule: all of A's cards of the round's `pile` in the order played, then
/// all of B's ([`Pickup::ByPlayer`]), with `scratch` to work in; after a
/// plain battle, A's card then B's is the pile as laid.
///
/// The pile of a round is a battle's two cards, then, for each war, the war
/// cards and the next battle's two cards; `war_cards` and `layout` say where
/// each player's cards lie.
fn by_player(pile: &mut Vec<Card>, scratch: &mut Vec<Card>, war_cards: usize, layout: WarLayout) {
    if pile.len() <= 2 {
        return;
    }
    if !by_player_whole(pile, scratch, war_cards, layout) {
        by_player_segments(pile, scratch, war_cards, layout);
    }
}

/// [`by_player`] for any pile: segment by segment, each player's cards of
/// each taken in turn.
fn by_player_segments(
    pile: &mut Vec<Card>,
    scratch: &mut Vec<Card>,
    war_cards: usize,
    layout: WarLayout,
) {
    scratch.clear();
    for player in [Player::A, Player::B] {
        let mut rest: &[Card] = pile;
        let mut in_war = false;
        while !rest.is_empty() {
            let each = if in_war { war_cards } else { 1 };
            let (segment, after) = rest.split_at((2 * each).min(rest.len()));
            let half = segment.len() / 2;
            match (layout, player) {
                (WarLayout::Blocks, Player::A) => scratch.extend_from_slice(&segment[..half]),
                (WarLayout::Blocks, Player::B) => scratch.extend_from_slice(&segment[half..]),
                (WarLayout::Interleaved, Player::A) => scratch.extend(segment.iter().step_by(2)),
                (WarLayout::Interleaved, Player::B) => {
                    scratch.extend(segment.iter().skip(1).step_by(2))
                }
            }
            rest = after;
            in_war = !in_war;
        }
    }
    std::mem::swap(pile, scratch);
}

/// [`by_player`] for the pile of a round won after its wars, in which
/// each player put down the same cards: a battle's two, then for each war
/// `war_cards` each and the next battle's two, so that A's cards fill the
/// first half of the new order and B's the second, both written in one pass
/// over the pile. Returns `false`, with nothing done, for a pile not of
/// that length.
#[inline]
fn by_player_whole(
    pile: &mut Vec<Card>,
    scratch: &mut Vec<Card>,
    war_cards: usize,
    layout: WarLayout,
) -> bool {
    let each_war = 2 * war_cards + 2;
    if (pile.len() - 2) % each_war != 0 {
        return false;
    }
    scratch.clear();
    scratch.extend_from_slice(pile);
    let (to_a, to_b) = scratch.split_at_mut(pile.len() / 2);
    let (first, wars) = pile.split_at(2);
    (to_a[0], to_b[0]) = (first[0], first[1]);
    let (mut a, mut b) = (1, 1);
    for war in wars.chunks_exact(each_war) {
        let (laid, battle) = war.split_at(2 * war_cards);
        match layout {
            WarLayout::Blocks => {
                let (of_a, of_b) = laid.split_at(war_cards);
                to_a[a..a + war_cards].copy_from_slice(of_a);
                to_b[b..b + war_cards].copy_from_slice(of_b);
            }
            WarLayout::Interleaved => {
                for (i, pair) in laid.chunks_exact(2).enumerate() {
                    (to_a[a + i], to_b[b + i]) = (pair[0], pair[1]);
                }
            }
        }
        (a, b) = (a + war_cards, b + war_cards);
        (to_a[a], to_b[b]) = (battle[0], battle[1]);
        (a, b) = (a + 1, b + 1);
    }
    std::mem::swap(pile, scratch);
    true
}

/// Whose card lies at `index` of a stretch of the pile where each player
/// put `each` cards, laid out as `layout`.
pub(crate) fn war_card_owner(index: usize, each: usize, layout: WarLayout) -> Player {
    let first_half = match layout {
        WarLayout::Blocks => index < each,
        WarLayout::Interleaved => index % 2 == 0,
    };
    if first_half {
        Player::A
    } else {
        Player::B
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::rules::Preset;
    use crate::war::stats::{deal, game_rules};

    /// A recorder told of every battle: the game stays on the battle path.
    struct EveryBattle;

    impl Recorder for EveryBattle {
        fn battle(&mut self, _: &Battle<'_>) {}
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
            let mut whole = War::with_rules(&deck, rules);
            let expected = whole.play(&mut EveryBattle);
            let mut split = War::with_rules(&deck, rules);
            if split.play_to_round(30) {
                continue;
            }
            split_games += usize::from(split.rounds == 30);
            assert_eq!(split.play(&mut EveryBattle), expected, "deal {index}");
            assert!(split.same_decks(&whole), "deal {index}");
        }
        assert!(split_games > 30, "{split_games} games split at round 30");
    }

    #[test]
    fn a_whole_pile_by_player_in_one_pass_as_segment_by_segment() {
        let mut scratch = Vec::new();
        for war_cards in 0..4 {
            for layout in [WarLayout::Blocks, WarLayout::Interleaved] {
                for wars in 0..4 {
                    let len = 2 + wars * (2 * war_cards + 2);
                    let pile: Vec<Card> = (0..len as Card).collect();
                    let (mut fast, mut slow) = (pile.clone(), pile.clone());
                    assert!(by_player_whole(&mut fast, &mut scratch, war_cards, layout));
                    by_player_segments(&mut slow, &mut scratch, war_cards, layout);
                    assert_eq!(fast, slow, "{war_cards} {layout:?} {wars}");
                    // A's battle card first, B's first in the second half.
                    assert_eq!((fast[0], fast[len / 2]), (0, 1));
                }
                // A pile of another length is left to the segments.
                let mut odd: Vec<Card> = (0..5 + 2 * war_cards as Card).collect();
                assert!(!by_player_whole(&mut odd, &mut scratch, war_cards, layout));
            }
        }
    }

    #[test]
    fn a_pair_is_swapped_when_the_shufflers_coin_says_so() {
        let mut swapped = 0;
        for seed in 0..200 {
            let (mut ours, mut coins) = (Shuffler::seeded(seed), Shuffler::seeded(seed));
            for _ in 0..80 {
                let heads = coins.swaps_pair();
                let (first, second) = ShuffledPair::order(3, 7, true, &mut ours);
                let expected = if heads { (7, 3) } else { (3, 7) };
                assert_eq!((first, second), expected, "seed {seed}");
                swapped += usize::from(heads);
            }
            assert_eq!(ours, coins, "the same coins tossed, seed {seed}");
        }
        // Both orders come, about as often.
        assert!(
            (7_400..8_600).contains(&swapped),
            "{swapped} of 16,000 swapped"
        );
    }
}
