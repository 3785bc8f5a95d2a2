//! Battleship's ports graded as War's are: `battleship grade` on the
//! example ports of `tests/ports/battleship/` (a faithful port full marks,
//! each buggy one named by its misreading, in every format), `battleship
//! grade-all` on a class folder and on a Moodle export (rows, scores, the
//! misreading named, the class report), a hostile class kept confined,
//! `battleship new` and `battleship autograder`.
//!
//! What a port should answer comes from the rules, through the fixtures'
//! reasoning: which cases a misreading gets wrong, and what it answers
//! there, is said in each battle fixture (and checked against the referee
//! by `battleship::grade::misreadings`' unit test).

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use war_kata::battleship::builtin::FIXTURES;
use war_kata::battleship::grade::load_cases;
use war_kata::battleship::rules::Preset;

#[path = "../common/mod.rs"]
mod common;

use common::class::{read_csv, zip_bytes, MISREADING, PASSED, STATUS, STUDENT, TOTAL};
use common::{path_for_grading, run_command_within, text};

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `battleship` with `args` in `dir`, with the grading's PATH, within
/// two minutes.
fn battleship_in(dir: &Path, args: &[&str]) -> Output {
    run_command_within(
        Command::new(env!("CARGO_BIN_EXE_battleship"))
            .args(args)
            .env("PATH", path_for_grading())
            .current_dir(dir),
        Duration::from_secs(120),
    )
}

/// The command that runs the Python port `name` of
/// `tests/ports/battleship/python/` through its adapter.
fn python_port(name: &str) -> String {
    format!("python3 adapters/python/battleship_adapter.py tests/ports/battleship/python/{name}.py")
}

/// How many cases a port of `preset` is graded on: its built-in battle,
/// placement and referee fixtures.
fn cases(preset: Preset) -> usize {
    load_cases(&[], preset, &FIXTURES)
        .expect("the built-in fixtures load")
        .0
        .len()
}

/// The report formats.
const FORMATS: [&str; 4] = ["human", "gradescope", "junit", "tap"];

/// `battleship grade` of `command` under `preset` in `format`, with
/// `extra` arguments: its exit code and report.
fn grade(command: &str, preset: Preset, format: &str, extra: &[&str]) -> (Option<i32>, String) {
    let mut args = vec![
        "grade",
        "--cmd",
        command,
        "--rules",
        preset.name(),
        "--format",
        format,
    ];
    args.extend(extra);
    let output = battleship_in(root(), &args);
    assert!(
        output.stderr.is_empty(),
        "{command}: {}",
        text(&output.stderr)
    );
    (output.status.code(), text(&output.stdout))
}

/// Asserts that `report`, in `format`, gives `passed` of `total` cases and
/// names `misreading` (or none).
fn assert_report(
    report: &str,
    format: &str,
    passed: usize,
    total: usize,
    misreading: Option<&str>,
) {
    let failed = total - passed;
    let diagnosis = misreading
        .map(|name| format!("the answers match a known misreading of the rules, {name}: the port"));
    match format {
        "human" => {
            assert!(
                report.ends_with(&format!("\n{passed} passed, {failed} failed\n")),
                "{report}"
            );
            if let Some(diagnosis) = &diagnosis {
                assert!(
                    report.contains(&format!("\ndiagnosis: {diagnosis}")),
                    "{report}"
                );
            }
        }
        "gradescope" => {
            let json: serde_json::Value = serde_json::from_str(report).expect("JSON");
            assert_eq!(json["score"], passed as f64, "{json:#}");
            assert_eq!(json["tests"].as_array().map(Vec::len), Some(total));
            let named: Vec<&str> = json["extra_data"]["misreadings"]
                .as_array()
                .expect("the misreadings")
                .iter()
                .filter_map(|name| name.as_str())
                .collect();
            assert_eq!(named, misreading.into_iter().collect::<Vec<_>>());
            if let Some(diagnosis) = &diagnosis {
                let output = json["output"].as_str().expect("the output");
                assert!(
                    output.contains(&format!("Diagnosis: {diagnosis}")),
                    "{output}"
                );
            }
        }
        "junit" => {
            assert!(
                report.contains(&format!(
                    "tests=\"{total}\" failures=\"{failed}\" errors=\"0\""
                )),
                "{report}"
            );
            if let Some(diagnosis) = &diagnosis {
                assert!(report.contains(&format!("value=\"{diagnosis}")), "{report}");
            }
        }
        _ => {
            assert!(
                report.starts_with(&format!("TAP version 14\n1..{total}\n")),
                "{report}"
            );
            assert_eq!(report.matches("\nnot ok ").count(), failed, "{report}");
            if let Some(diagnosis) = &diagnosis {
                assert!(
                    report.contains(&format!("\n# diagnosis: {diagnosis}")),
                    "{report}"
                );
            }
        }
    }
}

#[test]
fn a_faithful_python_port_gets_full_marks_in_every_format_and_on_random_battles() {
    for (port, preset) in [
        ("faithful", Preset::Jones),
        ("faithful_apart", Preset::Apart),
    ] {
        let total = cases(preset);
        for format in FORMATS {
            let (code, report) = grade(
                &python_port(port),
                preset,
                format,
                &["--random", "100", "--seed", "1"],
            );
            assert_eq!(code, Some(0), "{port} {format}: {report}");
            assert_report(&report, format, total, total, None);
            assert!(
                report.contains("the port played 100 random battles (seed 1): it agrees with the reference on every one"),
                "{report}"
            );
        }
    }
}

/// Grades the buggy Python port `port` under `preset` in every format:
/// every case passes but `failing`, each answered as given there, and the
/// report names `port`, its misreading.
fn assert_buggy_port(port: &str, preset: Preset, failing: &[(&str, &str)]) {
    let total = cases(preset);
    for format in FORMATS {
        let (code, report) = grade(&python_port(port), preset, format, &[]);
        assert_eq!(code, Some(1), "{port} {format}: {report}");
        assert_report(&report, format, total - failing.len(), total, Some(port));
        if format == "human" {
            let failed: Vec<&str> = report
                .lines()
                .filter_map(|line| line.strip_prefix("FAIL  "))
                .filter_map(|line| line.split(':').next())
                .collect();
            let expected: Vec<&str> = failing.iter().map(|(case, _)| *case).collect();
            assert_eq!(failed, expected, "{report}");
            for (case, answer) in failing {
                let shown = report
                    .split(&format!("FAIL  {case}:"))
                    .nth(1)
                    .expect("the case's failure");
                assert!(
                    shown.contains(&format!("\n      actual:   {answer} (")),
                    "{case}: {shown}"
                );
            }
        }
    }
}

#[test]
fn a_repeated_hit_counted_is_named_repeated_hit_sinks() {
    assert_buggy_port(
        "repeated_hit_sinks",
        Preset::Jones,
        &[
            (
                "battle_a_repeated_shot_is_refused_and_its_shooter_fires_again",
                "2 17 A1",
            ),
            (
                "battle_a_ship_hit_twice_on_one_panel_is_not_sunk",
                "1 17 E4",
            ),
        ],
    );
}

#[test]
fn a_repeated_shot_counted_is_named_repeated_shot_spends_turn() {
    assert_buggy_port(
        "repeated_shot_spends_turn",
        Preset::Jones,
        &[(
            "battle_a_repeated_shot_is_refused_and_its_shooter_fires_again",
            "2 17 A1",
        )],
    );
    // Random battles find it too, and shrink the battles it gets wrong to
    // one player's shots alone where they can.
    let (code, report) = grade(
        &python_port("repeated_shot_spends_turn"),
        Preset::Jones,
        "human",
        &["--random", "200", "--seed", "1"],
    );
    assert_eq!(code, Some(1));
    assert!(report.contains("FAIL  random battle "), "{report}");
    assert!(
        report.contains("diagnosis: the answers match a known misreading of the rules, repeated_shot_spends_turn:"),
        "{report}"
    );
    let shrunk = report
        .lines()
        .rev()
        .find(|line| line.starts_with("      battle: "))
        .expect("a shrunk battle");
    assert!(
        shrunk.ends_with(" |") || shrunk.contains(" |  | "),
        "{shrunk}"
    );
}

#[test]
fn an_overlap_accepted_is_named_overlap_allowed() {
    assert_buggy_port(
        "overlap_allowed",
        Preset::Jones,
        &[
            ("battle_an_overlapping_fleet_is_illegal", "2 17 A1"),
            ("placement_a_cruiser_across_a_submarine_overlaps_it", "0"),
        ],
    );
}

#[test]
fn touching_ships_refused_under_jones_is_named_touching_refused() {
    assert_buggy_port(
        "touching_refused",
        Preset::Jones,
        &[
            (
                "battle_touching_ships_fight_by_the_original_rules",
                "illegal 1",
            ),
            ("placement_ships_side_by_side_may_touch", "illegal 1"),
            ("referee_touching_ships_sink_one_by_one", "illegal 1"),
        ],
    );
}

#[test]
fn touching_ships_accepted_under_apart_is_named_touching_allowed() {
    assert_buggy_port(
        "touching_allowed",
        Preset::Apart,
        &[
            (
                "battle_touching_ships_are_illegal_when_the_rules_keep_them_apart",
                "1 17 E5",
            ),
            (
                "placement_ships_corner_to_corner_touch_when_the_rule_forbids_it",
                "0",
            ),
            (
                "placement_touching_ships_are_refused_when_the_rule_forbids_it",
                "0",
            ),
        ],
    );
}

/// Compiles the Java port `name` of `tests/ports/battleship/java/` with the
/// adapter into a folder of `dir`, and gives the command that runs it.
fn java_port(dir: &Path, name: &str) -> String {
    let classes = dir.join(name);
    let output = run_command_within(
        Command::new("javac")
            .arg("-d")
            .arg(&classes)
            .arg(root().join("adapters/java/BattleshipAdapter.java"))
            .arg(root().join(format!(
                "tests/ports/battleship/java/{name}/Battleship.java"
            ))),
        Duration::from_secs(120),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    format!(
        "java -cp {} warkata.adapter.BattleshipAdapter",
        classes.display()
    )
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn java_ports_are_graded_as_python_ones_in_every_format() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let faithful = java_port(dir.path(), "faithful");
    let buggy = java_port(dir.path(), "repeated_hit_sinks");
    let total = cases(Preset::Jones);
    for format in FORMATS {
        let (code, report) = grade(&faithful, Preset::Jones, format, &[]);
        assert_eq!(code, Some(0), "{report}");
        assert_report(&report, format, total, total, None);
        let (code, report) = grade(&buggy, Preset::Jones, format, &[]);
        assert_eq!(code, Some(1), "{report}");
        assert_report(
            &report,
            format,
            total - 2,
            total,
            Some("repeated_hit_sinks"),
        );
    }
    // The class finder lists the class with findWinner, and no other.
    let found = run_command_within(
        Command::new("java")
            .arg("-cp")
            .arg(dir.path().join("faithful"))
            .arg("warkata.adapter.BattleshipAdapter")
            .arg("--find")
            .arg(dir.path().join("faithful")),
        Duration::from_secs(60),
    );
    assert_eq!(text(&found.stdout), "Battleship\n");
}

/// The rows of `summary.csv` in `out`, by student: passed, total, status
/// and misreading.
fn rows(out: &Path) -> BTreeMap<String, [String; 4]> {
    let summary = fs::read_to_string(out.join("summary.csv")).expect("summary.csv");
    read_csv(&summary)
        .into_iter()
        .skip(1)
        .map(|row| {
            (
                row[STUDENT].clone(),
                [
                    row[PASSED].clone(),
                    row[TOTAL].clone(),
                    row[STATUS].clone(),
                    row[MISREADING].clone(),
                ],
            )
        })
        .collect()
}

/// A row as expected: passed, total, status, misreading.
fn row(passed: usize, total: usize, misreading: &str) -> [String; 4] {
    [
        passed.to_string(),
        total.to_string(),
        "graded".to_string(),
        misreading.to_string(),
    ]
}

/// Whether the machine confines the students' code; when it does not, the
/// test says so and passes, unless `WAR_KATA_REQUIRE_TOOLS` is set (CI).
fn confined(stderr: &str) -> bool {
    if !stderr.contains("cannot be confined here") {
        return true;
    }
    assert!(
        std::env::var_os("WAR_KATA_REQUIRE_TOOLS").is_none(),
        "the students' code cannot be confined here: {stderr}"
    );
    eprintln!("skipped: {stderr}");
    false
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn grade_all_grades_a_class_folder_with_its_class_report() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    let put = |student: &str, from: &str, name: &str| {
        fs::create_dir_all(class.join(student)).expect("made");
        fs::copy(root().join(from), class.join(student).join(name)).expect("copied");
    };
    let ports = "tests/ports/battleship";
    put(
        "ada",
        &format!("{ports}/java/faithful/Battleship.java"),
        "Battleship.java",
    );
    put(
        "bob",
        &format!("{ports}/java/repeated_hit_sinks/Battleship.java"),
        "Battleship.java",
    );
    put(
        "cyd",
        &format!("{ports}/python/faithful.py"),
        "battleship.py",
    );
    put(
        "dan",
        &format!("{ports}/python/repeated_shot_spends_turn.py"),
        "battleship.py",
    );
    put(
        "eve",
        "kata/battleship/python/battleship.py",
        "battleship.py",
    );
    let output = battleship_in(
        dir.path(),
        &["grade-all", "class", "--out", "out", "--jobs", "2"],
    );
    let stderr = text(&output.stderr);
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    let total = cases(Preset::Jones);
    let out = dir.path().join("out");
    let expected: BTreeMap<String, [String; 4]> = [
        ("ada", row(total, total, "")),
        ("bob", row(total - 2, total, "repeated_hit_sinks")),
        ("cyd", row(total, total, "")),
        ("dan", row(total - 1, total, "repeated_shot_spends_turn")),
        // The starter's stub raises "not implemented" on every case.
        ("eve", row(0, total, "")),
    ]
    .into_iter()
    .map(|(student, row)| (student.to_string(), row))
    .collect();
    assert_eq!(rows(&out), expected, "{}", text(&output.stdout));
    let eve = fs::read_to_string(out.join("eve.json")).expect("eve's report");
    assert!(
        eve.contains("NotImplementedError: not implemented"),
        "{eve}"
    );
    let index = fs::read_to_string(out.join("index.html")).expect("the class report");
    for name in ["ada", "bob", "cyd", "dan", "eve"] {
        assert!(
            out.join(format!("students/{name}.html")).is_file(),
            "{name}"
        );
        assert!(index.contains(&format!("{name}.html\"")), "{name}");
    }
    assert!(
        index.contains("repeated_hit_sinks"),
        "the misreading is on the class report"
    );
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn grade_all_grades_a_moodle_export_under_the_rules_apart() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let port = |name: &str| {
        fs::read(root().join(format!("tests/ports/battleship/python/{name}.py"))).expect("a port")
    };
    let export = zip_bytes(&[
        (
            "Ana Lima_5571201_assignsubmission_file_/battleship.py",
            port("faithful_apart"),
        ),
        (
            "Bo Chen_5571202_assignsubmission_file_/battleship.py",
            port("touching_allowed"),
        ),
    ]);
    fs::write(dir.path().join("CS121-Battleship-88231.zip"), export).expect("written");
    let output = battleship_in(
        dir.path(),
        &[
            "grade-all",
            "CS121-Battleship-88231.zip",
            "--out",
            "out",
            "--rules",
            "apart",
            "--format",
            "human",
        ],
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(
        stdout.starts_with("read CS121-Battleship-88231.zip as a Moodle export: 2 students"),
        "{stdout}"
    );
    let total = cases(Preset::Apart);
    let out = dir.path().join("out");
    let expected: BTreeMap<String, [String; 4]> = [
        ("Ana Lima", row(total, total, "")),
        ("Bo Chen", row(total - 3, total, "touching_allowed")),
    ]
    .into_iter()
    .map(|(student, row)| (student.to_string(), row))
    .collect();
    assert_eq!(rows(&out), expected, "{stdout}");
    assert!(out.join("index.html").is_file());
    let reports: Vec<PathBuf> = fs::read_dir(&out)
        .expect("the results")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .collect();
    assert_eq!(reports.len(), 2, "{reports:?}");
}

/// A secret of the teacher's, in a file beside the class.
const SECRET: &str = "SECRET-5e1d-battleship-answers";

/// The argument that marks the attacker's leftover processes (`sleep`).
const LEFTOVER: &str = "4712.0815";

/// The live processes whose command line holds `needle`.
fn processes_with(needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").expect("/proc").flatten() {
        let name = entry.file_name();
        if !name.to_string_lossy().bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(line) = fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        let line = String::from_utf8_lossy(&line).replace('\0', " ");
        if line.contains(needle) {
            found.push(format!("{}: {line}", name.to_string_lossy()));
        }
    }
    found
}

/// Every file under `dir` with its bytes.
fn checksums(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.insert(path.clone(), fs::read(&path).expect("read"));
            }
        }
    }
    files
}

/// The Python attacker: at import it tries to write a marker, rewrite a
/// classmate, read the teacher's secret and leave a process behind that
/// rewrites the results; its `find_winner` is the starter's.
fn python_attacker(marker: &Path, classmate: &Path, secret: &Path, out: &Path) -> String {
    format!(
        r#"import os, sys

def attempt(name, action):
    try:
        action()
        print("attacker:", name, "did", file=sys.stderr)
    except BaseException as error:
        print("attacker:", name, "failed:", type(error).__name__, file=sys.stderr)

def leave():
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execve("/bin/sh", ["sh", "-c", "sleep 2; echo forged > {out}/summary.csv; exec sleep {LEFTOVER}"], {{}})
        os._exit(0)

attempt("write the marker", lambda: open({marker:?}, "w").write("pwned"))
attempt("rewrite a classmate", lambda: open({classmate:?}, "w").write("def find_winner(*a): return '0'\n"))
attempt("read the secret", lambda: print(open({secret:?}).read(), file=sys.stderr))
attempt("leave a process", leave)

def find_winner(fleet1, fleet2, shots1, shots2):
    raise NotImplementedError("not implemented")
"#,
        marker = marker.display().to_string(),
        classmate = classmate.display().to_string(),
        secret = secret.display().to_string(),
        out = out.display(),
    )
}

/// The Java attacker's `System`, in the default package: the attack in its
/// static initialiser, which runs when the stub prints; and what a caller
/// of `System` uses, so that it compiles with any code.
fn shadow_system(marker: &Path, secret: &Path) -> String {
    format!(
        r#"import java.nio.file.Files;
import java.nio.file.Path;

public final class System {{
    public static final java.io.PrintStream out = java.lang.System.out;
    public static final java.io.PrintStream err = java.lang.System.err;
    public static final java.io.InputStream in = java.lang.System.in;

    static {{
        attempt("write the marker", () -> Files.writeString(Path.of({marker:?}), "pwned"));
        attempt("read the secret", () -> {{
            java.lang.System.err.println(Files.readString(Path.of({secret:?})));
            return null;
        }});
    }}

    interface Attack {{ Object run() throws Exception; }}

    static void attempt(String name, Attack attack) {{
        try {{
            attack.run();
            java.lang.System.err.println("shadow System: " + name + " did");
        }} catch (Throwable e) {{
            java.lang.System.err.println("shadow System: " + name + " failed: " + e.getClass().getName());
        }}
    }}

    public static void setOut(java.io.PrintStream stream) {{ java.lang.System.setOut(stream); }}
    public static void setErr(java.io.PrintStream stream) {{ java.lang.System.setErr(stream); }}
    public static void setIn(java.io.InputStream stream) {{ java.lang.System.setIn(stream); }}
    public static void exit(int status) {{ java.lang.System.exit(status); }}
    public static String getProperty(String key) {{ return java.lang.System.getProperty(key); }}
    public static String lineSeparator() {{ return java.lang.System.lineSeparator(); }}
}}
"#,
        marker = marker.display().to_string(),
        secret = secret.display().to_string(),
    )
}

/// A forged adapter in the adapter's own package: were it loaded, it would
/// say so, and answer every battle alike.
const FORGED_ADAPTER: &str = r#"package warkata.adapter;

public class BattleshipAdapter {
    public static void main(String[] args) {
        java.lang.System.err.println("forged adapter ran");
        java.lang.System.out.println("0");
    }
}
"#;

/// The starter's Java stub, printing first, so that its `System` runs.
fn java_stub() -> String {
    let stub =
        fs::read_to_string(root().join("kata/battleship/java/Battleship.java")).expect("the stub");
    let with_print = stub.replace(
        "        throw new UnsupportedOperationException",
        "        System.err.println(\"stub: findWinner\");\n        throw new UnsupportedOperationException",
    );
    assert_ne!(with_print, stub);
    with_print
}

/// A module named as one of the standard library's the adapter imports:
/// were the adapter to import it, it would say so.
fn shadow_module(name: &str) -> String {
    format!("import sys\nprint('shadow module {name} ran', file=sys.stderr)\n")
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_hostile_submission_stays_confined() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    let out = dir.path().join("out");
    let classmate = class.join("carol/battleship.py");
    fs::create_dir_all(class.join("carol")).expect("made");
    fs::copy(
        root().join("tests/ports/battleship/python/faithful.py"),
        &classmate,
    )
    .expect("copied");
    let secret = dir.path().join("secret.txt");
    fs::write(&secret, SECRET).expect("written");
    let marker = dir.path().join("pwned");
    let attacker = class.join("mallory");
    fs::create_dir_all(&attacker).expect("made");
    fs::write(
        attacker.join("battleship.py"),
        python_attacker(&marker, &classmate, &secret, &out),
    )
    .expect("written");
    for name in ["contextlib", "traceback", "inspect", "importlib"] {
        fs::write(attacker.join(format!("{name}.py")), shadow_module(name)).expect("written");
    }
    let java = javac_found().then(|| {
        let trudy = class.join("trudy");
        fs::create_dir_all(trudy.join("warkata/adapter")).expect("made");
        fs::write(trudy.join("Battleship.java"), java_stub()).expect("written");
        fs::write(trudy.join("System.java"), shadow_system(&marker, &secret)).expect("written");
        fs::write(
            trudy.join("warkata/adapter/BattleshipAdapter.java"),
            FORGED_ADAPTER,
        )
        .expect("written");
    });
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).expect("opened");
    let before = checksums(&class);
    let output = battleship_in(
        dir.path(),
        &[
            "grade-all",
            "class",
            "--out",
            "out",
            "--require-confinement",
        ],
    );
    let stderr = text(&output.stderr);
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(!marker.exists(), "the attacker wrote {}", marker.display());
    assert_eq!(checksums(&class), before, "the class folder was changed");
    // A process left behind would rewrite the results now.
    let written = checksums(&out);
    std::thread::sleep(Duration::from_secs(3));
    assert_eq!(
        checksums(&out),
        written,
        "the results were changed after battleship"
    );
    let left = processes_with(LEFTOVER);
    assert!(
        left.is_empty(),
        "the attacker's processes outlived battleship: {left:?}"
    );
    let total = cases(Preset::Jones);
    let rows = rows(&out);
    assert_eq!(rows["carol"], row(total, total, ""));
    assert_eq!(rows["mallory"], row(0, total, ""));
    let report = fs::read_to_string(out.join("mallory.json")).expect("its report");
    assert!(!report.contains(SECRET), "the secret is in a report");
    for attack in ["write the marker", "rewrite a classmate", "read the secret"] {
        assert!(
            report.contains(&format!("attacker: {attack} failed")),
            "{attack}: {report}"
        );
    }
    assert!(!report.contains("shadow module"), "{report}");
    if java.is_some() {
        assert_eq!(rows["trudy"], row(0, total, ""));
        let report = fs::read_to_string(out.join("trudy.json")).expect("its report");
        assert!(!report.contains(SECRET), "the secret is in a report");
        assert!(!report.contains("forged adapter ran"), "{report}");
        // Its System ran when the stub printed, confined: both attacks
        // failed.
        for attack in ["write the marker", "read the secret"] {
            assert!(
                report.contains(&format!("shadow System: {attack} failed")),
                "{attack}: {report}"
            );
        }
    }
}

/// Whether `javac` runs here; a class without Java is graded without it.
fn javac_found() -> bool {
    Command::new("javac")
        .arg("-version")
        .output()
        .is_ok_and(|output| output.status.success())
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn new_writes_a_starter_whose_stub_scores_nothing() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let output = battleship_in(dir.path(), &["new", "port", "--lang", "python"]);
    assert_eq!(
        text(&output.stdout),
        "port written: README.md, battleship.py, battleship_adapter.py; README.md says how to grade the port\n"
    );
    let port = dir.path().join("port");
    let readme = fs::read_to_string(port.join("README.md")).expect("the README");
    assert!(
        readme.contains("battleship grade --cmd \"python3 battleship_adapter.py battleship.py\""),
        "{readme}"
    );
    let graded = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_battleship"))
            .args([
                "grade",
                "--cmd",
                "python3 battleship_adapter.py battleship.py",
            ])
            .current_dir(&port),
        Duration::from_secs(60),
    );
    let report = text(&graded.stdout);
    assert_eq!(graded.status.code(), Some(1), "{report}");
    let total = cases(Preset::Jones);
    assert!(
        report.ends_with(&format!("\n0 passed, {total} failed\n")),
        "{report}"
    );
    assert!(
        report.contains("actual:   the port's code raised NotImplementedError: not implemented"),
        "{report}"
    );
    // A folder that holds anything is refused.
    let again = battleship_in(dir.path(), &["new", "port", "--lang", "java"]);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        text(&again.stderr).contains("is not empty"),
        "{}",
        text(&again.stderr)
    );
    let java = battleship_in(dir.path(), &["new", "java", "--lang", "java"]);
    assert!(java.status.success());
    let skeleton = fs::read_to_string(dir.path().join("java/Battleship.java")).expect("written");
    assert!(
        skeleton.contains("public static String findWinner("),
        "{skeleton}"
    );
    assert!(dir.path().join("java/BattleshipAdapter.java").is_file());
}

/// Unpacks `zip` into `into`, keeping each file's mode.
fn unzip(zip: &Path, into: &Path) {
    let mut archive = zip::ZipArchive::new(fs::File::open(zip).expect("the zip")).expect("a zip");
    for index in 0..archive.len() {
        let mut entry = archive.by_index(index).expect("an entry");
        let target = into.join(entry.enclosed_name().expect("a safe name"));
        fs::create_dir_all(target.parent().expect("a folder")).expect("made");
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut entry, &mut bytes).expect("read");
        fs::write(&target, bytes).expect("written");
        let mode = entry.unix_mode().unwrap_or(0o644) & 0o777;
        fs::set_permissions(&target, fs::Permissions::from_mode(mode)).expect("mode");
    }
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn the_autograder_grades_a_submission_with_the_battleship_binary() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root_dir = dir.path();
    let made = battleship_in(root_dir, &["autograder", "--out", "ag.zip"]);
    let total = cases(Preset::Jones);
    assert!(
        text(&made.stdout).starts_with(&format!(
            "ag.zip written: setup.sh, run_autograder, battleship, the adapters; {total} cases (rules: jones)"
        )),
        "{}",
        text(&made.stdout)
    );
    unzip(&root_dir.join("ag.zip"), &root_dir.join("source"));
    for file in [
        "setup.sh",
        "run_autograder",
        "battleship",
        "adapters/java/BattleshipAdapter.java",
        "adapters/python/battleship_adapter.py",
    ] {
        assert!(root_dir.join("source").join(file).is_file(), "{file}");
    }
    fs::create_dir_all(root_dir.join("submission")).expect("made");
    fs::copy(
        root().join("tests/ports/battleship/python/overlap_allowed.py"),
        root_dir.join("submission/battleship.py"),
    )
    .expect("copied");
    fs::create_dir_all(root_dir.join("results")).expect("made");
    let output = run_command_within(
        Command::new(root_dir.join("source/run_autograder"))
            .env("BATTLESHIP_AUTOGRADER_ROOT", root_dir)
            .env("BATTLESHIP_AUTOGRADER_USER", "nobody")
            .env("PATH", path_for_grading())
            .current_dir(root_dir),
        Duration::from_secs(120),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let results = fs::read_to_string(root_dir.join("results/results.json")).expect("results.json");
    let json: serde_json::Value = serde_json::from_str(&results).expect("JSON");
    if json["tests"].as_array().is_none_or(Vec::is_empty) && !confined(&results) {
        return;
    }
    assert_eq!(json["score"], (total - 2) as f64, "{json:#}");
    assert!(
        json["output"]
            .as_str()
            .is_some_and(|output| output.contains("overlap_allowed")),
        "{json:#}"
    );
}

/// A `--cmd` naming a port file that is not there says so in one line of
/// the report, with the folder it was looked for in, and no traceback.
#[test]
fn a_missing_port_file_is_named_plainly() {
    let (code, report) = grade(
        "python3 adapters/python/battleship_adapter.py nosuch.py",
        Preset::Jones,
        "human",
        &[],
    );
    assert_eq!(code, Some(1));
    assert!(
        report.contains(
            "battleship_adapter: cannot load find_winner from nosuch.py: there is no such file"
        ),
        "{report}"
    );
    assert!(!report.contains("Traceback"), "{report}");
}
