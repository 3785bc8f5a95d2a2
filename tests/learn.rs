//! The kata for learners: the path through the fixtures and `war check`'s
//! checks of it, `war learn` on faithful and buggy ports, the starters of
//! `war new` run by their own test runners, and Exercism's canonical data
//! validated against its schema.
//!
//! The Java and Python starters need `javac`, Debian's `junit5` and pytest.
//! Without them those tests are ignored, with the reason (`build.rs` finds
//! the tools), unless `CI=true` or `WAR_KATA_REQUIRE_TOOLS` is set, as
//! `.ci/run` sets them: then a missing tool fails them.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;
use std::time::Duration;

use rstest::rstest;

mod common;
use common::{run_command_within, run_within, text};
use war_kata::war::grade::diagnose::{predict, Prediction, Reading};
use war_kata::war::grade::Misreading;
use war_kata::war::learn::path::is_assignments;
use war_kata::war::learn::{LearningPath, DEFAULT_PATH};
use war_kata::GameFixture;
use war_kata::{ErrorKind, FixtureFile, Rules};

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The repository's path, loaded.
fn the_path() -> LearningPath {
    LearningPath::load(&root().join(DEFAULT_PATH)).expect("the path loads")
}

/// The longest a command of these tests may take, on a busy machine.
const LIMIT: Duration = Duration::from_secs(300);

/// Runs `war` with `args` in `dir`, within a time limit: it never hangs.
fn war_in(dir: &Path, args: &[&str]) -> Output {
    run_within(env!("CARGO_BIN_EXE_war"), args, dir, LIMIT)
}

/// Runs `war` with `args` in the repository.
fn war(args: &[&str]) -> Output {
    war_in(root(), args)
}

// The path

#[test]
fn the_path_puts_every_fixture_of_the_assignment_in_order() {
    let path = the_path();
    let problems: Vec<String> = path.check().iter().map(|e| e.to_string()).collect();
    assert!(problems.is_empty(), "{problems:#?}");
    // Every fixture of the assignment is on it once, counted apart from
    // the check.
    let on_path: Vec<String> = path
        .steps()
        .flat_map(|(_, _, step)| step.fixtures.clone())
        .collect();
    let mut assignment = BTreeSet::new();
    for entry in fs::read_dir(root().join("fixtures")).expect("fixtures/") {
        let file = entry.expect("an entry").path();
        if file.extension().is_some_and(|e| e == "yaml") {
            let loaded = FixtureFile::load(&file).expect("a fixture");
            if is_assignments(&loaded.fixture) {
                let stem = file.file_stem().expect("a name").to_string_lossy();
                assignment.insert(stem.into_owned());
            }
        }
    }
    assert_eq!(on_path.len(), assignment.len(), "a fixture named twice");
    assert_eq!(on_path.iter().cloned().collect::<BTreeSet<_>>(), assignment);
    assert!(assignment.len() >= 30);
    // The assignment's own cases come in the order the issue asks for.
    let position = |name: &str| on_path.iter().position(|n| n == name).expect(name);
    let order = [
        "empty_deck",
        "one_card",
        "two_cards_first_higher",
        "two_equal_cards",
        "example_war_b_wins",
        "war_a_wins_b_runs_out",
        "technical_draw",
        "short_for_war_on_battle_1000",
    ];
    for pair in order.windows(2) {
        assert!(position(pair[0]) < position(pair[1]), "{pair:?}");
    }
}

#[test]
fn every_step_has_a_title_a_rule_and_a_hint_that_gives_no_answer() {
    let path = the_path();
    for (number, _, step) in path.steps() {
        for words in [&step.title, &step.rule, &step.hint] {
            assert!(!words.trim().is_empty(), "step {number}");
            // A hint names no answer code: the learner works it out.
            for code in ["return 1", "return 0", "return -1", "== 1", "== -1"] {
                assert!(!words.contains(code), "step {number}: {words}");
            }
        }
    }
}

#[test]
fn war_check_checks_the_path() {
    let output = war(&["check"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let summary = the_path().summary();
    assert!(
        out.contains(&format!(
            "the path kata/war/path.yaml: {summary}, in order, every fixture of the assignment on it\n"
        )),
        "{out}"
    );
}

/// A copy of the fixtures in a temporary folder, with `path` as its path.
fn fixtures_with_path(path: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let fixtures = dir.path().join("fixtures");
    fs::create_dir_all(&fixtures).expect("a folder");
    fs::create_dir_all(dir.path().join("kata/war")).expect("folders");
    for entry in fs::read_dir(root().join("fixtures")).expect("fixtures/") {
        let file = entry.expect("an entry").path();
        if file.is_file() {
            fs::copy(&file, fixtures.join(file.file_name().expect("a name"))).expect("a copy");
        }
    }
    fs::write(dir.path().join(DEFAULT_PATH), path).expect("the path is written");
    dir
}

/// The repository's path text.
fn path_text() -> String {
    fs::read_to_string(root().join(DEFAULT_PATH)).expect("the path")
}

/// The problems `war check` finds with a path made by `change` from the
/// repository's, as their messages.
fn problems_after(change: impl Fn(String) -> String) -> Vec<String> {
    let dir = fixtures_with_path(&change(path_text()));
    let path = LearningPath::load(&dir.path().join(DEFAULT_PATH)).expect("it loads");
    let problems = path.check();
    assert!(problems
        .iter()
        .all(|p| p.kind() == ErrorKind::Path || p.kind() == ErrorKind::Io));
    problems.iter().map(|p| p.message().to_string()).collect()
}

#[test]
fn a_step_before_a_rule_it_needs_is_refused() {
    // The technical draw moved to the first step: it needs battles, the
    // pile's order and the limit, none of them introduced yet.
    let problems = problems_after(|text| {
        text.replace("fixtures: [technical_draw, ", "fixtures: [")
            .replace(
                "fixtures: [empty_deck]",
                "fixtures: [empty_deck, technical_draw]",
            )
    });
    for rule in ["battle", "pile_order", "limit"] {
        assert!(
            problems.iter().any(|p| p
                == &format!(
                    "step 1 comes before the rule {rule}, which its fixture technical_draw needs"
                )),
            "{rule}: {problems:#?}"
        );
    }
    // The war draw before the step of wars.
    let problems = problems_after(|text| {
        text.replace(
            "fixtures: [two_equal_cards, war_draw, ",
            "fixtures: [two_equal_cards, ",
        )
        .replace(
            "fixtures: [two_cards_first_higher,",
            "fixtures: [war_draw, two_cards_first_higher,",
        )
    });
    assert!(
        problems.contains(
            &"step 3 comes before the rule three_for_war, which its fixture war_draw needs"
                .to_string()
        ),
        "{problems:#?}"
    );
}

#[test]
fn a_path_that_leaves_out_repeats_or_invents_fixtures_is_refused() {
    let left_out = problems_after(|text| text.replace(", catch_limit_one_late]", "]"));
    assert_eq!(
        left_out,
        ["the fixture catch_limit_one_late plays the assignment's rules but is not on the path"]
    );
    let twice = problems_after(|text| text.replace("[one_card]", "[one_card, empty_deck]"));
    assert_eq!(
        twice,
        ["step 2 names the fixture empty_deck, which step 1 names"]
    );
    let invented = problems_after(|text| text.replace("[one_card]", "[one_card, no_such_case]"));
    assert_eq!(invented.len(), 1);
    assert!(
        invented[0].starts_with("step 2 names the fixture no_such_case, but "),
        "{invented:?}"
    );
    let other_rules =
        problems_after(|text| text.replace("[one_card]", "[one_card, kata_winner_card_first]"));
    assert!(
        other_rules[0].contains("not played by the assignment's rules"),
        "{other_rules:?}"
    );
}

#[test]
fn every_rule_is_introduced_once_where_it_is_needed() {
    let never =
        problems_after(|text| text.replace("introduces: [every_battle_counts]", "introduces: []"));
    assert!(
        never.contains(&"no step introduces the rule every_battle_counts".to_string()),
        "{never:?}"
    );
    let twice = problems_after(|text| {
        text.replace("introduces: [deal]", "introduces: [deal, empty_decks]")
    });
    assert_eq!(
        twice,
        ["step 2 introduces the rule empty_decks, which step 1 introduces"]
    );
    let unneeded = problems_after(|text| {
        text.replace(
            "introduces: [empty_decks]",
            "introduces: [empty_decks, limit]",
        )
        .replace("introduces: [limit]", "introduces: []")
    });
    assert_eq!(
        unneeded,
        ["step 1 introduces the rule limit, but none of its fixtures needs it"]
    );
}

#[test]
fn war_check_places_a_problem_of_the_path_at_its_step() {
    let dir = fixtures_with_path(&path_text().replace("[one_card]", "[one_card, empty_deck]"));
    let output = war_in(dir.path(), &["check", "fixtures", "--path", DEFAULT_PATH]);
    assert_eq!(output.status.code(), Some(1));
    let err = text(&output.stderr);
    let line = path_text()
        .lines()
        .position(|l| l.contains("- title: One card"))
        .expect("the step")
        + 1;
    assert!(
        err.contains(&format!(
            "war: error: kata/war/path.yaml:{line}:7: step 2 names the fixture empty_deck, which step 1 names; put each fixture on the path once"
        )),
        "{err}"
    );
}

// war learn

/// The command that runs a Python port through the adapter, with the
/// Python that `python3` runs named directly: a launcher in between (such
/// as pyenv's shim) would cost more time than the port at every step.
fn python_port(name: &str) -> String {
    static PYTHON: OnceLock<String> = OnceLock::new();
    let python = PYTHON.get_or_init(|| {
        let found = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .map(|output| text(&output.stdout).trim().to_string())
            .unwrap_or_default();
        if found.is_empty() || found.contains(char::is_whitespace) {
            "python3".to_string()
        } else {
            found
        }
    });
    format!("{python} adapters/python/war_adapter.py tests/ports/python/{name}.py")
}

#[test]
fn war_winner_walks_the_whole_path() {
    let command = format!("{} winner", env!("CARGO_BIN_EXE_war"));
    let output = war(&["learn", "--cmd", &command]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}");
    let steps = the_path().step_count();
    for number in 1..=steps {
        assert!(
            out.contains(&format!("PASS  step {number}: ")),
            "{number}: {out}"
        );
    }
    assert!(out.contains(&format!("all {steps} steps passed")), "{out}");
    assert!(out.contains("war grade --cmd"), "{out}");
    assert!(!out.contains("FAIL"), "{out}");
}

/// The number of the first step of the path with a case whose answer under
/// `misreading` is neither the expected one nor an accepted reading's.
fn first_step_misread(misreading: Misreading) -> usize {
    let path = the_path();
    let fixtures = path.load_fixtures().expect("the fixtures load");
    for ((number, _, _), step) in path.steps().zip(&fixtures) {
        for fixture in step {
            let case = fixture.case();
            let reading = misreading.apply(Reading::faithful(Rules::default()));
            let code = match predict(&case.start, &reading) {
                Prediction::Code(code) => code,
                // A game the port never ends, or crashes on, fails its case.
                Prediction::Endless | Prediction::Crash => return number,
            };
            if code != case.expected && case.alternatives.iter().all(|&(_, c)| c != code) {
                return number;
            }
        }
    }
    panic!("{} misreads no step", misreading.name());
}

/// Walks `command` through the path and checks that it stops at `step`,
/// showing that step's rule, hint, a deck, the port's answer, the expected
/// one and a golden trace, and nothing of a later step.
fn assert_stops_at(command: &str, step: usize, timeout: &str) {
    let output = war(&["learn", "--cmd", command, "--timeout", timeout]);
    let out = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{out}{}",
        text(&output.stderr)
    );
    let path = the_path();
    let (_, chapter, failing) = path.steps().nth(step - 1).expect("the step");
    assert!(
        out.contains(&format!(
            "FAIL  step {step}: {} (chapter: {})",
            failing.title, chapter.title
        )),
        "{out}"
    );
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&failing.rule), "the rule: {out}");
    assert!(flat.contains(&failing.hint), "the hint: {out}");
    for label in [
        "  deck:      ",
        "  expected:  ",
        "  your port: ",
        "the reference's game (war trace ",
    ] {
        assert!(out.contains(label), "{label}: {out}");
    }
    assert!(out.contains("outcome: "), "the golden trace: {out}");
    for (number, _, later) in path.steps().skip(step) {
        assert!(
            !out.contains(&format!("step {number}: ")),
            "step {number}: {out}"
        );
        for name in &later.fixtures {
            assert!(
                !out.contains(name.as_str()),
                "{name} of step {number}: {out}"
            );
        }
    }
    assert!(out.contains(&format!("step {step} failed")), "{out}");
}

/// Runs `check` on every item of `items` at once, each on a thread of its
/// own: a walk mostly waits for its port to start, so the walks overlap.
fn each_at_once<T: Sync>(items: &[T], check: impl Fn(&T) + Sync) {
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .iter()
            .map(|item| scope.spawn(|| check(item)))
            .collect();
        for handle in handles {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

#[test]
fn a_python_port_with_a_misreading_stops_at_the_first_step_that_shows_it() {
    let ports = [
        "deal_halves",
        "two_cards_down",
        "war_cards_interleaved",
        "pile_reversed",
        "limit_one_late",
        "empty_decks_a_loses",
        "no_limit",
    ];
    each_at_once(&ports, |name| {
        let misreading = Misreading::ALL
            .into_iter()
            .find(|m| m.name() == *name)
            .expect("the port is named after its misreading");
        // A game the port never ends fails its step sooner with a shorter
        // time-out; a deck of the path takes a faithful port milliseconds.
        let timeout = if *name == "no_limit" { "3" } else { "5" };
        assert_stops_at(&python_port(name), first_step_misread(misreading), timeout);
    });
}

/// Compiles the Java port of `tests/ports/java/NAME` with the adapter into
/// a new folder, kept alive by the handle; gives the command that runs it.
fn java_port(name: &str) -> (tempfile::TempDir, String) {
    let build = tempfile::tempdir().expect("a temporary folder");
    let mut sources = vec![root().join("adapters/java/WarAdapter.java")];
    sources.extend(java_files(&root().join("tests/ports/java").join(name)));
    let compiled = run_command_within(
        Command::new("javac")
            .arg("-d")
            .arg(build.path())
            .args(&sources),
        LIMIT,
    );
    assert!(compiled.status.success(), "{}", text(&compiled.stderr));
    let command = format!(
        "java -cp {} warkata.adapter.WarAdapter",
        build.path().display()
    );
    (build, command)
}

#[rstest]
#[case::a_loses_when_both_short("a_loses_when_both_short", Some(Misreading::ALosesWhenBothShort))]
#[case::war_needs_four_cards("war_needs_four_cards", Some(Misreading::WarNeedsFourCards))]
#[case::winner_card_first("winner_card_first", Some(Misreading::WinnerCardFirst))]
#[case::java_integer_identity("java_integer_identity", Some(Misreading::JavaIntegerIdentity))]
#[case::limit_counts_rounds("limit_counts_rounds", Some(Misreading::LimitCountsRounds))]
#[case::one_card_draw("one_card_draw", None)]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_java_port_with_a_misreading_stops_at_the_first_step_that_shows_it(
    #[case] name: &str,
    #[case] misreading: Option<Misreading>,
) {
    let (_build, command) = java_port(name);
    // A deck of one card made a draw is no misreading of the diagnosis,
    // but the step of one card, the second, shows it.
    assert_stops_at(&command, misreading.map_or(2, first_step_misread), "5");
}

/// Every `.java` file under `dir`.
fn java_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).expect("a folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            found.extend(java_files(&path));
        } else if path.extension().is_some_and(|e| e == "java") {
            found.push(path);
        }
    }
    found
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn an_accepted_reading_passes_and_is_named() {
    let (_build, command) = java_port("empty_before_limit");
    let output = war(&["learn", "--cmd", &command]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(
        out.contains("deck_emptied_by_battle_1000: passed with the answer of the accepted reading empty_before_limit"),
        "{out}"
    );
}

#[test]
fn a_port_that_does_not_answer_stops_at_the_first_step_with_its_error() {
    let output = war(&["learn", "--cmd", "echo 'no War here' >&2; exit 3"]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(out.contains("FAIL  step 1: "), "{out}");
    assert!(
        out.contains("  your port: no answer: the port exited (exit code 3)"),
        "{out}"
    );
    assert!(out.contains("    no War here"), "{out}");
}

#[test]
fn a_bad_path_is_a_set_up_error() {
    let output = war(&["learn", "--cmd", "true", "--path", "kata/war/none.yaml"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("war: error: kata/war/none.yaml: "));
}

// war new

/// What a test runner reported: tests failed, passed and skipped.
#[derive(Debug, PartialEq, Eq)]
struct Tally {
    passed: usize,
    failed: usize,
    skipped: usize,
}

/// The number before `word` in `line` (`3 passed`), or 0.
fn number_before(line: &str, word: &str) -> usize {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '[' || c == ']')
        .filter(|w| !w.is_empty())
        .collect();
    words
        .windows(2)
        .find(|pair| pair[1] == word)
        .and_then(|pair| pair[0].parse().ok())
        .unwrap_or(0)
}

/// Runs the starter's tests in `dir` with its language's runner.
fn run_starter(language: &str, dir: &Path) -> (Output, Tally) {
    let mut runner = match language {
        "rust" => {
            let mut cargo = Command::new("cargo");
            cargo
                .args(["test", "--offline", "--test", "war", "--target-dir"])
                .arg(dir.join("target"))
                .env_remove("RUSTFLAGS");
            cargo
        }
        "java" => {
            let mut sh = Command::new("sh");
            sh.arg("test.sh");
            sh
        }
        _ => {
            let mut python = Command::new("python3");
            python.args(["-m", "pytest", "-p", "no:cacheprovider"]);
            python
        }
    };
    let output = run_command_within(runner.current_dir(dir), LIMIT);
    let out = text(&output.stdout);
    let tally = match language {
        "rust" => {
            let line = out
                .lines()
                .find(|l| l.starts_with("test result:"))
                .unwrap_or_default();
            Tally {
                passed: number_before(line, "passed"),
                failed: number_before(line, "failed"),
                skipped: number_before(line, "ignored"),
            }
        }
        "java" => {
            let count = |what: &str| {
                out.lines()
                    .find(|l| l.contains(&format!("tests {what}")))
                    .map_or(0, |l| number_before(l, "tests"))
            };
            Tally {
                passed: count("successful"),
                failed: count("failed"),
                skipped: count("skipped"),
            }
        }
        _ => {
            let line = out.lines().last().unwrap_or_default();
            Tally {
                passed: number_before(line, "passed"),
                failed: number_before(line, "failed"),
                skipped: number_before(line, "skipped"),
            }
        }
    };
    (output, tally)
}

/// The starter's tests and skeleton, and a known-good solution for it.
fn starter_files(language: &str) -> (&'static str, &'static str, PathBuf, &'static str) {
    match language {
        "rust" => (
            "tests/war.rs",
            "src/lib.rs",
            root().join("tests/ports/rust/faithful.rs"),
            "#[ignore",
        ),
        "java" => (
            "test/WarTest.java",
            "src/War.java",
            root().join("tests/ports/java/faithful/War.java"),
            "@Disabled(",
        ),
        _ => (
            "test_war.py",
            "war.py",
            root().join("tests/ports/python/faithful.py"),
            "@pytest.mark.skip(",
        ),
    }
}

#[rstest]
#[case::rust("rust")]
#[cfg_attr(
    tool_missing = "junit5",
    ignore = "javac or JUnit 5 is not installed: apt-get install openjdk-17-jdk-headless junit5"
)]
#[case::java("java")]
#[cfg_attr(
    tool_missing = "pytest",
    ignore = "pytest is not installed: python3 -m pip install pytest"
)]
#[case::python("python")]
fn a_fresh_starter_fails_one_test_and_passes_every_test_once_solved(#[case] language: &str) {
    let cases: usize = the_path()
        .steps()
        .map(|(_, _, step)| step.fixtures.len())
        .sum();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let project = dir.path().join("kata");
    let output = war(&["new", &project.display().to_string(), "--lang", language]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let (tests, skeleton, solution, switch) = starter_files(language);

    let instructions =
        fs::read_to_string(project.join("INSTRUCTIONS.md")).expect("INSTRUCTIONS.md");
    assert!(instructions.contains("https://people.cs.umass.edu/~liberato/"));
    assert!(instructions.contains("war learn --cmd "), "{instructions}");
    let stub = fs::read_to_string(project.join(skeleton)).expect("the skeleton");
    let unwritten = [
        "todo!(",
        "UnsupportedOperationException",
        "NotImplementedError",
    ];
    assert!(
        unwritten.iter().any(|marker| stub.contains(marker)),
        "{stub}"
    );
    for method in ["draw", "add", "simulate", "ind"] {
        assert!(stub.to_lowercase().contains(method), "{method}: {stub}");
    }
    let test_text = fs::read_to_string(project.join(tests)).expect("the tests");
    let switches: Vec<&str> = test_text
        .lines()
        .filter(|l| l.trim_start().starts_with(switch))
        .collect();
    assert_eq!(switches.len(), cases - 1, "all but the first test are off");
    let lines: Vec<&str> = test_text.lines().collect();
    for (index, line) in lines.iter().enumerate() {
        if line.trim_start().starts_with(switch) {
            let above = lines[index.saturating_sub(3)..index].join("\n");
            assert!(above.contains("Switch this test on"), "{above}\n{line}");
        }
    }

    let (run, tally) = run_starter(language, &project);
    let shown = format!("{}{}", text(&run.stdout), text(&run.stderr));
    assert_eq!(
        tally,
        Tally {
            passed: 0,
            failed: 1,
            skipped: cases - 1
        },
        "{shown}"
    );
    assert!(!run.status.success(), "{shown}");

    // Solved, every test switched on: all pass.
    fs::copy(&solution, project.join(skeleton)).expect("the solution goes in");
    let switched_on: String = test_text
        .lines()
        .filter(|l| !l.trim_start().starts_with(switch))
        .map(|l| format!("{l}\n"))
        .collect();
    fs::write(project.join(tests), switched_on).expect("the tests are switched on");
    let (run, tally) = run_starter(language, &project);
    let shown = format!("{}{}", text(&run.stdout), text(&run.stderr));
    assert_eq!(
        tally,
        Tally {
            passed: cases,
            failed: 0,
            skipped: 0
        },
        "{shown}"
    );
    assert!(run.status.success(), "{shown}");
}

#[test]
fn the_rust_starter_has_no_dependency() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let output = war(&["new", &dir.path().display().to_string(), "--lang", "rust"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let manifest = fs::read_to_string(dir.path().join("Cargo.toml")).expect("Cargo.toml");
    let sections: Vec<&str> = manifest.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(sections, ["[package]", "[dependencies]", "[[bin]]"]);
    let after = manifest
        .split("[dependencies]")
        .nth(1)
        .expect("the section");
    let before_bin = after.split("[[bin]]").next().expect("the section");
    assert!(
        before_bin
            .lines()
            .all(|l| l.trim().is_empty() || l.starts_with('#')),
        "{manifest}"
    );
}

#[test]
fn war_new_keeps_a_learners_work() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    fs::write(dir.path().join("War.java"), "my work").expect("a file");
    let output = war(&["new", &dir.path().display().to_string(), "--lang", "java"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains(": is not empty; give `war new` a new folder"));
    assert_eq!(
        fs::read_to_string(dir.path().join("War.java")).expect("kept"),
        "my work"
    );
}

// Exercism

/// Writes the exercise into a new temporary folder.
fn exercism_export() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let output = war(&[
        "export",
        "--format",
        "exercism",
        "--out",
        &dir.path().display().to_string(),
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    dir
}

/// The leaf cases of canonical data, in order.
fn leaf_cases(cases: &serde_json::Value) -> Vec<&serde_json::Value> {
    let mut found = Vec::new();
    for item in cases.as_array().expect("cases") {
        match item.get("cases") {
            Some(inner) => found.extend(leaf_cases(inner)),
            None => found.push(item),
        }
    }
    found
}

#[test]
fn the_exercism_export_validates_against_the_canonical_schema() {
    let dir = exercism_export();
    let data: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(dir.path().join("canonical-data.json")).expect("written"),
    )
    .expect("JSON");
    let schema: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(root().join("tests/data/exercism/canonical-schema.json"))
            .expect("the schema"),
    )
    .expect("the schema is JSON");
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler
        .add_resource("file:///canonical-schema.json", schema)
        .expect("the schema is added");
    let index = compiler
        .compile("file:///canonical-schema.json", &mut schemas)
        .expect("the schema compiles");
    if let Err(error) = schemas.validate(&data, index) {
        panic!("canonical-data.json is not valid: {error:#}");
    }
    // The schema bites: a case without a uuid is refused.
    let mut broken = data.clone();
    broken["cases"][0]["cases"][0]
        .as_object_mut()
        .expect("a case")
        .remove("uuid");
    assert!(schemas.validate(&broken, index).is_err());
}

#[test]
fn every_case_is_a_fixture_with_its_v4_uuid_in_the_paths_order() {
    let dir = exercism_export();
    let data: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(dir.path().join("canonical-data.json")).expect("written"),
    )
    .expect("JSON");
    assert_eq!(data["exercise"], "war");
    let path = the_path();
    let groups: Vec<&str> = data["cases"]
        .as_array()
        .expect("groups")
        .iter()
        .map(|g| g["description"].as_str().expect("a description"))
        .collect();
    let chapters: Vec<&str> = path.chapters.iter().map(|c| c.title.as_str()).collect();
    assert_eq!(groups, chapters);
    let fixtures = path.load_fixtures().expect("the fixtures");
    let expected: Vec<_> = fixtures.iter().flatten().collect();
    let cases = leaf_cases(&data["cases"]);
    assert_eq!(cases.len(), expected.len());
    let mut seen = BTreeSet::new();
    for (case, fixture) in cases.iter().zip(&expected) {
        let uuid = case["uuid"].as_str().expect("a uuid");
        assert!(war_kata::kit::yaml::is_uuid_v4(uuid), "{uuid}");
        assert!(seen.insert(uuid.to_string()), "{uuid} twice");
        assert_eq!(uuid, fixture.file.fixture.id);
        assert_eq!(
            case["description"],
            fixture.file.fixture.description.as_str()
        );
        assert_eq!(case["property"], "findWinner");
        assert_eq!(
            case["expected"],
            fixture.file.fixture.expected.winner.code()
        );
        let deck = &fixture.file.fixture.deck.as_ref().expect("a deck").0;
        assert_eq!(case["input"]["deck"], serde_json::json!(deck));
    }
    let readings = cases.iter().filter(|c| c.get("comments").is_some()).count();
    assert_eq!(
        readings, 3,
        "the three fixtures with an accepted reading of another answer"
    );

    let toml = fs::read_to_string(dir.path().join(".meta/tests.toml")).expect("tests.toml");
    for (case, fixture) in cases.iter().zip(&expected) {
        let entry = format!(
            "[{}]\ndescription = ",
            case["uuid"].as_str().expect("a uuid")
        );
        assert!(toml.contains(&entry), "{entry}");
        assert!(toml.contains(&format!("-> {}\"", fixture.file.fixture.description)));
    }
    let description =
        fs::read_to_string(dir.path().join("description.md")).expect("description.md");
    assert!(description.starts_with("# Description\n"));
    let metadata = fs::read_to_string(dir.path().join("metadata.toml")).expect("metadata.toml");
    assert!(metadata.starts_with("title = \"War\"\n"), "{metadata}");
}

#[test]
fn a_fixture_whose_id_is_not_version_4_is_refused() {
    let dir = fixtures_with_path(&path_text());
    let file = dir.path().join("fixtures/empty_deck.yaml");
    let fixture = fs::read_to_string(&file).expect("the fixture");
    let id = fixture
        .lines()
        .find_map(|l| l.strip_prefix("id: "))
        .expect("an id")
        .to_string();
    let version_1 = format!("{}1{}", &id[..14], &id[15..]);
    fs::write(&file, fixture.replace(&id, &version_1)).expect("written");
    let out = dir.path().join("out");
    let output = war_in(
        dir.path(),
        &[
            "export",
            "--format",
            "exercism",
            "--out",
            &out.display().to_string(),
            "--path",
            DEFAULT_PATH,
        ],
    );
    assert_eq!(output.status.code(), Some(1));
    let err = text(&output.stderr);
    assert!(
        err.contains(&format!("the id {version_1} is not a version 4 UUID")),
        "{err}"
    );
    assert!(!out.join("canonical-data.json").exists());
}

#[test]
fn the_exercism_format_needs_a_folder() {
    let output = war(&["export", "--format", "exercism"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr)
        .contains("war: error: --out: the exercism format writes a folder of files"));
}

// In Dutch

/// `war learn` in Dutch on the Java port that needs four cards for a war,
/// chosen by `--locale nl` and by `LANG=nl_NL.UTF-8` alike: its first
/// failing step, with the step's rule and hint, the case, both answers and
/// the reference's game, in the assignment's Dutch words.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn war_learn_speaks_dutch_to_a_port_that_needs_four_cards_for_a_war() {
    let (build, command) = java_port("war_needs_four_cards");
    let by_flag = war(&["learn", "--locale", "nl", "--cmd", &command]);
    let by_lang = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["learn", "--cmd", &command])
            .current_dir(root())
            .env("LC_ALL", "")
            .env("LC_MESSAGES", "")
            .env("LANG", "nl_NL.UTF-8"),
        LIMIT,
    );
    let out = text(&by_flag.stdout);
    assert_eq!(by_flag.status.code(), Some(1), "{out}");
    assert_eq!(text(&by_lang.stdout), out);
    assert!(out.contains("FOUT  stap "), "{out}");
    let shown = out.replace(&build.path().display().to_string(), "BUILD");
    insta::assert_snapshot!("war_learn_nl_war_needs_four_cards", shown);
    // Without a flag or a Dutch environment, the same walk is English.
    let english = war(&["learn", "--cmd", &command]);
    assert!(
        text(&english.stdout).contains("FAIL  step "),
        "{}",
        text(&english.stdout)
    );
}

/// The first step's empty deck is said in Dutch, `(leeg)`, as the report
/// and the reference's game say it: a port that crashes on every deck
/// stops `war learn --locale nl` at the empty deck.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn war_learn_says_an_empty_deck_in_dutch() {
    let command = "python3 tests/ports/misbehaving/misbehave.py crash";
    let output = war(&["learn", "--locale", "nl", "--cmd", command]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(out.contains("  stapel:        (leeg)\n"), "{out}");
    assert!(!out.contains("(empty)"), "{out}");
}

/// English left in the code of a starter that a Dutch student reads: the
/// helpers of its tests, their failure messages, the Rust port's `main.rs`,
/// the manifest's comment and the Java project's script.
const STARTER_ENGLISH: [&str; 12] = [
    "did not return",
    "expected one of",
    "but was",
    "failing the test",
    "A game that has not ended",
    "Passes when",
    "ended without an answer",
    "caught the time limit",
    "No dependencies",
    "Compiles War.java",
    "Your `find_winner`",
    "not a deck",
];

/// `war new --locale nl` writes every file a student reads in Dutch, the
/// code around the tests included (the adapters, shared with the teacher's
/// grading, aside); the English starter keeps its words.
#[rstest]
#[case::rust("rust", &["tests/war.rs", "src/main.rs", "Cargo.toml"])]
#[case::java("java", &["test/WarTest.java", "test.sh"])]
#[case::python("python", &["test_war.py"])]
fn a_dutch_starter_has_no_english_around_its_tests(#[case] language: &str, #[case] files: &[&str]) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (locale, dutch) in [("nl", true), ("en", false)] {
        let project = dir.path().join(locale);
        let output = war(&[
            "new",
            &project.display().to_string(),
            "--lang",
            language,
            "--locale",
            locale,
        ]);
        assert!(output.status.success(), "{}", text(&output.stderr));
        let all: String = files
            .iter()
            .map(|file| std::fs::read_to_string(project.join(file)).expect("the starter's file"))
            .collect();
        let english: Vec<&str> = STARTER_ENGLISH
            .iter()
            .copied()
            .filter(|words| all.contains(words))
            .collect();
        if dutch {
            assert!(
                english.is_empty(),
                "{english:?} in the Dutch {language} starter"
            );
        } else {
            assert!(
                !english.is_empty(),
                "the English {language} starter lost its words"
            );
        }
    }
}
