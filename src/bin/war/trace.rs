//! `war trace`: the golden trace of a fixture, a deck or two hands.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::emit;
use war_kata::war::builtin;
use war_kata::war::rules::Preset;
use war_kata::{Error, Trace};

use crate::game_args::{GameArgs, RulesArg};

#[derive(Debug, Args)]
pub(crate) struct TraceArgs {
    /// The fixture file to play (with the rules it names, unless --rules is
    /// given); when there is no such file, the built-in fixture of that
    /// path, name or id (`war fixtures list` names them).
    #[arg(required_unless_present_any = ["deck", "a"], conflicts_with_all = ["deck", "a"])]
    pub(crate) file: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) game: GameArgs,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
}

/// `war trace`: the golden trace of a fixture, a deck or two hands.
pub(crate) fn run(args: TraceArgs) -> Result<ExitCode, Error> {
    let trace = match &args.file {
        Some(file) => {
            let fixture = builtin::load_one(file)?;
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
