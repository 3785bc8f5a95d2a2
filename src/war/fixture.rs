//! Fixtures: language-neutral test cases in YAML, one file per case.
//!
//! A fixture gives a deck and what the assignment's rules make of it, and
//! may record the answer of another reasonable reading of the text as an
//! accepted alternative. The format is described in the manual
//! (`book/src/contributing/fixtures.md`).

use std::path::{Path, PathBuf};

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::kit::error::{Error, ErrorKind, Position};
use crate::kit::fixture::GameFixture;
use crate::kit::locale::Locale;
use crate::kit::words::count;
use crate::kit::yaml;
use crate::war::cards::{parse_card, parse_deck, Card};
use crate::war::game::War;
use crate::war::outcome::{EndReason, GameResult, Outcome};
use crate::war::rules::{override_rules, LimitOrder, Preset, Rules};
use crate::war::trace::{describe_outcome, Trace};

pub use crate::kit::yaml::fixture_paths;

/// One test case, as written in a fixture file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fixture {
    /// A UUID that never changes, as in Exercism's canonical data.
    pub id: String,
    /// What the case shows, in one sentence; test names come from it.
    pub description: String,
    /// Where the case comes from: the assignment, or another source.
    pub source: String,
    /// The id of an earlier case this one corrects, if any: a published case
    /// is never edited in place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reimplements: Option<String>,
    /// How the expected values were worked out from the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<String>,
    /// The rules the game is played by: a preset's name, or a preset with
    /// some fields overridden. The assignment's when left out.
    #[serde(default, skip_serializing_if = "RulesSpec::is_default")]
    pub rules: RulesSpec,
    /// The deck before the deal, top first. A fixture gives a deck or
    /// hands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<Cards>,
    /// Both players' hands, top first, to play without a deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<Hands>,
    /// What the rules give.
    pub expected: Expected,
    /// What other reasonable readings of the text give, where they differ.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<Alternative>,
}

impl Fixture {
    /// The game the fixture describes, dealt or from its hands, under
    /// `rules`.
    pub fn war(&self, rules: Rules) -> War {
        match (&self.deck, &self.hands) {
            (_, Some(hands)) => War::from_hands(&hands.a.0, &hands.b.0, rules),
            (Some(deck), None) => War::with_rules(&deck.0, rules),
            (None, None) => War::with_rules(&[], rules),
        }
    }

    /// The game's trace under `rules`.
    pub fn trace_with(&self, rules: Rules) -> Trace {
        let deck = self.deck.as_ref().filter(|_| self.hands.is_none());
        Trace::record_game(deck.map(|deck| deck.0.clone()), self.war(rules))
    }
}

/// Both players' hands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hands {
    /// A's hand, top first.
    pub a: Cards,
    /// B's hand, top first.
    pub b: Cards,
}

/// A list of cards, written in a fixture as a YAML list of cards in any
/// notation (`[5, 5, 2]`, `[AD, KC, 10H]`) or as one string (`"AKQJTN"`,
/// `"10D 9S"`); see [`crate::war::cards`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Cards(pub Vec<Card>);

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Cards, D::Error> {
        deserializer.deserialize_any(CardsVisitor)
    }
}

/// Reads [`Cards`] from a list or a string.
struct CardsVisitor;

impl<'de> Visitor<'de> for CardsVisitor {
    type Value = Cards;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a list of cards or a string of cards")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Cards, E> {
        let mut cards = Vec::new();
        for token in text.split_whitespace() {
            cards.extend(parse_token_list(token).map_err(E::custom)?);
        }
        Ok(Cards(cards))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Cards, A::Error> {
        let mut cards = Vec::new();
        while let Some(card) = seq.next_element::<OneCard>()? {
            cards.push(card.0);
        }
        Ok(Cards(cards))
    }
}

/// Reads a whitespace-free token as cards: one card, or a kata run.
fn parse_token_list(token: &str) -> Result<Vec<Card>, String> {
    parse_deck(token, "", 1).map_err(|error| error.message().to_string())
}

/// One card in a fixture's list: an integer or a card in any notation.
struct OneCard(Card);

impl<'de> Deserialize<'de> for OneCard {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<OneCard, D::Error> {
        deserializer.deserialize_any(OneCardVisitor)
    }
}

/// Reads [`OneCard`].
struct OneCardVisitor;

impl Visitor<'_> for OneCardVisitor {
    type Value = OneCard;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a card: an integer, a rank or a rank and suit")
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<OneCard, E> {
        Card::try_from(value)
            .map(OneCard)
            .map_err(|_| E::custom(format!("{value} is beyond the range of a Java int")))
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<OneCard, E> {
        Card::try_from(value)
            .map(OneCard)
            .map_err(|_| E::custom(format!("{value} is beyond the range of a Java int")))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<OneCard, E> {
        parse_card(text).map(OneCard).map_err(E::custom)
    }
}

/// The rules a fixture names: a preset, and the rules it stands for once
/// its overrides are applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesSpec {
    /// The preset the rules start from.
    pub preset: Preset,
    /// The rules, overrides applied.
    pub rules: Rules,
}

impl RulesSpec {
    /// Whether these are the assignment's rules, which fixtures need not
    /// name.
    pub fn is_default(&self) -> bool {
        *self == RulesSpec::default()
    }
}

impl Default for RulesSpec {
    fn default() -> RulesSpec {
        RulesSpec {
            preset: Preset::Umass,
            rules: Rules::default(),
        }
    }
}

impl Serialize for RulesSpec {
    /// As fixtures write it: the preset's name, or a map of the preset and
    /// the fields that differ from it.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let changed = self.rules.changes_from(self.preset);
        if changed.is_empty() {
            return serializer.serialize_str(self.preset.name());
        }
        let mut map = serde_yaml::Mapping::new();
        map.insert("preset".into(), self.preset.name().into());
        map.extend(changed);
        map.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for RulesSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RulesSpec, D::Error> {
        deserializer.deserialize_any(RulesVisitor)
    }
}

/// Reads [`RulesSpec`]: `kata`, or `{preset: kata, limit: 500}`.
struct RulesVisitor;

impl<'de> Visitor<'de> for RulesVisitor {
    type Value = RulesSpec;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a preset's name, or a map with `preset` and the fields to override")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<RulesSpec, E> {
        let preset: Preset = name.parse().map_err(E::custom)?;
        Ok(RulesSpec {
            preset,
            rules: preset.rules(),
        })
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<RulesSpec, M::Error> {
        let mut fields =
            serde_yaml::Mapping::deserialize(de::value::MapAccessDeserializer::new(map))?;
        let preset = match fields.remove("preset") {
            Some(value) => {
                let name = value
                    .as_str()
                    .ok_or_else(|| de::Error::custom("`preset` is a preset's name"))?;
                name.parse::<Preset>().map_err(de::Error::custom)?
            }
            None => Preset::Umass,
        };
        // serde_yaml names the field (`rules: ...`) before the message.
        let rules = override_rules(preset, fields).map_err(de::Error::custom)?;
        Ok(RulesSpec { preset, rules })
    }
}

/// The expected end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    /// `a`, `b` or `draw`.
    pub winner: Outcome,
    /// Battles played, every battle of a war included.
    pub battles: u32,
    /// Why the game ends.
    pub reason: EndReason,
    /// Rounds played, when the fixture checks them (CodinGame's answer is
    /// the winner and the rounds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// The cycle the game falls into, when the fixture checks it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cycle: Option<ExpectedCycle>,
}

/// The expected cycle of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedCycle {
    /// Battles played when the state first repeats an earlier one.
    pub first_repeat: u32,
    /// Battles between two visits of the same state.
    pub period: u32,
}

impl Expected {
    /// What a game's result shows of the values this expectation checks.
    pub fn seen_in(&self, result: &GameResult) -> Expected {
        Expected {
            winner: result.outcome,
            battles: result.battles,
            reason: result.reason,
            rounds: self.rounds.map(|_| result.rounds),
            cycle: self.cycle.and(result.cycle.map(|cycle| ExpectedCycle {
                first_repeat: cycle.first_repeat,
                period: cycle.period,
            })),
        }
    }
}

impl std::fmt::Display for Expected {
    /// For example `B wins after 3 battles (short_for_war)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let reason = serde_json::to_value(self.reason)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        write!(
            f,
            "{} after {}",
            describe_outcome(self.winner, Locale::En),
            count(self.battles as usize, "battle")
        )?;
        if let Some(rounds) = self.rounds {
            write!(f, " and {}", count(rounds as usize, "round"))?;
        }
        write!(f, " ({reason})")?;
        if let Some(cycle) = self.cycle {
            write!(
                f,
                ", cycling from battle {} every {}",
                cycle.first_repeat,
                count(cycle.period as usize, "battle")
            )?;
        }
        Ok(())
    }
}

/// The answer of another reasonable reading of the assignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Alternative {
    /// The reading.
    pub interpretation: Interpretation,
    /// What that reading gives.
    pub expected: Expected,
}

/// A reading of the assignment other than the one decided, that a student
/// could reasonably have chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Interpretation {
    /// Empty decks are checked before the battle limit, so a deck emptied by
    /// the 1000th battle still decides the game.
    EmptyBeforeLimit,
    /// A tie on the 1000th battle ends the game as a technical draw: "after
    /// the 1000th battle neither player has won", even if one player could
    /// not have fought the war.
    LimitEndsWar,
}

impl Interpretation {
    /// Every accepted reading.
    pub const ALL: [Interpretation; 2] = [
        Interpretation::EmptyBeforeLimit,
        Interpretation::LimitEndsWar,
    ];

    /// `decided` (the assignment's rules), read this way.
    pub fn rules(self, decided: Rules) -> Rules {
        match self {
            Interpretation::EmptyBeforeLimit => Rules {
                limit_order: LimitOrder::EmptyFirst,
                ..decided
            },
            Interpretation::LimitEndsWar => Rules {
                limit_ends_war: true,
                ..decided
            },
        }
    }

    /// The reading's name as fixtures write it.
    pub fn name(self) -> &'static str {
        match self {
            Interpretation::EmptyBeforeLimit => "empty_before_limit",
            Interpretation::LimitEndsWar => "limit_ends_war",
        }
    }
}

/// A fixture read from its file, with the text it was read from so that
/// problems can be placed at a line.
#[derive(Debug, Clone)]
pub struct FixtureFile {
    /// The file's path as given.
    pub path: PathBuf,
    /// The fixture.
    pub fixture: Fixture,
    text: String,
}

impl GameFixture for FixtureFile {
    /// Parses `text` as the fixture at `path`.
    fn parse(path: &Path, text: String) -> Result<FixtureFile, Error> {
        let fixture: Fixture = yaml::parse(&text, &path.display().to_string())?;
        let file = FixtureFile {
            path: path.to_path_buf(),
            fixture,
            text,
        };
        if !yaml::is_uuid(&file.fixture.id) {
            let message = format!("id \"{}\" is not a UUID", file.fixture.id);
            return Err(file.error(ErrorKind::Id, message, file.key_position("id")));
        }
        let readings = &file.fixture.alternatives;
        for (index, alternative) in readings.iter().enumerate() {
            let reading = alternative.interpretation;
            if readings[..index]
                .iter()
                .any(|a| a.interpretation == reading)
            {
                let name = reading.name();
                let message = format!("the alternative {name} is given twice");
                let position = file.text_position(&format!("interpretation: {name}"));
                return Err(file.error(ErrorKind::Fixture, message, position));
            }
        }
        if file.fixture.deck.is_some() == file.fixture.hands.is_some() {
            let message = "a fixture gives either `deck` or `hands`, and not both";
            let position = file.key_position("hands").or(file.key_position("deck"));
            return Err(file.error(ErrorKind::Fixture, message.to_string(), position));
        }
        Ok(file)
    }

    /// Plays the game under the fixture's rules and under every alternative
    /// reading, and reports each expected value that disagrees.
    fn check(&self) -> Vec<Error> {
        let mut problems = Vec::new();
        let fixture = &self.fixture;
        let rules = fixture.rules.rules;
        let result = fixture.war(rules).simulate_game();
        let actual = fixture.expected.seen_in(&result);
        if actual != fixture.expected {
            let message = format!("expected {}, but the rules give {actual}", fixture.expected);
            let position = self.key_position("expected");
            problems.push(
                self.error(ErrorKind::Mismatch, message, position)
                    .with_fix(MISMATCH_FIX),
            );
        }
        for alternative in &fixture.alternatives {
            let name = alternative.interpretation.name();
            let reading = alternative.interpretation.rules(rules);
            let result = fixture.war(reading).simulate_game();
            let actual = alternative.expected.seen_in(&result);
            if actual != alternative.expected {
                let message = format!(
                    "under {name}, expected {}, but that reading gives {actual}",
                    alternative.expected
                );
                let position = self.text_position(&format!("interpretation: {name}"));
                problems.push(
                    self.error(ErrorKind::Mismatch, message, position)
                        .with_fix(MISMATCH_FIX),
                );
            }
        }
        problems
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
    /// The golden trace of the fixture's game under its rules.
    pub fn trace(&self) -> Trace {
        self.fixture.trace_with(self.fixture.rules.rules)
    }

    /// Where `needle` is first written.
    fn text_position(&self, needle: &str) -> Option<Position> {
        yaml::text_position(&self.text, needle)
    }
}

/// How to fix a fixture whose expected values disagree with the rules.
const MISMATCH_FIX: &str = "read the game with `war trace FILE`; if the trace follows the rules, correct the expected values";

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `text` as a fixture file, or gives the error's message.
    fn parse(text: &str) -> Result<Fixture, String> {
        FixtureFile::parse(Path::new("t.yaml"), text.to_string())
            .map(|file| file.fixture)
            .map_err(|error| error.message().to_string())
    }

    const HEAD: &str = "id: 7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10\ndescription: d\nsource: s\n";
    const TAIL: &str = "expected: {winner: a, battles: 1, reason: empty_deck}\n";

    #[test]
    fn a_fixture_written_out_reads_back_the_same() {
        for rules in [
            "",
            "rules: kata\n",
            "rules: {preset: stafford, seed: 7, war_cards: 1}\n",
        ] {
            let text = format!("{HEAD}{rules}deck: [3, AD, 10C]\n{TAIL}");
            let fixture = parse(&text).expect("the fixture loads");
            let written = serde_yaml::to_string(&fixture).expect("a fixture can be written");
            assert_eq!(parse(&written), Ok(fixture), "{written}");
            assert_eq!(written.contains("rules:"), !rules.is_empty(), "{written}");
        }
    }

    #[test]
    fn only_the_assignments_rules_are_the_default() {
        let kata = parse(&format!("{HEAD}rules: kata\ndeck: [1]\n{TAIL}")).unwrap();
        assert!(!kata.rules.is_default());
        assert!(RulesSpec::default().is_default());
    }

    #[test]
    fn wrong_types_say_what_was_expected() {
        for (deck, expected) in [
            ("deck: 5", "expected a list of cards or a string of cards"),
            (
                "deck: [[1]]",
                "expected a card: an integer, a rank or a rank and suit",
            ),
            (
                "rules: [1]\ndeck: [1]",
                "expected a preset's name, or a map",
            ),
        ] {
            let error = parse(&format!("{HEAD}{deck}\n{TAIL}")).unwrap_err();
            assert!(error.contains(expected), "{error}");
        }
    }

    #[test]
    fn a_wrong_alternative_is_placed_at_its_reading() {
        let text = format!(
            "{HEAD}deck: [3, 2]\n{TAIL}alternatives:\n  - interpretation: limit_ends_war\n    expected: {{winner: b, battles: 1, reason: empty_deck}}\n"
        );
        let file = FixtureFile::parse(Path::new("t.yaml"), text).expect("the fixture loads");
        let problems = file.check();
        assert_eq!(problems.len(), 1);
        let problem = &problems[0];
        assert_eq!(problem.kind(), ErrorKind::Mismatch);
        assert_eq!(problem.position(), Some(Position { line: 7, column: 5 }));
        assert!(
            problem
                .message()
                .starts_with("under limit_ends_war, expected B wins"),
            "{}",
            problem.message()
        );
    }

    #[test]
    fn every_reading_has_its_name() {
        for (reading, name) in [
            (Interpretation::EmptyBeforeLimit, "empty_before_limit"),
            (Interpretation::LimitEndsWar, "limit_ends_war"),
        ] {
            assert_eq!(reading.name(), name);
            assert_eq!(serde_yaml::to_string(&reading).unwrap().trim(), name);
        }
    }

    #[test]
    fn brackets_after_a_closed_quote_count_as_nesting() {
        let text = format!("{HEAD}reasoning: 'q' {}\ndeck: [1]\n{TAIL}", "[".repeat(40));
        let error = FixtureFile::parse(Path::new("t.yaml"), text).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Limit);
    }

    #[test]
    fn brackets_in_a_comment_do_not_count_as_nesting() {
        let text = format!("{HEAD}deck: [1] # {}\n{TAIL}", "[".repeat(40));
        assert!(FixtureFile::parse(Path::new("t.yaml"), text).is_ok());
    }

    #[test]
    fn nesting_counts_open_brackets_less_closed_ones() {
        let spaced = format!("{HEAD}deck: {}1\n{TAIL}", "[ ".repeat(40));
        let error = FixtureFile::parse(Path::new("t.yaml"), spaced).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Limit);
        let siblings = format!("{HEAD}deck: [1]\nextra: [{}[]]\n{TAIL}", "[], ".repeat(40));
        let error = FixtureFile::parse(Path::new("t.yaml"), siblings).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Fixture, "{error}");
    }
}
