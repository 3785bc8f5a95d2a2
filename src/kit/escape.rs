//! Untrusted text made safe to show: on a terminal, where an escape
//! sequence written by a student's port or hidden in a file name could
//! clear the screen, recolour or hide lines; and in a shell, where a file
//! name pasted into a command could run one.
//!
//! A report or an error message passes every piece of text it did not write
//! itself through [`terminal`] or [`terminal_line`]; a command shown for a
//! person to paste quotes each word it did not write with [`shell_word`].

use std::borrow::Cow;

/// Whether `c` must not reach a terminal as it is: a control character
/// (C0, DEL, C1; ESC, BEL, NUL among them) or a Unicode direction control,
/// which can make text read otherwise than it is stored.
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// `text` with every unsafe character written as a Rust escape (`\u{1b}`,
/// `\0`), except the newlines and tabs of text of several lines.
///
/// ```
/// use war_kata::kit::escape::terminal;
///
/// assert_eq!(terminal("FAIL\u{1b}[2K\rPASS\n"), "FAIL\\u{1b}[2K\\rPASS\n");
/// assert_eq!(terminal("plain"), "plain");
/// ```
pub fn terminal(text: &str) -> Cow<'_, str> {
    escape(text, |c| c != '\n' && c != '\t' && is_unsafe(c))
}

/// `text` as one line: like [`terminal`], with newlines and tabs escaped
/// too, for a message that must stay on one line.
///
/// ```
/// use war_kata::kit::escape::terminal_line;
///
/// assert_eq!(terminal_line("a\nb\u{7}"), "a\\nb\\u{7}");
/// ```
pub fn terminal_line(text: &str) -> Cow<'_, str> {
    escape(text, is_unsafe)
}

/// `text` with each character for which `unsafe_here` holds escaped.
fn escape(text: &str, unsafe_here: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(&unsafe_here) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if unsafe_here(c) {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `word` as one word of a POSIX shell command: as it is when it holds only
/// characters no shell treats specially, otherwise in single quotes (a
/// quote inside written `'\''`). Pasted, it is that one word, whatever it
/// holds: `$(...)`, backquotes, spaces, quotes, newlines.
///
/// ```
/// use war_kata::kit::escape::shell_word;
///
/// assert_eq!(shell_word("fixtures/war_draw.yaml"), "fixtures/war_draw.yaml");
/// assert_eq!(shell_word("my fixtures/$(rm -rf ~).yaml"), "'my fixtures/$(rm -rf ~).yaml'");
/// assert_eq!(shell_word("o'brien"), "'o'\\''brien'");
/// assert_eq!(shell_word(""), "''");
/// ```
pub fn shell_word(word: &str) -> Cow<'_, str> {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./,:=+@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return Cow::Borrowed(word);
    }
    Cow::Owned(format!("'{}'", word.replace('\'', "'\\''")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_control_character_is_escaped_on_one_line() {
        for c in (0u32..0x20).chain(0x7f..0xa0).filter_map(char::from_u32) {
            let text = format!("a{c}b");
            let escaped = terminal_line(&text);
            assert!(!escaped.chars().any(char::is_control), "{c:?}: {escaped}");
        }
    }

    #[test]
    fn direction_controls_are_escaped() {
        assert_eq!(terminal("a\u{202E}b"), "a\\u{202e}b");
    }

    #[test]
    fn text_of_several_lines_keeps_its_lines() {
        assert_eq!(terminal("a\n\tb\r"), "a\n\tb\\r");
    }

    #[test]
    fn a_quoted_word_reads_back_as_itself_in_sh() {
        for word in [
            "o'brien",
            "x';touch $F;'",
            "$(echo hi)",
            "a b\nc",
            "`id`",
            "-n",
        ] {
            let quoted = shell_word(word);
            let output = std::process::Command::new("sh")
                .arg("-c")
                .arg(format!("printf %s {quoted}"))
                .output()
                .expect("sh runs");
            assert_eq!(String::from_utf8_lossy(&output.stdout), word, "{quoted}");
        }
    }
}
