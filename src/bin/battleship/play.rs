//! `battleship play`: one seeded game, traced shot by shot.

use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::trace::seeded_game;
use war_kata::kit::cli::emit;
use war_kata::kit::error::{Error, ErrorKind};

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
    let players = args.strategy.players()?;
    let text = seeded_game(&rules, placement, players, args.seed)
        .map_err(|problem| Error::new(ErrorKind::Stats, "--strategy", problem.to_string()))?;
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
