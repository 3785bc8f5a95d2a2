//! `uno grade-all`, `uno autograder` and `uno new` on the example ports of
//! `tests/ports/uno/`: a folder class and a Moodle export graded with
//! their rows, scores, misreadings and class report; a hostile port
//! confined; the autograder as Gradescope runs it; a starter that grades
//! as not implemented.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use war_kata::uno::builtin::FIXTURES;
use war_kata::uno::grade::load_cases;
use war_kata::uno::Preset;

use crate::common::class::{
    read_csv, snapshot, zip_bytes, MISREADING, PASSED, STATUS, STUDENT, TOTAL,
};
use crate::common::{path_for_grading, run_command_within, text};

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// How many cases a port of `jones` is graded on.
fn all_cases() -> String {
    load_cases(&[], Preset::Jones, &FIXTURES)
        .expect("the built-in fixtures load")
        .0
        .len()
        .to_string()
}

/// The text of an example port: `python/faithful/uno.py`, ...
fn port(path: &str) -> Vec<u8> {
    fs::read(root().join("tests/ports/uno").join(path)).expect("the example port")
}

/// Runs `uno` with `args` in `dir`, the PATH to grade with, within `limit`.
fn uno_in(dir: &Path, args: &[&str], limit: Duration) -> Output {
    run_command_within(
        Command::new(env!("CARGO_BIN_EXE_uno"))
            .args(args)
            .env("PATH", path_for_grading())
            .current_dir(dir),
        limit,
    )
}

/// The rows of `out/summary.csv` by student: passed, total, status and
/// misreading.
fn rows(out: &Path) -> BTreeMap<String, [String; 4]> {
    let csv = fs::read_to_string(out.join("summary.csv")).expect("summary.csv");
    read_csv(&csv)
        .into_iter()
        .skip(1)
        .map(|row| {
            let fields = [PASSED, TOTAL, STATUS, MISREADING].map(|at| row[at].clone());
            (row[STUDENT].clone(), fields)
        })
        .collect()
}

/// Asserts `student`'s row: full marks when `misreading` is empty, else
/// fewer with the misreading named.
fn assert_row(rows: &BTreeMap<String, [String; 4]>, student: &str, misreading: &str) {
    let all = all_cases();
    let [passed, total, status, named] = rows
        .get(student)
        .unwrap_or_else(|| panic!("no row for {student}: {rows:?}"));
    assert_eq!(
        (total, status, named),
        (&all, &"graded".to_string(), &misreading.to_string()),
        "{student}"
    );
    if misreading.is_empty() {
        assert_eq!(passed, &all, "{student}");
    } else {
        assert!(passed.parse::<usize>().expect("a number") < all.parse().expect("a number"));
    }
}

/// Asserts the class report, the grader's for every game: `index.html`
/// names every student and every misreading, ranks the misreadings, draws
/// the histogram and explains each misreading named with the fixture that
/// shows it best and the command that prints its game; each student has
/// a page, a student with a misreading's failures grouped, each shown by
/// its smallest failing deal.
fn assert_class_report(out: &Path, students: &[(&str, &str)]) {
    let index = fs::read_to_string(out.join("index.html")).expect("index.html");
    assert!(
        index.contains("<h1>UNO: the class at a glance</h1>"),
        "{index}"
    );
    assert!(index.contains("id=\"histogram\""), "{index}");
    assert!(
        index.contains("Graded by uno grade-all, rules jones"),
        "{index}"
    );
    for (student, misreading) in students {
        assert!(index.contains(student), "{student} is not in index.html");
        assert!(
            index.contains(misreading),
            "{misreading} is not in index.html"
        );
        if misreading.is_empty() {
            continue;
        }
        assert!(
            index.contains(&format!("<section id=\"{misreading}\">")),
            "{misreading} is not explained: {index}"
        );
        // The student's page, by the index's link to it.
        let link = format!("\">{student}</a>");
        let before = &index[..index.find(&link).expect("a link to the student's page")];
        let page = &before[before.rfind("href=\"").expect("a link") + 6..];
        let page =
            fs::read_to_string(out.join(page.replace("&#x2f;", "/"))).expect("the student's page");
        assert!(page.contains("smallest failing deal"), "{page}");
        // HTML escapes the slashes of the command.
        assert!(
            page.contains("<code>uno trace fixtures&#x2f;uno&#x2f;"),
            "{page}"
        );
        assert!(page.contains(misreading), "{page}");
    }
    assert!(
        index.contains("The fixture that shows it best is <strong>"),
        "{index}"
    );
    let pages = fs::read_dir(out.join("students"))
        .expect("students/")
        .count();
    assert_eq!(pages, students.len());
}

#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn grade_all_grades_a_folder_of_the_example_ports() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    for (file, from) in [
        ("alice/Uno.java", "java/faithful/Uno.java"),
        ("bob.py", "python/faithful/uno.py"),
        ("carol/uno.py", "python/reverse_skips_between_two/uno.py"),
        ("dave/src/Uno.java", "java/draw_cards_stack/Uno.java"),
        ("erin/uno.py", "python/refill_newest_first/uno.py"),
    ] {
        let path = class.join(file);
        fs::create_dir_all(path.parent().expect("a folder")).expect("made");
        fs::write(path, port(from)).expect("written");
    }
    let output = uno_in(
        dir.path(),
        &["grade-all", "class", "--out", "out", "--jobs", "2"],
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("5 students graded on"), "{stdout}");
    let out = dir.path().join("out");
    let rows = rows(&out);
    let expected = [
        ("alice", ""),
        ("bob", ""),
        ("carol", "reverse_skips_between_two"),
        ("dave", "draw_cards_stack"),
        ("erin", "refill_newest_first"),
    ];
    for (student, misreading) in expected {
        assert_row(&rows, student, misreading);
        assert!(
            out.join(format!("{student}.json")).is_file(),
            "{student}'s report"
        );
    }
    assert_class_report(&out, &expected);
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn grade_all_grades_a_moodle_export() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let export = zip_bytes(&[
        (
            "Ana Lima_5571201_assignsubmission_file_/uno.py",
            port("python/faithful/uno.py"),
        ),
        (
            "Bo Chen_5571202_assignsubmission_file_/uno.py",
            port("python/first_wild_stays/uno.py"),
        ),
        (
            "Cy D\u{ed}az_5571203_assignsubmission_file_/uno.py",
            port("python/drawn_card_gives_another_turn/uno.py"),
        ),
    ]);
    fs::write(dir.path().join("CS121-UNO-88231.zip"), export).expect("written");
    let output = uno_in(
        dir.path(),
        &[
            "grade-all",
            "CS121-UNO-88231.zip",
            "--out",
            "out",
            "--format",
            "tap",
        ],
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("a Moodle export: 3 students"), "{stdout}");
    let out = dir.path().join("out");
    let rows = rows(&out);
    let expected = [
        ("Ana Lima", ""),
        ("Bo Chen", "first_wild_stays"),
        ("Cy D\u{ed}az", "drawn_card_gives_another_turn"),
    ];
    for (student, misreading) in expected {
        assert_row(&rows, student, misreading);
    }
    assert_class_report(&out, &expected);
    let reports: Vec<PathBuf> = fs::read_dir(&out)
        .expect("out")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "tap"))
        .collect();
    assert_eq!(reports.len(), 3, "{reports:?}");
}

/// A Python port of the faithful one that, when imported and at every
/// deal, tries to write `marker` (outside its folder), to overwrite
/// `classmate` and to write into `results`, saying on standard error what
/// became of each attempt.
fn hostile_port(marker: &Path, classmate: &Path, results: &Path) -> String {
    let faithful = String::from_utf8(port("python/faithful/uno.py")).expect("UTF-8");
    format!(
        r#"import sys

def attempt(name, path):
    try:
        with open(path, "w") as file:
            file.write("pwned")
        print("hostile port:", name, "did", file=sys.stderr)
    except OSError as error:
        print("hostile port:", name, "failed:", type(error).__name__, file=sys.stderr)

def attack():
    attempt("write the marker", {marker:?})
    attempt("overwrite a classmate", {classmate:?})
    attempt("write the results", {results:?})

attack()

{faithful}

faithful_round = play_round

def play_round(players, deck):
    attack()
    return faithful_round(players, deck)
"#,
        marker = marker.display().to_string(),
        classmate = classmate.display().to_string(),
        results = results.join("summary.csv").display().to_string(),
    )
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_hostile_port_writing_outside_its_folder_stays_confined() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    let out = dir.path().join("out");
    let marker = dir.path().join("pwned");
    let classmate = class.join("alice/uno.py");
    fs::create_dir_all(class.join("alice")).expect("made");
    fs::create_dir_all(class.join("mallory")).expect("made");
    fs::write(&classmate, port("python/faithful/uno.py")).expect("written");
    fs::write(
        class.join("mallory/uno.py"),
        hostile_port(&marker, &classmate, &out),
    )
    .expect("written");
    let before = snapshot(&class);
    let output = uno_in(
        dir.path(),
        &[
            "grade-all",
            "class",
            "--out",
            "out",
            "--require-confinement",
        ],
        Duration::from_secs(300),
    );
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    if stderr.contains("cannot be confined here") {
        assert!(
            std::env::var_os("WAR_KATA_REQUIRE_TOOLS").is_none(),
            "the students' code cannot be confined here: {stderr}"
        );
        eprintln!("skipped: {stderr}");
        return;
    }
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        !marker.exists(),
        "the hostile port wrote {}",
        marker.display()
    );
    assert_eq!(snapshot(&class), before, "the class folder was changed");
    let rows = rows(&out);
    // Its attacks failed, and it played every deal as the faithful port.
    assert_row(&rows, "alice", "");
    assert_row(&rows, "mallory", "");
    let report = fs::read_to_string(out.join("mallory.json")).expect("its report");
    for attack in [
        "write the marker",
        "overwrite a classmate",
        "write the results",
    ] {
        assert!(
            report.contains(&format!("hostile port: {attack} failed")),
            "{attack}: {report}"
        );
        assert!(
            !report.contains(&format!("hostile port: {attack} did")),
            "{report}"
        );
    }
}

/// Unpacks `zip` into `into`, keeping each file's Unix mode.
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
        if let Some(mode) = entry.unix_mode() {
            fs::set_permissions(&target, fs::Permissions::from_mode(mode & 0o777)).expect("mode");
        }
    }
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn the_autograder_grades_a_submission_as_gradescope_runs_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let made = uno_in(
        dir.path(),
        &["autograder", "--out", "autograder.zip"],
        Duration::from_secs(60),
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let ag = dir.path().join("ag");
    for folder in ["source", "submission", "results"] {
        fs::create_dir_all(ag.join(folder)).expect("made");
    }
    unzip(&dir.path().join("autograder.zip"), &ag.join("source"));
    fs::write(
        ag.join("submission/uno.py"),
        port("python/draw_cards_stack/uno.py"),
    )
    .expect("written");
    let output = run_command_within(
        Command::new(ag.join("source/run_autograder"))
            .env("UNO_AUTOGRADER_ROOT", &ag)
            // Gradescope's image has the account setup.sh creates; this
            // machine has nobody.
            .env("UNO_AUTOGRADER_USER", "nobody")
            .env("PATH", path_for_grading())
            .current_dir(&ag),
        Duration::from_secs(180),
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let json = fs::read_to_string(ag.join("results/results.json")).expect("results.json");
    let results: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let tests = results["tests"].as_array().expect("tests").len();
    assert_eq!(tests.to_string(), all_cases());
    assert!(results["score"].as_f64().expect("a score") < tests as f64);
    let said = results["output"].as_str().expect("an output");
    assert!(
        said.contains("a known misreading of the rules, draw_cards_stack:"),
        "{said}"
    );
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn uno_new_writes_a_starter_that_grades_as_not_implemented() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (lang, files) in [
        ("java", ["README.md", "Uno.java", "UnoAdapter.java"]),
        ("python", ["README.md", "uno.py", "uno_adapter.py"]),
    ] {
        let made = uno_in(
            dir.path(),
            &["new", lang, "--lang", lang],
            Duration::from_secs(30),
        );
        assert!(made.status.success(), "{}", text(&made.stderr));
        let mut written: Vec<String> = fs::read_dir(dir.path().join(lang))
            .expect("the project")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        written.sort();
        assert_eq!(written, files);
    }
    let graded = uno_in(
        dir.path(),
        &[
            "grade",
            "--cmd",
            "python3 -I -B python/uno_adapter.py python/uno.py",
            "--format",
            "tap",
        ],
        Duration::from_secs(60),
    );
    let report = text(&graded.stdout);
    assert_eq!(graded.status.code(), Some(1), "{report}");
    assert!(
        report.contains(&format!("# 0 passed, {} failed", all_cases())),
        "{report}"
    );
    assert!(
        report.contains("NotImplementedError: not implemented"),
        "{report}"
    );
    let again = uno_in(
        dir.path(),
        &["new", "python", "--lang", "python"],
        Duration::from_secs(30),
    );
    assert_eq!(again.status.code(), Some(1));
    assert!(text(&again.stderr).starts_with("uno: error: python: is not empty"));
}
