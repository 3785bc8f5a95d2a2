//! `battleship rules`: the rules, the fleet, the strategies and the
//! placements.

use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::{Placement, Rules, StrategyName};
use war_kata::kit::cli::emit;
use war_kata::kit::error::Error;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  battleship rules\n  battleship rules --json")]
pub(crate) struct RulesArgs {
    /// Print one JSON object instead.
    #[arg(long)]
    pub(crate) json: bool,
}

/// `battleship rules`: what can be chosen, and the default.
pub(crate) fn run(args: RulesArgs) -> Result<ExitCode, Error> {
    let rules = Rules::default();
    let strategies = StrategyName::names();
    if args.json {
        let value = serde_json::json!({
            "rules": rules,
            "lengths": rules.fleet.iter().map(|kind| (kind.name(), kind.length())).collect::<Vec<_>>(),
            "strategies": strategies,
            "placements": Placement::NAMES,
        });
        emit(&format!("{value}\n"))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut text = String::from(
        "rules: the original program's (Matthew Jones, https://github.com/exceptionnotfound/BattleshipModellingPractice), changed field by field with --set\n",
    );
    let fields = serde_yaml::to_string(&rules).unwrap_or_default();
    for line in fields.lines() {
        text.push_str(&format!("  {line}\n"));
    }
    text.push_str("fleet, in the order placed:\n");
    for kind in &rules.fleet {
        text.push_str(&format!("  {:<11}{} panels\n", kind.name(), kind.length()));
    }
    text.push_str(&format!("strategies: {}\n", strategies.join(", ")));
    text.push_str(&format!("placements: {}\n", Placement::NAMES.join(", ")));
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
