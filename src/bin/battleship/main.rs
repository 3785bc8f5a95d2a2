//! `battleship`: the command line of the kata's Battleship. A thin layer
//! over the library: `main` parses the arguments and hands each subcommand
//! to its own file beside this one, which reads, calls the library and
//! prints.

mod args;
mod autograder;
mod check;
mod compare;
mod confine;
mod fixtures;
mod grade;
mod grade_all;
mod new;
mod play;
mod rules;
mod stats;
mod trace;
mod winner;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use war_kata::kit::cli::finish;
use war_kata::kit::manual::{completions, manpages, CompletionsArgs, ManpagesArgs};

/// Battleship, the Milton Bradley game of 1967, as Matthew Jones's
/// "Modeling Practice" program plays it (jones), with the blog's reading
/// and DataGenetics' strategies beside it.
#[derive(Debug, Parser)]
#[command(
    name = "battleship",
    version,
    propagate_version = true,
    after_help = "First commands to try:\n  battleship play --seed 7                                         one game, shot by shot, both boards drawn\n  battleship stats --strategy probability --games 10000 --seed 1   shots to sink a fleet, and who wins\n  battleship compare --games 10000 --seed 1                        every strategy beside DataGenetics' figures\n\n`battleship COMMAND --help` tells more of each; the manual is the book in war-kata's book/."
)]
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
    /// List, show or write out the fixtures built into `battleship`, which check
    /// and grade use when given no path.
    Fixtures(fixtures::FixturesArgs),
    /// Read battles from standard input, one a line, and answer each as the
    /// referee does (1 17 E4, 0, illegal 2): the line protocol of student
    /// ports.
    Winner(winner::WinnerArgs),
    /// Run a student's port on every battle, placement and referee fixture
    /// through the line protocol and report each case; exit 0 when all
    /// pass, 1 when any fails, 2 for a usage or set-up error.
    Grade(grade::GradeArgs),
    /// Grade a whole class: a folder of submissions (folders, zips or
    /// source files, Java or Python), each built and graded confined, one
    /// table, DIR/summary.csv, DIR/summary.json, DIR/index.html and a
    /// report per student; exit 0 when every submission has its row, 2 for
    /// a set-up error.
    GradeAll(grade_all::GradeAllArgs),
    /// Write the zip Gradescope's "Upload autograder" takes: setup.sh,
    /// run_autograder, this battleship binary (or --binary) and the
    /// adapters.
    Autograder(autograder::AutograderArgs),
    /// Write a student's starter project in Java or Python: the skeleton of
    /// the referee to port, the adapter and the instructions.
    New(new::NewArgs),
    /// Write the completion script of `battleship` for a shell to standard
    /// output.
    #[command(
        after_help = "Examples:\n  battleship completions bash > ~/.local/share/bash-completion/completions/battleship\n  battleship completions zsh > ~/.zfunc/_battleship\n  battleship completions fish > ~/.config/fish/completions/battleship.fish"
    )]
    Completions(CompletionsArgs),
    /// Write the manual pages of `battleship` into DIR, one per command and
    /// subcommand (`man battleship-COMMAND`), or one Markdown page.
    #[command(
        after_help = "Examples:\n  battleship manpages ~/.local/share/man/man1\n  battleship manpages reference --markdown"
    )]
    Manpages(ManpagesArgs),
    /// The launcher of a student's program: applies the grading's plan of
    /// confinement to itself, then runs the program.
    #[command(hide = true)]
    Confine(confine::ConfineArgs),
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Trace(args) => trace::run(args),
        Command::Check(args) => check::run(args),
        Command::Play(args) => play::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Compare(args) => compare::run(args),
        Command::Fixtures(args) => fixtures::run(args),
        Command::Winner(args) => winner::run(args),
        // A set-up error of `battleship grade` exits with 2, as a usage
        // error does.
        Command::Grade(args) => return finish("battleship", grade::run(args), 2),
        Command::GradeAll(args) => return finish("battleship", grade_all::run(args), 2),
        Command::Autograder(args) => autograder::run(args),
        Command::New(args) => new::run(args),
        Command::Completions(args) => completions(Cli::command(), &args),
        Command::Manpages(args) => manpages(Cli::command(), &args),
        // A program that cannot be run confined ends as a port that
        // crashed on start, with the launcher's one line on its standard
        // error.
        Command::Confine(args) => return finish("battleship", confine::run(args), 125),
    };
    finish("battleship", outcome, 1)
}
