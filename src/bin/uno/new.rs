//! `uno new`: a student's starter project in Java or Python.

use std::process::ExitCode;

use clap::Args;
use war_kata::grade::starter::{write_starter, StarterArgs};
use war_kata::kit::error::Error;
use war_kata::uno::grade::starter::TEXTS;
use war_kata::uno::grade::ENTRY;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uno new uno-port --lang python && cd uno-port && uno grade --cmd \"python3 uno_adapter.py uno.py\"\n  uno new uno-port --lang java"
)]
pub(crate) struct NewArgs {
    #[command(flatten)]
    pub(crate) new: StarterArgs,
}

/// `uno new`: writes the starter and says what is in it.
pub(crate) fn run(args: NewArgs) -> Result<ExitCode, Error> {
    write_starter(&args.new, &ENTRY, &TEXTS)
}
