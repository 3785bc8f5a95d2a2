//! `uno rules`: both presets, their sources and fields, and the deck.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{emit, presets_text};
use war_kata::kit::error::Error;
use war_kata::uno::card::{build_order, write_cards};
use war_kata::uno::Preset;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  uno rules\n  uno rules --json")]
pub(crate) struct RulesArgs {
    /// Print the presets as one JSON object.
    #[arg(long)]
    pub(crate) json: bool,
}

/// `uno rules`: both presets, their sources and fields, and the deck.
pub(crate) fn run(args: RulesArgs) -> Result<ExitCode, Error> {
    let presets: Vec<_> = Preset::ALL
        .iter()
        .map(|preset| (preset.name(), preset.source(), preset.rules()))
        .collect();
    let mut text = presets_text(&presets, args.json);
    if !args.json {
        text.push_str(&format!(
            "deck (108 cards, in the order the original program builds it):\n  {}\n",
            write_cards(&build_order())
        ));
    }
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
