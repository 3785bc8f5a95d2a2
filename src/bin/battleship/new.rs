//! `battleship new`: a student's starter project in Java or Python.

use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::grade::starter::TEXTS;
use war_kata::battleship::grade::ENTRY;
use war_kata::grade::starter::{write_starter, StarterArgs};
use war_kata::kit::error::Error;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  battleship new battleship-port --lang python && cd battleship-port && battleship grade --cmd \"python3 battleship_adapter.py battleship.py\"\n  battleship new battleship-port --lang java"
)]
pub(crate) struct NewArgs {
    #[command(flatten)]
    pub(crate) new: StarterArgs,
}

/// `battleship new`: writes the starter and says what is in it.
pub(crate) fn run(args: NewArgs) -> Result<ExitCode, Error> {
    write_starter(&args.new, &ENTRY, &TEXTS)
}
