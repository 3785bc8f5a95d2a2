//! The figures of Battleship's statistics: shots to sink a fleet, each
//! strategy's histogram on one chart, and the first shooter's share of the
//! games won.

use plotters::prelude::*;

use crate::battleship::stats::Stats;
use crate::battleship::trace::describe_rules;
use crate::kit::error::Error;
use crate::kit::plot::{self, legend, Area, Drawn};
use crate::kit::words::{share, thousands};

/// The figure of `stats` as an SVG document: the shots each strategy took
/// to sink a fleet, and each player's share of the games won.
///
/// ```
/// use war_kata::battleship::plot::svg;
/// use war_kata::battleship::stats::{play, Run};
/// use war_kata::battleship::StrategyName;
/// use war_kata::kit::montecarlo::Shard;
///
/// let run = Run::self_play(StrategyName::Jones, 100, 1);
/// let figure = svg(&play(&run, Shard::WHOLE, 1, &|_| ()).unwrap()).unwrap();
/// assert!(figure.starts_with("<svg"));
/// assert!(figure.contains("Shots to sink a fleet"));
/// ```
pub fn svg(stats: &Stats) -> Result<String, Error> {
    plot::svg((1280, 560), |root| draw(root, stats))
}

/// Draws the title and both charts on `root`.
fn draw<'a>(root: &Area<'a>, stats: &Stats) -> Drawn<'a> {
    let run = &stats.run;
    let title = format!(
        "Battleship, {} games, {} against {}, {}, placement {}, seed {}",
        thousands(stats.tally.games),
        run.strategies[0],
        run.strategies[1],
        describe_rules(&run.rules),
        run.placement,
        run.seed
    );
    let root = root.titled(&title, ("sans-serif", 22))?;
    let (left, right) = root.split_horizontally(860);
    let mut names = run.strategies.to_vec();
    names.dedup();
    let histograms: Vec<_> = names
        .iter()
        .map(|name| stats.tally.sink_by(run, name))
        .collect();
    let series: Vec<(String, _)> = names.iter().cloned().zip(histograms.iter()).collect();
    plot::overlaid(&left, "Shots to sink a fleet", "shots", &series)?;
    wins(&right, stats)
}

/// Each player's share of the games won, against an even chance.
fn wins<'a>(area: &Area<'a>, stats: &Stats) -> Drawn<'a> {
    let tally = &stats.tally;
    let shares = tally.wins.map(|wins| 100.0 * share(wins, tally.games));
    let mut chart = ChartBuilder::on(area)
        .caption("Games won", ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(64)
        .build_cartesian_2d(0u32..2, 0f64..100.0)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .x_desc("player 1 (fires first), player 2")
        .y_desc("share of the games won (%)")
        .x_labels(2)
        .y_label_formatter(&|share| format!("{share:.0}"))
        .draw()?;
    chart.draw_series(shares.iter().enumerate().map(|(player, &share)| {
        let player = player as u32;
        Rectangle::new(
            [(player, 0.0), (player + 1, share)],
            BLUE.mix(0.55).filled(),
        )
    }))?;
    chart
        .draw_series(LineSeries::new([(0, 50.0), (2, 50.0)], RED.stroke_width(2)))?
        .label("an even chance, 50%")
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED.stroke_width(2)));
    legend(&mut chart, SeriesLabelPosition::UpperRight)
}

/// The figure of several runs, one strategy each: every strategy's shots
/// to sink a fleet on one chart.
pub fn compare_svg(runs: &[Stats]) -> Result<String, Error> {
    let histograms: Vec<_> = runs
        .iter()
        .map(|stats| stats.tally.sink_by(&stats.run, &stats.run.strategies[0]))
        .collect();
    let series: Vec<(String, _)> = runs
        .iter()
        .map(|stats| stats.run.strategies[0].clone())
        .zip(histograms.iter())
        .collect();
    let title = match runs.first() {
        Some(stats) => format!(
            "Battleship: shots to sink a fleet, {} fleets a strategy, {}, placement {}, seed {}",
            thousands(stats.tally.games * 2),
            describe_rules(&stats.run.rules),
            stats.run.placement,
            stats.run.seed
        ),
        None => "Battleship".to_string(),
    };
    plot::svg((1280, 640), |root| {
        let root = root.titled(&title, ("sans-serif", 22))?;
        plot::overlaid(
            &root,
            "Shots to sink a fleet, by strategy",
            "shots",
            &series,
        )
    })
}
