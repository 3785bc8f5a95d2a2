//! What the three binaries say about themselves beyond `--help`: shell
//! completions that complete (bash here, fish and zsh where they are
//! installed, PowerShell's script read), a man page for every command and
//! subcommand, and the book's command reference, which must be what the
//! binary prints: when it drifts this test fails, and (outside CI) writes
//! the page anew for review.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Output};

/// The three binaries, by name and path.
const BINARIES: [(&str, &str); 3] = [
    ("war", env!("CARGO_BIN_EXE_war")),
    ("uno", env!("CARGO_BIN_EXE_uno")),
    ("battleship", env!("CARGO_BIN_EXE_battleship")),
];

/// Runs `program` with `args` in English, whatever the machine's language,
/// and fails the test when it does not start.
fn run(program: &str, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap_or_else(|e| panic!("{program} starts: {e}"))
}

/// Standard output as text, after checking that `output` succeeded.
fn succeeded(output: &Output, what: &str) -> String {
    assert!(
        output.status.success(),
        "{what}: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The subcommands a `--help` text lists under `Commands:`, but `help`.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// Every command of the binary at `path` as typed after its name, found
/// by reading `--help` at every depth: `[]`, `["trace"]`, `["stats",
/// "merge"]`, ...
fn every_command(path: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut pending = vec![Vec::<String>::new()];
    while let Some(words) = pending.pop() {
        let mut args: Vec<&str> = words.iter().map(String::as_str).collect();
        args.push("--help");
        let help = succeeded(&run(path, &args), "--help");
        for sub in subcommands(&help) {
            let mut deeper = words.clone();
            deeper.push(sub);
            pending.push(deeper);
        }
        found.push(words);
    }
    found
}

/// The completion script of `name` for `shell`, written to a file in
/// `dir`.
fn script(dir: &Path, name: &str, path: &str, shell: &str) -> std::path::PathBuf {
    let text = succeeded(&run(path, &["completions", shell]), "completions");
    let file = dir.join(format!("{name}.{shell}"));
    std::fs::write(&file, text).expect("the script is written");
    file
}

/// What bash completes for the command line `line` (the cursor at its
/// end) with the completion script `file` loaded, as bash does on Tab.
fn bash_completes(file: &Path, name: &str, line: &str) -> Vec<String> {
    let words: Vec<&str> = line.split(' ').collect();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "source '{}'\nCOMP_WORDS=({})\nCOMP_CWORD={}\nCOMP_LINE='{line}'\nCOMP_POINT={}\n\
         _{} '{name}' '{}' '{}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        file.display(),
        quoted.join(" "),
        words.len() - 1,
        line.len(),
        name.replace('-', "__"),
        words[words.len() - 1],
        words[words.len() - 2],
    );
    let output = succeeded(&run("bash", &["-c", &program]), "bash completion");
    output.lines().map(str::to_string).collect()
}

#[test]
fn bash_completes_commands_options_and_values() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cases: [(&str, &str, &str); 10] = [
        ("war", "war tr", "trace"),
        ("war", "war grade --rules co", "codingame"),
        ("war", "war learn --locale n", "nl"),
        ("war", "war stats --ga", "--games"),
        ("war", "war stats me", "merge"),
        ("war", "war completions z", "zsh"),
        ("uno", "uno st", "stats"),
        ("uno", "uno grade --rules ma", "mattel"),
        ("battleship", "battleship grade-all --rules a", "apart"),
        ("battleship", "battleship compare --plo", "--plot"),
    ];
    for (name, line, expected) in cases {
        let (_, path) = BINARIES.iter().find(|(n, _)| *n == name).expect("a binary");
        let file = script(dir.path(), name, path, "bash");
        let offered = bash_completes(&file, name, line);
        assert_eq!(offered, [expected], "{line}<Tab>");
    }
}

#[test]
#[cfg_attr(
    tool_missing = "fish",
    ignore = "fish is not installed: apt-get install fish"
)]
fn fish_completes_commands_and_options() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (name, path) in BINARIES {
        let file = script(dir.path(), name, path, "fish");
        for (line, expected) in [
            (format!("{name} st"), "stats"),
            (format!("{name} stats --ga"), "--games"),
        ] {
            let program = format!("source '{}'; complete -C '{line}'", file.display());
            let output = succeeded(&run("fish", &["--no-config", "-c", &program]), "fish");
            let offered: Vec<&str> = output
                .lines()
                .filter_map(|l| l.split('\t').next())
                .collect();
            assert_eq!(offered, [expected], "{line}<Tab>: {output}");
        }
    }
}

#[test]
#[cfg_attr(
    tool_missing = "zsh",
    ignore = "zsh is not installed: apt-get install zsh"
)]
fn zsh_loads_each_completion_function() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (name, path) in BINARIES {
        let file = script(dir.path(), name, path, "zsh");
        // compinit registers the function for the command, as a user's
        // fpath would; the script itself must parse without error.
        let program = format!(
            "autoload -Uz compinit && compinit -u -D && source '{}' && print -r -- \"$_comps[{name}]\"",
            file.display()
        );
        let output = succeeded(&run("zsh", &["-f", "-c", &program]), "zsh");
        assert_eq!(output.trim(), format!("_{name}"), "{name}");
    }
}

#[test]
fn powershell_completion_names_every_command() {
    for (name, path) in BINARIES {
        let text = succeeded(&run(path, &["completions", "powershell"]), "completions");
        assert!(
            text.contains(&format!(
                "Register-ArgumentCompleter -Native -CommandName '{name}'"
            )),
            "{text}"
        );
        for words in every_command(path).into_iter().filter(|w| !w.is_empty()) {
            let last = words.last().expect("a word");
            assert!(
                text.contains(&format!("[CompletionResult]::new('{last}'")),
                "{name} {}: not completed",
                words.join(" ")
            );
        }
    }
}

#[test]
fn a_man_page_is_written_for_every_command_and_subcommand() {
    for (name, path) in BINARIES {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let out = dir.path().join("man1");
        let printed = succeeded(
            &run(path, &["manpages", &out.display().to_string()]),
            "manpages",
        );
        let commands = every_command(path);
        let expected: BTreeSet<String> = commands
            .iter()
            .map(|words| {
                std::iter::once(name.to_string())
                    .chain(words.iter().cloned())
                    .collect::<Vec<_>>()
                    .join("-")
                    + ".1"
            })
            .collect();
        let written: BTreeSet<String> = std::fs::read_dir(&out)
            .expect("the folder was made")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(written, expected, "{name}");
        assert_eq!(printed.lines().count(), expected.len(), "{printed}");
        // Each page is the roff of its command: its title, and every long
        // option its --help lists.
        for words in &commands {
            let page_name = std::iter::once(name.to_string())
                .chain(words.iter().cloned())
                .collect::<Vec<_>>()
                .join("-");
            let page = std::fs::read_to_string(out.join(format!("{page_name}.1"))).expect("a page");
            assert!(
                page.contains(&format!("\n.TH {page_name} 1 ")),
                "{page_name}: {page}"
            );
            let mut args: Vec<&str> = words.iter().map(String::as_str).collect();
            args.push("--help");
            let help = succeeded(&run(path, &args), "--help");
            for option in help
                .split_whitespace()
                .filter(|word| word.starts_with("--") && word.len() > 2)
                .map(|word| word.trim_end_matches([',', '.', ')', ':']))
                .filter(|word| {
                    word.chars()
                        .skip(2)
                        .all(|c| c.is_ascii_lowercase() || c == '-')
                })
            {
                let roff = option.replace('-', "\\-");
                assert!(
                    page.contains(&roff) || page.contains(option),
                    "{page_name}: {option} is not on the page"
                );
            }
        }
    }
}

#[test]
fn manpages_into_a_file_is_one_line_of_error() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").expect("a file");
    let output = run(BINARIES[0].1, &["manpages", &file.display().to_string()]);
    assert_eq!(output.status.code(), Some(1));
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("war: error: "), "{err}");
}

/// Whether CI runs the tests (a page is then never written).
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|ci| ci == "true")
}

#[test]
fn the_books_command_reference_is_what_each_binary_prints() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut drifted = Vec::new();
    for (name, path) in BINARIES {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let out = dir.path().display().to_string();
        succeeded(
            &run(path, &["manpages", &out, "--markdown"]),
            "manpages --markdown",
        );
        let made =
            std::fs::read_to_string(dir.path().join(format!("{name}.md"))).expect("the page");
        let page = root.join(format!("book/src/reference/{name}-commands.md"));
        let kept = std::fs::read_to_string(&page).unwrap_or_default();
        if made != kept {
            if !in_ci() {
                std::fs::write(&page, &made).expect("the book's page is written");
            }
            drifted.push(page.display().to_string());
        }
    }
    assert!(
        drifted.is_empty(),
        "the command reference differs from what the binaries print: {}; {}",
        drifted.join(", "),
        if in_ci() {
            "run `cargo test --test manual` outside CI to write it anew, review it and commit it"
        } else {
            "written anew: review it with `git diff book/` and commit it"
        }
    );
}

/// The commands a binary's help offers to try first: the lines under
/// `First commands to try:`, each split into its words.
fn first_commands(help: &str) -> Vec<Vec<String>> {
    help.lines()
        .skip_while(|line| *line != "First commands to try:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .map(|line| {
            line.split("   ")
                .next()
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// With no command, and with `--help`, each binary shows three commands to
/// try first, each a command it has, besides the list of them all.
#[test]
fn each_binary_shows_three_commands_to_try_first() {
    for (name, path) in BINARIES {
        let bare = run(path, &[]);
        assert_eq!(bare.status.code(), Some(2), "{name} alone is a usage error");
        let bare = String::from_utf8_lossy(&bare.stderr).into_owned();
        let help = succeeded(&run(path, &["--help"]), "--help");
        let known = subcommands(&help);
        for text in [&bare, &help] {
            assert!(text.contains("\nCommands:\n"), "{name}: {text}");
            let first = first_commands(text);
            assert_eq!(first.len(), 3, "{name}: {text}");
            for words in first {
                assert_eq!(words[0], name, "{words:?}");
                assert!(
                    known.contains(&words[1]),
                    "{name} has no command {}",
                    words[1]
                );
            }
        }
    }
}

#[test]
fn a_man_page_shows_every_option_s_value_and_names_its_program() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = dir.path().display().to_string();
    succeeded(&run(BINARIES[0].1, &["manpages", &out]), "manpages");
    let grade = std::fs::read_to_string(dir.path().join("war-grade.1")).expect("a page");
    let synopsis = grade
        .lines()
        .skip_while(|line| *line != ".SH SYNOPSIS")
        .nth(1)
        .expect("a synopsis");
    for shown in [
        "\\-\\-cmd <COMMAND>",
        "[PATHS]...",
        "[\\-\\-rules <PRESET>]",
        "[\\-\\-timeout <SECONDS>]",
        "[\\-\\-strict]",
    ] {
        assert!(synopsis.contains(shown), "{shown} in {synopsis}");
    }
    let learn = std::fs::read_to_string(dir.path().join("war-learn.1")).expect("a page");
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        learn.contains(&format!(".TH war-learn 1  \"war {version}\"")),
        "{}",
        learn.lines().take(4).collect::<Vec<_>>().join("\n")
    );
}
