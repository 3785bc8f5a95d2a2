//! The fixtures themselves: every one loads, agrees with the rules (and its
//! alternatives with their readings), and the set covers the assignment.

#[path = "common/fixture_set.rs"]
mod fixture_set;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use war_kata::FixtureFile;
use war_kata::GameFixture;

fixture_set::fixture_set_tests!(FixtureFile, "fixtures", war_kata::war::builtin::FIXTURES);

#[test]
fn every_fixture_says_where_it_comes_from_and_how_it_was_worked_out() {
    for file in fixtures() {
        let fixture = &file.fixture;
        assert!(!fixture.source.trim().is_empty(), "{}", file.path.display());
        assert!(
            fixture
                .reasoning
                .as_deref()
                .is_some_and(|r| !r.trim().is_empty()),
            "{} has no reasoning",
            file.path.display()
        );
    }
}

/// The decks the assignment's text spells out, each must be a fixture.
#[test]
fn the_assignments_examples_are_fixtures() {
    let decks: HashSet<Vec<i32>> = fixtures()
        .into_iter()
        .filter(|f| f.fixture.rules.is_default())
        .filter_map(|f| f.fixture.deck.map(|deck| deck.0))
        .collect();
    for example in [
        vec![],
        vec![2, 3, 4, 5],
        vec![2, 2, 8, 6, 9, 7, 10, 11, 5, 6, 4, 4],
        vec![5, 5, 2, 4, 3],
    ] {
        assert!(decks.contains(&example), "no fixture plays {example:?}");
    }
}

#[test]
fn war_draw_is_the_draw_during_a_war() {
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/war_draw.yaml");
    let file = FixtureFile::load(&path).expect("war_draw.yaml loads");
    assert_eq!(
        file.fixture.deck.map(|deck| deck.0),
        Some(vec![5, 5, 2, 4, 3])
    );
}
