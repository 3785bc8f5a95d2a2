//! `war grade --locale nl` as a Dutch student reads it: every reason the
//! grader gives for a case without an answer, every note under the cases
//! and every line about the port's starts is Dutch, whatever the port did
//! (it crashed, hung, wrote a line that is no answer, answered twice,
//! answered the same to every deck, played random decks). Each case names
//! the Dutch sentence the report must hold and the English ones it must
//! not. `war grade-all --locale nl` as the students of a Dutch class read
//! their reports: how each submission was read, built and confined is
//! Dutch too.

mod common;

use std::path::Path;
use std::time::Duration;

use common::class::{grade_all, write_zip};
use common::{run_within, text};
use rstest::rstest;

/// English words of the grader that no Dutch report may hold.
const ENGLISH: [&str; 12] = [
    "the port",
    "exit code",
    "not run",
    "time-outs in a row",
    "answered every",
    "more than once",
    "right answers",
    "random decks",
    "agrees with",
    "not answers",
    "wrote a line",
    "crashed before",
];

/// `war grade --locale nl --color never --timeout 1` of the port that
/// `command` runs, with `extra` arguments: its report.
fn graded_in_dutch(command: &str, extra: &[&str]) -> String {
    let mut args = vec![
        "grade",
        "--cmd",
        command,
        "--locale",
        "nl",
        "--color",
        "never",
        "--timeout",
        "1",
    ];
    args.extend(extra);
    let output = run_within(
        env!("CARGO_BIN_EXE_war"),
        &args,
        Path::new(env!("CARGO_MANIFEST_DIR")),
        Duration::from_secs(120),
    );
    assert!(
        output.status.code().is_some_and(|code| code <= 1),
        "{}",
        text(&output.stderr)
    );
    text(&output.stdout)
}

#[rstest]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
#[case::crash_on_every_deck(
    "python3 tests/ports/misbehaving/misbehave.py crash",
    &[],
    "je programma stopte (exitcode 3) (niet opnieuw gestart: je programma crashte 3 keer achter elkaar voordat het een eerste antwoord gaf)"
)]
#[case::crash_on_one_deck(
    "python3 tests/ports/misbehaving/misbehave.py crash '5 5 2 4 3'",
    &[],
    "jouw antwoord: geen antwoord: je programma stopte (exitcode 3)"
)]
#[case::hang_on_every_deck(
    "python3 tests/ports/misbehaving/misbehave.py hang",
    &[],
    "opmerking: je programma gaf 2 keer achter elkaar binnen de tijd geen antwoord, dus de laatste 32 gevallen zijn niet uitgevoerd"
)]
#[case::a_line_too_long(
    "python3 tests/ports/misbehaving/misbehave.py huge '5 5 2 4 3'",
    &[],
    "geen antwoord: je programma schreef een regel van meer dan"
)]
#[case::stray_output(
    "python3 tests/ports/misbehaving/misbehave.py chatty",
    &[],
    "opmerking: je programma schreef 34 regels die geen antwoord zijn (1, 0 of -1), bij 34 gevallen"
)]
#[case::answered_twice(
    "python3 tests/ports/misbehaving/misbehave.py twice",
    &[],
    "opmerking: je programma beantwoordde 34 stapels meer dan eens"
)]
#[case::the_same_answer_to_every_deck(
    "python3 adapters/python/war_adapter.py tests/ports/python/always_draw.py",
    &[],
    "opmerking: geen van je 13 goede antwoorden telt: elk geval dat je programma goed heeft, verwacht 0 (gelijkspel)"
)]
#[case::random_decks_agreed(
    "python3 adapters/python/war_adapter.py tests/ports/python/faithful.py",
    &["--random", "20", "--seed", "1"],
    "opmerking: je programma speelde 20 willekeurige stapels (seed 1): het is het op elke stapel eens met de referentie"
)]
#[case::random_decks_disagreed(
    "python3 adapters/python/war_adapter.py tests/ports/python/deal_halves.py",
    &["--random", "20", "--seed", "1"],
    "opmerking: je programma speelde 20 willekeurige stapels (seed 1): het is het op "
)]
fn a_dutch_report_gives_every_reason_in_dutch(
    #[case] command: &str,
    #[case] extra: &[&str],
    #[case] dutch: &str,
) {
    let report = graded_in_dutch(command, extra);
    assert!(report.contains(dutch), "{report}");
    // The command is the teacher's words, quoted in the first line.
    let below_the_command = report.split_once('\n').map_or("", |(_, rest)| rest);
    for english in ENGLISH {
        assert!(
            !below_the_command.contains(english),
            "{english:?} in: {report}"
        );
    }
}

/// The line heading each start's standard error names how it ended in
/// Dutch.
#[test]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_start_s_ending_is_dutch() {
    let report = graded_in_dutch("python3 tests/ports/misbehaving/misbehave.py crash", &[]);
    assert!(
        report.contains("-- je programma gestart voor gevallen 1 tot en met 34 (je programma stopte (exitcode 3)):"),
        "{report}"
    );
}

/// English words of the class grader that no Dutch student's report may
/// hold.
const CLASS_ENGLISH: [&str; 11] = [
    "graded",
    "holds",
    "the student's code",
    "confined by",
    "limits of",
    "not run",
    "unpacked",
    "archive, which",
    "other file",
    "no .java or .py file",
    "is not a zip",
];

/// A class of six whose reading and building the grader has something to
/// say of, graded with `--locale nl`: each student's report says it in
/// Dutch, and names how the code ran confined in Dutch.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
#[cfg_attr(
    tool_missing = "python3",
    ignore = "python3 is not installed: apt-get install python3"
)]
fn a_dutch_class_is_told_how_each_submission_was_read_and_built_in_dutch() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let java = std::fs::read_to_string(root.join("tests/ports/java/faithful/War.java"))
        .expect("the faithful Java port");
    let python = std::fs::read(root.join("tests/ports/python/faithful.py"))
        .expect("the faithful Python port");
    let class = dir.path().join("class");
    let write = |path: &str, bytes: &[u8]| {
        let path = class.join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("made");
        std::fs::write(path, bytes).expect("written");
    };
    write("anna/War.java", java.as_bytes());
    write("anna/war.py", &python);
    write("bram/war.py", &python);
    write("bram/oud.py", &python);
    let public = java.replacen("\nclass War", "\npublic class War", 1);
    assert_ne!(public, java, "the port declares class War");
    write("cor/DeterministicWar.java", public.as_bytes());
    std::fs::create_dir_all(class.join("dirk")).expect("made");
    write_zip(&class.join("dirk/project.zip"), &[("war.py", &python)]);
    write("dirk/oud.rar", b"Rar!");
    write("eva/verslag.pdf", b"%PDF");
    write("fenna/project.zip", b"PK, but no zip");
    let (code, _, stderr) = grade_all(dir.path(), "class", None, &["--locale", "nl"]);
    assert_eq!(code, Some(0), "{stderr}");
    let report = |student: &str| {
        let json = std::fs::read_to_string(dir.path().join(format!("out/{student}.json")))
            .expect("the student's report");
        let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        value["output"].as_str().expect("its output").to_string()
    };
    let told = [
        ("anna", "er zit 1 .java-bestand en 1 .py-bestand in: de Java is beoordeeld, want War.java declareert findWinner; war.py definieert ook find_winner en is niet beoordeeld"),
        ("bram", "war.py is beoordeeld; 1 ander bestand definieert find_winner ook"),
        ("cor", "DeterministicWar.java bevat de public class War: gecompileerd als War.java"),
        ("dirk", "oud.rar is een .rar-archief en wordt niet geopend"),
        ("dirk", "de zip project.zip is uitgepakt"),
        ("eva", "er zit geen .java- of .py-bestand in, alleen verslag.pdf"),
        ("fenna", "project.zip is geen zip: het is een ander soort bestand"),
        ("anna", "je code draaide afgeschermd door "),
    ];
    for (student, dutch) in told {
        let output = report(student);
        assert!(output.contains(dutch), "{student}: {output}");
    }
    for student in ["anna", "bram", "cor", "dirk", "eva", "fenna"] {
        let output = report(student);
        // The first line names the command, the teacher's words.
        let below = output.split_once('\n').map_or("", |(_, rest)| rest);
        for english in CLASS_ENGLISH {
            assert!(
                !below.contains(english),
                "{english:?} in {student}'s: {output}"
            );
        }
    }
    assert!(
        !report("eva").contains("not run"),
        "the title of a report not run is Dutch: {}",
        report("eva")
    );
}
