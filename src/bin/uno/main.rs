//! `uno`: the command line of the kata's UNO. A thin layer over the
//! library: `main` parses the arguments and hands each subcommand to its
//! own file beside this one, which reads, calls the library and prints.

mod args;
mod autograder;
mod check;
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

/// A round of UNO, as Matthew Jones's "Modeling Practice" program plays it
/// (jones) and as the official rules have it (mattel), with the seed's
/// "stupid jackass" players.
#[derive(Debug, Parser)]
#[command(
    name = "uno",
    version,
    propagate_version = true,
    after_help = "First commands to try:\n  uno trace u5_seat_0_first_until_a_hand_is_empty   a built-in fixture's round, turn by turn\n  uno play --players 4 --seed 1                      one round of four jackasses, summed up\n  uno grade-all submissions --out results            grade a class's ports: a score and a diagnosis each\n\n`uno COMMAND --help` tells more of each; the manual is the book in war-kata's book/."
)]
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
    /// Run a student's port on every fixture (and random deals) through the
    /// line protocol and report each case; exit 0 when all pass, 1 when any
    /// fails, 2 for a usage or set-up error.
    Grade(grade::GradeArgs),
    /// Grade a whole class: a folder or an LMS's export of submissions
    /// (Java or Python), each built and graded confined, one table,
    /// DIR/summary.csv, DIR/summary.json, a report per student and the
    /// class report, DIR/index.html; exit 0 when every submission has its
    /// row, 2 for a set-up error.
    GradeAll(grade_all::GradeAllArgs),
    /// Write the zip Gradescope's "Upload autograder" takes: setup.sh,
    /// run_autograder, this uno binary (or --binary) and the adapters.
    Autograder(autograder::AutograderArgs),
    /// Write a student's starter project in Java or Python: a skeleton of
    /// the entry point, the adapter and the instructions.
    New(new::NewArgs),
    /// Play many random rounds and print their statistics: turns, each
    /// seat's wins, the winners' score, refills, and the strategies head to
    /// head. `uno stats merge` combines shards of a run.
    Stats(stats::StatsArgs),
    /// List, show or write out the fixtures built into `uno`, which check
    /// uses when given no path.
    Fixtures(fixtures::FixturesArgs),
    /// Write the completion script of `uno` for a shell to standard
    /// output.
    #[command(
        after_help = "Examples:\n  uno completions bash > ~/.local/share/bash-completion/completions/uno\n  uno completions zsh > ~/.zfunc/_uno\n  uno completions fish > ~/.config/fish/completions/uno.fish"
    )]
    Completions(CompletionsArgs),
    /// Write the manual pages of `uno` into DIR, one per command and
    /// subcommand (`man uno-COMMAND`), or one Markdown page.
    #[command(
        after_help = "Examples:\n  uno manpages ~/.local/share/man/man1\n  uno manpages reference --markdown"
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
        Command::Play(args) => play::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Check(args) => check::run(args),
        Command::Winner(args) => winner::run(args),
        // A set-up error of `uno grade` exits with 2, as a usage error does.
        Command::Grade(args) => return finish("uno", grade::run(args), 2),
        Command::GradeAll(args) => return finish("uno", grade_all::run(args), 2),
        Command::Autograder(args) => autograder::run(args),
        Command::New(args) => new::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Fixtures(args) => fixtures::run(args),
        Command::Completions(args) => completions(Cli::command(), &args),
        Command::Manpages(args) => manpages(Cli::command(), &args),
        // A program that cannot be run confined ends as a port that
        // crashed on start, with the launcher's one line on its standard
        // error.
        Command::Confine(args) => return finish("uno", confine::run(args), 125),
    };
    finish("uno", outcome, 1)
}
