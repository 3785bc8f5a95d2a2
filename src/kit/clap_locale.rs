//! A binary's command line in the reader's language: clap's `--help` and its
//! argument errors in Dutch for the commands a student uses.
//!
//! English is clap's own, untouched: under English [`parse`] is
//! `Parser::parse`, byte for byte. Under Dutch (`--locale nl` on the command
//! line, else `LC_ALL`, `LC_MESSAGES` or `LANG`: [`peek_locale`]) the
//! command is rewritten before parsing ([`Dutch::translate`]): each student
//! command's `about`, its examples (`after_help`), every argument's help and
//! value name come from a Fluent catalogue of the binary, keyed by
//! subcommand and argument id (`grade-about`, `grade-after`, `grade-cmd`,
//! `grade-cmd-value`); clap's own words (`Usage:`, `Options:`, `Print
//! help`, `[default: …]`, `[possible values: …]`) are the kit's
//! (`locales/clap.nl.ftl`). An argument error is one Dutch line and a hint
//! ([`Dutch::error_text`]), exit code 2 as clap's.
//!
//! The other commands (a teacher's) keep their English pages and errors; in
//! the Dutch listing of all commands their one line is Dutch, under a
//! heading of their own that says their help is in English. A page is in
//! one language.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, Parser};

use crate::kit::escape::terminal_line;
use crate::kit::locale::{arg, Arg as MessageArg, Catalog, Locale};

/// Clap's own words in Dutch: headings, `-h`, `-V`, defaults and errors.
pub const CLAP_NL: &str = include_str!("locales/clap.nl.ftl");

/// The locale `--locale` asks for on the command line `args` (the program
/// first), peeked at before parsing: `--locale nl`, `--locale=nl`, before any
/// `--`; `None` when it is not there or names no language the project
/// speaks (clap then reports it).
///
/// ```
/// use war_kata::kit::clap_locale::peek_locale;
/// use war_kata::kit::locale::Locale;
///
/// let args = |line: &str| line.split(' ').map(Into::into).collect::<Vec<_>>();
/// assert_eq!(peek_locale(&args("war grade --locale nl")), Some(Locale::Nl));
/// assert_eq!(peek_locale(&args("war grade --locale=en_GB")), Some(Locale::En));
/// assert_eq!(peek_locale(&args("war grade -- --locale nl")), None);
/// ```
pub fn peek_locale(args: &[OsString]) -> Option<Locale> {
    let mut rest = args.iter().skip(1).map(|a| a.to_str());
    while let Some(word) = rest.next() {
        match word {
            Some("--") => return None,
            Some("--locale") => return rest.next().flatten().and_then(Locale::from_tag),
            Some(word) => {
                if let Some(tag) = word.strip_prefix("--locale=") {
                    return Locale::from_tag(tag);
                }
            }
            None => {}
        }
    }
    None
}

/// The command line `args` with a `--locale` given before the subcommand
/// (`war --locale nl grade`) moved behind it (`war grade --locale nl`),
/// where the subcommand reads it; dropped when the subcommand has no
/// `--locale` or when there is no subcommand (`war --locale nl --help`: the
/// flag still chose the language of the help). Any other command line is
/// left as it is.
///
/// ```
/// use war_kata::kit::clap_locale::locale_after_command;
///
/// let command = clap::Command::new("war")
///     .subcommand(clap::Command::new("grade").arg(clap::Arg::new("locale").long("locale")))
///     .subcommand(clap::Command::new("winner"));
/// let args = |line: &str| line.split(' ').map(Into::into).collect::<Vec<_>>();
/// let moved = |line| locale_after_command(&command, args(line));
/// assert_eq!(moved("war --locale nl grade -h"), args("war grade --locale nl -h"));
/// assert_eq!(moved("war --locale=nl grade"), args("war grade --locale=nl"));
/// assert_eq!(moved("war --locale nl winner"), args("war winner"));
/// assert_eq!(moved("war grade --locale nl"), args("war grade --locale nl"));
/// ```
pub fn locale_after_command(command: &Command, args: Vec<OsString>) -> Vec<OsString> {
    let mut front = Vec::new();
    let mut flag = Vec::new();
    let mut rest = args.into_iter();
    front.extend(rest.next());
    while let Some(word) = rest.next() {
        match word.to_str() {
            Some("--locale") if flag.is_empty() => {
                flag.push(word);
                flag.extend(rest.next());
            }
            Some(text) if text.starts_with("--locale=") && flag.is_empty() => flag.push(word),
            Some(text) if !text.starts_with('-') => {
                let takes = command
                    .find_subcommand(text)
                    .is_some_and(|sub| sub.get_arguments().any(|a| a.get_id() == "locale"));
                front.push(word);
                if takes {
                    front.append(&mut flag);
                }
                front.extend(rest);
                return front;
            }
            _ => front.push(word),
        }
    }
    // No subcommand (`war --locale nl --help`): the flag chose the language.
    front
}

/// Parses the process's command line into `T`, in the reader's language:
/// English is `T::parse()` itself (once a `--locale` before the subcommand
/// is moved behind it: [`locale_after_command`]); Dutch rewrites `T::command()` with the
/// binary's catalogue `texts` for the subcommands `translated`
/// ([`Dutch::translate`]) and reports an argument error in Dutch. Exits as
/// clap does: 0 after `--help` and `--version`, 2 for an argument error.
pub fn parse<T: Parser>(texts: &str, translated: &[&str]) -> T {
    let args: Vec<OsString> = std::env::args_os().collect();
    let locale = peek_locale(&args).unwrap_or_else(Locale::from_env);
    let args = locale_after_command(&T::command(), args);
    if locale != Locale::Nl {
        return T::parse_from(args);
    }
    let dutch = Dutch::new(texts, translated);
    let command = dutch.translate(T::command());
    let parsed = command
        .clone()
        .try_get_matches_from(&args)
        .and_then(|mut matches| T::from_arg_matches_mut(&mut matches));
    match parsed {
        Ok(parsed) => parsed,
        Err(error) => dutch.exit(&command, &args, error),
    }
}

/// The Dutch of a binary's command line: clap's words and the binary's
/// catalogue, and the subcommands it translates.
pub struct Dutch {
    catalog: Catalog,
    translated: Vec<String>,
}

impl std::fmt::Debug for Dutch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dutch")
            .field("translated", &self.translated)
            .finish()
    }
}

/// The arguments clap gives every command, which [`Dutch`] words itself.
const CLAP_ARGUMENTS: [&str; 2] = ["help", "version"];

impl Dutch {
    /// The Dutch of the binary's catalogue `texts` (Fluent), for the
    /// subcommands `translated`.
    pub fn new(texts: &str, translated: &[&str]) -> Dutch {
        let source = format!("{CLAP_NL}\n{texts}");
        Dutch {
            catalog: Catalog::new(["", &source]),
            translated: translated.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// Message `id`, when the catalogue has it.
    fn get(&self, id: &str, args: &[MessageArg<'_>]) -> Option<String> {
        self.catalog.get(Locale::Nl, id, args)
    }

    /// Message `id`, or the id itself (a missing text shows, and the
    /// binary's test of its catalogue catches it).
    fn text(&self, id: &str, args: &[MessageArg<'_>]) -> String {
        self.get(id, args).unwrap_or_else(|| id.to_string())
    }

    /// The ids of the texts `command` (the binary's top command) needs and
    /// the catalogue lacks: its `about` and examples, each visible
    /// subcommand's one line, and for each translated subcommand its
    /// examples and each argument's help and value name.
    pub fn missing(&self, command: &Command) -> Vec<String> {
        self.needed(command)
            .into_iter()
            .filter(|id| self.get(id, &[]).is_none())
            .collect()
    }

    /// The ids of every text the binary's catalogue holds for `command`
    /// ([`Dutch::missing`] lists those it lacks).
    pub fn needed(&self, command: &Command) -> Vec<String> {
        let root = command.get_name();
        let mut ids = vec![format!("{root}-about")];
        if command.get_after_help().is_some() {
            ids.push(format!("{root}-after"));
        }
        for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
            let name = sub.get_name();
            ids.push(format!("{name}-about"));
            if !self.translates(name) {
                continue;
            }
            if sub.get_after_help().is_some() {
                ids.push(format!("{name}-after"));
            }
            for argument in own_arguments(sub) {
                let id = argument.get_id().as_str();
                ids.push(format!("{name}-{id}"));
                if argument.get_action().takes_values() {
                    ids.push(format!("{name}-{id}-value"));
                }
            }
        }
        ids.extend(["help-about", "help-subcommand", "help-subcommand-value"].map(String::from));
        ids
    }

    /// Whether subcommand `name` is one a student uses, in Dutch.
    fn translates(&self, name: &str) -> bool {
        self.translated.iter().any(|t| t == name)
    }

    /// `command` (the binary's top command) in Dutch: its page, and the page
    /// of each translated subcommand; the others keep their English.
    pub fn translate(&self, command: Command) -> Command {
        let version = command.get_version().is_some();
        let mut command = command;
        for name in &self.translated {
            command = command.mut_subcommand(name, |sub| self.page(sub, name, version));
        }
        command = self.top_page(command, version);
        // The usages are written once the arguments have their Dutch value
        // names, by clap, with its one English word replaced.
        let mut built = command.clone();
        built.build();
        let usage = |cmd: &mut Command| {
            let usage = cmd.render_usage().to_string();
            let usage = usage.split_once(' ').map_or("", |(_, rest)| rest);
            usage.replace("[OPTIONS]", &self.text("clap-options-short", &[]))
        };
        let top = usage(&mut built);
        for name in &self.translated {
            if let Some(sub) = built.find_subcommand_mut(name) {
                let sub_usage = usage(sub);
                command = command.mut_subcommand(name, |s| s.override_usage(sub_usage));
            }
        }
        let mut command = command.override_usage(top);
        // Clap makes its `help` subcommand when the command is built: it is
        // built here, and its page put in Dutch.
        command.build();
        let root = command.get_name().to_string();
        if let Some(help) = command.find_subcommand_mut("help") {
            *help = self.help_page(std::mem::take(help), &root);
        }
        command
    }

    /// The page of clap's `help` subcommand of `root` in Dutch: what it
    /// does, its usage, and its argument, the commands whose help it shows
    /// (written here: a command with subcommands of its own gets a `help`
    /// whose commands are copies of its own, not an argument).
    fn help_page(&self, help: Command, root: &str) -> Command {
        let value = self.text("help-subcommand-value", &[]);
        let argument = format!("[{value}]...");
        let help = help
            .about(self.text("help-about", &[]))
            .override_usage(format!("{root} help {argument}"));
        let header = *help.get_styles().get_header();
        let arguments = self.text("clap-arguments", &[]);
        let what = self.text("help-subcommand", &[]);
        let template = format!(
            "{{about-with-newline}}\n{}\n\n{header}{arguments}{header:#}\n  {argument}  {what}\n",
            self.usage_line(&help)
        );
        help.help_template(template)
    }

    /// The help and version flags, in Dutch, in place of clap's.
    fn clap_flags(&self, command: Command, version: bool) -> Command {
        let command = command
            .disable_help_flag(true)
            .disable_version_flag(true)
            .arg(
                Arg::new("help")
                    .short('h')
                    .long("help")
                    .action(ArgAction::Help)
                    .help(self.text("clap-help", &[])),
            );
        if version {
            command.arg(
                Arg::new("version")
                    .short('V')
                    .long("version")
                    .action(ArgAction::Version)
                    .help(self.text("clap-version", &[])),
            )
        } else {
            command
        }
    }

    /// The top command's page: its `about`, its examples, and every
    /// command's one line, the student's first.
    fn top_page(&self, command: Command, version: bool) -> Command {
        let root = command.get_name().to_string();
        let after = command
            .get_after_help()
            .map(|_| self.text(&format!("{root}-after"), &[]));
        let lines = |students: bool| {
            let mut lines: Vec<(String, String)> = command
                .get_subcommands()
                .filter(|s| !s.is_hide_set() && self.translates(s.get_name()) == students)
                .map(|s| {
                    let name = s.get_name();
                    (name.to_string(), self.text(&format!("{name}-about"), &[]))
                })
                .collect();
            if students && command.has_subcommands() && !command.is_disable_help_subcommand_set() {
                lines.push(("help".to_string(), self.text("help-about", &[])));
            }
            lines
        };
        let (students, others) = (lines(true), lines(false));
        let width = students
            .iter()
            .chain(&others)
            .map(|(name, _)| name.chars().count())
            .max()
            .unwrap_or(0);
        let list = |lines: &[(String, String)]| {
            lines
                .iter()
                .map(|(name, about)| format!("  {name:width$}  {about}\n"))
                .collect::<String>()
        };
        let header = *command.get_styles().get_header();
        let heading = |id: &str| format!("{header}{}{header:#}\n", self.text(id, &[]));
        let mut template = format!("{{about-with-newline}}\n{}\n\n", self.usage_line(&command));
        template.push_str(&heading("clap-commands"));
        template.push_str(&list(&students));
        if !others.is_empty() {
            template.push('\n');
            template.push_str(&heading("clap-others"));
            template.push_str(&list(&others));
        }
        // The top command's options are clap's -h and -V, written here: the
        // settings that would replace them are global, and would take a
        // teacher's command's English flags away.
        template.push('\n');
        template.push_str(&heading("clap-options"));
        let mut flags = vec![("-h, --help", self.text("clap-help", &[]))];
        if version {
            flags.push(("-V, --version", self.text("clap-version", &[])));
        }
        let width = flags.iter().map(|(flag, _)| flag.len()).max().unwrap_or(0);
        let flags: Vec<String> = flags
            .iter()
            .map(|(flag, help)| format!("  {flag:width$}  {help}"))
            .collect();
        template.push_str(&flags.join("\n"));
        template.push_str("{after-help}");
        with_after_help(command, after)
            .about(self.text(&format!("{root}-about"), &[]))
            .long_about(None)
            .subcommand_value_name(self.text("clap-command-value", &[]))
            .help_template(template)
    }

    /// The `Gebruik: {usage}` line of a template, styled as clap's.
    fn usage_line(&self, command: &Command) -> String {
        let style = *command.get_styles().get_usage();
        format!("{style}{}{style:#} {{usage}}", self.text("clap-usage", &[]))
    }

    /// Subcommand `name`'s page in Dutch.
    fn page(&self, command: Command, name: &str, version: bool) -> Command {
        let after = command
            .get_after_help()
            .map(|_| self.text(&format!("{name}-after"), &[]));
        let ids: Vec<String> = own_arguments(&command)
            .map(|a| a.get_id().to_string())
            .collect();
        let mut command = with_after_help(command, after)
            .about(self.text(&format!("{name}-about"), &[]))
            .long_about(None);
        for id in &ids {
            command = command.mut_arg(id, |argument| self.argument(argument, name));
        }
        let command = self.clap_flags(command, version);
        let header = *command.get_styles().get_header();
        let heading = |id: &str| format!("{header}{}{header:#}\n", self.text(id, &[]));
        let mut template = format!("{{about-with-newline}}\n{}\n\n", self.usage_line(&command));
        if command.get_positionals().any(|a| !a.is_hide_set()) {
            template.push_str(&heading("clap-arguments"));
            template.push_str("{positionals}\n\n");
        }
        template.push_str(&heading("clap-options"));
        template.push_str("{options}{after-help}");
        command.help_template(template)
    }

    /// Argument `argument` of subcommand `name` in Dutch: its help, with its
    /// default and possible values as clap would show them, and its value
    /// name.
    fn argument(&self, argument: Arg, name: &str) -> Arg {
        let id = format!("{name}-{}", argument.get_id());
        let mut help = self.text(&id, &[]);
        let takes_values = argument.get_action().takes_values();
        if takes_values && !argument.is_hide_default_value_set() {
            let defaults: Vec<String> = argument
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            if !defaults.is_empty() {
                let value = arg("value", defaults.join(", "));
                help = format!("{help} {}", self.text("clap-default", &[value]));
            }
        }
        if takes_values && !argument.is_hide_possible_values_set() {
            let values: Vec<String> = argument
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_string())
                .collect();
            if !values.is_empty() {
                let values = arg("values", values.join(", "));
                help = format!("{help} {}", self.text("clap-values", &[values]));
            }
        }
        let argument = argument.help(help).long_help(None);
        if !takes_values {
            return argument;
        }
        let argument = argument.hide_default_value(true).hide_possible_values(true);
        match self.get(&format!("{id}-value"), &[]) {
            Some(value) => argument.value_name(value),
            None => argument,
        }
    }

    /// Ends the process after `error`, from parsing `args` with `command`
    /// (translated): help and version as clap shows them, exit 0; an
    /// argument error of a translated command (or of the top command) in
    /// Dutch on standard error, exit 2; another command's in clap's
    /// English.
    pub fn exit(&self, command: &Command, args: &[OsString], error: clap::Error) -> ! {
        let sub = subcommand_of(command, args);
        let shown = matches!(
            error.kind(),
            ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        );
        // Clap's `help` subcommand is in Dutch too: its errors are.
        let dutch = |s: &str| s == "help" || self.translates(s);
        if shown || sub.as_deref().is_some_and(|s| !dutch(s)) {
            error.exit();
        }
        eprint!("{}", self.error_text(&error, command, sub.as_deref()));
        std::process::exit(2)
    }

    /// The Dutch of argument error `error` of subcommand `sub` of `command`
    /// (translated), or of `command` itself: a line saying what is wrong
    /// (for a value its argument refuses, with the argument's own hint
    /// `SUB-ID-invalid` when the catalogue has one), a suggestion when clap
    /// has one, and where to read more; what the user typed is escaped for
    /// a terminal.
    pub fn error_text(&self, error: &clap::Error, command: &Command, sub: Option<&str>) -> String {
        // `help` has no help page of its own to point at: the top's.
        let program = match sub.filter(|s| *s != "help") {
            Some(sub) => format!("{} {sub}", command.get_name()),
            None => command.get_name().to_string(),
        };
        let text = |kind| context(error, kind);
        let given = text(ContextKind::InvalidArg).unwrap_or_default();
        let value = text(ContextKind::InvalidValue).unwrap_or_default();
        // The argument refusing a value is named by its long flag
        // (`--timeout <SECONDEN>`).
        let long = given.split(' ').next().and_then(|g| g.strip_prefix("--"));
        let hint = sub
            .zip(long)
            .filter(|_| error.kind() == ErrorKind::ValueValidation)
            .and_then(|(sub, long)| {
                let page = command.find_subcommand(sub)?;
                let argument = page.get_arguments().find(|a| a.get_long() == Some(long))?;
                self.get(&format!("{sub}-{}-invalid", argument.get_id()), &[])
            });
        let message = match error.kind() {
            ErrorKind::UnknownArgument => self.text("clap-unknown-argument", &[arg("arg", given)]),
            ErrorKind::InvalidSubcommand => {
                let name = text(ContextKind::InvalidSubcommand).unwrap_or_default();
                self.text("clap-unknown-command", &[arg("command", name)])
            }
            ErrorKind::MissingSubcommand => self.text("clap-missing-command", &[]),
            ErrorKind::InvalidValue if value.is_empty() => {
                self.text("clap-missing-value", &[arg("arg", given)])
            }
            ErrorKind::InvalidValue => match text(ContextKind::ValidValue) {
                Some(values) => self.text(
                    "clap-invalid-value-choose",
                    &[
                        arg("arg", given),
                        arg("value", value),
                        arg("values", values),
                    ],
                ),
                None => self.text(
                    "clap-invalid-value",
                    &[arg("arg", given), arg("value", value)],
                ),
            },
            ErrorKind::ValueValidation => self.text(
                "clap-invalid-value",
                &[arg("arg", given), arg("value", value)],
            ),
            ErrorKind::MissingRequiredArgument => {
                let count = match error.get(ContextKind::InvalidArg) {
                    Some(ContextValue::Strings(all)) => all.len(),
                    _ => 1,
                };
                self.text(
                    "clap-missing-argument",
                    &[arg("count", count), arg("args", given)],
                )
            }
            ErrorKind::ArgumentConflict => match text(ContextKind::PriorArg) {
                Some(other) if other == given => self.text("clap-repeated", &[arg("arg", given)]),
                Some(other) => {
                    self.text("clap-conflict", &[arg("arg", given), arg("other", other)])
                }
                None => self.text("clap-other", &[]),
            },
            ErrorKind::NoEquals => self.text("clap-no-equals", &[arg("arg", given)]),
            ErrorKind::TooManyValues => self.text("clap-too-many-values", &[arg("arg", given)]),
            ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
                self.text("clap-too-few-values", &[arg("arg", given)])
            }
            ErrorKind::InvalidUtf8 => self.text("clap-invalid-utf8", &[]),
            _ => self.text("clap-other", &[]),
        };
        let message = match hint {
            Some(hint) => format!("{message}; {hint}"),
            None => message,
        };
        let mut out =
            terminal_line(&self.text("clap-error", &[arg("message", message)])).into_owned();
        out.push('\n');
        let suggestions = [
            ContextKind::SuggestedArg,
            ContextKind::SuggestedSubcommand,
            ContextKind::SuggestedValue,
        ]
        .into_iter()
        .find_map(|kind| match error.get(kind) {
            Some(ContextValue::String(one)) => Some(vec![one.clone()]),
            Some(ContextValue::Strings(all)) => Some(all.clone()),
            _ => None,
        });
        if let Some(suggestions) = suggestions.filter(|all| !all.is_empty()) {
            let quoted: Vec<String> = suggestions.iter().map(|s| format!("'{s}'")).collect();
            let (last, first) = quoted.split_last().expect("not empty");
            let or = self.text("clap-or", &[]);
            let listed = if first.is_empty() {
                last.clone()
            } else {
                format!("{} {or} {last}", first.join(", "))
            };
            let suggestion = arg("suggestion", listed);
            let tip = self.text("clap-did-you-mean", &[suggestion]);
            out.push_str(&format!("\n  {}\n", terminal_line(&tip)));
        }
        let more = self.text("clap-more-help", &[arg("command", program)]);
        out.push_str(&format!("\n{more}\n"));
        out
    }
}

/// `command` with `after` (when it has one) after its help, short and long.
fn with_after_help(command: Command, after: Option<String>) -> Command {
    match after {
        Some(after) => command.after_help(after).after_long_help(None),
        None => command,
    }
}

/// The arguments of `command` its own page words: all but clap's help and
/// version, and none hidden.
fn own_arguments(command: &Command) -> impl Iterator<Item = &Arg> {
    command
        .get_arguments()
        .filter(|a| !CLAP_ARGUMENTS.contains(&a.get_id().as_str()) && !a.is_hide_set())
}

/// The subcommand of `command` that `args` name: the first word after the
/// program that is not an option, when it is one of `command`'s.
fn subcommand_of(command: &Command, args: &[OsString]) -> Option<String> {
    let word = args
        .iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find(|a| !a.starts_with('-'))?;
    command
        .find_subcommand(word)
        .map(|sub| sub.get_name().to_string())
}

/// The text of `error`'s context `kind`: a list joined with ", ".
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::StyledStrs(texts) => Some(
            texts
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXTS: &str = "t-about = Een proef\n\
                         go-about = Ga\n\
                         go-after = Voorbeeld: t go 3\n\
                         go-steps = Het aantal stappen\n\
                         go-steps-value = AANTAL\n\
                         go-speed = Hoe snel\n\
                         go-speed-value = SNELHEID\n\
                         teach-about = Voor de docent\n\
                         help-about = Toon hulp\n\
                         help-subcommand = De hulp van deze opdracht\n\
                         help-subcommand-value = OPDRACHT\n";

    fn command() -> Command {
        Command::new("t")
            .version("1.0")
            .about("A test")
            .propagate_version(true)
            .subcommand(
                Command::new("go")
                    .about("Go")
                    .after_help("Example: t go 3")
                    .arg(Arg::new("steps").required(true))
                    .arg(
                        Arg::new("speed")
                            .long("speed")
                            .default_value("slow")
                            .value_parser(["slow", "fast"]),
                    ),
            )
            .subcommand(Command::new("teach").about("For the teacher"))
    }

    fn help_of(command: &mut Command, sub: &str) -> String {
        command.build();
        command
            .find_subcommand_mut(sub)
            .map(|s| s.render_help().to_string())
            .unwrap_or_default()
    }

    #[test]
    fn a_translated_page_has_no_word_of_english() {
        let dutch = Dutch::new(TEXTS, &["go"]);
        assert!(
            dutch.missing(&command()).is_empty(),
            "{:?}",
            dutch.missing(&command())
        );
        let mut translated = dutch.translate(command());
        let help_page = help_of(&mut translated, "help");
        assert_eq!(
            help_page,
            "Toon hulp\n\nGebruik: t help [OPDRACHT]...\n\nArgumenten:\n  [OPDRACHT]...  De hulp van deze opdracht\n"
        );
        let help = help_of(&mut translated, "go");
        for english in [
            "Usage",
            "Options",
            "Arguments",
            "Print",
            "default",
            "possible",
        ] {
            assert!(!help.contains(english), "{english} in\n{help}");
        }
        for dutch in [
            "Gebruik: t go [OPTIES] <AANTAL>",
            "Argumenten:",
            "Het aantal stappen",
            "--speed <SNELHEID>  Hoe snel [standaard: slow] [mogelijke waarden: slow, fast]",
            "-h, --help",
            "Toon deze hulp",
            "Toon het versienummer",
            "Voorbeeld: t go 3",
        ] {
            assert!(help.contains(dutch), "{dutch} not in\n{help}");
        }
        let top = translated.render_help().to_string();
        assert!(
            top.contains("Opdrachten:\n  go     Ga\n  help   Toon hulp\n"),
            "{top}"
        );
        assert!(
            top.contains("(hun hulp is in het Engels):\n  teach  Voor de docent\n"),
            "{top}"
        );
        // The teacher's page is English.
        assert!(help_of(&mut translated, "teach").contains("Print help"));
    }

    #[test]
    fn a_missing_text_is_named() {
        let dutch = Dutch::new("t-about = Een proef\n", &["go"]);
        let missing = dutch.missing(&command());
        for id in [
            "go-about",
            "go-after",
            "go-steps",
            "go-steps-value",
            "go-speed",
            "teach-about",
        ] {
            assert!(missing.contains(&id.to_string()), "{id} not in {missing:?}");
        }
    }

    #[test]
    fn an_argument_error_is_one_dutch_line_and_a_hint() {
        let dutch = Dutch::new(TEXTS, &["go"]);
        let translated = dutch.translate(command());
        let error = translated
            .clone()
            .try_get_matches_from(["t", "go", "3", "--bogus\x1b[31m"])
            .unwrap_err();
        let text = dutch.error_text(&error, &translated, Some("go"));
        assert_eq!(
            text,
            "fout: onbekend argument '--bogus\\u{1b}[31m'\n\nMeer hulp: t go --help\n"
        );
        let error = translated
            .clone()
            .try_get_matches_from(["t", "go", "3", "--speed", "slo"])
            .unwrap_err();
        let text = dutch.error_text(&error, &translated, Some("go"));
        assert!(
            text.starts_with("fout: 'slo' is geen geldige waarde voor --speed <SNELHEID>; kies uit: slow, fast\n"),
            "{text}"
        );
        let error = translated
            .clone()
            .try_get_matches_from(["t", "go"])
            .unwrap_err();
        assert!(
            dutch
                .error_text(&error, &translated, Some("go"))
                .starts_with("fout: dit verplichte argument ontbreekt: <AANTAL>\n"),
            "{}",
            dutch.error_text(&error, &translated, Some("go"))
        );
    }
}
