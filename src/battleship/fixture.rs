//! Battleship's fixtures: language-neutral test cases in YAML, one file per
//! case, in `fixtures/battleship/`. The format is described in the manual
//! (`book/src/contributing/fixtures.md`, "Battleship fixtures").
//!
//! A case is one of three kinds, named by its `case` field:
//!
//! - `placement`: a fleet written ship by ship (`destroyer A1 across`),
//!   placed in the order given, and the verdict the rules give it
//!   (`legal`, `off_board`, `overlap`, `touching`, ...).
//! - `referee`: a legal fleet and a sequence of shots, each with the answer
//!   the defender gives (`- A2: hit, Destroyer sunk`).
//! - `strategy`: the shots a strategy has fired so far with their answers,
//!   and the set of panels it may fire at next, drawn as a board.
//! - `battle`: both players' fleets and shots, and how the battle ends
//!   ([`crate::battleship::battle`]), written as a port answers it
//!   (`1 17 E4`, `0`, `illegal 2`).

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::battleship::battle::{Battle, BattleEnd, Played};
use crate::battleship::board::{Panel, Panels};
use crate::battleship::fleet::{Fleet, Orientation, Ship, ShipKind};
use crate::battleship::outcome::Player;
use crate::battleship::placement::PlacementError;
use crate::battleship::referee::{Answer, FiringBoard, Ocean, ShotError};
use crate::battleship::rules::Rules;
use crate::battleship::strategies::StrategyName;
use crate::battleship::strategy::Strategy;
use crate::battleship::trace::{self, describe_rules, draw, draw_firing, draw_ocean, letter};
use crate::kit::error::{Error, ErrorKind, Position};
use crate::kit::fixture::GameFixture;
use crate::kit::overrides;
use crate::kit::words::count;
use crate::kit::yaml;

/// Where the format is described, for the errors of a fixture's shape.
const FORMAT: &str = "see \"Battleship fixtures\" in the manual (book/src/contributing/fixtures.md) for the fields of each kind of case";

/// One test case, as written in a fixture file.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fixture {
    /// A UUID that never changes.
    pub id: String,
    /// What the case shows, in one sentence.
    pub description: String,
    /// Where the rule comes from: a file and a point, e.g.
    /// `003_programs.md B2`.
    pub source: String,
    /// The id of an earlier case this one corrects, if any.
    #[serde(default)]
    pub reimplements: Option<String>,
    /// How the expected values were worked out by hand.
    pub reasoning: String,
    /// What kind of case this is.
    pub case: Case,
    /// The fields of the rules changed from the original program's
    /// (`{ships_may_touch: false}`); none when left out.
    #[serde(default)]
    pub rules: serde_yaml::Mapping,
    /// The fleet, ship by ship in the order placed: `destroyer A1 across`.
    #[serde(default)]
    pub fleet: Vec<String>,
    /// The strategy a `strategy` case asks (`jones`, `random`, ...).
    #[serde(default)]
    pub strategy: Option<String>,
    /// The shots, in order, each a panel and its answer: `A2: hit,
    /// Destroyer sunk`.
    #[serde(default)]
    pub shots: Vec<ShotLine>,
    /// Player 1's side of a `battle` case: its fleet and its shots.
    #[serde(default)]
    pub player_1: Option<Side>,
    /// Player 2's side of a `battle` case.
    #[serde(default)]
    pub player_2: Option<Side>,
    /// What the rules give, for `placement`, `strategy` and `battle` cases
    /// (a `referee` case gives each answer beside its shot).
    #[serde(default)]
    pub expected: Expected,
}

/// A player's side of a `battle` case, as written.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Side {
    /// The fleet, ship by ship in the order placed: `destroyer A1 across`.
    pub fleet: Vec<String>,
    /// The shots at the other player's fleet, in the order fired: `A1`.
    #[serde(default)]
    pub shots: Vec<String>,
}

/// The kinds of case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Case {
    /// A fleet and the verdict of the placement rules.
    Placement,
    /// A fleet and shots, each with its answer.
    Referee,
    /// Shots so far and where a strategy may fire next.
    Strategy,
    /// Both fleets and both players' shots, and how the battle ends.
    Battle,
}

/// A shot as written: one panel and the answer to it, `A2: hit`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "serde_yaml::Mapping")]
pub struct ShotLine {
    /// The panel, as written.
    pub panel: String,
    /// The answer, as written.
    pub answer: String,
}

impl TryFrom<serde_yaml::Mapping> for ShotLine {
    type Error = String;

    fn try_from(map: serde_yaml::Mapping) -> Result<ShotLine, String> {
        let shape = "a shot is written `PANEL: ANSWER`, one a line, e.g. `- A2: hit`";
        let mut entries = map.into_iter();
        let (Some((panel, answer)), None) = (entries.next(), entries.next()) else {
            return Err(shape.to_string());
        };
        match (panel, answer) {
            (serde_yaml::Value::String(panel), serde_yaml::Value::String(answer)) => {
                Ok(ShotLine { panel, answer })
            }
            _ => Err(shape.to_string()),
        }
    }
}

/// The expected values of a `placement` or `strategy` case.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    /// The placement's verdict.
    #[serde(default)]
    pub verdict: Option<Verdict>,
    /// The ship the verdict is about: the first refused.
    #[serde(default)]
    pub ship: Option<String>,
    /// The ship placed before that it overlaps or touches.
    #[serde(default)]
    pub with: Option<String>,
    /// The first panel of an overlap.
    #[serde(default)]
    pub panel: Option<String>,
    /// The firing board with `*` on each panel the strategy may fire at.
    #[serde(default)]
    pub may_fire_at: Option<String>,
    /// How a battle ends, as a port answers it: `1 17 E4` (player 1 wins,
    /// its 17th shot, at E4, sinking the last ship), `0` (both players'
    /// shots spent with both fleets afloat), `illegal 2` (player 2's fleet
    /// breaks the placement rules).
    #[serde(default)]
    pub answer: Option<serde_yaml::Value>,
}

/// What the placement rules make of a fleet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Every ship placed.
    Legal,
    /// A ship runs off the board.
    OffBoard,
    /// A ship lies on a panel of a ship placed before it.
    Overlap,
    /// A ship touches one placed before it, and the rules forbid it.
    Touching,
    /// A kind of the rules' fleet is not placed.
    Missing,
    /// A kind is placed twice.
    Twice,
    /// A kind the rules' fleet does not hold is placed.
    NotInFleet,
}

impl Verdict {
    /// The verdict as fixtures write it.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Legal => "legal",
            Verdict::OffBoard => "off_board",
            Verdict::Overlap => "overlap",
            Verdict::Touching => "touching",
            Verdict::Missing => "missing",
            Verdict::Twice => "twice",
            Verdict::NotInFleet => "not_in_fleet",
        }
    }
}

/// What a placement comes to: the verdict, and the ships and panel it
/// names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlacementOutcome {
    /// The verdict.
    pub verdict: Verdict,
    /// The ship refused (or missing, twice, not in the fleet).
    pub ship: Option<ShipKind>,
    /// The ship placed before it that it overlaps or touches.
    pub with: Option<ShipKind>,
    /// The first panel both cover, for an overlap.
    pub panel: Option<Panel>,
}

impl PlacementOutcome {
    /// What the rules make of `ships`: placed in order by [`Fleet::place`].
    pub fn of(ships: &[Ship], rules: &Rules) -> PlacementOutcome {
        let outcome = |verdict, ship, with, panel| PlacementOutcome {
            verdict,
            ship,
            with,
            panel,
        };
        match Fleet::place(ships, rules) {
            Ok(_) => outcome(Verdict::Legal, None, None, None),
            Err(PlacementError::OffBoard(ship)) => {
                outcome(Verdict::OffBoard, Some(ship.kind), None, None)
            }
            Err(PlacementError::Overlap { ship, other }) => {
                let shared = match (ship.panels(), other.panels()) {
                    (Some(a), Some(b)) => a.and(b).first(),
                    _ => None,
                };
                outcome(Verdict::Overlap, Some(ship.kind), Some(other.kind), shared)
            }
            Err(PlacementError::Touching { ship, other }) => {
                outcome(Verdict::Touching, Some(ship.kind), Some(other.kind), None)
            }
            Err(PlacementError::Missing(kind)) => outcome(Verdict::Missing, Some(kind), None, None),
            Err(PlacementError::Twice(kind)) => outcome(Verdict::Twice, Some(kind), None, None),
            Err(PlacementError::NotInFleet(kind)) => {
                outcome(Verdict::NotInFleet, Some(kind), None, None)
            }
        }
    }
}

impl std::fmt::Display for PlacementOutcome {
    /// `overlap: cruiser with submarine at C3`, `legal`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.verdict.name())?;
        if let Some(ship) = self.ship {
            write!(f, ": {}", ship.name().to_lowercase())?;
        }
        if let Some(with) = self.with {
            write!(f, " with {}", with.name().to_lowercase())?;
        }
        if let Some(panel) = self.panel {
            write!(f, " at {panel}")?;
        }
        Ok(())
    }
}

/// What the defender says to a shot: an [`Answer`], or the shot refused.
pub type Told = Result<Answer, ShotError>;

/// A shot's answer as fixtures and traces write it: `miss`, `hit`, `hit,
/// Destroyer sunk`, `hit, Carrier sunk, fleet sunk`, and for a shot refused
/// `already fired at` or `game over`.
pub fn told_text(told: Told) -> String {
    match told {
        Ok(answer) => answer.to_string(),
        Err(ShotError::Repeated(_)) => "already fired at".to_string(),
        Err(ShotError::FleetSunk) => "game over".to_string(),
    }
}

/// Reads an answer written as [`told_text`] writes it (any case), for a
/// shot at `panel`.
pub fn parse_told(text: &str, panel: Panel) -> Result<Told, String> {
    let words = text.trim().to_lowercase();
    let parts: Vec<&str> = words.split(',').map(str::trim).collect();
    let sunk = |part: &str| part.strip_suffix(" sunk").and_then(ShipKind::from_name);
    let told: Option<Told> = match parts.as_slice() {
        ["miss"] => Some(Ok(Answer::Miss)),
        ["hit"] => Some(Ok(Answer::Hit)),
        ["already fired at"] => Some(Err(ShotError::Repeated(panel))),
        ["game over"] => Some(Err(ShotError::FleetSunk)),
        ["hit", ship] => sunk(ship).map(|kind| Ok(Answer::Sunk(kind))),
        ["hit", ship, "fleet sunk"] => sunk(ship).map(|kind| Ok(Answer::FleetSunk(kind))),
        _ => None,
    };
    told.ok_or_else(|| {
        format!(
            "`{}` is not an answer: write miss, hit, `hit, Destroyer sunk`, `hit, Carrier sunk, fleet sunk`, `already fired at` or `game over`",
            text.trim()
        )
    })
}

/// A shot of a fixture, read: where, what the defender says, and where it
/// is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shot {
    /// The panel fired at.
    pub panel: Panel,
    /// The answer written beside it.
    pub told: Told,
    /// Where the shot is written.
    pub position: Option<Position>,
}

/// What a fixture holds, read and checked for shape.
#[derive(Debug, Clone)]
pub enum Body {
    /// A fleet to place, ship by ship.
    Placement {
        /// The ships, in the order given.
        ships: Vec<Ship>,
    },
    /// A fleet and shots at it.
    Referee {
        /// The fleet, placed.
        fleet: Fleet,
        /// The shots, in order.
        shots: Vec<Shot>,
    },
    /// Two fleets and their shots, and how the battle ends.
    Battle {
        /// The battle.
        battle: Battle,
        /// How it ends, as expected.
        expected: BattleEnd,
    },
    /// Shots a strategy fired, and where it may fire next.
    Strategy {
        /// The strategy.
        strategy: StrategyName,
        /// The shots so far, every one answered.
        shots: Vec<Shot>,
        /// The panels it may fire at next.
        targets: Panels,
    },
}

/// A fixture read from its file: its text, its rules and what it holds.
#[derive(Debug, Clone)]
pub struct FixtureFile {
    /// The file's path as given.
    pub path: PathBuf,
    /// The fixture as written.
    pub fixture: Fixture,
    /// The rules, the fixture's changes applied to the original program's.
    pub rules: Rules,
    /// What it holds, read.
    pub body: Body,
    text: String,
}

impl GameFixture for FixtureFile {
    /// Parses `text` as the fixture at `path`: the YAML, the id, the rules,
    /// and the fleet, shots and boards its kind of case needs.
    fn parse(path: &Path, text: String) -> Result<FixtureFile, Error> {
        let origin = path.display().to_string();
        let fixture: Fixture = yaml::parse(&text, &origin).map_err(|error| {
            if error.kind() == ErrorKind::Fixture {
                error.with_fix(FORMAT)
            } else {
                error
            }
        })?;
        let mut file = FixtureFile {
            path: path.to_path_buf(),
            fixture,
            rules: Rules::default(),
            body: Body::Placement { ships: Vec::new() },
            text,
        };
        if !yaml::is_uuid(&file.fixture.id) {
            let message = format!("id \"{}\" is not a UUID", file.fixture.id);
            return Err(file.error(ErrorKind::Id, message, file.at(&["id"])));
        }
        file.rules = file.read_rules()?;
        file.body = match file.fixture.case {
            Case::Placement => file.placement()?,
            Case::Referee => file.referee()?,
            Case::Strategy => file.strategy_case()?,
            Case::Battle => file.battle_case()?,
        };
        Ok(file)
    }

    /// Plays the case and reports each expected value that disagrees.
    fn check(&self) -> Vec<Error> {
        match &self.body {
            Body::Placement { ships } => self.check_placement(ships),
            Body::Referee { fleet, shots } => self.check_referee(*fleet, shots),
            Body::Strategy {
                strategy,
                shots,
                targets,
            } => self.check_strategy(*strategy, shots, *targets),
            Body::Battle { battle, expected } => self.check_battle(battle, *expected),
        }
    }

    fn path(&self) -> &Path {
        &self.path
    }

    fn text(&self) -> &str {
        &self.text
    }

    fn id(&self) -> &str {
        &self.fixture.id
    }

    fn description(&self) -> &str {
        &self.fixture.description
    }
}

impl FixtureFile {
    /// The rules: the original program's with the fixture's changes.
    fn read_rules(&self) -> Result<Rules, Error> {
        let rules = overrides::apply(&Rules::default(), self.fixture.rules.clone())
            .map_err(|message| self.error(ErrorKind::Rules, message, self.at(&["rules"])))?;
        rules.check().map_err(|problem| {
            self.error(ErrorKind::Rules, problem.to_string(), self.at(&["rules"]))
        })?;
        Ok(rules)
    }

    /// A `placement` case: its ships and its verdict.
    fn placement(&self) -> Result<Body, Error> {
        self.refuse_sides("placement")?;
        self.refuse_field(!self.fixture.shots.is_empty(), "shots", "placement")?;
        self.refuse_field(self.fixture.strategy.is_some(), "strategy", "placement")?;
        let ships = self.ships()?;
        if self.fixture.expected.verdict.is_none() {
            let message = "a placement case gives `expected: {verdict: ...}`";
            return Err(self.error(ErrorKind::Fixture, message.into(), self.at(&["expected"])));
        }
        for key in ["ship", "with", "panel"] {
            self.expected_text(key)?;
        }
        Ok(Body::Placement { ships })
    }

    /// A `referee` case: its fleet, which must be legal, and its shots.
    fn referee(&self) -> Result<Body, Error> {
        self.refuse_sides("referee")?;
        self.refuse_field(self.fixture.strategy.is_some(), "strategy", "referee")?;
        self.refuse_field(
            self.fixture.expected != Expected::default(),
            "expected",
            "referee (each answer is written beside its shot)",
        )?;
        let ships = self.ships()?;
        let fleet = Fleet::place(&ships, &self.rules).map_err(|problem| {
            let at = self.problem_ship(&ships, &problem);
            self.error(ErrorKind::Fixture, problem.to_string(), at)
                .with_fix("a referee case needs a legal fleet: move the ship, or make the case a `placement` case")
        })?;
        Ok(Body::Referee {
            fleet,
            shots: self.shots()?,
        })
    }

    /// A `strategy` case: its strategy, the shots so far and the board of
    /// the panels it may fire at.
    fn strategy_case(&self) -> Result<Body, Error> {
        self.refuse_sides("strategy")?;
        self.refuse_field(!self.fixture.fleet.is_empty(), "fleet", "strategy")?;
        let name = self.fixture.strategy.as_deref().ok_or_else(|| {
            let message = "a strategy case names its `strategy`";
            self.error(ErrorKind::Fixture, message.into(), None)
        })?;
        let strategy: StrategyName =
            name.parse()
                .map_err(|problem: crate::battleship::strategies::UnknownStrategy| {
                    self.error(
                        ErrorKind::Fixture,
                        problem.to_string(),
                        self.at(&["strategy"]),
                    )
                })?;
        let shots = self.shots()?;
        if let Some(shot) = shots.iter().find(|shot| shot.told.is_err()) {
            let message =
                "the shots of a strategy case are all answered: a refused shot is a referee case";
            return Err(self.error(ErrorKind::Fixture, message.into(), shot.position));
        }
        let targets = self.targets(&shots)?;
        Ok(Body::Strategy {
            strategy,
            shots,
            targets,
        })
    }

    /// A `battle` case: both sides, each a fleet (legal or not) and its
    /// shots, and the answer expected, with the verdict on the fleet
    /// refused when it says `illegal`.
    fn battle_case(&self) -> Result<Body, Error> {
        let kind = "battle (each player's fleet and shots are under `player_1` and `player_2`)";
        self.refuse_field(!self.fixture.fleet.is_empty(), "fleet", kind)?;
        self.refuse_field(!self.fixture.shots.is_empty(), "shots", kind)?;
        self.refuse_field(self.fixture.strategy.is_some(), "strategy", kind)?;
        let expected = &self.fixture.expected;
        self.refuse_field(expected.may_fire_at.is_some(), "may_fire_at", "battle")?;
        let answer = expected.answer.as_ref().ok_or_else(|| {
            let message = "a battle case gives `expected: {answer: ...}`, as a port answers: `1 17 E4`, `0` or `illegal 2`";
            self.error(ErrorKind::Fixture, message.into(), self.at(&["expected"]))
        })?;
        let at = self.at(&["expected", "answer"]);
        let text = match answer {
            serde_yaml::Value::String(text) => text.clone(),
            serde_yaml::Value::Number(number) => number.to_string(),
            _ => String::new(),
        };
        let expected_end = BattleEnd::read(&text).ok_or_else(|| {
            let message = format!(
                "`{text}` is not an answer: write the winner, its shots and the panel of the last one (`1 17 E4`), `0` when both players' shots are spent with both fleets afloat, or `illegal 1` or `illegal 2`"
            );
            self.error(ErrorKind::Fixture, message, at)
        })?;
        if !matches!(expected_end, BattleEnd::Illegal(_)) {
            let refused = ["verdict", "ship", "with", "panel"];
            let extra = refused.iter().find(|key| match **key {
                "verdict" => expected.verdict.is_some(),
                "ship" => expected.ship.is_some(),
                "with" => expected.with.is_some(),
                _ => expected.panel.is_some(),
            });
            if let Some(key) = extra {
                let message = format!(
                    "a battle case gives `{key}` only when its answer is `illegal`, for the fleet refused"
                );
                return Err(self.error(ErrorKind::Fixture, message, self.at(&["expected", key])));
            }
        }
        for key in ["ship", "with", "panel"] {
            self.expected_text(key)?;
        }
        let mut battle = Battle::default();
        for player in Player::BOTH {
            let key = side_key(player);
            let side = self.side(player).ok_or_else(|| {
                let message =
                    format!("a battle case gives `{key}: {{fleet: [...], shots: [...]}}`");
                self.error(ErrorKind::Fixture, message, None)
            })?;
            battle.fleets[player.index()] = self.ships_at(&[key, "fleet"], &side.fleet)?;
            battle.shots[player.index()] = self.panels_at(&[key, "shots"], &side.shots)?;
        }
        Ok(Body::Battle {
            battle,
            expected: expected_end,
        })
    }

    /// The side of `player` in a battle case, as written.
    fn side(&self, player: Player) -> Option<&Side> {
        match player {
            Player::One => self.fixture.player_1.as_ref(),
            Player::Two => self.fixture.player_2.as_ref(),
        }
    }

    /// Refuses the players' sides in a case of `kind`, which is no battle.
    fn refuse_sides(&self, kind: &str) -> Result<(), Error> {
        self.refuse_field(self.fixture.player_1.is_some(), "player_1", kind)?;
        self.refuse_field(self.fixture.player_2.is_some(), "player_2", kind)?;
        self.refuse_field(self.fixture.expected.answer.is_some(), "answer", kind)
    }

    /// Refuses `field` in a case of `kind` when `given`.
    fn refuse_field(&self, given: bool, field: &str, kind: &str) -> Result<(), Error> {
        if given {
            let message = format!("a {kind} case has no `{field}`");
            return Err(self.error(ErrorKind::Fixture, message, self.at(&[field])));
        }
        Ok(())
    }

    /// The ships of `fleet`, each read from `KIND PANEL across|down`.
    fn ships(&self) -> Result<Vec<Ship>, Error> {
        if self.fixture.fleet.is_empty() {
            let message = "the case needs a `fleet`, one ship a line: `- destroyer A1 across`";
            return Err(self.error(ErrorKind::Fixture, message.into(), None));
        }
        self.ships_at(&["fleet"], &self.fixture.fleet)
    }

    /// The ships written under the key at `path`, each read from `KIND
    /// PANEL across|down`; a ship that cannot be read is placed at its
    /// item (in a block list) or its key.
    fn ships_at(&self, path: &[&str], lines: &[String]) -> Result<Vec<Ship>, Error> {
        lines
            .iter()
            .enumerate()
            .map(|(index, line)| {
                parse_ship(line).map_err(|(column, message)| {
                    let at = match yaml::item_position(&self.text, path, index) {
                        Some(p) => Some(Position {
                            line: p.line,
                            column: p.column + column,
                        }),
                        None => self.at(path),
                    };
                    self.error(ErrorKind::Fixture, message, at)
                })
            })
            .collect()
    }

    /// The panels written under the key at `path`, each read as `B7`.
    fn panels_at(&self, path: &[&str], names: &[String]) -> Result<Vec<Panel>, Error> {
        names
            .iter()
            .enumerate()
            .map(|(index, name)| {
                name.trim()
                    .parse()
                    .map_err(|problem: crate::battleship::PanelError| {
                        let at =
                            yaml::item_position(&self.text, path, index).or_else(|| self.at(path));
                        self.error(ErrorKind::Fixture, problem.to_string(), at)
                    })
            })
            .collect()
    }

    /// Where the ship a placement refused is written.
    fn problem_ship(&self, ships: &[Ship], problem: &PlacementError) -> Option<Position> {
        let kind = match problem {
            PlacementError::OffBoard(ship)
            | PlacementError::Overlap { ship, .. }
            | PlacementError::Touching { ship, .. } => ship.kind,
            PlacementError::Twice(kind) => {
                let index = ships.iter().rposition(|s| s.kind == *kind)?;
                return yaml::item_position(&self.text, &["fleet"], index);
            }
            PlacementError::NotInFleet(kind) => *kind,
            PlacementError::Missing(_) => return self.at(&["fleet"]),
        };
        let index = ships.iter().position(|s| s.kind == kind)?;
        yaml::item_position(&self.text, &["fleet"], index)
    }

    /// The shots, each panel and answer read.
    fn shots(&self) -> Result<Vec<Shot>, Error> {
        self.fixture
            .shots
            .iter()
            .enumerate()
            .map(|(index, line)| {
                let position = yaml::item_position(&self.text, &["shots"], index);
                let panel: Panel = line.panel.trim().parse().map_err(|problem| {
                    self.error(ErrorKind::Fixture, format!("{problem}"), position)
                })?;
                let told = parse_told(&line.answer, panel).map_err(|message| {
                    let at = position.map(|p| Position {
                        line: p.line,
                        column: p.column + line.panel.chars().count() + 2,
                    });
                    self.error(ErrorKind::Fixture, message, at)
                })?;
                Ok(Shot {
                    panel,
                    told,
                    position,
                })
            })
            .collect()
    }

    /// The panels marked `*` on the board of `expected.may_fire_at`, which
    /// must show the shots' hits (`X`) and misses (`o`) where they are.
    fn targets(&self, shots: &[Shot]) -> Result<Panels, Error> {
        let path = ["expected", "may_fire_at"];
        let drawing = self
            .fixture
            .expected
            .may_fire_at
            .as_deref()
            .ok_or_else(|| {
                let message = "a strategy case gives `expected: {may_fire_at: BOARD}`";
                self.error(ErrorKind::Fixture, message.into(), self.at(&["expected"]))
            })?;
        let start = self.at(&path);
        let board = read_board(drawing).map_err(|(row, column, message)| {
            let at = start.map(|key| Position {
                line: key.line + 1 + row,
                column: key.column + 2 + column,
            });
            self.error(ErrorKind::Fixture, message, at)
        })?;
        let (hits, misses) = fired_by(shots);
        if board.hits != hits || board.misses != misses {
            let message = format!(
                "the board shows hits {} and misses {}, but the shots give hits {} and misses {}",
                panel_list(board.hits),
                panel_list(board.misses),
                panel_list(hits),
                panel_list(misses)
            );
            return Err(self.error(ErrorKind::Fixture, message, start));
        }
        Ok(board.targets)
    }

    /// The text of `expected.KEY`, if given, read as a ship or a panel.
    fn expected_text(&self, key: &str) -> Result<(), Error> {
        let expected = &self.fixture.expected;
        let at = || self.at(&["expected", key]);
        match key {
            "ship" | "with" => {
                let value = if key == "ship" {
                    &expected.ship
                } else {
                    &expected.with
                };
                if let Some(name) = value {
                    ShipKind::from_name(name)
                        .ok_or_else(|| self.error(ErrorKind::Fixture, unknown_ship(name), at()))?;
                }
            }
            _ => {
                if let Some(panel) = &expected.panel {
                    panel.parse::<Panel>().map_err(|problem| {
                        self.error(ErrorKind::Fixture, problem.to_string(), at())
                    })?;
                }
            }
        }
        Ok(())
    }

    /// The expected outcome of a placement case.
    pub fn expected_placement(&self) -> Option<PlacementOutcome> {
        let expected = &self.fixture.expected;
        Some(PlacementOutcome {
            verdict: expected.verdict?,
            ship: expected.ship.as_deref().and_then(ShipKind::from_name),
            with: expected.with.as_deref().and_then(ShipKind::from_name),
            panel: expected.panel.as_deref().and_then(|p| p.parse().ok()),
        })
    }

    /// The verdict the rules give, against the one expected.
    fn check_placement(&self, ships: &[Ship]) -> Vec<Error> {
        let actual = PlacementOutcome::of(ships, &self.rules);
        let Some(mut expected) = self.expected_placement() else {
            return Vec::new();
        };
        // What the fixture leaves out is not checked.
        if self.fixture.expected.panel.is_none() {
            expected.panel = actual.panel;
        }
        if actual == expected {
            return Vec::new();
        }
        let message = format!("expected {expected}, but the rules give {actual}");
        vec![self.error(ErrorKind::Mismatch, message, self.at(&["expected"]))]
    }

    /// Each answer of the referee, against the one written beside its shot.
    fn check_referee(&self, fleet: Fleet, shots: &[Shot]) -> Vec<Error> {
        let mut ocean = Ocean::new(fleet);
        let mut problems = Vec::new();
        for (number, shot) in shots.iter().enumerate() {
            let told = ocean.fire(shot.panel);
            if told != shot.told {
                let message = format!(
                    "shot {} at {}: expected `{}`, but the referee answers `{}`",
                    number + 1,
                    shot.panel,
                    told_text(shot.told),
                    told_text(told)
                );
                problems.push(self.error(ErrorKind::Mismatch, message, shot.position));
            }
        }
        problems
    }

    /// How the battle ends, against the answer expected; for a fleet
    /// refused, the verdict on it against the one expected, if given.
    fn check_battle(&self, battle: &Battle, expected: BattleEnd) -> Vec<Error> {
        let played = battle.play(&self.rules);
        let mut problems = Vec::new();
        if played.end != expected {
            let message = format!(
                "expected `{}` ({expected}), but the battle ends `{}` ({})",
                expected.line(),
                played.end.line(),
                played.end
            );
            let at = self.at(&["expected", "answer"]);
            problems.push(self.error(ErrorKind::Mismatch, message, at));
        }
        if let (BattleEnd::Illegal(player), Some(mut wanted)) =
            (played.end, self.expected_placement())
        {
            let actual = PlacementOutcome::of(&battle.fleets[player.index()], &self.rules);
            if self.fixture.expected.panel.is_none() {
                wanted.panel = actual.panel;
            }
            if actual != wanted {
                let message = format!(
                    "expected {player}'s fleet to be {wanted}, but the rules give {actual}"
                );
                let at = self.at(&["expected", "verdict"]);
                problems.push(self.error(ErrorKind::Mismatch, message, at));
            }
        }
        problems
    }

    /// The strategy's candidates after the shots, against the panels
    /// marked on the board.
    fn check_strategy(&self, name: StrategyName, shots: &[Shot], targets: Panels) -> Vec<Error> {
        let actual = candidates_after(name, &self.rules, shots);
        if actual == targets {
            return Vec::new();
        }
        let message = format!(
            "expected {name} to fire at one of {} panels, but it chooses among {}: {}",
            targets.len(),
            actual.len(),
            difference(targets, actual)
        );
        let at = self.at(&["expected", "may_fire_at"]);
        vec![self.error(ErrorKind::Mismatch, message, at)]
    }

    /// The golden trace of the case: what it holds and what the rules
    /// make of it, with its board drawn.
    pub fn trace(&self) -> String {
        let rules = describe_rules(&self.rules);
        match &self.body {
            Body::Placement { ships } => placement_text(&rules, ships, &self.rules),
            Body::Referee { fleet, shots } => referee_text(&rules, fleet, shots),
            Body::Strategy {
                strategy, shots, ..
            } => strategy_text(&rules, *strategy, &self.rules, shots),
            Body::Battle { battle, .. } => battle_text(&rules, battle, &self.rules),
        }
    }

    /// Where the key at `path` is written.
    fn at(&self, path: &[&str]) -> Option<Position> {
        yaml::nested_key_position(&self.text, path)
    }
}

/// The panels `strategy` may fire at once it has fired `shots` and been
/// told their answers, against a fleet of the `rules`.
pub fn candidates_after(name: StrategyName, rules: &Rules, shots: &[Shot]) -> Panels {
    let mut strategy = name.build();
    strategy.reset();
    let mut board = FiringBoard::new(rules.kinds());
    for shot in shots {
        if let Ok(answer) = shot.told {
            board.mark(shot.panel, answer);
            strategy.learn(shot.panel, answer, &board);
        }
    }
    strategy.candidates(&board)
}

/// The trace of a placement case: the ships in order, the verdict, and
/// the board with every ship's panels on it (`#` where two ships lie).
fn placement_text(rules_words: &str, ships: &[Ship], rules: &Rules) -> String {
    let mut text = format!("placement case: {rules_words}\nships, in the order placed:\n");
    for ship in ships {
        text.push_str(&format!("  {ship}\n"));
    }
    text.push_str(&format!(
        "verdict: {}\n",
        PlacementOutcome::of(ships, rules)
    ));
    let drawing = draw(|panel| {
        let mut covering = ships.iter().filter(|ship| on_board(**ship).contains(panel));
        match (covering.next(), covering.next()) {
            (None, _) => '.',
            (Some(ship), None) => letter(ship.kind),
            (Some(_), Some(_)) => '#',
        }
    });
    text.push_str(&trace::lines(&drawing));
    text.push_str("C Carrier, B Battleship, R Cruiser, S Submarine, D Destroyer; # two ships on one panel; a ship off the board drawn as far as the edge\n");
    text
}

/// The panels of `ship` that are on the board: all of them, or for a ship
/// running off the board those before the edge.
fn on_board(ship: Ship) -> Panels {
    (0..ship.kind.length())
        .map_while(|i| match ship.orientation {
            Orientation::Across => Panel::new(ship.bow.row(), ship.bow.column() + i),
            Orientation::Down => Panel::new(ship.bow.row() + i, ship.bow.column()),
        })
        .collect()
}

/// The trace of a referee case: the fleet, each shot with the referee's
/// answer, and the ocean at the end.
fn referee_text(rules_words: &str, fleet: &Fleet, shots: &[Shot]) -> String {
    let mut text = format!("referee case: {rules_words}\nfleet:\n");
    text.push_str(&trace::fleet_lines(fleet));
    let mut ocean = Ocean::new(*fleet);
    for (number, shot) in shots.iter().enumerate() {
        let told = ocean.fire(shot.panel);
        let refused = if told.is_err() {
            " (refused: nothing changes)"
        } else {
            ""
        };
        text.push_str(&format!(
            "shot {} at {}: {}{refused}\n",
            number + 1,
            shot.panel,
            told_text(told)
        ));
    }
    text.push_str("the ocean at the end:\n");
    text.push_str(&trace::lines(&draw_ocean(fleet, ocean.fired())));
    text.push_str(trace::OCEAN_LEGEND);
    text.push('\n');
    text
}

/// The key of `player`'s side in a battle case: `player_1`.
fn side_key(player: Player) -> &'static str {
    match player {
        Player::One => "player_1",
        Player::Two => "player_2",
    }
}

/// The trace of a battle: both fleets (as given, when one is refused),
/// every shot in the order fired with the referee's answer, how the battle
/// ends and the answer a port gives, and both oceans at the end.
pub fn battle_text(rules_words: &str, battle: &Battle, rules: &Rules) -> String {
    let played = battle.play(rules);
    let mut text = format!("battle case: {rules_words}\n");
    let Played {
        end,
        refused,
        fleets,
        fired,
    } = &played;
    match (fleets, refused, end) {
        (Some(fleets), _, _) => {
            for player in Player::BOTH {
                text.push_str(&format!("{player}'s fleet:\n"));
                text.push_str(&trace::fleet_lines(&fleets[player.index()]));
            }
        }
        (None, Some(problem), BattleEnd::Illegal(player)) => {
            for side in Player::BOTH {
                text.push_str(&format!("{side}'s fleet, as given:\n"));
                for ship in &battle.fleets[side.index()] {
                    text.push_str(&format!("  {ship}\n"));
                }
            }
            text.push_str(&format!(
                "{player}'s fleet is refused: {problem}; no shot is fired\n"
            ));
        }
        _ => {}
    }
    for shot in fired {
        let shooter = shot.shooter;
        let refused = match (shot.told.is_err(), shot.counted) {
            (false, _) => String::new(),
            (true, false) => format!(" (refused: nothing changes, {shooter} fires its next shot)"),
            (true, true) => format!(" (refused, and by these rules it spends {shooter}'s turn)"),
        };
        text.push_str(&format!(
            "round {}: {shooter} fires at {}: {}{refused}\n",
            shot.round,
            shot.panel,
            told_text(shot.told)
        ));
    }
    if let BattleEnd::Won { winner, shots, .. } = end {
        let fired = fired.iter().filter(|shot| shot.shooter == *winner).count();
        if fired as u32 != *shots {
            text.push_str(&format!(
                "{winner}'s shots counted: {shots} of the {fired} it fired, a shot refused not counted\n"
            ));
        }
    }
    text.push_str(&format!("the end: {end}\n"));
    text.push_str(&format!("the answer: {}\n", end.line()));
    if let Some(fleets) = fleets {
        let ocean = |player: Player| {
            let fired_at: Panels = fired
                .iter()
                .filter(|shot| shot.shooter == player.opponent())
                .map(|shot| shot.panel)
                .collect();
            draw_ocean(&fleets[player.index()], fired_at)
        };
        text.push('\n');
        text.push_str(&trace::side_by_side(
            (
                "player 1's ocean, fired at by player 2",
                &ocean(Player::One),
            ),
            (
                "player 2's ocean, fired at by player 1",
                &ocean(Player::Two),
            ),
        ));
        text.push_str(trace::OCEAN_LEGEND);
        text.push('\n');
    }
    text
}

/// The trace of a strategy case: the shots so far and the panels the
/// strategy may fire at next, listed and drawn.
fn strategy_text(rules_words: &str, name: StrategyName, rules: &Rules, shots: &[Shot]) -> String {
    let mut text = format!("strategy case: {name}, against {rules_words}\n");
    if shots.is_empty() {
        text.push_str("no shot fired yet\n");
    } else {
        text.push_str("shots so far:\n");
    }
    for (number, shot) in shots.iter().enumerate() {
        text.push_str(&format!(
            "  {}. {}: {}\n",
            number + 1,
            shot.panel,
            told_text(shot.told)
        ));
    }
    let targets = candidates_after(name, rules, shots);
    let listed = if targets.len() <= 12 {
        panel_list(targets)
    } else {
        "those marked *".to_string()
    };
    let how_many = count(targets.len() as usize, "panel");
    let likely = if targets.len() > 1 {
        ", each as likely"
    } else {
        ""
    };
    text.push_str(&format!(
        "{name} may fire at {how_many}{likely}: {listed}\n"
    ));
    let (hits, misses) = fired_by(shots);
    text.push_str(&trace::lines(&draw_firing(hits, misses, targets)));
    text.push_str("X hit; o miss; * may be fired at next; . not fired at\n");
    text
}

/// The hits and the misses among answered `shots`.
pub fn fired_by(shots: &[Shot]) -> (Panels, Panels) {
    shots.iter().fold(
        (Panels::EMPTY, Panels::EMPTY),
        |(hits, misses), shot| match shot.told {
            Ok(Answer::Miss) => (hits, misses.with(shot.panel)),
            Ok(_) => (hits.with(shot.panel), misses),
            Err(_) => (hits, misses),
        },
    )
}

/// Reads a ship written `KIND PANEL across|down`; an error gives the
/// column (from 0, in the line) of the word at fault.
pub fn parse_ship(line: &str) -> Result<Ship, (usize, String)> {
    let words = words_with_columns(line);
    let shape =
        "a ship is written `KIND PANEL across` or `KIND PANEL down`, e.g. `destroyer A1 across`";
    let [(_, kind), (at_bow, bow), (at_way, way)] = words.as_slice() else {
        return Err((0, shape.to_string()));
    };
    let kind = ShipKind::from_name(kind).ok_or((0, unknown_ship(kind)))?;
    let bow: Panel = bow
        .parse()
        .map_err(|problem| (*at_bow, format!("{problem}")))?;
    let orientation = match way.to_lowercase().as_str() {
        "across" => Orientation::Across,
        "down" => Orientation::Down,
        _ => {
            let message = format!(
                "`{way}` is not a direction: a ship runs `across` (to the right) or `down`"
            );
            return Err((*at_way, message));
        }
    };
    Ok(Ship {
        kind,
        bow,
        orientation,
    })
}

/// The words of `line` with the column (from 0, in characters) each
/// starts at.
fn words_with_columns(line: &str) -> Vec<(usize, &str)> {
    let mut words = Vec::new();
    let mut start = None;
    for (column, (byte, c)) in line.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((column, byte)),
            (true, Some((column, from))) => {
                words.push((column, &line[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((column, from)) = start {
        words.push((column, &line[from..]));
    }
    words
}

/// The error for a ship's name that is none of the fleet's.
fn unknown_ship(name: &str) -> String {
    format!("`{name}` is not a ship: write carrier, battleship, cruiser, submarine or destroyer")
}

/// A board as fixtures draw it: ten rows `A . . X o * ...` of ten marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DrawnBoard {
    /// The panels marked `X`.
    pub hits: Panels,
    /// The panels marked `o`.
    pub misses: Panels,
    /// The panels marked `*`.
    pub targets: Panels,
}

/// Reads a board drawn as ten lines, `A` to `J`, each the row's letter and
/// ten marks separated by spaces: `.` a panel not fired at, `*` one the
/// strategy may fire at, `X` a hit, `o` a miss. An error gives the line
/// (from 0) and the column (from 0) of the fault.
pub fn read_board(drawing: &str) -> Result<DrawnBoard, (usize, usize, String)> {
    let lines: Vec<&str> = drawing.lines().collect();
    if lines.len() != 10 {
        let message = format!(
            "a board is drawn as ten lines, rows A to J; this one has {}",
            lines.len()
        );
        return Err((0, 0, message));
    }
    let mut board = DrawnBoard::default();
    for (row, line) in lines.iter().enumerate() {
        let words = words_with_columns(line);
        let letter = char::from(b'A' + row as u8);
        let label_ok = words
            .first()
            .is_some_and(|(_, w)| w.eq_ignore_ascii_case(&letter.to_string()));
        if !label_ok || words.len() != 11 {
            let message = format!(
                "row {letter} is drawn as `{letter}` and ten marks separated by spaces, each `.`, `*`, `X` or `o`"
            );
            return Err((row, 0, message));
        }
        for (column, &(at, mark)) in words[1..].iter().enumerate() {
            let panel = Panel::new(row as u8, column as u8).ok_or((row, at, String::new()))?;
            match mark {
                "." => {}
                "*" => board.targets = board.targets.with(panel),
                "X" | "x" => board.hits = board.hits.with(panel),
                "o" | "O" => board.misses = board.misses.with(panel),
                _ => {
                    let message = format!(
                        "`{mark}` at {panel} is not a mark: `.` not fired at, `*` may be fired at, `X` a hit, `o` a miss"
                    );
                    return Err((row, at, message));
                }
            }
        }
    }
    Ok(board)
}

/// The panels of `set`, as `A1 B2`, or `none`.
pub fn panel_list(set: Panels) -> String {
    if set.is_empty() {
        return "none".to_string();
    }
    set.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// How `actual` differs from `expected`, in words.
fn difference(expected: Panels, actual: Panels) -> String {
    let mut parts = Vec::new();
    let missing = expected.without(actual);
    if !missing.is_empty() {
        parts.push(format!("not {}", panel_list(missing)));
    }
    let extra = actual.without(expected);
    if !extra.is_empty() {
        parts.push(format!("also {}", panel_list(extra)));
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ships_are_read_with_the_column_of_a_bad_word() {
        let ship = parse_ship("Cruiser b2 down").unwrap();
        assert_eq!(ship.kind, ShipKind::Cruiser);
        assert_eq!(ship.bow.to_string(), "B2");
        assert_eq!(ship.orientation, Orientation::Down);
        assert_eq!(parse_ship("cruiser K2 down").unwrap_err().0, 8);
        assert_eq!(parse_ship("cruiser  B2 sideways").unwrap_err().0, 12);
        assert_eq!(parse_ship("dinghy B2 down").unwrap_err().0, 0);
        assert!(parse_ship("cruiser B2").is_err());
    }

    #[test]
    fn answers_read_back_what_they_print() {
        let panel: Panel = "C3".parse().unwrap();
        for told in [
            Ok(Answer::Miss),
            Ok(Answer::Hit),
            Ok(Answer::Sunk(ShipKind::Destroyer)),
            Ok(Answer::FleetSunk(ShipKind::Carrier)),
            Err(ShotError::Repeated(panel)),
            Err(ShotError::FleetSunk),
        ] {
            assert_eq!(parse_told(&told_text(told), panel), Ok(told));
        }
        assert!(parse_told("sunk", panel).is_err());
        assert!(parse_told("hit, Dinghy sunk", panel).is_err());
    }

    #[test]
    fn a_board_is_ten_rows_of_ten_marks() {
        let mut rows: Vec<String> = (0..10)
            .map(|r| format!("{} . . . . . . . . . .", char::from(b'A' + r)))
            .collect();
        rows[1] = "B X o * . . . . . . .".to_string();
        let board = read_board(&rows.join("\n")).unwrap();
        assert_eq!(panel_list(board.hits), "B1");
        assert_eq!(panel_list(board.misses), "B2");
        assert_eq!(panel_list(board.targets), "B3");
        rows[4] = "E . . . . ? . . . . .".to_string();
        let (row, column, message) = read_board(&rows.join("\n")).unwrap_err();
        assert_eq!((row, column), (4, 10));
        assert!(message.contains("E5"), "{message}");
        assert!(read_board("A . .").is_err());
    }
}
