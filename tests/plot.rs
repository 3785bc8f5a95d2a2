//! The figures tell the truth: `war stats --plot`'s SVG is read back, and
//! every bar's height, measured against the tick labels of its own axis, is
//! the figure it stands for (its share of the games, counted here from the
//! run's histogram; the legend's figure for the games stopped at the limit).
//! Every axis names its unit, and the deck-weight axis states a formula
//! that gives the weights the run counted.

use quick_xml::events::Event;
use quick_xml::Reader;
use war_kata::kit::montecarlo::Shard;
use war_kata::war::plot::svg;
use war_kata::war::rules::{LimitUnit, Preset};
use war_kata::war::stats::{deal, deck_weight, play, Run, Stats};
use war_kata::War;

/// A rectangle of the SVG, in pixels.
#[derive(Debug, Clone, Copy)]
struct Rect {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
    /// The fill colour, e.g. `#0000FF`.
    blue: bool,
    grey: bool,
}

/// A text of the SVG: where it is anchored and what it says.
#[derive(Debug, Clone)]
struct Text {
    x: f64,
    y: f64,
    anchor: String,
    rotated: bool,
    text: String,
}

/// The rectangles and texts of an SVG document.
fn read_svg(document: &str) -> (Vec<Rect>, Vec<Text>) {
    let mut reader = Reader::from_str(document);
    let (mut rects, mut texts) = (Vec::new(), Vec::new());
    let mut open: Option<Text> = None;
    loop {
        match reader.read_event().expect("the SVG is XML") {
            Event::Eof => break,
            Event::Empty(tag) | Event::Start(tag) if tag.name().as_ref() == b"rect" => {
                let at = |name: &str| attribute(&tag, name);
                let fill = at("fill").unwrap_or_default();
                let opacity = at("opacity").unwrap_or_default();
                rects.push(Rect {
                    x: number(&at("x").expect("x")),
                    y: number(&at("y").expect("y")),
                    width: number(&at("width").expect("width")),
                    height: number(&at("height").expect("height")),
                    blue: fill == "#0000FF",
                    grey: fill == "#000000" && opacity == "0.35",
                });
            }
            Event::Start(tag) if tag.name().as_ref() == b"text" => {
                let at = |name: &str| attribute(&tag, name);
                open = Some(Text {
                    x: number(&at("x").expect("x")),
                    y: number(&at("y").expect("y")),
                    anchor: at("text-anchor").unwrap_or_default(),
                    rotated: at("transform").is_some(),
                    text: String::new(),
                });
            }
            Event::Text(content) => {
                if let Some(text) = &mut open {
                    text.text
                        .push_str(&content.xml10_content().expect("text").replace('\n', ""));
                }
            }
            Event::GeneralRef(name) => {
                if let Some(text) = &mut open {
                    let name = String::from_utf8_lossy(&name).into_owned();
                    text.text.push_str(match name.as_str() {
                        "apos" => "'",
                        "amp" => "&",
                        "lt" => "<",
                        "gt" => ">",
                        "quot" => "\"",
                        _ => "?",
                    });
                }
            }
            Event::End(tag) if tag.name().as_ref() == b"text" => {
                texts.extend(open.take());
            }
            _ => {}
        }
    }
    (rects, texts)
}

fn attribute(tag: &quick_xml::events::BytesStart<'_>, name: &str) -> Option<String> {
    tag.try_get_attribute(name)
        .ok()
        .flatten()
        .map(|a| String::from_utf8_lossy(&a.value).into_owned())
}

fn number(text: &str) -> f64 {
    text.parse()
        .unwrap_or_else(|_| panic!("{text:?} is a number"))
}

/// A linear axis read from its tick labels: value = (pixel - at) * scale.
#[derive(Debug, Clone, Copy)]
struct Axis {
    /// The pixel of value 0.
    zero: f64,
    /// Value per pixel.
    per_pixel: f64,
}

/// Fits the axis through tick labels given as (pixel, value), at least two.
fn fit(ticks: &[(f64, f64)]) -> Axis {
    assert!(ticks.len() >= 2, "an axis with ticks: {ticks:?}");
    let (first, last) = (ticks[0], ticks[ticks.len() - 1]);
    let per_pixel = (last.1 - first.1) / (last.0 - first.0);
    Axis {
        zero: first.0 - first.1 / per_pixel,
        per_pixel,
    }
}

/// The vertical axis whose tick labels end just left of `left` (the
/// pixel where a chart's plotting area starts).
fn y_axis(texts: &[Text], left: f64) -> Axis {
    let mut ticks: Vec<(f64, f64)> = texts
        .iter()
        .filter(|t| t.anchor == "end" && t.x < left && t.x > left - 16.0)
        .filter_map(|t| Some((t.y, t.text.trim().parse::<f64>().ok()?)))
        .collect();
    ticks.sort_by(|a, b| a.0.total_cmp(&b.0));
    fit(&ticks)
}

/// The horizontal axis of the chart whose plotting area spans
/// `left..right`: its tick labels sit under it, centred.
fn x_axis(texts: &[Text], left: f64, right: f64, bottom: f64) -> Axis {
    let mut ticks: Vec<(f64, f64)> = texts
        .iter()
        .filter(|t| t.anchor == "middle" && !t.rotated)
        .filter(|t| t.x >= left - 1.0 && t.x <= right + 1.0 && t.y > bottom && t.y < bottom + 20.0)
        .filter_map(|t| Some((t.x, t.text.trim().parse::<f64>().ok()?)))
        .collect();
    ticks.sort_by(|a, b| a.0.total_cmp(&b.0));
    fit(&ticks)
}

fn stats(preset: Preset, games: u64) -> Stats {
    play(&Run::of_preset(preset, games, 1), Shard::WHOLE, 2, &|_| ()).expect("a run")
}

/// The first text that contains `needle`.
fn text_with<'t>(texts: &'t [Text], needle: &str) -> &'t Text {
    texts
        .iter()
        .find(|t| t.text.contains(needle))
        .unwrap_or_else(|| panic!("a text with {needle:?} in {texts:#?}"))
}

/// The number in `text` just after `before` and up to `after`.
fn figure_between(text: &str, before: &str, after: &str) -> f64 {
    let start = text.find(before).expect("the start of the figure") + before.len();
    let end = start + text[start..].find(after).expect("the end of the figure");
    number(text[start..end].trim())
}

#[test]
fn every_bar_of_the_lengths_is_as_tall_as_its_share_of_the_games() {
    let stats = stats(Preset::Umass, 20_000);
    let (rects, texts) = read_svg(&svg(&stats).expect("a figure"));
    let bars: Vec<&Rect> = rects.iter().filter(|r| r.blue).collect();
    let left = bars.iter().map(|r| r.x).fold(f64::MAX, f64::min);
    let right = bars.iter().map(|r| r.x + r.width).fold(0.0, f64::max);
    let bottom = bars.iter().map(|r| r.y + r.height).fold(0.0, f64::max);
    let y = y_axis(&texts, left);
    let x = x_axis(&texts, left, right, bottom);
    assert!((y.zero - bottom).abs() <= 1.0, "the bars stand on 0%");
    // A pixel of rounding on either end of a bar.
    let slack = 2.0 * y.per_pixel.abs();
    let label = &text_with(&texts, "to a bar)").text;
    assert!(label.starts_with("battles"), "{label}");
    let width = figure_between(label, "(", " to a bar)") as u32;
    let histogram = &stats.tally.histogram;
    let games = histogram.games() as f64;
    let limit = stats.run.rules.limit;
    assert_eq!(stats.run.rules.limit_unit, LimitUnit::Battles);
    for bar in &bars {
        let start = ((bar.x - x.zero) * x.per_pixel / f64::from(width)).round() as u32 * width;
        let count: u64 = histogram
            .iter()
            .filter(|&(length, _)| length >= start && length < start + width && length != limit)
            .map(|(_, count)| count)
            .sum();
        let share = 100.0 * count as f64 / games;
        let drawn = bar.height * y.per_pixel.abs();
        assert!(
            (drawn - share).abs() <= slack,
            "the bar of {start}.. battles is drawn at {drawn:.2}% for {share:.2}% of the games"
        );
    }
    // The games stopped at the limit: one grey bar, as tall as its legend says.
    let legend = &text_with(&texts, "stopped at the limit").text;
    let said = figure_between(legend, ": ", "%");
    let stopped = 100.0 * stats.tally.limited() as f64 / games;
    assert!((said - stopped).abs() < 0.05, "{legend} for {stopped:.2}%");
    let grey: Vec<&Rect> = rects
        .iter()
        .filter(|r| r.grey && r.width < 20.0 && r.y + r.height >= bottom - 1.0)
        .collect();
    assert_eq!(grey.len(), 1, "one bar of the stopped games: {grey:?}");
    let drawn = grey[0].height * y.per_pixel.abs();
    assert!(
        (drawn - said).abs() <= slack,
        "the bar of the games stopped at the limit is drawn at {drawn:.2}% while its legend says {said}%"
    );
}

#[test]
fn the_deck_weight_axis_states_how_the_run_weighed_the_hands() {
    for preset in [Preset::Umass, Preset::Kata] {
        let stats = stats(preset, 3000);
        let (_, texts) = read_svg(&svg(&stats).expect("a figure"));
        let label = &text_with(&texts, "sum of (value - ").text;
        let centre = figure_between(label, "sum of (value - ", ")");
        for index in 0..200 {
            let mut deck = preset.deck();
            deal(1, index, &mut deck);
            let war = War::with_rules(&deck, preset.rules());
            let by_formula: f64 = war.deck_a().iter().map(|&v| f64::from(v) - centre).sum();
            let weight = deck_weight(war.deck_a(), war.deck_b());
            assert_eq!(by_formula, weight as f64, "{preset}: {label}");
        }
    }
}

#[test]
fn every_axis_names_its_unit() {
    for preset in Preset::ALL {
        let stats = stats(preset, 1500);
        let (_, texts) = read_svg(&svg(&stats).expect("a figure"));
        let titles: Vec<&str> = texts
            .iter()
            .filter(|t| t.text.len() > 12 && t.text.parse::<f64>().is_err())
            .map(|t| t.text.as_str())
            .collect();
        let axis = |needle: &str| {
            titles
                .iter()
                .find(|t| t.contains(needle))
                .unwrap_or_else(|| panic!("{preset}: an axis of {needle:?} in {titles:?}"))
                .to_string()
        };
        assert!(axis("battles in the game").starts_with("battles"));
        assert!(axis("share of the games (%)").ends_with("(%)"));
        assert!(axis("A's share of the games won").ends_with("(%)"));
        assert!(
            axis("deck weight of A").contains("(card values)"),
            "{preset}"
        );
    }
}
