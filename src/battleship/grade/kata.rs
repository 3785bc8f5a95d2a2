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
    type Change = misreadings::Change;

    /// `findWinner` of four lists of strings, and the adapters.
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    /// The preset's name: `jones`, `apart`.
    fn rules(&self) -> String {
        self.preset.name().to_string()
    }

    /// The battle's line: both fleets, then both players' shots,
    /// separated by `|` ([`Battle::line`]).
    fn line(&self, battle: &Battle) -> String {
        battle.line()
    }

    /// A case is a battle.
    fn noun(&self) -> &'static str {
        "battle"
    }

    /// Battleship.
    fn game(&self) -> &'static str {
        "Battleship"
    }

    /// The battle as its line: what `battleship winner` reads, to play it
    /// again.
    fn show_input(&self, battle: &Battle) -> String {
        battle.line()
    }

    /// The answer's line and what it says: `1 17 E4 (player 1 sinks
    /// player 2's last ship)`, `0 (no winner, both fleets afloat)`,
    /// `illegal 2 (player 2's fleet is illegal)`.
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

    /// The misreadings of the preset's rules ([`misreadings::misreadings`]).
    fn misreadings(&self) -> Vec<Misreading<BattleshipKata>> {
        misreadings::misreadings(self.preset)
    }

    /// The battle as the referee plays it by the preset's rules, each of
    /// `changes` made to them ([`misreadings::misread`]).
    fn misread(&self, battle: &Battle, changes: &[misreadings::Change]) -> BattleEnd {
        misreadings::misread(self, battle, changes)
    }

    /// A random battle by the preset's rules ([`random::battle`]).
    fn random_input(&self, rng: &mut rand_pcg::Pcg64Mcg) -> Battle {
        random::battle(&self.preset.rules(), rng)
    }

    /// Simpler battles, the biggest steps first ([`random::shrink`]).
    fn shrink(&self, battle: &Battle) -> Vec<Battle> {
        random::shrink(battle)
    }
}
