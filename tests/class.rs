//! `war grade-all` as a teacher uses it: the sample class of `tests/class/`
//! (every shape a real class hands in, see its README.md) graded end to
//! end, row by row; and every bad input a class can hold (a missing or
//! empty folder, a file for a folder, a zip bomb, a zip climbing out of its
//! folder, ten thousand files, a missing compiler) as a clear message or a
//! row with its reason, with nothing written outside `--out`; and the class
//! report, `index.html`, opened in headless Chromium.
//!
//! The Java submissions need `javac`, the class report `chromium`: without
//! them the tests that need them are ignored, with the reason (`build.rs`
//! finds the tools), unless `CI=true` or `WAR_KATA_REQUIRE_TOOLS` is set (as
//! `.ci/run` sets them).

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::class::*;
use common::{path_for_grading, run_command_within, text};

/// A row of `summary.csv` as the teacher should see it: the submission,
/// the cases passed, the status, the misreading named, and a piece of the
/// reason (empty: nothing is said).
struct Expected {
    submission: &'static str,
    passed: &'static str,
    status: &'static str,
    misreading: &'static str,
    reason: &'static str,
    graded: &'static str,
}

/// What a teacher should see for each submission of `tests/class/` (its
/// README.md says why).
const EXPECTED: [Expected; 16] = [
    Expected {
        submission: "alice",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        graded: "simulation.War",
    },
    Expected {
        submission: "bob",
        passed: "28",
        status: "graded",
        misreading: "a_loses_when_both_short",
        reason: "",
        graded: "War",
    },
    Expected {
        submission: "carol",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        graded: "nl.school.war.War",
    },
    Expected {
        submission: "dave.zip",
        passed: "29",
        status: "graded",
        misreading: "winner_card_first",
        reason: "",
        graded: "War",
    },
    Expected {
        submission: "erin",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        graded: "game.War",
    },
    Expected {
        submission: "frank",
        passed: "0",
        status: "does_not_compile",
        misreading: "",
        reason: "does not compile: War.java:10: error: ';' expected",
        graded: "",
    },
    Expected {
        submission: "grace",
        passed: "0",
        status: "timed_out",
        misreading: "",
        reason: "no answer within 4 s on ALL of ALL cases",
        graded: "War",
    },
    Expected {
        submission: "heidi",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        graded: "War",
    },
    Expected {
        submission: "ivan",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        graded: "War",
    },
    Expected {
        submission: "judy",
        passed: "0",
        status: "graded",
        misreading: "",
        reason: "the same answer, 0 (draw), to every case it passes: none counts",
        graded: "simulation.War",
    },
    Expected {
        submission: "mallory",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        graded: "War",
    },
    Expected {
        submission: "niaj",
        passed: "17",
        status: "graded",
        misreading: "",
        reason: "17 cases: crashed: the port's code raised java.lang.StackOverflowError",
        graded: "War",
    },
    Expected {
        submission: "olivia",
        passed: "0",
        status: "crashed_on_start",
        misreading: "",
        reason: "crashed on start: EOFError: EOF when reading a line",
        graded: "war.py",
    },
    Expected {
        submission: "peggy",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        graded: "war_game.py",
    },
    Expected {
        submission: "rupert.py",
        passed: "12",
        status: "graded",
        misreading: "deal_halves",
        reason: "",
        graded: "rupert.py",
    },
    Expected {
        submission: "trent",
        passed: "0",
        status: "no_find_winner",
        misreading: "",
        reason: "no findWinner(List<Integer> deck) in its 1 .java file",
        graded: "",
    },
];

/// The sample class, copied into `dir/class` with `dave.zip` made from
/// `tests/class-zip/dave`.
fn sample_class(dir: &Path) -> PathBuf {
    let class = dir.join("class");
    copy_tree(&root_dir().join("tests/class"), &class);
    fs::remove_file(class.join("README.md")).expect("the class's README is no submission");
    zip_folder(
        &root_dir().join("tests/class-zip/dave"),
        &class.join("dave.zip"),
    );
    class
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_sample_class_is_graded_row_by_row() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = sample_class(dir.path());
    let before = snapshot(&class);
    let out = dir.path().join("results");
    let started = Instant::now();
    let output = war_in(
        dir.path(),
        &[
            "grade-all",
            "class",
            "--out",
            "results",
            // Long enough for a JVM to start on a machine shared by many
            // builds; the submission that loops costs its whole budget.
            "--timeout",
            "4",
            "--submission-timeout",
            "10",
            "--jobs",
            "2",
        ],
        None,
        Duration::from_secs(300),
    );
    let elapsed = started.elapsed();
    eprintln!("the sample class took {elapsed:?} on 2 jobs");
    let stdout = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{stdout}{}",
        text(&output.stderr)
    );

    // Every row of summary.csv is what a teacher would expect.
    let csv = read_csv(&fs::read_to_string(out.join("summary.csv")).expect("summary.csv"));
    assert_eq!(csv[0], COLUMNS);
    assert_eq!(csv.len(), EXPECTED.len() + 1, "{csv:?}");
    for (row, expected) in csv[1..].iter().zip(&EXPECTED) {
        let shown = format!("{row:?}");
        let student = expected.submission.split('.').next().unwrap_or_default();
        assert_eq!(row[STUDENT], student, "{shown}");
        assert_eq!(row[ID], "", "{shown}");
        assert_eq!(row[LATE], "", "{shown}");
        assert_eq!(row[SUBMISSION], expected.submission, "{shown}");
        assert_eq!(row[PASSED], with_all(expected.passed), "{shown}");
        assert_eq!(row[TOTAL], all_cases(), "{shown}");
        assert_eq!(row[STATUS], expected.status, "{shown}");
        assert_eq!(row[MISREADING], expected.misreading, "{shown}");
        assert_eq!(row[GRADED], expected.graded, "{shown}");
        assert_eq!(row[REASON], with_all(expected.reason), "{shown}");
        assert_eq!(row[REPORT], format!("{student}.json"), "{shown}");
        let report = out.join(&row[REPORT]);
        assert!(
            report.is_file(),
            "{shown}: its report {} is written",
            report.display()
        );
    }
    // The files graded: a student's own tests are not among them.
    let files = |student: &str| {
        csv.iter()
            .find(|row| row[STUDENT] == student)
            .map(|row| row[FILES].clone())
    };
    assert_eq!(
        files("erin").as_deref(),
        Some("src/game/Player.java; src/game/Table.java; src/game/War.java")
    );
    assert_eq!(files("dave").as_deref(), Some("dave/War/src/War.java"));
    assert_eq!(files("frank").as_deref(), Some(""));
    // The table printed says the same, after what was recognised.
    assert!(
        stdout.starts_with(
            "read as a folder of submissions, one entry per student: 16 students from 14 folders and 2 files; students' code confined by "
        ) && stdout.contains("\n\nstudent  "),
        "{stdout}"
    );
    assert!(
        stdout.contains(&with_all("\nalice    ALL/ALL  graded\n")),
        "{stdout}"
    );
    assert!(
        stdout.contains(&with_all("16 students graded on ALL cases")),
        "{stdout}"
    );

    // No case leaked into another student's results: each report is the
    // student's own port on all the cases, and what one port wrote is in
    // its report alone.
    let reports: Vec<(String, serde_json::Value)> = csv[1..]
        .iter()
        .map(|row| {
            let json = fs::read_to_string(out.join(&row[REPORT])).expect("a report");
            (
                row[STUDENT].clone(),
                serde_json::from_str(&json).expect("JSON"),
            )
        })
        .collect();
    for (name, json) in &reports {
        let tests = json["tests"].as_array().expect("tests");
        assert_eq!(tests.len().to_string(), all_cases(), "{name}");
        let passed = tests.iter().filter(|t| t["status"] == "passed").count() as f64;
        assert_eq!(json["score"].as_f64(), Some(passed), "{name}");
        let output = json["output"].as_str().expect("output");
        let key = name;
        let command = json["extra_data"]["command"].as_str().unwrap_or_default();
        assert!(
            command.is_empty()
                || command.contains(&format!("/build/{key} "))
                || command.starts_with("(not run"),
            "{name} is graded from its own folder: {command}"
        );
        // What each port wrote, in its own report alone.
        for (marker, owner) in [
            ("battle 1: A plays", "ivan"),
            ("StackOverflowError", "niaj"),
            ("Type a deck to try", "heidi"),
            ("EOFError", "olivia"),
        ] {
            assert_eq!(
                output.contains(marker),
                *name == owner,
                "{name}: {owner}'s {marker:?} only in {owner}'s report"
            );
        }
    }
    let mallory = &reports
        .iter()
        .find(|(n, _)| n == "mallory")
        .expect("mallory")
        .1;
    assert!(mallory["output"]
        .as_str()
        .is_some_and(|o| o
            .contains("DeterministicWar.java holds the public class War: compiled as War.java")));
    let frank = &reports.iter().find(|(n, _)| n == "frank").expect("frank").1;
    assert!(frank["output"]
        .as_str()
        .is_some_and(|o| o.contains("javac's errors:\nWar.java:10: error: ';' expected")));

    // summary.json holds the same rows.
    let summary: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(out.join("summary.json")).expect("summary.json"))
            .expect("JSON");
    let submissions = summary["submissions"].as_array().expect("submissions");
    assert_eq!(submissions.len(), EXPECTED.len());
    assert_eq!(submissions[1]["misreading"][0], "a_loses_when_both_short");
    assert_eq!(submissions[1]["student"], "bob");
    assert_eq!(submissions[1]["late"], serde_json::Value::Null);
    assert_eq!(submissions[3]["files"][0], "dave/War/src/War.java");
    assert_eq!(summary["layout"], "folders");
    assert!(summary["read_as"]
        .as_str()
        .is_some_and(|line| line.starts_with("read as a folder of submissions")));
    assert_eq!(summary["cases"].to_string(), all_cases());
    // Where each submission's time went: building it (compiling, finding
    // its class), grading its port (the cases, the diagnosis); and the
    // class's, the writing of the results besides.
    let phases = ["build", "grade", "compile", "find", "cases", "diagnosis"];
    for phase in phases.iter().chain(&["writing"]) {
        assert!(
            summary["seconds"][phase]
                .as_f64()
                .is_some_and(|seconds| seconds >= 0.0),
            "{phase}: {}",
            summary["seconds"]
        );
    }
    for submission in submissions {
        for phase in phases {
            assert!(
                submission["seconds"][phase]
                    .as_f64()
                    .is_some_and(|seconds| seconds >= 0.0),
                "{submission}"
            );
        }
    }
    assert!(
        stdout.contains("time: 16 submissions built in ")
            && stdout.contains(" (compile ")
            && stdout.contains(" (cases ")
            && stdout.contains("; results written in "),
        "{stdout}"
    );

    // Nothing was written in the class's folder.
    assert_eq!(
        snapshot(&class),
        before,
        "grading wrote into the submissions"
    );
}

/// A set-up error: exit code 2 and one line on standard error, which holds
/// `words`.
fn assert_set_up_error(result: &(Option<i32>, String, String), words: &str) {
    let (code, _, stderr) = result;
    assert_eq!(*code, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("war: error: "), "{stderr}");
    assert!(stderr.contains(words), "{stderr}");
}

#[test]
fn a_class_that_is_no_folder_of_submissions_is_a_set_up_error() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    assert_set_up_error(
        &grade_all(dir.path(), "missing", None, &[]),
        "missing: cannot be read as a folder of submissions",
    );
    let missing = grade_all(dir.path(), "missing", None, &[]);
    assert!(
        missing.2.contains("check the folder's name"),
        "{}",
        missing.2
    );
    assert!(!missing.2.contains("install"), "{}", missing.2);
    fs::create_dir(dir.path().join("empty")).expect("made");
    let empty = grade_all(dir.path(), "empty", None, &[]);
    assert_set_up_error(
        &empty,
        "holds no submission; put one folder, zip or source file",
    );
    assert!(!empty.2.contains("install"), "{}", empty.2);
    fs::write(dir.path().join("War.java"), "class War {}").expect("written");
    assert_set_up_error(
        &grade_all(dir.path(), "War.java", None, &[]),
        "is a file, not a folder of submissions",
    );
    fs::create_dir(dir.path().join("class")).expect("made");
    fs::write(
        dir.path().join("class/a.py"),
        "def find_winner(d):\n    return 0\n",
    )
    .expect("written");
    let blocked = war_in(
        dir.path(),
        &["grade-all", "class", "--out", "War.java/results"],
        None,
        Duration::from_secs(60),
    );
    assert_set_up_error(
        &(
            blocked.status.code(),
            text(&blocked.stdout),
            text(&blocked.stderr),
        ),
        "War.java/results: cannot be made",
    );
}

#[test]
fn a_missing_compiler_is_a_set_up_error_naming_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    fs::create_dir_all(dir.path().join("class/alice")).expect("made");
    fs::copy(
        root_dir().join("tests/class/alice/src/simulation/War.java"),
        dir.path().join("class/alice/War.java"),
    )
    .expect("copied");
    let empty_path = dir.path().join("no-tools");
    fs::create_dir(&empty_path).expect("made");
    let result = grade_all(dir.path(), "class", Some(&empty_path), &[]);
    assert_set_up_error(
        &result,
        "javac: is not on PATH, and 1 submission is in java",
    );
    fs::remove_dir_all(dir.path().join("class/alice")).expect("removed");
    fs::write(
        dir.path().join("class/bob.py"),
        "def find_winner(d):\n    return 0\n",
    )
    .expect("written");
    let result = grade_all(dir.path(), "class", Some(&empty_path), &[]);
    assert_set_up_error(
        &result,
        "python3: is not on PATH, and 1 submission is in python",
    );
}

/// Hostile submissions are rows with their reasons, the others of the class
/// are graded, and nothing is written outside `--out`.
#[test]
fn hostile_submissions_are_rows_with_their_reasons() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    fs::create_dir(&class).expect("made");
    let faithful = fs::read(root_dir().join("tests/ports/python/faithful.py")).expect("the port");
    // A zip bomb: 16 MiB of zeros, deflated to some 16 KiB.
    let zeros = vec![0u8; 16 << 20];
    write_zip(
        &class.join("bomb.zip"),
        &[("war.py", &faithful), ("notes.py", &zeros)],
    );
    // Entries that climb out of the folder they are unpacked in.
    write_zip(
        &class.join("climber.zip"),
        &[("war.py", &faithful), ("../../escaped.py", b"x = 1\n")],
    );
    write_zip(
        &class.join("rooted.zip"),
        &[("/tmp/war-kata-rooted.py", b"x = 1\n")],
    );
    // Ten thousand files, all of them sources.
    let many = class.join("many");
    fs::create_dir(&many).expect("made");
    for index in 0..10_000 {
        fs::write(many.join(format!("part{index}.py")), b"x = 1\n").expect("written");
    }
    // Ten thousand files beside a faithful port: graded within limits.
    let cluttered = class.join("cluttered");
    fs::create_dir_all(cluttered.join("data")).expect("made");
    for index in 0..10_000 {
        fs::write(cluttered.join(format!("data/{index}.txt")), b"").expect("written");
    }
    fs::write(cluttered.join("war.py"), &faithful).expect("written");
    fs::write(class.join("not a zip.zip"), b"this is text").expect("written");
    fs::write(class.join("grades.xlsx"), b"PK").expect("written");
    let (code, stdout, stderr) = grade_all(dir.path(), "class", None, &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let csv = read_csv(&fs::read_to_string(dir.path().join("out/summary.csv")).expect("summary"));
    let row = |name: &str| {
        csv.iter()
            .find(|row| row[SUBMISSION] == name)
            .unwrap_or_else(|| panic!("a row for {name}: {csv:?}"))
            .clone()
    };
    let refused = |name: &str, words: &str| {
        let row = row(name);
        assert_eq!(
            (row[PASSED].as_str(), row[STATUS].as_str()),
            ("0", "refused"),
            "{row:?}"
        );
        assert!(row[REASON].contains(words), "{row:?}");
    };
    refused(
        "bomb.zip",
        "bomb/notes.py inflates to more than 1048576 bytes (a zip bomb?)",
    );
    refused(
        "climber.zip",
        "its entry \"../../escaped.py\" leaves the folder it is unpacked in",
    );
    refused("rooted.zip", "leaves the folder it is unpacked in");
    refused("many", "holds more source files than a submission may");
    refused(
        "not a zip.zip",
        "is not a zip: it has no zip directory at its end: it is another kind of file named .zip, or a zip cut short",
    );
    assert_eq!(
        row("cluttered")[PASSED],
        all_cases(),
        "{:?}",
        row("cluttered")
    );
    assert_eq!(row("cluttered")[FILES], "war.py");
    let grades = row("grades.xlsx");
    assert_eq!(grades[STATUS], "no_source", "{grades:?}");
    assert_eq!(
        grades[REASON], "no .java or .py file in it; it holds grades.xlsx",
        "{grades:?}"
    );
    // Nothing escaped: not beside the class, not in /tmp.
    assert!(!dir.path().join("escaped.py").exists());
    assert!(!Path::new("/tmp/war-kata-rooted.py").exists());
    let outside: Vec<_> = fs::read_dir(dir.path())
        .expect("a folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let mut outside = outside;
    outside.sort();
    assert_eq!(outside, ["class", "out"]);
}

/// Issue 42: a student's name (a folder's, or an export's) holding a
/// direction control (U+202E shows the rest of its line reversed) or a
/// control character reaches the teacher escaped in `summary.csv` and on
/// the pages, as in the table printed; an ordinary name, accents and all,
/// as it is; `summary.json`, for programs, keeps the name exact (JSON
/// escapes its control characters itself).
#[test]
fn a_name_with_a_direction_control_is_shown_escaped_in_the_csv_and_the_pages() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    let tricky = "eve\u{202e}lmth.exe\u{1b}[2J";
    for name in [tricky, "Zoë Núñez"] {
        fs::create_dir_all(class.join(name)).expect("made");
        fs::write(
            class.join(name).join("war.py"),
            "def find_winner(deck):\n    return 1\n",
        )
        .expect("written");
    }
    let (code, stdout, stderr) = grade_all(dir.path(), "class", None, &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let shown = "eve\\u{202e}lmth.exe\\u{1b}[2J";
    assert!(stdout.contains(shown), "{stdout}");
    let out = dir.path().join("out");
    let csv = fs::read_to_string(out.join("summary.csv")).expect("the summary");
    let rows = read_csv(&csv);
    let students: Vec<&str> = rows[1..].iter().map(|row| row[STUDENT].as_str()).collect();
    assert_eq!(students, ["Zoë Núñez", shown], "{csv}");
    let tricky_row = &rows[2];
    let page = format!(
        "students/{}.html",
        tricky_row[REPORT].trim_end_matches(".json")
    );
    for (name, text) in [
        ("summary.csv", csv.clone()),
        (
            "index.html",
            fs::read_to_string(out.join("index.html")).expect("the index"),
        ),
        (
            page.as_str(),
            fs::read_to_string(out.join(&page)).expect("the page"),
        ),
    ] {
        assert!(!text.contains(['\u{202e}', '\u{1b}']), "{name}: {text}");
        assert!(text.contains(shown), "{name}: {text}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(out.join("summary.json")).expect("the summary"))
            .expect("JSON");
    assert_eq!(json["submissions"][1]["student"], tricky, "{json:#}");
    assert_eq!(json["submissions"][0]["student"], "Zoë Núñez");
}

/// `--one` grades a folder as the one submission of one student, as
/// Gradescope's `/autograder/submission` holds it; a results folder inside
/// the class's folder is not taken for a submission.
#[test]
fn one_submission_and_a_results_folder_inside_the_class() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let submission = dir.path().join("submission");
    fs::create_dir(&submission).expect("made");
    fs::copy(
        root_dir().join("tests/class/rupert.py"),
        submission.join("rupert.py"),
    )
    .expect("copied");
    let output = war_in(
        dir.path(),
        &[
            "grade-all",
            "--one",
            "submission",
            "--out",
            "submission/results",
        ],
        None,
        Duration::from_secs(120),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let json: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(submission.join("results/submission.json")).expect("the report"),
    )
    .expect("JSON");
    // Dealt in halves, the port passes 12 cases (one of them
    // catch_fewer_loses_when_both_short).
    assert_eq!(json["score"], 12.0);
    assert_eq!(json["extra_data"]["diagnosis"][0], "deal_halves");
    let again = war_in(
        dir.path(),
        &["grade-all", "submission", "--out", "submission/results"],
        None,
        Duration::from_secs(120),
    );
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    let stdout = text(&again.stdout);
    assert!(stdout.contains("1 student graded"), "{stdout}");
    assert!(stdout.contains("\nrupert   12/"), "{stdout}");
}

/// What Gradescope's autograder specification says of `results.json`
/// (Gradescope, "Autograder Specifications",
/// <https://gradescope-autograders.readthedocs.io/en/latest/specs/>,
/// "Output format"), as checked here:
///
/// - the file holds one JSON object; its keys are among `score` (a number,
///   optional but required when not on every test), `execution_time` (a
///   number of seconds), `output` (text for the whole submission),
///   `output_format`, `test_output_format`, `test_name_format`,
///   `visibility`, `stdout_visibility`, `extra_data` (an object), `tests`
///   (a list) and `leaderboard`;
/// - a test's keys are among `score`, `max_score` (numbers), `status`
///   (`passed` or `failed`), `name`, `name_format`, `number` (a string, e.g.
///   "1.1"), `output`, `output_format`, `tags` (a list of strings),
///   `visibility` and `extra_data`;
/// - a visibility is `visible`, `hidden`, `after_due_date` or
///   `after_published`.
fn check_gradescope_results(json: &serde_json::Value) -> Result<(), String> {
    const TOP: [&str; 11] = [
        "score",
        "execution_time",
        "output",
        "output_format",
        "test_output_format",
        "test_name_format",
        "visibility",
        "stdout_visibility",
        "extra_data",
        "tests",
        "leaderboard",
    ];
    const TEST: [&str; 11] = [
        "score",
        "max_score",
        "status",
        "name",
        "name_format",
        "number",
        "output",
        "output_format",
        "tags",
        "visibility",
        "extra_data",
    ];
    const VISIBILITY: [&str; 4] = ["visible", "hidden", "after_due_date", "after_published"];
    let object = json.as_object().ok_or("results.json is not an object")?;
    for key in object.keys() {
        if !TOP.contains(&key.as_str()) {
            return Err(format!("unknown key {key:?}"));
        }
    }
    let number = |value: &serde_json::Value, what: &str| {
        value
            .as_f64()
            .map(|_| ())
            .ok_or(format!("{what} is not a number: {value}"))
    };
    let visibility = |value: &serde_json::Value, what: &str| match value.as_str() {
        Some(v) if VISIBILITY.contains(&v) => Ok(()),
        _ => Err(format!("{what} is not a visibility: {value}")),
    };
    let none = Vec::new();
    let tests = match object.get("tests") {
        Some(tests) => tests.as_array().ok_or("tests is not a list")?,
        None => &none,
    };
    if let Some(score) = object.get("score") {
        number(score, "score")?;
    } else if tests.iter().any(|test| test.get("score").is_none()) {
        return Err("no score, and not one on every test".into());
    }
    for key in ["execution_time"] {
        if let Some(value) = object.get(key) {
            number(value, key)?;
        }
    }
    for key in ["visibility", "stdout_visibility"] {
        if let Some(value) = object.get(key) {
            visibility(value, key)?;
        }
    }
    if let Some(output) = object.get("output") {
        output.as_str().ok_or("output is not text")?;
    }
    if let Some(extra) = object.get("extra_data") {
        extra.as_object().ok_or("extra_data is not an object")?;
    }
    for (index, test) in tests.iter().enumerate() {
        let test = test
            .as_object()
            .ok_or(format!("test {index} is not an object"))?;
        for key in test.keys() {
            if !TEST.contains(&key.as_str()) {
                return Err(format!("test {index}: unknown key {key:?}"));
            }
        }
        for key in ["score", "max_score"] {
            if let Some(value) = test.get(key) {
                number(value, key)?;
            }
        }
        if let Some(status) = test.get("status") {
            if status != "passed" && status != "failed" {
                return Err(format!("test {index}: status {status}"));
            }
        }
        for key in ["name", "number", "output"] {
            if let Some(value) = test.get(key) {
                value
                    .as_str()
                    .ok_or(format!("test {index}: {key} is not text"))?;
            }
        }
        if let Some(value) = test.get("visibility") {
            visibility(value, "a test's visibility")?;
        }
    }
    Ok(())
}

/// Unpacks `zip` into `into`, keeping each file's Unix mode.
fn unzip_keeping_modes(zip: &Path, into: &Path) -> Vec<String> {
    use std::os::unix::fs::PermissionsExt;
    let mut archive = zip::ZipArchive::new(fs::File::open(zip).expect("the zip")).expect("a zip");
    let mut names = Vec::new();
    for index in 0..archive.len() {
        let mut entry = archive.by_index(index).expect("an entry");
        let name = entry.enclosed_name().expect("a safe name");
        let target = into.join(&name);
        fs::create_dir_all(target.parent().expect("a folder")).expect("made");
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut entry, &mut bytes).expect("read");
        fs::write(&target, bytes).expect("written");
        if let Some(mode) = entry.unix_mode() {
            fs::set_permissions(&target, fs::Permissions::from_mode(mode & 0o777)).expect("mode");
        }
        names.push(name.display().to_string());
    }
    names
}

/// Runs the autograder laid out as Gradescope lays it out in `root`
/// (`source/` unpacked from the zip, `submission/`, `results/`) and
/// returns its `results.json`.
fn run_autograder(root: &Path) -> serde_json::Value {
    let results = root.join("results/results.json");
    let _ = fs::remove_file(&results);
    let output = run_command_within(
        Command::new(root.join("source/run_autograder"))
            .env("WAR_AUTOGRADER_ROOT", root)
            // Gradescope's image has the account setup.sh creates; this
            // machine has nobody.
            .env("WAR_AUTOGRADER_USER", "nobody")
            .env("PATH", path_for_grading())
            .current_dir(root),
        Duration::from_secs(180),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let json = fs::read_to_string(&results).expect("run_autograder always writes results.json");
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("results.json is JSON: {e}\n{json}"))
}

/// `war autograder` writes the zip Gradescope takes; laid out as Gradescope
/// lays it out, its run_autograder grades a submission, a submission that
/// does not compile (with javac's errors in the output), and even with a
/// `war` that cannot run writes a results.json that follows Gradescope's
/// specification. The test puts this test build's `war` in the zip, linked
/// dynamically (a static one is built for Gradescope, see the manual), so
/// it stays fast; `war autograder` warns about it.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_autograder_grades_a_submission_as_gradescope_runs_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let zip = dir.path().join("autograder.zip");
    let made = war_in(
        dir.path(),
        &["autograder", "--out", "autograder.zip"],
        None,
        Duration::from_secs(60),
    );
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    assert!(
        text(&made.stderr).contains("is linked dynamically"),
        "{}",
        text(&made.stderr)
    );
    let root = dir.path().join("autograder");
    for folder in ["source", "submission", "results"] {
        fs::create_dir_all(root.join(folder)).expect("made");
    }
    let names = unzip_keeping_modes(&zip, &root.join("source"));
    for name in [
        "setup.sh",
        "run_autograder",
        "war",
        "adapters/java/WarAdapter.java",
    ] {
        assert!(
            names.iter().any(|n| n == name),
            "{name} at the zip's root: {names:?}"
        );
    }
    let setup = fs::read_to_string(root.join("source/setup.sh")).expect("setup.sh");
    assert!(setup.starts_with("#!/usr/bin/env bash\n"));

    // A Java submission as a student uploads it: a folder tree.
    copy_tree(
        &root_dir().join("tests/class/alice"),
        &root.join("submission"),
    );
    let graded = run_autograder(&root);
    check_gradescope_results(&graded).unwrap_or_else(|e| panic!("{e}: {graded:#}"));
    let all: usize = all_cases().parse().expect("a count");
    assert_eq!(graded["score"].as_f64(), Some(all as f64));
    assert_eq!(graded["tests"].as_array().map(Vec::len), Some(all));

    // One that does not compile: every case failed, javac's error shown.
    fs::remove_dir_all(root.join("submission")).expect("removed");
    copy_tree(
        &root_dir().join("tests/class/frank"),
        &root.join("submission"),
    );
    let failed = run_autograder(&root);
    check_gradescope_results(&failed).unwrap_or_else(|e| panic!("{e}: {failed:#}"));
    assert_eq!(failed["score"], 0.0);
    let output = failed["output"].as_str().expect("output");
    assert!(
        output.contains("War.java:10: error: ';' expected"),
        "{output}"
    );

    // A war that cannot run: still a results.json, saying so.
    fs::write(
        root.join("source/war"),
        "#!/bin/sh\necho 'war: broken \"binary\"' >&2\nexit 3\n",
    )
    .expect("replaced");
    let broken = run_autograder(&root);
    check_gradescope_results(&broken).unwrap_or_else(|e| panic!("{e}: {broken:#}"));
    assert_eq!(broken["score"], 0.0);
    let output = broken["output"].as_str().expect("output");
    assert!(output.contains("war exited with status 3"), "{output}");
    assert!(output.contains("war: broken \"binary\""), "{output}");
}

/// The schema check bites: what Gradescope would not take is refused.
#[test]
fn the_gradescope_schema_check_refuses_what_the_specification_does_not_allow() {
    let good = serde_json::json!({"score": 1.0, "tests": [{"score": 1.0, "max_score": 1.0, "name": "a", "status": "passed", "visibility": "visible"}]});
    assert_eq!(check_gradescope_results(&good), Ok(()));
    for bad in [
        serde_json::json!([]),
        serde_json::json!({"scores": 1}),
        serde_json::json!({"score": "1"}),
        serde_json::json!({"tests": [{"name": "a"}]}),
        serde_json::json!({"score": 0, "visibility": "public"}),
        serde_json::json!({"score": 0, "tests": [{"score": 0, "status": "error"}]}),
        serde_json::json!({"score": 0, "tests": [{"score": 0, "number": 1}]}),
    ] {
        assert!(check_gradescope_results(&bad).is_err(), "{bad}");
    }
}

/// Opens `page` in headless Chromium (as root it needs `--no-sandbox`; a
/// fresh profile in `profile`, no network of its own), with its console
/// written to standard error; returns the page's DOM after its script ran,
/// and the console's lines.
fn open_in_chromium(page: &Path, profile: &Path) -> (String, Vec<String>) {
    open_in_chromium_with(page, profile, &[])
}

/// [`open_in_chromium`], with the further `arguments` of Chromium (a
/// window's size).
fn open_in_chromium_with(page: &Path, profile: &Path, arguments: &[&str]) -> (String, Vec<String>) {
    let mut command = Command::new("chromium");
    command.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--enable-logging=stderr",
        "--v=0",
    ]);
    command
        .args(arguments)
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        .arg(format!("file://{}", page.display()));
    // A page that opened a dialog (an alert of a name let through) would
    // wait for it until this limit.
    let output = run_command_within(&mut command, Duration::from_secs(60));
    assert!(output.status.success(), "{}", text(&output.stderr));
    let console = text(&output.stderr)
        .lines()
        .filter(|line| line.contains(":CONSOLE"))
        .map(str::to_string)
        .collect();
    (text(&output.stdout), console)
}

/// The text of an HTML fragment as a reader sees it: its tags dropped, its
/// entities read.
fn html_text(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// The cells of each row of the students' table of an `index.html`'s DOM,
/// as text: name, id, score, share, status, misreadings, late.
fn student_rows(dom: &str) -> Vec<Vec<String>> {
    let table = &dom[dom
        .find("id=\"students-table\"")
        .expect("the students' table")..];
    let body =
        &table[table.find("<tbody>").expect("a body")..table.find("</tbody>").expect("its end")];
    body.split("<tr")
        .skip(1)
        .map(|row| {
            row.split("</t")
                .filter_map(|cell| cell.rfind("<t").map(|at| &cell[at..]))
                .map(|cell| html_text(&cell[cell.find('>').map_or(0, |at| at + 1)..]))
                .collect()
        })
        .collect()
}

/// The class report as a teacher opens it: `index.html`, rendered by
/// headless Chromium, shows every student of summary.csv with their score
/// and status, names that hold HTML and quotes as text (no element of
/// theirs in the DOM), runs its script (the table sorts) with nothing on
/// the console, loads nothing from outside; and each student has a page
/// with their name and score.
#[test]
#[cfg_attr(
    tool_missing = "chromium",
    ignore = "chromium is not installed: apt-get install chromium"
)]
fn the_class_report_shows_every_student_in_a_browser() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    fs::create_dir(&class).expect("a folder");
    let ports = root_dir().join("tests/ports/python");
    let hostile = [
        "<script>alert('x')",
        "\"Bobby\" <img src=x onerror=alert(1)> O'Neil & co",
    ];
    for (name, port) in [
        (hostile[0], "faithful.py"),
        (hostile[1], "two_cards_down.py"),
        ("deal", "deal_halves.py"),
        ("raises", "raises_on_wars.py"),
    ] {
        let folder = class.join(name);
        fs::create_dir(&folder).expect("a folder");
        fs::copy(ports.join(port), folder.join("war.py")).expect("copied");
    }
    // raises_on_wars.py imports the faithful port beside it.
    fs::copy(ports.join("faithful.py"), class.join("raises/faithful.py")).expect("copied");
    fs::write(
        class.join("broken.py"),
        "def find_winner(deck)\n    return 0\n",
    )
    .expect("written");
    let (code, stdout, stderr) = grade_all(dir.path(), "class", None, &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let out = dir.path().join("out");
    let csv = read_csv(&fs::read_to_string(out.join("summary.csv")).expect("summary.csv"));
    assert_eq!(csv.len(), 6, "{csv:?}");

    let (dom, console) = open_in_chromium(&out.join("index.html"), &dir.path().join("profile"));
    assert_eq!(console, Vec::<String>::new(), "the console");
    let rows = student_rows(&dom);
    assert_eq!(rows.len(), csv.len() - 1, "{dom}");
    assert_eq!(
        csv[0][..6],
        ["student", "id", "late", "passed", "total", "status"]
    );
    for line in &csv[1..] {
        let (name, id, late) = (&line[0], &line[1], &line[2]);
        let (passed, total, status) = (&line[3], &line[4], &line[5]);
        let row = rows
            .iter()
            .find(|row| &row[0] == name)
            .unwrap_or_else(|| panic!("no row of {name:?} in {rows:?}"));
        assert_eq!(&row[1], id, "{row:?}");
        assert_eq!(row[2], format!("{passed}/{total}"), "{row:?}");
        assert_eq!(&row[4], status, "{row:?}");
        assert_eq!(&row[6], late, "{row:?}");
    }
    // The names are text: the only script is the page's, no image.
    assert_eq!(dom.matches("<script").count(), 1, "{dom}");
    assert!(!dom.contains("<img"), "{dom}");
    for name in hostile {
        assert!(rows.iter().any(|row| row[0] == name), "{name}: {rows:?}");
    }
    // The script ran: the table's headers are buttons that sort it.
    assert!(dom.contains("data-sorting=\"ready\""), "{dom}");
    assert!(
        dom.contains("<button type=\"button\">Score</button>"),
        "{dom}"
    );
    // Nothing is loaded from outside: no address but the page's own.
    for attribute in ["src=\"", "href=\"http", "url("] {
        assert!(!dom.contains(attribute), "{attribute} in {dom}");
    }
    // The misreadings of the class, each with its students.
    assert!(dom.contains("id=\"two_cards_down\""), "{dom}");
    assert!(dom.contains("id=\"deal_halves\""), "{dom}");

    // A page per student, linked from its row, with the name and the score.
    for line in &csv[1..] {
        let report = Path::new(&line[12]);
        let key = report.file_stem().expect("a key").to_string_lossy();
        let page = out.join("students").join(format!("{key}.html"));
        let html = fs::read_to_string(&page).unwrap_or_else(|e| panic!("{}: {e}", page.display()));
        assert!(
            dom.contains(&format!("href=\"students/{key}.html\"")),
            "{key}"
        );
        assert!(html.contains(&format!("{}/{}", line[3], line[4])), "{html}");
    }
    let hostile_page = out.join("students").join(format!(
        "{}.html",
        Path::new(
            &csv[1..]
                .iter()
                .find(|l| l[0] == hostile[1])
                .expect("its row")[12]
        )
        .file_stem()
        .expect("a key")
        .to_string_lossy()
    ));
    let (dom, console) = open_in_chromium(&hostile_page, &dir.path().join("profile"));
    assert_eq!(console, Vec::<String>::new(), "the console");
    let heading =
        &dom[dom.find("<h1>").expect("a heading") + 4..dom.find("</h1>").expect("its end")];
    assert_eq!(html_text(heading), hostile[1]);
    assert!(!dom.contains("<img") && !dom.contains("<script"), "{dom}");
    assert!(dom.contains("explained by: two_cards_down"), "{dom}");
}

/// The screen the class at a glance must fit: a laptop's browser window.
const FOLD: (u32, u32) = (1280, 800);

/// A script appended to a copy of a page: it writes into the document,
/// as `data-layout` of its body, where the elements of `ids` begin and end
/// on the screen (`id:top:bottom;` in CSS pixels), and measures
/// (`name:value;`): how wide the page is (`width`), its main column
/// (`main`), its narrowest figure (`figure`, the main's width without
/// one) and how many pixels of a preformatted text are the most hidden
/// (`cut`), for [`layout`] to read from the dumped DOM.
fn measuring_script(ids: &[&str]) -> String {
    let ids: Vec<String> = ids.iter().map(|id| format!("\"{id}\"")).collect();
    format!(
        "<script>(() => {{ const main = document.querySelector(\"main\").clientWidth; \
         const figures = [...document.querySelectorAll(\"figure\")].map(f => f.clientWidth); \
         const cut = Math.max(0, ...[...document.querySelectorAll(\"pre\")].map(p => p.scrollWidth - p.clientWidth)); \
         let out = \"width:\" + document.documentElement.scrollWidth + \";main:\" + main + \";figure:\" + Math.min(main, ...figures) + \";cut:\" + cut + \";\"; \
         for (const id of [{}]) {{ const e = document.getElementById(id); \
         if (e) {{ const r = e.getBoundingClientRect(); out += id + \":\" + Math.round(r.top) + \":\" + Math.round(r.bottom) + \";\"; }} }} \
         document.body.setAttribute(\"data-layout\", out); }})();</script>",
        ids.join(", ")
    )
}

/// What [`measuring_script`] measured of a page.
#[derive(Debug)]
struct Layout {
    /// `(id, top, bottom)` of each element found.
    boxes: Vec<(String, i64, i64)>,
    /// The measures by name: `width`, `main`, `figure`, `cut`.
    measures: std::collections::BTreeMap<String, i64>,
}

/// How `page` lies in headless Chromium whose window is [`FOLD`], with
/// the elements of `ids`, measured by [`measuring_script`] on a copy of
/// the page beside it.
fn layout(page: &Path, profile: &Path, ids: &[&str]) -> Layout {
    let html = fs::read_to_string(page).expect("the page");
    let measured = page.with_file_name("measured.html");
    let at = html.rfind("</body>").expect("a body");
    fs::write(
        &measured,
        format!("{}{}{}", &html[..at], measuring_script(ids), &html[at..]),
    )
    .expect("written");
    let window = format!("--window-size={},{}", FOLD.0, FOLD.1);
    let (dom, console) = open_in_chromium_with(&measured, profile, &[&window]);
    assert_eq!(console, Vec::<String>::new(), "the console");
    let start = dom.find("data-layout=\"").expect("the script ran") + 13;
    let value = &dom[start..start + dom[start..].find('"').expect("its end")];
    let mut layout = Layout {
        boxes: Vec::new(),
        measures: std::collections::BTreeMap::new(),
    };
    for item in value.split(';').filter(|item| !item.is_empty()) {
        let parts: Vec<&str> = item.split(':').collect();
        let number = |at: usize| parts[at].parse::<i64>().expect("a number");
        match parts.as_slice() {
            [name, _] => {
                layout.measures.insert(name.to_string(), number(1));
            }
            [id, _, _] => layout.boxes.push((id.to_string(), number(1), number(2))),
            _ => panic!("{value}"),
        }
    }
    layout
}

/// The class at a glance, as a teacher opens it on a laptop (1280 by 800
/// px in headless Chromium): the misreadings to explain and the students'
/// table begin above the fold though the class shows eight misreadings and more,
/// nothing is wider than the window, and the accepted reading the class
/// used is apart, not among the misreadings; on a student's page the
/// reference's game is as wide as the page, none of its lines cut.
#[test]
#[cfg_attr(
    tool_missing = "chromium",
    ignore = "chromium is not installed: apt-get install chromium"
)]
fn the_class_at_a_glance_shows_the_misreadings_and_the_students_above_the_fold() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    let ports = root_dir().join("tests/ports/python");
    let mut names = Vec::new();
    for entry in fs::read_dir(&ports).expect("the Python ports") {
        let port = entry.expect("an entry").path();
        let text = fs::read_to_string(&port).expect("a port");
        // The ports that import another are left out.
        if text.contains("import faithful") {
            continue;
        }
        let name = port
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        let folder = class.join(format!("Student {name}"));
        fs::create_dir_all(&folder).expect("a folder");
        fs::copy(&port, folder.join("war.py")).expect("copied");
        names.push(name);
    }
    assert!(names.len() >= 12, "{names:?}");
    let (code, stdout, stderr) = grade_all(dir.path(), "class", None, &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let index = dir.path().join("out/index.html");
    let html = fs::read_to_string(&index).expect("index.html");
    let list = &html[html
        .find("id=\"misreadings-list\"")
        .expect("the misreadings")..];
    let list = &list[..list.find("</ol>").expect("its end")];
    assert!(list.matches("<li>").count() >= 8, "{list}");
    // limit_ends_war is an accepted reading: apart, not to be explained.
    assert!(!list.contains("limit_ends_war"), "{list}");
    let accepted = &html[html.find("id=\"accepted-readings\"").expect("apart")..];
    assert!(
        accepted[..accepted.find("</p>").expect("its end")].contains("limit_ends_war"),
        "{accepted}"
    );

    let ids = ["misreadings-list", "accepted-readings", "students-table"];
    let profile = dir.path().join("profile");
    let measured = layout(&index, &profile, &ids);
    eprintln!("the index at {}x{}: {measured:?}", FOLD.0, FOLD.1);
    let found = &measured.boxes;
    assert_eq!(found.len(), ids.len(), "{found:?}");
    for (id, top, _) in found {
        assert!(
            *top < i64::from(FOLD.1),
            "{id} begins at {top} px, below the fold"
        );
    }
    let bottom = |id: &str| found.iter().find(|f| f.0 == id).map(|f| f.2);
    assert!(
        bottom("misreadings-list") < Some(i64::from(FOLD.1)),
        "the misreadings end below the fold: {found:?}"
    );
    let width = measured.measures["width"];
    assert!(width <= i64::from(FOLD.0), "the page is {width} px wide");

    // A student's page: the reference's game as wide as the page, none of
    // its lines cut.
    let student = dir.path().join("out/students/Student_two_cards_down.html");
    assert!(
        fs::read_to_string(&student)
            .expect("the student's page")
            .contains("<figure>"),
        "a game shown"
    );
    let measured = layout(&student, &profile, &[]);
    eprintln!("a student's page: {measured:?}");
    let measures = &measured.measures;
    assert!(measures["width"] <= i64::from(FOLD.0), "{measures:?}");
    assert_eq!(measures["figure"], measures["main"], "{measures:?}");
    assert_eq!(measures["cut"], 0, "{measures:?}");
}

/// The speed chapter's `scripts/speed-class.sh` runs as the book shows it
/// (here on one copy of each submission, with the war under test): it
/// builds the class, times `javac` alone, grades the class and says where
/// the time went and how the two compare.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_speed_script_measures_a_class_side_by_side() {
    let work = tempfile::tempdir().expect("a temporary folder");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let output = run_command_within(
        Command::new("bash")
            .arg(root.join("scripts/speed-class.sh"))
            .arg(work.path())
            .env("COPIES", "1")
            .env("WAR", env!("CARGO_BIN_EXE_war"))
            .env("PATH", path_for_grading()),
        Duration::from_secs(240),
    );
    let printed = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{printed}{}",
        text(&output.stderr)
    );
    let lines: Vec<&str> = printed.lines().collect();
    assert!(lines[0].starts_with("class: 8 students in "), "{printed}");
    assert!(
        lines.iter().any(|l| l.starts_with("javac alone: ")),
        "{printed}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("time: 8 submissions built in ")),
        "{printed}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("grade-all / javac alone: ")),
        "{printed}"
    );
    // Every student was graded, the one that does not compile included.
    let summary = fs::read_to_string(work.path().join("out/summary.csv")).expect("summary.csv");
    assert_eq!(summary.lines().count(), 9, "{summary}");
}

/// The class's grading as `grade-all` sets it up, Java alone, in a
/// workspace of its own: the confinement found, the adapters made.
fn java_grading() -> (
    war_kata::kit::confine::launch::Workspace,
    war_kata::grade::class::confinement::Confinement,
    war_kata::grade::class::Adapters,
) {
    java_grading_after(|_| {})
}

/// [`java_grading`], `before` done in the workspace before the adapters
/// are made.
fn java_grading_after(
    before: impl FnOnce(&Path),
) -> (
    war_kata::kit::confine::launch::Workspace,
    war_kata::grade::class::confinement::Confinement,
    war_kata::grade::class::Adapters,
) {
    use war_kata::grade::class::confinement::{account, Confinement, Wanted};
    use war_kata::grade::class::{Adapters, Language};
    let user = account("nobody").expect("the account of the students' code");
    let workspace =
        war_kata::kit::confine::launch::Workspace::new(user.as_ref()).expect("a workspace");
    let wanted = Wanted {
        war: PathBuf::from(env!("CARGO_BIN_EXE_war")),
        builds: workspace.path().to_path_buf(),
        user,
        languages: vec![Language::Java],
        budget: Duration::from_secs(60),
    };
    let confinement = Confinement::find(&wanted).expect("the confinement");
    before(workspace.path());
    let entry = &war_kata::war::grade::class::ENTRY;
    let adapters =
        Adapters::make(workspace.path(), &confinement, true, entry).expect("the adapters");
    (workspace, confinement, adapters)
}

/// Erin's three files (a package) copied into `folder/src` of the
/// workspace, as a gathered submission's; their paths.
fn erin_in(folder: &Path) -> Vec<PathBuf> {
    copy_tree(
        &root_dir().join("tests/class/erin/src"),
        &folder.join("src"),
    );
    ["Player", "Table", "War"]
        .iter()
        .map(|name| folder.join(format!("src/game/{name}.java")))
        .collect()
}

/// Issue 45: the adapter's `javac` (no student's code on its path) archives
/// the compiler's classes in the workspace, out of any folder a step may
/// write, read-only and the grader's; a student's `javac` step is given
/// that file alone, read-only (a step of the student's may read it, not
/// change, replace or remove it), compiles with it, and the archive is not
/// published with the builds.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_adapter_s_javac_archives_the_compiler_read_only_for_the_students_javac() {
    use std::os::unix::fs::MetadataExt;
    use war_kata::grade::class::java::{self, Archive};
    use war_kata::grade::class::Adapters;
    let (workspace, confinement, adapters) = java_grading();
    let archive = adapters
        .javac_archive()
        .expect("the adapter's javac archived the compiler's classes")
        .to_path_buf();
    assert_eq!(archive, Adapters::javac_archive_in(workspace.path()));
    assert_eq!(
        archive,
        workspace
            .path()
            .join("adapter/java")
            .join(java::JAVAC_ARCHIVE)
    );
    let meta = fs::metadata(&archive).expect("the archive");
    assert!(meta.is_file() && meta.len() > 1 << 20, "{meta:?}");
    assert_eq!(meta.uid(), nix::unistd::geteuid().as_raw(), "the grader's");
    assert_eq!(meta.mode() & 0o777, 0o444, "read-only");
    let folder_meta = fs::metadata(archive.parent().expect("its folder")).expect("its folder");
    assert_eq!(folder_meta.uid(), nix::unistd::geteuid().as_raw());
    assert_eq!(
        folder_meta.mode() & 0o022,
        0,
        "no one else writes its folder"
    );
    assert!(!workspace.path().join("adapter/java/archiving").exists());
    assert!(java::verified(
        &confinement,
        &workspace.path().join("adapter/java"),
        &archive
    ));
    let original = fs::read(&archive).expect("read");

    // A student's javac step: the archive alone is read, never written.
    let folder = workspace.path().join("erin");
    let sources = erin_in(&folder);
    let classes = folder.join("classes");
    let step = java::javac(
        &confinement,
        &folder,
        &sources,
        &classes,
        true,
        Archive::Use(&archive),
    )
    .expect("a step");
    let option = format!("-J-XX:SharedArchiveFile={}", archive.display());
    assert!(step.arguments.iter().any(|a| *a == *option), "{step:?}");
    assert!(step.read.contains(&archive), "{step:?}");
    assert!(!step.read.contains(&archive.parent().unwrap().to_path_buf()));
    assert!(
        step.write
            .iter()
            .chain([&step.scratch, &step.folder])
            .all(|w| !archive.starts_with(w)),
        "{step:?}"
    );
    assert_eq!(step.write, std::slice::from_ref(&classes));

    // Whatever runs in that step (a shell in javac's place) reads the
    // archive and can neither write, replace nor remove it.
    let attacker = war_kata::kit::confine::launch::Step {
        program: PathBuf::from("/bin/sh"),
        arguments: vec![
            "-c".into(),
            format!(
                "a='{}'; cat \"$a\" > /dev/null && echo readable; \
                 (echo x > \"$a\") 2>/dev/null && echo written; \
                 (echo x >> \"$a\") 2>/dev/null && echo appended; \
                 rm -f \"$a\" 2>/dev/null; chmod 666 \"$a\" 2>/dev/null; \
                 (echo x > \"$a.new\" && mv -f \"$a.new\" \"$a\") 2>/dev/null && echo replaced; \
                 test -s \"$a\" && echo still",
                archive.display()
            )
            .into(),
        ],
        ..step.clone()
    };
    war_kata::kit::confine::launch::owned_folder(&classes, confinement.launcher().user())
        .expect("its classes folder");
    let attack = || {
        confinement
            .launcher()
            .run(&attacker, Duration::from_secs(60), 1 << 16)
            .expect("the attacker ran")
    };
    let finished = attack();
    assert_eq!(finished.stdout, "readable\nstill\n", "{finished:?}");
    assert_eq!(fs::read(&archive).expect("read"), original, "unchanged");
    assert_eq!(fs::metadata(&archive).expect("there").mode() & 0o777, 0o444);
    // Were its mode and its folder's to let anyone write, the step's view
    // of it would still be read-only (bound read-only, and Landlock).
    let held = &confinement.held;
    if matches!(held.namespaces, Some(Ok(()))) || matches!(held.landlock, Some(Ok(_))) {
        use std::os::unix::fs::PermissionsExt;
        let open = |path: &Path, mode| {
            fs::set_permissions(path, fs::Permissions::from_mode(mode)).expect("mode set");
        };
        open(&archive, 0o666);
        open(archive.parent().expect("its folder"), 0o777);
        let finished = attack();
        open(archive.parent().expect("its folder"), 0o755);
        assert_eq!(finished.stdout, "readable\nstill\n", "{finished:?}");
        assert_eq!(fs::read(&archive).expect("read"), original, "unchanged");
        open(&archive, 0o444);
    }

    // The student compiles with it.
    java::compile(
        &confinement,
        &folder,
        &sources,
        &classes,
        true,
        Archive::Use(&archive),
    )
    .expect("Erin's files compile with the archive");
    assert!(classes.join("game/War.class").is_file());
    assert_eq!(fs::read(&archive).expect("read"), original, "unchanged");

    // Published: the builds and the adapter's classes, not the archive.
    let out = tempfile::tempdir().expect("a temporary folder");
    war_kata::grade::class::publish(workspace.path(), out.path()).expect("published");
    assert!(out.path().join("erin/classes/game/War.class").is_file());
    assert!(out.path().join("adapter/java/classes").is_dir());
    assert!(!out
        .path()
        .join("adapter/java")
        .join(java::JAVAC_ARCHIVE)
        .exists());
}

/// An archive that does not fit the JDK makes no student's `javac` fail:
/// one with a bad header (another JDK's, or damaged) is left aside by the
/// JVM itself (`-Xshare:auto`, the default); one cut short or with its
/// content changed, which JDK 17 would crash on, fails the verification the
/// grader makes before giving the adapter's archive to any student.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_corrupt_archive_still_compiles_the_student_or_is_never_given() {
    use std::io::{Seek, SeekFrom, Write};
    use war_kata::grade::class::java::{self, Archive};
    let (workspace, confinement, adapters) = java_grading();
    let archive = adapters.javac_archive().expect("an archive").to_path_buf();
    let original = fs::read(&archive).expect("read");
    let adapter_folder = workspace.path().join("adapter/java");
    let corrupt = |name: &str, change: &dyn Fn(&mut fs::File)| -> PathBuf {
        let path = workspace.path().join(name);
        fs::write(&path, &original).expect("copied");
        let mut file = fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .expect("opened");
        change(&mut file);
        path
    };
    let bad_header = corrupt("bad-header.jsa", &|file| {
        file.write_all(b"not an archive!!").expect("written");
    });
    let empty = corrupt("empty.jsa", &|file| file.set_len(0).expect("emptied"));
    let cut = corrupt("cut.jsa", &|file| file.set_len(5000).expect("cut"));
    let changed = corrupt("changed.jsa", &|file| {
        file.seek(SeekFrom::Start(original.len() as u64 / 2))
            .expect("sought");
        file.write_all(&[0x5a; 4096]).expect("written");
    });
    for (number, bad) in [&bad_header, &empty].into_iter().enumerate() {
        let folder = workspace.path().join(format!("student-{number}"));
        let sources = erin_in(&folder);
        let classes = folder.join("classes");
        java::compile(
            &confinement,
            &folder,
            &sources,
            &classes,
            true,
            Archive::Use(bad),
        )
        .unwrap_or_else(|e| panic!("{} made javac fail: {e}", bad.display()));
        assert!(
            classes.join("game/War.class").is_file(),
            "{}",
            bad.display()
        );
    }
    for bad in [&bad_header, &empty, &cut, &changed] {
        assert!(
            !java::verified(&confinement, &adapter_folder, bad),
            "{} was verified",
            bad.display()
        );
    }
    assert!(java::verified(&confinement, &adapter_folder, &archive));
}

/// When no archive can be kept (here a folder is in its place), the
/// adapter is still compiled and the students' `javac` runs without one.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn without_an_archive_the_grading_goes_on() {
    use war_kata::grade::class::java::{self, Archive};
    let (workspace, confinement, adapters) = java_grading_after(|workspace| {
        let in_the_way = workspace.join("adapter/java").join(java::JAVAC_ARCHIVE);
        fs::create_dir_all(&in_the_way).expect("made");
        fs::write(in_the_way.join("a file"), "").expect("written");
    });
    assert_eq!(adapters.javac_archive(), None);
    let classes = adapters.java_classes().expect("the adapter compiled");
    assert!(classes.join("warkata/adapter/WarAdapter.class").is_file());
    assert!(!workspace.path().join("adapter/java/archiving").exists());
    let folder = workspace.path().join("erin");
    let sources = erin_in(&folder);
    java::compile(
        &confinement,
        &folder,
        &sources,
        &folder.join("classes"),
        true,
        Archive::None,
    )
    .expect("Erin's files compile without an archive");
    assert!(folder.join("classes/game/War.class").is_file());
}
