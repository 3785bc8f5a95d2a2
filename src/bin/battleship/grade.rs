//! `battleship grade`: a student's port run on the fixtures (and random
//! battles), and its report.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::battleship::grade::judge;
use war_kata::battleship::rules::Preset;
use war_kata::grade::cli::{grade_port_on_fixtures, PortArgs};
use war_kata::grade::kata::RandomInputs;
use war_kata::kit::error::Error;

#[derive(Debug, Args)]
#[command(
    after_help = "The adapters speak the protocol for a student's code: adapters/java/BattleshipAdapter.java (compile it with the submission; it finds a static String findWinner(List<String> fleet1, List<String> fleet2, List<String> shots1, List<String> shots2) by reflection) and adapters/python/battleship_adapter.py (it imports find_winner from a file). `battleship grade-all` builds them in for a whole class.\n\nExamples:\n  battleship grade --cmd \"python3 battleship_adapter.py battleship.py\"\n  javac -d build BattleshipAdapter.java Battleship.java && battleship grade --cmd \"java -cp build warkata.adapter.BattleshipAdapter\"\n  battleship grade --cmd \"battleship winner --rules apart\" --rules apart --format tap\n  battleship grade --cmd \"python3 battleship_adapter.py battleship.py\" --random 500 --seed 1"
)]
pub(crate) struct GradeArgs {
    #[command(flatten)]
    pub(crate) port: PortArgs,
    /// Fixture files or folders of them; the fixtures built into
    /// `battleship` when none is given (their battle, placement and referee
    /// cases).
    pub(crate) paths: Vec<PathBuf>,
    /// The rules the port plays: jones (the original program's, ships may
    /// touch) or apart (ships kept a panel apart); only fixtures of these
    /// rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "jones")]
    pub(crate) preset: Preset,
    /// After the fixtures, play this many random battles, each checked
    /// against the reference; the first battles the port disagrees on are
    /// shrunk (fewer shots, shots and ships moved toward A1) and reported
    /// as cases named by their number and seed.
    #[arg(long, value_name = "N")]
    pub(crate) random: Option<u64>,
    /// The seed of the random battles: the same seed gives the same battles
    /// on every machine.
    #[arg(long, value_name = "S", default_value_t = 0, requires = "random")]
    pub(crate) seed: u64,
}

/// `battleship grade`: exits with 0 when every case passes, 1 when any
/// fails; `main` exits with 2 for a set-up error (clap does for a usage
/// error). Stopped by SIGINT, SIGTERM or SIGHUP, it kills every process the
/// port started, writes the report of what was graded and exits with 128
/// and the signal's number.
pub(crate) fn run(args: GradeArgs) -> Result<ExitCode, Error> {
    let random = RandomInputs::asked(args.random, args.seed);
    let (judge, notes) = judge(&args.paths, args.preset, random)?;
    grade_port_on_fixtures(&judge, &args.port, &args.paths, &notes)
}
