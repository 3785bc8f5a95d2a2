//! The learner's path: the assignment's fixtures in the order a learner
//! should make them pass, each step with the rule it introduces and a hint.
//!
//! The path is one YAML file (`kata/war/path.yaml`) that names
//! fixtures and never repeats a deck or an answer: `war learn`, the starter
//! projects and Exercism's canonical data are all made from it and the
//! fixtures it names. Like the fixtures, it is built into the binary
//! ([`LearningPath::built_in`]), so that the learner's commands work from
//! any folder; a path file given on the command line, with the fixtures of
//! its folder, wins. [`LearningPath::check`] holds it to its promise:
//! every fixture of the assignment is on it, and no step comes before a
//! rule it needs, what a fixture needs being read from its game
//! ([`rules_needed`]), not taken on the path's word.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Deserialize;

use crate::kit::error::{Error, ErrorKind, Position};
use crate::kit::fixture::GameFixture;
use crate::kit::locale::{arg, Catalog, Locale};
use crate::kit::yaml;
use crate::war::builtin;
use crate::war::fixture::{fixture_paths, Fixture, FixtureFile};
use crate::war::grade::diagnose::{Misreading, Prediction, Predictor, Reading};
use crate::war::grade::Case;
use crate::war::lang::say;
use crate::war::learn::translation::{self, chapter_id, fixture_id, step_id};
use crate::war::outcome::EndReason;
use crate::war::recorder::{BattleRecord, Resolution};
use crate::war::rules::{Preset, Rules};
use crate::war::trace::Trace;

/// Where the path lies, from the repository's root.
pub const DEFAULT_PATH: &str = "kata/war/path.yaml";

/// The path as the binary was built with it.
const BUILT_IN: &str = include_str!("../../../kata/war/path.yaml");

/// A rule of the assignment as the path teaches it: each is introduced by
/// one step, and needed by the fixtures whose games use it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PathRule {
    /// A player without cards at the start of a battle loses; both without
    /// cards is a draw.
    EmptyDecks,
    /// The deck is dealt alternately, the first card to A.
    Deal,
    /// The higher card wins the battle, and its player takes the pile.
    Battle,
    /// Battles follow one another until the game ends.
    NextBattle,
    /// Equal cards start a war, which takes three cards from each player.
    ThreeForWar,
    /// A war that neither player can fight is a draw.
    BothShort,
    /// A player who cannot fight a war loses.
    ShortForWar,
    /// A war is fought: three cards each, then a new battle for the pile.
    WarBattle,
    /// A player who puts their last cards down in a war has none at the
    /// next battle.
    LastCardsDown,
    /// The battle after a war ties again: another war on the same pile.
    DoubleWar,
    /// The pile goes under the winner's deck in the order it was laid.
    PileOrder,
    /// Cards are any int, compared by value.
    IntValues,
    /// After the 1000th battle the game is a technical draw.
    Limit,
    /// Every battle counts toward the limit, those settling a war too.
    EveryBattleCounts,
    /// The limit comes before the empty decks; a tie on the last battle is
    /// settled within it.
    LimitFirst,
}

impl PathRule {
    /// Every rule the path teaches.
    pub const ALL: [PathRule; 15] = [
        PathRule::EmptyDecks,
        PathRule::Deal,
        PathRule::Battle,
        PathRule::NextBattle,
        PathRule::ThreeForWar,
        PathRule::BothShort,
        PathRule::ShortForWar,
        PathRule::WarBattle,
        PathRule::LastCardsDown,
        PathRule::DoubleWar,
        PathRule::PileOrder,
        PathRule::IntValues,
        PathRule::Limit,
        PathRule::EveryBattleCounts,
        PathRule::LimitFirst,
    ];

    /// The rule's name as the path writes it.
    pub fn name(self) -> &'static str {
        match self {
            PathRule::EmptyDecks => "empty_decks",
            PathRule::Deal => "deal",
            PathRule::Battle => "battle",
            PathRule::NextBattle => "next_battle",
            PathRule::ThreeForWar => "three_for_war",
            PathRule::BothShort => "both_short",
            PathRule::ShortForWar => "short_for_war",
            PathRule::WarBattle => "war_battle",
            PathRule::LastCardsDown => "last_cards_down",
            PathRule::DoubleWar => "double_war",
            PathRule::PileOrder => "pile_order",
            PathRule::IntValues => "int_values",
            PathRule::Limit => "limit",
            PathRule::EveryBattleCounts => "every_battle_counts",
            PathRule::LimitFirst => "limit_first",
        }
    }

    /// The rule a port gets wrong when it misreads the assignment this way.
    pub fn misread_by(misreading: Misreading) -> PathRule {
        match misreading {
            Misreading::EmptyDecksALoses | Misreading::EmptyDealALoses => PathRule::EmptyDecks,
            Misreading::DealHalves => PathRule::Deal,
            // A war takes three cards from each player, which a port that
            // takes them without looking misreads wherever one is short.
            Misreading::TwoCardsDown | Misreading::ShortWarCrashes => PathRule::ThreeForWar,
            Misreading::ALosesWhenBothShort
            | Misreading::FewerLosesWhenBothShort
            | Misreading::FirstOutLosesWhenBothShort => PathRule::BothShort,
            Misreading::WarNeedsFourCards => PathRule::ShortForWar,
            Misreading::WinnerCardFirst
            | Misreading::PileReversed
            | Misreading::WarCardsInterleaved => PathRule::PileOrder,
            Misreading::JavaIntegerIdentity
            | Misreading::JavaIntegerDrawAtLimit
            | Misreading::JavaIntegerEndlessLoop
            | Misreading::JavaIntegerReturns2 => PathRule::IntValues,
            Misreading::NoLimit | Misreading::LimitOneLate | Misreading::LimitOneEarly => {
                PathRule::Limit
            }
            Misreading::LimitCountsRounds => PathRule::EveryBattleCounts,
            Misreading::EmptyBeforeLimit | Misreading::LimitEndsWar => PathRule::LimitFirst,
        }
    }
}

impl std::fmt::Display for PathRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The rules of the path a port must follow to answer `fixture` (played by
/// the assignment's rules) right. They are read from its game: how it ends,
/// whether a battle is won, a war fought, a tie met right after a war, a
/// deck emptied by a war, how many battles it lasts; and from the known
/// misreadings of the rules: a misreading that changes the answer (or never
/// ends the game) shows that the fixture needs the rule it misreads. An accepted alternative
/// reading with another answer needs [`PathRule::LimitFirst`], the rule
/// both readings read otherwise.
pub fn rules_needed(fixture: &Fixture) -> BTreeSet<PathRule> {
    let rules = Rules::default();
    let trace = fixture.trace_with(rules);
    let mut needed = rules_played(&trace, rules);
    let answer = trace.result.outcome;
    let start = Case::from_fixture(Path::new(""), fixture).start;
    let mut predictor = Predictor::default();
    for misreading in Misreading::ALL {
        let reading = misreading.apply(Reading::faithful(rules));
        if predictor.predict(&start, &reading) != Prediction::Code(answer.code()) {
            needed.insert(PathRule::misread_by(misreading));
        }
    }
    if fixture
        .alternatives
        .iter()
        .any(|alternative| alternative.expected.winner != answer)
    {
        needed.insert(PathRule::LimitFirst);
    }
    needed
}

/// The rules a game played by `rules` uses, read from its trace.
fn rules_played(trace: &Trace, rules: Rules) -> BTreeSet<PathRule> {
    let mut used = BTreeSet::new();
    let result = &trace.result;
    match result.reason {
        EndReason::EmptyDeck | EndReason::BothEmpty => used.insert(PathRule::EmptyDecks),
        EndReason::ShortForWar => used.insert(PathRule::ShortForWar),
        EndReason::BothShortForWar => used.insert(PathRule::BothShort),
        EndReason::BattleLimit | EndReason::SafetyLimit | EndReason::Cycle => {
            used.insert(PathRule::Limit)
        }
    };
    if !trace.dealt_a.is_empty() || !trace.dealt_b.is_empty() {
        used.insert(PathRule::Deal);
    }
    if result.battles >= 2 {
        used.insert(PathRule::NextBattle);
    }
    // A game that lasts to the battle before the limit tells a limit
    // reached one battle early from the right one.
    if result.battles + 1 >= rules.limit {
        used.insert(PathRule::Limit);
    }
    let mut after_war = false;
    for battle in &trace.battles {
        let tie = !matches!(battle.resolution, Resolution::Won { .. });
        if tie {
            used.insert(PathRule::ThreeForWar);
            if after_war {
                used.insert(PathRule::DoubleWar);
            }
        } else {
            used.insert(PathRule::Battle);
        }
        after_war = battle.resolution == Resolution::War;
        if after_war {
            used.insert(PathRule::WarBattle);
            if empties_a_deck(battle) {
                used.insert(PathRule::LastCardsDown);
            }
        }
    }
    used
}

/// Whether a battle left a player without cards.
fn empties_a_deck(battle: &BattleRecord) -> bool {
    battle.deck_a.is_empty() || battle.deck_b.is_empty()
}

/// One step of the path.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The step's title, a few words.
    pub title: String,
    /// The fixtures the step plays, by file name without `.yaml`.
    pub fixtures: Vec<String>,
    /// The rules the step introduces.
    #[serde(default)]
    pub introduces: Vec<PathRule>,
    /// The rule the step introduces, in one sentence.
    pub rule: String,
    /// A hint that leaves the code to the learner.
    pub hint: String,
}

/// A chapter of the path: steps on one part of the rules.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chapter {
    /// The chapter's title.
    pub title: String,
    /// Its steps, in order.
    pub steps: Vec<Step>,
}

/// The path file, as written.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct PathFile {
    exercise: String,
    title: String,
    /// The folder of the fixtures, from the path file's folder.
    fixtures: PathBuf,
    chapters: Vec<Chapter>,
}

/// A fixture on the path, with its name.
#[derive(Debug, Clone)]
pub struct PathFixture {
    /// The fixture's file name without `.yaml`.
    pub name: String,
    /// The fixture, as loaded.
    pub file: FixtureFile,
}

impl PathFixture {
    /// The fixture as a case for a port (the assignment's answer and the
    /// accepted readings').
    pub fn case(&self) -> Case {
        Case::from_fixture(&self.file.path, &self.file.fixture)
    }
}

/// Where the fixtures a path names are.
#[derive(Debug, Clone, PartialEq, Eq)]
enum FixtureSource {
    /// The `NAME.yaml` files of a folder.
    Folder(PathBuf),
    /// The fixtures built into the binary.
    BuiltIn,
}

/// The learner's path, read from its file.
#[derive(Debug, Clone)]
pub struct LearningPath {
    /// The exercise's slug, in kebab-case (Exercism's `exercise`).
    pub exercise: String,
    /// The exercise's title.
    pub title: String,
    /// The chapters, in order.
    pub chapters: Vec<Chapter>,
    /// The file the path was read from (for the built-in path, the file it
    /// was built from).
    pub file: PathBuf,
    /// The language of the path's texts and of its fixtures' descriptions
    /// ([`LearningPath::translated`]); English as written.
    pub locale: Locale,
    text: String,
    fixtures: FixtureSource,
    /// The path's texts in the other languages.
    translations: Arc<Catalog>,
}

impl LearningPath {
    /// The path built into the binary, whose fixtures are the built-in
    /// ones.
    pub fn built_in() -> Result<LearningPath, Error> {
        let mut path = LearningPath::parse(Path::new(DEFAULT_PATH), BUILT_IN.to_string())?;
        path.fixtures = FixtureSource::BuiltIn;
        path.translations = Arc::new(Catalog::new(translation::BUILT_IN));
        Ok(path)
    }

    /// The path at `file` when one is given, else the built-in one.
    pub fn load_or_built_in(file: Option<&Path>) -> Result<LearningPath, Error> {
        match file {
            Some(file) => LearningPath::load(file),
            None => LearningPath::built_in(),
        }
    }

    /// Whether this is the path built into the binary.
    pub fn is_built_in(&self) -> bool {
        self.fixtures == FixtureSource::BuiltIn
    }

    /// Reads the path at `file`; its fixtures are the files of the folder
    /// its `fixtures` field names, from the file's folder, and its
    /// translations the Fluent files beside it ([`translation::load`]).
    pub fn load(file: &Path) -> Result<LearningPath, Error> {
        let mut path = LearningPath::parse(file, yaml::read_fixture(file)?)?;
        path.translations = Arc::new(translation::load(file)?);
        Ok(path)
    }

    /// The path with its texts in `locale`, and its fixtures' descriptions
    /// too when they are loaded ([`LearningPath::load_fixtures`]); a text
    /// without a translation stays in English.
    pub fn translated(&self, locale: Locale) -> LearningPath {
        let mut path = self.clone();
        path.locale = locale;
        if locale == Locale::En {
            return path;
        }
        let text = |id: String, english: &mut String| {
            if let Some(translated) = self.translations.get(locale, &id, &[]) {
                *english = translated;
            }
        };
        text(translation::TITLE_ID.to_string(), &mut path.title);
        for chapter in &mut path.chapters {
            text(chapter_id(&chapter.title), &mut chapter.title);
            for step in &mut chapter.steps {
                let english = step.title.clone();
                text(step_id(&english, ""), &mut step.title);
                text(step_id(&english, "rule"), &mut step.rule);
                text(step_id(&english, "hint"), &mut step.hint);
            }
        }
        path
    }

    /// Every text of the path a translation holds, by its message id, with
    /// its English: the path's title, the chapters' titles, the steps'
    /// titles, rules and hints, and the fixtures' descriptions
    /// (`descriptions`, by fixture name).
    pub fn translatable(&self, descriptions: &[(String, String)]) -> Vec<(String, String)> {
        let mut messages = vec![(translation::TITLE_ID.to_string(), self.title.clone())];
        for chapter in &self.chapters {
            messages.push((chapter_id(&chapter.title), chapter.title.clone()));
            for step in &chapter.steps {
                messages.push((step_id(&step.title, ""), step.title.clone()));
                messages.push((step_id(&step.title, "rule"), step.rule.clone()));
                messages.push((step_id(&step.title, "hint"), step.hint.clone()));
            }
        }
        for (name, description) in descriptions {
            messages.push((fixture_id(name), description.clone()));
        }
        messages
    }

    /// The description of the fixture `name` in the path's language, or
    /// `english` when it has none.
    fn describe(&self, name: &str, english: String) -> String {
        self.translations
            .get(self.locale, &fixture_id(name), &[])
            .unwrap_or(english)
    }

    /// Parses `text` as the path at `file`, refusing a path without steps,
    /// a step without a fixture, a rule or a hint, and a fixture name that
    /// is not a plain file name.
    pub fn parse(file: &Path, text: String) -> Result<LearningPath, Error> {
        let origin = file.display().to_string();
        let written: PathFile = yaml::parse(&text, &origin)?;
        let folder = file
            .parent()
            .unwrap_or(Path::new(""))
            .join(&written.fixtures);
        let path = LearningPath {
            exercise: written.exercise,
            title: written.title,
            chapters: written.chapters,
            file: file.to_path_buf(),
            locale: Locale::En,
            text,
            fixtures: FixtureSource::Folder(folder),
            translations: Arc::new(Catalog::new(["", ""])),
        };
        if !is_slug(&path.exercise) {
            let message = format!("exercise \"{}\" is not a slug", path.exercise);
            let fix = "write the exercise's name in kebab-case: lower-case letters and hyphens";
            return Err(path.error(message, path.key_position("exercise"), fix));
        }
        if path.steps().next().is_none() {
            let fix = "give at least one chapter with at least one step";
            return Err(path.error("the path has no step".into(), None, fix));
        }
        for (number, chapter, step) in path.steps() {
            let position = path.step_position(number);
            let blank = [
                ("title", &chapter.title),
                ("title", &step.title),
                ("rule", &step.rule),
                ("hint", &step.hint),
            ];
            if let Some((field, _)) = blank.iter().find(|(_, text)| text.trim().is_empty()) {
                let message = format!("step {number} has an empty {field}");
                return Err(path.error(message, position, "write it in a sentence"));
            }
            if step.fixtures.is_empty() {
                let message = format!("step {number} names no fixture");
                return Err(path.error(message, position, "name its fixtures"));
            }
            if let Some(name) = step.fixtures.iter().find(|name| !is_fixture_name(name)) {
                let message = format!("step {number} names \"{name}\", which is no fixture's name");
                let fix = "name a fixture by its file name without .yaml: lower-case letters, digits and _";
                return Err(path.error(message, position, fix));
            }
        }
        Ok(path)
    }

    /// Every step with its number (from 1) and its chapter, in order.
    pub fn steps(&self) -> impl Iterator<Item = (usize, &Chapter, &Step)> {
        self.chapters
            .iter()
            .flat_map(|chapter| chapter.steps.iter().map(move |step| (chapter, step)))
            .enumerate()
            .map(|(index, (chapter, step))| (index + 1, chapter, step))
    }

    /// How many steps the path has.
    pub fn step_count(&self) -> usize {
        self.steps().count()
    }

    /// Loads the fixtures of every step, in order; fails on the first that
    /// cannot be read, or that is not played by the assignment's rules
    /// from a deck.
    pub fn load_fixtures(&self) -> Result<Vec<Vec<PathFixture>>, Error> {
        let mut steps = Vec::new();
        for (number, _, step) in self.steps() {
            let mut loaded = Vec::new();
            for name in &step.fixtures {
                let mut file = self.load_fixture(number, name)?;
                let english = std::mem::take(&mut file.fixture.description);
                file.fixture.description = self.describe(name, english);
                loaded.push(PathFixture {
                    name: name.clone(),
                    file,
                });
            }
            steps.push(loaded);
        }
        Ok(steps)
    }

    /// Loads the fixture `name` of step `number`.
    fn load_fixture(&self, number: usize, name: &str) -> Result<FixtureFile, Error> {
        let position = self.step_position(number);
        let loaded = match &self.fixtures {
            FixtureSource::Folder(folder) => {
                let file = folder.join(format!("{name}.yaml"));
                if !file.is_file() {
                    let message = format!(
                        "step {number} names the fixture {name}, but {} does not exist",
                        file.display()
                    );
                    let fix = "name an existing fixture, by its file name without .yaml";
                    return Err(self.error(message, position, fix));
                }
                FixtureFile::load(&file)?
            }
            FixtureSource::BuiltIn => match builtin::FIXTURES.find(name) {
                Some(found) => {
                    FixtureFile::parse(&builtin::FIXTURES.path(found.name), found.text.to_string())?
                }
                None => {
                    let message = format!(
                        "step {number} names the fixture {name}, which is not built into war"
                    );
                    let fix = "name a fixture of `war fixtures list`";
                    return Err(self.error(message, position, fix));
                }
            },
        };
        if !is_assignments(&loaded.fixture) {
            let message = format!(
                "step {number} names the fixture {name}, which is not played by the assignment's rules from a deck"
            );
            let fix = "put on the path only fixtures without `rules` or `hands`";
            return Err(self.error(message, position, fix));
        }
        Ok(loaded)
    }

    /// Checks the path against its fixtures and reports every problem: a
    /// fixture that cannot be loaded or is named twice, a fixture of the
    /// assignment left off the path, a rule introduced twice or never, a
    /// step that introduces a rule its fixtures do not need, and a step
    /// whose fixtures need a rule no step before it (or itself) introduces.
    pub fn check(&self) -> Vec<Error> {
        let mut problems = Vec::new();
        let mut on_path: BTreeMap<&str, usize> = BTreeMap::new();
        let mut introduced: BTreeMap<PathRule, usize> = BTreeMap::new();
        for (number, _, step) in self.steps() {
            let position = self.step_position(number);
            for &rule in &step.introduces {
                if let Some(first) = introduced.insert(rule, number) {
                    let message = format!(
                        "step {number} introduces the rule {rule}, which step {first} introduces"
                    );
                    let fix = "introduce each rule at one step, the first that needs it";
                    problems.push(self.error(message, position, fix));
                }
            }
            let mut needed = BTreeMap::new();
            for name in &step.fixtures {
                if let Some(first) = on_path.insert(name, number) {
                    let message =
                        format!("step {number} names the fixture {name}, which step {first} names");
                    let fix = "put each fixture on the path once";
                    problems.push(self.error(message, position, fix));
                }
                match self.load_fixture(number, name) {
                    Ok(file) => {
                        for rule in rules_needed(&file.fixture) {
                            needed.entry(rule).or_insert(name.as_str());
                        }
                    }
                    Err(error) => problems.push(error),
                }
            }
            for &rule in &step.introduces {
                if !needed.contains_key(&rule) {
                    let message = format!(
                        "step {number} introduces the rule {rule}, but none of its fixtures needs it"
                    );
                    let fix = "introduce a rule at a step whose fixtures need it";
                    problems.push(self.error(message, position, fix));
                }
            }
            for (rule, name) in needed {
                if !introduced.contains_key(&rule) {
                    let message = format!(
                        "step {number} comes before the rule {rule}, which its fixture {name} needs"
                    );
                    let fix = "introduce the rule at this step or an earlier one, or move the fixture after the step that introduces it";
                    problems.push(self.error(message, position, fix));
                }
            }
        }
        for rule in PathRule::ALL {
            if !introduced.contains_key(&rule) {
                let message = format!("no step introduces the rule {rule}");
                let fix = "introduce it at the first step that needs it";
                problems.push(self.error(message, None, fix));
            }
        }
        problems.extend(self.missing_fixtures(&on_path));
        problems
    }

    /// The fixtures of the assignment in the path's folder that are not on
    /// the path.
    fn missing_fixtures(&self, on_path: &BTreeMap<&str, usize>) -> Vec<Error> {
        let mut problems = Vec::new();
        let files = match &self.fixtures {
            FixtureSource::Folder(folder) => match fixture_paths(std::slice::from_ref(folder)) {
                Ok(found) => found
                    .paths
                    .iter()
                    .filter_map(|path| match FixtureFile::load(path) {
                        Ok(file) => Some(file),
                        Err(error) => {
                            problems.push(error);
                            None
                        }
                    })
                    .collect(),
                Err(error) => return vec![error],
            },
            FixtureSource::BuiltIn => match builtin::FIXTURES.parse_all::<FixtureFile>() {
                Ok(files) => files,
                Err(error) => return vec![error],
            },
        };
        for file in files {
            let Some(name) = file
                .path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
            else {
                continue;
            };
            if on_path.contains_key(name.as_str()) || !is_assignments(&file.fixture) {
                continue;
            }
            let message =
                format!("the fixture {name} plays the assignment's rules but is not on the path");
            let fix = "add it to the step whose rule it tests, after the rules it needs";
            problems.push(self.error(message, None, fix));
        }
        problems
    }

    /// A summary of the path in its language: `14 steps in 5 chapters, 32
    /// fixtures`.
    pub fn summary(&self) -> String {
        let fixtures: usize = self.steps().map(|(_, _, step)| step.fixtures.len()).sum();
        let args = [
            arg("steps", self.step_count()),
            arg("chapters", self.chapters.len()),
            arg("fixtures", fixtures),
        ];
        say(self.locale, "path-summary", &args)
    }

    /// An error of the path, placed at `position` when known.
    fn error(&self, message: String, position: Option<Position>, fix: &'static str) -> Error {
        let error =
            Error::new(ErrorKind::Path, self.file.display().to_string(), message).with_fix(fix);
        match position {
            Some(position) => error.at(position),
            None => error,
        }
    }

    /// Where the top-level `key:` is written.
    fn key_position(&self, key: &str) -> Option<Position> {
        yaml::key_position(&self.text, key)
    }

    /// Where step `number` starts: the `number`th line that opens a list
    /// item inside `steps:` (`- title: ...`, indented deeper than the
    /// chapters').
    fn step_position(&self, number: usize) -> Option<Position> {
        let starts = self.text.lines().enumerate().filter(|(_, line)| {
            let trimmed = line.trim_start();
            trimmed.starts_with("- ") && line.len() - trimmed.len() >= 6
        });
        starts
            .map(|(index, line)| Position {
                line: index + 1,
                column: line.len() - line.trim_start().len() + 1,
            })
            .nth(number - 1)
    }
}

/// Whether `fixture` is a case of the assignment: played by its rules,
/// from a deck.
pub fn is_assignments(fixture: &Fixture) -> bool {
    fixture.rules.preset == Preset::Umass
        && fixture.rules.rules == Preset::Umass.rules()
        && fixture.deck.is_some()
        && fixture.hands.is_none()
}

/// Whether `name` is written in kebab-case: lower-case words joined by
/// single hyphens (Exercism's slugs).
fn is_slug(name: &str) -> bool {
    !name.is_empty()
        && name
            .split('-')
            .all(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase()))
}

/// Whether `name` can be a fixture's file name: lower-case letters,
/// digits and underscores, so it can neither climb out of the folder nor
/// surprise a shell.
fn is_fixture_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses a path written in `text`, or gives the error's message.
    fn parse(text: &str) -> Result<LearningPath, String> {
        LearningPath::parse(Path::new("kata/war/path.yaml"), text.to_string())
            .map_err(|error| error.message().to_string())
    }

    const HEAD: &str =
        "exercise: war\ntitle: War\nfixtures: ../../fixtures\nchapters:\n  - title: The end\n    steps:\n";

    fn step(fixtures: &str) -> String {
        format!("      - title: t\n        fixtures: {fixtures}\n        introduces: [deal]\n        rule: r\n        hint: h\n")
    }

    #[test]
    fn a_path_reads_its_steps_in_order_with_their_numbers() {
        let text = format!(
            "{HEAD}{}{}",
            step("[one_card]"),
            step("[empty_deck, war_draw]")
        );
        let path = parse(&text).expect("the path reads");
        let steps: Vec<_> = path
            .steps()
            .map(|(number, chapter, step)| (number, chapter.title.as_str(), step.fixtures.len()))
            .collect();
        assert_eq!(steps, [(1, "The end", 1), (2, "The end", 2)]);
        assert_eq!(
            path.step_position(2),
            Some(Position {
                line: 12,
                column: 7
            })
        );
        assert_eq!(
            path.fixtures,
            FixtureSource::Folder(PathBuf::from("kata/war/../../fixtures"))
        );
        assert_eq!(path.summary(), "2 steps in 1 chapter, 3 fixtures");
    }

    #[test]
    fn the_built_in_path_is_the_repositorys_and_checks() {
        let path = LearningPath::built_in().expect("the built-in path reads");
        assert!(path.is_built_in());
        let on_disk =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/kata/war/path.yaml"))
                .expect("the path's file");
        assert_eq!(BUILT_IN, on_disk);
        let problems: Vec<String> = path.check().iter().map(|e| e.to_string()).collect();
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn a_fixture_name_cannot_leave_the_folder() {
        for name in ["../secret", "a/b", "Empty", "x.yaml", "''"] {
            let error = parse(&format!("{HEAD}{}", step(&format!("[{name}]")))).unwrap_err();
            assert!(error.contains("no fixture's name"), "{name}: {error}");
        }
    }

    #[test]
    fn a_path_needs_a_slug_steps_fixtures_and_words() {
        let bad_slug = HEAD.replace("exercise: war", "exercise: War_Game");
        assert!(parse(&bad_slug).unwrap_err().contains("not a slug"));
        assert!(
            parse("exercise: war\ntitle: War\nfixtures: .\nchapters: []\n")
                .unwrap_err()
                .contains("no step")
        );
        assert!(parse(&format!("{HEAD}{}", step("[]")))
            .unwrap_err()
            .contains("names no fixture"));
        let no_hint = format!(
            "{HEAD}{}",
            step("[one_card]").replace("hint: h", "hint: ' '")
        );
        assert!(parse(&no_hint).unwrap_err().contains("empty hint"));
        let unknown_rule = format!(
            "{HEAD}{}",
            step("[one_card]").replace("[deal]", "[dealing]")
        );
        assert!(parse(&unknown_rule)
            .unwrap_err()
            .contains("unknown variant"));
    }

    #[test]
    fn every_rule_has_a_name_the_path_can_write() {
        for rule in PathRule::ALL {
            let read: PathRule = serde_yaml::from_str(rule.name()).expect("the name reads back");
            assert_eq!(read, rule);
        }
    }

    #[test]
    fn every_misreading_breaks_a_rule_of_the_path() {
        let broken: BTreeSet<PathRule> = Misreading::ALL
            .iter()
            .map(|&misreading| PathRule::misread_by(misreading))
            .collect();
        assert!(broken.contains(&PathRule::PileOrder));
        assert!(broken.contains(&PathRule::EveryBattleCounts));
    }

    #[test]
    fn what_a_game_needs_is_read_from_it() {
        let fixture = |deck: &str| -> Fixture {
            serde_yaml::from_str(&format!(
                "id: 7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10\ndescription: d\nsource: s\ndeck: [{deck}]\nexpected: {{winner: a, battles: 1, reason: empty_deck}}\n"
            ))
            .expect("a fixture")
        };
        let empty = rules_needed(&fixture(""));
        assert_eq!(empty, BTreeSet::from([PathRule::EmptyDecks]));
        let one = rules_needed(&fixture("3"));
        assert_eq!(one, BTreeSet::from([PathRule::EmptyDecks, PathRule::Deal]));
        let two = rules_needed(&fixture("3, 2"));
        assert!(two.contains(&PathRule::Battle) && !two.contains(&PathRule::NextBattle));
        // 5 5 2 4 3: A 5 2 3, B 5 4, a tie neither can fight; two cards
        // down would let A fight, so the three cards are needed.
        let war_draw = rules_needed(&fixture("5, 5, 2, 4, 3"));
        for rule in [PathRule::ThreeForWar, PathRule::BothShort, PathRule::Deal] {
            assert!(war_draw.contains(&rule), "{rule}");
        }
        assert!(!war_draw.contains(&PathRule::Battle));
        assert!(!war_draw.contains(&PathRule::WarBattle));
    }
}
