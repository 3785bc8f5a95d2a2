//! What a game's binary says about itself beyond `--help`, made from the
//! same clap definition so that none of it can drift from the binary:
//! shell completions ([`completions`], with clap_complete), and manual
//! pages ([`manpages`]): a roff page per command and subcommand (with
//! clap_mangen), or one Markdown page of every command, which the book's
//! command reference is.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Command};
use clap_complete::Shell;

use crate::kit::cli::{emit, write_file};
use crate::kit::error::{Error, ErrorKind};

/// The arguments of a binary's `completions` command.
#[derive(Debug, Clone, Args)]
pub struct CompletionsArgs {
    /// The shell to write the completion script for.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// The arguments of a binary's `manpages` command.
#[derive(Debug, Clone, Args)]
pub struct ManpagesArgs {
    /// The folder to write the pages into, made when missing (e.g.
    /// ~/.local/share/man/man1).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// Write one Markdown page of every command, NAME.md, instead of a man
    /// page per command (the book's command reference is this page).
    #[arg(long)]
    pub markdown: bool,
}

/// Writes the completion script of `command` for the shell `args` names to
/// standard output: the shell completes the binary's commands, options and
/// the values they allow.
pub fn completions(mut command: Command, args: &CompletionsArgs) -> Result<ExitCode, Error> {
    let name = command.get_name().to_string();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, name, &mut script);
    emit(&String::from_utf8_lossy(&script))?;
    Ok(ExitCode::SUCCESS)
}

/// Writes the manual pages of `command` into the folder `args` names (made
/// when missing), a page per command and subcommand, or one Markdown page
/// with `--markdown`; prints each file written, one a line. A file of the
/// same name is replaced: the pages are the binary's, written again.
pub fn manpages(command: Command, args: &ManpagesArgs) -> Result<ExitCode, Error> {
    let pages = if args.markdown {
        vec![(format!("{}.md", command.get_name()), markdown(command))]
    } else {
        roff_pages(command)?
    };
    std::fs::create_dir_all(&args.dir).map_err(|error| {
        Error::new(
            ErrorKind::Write,
            args.dir.display().to_string(),
            error.to_string(),
        )
    })?;
    let mut written = String::new();
    for (name, text) in pages {
        let path = args.dir.join(name);
        write_file(&path, &text)?;
        written.push_str(&format!("{}\n", path.display()));
    }
    emit(&written)?;
    Ok(ExitCode::SUCCESS)
}

/// `command` and every command under it, depth first, each named as typed
/// (`war stats merge`); hidden ones and clap's `help` left out.
fn every_command(command: Command) -> Vec<Command> {
    let mut command = command.disable_help_subcommand(true);
    command.build();
    let mut found = Vec::new();
    let mut stack = vec![command];
    while let Some(command) = stack.pop() {
        let mut under: Vec<Command> = command
            .get_subcommands()
            .filter(|sub| !sub.is_hide_set())
            .cloned()
            .collect();
        under.reverse();
        stack.extend(under);
        found.push(command);
    }
    found
}

/// The roff man page of each command of `command`, with its file name:
/// `war.1`, `war-trace.1`, `war-stats-merge.1`, ...
fn roff_pages(command: Command) -> Result<Vec<(String, String)>, Error> {
    let program = format!(
        "{} {}",
        command.get_name(),
        command.get_version().unwrap_or_default()
    );
    every_command(command)
        .into_iter()
        .map(|command| {
            let usage = synopsis(&command);
            let page = clap_mangen::Man::new(command.override_usage(usage)).source(&program);
            let mut text = Vec::new();
            page.render(&mut text)
                .map_err(|error| Error::io("the manual page", error))?;
            Ok((
                page.get_filename(),
                String::from_utf8_lossy(&text).into_owned(),
            ))
        })
        .collect()
}

/// A man page's synopsis of `command`, every option with its value's name:
/// `war grade [--rules <PRESET>] [--strict] --cmd <COMMAND> [PATHS]...`
/// (hidden options and the help and version flags left out).
fn synopsis(command: &Command) -> String {
    let name = command
        .get_bin_name()
        .unwrap_or(command.get_name())
        .to_string();
    let mut words = vec![name];
    let shown = |arg: &&clap::Arg| {
        !arg.is_hide_set() && !matches!(arg.get_id().as_str(), "help" | "version")
    };
    for arg in command.get_arguments().filter(shown) {
        let values: Vec<String> = arg
            .get_value_names()
            .map(|names| names.iter().map(|n| format!("<{n}>")).collect())
            .unwrap_or_default();
        let word = if arg.is_positional() {
            let value = values
                .first()
                .cloned()
                .unwrap_or_else(|| arg.get_id().to_string());
            let many = matches!(arg.get_num_args(), Some(range) if range.max_values() > 1);
            let value = value
                .trim_start_matches('<')
                .trim_end_matches('>')
                .to_string();
            let value = if arg.is_required_set() {
                format!("<{value}>")
            } else {
                format!("[{value}]")
            };
            if many {
                format!("{value}...")
            } else {
                value
            }
        } else {
            let flag = match (arg.get_long(), arg.get_short()) {
                (Some(long), _) => format!("--{long}"),
                (None, Some(short)) => format!("-{short}"),
                (None, None) => continue,
            };
            let takes = arg.get_action().takes_values();
            let word = if takes && !values.is_empty() {
                format!("{flag} {}", values.join(" "))
            } else {
                flag
            };
            if arg.is_required_set() {
                word
            } else {
                format!("[{word}]")
            }
        };
        words.push(word);
    }
    if command.has_subcommands() {
        words.push("<COMMAND>".to_string());
    }
    words.join(" ")
}

/// The Markdown page of every command of `command`: for each, a heading
/// naming it as typed and what its `--help` prints.
fn markdown(command: Command) -> String {
    let name = command.get_name().to_string();
    let mut page = format!(
        "<!-- Written by `{name} manpages DIR --markdown` from {name}'s command line; \
         `cargo test` fails when it differs, and writes it anew outside CI. -->\n\n\
         # `{name}`: every command and option\n\n\
         What `{name} --help` and `{name} COMMAND --help` print, command by command.\n"
    );
    for command in every_command(command) {
        let typed = command
            .get_bin_name()
            .unwrap_or(command.get_name())
            .to_string();
        let help = command.clone().render_long_help().to_string();
        page.push_str(&format!(
            "\n## `{typed}`\n\n```text\n{}\n```\n",
            help.trim_end()
        ));
    }
    page
}
