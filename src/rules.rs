//! The rules of a game of War, as data.
//!
//! The engine reads every rule from a [`Rules`] value, so a variant of the
//! game is a different value, never a copy of the engine loop.

use serde::{Deserialize, Serialize};

/// The rules one game is played by.
///
/// [`Rules::default()`] is the assignment's War (UMass COMPSCI 186, in
/// `002_e1f39bd2aaf08435.txt`), with its ambiguities decided as the README
/// says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// How many cards each player puts face down on the pile when a war is
    /// declared ("drie kaarten" in the assignment). A player with fewer cards
    /// than this when the war starts cannot fight it.
    pub war_cards: usize,
    /// How many battles are played before the game is a technical draw ("na
    /// de 1000ste slag"). Every battle counts, including those that settle a
    /// war.
    pub battle_limit: u32,
    /// Which end check comes first at the start of a battle: the battle
    /// limit or the empty decks.
    pub limit_order: LimitOrder,
    /// When true, a tie on the last battle before the limit is not fought
    /// out: the game ends there as a technical draw, even if a player could
    /// not have fought the war. The assignment's rules as decided: false.
    pub limit_ends_war: bool,
}

/// The order of the two end checks made at the start of every battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LimitOrder {
    /// First the battle limit, then the empty decks (the decided reading):
    /// once the limit is reached, the game is a technical draw even if the
    /// last battle emptied a deck.
    LimitFirst,
    /// First the empty decks, then the battle limit: a deck emptied by the
    /// last battle still decides the game.
    EmptyFirst,
}

impl Default for Rules {
    /// The assignment's War: three cards down in a war, a technical draw
    /// after 1000 battles, the limit checked before the empty decks.
    fn default() -> Self {
        Rules {
            war_cards: 3,
            battle_limit: 1000,
            limit_order: LimitOrder::LimitFirst,
            limit_ends_war: false,
        }
    }
}
