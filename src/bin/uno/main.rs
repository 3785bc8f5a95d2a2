//! `uno`: the command line of the kata's UNO. A thin layer over the
//! library: `main` parses the arguments and hands each subcommand to its
//! own file beside this one, which reads, calls the library and prints.

mod args;
mod check;
mod play;
mod rules;
mod stats;
mod trace;
mod winner;

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use war_kata::kit::cli::finish;

/// A round of UNO, as Matthew Jones's "Modeling Practice" program plays it
/// (jones) and as the official rules have it (mattel), with the seed's
/// "stupid jackass" players.
#[derive(Debug, Parser)]
#[command(name = "uno", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the turn-by-turn trace of a fixture (the golden trace text).
    Trace(trace::TraceArgs),
    /// Play one round, dealt from a deck or from a seed, and print a
    /// summary.
    Play(play::PlayArgs),
    /// List the rule presets, with their fields and sources, and the deck.
    Rules(rules::RulesArgs),
    /// Recompute every fixture and report each expected value that
    /// disagrees with the rules.
    Check(check::CheckArgs),
    /// Read lines `<players> <108 cards>` on standard input and answer each
    /// with `winner turns winner_score hand_points reshuffles log`, tab
    /// separated.
    Winner(winner::WinnerArgs),
    /// Play many random rounds and print their statistics: turns, each
    /// seat's wins, the winners' score, refills, and the strategies head to
    /// head. `uno stats merge` combines shards of a run.
    Stats(stats::StatsArgs),
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Trace(args) => trace::run(args),
        Command::Play(args) => play::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Check(args) => check::run(args),
        Command::Winner(args) => winner::run(args),
        Command::Stats(args) => stats::run(args),
    };
    finish("uno", outcome, 1)
}
