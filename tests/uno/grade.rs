//! `uno grade` on the example ports of `tests/ports/uno/`: the faithful
//! Java and Python ports get full marks in every format, and each buggy
//! port is named by the misreading it was written with, in every format,
//! with the fixture that shows the rule it misreads failing.

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

use war_kata::uno::builtin::FIXTURES;
use war_kata::uno::grade::load_cases;
use war_kata::uno::Preset;

use crate::common::{run_command_within, text};

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// How many cases a port of `jones` is graded on: the built-in fixtures of
/// `jones` with jackasses only.
fn all_cases() -> usize {
    load_cases(&[], Preset::Jones, &FIXTURES)
        .expect("the built-in fixtures load")
        .0
        .len()
}

/// The four formats of a report.
const FORMATS: [&str; 4] = ["human", "gradescope", "junit", "tap"];

/// Runs `uno grade --cmd COMMAND --format FORMAT` and `extra` at the
/// repository's root.
fn grade(command: &str, format: &str, extra: &[&str]) -> Output {
    run_command_within(
        Command::new(env!("CARGO_BIN_EXE_uno"))
            .args(["grade", "--cmd", command, "--format", format])
            .args(extra)
            .current_dir(root()),
        Duration::from_secs(120),
    )
}

/// The command that runs the Python port in `tests/ports/uno/python/NAME/`.
fn python_port(name: &str) -> String {
    format!("python3 -I -B adapters/python/uno_adapter.py tests/ports/uno/python/{name}/uno.py")
}

/// The Java port in `tests/ports/uno/java/NAME/` compiled with the adapter
/// into `build`, and the command that runs it.
fn java_port(name: &str, build: &Path) -> String {
    let adapter = build.join("adapter");
    let classes = build.join("classes");
    for (source, into) in [
        (root().join("adapters/java/UnoAdapter.java"), &adapter),
        (
            root().join(format!("tests/ports/uno/java/{name}/Uno.java")),
            &classes,
        ),
    ] {
        let compiled = run_command_within(
            Command::new("javac").arg("-d").arg(into).arg(source),
            Duration::from_secs(120),
        );
        assert!(compiled.status.success(), "{}", text(&compiled.stderr));
    }
    format!(
        "java -cp {}:{} warkata.adapter.UnoAdapter",
        adapter.display(),
        classes.display()
    )
}

/// The score a report gives, in its format: passed and total.
fn score(format: &str, report: &str) -> (usize, usize) {
    match format {
        "human" | "tap" => {
            let line = report
                .lines()
                .rev()
                .find(|line| line.contains(" passed, "))
                .unwrap_or_else(|| panic!("no score in {report}"));
            let words: Vec<&str> = line.trim_start_matches("# ").split(' ').collect();
            let passed: usize = words[0].parse().expect("a number passed");
            let failed: usize = words[2].parse().expect("a number failed");
            (passed, passed + failed)
        }
        "gradescope" => {
            let json: serde_json::Value = serde_json::from_str(report).expect("JSON");
            let tests = json["tests"].as_array().expect("tests").len();
            (json["score"].as_f64().expect("a score") as usize, tests)
        }
        "junit" => {
            let attribute = |name: &str| -> usize {
                let start = report.find(&format!(" {name}=\"")).expect(name) + name.len() + 3;
                report[start..]
                    .split('"')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("a number")
            };
            let total = attribute("tests");
            (total - attribute("failures") - attribute("errors"), total)
        }
        _ => unreachable!("a format"),
    }
}

/// Grades `command` in every format and checks full marks, no diagnosis.
fn assert_full_marks(command: &str) {
    let all = all_cases();
    for format in FORMATS {
        let output = grade(command, format, &[]);
        let report = text(&output.stdout);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{format}: {report}{}",
            text(&output.stderr)
        );
        assert_eq!(score(format, &report), (all, all), "{format}: {report}");
        assert!(
            !report.contains("misreading of the rules"),
            "{format}: {report}"
        );
    }
}

/// Grades `command` in every format: each report names `misreading` as
/// the one that explains the port's answers, scores it below full marks,
/// and (when given) fails the fixture `shown` of the rule it misreads.
fn assert_named(command: &str, misreading: &str, shown: Option<&str>) {
    let named = format!("a known misreading of the rules, {misreading}:");
    assert_diagnosed(command, &named, misreading, shown);
}

/// [`assert_named`] of the port `command` whose answers the misreadings
/// `set` give only played together.
fn assert_named_together(command: &str, set: &[&str]) {
    let joined = set.join("+");
    let named = format!("known misreadings of the rules played together, {joined}:");
    assert_diagnosed(command, &named, &joined, None);
}

/// Grades `command` in every format: each report says `named` and gives
/// `misreading` as the summary's name, scores it below full marks, and
/// (when given) fails the fixture `shown` of the rule it misreads.
fn assert_diagnosed(command: &str, named: &str, misreading: &str, shown: Option<&str>) {
    let all = all_cases();
    for format in FORMATS {
        let output = grade(command, format, &[]);
        let report = text(&output.stdout);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{format}: {report}{}",
            text(&output.stderr)
        );
        assert!(
            report.contains(named),
            "{format} does not name {misreading}: {report}"
        );
        let (passed, total) = score(format, &report);
        assert_eq!(total, all, "{format}: {report}");
        assert!(passed < all, "{format}: {report}");
        if format == "gradescope" {
            let json: serde_json::Value = serde_json::from_str(&report).expect("JSON");
            assert_eq!(
                json["extra_data"]["misreadings"],
                serde_json::json!([misreading])
            );
        }
        if let (Some(fixture), "tap") = (shown, format) {
            assert!(
                report
                    .lines()
                    .any(|line| line.starts_with("not ok") && line.contains(fixture)),
                "{fixture} passes: {report}"
            );
        }
    }
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn the_faithful_python_port_gets_full_marks_in_every_format() {
    assert_full_marks(&python_port("faithful"));
    // And agrees with the reference on random deals of every table.
    let output = grade(
        &python_port("faithful"),
        "human",
        &["--random", "200", "--seed", "4"],
    );
    let report = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(
        report.contains(
            "the port played 200 random deals (seed 4): it agrees with the reference on every one"
        ),
        "{report}"
    );
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_faithful_java_port_gets_full_marks_in_every_format() {
    let build = tempfile::tempdir().expect("a temporary folder");
    assert_full_marks(&java_port("faithful", build.path()));
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_reverse_that_skips_between_two_is_named() {
    // The fixture's reasoning: a Skip leaves seat 1 one card fewer, 75
    // points instead of 84.
    assert_named(
        &python_port("reverse_skips_between_two"),
        "reverse_skips_between_two",
        Some("u7_a_reverse_between_two_players_changes_nothing"),
    );
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_drawn_card_giving_another_turn_is_named() {
    // Seat 0 draws RS and, instead of losing it without effect, plays in a
    // turn of its own: the round goes otherwise.
    assert_named(
        &python_port("drawn_card_gives_another_turn"),
        "drawn_card_gives_another_turn",
        Some("u8_6_a_card_played_after_drawing_leaves_the_game_without_acting"),
    );
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_wild_draw_four_played_despite_the_colour_is_named() {
    // Under jones a Wild Draw Four is a plain wild of the same points: only
    // the long rounds tell it.
    assert_named(
        &python_port("draw_four_despite_colour"),
        "draw_four_despite_colour",
        None,
    );
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn stacked_draw_twos_are_named() {
    assert_named(&python_port("draw_cards_stack"), "draw_cards_stack", None);
}

/// The example port `with` (one bug) with the bug of the example port
/// `from` added: the lines `from` adds after the faithful port's `anchor`.
fn with_bug_of(with: &str, from: &str, anchor: &str, until: &str) -> String {
    let read = |name: &str| {
        std::fs::read_to_string(root().join(format!("tests/ports/uno/python/{name}/uno.py")))
            .expect("the example port")
    };
    let (with, from) = (read(with), read(from));
    let after = &from[from.find(anchor).expect("the anchor in the port") + anchor.len()..];
    let bug = &after[..after.find(until).expect("the end of the bug")];
    assert_eq!(with.matches(anchor).count(), 1, "one place for the bug");
    with.replacen(anchor, &format!("{anchor}{bug}"), 1)
}

/// A port with two bugs (stacked Draw Twos, a Reverse that skips between
/// two), made of the two example ports that have one each, is named by
/// both, played together; neither alone gives its answers.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_port_with_two_bugs_is_named_by_both() {
    let port = with_bug_of(
        "draw_cards_stack",
        "reverse_skips_between_two",
        "            ascending = not ascending\n",
        "        if not hands[seat]:",
    );
    assert!(port.contains("if players == 2:"), "{port}");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("uno.py");
    std::fs::write(&path, port).expect("written");
    let command = format!(
        "python3 -I -B adapters/python/uno_adapter.py {}",
        path.display()
    );
    assert_named_together(&command, &["reverse_skips_between_two", "draw_cards_stack"]);
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_wild_first_discard_left_on_top_is_named() {
    // Left on top, the Wild lets seat 0 play nothing but a wild card.
    assert_named(
        &python_port("first_wild_stays"),
        "first_wild_stays",
        Some("u4_a_wild_first_discard_is_buried_under_the_next_card"),
    );
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_refill_the_other_way_up_is_named() {
    // The fixture's reasoning: seat 11 draws GR, not Y9, and the winner
    // scores 757, not 746.
    assert_named(
        &python_port("refill_newest_first"),
        "refill_newest_first",
        Some("u5_a_refill_puts_the_oldest_discard_on_top"),
    );
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_java_reverse_that_skips_between_two_is_named() {
    let build = tempfile::tempdir().expect("a temporary folder");
    let name = "reverse_skips_between_two";
    assert_named(
        &java_port(name, build.path()),
        name,
        Some("u7_a_reverse_between_two_players_changes_nothing"),
    );
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn java_stacked_draw_twos_are_named() {
    let build = tempfile::tempdir().expect("a temporary folder");
    let name = "draw_cards_stack";
    assert_named(&java_port(name, build.path()), name, None);
}

#[test]
fn uno_winner_is_a_faithful_port_of_either_preset() {
    for preset in ["jones", "mattel"] {
        let output = grade(
            &format!("{} winner --rules {preset}", env!("CARGO_BIN_EXE_uno")),
            "tap",
            &["--rules", preset, "--random", "20"],
        );
        let report = text(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{preset}: {report}");
        assert!(
            report.contains("it agrees with the reference on every one"),
            "{report}"
        );
    }
}

/// A `--cmd` naming a port file that is not there says so in one line of
/// the report, with the folder it was looked for in, and no traceback.
#[test]
fn a_missing_port_file_is_named_plainly() {
    let output = grade(
        "python3 adapters/python/uno_adapter.py nosuch.py",
        "human",
        &[],
    );
    assert_eq!(output.status.code(), Some(1));
    let report = text(&output.stdout);
    assert!(
        report
            .contains("uno_adapter: cannot load play_round from nosuch.py: there is no such file"),
        "{report}"
    );
    assert!(!report.contains("Traceback"), "{report}");
}
