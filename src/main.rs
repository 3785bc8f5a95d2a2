//! `war`: the command line of the War kata. A thin layer over the library:
//! it reads files and standard input, and reports errors as one line.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use war_kata::fixture::{check_unique_ids, fixture_paths};
use war_kata::rules::Preset;
use war_kata::trace::{count, describe_cycle, describe_end, describe_outcome};
use war_kata::{parse_deck, Card, Deck, Error, FixtureFile, GameResult, Rules, Trace, War};

/// The card game War, as the CS1 simulation assignment plays it, and the
/// other Wars of its sources.
#[derive(Debug, Parser)]
#[command(name = "war", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the battle-by-battle trace of a fixture, a deck or two hands
    /// (the golden trace text).
    Trace(TraceArgs),
    /// Read decks from standard input, one a line, and answer each with 1
    /// (A wins), -1 (B wins) or 0 (draw): the line protocol of student
    /// ports.
    Winner(WinnerArgs),
    /// Play one deck, or two hands, and print a summary.
    Play(PlayArgs),
    /// Recompute every fixture and report each expected value that
    /// disagrees with the rules.
    Check(CheckArgs),
    /// List the rule presets, with their parameters and sources.
    Rules(RulesArgs),
}

/// The `--rules` option of the commands that play.
#[derive(Debug, Args)]
struct RulesArg {
    /// The rules to play by: umass (the assignment, the default), jones,
    /// stafford, kata or codingame. `war rules` lists them.
    #[arg(long = "rules", value_name = "PRESET")]
    preset: Option<Preset>,
}

/// A game given on the command line: a deck to deal, or two hands.
#[derive(Debug, Args)]
struct GameArgs {
    /// A deck to deal, top first, e.g. "5 5 2 4 3" (integers, ranks such as
    /// "A K 10", or ranks and suits such as "AD 10C").
    #[arg(long, allow_hyphen_values = true, conflicts_with_all = ["a", "b"])]
    deck: Option<String>,
    /// A's hand, top first, played without a deal, e.g. "AD KC QC".
    #[arg(long, allow_hyphen_values = true, requires = "b")]
    a: Option<String>,
    /// B's hand, top first, e.g. "KH QS JC".
    #[arg(long, allow_hyphen_values = true, requires = "a")]
    b: Option<String>,
}

#[derive(Debug, Args)]
struct TraceArgs {
    /// The fixture file to play (with the rules it names, unless --rules is
    /// given).
    #[arg(required_unless_present_any = ["deck", "a"], conflicts_with_all = ["deck", "a"])]
    file: Option<PathBuf>,
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    rules: RulesArg,
}

#[derive(Debug, Args)]
struct WinnerArgs {
    #[command(flatten)]
    rules: RulesArg,
}

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("game").args(["deck", "a"]).required(true))]
struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    rules: RulesArg,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
struct CheckArgs {
    /// Fixture files or folders of them.
    #[arg(default_value = "fixtures")]
    paths: Vec<PathBuf>,
    /// Check only the fixtures played by this preset.
    #[arg(long = "rules", value_name = "PRESET")]
    preset: Option<Preset>,
}

#[derive(Debug, Args)]
struct RulesArgs {
    /// Print the presets as one JSON object.
    #[arg(long)]
    json: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Trace(args) => trace(args),
        Command::Winner(args) => winner(args),
        Command::Play(args) => play(args),
        Command::Check(args) => check(args),
        Command::Rules(args) => rules(args),
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

impl RulesArg {
    /// The rules chosen, the assignment's by default.
    fn rules(&self) -> Rules {
        self.preset.map_or_else(Rules::default, Preset::rules)
    }
}

/// A game to play: the deck it was dealt from, if any, and the game.
struct Game {
    deck: Option<Vec<Card>>,
    war: War,
}

impl GameArgs {
    /// The game the options give, under `rules`.
    fn game(&self, rules: Rules) -> Result<Game, Error> {
        match (&self.deck, &self.a, &self.b) {
            (Some(deck), _, _) => {
                let deck = parse_deck(deck, "--deck", 1)?;
                let war = War::with_rules(&deck, rules);
                Ok(Game {
                    deck: Some(deck),
                    war,
                })
            }
            (None, Some(a), Some(b)) => {
                let a = parse_deck(a, "--a", 1)?;
                let b = parse_deck(b, "--b", 1)?;
                Ok(Game {
                    deck: None,
                    war: War::from_hands(&a, &b, rules),
                })
            }
            _ => unreachable!("clap requires --deck, or --a with --b"),
        }
    }
}

/// `war trace`: the golden trace of a fixture, a deck or two hands.
fn trace(args: TraceArgs) -> Result<ExitCode, Error> {
    let trace = match &args.file {
        Some(file) => {
            let fixture = FixtureFile::load(file)?;
            let rules = args
                .rules
                .preset
                .map_or(fixture.fixture.rules.rules, Preset::rules);
            fixture.fixture.trace_with(rules)
        }
        None => {
            let game = args.game.game(args.rules.rules())?;
            Trace::record_game(game.deck, game.war)
        }
    };
    emit(&trace.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// `war winner`: one answer a line, flushed at once so that a grader
/// talking to it line by line never waits.
fn winner(args: WinnerArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules();
    let stdin = io::stdin().lock();
    let mut stdout = io::stdout().lock();
    for (index, line) in stdin.lines().enumerate() {
        let line = line.map_err(|e| Error::io("<stdin>", e))?;
        let deck = parse_deck(&line, "<stdin>", index + 1)?;
        let code = War::with_rules(&deck, rules).simulate_game().outcome.code();
        writeln!(stdout, "{code}").map_err(|e| Error::io("<stdout>", e))?;
        stdout.flush().map_err(|e| Error::io("<stdout>", e))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `war play`: one game's summary, as text or JSON.
fn play(args: PlayArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules();
    let Game { mut war, .. } = args.game.game(rules)?;
    let (dealt_a, dealt_b) = (war.deck_a().clone(), war.deck_b().clone());
    let result = war.simulate_game();
    if args.json {
        emit(&format!("{}\n", summary_json(&result, &rules)))?;
        return Ok(ExitCode::SUCCESS);
    }
    let show = |deck: &Deck| {
        let cards: Vec<String> = deck.iter().map(Card::to_string).collect();
        if cards.is_empty() {
            "(empty)".to_string()
        } else {
            cards.join(" ")
        }
    };
    let mut text = format!(
        "A: {}\nB: {}\n{} after {} in {}, {}: {}\n",
        show(&dealt_a),
        show(&dealt_b),
        describe_outcome(result.outcome),
        count(result.battles as usize, "battle"),
        count(result.rounds as usize, "round"),
        count(result.wars as usize, "war"),
        describe_end(&result, &rules)
    );
    if let Some(cycle) = &result.cycle {
        text.push_str(&describe_cycle(cycle));
        text.push('\n');
    }
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// The `--json` summary of a game.
fn summary_json(result: &GameResult, rules: &Rules) -> serde_json::Value {
    serde_json::json!({
        "rules": war_kata::trace::describe_rules(rules),
        "winner": result.outcome,
        "code": result.outcome.code(),
        "battles": result.battles,
        "rounds": result.rounds,
        "wars": result.wars,
        "reason": result.reason,
        "cycle": result.cycle,
    })
}

/// `war check`: every fixture recomputed; each problem on a line of its own.
fn check(args: CheckArgs) -> Result<ExitCode, Error> {
    let paths = fixture_paths(&args.paths)?;
    let mut files = Vec::new();
    let mut problems = Vec::new();
    for path in &paths {
        match FixtureFile::load(path) {
            Ok(file) => files.push(file),
            Err(error) => problems.push(error),
        }
    }
    problems.extend(check_unique_ids(&files));
    let chosen: Vec<&FixtureFile> = files
        .iter()
        .filter(|file| {
            args.preset
                .is_none_or(|preset| file.fixture.rules.preset == preset)
        })
        .collect();
    for file in &chosen {
        problems.extend(file.check());
    }
    for problem in &problems {
        eprintln!("war: error: {problem}");
    }
    let checked = count(chosen.len() + paths.len() - files.len(), "fixture");
    if problems.is_empty() {
        emit(&format!("{checked} checked, all agree with the rules\n"))?;
        Ok(ExitCode::SUCCESS)
    } else {
        let found = count(problems.len(), "problem");
        emit(&format!("{checked} checked, {found}\n"))?;
        Ok(ExitCode::FAILURE)
    }
}

/// `war rules`: every preset, its source and its parameters.
fn rules(args: RulesArgs) -> Result<ExitCode, Error> {
    if args.json {
        let presets: serde_json::Map<String, serde_json::Value> = Preset::ALL
            .iter()
            .map(|preset| {
                let value = serde_json::json!({
                    "source": preset.source(),
                    "rules": preset.rules(),
                });
                (preset.name().to_string(), value)
            })
            .collect();
        emit(&format!("{}\n", serde_json::Value::Object(presets)))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut text = String::new();
    for preset in Preset::ALL {
        let parameters = serde_yaml::to_string(&preset.rules()).unwrap_or_default();
        text.push_str(&format!("{preset}: {}\n", preset.source()));
        for line in parameters.lines() {
            text.push_str(&format!("  {line}\n"));
        }
    }
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
