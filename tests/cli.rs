//! The `war` command as a user meets it: its output, its exit codes and its
//! one-line errors for bad input.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use war_kata::FixtureFile;
use war_kata::GameFixture;

use program::{stderr, stdout};

#[path = "common/program.rs"]
mod program;

/// Runs `war` with `args`, feeding it `stdin`.
fn war(args: &[&str], stdin: &str) -> Output {
    program::run(env!("CARGO_BIN_EXE_war"), args, stdin)
}

/// Asserts one error line, exit code 1, no panic.
fn assert_one_line_error(output: &Output, prefix: &str) {
    program::assert_one_line_error("war", output, prefix);
}

/// Writes `text` to `name` inside `dir` and returns the path as a string.
fn write_file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).expect("the temporary file is written");
    path.display().to_string()
}

const WAR_DRAW: &str = "fixtures/war_draw.yaml";

#[test]
fn trace_prints_the_fixtures_golden_trace() {
    let output = war(&["trace", WAR_DRAW], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let file = FixtureFile::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join(WAR_DRAW))
        .expect("war_draw.yaml loads");
    assert_eq!(stdout(&output), file.trace().to_string());
}

#[test]
fn trace_of_a_deck_ends_with_the_outcome() {
    let output = war(&["trace", "--deck", "2 3 4 5"], "");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(
        text.starts_with("deck: 2 3 4 5\ndeal\n  A: 2 4\n  B: 3 5\n"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "outcome: B wins after 2 battles: A has no cards left at the start of battle 3\n"
        ),
        "{text}"
    );
}

#[test]
fn winner_answers_each_deck_on_its_own_line() {
    let output = war(&["winner"], "2 3 4 5\n\n5 5 2 4 3\n3 2\n1000 1000\n");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "-1\n0\n0\n1\n0\n");
}

#[test]
fn winner_accepts_crlf_and_tabs() {
    let output = war(&["winner"], "3\t2\r\n2  3\r\n");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "1\n-1\n");
}

#[test]
fn winner_keeps_the_answers_before_a_bad_line() {
    let output = war(&["winner"], "3 2\n2 x 3\n2 3\n");
    assert_eq!(stdout(&output), "1\n");
    assert_one_line_error(&output, "<stdin>:2:3: \"x\" is not a card");
}

/// The protocol's second line form: A's hand, `|`, B's hand, played
/// without a deal. A 3 1 against B 2 4 is the kata document's own start.
#[test]
fn winner_plays_two_hands_without_a_deal() {
    // Dealt alternately, 3 2 1 4 gives the same hands: the same answer.
    let dealt = war(&["winner"], "3 2 1 4\n");
    let hands = war(&["winner"], "3 1 | 2 4\n| 5\n5 |\n");
    assert_eq!(hands.status.code(), Some(0), "{}", stderr(&hands));
    let answers: Vec<String> = stdout(&hands).lines().map(str::to_string).collect();
    assert_eq!(answers[0], stdout(&dealt).trim());
    // An empty hand loses at the start of the first battle.
    assert_eq!(answers[1..], ["-1", "1"]);
    // Under the kata's rules its hands play the kata's game.
    let kata = war(
        &["winner", "--rules", "kata"],
        "AKQJTNAKQJTN | QQKKTTNNAJAJ\n",
    );
    assert_eq!(stdout(&kata).trim(), "1");
    let bad = war(&["winner"], "3 1 | 2 x\n");
    assert_one_line_error(&bad, "<stdin>:1:9: \"x\" is not a card");
}

#[test]
fn winner_rejects_a_value_beyond_a_java_int() {
    let output = war(&["winner"], "1 2147483648\n");
    assert_one_line_error(&output, "<stdin>:1:3: \"2147483648\" is beyond the range");
}

#[test]
fn play_json_reports_winner_battles_rounds_wars_and_reason() {
    let output = war(
        &["play", "--deck", "2 2 8 6 9 7 10 11 5 6 4 4", "--json"],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let summary: serde_json::Value =
        serde_json::from_str(&stdout(&output)).expect("one JSON object");
    assert_eq!(summary["winner"], "b");
    assert_eq!(summary["code"], -1);
    assert_eq!(summary["battles"], 3);
    assert_eq!(summary["rounds"], 2);
    assert_eq!(summary["wars"], 2);
    assert_eq!(summary["reason"], "short_for_war");
}

#[test]
fn play_prints_a_summary() {
    let output = war(&["play", "--deck", "5 5 2 4 3"], "");
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        "A: 5 2 3\nB: 5 4\ndraw after 1 battle in 1 round, 1 war: neither player can put down 3 cards for a war\n"
    );
}

#[test]
fn play_accepts_negative_cards() {
    let output = war(&["play", "--deck", "-5 -6", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let summary: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(summary["winner"], "a");
}

#[test]
fn play_rejects_a_bad_deck_naming_the_option() {
    let output = war(&["play", "--deck", "5 5 two"], "");
    assert_one_line_error(&output, "--deck:1:5: \"two\" is not a card");
}

#[test]
fn check_passes_on_the_fixtures() {
    let output = war(&["check"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("all agree with the rules"));
}

const WRONG_EXPECTED: &str = "\
id: 7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10
description: Two cards, the first higher, with a wrong expected winner
source: a test of war check
deck: [3, 2]
expected:
  winner: b
  battles: 1
  reason: empty_deck
";

#[test]
fn check_reports_a_fixture_whose_expected_values_disagree() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = write_file(dir.path(), "wrong.yaml", WRONG_EXPECTED);
    let output = war(&["check", &path], "");
    assert_one_line_error(
        &output,
        &format!("{path}:5:1: expected B wins after 1 battle (empty_deck), but the rules give A wins after 1 battle (empty_deck)"),
    );
    assert!(stdout(&output).contains("1 fixture checked, 1 problem"));
}

#[test]
fn check_reports_an_unknown_field_at_its_line_and_column() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let text = WRONG_EXPECTED.replace("  reason:", "  reasn:");
    let path = write_file(dir.path(), "unknown.yaml", &text);
    let output = war(&["check", &path], "");
    assert_one_line_error(
        &output,
        &format!("{path}:8:3: expected: unknown field `reasn`"),
    );
}

#[test]
fn check_reports_every_bad_fixture_in_a_folder() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    write_file(dir.path(), "a.yaml", WRONG_EXPECTED);
    write_file(dir.path(), "b.yaml", "deck: [1, 2\n");
    let output = war(&["check", &dir.path().display().to_string()], "");
    assert_eq!(output.status.code(), Some(1));
    let err = stderr(&output);
    assert_eq!(err.lines().count(), 2, "{err}");
    assert!(err.contains("a.yaml:5:1: expected B wins"), "{err}");
    assert!(err.contains("b.yaml:"), "{err}");
}

#[test]
fn check_reports_a_shared_id() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let right = WRONG_EXPECTED.replace("winner: b", "winner: a");
    write_file(dir.path(), "a.yaml", &right);
    write_file(dir.path(), "b.yaml", &right);
    let output = war(&["check", &dir.path().display().to_string()], "");
    assert_one_line_error(
        &output,
        &format!("{}:1:1: id 7a1f0c84", dir.path().join("b.yaml").display()),
    );
}

/// A name that is neither a file nor a built-in fixture: both were tried,
/// and `war fixtures list` names the built-in ones.
#[test]
fn trace_of_a_missing_file_is_one_line() {
    let output = war(&["trace", "fixtures/no_such_fixture.yaml"], "");
    assert_one_line_error(
        &output,
        "fixtures/no_such_fixture.yaml: no such file, and no fixture built into war has this name, path or id; \
         give a fixture file, or a built-in fixture's name, path or id: `war fixtures list` names them",
    );
    let output = war(&["trace", "nosuch"], "");
    assert_one_line_error(
        &output,
        "nosuch: no such file, and no fixture built into war",
    );
}

#[test]
fn trace_of_a_folder_is_one_line() {
    let output = war(&["trace", "fixtures"], "");
    assert_one_line_error(&output, "fixtures: is a folder, not a fixture file");
}

#[test]
fn trace_of_malformed_yaml_is_placed() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = write_file(dir.path(), "bad.yaml", "id: [unclosed\n");
    let output = war(&["trace", &path], "");
    assert_one_line_error(&output, &format!("{path}:"));
}

#[test]
fn trace_rejects_an_id_that_is_not_a_uuid() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let text = WRONG_EXPECTED.replace("7a1f0c84-4a0c-4c59-9a43-6f4f0c2d1e10", "case-1");
    let path = write_file(dir.path(), "id.yaml", &text);
    let output = war(&["trace", &path], "");
    assert_one_line_error(&output, &format!("{path}:1:1: id \"case-1\" is not a UUID"));
}

#[test]
fn a_usage_error_exits_with_2() {
    let output = war(&["play"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--deck"));
}

/// `war` copied out of the build, as `cargo install` puts it, and run in a
/// folder outside the repository: it checks, grades, exports and traces
/// from the fixtures built into it, and `war fixtures` lists, shows and
/// writes them.
#[test]
fn an_installed_war_works_from_any_folder() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bin = dir.path().join("bin");
    fs::create_dir(&bin).expect("a folder");
    let installed = bin.join("war");
    fs::copy(env!("CARGO_BIN_EXE_war"), &installed).expect("copied");
    let course = dir.path().join("course");
    fs::create_dir(&course).expect("a folder");
    let run = |args: &[&str]| {
        Command::new(&installed)
            .args(args)
            .current_dir(&course)
            .env_remove("CARGO_MANIFEST_DIR")
            .stdin(Stdio::null())
            .output()
            .expect("war runs")
    };
    let on_disk = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures"))
        .expect("the fixtures")
        .filter(|entry| {
            entry
                .as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "yaml"))
        })
        .count();
    let check = run(&["check"]);
    assert_eq!(check.status.code(), Some(0), "{}", stderr(&check));
    let checked = stdout(&check);
    assert!(
        checked.ends_with(&format!(
            "{on_disk} fixtures checked, all agree with the rules\n"
        )),
        "{checked}"
    );
    assert!(
        checked.starts_with("the path kata/war/path.yaml: "),
        "{checked}"
    );
    let port = format!("{} winner", installed.display());
    let grade = run(&["grade", "--cmd", &port]);
    assert_eq!(grade.status.code(), Some(0), "{}", stdout(&grade));
    assert!(stdout(&grade).contains(" passed, 0 failed"));
    let learn = run(&["learn", "--cmd", &port]);
    assert_eq!(learn.status.code(), Some(0), "{}", stdout(&learn));
    let new = run(&["new", "kata", "--lang", "python"]);
    assert_eq!(new.status.code(), Some(0), "{}", stderr(&new));
    assert!(course.join("kata/test_war.py").is_file());
    let export = run(&["export", "--format", "pytest"]);
    assert!(stdout(&export).contains("def test_"));
    let trace = run(&["trace", "fixtures/war_draw.yaml"]);
    assert!(
        stdout(&trace).starts_with("deck: 5 5 2 4 3\n"),
        "{}",
        stderr(&trace)
    );
    let list = run(&["fixtures", "list"]);
    assert_eq!(stdout(&list).lines().count(), on_disk);
    let show = run(&["fixtures", "show", "war_draw"]);
    let original = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(WAR_DRAW))
        .expect("the fixture");
    assert_eq!(stdout(&show), original);
    let write = run(&["fixtures", "write", "mine"]);
    assert_eq!(write.status.code(), Some(0), "{}", stderr(&write));
    assert_eq!(
        fs::read_to_string(course.join("mine/war_draw.yaml")).expect("written"),
        original
    );
    // Files on the command line win over the built-in fixtures.
    fs::write(course.join("mine/war_draw.yaml"), WRONG_EXPECTED).expect("changed");
    let mine = run(&["check", "mine/war_draw.yaml"]);
    assert_eq!(mine.status.code(), Some(1));
    let again = run(&["fixtures", "write", "mine"]);
    assert_eq!(again.status.code(), Some(1), "never overwritten");
    assert!(
        stderr(&again).contains("war_draw.yaml"),
        "{}",
        stderr(&again)
    );
}

/// The subcommands a `--help` text lists under `Commands:`, but `help`.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// Every subcommand's `--help` ends with an example of it, at every depth
/// (`war stats merge`, `war fixtures show`), and `war grade --help` names
/// the adapters.
#[test]
fn every_subcommand_s_help_ends_with_an_example() {
    let top = stdout(&war(&["--help"], ""));
    let mut pending: Vec<Vec<String>> = subcommands(&top).into_iter().map(|c| vec![c]).collect();
    let mut checked = 0;
    while let Some(path) = pending.pop() {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let help = stdout(&war(&args, ""));
        let last = help.trim_end().rsplit("\n\n").next().unwrap_or_default();
        assert!(
            last.starts_with("Example"),
            "war {}: the help ends with {last:?}",
            path.join(" ")
        );
        let command = format!("war {}", path.join(" "));
        assert!(last.contains(&command), "{command}: {last}");
        pending.extend(subcommands(&help).into_iter().map(|sub| {
            let mut deeper = path.clone();
            deeper.push(sub);
            deeper
        }));
        checked += 1;
    }
    assert!(checked >= 15, "{checked} subcommands");
    let grade = stdout(&war(&["grade", "--help"], ""));
    assert!(grade.contains("adapters/java/WarAdapter.java"), "{grade}");
    assert!(grade.contains("adapters/python/war_adapter.py"), "{grade}");
}
