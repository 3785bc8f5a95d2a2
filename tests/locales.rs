//! Every language war-kata speaks has every message, with the same
//! variables; the learner's path is translated whole; and the English a
//! student read before the messages moved into Fluent files is what they
//! read now (the golden traces of `tests/golden.rs` are its byte-for-byte
//! check; here, every trace's English through the messages is its
//! `Display`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use war_kata::grade::reason::SOURCES as GRADER_SOURCES;
use war_kata::kit::locale::{message_variables, Locale};
use war_kata::kit::report::SOURCES as REPORT_SOURCES;
use war_kata::war::fixture::fixture_paths;
use war_kata::war::grade::Misreading;
use war_kata::war::lang::SOURCES;
use war_kata::war::learn::translation;
use war_kata::war::learn::LearningPath;
use war_kata::{FixtureFile, GameFixture};

/// The messages of a Fluent file with their variables; the test fails with
/// the parser's errors when it does not parse.
fn parsed(language: Locale, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    message_variables(source)
        .unwrap_or_else(|errors| panic!("the {language} messages do not parse: {errors:#?}"))
}

/// The ids `source` defines more than once: Fluent keeps the first and
/// drops the others silently.
fn repeated_ids(source: &str) -> Vec<String> {
    let mut seen = BTreeSet::new();
    source
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .filter(|id| !seen.insert(id.clone()))
        .collect()
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    for (owner, sources) in [
        ("war", SOURCES),
        ("the kit's report", REPORT_SOURCES),
        ("the grader", GRADER_SOURCES),
    ] {
        let english = parsed(Locale::En, sources[0]);
        assert!(
            english.len() > 10,
            "{owner}: only {} English messages",
            english.len()
        );
        for (language, source) in Locale::ALL.into_iter().zip(sources).skip(1) {
            let translated = parsed(language, source);
            let missing: Vec<&String> = english
                .keys()
                .filter(|id| !translated.contains_key(*id))
                .collect();
            let extra: Vec<&String> = translated
                .keys()
                .filter(|id| !english.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "{owner}: {language} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{owner}: {language} has messages English lacks: {extra:?}"
            );
            for (id, variables) in &english {
                assert_eq!(
                    &translated[id], variables,
                    "{owner}: {language}'s {id} uses other variables than English's"
                );
            }
        }
        for (language, source) in Locale::ALL.into_iter().zip(sources) {
            assert_eq!(
                repeated_ids(source),
                Vec::<String>::new(),
                "{owner}: {language}"
            );
        }
    }
}

#[test]
fn every_misreading_is_explained_in_every_language() {
    for locale in Locale::ALL {
        for misreading in Misreading::ALL {
            let id = format!("misreading-{}", misreading.name());
            let text = misreading.explanation_in(locale);
            assert_ne!(text, id, "{locale} lacks {id}");
        }
    }
}

#[test]
fn the_built_in_path_is_translated_whole_and_holds_nothing_stale() {
    let path = LearningPath::built_in().expect("the built-in path");
    let fixtures = path.load_fixtures().expect("its fixtures");
    let descriptions: Vec<(String, String)> = fixtures
        .iter()
        .flatten()
        .map(|fixture| {
            (
                fixture.name.clone(),
                fixture.file.fixture.description.clone(),
            )
        })
        .collect();
    let wanted: BTreeSet<String> = path
        .translatable(&descriptions)
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    for (language, source) in Locale::ALL.into_iter().zip(translation::BUILT_IN).skip(1) {
        let translated = parsed(language, source);
        let ids: BTreeSet<String> = translated.keys().cloned().collect();
        let missing: Vec<&String> = wanted.difference(&ids).collect();
        let stale: Vec<&String> = ids.difference(&wanted).collect();
        assert!(
            missing.is_empty(),
            "the path's {language} lacks {missing:?}"
        );
        assert!(
            stale.is_empty(),
            "the path's {language} has ids of no text: {stale:?}"
        );
        assert!(translated.values().all(BTreeSet::is_empty), "{language}");
        assert_eq!(repeated_ids(source), Vec::<String>::new(), "{language}");
    }
}

#[test]
fn a_translated_path_shows_every_text_in_its_language() {
    let english = LearningPath::built_in().expect("the built-in path");
    let dutch = english.translated(Locale::Nl);
    assert_eq!(dutch.title, "Oorlogje");
    for ((_, english_chapter, english_step), (_, chapter, step)) in
        english.steps().zip(dutch.steps())
    {
        assert_ne!(chapter.title, english_chapter.title);
        assert_ne!(step.title, english_step.title);
        assert_ne!(step.rule, english_step.rule);
        assert_ne!(step.hint, english_step.hint);
        // What a step is made of is no text, and stays.
        assert_eq!(step.fixtures, english_step.fixtures);
        assert_eq!(step.introduces, english_step.introduces);
    }
    let fixtures = dutch.load_fixtures().expect("its fixtures");
    let first = &fixtures[0][0].file.fixture.description;
    assert_eq!(
        first,
        "Met een lege stapel eindigt het spel in gelijkspel nog voor er een slag is"
    );
    // The English path keeps its English.
    assert_eq!(english.translated(Locale::En).title, "War");
}

#[test]
fn a_path_given_on_the_command_line_brings_its_translation_beside_it() {
    let folder = tempfile::tempdir().expect("a folder");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path_file = folder.path().join("path.yaml");
    let text = std::fs::read_to_string(root.join("kata/war/path.yaml")).expect("the path");
    let fixtures = root.join("fixtures").display().to_string();
    std::fs::write(
        &path_file,
        text.replace("fixtures: ../../fixtures", &format!("fixtures: {fixtures}")),
    )
    .expect("written");
    std::fs::write(
        folder.path().join("path.nl.ftl"),
        "path-title = Oorlog van de klas\nstep-an-empty-deck = Niets te delen\n",
    )
    .expect("written");
    let path = LearningPath::load(&path_file)
        .expect("the path loads")
        .translated(Locale::Nl);
    assert_eq!(path.title, "Oorlog van de klas");
    let (_, _, first) = path.steps().next().expect("a step");
    assert_eq!(first.title, "Niets te delen");
    // What the file does not translate stays English.
    assert!(
        first.rule.starts_with("At the start of every battle"),
        "{}",
        first.rule
    );

    std::fs::write(
        folder.path().join("path.nl.ftl"),
        "path-title = { $broken\n",
    )
    .expect("written");
    let error = LearningPath::load(&path_file).expect_err("a translation that does not parse");
    assert_eq!(error.kind(), war_kata::ErrorKind::Path);
    assert!(error.to_string().contains("path.nl.ftl"), "{error}");
}

#[test]
fn every_trace_in_english_through_the_messages_is_its_golden_text() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let files = fixture_paths(&[folder]).expect("the fixtures");
    for path in &files.paths {
        let trace = FixtureFile::load(path).expect("a fixture").trace();
        assert_eq!(
            trace.text(Locale::En),
            trace.to_string(),
            "{}",
            path.display()
        );
        let dutch = trace.text(Locale::Nl);
        assert_ne!(dutch, trace.to_string(), "{}", path.display());
        // The cards and the players are the same in every language.
        let numbers = |text: &str| -> Vec<String> {
            text.split(|c: char| !(c.is_ascii_digit() || c == '-'))
                .filter(|word| word.chars().any(|c| c.is_ascii_digit()))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(
            numbers(&dutch),
            numbers(&trace.to_string()),
            "{}",
            path.display()
        );
    }
}
