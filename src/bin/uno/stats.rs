//! `uno stats` and `uno stats merge`: many random rounds, their figures and
//! their plot.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{self, play_shard, read_parts, RunArgs, StatsCommand, StatsOutput};
use war_kata::kit::error::Error;
use war_kata::kit::words::{share, thousands};
use war_kata::uno::stats::{self, from_json, summary, to_json, Run, Stats};
use war_kata::uno::trace::describe_rules;
use war_kata::uno::StrategyName;

use crate::args::{RulesArg, StrategiesArg};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uno stats --players 4 --games 1000000 --seed 1\n  uno stats --players 2 --games 100000 --strategies jackass,defensive --json\n  uno stats --players 4 --games 1000000 --seed 1 --shard 0/4 --json > part0.json"
)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
#[command(mut_subcommand("merge", |merge| merge.after_help("Examples:\n  uno stats --players 4 --games 1000000 --seed 1 --shard 0/2 --json > part0.json\n  uno stats --players 4 --games 1000000 --seed 1 --shard 1/2 --json > part1.json\n  uno stats merge part0.json part1.json")))]
pub(crate) struct StatsArgs {
    #[command(subcommand)]
    pub(crate) command: Option<StatsCommand>,
    /// How many seats play (2 to 15).
    #[arg(long, value_name = "N", required = true)]
    pub(crate) players: Option<usize>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) strategies: StrategiesArg,
    #[command(flatten)]
    pub(crate) run: RunArgs,
    #[command(flatten)]
    pub(crate) output: StatsOutput,
}

/// `uno stats`: a run played and printed, or `uno stats merge`.
pub(crate) fn run(args: StatsArgs) -> Result<ExitCode, Error> {
    if let Some(StatsCommand::Merge(merge)) = args.command {
        let merged = Stats::merge(read_parts(&merge.files, from_json)?)?;
        return print_stats(&merged, &merge.output, None);
    }
    let players = args.players.unwrap_or_default();
    let run = Run {
        rules: args.rules.rules()?,
        players,
        strategies: args.strategies.seats(players),
        seed: args.run.seed,
        games: args.run.games(),
    };
    run.check()?;
    let shard = play_shard(
        &args.run,
        run.games,
        !args.output.json,
        |shard, threads, progress| stats::play(&run, shard, threads, progress),
    )?;
    let rounds = shard.played.tally.games as f64;
    let rate = format!("{:.0} thousand rounds", shard.per_second(rounds) / 1e3);
    let speed = shard.speed_line(&args.run, &rate);
    print_stats(&shard.played, &args.output, Some(&speed))
}

/// Prints `stats` as the options ask, and draws the figure if asked.
fn print_stats(
    stats: &Stats,
    output: &StatsOutput,
    speed: Option<&str>,
) -> Result<ExitCode, Error> {
    cli::print_stats(
        output,
        || war_kata::uno::plot::svg(stats),
        || to_json(stats),
        || stats_table(stats),
        speed,
    )
}

/// The table `uno stats` prints.
fn stats_table(stats: &Stats) -> String {
    let tally = &stats.tally;
    let figures = summary(tally);
    let games = tally.games;
    let percent = |part: u64| format!("{:.2}%", 100.0 * share(part, games));
    let row = |label: &str, part: u64| {
        format!(
            "  {label:<28}{:>14}  {:>8}\n",
            thousands(part),
            percent(part)
        )
    };
    let names: Vec<&str> = stats
        .run
        .strategies
        .iter()
        .map(|s| strategy_name(*s))
        .collect();
    let mut text = format!(
        "{} rounds of {} players ({}), {}, seed {}",
        thousands(games),
        stats.run.players,
        names.join(", "),
        describe_rules(&stats.run.rules),
        stats.run.seed
    );
    if let Some(shards) = &stats.shards {
        text.push_str(&shards.describe(stats.run.games, "round"));
    }
    text.push_str("\n\nwins by seat (seat 0 plays first)\n");
    for (seat, &wins) in tally.wins.iter().enumerate() {
        text.push_str(&row(&format!("seat {seat}"), wins));
    }
    text.push_str(&row("stuck", tally.stuck));
    text.push_str(&row("stopped at the safety limit", tally.stopped));
    if tally.undealt > 0 {
        text.push_str(&row("not dealt (no first discard)", tally.undealt));
    }
    text.push_str(&format!(
        "\nturns per round\n  mean {:.2}, median {}, 10% {}, 90% {}, min {}, max {}\n",
        figures.mean_turns,
        figures.median_turns,
        figures.p10_turns,
        figures.p90_turns,
        figures.min_turns,
        figures.max_turns
    ));
    text.push_str(&format!(
        "\nscore and refills\n  mean winner's score {:.2} (the points left in the other hands)\n  refills {:.4} a round, in {:.2}% of the rounds; {:.4} cards a round leave the game\n",
        figures.mean_winner_score,
        figures.refills_per_round,
        100.0 * figures.rounds_with_refills,
        figures.lost_per_round
    ));
    if stats.run.is_head_to_head() {
        text.push_str(&format!(
            "\nhead to head (each strategy in every seat equally often; an even chance is {:.2}%)\n",
            100.0 / stats.run.players as f64
        ));
        for (name, share) in &figures.strategy_win_share {
            let seats = tally.strategy_seats.get(name).copied().unwrap_or(0);
            text.push_str(&format!(
                "  {name:<12} wins {:>6.2}% of the rounds it sits in ({} seats)\n",
                100.0 * share,
                thousands(seats)
            ));
        }
    }
    text
}

/// A strategy's name.
fn strategy_name(strategy: StrategyName) -> &'static str {
    use war_kata::uno::Strategy;
    strategy.name()
}
