//! Battleship's rules as the grader needs them to grade a port case by
//! case ([`crate::grade::kata::Kata`]): the battle's line, the referee's
//! answer, the misreadings, random battles and their shrinking.

use crate::battleship::battle::{Battle, BattleEnd};
use crate::grade::game::Entry;
use crate::grade::kata::{Kata, Misreading};

use super::{misreadings, random, BattleshipKata, ENTRY};

impl Kata for BattleshipKata {
    type Input = Battle;
    type Reply = BattleEnd;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn rules(&self) -> String {
        self.preset.name().to_string()
    }

    fn line(&self, battle: &Battle) -> String {
        battle.line()
    }

    fn noun(&self) -> &'static str {
        "battle"
    }

    /// The battle as its line: what `battleship winner` reads, to play it
    /// again.
    fn show_input(&self, battle: &Battle) -> String {
        battle.line()
    }

    /// The answer's line and what it says: `1 17 E4 (player 1 sinks the
    /// last ship with its 17th shot, at E4)`.
    fn show_reply(&self, end: &BattleEnd) -> String {
        let words = match end {
            BattleEnd::Won { winner, .. } => {
                format!("{winner} sinks {}'s last ship", winner.opponent())
            }
            BattleEnd::Undecided => "no winner, both fleets afloat".to_string(),
            BattleEnd::Illegal(player) => format!("{player}'s fleet is illegal"),
        };
        format!("{} ({words})", end.line())
    }

    /// The battle as the referee plays it by the preset's rules.
    fn reference(&self, battle: &Battle) -> BattleEnd {
        battle.end(&self.preset.rules())
    }

    fn misreadings(&self) -> Vec<Misreading<BattleshipKata>> {
        misreadings::misreadings(self.preset)
    }

    fn random_input(&self, rng: &mut rand_pcg::Pcg64Mcg) -> Battle {
        random::battle(&self.preset.rules(), rng)
    }

    fn shrink(&self, battle: &Battle) -> Vec<Battle> {
        random::shrink(battle)
    }
}
