//! `uno`: the command line of the kata's UNO. A thin layer over the
//! library: `main` parses the arguments and hands each subcommand to its
//! own file beside this one, which reads, calls the library and prints.

mod args;
mod check;
mod fixtures;
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
    after_help = "First commands to try:\n  uno trace u5_seat_0_first_until_a_hand_is_empty   a built-in fixture's round, turn by turn\n  uno play --players 4 --seed 1                      one round of four jackasses, summed up\n  uno stats --players 4 --games 100000 --seed 1      who wins, how long rounds last\n\n`uno COMMAND --help` tells more of each; the manual is the book in war-kata's book/."
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
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Trace(args) => trace::run(args),
        Command::Play(args) => play::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Check(args) => check::run(args),
        Command::Winner(args) => winner::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Fixtures(args) => fixtures::run(args),
        Command::Completions(args) => completions(Cli::command(), &args),
        Command::Manpages(args) => manpages(Cli::command(), &args),
    };
    finish("uno", outcome, 1)
}
