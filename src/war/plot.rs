//! The figure of `war stats --plot`: how long games last, and how often A
//! wins for each deck weight, side by side in one SVG image.

use plotters::prelude::*;

use crate::kit::error::Error;
use crate::kit::plot::{self, legend, Area, Drawn, Lengths};
use crate::kit::words::thousands;
use crate::war::rules::LimitUnit;
use crate::war::stats::{weight_formula, Stats, BUCKET};
use crate::war::trace::describe_rules;

/// The figure of `stats` as an SVG document.
///
/// ```
/// use war_kata::war::plot::svg;
/// use war_kata::war::rules::Preset;
/// use war_kata::war::stats::{play, Run};
/// use war_kata::kit::montecarlo::Shard;
///
/// let stats = play(&Run::of_preset(Preset::Umass, 100, 1), Shard::WHOLE, 1, &|_| ()).unwrap();
/// let figure = svg(&stats).unwrap();
/// assert!(figure.starts_with("<svg"));
/// assert!(figure.contains("Battles per game"));
/// ```
pub fn svg(stats: &Stats) -> Result<String, Error> {
    plot::svg((1280, 560), |root| draw(root, stats))
}

/// Draws the title and both charts on `root`.
fn draw<'a>(root: &Area<'a>, stats: &Stats) -> Drawn<'a> {
    let title = format!(
        "War, {} games of {} ({} cards), seed {}",
        thousands(stats.tally.games),
        describe_rules(&stats.run.rules),
        stats.run.deck.len(),
        stats.run.seed
    );
    let root = root.titled(&title, ("sans-serif", 24))?;
    let (left, right) = root.split_horizontally(700);
    let rules = &stats.run.rules;
    let lengths = Lengths {
        caption: "Battles per game",
        unit: "battles",
        histogram: &stats.tally.histogram,
        limit: (rules.limit_unit == LimitUnit::Battles).then_some(rules.limit),
    };
    plot::lengths(&left, lengths)?;
    weights(&right, stats)
}

/// A's share of wins by A's deck weight, in buckets, against the even
/// chance.
fn weights<'a>(area: &Area<'a>, stats: &Stats) -> Drawn<'a> {
    // Buckets with few games say little: leave them out.
    let fewest = (stats.tally.games / 2000).max(10);
    let buckets: Vec<_> = stats
        .tally
        .deck_weights
        .buckets()
        .into_iter()
        .filter(|bucket| bucket.count.games >= fewest)
        .collect();
    let low = buckets.first().map_or(-10, |bucket| bucket.from) as f64;
    let high = buckets.last().map_or(10, |bucket| bucket.to) as f64;
    let mut chart = ChartBuilder::on(area)
        .caption("A's wins by A's deck weight", ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(64)
        .build_cartesian_2d((low - 1.0)..(high + 1.0), 0f64..100f64)?;
    chart
        .configure_mesh()
        .light_line_style(TRANSPARENT)
        .x_desc(format!(
            "deck weight of A's hand (card values): {}",
            weight_formula(&stats.run.deck)
        ))
        .y_desc("A's share of the games won (%)")
        .x_label_formatter(&|weight| format!("{weight:.0}"))
        .y_label_formatter(&|share| format!("{share:.0}"))
        .draw()?;
    chart
        .draw_series(LineSeries::new(
            [(low - 1.0, 50.0), (high + 1.0, 50.0)],
            BLACK.mix(0.5).stroke_width(1),
        ))?
        .label("even chance")
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], BLACK.mix(0.5)));
    let points: Vec<(f64, f64, u64)> = buckets
        .iter()
        .map(|bucket| {
            let middle = (bucket.from + bucket.to) as f64 / 2.0;
            let won = 100.0 * bucket.count.a_share_of_decided();
            (middle, won, bucket.count.games)
        })
        .collect();
    chart
        .draw_series(LineSeries::new(
            points.iter().map(|&(x, y, _)| (x, y)),
            BLUE.stroke_width(2),
        ))?
        .label(format!(
            "A's wins, buckets of {} weights with {fewest} games or more",
            BUCKET
        ))
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], BLUE.stroke_width(2)));
    chart.draw_series(
        points
            .iter()
            .map(|&(x, y, _)| Circle::new((x, y), 4, BLUE.filled())),
    )?;
    legend(&mut chart, SeriesLabelPosition::UpperLeft)
}
