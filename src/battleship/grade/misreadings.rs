//! The ways ports are known to misread the referee, each played by the
//! referee itself ([`Battle::end`]) under the preset's rules with one
//! field changed: rule variants are data, never a copy of the loop.
//!
//! - `repeated_hit_sinks`: a shot at a panel already hit is one more hit on
//!   its ship, which sinks when its hits reach its length
//!   (bethrobson/Head-First-JavaScript-Programming#8, "a person can win the
//!   game even by getting his one HIT correct": entering the same hit
//!   location again sinks the ship); [`RepeatedShot::HitsAgain`].
//! - `repeated_shot_spends_turn`: a shot at a panel already fired at is no
//!   hit, but spends the turn and counts among the shots
//!   (a5c3nd3d/SWE20001-Battleships#9, "Shot count increases when you hit
//!   a hit tile"); [`RepeatedShot::SpendsTurn`].
//! - under `jones`, `overlap_allowed`: a fleet whose ships overlap is
//!   accepted, each ship marked on one grid in turn
//!   ([`Rules::ships_may_overlap`]); B2 refuses it. (Under `apart` ships
//!   that overlap touch, and are refused all the same.)
//! - under `apart`, `touching_allowed`: ships that touch are accepted;
//!   under `jones`, `touching_refused`: they are refused, though the
//!   original program lets them touch (B2) ([`Rules::ships_may_touch`]).

use crate::battleship::battle::{Battle, BattleEnd};
use crate::battleship::rules::{Preset, RepeatedShot, Rules};
use crate::grade::kata::Misreading;

use super::BattleshipKata;

/// A misreading's change: a field of the rules set otherwise.
pub type Change = fn(&mut Rules);

/// The battle's end by the kata's rules changed by every one of `changes`.
pub fn misread(kata: &BattleshipKata, battle: &Battle, changes: &[Change]) -> BattleEnd {
    let mut rules = kata.preset.rules();
    for change in changes {
        change(&mut rules);
    }
    battle.end(&rules)
}

/// The misreadings a port of `preset` may show: those that change
/// something under its rules (touching allowed changes nothing where
/// ships may touch, refused nothing where they may not; an overlap allowed
/// nothing where ships that overlap are refused as touching).
pub fn misreadings(preset: Preset) -> Vec<Misreading<BattleshipKata>> {
    let mut known = vec![
        Misreading {
            name: "repeated_hit_sinks",
            description: "the port counts a shot at a panel already hit as one more hit on its ship, which sinks when its hits reach its length; the referee refuses a shot at a panel already fired at: it is no second hit, and the player fires its next shot",
            rule: "repeated_shot",
            change: repeated_hit_sinks as Change,
        },
        Misreading {
            name: "repeated_shot_spends_turn",
            description: "the port lets a shot at a panel already fired at spend the player's turn and counts it among its shots; the referee refuses it and nothing changes: the player fires its next shot, and the refused one is not counted",
            rule: "repeated_shot",
            change: repeated_shot_spends_turn as Change,
        },
    ];
    match preset {
        Preset::Jones => known.extend([
            Misreading {
                name: "overlap_allowed",
                description: "the port accepts a fleet whose ships overlap (a later ship over an earlier one); ships never overlap: such a fleet is illegal",
                rule: "ships_may_overlap",
                change: overlap_allowed as Change,
            },
            Misreading {
                name: "touching_refused",
                description: "the port refuses ships that touch; the original program lets ships touch: only an overlap, a ship off the board or a wrong set of ships makes a fleet illegal",
                rule: "ships_may_touch",
                change: touching_refused as Change,
            },
        ]),
        Preset::Apart => known.push(Misreading {
            name: "touching_allowed",
            description: "the port accepts ships that touch; these rules keep ships a panel apart, side by side and corner to corner: such a fleet is illegal",
            rule: "ships_may_touch",
            change: touching_allowed as Change,
        }),
    }
    known
}

/// A shot at a panel already hit is one more hit ([`RepeatedShot::HitsAgain`]).
fn repeated_hit_sinks(rules: &mut Rules) {
    rules.repeated_shot = RepeatedShot::HitsAgain;
}

/// A shot at a panel already fired at spends the turn
/// ([`RepeatedShot::SpendsTurn`]).
fn repeated_shot_spends_turn(rules: &mut Rules) {
    rules.repeated_shot = RepeatedShot::SpendsTurn;
}

/// Ships may overlap ([`Rules::ships_may_overlap`]).
fn overlap_allowed(rules: &mut Rules) {
    rules.ships_may_overlap = true;
}

/// Ships may not touch ([`Rules::ships_may_touch`]).
fn touching_refused(rules: &mut Rules) {
    rules.ships_may_touch = false;
}

/// Ships may touch ([`Rules::ships_may_touch`]).
fn touching_allowed(rules: &mut Rules) {
    rules.ships_may_touch = true;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::builtin::FIXTURES;
    use crate::battleship::grade::load_cases;
    use crate::grade::kata::Kata;

    /// What each misreading answers to the built-in cases of `preset` that
    /// it answers differently from the referee, by case name.
    fn telling(preset: Preset) -> Vec<(&'static str, Vec<(String, String)>)> {
        let kata = BattleshipKata { preset };
        let (cases, _) = load_cases(&[], preset, &FIXTURES).unwrap();
        kata.misreadings()
            .into_iter()
            .map(|misreading| {
                let told = cases
                    .iter()
                    .filter_map(|case| {
                        let answer = misreading.play(&kata, &case.input);
                        (answer != case.expected).then(|| (case.name.clone(), answer.line()))
                    })
                    .collect();
                (misreading.name, told)
            })
            .collect()
    }

    /// The answer of `misreading` to `case` among `told`.
    fn answer<'a>(
        told: &'a [(&'static str, Vec<(String, String)>)],
        misreading: &str,
        case: &str,
    ) -> Option<&'a str> {
        told.iter()
            .find(|(name, _)| *name == misreading)?
            .1
            .iter()
            .find(|(name, _)| name == case)
            .map(|(_, answer)| answer.as_str())
    }

    #[test]
    fn each_misreading_gives_what_the_fixtures_reasoning_says() {
        let jones = telling(Preset::Jones);
        let names: Vec<&str> = jones.iter().map(|(name, _)| *name).collect();
        assert_eq!(
            names,
            [
                "repeated_hit_sinks",
                "repeated_shot_spends_turn",
                "overlap_allowed",
                "touching_refused"
            ]
        );
        let repeated = "battle_a_repeated_shot_is_refused_and_its_shooter_fires_again";
        let twice = "battle_a_ship_hit_twice_on_one_panel_is_not_sunk";
        assert_eq!(
            answer(&jones, "repeated_hit_sinks", repeated),
            Some("2 17 A1")
        );
        assert_eq!(answer(&jones, "repeated_hit_sinks", twice), Some("1 17 E4"));
        assert_eq!(
            answer(&jones, "repeated_shot_spends_turn", repeated),
            Some("2 17 A1")
        );
        assert_eq!(answer(&jones, "repeated_shot_spends_turn", twice), None);
        assert_eq!(
            answer(
                &jones,
                "overlap_allowed",
                "battle_an_overlapping_fleet_is_illegal"
            ),
            Some("2 17 A1")
        );
        assert_eq!(
            answer(
                &jones,
                "overlap_allowed",
                "placement_a_cruiser_across_a_submarine_overlaps_it"
            ),
            Some("0")
        );
        assert_eq!(
            answer(
                &jones,
                "touching_refused",
                "battle_touching_ships_fight_by_the_original_rules"
            ),
            Some("illegal 1")
        );
        let apart = telling(Preset::Apart);
        let names: Vec<&str> = apart.iter().map(|(name, _)| *name).collect();
        assert_eq!(
            names,
            [
                "repeated_hit_sinks",
                "repeated_shot_spends_turn",
                "touching_allowed"
            ]
        );
        assert_eq!(
            answer(
                &apart,
                "touching_allowed",
                "battle_touching_ships_are_illegal_when_the_rules_keep_them_apart"
            ),
            Some("1 17 E5")
        );
        let miss = "battle_a_repeated_miss_is_refused_when_ships_are_kept_apart";
        assert_eq!(
            answer(&apart, "repeated_shot_spends_turn", miss),
            Some("1 19 E4")
        );
        assert_eq!(answer(&apart, "repeated_hit_sinks", miss), Some("1 19 E4"));
        // Every misreading answers some built-in case of its preset wrongly.
        for (name, told) in jones.iter().chain(&apart) {
            assert!(!told.is_empty(), "{name} is told by no case");
        }
    }
}
