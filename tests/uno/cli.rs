//! The `uno` command as a user meets it: its answers, its statistics, and
//! its one-line errors for bad input (a deck of 107 cards, an unknown card
//! `R10`, 16 players, a line of a gigabyte).

use std::io::{Read, Write};
use std::process::{Command, Output, Stdio};

use program::{stderr, stdout};

use war_kata::uno::card::{build_order, write_cards};

#[path = "../common/program.rs"]
mod program;

/// Runs `uno` with `args`, feeding it `stdin`.
fn uno(args: &[&str], stdin: &str) -> Output {
    program::run(env!("CARGO_BIN_EXE_uno"), args, stdin)
}

/// Asserts one error line with its advice, exit code 1, no panic.
fn assert_one_line_error(output: &Output, prefix: &str) {
    program::assert_one_line_error_with_fix("uno", output, prefix);
}

/// The 108 cards in build order, as one line.
fn deck() -> String {
    write_cards(&build_order())
}

#[test]
fn winner_answers_each_line_with_six_tab_separated_fields() {
    let input = format!("2 {}\n4 {}\n", deck(), deck());
    let output = uno(&["winner"], &input);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    for (line, players) in lines.iter().zip([2, 4]) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 6, "{line}");
        assert_eq!(fields[3].split(',').count(), players, "{line}");
        let turns: usize = fields[1].parse().expect("turns");
        assert_eq!(
            fields[5].split(' ').filter(|t| *t != "shuffle").count(),
            turns
        );
    }
}

#[test]
fn a_deck_of_107_cards_is_refused_at_the_end_of_its_line() {
    let short = &deck()[..deck().len() - 3];
    let output = uno(&["winner"], &format!("4 {short}\n"));
    let column = 2 + short.chars().count() + 1;
    assert_one_line_error(
        &output,
        &format!("<stdin>:1:{column}: the deck has 107 cards"),
    );
}

#[test]
fn an_unknown_card_is_refused_at_its_column() {
    let line = format!("2 {}", deck().replacen("R0", "R10", 1));
    let output = uno(&["winner"], &format!("{line}\n"));
    assert_one_line_error(&output, "<stdin>:1:3: \"R10\" is not an UNO card");
    assert!(stderr(&output).contains("write a card as a colour R, G, B or Y"));
}

#[test]
fn sixteen_players_are_refused_with_the_reason() {
    let output = uno(&["winner"], &format!("16 {}\n", deck()));
    assert_one_line_error(&output, "<stdin>:1:1: 16 players");
    assert!(stderr(&output).contains("more than 108") || stderr(&output).contains("108 cards"));
    let output = uno(&["play", "--players", "16", "--seed", "1"], "");
    assert_one_line_error(&output, "--players: 16 players");
    let output = uno(&["stats", "--players", "16", "--games", "10"], "");
    assert_one_line_error(&output, "--players: 16 players");
}

#[test]
fn a_line_of_a_gigabyte_is_refused_without_reading_it_all() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uno"))
        .arg("winner")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("uno starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || {
        let chunk = vec![b'R'; 1 << 20];
        let mut written = 0usize;
        for _ in 0..1024 {
            if input.write_all(&chunk).is_err() {
                break;
            }
            written += chunk.len();
        }
        written
    });
    let mut err = String::new();
    child
        .stderr
        .take()
        .expect("stderr is piped")
        .read_to_string(&mut err)
        .expect("stderr is UTF-8");
    let status = child.wait().expect("uno finishes");
    let written = writer.join().expect("the writer ends");
    assert_eq!(status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("uno: error: <stdin>: line 1 is longer than"),
        "{err}"
    );
    assert!(written < 1 << 30, "uno read the whole gigabyte");
}

#[test]
fn play_sums_up_a_round_from_a_deck_or_a_seed() {
    let output = uno(&["play", "--players", "3", "--deck", &deck()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("rules: jones\nplayers: 3 (jackass, jackass, jackass)\n"),
        "{text}"
    );
    assert!(text.contains(" wins after "), "{text}");
    let seeded = uno(
        &["play", "--players", "4", "--seed", "7", "--rules", "mattel"],
        "",
    );
    assert!(seeded.status.success(), "{}", stderr(&seeded));
    assert!(stdout(&seeded).starts_with("rules: mattel\n"));
    let bad = uno(&["play", "--players", "2", "--deck", "R0 R1"], "");
    assert_one_line_error(&bad, "--deck:1:6: the deck has 2 cards");
}

#[test]
fn trace_prints_a_fixtures_golden_trace() {
    let fixture = "fixtures/uno/u5_seat_0_first_until_a_hand_is_empty.yaml";
    let output = uno(&["trace", fixture], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.starts_with("rules: jones\nplayers: 2 (jackass, jackass)\n"),
        "{text}"
    );
    assert!(text.contains("seat 0 wins after 13 turns"), "{text}");
    let mattel = uno(&["trace", fixture, "--rules", "mattel"], "");
    assert!(stdout(&mattel).starts_with("rules: mattel\n"));
}

#[test]
fn check_agrees_with_every_fixture_and_rules_lists_both_presets() {
    let output = uno(&["check"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).ends_with("all agree with the rules\n"));
    let rules = stdout(&uno(&["rules"], ""));
    assert!(rules.starts_with("jones: the original program"), "{rules}");
    assert!(
        rules.contains("\nmattel: the official Mattel rules"),
        "{rules}"
    );
    assert!(rules.contains("draw_four: plain_wild") && rules.contains("draw_four: attacks"));
}

#[test]
fn shards_merge_into_the_figures_of_the_whole_run() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let args = [
        "stats",
        "--players",
        "4",
        "--games",
        "600",
        "--seed",
        "5",
        "--json",
    ];
    let whole = uno(&args, "");
    assert!(whole.status.success(), "{}", stderr(&whole));
    let mut parts = Vec::new();
    for shard in ["0/3", "1/3", "2/3"] {
        let mut sharded = args.to_vec();
        sharded.extend(["--shard", shard, "--threads", "1"]);
        let output = uno(&sharded, "");
        assert!(output.status.success(), "{}", stderr(&output));
        let path = dir.path().join(format!("part{}.json", parts.len()));
        std::fs::write(&path, &output.stdout).expect("a part is written");
        parts.push(path.display().to_string());
    }
    let mut merge = vec!["stats", "merge", "--json"];
    merge.extend(parts.iter().map(String::as_str));
    let merged = uno(&merge, "");
    assert!(merged.status.success(), "{}", stderr(&merged));
    assert_eq!(stdout(&merged), stdout(&whole));
    let twice = uno(&["stats", "merge", &parts[0], &parts[0]], "");
    assert_one_line_error(&twice, &parts[0]);
}

#[test]
fn stats_print_seats_turns_scores_refills_and_the_head_to_head() {
    let output = uno(
        &[
            "stats",
            "--players",
            "2",
            "--games",
            "400",
            "--seed",
            "1",
            "--strategies",
            "jackass,defensive",
        ],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    for needle in [
        "400 rounds of 2 players (jackass, defensive), jones, seed 1",
        "seat 0 ",
        "seat 1 ",
        "turns per round\n  mean ",
        "mean winner's score ",
        "refills ",
        "head to head",
        "  defensive    wins ",
        "  jackass      wins ",
    ] {
        assert!(text.contains(needle), "{needle:?} missing from:\n{text}");
    }
}

#[test]
fn every_subcommand_ends_its_help_with_examples() {
    let commands: [&[&str]; 13] = [
        &["trace"],
        &["play"],
        &["rules"],
        &["check"],
        &["winner"],
        &["stats"],
        &["stats", "merge"],
        &["fixtures"],
        &["fixtures", "list"],
        &["fixtures", "show"],
        &["fixtures", "write"],
        &["completions"],
        &["manpages"],
    ];
    for command in commands {
        let mut args = command.to_vec();
        args.push("--help");
        let help = stdout(&uno(&args, ""));
        let last = help.trim_end().rsplit("\n\n").next().unwrap_or_default();
        let line = format!("uno {}", command.join(" "));
        assert!(last.starts_with("Example"), "{line}: {help}");
        assert!(last.contains(&format!("\n  {line}")), "{line}: {last}");
    }
}

#[test]
fn fixtures_lists_shows_and_writes_the_built_in_fixtures() {
    program::assert_fixtures_command("uno", env!("CARGO_BIN_EXE_uno"), "fixtures/uno");
}

/// The presets cite their sources by address, never by a file of the
/// project's notes, which no clone has.
#[test]
fn rules_cite_sources_a_reader_can_find() {
    let text = stdout(&uno(&["rules"], ""));
    assert!(
        text.contains("https://github.com/exceptionnotfound/UnoModelingPractice"),
        "{text}"
    );
    assert!(text.contains("https://exceptionnotfound.net/"), "{text}");
    assert!(
        !text.contains(".txt") && !text.contains("003_programs"),
        "{text}"
    );
}
