//! `uno play`: one round, dealt from a deck or from a seed, summed up.

use std::process::ExitCode;

use clap::Args;
use war_kata::kit::cli::emit;
use war_kata::kit::error::Error;
use war_kata::kit::words::count;
use war_kata::uno::card::{build_order, parse_deck};
use war_kata::uno::stats::deal;
use war_kata::uno::trace::{describe_rules, Log};
use war_kata::uno::{End, OldestFirst, Shuffled, Strategy, Uno};

use crate::args::{RulesArg, StrategiesArg};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  uno play --players 4 --seed 7\n  uno play --players 3 --seed 1 --rules mattel --strategies jackass,defensive"
)]
#[command(group = clap::ArgGroup::new("round").args(["deck", "seed"]).required(true))]
pub(crate) struct PlayArgs {
    /// How many seats play (2 to 15).
    #[arg(long, value_name = "N")]
    pub(crate) players: usize,
    /// The deck, top first: the 108 cards, e.g. "R5 W GS ...", dealt as
    /// they lie, the draw pile refilled `oldest-first`.
    #[arg(long, allow_hyphen_values = true)]
    pub(crate) deck: Option<String>,
    /// Shuffle the deck and the refills from this seed instead: the round
    /// `uno stats --seed S` plays first.
    #[arg(long, value_name = "S")]
    pub(crate) seed: Option<u64>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) strategies: StrategiesArg,
}

/// `uno play`: one round, dealt from a deck or from a seed, summed up.
pub(crate) fn run(args: PlayArgs) -> Result<ExitCode, Error> {
    let rules = args.rules.rules()?;
    let mut seats = args.strategies.seats(args.players);
    let mut log = Log::default();
    let (deck, result) = match (&args.deck, args.seed) {
        (Some(text), _) => {
            let deck = parse_deck(text, "--deck", 1, 1)?;
            let mut round = Uno::deal(&deck, args.players, rules)
                .map_err(|problem| problem.error("--players"))?;
            let result = round.play(&mut seats, &mut OldestFirst, &mut log);
            (deck, result)
        }
        (None, seed) => {
            let mut deck = build_order();
            let rng = deal(seed.unwrap_or_default(), 0, &mut deck);
            let mut round = Uno::deal(&deck, args.players, rules)
                .map_err(|problem| problem.error("--players"))?;
            let result = round.play(&mut seats, &mut Shuffled(rng), &mut log);
            (deck, result)
        }
    };
    let names: Vec<&str> = seats.iter().map(|s| s.name()).collect();
    let points: Vec<String> = result.hand_points().iter().map(u32::to_string).collect();
    let turns = count(result.turns as usize, "turn");
    let end = match result.end {
        End::Won(seat) => format!(
            "seat {seat} wins after {turns}, scoring {}",
            result.winner_score()
        ),
        End::Stuck => format!("stuck after {turns}: nobody can play or draw any more"),
        End::TurnLimit => format!("stopped after {turns}, at the safety limit"),
    };
    let text = format!(
        "rules: {}\nplayers: {} ({})\ndeck: {}\n{end}\nhand points by seat: {}\nrefills: {}; cards out of the game: {}\nlog: {}\n",
        describe_rules(&rules),
        args.players,
        names.join(", "),
        war_kata::uno::card::write_cards(&deck),
        points.join(", "),
        result.refills,
        result.lost,
        log.text
    );
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}
