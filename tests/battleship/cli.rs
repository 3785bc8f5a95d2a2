//! The `battleship` command as a user meets it: its traces, games and
//! statistics, and its one-line errors for bad input (a ship off the
//! board, a file of a gigabyte, an unknown strategy, no games).

use std::path::Path;
use std::process::Output;

use program::{stderr, stdout};

#[path = "../common/program.rs"]
mod program;

/// Runs `battleship` with `args` in the repository's folder.
fn battleship(args: &[&str]) -> Output {
    program::run(env!("CARGO_BIN_EXE_battleship"), args, "")
}

/// Asserts one error line with its advice, exit code 1, no panic.
fn assert_one_line_error(output: &Output, prefix: &str) {
    program::assert_one_line_error_with_fix("battleship", output, prefix);
}

#[test]
fn trace_prints_a_fixture_by_path_or_by_name() {
    let name = "referee_the_fleet_is_sunk_by_the_seventeenth_hit";
    let by_path = battleship(&["trace", &format!("fixtures/battleship/{name}.yaml")]);
    assert!(by_path.status.success(), "{}", stderr(&by_path));
    let text = stdout(&by_path);
    assert!(
        text.contains("shot 19 at E4: hit, Carrier sunk, fleet sunk\n"),
        "{text}"
    );
    let by_name = battleship(&["trace", name]);
    assert_eq!(stdout(&by_name), text);
}

#[test]
fn check_recomputes_every_built_in_fixture() {
    let on_disk =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/battleship"))
            .expect("the fixtures folder")
            .filter(|entry| {
                entry
                    .as_ref()
                    .is_ok_and(|entry| entry.path().extension().is_some_and(|e| e == "yaml"))
            })
            .count();
    let output = battleship(&["check"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        format!("{on_disk} fixtures checked, all agree with the rules\n")
    );
}

#[test]
fn check_places_a_wrong_answer_at_its_shot_and_fails() {
    let name = "referee_a_miss_a_hit_and_the_destroyer_sunk";
    let original = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("fixtures/battleship/{name}.yaml")),
    )
    .expect("the fixture");
    // The third shot, A3, is a miss (the destroyer ends at A2): expecting a
    // hit there is the fixture's mistake, on its line 22.
    let wrong = original.replace("  - A3: miss", "  - A3: hit");
    assert_ne!(wrong, original);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("wrong.yaml");
    std::fs::write(&path, wrong).expect("written");
    let output = battleship(&["check", &path.display().to_string()]);
    assert_one_line_error(
        &output,
        &format!(
            "{}:22:5: shot 3 at A3: expected `hit`, but the referee answers `miss`",
            path.display()
        ),
    );
    assert_eq!(stdout(&output), "1 fixture checked, 1 problem\n");
}

#[test]
fn play_traces_a_whole_game_and_draws_both_oceans() {
    let output = battleship(&[
        "play",
        "--seed",
        "7",
        "--strategy",
        "jones",
        "--strategy",
        "random",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.starts_with("rules: the 1967 fleet, ships may touch\n"),
        "{text}"
    );
    assert!(text.contains("player 1 plays jones"), "{text}");
    assert!(text.contains("player 2 plays random"), "{text}");
    assert!(text.contains("round 1: player 1 fires at "), "{text}");
    assert!(text.contains("fleet sunk\n"), "{text}");
    assert!(
        text.contains("player 1's ocean, fired at by player 2"),
        "{text}"
    );
    assert_eq!(
        battleship(&[
            "play",
            "--seed",
            "7",
            "--strategy",
            "jones",
            "--strategy",
            "random"
        ])
        .stdout,
        output.stdout
    );
}

#[test]
fn stats_are_the_same_on_any_number_of_threads_and_shards() {
    let run = [
        "stats",
        "--strategy",
        "jones",
        "--games",
        "3000",
        "--seed",
        "5",
        "--json",
    ];
    let one = battleship(&[&run[..], &["--threads", "1"]].concat());
    let three = battleship(&[&run[..], &["--threads", "3"]].concat());
    assert!(one.status.success(), "{}", stderr(&one));
    assert_eq!(stdout(&one), stdout(&three));
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut parts = Vec::new();
    for shard in ["0/2", "1/2"] {
        let output = battleship(&[&run[..], &["--shard", shard]].concat());
        assert!(output.status.success(), "{}", stderr(&output));
        let path = dir.path().join(format!("part{}.json", &shard[..1]));
        std::fs::write(&path, &output.stdout).expect("written");
        parts.push(path.display().to_string());
    }
    let merged = battleship(&["stats", "merge", &parts[0], &parts[1], "--json"]);
    assert!(merged.status.success(), "{}", stderr(&merged));
    assert_eq!(stdout(&merged), stdout(&one));
    let value: serde_json::Value = serde_json::from_str(&stdout(&one)).expect("JSON");
    assert_eq!(value["games"], 3000);
    let share = value["first_shooter_wins"].as_f64().expect("a share");
    assert!((0.4..0.65).contains(&share), "{share}");
}

#[test]
fn stats_prints_the_figures_and_a_histogram_and_draws_a_plot() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let plot = dir.path().join("jones.svg");
    let plot_arg = plot.display().to_string();
    let output = battleship(&[
        "stats",
        "--strategy",
        "jones",
        "--games",
        "500",
        "--seed",
        "1",
        "--plot",
        &plot_arg,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    for wanted in [
        "shots to sink a fleet",
        "mean ",
        "median ",
        "90% ",
        "min ",
        "max ",
        "player 1 (jones)",
        "#",
    ] {
        assert!(text.contains(wanted), "no {wanted:?} in {text}");
    }
    let svg = std::fs::read_to_string(&plot).expect("the plot is written");
    assert!(svg.starts_with("<svg") && svg.contains("Shots to sink a fleet"));
}

#[test]
fn a_ship_off_the_board_is_one_line_with_its_file_line_and_column() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("off.yaml");
    let text = "id: 3b0e8c52-51f4-4a8e-9d0c-2f3f1c1e7a10\ndescription: d\nsource: s\nreasoning: r\ncase: referee\nfleet:\n  - destroyer A1 across\n  - submarine J1 across\n  - cruiser A10 down\n  - battleship G10 down\n  - carrier E7 across\nshots:\n  - A1: hit\n";
    std::fs::write(&path, text).expect("written");
    let output = battleship(&["trace", &path.display().to_string()]);
    assert_one_line_error(
        &output,
        &format!(
            "{}:11:5: the Carrier at E7 runs off the board",
            path.display()
        ),
    );
}

#[test]
fn a_gigabyte_file_is_refused_in_one_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("huge.yaml");
    let file = std::fs::File::create(&path).expect("created");
    file.set_len(1 << 30).expect("a sparse gigabyte");
    let output = battleship(&["trace", &path.display().to_string()]);
    assert_one_line_error(&output, &path.display().to_string());
}

#[test]
fn an_unknown_strategy_is_one_line_naming_the_flag() {
    let output = battleship(&["stats", "--strategy", "hunter", "--games", "10"]);
    assert_one_line_error(&output, "--strategy: `hunter` is not a strategy");
    let output = battleship(&["play", "--strategy", "jones", "--strategy", "hunter"]);
    assert_one_line_error(&output, "--strategy: `hunter` is not a strategy");
}

#[test]
fn no_games_is_one_line_naming_the_flag() {
    let output = battleship(&["stats", "--strategy", "jones", "--games", "0"]);
    assert_one_line_error(&output, "--games: 0 games");
}

#[test]
fn every_subcommand_ends_its_help_with_examples() {
    for command in [
        "trace",
        "check",
        "play",
        "rules",
        "stats",
        "compare",
        "fixtures",
        "completions",
        "manpages",
    ] {
        let output = battleship(&[command, "--help"]);
        let help = stdout(&output);
        assert!(
            help.contains("Examples:\n  battleship "),
            "{command}: {help}"
        );
    }
    let merge = stdout(&battleship(&["stats", "merge", "--help"]));
    assert!(merge.contains("Examples:\n  battleship stats "), "{merge}");
    assert!(Path::new(env!("CARGO_BIN_EXE_battleship")).exists());
}

#[test]
fn fixtures_lists_shows_and_writes_the_built_in_fixtures() {
    program::assert_fixtures_command(
        "battleship",
        env!("CARGO_BIN_EXE_battleship"),
        "fixtures/battleship",
    );
}

/// The rules cite the original program by its address, never by a file of
/// the project's notes, which no clone has.
#[test]
fn rules_cite_sources_a_reader_can_find() {
    let text = stdout(&battleship(&["rules"]));
    assert!(
        text.contains("https://github.com/exceptionnotfound/BattleshipModellingPractice"),
        "{text}"
    );
    assert!(!text.contains("003_programs"), "{text}");
}
