//! `war grade` and `war export` as a teacher uses them: on the example
//! ports under `tests/ports/` (faithful, buggy and misbehaving), through the
//! Python and Java adapters, in every report format.
//!
//! The Java tests need `javac`, the export tests JUnit 5 (Debian's `junit5`)
//! and pytest. Without them those tests are ignored, with the reason
//! (`build.rs` finds the tools), unless `CI=true` or
//! `WAR_KATA_REQUIRE_TOOLS` is set, as `.ci/run` sets them: then a missing
//! tool fails them.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::{run_within, text};

use quick_xml::events::Event;
use quick_xml::Reader;
use rstest::rstest;

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `war` with `args` in the repository.
fn war(args: &[&str]) -> Output {
    run_within(
        env!("CARGO_BIN_EXE_war"),
        args,
        root(),
        Duration::from_secs(120),
    )
}

/// The command that runs a Python port through the adapter.
fn python_port(name: &str) -> String {
    format!("python3 adapters/python/war_adapter.py tests/ports/python/{name}.py")
}

/// Compiles the Java port in `tests/ports/java/<name>` with the adapter
/// into a new folder; returns the folder (kept alive by the handle) and the
/// command that runs it.
fn java_port(name: &str) -> (tempfile::TempDir, String) {
    let build = tempfile::tempdir().expect("a temporary folder");
    let mut sources = vec![root().join("adapters/java/WarAdapter.java")];
    sources.extend(java_sources(&root().join("tests/ports/java").join(name)));
    let mut args = vec!["-d".to_string(), build.path().display().to_string()];
    args.extend(sources.iter().map(|s| s.display().to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = run_within("javac", &args, root(), Duration::from_secs(120));
    assert!(output.status.success(), "javac: {}", text(&output.stderr));
    let command = format!(
        "java -cp {} warkata.adapter.WarAdapter",
        build.path().display()
    );
    (build, command)
}

/// Every `.java` file under `dir`.
fn java_sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).expect("the port's folder exists") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            found.extend(java_sources(&path));
        } else if path.extension().is_some_and(|e| e == "java") {
            found.push(path);
        }
    }
    found
}

/// Grades `command` on the fixtures with `extra` options, in Gradescope's
/// format, and returns the exit code and the parsed `results.json`.
fn grade_gradescope(command: &str, extra: &[&str]) -> (i32, serde_json::Value) {
    let mut args = vec!["grade", "--cmd", command, "--format", "gradescope"];
    args.extend(extra);
    let output = war(&args);
    let json = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "results.json parses: {e}\nstdout: {}\nstderr: {}",
            text(&output.stdout),
            text(&output.stderr)
        )
    });
    (output.status.code().expect("an exit code"), json)
}

/// The names of the failed tests of a `results.json`.
fn failed_tests(json: &serde_json::Value) -> Vec<String> {
    json["tests"]
        .as_array()
        .expect("tests is a list")
        .iter()
        .filter(|test| test["status"] == "failed")
        .map(|test| test["name"].as_str().expect("a name").to_string())
        .collect()
}

/// The diagnosis a `results.json` records.
fn diagnosis(json: &serde_json::Value) -> Vec<String> {
    json["extra_data"]["diagnosis"]
        .as_array()
        .expect("diagnosis is a list")
        .iter()
        .map(|name| name.as_str().expect("a name").to_string())
        .collect()
}

#[test]
fn the_faithful_python_port_passes() {
    let output = war(&["grade", "--cmd", &python_port("faithful")]);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(stdout.trim_end().ends_with(" passed, 0 failed"), "{stdout}");
    assert!(!stdout.contains('\u{1b}'), "no colour off a terminal");
}

/// The catalogue of buggy Python ports: each fails, and the diagnosis names
/// its bug.
#[rstest]
#[case::war_cards_interleaved("war_cards_interleaved")]
#[case::two_cards_down("two_cards_down")]
#[case::deal_halves("deal_halves")]
#[case::no_limit("no_limit")]
#[case::limit_one_late("limit_one_late")]
#[case::pile_reversed("pile_reversed")]
#[case::empty_decks_a_loses("empty_decks_a_loses")]
#[case::empty_deal_a_loses("empty_deal_a_loses")]
fn a_buggy_python_port_fails_with_its_diagnosis(#[case] bug: &str) {
    let (code, json) = grade_gradescope(&python_port(bug), &[]);
    assert_eq!(code, 1, "{json:#}");
    assert!(!failed_tests(&json).is_empty());
    assert_eq!(
        diagnosis(&json),
        vec![bug.to_string()],
        "{}",
        json["output"]
    );
}

/// The catalogue of buggy Java ports: each fails, and the diagnosis names
/// its bug when a known misreading explains it.
#[rstest]
#[case::limit_counts_rounds("limit_counts_rounds", Some("limit_counts_rounds"))]
#[case::war_needs_four_cards("war_needs_four_cards", Some("war_needs_four_cards"))]
#[case::a_loses_when_both_short("a_loses_when_both_short", Some("a_loses_when_both_short"))]
#[case::winner_card_first("winner_card_first", Some("winner_card_first"))]
#[case::java_integer_identity("java_integer_identity", Some("java_integer_identity"))]
#[case::fewer_loses_when_both_short(
    "fewer_loses_when_both_short",
    Some("fewer_loses_when_both_short")
)]
#[case::java_integer_draw_at_limit(
    "java_integer_draw_at_limit",
    Some("java_integer_draw_at_limit")
)]
#[case::java_integer_returns_2("java_integer_returns_2", Some("java_integer_returns_2"))]
#[case::java_integer_endless_loop("java_integer_endless_loop", Some("java_integer_endless_loop"))]
#[case::short_war_crashes("short_war_crashes", Some("short_war_crashes"))]
#[case::first_out_loses_when_both_short(
    "first_out_loses_when_both_short",
    Some("first_out_loses_when_both_short")
)]
#[case::one_card_draw("one_card_draw", None)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_buggy_java_port_fails_with_its_diagnosis(#[case] bug: &str, #[case] named: Option<&str>) {
    let (_build, command) = java_port(bug);
    // The endless loop hangs on four fixtures: a short time-out keeps the
    // test short.
    let (code, json) = grade_gradescope(&command, &["--timeout", "3"]);
    assert_eq!(code, 1, "{json:#}");
    let expected: Vec<String> = named.into_iter().map(str::to_string).collect();
    assert_eq!(diagnosis(&json), expected, "{}", json["output"]);
    assert_eq!(
        json["extra_data"]["unexplained"],
        named.is_none(),
        "{}",
        json["output"]
    );
    if bug == "one_card_draw" {
        assert_eq!(failed_tests(&json).len(), 1);
        assert!(failed_tests(&json)[0].starts_with("one_card:"));
        let output = json["output"].as_str().expect("output");
        assert!(
            output.contains("no known misreading explains all of the port's answers"),
            "{output}"
        );
        let case = &json["tests"].as_array().expect("tests")[..]
            .iter()
            .find(|t| t["status"] == "failed")
            .expect("the failed case")["output"];
        let case = case.as_str().expect("output");
        assert!(
            case.contains("no known misreading gives 0 (draw) here"),
            "{case}"
        );
        assert!(case.contains("outcome: A wins after 0 battles"), "{case}");
    }
}

/// Ports with two or three catalogued bugs at once, in Java and Python:
/// the diagnosis names exactly their set, and each failing case the
/// misreadings it needs.
#[rstest]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::java_three_bugs(
    "java/three_bugs",
    &["fewer_loses_when_both_short", "winner_card_first", "java_integer_draw_at_limit"],
    &[]
)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::java_four_cards_returns_2(
    "java/four_cards_returns_2",
    &["war_needs_four_cards", "java_integer_returns_2"],
    &[]
)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::java_reading_hides_fewer_loses(
    "java/reading_hides_fewer_loses",
    &["limit_ends_war", "fewer_loses_when_both_short"],
    &["--strict"]
)]
#[case::python_three_bugs(
    "python/three_bugs",
    &["war_needs_four_cards", "pile_reversed", "empty_decks_a_loses"],
    &[]
)]
#[case::python_interleaved_counts_rounds(
    "python/interleaved_counts_rounds",
    &["limit_counts_rounds", "war_cards_interleaved"],
    &[]
)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::java_stack_overflow_three_bugs(
    "java/stack_overflow_three_bugs",
    &["war_needs_four_cards", "java_integer_returns_2", "no_limit"],
    &[]
)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::java_wars_throw_three_bugs(
    "java/wars_throw_three_bugs",
    &["no_limit", "short_war_crashes", "empty_deal_a_loses"],
    &["--timeout", "3"]
)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::java_first_out_three_bugs(
    "java/first_out_three_bugs",
    &["limit_ends_war", "java_integer_identity", "first_out_loses_when_both_short"],
    &["--strict"]
)]
fn a_port_with_several_bugs_is_diagnosed_with_exactly_its_set(
    #[case] port: &str,
    #[case] bugs: &[&str],
    #[case] options: &[&str],
) {
    let (_build, command) = match port.split_once('/') {
        Some(("java", name)) => {
            let (build, command) = java_port(name);
            (Some(build), command)
        }
        Some((_, name)) => (None, python_port(name)),
        None => unreachable!("a port is java/NAME or python/NAME"),
    };
    let (code, json) = grade_gradescope(&command, options);
    assert_eq!(code, 1, "{json:#}");
    let bugs: Vec<String> = bugs.iter().map(|b| b.to_string()).collect();
    assert_eq!(diagnosis(&json), bugs, "{}", json["output"]);
    assert_eq!(
        json["extra_data"]["explanations"],
        serde_json::json!([bugs]),
        "one set, not several"
    );
    let output = json["output"].as_str().expect("output");
    assert!(
        output.contains("misreadings of the rules together"),
        "{output}"
    );
    // Every failing case is explained by members of the set.
    for test in json["tests"].as_array().expect("tests") {
        if test["status"] != "failed" {
            continue;
        }
        let text = test["output"].as_str().expect("output");
        let line = text
            .lines()
            .find(|l| l.starts_with("explained by: "))
            .unwrap_or_else(|| panic!("{text}"));
        for name in line["explained by: ".len()..].split(" + ") {
            assert!(bugs.iter().any(|b| b == name), "{line}");
        }
    }
}

/// A crash is no answer, but one a misreading predicts is evidence for it
/// and is named beside it: a port without a limit that recurses once a
/// battle dies of a `StackOverflowError` on the cycling deck, and a port
/// that takes a war's cards from an empty deck of an
/// `IndexOutOfBoundsException`.
#[rstest]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::stack_overflow(
    "stack_overflow_three_bugs",
    "no_limit (explains ",
    "technical_draw — StackOverflowError"
)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[case::wars_throw(
    "wars_throw_three_bugs",
    "short_war_crashes (explains ",
    "both_short_with_different_counts — IndexOutOfBoundsException"
)]
fn a_crash_a_misreading_predicts_is_named_beside_it(
    #[case] port: &str,
    #[case] misreading: &str,
    #[case] crash: &str,
) {
    let (_build, command) = java_port(port);
    let output = war(&["grade", "--cmd", &command, "--timeout", "3"]);
    let stdout = text(&output.stdout);
    let diagnosis = stdout
        .lines()
        .find(|line| line.starts_with("diagnosis: "))
        .unwrap_or_else(|| panic!("{stdout}"));
    let named = diagnosis
        .find(misreading)
        .unwrap_or_else(|| panic!("{diagnosis}"));
    let explains = &diagnosis[named..];
    let explains = &explains[..explains.find("): ").expect("the list's end")];
    assert!(explains.contains(crash), "{diagnosis}");
}

/// Four misreadings are more than the diagnosis combines: the closest set
/// is named, with how many answers it leaves unexplained and one of them.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_closest_set_is_named_when_none_explains_every_answer() {
    let (_build, command) = java_port("four_misreadings");
    let (code, json) = grade_gradescope(&command, &["--strict"]);
    assert_eq!(code, 1, "{json:#}");
    let data = &json["extra_data"];
    assert_eq!(data["unexplained"], true, "{}", json["output"]);
    let closest = &data["closest"];
    let four = [
        "limit_ends_war",
        "empty_before_limit",
        "java_integer_identity",
        "first_out_loses_when_both_short",
    ];
    let named: Vec<&str> = closest["misreadings"]
        .as_array()
        .expect("the closest set")
        .iter()
        .map(|m| m.as_str().expect("a name"))
        .collect();
    assert_eq!(named.len(), 3, "{closest}");
    assert!(named.iter().all(|m| four.contains(m)), "{closest}");
    let unexplained = closest["unexplained"].as_u64().expect("a count");
    assert!(unexplained > 0, "{closest}");
    let output = json["output"].as_str().expect("output");
    let said = format!(
        "the closest, {}, explains all but {unexplained} of the {} games the port answered (on ",
        named.join(" + "),
        closest["answers"]
    );
    assert!(output.contains(&said), "{output}");
}

/// A port that special-cases the assignment's example deck passes that
/// fixture for the wrong reason: the same game with its cards renamed
/// shows the bug, the case fails as depending on the exact deck, and the
/// diagnosis names the bug underneath.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_port_that_special_cases_a_deck_is_caught_by_the_renamed_game() {
    let (_build, command) = java_port("hard_coded_example");
    let (code, json) = grade_gradescope(&command, &[]);
    assert_eq!(code, 1);
    assert_eq!(
        diagnosis(&json),
        vec!["a_loses_when_both_short".to_string()]
    );
    let war_draw = json["tests"]
        .as_array()
        .expect("tests")
        .iter()
        .find(|t| {
            t["name"]
                .as_str()
                .is_some_and(|n| n.starts_with("war_draw:"))
        })
        .expect("war_draw is graded");
    assert_eq!(war_draw["status"], "failed");
    let output = war_draw["output"].as_str().expect("output");
    assert!(
        output.contains(
            "renamed:  -1 (B wins) on the same game with its cards renamed, 6 6 3 5 4: the answer depends on the exact deck"
        ),
        "{output}"
    );
    assert!(
        output.contains("explained by: a_loses_when_both_short"),
        "{output}"
    );
}

#[rstest]
#[case::default_package("faithful")]
#[case::umass_package_simulation("umass")]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_faithful_java_ports_pass(#[case] port: &str) {
    let (_build, command) = java_port(port);
    let output = war(&["grade", "--cmd", &command]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
}

/// A port of an accepted alternative reading passes under that reading's
/// name, and fails with --strict.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn an_accepted_reading_passes_unless_strict() {
    let (_build, command) = java_port("empty_before_limit");
    let output = war(&["grade", "--cmd", &command]);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("[the accepted reading empty_before_limit]"),
        "{stdout}"
    );
    let (code, json) = grade_gradescope(&command, &["--strict"]);
    assert_eq!(code, 1);
    assert_eq!(diagnosis(&json), vec!["empty_before_limit".to_string()]);
}

/// The other accepted reading, limit_ends_war, passes too, and --strict
/// names it.
#[test]
fn the_reading_limit_ends_war_passes_unless_strict() {
    let port = python_port("limit_ends_war");
    let output = war(&["grade", "--cmd", &port]);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("[the accepted reading limit_ends_war]"),
        "{stdout}"
    );
    let (code, json) = grade_gradescope(&port, &["--strict"]);
    assert_eq!(code, 1);
    assert_eq!(diagnosis(&json), vec!["limit_ends_war".to_string()]);
}

/// The unmodified starter (`return 0`) passes every draw, and scores 0:
/// none of its right answers counts, since it gets right no case that
/// expects another answer.
#[test]
fn the_same_answer_to_every_deck_scores_nothing() {
    let (code, json) = grade_gradescope(&python_port("always_draw"), &[]);
    assert_eq!(code, 1);
    assert_eq!(json["score"], 0.0, "{}", json["output"]);
    let tests = json["tests"].as_array().expect("tests");
    assert_eq!(failed_tests(&json).len(), tests.len());
    let uncounted: Vec<_> = tests
        .iter()
        .filter(|t| {
            t["output"]
                .as_str()
                .is_some_and(|o| o.contains("right but not counted"))
        })
        .collect();
    assert!(uncounted.len() >= 10, "{}", uncounted.len());
    assert!(json["output"]
        .as_str()
        .expect("output")
        .contains("a right answer counts only when the port also gets right a case that expects another answer"));
    // The human report groups them: it fits on a screen.
    let human = war(&["grade", "--cmd", &python_port("always_draw")]);
    let report = text(&human.stdout);
    assert!(
        report.contains(" cases: 0 (draw) is right, but not counted"),
        "{report}"
    );
    assert!(report.lines().count() < 60, "{report}");
}

/// A port without a battle limit gives the answer of the accepted reading
/// empty_before_limit on the deck that battle 1000 empties, but it does not
/// read the rules that way (it never stops on technical_draw): no credit.
/// The port of the reading itself keeps its credit (see
/// an_accepted_reading_passes_unless_strict).
#[test]
fn an_accepted_reading_counts_only_when_the_port_shows_it() {
    let (_, json) = grade_gradescope(&python_port("no_limit"), &["--timeout", "2"]);
    let test = json["tests"]
        .as_array()
        .expect("tests")
        .iter()
        .find(|t| {
            t["name"]
                .as_str()
                .is_some_and(|n| n.starts_with("deck_emptied_by_battle_1000:"))
        })
        .expect("the fixture is graded");
    assert_eq!(test["status"], "failed");
    let output = test["output"].as_str().expect("output");
    assert!(
        output.contains("not counted: the port does not show the reading empty_before_limit"),
        "{output}"
    );
}

/// An exception in the student's code is a crash of that case, with the
/// exception's class and message; the other cases are graded as usual.
#[test]
fn an_exception_is_a_crash_of_its_case_with_its_class_and_message() {
    let output = war(&[
        "grade",
        "--cmd",
        &python_port("raises_on_wars"),
        "--format",
        "junit",
    ]);
    let xml = text(&output.stdout);
    let suite = parse_junit(&xml);
    let crashed: Vec<&JunitCase> = suite
        .cases
        .iter()
        .filter(|c| {
            c.problem
                .as_ref()
                .is_some_and(|(tag, kind)| tag == "error" && kind == "crash")
        })
        .collect();
    assert!(crashed.len() >= 5, "{xml}");
    assert!(crashed.iter().any(|c| c.classname == "fixtures.war_draw"));
    assert!(
        xml.contains(
            "crashed: the port&apos;s code raised WarNotWritten: the war is not written yet"
        ) || xml
            .contains("crashed: the port's code raised WarNotWritten: the war is not written yet"),
        "{xml}"
    );
    let passed = suite.cases.iter().filter(|c| c.problem.is_none()).count();
    assert!(passed >= 10, "{passed}");
}

/// A long stack trace is cut to its first and last frames in the report
/// (the port's whole standard error is kept in a file beside it), and a
/// port failing every case the same way fits on a screen.
#[test]
fn long_stack_traces_are_cut_and_kept_whole_beside_the_report() {
    let port = "echo 'Exception in thread \"main\" java.lang.StackOverflowError' >&2; i=0; while [ $i -lt 1000 ]; do printf '\\tat War.play(War.java:%d)\\n' $i >&2; i=$((i+1)); done; exit 1";
    let dir = tempfile::tempdir().expect("a temporary folder");
    let results = dir.path().join("results.json");
    let output = war(&[
        "grade",
        "--cmd",
        port,
        "--format",
        "gradescope",
        "-o",
        &results.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&results).expect("written")).expect("JSON");
    let summary = json["output"].as_str().expect("output");
    assert!(summary.contains("frames left out"), "{summary}");
    assert!(summary.len() < 8000, "{} characters", summary.len());
    for test in json["tests"].as_array().expect("tests") {
        assert!(test["output"].as_str().expect("output").len() < 2000);
    }
    let whole = fs::read_to_string(dir.path().join("results.json.stderr.txt")).expect("kept");
    // The whole of what was captured: the first and last 8 KiB of a start.
    assert!(whole.contains("War.java:100)"), "the frames are kept");
    let human = war(&["grade", "--cmd", port]);
    let report = text(&human.stdout);
    let cases = json["tests"].as_array().expect("tests").len();
    assert!(
        report.contains(&format!(
            "FAIL  {cases} of {cases} cases: no answer: the port exited (exit code 1)"
        )),
        "{report}"
    );
    assert!(
        report.lines().count() < 100,
        "{} lines:\n{report}",
        report.lines().count()
    );
}

/// Issue 42: what a port writes reaches the teacher's terminal escaped,
/// from the file that keeps its whole standard error beside a report too
/// (`cat results.txt.stderr.txt`): an escape sequence that would retitle
/// the terminal and clear it is shown escaped, as the `.txt` report shows
/// it, the lines and tabs kept.
#[test]
fn the_standard_error_kept_beside_a_report_holds_no_raw_escape_sequence() {
    let port = r"i=0; while [ $i -lt 40 ]; do printf '\033]0;x\007\033[2J\tline %d\n' $i >&2; i=$((i+1)); done; exit 1";
    let dir = tempfile::tempdir().expect("a temporary folder");
    let report = dir.path().join("results.txt");
    let output = war(&[
        "grade",
        "--cmd",
        port,
        "--format",
        "human",
        "-o",
        &report.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let human = fs::read(&report).expect("the report");
    let whole = fs::read(dir.path().join("results.txt.stderr.txt")).expect("kept");
    for (name, bytes) in [("the report", &human), ("the standard error", &whole)] {
        assert!(!bytes.contains(&0x1b), "{name} holds a raw ESC");
        assert!(!bytes.contains(&0x07), "{name} holds a raw BEL");
    }
    let whole = text(&whole);
    assert!(
        whole.contains("\\u{1b}]0;x\\u{7}\\u{1b}[2J\tline 0\n"),
        "{whole}"
    );
    assert!(whole.contains("\tline 39\n"), "every line is kept: {whole}");
}

/// The misbehaving port, misbehaving on the deck of `war_draw`.
fn misbehave(mode: &str) -> String {
    format!("python3 tests/ports/misbehaving/misbehave.py {mode} '5 5 2 4 3'")
}

/// Every misbehaviour fails the one case it happens on, with the right
/// kind of failure, and every other case is still graded and passes.
#[rstest]
#[case::hang("hang", "timeout")]
#[case::crash("crash", "crash")]
#[case::garbage("garbage", "garbage")]
#[case::huge_line("huge", "too_much_output")]
#[case::slow("slow", "timeout")]
#[case::hang_without_flushing("noflush+hang", "timeout")]
#[case::crash_without_flushing("noflush+crash", "crash")]
fn a_misbehaving_port_is_blamed_for_the_right_case(#[case] mode: &str, #[case] kind: &str) {
    let started = Instant::now();
    let output = war(&[
        "grade",
        "--cmd",
        &misbehave(mode),
        // Long enough for a start of Python on a busy machine.
        "--timeout",
        "3",
        "--format",
        "junit",
        // The deck it misbehaves on among a few others: a port that holds
        // its answers back is started once a deck, so every fixture would
        // cost a start of Python each.
        "fixtures/war_draw.yaml",
        "fixtures/two_cards_first_higher.yaml",
        "fixtures/war_a_wins_b_runs_out.yaml",
        "fixtures/empty_deck.yaml",
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let suite = parse_junit(&text(&output.stdout));
    let failed: Vec<&JunitCase> = suite.cases.iter().filter(|c| c.problem.is_some()).collect();
    assert_eq!(failed.len(), 1, "{:#?}", suite.cases);
    assert_eq!(failed[0].classname, "fixtures.war_draw");
    let (tag, kind_seen) = failed[0].problem.clone().expect("a problem");
    assert_eq!(tag, "error");
    assert_eq!(kind_seen, kind);
    assert!(started.elapsed() < Duration::from_secs(90));
}

/// A port that writes something that is no answer and then waits for its
/// next deck has given its answer: every case is graded, none waits for a
/// time-out, none is left "not run".
#[test]
fn a_port_that_writes_no_answer_and_waits_costs_no_time_out() {
    let output = war(&[
        "grade",
        "--cmd",
        "python3 tests/ports/misbehaving/misbehave.py garbage",
        "--format",
        "junit",
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let suite = parse_junit(&text(&output.stdout));
    assert!(suite.cases.len() > 30, "{:#?}", suite.cases);
    for case in &suite.cases {
        let (tag, kind) = case.problem.clone().expect("every case fails");
        assert_eq!(
            (tag.as_str(), kind.as_str()),
            ("error", "garbage"),
            "{case:?}"
        );
    }
}

/// A Python `find_winner` that returns what is no int (a forgotten
/// `return`, a bool, a string) is told so on every case, as a teacher
/// would say it, in English and in Dutch; no case waits for a time-out.
#[rstest]
#[case::no_return(
    "    a = deck\n",
    "find_winner returned None: a missing return?",
    "find_winner gaf None terug: is de return vergeten?"
)]
#[case::a_bool(
    "    return True\n",
    "find_winner returned True (bool): return 1, 0 or -1, an int",
    "find_winner gaf True (bool) terug"
)]
#[case::a_string(
    "    return 'A'\n",
    "find_winner returned 'A' (str): return 1, 0 or -1, an int",
    "find_winner gaf 'A' (str) terug"
)]
fn a_find_winner_that_returns_no_int_is_told_so(
    #[case] body: &str,
    #[case] english: &str,
    #[case] dutch: &str,
) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let port = dir.path().join("war.py");
    fs::write(&port, format!("def find_winner(deck):\n{body}")).expect("written");
    let command = format!("python3 adapters/python/war_adapter.py {}", port.display());
    for (locale, said) in [("en", english), ("nl", dutch)] {
        let (code, json) = grade_gradescope(&command, &["--locale", locale]);
        assert_eq!(code, 1);
        let tests = json["tests"].as_array().expect("tests");
        assert!(tests.len() > 30);
        for test in tests {
            let output = test["output"].as_str().expect("an output");
            assert!(output.contains(said), "{locale}: {output}");
            assert!(
                !output.contains("time-out") && !output.contains("not run"),
                "{output}"
            );
        }
    }
}

/// A `--cmd` that names a port's file that is not there is told so in one
/// plain line, not buried in a traceback.
#[test]
fn a_missing_port_file_is_named_plainly() {
    let output = war(&[
        "grade",
        "--cmd",
        "python3 adapters/python/war_adapter.py nosuch.py",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let report = text(&output.stdout);
    assert!(
        report
            .contains("war_adapter: cannot load find_winner from nosuch.py: there is no such file"),
        "{report}"
    );
    assert!(!report.contains("Traceback"), "{report}");
}

#[test]
fn a_port_that_never_flushes_is_graded_in_full() {
    let output = war(&[
        "grade",
        "--cmd",
        &misbehave("noflush"),
        "--timeout",
        "3",
        // A few fixtures: such a port is started once a deck.
        "fixtures/war_draw.yaml",
        "fixtures/two_cards_first_higher.yaml",
        "fixtures/war_a_wins_b_runs_out.yaml",
        "fixtures/empty_deck.yaml",
        "fixtures/technical_draw.yaml",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    assert!(
        text(&output.stdout)
            .trim_end()
            .ends_with("5 passed, 0 failed"),
        "{}",
        text(&output.stdout)
    );
}

/// A port that does not start fails every case, and the report is still
/// written, with the port's standard error.
#[test]
fn a_port_that_does_not_start_fails_every_case_and_is_reported() {
    let command = "echo 'Error: Could not find or load main class WarAdapter' >&2; exit 1";
    let (code, json) = grade_gradescope(command, &[]);
    assert_eq!(code, 1);
    let tests = json["tests"].as_array().expect("tests");
    assert!(!tests.is_empty());
    assert_eq!(failed_tests(&json).len(), tests.len());
    assert_eq!(json["score"], 0.0);
    assert!(json["output"]
        .as_str()
        .expect("output")
        .contains("Could not find or load main class"));
}

/// A program the port started that keeps its output open after the port
/// exits is killed with it, and the grader goes on.
#[test]
fn a_port_leaving_a_child_behind_does_not_hang_the_grader() {
    let started = Instant::now();
    let output = war(&[
        "grade",
        "--cmd",
        "(sleep 300 &); exit 4",
        "--timeout",
        "0.5",
        "fixtures/war_draw.yaml",
        "fixtures/one_card.yaml",
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(started.elapsed() < Duration::from_secs(30));
    assert!(text(&output.stdout).contains("keeps its output open"));
}

/// The buggy port `two_cards_down`, graded on the fixtures in `format`.
fn two_cards_down(format: &str) -> (i32, String) {
    let output = war(&[
        "grade",
        "--cmd",
        &python_port("two_cards_down"),
        "--format",
        format,
    ]);
    (
        output.status.code().expect("an exit code"),
        text(&output.stdout),
    )
}

#[test]
fn the_gradescope_report_follows_the_specification() {
    let (code, stdout) = two_cards_down("gradescope");
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&stdout).expect("JSON");
    let tests = json["tests"].as_array().expect("tests");
    let mut passed = 0.0;
    for test in tests {
        for key in [
            "name",
            "score",
            "max_score",
            "status",
            "output",
            "visibility",
        ] {
            assert!(test.get(key).is_some(), "{key} missing in {test}");
        }
        assert!(test["status"] == "passed" || test["status"] == "failed");
        assert_eq!(test["max_score"], 1.0);
        passed += test["score"].as_f64().expect("a score");
    }
    assert_eq!(json["score"].as_f64(), Some(passed));
    let failed = tests
        .iter()
        .find(|t| t["status"] == "failed")
        .expect("a failed test");
    let output = failed["output"].as_str().expect("output");
    assert!(output.contains("deck:"), "{output}");
    assert!(output.contains("expected:"), "{output}");
    assert!(
        output.contains("golden trace: war trace fixtures/"),
        "{output}"
    );
    assert!(json["output"]
        .as_str()
        .expect("output")
        .contains("two_cards_down"));
}

/// What a JUnit test case says.
#[derive(Debug, Clone, Default)]
struct JunitCase {
    classname: String,
    /// The element (`failure` or `error`) and its `type`, if it failed.
    problem: Option<(String, String)>,
}

/// What a JUnit report says.
#[derive(Debug, Default)]
struct JunitSuite {
    tests: usize,
    failures: usize,
    errors: usize,
    cases: Vec<JunitCase>,
    properties: Vec<(String, String)>,
}

/// Parses a JUnit report with quick-xml.
fn parse_junit(xml: &str) -> JunitSuite {
    let mut reader = Reader::from_str(xml);
    let mut suite = JunitSuite::default();
    let attribute = |element: &quick_xml::events::BytesStart<'_>, name: &str| {
        element
            .try_get_attribute(name)
            .expect("attributes parse")
            .map(|a| a.unescape_value().expect("a value").into_owned())
            .unwrap_or_default()
    };
    loop {
        match reader.read_event().expect("the XML is well-formed") {
            Event::Eof => break,
            Event::Start(element) | Event::Empty(element) => match element.name().as_ref() {
                b"testsuite" => {
                    suite.tests = attribute(&element, "tests").parse().expect("tests");
                    suite.failures = attribute(&element, "failures").parse().expect("n");
                    suite.errors = attribute(&element, "errors").parse().expect("n");
                }
                b"testcase" => suite.cases.push(JunitCase {
                    classname: attribute(&element, "classname"),
                    problem: None,
                }),
                tag @ (b"failure" | b"error") => {
                    let case = suite.cases.last_mut().expect("inside a testcase");
                    case.problem = Some((
                        String::from_utf8_lossy(tag).into_owned(),
                        attribute(&element, "type"),
                    ));
                }
                b"property" => suite
                    .properties
                    .push((attribute(&element, "name"), attribute(&element, "value"))),
                _ => {}
            },
            _ => {}
        }
    }
    suite
}

#[test]
fn the_junit_report_is_xml_that_counts_its_cases() {
    let (code, xml) = two_cards_down("junit");
    assert_eq!(code, 1);
    assert!(xml.starts_with("<?xml"));
    let suite = parse_junit(&xml);
    assert_eq!(suite.tests, suite.cases.len());
    let failed = suite.cases.iter().filter(|c| c.problem.is_some()).count();
    assert_eq!(suite.failures + suite.errors, failed);
    assert!(failed > 0);
    // Wrong answers, and one answer of an accepted reading that the port
    // gives by its own bug, not by the reading (see the scores' tests).
    assert!(suite
        .cases
        .iter()
        .filter_map(|c| c.problem.as_ref())
        .all(|(tag, kind)| tag == "failure"
            && (kind == "wrong_answer" || kind == "reading_not_shown")));
    assert!(suite
        .properties
        .iter()
        .any(|(name, value)| name == "diagnosis" && value.contains("two_cards_down")));
}

#[test]
fn the_tap_report_is_version_14() {
    let (code, tap) = two_cards_down("tap");
    assert_eq!(code, 1);
    let lines: Vec<&str> = tap.lines().collect();
    assert_eq!(lines[0], "TAP version 14");
    let planned: usize = lines[1]
        .strip_prefix("1..")
        .expect("a plan")
        .parse()
        .expect("a count");
    let points: Vec<&&str> = lines
        .iter()
        .filter(|l| l.starts_with("ok ") || l.starts_with("not ok "))
        .collect();
    assert_eq!(points.len(), planned);
    for (index, point) in points.iter().enumerate() {
        let number = point
            .trim_start_matches("not ")
            .trim_start_matches("ok ")
            .split(' ')
            .next()
            .expect("a number");
        assert_eq!(number, (index + 1).to_string());
    }
    assert!(points.iter().any(|p| p.starts_with("not ok")));
    assert!(tap.contains("\n  ---\n") && tap.contains("\n  ...\n"));
    assert!(tap.contains("# diagnosis: "));
}

#[test]
fn the_report_can_be_written_to_a_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let results = dir.path().join("results.json");
    let output = war(&[
        "grade",
        "--cmd",
        &python_port("faithful"),
        "--format",
        "gradescope",
        "--output",
        &results.display().to_string(),
        "--visibility",
        "after_published",
    ]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stdout.is_empty());
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&results).expect("written")).expect("JSON");
    assert_eq!(json["tests"][0]["visibility"], "after_published");
    assert_eq!(failed_tests(&json).len(), 0);
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let output = war(&[
        "grade",
        "--cmd",
        &python_port("two_cards_down"),
        "--color",
        "always",
        "fixtures/war_draw.yaml",
    ]);
    assert!(text(&output.stdout).contains("\u{1b}["));
}

#[test]
fn set_up_errors_exit_with_2() {
    let missing = war(&["grade", "--cmd", "true", "no/such/folder"]);
    assert_eq!(missing.status.code(), Some(2));
    let err = text(&missing.stderr);
    assert!(err.starts_with("war: error: no/such/folder"), "{err}");
    assert_eq!(err.lines().count(), 1);
    let no_cases = war(&[
        "grade",
        "--cmd",
        "true",
        "--rules",
        "kata",
        "fixtures/war_draw.yaml",
    ]);
    assert_eq!(no_cases.status.code(), Some(2));
    assert!(text(&no_cases.stderr).contains("no fixture plays the rules kata"));
    let usage = war(&["grade"]);
    assert_eq!(usage.status.code(), Some(2));
    let bad_timeout = war(&["grade", "--cmd", "true", "--timeout", "0"]);
    assert_eq!(bad_timeout.status.code(), Some(2));
}

/// `war winner` speaks the protocol the grader speaks: graded as a port, it
/// passes.
#[test]
fn war_winner_is_a_faithful_port() {
    let command = format!("{} winner", env!("CARGO_BIN_EXE_war"));
    let output = war(&["grade", "--cmd", &command]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
}

/// Every preset but Stafford's is graded on its own fixtures, hands
/// included (the protocol's line of two hands); `war winner` playing the
/// preset passes them all, and playing the assignment's rules it fails
/// some.
#[rstest]
#[case::jones("jones")]
#[case::kata("kata")]
#[case::codingame("codingame")]
fn every_preset_with_a_fixed_pickup_is_graded_hands_included(#[case] preset: &str) {
    let faithful = format!("{} winner --rules {preset}", env!("CARGO_BIN_EXE_war"));
    let (code, json) = grade_gradescope(&faithful, &["--rules", preset]);
    assert_eq!(code, 0, "{}", json["output"]);
    let tests = json["tests"].as_array().expect("tests");
    let hands = tests
        .iter()
        .filter(|test| test["name"].as_str().is_some_and(|n| n.starts_with(preset)))
        .count();
    assert!(hands >= 3, "{preset}: {hands} fixtures of its own");
    let umass = format!("{} winner", env!("CARGO_BIN_EXE_war"));
    let (code, json) = grade_gradescope(&umass, &["--rules", preset]);
    assert_eq!(code, 1, "the assignment's rules are not {preset}'s");
    assert!(!failed_tests(&json).is_empty());
}

/// Stafford's won cards go back in an order drawn from war-kata's own
/// generator: no port can reproduce it, so the preset is refused in one
/// line.
#[test]
fn a_preset_with_a_shuffled_pickup_is_refused_in_one_line() {
    let output = war(&["grade", "--cmd", "true", "--rules", "stafford"]);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("stafford cannot be graded"), "{err}");
    assert!(err.contains("random order"), "{err}");
}

/// The Python adapter passes two hands to the two-argument find_winner.
#[test]
fn the_python_adapter_passes_two_hands_to_find_winner() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let port = dir.path().join("kata_port.py");
    fs::write(&port, "def find_winner(*cards):\n    return len(cards)\n").expect("written");
    let mut child = Command::new("python3")
        .arg(root().join("adapters/python/war_adapter.py"))
        .arg(&port)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 starts");
    std::io::Write::write_all(child.stdin.as_mut().expect("piped"), b"1 2 3\n1 | 2 3\n")
        .expect("written");
    let output = child.wait_with_output().expect("it ends");
    assert_eq!(text(&output.stdout), "1\n2\n");
}

/// The Java adapter passes two hands to the two-argument findWinner, and
/// says so when the submission has none.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_java_adapter_passes_two_hands_to_find_winner() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    fs::write(
        dir.path().join("War.java"),
        "import java.util.List;\npublic class War {\n    public static int findWinner(List<Integer> a, List<Integer> b) {\n        return Integer.signum(a.size() - b.size());\n    }\n}\n",
    )
    .expect("written");
    let build = dir.path().join("build");
    let adapter = root().join("adapters/java/WarAdapter.java");
    let compiled = run_within(
        "javac",
        &[
            "-d",
            &build.display().to_string(),
            &adapter.display().to_string(),
            &dir.path().join("War.java").display().to_string(),
        ],
        root(),
        Duration::from_secs(120),
    );
    assert!(compiled.status.success(), "{}", text(&compiled.stderr));
    let mut child = Command::new("java")
        .args([
            "-cp",
            &build.display().to_string(),
            "warkata.adapter.WarAdapter",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("java starts");
    std::io::Write::write_all(child.stdin.as_mut().expect("piped"), b"7 | 2 3\n2 3\n")
        .expect("written");
    let output = child.wait_with_output().expect("it ends");
    let answers = text(&output.stdout);
    let lines: Vec<&str> = answers.lines().collect();
    assert_eq!(lines[0], "-1");
    assert!(lines[1].starts_with("error: no static findWinner(List<Integer> deck)"));
}

/// A JUnit 5 or pytest export of a preset of hands calls the two-argument
/// form.
#[test]
fn export_calls_find_winner_with_two_hands() {
    let file = "fixtures/kata_document_hands.yaml";
    let python = text(&war(&["export", "--format", "pytest", "--rules", "kata", file]).stdout);
    assert!(
        python.contains("assert find_winner([14, 13, 12, 11, 10, 9, 14, 13, 12, 11, 10, 9], [12, 12, 13, 13, 10, 10, 9, 9, 14, 11, 14, 11]) == 1,"),
        "{python}"
    );
    let java = text(&war(&["export", "--format", "junit5", "--rules", "kata", file]).stdout);
    assert!(java.contains("War.findWinner(a, b)"), "{java}");
    assert!(
        java.contains("assertEquals(1, play(deck(14, 13, "),
        "{java}"
    );
    let umass = text(&war(&["export", "--format", "junit5", "fixtures/war_draw.yaml"]).stdout);
    assert!(!umass.contains("War.findWinner(a, b)"), "{umass}");
}

/// The exported JUnit 5 file compiles against the Java ports: the faithful
/// one passes it, a buggy one fails it.
#[test]
#[cfg_attr(
    tool_missing = "junit5",
    ignore = "javac or JUnit 5 is not installed: apt-get install openjdk-17-jdk-headless junit5"
)]
fn the_exported_junit5_tests_run_against_the_java_ports() {
    let jar = Path::new("/usr/share/java/junit-platform-console-standalone.jar");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let test_file = dir.path().join("WarTest.java");
    let output = war(&[
        "export",
        "--format",
        "junit5",
        "--output",
        &test_file.display().to_string(),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let run = |port: &str| {
        let build = dir.path().join(port);
        let mut args = vec![
            "-d".to_string(),
            build.display().to_string(),
            "-cp".to_string(),
            jar.display().to_string(),
            test_file.display().to_string(),
        ];
        args.extend(
            java_sources(&root().join("tests/ports/java").join(port))
                .iter()
                .map(|p| p.display().to_string()),
        );
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let compiled = run_within("javac", &args, root(), Duration::from_secs(120));
        assert!(compiled.status.success(), "{}", text(&compiled.stderr));
        let class_path = format!("{}:{}", build.display(), jar.display());
        run_within(
            "java",
            &[
                "-jar",
                &jar.display().to_string(),
                "--class-path",
                &class_path,
                "--select-class",
                "WarTest",
                "--disable-banner",
                "--details",
                "summary",
            ],
            root(),
            Duration::from_secs(120),
        )
    };
    let faithful = run("faithful");
    assert!(
        faithful.status.success(),
        "{}{}",
        text(&faithful.stdout),
        text(&faithful.stderr)
    );
    let buggy = run("winner_card_first");
    assert!(!buggy.status.success(), "{}", text(&buggy.stdout));
}

/// The exported pytest module runs against the Python ports: the faithful
/// one passes it, a buggy one fails it.
#[test]
#[cfg_attr(
    tool_missing = "pytest",
    ignore = "pytest is not installed: python3 -m pip install pytest"
)]
fn the_exported_pytest_module_runs_against_the_python_ports() {
    let run = |port: &str| {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let output = war(&[
            "export",
            "--format",
            "pytest",
            "--module",
            "student_war",
            "--output",
            &dir.path().join("test_war.py").display().to_string(),
        ]);
        assert!(output.status.success(), "{}", text(&output.stderr));
        fs::copy(
            root().join(format!("tests/ports/python/{port}.py")),
            dir.path().join("student_war.py"),
        )
        .expect("the port is copied");
        run_within(
            "python3",
            &["-m", "pytest", "-q", "-p", "no:cacheprovider"],
            dir.path(),
            Duration::from_secs(120),
        )
    };
    let faithful = run("faithful");
    assert!(
        faithful.status.success(),
        "{}{}",
        text(&faithful.stdout),
        text(&faithful.stderr)
    );
    let buggy = run("pile_reversed");
    assert_eq!(buggy.status.code(), Some(1), "{}", text(&buggy.stdout));
}

#[test]
fn export_names_tests_after_the_descriptions() {
    let output = war(&[
        "export",
        "--format",
        "junit5",
        "--package",
        "simulation",
        "fixtures/war_draw.yaml",
    ]);
    let java = text(&output.stdout);
    assert!(java.contains("package simulation;"), "{java}");
    assert!(java.contains(
        "@DisplayName(\"Both players run short of cards during a war, so the game is a draw\")"
    ));
    assert!(java.contains("void bothPlayersRunShortOfCardsDuringAWarSoTheGameIsADraw()"));
    assert!(java.contains("assertEquals(0, play(deck(5, 5, 2, 4, 3))"));
    let output = war(&["export", "--format", "pytest", "fixtures/war_draw.yaml"]);
    let python = text(&output.stdout);
    assert!(python.contains("from war import find_winner"));
    assert!(python.contains(
        "def test_both_players_run_short_of_cards_during_a_war_so_the_game_is_a_draw():"
    ));
    assert!(python.contains("assert find_winner([5, 5, 2, 4, 3]) == 0,"));
}

/// Fixtures with an accepted reading accept its answer, unless strict.
#[test]
fn export_accepts_the_alternative_readings_unless_strict() {
    let file = "fixtures/deck_emptied_by_battle_1000.yaml";
    let loose = text(&war(&["export", "--format", "pytest", file]).stdout);
    assert!(loose.contains(") in (0, -1),"), "{loose}");
    let strict = text(&war(&["export", "--format", "pytest", "--strict", file]).stdout);
    assert!(strict.contains(") == 0,"), "{strict}");
}

/// The old script is a thin wrapper of `war grade-all` now: it grades a
/// folder of submissions whose names would have broken it or run a command
/// (a quote, `$F`, a space), writes a results.json each and summary.csv,
/// and a mistyped folder is one error line and exit code 2, not silence.
#[test]
fn the_submission_script_is_a_safe_wrapper_of_grade_all() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let submissions = dir.path().join("submissions");
    let tricky = ["o'brien", "x';touch $F;'", "Alice Smith"];
    for name in tricky {
        fs::create_dir_all(submissions.join(name)).expect("a folder");
        fs::copy(
            root().join("tests/ports/python/faithful.py"),
            submissions.join(name).join("war.py"),
        )
        .expect("copied");
    }
    let results = dir.path().join("results");
    let script = root().join("adapters/java/grade_submissions.sh");
    let run = |folder: &Path| {
        let mut command = Command::new("sh");
        command
            .arg(&script)
            .arg(folder)
            .arg(&results)
            .arg("--timeout")
            .arg("3")
            .env("WAR", env!("CARGO_BIN_EXE_war"))
            .env("PATH", common::path_for_grading())
            .env("F", dir.path().join("injected"))
            .current_dir(dir.path());
        common::run_command_within(&mut command, Duration::from_secs(180))
    };
    let output = run(&submissions);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(
        !dir.path().join("injected").exists(),
        "a name ran a command"
    );
    let summary = fs::read_to_string(results.join("summary.csv")).expect("summary.csv");
    for name in tricky {
        assert!(summary.contains(name), "{name}: {summary}");
    }
    for report in ["o_brien.json", "x_touch_F_.json", "Alice_Smith.json"] {
        let json: serde_json::Value =
            serde_json::from_str(&fs::read_to_string(results.join(report)).expect("a report"))
                .expect("JSON");
        assert!(
            failed_tests(&json).is_empty(),
            "{report}: {}",
            json["output"]
        );
    }
    let mistyped = run(&dir.path().join("submisions"));
    assert_eq!(mistyped.status.code(), Some(2));
    let err = text(&mistyped.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("submisions"), "{err}");
}

/// The manual shows the wrapper script as it is.
#[test]
fn the_manual_shows_the_submission_script() {
    let page = "book/src/teacher/autograder.md";
    let manual = fs::read_to_string(root().join(page)).expect("the manual's page");
    let script =
        fs::read_to_string(root().join("adapters/java/grade_submissions.sh")).expect("the script");
    let body: String = script
        .lines()
        .skip_while(|line| !line.starts_with("set -u"))
        .map(|line| format!("{line}\n"))
        .collect();
    assert!(
        manual.contains(&body),
        "{page} must show adapters/java/grade_submissions.sh from `set -u` on"
    );
}

/// `--random-only`: no fixture, random decks; every disagreement shrinks
/// to a small deck named in the case's name, with its trace command.
#[test]
fn random_decks_alone_catch_a_bug_and_shrink_it() {
    let (code, json) = grade_gradescope(
        &python_port("two_cards_down"),
        &["--random-only", "--random", "200", "--seed", "1"],
    );
    assert_eq!(code, 1, "{json:#}");
    let failed = failed_tests(&json);
    assert!(!failed.is_empty());
    for name in &failed {
        let deck = name
            .split(':')
            .next()
            .and_then(|n| n.strip_prefix("deck "))
            .unwrap_or_else(|| panic!("a case named by its deck: {name}"));
        assert!(deck.split(' ').count() <= 10, "{name}");
    }
    assert_eq!(diagnosis(&json), ["two_cards_down"], "{}", json["output"]);
    let random = &json["extra_data"]["random"];
    assert_eq!(random["decks"], 200);
    assert!(random["disagreed"].as_u64().expect("a count") > 0);
    let test = &json["tests"][0]["output"];
    assert!(
        test.as_str()
            .expect("output")
            .contains("war trace --deck '"),
        "{test}"
    );
}

/// The faithful port agrees on random decks, and the report says so.
#[test]
fn the_faithful_python_port_agrees_on_random_decks() {
    let output = war(&[
        "grade",
        "--cmd",
        &python_port("faithful"),
        "--random",
        "300",
        "--seed",
        "3",
    ]);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains(
            "the port played 300 random decks (seed 3): it agrees with the reference on every one"
        ),
        "{stdout}"
    );
}

/// The smallest decks of random decks are cases in JUnit and TAP too,
/// named by their decks, and the seed is a property.
#[test]
fn smallest_decks_are_cases_in_junit_and_tap() {
    let port = python_port("two_cards_down");
    let random = ["--random-only", "--random", "100", "--seed", "1"];
    let mut args = vec!["grade", "--cmd", &port, "--format", "junit"];
    args.extend(random);
    let junit = war(&args);
    assert_eq!(junit.status.code(), Some(1));
    let xml = text(&junit.stdout);
    let suite = parse_junit(&xml);
    assert!(!suite.cases.is_empty(), "{xml}");
    assert!(suite.cases.iter().all(|case| case.problem.is_some()));
    assert!(
        suite
            .cases
            .iter()
            .all(|case| case.classname.starts_with("fixtures.deck ")),
        "{xml}"
    );
    assert!(suite
        .properties
        .contains(&("seed".to_string(), "1".to_string())));
    let mut args = vec!["grade", "--cmd", &port, "--format", "tap"];
    args.extend(random);
    let tap = text(&war(&args).stdout);
    assert!(
        tap.lines().any(|l| l.starts_with("not ok 1 - deck ")),
        "{tap}"
    );
}

/// `war diff`: both answers and the reference's trace; 0 when they agree,
/// 1 when they differ, 2 for a bad deck.
#[test]
fn war_diff_shows_both_answers_and_the_trace() {
    let port = python_port("two_cards_down");
    let output = war(&["diff", "--cmd", &port, "1 1 1 1 1"]);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.starts_with(
            "deck:      1 1 1 1 1\nport:      1 (A wins)\nreference: 0 (draw)\nthey differ\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("two_cards_down"), "{stdout}");
    assert!(
        stdout.contains("outcome: draw after 1 battle: neither player can put down 3 cards"),
        "{stdout}"
    );
    let faithful = python_port("faithful");
    let agree = war(&["diff", "--cmd", &faithful, "1 1 1 1 1"]);
    assert_eq!(agree.status.code(), Some(0));
    assert!(text(&agree.stdout).contains("they agree\n"));
    let bad = war(&["diff", "--cmd", &faithful, "1 x"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("DECK:1:3"),
        "{}",
        text(&bad.stderr)
    );
}

/// `war diff` on the empty deck (an empty line) says it in words, in the
/// reader's language: `(empty)`, `(leeg)`.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn war_diff_says_an_empty_deck_in_words() {
    let port = python_port("empty_deal_a_loses");
    let english = text(&war(&["diff", "--cmd", &port, ""]).stdout);
    assert!(english.starts_with("deck:      (empty)\n"), "{english}");
    let dutch = text(&war(&["diff", "--cmd", &port, "", "--locale", "nl"]).stdout);
    assert!(dutch.starts_with("stapel:        (leeg)\n"), "{dutch}");
}

#[path = "grade/random_decks.rs"]
mod random_decks;

// In Dutch

/// `war grade --locale nl` on the port that lets A lose on an empty deck:
/// the empty deck is `(leeg)`, not the English `(empty)`, and the port's
/// answer is `jouw antwoord:`, not `gegeven:` (issue 46).
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn war_grade_in_dutch_shows_an_empty_deck_and_the_answer_in_dutch() {
    let command = python_port("empty_deal_a_loses");
    let output = war(&["grade", "--cmd", &command, "--locale", "nl"]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("stapel:        (leeg)\n"), "{text}");
    assert!(text.contains("jouw antwoord: -1 (B wint)\n"), "{text}");
    for english in [
        "(empty)",
        "gegeven:",
        "the port",
        "de port",
        "verkeerde lezing",
    ] {
        assert!(!text.contains(english), "{english:?} in {text}");
    }
}

/// `war grade --locale nl --format gradescope` on the Python port that puts
/// two cards down in a war: what the student reads on Gradescope (the
/// summary, the diagnosis, each case's name, description, deck, answers and
/// why) in Dutch, with the fixtures' and misreadings' names as they are;
/// the default stays English.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn war_grade_speaks_dutch_in_a_gradescope_report() {
    let command = python_port("two_cards_down");
    let (code, mut json) = grade_gradescope(&command, &["--locale", "nl"]);
    assert_eq!(code, 1);
    json["execution_time"] = serde_json::json!(0);
    let output = json["output"].as_str().expect("an output");
    assert!(output.starts_with("22 goed, 12 fout voor "), "{output}");
    assert!(
        output.contains("Diagnose: de antwoorden passen bij een bekende misvatting van de regels: twee kaarten afgelegd in een oorlog (two_cards_down)"),
        "{output}"
    );
    let shown = serde_json::to_string_pretty(&json).expect("JSON");
    // The issue's wording, and none of the words it replaced.
    assert!(shown.contains("jouw antwoord:"), "{shown}");
    assert!(shown.contains("je programma"), "{shown}");
    assert!(shown.contains("spoor van de referentie"), "{shown}");
    for old in [
        "gegeven:",
        "de port",
        "jouw port",
        "verkeerde lezing",
        "vechten",
        "is gelijkspel",
        "het spel van de referentie:",
    ] {
        assert!(!shown.contains(old), "{old:?} in {shown}");
    }
    insta::assert_snapshot!("war_grade_nl_gradescope_two_cards_down", shown);
    let (_, english) = grade_gradescope(&command, &[]);
    let english = english["output"].as_str().expect("an output");
    assert!(
        english.starts_with("22 passed, 12 failed for "),
        "{english}"
    );
}
