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
use crate::war::cards::Card;
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
}

impl Default for ExportOptions {
    fn default() -> ExportOptions {
        ExportOptions {
            format: ExportFormat::Junit5,
            strict: false,
            package: None,
            module: "war".to_string(),
            timeout_seconds: 5,
        }
    }
}

/// The test file for `cases`, played by `preset`.
pub fn export(cases: &[Case], preset: Preset, options: &ExportOptions) -> String {
    match options.format {
        ExportFormat::Junit5 => junit5(cases, preset, options),
        ExportFormat::Pytest => pytest(cases, preset, options),
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
/// case.
fn words(description: &str) -> Vec<String> {
    description
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect()
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

/// Cards as Java or Python arguments: `5, 5, 2`.
fn card_list(deck: &[Card]) -> String {
    let cards: Vec<String> = deck.iter().map(Card::to_string).collect();
    cards.join(", ")
}

/// The JUnit 5 test class.
fn junit5(cases: &[Case], preset: Preset, options: &ExportOptions) -> String {
    let mut java = String::new();
    let _ = writeln!(
        java,
        "// WarTest.java: {} of the war-kata fixtures as JUnit 5 tests of War.findWinner",
        cases.len()
    );
    let _ = writeln!(
        java,
        "// (rules: {preset}). Written by `war export --format junit5`; export it again when the"
    );
    let _ = writeln!(
        java,
        "// fixtures change. A failing test names its fixture: `war trace FIXTURE` shows its game."
    );
    if let Some(package) = &options.package {
        let _ = writeln!(java, "package {package};");
    }
    java.push_str(
        "
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class WarTest {
",
    );
    let _ = writeln!(
        java,
        "    /** A game that has not ended after this long fails instead of hanging. */
    private static final Duration TIME_LIMIT = Duration.ofSeconds({});
",
        options.timeout_seconds
    );
    java.push_str(
        "    /** The deck, top first, as the ArrayList findWinner takes (a List parameter takes it too). */
    private static ArrayList<Integer> deck(int... cards) {
        ArrayList<Integer> deck = new ArrayList<>();
        for (int card : cards) {
            deck.add(card);
        }
        return deck;
    }

    /** findWinner on the deck, failing the test when the game does not end in time. */
    private static int play(ArrayList<Integer> deck) {
        return assertTimeoutPreemptively(TIME_LIMIT, () -> War.findWinner(deck),
                \"findWinner did not return in time: does the game stop after the 1000th battle?\");
    }
",
    );
    if cases
        .iter()
        .any(|case| matches!(case.start, Start::Hands { .. }))
    {
        java.push_str(
            "
    /** findWinner on A's and B's hands, played without a deal, failing the test when the game does not end in time. */
    private static int play(ArrayList<Integer> a, ArrayList<Integer> b) {
        return assertTimeoutPreemptively(TIME_LIMIT, () -> War.findWinner(a, b),
                \"findWinner did not return in time: does the game stop?\");
    }
",
        );
    }
    java.push_str(
        "
    /** Passes when actual is one of the accepted answers (an accepted alternative reading's too). */
    private static void assertOneOf(int actual, String message, int... accepted) {
        for (int answer : accepted) {
            if (actual == answer) {
                return;
            }
        }
        fail(message + \" ==> expected one of \" + java.util.Arrays.toString(accepted) + \" but was: \" + actual);
    }
",
    );
    let mut taken = HashSet::new();
    for case in cases {
        let method = unique(java_method(&case.description), "", &mut taken);
        let message = java_string(&format!("{}: {}", case.name, trace_command(case)));
        let call = match &case.start {
            Start::Deck(deck) => format!("play(deck({}))", card_list(deck)),
            Start::Hands { a, b } => {
                format!("play(deck({}), deck({}))", card_list(a), card_list(b))
            }
        };
        let codes = accepted(case, options.strict);
        let assertion = if codes.len() == 1 {
            format!("assertEquals({}, {call}, {message});", codes[0])
        } else {
            let list: Vec<String> = codes.iter().map(i32::to_string).collect();
            format!("assertOneOf({call}, {message}, {});", list.join(", "))
        };
        let _ = write!(
            java,
            "
    @Test
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
fn pytest(cases: &[Case], preset: Preset, options: &ExportOptions) -> String {
    let mut python = String::new();
    let _ = writeln!(
        python,
        r#""""{} of the war-kata fixtures as pytest tests of find_winner (rules: {preset}).

Written by `war export --format pytest`; export it again when the fixtures
change. Put it next to {}.py and run `python3 -m pytest`. A failing test names
its fixture: `war trace FIXTURE` shows its game battle by battle.
"""

import os
import signal
import sys

import pytest

from {} import find_winner

TIME_LIMIT_SECONDS = {}


class FindWinnerTimeout(BaseException):
    """find_winner did not return in time. A BaseException, so that a port
    catching Exception (or TimeoutError) cannot swallow it."""


@pytest.fixture(autouse=True)
def time_limit(request):
    """Fails a test whose game has not ended in time, instead of hanging
    (where the platform has SIGALRM). A port that swallows even this stops
    the whole run one more time limit later, instead of hanging it."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def stop(signum, frame):
        signal.signal(signal.SIGALRM, give_up)
        signal.alarm(TIME_LIMIT_SECONDS)
        raise FindWinnerTimeout(
            "find_winner did not return in time: "
            "does the game stop after the 1000th battle?"
        )

    def give_up(signum, frame):
        capture = request.config.pluginmanager.getplugin("capturemanager")
        if capture is not None:
            capture.suspend_global_capture(in_=True)
        sys.stderr.write(
            f"{{request.node.name}}: find_winner caught the time limit's "
            "exception and went on: the tests are stopped\n"
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
        cases.len(),
        options.module,
        options.module,
        options.timeout_seconds
    );
    let mut taken = HashSet::new();
    for case in cases {
        let name = unique(
            format!("test_{}", words(&case.description).join("_")),
            "_",
            &mut taken,
        );
        let docstring = serde_json::to_string(&case.description).unwrap_or_default();
        let message = serde_json::to_string(&format!("{}: {}", case.name, trace_command(case)))
            .unwrap_or_default();
        let codes = accepted(case, options.strict);
        let check = if codes.len() == 1 {
            format!("== {}", codes[0])
        } else {
            let list: Vec<String> = codes.iter().map(i32::to_string).collect();
            format!("in ({})", list.join(", "))
        };
        let call = match &case.start {
            Start::Deck(deck) => format!("find_winner([{}])", card_list(deck)),
            Start::Hands { a, b } => {
                format!("find_winner([{}], [{}])", card_list(a), card_list(b))
            }
        };
        let _ = write!(
            python,
            "\n\n\ndef {name}():\n    {docstring}\n    assert {call} {check}, {message}\n"
        );
    }
    python
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
    fn names_are_made_unique() {
        let mut taken = HashSet::new();
        assert_eq!(unique("a".into(), "_", &mut taken), "a");
        assert_eq!(unique("a".into(), "_", &mut taken), "a_2");
    }
}
