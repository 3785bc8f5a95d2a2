//! `uno trace`: the golden trace of a fixture.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::emit;
use war_kata::kit::error::Error;
use war_kata::uno::builtin;
use war_kata::uno::fixture::FixtureFile;
use war_kata::uno::{Preset, Trace};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uno trace fixtures/uno/u5_seat_0_first_until_a_hand_is_empty.yaml\n  uno trace u7_a_wild_draw_four_is_played_as_a_plain_wild --rules mattel"
)]
pub(crate) struct TraceArgs {
    /// The fixture file to play, with the rules it names unless --rules is
    /// given (or a built-in fixture's name, path or id).
    pub(crate) file: PathBuf,
    /// Play the fixture's deck by this preset instead: jones or mattel.
    #[arg(long = "rules", value_name = "PRESET")]
    pub(crate) preset: Option<Preset>,
}

/// `uno trace`: the golden trace of a fixture.
pub(crate) fn run(args: TraceArgs) -> Result<ExitCode, Error> {
    let file = builtin::FIXTURES.load_one::<FixtureFile>(&args.file)?;
    let trace = match args.preset {
        None => file.trace(),
        Some(preset) => {
            let mut seats = file.strategies.clone();
            Trace::record(&file.deck, &mut seats, preset.rules())
                .map_err(|problem| file.deal_error(problem))?
        }
    };
    emit(&trace.to_string())?;
    Ok(ExitCode::SUCCESS)
}
