//! War, the card game, as the War simulation assignment plays it: see
//! INSTRUCTIONS.md. Write the game here; the tests in tests/war.rs call
//! `find_winner`.

use std::collections::VecDeque;

/// A game of War: both players' decks, the pile and the battles played.
pub struct War {
    // Your fields: A's deck, B's deck, the pile, the battles played.
}

impl War {
    /// Deals `deck` (top first) alternately to A and B.
    pub fn new(deck: &[i32]) -> War {
        todo!("deal {deck:?} to A and B")
    }

    /// Takes the top card of `stack`, if it has one.
    pub fn draw_card(stack: &mut VecDeque<i32>) -> Option<i32> {
        todo!("take the top card of {stack:?}")
    }

    /// Puts `card` at the bottom of `stack`.
    pub fn add_card(stack: &mut VecDeque<i32>, card: i32) {
        todo!("put {card} at the bottom of {stack:?}")
    }

    /// Plays the game to its end: 1 when A wins, -1 when B wins, 0 for a
    /// draw.
    pub fn simulate_game(&mut self) -> i32 {
        todo!("play battles until the game ends")
    }
}

/// Who wins the game of `deck` (top first): 1 for A, -1 for B, 0 for a
/// draw.
pub fn find_winner(deck: &[i32]) -> i32 {
    todo!("play the game of {deck:?}")
}
