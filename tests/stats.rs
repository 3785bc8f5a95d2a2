//! `war stats`: the same seed gives the same figures whatever the threads
//! and shards, the figures add up, they agree with a count made by hand with
//! the plain engine, and the command line prints them and refuses bad
//! arguments with one line.

use std::process::Output;

use war_kata::kit::montecarlo::Shard;
use war_kata::war::rules::{Preset, Rules};
use war_kata::war::stats::{deal, deck_weight, game_rules, play, Run, Stats};
use war_kata::{ErrorKind, Outcome, War};

use program::stdout;

#[path = "common/program.rs"]
mod program;

/// More games than one chunk of work, so that two threads share them.
const GAMES: u64 = 2500;

fn run(preset: Preset, games: u64, seed: u64) -> Run {
    Run::of_preset(preset, games, seed)
}

fn stats(run: &Run, shard: Shard, threads: usize) -> Stats {
    play(run, shard, threads, &|_| ()).expect("the run is valid")
}

#[test]
fn one_and_two_threads_give_the_same_figures() {
    for preset in [Preset::Umass, Preset::Stafford] {
        let run = run(preset, GAMES, 11);
        let one = stats(&run, Shard::WHOLE, 1);
        let two = stats(&run, Shard::WHOLE, 2);
        assert_eq!(one, two, "{preset}");
        assert_eq!(one.to_json().to_string(), two.to_json().to_string());
        assert_eq!(one.tally.games, GAMES);
    }
}

#[test]
fn another_seed_gives_other_games() {
    let first = stats(&run(Preset::Umass, 300, 1), Shard::WHOLE, 1);
    let second = stats(&run(Preset::Umass, 300, 2), Shard::WHOLE, 1);
    assert_ne!(first.tally.histogram, second.tally.histogram);
}

#[test]
fn merged_shards_are_the_whole_run() {
    let run = run(Preset::Umass, GAMES, 5);
    let whole = stats(&run, Shard::WHOLE, 2);
    let parts: Vec<(String, Stats)> = (0..3)
        .map(|index| {
            let part = stats(&run, Shard { index, count: 3 }, 1);
            assert!(part.tally.games < GAMES);
            // Through JSON, as shards travel between machines.
            let text = part.to_json().to_string();
            let origin = format!("shard {index}");
            let read = Stats::from_json(&text, &origin).expect("a shard reads back");
            assert_eq!(read, part);
            (origin, read)
        })
        .collect();
    let merged = Stats::merge(parts).expect("the shards merge");
    assert_eq!(merged, whole);
    assert_eq!(merged.to_json().to_string(), whole.to_json().to_string());
}

#[test]
fn merging_refuses_other_runs_and_repeated_shards() {
    let half = |seed, index| {
        let part = stats(&run(Preset::Umass, 40, seed), Shard { index, count: 2 }, 1);
        (format!("{seed}-{index}"), part)
    };
    let error = Stats::merge(vec![half(1, 0), half(2, 1)]).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Merge);
    let error = Stats::merge(vec![half(1, 0), half(1, 0)]).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Merge);
    let error = Stats::from_json("{\"games\": 3}", "x.json").unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Merge);
    // Two of three shards merge into a part that still says what it holds.
    let third = |index| {
        let part = stats(&run(Preset::Umass, 40, 1), Shard { index, count: 3 }, 1);
        (index.to_string(), part)
    };
    let partial = Stats::merge(vec![third(0), third(2)]).expect("two shards merge");
    let shards = partial.shards.expect("not the whole run");
    assert_eq!((shards.count, shards.indexes), (3, vec![0, 2]));
}

#[test]
fn the_figures_add_up() {
    for preset in Preset::ALL {
        let stats = stats(&run(preset, 600, 3), Shard::WHOLE, 2);
        let tally = &stats.tally;
        assert_eq!(tally.wins_a + tally.wins_b + tally.draws, tally.games);
        assert_eq!(tally.histogram.games(), tally.games, "{preset}");
        assert_eq!(tally.rounds_histogram.games(), tally.games);
        let weighed: u64 = tally.deck_weights.iter().map(|(_, c)| c.games).sum();
        assert_eq!(weighed, tally.games);
        // Every tie belongs to one run of ties in a row.
        let ties: u64 = (1..)
            .zip(&tally.war_depths)
            .map(|(depth, rounds)| depth * rounds)
            .sum();
        assert_eq!(ties, tally.wars, "{preset}");
        let s = stats.summary();
        assert!(s.min_battles <= s.median_battles && s.median_battles <= s.max_battles);
        assert!(s.median_battles <= s.p90_battles);
        assert!(s.p90_battles <= s.p95_battles && s.p95_battles <= s.p99_battles);
        assert!(s.p99_battles <= s.p999_battles && s.p999_battles <= s.max_battles);
        assert!(f64::from(s.min_battles) <= s.mean_battles);
        assert!(s.mean_battles <= f64::from(s.max_battles));
        assert!(s.double_wars_per_game >= s.triple_wars_per_game);
    }
}

#[test]
fn the_figures_agree_with_a_count_by_hand() {
    let run = run(Preset::Stafford, 150, 9);
    let stats = stats(&run, Shard::WHOLE, 2);
    let (mut wins_a, mut wins_b, mut battles, mut wars, mut weight_sum) = (0, 0, 0u64, 0u64, 0i64);
    let mut lengths = Vec::new();
    for index in 0..run.games {
        let mut deck = run.deck.clone();
        deal(run.seed, index, &mut deck);
        let mut war = War::with_rules(&deck, game_rules(run.rules, run.seed, index));
        weight_sum += deck_weight(war.deck_a(), war.deck_b());
        let result = war.simulate_game();
        match result.outcome {
            Outcome::WinA => wins_a += 1,
            Outcome::WinB => wins_b += 1,
            Outcome::Draw => {}
        }
        battles += u64::from(result.battles);
        wars += u64::from(result.wars);
        lengths.push(result.battles);
    }
    lengths.sort_unstable();
    let tally = &stats.tally;
    assert_eq!((tally.wins_a, tally.wins_b), (wins_a, wins_b));
    assert_eq!(tally.histogram.total(), u128::from(battles));
    assert_eq!(tally.wars, wars);
    let weights: i64 = tally
        .deck_weights
        .iter()
        .map(|(weight, count)| weight * count.games as i64)
        .sum();
    assert_eq!(weights, weight_sum);
    let summary = stats.summary();
    assert_eq!(summary.median_battles, lengths[(lengths.len() - 1) / 2]);
    assert_eq!(summary.min_battles, lengths[0]);
    assert_eq!(summary.max_battles, lengths[lengths.len() - 1]);
    assert!((summary.mean_battles - battles as f64 / 150.0).abs() < 1e-9);
}

#[test]
fn a_deal_is_a_permutation_of_the_presets_deck() {
    for preset in Preset::ALL {
        let mut deck = preset.deck();
        deal(4, 17, &mut deck);
        let mut sorted = deck.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, preset.deck(), "{preset}");
    }
    assert_eq!(Preset::Kata.deck().len(), 24);
    assert_eq!(Preset::Codingame.deck().len(), 52);
}

#[test]
fn shuffled_pickups_get_a_seed_for_each_game() {
    let rules = Preset::Stafford.rules();
    assert_ne!(game_rules(rules, 1, 0).seed, game_rules(rules, 1, 1).seed);
    assert_eq!(game_rules(rules, 1, 5), game_rules(rules, 1, 5));
    assert_eq!(game_rules(Rules::default(), 1, 5), Rules::default());
}

#[test]
fn runs_that_cannot_be_played_are_refused() {
    let bad_games = play(&run(Preset::Umass, 0, 1), Shard::WHOLE, 1, &|_| ());
    assert_eq!(bad_games.unwrap_err().kind(), ErrorKind::Stats);
    let bad_threads = play(&run(Preset::Umass, 10, 1), Shard::WHOLE, 0, &|_| ());
    assert_eq!(bad_threads.unwrap_err().kind(), ErrorKind::Stats);
    let bad_shard = play(
        &run(Preset::Umass, 10, 1),
        Shard { index: 3, count: 2 },
        1,
        &|_| (),
    );
    assert_eq!(bad_shard.unwrap_err().kind(), ErrorKind::Stats);
    let too_many = play(
        &run(Preset::Umass, 2, 1),
        Shard { index: 0, count: 3 },
        1,
        &|_| (),
    );
    assert_eq!(too_many.unwrap_err().kind(), ErrorKind::Stats);
}

#[test]
fn progress_is_told_every_game() {
    let told = std::sync::atomic::AtomicU64::new(0);
    let run = run(Preset::Umass, GAMES, 1);
    play(&run, Shard::WHOLE, 2, &|games| {
        told.fetch_add(games, std::sync::atomic::Ordering::Relaxed);
    })
    .expect("the run is valid");
    assert_eq!(told.into_inner(), GAMES);
}

// --- the command line ----------------------------------------------------

fn war(args: &[&str]) -> Output {
    program::run(env!("CARGO_BIN_EXE_war"), args, "")
}

/// Asserts one error line naming `origin`, with exit code 1.
fn assert_one_line_error(output: &Output, origin: &str) {
    program::assert_one_line_error("war", output, origin);
}

#[test]
fn json_has_the_summary_keys() {
    let output = war(&["stats", "--games", "50", "--seed", "2", "--json"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stderr.is_empty(), "no progress bar with --json");
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    for key in [
        "games",
        "wins_a",
        "wins_b",
        "draws",
        "mean_battles",
        "median_battles",
        "histogram",
        "deck_weights",
    ] {
        assert!(json.get(key).is_some(), "{key} missing");
    }
    assert_eq!(json["games"], 50);
    let sum = json["wins_a"].as_u64().unwrap()
        + json["wins_b"].as_u64().unwrap()
        + json["draws"].as_u64().unwrap();
    assert_eq!(sum, 50);
}

#[test]
fn the_table_is_printed_without_a_bar_when_piped() {
    let output = war(&["stats", "--games", "30", "--rules", "kata"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stderr.is_empty(), "no progress bar when piped");
    let text = stdout(&output);
    assert!(
        text.starts_with("30 games of kata (24 cards), seed 0"),
        "{text}"
    );
    assert!(text.contains("battles per game"), "{text}");
}

#[test]
fn merging_shard_files_prints_the_unsharded_run() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let base = ["stats", "--games", "1500", "--seed", "8", "--json"];
    let whole = war(&[&base[..], &["--threads", "1"]].concat());
    let mut files = Vec::new();
    for shard in ["0/2", "1/2"] {
        let output = war(&[&base[..], &["--shard", shard, "--threads", "2"]].concat());
        assert_eq!(output.status.code(), Some(0));
        let path = dir.path().join(shard.replace('/', "-") + ".json");
        std::fs::write(&path, &output.stdout).expect("the shard is written");
        files.push(path.display().to_string());
    }
    let merged = war(&["stats", "merge", &files[0], &files[1], "--json"]);
    assert_eq!(merged.status.code(), Some(0));
    assert_eq!(stdout(&merged), stdout(&whole));
    let again = war(&["stats", "merge", &files[0], &files[0]]);
    assert_one_line_error(&again, &files[0]);
}

#[test]
fn set_changes_the_rules() {
    let output = war(&[
        "stats",
        "--games",
        "20",
        "--rules",
        "stafford",
        "--set",
        "war_cards=1",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(json["run"]["rules"]["war_cards"], 1);
    assert_eq!(json["run"]["rules"]["pickup"], "shuffled");
}

#[test]
fn plot_writes_an_svg_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("games.svg");
    let output = war(&["stats", "--games", "200", "--plot", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0));
    let svg = std::fs::read_to_string(&path).expect("the figure is written");
    assert!(svg.starts_with("<svg"));
    assert!(
        svg.contains("Battles per game"),
        "the histogram has its title"
    );
    assert!(svg.contains("deck weight"), "the weights have their axis");
}

#[test]
fn bad_arguments_are_one_line_errors() {
    assert_one_line_error(&war(&["stats", "--games", "0"]), "--games");
    assert_one_line_error(
        &war(&["stats", "--games", "9", "--shard", "3/2"]),
        "--shard",
    );
    assert_one_line_error(&war(&["stats", "--games", "9", "--shard", "x"]), "--shard");
    assert_one_line_error(
        &war(&["stats", "--games", "9", "--threads", "0"]),
        "--threads",
    );
    assert_one_line_error(&war(&["stats", "--games", "9", "--set", "nope=1"]), "--set");
    assert_one_line_error(
        &war(&["stats", "--games", "9", "--set", "war_cards=x"]),
        "--set",
    );
    assert_one_line_error(
        &war(&["stats", "--games", "9", "--set", "war_cards"]),
        "--set",
    );
    assert_one_line_error(&war(&["stats", "merge", "no/such.json"]), "no/such.json");
    let usage = war(&["stats", "--games", "lots"]);
    assert_eq!(usage.status.code(), Some(2));
    let missing = war(&["stats"]);
    assert_eq!(missing.status.code(), Some(2));
}
