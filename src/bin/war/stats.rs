//! `war stats` and `war stats merge`: many random deals, their figures and
//! their plot.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{
    self, play_shard, read_parts, MergeArgs, RunArgs, StatsCommand, StatsOutput,
};
use war_kata::kit::words::{share, thousands};
use war_kata::war::rules::{override_rules, parse_override, Preset};
use war_kata::war::stats::{self, weight_formula, Run, Stats};
use war_kata::war::trace::describe_rules;
use war_kata::{Error, ErrorKind};

use crate::game_args::RulesArg;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war stats --games 1000000\n  war stats --games 100000 --seed 7 --json\n  war stats --games 1000000 --seed 1 --shard 0/4 --json > part0.json"
)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
#[command(mut_subcommand("merge", |merge| merge.after_help("Example:\n  war stats merge part0.json part1.json part2.json part3.json --json")))]
pub(crate) struct StatsArgs {
    #[command(subcommand)]
    pub(crate) command: Option<StatsCommand>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    /// Change a field of the preset's rules, written as in `war rules`,
    /// e.g. --set war_cards=1 --set pickup=shuffled. Repeatable.
    #[arg(long = "set", value_name = "FIELD=VALUE")]
    pub(crate) set: Vec<String>,
    #[command(flatten)]
    pub(crate) run: RunArgs,
    #[command(flatten)]
    pub(crate) output: StatsOutput,
}

/// `war stats`: a run played and printed, or `war stats merge`.
pub(crate) fn run(args: StatsArgs) -> Result<ExitCode, Error> {
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
        seed: args.run.seed,
        games: args.run.games(),
    };
    let shard = play_shard(
        &args.run,
        run.games,
        !args.output.json,
        |shard, threads, progress| stats::play(&run, shard, threads, progress),
    )?;
    let battles = shard.played.tally.histogram.total() as f64;
    let rate = format!("{:.1} million battles", shard.per_second(battles) / 1e6);
    let speed = shard.speed_line(&args.run, &rate);
    print_stats(&shard.played, &args.output, Some(&speed))
}

/// `war stats merge`: shards read, merged and printed.
fn stats_merge(args: MergeArgs) -> Result<ExitCode, Error> {
    let merged = Stats::merge(read_parts(&args.files, Stats::from_json)?)?;
    print_stats(&merged, &args.output, None)
}

/// Prints `stats` as the options ask, and draws the figure if asked.
fn print_stats(
    stats: &Stats,
    output: &StatsOutput,
    speed: Option<&str>,
) -> Result<ExitCode, Error> {
    cli::print_stats(
        output,
        || war_kata::war::plot::svg(stats),
        || stats.to_json(),
        || stats_table(stats),
        speed,
    )
}

/// The table `war stats` prints.
fn stats_table(stats: &Stats) -> String {
    let tally = &stats.tally;
    let summary = stats.summary();
    let games = tally.games;
    let percent = |part: u64| format!("{:.2}%", 100.0 * share(part, games));
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
        describe_rules(&stats.run.rules),
        stats.run.deck.len(),
        stats.run.seed
    );
    if let Some(shards) = &stats.shards {
        text.push_str(&shards.describe(stats.run.games, "game"));
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
    text.push_str(&format!(
        "\nA's share of the games won, by A's deck weight ({})\n",
        weight_formula(&stats.run.deck)
    ));
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
