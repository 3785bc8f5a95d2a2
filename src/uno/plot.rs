//! The figure of `uno stats --plot`: how long rounds last, and how often
//! each seat wins, side by side in one SVG image.

use plotters::prelude::*;

use crate::kit::error::Error;
use crate::kit::plot::{self, legend, Area, Drawn, Lengths};
use crate::kit::words::{share, thousands};
use crate::uno::stats::Stats;
use crate::uno::trace::describe_rules;

/// The figure of `stats` as an SVG document.
///
/// ```
/// use war_kata::kit::montecarlo::Shard;
/// use war_kata::uno::plot::svg;
/// use war_kata::uno::stats::{play, Run};
/// use war_kata::uno::Preset;
///
/// let run = Run::jackasses(Preset::Jones.rules(), 4, 100, 1);
/// let figure = svg(&play(&run, Shard::WHOLE, 1, &|_| ()).unwrap()).unwrap();
/// assert!(figure.starts_with("<svg"));
/// assert!(figure.contains("Turns per round"));
/// ```
pub fn svg(stats: &Stats) -> Result<String, Error> {
    plot::svg((1280, 560), |root| draw(root, stats))
}

/// Draws the title and both charts on `root`.
fn draw<'a>(root: &Area<'a>, stats: &Stats) -> Drawn<'a> {
    let title = format!(
        "UNO, {} rounds of {} players, {}, seed {}",
        thousands(stats.tally.games),
        stats.run.players,
        describe_rules(&stats.run.rules),
        stats.run.seed
    );
    let root = root.titled(&title, ("sans-serif", 24))?;
    let (left, right) = root.split_horizontally(760);
    let lengths = Lengths {
        caption: "Turns per round",
        unit: "turns",
        histogram: &stats.tally.turns,
        limit: Some(stats.run.rules.turn_limit),
    };
    plot::lengths(&left, lengths)?;
    seats(&right, stats)
}

/// Each seat's share of the rounds, against an even chance.
fn seats<'a>(area: &Area<'a>, stats: &Stats) -> Drawn<'a> {
    let tally = &stats.tally;
    let players = stats.run.players.max(1);
    let shares: Vec<f64> = (0..players)
        .map(|seat| 100.0 * share(tally.wins.get(seat).copied().unwrap_or(0), tally.games))
        .collect();
    let even = 100.0 / players as f64;
    let top = shares.iter().copied().fold(even, f64::max) * 1.3;
    let mut chart = ChartBuilder::on(area)
        .caption("Rounds won by seat", ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(64)
        .build_cartesian_2d(0u32..players as u32, 0f64..top)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .x_desc("seat (0 plays first)")
        .y_desc("share of the rounds won (%)")
        .x_labels(players)
        .y_label_formatter(&|share| format!("{share:.0}"))
        .draw()?;
    chart.draw_series(shares.iter().enumerate().map(|(seat, &share)| {
        let seat = seat as u32;
        Rectangle::new([(seat, 0.0), (seat + 1, share)], BLUE.mix(0.55).filled())
    }))?;
    chart
        .draw_series(LineSeries::new(
            [(0, even), (players as u32, even)],
            RED.stroke_width(2),
        ))?
        .label(format!("an even chance, {even:.1}%"))
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED.stroke_width(2)));
    legend(&mut chart, SeriesLabelPosition::UpperRight)
}
