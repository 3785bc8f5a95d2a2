//! `battleship confine`: the launcher of a student's program (hidden; the
//! grading runs it), which is the kit's: see
//! `war_kata::kit::confine::launcher`.

use std::process::ExitCode;

use war_kata::kit::confine::launcher;
use war_kata::kit::error::Error;

pub(crate) use launcher::ConfineArgs;

/// `battleship confine`: never returns when the program starts without
/// namespaces.
pub(crate) fn run(args: ConfineArgs) -> Result<ExitCode, Error> {
    launcher::run(args)
}
