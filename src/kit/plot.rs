//! SVG figures drawn with plotters: the document around a figure, and the
//! chart every game draws, a histogram of how long its games last.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::kit::error::{Error, ErrorKind};
use crate::kit::histogram::Histogram;
use crate::kit::words::share;

/// A part of an SVG figure to draw on.
pub type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;

/// The result of drawing on the SVG backend.
pub type Drawn<'a> =
    Result<(), DrawingAreaErrorKind<<SVGBackend<'a> as DrawingBackend>::ErrorType>>;

/// Draws the legend of `chart`'s labelled series at `position`, in the
/// box every figure of the kit draws: white, nearly opaque, outlined.
pub fn legend<'a, CT: CoordTranslate>(
    chart: &mut ChartContext<'a, SVGBackend<'a>, CT>,
    position: SeriesLabelPosition,
) -> Drawn<'a> {
    chart
        .configure_series_labels()
        .position(position)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()
}

/// How many bars a histogram of lengths has, at most.
const BARS: u32 = 80;

/// An SVG document of `width` by `height` pixels, drawn by `draw` on a
/// white background.
///
/// ```
/// use war_kata::kit::plot::svg;
///
/// let figure = svg((200, 100), |_area| Ok(())).unwrap();
/// assert!(figure.starts_with("<svg"));
/// ```
pub fn svg(
    (width, height): (u32, u32),
    draw: impl for<'a> FnOnce(&Area<'a>) -> Drawn<'a>,
) -> Result<String, Error> {
    let cannot = |error: String| {
        Error::new(
            ErrorKind::Io,
            "--plot",
            format!("the figure cannot be drawn: {error}"),
        )
    };
    let mut text = String::new();
    {
        let root = SVGBackend::with_string(&mut text, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| cannot(e.to_string()))?;
        draw(&root).map_err(|e| cannot(e.to_string()))?;
        root.present().map_err(|e| cannot(e.to_string()))?;
    }
    Ok(text)
}

/// What a histogram of game lengths shows.
#[derive(Debug, Clone, Copy)]
pub struct Lengths<'h> {
    /// The chart's caption, e.g. `Battles per game`.
    pub caption: &'h str,
    /// What a length counts, plural, e.g. `battles`.
    pub unit: &'h str,
    /// The games by length.
    pub histogram: &'h Histogram,
    /// A length at which games were stopped by a limit rather than ended
    /// by play: such games get a grey bar of their own, apart from the
    /// rest, on the same scale, so that its height is their share.
    pub limit: Option<u32>,
}

/// Draws the histogram of game lengths on `area`, as each length's share
/// of the games, with the mean and the median marked.
pub fn lengths<'a>(area: &Area<'a>, chart: Lengths<'_>) -> Drawn<'a> {
    let Lengths {
        caption,
        unit,
        histogram,
        limit,
    } = chart;
    let games = histogram.games();
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
    let percent = |count: u64| 100.0 * share(count, games);
    // Every bar, the stopped games' too, is drawn to one scale: its height
    // is its share of the games.
    let tallest = bars
        .iter()
        .copied()
        .chain([stopped])
        .map(percent)
        .fold(0.0, f64::max)
        * 1.25
        + 0.01;
    let end = bars.len() as u32 * width;
    let mut chart = ChartBuilder::on(area)
        .caption(caption, ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(64)
        .build_cartesian_2d(0u32..end + width, 0f64..tallest)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .x_desc(format!("{unit} in the game ({width} to a bar)"))
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
        let top = percent(stopped);
        chart
            .draw_series([Rectangle::new([(end, 0.0), (end + width, top)], grey)])?
            .label(format!(
                "stopped at the limit of {limit}: {:.1}%",
                percent(stopped)
            ))
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 20, y + 5)], grey));
    }
    let mean = histogram.mean().unwrap_or(0.0);
    let median = histogram.quantile(1, 2).unwrap_or(0);
    let marker = |at: f64, color: RGBColor| {
        let at = at.round() as u32;
        LineSeries::new([(at, 0.0), (at, tallest)], color.stroke_width(2))
    };
    chart
        .draw_series(marker(mean, RED))?
        .label(format!("mean {mean:.1}"))
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED.stroke_width(2)));
    chart
        .draw_series(marker(f64::from(median), GREEN))?
        .label(format!("median {median}"))
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], GREEN.stroke_width(2)));
    legend(&mut chart, SeriesLabelPosition::UpperRight)
}

/// A palette for several series on one chart, told apart by colour.
const PALETTE: [RGBColor; 8] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
];

/// Draws several histograms of lengths on one chart of `area`, each as a
/// line of every length's share of its own games, labelled with its name
/// and median: to compare how long different players or rules take.
pub fn overlaid<'a>(
    area: &Area<'a>,
    caption: &str,
    unit: &str,
    series: &[(String, &Histogram)],
) -> Drawn<'a> {
    let percent = |histogram: &Histogram, count: u64| 100.0 * share(count, histogram.games());
    let shortest = series
        .iter()
        .filter_map(|(_, h)| h.min())
        .min()
        .unwrap_or(0);
    let longest = series
        .iter()
        .filter_map(|(_, h)| h.max())
        .max()
        .unwrap_or(1)
        .max(shortest + 1);
    let tallest = series
        .iter()
        .flat_map(|(_, h)| h.iter().map(move |(_, count)| percent(h, count)))
        .fold(0.0, f64::max)
        * 1.15
        + 0.01;
    let mut chart = ChartBuilder::on(area)
        .caption(caption, ("sans-serif", 20))
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(64)
        .build_cartesian_2d(shortest.saturating_sub(1)..longest + 1, 0f64..tallest)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .x_desc(unit.to_string())
        .y_desc("share of the games (%)")
        .y_label_formatter(&|share| format!("{share:.1}"))
        .draw()?;
    for (index, (name, histogram)) in series.iter().enumerate() {
        let colour = PALETTE[index % PALETTE.len()];
        let points = (shortest..=longest).map(|length| {
            let count = histogram
                .iter()
                .find(|&(l, _)| l == length)
                .map_or(0, |(_, count)| count);
            (length, percent(histogram, count))
        });
        let median = histogram.quantile(1, 2).unwrap_or(0);
        chart
            .draw_series(LineSeries::new(points, colour.stroke_width(2)))?
            .label(format!("{name} (median {median})"))
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], colour.stroke_width(2)));
    }
    legend(&mut chart, SeriesLabelPosition::UpperLeft)
}
