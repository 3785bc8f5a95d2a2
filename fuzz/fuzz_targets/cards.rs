//! Fuzzes the card notations and deck lines as `war winner` reads them:
//! any bytes give decks or typed errors, never a panic, and every deck read
//! is played to its end under each preset.
#![no_main]

use libfuzzer_sys::fuzz_target;
use war_kata::kit::lines::read_line_bounded;
use war_kata::war::rules::Preset;
use war_kata::{parse_deck, War};

fuzz_target!(|data: &[u8]| {
    let mut reader = data;
    let mut line = String::new();
    for number in 1..=4 {
        match read_line_bounded(&mut reader, &mut line, 1 << 16, "fuzz", number) {
            Ok(true) => {}
            Ok(false) | Err(_) => return,
        }
        if let Ok(deck) = parse_deck(&line, "fuzz", number) {
            for preset in Preset::ALL {
                let result = War::with_rules(&deck, preset.rules()).simulate_game();
                assert!(result.battles <= preset.rules().limit || result.rounds <= preset.rules().limit);
            }
        }
    }
});
