//! The random battles of `battleship grade --random`, over the whole domain
//! a port must referee, and how a battle the port disagrees on is shrunk.
//!
//! A random battle: each fleet placed as the original program places one
//! (B2, by the preset's rules), one fleet in six then made illegal by one
//! change (a ship moved onto another, twice as often as the rest; a ship
//! run off the board; a ship left out, or given the kind of another; with
//! ships kept apart, a ship moved next to another); each player's shots
//! the panels of the other fleet (as given) and up to eight others, in a
//! random order, one list in three cut short, and up to three shots fired
//! again later in the list. So most battles are won, some by a close
//! race, some run out of shots, and many have shots repeated.
//!
//! Every draw is from the generator given (battle `i` of a seed from the
//! kit's `game_rng(seed, i)`), by `random_range` over `u32`, so a seed gives
//! the same battles on every machine.

use rand::RngExt as _;
use rand_pcg::Pcg64Mcg;

use crate::battleship::battle::Battle;
use crate::battleship::board::{Panel, Panels, PANELS, SIZE};
use crate::battleship::fleet::{Orientation, Ship};
use crate::battleship::placement::Placement;
use crate::battleship::rules::Rules;
use crate::kit::montecarlo::shuffle;

/// A number drawn uniformly below `bound` (at least 1).
fn below(rng: &mut Pcg64Mcg, bound: usize) -> usize {
    rng.random_range(0..bound.max(1) as u32) as usize
}

/// A random battle by `rules` (see the module's description).
pub fn battle(rules: &Rules, rng: &mut Pcg64Mcg) -> Battle {
    let fleets = [fleet(rules, rng), fleet(rules, rng)];
    let shots = [shots(&fleets[1], rng), shots(&fleets[0], rng)];
    Battle { fleets, shots }
}

/// A fleet placed at random by `rules` as the original program places
/// one (B2), made illegal one time in six.
fn fleet(rules: &Rules, rng: &mut Pcg64Mcg) -> Vec<Ship> {
    let mut ships = Placement::Random.place(rules, rng).ships().to_vec();
    if below(rng, 6) == 0 {
        break_a_rule(&mut ships, rules, rng);
    }
    ships
}

/// Makes `ships` illegal by one change: a ship onto another (2 in 5, or
/// 2 in 6 with ships kept apart), off the board, left out or given the
/// kind of another (1 in 5 each), or, with ships kept apart, next to
/// another.
fn break_a_rule(ships: &mut Vec<Ship>, rules: &Rules, rng: &mut Pcg64Mcg) {
    let kinds = if rules.ships_may_touch { 5 } else { 6 };
    match below(rng, kinds) {
        0 | 1 => onto_another(ships, rng),
        2 => off_the_board(ships, rng),
        3 => {
            ships.remove(below(rng, ships.len()));
        }
        4 => {
            let (at, other) = two_ships(ships, rng);
            ships[at].kind = ships[other].kind;
        }
        _ => next_to_another(ships, rng),
    }
}

/// Two different places in `ships` (which holds two at least), drawn.
fn two_ships(ships: &[Ship], rng: &mut Pcg64Mcg) -> (usize, usize) {
    let at = below(rng, ships.len());
    let other = (at + 1 + below(rng, ships.len() - 1)) % ships.len();
    (at, other)
}

/// The panel `steps` panels back from `panel` along `orientation`, if on
/// the board.
fn back(panel: Panel, steps: u8, orientation: Orientation) -> Option<Panel> {
    match orientation {
        Orientation::Across => Panel::new(panel.row(), panel.column().checked_sub(steps)?),
        Orientation::Down => Panel::new(panel.row().checked_sub(steps)?, panel.column()),
    }
}

/// A drawn orientation.
fn orientation(rng: &mut Pcg64Mcg) -> Orientation {
    if below(rng, 2) == 0 {
        Orientation::Across
    } else {
        Orientation::Down
    }
}

/// Moves a ship of `ships` onto a panel of another, inside the board.
fn onto_another(ships: &mut [Ship], rng: &mut Pcg64Mcg) {
    let (at, other) = two_ships(ships, rng);
    let Some(target) = ships[other].panels() else {
        return;
    };
    let panel = target.nth(below(rng, target.len() as usize) as u32);
    for _ in 0..20 {
        let way = orientation(rng);
        let steps = below(rng, usize::from(ships[at].kind.length())) as u8;
        let Some(bow) = back(panel, steps, way) else {
            continue;
        };
        let moved = Ship {
            bow,
            orientation: way,
            ..ships[at]
        };
        if moved.panels().is_some() {
            ships[at] = moved;
            return;
        }
    }
}

/// Moves a ship of `ships` so that it runs off the board's right or
/// bottom edge.
fn off_the_board(ships: &mut [Ship], rng: &mut Pcg64Mcg) {
    let at = below(rng, ships.len());
    let length = ships[at].kind.length();
    // From the first place where the ship no longer fits to the edge.
    let along = (SIZE - length + 1 + below(rng, usize::from(length - 1)) as u8).min(SIZE - 1);
    let across = below(rng, usize::from(SIZE)) as u8;
    let way = orientation(rng);
    let bow = match way {
        Orientation::Across => Panel::new(across, along),
        Orientation::Down => Panel::new(along, across),
    };
    if let Some(bow) = bow {
        ships[at] = Ship {
            bow,
            orientation: way,
            ..ships[at]
        };
    }
}

/// Moves a ship of `ships` next to another (side by side or corner to
/// corner) without lying on one, inside the board, when a place is found.
fn next_to_another(ships: &mut [Ship], rng: &mut Pcg64Mcg) {
    let at = below(rng, ships.len());
    let others = ships
        .iter()
        .enumerate()
        .filter(|(index, _)| *index != at)
        .filter_map(|(_, ship)| ship.panels())
        .fold(Panels::EMPTY, Panels::or);
    for _ in 0..200 {
        let moved = Ship {
            bow: Panel::from_index(below(rng, usize::from(PANELS)) as u8).unwrap_or(ships[at].bow),
            orientation: orientation(rng),
            ..ships[at]
        };
        let Some(panels) = moved.panels() else {
            continue;
        };
        if panels.and(others).is_empty() && !panels.and(others.with_surroundings()).is_empty() {
            ships[at] = moved;
            return;
        }
    }
}

/// The panels of `ship` that lie on the board (all of them, or those
/// before the edge).
fn on_board(ship: &Ship) -> impl Iterator<Item = Panel> + '_ {
    (0..ship.kind.length()).map_while(move |i| match ship.orientation {
        Orientation::Across => Panel::new(ship.bow.row(), ship.bow.column() + i),
        Orientation::Down => Panel::new(ship.bow.row() + i, ship.bow.column()),
    })
}

/// A player's shots at `target` (see the module's description).
fn shots(target: &[Ship], rng: &mut Pcg64Mcg) -> Vec<Panel> {
    let aimed: Panels = target.iter().flat_map(on_board).collect();
    let mut list: Vec<Panel> = aimed.iter().collect();
    for _ in 0..below(rng, 9) {
        list.extend(Panel::from_index(below(rng, usize::from(PANELS)) as u8));
    }
    shuffle(&mut list, rng);
    if below(rng, 3) == 0 {
        let kept = below(rng, list.len() + 1);
        list.truncate(kept);
    }
    for _ in 0..[0, 0, 1, 1, 2, 3][below(rng, 6)] {
        if list.is_empty() {
            break;
        }
        let from = below(rng, list.len());
        let to = from + 1 + below(rng, list.len() - from);
        list.insert(to, list[from]);
    }
    list
}

/// Battles simpler than `battle` to try when shrinking it, the biggest
/// steps first: a player's shots all left out, then the second half of
/// them, then one shot at a time (the last first); then a shot moved a
/// panel toward A1, a ship's bow moved a panel toward A1, a ship down
/// turned across. Each is strictly simpler by (the shots, the sum of the
/// shots' panels by index, the sum of the bows' panels, the ships down),
/// compared in that order, so shrinking ends. No ship is left out: the
/// rules' fleet needs every one.
pub fn shrink(battle: &Battle) -> Vec<Battle> {
    let mut smaller = Vec::new();
    let mut with = |change: &dyn Fn(&mut Battle)| {
        let mut changed = battle.clone();
        change(&mut changed);
        smaller.push(changed);
    };
    for player in 0..2 {
        let shots = battle.shots[player].len();
        if shots > 0 {
            with(&|b| b.shots[player].clear());
        }
        if shots > 1 {
            with(&|b| b.shots[player].truncate(shots / 2));
        }
    }
    for player in 0..2 {
        for at in (0..battle.shots[player].len()).rev() {
            with(&|b| {
                b.shots[player].remove(at);
            });
        }
    }
    for player in 0..2 {
        for (at, panel) in battle.shots[player].iter().enumerate() {
            if let Some(earlier) = panel.index().checked_sub(1).and_then(Panel::from_index) {
                with(&|b| b.shots[player][at] = earlier);
            }
        }
    }
    for player in 0..2 {
        for (at, ship) in battle.fleets[player].iter().enumerate() {
            if let Some(earlier) = ship.bow.index().checked_sub(1).and_then(Panel::from_index) {
                with(&|b| b.fleets[player][at].bow = earlier);
            }
            if ship.orientation == Orientation::Down {
                with(&|b| b.fleets[player][at].orientation = Orientation::Across);
            }
        }
    }
    smaller
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::battle::BattleEnd;
    use crate::battleship::outcome::Player;
    use crate::battleship::rules::Preset;
    use crate::kit::montecarlo::game_rng;

    /// The measure every shrink step lowers.
    fn measure(battle: &Battle) -> (usize, u32, u32, usize) {
        let shots = battle.shots.iter().map(Vec::len).sum();
        let shot_sum = battle
            .shots
            .iter()
            .flatten()
            .map(|p| u32::from(p.index()))
            .sum();
        let ships = battle.fleets.iter().flatten();
        let bow_sum = ships.clone().map(|s| u32::from(s.bow.index())).sum();
        let downs = ships.filter(|s| s.orientation == Orientation::Down).count();
        (shots, shot_sum, bow_sum, downs)
    }

    #[test]
    fn a_seed_gives_the_same_battles_and_they_cover_every_end() {
        for preset in Preset::ALL {
            let rules = preset.rules();
            let battles: Vec<Battle> = (0..400)
                .map(|index| battle(&rules, &mut game_rng(7, index)))
                .collect();
            let again: Vec<Battle> = (0..400)
                .map(|index| battle(&rules, &mut game_rng(7, index)))
                .collect();
            assert_eq!(battles, again);
            let ends: Vec<BattleEnd> = battles.iter().map(|b| b.end(&rules)).collect();
            let share = |wanted: &dyn Fn(&BattleEnd) -> bool| {
                ends.iter().filter(|end| wanted(end)).count() * 100 / ends.len()
            };
            let won = |player| move |end: &BattleEnd| matches!(end, BattleEnd::Won { winner, .. } if *winner == player);
            // Both players win often, some battles run out of shots, and
            // about a third have an illegal fleet.
            let shares = [
                share(&won(Player::One)),
                share(&won(Player::Two)),
                share(&|e| *e == BattleEnd::Undecided),
                share(&|e| matches!(e, BattleEnd::Illegal(_))),
            ];
            let [one, two, nobody, illegal] = shares;
            assert!(
                one >= 20 && two >= 15 && nobody >= 5,
                "{preset}: {shares:?}"
            );
            assert!((20..=45).contains(&illegal), "{preset}: {shares:?}");
            let repeated = battles
                .iter()
                .filter(|b| {
                    b.shots.iter().any(|shots| {
                        shots.iter().copied().collect::<Panels>().len() as usize != shots.len()
                    })
                })
                .count();
            assert!(
                repeated >= 200,
                "{preset}: {repeated} battles repeat a shot"
            );
        }
    }

    #[test]
    fn every_rule_a_fleet_can_break_is_broken() {
        use crate::battleship::placement::PlacementError;
        let rules = Preset::Apart.rules();
        let mut seen = [false; 5];
        for index in 0..600 {
            let battle = battle(&rules, &mut game_rng(3, index));
            for ships in &battle.fleets {
                let broken = match crate::battleship::fleet::Fleet::place(ships, &rules) {
                    Ok(_) => continue,
                    Err(PlacementError::Overlap { .. }) => 0,
                    Err(PlacementError::OffBoard(_)) => 1,
                    Err(PlacementError::Missing(_)) => 2,
                    Err(PlacementError::Twice(_)) => 3,
                    Err(PlacementError::Touching { .. }) => 4,
                    Err(PlacementError::NotInFleet(_)) => continue,
                };
                seen[broken] = true;
            }
        }
        assert_eq!(seen, [true; 5]);
    }

    #[test]
    fn every_misreading_plays_every_random_battle_and_its_shrinks() {
        use crate::battleship::grade::BattleshipKata;
        use crate::grade::kata::Kata;
        for preset in Preset::ALL {
            let kata = BattleshipKata { preset };
            for index in 0..300 {
                let battle = battle(&preset.rules(), &mut game_rng(5, index));
                let tried = std::iter::once(battle.clone()).chain(shrink(&battle));
                for candidate in tried {
                    // Each plays to an end, whatever the end, never
                    // panicking (a count of a ship's panels once did).
                    kata.reference(&candidate);
                    for misreading in kata.misreadings() {
                        misreading.play(&kata, &candidate);
                    }
                }
            }
        }
    }

    #[test]
    fn every_shrink_step_is_strictly_simpler() {
        let rules = Preset::Jones.rules();
        for index in 0..50 {
            let battle = battle(&rules, &mut game_rng(11, index));
            let smaller = shrink(&battle);
            assert!(!smaller.is_empty());
            for candidate in smaller {
                assert!(measure(&candidate) < measure(&battle), "{index}");
            }
        }
        assert!(shrink(&Battle::default()).is_empty());
    }
}
