//! The README's transcripts are true: every ```console block is run, its
//! `$ ` commands one after the other in one shell at the repository's root
//! (so `echo $?` sees the command before it), with the `war`, `uno` and
//! `battleship` just built first on the `PATH`, and what they print,
//! standard output and standard error together, must be the block's other
//! lines, line for line.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Blocks shown for illustration and not run, by their first command, with
/// the reason; each must still be in the README.
const NOT_RUN: &[(&str, &str)] = &[(
    "$ battleship trace bad.yaml",
    "bad.yaml is the reader's own broken fixture, not a file of the repository",
)];

/// A ```console block of the README: the line it starts on, its commands
/// and the lines they print.
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
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PATH", path)
        .output()
        .expect("sh runs");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn every_console_transcript_prints_what_the_readme_shows() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("the README");
    let all = transcripts(&readme);
    assert!(all.len() >= 5, "the README's transcripts were found");
    let mut ran = 0;
    for transcript in &all {
        let first = format!("$ {}", transcript.commands.first().map_or("", |c| c));
        if NOT_RUN.iter().any(|(command, _)| *command == first) {
            continue;
        }
        assert!(
            !transcript.commands.is_empty(),
            "README.md:{}: a console block without a `$ ` command",
            transcript.line
        );
        let printed = run(&transcript.commands);
        assert_eq!(
            printed, transcript.printed,
            "README.md:{}: {:?} printed other lines than the README shows",
            transcript.line, transcript.commands
        );
        ran += 1;
    }
    assert!(ran >= 5, "at least five transcripts were run, not {ran}");
}

#[test]
fn every_block_not_run_is_still_in_the_readme() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("the README");
    let firsts: Vec<String> = transcripts(&readme)
        .iter()
        .filter_map(|t| t.commands.first().map(|c| format!("$ {c}")))
        .collect();
    for (command, why) in NOT_RUN {
        assert!(
            firsts.iter().any(|first| first == command),
            "{command} ({why}) is no longer a transcript of the README: take it off NOT_RUN"
        );
    }
}
