//! Numbers and text in words, worded alike by every game: `3 battles`,
//! `1 turn`, `1,000,000`, `0.5 s`, a long text shortened.

use std::time::Duration;

/// `n` followed by `noun`, plural unless `n` is 1.
///
/// ```
/// use war_kata::kit::words::count;
///
/// assert_eq!(count(1, "battle"), "1 battle");
/// assert_eq!(count(3, "war"), "3 wars");
/// ```
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `part` as a share of `whole`, from 0 to 1; 0 when `whole` is 0.
pub fn share(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// `n` with its thousands separated by commas: `1,000,000`.
///
/// ```
/// use war_kata::kit::words::thousands;
///
/// assert_eq!(thousands(1234567), "1,234,567");
/// assert_eq!(thousands(12), "12");
/// ```
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A duration in seconds, as a person writes it: `5 s`, `0.5 s`; to the
/// millisecond, or to the nanosecond below one, so that no duration asked
/// for reads as `0 s`.
///
/// ```
/// use std::time::Duration;
/// use war_kata::kit::words::seconds;
///
/// assert_eq!(seconds(Duration::from_millis(1500)), "1.5 s");
/// assert_eq!(seconds(Duration::from_micros(1)), "0.000001 s");
/// ```
pub fn seconds(duration: Duration) -> String {
    let places = if duration.is_zero() || duration >= Duration::from_millis(1) {
        3
    } else {
        9
    };
    let text = format!("{:.places$}", duration.as_secs_f64());
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text} s")
}

/// `text` cut to at most `limit` characters, with an ellipsis when cut.
pub fn shorten(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        text.to_string()
    } else {
        let head: String = text.chars().take(limit).collect();
        format!("{head}...")
    }
}

/// The words of `text` in lines of at most `width` characters (a longer
/// word alone on its line).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The last `lines` lines of `text`.
pub fn tail_lines(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// `text` with at most its first `head` and its last `tail` lines, and a
/// line saying how many were left out between them.
///
/// ```
/// use war_kata::kit::words::head_and_tail_lines;
///
/// assert_eq!(head_and_tail_lines("a\nb\nc\nd\ne", 1, 1), "a\n[... 3 lines left out ...]\ne");
/// assert_eq!(head_and_tail_lines("a\nb", 1, 1), "a\nb");
/// ```
pub fn head_and_tail_lines(text: &str, head: usize, tail: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    if all.len() <= head + tail + 1 {
        return text.to_string();
    }
    let left_out = all.len() - head - tail;
    let mut lines = all[..head].to_vec();
    let marker = format!("[... {left_out} lines left out ...]");
    lines.push(&marker);
    lines.extend_from_slice(&all[all.len() - tail..]);
    lines.join("\n")
}

/// `text` with at most its first and last `max / 2` bytes (cut at
/// characters), and a line saying how many bytes were left out between
/// them: `[... 1234 bytes left out ...]`, as a capture of a stream says it.
/// A text of at most `max` bytes is kept whole.
///
/// ```
/// use war_kata::kit::words::head_and_tail_bytes;
///
/// assert_eq!(head_and_tail_bytes("abcdefghij", 4), "ab\n[... 6 bytes left out ...]\nij");
/// assert_eq!(head_and_tail_bytes("abcd", 4), "abcd");
/// ```
pub fn head_and_tail_bytes(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    if text.len() <= max {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut head = max / 2;
    while !text.is_char_boundary(head) {
        head -= 1;
    }
    let mut tail = text.len() - (max - max / 2);
    while !text.is_char_boundary(tail) {
        tail += 1;
    }
    let left_out = tail - head;
    std::borrow::Cow::Owned(format!(
        "{}\n[... {left_out} bytes left out ...]\n{}",
        &text[..head],
        &text[tail..]
    ))
}

/// `texts` as the labels of one column: each followed by spaces to one
/// more than the longest's width in characters, so that what follows them
/// lines up in any language.
///
/// ```
/// use war_kata::kit::words::labels;
///
/// let [deck, port] = labels(["deck:".to_string(), "your port:".to_string()]);
/// assert_eq!(deck, "deck:      ");
/// assert_eq!(port, "your port: ");
/// ```
pub fn labels<const N: usize>(texts: [String; N]) -> [String; N] {
    let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0) + 1;
    texts.map(|text| {
        let pad = width - text.chars().count();
        format!("{text}{}", " ".repeat(pad))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_at_the_width_and_a_long_word_stays_whole() {
        assert_eq!(wrap("a bb ccc dddd", 6), ["a bb", "ccc", "dddd"]);
        assert_eq!(wrap("abcdefgh ij", 4), ["abcdefgh", "ij"]);
        assert!(wrap(" \n ", 10).is_empty());
    }

    #[test]
    fn a_text_is_cut_at_characters_keeping_at_most_its_bound() {
        let text = "é".repeat(100);
        let cut = head_and_tail_bytes(&text, 51);
        let kept: String = cut.lines().filter(|l| !l.starts_with("[...")).collect();
        assert!(kept.len() <= 51, "{cut}");
        assert!(kept.chars().all(|c| c == 'é'), "{cut}");
        let left_out = text.len() - kept.len();
        assert!(
            cut.contains(&format!("[... {left_out} bytes left out ...]")),
            "{cut}"
        );
        assert_eq!(head_and_tail_bytes(&text, 200), text);
        assert_eq!(
            head_and_tail_bytes("abc", 0),
            "\n[... 3 bytes left out ...]\n"
        );
    }
}
