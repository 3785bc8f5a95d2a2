//! `war play`: one game's summary, as text or JSON.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{emit, LocaleArg};
use war_kata::kit::locale::arg;
use war_kata::war::lang::say;
use war_kata::war::trace::{describe_cycle, describe_end, describe_outcome, describe_rules};
use war_kata::{Card, Deck, Error, GameResult, Rules};

use crate::game_args::{Game, GameArgs, RulesArg};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war play --deck \"2 2 8 6 9 7 10 11 5 6 4 4\"\n  war play --deck \"5 5 2 4 3\" --json"
)]
#[command(group = clap::ArgGroup::new("game").args(["deck", "a"]).required(true))]
pub(crate) struct PlayArgs {
    #[command(flatten)]
    pub(crate) game: GameArgs,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// `war play`: one game's summary, as text or JSON.
pub(crate) fn run(args: PlayArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules();
    let Game { mut war, .. } = args.game.game(rules)?;
    let (dealt_a, dealt_b) = (war.deck_a().clone(), war.deck_b().clone());
    let result = war.simulate_game();
    if args.json {
        emit(&format!("{}\n", summary_json(&result, &rules)))?;
        return Ok(ExitCode::SUCCESS);
    }
    let locale = args.locale.locale();
    let show = |deck: &Deck| {
        let cards: Vec<String> = deck.iter().map(Card::to_string).collect();
        if cards.is_empty() {
            say(locale, "trace-empty", &[])
        } else {
            cards.join(" ")
        }
    };
    let summary = say(
        locale,
        "play-summary",
        &[
            arg("outcome", describe_outcome(result.outcome, locale)),
            arg("battles", result.battles),
            arg("rounds", result.rounds),
            arg("wars", result.wars),
            arg("why", describe_end(&result, &rules, locale)),
        ],
    );
    let mut text = format!("A: {}\nB: {}\n{summary}\n", show(&dealt_a), show(&dealt_b));
    if let Some(cycle) = &result.cycle {
        text.push_str(&describe_cycle(cycle, locale));
        text.push('\n');
    }
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// The `--json` summary of a game.
fn summary_json(result: &GameResult, rules: &Rules) -> serde_json::Value {
    serde_json::json!({
        "rules": describe_rules(rules),
        "winner": result.outcome,
        "code": result.outcome.code(),
        "battles": result.battles,
        "rounds": result.rounds,
        "wars": result.wars,
        "reason": result.reason,
        "cycle": result.cycle,
    })
}
