//! A game's binary run as a user runs it, and what every game's command-line
//! tests check of its output: the text it printed, and an error reported as
//! one line (`war: error: FILE:LINE:COL: what; how to fix it`), exit code 1,
//! never a panic.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the program at `path` with `args` in the repository's folder,
/// feeding it `stdin` (a program that stops reading early is no failure).
pub fn run(path: &str, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(path)
        // English, whatever the machine's language (`LC_ALL` decides first).
        .env("LC_ALL", "C.UTF-8")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("{path} starts: {error}"));
    let mut input = child.stdin.take().expect("stdin is piped");
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    child
        .wait_with_output()
        .unwrap_or_else(|error| panic!("{path} finishes: {error}"))
}

/// What the program printed on its standard output.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

/// What the program printed on its standard error.
pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// Asserts that `output` failed with exit code 1 and exactly one error line,
/// `PROGRAM: error: ` followed by `prefix`, and no panic.
pub fn assert_one_line_error(program: &str, output: &Output, prefix: &str) {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(1), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line expected, got: {err}");
    assert!(
        err.starts_with(&format!("{program}: error: {prefix}")),
        "expected an error starting with {prefix:?}, got: {err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

/// As [`assert_one_line_error`], and the line gives advice after a `;`.
pub fn assert_one_line_error_with_fix(program: &str, output: &Output, prefix: &str) {
    assert_one_line_error(program, output, prefix);
    let err = stderr(output);
    assert!(err.contains("; "), "no advice in: {err}");
}
