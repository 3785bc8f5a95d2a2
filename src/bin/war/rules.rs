//! `war rules`: every preset, its source and its parameters.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::emit;
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
        let parameters = serde_yaml::to_string(&preset.rules()).unwrap_or_default();
        text.push_str(&format!("{preset}: {}\n", preset.source()));
        for line in parameters.lines() {
            text.push_str(&format!("  {line}\n"));
        }
    }
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
