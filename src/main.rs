//! `war`: the command line of the War kata. A thin layer over the library:
//! it reads files and standard input, and reports errors as one line.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use war_kata::error::ErrorKind;
use war_kata::fixture::{check_unique_ids, fixture_paths};
use war_kata::grade::export::{ExportFormat, ExportOptions};
use war_kata::grade::{GradeOptions, Limits};
use war_kata::lines::{read_line_bounded, MAX_LINE_BYTES};
use war_kata::plot::thousands;
use war_kata::rules::{override_rules, parse_override, Preset};
use war_kata::stats::{self, Run, Shard, Stats};
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
    /// Run a student's port on every fixture through the line protocol and
    /// report each case; exit 0 when all pass, 1 when any fails, 2 for a
    /// usage or set-up error.
    Grade(GradeArgs),
    /// Write the fixtures as a test file to hand out: a JUnit 5 WarTest.java
    /// or a pytest module.
    Export(ExportArgs),
    /// Play many random deals and print their statistics: who wins, how
    /// long games last, how often wars come, and whether the dealt hand
    /// predicts the winner. `war stats merge` combines shards of a run.
    Stats(StatsArgs),
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

/// The formats of `war grade`'s report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ReportFormat {
    /// Text for a person, coloured on a terminal.
    Human,
    /// Gradescope's results.json.
    Gradescope,
    /// JUnit XML.
    Junit,
    /// TAP version 14.
    Tap,
}

/// When to colour the human report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    /// When standard output is a terminal and NO_COLOR is not set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

#[derive(Debug, Args)]
struct GradeArgs {
    /// The port's command, run as `sh -c COMMAND`: it reads decks on
    /// standard input, one a line, and writes 1, 0 or -1 for each.
    #[arg(long, value_name = "COMMAND")]
    cmd: String,
    /// Fixture files or folders of them.
    #[arg(default_value = "fixtures")]
    paths: Vec<PathBuf>,
    /// The rules the port plays: only fixtures of these rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "umass")]
    preset: Preset,
    /// Seconds the port may take for one answer (from its previous answer,
    /// or from its start for the first).
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    timeout: Duration,
    /// Count an answer that only an accepted alternative reading gives as a
    /// failure (by default it passes, reported under the reading's name).
    #[arg(long)]
    strict: bool,
    /// The report's format.
    #[arg(long, value_enum, default_value = "human")]
    format: ReportFormat,
    /// Write the report to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Gradescope: who sees the tests (visible, hidden, after_due_date or
    /// after_published).
    #[arg(long, default_value = "visible", value_parser = ["visible", "hidden", "after_due_date", "after_published"])]
    visibility: String,
    /// When to colour the human report.
    #[arg(long, value_enum, default_value = "auto")]
    color: ColorChoice,
}

/// The kinds of file `war export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ExportKind {
    /// A JUnit 5 WarTest.java calling War.findWinner.
    Junit5,
    /// A pytest module calling find_winner.
    Pytest,
}

#[derive(Debug, Args)]
struct ExportArgs {
    /// The kind of test file.
    #[arg(long, value_enum)]
    format: ExportKind,
    /// Fixture files or folders of them.
    #[arg(default_value = "fixtures")]
    paths: Vec<PathBuf>,
    /// The rules of the port under test: only fixtures of these rules are
    /// exported.
    #[arg(long = "rules", value_name = "PRESET", default_value = "umass")]
    preset: Preset,
    /// Accept only the decided answer, not an accepted alternative
    /// reading's.
    #[arg(long)]
    strict: bool,
    /// JUnit 5: the package of War and of the test (`simulation` in the
    /// UMass original); the default package when left out.
    #[arg(long, value_name = "NAME")]
    package: Option<String>,
    /// pytest: the module that defines find_winner.
    #[arg(long, value_name = "NAME", default_value = "war")]
    module: String,
    /// Seconds a test may take before it fails.
    #[arg(long, value_name = "SECONDS", default_value = "5")]
    timeout: u32,
    /// Write the file here instead of to standard output.
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Debug, Args)]
struct RulesArgs {
    /// Print the presets as one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
struct StatsArgs {
    #[command(subcommand)]
    command: Option<StatsCommand>,
    #[command(flatten)]
    rules: RulesArg,
    /// Change a field of the preset's rules, written as in `war rules`,
    /// e.g. --set war_cards=1 --set pickup=shuffled. Repeatable.
    #[arg(long = "set", value_name = "FIELD=VALUE")]
    set: Vec<String>,
    /// How many random deals to play.
    #[arg(long, value_name = "N", required = true)]
    games: Option<u64>,
    /// The seed of the run: the same seed gives the same figures, whatever
    /// the number of threads or shards.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Threads to play on (all the machine's cores by default).
    #[arg(long, value_name = "T")]
    threads: Option<usize>,
    /// Play only shard I of N of the run, e.g. --shard 0/4; merge the
    /// shards' --json outputs with `war stats merge`.
    #[arg(long, value_name = "I/N")]
    shard: Option<String>,
    #[command(flatten)]
    output: StatsOutput,
}

/// How `war stats` and `war stats merge` print.
#[derive(Debug, Args)]
struct StatsOutput {
    /// Print one JSON object, with every count a merge needs, instead of a
    /// table.
    #[arg(long)]
    json: bool,
    /// Also draw the histogram of game lengths and A's wins by deck weight
    /// into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
enum StatsCommand {
    /// Combine the --json outputs of shards of one run into the figures of
    /// the whole run, exactly as one unsharded run prints them.
    Merge(MergeArgs),
}

#[derive(Debug, Args)]
struct MergeArgs {
    /// The --json outputs of `war stats --shard I/N`.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    output: StatsOutput,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Trace(args) => trace(args),
        Command::Winner(args) => winner(args),
        Command::Play(args) => play(args),
        Command::Check(args) => check(args),
        Command::Rules(args) => rules(args),
        Command::Grade(args) => return grade(args),
        Command::Export(args) => export(args),
        Command::Stats(args) => stats(args),
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
    let mut stdin = io::stdin().lock();
    let mut stdout = io::stdout().lock();
    let mut line = String::new();
    for number in 1.. {
        if !read_line_bounded(&mut stdin, &mut line, MAX_LINE_BYTES, "<stdin>", number)? {
            break;
        }
        let deck = parse_deck(&line, "<stdin>", number)?;
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

/// Reads a positive number of seconds, fractions allowed.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= 86_400.0 => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!(
            "\"{text}\" is not a number of seconds from 0 (excluded) to 86400, e.g. 5 or 0.5"
        )),
    }
}

/// `war grade`: exits with 0 when every case passes, 1 when any fails, 2
/// for a set-up error (clap exits with 2 for a usage error).
fn grade(args: GradeArgs) -> ExitCode {
    match grade_report(&args) {
        Ok(all_passed) => ExitCode::from(if all_passed { 0 } else { 1 }),
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("war: error: {error}");
            ExitCode::from(2)
        }
    }
}

/// Grades the port and writes the report; whether every case passed.
fn grade_report(args: &GradeArgs) -> Result<bool, Error> {
    let (cases, notes) = war_kata::grade::load_cases(&args.paths, args.preset)?;
    let options = GradeOptions {
        command: args.cmd.clone(),
        preset: args.preset,
        limits: Limits {
            timeout: args.timeout,
            ..Limits::default()
        },
        strict: args.strict,
    };
    let report = war_kata::grade::grade(cases, &options, notes)?;
    let text = match args.format {
        ReportFormat::Human => {
            let color = match args.color {
                ColorChoice::Always => true,
                ColorChoice::Never => false,
                ColorChoice::Auto => {
                    args.output.is_none()
                        && io::stdout().is_terminal()
                        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                }
            };
            report.human(color)
        }
        ReportFormat::Gradescope => {
            let json = report.gradescope(&args.visibility);
            format!(
                "{}\n",
                serde_json::to_string_pretty(&json).unwrap_or_default()
            )
        }
        ReportFormat::Junit => report.junit(),
        ReportFormat::Tap => report.tap(),
    };
    match &args.output {
        Some(path) => write_file(path, &text)?,
        None => emit(&text)?,
    }
    Ok(report.all_passed())
}

/// Writes `text` to the file at `path`.
fn write_file(path: &std::path::Path, text: &str) -> Result<(), Error> {
    std::fs::write(path, text).map_err(|error| {
        Error::new(
            war_kata::ErrorKind::Write,
            path.display().to_string(),
            error.to_string(),
        )
    })
}

/// `war export`: the fixtures as a JUnit 5 or pytest file.
fn export(args: ExportArgs) -> Result<ExitCode, Error> {
    let (cases, _notes) = war_kata::grade::load_cases(&args.paths, args.preset)?;
    let options = ExportOptions {
        format: match args.format {
            ExportKind::Junit5 => ExportFormat::Junit5,
            ExportKind::Pytest => ExportFormat::Pytest,
        },
        strict: args.strict,
        package: args.package.clone(),
        module: args.module.clone(),
        timeout_seconds: args.timeout,
    };
    let text = war_kata::grade::export::export(&cases, args.preset, &options);
    match &args.output {
        Some(path) => write_file(path, &text)?,
        None => emit(&text)?,
    }
    Ok(ExitCode::SUCCESS)
}
/// `war stats`: a run played and printed, or `war stats merge`.
fn stats(args: StatsArgs) -> Result<ExitCode, Error> {
    if let Some(StatsCommand::Merge(merge)) = args.command {
        return stats_merge(merge);
    }
    let preset = args.rules.preset.unwrap_or(Preset::Umass);
    let mut overrides = serde_yaml::Mapping::new();
    for text in &args.set {
        parse_override(text, &mut overrides)
            .map_err(|message| Error::new(ErrorKind::Rules, "--set", message))?;
    }
    let rules = override_rules(preset, overrides)
        .map_err(|message| Error::new(ErrorKind::Rules, "--set", message))?;
    let run = Run {
        rules,
        deck: preset.deck(),
        seed: args.seed,
        games: args.games.unwrap_or_default(),
    };
    let shard = match &args.shard {
        Some(text) => text.parse::<Shard>()?,
        None => Shard::WHOLE,
    };
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let bar = (!args.output.json && io::stderr().is_terminal())
        .then(|| progress_bar(shard.games(run.games).end - shard.games(run.games).start));
    let started = Instant::now();
    let played = stats::play(&run, shard, threads, &|games| {
        if let Some(bar) = &bar {
            bar.inc(games);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let played = played?;
    let elapsed = started.elapsed().as_secs_f64();
    let speed = format!(
        "played in {elapsed:.2} s on {} ({:.1} million battles a second)\n",
        count_threads(threads),
        played.tally.histogram.total() as f64 / elapsed.max(1e-9) / 1e6
    );
    print_stats(&played, &args.output, Some(&speed))
}

/// "1 thread" or "N threads".
fn count_threads(threads: usize) -> String {
    war_kata::trace::count(threads, "thread")
}

/// The progress bar of a run of `games` games, on standard error.
fn progress_bar(games: u64) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(games);
    let style = indicatif::ProgressStyle::with_template(
        "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} games, {eta} left",
    )
    .map(|style| style.progress_chars("=> "))
    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// `war stats merge`: shards read, merged and printed.
fn stats_merge(args: MergeArgs) -> Result<ExitCode, Error> {
    let mut parts = Vec::new();
    for path in &args.files {
        let origin = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| Error::io(origin.clone(), e))?;
        parts.push((origin.clone(), Stats::from_json(&text, &origin)?));
    }
    let merged = Stats::merge(parts)?;
    print_stats(&merged, &args.output, None)
}

/// Prints `stats` as the options ask, and draws the figure if asked.
fn print_stats(
    stats: &Stats,
    output: &StatsOutput,
    speed: Option<&str>,
) -> Result<ExitCode, Error> {
    if let Some(path) = &output.plot {
        write_plot(stats, path)?;
    }
    if output.json {
        emit(&format!("{}\n", stats.to_json()))?;
    } else {
        let mut text = stats_table(stats);
        if let Some(speed) = speed {
            text.push_str(speed);
        }
        emit(&text)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the figure of `stats` to `path`.
fn write_plot(stats: &Stats, path: &Path) -> Result<(), Error> {
    let figure = war_kata::plot::svg(stats)?;
    std::fs::write(path, figure).map_err(|e| Error::io(path.display().to_string(), e))
}

/// The table `war stats` prints.
fn stats_table(stats: &Stats) -> String {
    let tally = &stats.tally;
    let summary = stats.summary();
    let games = tally.games;
    let percent = |part: u64| format!("{:.2}%", 100.0 * stats::share(part, games));
    let row = |label: &str, part: u64| {
        format!(
            "  {label:<28}{:>14}  {:>8}\n",
            thousands(part),
            percent(part)
        )
    };
    let mut text = format!(
        "{} games of {} ({} cards), seed {}",
        thousands(games),
        war_kata::trace::describe_rules(&stats.run.rules),
        stats.run.deck.len(),
        stats.run.seed
    );
    if let Some(shards) = &stats.shards {
        let held: Vec<String> = shards.indexes.iter().map(u64::to_string).collect();
        text.push_str(&format!(
            ", shard {} of {} (of a run of {} games)",
            held.join(", "),
            shards.count,
            thousands(stats.run.games)
        ));
    }
    text.push_str("\n\noutcomes\n");
    text.push_str(&row("A wins", tally.wins_a));
    text.push_str(&row("B wins", tally.wins_b));
    text.push_str(&row("draws", tally.draws));
    text.push_str(&row("stopped at the limit", tally.limited()));
    text.push_str(&row("returned to an earlier state", tally.cycles));
    text.push_str(&format!(
        "\nbattles per game\n  mean {:.1}, median {}, 90% {}, 95% {}, 99% {}, 99.9% {}, min {}, max {}\n",
        summary.mean_battles,
        summary.median_battles,
        summary.p90_battles,
        summary.p95_battles,
        summary.p99_battles,
        summary.p999_battles,
        summary.min_battles,
        summary.max_battles
    ));
    text.push_str(&format!(
        "rounds per game (a war and the battles that settle it are one round)\n  mean {:.1}, median {}, 95% {}, 99% {}, 99.9% {}, max {}\n",
        summary.mean_rounds,
        summary.median_rounds,
        summary.p95_rounds,
        summary.p99_rounds,
        summary.p999_rounds,
        summary.max_rounds
    ));
    text.push_str(&format!(
        "\nwars\n  {:.2}% of battles are ties ({:.2} wars a game)\n  double wars (two ties in a row or more): {:.3} a game\n  triple wars (three ties in a row or more): {:.4} a game\n",
        100.0 * summary.wars_per_battle,
        summary.wars_per_game,
        summary.double_wars_per_game,
        summary.triple_wars_per_game
    ));
    text.push_str(
        "\nA's share of the games won, by A's deck weight (sum of value - 8 over A's hand)\n",
    );
    text.push_str(&format!(
        "  {:<14}{:>14}  {:>8}\n",
        "weight", "games", "A's share"
    ));
    for bucket in &summary.win_share_by_weight {
        let range = format!("{}..{}", bucket.from, bucket.to);
        text.push_str(&format!(
            "  {range:<14}{:>14}  {:>7.1}%\n",
            thousands(bucket.count.games),
            100.0 * bucket.count.a_share_of_decided()
        ));
    }
    text
}
