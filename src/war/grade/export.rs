//! Writing the fixtures as a test file to hand out: a JUnit 5 `WarTest.java`
//! that calls `War.findWinner`, or a pytest module that calls
//! `find_winner`. Test names come from the fixtures' descriptions.
//!
//! A case of two hands calls the two-argument form, `findWinner(a, b)` or
//! `find_winner(a, b)` (A's hand and B's, top first), as the adapters do for
//! the protocol's line of two hands.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::report::{trace_command, Case};
use super::start::Start;
use crate::kit::locale::{arg, Locale};
use crate::war::cards::Card;
use crate::war::lang::say;
use crate::war::rules::Preset;

/// The kind of test file to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportFormat {
    /// A JUnit 5 test class, `WarTest.java`.
    Junit5,
    /// A pytest module, `test_war.py`.
    Pytest,
}

/// How to write the test file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportOptions {
    /// The kind of file.
    pub format: ExportFormat,
    /// When true, only the decided answer passes; otherwise the answer of an
    /// accepted alternative reading passes too.
    pub strict: bool,
    /// JUnit 5: the Java package of `War` and of the test (`simulation` in
    /// the UMass original); none for the default package.
    pub package: Option<String>,
    /// pytest: the module that defines `find_winner`.
    pub module: String,
    /// Seconds a test may take before it fails (a game that never ends).
    pub timeout_seconds: u32,
    /// The language of the words the file says to a student: how to switch
    /// a test on, and the question a test that times out asks.
    pub locale: Locale,
}

impl Default for ExportOptions {
    fn default() -> ExportOptions {
        ExportOptions {
            format: ExportFormat::Junit5,
            strict: false,
            package: None,
            module: "war".to_string(),
            timeout_seconds: 5,
            locale: Locale::En,
        }
    }
}

/// The test file for `cases`, played by `preset`.
pub fn export(cases: &[Case], preset: Preset, options: &ExportOptions) -> String {
    let file = TestFile {
        header: export_header(cases.len(), preset, options.format),
        tests: cases.iter().map(TestItem::new).collect(),
    };
    match options.format {
        ExportFormat::Junit5 => junit5(&file, options),
        ExportFormat::Pytest => pytest(&file, options),
    }
}

/// The opening comment of an exported file: what it holds and how it was
/// made.
fn export_header(cases: usize, preset: Preset, format: ExportFormat) -> Vec<String> {
    let (kind, command, function) = match format {
        ExportFormat::Junit5 => ("JUnit 5", "junit5", "War.findWinner"),
        ExportFormat::Pytest => ("pytest", "pytest", "find_winner"),
    };
    vec![
        format!(
            "{cases} of the war-kata fixtures as {kind} tests of {function} (rules: {preset})."
        ),
        format!(
            "Written by `war export --format {command}`; export it again when the fixtures change."
        ),
        "A failing test names its fixture: `war trace FIXTURE` shows its game battle by battle."
            .to_string(),
    ]
}

/// A test file to write: its opening comment and its tests, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestFile<'a> {
    /// The lines of the comment the file opens with.
    pub header: Vec<String>,
    /// The tests, in order.
    pub tests: Vec<TestItem<'a>>,
}

/// One test of a [`TestFile`]: a case, the comment above it, and whether
/// it starts switched off (a learner's starter switches on one test at a
/// time).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestItem<'a> {
    /// The case the test plays.
    pub case: &'a Case,
    /// Lines of comment written above the test (a step's rule and hint).
    pub comment: Vec<String>,
    /// When set, the test is switched off (`@Disabled`, `#[ignore]`,
    /// `pytest.mark.skip`) with this reason, and a comment above it says how
    /// to switch it on.
    pub switched_off: Option<String>,
}

impl<'a> TestItem<'a> {
    /// A test of `case`, switched on, without a comment.
    pub fn new(case: &'a Case) -> TestItem<'a> {
        TestItem {
            case,
            comment: Vec::new(),
            switched_off: None,
        }
    }

    /// The message a failing test gives: the fixture and its trace command.
    fn message(&self) -> String {
        format!("{}: {}", self.case.name, trace_command(self.case))
    }
}

/// The answers a test accepts for `case`: the decided one first.
fn accepted(case: &Case, strict: bool) -> Vec<i32> {
    let mut codes = vec![case.expected];
    if !strict {
        codes.extend(case.alternatives.iter().map(|&(_, code)| code));
    }
    codes
}

/// The words of `description`: runs of ASCII letters and digits, in lower
/// case, a letter with an accent read as the letter (`één` is `een`), so
/// that a Dutch description names a test as well as an English one.
fn words(description: &str) -> Vec<String> {
    let plain: String = description.chars().map(without_accent).collect();
    plain
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect()
}

/// `letter` without its accent: the Latin letters with a grave, acute,
/// circumflex or diaeresis that Dutch, French and German write; any other
/// character as it is.
fn without_accent(letter: char) -> char {
    const ACCENTED: [(&str, char); 10] = [
        ("àáâä", 'a'),
        ("èéêë", 'e'),
        ("ìíîï", 'i'),
        ("òóôö", 'o'),
        ("ùúûü", 'u'),
        ("ÀÁÂÄ", 'A'),
        ("ÈÉÊË", 'E'),
        ("ÌÍÎÏ", 'I'),
        ("ÒÓÔÖ", 'O'),
        ("ÙÚÛÜ", 'U'),
    ];
    ACCENTED
        .iter()
        .find(|(accented, _)| accented.contains(letter))
        .map_or(letter, |&(_, plain)| plain)
}

/// Makes `name` unique among `taken` by adding `_2`, `_3`, ... (or `2`,
/// `3` with `separator` empty).
fn unique(name: String, separator: &str, taken: &mut HashSet<String>) -> String {
    let mut candidate = name.clone();
    let mut number = 2;
    while !taken.insert(candidate.clone()) {
        candidate = format!("{name}{separator}{number}");
        number += 1;
    }
    candidate
}

/// Java's reserved words, none of which may name a method.
const JAVA_KEYWORDS: &[&str] = &[
    "abstract",
    "assert",
    "boolean",
    "break",
    "byte",
    "case",
    "catch",
    "char",
    "class",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extends",
    "false",
    "final",
    "finally",
    "float",
    "for",
    "goto",
    "if",
    "implements",
    "import",
    "instanceof",
    "int",
    "interface",
    "long",
    "native",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "short",
    "static",
    "strictfp",
    "super",
    "switch",
    "synchronized",
    "this",
    "throw",
    "throws",
    "transient",
    "true",
    "try",
    "void",
    "volatile",
    "while",
    "var",
    "yield",
    "record",
];

/// A Java method name from a description: its words in camelCase.
fn java_method(description: &str) -> String {
    let mut name = String::new();
    for (index, word) in words(description).iter().enumerate() {
        if index == 0 {
            name.push_str(word);
        } else {
            let mut chars = word.chars();
            if let Some(first) = chars.next() {
                name.push(first.to_ascii_uppercase());
                name.push_str(chars.as_str());
            }
        }
    }
    let starts_well = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    if !starts_well || JAVA_KEYWORDS.contains(&name.as_str()) {
        let mut chars = name.chars();
        let rest: String = chars.next().map_or_else(String::new, |first| {
            first.to_ascii_uppercase().to_string() + chars.as_str()
        });
        name = format!("case{rest}");
    }
    name
}

/// `text` as a Java string literal, ASCII only: non-ASCII characters as
/// `\uXXXX` escapes, control characters as octal escapes.
fn java_string(text: &str) -> String {
    let mut literal = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => literal.push_str("\\\""),
            '\\' => literal.push_str("\\\\"),
            '\n' => literal.push_str("\\n"),
            '\r' => literal.push_str("\\r"),
            '\t' => literal.push_str("\\t"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(literal, "\\{:03o}", c as u32);
            }
            c if c.is_ascii() => literal.push(c),
            c => {
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    let _ = write!(literal, "\\u{unit:04x}");
                }
            }
        }
    }
    literal.push('"');
    literal
}

/// The call that plays a case in a test file's language: `function(list)`
/// for a deck, `function(list, list)` for A's and B's hands, each list of
/// cards written between `brackets`.
fn case_call(start: &Start, function: &str, brackets: (&str, &str)) -> String {
    let (open, close) = brackets;
    let list = |cards: &[Card]| format!("{open}{}{close}", card_list(cards));
    match start {
        Start::Deck(deck) => format!("{function}({})", list(deck)),
        Start::Hands { a, b } => format!("{function}({}, {})", list(a), list(b)),
    }
}

/// The check of a case's answer: `one` of the single accepted answer, or
/// `many` of the accepted answers joined by ", " when an alternative
/// reading is accepted too.
fn answer_check(
    case: &Case,
    strict: bool,
    one: impl Fn(i32) -> String,
    many: impl Fn(String) -> String,
) -> String {
    match accepted(case, strict)[..] {
        [code] => one(code),
        ref codes => many(
            codes
                .iter()
                .map(i32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}

/// A test's comment, one `prefix`ed line each (each line made a comment's
/// text, then `escape`d for the language), and a blank line after it when
/// there is one.
fn push_comments(
    out: &mut String,
    comment: &[String],
    prefix: &str,
    escape: impl Fn(String) -> String,
) {
    for line in comment {
        let _ = writeln!(out, "{prefix}{}", escape(comment_text(line)));
    }
    if !comment.is_empty() {
        out.push('\n');
    }
}

/// `text` as one line of a comment: whitespace, line breaks included,
/// runs as single spaces, and other control characters go.
fn comment_text(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .join(" ")
        .chars()
        .filter(|c| !c.is_control())
        .collect()
}

/// The comment above a switched-off test that says how to switch it on by
/// deleting `line`.
fn switch_on(locale: Locale, line: &str) -> String {
    say(locale, "export-switch-on", &[arg("line", line)])
}

/// What a test whose game timed out asks the student: does the game stop
/// after the 1000th battle?
fn stop_question(locale: Locale) -> String {
    say(locale, "export-stop-question", &[])
}

/// Message `id` of the export's words in `locale`, its lines after the
/// first each led by `prefix` (a doc comment's `/// `, a docstring's
/// indentation), as a comment that goes on under its first line.
fn lines_of(locale: Locale, id: &str, prefix: &str) -> String {
    say(locale, id, &[])
        .lines()
        .collect::<Vec<_>>()
        .join(&format!("\n{prefix}"))
}

/// What a test whose game did not end in time says: `findWinner did not
/// return in time: does the game stop after the 1000th battle?`.
fn not_in_time(locale: Locale, function: &str, question: &str) -> String {
    let question = say(locale, question, &[]);
    let late = say(locale, "export-not-in-time", &[arg("function", function)]);
    format!("{late}: {question}")
}

/// The Java expression that adds to `message` the answers accepted and
/// the one given: `" ==> expected one of " +
/// java.util.Arrays.toString(accepted) + " but was: " + actual`.
fn java_one_of(locale: Locale) -> String {
    const ACCEPTED: &str = "\u{1}";
    const ACTUAL: &str = "\u{2}";
    let text = say(
        locale,
        "export-java-one-of",
        &[arg("accepted", ACCEPTED), arg("actual", ACTUAL)],
    );
    let mut parts = Vec::new();
    for (at, piece) in text.split(ACCEPTED).enumerate() {
        if at > 0 {
            parts.push("java.util.Arrays.toString(accepted)".to_string());
        }
        for (at, piece) in piece.split(ACTUAL).enumerate() {
            if at > 0 {
                parts.push("actual".to_string());
            }
            if !piece.is_empty() {
                parts.push(java_string(piece));
            }
        }
    }
    parts.join(" + ")
}

/// Cards as Java or Python arguments: `5, 5, 2`.
fn card_list(deck: &[Card]) -> String {
    let cards: Vec<String> = deck.iter().map(Card::to_string).collect();
    cards.join(", ")
}

/// The JUnit 5 test class.
pub fn junit5(file: &TestFile, options: &ExportOptions) -> String {
    let mut java = String::new();
    for line in &file.header {
        let _ = writeln!(java, "// {line}");
    }
    if let Some(package) = &options.package {
        let _ = writeln!(java, "package {package};");
    }
    let switches = file.tests.iter().any(|test| test.switched_off.is_some());
    java.push_str(
        "
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;

",
    );
    if switches {
        java.push_str("import org.junit.jupiter.api.Disabled;\n");
    }
    java.push_str(
        "import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class WarTest {
",
    );
    let locale = options.locale;
    let words = |id: &str| say(locale, id, &[]);
    let _ = writeln!(
        java,
        "    /** {} */
    private static final Duration TIME_LIMIT = Duration.ofSeconds({});
",
        words("export-time-limit-doc"),
        options.timeout_seconds
    );
    let _ = write!(
        java,
        "    /** {} */
    private static ArrayList<Integer> deck(int... cards) {{
        ArrayList<Integer> deck = new ArrayList<>();
        for (int card : cards) {{
            deck.add(card);
        }}
        return deck;
    }}

    /** {} */
    private static int play(ArrayList<Integer> deck) {{
        return assertTimeoutPreemptively(TIME_LIMIT, () -> War.findWinner(deck),
                {});
    }}
",
        words("export-java-deck-doc"),
        words("export-java-play-doc"),
        java_string(&not_in_time(locale, "findWinner", "export-stop-question")),
    );
    if file
        .tests
        .iter()
        .any(|test| matches!(test.case.start, Start::Hands { .. }))
    {
        let _ = write!(
            java,
            "
    /** {} */
    private static int play(ArrayList<Integer> a, ArrayList<Integer> b) {{
        return assertTimeoutPreemptively(TIME_LIMIT, () -> War.findWinner(a, b),
                {});
    }}
",
            words("export-java-hands-doc"),
            java_string(&not_in_time(
                locale,
                "findWinner",
                "export-stop-question-hands"
            )),
        );
    }
    let _ = write!(
        java,
        "
    /** {} */
    private static void assertOneOf(int actual, String message, int... accepted) {{
        for (int answer : accepted) {{
            if (actual == answer) {{
                return;
            }}
        }}
        fail(message + {});
    }}
",
        words("export-java-one-of-doc"),
        java_one_of(locale),
    );
    let mut taken = HashSet::new();
    for test in &file.tests {
        let case = test.case;
        let method = unique(java_method(&case.description), "", &mut taken);
        let message = java_string(&test.message());
        let call = case_call(&case.start, "play", ("deck(", ")"));
        let assertion = answer_check(
            case,
            options.strict,
            |code| format!("assertEquals({code}, {call}, {message});"),
            |codes| format!("assertOneOf({call}, {message}, {codes});"),
        );
        java.push('\n');
        // javac reads \u escapes even in comments: double the backslashes.
        push_comments(&mut java, &test.comment, "    // ", |line| {
            line.replace('\\', "\\\\")
        });
        if let Some(reason) = &test.switched_off {
            let _ = writeln!(
                java,
                "    // {}\n    @Disabled({})",
                switch_on(options.locale, "@Disabled"),
                java_string(reason)
            );
        }
        let _ = write!(
            java,
            "    @Test
    @DisplayName({})
    void {method}() {{
        {assertion}
    }}
",
            java_string(&case.description)
        );
    }
    java.push_str("}\n");
    java
}

/// The pytest module.
pub fn pytest(file: &TestFile, options: &ExportOptions) -> String {
    let mut python = String::from("\"\"\"");
    python.push_str(&file.header.join("\n"));
    let _ = writeln!(
        python,
        r#"

{put_beside}
"""

import os
import signal
import sys

import pytest

from {} import find_winner

TIME_LIMIT_SECONDS = {}


class FindWinnerTimeout(BaseException):
    """{timeout_doc}"""


@pytest.fixture(autouse=True)
def time_limit(request):
    """{time_limit_doc}"""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def stop(signum, frame):
        signal.signal(signal.SIGALRM, give_up)
        signal.alarm(TIME_LIMIT_SECONDS)
        raise FindWinnerTimeout(
            "{late}: "
            "{stop_question}"
        )

    def give_up(signum, frame):
        capture = request.config.pluginmanager.getplugin("capturemanager")
        if capture is not None:
            capture.suspend_global_capture(in_=True)
        sys.stderr.write(
            f"{{request.node.name}}: {gave_up}\n"
        )
        sys.stderr.flush()
        os._exit(3)

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(TIME_LIMIT_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)"#,
        options.module,
        options.timeout_seconds,
        put_beside = say(
            options.locale,
            "export-put-beside",
            &[arg("module", options.module.as_str())]
        ),
        stop_question = stop_question(options.locale),
        late = say(
            options.locale,
            "export-not-in-time",
            &[arg("function", "find_winner")]
        ),
        timeout_doc = lines_of(options.locale, "export-python-timeout-doc", "    "),
        time_limit_doc = lines_of(options.locale, "export-python-time-limit-doc", "    "),
        gave_up = python_gave_up(options.locale),
    );
    let mut taken = HashSet::new();
    for test in &file.tests {
        let case = test.case;
        let name = unique(
            format!("test_{}", words(&case.description).join("_")),
            "_",
            &mut taken,
        );
        let docstring = serde_json::to_string(&case.description).unwrap_or_default();
        let message = serde_json::to_string(&test.message()).unwrap_or_default();
        let check = answer_check(
            case,
            options.strict,
            |code| format!("== {code}"),
            |codes| format!("in ({codes})"),
        );
        let call = case_call(&case.start, "find_winner", ("[", "]"));
        // Two blank lines before each test, as PEP 8 has it.
        python.push_str("\n\n");
        push_comments(&mut python, &test.comment, "# ", |line| line);
        if let Some(reason) = &test.switched_off {
            let reason = serde_json::to_string(reason).unwrap_or_default();
            let _ = writeln!(
                python,
                "# {}\n@pytest.mark.skip(reason={reason})",
                switch_on(options.locale, "@pytest.mark.skip")
            );
        }
        let _ = write!(
            python,
            "def {name}():\n    {docstring}\n    assert {call} {check}, {message}\n"
        );
    }
    python
}

/// What the tests say when `find_winner` caught the time limit's own
/// exception and went on, as Python string pieces, one a line of the
/// message (so that a line of the test file stays short): `caught the
/// time limit's "` and `"exception and went on ...`.
fn python_gave_up(locale: Locale) -> String {
    say(locale, "export-python-gave-up", &[])
        .lines()
        .collect::<Vec<_>>()
        .join(" \"\n            \"")
}

/// `text` as a Rust string literal: quotes, backslashes and control
/// characters escaped.
fn rust_string(text: &str) -> String {
    let mut literal = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => literal.push_str("\\\""),
            '\\' => literal.push_str("\\\\"),
            '\n' => literal.push_str("\\n"),
            '\r' => literal.push_str("\\r"),
            '\t' => literal.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(literal, "\\u{{{:x}}}", c as u32);
            }
            c => literal.push(c),
        }
    }
    literal.push('"');
    literal
}

/// Rust's keywords, strict and reserved, none of which may name a test.
const RUST_KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// A Rust test name from a description: its words in snake_case.
fn rust_test(description: &str) -> String {
    let name = words(description).join("_");
    let starts_well = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    if !starts_well || RUST_KEYWORDS.contains(&name.as_str()) {
        format!("case_{name}")
    } else {
        name
    }
}

/// The Rust integration test file of a crate named `war` whose
/// `find_winner(deck: &[i32]) -> i32` is tested (and, for a case of two
/// hands, `find_winner_hands(a: &[i32], b: &[i32]) -> i32`), using nothing
/// beyond the standard library; each game runs on a thread of its own so
/// that one that never ends fails its test after the time limit.
pub fn rust(file: &TestFile, options: &ExportOptions) -> String {
    let mut rust = String::new();
    for line in &file.header {
        let _ = writeln!(rust, "//! {line}");
    }
    let locale = options.locale;
    let time_limit_doc = say(locale, "export-time-limit-doc", &[]);
    let thread_doc = lines_of(locale, "export-rust-thread-doc", "/// ");
    let within = [
        arg("function", "find_winner"),
        arg("limit", "{TIME_LIMIT:?}"),
    ];
    let late = say(locale, "export-not-within", &within);
    let late = rust_string(&format!("{late}: {}", stop_question(locale)));
    let function = [arg("function", "find_winner")];
    let no_answer = rust_string(&say(locale, "export-no-answer", &function));
    let play_doc = lines_of(locale, "export-rust-play-doc", "/// ");
    let one_of_doc = lines_of(locale, "export-rust-one-of-doc", "/// ");
    let shown = [
        arg("message", "{message}"),
        arg("accepted", "{accepted:?}"),
        arg("actual", "{actual}"),
    ];
    let one_of = rust_string(&say(locale, "export-rust-one-of", &shown));
    let _ = write!(
        rust,
        "
use std::sync::mpsc::{{self, RecvTimeoutError}};
use std::thread;
use std::time::Duration;

use war::find_winner;

/// {time_limit_doc}
const TIME_LIMIT: Duration = Duration::from_secs({});

/// {thread_doc}
fn within_time_limit(game: impl FnOnce() -> i32 + Send + 'static) -> i32 {{
    let (sender, receiver) = mpsc::channel();
    let player = thread::spawn(move || {{
        let _ = sender.send(game());
    }});
    match receiver.recv_timeout(TIME_LIMIT) {{
        Ok(code) => code,
        Err(RecvTimeoutError::Timeout) => panic!(
            {late}
        ),
        Err(RecvTimeoutError::Disconnected) => match player.join() {{
            Err(panic) => std::panic::resume_unwind(panic),
            Ok(()) => panic!({no_answer}),
        }},
    }}
}}

/// {play_doc}
fn play(deck: &[i32]) -> i32 {{
    let deck = deck.to_vec();
    within_time_limit(move || find_winner(&deck))
}}

/// {one_of_doc}
fn assert_one_of(actual: i32, accepted: &[i32], message: &str) {{
    assert!(
        accepted.contains(&actual),
        {one_of}
    );
}}
",
        options.timeout_seconds,
    );
    if file
        .tests
        .iter()
        .any(|test| matches!(test.case.start, Start::Hands { .. }))
    {
        let _ = write!(
            rust,
            "
/// {}
fn play_hands(a: &[i32], b: &[i32]) -> i32 {{
    let (a, b) = (a.to_vec(), b.to_vec());
    within_time_limit(move || war::find_winner_hands(&a, &b))
}}
",
            lines_of(options.locale, "export-rust-hands-doc", "/// ")
        );
    }
    let mut taken = HashSet::new();
    for test in &file.tests {
        let case = test.case;
        let name = unique(rust_test(&case.description), "_", &mut taken);
        let message = rust_string(&test.message());
        let function = match case.start {
            Start::Deck(_) => "play",
            Start::Hands { .. } => "play_hands",
        };
        let call = case_call(&case.start, function, ("&[", "]"));
        let assertion = answer_check(
            case,
            options.strict,
            |code| format!("assert_eq!({call}, {code}, {message});"),
            |codes| format!("assert_one_of({call}, &[{codes}], {message});"),
        );
        rust.push('\n');
        push_comments(&mut rust, &test.comment, "// ", |line| line);
        let _ = writeln!(rust, "/// {}", comment_text(&case.description));
        if test.switched_off.is_some() {
            let _ = writeln!(
                rust,
                "///\n/// {}",
                switch_on(options.locale, "`#[ignore]`")
            );
        }
        rust.push_str("#[test]\n");
        if let Some(reason) = &test.switched_off {
            let _ = writeln!(rust, "#[ignore = {}]", rust_string(reason));
        }
        let _ = write!(rust, "fn {name}() {{\n    {assertion}\n}}\n");
    }
    rust
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn java_method_names_are_camel_case_identifiers() {
        assert_eq!(
            java_method("a draw during a war, both short"),
            "aDrawDuringAWarBothShort"
        );
        assert_eq!(java_method("1000 battles: a draw"), "case1000BattlesADraw");
        assert_eq!(java_method("new"), "caseNew");
        assert_eq!(java_method("!!!"), "case");
    }

    #[test]
    fn java_strings_are_ascii() {
        assert_eq!(
            java_string("a \"b\" \\ é\n"),
            "\"a \\\"b\\\" \\\\ \\u00e9\\n\""
        );
    }

    #[test]
    fn rust_strings_escape_quotes_and_controls() {
        assert_eq!(rust_string("a \"b\" \\ \u{1}\n"), r#""a \"b\" \\ \u{1}\n""#);
    }

    #[test]
    fn rust_test_names_are_snake_case_identifiers() {
        assert_eq!(rust_test("A war, both short"), "a_war_both_short");
        assert_eq!(rust_test("1000 battles"), "case_1000_battles");
        assert_eq!(rust_test("loop"), "case_loop");
    }

    #[test]
    fn names_are_made_unique() {
        let mut taken = HashSet::new();
        assert_eq!(unique("a".into(), "_", &mut taken), "a");
        assert_eq!(unique("a".into(), "_", &mut taken), "a_2");
    }
}
