//! What a game of [`War`](crate::war::game::War) tells about every battle,
//! and who listens: a [`Recorder`] is a type parameter of the game, so the
//! untraced recorder [`NoTrace`] compiles to nothing.

use super::cards::Card;
use super::deck::Deck;
use super::outcome::Player;

/// What settled a battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolution {
    /// The higher card won: its player took the pile of `cards` cards.
    Won {
        /// The player whose card was higher.
        winner: Player,
        /// How many cards the winner took.
        cards: usize,
    },
    /// Equal cards: a war was fought, each player putting their war cards
    /// on the pile (the last cards of the pile, A's first).
    War,
    /// Equal cards, but a war could not be fought: the flags say which
    /// players had too few cards. The game ends.
    ShortForWar {
        /// A had too few cards.
        a_short: bool,
        /// B had too few cards.
        b_short: bool,
    },
    /// Equal cards on the last battle the limit allows, with
    /// [`Rules::limit_ends_war`](super::rules::Rules::limit_ends_war) set: the game ends as a technical draw.
    TieAtLimit,
}

/// One battle, as the game shows it to a [`Recorder`] once the battle is
/// settled.
#[derive(Debug, Clone, Copy)]
pub struct Battle<'a> {
    /// The battle's number, from 1; every battle counts, wars included.
    pub number: u32,
    /// The card A played.
    pub card_a: Card,
    /// The card B played.
    pub card_b: Card,
    /// What settled it.
    pub resolution: Resolution,
    /// A's deck after the battle.
    pub deck_a: &'a Deck,
    /// B's deck after the battle.
    pub deck_b: &'a Deck,
    /// The spoils pile after the battle: empty once a player took it.
    pub pile: &'a [Card],
}

/// Something told about every battle of a game.
pub trait Recorder {
    /// Called once a battle is settled, before the next one starts.
    fn battle(&mut self, battle: &Battle<'_>);
}

/// The recorder of untraced games: it does nothing, and compiles to
/// nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTrace;

impl Recorder for NoTrace {
    fn battle(&mut self, _battle: &Battle<'_>) {}
}

/// A battle as a trace keeps it: the cards played, what settled it and a
/// copy of the decks and the pile after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BattleRecord {
    /// The battle's number, from 1.
    pub number: u32,
    /// The card A played.
    pub card_a: Card,
    /// The card B played.
    pub card_b: Card,
    /// What settled it.
    pub resolution: Resolution,
    /// A's deck after the battle, top first.
    pub deck_a: Vec<Card>,
    /// B's deck after the battle, top first.
    pub deck_b: Vec<Card>,
    /// The spoils pile after the battle.
    pub pile: Vec<Card>,
}

impl Recorder for Vec<BattleRecord> {
    fn battle(&mut self, battle: &Battle<'_>) {
        self.push(BattleRecord {
            number: battle.number,
            card_a: battle.card_a,
            card_b: battle.card_b,
            resolution: battle.resolution,
            deck_a: battle.deck_a.iter().copied().collect(),
            deck_b: battle.deck_b.iter().copied().collect(),
            pile: battle.pile.to_vec(),
        });
    }
}
