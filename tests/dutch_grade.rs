//! `war grade --locale nl` as a Dutch student reads it: every reason the
//! grader gives for a case without an answer, every note under the cases
//! and every line about the port's starts is Dutch, whatever the port did
//! (it crashed, hung, wrote a line that is no answer, answered twice,
//! answered the same to every deck, played random decks). Each case names
//! the Dutch sentence the report must hold and the English ones it must
//! not.

mod common;

use std::path::Path;
use std::time::Duration;

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
    "je programma stopte (exitcode 3) (niet opnieuw gestart: je programma crashte 3 keer achter elkaar vóór zijn eerste antwoord)"
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
