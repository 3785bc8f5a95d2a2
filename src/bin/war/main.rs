//! `war`: the command line of the War kata. A thin layer over the library:
//! `main` parses the arguments (in Dutch under a Dutch locale: `dutch.rs`)
//! and hands each subcommand to its own file beside this one, which reads,
//! calls the library and prints.

mod autograder;
mod check;
mod confine;
mod diff;
mod dutch;
mod export;
mod fixtures;
mod game_args;
mod grade;
mod grade_all;
mod learn;
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

/// The card game War, as the CS1 simulation assignment plays it, and the
/// other Wars of its sources.
#[derive(Debug, Parser)]
#[command(
    name = "war",
    version,
    about,
    propagate_version = true,
    after_help = "First commands to try:\n  war trace fixtures/war_draw.yaml             a game of the assignment, battle by battle\n  war new war-kata --lang python               a learner's starter project; then war learn\n  war grade-all examples/class --out results   grade a class: a score and a diagnosis each\n\n`war COMMAND --help` tells more of each; the manual is the book in war-kata's book/."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the battle-by-battle trace of a fixture, a deck or two hands
    /// (the golden trace text).
    Trace(trace::TraceArgs),
    /// Read decks from standard input, one a line, and answer each with 1
    /// (A wins), -1 (B wins) or 0 (draw): the line protocol of student
    /// ports.
    Winner(winner::WinnerArgs),
    /// Play one deck, or two hands, and print a summary.
    Play(play::PlayArgs),
    /// Recompute every fixture and report each expected value that
    /// disagrees with the rules.
    Check(check::CheckArgs),
    /// List the rule presets, with their parameters and sources.
    Rules(rules::RulesArgs),
    /// Run a student's port on every fixture through the line protocol and
    /// report each case; exit 0 when all pass, 1 when any fails, 2 for a
    /// usage or set-up error.
    Grade(grade::GradeArgs),
    /// Play one deck on a port and on the reference, and print both
    /// answers, what gives the port's, and the reference's trace; exit 0
    /// when they agree, 1 when they differ, 2 for a usage or set-up error.
    Diff(diff::DiffArgs),
    /// Grade a whole class: a folder of submissions (folders, zips or
    /// source files, Java or Python), each built and graded, one table,
    /// DIR/summary.csv, DIR/summary.json and a report per student; exit 0
    /// when every submission has its row, 2 for a set-up error.
    GradeAll(grade_all::GradeAllArgs),
    /// Write the zip Gradescope's "Upload autograder" takes: setup.sh,
    /// run_autograder, this war binary (or --binary) and the adapters.
    Autograder(autograder::AutograderArgs),
    /// Write the fixtures as a test file to hand out: a JUnit 5 WarTest.java
    /// or a pytest module; or the learner's path as Exercism's canonical
    /// data.
    Export(export::ExportArgs),
    /// List, show or write out the fixtures built into `war`, which check,
    /// grade and export use when given no path.
    Fixtures(fixtures::FixturesArgs),
    /// Walk your port through the learner's path, step by step, and stop at
    /// the first step it fails with the rule, a hint and the reference's
    /// game; exit 0 when every step passes, 1 when one fails, 2 for a set-up
    /// error.
    Learn(learn::LearnArgs),
    /// Write a learner's starter project in Rust, Java or Python: the rules,
    /// a skeleton, and the path's tests with all but the first switched off.
    New(new::NewArgs),
    /// Play many random deals and print their statistics: who wins, how
    /// long games last, how often wars come, and whether the dealt hand
    /// predicts the winner. `war stats merge` combines shards of a run.
    Stats(stats::StatsArgs),
    /// Write the completion script of `war` for a shell to standard
    /// output.
    #[command(
        after_help = "Examples:\n  war completions bash > ~/.local/share/bash-completion/completions/war\n  war completions zsh > ~/.zfunc/_war\n  war completions fish > ~/.config/fish/completions/war.fish"
    )]
    Completions(CompletionsArgs),
    /// Write the manual pages of `war` into DIR, one per command and
    /// subcommand (`man war-COMMAND`), or one Markdown page.
    #[command(
        after_help = "Examples:\n  war manpages ~/.local/share/man/man1\n  war manpages reference --markdown"
    )]
    Manpages(ManpagesArgs),
    /// The launcher of a student's program: applies the grading's plan of
    /// confinement to itself, then runs the program.
    #[command(hide = true)]
    Confine(confine::ConfineArgs),
}

fn main() -> ExitCode {
    let outcome = match dutch::parse::<Cli>().command {
        Command::Trace(args) => trace::run(args),
        Command::Winner(args) => winner::run(args),
        Command::Play(args) => play::run(args),
        Command::Check(args) => check::run(args),
        Command::Rules(args) => rules::run(args),
        // A set-up error of `war grade` exits with 2, as a usage error does.
        Command::Grade(args) => return finish("war", grade::run(args), 2),
        Command::GradeAll(args) => return finish("war", grade_all::run(args), 2),
        Command::Diff(args) => return finish("war", diff::run(args), 2),
        Command::Autograder(args) => autograder::run(args),
        Command::Export(args) => export::run(args),
        Command::Fixtures(args) => fixtures::run(args),
        // A set-up error of `war learn` exits with 2, as `war grade`'s does.
        Command::Learn(args) => return finish("war", learn::run(args), 2),
        Command::New(args) => new::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Completions(args) => completions(Cli::command(), &args),
        Command::Manpages(args) => manpages(Cli::command(), &args),
        // A program that cannot be run confined ends as a port that
        // crashed on start, with the launcher's one line on its standard
        // error.
        Command::Confine(args) => return finish("war", confine::run(args), 125),
    };
    finish("war", outcome, 1)
}
