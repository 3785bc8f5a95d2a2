//! Hostile inputs: each gets a clear one-line error and a non-zero exit
//! code, and none panics, hangs or eats memory.
//!
//! The library tests check the error's kind; the command-line tests check
//! the one line, the exit code, and that the command ends (a deadline far
//! beyond its real time guards against a hang, it measures no speed).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use war_kata::{ErrorKind, FixtureFile};

/// A fixture that is right in every way; the hostile ones spoil it.
const GOOD: &str = "\
id: 7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10
description: Two cards, the first higher
source: a test of hostile inputs
deck: [3, 2]
expected:
  winner: a
  battles: 1
  reason: empty_deck
";

/// Writes `bytes` as `name` in a new temporary folder.
fn file(name: &str, bytes: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).expect("the file is written");
    (dir, path)
}

/// The kind of error loading `bytes` as a fixture gives.
fn load_error(bytes: &[u8]) -> ErrorKind {
    let (_dir, path) = file("hostile.yaml", bytes);
    FixtureFile::load(&path)
        .expect_err("the fixture must be refused")
        .kind()
}

/// A billion-laughs alias bomb: nine levels of nine aliases each.
fn alias_bomb() -> String {
    let mut text = GOOD.replace("deck: [3, 2]\n", "");
    text.push_str(
        "rules:\n  preset: umass\n  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n",
    );
    for level in 1..9 {
        let aliases = vec![format!("*a{}", level - 1); 9].join(", ");
        text.push_str(&format!("  a{level}: &a{level} [{aliases}]\n"));
    }
    text.push_str("  bomb: *a8\ndeck: [3, 2]\n");
    text
}

/// Runs `war` with `args` and `stdin`, within a deadline; returns the exit
/// code and standard error.
fn war(args: &[&str], stdin: Vec<u8>) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_war"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("war starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    // War may stop reading early (that is the point): ignore a broken pipe.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Some(status) = child.try_wait().expect("war can be waited for") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("war {args:?} did not end: it hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = writer.join();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().expect("stderr is piped"), &mut err)
        .expect("stderr is UTF-8");
    (status.code(), err)
}

/// Asserts a failure with one error line containing `needle`, and no panic.
fn assert_one_line(code: Option<i32>, err: &str, needle: &str) {
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    assert!(err.starts_with("war: error: "), "{err}");
    assert!(err.contains(needle), "{needle:?} not in {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn the_good_fixture_loads() {
    let (_dir, path) = file("good.yaml", GOOD.as_bytes());
    assert!(FixtureFile::load(&path).is_ok());
}

#[test]
fn an_alias_bomb_is_refused() {
    assert_eq!(load_error(alias_bomb().as_bytes()), ErrorKind::Limit);
    let (_dir, path) = file("bomb.yaml", alias_bomb().as_bytes());
    let (code, err) = war(&["trace", &path.display().to_string()], vec![]);
    assert_one_line(code, &err, "alias bomb");
}

#[test]
fn deep_nesting_is_refused_at_its_place() {
    let deep = format!("deck: {}{}\n", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(load_error(deep.as_bytes()), ErrorKind::Limit);
    let (_dir, path) = file("deep.yaml", deep.as_bytes());
    let (code, err) = war(&["check", &path.display().to_string()], vec![]);
    assert_one_line(
        code,
        &err,
        "deep.yaml:1:39: YAML nested more than 32 levels deep",
    );
}

#[test]
fn brackets_in_quoted_text_do_not_count_as_nesting() {
    let quoted = GOOD.replace(
        "source: a test of hostile inputs",
        &format!("source: '{}'", "[".repeat(100)),
    );
    let (_dir, path) = file("quoted.yaml", quoted.as_bytes());
    assert!(FixtureFile::load(&path).is_ok());
}

#[test]
fn a_100_mb_deck_line_is_refused_without_reading_it_all() {
    let line = "7 ".repeat(50 << 20).into_bytes();
    let (code, err) = war(&["winner"], line);
    assert_one_line(code, &err, "<stdin>: line 1 is longer than 16777216 bytes");
}

#[test]
fn a_fixture_over_1_mib_is_refused() {
    let huge = GOOD.replace(
        "deck: [3, 2]",
        &format!("deck: [{}2]", "3, ".repeat(400_000)),
    );
    assert_eq!(load_error(huge.as_bytes()), ErrorKind::Limit);
}

#[test]
fn duplicate_keys_are_refused() {
    let twice = GOOD.replace("deck: [3, 2]\n", "deck: [3, 2]\ndeck: [2, 3]\n");
    assert_eq!(load_error(twice.as_bytes()), ErrorKind::Fixture);
    let (_dir, path) = file("twice.yaml", twice.as_bytes());
    let (code, err) = war(&["check", &path.display().to_string()], vec![]);
    assert_one_line(code, &err, "duplicate field `deck`");
}

#[test]
fn unknown_fields_are_refused() {
    let unknown = format!("{GOOD}colour: red\n");
    assert_eq!(load_error(unknown.as_bytes()), ErrorKind::Fixture);
    let nested = GOOD.replace("  battles: 1", "  battles: 1\n  turns: 1");
    assert_eq!(load_error(nested.as_bytes()), ErrorKind::Fixture);
    let rules = GOOD.replace("deck:", "rules: {preset: kata, war_card: 2}\ndeck:");
    assert_eq!(load_error(rules.as_bytes()), ErrorKind::Fixture);
}

#[test]
fn wrong_types_are_refused() {
    for (from, to) in [
        ("deck: [3, 2]", "deck: 5"),
        ("deck: [3, 2]", "deck: {a: 1}"),
        ("deck: [3, 2]", "deck: [3, [2]]"),
        ("deck: [3, 2]", "deck: [3, 2.5]"),
        ("battles: 1", "battles: one"),
        ("battles: 1", "battles: -1"),
        ("winner: a", "winner: c"),
        ("reason: empty_deck", "reason: 7"),
    ] {
        let wrong = GOOD.replace(from, to);
        assert_eq!(load_error(wrong.as_bytes()), ErrorKind::Fixture, "{to}");
    }
}

#[test]
fn non_utf8_bytes_are_refused() {
    let mut bytes = GOOD.as_bytes().to_vec();
    bytes.extend_from_slice(b"reasoning: \xff\xfe\n");
    assert_eq!(load_error(&bytes), ErrorKind::Io);
    let (code, err) = war(&["winner"], b"3 2\n\xff\n".to_vec());
    assert_one_line(code, &err, "<stdin>: line 2 is not UTF-8 text");
}

#[test]
fn integers_beyond_i32_are_refused() {
    for card in ["2147483648", "-2147483649", "99999999999999999999999"] {
        let wide = GOOD.replace("deck: [3, 2]", &format!("deck: [3, {card}]"));
        assert_eq!(load_error(wide.as_bytes()), ErrorKind::Fixture, "{card}");
    }
    let (code, err) = war(&["winner"], b"1 -2147483649\n".to_vec());
    assert_one_line(code, &err, "beyond the range of a Java int");
}

#[test]
fn a_folder_or_a_missing_path_is_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let error = FixtureFile::load(dir.path()).expect_err("a folder is no fixture");
    assert_eq!(error.kind(), ErrorKind::Io);
    let missing = Path::new("no/such/fixture.yaml");
    assert_eq!(
        FixtureFile::load(missing).expect_err("missing").kind(),
        ErrorKind::Io
    );
    let (code, err) = war(&["trace", &dir.path().display().to_string()], vec![]);
    assert_one_line(code, &err, "is a folder, not a fixture file");
    let (code, err) = war(&["check", "no/such/fixture.yaml"], vec![]);
    assert_one_line(
        code,
        &err,
        "no/such/fixture.yaml: No such file or directory",
    );
}

#[test]
fn an_empty_fixture_file_is_refused() {
    assert_eq!(load_error(b""), ErrorKind::Fixture);
    assert_eq!(load_error(b"---\n"), ErrorKind::Fixture);
}

#[test]
fn rules_that_make_an_endless_game_are_refused() {
    for rules in [
        "rules: {preset: umass, limit: 4000000000}",
        "rules: {preset: umass, limit: 1000001}",
        "rules: {preset: kata, war_cards: 18446744073709551615}",
        "rules: {preset: kata, war_cards: 65}",
    ] {
        let endless = GOOD.replace("deck:", &format!("{rules}\ndeck:"));
        assert_eq!(
            load_error(endless.as_bytes()),
            ErrorKind::Fixture,
            "{rules}"
        );
    }
    let highest = GOOD.replace(
        "deck:",
        "rules: {preset: umass, limit: 1000000, war_cards: 64}\ndeck:",
    );
    let (_dir, path) = file("highest.yaml", highest.as_bytes());
    assert!(FixtureFile::load(&path).is_ok());
}

#[test]
fn an_alternative_given_twice_is_refused() {
    let twice = format!(
        "{GOOD}alternatives:\n{}",
        "  - interpretation: limit_ends_war\n    expected: {winner: a, battles: 1, reason: empty_deck}\n"
            .repeat(2)
    );
    assert_eq!(load_error(twice.as_bytes()), ErrorKind::Fixture);
}

#[test]
fn every_preset_is_valid() {
    for preset in war_kata::war::rules::Preset::ALL {
        assert_eq!(preset.rules().validate(), Ok(()), "{preset}");
    }
}
