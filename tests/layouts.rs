//! `war grade-all` on a class as each learning-management system exports
//! it: made-up classes of made-up students, laid out as Moodle (in folders
//! and flat), Canvas, Blackboard, Brightspace (flat, as the real download
//! StoneyJackson/kodiak-tools keeps is, and a folder per submission),
//! Sakai (individuals and groups), Gradescope and GitHub Classroom write
//! them (`war_kata::kit::class` cites each system's source), and as a
//! folder of one entry per student. Each class is graded three times: as
//! the folder it unpacks into, as the zip the system hands out, and as a
//! folder holding nothing but that zip; every row (name, id, late mark,
//! score, status, reason, files graded) is checked, and the three forms
//! must agree; where a student handed in several attempts, their report
//! names the earlier ones. The students' code is the example ports of
//! `tests/ports/` (their scores are those `tests/grade.rs` and
//! `tests/class.rs` give them), split into files and packages here as
//! students split them.
//!
//! Then bad input in a class: a zip bomb, entries that climb out, ten
//! thousand files, entries no layout knows, a class's zip that is not a
//! zip, a gradebook that cannot be filled; each a row or a line, and
//! nothing written outside `--out`.
//!
//! The students need `python3`, and the Java ones `javac`: without them
//! the tests that grade them are ignored, with the reason (`build.rs`
//! finds the tools), unless `CI=true` or `WAR_KATA_REQUIRE_TOOLS` is set
//! (as `.ci/run` sets them).

mod common;

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use common::class::*;
use common::text;

/// A class's files: each path in the class and its bytes.
type Files = Vec<(String, Vec<u8>)>;

/// A port of `tests/ports/python/`.
fn python_port(name: &str) -> Vec<u8> {
    fs::read(root_dir().join(format!("tests/ports/python/{name}.py"))).expect("the port")
}

/// The faithful Python port split in two, as a student splits it: the
/// class `War` in `rules.py`, `find_winner` in the module that imports it
/// (`import` is `from rules import War` or `from .rules import War`).
fn python_split(import: &str) -> (Vec<u8>, Vec<u8>) {
    let faithful = String::from_utf8(python_port("faithful")).expect("UTF-8");
    let (rules, _) = faithful
        .split_once("\ndef find_winner")
        .expect("the faithful port defines find_winner after its class");
    assert!(rules.contains("class War:") && !rules.contains("def find_winner"));
    let main = format!(
        "{import}\n\n\ndef find_winner(deck):\n    return War(list(deck)).simulate_game()\n"
    );
    (main.into_bytes(), rules.as_bytes().to_vec())
}

/// A Python package of three files, `find_winner` in `game.py`, which
/// imports its class relatively: under `prefix`.
fn python_package(prefix: &str) -> Files {
    let (game, rules) = python_split("from .rules import War");
    vec![
        (format!("{prefix}wargame/__init__.py"), Vec::new()),
        (format!("{prefix}wargame/game.py"), game),
        (format!("{prefix}wargame/rules.py"), rules),
    ]
}

/// The faithful Java port split in two, as a student splits it: its
/// constants in `Rules.java`, which `War.java` needs to compile.
fn java_split() -> (Vec<u8>, Vec<u8>) {
    let faithful = fs::read_to_string(root_dir().join("tests/ports/java/faithful/War.java"))
        .expect("the port");
    let war = faithful
        .replace("    private static final int LIMIT = 1000;\n", "")
        .replace("    private static final int WAR_CARDS = 3;\n", "")
        .replace("battles >= LIMIT", "battles >= Rules.LIMIT")
        .replace("< WAR_CARDS", "< Rules.WAR_CARDS");
    assert!(!war.contains(" int LIMIT") && war.matches("Rules.").count() == 5);
    let rules = "/** The rules' numbers. */\nclass Rules {\n    static final int LIMIT = 1000;\n    static final int WAR_CARDS = 3;\n}\n";
    (war.into_bytes(), rules.as_bytes().to_vec())
}

/// A student's own JUnit 5 test, which needs a library the grading does
/// not give.
const JUNIT_TEST: &str = "import static org.junit.jupiter.api.Assertions.assertEquals;\nimport java.util.ArrayList;\nimport java.util.List;\nimport org.junit.jupiter.api.Test;\n\nclass WarTest {\n    @Test\n    void twoCards() {\n        assertEquals(-1, War.findWinner(new ArrayList<>(List.of(2, 3))));\n    }\n}\n";

/// The unmodified starter: `findWinner` returns 0.
const JAVA_STUB: &str = "import java.util.List;\n\npublic class War {\n    public static int findWinner(List<Integer> deck) {\n        return 0; // TODO\n    }\n}\n";

/// Writes `files` under `folder`; a name ending in `/` is an empty
/// folder.
fn write_files(folder: &Path, files: &[(String, Vec<u8>)]) {
    for (name, bytes) in files {
        let path = folder.join(name);
        if name.ends_with('/') {
            fs::create_dir_all(&path).expect("made");
            continue;
        }
        fs::create_dir_all(path.parent().expect("a folder")).expect("made");
        fs::write(path, bytes).expect("written");
    }
}

/// A zip of `files`, as a system's zip holds them: a name ending in `/`
/// an empty folder's entry, every other a file's, deflated.
fn zip_export(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut writer = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in files {
        match name.strip_suffix('/') {
            Some(folder) => writer.add_directory(folder, options).expect("a folder"),
            None => {
                writer.start_file(name.as_str(), options).expect("an entry");
                std::io::Write::write_all(&mut writer, bytes).expect("written");
            }
        }
    }
    writer.finish().expect("finished").into_inner()
}

/// A row of `summary.csv` as the teacher should see it.
struct Expected {
    student: &'static str,
    id: &'static str,
    late: &'static str,
    /// The score; `ALL` for every case.
    passed: &'static str,
    status: &'static str,
    misreading: &'static str,
    /// The reason, exactly (`ALL` for every case).
    reason: &'static str,
    /// The files graded, joined by `; `.
    files: &'static str,
}

/// A made-up class as a system exports it.
struct Export {
    /// The zip's name.
    zip: &'static str,
    /// The folder it unpacks into, when its files are in one (Gradescope,
    /// GitHub Classroom); else its files are at its top.
    wrapper: Option<&'static str>,
    /// Its files, relative to the folder it unpacks into.
    files: Files,
    /// What `war grade-all` says it read, after `read as ` (or `read ZIP
    /// as `).
    read_as: &'static str,
    /// The notes it prints on the class, in every form.
    notes: Vec<String>,
    /// Every row, in order.
    rows: Vec<Expected>,
    /// Text a student's report (`KEY.json`) must hold, by its key: the
    /// notes of how their submission was read.
    reports: Vec<(&'static str, &'static str)>,
}

/// The rows of `summary.csv` in `out`, the header left out.
fn summary_rows(out: &Path) -> Vec<Vec<String>> {
    let csv = read_csv(&fs::read_to_string(out.join("summary.csv")).expect("summary.csv"));
    assert_eq!(csv[0], COLUMNS);
    csv[1..].to_vec()
}

/// Grades `export` as its folder, its zip and its zip alone in a folder;
/// checks every row and line of each, and that they agree. Returns how long
/// each took.
fn grade_in_three_forms(export: &Export) -> Vec<Duration> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let unpacked = dir.path().join("unpacked");
    write_files(&unpacked, &export.files);
    let zipped: Files = match export.wrapper {
        Some(wrapper) => export
            .files
            .iter()
            .map(|(name, bytes)| (format!("{wrapper}/{name}"), bytes.clone()))
            .collect(),
        None => export.files.clone(),
    };
    fs::write(dir.path().join(export.zip), zip_export(&zipped)).expect("written");
    fs::create_dir(dir.path().join("download")).expect("made");
    fs::write(
        dir.path().join("download").join(export.zip),
        zip_export(&zipped),
    )
    .expect("written");
    let before = snapshot(dir.path());
    let forms = [
        (
            "unpacked".to_string(),
            format!("read as {}", export.read_as),
            Vec::new(),
        ),
        (
            export.zip.to_string(),
            format!("read {} as {}", export.zip, export.read_as),
            wrapper_note(export),
        ),
        (
            "download".to_string(),
            format!("read {} as {}", export.zip, export.read_as),
            [
                vec![format!(
                    "download holds nothing but {}: read as the class's zip",
                    export.zip
                )],
                wrapper_note(export),
            ]
            .concat(),
        ),
    ];
    let mut times = Vec::new();
    let mut first_rows: Option<Vec<Vec<String>>> = None;
    for (number, (given, first_line, form_notes)) in forms.iter().enumerate() {
        let out = format!("out{number}");
        let started = Instant::now();
        let output = war_in(
            dir.path(),
            &[
                "grade-all",
                given,
                "--out",
                &out,
                "--jobs",
                "2",
                "--timeout",
                "10",
            ],
            None,
            Duration::from_secs(300),
        );
        times.push(started.elapsed());
        let stdout = text(&output.stdout);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{given}: {stdout}{}",
            text(&output.stderr)
        );
        let first = stdout.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(&format!("{first_line}; students' code confined by ")),
            "{given}: {stdout}"
        );
        let notes: Vec<String> = stdout
            .lines()
            .filter_map(|line| line.strip_prefix("note: "))
            .map(str::to_string)
            .collect();
        let expected_notes = [form_notes.clone(), export.notes.clone()].concat();
        assert_eq!(notes, expected_notes, "{given}: {stdout}");
        let rows = summary_rows(&dir.path().join(&out));
        check_rows(given, &rows, &export.rows);
        for (key, text) in &export.reports {
            let report = fs::read_to_string(dir.path().join(&out).join(format!("{key}.json")))
                .unwrap_or_else(|e| panic!("{given}: {key}.json: {e}"));
            assert!(
                report.contains(text),
                "{given}: {key}.json holds {text:?}: {report}"
            );
        }
        for row in &export.rows {
            assert!(
                stdout
                    .lines()
                    .any(|line| line.starts_with(&format!("{}  ", row.student))
                        || line.starts_with(&format!("{} ", row.student))),
                "{given}: the table shows {}: {stdout}",
                row.student
            );
        }
        match &first_rows {
            None => first_rows = Some(rows),
            Some(first) => assert_eq!(&rows, first, "{given} agrees with the folder"),
        }
    }
    let mut after = snapshot(dir.path());
    after.retain(|path, _| {
        !path
            .strip_prefix(dir.path())
            .is_ok_and(|p| p.starts_with("out0") || p.starts_with("out1") || p.starts_with("out2"))
    });
    assert_eq!(after, before, "nothing is written outside --out");
    times
}

/// The note of a zip whose files are in one folder.
fn wrapper_note(export: &Export) -> Vec<String> {
    export
        .wrapper
        .map(|wrapper| format!("read inside its folder {wrapper}"))
        .into_iter()
        .collect()
}

/// Checks `rows` (of the form `given`) against `expected`, row by row.
fn check_rows(given: &str, rows: &[Vec<String>], expected: &[Expected]) {
    let names: Vec<&str> = rows.iter().map(|r| r[STUDENT].as_str()).collect();
    assert_eq!(rows.len(), expected.len(), "{given}: {names:?}");
    for (row, expected) in rows.iter().zip(expected) {
        let shown = format!("{given}: {row:?}");
        assert_eq!(row[STUDENT], expected.student, "{shown}");
        assert_eq!(row[ID], expected.id, "{shown}");
        assert_eq!(row[LATE], expected.late, "{shown}");
        assert_eq!(row[PASSED], with_all(expected.passed), "{shown}");
        assert_eq!(row[TOTAL], all_cases(), "{shown}");
        assert_eq!(row[STATUS], expected.status, "{shown}");
        assert_eq!(row[MISREADING], expected.misreading, "{shown}");
        assert_eq!(row[REASON], with_all(expected.reason), "{shown}");
        assert_eq!(row[FILES], expected.files, "{shown}");
    }
    let reports: Vec<&str> = rows.iter().map(|r| r[REPORT].as_str()).collect();
    let mut unique = reports.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        reports.len(),
        "{given}: report names collide: {reports:?}"
    );
}

/// A row of a student whose code passes every case.
fn passes(student: &'static str, id: &'static str, files: &'static str) -> Expected {
    Expected {
        student,
        id,
        late: "",
        passed: "ALL",
        status: "graded",
        misreading: "",
        reason: "",
        files,
    }
}

/// A row of a student whose code deals the deck in halves: 12 cases pass
/// (as `tests/class.rs` finds for `rupert.py`).
fn deals_halves(student: &'static str, id: &'static str, files: &'static str) -> Expected {
    Expected {
        student,
        id,
        late: "",
        passed: "12",
        status: "graded",
        misreading: "deal_halves",
        reason: "",
        files,
    }
}

/// A row of a student who handed in no source: the reason lists what they
/// did hand in.
fn no_source(student: &'static str, id: &'static str, reason: &'static str) -> Expected {
    Expected {
        student,
        id,
        late: "",
        passed: "0",
        status: "no_source",
        misreading: "",
        reason,
        files: "",
    }
}

/// `(name, bytes)` pairs as owned files.
fn files(pairs: &[(&str, &[u8])]) -> Files {
    pairs
        .iter()
        .map(|(name, bytes)| ((*name).to_string(), bytes.to_vec()))
        .collect()
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
fn a_moodle_export_in_folders() {
    let (war, rules) = java_split();
    let project = zip_bytes(&files(&[
        ("War/src/War.java", &war),
        ("War/src/Rules.java", &rules),
        ("War/test/WarTest.java", JUNIT_TEST.as_bytes()),
        ("War/.project", b"<projectDescription/>"),
    ]));
    let mut class = files(&[
        ("Ana Lima_5571201_assignsubmission_file_/War.zip", &project),
        (
            "Bo Chen_5571202_assignsubmission_onlinetext_/onlinetext.html",
            b"<p>My package is wargame.</p>",
        ),
        (
            "Cy D\u{ed}az_5571203_assignsubmission_file_/War.pdf",
            b"%PDF-1.4",
        ),
        (
            "Dee Evans_5571204_assignsubmission_file_/war.py",
            &python_port("deal_halves"),
        ),
    ]);
    class.extend(python_package("Bo Chen_5571202_assignsubmission_file_/"));
    let export = Export {
        zip: "CS121-War-88231.zip",
        wrapper: None,
        files: class,
        read_as: "a Moodle export: 4 students from 5 folders",
        notes: Vec::new(),
        reports: Vec::new(),
        rows: vec![
            passes(
                "Ana Lima",
                "5571201",
                "War/src/Rules.java; War/src/War.java",
            ),
            passes(
                "Bo Chen",
                "5571202",
                "wargame/__init__.py; wargame/game.py; wargame/rules.py",
            ),
            no_source(
                "Cy D\u{ed}az",
                "5571203",
                "no .java or .py file in it; it holds War.pdf",
            ),
            deals_halves("Dee Evans", "5571204", "war.py"),
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Moodle class (in folders) took {times:?}");
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
fn a_moodle_export_flat() {
    let (war, rules) = python_split("from rules import War");
    let export = Export {
        zip: "CS121-War-88232.zip",
        wrapper: None,
        files: files(&[
            ("Ana Lima_5571201_assignsubmission_file_war.py", &war),
            ("Ana Lima_5571201_assignsubmission_file_rules.py", &rules),
            ("Bo Chen_5571202_assignsubmission_file_War.java", JAVA_STUB.as_bytes()),
            ("Bo Chen_5571202_assignsubmission_file_war.py", &python_port("faithful")),
            ("Cy D\u{ed}az_5571203_assignsubmission_file_war.py", &python_port("deal_halves")),
        ]),
        read_as: "a Moodle export: 3 students from 5 files",
        notes: Vec::new(),
        reports: Vec::new(),
        rows: vec![
            passes("Ana Lima", "5571201", "rules.py; war.py"),
            Expected {
                student: "Bo Chen",
                id: "5571202",
                late: "",
                passed: "0",
                status: "graded",
                misreading: "",
                reason: "it holds 1 .java file and 1 .py file: graded the Java, since War.java declares findWinner; war.py defines find_winner too and was not graded; the same answer, 0 (draw), to every case it passes: none counts",
                files: "War.java",
            },
            deals_halves("Cy D\u{ed}az", "5571203", "war.py"),
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Moodle class (flat) took {times:?}");
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
fn a_canvas_export() {
    let (war, rules) = java_split();
    let export = Export {
        zip: "CS121-War submissions.zip",
        wrapper: None,
        files: files(&[
            ("limaana_104201_70010001_War.java", &war),
            ("limaana_104201_70010002_Rules.java", &rules),
            (
                "limaana_104201_70010003_WarTest.java",
                JUNIT_TEST.as_bytes(),
            ),
            (
                "chenbo_LATE_104202_70010004_war-1.py",
                &python_port("faithful"),
            ),
            ("diazcy_104203_text.html", b"<p>I could not finish.</p>"),
            (
                "evansdee_104204_70010005_war.py",
                &python_port("deal_halves"),
            ),
        ]),
        read_as: "a Canvas export: 4 students from 6 files",
        notes: Vec::new(),
        reports: Vec::new(),
        rows: vec![
            Expected {
                late: "no",
                ..passes("limaana", "104201", "Rules.java; War.java")
            },
            Expected {
                late: "yes",
                ..passes("chenbo", "104202", "war.py")
            },
            Expected {
                late: "no",
                ..no_source(
                    "diazcy",
                    "104203",
                    "no .java or .py file in it; it holds text.html",
                )
            },
            Expected {
                late: "no",
                ..deals_halves("evansdee", "104204", "war.py")
            },
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Canvas class took {times:?}");
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_blackboard_download() {
    let (war, rules) = python_split("from rules import War");
    let package = zip_bytes(&python_package(""));
    let receipt = |name: &str, user: &str, date: &str| {
        format!("Name: {name} ({user})\nAssignment: War Simulation\nDate Submitted: {date}\nCurrent Grade: Needs Grading\n\nSubmission Field:\nThere is no student submission text data for this assignment.\n\nComments:\nThere are no student comments for this assignment.\n\nFiles:\n").into_bytes()
    };
    let a = "War Simulation_alima_attempt_2019-11-21-14-10-00";
    let early = "War Simulation_alima_attempt_2019-11-20-09-00-00";
    let b = "War Simulation_bchen_attempt_2019-11-21-20-00-00";
    let c = "War Simulation_c_diaz_attempt_2019-11-22-08-30-00";
    let export = Export {
        zip: "gradebook_CS121_War Simulation.zip",
        wrapper: None,
        files: vec![
            (
                format!("{a}.txt"),
                receipt("Ana Lima", "alima", "Thursday, November 21, 2019"),
            ),
            (format!("{a}_war.py"), war),
            (format!("{a}_rules.py"), rules),
            (
                format!("{early}.txt"),
                receipt("Ana Lima", "alima", "Wednesday, November 20, 2019"),
            ),
            (format!("{early}_war.py"), python_port("deal_halves")),
            (
                format!("{b}.txt"),
                receipt("Bo Chen", "bchen", "Thursday, November 21, 2019"),
            ),
            (format!("{b}_War.zip"), package),
            (
                format!("{c}.txt"),
                receipt("Cy D\u{ed}az", "c_diaz", "Friday, November 22, 2019"),
            ),
            (format!("{c}_war.py"), python_port("deal_halves")),
        ],
        read_as: "a Blackboard Grade Center download: 3 students from 9 files",
        notes: Vec::new(),
        reports: Vec::new(),
        rows: vec![
            passes("Ana Lima", "alima", "rules.py; war.py"),
            passes(
                "Bo Chen",
                "bchen",
                "wargame/__init__.py; wargame/game.py; wargame/rules.py",
            ),
            deals_halves("Cy D\u{ed}az", "c_diaz", "war.py"),
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Blackboard class took {times:?}");
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_gradescope_export() {
    let metadata = "submission_212340001:\n  :submitters:\n  - :name: Ana Lima\n    :sid: '5571201'\n    :email: ana.lima@example.edu\n  :created_at: 2019-11-21 14:10:00.000000000 -08:00\n  :score: 0.0\n  :status: processed\nsubmission_212340002:\n  :submitters:\n  - :name: Bo Chen\n    :sid: '5571202'\n    :email: bo.chen@example.edu\n  - :name: Cy D\u{ed}az\n    :email: cy.diaz@example.edu\n  :created_at: 2019-11-21 20:00:00.000000000 -08:00\nsubmission_212340003:\n  :submitters:\n  - :name: Dee Evans\n    :sid: 5571204\n";
    let mut class = files(&[
        ("submission_metadata.yml", metadata.as_bytes()),
        ("submission_212340002/war.py", &python_port("faithful")),
        ("submission_212340003/war.py", &python_port("always_draw")),
    ]);
    class.extend(python_package("submission_212340001/"));
    let export = Export {
        zip: "assignment_9001_export.zip",
        wrapper: Some("assignment_9001_export"),
        files: class,
        read_as: "a Gradescope export: 4 students from 3 folders and 1 file",
        notes: Vec::new(),
        reports: Vec::new(),
        rows: vec![
            passes(
                "Ana Lima",
                "5571201",
                "wargame/__init__.py; wargame/game.py; wargame/rules.py",
            ),
            passes("Bo Chen", "5571202", "war.py"),
            passes("Cy D\u{ed}az", "cy.diaz@example.edu", "war.py"),
            Expected {
                student: "Dee Evans",
                id: "5571204",
                late: "",
                passed: "0",
                status: "graded",
                misreading: "",
                reason: "the same answer, 0 (draw), to every case it passes: none counts",
                files: "war.py",
            },
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Gradescope class took {times:?}");
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_github_classroom_clone() {
    let head = b"ref: refs/heads/main\n";
    let committed = zip_bytes(&files(&[("war.py", &python_port("deal_halves"))]));
    let export = Export {
        zip: "war-game-submissions.zip",
        wrapper: Some("war-game-submissions"),
        files: files(&[
            ("war-game-alima/.git/HEAD", head),
            ("war-game-alima/war.py", &python_port("faithful")),
            ("war-game-bchen/.git/HEAD", head),
            ("war-game-bchen/submission.zip", &committed),
            ("war-game-c-diaz/.git/HEAD", head),
            ("war-game-c-diaz/README.md", b"# War\n"),
        ]),
        read_as: "a GitHub Classroom clone: 3 students from 3 folders",
        notes: Vec::new(),
        reports: Vec::new(),
        rows: vec![
            passes("alima", "alima", "war.py"),
            deals_halves("bchen", "bchen", "submission/war.py"),
            no_source(
                "c-diaz",
                "c-diaz",
                "no .java or .py file in it; it holds README.md",
            ),
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the GitHub Classroom class took {times:?}");
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_brightspace_download_flat() {
    let (war, rules) = python_split("from rules import War");
    let package = zip_bytes(&python_package(""));
    // As StoneyJackson/kodiak-tools' real download is: every file of every
    // attempt at the top, hours and minutes run together, index.html
    // beside them.
    let attempt = |number: &str, name: &str, date: &str, file: &str| {
        format!("{number}-88231 - {name} - {date} - {file}")
    };
    let export = Export {
        zip: "War Simulation Download Nov 25, 2019 1118 AM.zip",
        wrapper: None,
        files: vec![
            ("index.html".to_string(), b"<html></html>".to_vec()),
            (
                attempt("104201", "Ana Lima", "Nov 21, 2019 210 PM", "war.py"),
                war,
            ),
            (
                attempt("104201", "Ana Lima", "Nov 21, 2019 210 PM", "rules.py"),
                rules,
            ),
            (
                attempt("104201", "Ana Lima", "Nov 20, 2019 900 AM", "war.py"),
                python_port("deal_halves"),
            ),
            (
                attempt(
                    "104202",
                    "Hugo van der Berg",
                    "Nov 21, 2019 800 PM",
                    "War.zip",
                ),
                package,
            ),
            (
                attempt(
                    "104203",
                    "Jean-Baptiste Moreau-Villeneuve",
                    "Nov 22, 2019 830 AM",
                    "war.py",
                ),
                python_port("deal_halves"),
            ),
            (
                attempt(
                    "104204",
                    "Mary O'Brien",
                    "Nov 22, 2019 1145 AM",
                    "notes.txt",
                ),
                b"I could not finish.".to_vec(),
            ),
            (
                attempt(
                    "104204",
                    "Mary O'Brien",
                    "Nov 21, 2019 1045 AM",
                    "draft.txt",
                ),
                b"A first draft.".to_vec(),
            ),
        ],
        read_as: "a Brightspace export: 4 students from 8 files",
        notes: Vec::new(),
        rows: vec![
            passes("Ana Lima", "104201", "rules.py; war.py"),
            passes(
                "Hugo van der Berg",
                "104202",
                "wargame/__init__.py; wargame/game.py; wargame/rules.py",
            ),
            deals_halves("Jean-Baptiste Moreau-Villeneuve", "104203", "war.py"),
            no_source(
                "Mary O'Brien",
                "104204",
                "no .java or .py file in it; it holds notes.txt",
            ),
        ],
        reports: vec![
            (
                "Ana_Lima_104201",
                "graded the attempt of 2019-11-21 14:10; the earlier ones were not: 2019-11-20 09:00",
            ),
            // A submission that cannot be graded keeps the note too.
            (
                "Mary_O_Brien_104204",
                "graded the attempt of 2019-11-22 11:45; the earlier ones were not: 2019-11-21 10:45",
            ),
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Brightspace class (flat) took {times:?}");
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_brightspace_download_in_folders() {
    // As newer downloads are: a folder per submission, the time written
    // either way, months short or in full.
    let mut class = files(&[
        ("index.html", b"<html></html>"),
        (
            "100001-2018190 - Hugo van der Berg - Dec 5, 2025 2:30 PM/war.py",
            &python_port("faithful"),
        ),
        (
            "100003-2018190 - Mary O'Brien - Dec 10, 2025 11:45 AM/war.py",
            &python_port("deal_halves"),
        ),
        (
            "100003-2018190 - Mary O'Brien - Dec 10, 2025 12:05 PM/war.py",
            &python_port("faithful"),
        ),
    ]);
    class.extend(python_package(
        "100002-2018190 - Jean-Baptiste Moreau-Villeneuve - December 5, 2025 1145 AM/",
    ));
    let export = Export {
        zip: "Quiz 3 Download Dec 10, 2025 1227 PM.zip",
        wrapper: None,
        files: class,
        read_as: "a Brightspace export: 3 students from 4 folders and 1 file",
        notes: Vec::new(),
        rows: vec![
            passes("Hugo van der Berg", "100001", "war.py"),
            passes(
                "Jean-Baptiste Moreau-Villeneuve",
                "100002",
                "wargame/__init__.py; wargame/game.py; wargame/rules.py",
            ),
            passes("Mary O'Brien", "100003", "war.py"),
        ],
        reports: vec![(
            "Mary_O_Brien_100003",
            "graded the attempt of 2025-12-10 12:05; the earlier ones were not: 2025-12-10 11:45",
        )],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Brightspace class (in folders) took {times:?}");
}

/// Sakai's `grades.csv` of an assignment of individuals, as its Download
/// All writes it: every cell quoted.
const SAKAI_GRADES: &str = "\"War Simulation\",\"SCORE_GRADE_TYPE\"\n\"\"\n\"Display ID\",\"ID\",\"Last Name\",\"First Name\",\"grade\",\"Submission date\",\"Late\"\n\"bchen\",\"bchen\",\"Chen\",\"Bo\",\"\",\"2019-11-21T04:00:00Z\",\"On time\"\n\"cdiaz\",\"c.diaz\",\"D\u{ed}az\",\"\",\"\",\"2019-11-22T16:30:00Z\",\"Late\"\n\"alima\",\"alima\",\"Lima\",\"Ana\",\"\",\"2019-11-21T22:10:00Z\",\"On time\"\n\"mobrien\",\"mobrien\",\"O'Brien\",\"Mary\",\"\",\"2019-11-22T19:45:00Z\",\"Late\"\n";

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_sakai_download_of_individuals() {
    let (war, rules) = python_split("from rules import War");
    let ana = "Lima, Ana(alima)";
    let bo = "Chen, Bo(bchen)";
    let cy = "D\u{ed}az,(c.diaz)";
    let mary = "O'Brien, Mary(mobrien)";
    let mut class = vec![("grades.csv".to_string(), SAKAI_GRADES.as_bytes().to_vec())];
    for folder in [ana, bo, cy, mary] {
        class.push((
            format!("{folder}/timestamp.txt"),
            b"20191121221000000".to_vec(),
        ));
        class.push((format!("{folder}/{folder}_submissionText.html"), Vec::new()));
        class.push((format!("{folder}/feedbackText.html"), Vec::new()));
        class.push((format!("{folder}/comments.txt"), Vec::new()));
        class.push((format!("{folder}/Feedback Attachment(s)/"), Vec::new()));
    }
    let attached = |folder: &str, file: &str| format!("{folder}/Submission attachment(s)/{file}");
    class.extend([
        (attached(ana, "war.py"), war),
        (attached(ana, "rules.py"), rules),
        (attached(bo, "war.py"), python_port("faithful")),
        (attached(bo, "war+1.py"), python_port("deal_halves")),
        (attached(cy, "war.py"), python_port("deal_halves")),
    ]);
    let export = Export {
        zip: "War Simulation.zip",
        wrapper: Some("War Simulation"),
        files: class,
        read_as: "a Sakai export: 4 students from 4 folders and 1 file",
        notes: Vec::new(),
        rows: vec![
            passes("Bo Chen", "bchen", "war.py"),
            deals_halves("D\u{ed}az", "c.diaz", "war.py"),
            passes("Ana Lima", "alima", "rules.py; war.py"),
            no_source(
                "Mary O'Brien",
                "mobrien",
                "no .java or .py file in it; it holds O'Brien, Mary(mobrien)_submissionText.html",
            ),
        ],
        reports: vec![(
            "Bo_Chen_bchen",
            "war+1.py is a second attachment named war.py (Sakai numbers a name given twice): not graded",
        )],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Sakai class (individuals) took {times:?}");
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_sakai_download_of_groups() {
    let red = "Team Red (a6c31a9b-2e79-4bc5-8b0a-6f8b6d8fa3c1)";
    let blue = "Team Blue (0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9)";
    let grades = "\"War Simulation\",\"SCORE_GRADE_TYPE\"\n\"\"\n\"Group\",\"ID\",\"Users\",\"grade\",\"Submission date\",\"Late\"\n\"Team Red\",\"a6c31a9b-2e79-4bc5-8b0a-6f8b6d8fa3c1\",\"Ana Lima; Bo Chen\",\"\",\"2019-11-21T22:10:00Z\",\"On time\"\n\"Team Blue\",\"0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9\",\"Cy D\u{ed}az; Dee Evans\",\"\",\"2019-11-22T16:30:00Z\",\"Late\"\n";
    let class: Files = vec![
        ("grades.csv".to_string(), grades.as_bytes().to_vec()),
        (
            format!("{red}/members.txt"),
            b"Lima, Ana(alima); Chen, Bo(bchen)".to_vec(),
        ),
        (
            format!("{red}/Submission attachment(s)/war.py"),
            python_port("faithful"),
        ),
        (format!("{red}/Feedback Attachment(s)/"), Vec::new()),
        (
            format!("{blue}/Submission attachment(s)/war.py"),
            python_port("deal_halves"),
        ),
        (format!("{blue}/Feedback Attachment(s)/"), Vec::new()),
    ];
    let export = Export {
        zip: "War Simulation.zip",
        wrapper: Some("War Simulation"),
        files: class,
        read_as: "a Sakai export: 4 students from 2 folders and 1 file",
        notes: Vec::new(),
        rows: vec![
            deals_halves("Cy D\u{ed}az", "", "war.py"),
            deals_halves("Dee Evans", "", "war.py"),
            passes("Ana Lima", "alima", "war.py"),
            passes("Bo Chen", "bchen", "war.py"),
        ],
        reports: Vec::new(),
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the Sakai class (groups) took {times:?}");
}

#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_folder_of_one_entry_per_student() {
    let (war, rules) = python_split("from rules import War");
    let carol = zip_bytes(&files(&[("war.py", &war), ("rules.py", &rules)]));
    let mut class = files(&[
        ("bob.py", &python_port("deal_halves")),
        ("carol.zip", &carol),
    ]);
    class.extend(python_package("alice/"));
    let export = Export {
        zip: "class.zip",
        wrapper: Some("class"),
        files: class,
        read_as:
            "a folder of submissions, one entry per student: 3 students from 1 folder and 2 files",
        notes: vec![NOT_RECOGNISED.to_string()],
        reports: Vec::new(),
        rows: vec![
            passes(
                "alice",
                "",
                "wargame/__init__.py; wargame/game.py; wargame/rules.py",
            ),
            deals_halves("bob", "", "bob.py"),
            passes("carol", "", "carol/rules.py; carol/war.py"),
        ],
    };
    let times = grade_in_three_forms(&export);
    eprintln!("the folder of submissions took {times:?}");
}

/// The note on a class no system's layout recognises.
const NOT_RECOGNISED: &str = "no system's export recognised (Moodle, Canvas, Blackboard, Brightspace, Sakai, Gradescope, GitHub Classroom): each entry read as one student's; --layout reads it as one";

/// A class's zip with a zip bomb, entries that climb out, ten thousand
/// files and an entry no layout knows, among Canvas-named files: each bad
/// student is a row with its reason, the good ones are graded, the class's
/// own bad entries are a note, and nothing is written outside `--out`.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn bad_input_in_a_class_s_zip_stays_a_row_or_a_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let zeros = vec![0u8; 16 << 20];
    let bomb = zip_bytes(&files(&[
        ("war.py", &python_port("faithful")),
        ("data.py", &zeros),
    ]));
    let many: Files = (0..10_000)
        .map(|index| (format!("part{index}.py"), b"x = 1\n".to_vec()))
        .collect();
    let many = zip_bytes(&many);
    let class = files(&[
        ("limaana_104201_70010001_war.py", &python_port("faithful")),
        ("chenbo_104202_70010002_project.zip", &bomb),
        ("diazcy_104203_70010003_parts.zip", &many),
        ("evansdee_104204_70010004_war.py", &zeros),
        ("../../escaped.py", b"x = 1\n"),
        ("/tmp/war-kata-layouts-rooted.py", b"x = 1\n"),
        ("grading notes.txt", b"remember the late penalty"),
    ]);
    fs::write(dir.path().join("export.zip"), zip_bytes(&class)).expect("written");
    let before = snapshot(dir.path());
    let (code, stdout, stderr) = grade_all(dir.path(), "export.zip", None, &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.starts_with("read export.zip as a Canvas export: 5 students from 5 files; "),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nnote: 1 entry is not named as a Canvas export names its submissions, each read as a student of its own: grading notes.txt\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nnote: 2 of the zip's entries climb out of it: not read: ../../escaped.py, /tmp/war-kata-layouts-rooted.py\n"),
        "{stdout}"
    );
    let rows = summary_rows(&dir.path().join("out"));
    let row = |student: &str| {
        rows.iter()
            .find(|row| row[STUDENT] == student)
            .unwrap_or_else(|| panic!("a row for {student}: {rows:?}"))
            .clone()
    };
    assert_eq!(row("limaana")[PASSED], all_cases());
    let refused = |student: &str, reason: &str| {
        let row = row(student);
        assert_eq!(
            (row[PASSED].as_str(), row[STATUS].as_str()),
            ("0", "refused"),
            "{row:?}"
        );
        assert_eq!(row[REASON], reason, "{row:?}");
    };
    refused(
        "chenbo",
        "project/data.py inflates to more than 1048576 bytes (a zip bomb?)",
    );
    refused(
        "diazcy",
        "holds more source files than a submission may: over 500 files or 16777216 bytes",
    );
    refused(
        "evansdee",
        "war.py inflates to more than 1048576 bytes (a zip bomb?)",
    );
    assert_eq!(row("grading notes")[STATUS], "no_source");
    assert!(!dir.path().join("escaped.py").exists());
    assert!(!Path::new("/tmp/war-kata-layouts-rooted.py").exists());
    let mut after = snapshot(dir.path());
    after.retain(|path, _| !path.starts_with(dir.path().join("out")));
    assert_eq!(after, before, "nothing is written outside --out");
}

/// `--layout` reads a class as the layout given; a class's zip that is not
/// a zip, and metadata that is not Gradescope's, are one line each.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn the_layout_can_be_forced_and_a_bad_class_is_one_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let class = dir.path().join("class");
    write_files(
        &class,
        &files(&[
            ("limaana_104201_70010001_war.py", &python_port("faithful")),
            ("chenbo_104202_70010002_war.py", &python_port("deal_halves")),
        ]),
    );
    let (code, stdout, stderr) = grade_all(dir.path(), "class", None, &["--layout", "folders"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.starts_with(
            "read as a folder of submissions, one entry per student: 2 students from 2 files; "
        ),
        "{stdout}"
    );
    let rows = summary_rows(&dir.path().join("out"));
    let students: Vec<&str> = rows.iter().map(|r| r[STUDENT].as_str()).collect();
    assert_eq!(
        students,
        ["chenbo_104202_70010002_war", "limaana_104201_70010001_war"]
    );

    fs::write(
        dir.path().join("broken.zip"),
        b"PK\x03\x04 and then nothing",
    )
    .expect("written");
    let (code, _, stderr) = grade_all(dir.path(), "broken.zip", None, &[]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("war: error: broken.zip: is not a zip"),
        "{stderr}"
    );
    // Said to the teacher, in words: no zip library's jargon, and how to
    // get a whole export.
    assert!(!stderr.contains("EOCD"), "{stderr}");
    assert!(stderr.contains("a zip cut short"), "{stderr}");
    assert!(
        stderr.contains("download the class's export again"),
        "{stderr}"
    );

    let export = dir.path().join("gradescope");
    write_files(
        &export,
        &files(&[
            (
                "submission_metadata.yml",
                b"submission_1:\n  :submitters: [\n",
            ),
            ("submission_1/war.py", &python_port("faithful")),
        ]),
    );
    let (code, _, stderr) = grade_all(dir.path(), "gradescope", None, &[]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("war: error: ") && stderr.contains("submission_metadata.yml:"),
        "{stderr}"
    );
    assert!(stderr.contains("--layout folders"), "{stderr}");
}

/// A gradebook that is no system's is one line before anything is
/// graded; one that names a student the class has twice by name is one
/// line once the results are written, and no import file is.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_gradebook_that_cannot_be_filled_is_one_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let attempt = |number: &str, name: &str| {
        format!("{number}-88231 - {name} - Nov 21, 2019 210 PM - war.py")
    };
    write_files(
        &dir.path().join("class"),
        &[
            (attempt("104201", "Ana Lima"), python_port("faithful")),
            (attempt("104202", "Ana Lima"), python_port("deal_halves")),
            (attempt("104203", "Bo Chen"), python_port("always_draw")),
        ],
    );
    fs::write(dir.path().join("notes.csv"), "name,score\nana,3\n").expect("written");
    fs::write(
        dir.path().join("grades.csv"),
        "OrgDefinedId,Username,Last Name,First Name,War Points Grade <Numeric MaxPoints:10>,End-of-Line Indicator\n#1,#alima,Lima,Ana,,#\n#3,#bchen,Chen,Bo,,#\n",
    )
    .expect("written");
    let (code, _, stderr) = grade_all(dir.path(), "class", None, &["--gradebook", "notes.csv"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("war: error: notes.csv: is no gradebook export war knows"),
        "{stderr}"
    );
    assert!(
        !dir.path().join("out/summary.csv").exists(),
        "nothing graded"
    );
    let (code, _, stderr) = grade_all(dir.path(), "class", None, &["--gradebook", "grades.csv"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(
            "grades.csv: matches students by name, and cannot tell apart one name: Ana Lima (2 students graded); nothing was filled"
        ),
        "{stderr}"
    );
    assert_eq!(summary_rows(&dir.path().join("out")).len(), 3);
    assert!(!dir.path().join("out/import-grades.csv").exists());
}
