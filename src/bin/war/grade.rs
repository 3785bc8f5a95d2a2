//! `war grade`: a student's port run on the fixtures, and its report.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use war_kata::grade::class::ClassNote;
use war_kata::grade::cli::{grade_port_on_fixtures, ColorChoice, PortArgs};
use war_kata::kit::cli::LocaleArg;
use war_kata::kit::locale::Worded;
use war_kata::kit::report::Format;
use war_kata::war::fixture::fixture_paths;
use war_kata::war::grade::class::WarGame;
use war_kata::war::grade::{refuse_ungradable, RandomDecks};
use war_kata::war::rules::Preset;
use war_kata::Error;

#[derive(Debug, Args)]
#[command(
    after_help = "The adapters speak the protocol for a student's code: adapters/java/WarAdapter.java (compile it with the submission; it finds a static findWinner(List<Integer>) by reflection) and adapters/python/war_adapter.py (it imports find_winner from a file). `war grade-all` builds them in for a whole class.\n\nExamples:\n  war grade --cmd \"python3 war_adapter.py war.py\"\n  javac -d build WarAdapter.java War.java && war grade --cmd \"java -cp build warkata.adapter.WarAdapter\"\n  war grade --cmd \"war winner --rules kata\" --rules kata --format gradescope -o results.json\n  war grade --cmd \"python3 war_adapter.py war.py\" --random 1000 --seed 1"
)]
pub(crate) struct GradeArgs {
    /// The port's command, run as `sh -c COMMAND`: it reads decks on
    /// standard input, one a line, and writes 1, 0 or -1 for each.
    #[arg(long, value_name = "COMMAND", value_parser = parse_command)]
    pub(crate) cmd: String,
    /// Fixture files or folders of them; the fixtures built into `war` when
    /// none is given.
    pub(crate) paths: Vec<PathBuf>,
    /// The rules the port plays: only fixtures of these rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "umass")]
    pub(crate) preset: Preset,
    /// Seconds the port may take for one answer (from its previous answer,
    /// or from its start for the first).
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    pub(crate) timeout: Duration,
    /// Seconds the whole grading may take; when they are spent, the port is
    /// killed and the report written, the cases left "not run".
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub(crate) total_timeout: Option<Duration>,
    /// Count an answer that only an accepted alternative reading gives as a
    /// failure (by default it passes, reported under the reading's name).
    #[arg(long)]
    pub(crate) strict: bool,
    /// The report's format.
    #[arg(long, value_enum, default_value = "human")]
    pub(crate) format: Format,
    /// Write the report to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
    /// Gradescope: who sees the tests (visible, hidden, after_due_date or
    /// after_published).
    #[arg(long, default_value = "visible", value_parser = ["visible", "hidden", "after_due_date", "after_published"])]
    pub(crate) visibility: String,
    /// When to colour the human report.
    #[arg(long, value_enum, default_value = "auto")]
    pub(crate) color: ColorChoice,
    /// After the fixtures, play this many random decks, each checked
    /// against the reference; every deck the port disagrees on is shrunk
    /// to a smallest one, reported as a case named by its deck.
    #[arg(long, value_name = "N")]
    pub(crate) random: Option<u64>,
    /// The seed of the random decks: the same seed gives the same decks on
    /// every machine.
    #[arg(long, value_name = "S", default_value_t = 0, requires = "random")]
    pub(crate) seed: u64,
    /// Play only the random decks, no fixture.
    #[arg(long, requires = "random", conflicts_with = "paths")]
    pub(crate) random_only: bool,
    /// The language of the report (the formats' words, each case's, the
    /// diagnosis; not the names of fixtures and misreadings).
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// Reads the port's command, refusing one that is empty or only spaces.
fn parse_command(text: &str) -> Result<String, String> {
    if text.trim().is_empty() {
        return Err(
            "the command is empty: give the port's command, e.g. --cmd \"python3 war_adapter.py war.py\""
                .to_string(),
        );
    }
    Ok(text.to_string())
}

/// Reads a positive number of seconds, fractions allowed.
pub(crate) fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= 86_400.0 => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!(
            "\"{text}\" is not a number of seconds from 0 (excluded) to 86400, e.g. 5 or 0.5"
        )),
    }
}

/// `war grade`: exits with 0 when every case passes, 1 when any fails;
/// `main` exits with 2 for a set-up error (clap does for a usage error).
/// Stopped by SIGINT, SIGTERM or SIGHUP, it kills every process the port
/// started, writes the report of what was graded and exits with 128 and
/// the signal's number. The grader's `grade` of War's game
/// ([`grade_port_on_fixtures`]).
pub(crate) fn run(args: GradeArgs) -> Result<ExitCode, Error> {
    let (cases, notes) = if args.random_only {
        refuse_ungradable(args.preset)?;
        (Vec::new(), Vec::new())
    } else {
        war_kata::war::grade::load_cases(&args.paths, args.preset)?
    };
    let game = WarGame {
        cases,
        preset: args.preset,
        strict: args.strict,
        random: args.random.map(|count| RandomDecks {
            count,
            seed: args.seed,
        }),
    };
    let notes: Vec<ClassNote> = notes
        .iter()
        .map(|note| ClassNote::Game(Worded::new(|locale| note.show_in(locale))))
        .collect();
    let port = PortArgs {
        cmd: args.cmd,
        timeout: args.timeout,
        total_timeout: args.total_timeout,
        format: args.format,
        output: args.output,
        visibility: args.visibility,
        color: args.color,
        locale: args.locale,
    };
    grade_port_on_fixtures(&game, &port, &args.paths, &notes)
}

/// Every file the command reads: the paths given and the fixtures in their
/// folders, none of which an output may overwrite.
pub(crate) fn inputs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Error> {
    let mut inputs = paths.to_vec();
    inputs.extend(fixture_paths(paths)?.paths);
    Ok(inputs)
}
