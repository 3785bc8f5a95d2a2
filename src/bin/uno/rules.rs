//! `uno rules`: both presets, their sources and fields, and the deck.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::emit;
use war_kata::kit::error::Error;
use war_kata::uno::card::{build_order, write_cards};
use war_kata::uno::Preset;

#[derive(Debug, Args)]
pub(crate) struct RulesArgs {
    /// Print the presets as one JSON object.
    #[arg(long)]
    pub(crate) json: bool,
}

/// `uno rules`: both presets, their sources and fields, and the deck.
pub(crate) fn run(args: RulesArgs) -> Result<ExitCode, Error> {
    if args.json {
        let presets: serde_json::Map<String, serde_json::Value> = Preset::ALL
            .iter()
            .map(|preset| {
                let value = serde_json::json!({
                    "source": preset.source(),
                    "rules": preset.rules(),
                });
                (preset.name().to_string(), value)
            })
            .collect();
        emit(&format!("{}\n", serde_json::Value::Object(presets)))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut text = String::new();
    for preset in Preset::ALL {
        let fields = serde_yaml::to_string(&preset.rules()).unwrap_or_default();
        text.push_str(&format!("{preset}: {}\n", preset.source()));
        for line in fields.lines() {
            text.push_str(&format!("  {line}\n"));
        }
    }
    text.push_str(&format!(
        "deck (108 cards, in the order the original program builds it):\n  {}\n",
        write_cards(&build_order())
    ));
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
