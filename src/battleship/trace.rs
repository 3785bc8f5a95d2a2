//! The golden trace text of Battleship: a game shot by shot (who fires,
//! where, as `B7`, and the defender's answer), then both boards drawn, each
//! fleet with the shots it took; and the boards of the fixtures' cases.
//!
//! A board is drawn ten rows `A` to `J` under the column numbers `1` to
//! `10`. On an ocean (a fleet's own board) a ship's panel not hit is its
//! letter (`C` Carrier, `B` Battleship, `R` Cruiser, `S` Submarine, `D`
//! Destroyer), a panel hit is `X`, a miss `o`, water not fired at `.`. A
//! firing board shows `X` and `o` alone, and `*` on the panels a strategy
//! may fire at.

use std::fmt::Write as _;

use crate::battleship::board::{Panel, Panels};
use crate::battleship::fleet::{Fleet, ShipKind};
use crate::battleship::game::play;
use crate::battleship::outcome::{GameError, Player};
use crate::battleship::placement::Placement;
use crate::battleship::recorder::Recording;
use crate::battleship::rules::{RepeatedShot, Rules};
use crate::battleship::strategies::StrategyName;
use crate::kit::montecarlo::game_rng;

/// The column numbers above a board.
const COLUMNS: &str = "    1 2 3 4 5 6 7 8 9 10";

/// What the marks of an ocean mean, printed under it.
pub const OCEAN_LEGEND: &str =
    "C Carrier, B Battleship, R Cruiser, S Submarine, D Destroyer (not hit); X hit; o miss; . not fired at";

/// The letter a ship's panels are drawn with.
pub const fn letter(kind: ShipKind) -> char {
    match kind {
        ShipKind::Carrier => 'C',
        ShipKind::Battleship => 'B',
        ShipKind::Cruiser => 'R',
        ShipKind::Submarine => 'S',
        ShipKind::Destroyer => 'D',
    }
}

/// A board drawn as its lines, the column numbers first, each panel's mark
/// given by `mark`.
pub fn draw(mark: impl Fn(Panel) -> char) -> Vec<String> {
    let mut lines = vec![COLUMNS.to_string()];
    for row in 0..10u8 {
        let mut line = format!(" {}  ", char::from(b'A' + row));
        for column in 0..10u8 {
            if let Some(panel) = Panel::new(row, column) {
                if column > 0 {
                    line.push(' ');
                }
                line.push(mark(panel));
            }
        }
        lines.push(line);
    }
    lines
}

/// The ocean of `fleet` with the shots at `fired`: ships by letter, hits
/// `X`, misses `o`.
pub fn draw_ocean(fleet: &Fleet, fired: Panels) -> Vec<String> {
    draw(
        |panel| match (fleet.ship_at(panel), fired.contains(panel)) {
            (Some(_), true) => 'X',
            (Some(ship), false) => letter(ship.kind),
            (None, true) => 'o',
            (None, false) => '.',
        },
    )
}

/// A firing board: hits `X`, misses `o`, the panels of `targets` `*`.
pub fn draw_firing(hits: Panels, misses: Panels, targets: Panels) -> Vec<String> {
    draw(|panel| {
        if hits.contains(panel) {
            'X'
        } else if misses.contains(panel) {
            'o'
        } else if targets.contains(panel) {
            '*'
        } else {
            '.'
        }
    })
}

/// Two drawings side by side under their titles, as one text.
pub fn side_by_side(left: (&str, &[String]), right: (&str, &[String])) -> String {
    let width = 44;
    let mut text = format!("{:<width$}{}\n", left.0, right.0);
    for (a, b) in left.1.iter().zip(right.1) {
        let _ = writeln!(text, "{a:<width$}{b}");
    }
    text
}

/// The lines of `drawing`, each ended, as one text.
pub fn lines(drawing: &[String]) -> String {
    drawing.iter().map(|line| format!("{line}\n")).collect()
}

/// The rules in words: `the 1967 fleet, ships may touch` (the original
/// program's), with the fleet listed when it is another, and the
/// misreadings' fields when they are set (`ships may overlap`, `a repeated
/// shot hits again`).
pub fn describe_rules(rules: &Rules) -> String {
    let fleet = if *rules == Rules::default() || rules.fleet == Rules::default().fleet {
        "the 1967 fleet".to_string()
    } else {
        let names: Vec<&str> = rules.fleet.iter().map(|kind| kind.name()).collect();
        format!("a fleet of {}", names.join(", "))
    };
    let touch = if rules.ships_may_touch {
        "ships may touch"
    } else {
        "ships kept a panel apart"
    };
    let mut words = format!("{fleet}, {touch}");
    if rules.ships_may_overlap {
        words.push_str(", ships may overlap");
    }
    match rules.repeated_shot {
        RepeatedShot::Refused => {}
        RepeatedShot::SpendsTurn => words.push_str(", a repeated shot spends the turn"),
        RepeatedShot::HitsAgain => words.push_str(", a repeated shot hits again"),
    }
    words
}

/// A fleet's ships, one a line, in the order placed: `  Cruiser B2-B4`.
pub fn fleet_lines(fleet: &Fleet) -> String {
    fleet
        .ships()
        .iter()
        .map(|ship| format!("  {ship}\n"))
        .collect()
}

/// Who plays a traced game: each player's strategy, and how the fleets
/// were placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Players {
    /// Player 1's strategy, then player 2's.
    pub strategies: [String; 2],
    /// How the fleets were placed, in words (`at random, as the original
    /// program places them`).
    pub placement: String,
}

/// The trace of a whole game: the rules, both fleets, every shot, the end
/// and both boards.
pub fn game_text(rules: &Rules, players: &Players, recording: &Recording) -> String {
    let mut text = format!("rules: {}\n", describe_rules(rules));
    for player in Player::BOTH {
        let _ = writeln!(
            text,
            "{player} plays {}; fleet placed {}:",
            players.strategies[player.index()],
            players.placement
        );
        if let Some(fleet) = &recording.fleets[player.index()] {
            text.push_str(&fleet_lines(fleet));
        }
    }
    for shot in &recording.shots {
        let _ = writeln!(
            text,
            "round {}: {} fires at {}: {}",
            shot.round, shot.shooter, shot.panel, shot.answer
        );
    }
    if let Some(result) = &recording.result {
        let winner = result.winner;
        let _ = writeln!(
            text,
            "{winner} sinks {}'s fleet with shot {} and wins; shots fired: {} by player 1, {} by player 2",
            winner.opponent(),
            result.winning_shots(),
            result.shots[0],
            result.shots[1]
        );
    }
    text.push_str(&oceans(recording));
    text
}

/// The trace of a game seeded with `seed`: both fleets placed by
/// `placement` (player 1's first), then the shots of `players` (player 1's
/// strategy, then player 2's) in turn, all drawn from one generator seeded
/// with `seed` (the kit's `game_rng(seed, 0)`).
pub fn seeded_game(
    rules: &Rules,
    placement: Placement,
    players: [StrategyName; 2],
    seed: u64,
) -> Result<String, GameError> {
    let mut rng = game_rng(seed, 0);
    let fleets = [
        placement.place(rules, &mut rng),
        placement.place(rules, &mut rng),
    ];
    let mut recording = Recording::default();
    let [mut one, mut two] = players.map(StrategyName::build);
    play(fleets, &mut one, &mut two, &mut rng, &mut recording)?;
    let words = Players {
        strategies: players.map(|name| name.name().to_string()),
        placement: placement_words(placement),
    };
    Ok(game_text(rules, &words, &recording))
}

/// How a placement is worded in a trace.
fn placement_words(placement: Placement) -> String {
    match placement {
        Placement::Random => "at random, ship by ship as the original program does".to_string(),
        Placement::Uniform => "uniformly among every legal fleet".to_string(),
    }
}

/// Both oceans at the end of `recording`, side by side, each with the
/// shots the other player fired at it.
fn oceans(recording: &Recording) -> String {
    let fired_by = |shooter: Player| -> Panels {
        recording
            .shots
            .iter()
            .filter(|shot| shot.shooter == shooter)
            .map(|shot| shot.panel)
            .collect()
    };
    let drawn = |player: Player| match &recording.fleets[player.index()] {
        Some(fleet) => draw_ocean(fleet, fired_by(player.opponent())),
        None => Vec::new(),
    };
    let (one, two) = (drawn(Player::One), drawn(Player::Two));
    let mut text = String::from("\n");
    match (one.is_empty(), two.is_empty()) {
        (false, false) => text.push_str(&side_by_side(
            ("player 1's ocean, fired at by player 2", &one),
            ("player 2's ocean, fired at by player 1", &two),
        )),
        (true, false) => {
            text.push_str("player 2's ocean, fired at by player 1\n");
            text.push_str(&lines(&two));
        }
        (false, true) => {
            text.push_str("player 1's ocean, fired at by player 2\n");
            text.push_str(&lines(&one));
        }
        (true, true) => return String::new(),
    }
    let _ = writeln!(text, "{OCEAN_LEGEND}");
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::fleet::{Orientation, Ship};

    #[test]
    fn an_ocean_shows_ships_hits_and_misses() {
        let ships = [Ship {
            kind: ShipKind::Destroyer,
            bow: "A1".parse().unwrap(),
            orientation: Orientation::Across,
        }];
        let rules = Rules {
            fleet: vec![ShipKind::Destroyer],
            ships_may_touch: true,
            ..Rules::default()
        };
        let fleet = Fleet::place(&ships, &rules).unwrap();
        let fired: Panels = ["A2", "J10"].iter().map(|p| p.parse().unwrap()).collect();
        let drawing = draw_ocean(&fleet, fired);
        assert_eq!(drawing[0], COLUMNS);
        assert_eq!(drawing[1], " A  D X . . . . . . . .");
        assert_eq!(drawing[10], " J  . . . . . . . . . o");
        assert_eq!(
            describe_rules(&rules),
            "a fleet of Destroyer, ships may touch"
        );
        assert_eq!(
            describe_rules(&Rules::default()),
            "the 1967 fleet, ships may touch"
        );
    }
}
