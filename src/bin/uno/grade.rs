//! `uno grade`: a student's port run on the fixtures (and random deals),
//! and its report.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use war_kata::grade::cli::{grade_port_on_fixtures, PortArgs};
use war_kata::grade::kata::RandomInputs;
use war_kata::kit::error::Error;
use war_kata::uno::grade::judge;
use war_kata::uno::Preset;

#[derive(Debug, Args)]
#[command(
    after_help = "The adapters speak the protocol for a student's code: adapters/java/UnoAdapter.java (compile it with the submission; it finds a static int[] playRound(int players, List<String> deck) by reflection) and adapters/python/uno_adapter.py (it imports play_round from a file). `uno grade-all` builds them in for a whole class.\n\nExamples:\n  uno grade --cmd \"python3 uno_adapter.py uno.py\"\n  javac -d build UnoAdapter.java Uno.java && uno grade --cmd \"java -cp build warkata.adapter.UnoAdapter\"\n  uno grade --cmd \"uno winner --rules mattel\" --rules mattel --format tap\n  uno grade --cmd \"python3 uno_adapter.py uno.py\" --random 200 --seed 1"
)]
pub(crate) struct GradeArgs {
    #[command(flatten)]
    pub(crate) port: PortArgs,
    /// Fixture files or folders of them; the fixtures built into `uno` when
    /// none is given.
    pub(crate) paths: Vec<PathBuf>,
    /// The rules the port plays: jones (the original program) or mattel
    /// (the official rules); only fixtures of these rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "jones")]
    pub(crate) preset: Preset,
    /// After the fixtures, play this many random deals, each checked
    /// against the reference; the first three the port disagrees on are
    /// shrunk (fewer players, the deck toward hand order) and reported as
    /// cases named `random deal I (seed S)`.
    #[arg(long, value_name = "N")]
    pub(crate) random: Option<u64>,
    /// The seed of the random deals: the same seed gives the same deals on
    /// every machine.
    #[arg(long, value_name = "S", default_value_t = 0, requires = "random")]
    pub(crate) seed: u64,
}

/// `uno grade`: exits with 0 when every case passes, 1 when any fails;
/// `main` exits with 2 for a set-up error (clap does for a usage error).
/// Stopped by SIGINT, SIGTERM or SIGHUP, it kills every process the port
/// started, writes the report of what was graded and exits with 128 and
/// the signal's number.
pub(crate) fn run(args: GradeArgs) -> Result<ExitCode, Error> {
    let random = RandomInputs::asked(args.random, args.seed);
    let (judge, notes) = judge(&args.paths, args.preset, random)?;
    grade_port_on_fixtures(&judge, &args.port, &args.paths, &notes)
}
