//! Oorlogje, het kaartspel, zoals de opdracht "Simulaties" het speelt: zie
//! INSTRUCTIONS.md. Schrijf het spel hier; de tests in tests/war.rs roepen
//! `find_winner` aan.

use std::collections::VecDeque;

/// Een spel Oorlogje: de stapels van beide spelers, de aflegstapel en de
/// gespeelde slagen.
pub struct War {
    // Jouw velden: de stapel van A, de stapel van B, de aflegstapel, de
    // gespeelde slagen.
}

impl War {
    /// Deelt `deck` (bovenste kaart eerst) om en om aan A en B.
    pub fn new(deck: &[i32]) -> War {
        todo!("deel {deck:?} aan A en B")
    }

    /// Pakt de bovenste kaart van `stack`, als die er is.
    pub fn draw_card(stack: &mut VecDeque<i32>) -> Option<i32> {
        todo!("pak de bovenste kaart van {stack:?}")
    }

    /// Legt `card` onder op `stack`.
    pub fn add_card(stack: &mut VecDeque<i32>, card: i32) {
        todo!("leg {card} onder op {stack:?}")
    }

    /// Speelt het spel uit: 1 als A wint, -1 als B wint, 0 bij gelijkspel.
    pub fn simulate_game(&mut self) -> i32 {
        todo!("speel slagen tot het spel voorbij is")
    }
}

/// Wie het spel van `deck` (bovenste kaart eerst) wint: 1 voor A, -1 voor
/// B, 0 bij gelijkspel.
pub fn find_winner(deck: &[i32]) -> i32 {
    todo!("speel het spel van {deck:?}")
}
