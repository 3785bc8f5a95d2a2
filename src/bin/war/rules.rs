//! `war rules`: every preset, its source and its parameters.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::{emit, presets_text};
use war_kata::war::rules::Preset;
use war_kata::Error;

#[derive(Debug, Args)]
#[command(after_help = "Example:\n  war rules --json")]
pub(crate) struct RulesArgs {
    /// Print the presets as one JSON object.
    #[arg(long)]
    pub(crate) json: bool,
}

/// `war rules`: every preset, its source and its parameters.
pub(crate) fn run(args: RulesArgs) -> Result<ExitCode, Error> {
    let presets: Vec<_> = Preset::ALL
        .iter()
        .map(|preset| (preset.name(), preset.source(), preset.rules()))
        .collect();
    emit(&presets_text(&presets, args.json))?;
    Ok(ExitCode::SUCCESS)
}
