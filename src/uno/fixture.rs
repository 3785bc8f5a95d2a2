//! UNO's fixtures: language-neutral test cases in YAML, one file per case,
//! in `fixtures/uno/`. The format is described in the manual
//! (`book/src/contributing/fixtures.md`, "UNO fixtures").

use std::path::{Path, PathBuf};

use serde::de::{self, Deserializer};
use serde::{Deserialize, Serialize};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::fixture::GameFixture;
use crate::kit::overrides;
use crate::kit::yaml;
use crate::uno::card::{check_full_deck, complete_deck, parse_cards, write_cards, Card};
use crate::uno::game::{DealError, End, RoundResult, Uno};
use crate::uno::player::StrategyName;
use crate::uno::refill::OldestFirst;
use crate::uno::rules::{Preset, Rules};
use crate::uno::trace::{Log, Trace};

/// One test case, as written in a fixture file.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fixture {
    /// A UUID that never changes.
    pub id: String,
    /// What the case shows, in one sentence.
    pub description: String,
    /// Where the rule comes from: a file and a point, e.g.
    /// `003_programs.md U8.4`.
    pub source: String,
    /// The id of an earlier case this one corrects, if any.
    #[serde(default)]
    pub reimplements: Option<String>,
    /// How the expected values were worked out by hand.
    pub reasoning: String,
    /// The rules: a preset's name, or a preset and the fields changed.
    #[serde(default)]
    pub rules: RulesSpec,
    /// How many seats play (every seat the seed's jackass), unless
    /// `strategies` names each seat's strategy.
    #[serde(default)]
    pub players: Option<usize>,
    /// Each seat's strategy.
    #[serde(default)]
    pub strategies: Option<Vec<String>>,
    /// The whole deck, 108 cards, top first.
    #[serde(default)]
    pub deck: Option<CardList>,
    /// The top of the deck; the rest is the cards it lacks, in the order
    /// the original program builds its deck (`003_programs.md` U2).
    #[serde(default)]
    pub deck_top: Option<CardList>,
    /// What the rules give.
    pub expected: Expected,
}

/// Cards written as one string in the compact notation (`"R5 W GS"`) or as
/// a YAML list of such cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardList(pub Vec<Card>);

impl<'de> Deserialize<'de> for CardList {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardList, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Text(String),
            List(Vec<String>),
        }
        let text = match Written::deserialize(deserializer)? {
            Written::Text(text) => text,
            Written::List(list) => list.join(" "),
        };
        parse_cards(&text)
            .map(CardList)
            .map_err(|bad| de::Error::custom(format!("card {}: {}", bad.column, bad.problem)))
    }
}

/// The rules a fixture names: `jones`, or `{preset: jones, draw_four:
/// attacks}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesSpec {
    /// The preset the rules start from.
    pub preset: Preset,
    /// The rules, the changed fields applied.
    pub rules: Rules,
}

impl Default for RulesSpec {
    fn default() -> RulesSpec {
        RulesSpec {
            preset: Preset::Jones,
            rules: Preset::Jones.rules(),
        }
    }
}

impl<'de> Deserialize<'de> for RulesSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RulesSpec, D::Error> {
        let value = serde_yaml::Value::deserialize(deserializer)?;
        let (preset, changes) =
            match value {
                serde_yaml::Value::String(name) => (name, serde_yaml::Mapping::new()),
                serde_yaml::Value::Mapping(mut fields) => {
                    let name = match fields.remove("preset") {
                        Some(serde_yaml::Value::String(name)) => name,
                        _ => {
                            return Err(de::Error::custom(
                                "`rules` needs `preset: jones` or `preset: mattel`",
                            ))
                        }
                    };
                    (name, fields)
                }
                _ => return Err(de::Error::custom(
                    "`rules` is a preset's name, or a map with `preset` and the fields to change",
                )),
            };
        let preset: Preset = preset.parse().map_err(de::Error::custom)?;
        let rules = changed_rules(preset, changes).map_err(de::Error::custom)?;
        Ok(RulesSpec { preset, rules })
    }
}

/// The rules of `preset` with the fields of `changes` replaced, checked by
/// [`Rules::validate`].
pub fn changed_rules(preset: Preset, changes: serde_yaml::Mapping) -> Result<Rules, String> {
    let rules = overrides::apply(&preset.rules(), changes)?;
    rules.validate()?;
    Ok(rules)
}

/// Who won: a seat, or how the round ended without a winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Winner {
    /// The winning seat, from 0.
    Seat(usize),
    /// `stuck` or `stopped`.
    None(NoWinner),
}

/// A round without a winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoWinner {
    /// Nobody can play or draw any more.
    Stuck,
    /// Stopped at the turn limit.
    Stopped,
}

/// The expected end of a round.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    /// The winning seat, `stuck` or `stopped`.
    pub winner: Winner,
    /// Turns played.
    pub turns: u32,
    /// The points left in each seat's hand.
    pub points: Vec<u32>,
    /// The winner's score.
    pub winner_score: u32,
    /// Refills of the draw pile.
    #[serde(default)]
    pub refills: Option<u32>,
    /// Cards that left the game.
    #[serde(default)]
    pub lost: Option<u32>,
    /// The log token of some turns, by turn number: the moments the case
    /// is about.
    #[serde(default)]
    pub log: std::collections::BTreeMap<u32, String>,
}

impl Expected {
    /// What a round shows of the values this expectation checks.
    fn seen_in(&self, result: &RoundResult, log: &str) -> Expected {
        let tokens: Vec<&str> = log.split(' ').filter(|t| *t != "shuffle").collect();
        Expected {
            winner: match result.end {
                End::Won(seat) => Winner::Seat(seat),
                End::Stuck => Winner::None(NoWinner::Stuck),
                End::TurnLimit => Winner::None(NoWinner::Stopped),
            },
            turns: result.turns,
            points: result.hand_points().to_vec(),
            winner_score: result.winner_score(),
            refills: self.refills.map(|_| result.refills),
            lost: self.lost.map(|_| result.lost),
            log: self
                .log
                .keys()
                .map(|&turn| {
                    let token = turn
                        .checked_sub(1)
                        .and_then(|i| tokens.get(i as usize))
                        .map_or("(no such turn)", |t| t);
                    (turn, token.to_string())
                })
                .collect(),
        }
    }
}

impl std::fmt::Display for Expected {
    /// For example `seat 1 wins after 17 turns, points 12,0, score 12`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.winner {
            Winner::Seat(seat) => write!(f, "seat {seat} wins")?,
            Winner::None(NoWinner::Stuck) => write!(f, "stuck")?,
            Winner::None(NoWinner::Stopped) => write!(f, "stopped")?,
        }
        let points: Vec<String> = self.points.iter().map(u32::to_string).collect();
        write!(
            f,
            " after {} turns, points {}, score {}",
            self.turns,
            points.join(","),
            self.winner_score
        )?;
        if let Some(refills) = self.refills {
            write!(f, ", {refills} refills")?;
        }
        if let Some(lost) = self.lost {
            write!(f, ", {lost} cards lost")?;
        }
        for (turn, token) in &self.log {
            write!(f, ", turn {turn} {token}")?;
        }
        Ok(())
    }
}

/// A fixture read from its file, with its text, its seats and its whole
/// deck.
#[derive(Debug, Clone)]
pub struct FixtureFile {
    /// The file's path as given.
    pub path: PathBuf,
    /// The fixture.
    pub fixture: Fixture,
    /// Each seat's strategy.
    pub strategies: Vec<StrategyName>,
    /// The whole deck, top first (`deck_top` completed).
    pub deck: Vec<Card>,
    text: String,
}

impl GameFixture for FixtureFile {
    /// Parses `text` as the fixture at `path`: the YAML, the id, the seats
    /// and the deck, which must be dealt.
    fn parse(path: &Path, text: String) -> Result<FixtureFile, Error> {
        let origin = path.display().to_string();
        let fixture: Fixture = yaml::parse(&text, &origin)?;
        let mut file = FixtureFile {
            path: path.to_path_buf(),
            fixture,
            strategies: Vec::new(),
            deck: Vec::new(),
            text,
        };
        if !yaml::is_uuid(&file.fixture.id) {
            let message = format!("id \"{}\" is not a UUID", file.fixture.id);
            return Err(file.error(ErrorKind::Id, message, file.key_position("id")));
        }
        file.strategies = file.seats()?;
        file.deck = file.whole_deck()?;
        Uno::deal(&file.deck, file.strategies.len(), file.fixture.rules.rules)
            .map_err(|problem| file.deal_error(problem))?;
        Ok(file)
    }

    /// Plays the round and reports each expected value that disagrees.
    fn check(&self) -> Vec<Error> {
        let mut seats = self.strategies.clone();
        let Ok(mut round) = Uno::deal(&self.deck, seats.len(), self.fixture.rules.rules) else {
            unreachable!("parse dealt the deck")
        };
        let mut log = Log::default();
        let result = round.play(&mut seats, &mut OldestFirst, &mut log);
        let expected = &self.fixture.expected;
        let actual = expected.seen_in(&result, &log.text);
        if actual == *expected {
            return Vec::new();
        }
        let message = format!("expected {expected}, but the rules give {actual}");
        vec![self.error(ErrorKind::Mismatch, message, self.key_position("expected"))]
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
    /// Each seat's strategy, from `players` or `strategies`.
    fn seats(&self) -> Result<Vec<StrategyName>, Error> {
        let fixture = &self.fixture;
        match (&fixture.strategies, fixture.players) {
            (Some(names), players) => {
                let seats = names
                    .iter()
                    .map(|name| name.parse::<StrategyName>())
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|message| {
                        self.error(ErrorKind::Fixture, message, self.key_position("strategies"))
                    })?;
                if players.is_some_and(|n| n != seats.len()) {
                    let message = "`players` and the number of `strategies` differ";
                    return Err(self.error(
                        ErrorKind::Fixture,
                        message.into(),
                        self.key_position("players"),
                    ));
                }
                Ok(seats)
            }
            (None, Some(players)) => Ok(vec![StrategyName::Jackass; players]),
            (None, None) => {
                let message = "a fixture gives `players` or `strategies`";
                Err(self.error(ErrorKind::Fixture, message.into(), None))
            }
        }
    }

    /// The whole deck, from `deck` or `deck_top`.
    fn whole_deck(&self) -> Result<Vec<Card>, Error> {
        let fixture = &self.fixture;
        let (cards, key) = match (&fixture.deck, &fixture.deck_top) {
            (Some(deck), None) => (&deck.0, "deck"),
            (None, Some(top)) => (&top.0, "deck_top"),
            _ => {
                let message =
                    "a fixture gives either `deck` (108 cards) or `deck_top`, and not both";
                return Err(self.error(
                    ErrorKind::Fixture,
                    message.into(),
                    self.key_position("deck"),
                ));
            }
        };
        let deck = complete_deck(cards).map_err(|problem| {
            self.error(
                ErrorKind::Fixture,
                problem.to_string(),
                self.key_position(key),
            )
        })?;
        if key == "deck" {
            check_full_deck(cards).map_err(|problem| {
                let message = format!("{problem}; give the whole deck, or its top as `deck_top`");
                self.error(ErrorKind::Fixture, message, self.key_position(key))
            })?;
        }
        Ok(deck)
    }

    /// `problem` dealing the fixture's deck, as an error placed at its
    /// `players:` line.
    pub fn deal_error(&self, problem: DealError) -> Error {
        self.error(
            ErrorKind::Deal,
            problem.to_string(),
            self.key_position("players"),
        )
    }

    /// The golden trace of the fixture's round.
    pub fn trace(&self) -> Trace {
        let mut seats = self.strategies.clone();
        match Trace::record(&self.deck, &mut seats, self.fixture.rules.rules) {
            Ok(trace) => trace,
            Err(_) => unreachable!("parse dealt the deck"),
        }
    }

    /// The deck as one line, top first.
    pub fn deck_text(&self) -> String {
        write_cards(&self.deck)
    }
}
