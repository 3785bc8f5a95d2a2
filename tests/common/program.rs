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

/// The `fixtures` command of the program at `path`, whose fixtures are the
/// files of `folder` (from the repository's root): `list` names each file
/// once, `show NAME` prints its text as it is, `write DIR` writes every
/// file as it is and `check DIR` agrees with them; and `trace` of a name
/// that is neither a file nor a built-in fixture points to `fixtures list`.
pub fn assert_fixtures_command(program: &str, path: &str, folder: &str) {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut files: Vec<(String, String)> = std::fs::read_dir(&folder)
        .expect("the fixture folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|file| file.extension().is_some_and(|e| e == "yaml"))
        .map(|file| {
            let name = file
                .file_stem()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            (name, std::fs::read_to_string(&file).expect("a fixture"))
        })
        .collect();
    files.sort();
    let list = run(path, &["fixtures", "list"], "");
    assert!(list.status.success(), "{}", stderr(&list));
    let names: Vec<String> = stdout(&list)
        .lines()
        .map(|line| {
            line.split_whitespace()
                .next()
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    let expected: Vec<String> = files.iter().map(|(name, _)| name.clone()).collect();
    assert_eq!(names, expected, "{program} fixtures list");
    let (name, text) = &files[0];
    let show = run(path, &["fixtures", "show", name], "");
    assert_eq!(stdout(&show), *text, "{program} fixtures show {name}");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = dir.path().join("mine");
    let out_text = out.display().to_string();
    let write = run(path, &["fixtures", "write", &out_text], "");
    assert!(write.status.success(), "{}", stderr(&write));
    for (name, text) in &files {
        let written = std::fs::read_to_string(out.join(format!("{name}.yaml"))).expect("written");
        assert_eq!(written, *text, "{name}");
    }
    let check = run(path, &["check", &out_text], "");
    assert!(check.status.success(), "{}", stderr(&check));
    let trace = run(path, &["trace", "nosuch"], "");
    assert_one_line_error_with_fix(
        program,
        &trace,
        &format!("nosuch: no such file, and no fixture built into {program} has this name"),
    );
    assert!(
        stderr(&trace).contains(&format!("`{program} fixtures list` names them")),
        "{}",
        stderr(&trace)
    );
}
