//! `battleship`: the command line of the kata's Battleship. A thin layer
//! over the library: `main` parses the arguments and hands each subcommand
//! to its own file beside this one, which reads, calls the library and
//! prints.

mod args;
mod check;
mod compare;
mod play;
mod rules;
mod stats;
mod trace;

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use war_kata::kit::cli::finish;

/// Battleship, the Milton Bradley game of 1967, as Matthew Jones's
/// "Modeling Practice" program plays it (jones), with the blog's reading
/// and DataGenetics' strategies beside it.
#[derive(Debug, Parser)]
#[command(name = "battleship", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the trace of a fixture: its fleet, shots and answers, or the
    /// panels a strategy may fire at, with the board drawn.
    Trace(trace::TraceArgs),
    /// Check every fixture: play its case and compare with what it
    /// expects; each problem on a line of its own.
    Check(check::CheckArgs),
    /// Play one seeded game, shot by shot, and draw both boards at the end.
    Play(play::PlayArgs),
    /// List the rules, the fleet, the strategies and the placements.
    Rules(rules::RulesArgs),
    /// Play many seeded games and print the shots it takes to sink a fleet
    /// and the first shooter's share of the wins. `battleship stats merge`
    /// combines shards of a run.
    Stats(stats::StatsArgs),
    /// Play every strategy against itself and print their shots to sink a
    /// fleet side by side, with DataGenetics' published figures.
    Compare(compare::CompareArgs),
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Trace(args) => trace::run(args),
        Command::Check(args) => check::run(args),
        Command::Play(args) => play::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Compare(args) => compare::run(args),
    };
    finish("battleship", outcome, 1)
}
