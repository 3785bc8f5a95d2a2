//! The figure of `war stats --plot`: how long games last, and how often A
//! wins for each deck weight, side by side in one SVG image.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{Error, ErrorKind};
use crate::rules::LimitUnit;
use crate::stats::{share, Stats};
use crate::trace::describe_rules;

/// How many bars the histogram of game lengths has, at most.
const BARS: u32 = 80;

/// The figure of `stats` as an SVG document.
///
/// ```
/// use war_kata::plot::svg;
/// use war_kata::rules::Preset;
/// use war_kata::stats::{play, Run, Shard};
///
/// let stats = play(&Run::of_preset(Preset::Umass, 100, 1), Shard::WHOLE, 1, &|_| ()).unwrap();
/// let figure = svg(&stats).unwrap();
/// assert!(figure.starts_with("<svg"));
/// assert!(figure.contains("Battles per game"));
/// ```
pub fn svg(stats: &Stats) -> Result<String, Error> {
    let mut text = String::new();
    {
        let root = SVGBackend::with_string(&mut text, (1280, 560)).into_drawing_area();
        draw(&root, stats).map_err(|error| {
            Error::new(
                ErrorKind::Io,
                "--plot",
                format!("the figure cannot be drawn: {error}"),
            )
        })?;
        root.present().map_err(|error| {
            Error::new(
                ErrorKind::Io,
                "--plot",
                format!("the figure cannot be drawn: {error}"),
            )
        })?;
    }
    Ok(text)
}

/// The result of drawing on the SVG backend.
type Drawn<'a> = Result<(), DrawingAreaErrorKind<<SVGBackend<'a> as DrawingBackend>::ErrorType>>;

/// Draws the title and both charts on `root`.
fn draw<'a>(root: &DrawingArea<SVGBackend<'a>, Shift>, stats: &Stats) -> Drawn<'a> {
    root.fill(&WHITE)?;
    let title = format!(
        "War, {} games of {} ({} cards), seed {}",
        thousands(stats.tally.games),
        describe_rules(&stats.run.rules),
        stats.run.deck.len(),
        stats.run.seed
    );
    let root = root.titled(&title, ("sans-serif", 24))?;
    let (left, right) = root.split_horizontally(700);
    lengths(&left, stats)?;
    weights(&right, stats)
}

/// The histogram of battles per game, with the mean and the median marked.
/// Games stopped at a limit on battles get a grey bar of their own, cut to
/// the height of the others and labelled, so that they do not flatten the
/// rest.
fn lengths<'a>(area: &DrawingArea<SVGBackend<'a>, Shift>, stats: &Stats) -> Drawn<'a> {
    let rules = &stats.run.rules;
    let histogram = &stats.tally.histogram;
    let summary = stats.summary();
    let limit = (rules.limit_unit == LimitUnit::Battles).then_some(rules.limit);
    let stopped: u64 = histogram
        .iter()
        .filter(|&(length, _)| Some(length) == limit)
        .map(|(_, count)| count)
        .sum();
    let longest = histogram.max().unwrap_or(1).max(1);
    let width = longest.div_ceil(BARS).max(1);
    let mut bars = vec![0u64; (longest / width + 1) as usize];
    for (length, count) in histogram.iter() {
        if Some(length) != limit {
            bars[(length / width) as usize] += count;
        }
    }
    let percent = |count: u64| 100.0 * share(count, stats.tally.games);
    let tallest = bars.iter().copied().map(percent).fold(0.0, f64::max) * 1.25 + 0.01;
    let end = bars.len() as u32 * width;
    let mut chart = ChartBuilder::on(area)
        .caption("Battles per game", ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(64)
        .build_cartesian_2d(0u32..end + width, 0f64..tallest)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .x_desc(format!("battles in the game ({width} to a bar)"))
        .y_desc("share of the games (%)")
        .y_label_formatter(&|share| format!("{share:.1}"))
        .draw()?;
    chart.draw_series(bars.iter().enumerate().map(|(bar, &count)| {
        let start = bar as u32 * width;
        Rectangle::new(
            [(start, 0.0), (start + width, percent(count))],
            BLUE.mix(0.55).filled(),
        )
    }))?;
    if let (Some(limit), true) = (limit, stopped > 0) {
        let grey = BLACK.mix(0.35).filled();
        let top = percent(stopped).min(tallest * 0.9);
        chart
            .draw_series([Rectangle::new([(end, 0.0), (end + width, top)], grey)])?
            .label(format!(
                "stopped at the limit of {limit}: {:.1}%",
                percent(stopped)
            ))
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 20, y + 5)], grey));
    }
    let marker = |at: f64, color: RGBColor| {
        let at = at.round() as u32;
        LineSeries::new([(at, 0.0), (at, tallest)], color.stroke_width(2))
    };
    chart
        .draw_series(marker(summary.mean_battles, RED))?
        .label(format!("mean {:.1}", summary.mean_battles))
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED.stroke_width(2)));
    chart
        .draw_series(marker(f64::from(summary.median_battles), GREEN))?
        .label(format!("median {}", summary.median_battles))
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], GREEN.stroke_width(2)));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()
}

/// A's share of wins by A's deck weight, in buckets, against the even
/// chance.
fn weights<'a>(area: &DrawingArea<SVGBackend<'a>, Shift>, stats: &Stats) -> Drawn<'a> {
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
        .x_desc("deck weight of A's hand: sum of (value - 8)")
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
            crate::stats::BUCKET
        ))
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], BLUE.stroke_width(2)));
    chart.draw_series(
        points
            .iter()
            .map(|&(x, y, _)| Circle::new((x, y), 4, BLUE.filled())),
    )?;
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()
}

/// `n` with a comma between thousands: 1,000,000.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}
