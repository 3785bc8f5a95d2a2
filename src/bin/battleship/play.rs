//! `battleship play`: one seeded game, traced shot by shot.

use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::trace::{game_text, Players};
use war_kata::battleship::{play, Recording};
use war_kata::kit::cli::emit;
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::montecarlo::game_rng;

use crate::args::{RulesArg, StrategyArg};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship play --seed 7\n  battleship play --seed 1 --strategy jones --strategy random\n  battleship play --seed 3 --strategy jones-blog --placement uniform --set ships_may_touch=false"
)]
pub(crate) struct PlayArgs {
    /// The seed: both fleets are placed and every shot drawn from it.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub(crate) seed: u64,
    #[command(flatten)]
    pub(crate) strategy: StrategyArg,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
}

/// `battleship play`: both fleets placed from the seed, the game played
/// with player 1 first, printed shot by shot with both boards at the end.
pub(crate) fn run(args: PlayArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules()?;
    let placement = args.rules.placement()?;
    let [one, two] = args.strategy.players()?;
    let mut rng = game_rng(args.seed, 0);
    let fleets = [
        placement.place(&rules, &mut rng),
        placement.place(&rules, &mut rng),
    ];
    let mut recording = Recording::default();
    let (mut first, mut second) = (one.build(), two.build());
    play(fleets, &mut first, &mut second, &mut rng, &mut recording)
        .map_err(|problem| Error::new(ErrorKind::Stats, "--strategy", problem.to_string()))?;
    let players = Players {
        strategies: [one.name().to_string(), two.name().to_string()],
        placement: placement_words(placement.name()),
    };
    emit(&game_text(&rules, &players, &recording))?;
    Ok(ExitCode::SUCCESS)
}

/// How a placement is worded in a trace.
pub(crate) fn placement_words(name: &str) -> String {
    match name {
        "random" => "at random, ship by ship as the original program does".to_string(),
        "uniform" => "uniformly among every legal fleet".to_string(),
        other => other.to_string(),
    }
}
