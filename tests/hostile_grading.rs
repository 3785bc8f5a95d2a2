//! `war grade` against hostile and careless ports, one test for each row of
//! issue 12's table about grading (the rows about files and messages are in
//! `tests/hostile.rs`), and the isolation of the student's standard input
//! (issue 11, item 3).
//!
//! Time-outs here are short: the tests wait for them, and the ports answer
//! in milliseconds.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

mod common;

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `war` with `args`, started in the repository, its output piped.
fn start_war(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_war"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("war starts")
}

/// Waits for `child` at most `limit`, failing the test if it runs longer.
fn finish(mut child: Child, limit: Duration) -> Output {
    let started = Instant::now();
    while child.try_wait().expect("war can be waited for").is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            panic!("war ran longer than {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("the output is read")
}

/// Runs `war` with `args` in the repository, for at most two minutes.
fn war(args: &[&str]) -> Output {
    finish(start_war(args), Duration::from_secs(120))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Every live process whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").expect("/proc").filter_map(Result::ok) {
        let path = entry.path();
        let Ok(line) = fs::read(path.join("cmdline")) else {
            continue;
        };
        let line = String::from_utf8_lossy(&line).replace('\0', " ");
        let zombie = fs::read_to_string(path.join("stat")).is_ok_and(|stat| {
            stat.rsplit(')')
                .next()
                .is_some_and(|s| s.trim_start().starts_with('Z'))
        });
        if line.contains(marker) && !zombie {
            found.push(format!("{}: {line}", path.display()));
        }
    }
    found
}

/// A marker no other test uses, for the command lines of one test.
fn marker(test: &str) -> String {
    format!("war-kata-{test}-{}", std::process::id())
}

/// A port that answers 1 to every deck after 0.2 s, and first leaves two
/// programs carrying `marker` behind: one in a session of its own, one
/// orphaned at once (its parent exits), so that neither is in the port's
/// process group nor its child.
///
/// The marker is put together by the shell, so that only those two
/// programs hold it whole in their command lines.
/// It touches `answered` after each answer, so that a test can wait for a
/// first case to be graded however busy the machine is.
fn port_leaving_programs(marker: &str, answered: &Path) -> String {
    let (head, tail) = marker.split_at(marker.len() / 2);
    let sleeper = "python3 -c 'import time; time.sleep(300)' \"$head$tail\"";
    format!(
        "head={head}; tail={tail}; setsid {sleeper} & (setsid {sleeper} &); while read line; do sleep 0.2; echo 1; : > '{}'; done",
        answered.display()
    )
}

/// The Gradescope report at `path`, read.
fn report(path: &Path) -> serde_json::Value {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).expect("the report is JSON")
}

/// The outputs of the report's tests.
fn outputs(json: &serde_json::Value) -> Vec<String> {
    json["tests"]
        .as_array()
        .expect("tests")
        .iter()
        .map(|test| test["output"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// Issue 12, "`war grade` stopped by Ctrl-C or SIGTERM": it exited at
/// once, the port kept running (a no-limit port at 99% CPU, parent PID 1)
/// and no report was written. Now every process the port started dies,
/// those that left its group and session included, the report of what was
/// graded is written with the rest "not run: grading was stopped by
/// SIGTERM", and `war` exits with 128 + the signal's number.
#[test]
fn a_stop_signal_kills_every_process_of_the_port_and_writes_the_report() {
    for (signal, code) in [
        (Signal::SIGTERM, 143),
        (Signal::SIGINT, 130),
        (Signal::SIGHUP, 129),
    ] {
        let marker = marker(&format!("signal-{}", signal.as_str()));
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("results.json");
        let answered = dir.path().join("answered");
        let child = start_war(&[
            "grade",
            "--cmd",
            &port_leaving_programs(&marker, &answered),
            "--format",
            "gradescope",
            "-o",
            &path.display().to_string(),
        ]);
        let started = Instant::now();
        while processes_with(&marker).len() < 2 && started.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(50));
        }
        let started = processes_with(&marker);
        assert!(started.len() >= 2, "the port's programs: {started:?}");
        // A first answer, then a moment for the grader to read it.
        let waiting = Instant::now();
        while !answered.exists() && waiting.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(20));
        }
        std::thread::sleep(Duration::from_millis(300));
        let pid = Pid::from_raw(i32::try_from(child.id()).expect("a pid"));
        kill(pid, signal).expect("the signal is sent");
        let output = finish(child, Duration::from_secs(20));
        assert_eq!(output.status.code(), Some(code), "{}", text(&output.stderr));
        // Killed processes take a moment to leave the table.
        let deadline = Instant::now() + Duration::from_secs(5);
        while !processes_with(&marker).is_empty() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(processes_with(&marker), Vec::<String>::new(), "{signal}");
        let json = report(&path);
        let outputs = outputs(&json);
        let stopped = format!("not run: grading was stopped by {}", signal.as_str());
        let not_run = outputs.iter().filter(|o| o.contains(&stopped)).count();
        let graded = outputs.iter().filter(|o| !o.contains("not run")).count();
        assert!(
            graded >= 1,
            "{signal}: nothing was graded before the signal"
        );
        assert!(not_run >= 1, "{signal}: {outputs:?}");
        assert_eq!(graded + not_run, outputs.len(), "{outputs:?}");
        let note = format!(
            "grading was stopped by {}: the port was killed",
            signal.as_str()
        );
        assert!(json["output"].as_str().expect("output").contains(&note));
    }
}

/// `--total-timeout` stops the grading as a signal does: the port's tree
/// killed, the report written, the cases left not run; exit 1.
#[test]
fn a_total_timeout_stops_the_grading_as_a_signal_does() {
    let marker = marker("total-timeout");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("results.json");
    let started = Instant::now();
    let output = war(&[
        "grade",
        "--cmd",
        &port_leaving_programs(&marker, &dir.path().join("answered")),
        "--total-timeout",
        "1.5",
        "--format",
        "gradescope",
        "-o",
        &path.display().to_string(),
    ]);
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(processes_with(&marker), Vec::<String>::new());
    let outputs = outputs(&report(&path));
    assert!(outputs
        .iter()
        .any(|o| o.contains("not run: grading was stopped: the total time of 1.5 s was spent")));
}

/// Issue 12, "a port that never answers": every case was waited for twice,
/// 5 min 15 s for 32 cases at `--timeout 5`. Now it costs two time-outs:
/// the cases after them are not run, and the report says why.
#[test]
fn a_port_that_never_answers_costs_two_time_outs() {
    let started = Instant::now();
    let output = war(&[
        "grade",
        "--cmd",
        "sleep 300",
        "--timeout",
        "0.5",
        "--format",
        "tap",
    ]);
    let elapsed = started.elapsed();
    assert_eq!(output.status.code(), Some(1));
    assert!(elapsed < Duration::from_secs(8), "{elapsed:?}");
    let tap = text(&output.stdout);
    assert_eq!(tap.matches("no answer within 0.5 s").count(), 2, "{tap}");
    assert!(tap.contains("not run: the port answered nothing for 2 time-outs in a row (1 s)"));
    let cases: usize = tap
        .lines()
        .find_map(|line| line.strip_prefix("1.."))
        .and_then(|plan| plan.parse().ok())
        .expect("a plan");
    let note = format!(
        "# note: the port answered nothing for 2 time-outs in a row, so the last {} cases were not run",
        cases - 2
    );
    assert!(tap.contains(&note), "{tap}");
}

/// Issue 12, "a faithful port that prints one debug line (`dealing`) before
/// each answer": 4/32, 12 cases blamed for answers they never got. Now it
/// passes all 32, each stray line reported with its case.
#[test]
fn a_faithful_port_with_a_debug_line_passes_every_case() {
    let port = "python3 tests/ports/misbehaving/misbehave.py chatty";
    let output = war(&["grade", "--cmd", port, "--format", "gradescope"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let outputs = outputs(&json);
    let cases = outputs.len();
    assert!(cases >= 32, "{cases}");
    for output in &outputs {
        assert!(
            output.contains("the port also wrote 1 line that is not an answer: \"dealing\""),
            "{output}"
        );
    }
    let human = war(&["grade", "--cmd", port, "--color", "never"]);
    let note = format!("note: the port wrote {cases} lines that are not answers");
    assert!(text(&human.stdout).contains(&note));
}

/// Issue 12, "a port that answers each deck twice": 11/32 as ordinary
/// wrong answers, nothing said of its 64 lines for 32 decks. Now each deck
/// is reported as answered twice, and no answer shifts onto the next deck.
#[test]
fn a_port_that_answers_twice_is_reported_on_each_deck() {
    for port in [
        "python3 tests/ports/misbehaving/misbehave.py twice",
        // Two writes, each its own line, as a shell does them.
        "while read line; do echo 1; echo 1; done",
    ] {
        let output = war(&["grade", "--cmd", port, "--format", "junit"]);
        assert_eq!(output.status.code(), Some(1));
        let xml = text(&output.stdout);
        let cases = xml.matches("<testcase ").count();
        assert!(cases >= 32, "{xml}");
        assert_eq!(
            xml.matches("type=\"several_answers\"").count(),
            cases,
            "{port}: {xml}"
        );
        assert!(xml.contains("answered this deck 2 times"));
    }
}

/// Issue 11, item 3: the student's code gets an empty standard input of its
/// own. A Python port that calls `input()` when it is loaded fails to start
/// with a clear message instead of eating the first deck (its answers were
/// shifted by one: 12/32); one that reads `sys.stdin`, or starts a program
/// that reads its input, gets nothing and the decks stay whole.
#[test]
fn the_students_code_gets_an_empty_standard_input() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let faithful =
        fs::read_to_string(root().join("tests/ports/python/faithful.py")).expect("faithful");
    let at_import = dir.path().join("at_import.py");
    fs::write(
        &at_import,
        format!("name = input('your name? ')\n{faithful}"),
    )
    .expect("written");
    let reading = dir.path().join("reading.py");
    fs::write(
        &reading,
        format!(
            "{faithful}\n\nimport subprocess, sys\n_inner = find_winner\n\ndef find_winner(deck):\n    assert sys.stdin.readline() == ''\n    assert subprocess.run(['cat'], capture_output=True, timeout=5).stdout == b''\n    return _inner(deck)\n"
        ),
    )
    .expect("written");
    let adapter = root().join("adapters/python/war_adapter.py");
    let command = |port: &PathBuf| format!("python3 {} {}", adapter.display(), port.display());
    let output = war(&["grade", "--cmd", &command(&reading), "--timeout", "5"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    let output = war(&[
        "grade",
        "--cmd",
        &command(&at_import),
        "--format",
        "gradescope",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["score"], 0.0);
    let said = json["output"].as_str().expect("output");
    assert!(said.contains("EOFError"), "{said}");
    assert!(
        said.contains("reads standard input when it is loaded (input())"),
        "{said}"
    );
}

/// Issue 11, item 3, in Java: a submission that opens a `Scanner` on
/// `System.in` in a static initialiser, and reads it, gets no deck; the
/// decks stay whole and it passes. Ignored without `javac`, unless `CI=true`
/// or `WAR_KATA_REQUIRE_TOOLS` is set.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_java_submission_reading_system_in_gets_no_deck() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let faithful =
        fs::read_to_string(root().join("tests/ports/java/faithful/War.java")).expect("the port");
    let reading = faithful.replacen(
        "class War {",
        "class War {\n    static java.util.Scanner in = new java.util.Scanner(System.in);\n    static String first = in.hasNextLine() ? in.nextLine() : \"\";\n",
        1,
    );
    assert_ne!(reading, faithful, "the class declaration was not found");
    fs::write(dir.path().join("War.java"), reading).expect("written");
    let build = dir.path().join("build");
    let status = Command::new("javac")
        .arg("-d")
        .arg(&build)
        .arg(root().join("adapters/java/WarAdapter.java"))
        .arg(dir.path().join("War.java"))
        .status()
        .expect("javac runs");
    assert!(status.success());
    let command = format!("java -cp {} warkata.adapter.WarAdapter", build.display());
    let output = war(&["grade", "--cmd", &command, "--timeout", "10"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
}

/// Issue 12, "a submission folder named `o'brien` / `x';touch $F;'` in
/// `adapters/java/grade_submissions.sh`": a correct port scored 0/32, and
/// the command in the name ran. Now no file name is ever shell text (the
/// script hands its arguments to `war grade-all`, which passes names as
/// arguments or quotes them): each passes every case and nothing runs.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_submission_script_runs_no_command_from_a_folder_name() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let submissions = dir.path().join("submissions");
    // Run in `dir`, a name that runs `touch injected` leaves that file.
    let marker = dir.path().join("injected");
    let names = ["o'brien", "x';touch injected;'", "$(touch injected)"];
    for name in &names {
        let folder = submissions.join(name);
        fs::create_dir_all(&folder).expect("made");
        fs::copy(
            root().join("tests/ports/java/faithful/War.java"),
            folder.join("War.java"),
        )
        .expect("copied");
    }
    let results = dir.path().join("results");
    let output = Command::new("sh")
        .arg(root().join("adapters/java/grade_submissions.sh"))
        .arg(&submissions)
        .arg(&results)
        .current_dir(dir.path())
        .env("WAR", env!("CARGO_BIN_EXE_war"))
        .output()
        .expect("sh runs");
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let summary = report(&results.join("summary.json"));
    let rows = summary["submissions"].as_array().expect("submissions");
    for name in names {
        let row = rows
            .iter()
            .find(|row| row["submission"] == name)
            .unwrap_or_else(|| panic!("no row for {name}: {summary}"));
        assert_eq!(row["status"], "graded", "{row}");
        assert_eq!(row["passed"], row["total"], "{row}");
        assert!(row["total"].as_u64().expect("a total") >= 32, "{row}");
    }
    assert!(!marker.exists(), "a folder's name ran as a command");
}
