//! `battleship stats` and `battleship stats merge`: many seeded games,
//! their figures and their plot.

use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::stats::{self, from_json, summary, to_json, Run, Shots, Stats};
use war_kata::battleship::trace::describe_rules;
use war_kata::kit::cli::{self, play_shard, read_parts, RunArgs, StatsCommand, StatsOutput};
use war_kata::kit::error::Error;
use war_kata::kit::words::{share, thousands};

use crate::args::{RulesArg, StrategyArg};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship stats --strategy jones --games 100000 --seed 1\n  battleship stats --strategy jones --strategy probability --games 10000 --seed 1 --json\n  battleship stats --strategy parity --games 100000 --seed 1 --plot parity.svg\n  battleship stats --strategy jones --games 100000 --seed 1 --shard 0/2 --json > part0.json\n  battleship stats merge part0.json part1.json"
)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
#[command(mut_subcommand("merge", |merge| merge.after_help("Examples:\n  battleship stats --strategy jones --games 100000 --seed 1 --shard 0/2 --json > part0.json\n  battleship stats --strategy jones --games 100000 --seed 1 --shard 1/2 --json > part1.json\n  battleship stats merge part0.json part1.json")))]
pub(crate) struct StatsArgs {
    #[command(subcommand)]
    pub(crate) command: Option<StatsCommand>,
    #[command(flatten)]
    pub(crate) strategy: StrategyArg,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) run: RunArgs,
    #[command(flatten)]
    pub(crate) output: StatsOutput,
}

/// `battleship stats`: a run played and printed, or `battleship stats
/// merge`.
pub(crate) fn run(args: StatsArgs) -> Result<ExitCode, Error> {
    if let Some(StatsCommand::Merge(merge)) = args.command {
        let merged = Stats::merge(read_parts(&merge.files, from_json)?)?;
        return print_stats(&merged, &merge.output, None);
    }
    let [one, two] = args.strategy.players()?;
    let run = Run {
        rules: args.rules.rules()?,
        placement: args.rules.placement()?.name().to_string(),
        strategies: [one.name().to_string(), two.name().to_string()],
        seed: args.run.seed,
        games: args.run.games(),
    };
    let played = play_run(&run, &args.run, !args.output.json)?;
    print_stats(&played.0, &args.output, Some(&played.1))
}

/// Plays `run` as `options` ask (shard, threads), with a progress bar when
/// `show`; gives the figures and the line of how long it took.
pub(crate) fn play_run(run: &Run, options: &RunArgs, show: bool) -> Result<(Stats, String), Error> {
    let shard = play_shard(options, run.games, show, |shard, threads, progress| {
        stats::play(run, shard, threads, progress)
    })?;
    let fleets = 2.0 * shard.played.tally.games as f64;
    let rate = format!("{:.0} thousand fleets sunk", shard.per_second(fleets) / 1e3);
    let speed = shard.speed_line(options, &rate);
    Ok((shard.played, speed))
}

/// Prints `stats` as the options ask, and draws the figure if asked.
fn print_stats(
    stats: &Stats,
    output: &StatsOutput,
    speed: Option<&str>,
) -> Result<ExitCode, Error> {
    cli::print_stats(
        output,
        || war_kata::battleship::plot::svg(stats),
        || to_json(stats),
        || stats_table(stats),
        speed,
    )
}

/// A line of the figures of shots: `mean 60.42, median 61, ...`.
pub(crate) fn shots_line(shots: &Shots) -> String {
    format!(
        "mean {:.2}, median {}, 10% {}, 25% {}, 75% {}, 90% {}, 99% {}, min {}, max {}",
        shots.mean,
        shots.median,
        shots.p10,
        shots.p25,
        shots.p75,
        shots.p90,
        shots.p99,
        shots.min,
        shots.max
    )
}

/// The table `battleship stats` prints.
fn stats_table(stats: &Stats) -> String {
    let run = &stats.run;
    let tally = &stats.tally;
    let figures = summary(stats);
    let against = if run.is_head_to_head() {
        format!(
            "{} (player 1) against {} (player 2)",
            run.strategies[0], run.strategies[1]
        )
    } else {
        format!("{} against itself", run.strategies[0])
    };
    let mut text = format!(
        "{} games of {against}, {}, placement {}, seed {}",
        thousands(tally.games),
        describe_rules(&run.rules),
        run.placement,
        run.seed
    );
    if let Some(shards) = &stats.shards {
        text.push_str(&shards.describe(run.games, "game"));
    }
    text.push_str("\n\nshots to sink a fleet (every fleet sunk in full, two a game)\n");
    for (name, shots) in &figures.shots_to_sink {
        text.push_str(&format!("  {name:<12} {}\n", shots_line(shots)));
    }
    text.push_str("\ngames won (player 1 fires first and wins a tie in shots)\n");
    for (player, wins) in tally.wins.iter().enumerate() {
        let who = format!("player {} ({})", player + 1, run.strategies[player]);
        text.push_str(&format!(
            "  {who:<26}{:>14}  {:>7.2}%\n",
            thousands(*wins),
            100.0 * share(*wins, tally.games)
        ));
    }
    text.push_str(&format!(
        "\nthe winner's shots (how long a game lasts)\n  {}\n",
        shots_line(&figures.game_length)
    ));
    for (name, _) in &figures.shots_to_sink {
        text.push_str(&format!("\nshots to sink a fleet, {name}\n"));
        text.push_str(&tally.sink_by(run, name).bars(4, 50));
    }
    text
}
