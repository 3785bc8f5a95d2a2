//! `war`: the command line of the War kata. A thin layer over the library:
//! it reads files and standard input, and reports errors as one line.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use war_kata::fixture::{check_unique_ids, fixture_paths};
use war_kata::trace::{count, describe_end, describe_outcome};
use war_kata::{parse_deck, Error, FixtureFile, GameResult, Rules, Trace, War};

/// The card game War, as the CS1 simulation assignment plays it.
#[derive(Debug, Parser)]
#[command(name = "war", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the battle-by-battle trace of a fixture or a deck (the golden
    /// trace text).
    Trace(TraceArgs),
    /// Read decks from standard input, one a line, and answer each with 1
    /// (A wins), -1 (B wins) or 0 (draw): the line protocol of student
    /// ports.
    Winner,
    /// Play one deck and print a summary.
    Play(PlayArgs),
    /// Recompute every fixture and report each expected value that
    /// disagrees with the rules.
    Check(CheckArgs),
}

#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
struct TraceArgs {
    /// The fixture file whose deck to play.
    file: Option<PathBuf>,
    /// A deck to play instead, e.g. "5 5 2 4 3".
    #[arg(long, allow_hyphen_values = true)]
    deck: Option<String>,
}

#[derive(Debug, Args)]
struct PlayArgs {
    /// The deck, card values separated by spaces, top first, e.g. "5 5 2 4 3".
    #[arg(long, allow_hyphen_values = true)]
    deck: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
struct CheckArgs {
    /// Fixture files or folders of them.
    #[arg(default_value = "fixtures")]
    paths: Vec<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Trace(args) => trace(args),
        Command::Winner => winner(),
        Command::Play(args) => play(args),
        Command::Check(args) => check(args),
    };
    match outcome {
        Ok(code) => code,
        // A reader that stops early (`war trace ... | head`) is not an error.
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("war: error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `error` is standard output closed by its reader.
fn is_broken_pipe(error: &Error) -> bool {
    std::error::Error::source(error)
        .and_then(|source| source.downcast_ref::<io::Error>())
        .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
}

/// Writes `text` to standard output.
fn emit(text: &str) -> Result<(), Error> {
    let mut stdout = io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| Error::io("<stdout>", e))
}

/// `war trace`: the golden trace of a fixture's deck, or of `--deck`.
fn trace(args: TraceArgs) -> Result<ExitCode, Error> {
    let trace = match (args.file, args.deck) {
        (Some(file), _) => FixtureFile::load(&file)?.trace(),
        (None, Some(deck)) => Trace::record(&parse_deck(&deck, "--deck", 1)?, Rules::default()),
        (None, None) => unreachable!("clap requires a file or --deck"),
    };
    emit(&trace.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// `war winner`: one answer a line, flushed at once so that a grader
/// talking to it line by line never waits.
fn winner() -> Result<ExitCode, Error> {
    let stdin = io::stdin().lock();
    let mut stdout = io::stdout().lock();
    for (index, line) in stdin.lines().enumerate() {
        let line = line.map_err(|e| Error::io("<stdin>", e))?;
        let deck = parse_deck(&line, "<stdin>", index + 1)?;
        writeln!(stdout, "{}", War::find_winner(&deck)).map_err(|e| Error::io("<stdout>", e))?;
        stdout.flush().map_err(|e| Error::io("<stdout>", e))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `war play`: one game's summary, as text or JSON.
fn play(args: PlayArgs) -> Result<ExitCode, Error> {
    let deck = parse_deck(&args.deck, "--deck", 1)?;
    let rules = Rules::default();
    let mut war = War::with_rules(&deck, rules);
    let (dealt_a, dealt_b) = (war.deck_a().clone(), war.deck_b().clone());
    let result = war.simulate_game();
    if args.json {
        emit(&format!("{}\n", summary_json(&result)))?;
    } else {
        let show = |deck: &war_kata::Deck| {
            let cards: Vec<String> = deck.iter().map(i32::to_string).collect();
            cards.join(" ")
        };
        emit(&format!(
            "A: {}\nB: {}\n{} after {} in {}, {}: {}\n",
            show(&dealt_a),
            show(&dealt_b),
            describe_outcome(result.outcome),
            count(result.battles as usize, "battle"),
            count(result.rounds as usize, "round"),
            count(result.wars as usize, "war"),
            describe_end(&result, &rules)
        ))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The `--json` summary of a game.
fn summary_json(result: &GameResult) -> serde_json::Value {
    serde_json::json!({
        "winner": result.outcome,
        "code": result.outcome.code(),
        "battles": result.battles,
        "rounds": result.rounds,
        "wars": result.wars,
        "reason": result.reason,
    })
}

/// `war check`: every fixture recomputed; each problem on a line of its own.
fn check(args: CheckArgs) -> Result<ExitCode, Error> {
    let paths = fixture_paths(&args.paths)?;
    let mut files = Vec::new();
    let mut problems = Vec::new();
    for path in &paths {
        match FixtureFile::load(path) {
            Ok(file) => {
                problems.extend(file.check());
                files.push(file);
            }
            Err(error) => problems.push(error),
        }
    }
    problems.extend(check_unique_ids(&files));
    for problem in &problems {
        eprintln!("war: error: {problem}");
    }
    if problems.is_empty() {
        println!("{} fixtures checked, all agree with the rules", paths.len());
        Ok(ExitCode::SUCCESS)
    } else {
        println!(
            "{} fixtures checked, {} problems",
            paths.len(),
            problems.len()
        );
        Ok(ExitCode::FAILURE)
    }
}
