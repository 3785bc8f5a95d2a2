//! `battleship compare`: every strategy against itself, side by side with
//! DataGenetics' published figures, and their histograms in one figure.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::stats::{summary, Run, Stats};
use war_kata::battleship::StrategyName;
use war_kata::kit::cli::{emit, write_file, RunArgs};
use war_kata::kit::error::Error;
use war_kata::kit::words::thousands;

use crate::args::RulesArg;
use crate::stats::{play_run, shots_line};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship compare --games 100000 --seed 1\n  battleship compare --games 100000 --seed 1 --plot shots.svg"
)]
pub(crate) struct CompareArgs {
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) run: RunArgs,
    /// Print one JSON object, every strategy's figures by name, instead of
    /// a table.
    #[arg(long)]
    pub(crate) json: bool,
    /// Also draw every strategy's shots to sink a fleet into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub(crate) plot: Option<PathBuf>,
}

/// What DataGenetics published for a strategy, in words, with where.
fn published(name: &str) -> &'static str {
    match name {
        "random" => "exact: mean 95.39, median 97; DataGenetics: half the games by 96, fewest 44 in 100 million games",
        "hunt-target" => "DataGenetics: half the games by about 65 (his graph); average 66 (via Slate, 2012)",
        "parity" => "DataGenetics: half the games by about 62 (his graph); average 65 (via Slate, 2012)",
        "probability" => "DataGenetics: half the games by about 42 (his graph), never more than 73",
        _ => "",
    }
}

/// `battleship compare`: each strategy's run, one after the other.
pub(crate) fn run(args: CompareArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules()?;
    let placement = args.rules.placement()?;
    let mut runs: Vec<Stats> = Vec::new();
    let mut text = String::new();
    for name in StrategyName::ALL {
        let run = Run {
            rules: rules.clone(),
            placement: placement.name().to_string(),
            strategies: [name.name().to_string(), name.name().to_string()],
            seed: args.run.seed,
            games: args.run.games(),
        };
        let (stats, speed) = play_run(&run, &args.run, !args.json)?;
        let figures = summary(&stats);
        for (name, shots) in &figures.shots_to_sink {
            text.push_str(&format!("{name}\n  ours:      {}\n", shots_line(shots)));
        }
        text.push_str(&format!(
            "  player 1 wins {:.2}% of the games\n",
            100.0 * figures.first_shooter_wins
        ));
        let source = published(name.name());
        if !source.is_empty() {
            text.push_str(&format!("  published: {source}\n"));
        }
        text.push_str(&format!("  {speed}"));
        runs.push(stats);
    }
    if let Some(path) = &args.plot {
        write_file(path, &war_kata::battleship::plot::compare_svg(&runs)?)?;
    }
    if args.json {
        let value: serde_json::Map<String, serde_json::Value> = runs
            .iter()
            .map(|stats| {
                let figures = serde_json::to_value(summary(stats)).unwrap_or_default();
                (stats.run.strategies[0].clone(), figures)
            })
            .collect();
        emit(&format!("{}\n", serde_json::Value::Object(value)))?;
    } else {
        let games = runs.first().map_or(0, |stats| stats.tally.games);
        emit(&format!(
            "{} games of each strategy against itself (two fleets sunk a game), seed {}\n\n{text}",
            thousands(games),
            args.run.seed
        ))?;
    }
    Ok(ExitCode::SUCCESS)
}
