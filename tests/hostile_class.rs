//! A hostile class: a submission graded first that attacks its classmates,
//! the grader and the machine, beside faithful classmates in Java and
//! Python; graded with `war grade-all` at one job and at two, and as the
//! one submission of Gradescope's autograder, its fixtures hidden.
//!
//! The attacker (`aaa_vandal.py`, first by name) does all of it when its
//! module is imported: it rewrites every source, class, report, summary
//! and script it can reach, removes `../..` (the results folder; the test
//! runs in a folder of its own, so a confinement that fails costs a
//! temporary folder), reads the teacher's fixtures and the grader's
//! `~/.ssh` and prints them, fork-bombs, writes a 10 GB file, allocates
//! 20 GB, connects to a port of 127.0.0.1 the test listens on, and kills
//! its parent, the grader. Then it answers every deck `1`.
//!
//! Checked: every classmate's row and report (every case passed), the
//! class folder byte for byte, nothing written outside `--out`, no secret
//! in any report, no connection made, the attacker's own row (the score its
//! `findWinner` earns: 0, the same answer to every case), and in the
//! autograder `run_autograder` unchanged and `results.json` written by war.
//!
//! And the attacks of issue 42: ports flooding their standard error (100
//! MiB a deck, or at start-up), whose reports and pages stay bounded in
//! every format; and links in the class's folder (to `/etc/shadow`, to a
//! file or a folder outside it, a hard link), each refusing its row, never
//! followed into `build/`.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{path_for_grading, run_command_within, text};

/// The repository's root.
fn root_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A secret of the grader's, in its `~/.ssh` and in the teacher's hidden
/// fixture: no report may hold it.
const SECRET: &str = "SECRET-7f3a9c-the-teacher-s-key";

/// The attacker, for a class whose folders are at `dir`: its attacks
/// aimed at the paths a student could guess or learn, and at `port`.
fn vandal(dir: &Path, port: u16) -> String {
    format!(
        r#"import os, shutil, signal, socket, sys, time

def attempt(name, action):
    try:
        print("vandal:", name, "did:", str(action())[:80], file=sys.stderr)
    except BaseException as error:
        print("vandal:", name, "failed:", type(error).__name__, file=sys.stderr)

def rewrite_everything(top):
    done = 0
    for folder, _, files in os.walk(top):
        for name in files:
            path = os.path.join(folder, name)
            if "vandal" in path:
                continue
            try:
                with open(path, "w") as f:
                    f.write("class War {{ static int findWinner(java.util.List<Integer> d) {{ return 1; }} }}\n"
                            if name.endswith(".java") else "def find_winner(deck):\n    return 1\n"
                            if name.endswith(".py") else '{{"score": 34.0, "tests": []}}\n')
                done += 1
            except OSError:
                pass
    return done

def read(path):
    text = "".join(open(os.path.join(path, name)).read() for name in os.listdir(path))
    print(text, file=sys.stderr)
    return len(text)

def fork_bomb():
    children = 0
    for _ in range(2000):
        try:
            if os.fork() == 0:
                time.sleep(120)
                os._exit(0)
            children += 1
        except OSError:
            break
    return children

def write_10_gb():
    chunk = b"x" * (1 << 20)
    with open(os.path.join(os.environ.get("HOME", "."), "big"), "wb") as f:
        for _ in range(10 * 1024):
            f.write(chunk)
    return "10 GB"

attempt("rewrite the class", lambda: rewrite_everything({class_dir:?}))
attempt("rewrite the results", lambda: rewrite_everything("../.."))
attempt("rewrite the autograder", lambda: rewrite_everything({root:?}))
attempt("read the fixtures", lambda: read({fixtures:?}))
attempt("read the home", lambda: read({ssh:?}))
attempt("fork bomb", fork_bomb)
attempt("write 10 GB", write_10_gb)
attempt("allocate 20 GB", lambda: len(bytearray(20 << 30)))
attempt("connect to 127.0.0.1", lambda: socket.create_connection(("127.0.0.1", {port}), timeout=2))
attempt("remove ../..", lambda: shutil.rmtree("../.."))
attempt("kill the grader", lambda: os.kill(os.getppid(), signal.SIGKILL))
print("vandal: done", file=sys.stderr)

def find_winner(deck):
    return 1
"#,
        class_dir = dir.join("class").display().to_string(),
        root = dir.display().to_string(),
        fixtures = dir.join("fixtures").display().to_string(),
        ssh = dir.join("home/.ssh").display().to_string(),
    )
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
                let bytes = fs::read(&path).expect("read");
                files.insert(path, bytes);
            }
        }
    }
    files
}

/// The number of cases a port is graded on: the built-in fixtures of the
/// rules `umass`, or the fixtures of `folder`.
fn cases(folder: Option<&Path>) -> usize {
    let paths: Vec<PathBuf> = folder.into_iter().map(Path::to_path_buf).collect();
    let (cases, _) = war_kata::war::grade::load_cases(&paths, war_kata::war::rules::Preset::Umass)
        .expect("the fixtures load");
    cases.len()
}

/// The class: the attacker first, a faithful Java port and a faithful
/// Python one; the teacher's fixtures (the built-in ones, and a secret in
/// a comment) and the grader's home with a key.
fn lay_out(dir: &Path, port: u16) -> PathBuf {
    let class = dir.join("class");
    fs::create_dir_all(class.join("bob/src/simulation")).expect("made");
    fs::write(class.join("aaa_vandal.py"), vandal(dir, port)).expect("written");
    fs::copy(
        root_dir().join("tests/class/alice/src/simulation/War.java"),
        class.join("bob/src/simulation/War.java"),
    )
    .expect("copied");
    fs::copy(
        root_dir().join("tests/ports/python/faithful.py"),
        class.join("carol.py"),
    )
    .expect("copied");
    let fixtures = dir.join("fixtures");
    fs::create_dir_all(&fixtures).expect("made");
    let draw = fs::read_to_string(root_dir().join("fixtures/war_draw.yaml")).expect("a fixture");
    fs::write(
        fixtures.join("war_draw.yaml"),
        format!("# {SECRET}\n{draw}"),
    )
    .expect("written");
    fs::create_dir_all(dir.join("home/.ssh")).expect("made");
    fs::write(dir.join("home/.ssh/id_ed25519"), SECRET).expect("written");
    class
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

/// No connection reached `listener`.
fn assert_no_connection(listener: &TcpListener) {
    listener.set_nonblocking(true).expect("non-blocking");
    assert!(
        listener.accept().is_err(),
        "the attacker connected to 127.0.0.1"
    );
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn a_hostile_submission_changes_no_classmate_s_grade_at_any_jobs() {
    for jobs in ["1", "2"] {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        let port = listener.local_addr().expect("an address").port();
        let class = lay_out(dir.path(), port);
        let before = checksums(&class);
        let output = run_command_within(
            Command::new(env!("CARGO_BIN_EXE_war"))
                .args(["grade-all", "class", "--out", "out", "--jobs", jobs])
                .args(["--fixtures", "fixtures", "--require-confinement"])
                .args(["--timeout", "10", "--submission-timeout", "60"])
                .env("PATH", path_for_grading())
                .env("HOME", dir.path().join("home"))
                .current_dir(dir.path()),
            Duration::from_secs(300),
        );
        let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
        if !confined(&stderr) {
            return;
        }
        assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
        let first = stdout.lines().next().unwrap_or_default();
        assert!(
            first.contains("; students' code confined by ") && !first.contains("none:"),
            "{stdout}"
        );
        assert_eq!(checksums(&class), before, "the class folder was changed");
        assert_no_connection(&listener);
        let all = cases(Some(&dir.path().join("fixtures")));
        let out = dir.path().join("out");
        for (key, score) in [("bob", all), ("carol", all), ("aaa_vandal", 0)] {
            let report = fs::read_to_string(out.join(format!("{key}.json"))).expect("a report");
            assert!(!report.contains(SECRET), "{key}'s report holds the secret");
            let json: serde_json::Value = serde_json::from_str(&report).expect("JSON");
            assert_eq!(
                json["score"], score as f64,
                "{key} at --jobs {jobs}: {json:#}"
            );
        }
        let vandal = fs::read_to_string(out.join("aaa_vandal.json")).expect("its report");
        assert!(vandal.contains("vandal: done"), "{vandal}");
        for attack in [
            "rewrite the class did: 0",
            "rewrite the results did: 0",
            "rewrite the autograder did: 0",
            "read the fixtures failed",
            "read the home failed",
            "write 10 GB failed",
            "allocate 20 GB failed",
            "connect to 127.0.0.1 failed",
            "remove ../.. failed",
        ] {
            assert!(
                vandal.contains(&format!("vandal: {attack}")),
                "{attack}: {vandal}"
            );
        }
        // Its parent is the launcher's init in a PID namespace of its own,
        // which a SIGKILL from inside does not end, or (without
        // namespaces) the launcher, which it may not signal: either way the
        // grading went on, as the rows below show.
        assert!(
            vandal.contains("vandal: kill the grader failed")
                || vandal.contains("vandal: kill the grader did: None"),
            "{vandal}"
        );
        // The fork bomb got no further than the submission's processes.
        let forked = vandal
            .split("vandal: fork bomb did: ")
            .nth(1)
            .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|n| n.parse::<u64>().ok())
            .expect("the fork bomb's count");
        assert!(forked < 16, "{forked} processes forked");
        let summary = fs::read_to_string(out.join("summary.csv")).expect("the summary");
        for row in [
            format!("bob,,,{all},{all},graded"),
            format!("carol,,,{all},{all},graded"),
            format!("aaa_vandal,,,0,{all},graded"),
        ] {
            assert!(summary.contains(&row), "{row}: {summary}");
        }
        let mut outside: Vec<String> = fs::read_dir(dir.path())
            .expect("a folder")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        outside.sort();
        assert_eq!(outside, ["class", "fixtures", "home", "out"]);
    }
}

/// Unpacks `zip` into `into`, keeping each file's mode.
fn unzip(zip: &Path, into: &Path) {
    use std::os::unix::fs::PermissionsExt;
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
fn in_the_autograder_a_hostile_submission_scores_what_its_find_winner_earns() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let port = listener.local_addr().expect("an address").port();
    lay_out(dir.path(), port);
    let made = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["autograder", "--out", "ag.zip", "--fixtures", "fixtures"])
            .args(["--visibility", "hidden", "--require-confinement"])
            .current_dir(dir.path()),
        Duration::from_secs(120),
    );
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    // Laid out as Gradescope lays it out, run_autograder copied to the root.
    let root = dir.path();
    unzip(&root.join("ag.zip"), &root.join("source"));
    fs::copy(
        root.join("source/run_autograder"),
        root.join("run_autograder"),
    )
    .expect("copied");
    fs::create_dir_all(root.join("submission")).expect("made");
    fs::create_dir_all(root.join("results")).expect("made");
    fs::rename(
        root.join("class/aaa_vandal.py"),
        root.join("submission/war.py"),
    )
    .expect("moved");
    let before = checksums(&root.join("source"));
    let script = fs::read(root.join("run_autograder")).expect("the script");
    let output = run_command_within(
        Command::new(root.join("run_autograder"))
            .env("WAR_AUTOGRADER_ROOT", root)
            // Gradescope's image has the account setup.sh creates; this
            // machine has nobody.
            .env("WAR_AUTOGRADER_USER", "nobody")
            .env("PATH", path_for_grading())
            .env("HOME", root.join("home"))
            .current_dir(root),
        Duration::from_secs(300),
    );
    let stderr = text(&output.stderr);
    if !confined(&stderr) {
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert_eq!(
        fs::read(root.join("run_autograder")).expect("the script"),
        script
    );
    assert_eq!(
        checksums(&root.join("source")),
        before,
        "the autograder was changed"
    );
    assert_no_connection(&listener);
    let results = fs::read_to_string(root.join("results/results.json")).expect("results.json");
    let json: serde_json::Value = serde_json::from_str(&results).expect("JSON");
    // It answers 1 to every deck: the same answer to every case it passes,
    // none counted.
    assert_eq!(json["score"], 0.0, "{json:#}");
    assert_eq!(
        json["tests"].as_array().map(Vec::len),
        Some(cases(Some(&root.join("fixtures"))))
    );
    assert!(json["tests"]
        .as_array()
        .expect("tests")
        .iter()
        .all(|test| test["visibility"] == "hidden"));
    // What the student sees of a hidden grading: nothing the port wrote, no
    // secret, nothing only the teacher has.
    let seen = json["output"].as_str().expect("output");
    for unseen in ["vandal:", SECRET, "war trace", ".stderr.txt", "/build/"] {
        assert!(!seen.contains(unseen), "{unseen:?} in {seen}");
    }
    assert!(!results.contains(SECRET), "the secret is in results.json");
    // A failed case points at the deck and the reference's game.
    assert!(!results.contains("war trace"), "{results}");
    assert!(results.contains("the reference's game"), "{results}");
    assert!(seen.contains("confined by"), "{seen}");
}

/// 100 MiB on standard error (issue 42): an escape sequence that retitles a
/// terminal and clears it, control characters, quotes and angle brackets,
/// which every format escapes, in lines and in one line of 50 MiB.
const FLOOD: &str = r#"
def flood():
    import sys
    line = "\x1b]0;x\x07\x1b[2J\x01\"<" * 64 + "\n"
    sys.stderr.write(line * ((50 << 20) // len(line)))
    sys.stderr.write("\x1b[2J\x01" * ((50 << 20) // 5) + "\n")
    sys.stderr.flush()
"#;

/// The fixtures the flooding ports are graded on: a few, as 100 MiB a deck
/// takes a while through a pipe.
const FLOODED_CASES: [&str; 4] = [
    "war_draw",
    "example_war_b_wins",
    "technical_draw",
    "one_card",
];

/// The most a report or a page of a port that floods its standard error
/// may take on [`FLOODED_CASES`]: what a report keeps of what the port
/// wrote (`PORT_TEXT`: its standard error under each case, and in the
/// section of the runs), at most doubled by a format's escapes, and 16 KiB
/// of the report's own words. (Before issue 42, 233 KB in Gradescope's
/// format, 168 KB in JUnit's, 111 KB in TAP, 86 KB in the human report,
/// and growing with every case.)
fn flooded_report_bytes() -> u64 {
    let bound = war_kata::war::grade::report::PORT_TEXT;
    let port = FLOODED_CASES.len() * bound.case + bound.runs;
    (2 * port + (16 << 10)) as u64
}

/// Issue 42, "one student's output may not bloat the results": 100 MiB on
/// standard error gave a 68 MB `.json` and a 25 MB `.html`. A port writing
/// 100 MiB in every deck, and one writing it at start-up and so crashing on
/// every deck, get in every format reports and pages of a bounded size,
/// which say where what the port wrote was cut; the port's whole standard
/// error beside each report is bounded too, with no raw escape sequence.
#[test]
fn a_flood_on_standard_error_leaves_every_report_and_page_bounded() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    fs::create_dir_all(&class).expect("made");
    let faithful =
        fs::read_to_string(root_dir().join("tests/ports/python/faithful.py")).expect("the port");
    fs::write(
        class.join("flood_every_deck.py"),
        format!("{faithful}\n{FLOOD}\nfaithful = find_winner\n\ndef find_winner(deck):\n    flood()\n    return faithful(deck)\n"),
    )
    .expect("written");
    fs::write(
        class.join("flood_at_start.py"),
        format!("{FLOOD}\nflood()\nraise SystemExit(1)\n\ndef find_winner(deck):\n    return 1\n"),
    )
    .expect("written");
    let fixtures = dir.path().join("fixtures");
    fs::create_dir_all(&fixtures).expect("made");
    for fixture in FLOODED_CASES {
        let name = format!("{fixture}.yaml");
        fs::copy(
            root_dir().join("fixtures").join(&name),
            fixtures.join(&name),
        )
        .expect("copied");
    }
    for format in ["gradescope", "human", "junit", "tap"] {
        let out = format!("out-{format}");
        let output = run_command_within(
            Command::new(env!("CARGO_BIN_EXE_war"))
                .args(["grade-all", "class", "--out", &out, "--format", format])
                .args(["--fixtures", "fixtures", "--jobs", "2"])
                .env("PATH", path_for_grading())
                .current_dir(dir.path()),
            Duration::from_secs(120),
        );
        let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
        assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
        assert!(
            stdout.contains("flood_every_deck  4/4") && stdout.contains("flood_at_start    0/4"),
            "{stdout}"
        );
        let out = dir.path().join(&out);
        let extension = match format {
            "gradescope" => "json",
            "human" => "txt",
            "junit" => "xml",
            _ => "tap",
        };
        for key in ["flood_every_deck", "flood_at_start"] {
            let report = out.join(format!("{key}.{extension}"));
            let page = out.join(format!("students/{key}.html"));
            for file in [&report, &page] {
                let size = fs::metadata(file).expect("written").len();
                assert!(
                    size <= flooded_report_bytes(),
                    "{}: {size} bytes",
                    file.display()
                );
            }
            let text = fs::read_to_string(&report).expect("the report");
            // Where the report cut what the port wrote, it says so: under
            // each case that failed (every format), and in a note naming
            // the file that keeps the whole of it.
            if key == "flood_at_start" {
                assert!(text.contains(" bytes left out"), "{format} {key}: {text}");
            }
            assert!(
                text.contains(&format!(
                    "the whole of it is in {key}.{extension}.stderr.txt"
                )),
                "{format} {key}: {text}"
            );
            assert!(!text.contains('\u{1b}'), "{format} {key}: a raw escape");
            let whole = fs::read(out.join(format!("{key}.{extension}.stderr.txt")))
                .expect("the whole standard error beside the report");
            assert!(whole.len() <= (1 << 20) + 64, "{} bytes", whole.len());
            assert!(!whole.contains(&0x1b), "{format} {key}: a raw escape");
            assert!(
                String::from_utf8_lossy(&whole).contains("\\u{1b}]0;x\\u{7}\\u{1b}[2J"),
                "the escape sequence is shown escaped"
            );
        }
        let page = fs::read_to_string(out.join("students/flood_at_start.html")).expect("a page");
        assert!(page.contains(" bytes left out"), "{page}");
        let index = fs::metadata(out.join("index.html")).expect("written").len();
        assert!(index <= flooded_report_bytes(), "index.html: {index} bytes");
    }
}

/// The files under `dir`, by their path, with their bytes.
fn files_under(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).expect("a folder") {
            let entry = entry.expect("an entry");
            let kind = entry.file_type().expect("a type");
            if kind.is_dir() {
                stack.push(entry.path());
            } else if kind.is_file() {
                files.push((entry.path(), fs::read(entry.path()).unwrap_or_default()));
            }
        }
    }
    files
}

/// Issue 42, "the teacher's own folder": a symbolic link at the top of the
/// class's folder was followed as root into `build/` (`x.java ->
/// /etc/shadow` copied there, readable by all). Now a link is never
/// followed, wherever it is in the class's folder: a symbolic link at the
/// top, one in a student's folder, a folder that is one, and a file with
/// another name outside the class (a hard link) each refuse their row with
/// a reason naming the link; nothing of what they name reaches `build/`;
/// the classmate beside them is graded.
#[test]
fn a_link_in_the_class_s_folder_is_refused_never_followed() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    let outside = dir.path().join("outside");
    fs::create_dir_all(class.join("dave")).expect("made");
    fs::create_dir_all(outside.join("private")).expect("made");
    fs::copy(
        root_dir().join("tests/ports/python/faithful.py"),
        class.join("carol.py"),
    )
    .expect("copied");
    let secret = format!("# {SECRET}\ndef find_winner(deck):\n    return 1\n");
    for name in ["secret.py", "hard.py", "private/War.py"] {
        fs::write(outside.join(name), &secret).expect("written");
    }
    symlink("/etc/shadow", class.join("x.java")).expect("linked");
    symlink("../../outside/secret.py", class.join("dave/War.py")).expect("linked");
    symlink("../outside/private", class.join("frank")).expect("linked");
    fs::hard_link(outside.join("hard.py"), class.join("erin.py")).expect("linked");
    let output = run_command_within(
        Command::new(env!("CARGO_BIN_EXE_war"))
            .args(["grade-all", "class", "--out", "out", "--jobs", "2"])
            .env("PATH", path_for_grading())
            .current_dir(dir.path()),
        Duration::from_secs(120),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    let all = cases(None);
    let summary = fs::read_to_string(dir.path().join("out/summary.csv")).expect("the summary");
    assert!(
        summary.contains(&format!("carol,,,{all},{all},graded")),
        "{summary}"
    );
    for (student, reason) in [
        ("x", "x.java is a symbolic link, which is not followed"),
        (
            "dave",
            "dave/War.py is a symbolic link, which is not followed",
        ),
        ("frank", "frank is a symbolic link, which is not followed"),
        (
            "erin",
            "erin.py has other names on this disk (a hard link), so it was not read",
        ),
    ] {
        let row = summary
            .lines()
            .find(|line| line.starts_with(&format!("{student},")))
            .unwrap_or_else(|| panic!("{student}'s row: {summary}"));
        assert!(
            row.contains(&format!(",0,{all},refused,")) && row.contains(reason),
            "{row}"
        );
    }
    // Nothing of what the links name is in the builds: not the secret, not
    // the shadow file (readable by root alone), not even a file named as a
    // link.
    let shadow = fs::read("/etc/shadow").ok();
    for (path, bytes) in files_under(&dir.path().join("out/build")) {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        assert!(
            !["x.java", "War.py", "erin.py"].contains(&name.as_ref()),
            "{} was copied",
            path.display()
        );
        assert!(
            !String::from_utf8_lossy(&bytes).contains(SECRET),
            "{} holds the secret",
            path.display()
        );
        assert!(
            shadow.as_deref() != Some(bytes.as_slice()),
            "{} is /etc/shadow",
            path.display()
        );
    }
}
