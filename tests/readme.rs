//! The manual's transcripts are true: every ```console block of the README
//! and of every page of the book (`book/src/**/*.md`) is run, its `$ `
//! commands one after the other in one shell at the repository's root (so
//! `echo $?` sees the command before it), with the `war`, `uno` and
//! `battleship` just built first on the `PATH`, and what they print,
//! standard output and standard error together, must be the block's other
//! lines, line for line.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::path_for_grading;

/// Blocks shown for illustration and not run, by their page and first
/// command, with the reason; each must still be on its page.
const NOT_RUN: &[(&str, &str, &str)] = &[(
    "book/src/contributing/fixtures.md",
    "$ battleship trace bad.yaml",
    "bad.yaml is the reader's own broken fixture, not a file of the repository",
)];

/// A ```console block of a page: the line it starts on, its commands and
/// the lines they print.
struct Transcript {
    line: usize,
    commands: Vec<String>,
    printed: Vec<String>,
}

/// Every ```console block of `text`.
fn transcripts(text: &str) -> Vec<Transcript> {
    let mut found = Vec::new();
    let mut open: Option<Transcript> = None;
    for (index, line) in text.lines().enumerate() {
        match (&mut open, line) {
            (None, "```console") => {
                open = Some(Transcript {
                    line: index + 1,
                    commands: Vec::new(),
                    printed: Vec::new(),
                });
            }
            (Some(_), "```") => found.extend(open.take()),
            (Some(block), line) => match line.strip_prefix("$ ") {
                Some(command) => block.commands.push(command.to_string()),
                None => block.printed.push(line.to_string()),
            },
            (None, _) => {}
        }
    }
    found
}

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The manual's pages, as paths from the root: the README, then every
/// Markdown file under `book/src`, in name order.
fn pages() -> Vec<String> {
    let mut found = vec!["README.md".to_string()];
    let mut folders = vec![root().join("book/src")];
    let mut book = Vec::new();
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the book's folder is readable") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                let relative = path.strip_prefix(root()).expect("under the root");
                book.push(relative.to_string_lossy().into_owned());
            }
        }
    }
    book.sort();
    found.extend(book);
    found
}

/// The text of the page at `page`, a path from the root.
fn read(page: &str) -> String {
    std::fs::read_to_string(root().join(page)).unwrap_or_else(|e| panic!("{page}: {e}"))
}

/// The folder of the binaries this test was built with.
fn binaries() -> PathBuf {
    Path::new(env!("CARGO_BIN_EXE_war"))
        .parent()
        .expect("the binary is in a folder")
        .to_path_buf()
}

/// Runs `commands` in one shell at the repository's root and returns what
/// they printed, line by line.
fn run(commands: &[String]) -> Vec<String> {
    let script: String = commands
        .iter()
        .map(|command| format!("{command} 2>&1\n"))
        .collect();
    let path = std::env::join_paths(std::iter::once(binaries()).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("a PATH of folders");
    let output = Command::new("sh")
        .arg("-c")
        .arg(script)
        .current_dir(root())
        .env("PATH", path)
        // The transcripts are English: so is `war`, whatever the machine's
        // language (LC_ALL decides before LC_MESSAGES and LANG).
        .env("LC_ALL", "C.UTF-8")
        .output()
        .expect("sh runs");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// Whether the block of `page` that starts with `first` is shown and not
/// run.
fn not_run(page: &str, first: &str) -> bool {
    NOT_RUN
        .iter()
        .any(|(shown_on, command, _)| *shown_on == page && *command == first)
}

#[test]
fn every_console_transcript_prints_what_the_manual_shows() {
    let mut ran = 0;
    for page in pages() {
        for transcript in transcripts(&read(&page)) {
            let first = format!("$ {}", transcript.commands.first().map_or("", |c| c));
            if not_run(&page, &first) {
                continue;
            }
            assert!(
                !transcript.commands.is_empty(),
                "{page}:{}: a console block without a `$ ` command",
                transcript.line
            );
            let printed = run(&transcript.commands);
            assert_eq!(
                printed, transcript.printed,
                "{page}:{}: {:?} printed other lines than the page shows",
                transcript.line, transcript.commands
            );
            ran += 1;
        }
    }
    assert!(ran >= 8, "at least eight transcripts were run, not {ran}");
}

#[test]
fn every_block_not_run_is_still_on_its_page() {
    for (page, command, why) in NOT_RUN {
        let firsts: Vec<String> = transcripts(&read(page))
            .iter()
            .filter_map(|t| t.commands.first().map(|c| format!("$ {c}")))
            .collect();
        assert!(
            firsts.iter().any(|first| first == command),
            "{command} ({why}) is no longer a transcript of {page}: take it off NOT_RUN"
        );
    }
}

/// The command of the README's "Where to start" row for `reader` (`a
/// teacher`), as written.
fn first_screen_command(reader: &str) -> String {
    let readme = read("README.md");
    let row = readme
        .lines()
        .find(|line| line.starts_with(&format!("| {reader} |")))
        .unwrap_or_else(|| panic!("the README has a row for {reader}"));
    let command = row.split('`').nth(1).expect("a command in backquotes");
    command.to_string()
}

/// The teacher's first command runs as written from a clone (the sample
/// class of `examples/class`, read as Moodle exports it) and grades it as
/// the teacher's guide shows: each student's row, the misreading behind
/// their failures, a crash, a missing `return`, a compiler's error.
#[test]
#[cfg_attr(
    tool_missing = "javac",
    ignore = "javac is not installed: apt-get install openjdk-17-jdk-headless"
)]
fn the_teachers_first_command_runs_as_written() {
    let command = first_screen_command("a teacher");
    assert_eq!(command, "war grade-all examples/class --out results");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let copy = Command::new("cp")
        .args(["-r", "--"])
        .arg(root().join("examples"))
        .arg(dir.path())
        .status()
        .expect("cp runs");
    assert!(copy.success());
    let path = std::env::join_paths(
        std::iter::once(binaries()).chain(std::env::split_paths(&path_for_grading())),
    )
    .expect("a PATH of folders");
    let output = Command::new("sh")
        .arg("-c")
        .arg(&command)
        .current_dir(dir.path())
        .env("PATH", path)
        .env("LC_ALL", "C.UTF-8")
        .output()
        .expect("sh runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let table: Vec<&str> = stdout
        .lines()
        .skip_while(|line| !line.starts_with("student "))
        .take_while(|line| !line.is_empty() && !line.starts_with("time: "))
        .collect();
    assert!(
        stdout.contains("time: 8 submissions built in "),
        "where the time went: {stdout}"
    );
    assert_eq!(
        table,
        [
            "student        score  status            misreading or reason",
            "Ana Lima       34/34  graded",
            "Bram de Vries  28/34  graded            a_loses_when_both_short",
            "Chen Wei       34/34  graded",
            "Dana Okafor    12/34  graded            deal_halves",
            "Emil Novak     20/34  graded            fewer_loses_when_both_short+winner_card_first+java_integer_draw_at_limit",
            "Farah Haddad   20/34  graded            short_war_crashes",
            "Gus Berg       0/34   graded            34 cases: find_winner returned None: a missing return?",
            "Hana Sato      0/34   does_not_compile  does not compile: War.java:10: error: ';' expected",
        ],
        "{stdout}"
    );
    assert!(stdout.starts_with("read as a Moodle export: 8 students from 8 folders;"));
    for written in ["index.html", "summary.csv", "summary.json"] {
        assert!(
            dir.path().join("results").join(written).is_file(),
            "{written}"
        );
    }
    // The class report names Farah's misreading and her crash, both.
    let index = std::fs::read_to_string(dir.path().join("results/index.html")).expect("index.html");
    let farah = &index[index
        .find("data-student=\"Farah_Haddad")
        .expect("Farah's row")..];
    let farah = &farah[..farah.find("</tr>").expect("its end")];
    assert!(
        farah.contains("short_war_crashes<br>")
            && farah.contains(
                "crashed: the port&#x27;s code raised java.lang.IndexOutOfBoundsException"
            ),
        "{farah}"
    );
    let guide = read("book/src/teacher/index.md");
    for line in &table {
        assert!(guide.contains(line), "the teacher's guide shows {line:?}");
    }
}
