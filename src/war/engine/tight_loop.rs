//! The tight loop: rounds played with the rules resolved once for a run
//! of them, on decks opened into registers, until something only the
//! battle-by-battle path of [`Engine`](super::Engine) plays comes up.

use std::cmp::Ordering;

use crate::war::cards::Card;
use crate::war::rules::{Compare, LimitUnit, Rules, WarLayout};
use crate::war::shuffled::Shuffler;

use super::cycle::Fingerprint;
use super::listener::Listener;
use super::ring::OpenDeck;

/// The rules the tight loop reads ([`Engine::loop_rounds`](super::Engine::loop_rounds)), resolved once
/// for a run of rounds.
pub(super) struct LoopRules {
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
    /// Whether the loop fights wars: its listener is not told of them.
    fights_wars: bool,
}

impl LoopRules {
    /// The rules of the tight loop of a game played by `rules`, for a
    /// listener told of wars or not.
    #[inline(always)]
    pub(super) fn resolve(rules: &Rules, told_of_wars: bool) -> LoopRules {
        let counts_battles = rules.limit_unit == LimitUnit::Battles;
        LoopRules {
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
    /// round with ties narrows it ([`LoopRules::end_after_war`]).
    #[inline(always)]
    pub(super) fn budget(&self, battles: u32, rounds: u32, stop: u32) -> u32 {
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
    fn fights_war<H: OpenDeck>(&self, game: &OpenGame<'_, H>, battles: u32) -> bool {
        self.fights_wars
            && game.a.len() > self.needed
            && game.b.len() > self.needed
            && battles + 1 < self.tie_limit
    }
}

/// The counts of a game the tight loop keeps in registers: the battles,
/// the battles that settled a war (the rounds are the battles less them)
/// and the wars.
pub(super) struct Counts {
    pub(super) battles: u32,
    pub(super) settling: u32,
    pub(super) wars: u32,
}

/// A saved state of the cycle watch as the tight loop compares it: the
/// length of A's deck and both top cards ([`CycleWatch::fingerprint`]).
#[derive(Clone, Copy)]
struct StateFingerprint {
    len: usize,
    top_a: Card,
    top_b: Card,
}

impl StateFingerprint {
    /// No state to compare with: a length no deck has.
    const NONE: StateFingerprint = StateFingerprint {
        len: usize::MAX,
        top_a: 0,
        top_b: 0,
    };

    /// The fingerprint `saved`; a state with an empty deck ended its game,
    /// so no later state is like it.
    #[inline(always)]
    fn of(saved: Fingerprint) -> StateFingerprint {
        match saved {
            (len, Some(top_a), Some(top_b)) => StateFingerprint { len, top_a, top_b },
            _ => StateFingerprint::NONE,
        }
    }

    /// Whether the hands `a` and `b` have this fingerprint.
    #[inline(always)]
    fn like<H: OpenDeck>(&self, a: &H, b: &H) -> bool {
        a.len() == self.len && b.len() > 0 && a.top() == self.top_a && b.top() == self.top_b
    }
}

/// The saved states the tight loop compares with: Brent's save and the
/// long save ([`CycleWatch::next_look`]).
#[derive(Clone, Copy)]
pub(super) struct SavedFingerprints {
    brent: StateFingerprint,
    long: StateFingerprint,
}

impl SavedFingerprints {
    /// No state to compare with.
    pub(super) const NONE: SavedFingerprints = SavedFingerprints {
        brent: StateFingerprint::NONE,
        long: StateFingerprint::NONE,
    };

    /// The fingerprints `saved` (Brent's save, then the long one).
    #[inline(always)]
    pub(super) fn of([brent, long]: [Fingerprint; 2]) -> SavedFingerprints {
        SavedFingerprints {
            brent: StateFingerprint::of(brent),
            long: StateFingerprint::of(long),
        }
    }

    /// Whether there is a long save to compare with.
    #[inline(always)]
    pub(super) fn has_long(&self) -> bool {
        self.long.len != usize::MAX
    }

    /// Whether the hands `a` and `b` have the fingerprint of a saved state:
    /// Brent's save, or the long one if `LONG`.
    #[inline(always)]
    fn like<H: OpenDeck, const LONG: bool>(&self, a: &H, b: &H) -> bool {
        self.brent.like(a, b) || (LONG && self.long.like(a, b))
    }
}

/// The game as the tight loop plays it: both hands opened, the pile, the
/// room to order it in and the generator.
pub(super) struct OpenGame<'g, H: OpenDeck> {
    pub(super) a: H,
    pub(super) b: H,
    pub(super) pile: &'g mut Vec<Card>,
    pub(super) scratch: &'g mut Vec<Card>,
    pub(super) shuffler: &'g mut Shuffler,
}

impl<H: OpenDeck> OpenGame<'_, H> {
    /// Plays rounds, counting them in `counts`, until battle `end` is
    /// played (a round with ties pushes it back, [`LoopRules::end_after_war`]),
    /// and stops after one whose state's fingerprint is `saved`'s; returns
    /// whether it stopped there ([`Engine::loop_rounds`](super::Engine::loop_rounds)).
    ///
    /// It draws from a copy of the generator, which the compiler keeps in
    /// registers for the whole run of rounds rather than store and load it
    /// at every battle (Stafford's pickup draws at each: 1.03x to 1.05x for
    /// `war stats --rules stafford`), and writes it back at the end if the
    /// pickup draws.
    #[inline(always)]
    pub(super) fn play_rounds<P: LoopPickup, L: Listener, const LONG: bool>(
        &mut self,
        rules: &LoopRules,
        mut end: u32,
        saved: SavedFingerprints,
        counts: &mut Counts,
        listener: &mut L,
    ) -> bool {
        let mut shuffler = self.shuffler.clone();
        let like = 'run: {
            while counts.battles < end && self.a.len() > 0 && self.b.len() > 0 {
                let (card_a, card_b) = (self.a.top(), self.b.top());
                let order = compare_held::<H>(rules.compare, card_a, card_b);
                if order == Ordering::Equal && !rules.fights_war(self, counts.battles) {
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
                    if !self.fight_wars::<P, L>(rules, cards, counts, listener, &mut shuffler) {
                        break 'run false;
                    }
                    end = rules.end_after_war(end, counts.settling - settling, counts.battles);
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
    fn pick_up_pair<P: LoopPickup>(
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
    /// The pile is gathered in [`Engine::pile`](super::Engine::pile), or, for a pickup whose war
    /// pile goes under as laid ([`LoopPickup::WAR_PILE_AS_LAID`]), each
    /// card is written past both hands' bottoms as it is put down
    /// ([`OpenDeck::lay`]) and the winner's hand grows over the pile, with no
    /// pile gathered (unless the battle path takes over) and no card copied.
    #[inline(always)]
    fn fight_wars<P: LoopPickup, L: Listener>(
        &mut self,
        rules: &LoopRules,
        (card_a, card_b): (Card, Card),
        counts: &mut Counts,
        listener: &mut L,
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
            self.lay_war_cards::<P>(rules, &mut laid);
            listener.war(counts.battles);
            let at_limit = rules.counts_battles && counts.battles >= rules.limit;
            if at_limit || self.a.len() == 0 || self.b.len() == 0 {
                self.leave_pile::<P>(laid);
                return false;
            }
            let (card_a, card_b) = (self.a.top(), self.b.top());
            let order = compare_held::<H>(rules.compare, card_a, card_b);
            if order == Ordering::Equal && !rules.fights_war(self, counts.battles) {
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
                self.pick_up_pile::<P>(rules, laid, order == Ordering::Greater, shuffler);
                listener.won_after_war(counts.battles);
                return true;
            }
        }
    }

    /// Puts `card` on the pile, which holds `laid` cards: in [`Engine::pile`](super::Engine::pile),
    /// or laid out past both hands ([`LoopPickup::WAR_PILE_AS_LAID`]).
    #[inline(always)]
    fn put_on_pile<P: LoopPickup>(&mut self, laid: &mut usize, card: Card) {
        if P::WAR_PILE_AS_LAID {
            self.a.lay(*laid, card);
            self.b.lay(*laid, card);
        } else {
            self.pile.push(card);
        }
        *laid += 1;
    }

    /// Leaves the pile of `laid` cards in [`Engine::pile`](super::Engine::pile) for the battle
    /// path.
    #[inline(always)]
    fn leave_pile<P: LoopPickup>(&mut self, laid: usize) {
        if P::WAR_PILE_AS_LAID {
            self.gather_pile(laid);
        }
    }

    /// The pile laid out past the hands ([`LoopPickup::WAR_PILE_AS_LAID`]),
    /// `laid` cards, gathered for the battle path.
    #[cold]
    fn gather_pile(&mut self, laid: usize) {
        self.pile.clear();
        self.pile.extend((0..laid).map(|at| self.a.laid(at)));
    }

    /// Rule: each player puts their war cards on the pile, as
    /// [`Engine::lay_war_cards`](super::Engine::lay_war_cards) lays them.
    #[inline(always)]
    fn lay_war_cards<P: LoopPickup>(&mut self, rules: &LoopRules, laid: &mut usize) {
        match rules.layout {
            WarLayout::Blocks => {
                for _ in 0..rules.war_cards {
                    let card = self.a.take();
                    self.put_on_pile::<P>(laid, card);
                }
                for _ in 0..rules.war_cards {
                    let card = self.b.take();
                    self.put_on_pile::<P>(laid, card);
                }
            }
            WarLayout::Interleaved => {
                for _ in 0..rules.war_cards {
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
    fn pick_up_pile<P: LoopPickup>(
        &mut self,
        rules: &LoopRules,
        laid: usize,
        a_wins: bool,
        shuffler: &mut Shuffler,
    ) {
        if P::WAR_PILE_AS_LAID {
            self.a.take_laid_if(a_wins, laid);
            self.b.take_laid_if(!a_wins, laid);
            return;
        }
        P::order_war_pile(
            self.pile,
            self.scratch,
            rules.war_cards,
            rules.layout,
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
pub(super) fn compare_cards(compare: Compare, card_a: Card, card_b: Card) -> Ordering {
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
/// [`OpenDeck::BY_VALUE`] says no card of it is compared otherwise.
#[inline(always)]
fn compare_held<H: OpenDeck>(compare: Compare, card_a: Card, card_b: Card) -> Ordering {
    if H::BY_VALUE {
        card_a.cmp(&card_b)
    } else {
        compare_cards(compare, card_a, card_b)
    }
}

/// How the cards of a round go under the winner's deck: the pickup rule
/// ([`Pickup`]) resolved for a whole run of rounds.
pub(super) trait LoopPickup {
    /// Whether the pile of a round with ties goes under as laid: the tight
    /// loop then lays it out past both hands as it is laid and the winner
    /// takes it by growing ([`OpenGame::fight_wars`]).
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
pub(super) struct AsLaid;

impl LoopPickup for AsLaid {
    const WAR_PILE_AS_LAID: bool = true;

    #[inline(always)]
    fn order(a: Card, b: Card, _: bool, _: &mut Shuffler) -> (Card, Card) {
        (a, b)
    }
}

/// [`Pickup::ByPlayer`]: after a plain battle the same order as laid, A's
/// card then B's; after a war, A's cards then B's.
pub(super) struct PlayerByPlayer;

impl LoopPickup for PlayerByPlayer {
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
pub(super) struct WinnerCardFirst;

impl LoopPickup for WinnerCardFirst {
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
pub(super) struct LaidReversed;

impl LoopPickup for LaidReversed {
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
pub(super) struct ShuffledPair;

impl LoopPickup for ShuffledPair {
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

/// Rule: all of A's cards of the round's `pile` in the order played, then
/// all of B's ([`Pickup::ByPlayer`]), with `scratch` to work in; after a
/// plain battle, A's card then B's is the pile as laid.
///
/// A round's pile is taken once a battle is won: a battle's two cards,
/// then for each war `war_cards` of each player (`layout` says where) and
/// the next battle's two. A war is fought only by players who can put all
/// its cards down, so each player put down the same cards and A's fill the
/// first half of the new order, B's the second, both written in one pass.
///
/// # Panics
///
/// On a pile not of that length, which no game takes.
fn by_player(pile: &mut Vec<Card>, scratch: &mut Vec<Card>, war_cards: usize, layout: WarLayout) {
    if pile.len() <= 2 {
        return;
    }
    let each_war = 2 * war_cards + 2;
    assert!(
        (pile.len() - 2) % each_war == 0,
        "a round's pile is a battle and whole wars"
    );
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::war::outcome::Player;

    /// [`by_player`] read segment by segment: of each battle's two cards
    /// and each war's cards, the player's, one player after the other.
    fn by_player_segments(pile: &[Card], war_cards: usize, layout: WarLayout) -> Vec<Card> {
        let mut ordered = Vec::new();
        for player in [Player::A, Player::B] {
            let mut rest = pile;
            let mut in_war = false;
            while !rest.is_empty() {
                let each = if in_war { war_cards } else { 1 };
                let (segment, after) = rest.split_at((2 * each).min(rest.len()));
                let half = segment.len() / 2;
                match (layout, player) {
                    (WarLayout::Blocks, Player::A) => ordered.extend_from_slice(&segment[..half]),
                    (WarLayout::Blocks, Player::B) => ordered.extend_from_slice(&segment[half..]),
                    (WarLayout::Interleaved, Player::A) => {
                        ordered.extend(segment.iter().step_by(2))
                    }
                    (WarLayout::Interleaved, Player::B) => {
                        ordered.extend(segment.iter().skip(1).step_by(2))
                    }
                }
                rest = after;
                in_war = !in_war;
            }
        }
        ordered
    }

    #[test]
    fn a_pile_by_player_in_one_pass_as_segment_by_segment() {
        let mut scratch = Vec::new();
        for war_cards in 0..4 {
            for layout in [WarLayout::Blocks, WarLayout::Interleaved] {
                for wars in 0..4 {
                    let len = 2 + wars * (2 * war_cards + 2);
                    let mut pile: Vec<Card> = (0..len as Card).collect();
                    let expected = by_player_segments(&pile, war_cards, layout);
                    by_player(&mut pile, &mut scratch, war_cards, layout);
                    assert_eq!(pile, expected, "{war_cards} {layout:?} {wars}");
                    // A's battle card first, B's first in the second half.
                    assert_eq!((pile[0], pile[len / 2]), (0, 1));
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "a battle and whole wars")]
    fn a_pile_of_a_broken_war_is_no_round_s_pile() {
        let mut pile: Vec<Card> = (0..7).collect();
        by_player(&mut pile, &mut Vec::new(), 3, WarLayout::Blocks);
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
