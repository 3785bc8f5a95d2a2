//! The UNO fixtures themselves: every one loads, agrees with the rules, has
//! its own id and description, says where it comes from and how it was
//! worked out, and together they cover every numbered point of the UNO
//! part of `003_programs.md` and every field in which the presets differ.

#[path = "../common/fixture_set.rs"]
mod fixture_set;

use war_kata::uno::fixture::FixtureFile;
use war_kata::uno::{Preset, Rules};

fixture_set::fixture_set_tests!(
    FixtureFile,
    "fixtures/uno",
    war_kata::uno::builtin::FIXTURES
);

#[test]
fn every_fixture_says_where_it_comes_from_and_how_it_was_worked_out() {
    for file in fixtures() {
        let fixture = &file.fixture;
        assert!(
            fixture.source.contains("003_"),
            "{} cites no seed file",
            file.path.display()
        );
        assert!(
            fixture.reasoning.trim().len() > 80,
            "{} has no reasoning worth the name",
            file.path.display()
        );
        assert!(
            !fixture.expected.log.is_empty(),
            "{} shows no moment",
            file.path.display()
        );
    }
}

/// Every numbered point of the UNO part of `003_programs.md`, each of
/// which a fixture must cite (`003_programs.md U8.4`, ...).
const POINTS: [&str; 16] = [
    "U1", "U2", "U3", "U4", "U5", "U6", "U7", "U8.1", "U8.2", "U8.3", "U8.4", "U8.5", "U8.6",
    "U8.7", "U9", "U10",
];

#[test]
fn every_numbered_point_of_the_programs_notes_has_a_fixture() {
    let files = fixtures();
    for point in POINTS {
        let cited = files.iter().any(|file| {
            file.fixture
                .source
                .split(|c: char| !(c.is_alphanumeric() || c == '.'))
                .any(|word| word.trim_end_matches('.') == point)
        });
        assert!(cited, "no fixture cites {point} of 003_programs.md");
    }
}

/// The fields in which the presets differ, as YAML names them.
fn differing_fields() -> Vec<String> {
    let fields = |rules: Rules| match serde_yaml::to_value(rules) {
        Ok(serde_yaml::Value::Mapping(fields)) => fields,
        _ => panic!("rules are a map"),
    };
    let (jones, mattel) = (
        fields(Preset::Jones.rules()),
        fields(Preset::Mattel.rules()),
    );
    jones
        .iter()
        .filter(|(key, value)| mattel.get(*key) != Some(value))
        .filter_map(|(key, _)| key.as_str().map(str::to_string))
        .collect()
}

#[test]
fn every_difference_between_the_presets_is_shown_under_both() {
    let files = fixtures();
    for field in differing_fields() {
        for preset in Preset::ALL {
            let shown = files.iter().any(|file| {
                file.fixture.rules.preset == preset
                    && file.fixture.rules.rules == preset.rules()
                    && (file.fixture.source.contains(&field)
                        || file.fixture.reasoning.contains(&field))
            });
            assert!(shown, "no {preset} fixture names the rule field {field}");
        }
    }
}

#[test]
fn every_strategy_plays_in_a_fixture() {
    let files = fixtures();
    for name in ["jackass", "defensive"] {
        let plays = files
            .iter()
            .any(|file| file.strategies.iter().any(|s| s.to_string() == name));
        assert!(plays, "no fixture seats a {name} player");
    }
}
