//! `war`'s help and argument errors as a Dutch student meets them: under
//! `LANG=nl_NL.UTF-8`, or with `--locale nl`, the student's commands (trace,
//! winner, grade, diff, learn, new) and the listing of all commands speak
//! Dutch; a teacher's command keeps its English page. English, the
//! default, is checked as it always was by `tests/cli.rs` and
//! `tests/manual.rs`.

use std::process::{Command, Output};

/// Runs `war` with `args` under `lang` (LC_ALL and LC_MESSAGES removed, so
/// that LANG decides).
fn war_in(lang: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_war"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("war runs")
}

/// `war` with `args` under a Dutch LANG.
fn war_nl(args: &[&str]) -> Output {
    war_in("nl_NL.UTF-8", args)
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// The English lines of a page of clap's that must not be on a Dutch one.
const CLAP_ENGLISH: [&str; 8] = [
    "Usage:",
    "Options:",
    "Arguments:",
    "Commands:",
    "Print help",
    "Print version",
    "[default:",
    "[possible values:",
];

/// `war COMMAND --help` under a Dutch LANG: exit 0, on standard output, and
/// none of clap's English nor of the English page's lines.
fn dutch_help(command: &str) -> String {
    let output = war_nl(&[command, "--help"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let help = stdout(&output);
    let english = stdout(&war_in("C", &[command, "--help"]));
    for word in CLAP_ENGLISH {
        assert!(!help.contains(word), "war {command}: {word:?} in\n{help}");
    }
    // Every English sentence of the page is gone: each line's text after
    // its flags, but the examples (command lines, the same in both).
    let sentences = english.lines().filter_map(|line| {
        let line = line.trim();
        let text = if line.starts_with('-') || line.starts_with('[') || line.starts_with('<') {
            line.split_once("  ")?.1.trim()
        } else {
            line
        };
        let example = text.starts_with("war ") || text.contains("&&") || text.contains("| war");
        (text.len() > 12 && !example).then_some(text)
    });
    for line in sentences {
        assert!(
            !help.contains(line),
            "war {command}: English {line:?} in\n{help}"
        );
    }
    assert!(help.contains(&format!("Gebruik: war {command} ")), "{help}");
    assert!(help.contains("-h, --help"), "{help}");
    assert!(help.contains("Toon deze hulp"), "{help}");
    help
}

#[test]
fn learn_help_is_dutch() {
    let help = dutch_help("learn");
    assert!(
        help.contains("Loop met je programma het leerpad af"),
        "{help}"
    );
    assert!(help.contains("--cmd <COMMANDO>"), "{help}");
    assert!(help.contains("--timeout <SECONDEN>"), "{help}");
    assert!(help.contains("[standaard: 5]"), "{help}");
    assert!(help.contains("[mogelijke waarden: en, nl]"), "{help}");
    assert!(
        help.contains("Voorbeelden, in een project van `war new`:"),
        "{help}"
    );
}

#[test]
fn grade_help_is_dutch() {
    let help = dutch_help("grade");
    assert!(
        help.contains("Gebruik: war grade [OPTIES] --cmd <COMMANDO> [FIXTURES]..."),
        "{help}"
    );
    assert!(help.contains("Argumenten:\n  [FIXTURES]..."), "{help}");
    assert!(help.contains("Opties:\n      --cmd <COMMANDO>"), "{help}");
    assert!(
        help.contains(
            "[standaard: umass] [mogelijke waarden: umass, jones, stafford, kata, codingame]"
        ),
        "{help}"
    );
    assert!(help.contains("misvattingen"), "{help}");
}

#[test]
fn new_help_is_dutch() {
    let help = dutch_help("new");
    assert!(help.contains("<MAP>"), "{help}");
    assert!(
        help.contains("--lang <PROGRAMMEERTAAL>")
            && help.contains("[mogelijke waarden: rust, java, python]"),
        "{help}"
    );
}

#[test]
fn every_student_command_has_a_dutch_help() {
    for command in ["trace", "winner", "diff"] {
        dutch_help(command);
    }
}

#[test]
fn the_listing_of_all_commands_is_dutch_with_the_teachers_apart() {
    let output = war_nl(&["--help"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let help = stdout(&output);
    for word in CLAP_ENGLISH {
        assert!(!help.contains(word), "{word:?} in\n{help}");
    }
    assert!(help.contains("Gebruik: war <OPDRACHT>"), "{help}");
    let students = help
        .find("Opdrachten:\n  trace ")
        .expect("the student's commands");
    let teachers = help.find("Voor docenten").expect("the teachers' commands");
    assert!(students < teachers, "{help}");
    assert!(help[teachers..].contains("\n  grade-all "), "{help}");
    assert!(!help[..teachers].contains("grade-all"), "{help}");
    assert!(help.contains("Probeer eerst:"), "{help}");
    // `war help grade` is the Dutch page of grade.
    let output = war_nl(&["help", "grade"]);
    assert!(
        stdout(&output).contains("Gebruik: war grade"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn a_teachers_command_keeps_its_english_page() {
    let help = stdout(&war_nl(&["grade-all", "--help"]));
    assert!(help.contains("Usage: war grade-all"), "{help}");
    assert!(help.contains("Print help"), "{help}");
}

#[test]
fn an_unknown_argument_is_a_dutch_error_naming_it() {
    let output = war_nl(&["grade", "--bogus"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stdout(&output).is_empty());
    assert_eq!(
        stderr(&output),
        "fout: onbekend argument '--bogus'\n\nMeer hulp: war grade --help\n"
    );
}

#[test]
fn the_argument_a_student_typed_is_escaped_for_the_terminal() {
    let output = war_nl(&["grade", "--cmd", "x", "--rules", "um\x1b[2Jass"]);
    assert_eq!(output.status.code(), Some(2));
    let error = stderr(&output);
    assert!(!error.contains('\x1b'), "{error:?}");
    assert!(
        error.starts_with("fout: 'um\\u{1b}[2Jass' is geen geldige waarde voor --rules <PRESET>; kies uit: umass, jones, stafford, kata, codingame\n"),
        "{error:?}"
    );
}

#[test]
fn other_argument_errors_are_dutch_too() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["grade"],
            "fout: dit verplichte argument ontbreekt: --cmd <COMMANDO>\n",
        ),
        (
            &["learn", "--cmd", "x", "--timout", "3"],
            "fout: onbekend argument '--timout'\n\n  tip: bedoel je '--timeout'?\n",
        ),
        (
            &["grade", "--cmd", "x", "--timeout", "soon"],
            "fout: 'soon' is geen geldige waarde voor --timeout <SECONDEN>; geef een aantal seconden boven 0 en tot 86400, zoals 5 of 0.5\n",
        ),
        (
            &["trace", "--deck", "2 3", "--a", "2"],
            "fout: --deck <STAPEL> gaat niet samen met --a <A>\n",
        ),
        (&["grde"], "fout: onbekende opdracht 'grde'\n"),
    ];
    for (args, start) in cases {
        let output = war_nl(args);
        let error = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {error}");
        assert!(error.starts_with(start), "{args:?}: {error}");
        assert!(error.contains("Meer hulp: war "), "{args:?}: {error}");
        assert!(!error.contains("error"), "{args:?}: {error}");
    }
}

#[test]
fn the_locale_flag_chooses_dutch_whatever_the_environment() {
    for args in [
        &["--locale", "nl", "grade", "--help"][..],
        &["grade", "--locale", "nl", "--help"],
        &["grade", "--locale=nl_BE", "--help"],
    ] {
        let output = war_in("C", args);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(stdout(&output).contains("Gebruik: war grade"), "{args:?}");
    }
    let output = war_in("C", &["grade", "--locale", "nl", "--bogus"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).starts_with("fout: onbekend argument '--bogus'"));
    // And English over a Dutch environment.
    let output = war_nl(&["grade", "--locale", "en", "--help"]);
    assert!(
        stdout(&output).contains("Usage: war grade"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn version_is_shown_with_exit_0() {
    let output = war_nl(&["grade", "--version"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        stdout(&war_in("C", &["grade", "--version"]))
    );
}

/// `war help help` (clap's own `help` subcommand's page) is Dutch under a
/// Dutch LANG, and `war help grade` is `war grade --help`'s Dutch page;
/// under English both are clap's.
#[test]
fn the_help_command_s_own_page_is_dutch() {
    let output = war_nl(&["help", "help"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let page = stdout(&output);
    assert_eq!(
        page,
        "Toon deze hulp, of de hulp van de gegeven opdracht.\n\n\
         Gebruik: war help [OPDRACHT]...\n\n\
         Argumenten:\n  [OPDRACHT]...  Toon de hulp van deze opdracht(en).\n"
    );
    for word in CLAP_ENGLISH {
        assert!(!page.contains(word), "{word:?} in\n{page}");
    }
    let grade = stdout(&war_nl(&["help", "grade"]));
    assert_eq!(grade, stdout(&war_nl(&["grade", "--help"])));
    // A command `war help` does not know is a Dutch error, pointing at
    // the listing.
    let unknown = war_nl(&["help", "grde"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert_eq!(
        stderr(&unknown),
        "fout: onbekende opdracht 'grde'\n\nMeer hulp: war --help\n"
    );
    let english = stdout(&war_in("C", &["help", "help"]));
    assert!(
        english.starts_with("Print this message or the help of the given subcommand(s)\n"),
        "{english}"
    );
    assert!(
        english.contains("Usage: war help [COMMAND]..."),
        "{english}"
    );
}
