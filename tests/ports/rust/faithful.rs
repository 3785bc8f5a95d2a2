//! A faithful Rust port of the War assignment, in the shape of the Rust
//! starter's `src/lib.rs` (`war new --lang rust`): `tests/learn.rs` puts it
//! in a fresh starter and sees every test of the path pass.

use std::collections::VecDeque;

/// Battles before a technical draw, every battle of a war counted.
const LIMIT: u32 = 1000;
/// Cards each player puts down in a war.
const WAR_CARDS: usize = 3;

/// A game of War: both players' decks, the pile and the battles played.
pub struct War {
    a: VecDeque<i32>,
    b: VecDeque<i32>,
    pile: Vec<i32>,
    battles: u32,
}

impl War {
    /// Deals `deck` (top first) alternately to A and B.
    pub fn new(deck: &[i32]) -> War {
        let mut war = War {
            a: VecDeque::new(),
            b: VecDeque::new(),
            pile: Vec::new(),
            battles: 0,
        };
        for (index, &card) in deck.iter().enumerate() {
            let stack = if index % 2 == 0 { &mut war.a } else { &mut war.b };
            War::add_card(stack, card);
        }
        war
    }

    /// Takes the top card of `stack`, if it has one.
    pub fn draw_card(stack: &mut VecDeque<i32>) -> Option<i32> {
        stack.pop_front()
    }

    /// Puts `card` at the bottom of `stack`.
    pub fn add_card(stack: &mut VecDeque<i32>, card: i32) {
        stack.push_back(card);
    }

    /// Plays the game to its end: 1 when A wins, -1 when B wins, 0 for a
    /// draw.
    pub fn simulate_game(&mut self) -> i32 {
        loop {
            if self.battles >= LIMIT {
                return 0;
            }
            match (self.a.is_empty(), self.b.is_empty()) {
                (true, true) => return 0,
                (true, false) => return -1,
                (false, true) => return 1,
                (false, false) => {}
            }
            self.battles += 1;
            let (Some(card_a), Some(card_b)) =
                (War::draw_card(&mut self.a), War::draw_card(&mut self.b))
            else {
                unreachable!("both decks hold a card");
            };
            self.pile.extend([card_a, card_b]);
            if card_a != card_b {
                let pile = std::mem::take(&mut self.pile);
                let winner = if card_a > card_b { &mut self.a } else { &mut self.b };
                for card in pile {
                    War::add_card(winner, card);
                }
                continue;
            }
            match (self.a.len() < WAR_CARDS, self.b.len() < WAR_CARDS) {
                (true, true) => return 0,
                (true, false) => return -1,
                (false, true) => return 1,
                (false, false) => {}
            }
            for stack in [&mut self.a, &mut self.b] {
                for _ in 0..WAR_CARDS {
                    if let Some(card) = War::draw_card(stack) {
                        self.pile.push(card);
                    }
                }
            }
        }
    }
}

/// Who wins the game of `deck` (top first): 1 for A, -1 for B, 0 for a
/// draw.
pub fn find_winner(deck: &[i32]) -> i32 {
    War::new(deck).simulate_game()
}
