//! `war trace`: the golden trace of a fixture, a deck or two hands.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{emit_with, LocaleArg};
use war_kata::war::builtin;
use war_kata::war::rules::Preset;
use war_kata::war::trace::write_trace;
use war_kata::{Error, FixtureFile};

use crate::game_args::{GameArgs, RulesArg};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war trace fixtures/war_draw.yaml\n  war trace --deck \"2 3 4 5\"\n  war trace --rules codingame --a \"AD KC QC\" --b \"KH QS JC\""
)]
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
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// `war trace`: the golden trace of a fixture, a deck or two hands,
/// written as the game is played.
pub(crate) fn run(args: TraceArgs) -> Result<ExitCode, Error> {
    let (deck, war) = match &args.file {
        Some(file) => {
            let fixture = builtin::FIXTURES.load_one::<FixtureFile>(file)?.fixture;
            let rules = args.rules.preset.map_or(fixture.rules.rules, Preset::rules);
            let war = fixture.war(rules);
            let hands = fixture.hands.is_some();
            let deck = fixture.deck.filter(|_| !hands);
            (deck.map(|deck| deck.0), war)
        }
        None => {
            let game = args.game.game(args.rules.rules())?;
            (game.deck, game.war)
        }
    };
    emit_with(|out| write_trace(out, deck.as_deref(), war, args.locale.locale()))?;
    Ok(ExitCode::SUCCESS)
}
