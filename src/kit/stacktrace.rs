//! Long stack traces cut short for a report: a student's `StackOverflowError`
//! prints a thousand frames of the same line, and a report that a person
//! reads needs the first frames (where it went wrong) and the last (how it
//! got there).
//!
//! A frame is a Java line `\tat pkg.Class.method(File.java:12)` (with
//! `... 5 more` lines), or a Python traceback's `  File "x.py", line 3, in f`
//! with the lines of code under it. A run of more frames than kept is cut in
//! its middle, with a line saying how many were left out.

/// Frames kept at the start of a long run of frames.
pub const FIRST_FRAMES: usize = 5;

/// Frames kept at the end of a long run of frames.
pub const LAST_FRAMES: usize = 3;

/// `text` with every run of more than `first + last` stack frames cut to
/// its `first` and its `last` frames.
///
/// ```
/// use war_kata::kit::stacktrace::cut;
///
/// let mut trace = String::from("java.lang.StackOverflowError\n");
/// for _ in 0..1000 {
///     trace.push_str("\tat War.play(War.java:9)\n");
/// }
/// let short = cut(&trace, 2, 1);
/// assert_eq!(short.lines().count(), 5);
/// assert!(short.contains("997 frames left out"));
/// ```
pub fn cut(text: &str, first: usize, last: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len().min(256));
    let mut at = 0;
    while at < lines.len() {
        let frames = frames_from(&lines, at);
        if frames.len() > first + last + 1 {
            let indent = frame_indent(lines[at]);
            for &(start, end) in &frames[..first] {
                out.extend(lines[start..end].iter().map(|l| (*l).to_string()));
            }
            let left_out = frames.len() - first - last;
            out.push(format!("{indent}... {left_out} frames left out ..."));
            for &(start, end) in &frames[frames.len() - last..] {
                out.extend(lines[start..end].iter().map(|l| (*l).to_string()));
            }
        } else {
            let end = frames.last().map_or(at + 1, |&(_, end)| end);
            out.extend(lines[at..end].iter().map(|l| (*l).to_string()));
        }
        at = frames.last().map_or(at + 1, |&(_, end)| end);
    }
    let mut cut = out.join("\n");
    if text.ends_with('\n') && !cut.is_empty() {
        cut.push('\n');
    }
    cut
}

/// The frames of the run starting at line `at`, each as the range of its
/// lines; empty when line `at` starts no frame.
fn frames_from(lines: &[&str], mut at: usize) -> Vec<(usize, usize)> {
    let mut frames = Vec::new();
    while at < lines.len() {
        let line = lines[at];
        if is_java_frame(line) {
            frames.push((at, at + 1));
            at += 1;
        } else if is_python_frame(line) {
            // The code line and its `^^^^` marker belong to the frame.
            let mut end = at + 1;
            while end < lines.len() && is_python_code(lines[end]) {
                end += 1;
            }
            frames.push((at, end));
            at = end;
        } else {
            break;
        }
    }
    frames
}

/// A Java frame: `\tat Class.method(File.java:12)`, or `\t... 5 more`.
fn is_java_frame(line: &str) -> bool {
    let trimmed = line.trim_start();
    trimmed.len() < line.len()
        && ((trimmed.starts_with("at ") && trimmed.ends_with(')'))
            || (trimmed.starts_with("... ") && trimmed.ends_with(" more")))
}

/// A Python frame's first line: `  File "x.py", line 3, in f`.
fn is_python_frame(line: &str) -> bool {
    line.starts_with("  File \"") && line.contains("\", line ")
}

/// A line under a Python frame: its code, indented by four or more.
fn is_python_code(line: &str) -> bool {
    line.starts_with("    ") && !is_python_frame(line)
}

/// The whitespace a frame line starts with.
fn frame_indent(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_trace_is_left_alone() {
        let trace = "Exception in thread \"main\" java.lang.ArithmeticException: / by zero\n\tat War.findWinner(War.java:3)\n\tat WarAdapter.main(WarAdapter.java:9)\n";
        assert_eq!(cut(trace, 5, 3), trace);
        assert_eq!(cut("plain\ntext", 1, 1), "plain\ntext");
    }

    #[test]
    fn a_long_java_trace_keeps_its_first_and_last_frames() {
        let mut trace = String::from("java.lang.StackOverflowError\n");
        for line in 0..1024 {
            trace.push_str(&format!("\tat War.play(War.java:{line})\n"));
        }
        trace.push_str("after\n");
        let short = cut(&trace, 5, 3);
        let lines: Vec<&str> = short.lines().collect();
        assert_eq!(lines.len(), 1 + 5 + 1 + 3 + 1);
        assert_eq!(lines[1], "\tat War.play(War.java:0)");
        assert_eq!(lines[6], "\t... 1016 frames left out ...");
        assert_eq!(lines[9], "\tat War.play(War.java:1023)");
        assert_eq!(lines[10], "after");
    }

    #[test]
    fn a_long_python_traceback_keeps_code_lines_with_their_frames() {
        let mut trace = String::from("Traceback (most recent call last):\n");
        for line in 0..20 {
            trace.push_str(&format!(
                "  File \"war.py\", line {line}, in play\n    return play(deck)\n           ^^^^^^^^^^\n"
            ));
        }
        trace.push_str("RecursionError: maximum recursion depth exceeded\n");
        let short = cut(&trace, 1, 1);
        assert_eq!(
            short,
            "Traceback (most recent call last):\n  File \"war.py\", line 0, in play\n    return play(deck)\n           ^^^^^^^^^^\n  ... 18 frames left out ...\n  File \"war.py\", line 19, in play\n    return play(deck)\n           ^^^^^^^^^^\nRecursionError: maximum recursion depth exceeded\n"
        );
    }
}
