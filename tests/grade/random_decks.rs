//! `war grade --random` on the example ports: the bugs no fixture catches
//! caught on their smallest decks; and, run by CI (`--ignored`, about ten
//! minutes on two cores), every buggy port caught by random decks alone
//! with its smallest decks as the README's table gives them, and the
//! faithful ports agreeing on 10,000 random decks.

use std::time::Duration;

use super::{
    failed_tests, grade_gradescope, have, java_port, python_port, root, run_within, text, war,
};
use rstest::rstest;

/// Grades `command` with `options` in Gradescope's format, allowing the
/// long runs of these tests 15 minutes; the exit code and `results.json`.
fn grade_long(command: &str, options: &[&str]) -> (i32, serde_json::Value) {
    let mut args = vec!["grade", "--cmd", command, "--format", "gradescope"];
    args.extend(options);
    let output = run_within(
        env!("CARGO_BIN_EXE_war"),
        &args,
        root(),
        Duration::from_secs(900),
    );
    let json = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("results.json parses: {e}\nstderr: {}", text(&output.stderr)));
    (output.status.code().expect("an exit code"), json)
}

/// An example port of `tests/ports/`.
#[derive(Debug, Clone, Copy)]
enum Port {
    /// `tests/ports/python/NAME.py`.
    Python(&'static str),
    /// `tests/ports/java/NAME/`.
    Java(&'static str),
    /// `war winner`, the reference.
    Winner,
}

impl Port {
    /// The port's command, with the build folder it needs kept alive;
    /// `None` when a tool it needs is missing (the test is skipped).
    fn command(self) -> Option<(Option<tempfile::TempDir>, String)> {
        match self {
            Port::Python(name) => Some((None, python_port(name))),
            Port::Java(name) => {
                if !have("javac", &["-version"]) {
                    return None;
                }
                let (build, command) = java_port(name);
                Some((Some(build), command))
            }
            Port::Winner => Some((None, format!("{} winner", env!("CARGO_BIN_EXE_war")))),
        }
    }
}

/// The random decks of the README's table: 1,000 of seed 1.
const RANDOM: [&str; 5] = ["--random-only", "--random", "1000", "--seed", "1"];

/// A bug that no fixture catches: the port passes every fixture, and
/// disagrees with the reference on the smallest deck that `--random 1000
/// --seed 1` finds for it (the first of its findings; see the README's
/// table).
#[rstest]
#[case::zero_is_no_card(Port::Python("zero_is_no_card"), "0 -1")]
#[case::minus_one_is_no_card(Port::Java("minus_one_is_no_card"), "MINUS_ONE")]
#[case::four_ties_draw(Port::Python("four_ties_draw"), "FOUR_TIES")]
#[case::war_in_war_under_pile(Port::Python("war_in_war_under_pile"), "WAR_IN_WAR")]
#[case::ring_doubles_wrong(Port::Python("ring_doubles_wrong"), "RING")]
fn a_bug_no_fixture_catches_is_caught_on_its_smallest_deck(#[case] port: Port, #[case] deck: &str) {
    let Some((_build, command)) = port.command() else {
        return;
    };
    let (code, json) = grade_gradescope(&command, &[]);
    assert_eq!(code, 0, "every fixture passes: {}", json["output"]);
    let diff = war(&["diff", "--cmd", &command, deck]);
    let stdout = text(&diff.stdout);
    assert_eq!(diff.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("they differ"), "{stdout}");
}

/// The smallest decks' sizes a `--random 1000 --seed 1` report gives.
fn smallest_sizes(json: &serde_json::Value) -> Vec<usize> {
    json["extra_data"]["random"]["smallest"]
        .as_array()
        .expect("the smallest decks")
        .iter()
        .map(|deck| deck.as_str().expect("a deck").split_whitespace().count())
        .collect()
}

/// With the fixtures off, every buggy port is caught by 1,000 random decks
/// of seed 1, and its findings shrink to the sizes of the README's table:
/// `smallest` is the size of its smallest finding; a port with a finding
/// of at most 10 cards has every finding at most `largest` cards.
#[rstest]
#[case::always_draw(Port::Python("always_draw"), 1, 1)]
#[ignore = "about ten minutes: run by CI, `cargo test --test grade -- --ignored`"]
fn every_buggy_port_is_caught_by_random_decks_alone(
    #[case] port: Port,
    #[case] smallest: usize,
    #[case] largest: usize,
) {
    let Some((_build, command)) = port.command() else {
        return;
    };
    let mut options = RANDOM.to_vec();
    options.extend(["--timeout", "2"]);
    let (code, json) = grade_long(&command, &options);
    assert_eq!(code, 1, "{}", json["output"]);
    assert!(!failed_tests(&json).is_empty());
    let sizes = smallest_sizes(&json);
    assert_eq!(sizes.iter().min(), Some(&smallest), "{sizes:?}");
    assert!(sizes.iter().all(|&size| size <= largest), "{sizes:?}");
}

/// The faithful ports, and `war winner`, agree with the reference on
/// 10,000 random decks.
#[rstest]
#[case::python(Port::Python("faithful"))]
#[case::java(Port::Java("faithful"))]
#[case::java_umass(Port::Java("umass"))]
#[case::war_winner(Port::Winner)]
#[ignore = "about a minute each: run by CI, `cargo test --test grade -- --ignored`"]
fn the_faithful_ports_agree_on_ten_thousand_random_decks(#[case] port: Port) {
    let Some((_build, command)) = port.command() else {
        return;
    };
    let (code, json) = grade_long(
        &command,
        &["--random-only", "--random", "10000", "--seed", "1"],
    );
    assert_eq!(code, 0, "{}", json["output"]);
    let random = &json["extra_data"]["random"];
    assert_eq!(random["decks"], 10000);
    assert_eq!(random["disagreed"], 0);
    assert_eq!(random["not_run"], 0);
}
