//! `battleship winner`: battles read one a line on standard input, each
//! answered by the referee on a line, as the line protocol of student ports.

use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::grade::read_battle;
use war_kata::battleship::rules::Preset;
use war_kata::kit::cli::answer_lines;
use war_kata::kit::error::{Error, ErrorKind, Position};
use war_kata::kit::lines::MAX_LINE_BYTES;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples (a fleet of one destroyer lacks four ships: illegal 1):\n  echo 'destroyer A1 across | destroyer A1 across | A1 A2 |' | battleship winner\n  battleship winner --rules apart < battles.txt"
)]
pub(crate) struct WinnerArgs {
    /// The rules the battles are played by: jones (the original program's,
    /// ships may touch) or apart (ships kept a panel apart).
    #[arg(long = "rules", value_name = "PRESET", default_value = "jones")]
    pub(crate) preset: Preset,
}

/// `battleship winner`: one answer a line, flushed at once so that a grader
/// talking to it line by line never waits.
pub(crate) fn run(args: WinnerArgs) -> Result<ExitCode, Error> {
    let rules = args.preset.rules();
    answer_lines(MAX_LINE_BYTES, |line, number| {
        let battle = read_battle(line.trim_end_matches(['\n', '\r'])).map_err(|problem| {
            Error::new(ErrorKind::Card, "<stdin>", problem)
                .at(Position {
                    line: number,
                    column: 1,
                })
                .with_fix("write a battle as the grader sends it: player 1's fleet | player 2's fleet | player 1's shots | player 2's shots, e.g. `destroyer A1 across, submarine J1 across, ... | ... | A1 A2 | J10`")
        })?;
        Ok(battle.end(&rules).line())
    })
}
