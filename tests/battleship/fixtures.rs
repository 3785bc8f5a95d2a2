//! The Battleship fixtures themselves: every one loads, agrees with the
//! rules, has its own id and description, says where it comes from and how
//! it was worked out, and together they cover every kind of case and every
//! answer the issue lists; a battle case's answer is checked, and its
//! mistakes are placed.

#[path = "../common/fixture_set.rs"]
mod fixture_set;

use std::path::Path;

use war_kata::battleship::fixture::{Body, Case, FixtureFile, Verdict};
use war_kata::battleship::{Answer, ShotError, StrategyName};
use war_kata::kit::error::ErrorKind;
use war_kata::GameFixture;

fixture_set::fixture_set_tests!(
    FixtureFile,
    "fixtures/battleship",
    war_kata::battleship::builtin::FIXTURES
);

#[test]
fn every_fixture_says_where_it_comes_from_and_how_it_was_worked_out() {
    for file in fixtures() {
        let fixture = &file.fixture;
        assert!(
            ["003_", "issue 15", "DataGenetics"]
                .iter()
                .any(|source| fixture.source.contains(source)),
            "{} cites no source",
            file.path.display()
        );
        assert!(
            fixture.reasoning.trim().len() > 150,
            "{} has no reasoning worth the name",
            file.path.display()
        );
        let stem = file
            .path
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let kind = match fixture.case {
            Case::Placement => "placement_",
            Case::Referee => "referee_",
            Case::Strategy => "strategy_",
            Case::Battle => "battle_",
        };
        assert!(stem.starts_with(kind), "{stem} is a {kind} case");
    }
}

#[test]
fn every_verdict_of_the_issue_has_a_placement_case() {
    let files = fixtures();
    for verdict in [
        Verdict::Legal,
        Verdict::OffBoard,
        Verdict::Overlap,
        Verdict::Touching,
    ] {
        let shown = files
            .iter()
            .any(|file| file.fixture.expected.verdict == Some(verdict));
        assert!(shown, "no placement case expects {}", verdict.name());
    }
}

#[test]
fn every_answer_of_the_referee_has_a_case() {
    let files = fixtures();
    let told: Vec<_> = files
        .iter()
        .filter_map(|file| match &file.body {
            Body::Referee { shots, .. } => Some(shots.iter().map(|shot| shot.told)),
            _ => None,
        })
        .flatten()
        .collect();
    let seen = |wanted: fn(&Result<Answer, ShotError>) -> bool| told.iter().any(wanted);
    assert!(seen(|t| *t == Ok(Answer::Miss)), "no miss");
    assert!(seen(|t| *t == Ok(Answer::Hit)), "no hit");
    assert!(
        seen(|t| *t == Ok(Answer::Sunk(war_kata::battleship::ShipKind::Destroyer))),
        "no Destroyer sunk"
    );
    assert!(
        seen(|t| matches!(t, Ok(Answer::FleetSunk(_)))),
        "no fleet sunk"
    );
    assert!(
        seen(|t| matches!(t, Err(ShotError::Repeated(_)))),
        "no repeated shot"
    );
}

#[test]
fn every_strategy_has_a_case() {
    let files = fixtures();
    for name in StrategyName::ALL {
        let shown = files
            .iter()
            .any(|file| matches!(&file.body, Body::Strategy { strategy, .. } if *strategy == name));
        assert!(shown, "no strategy case for {name}");
    }
}

/// A fixture whose expected value is wrong is caught, at its line.
#[test]
fn a_wrong_answer_is_reported_at_its_shot() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/battleship/referee_a_miss_a_hit_and_the_destroyer_sunk.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let wrong = text.replace("- A3: miss", "- A3: hit");
    let file = FixtureFile::parse(&path, wrong.clone()).unwrap();
    let problems = file.check();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].kind(), ErrorKind::Mismatch);
    let line = wrong.lines().position(|l| l.contains("- A3: hit")).unwrap() + 1;
    assert_eq!(problems[0].position().map(|p| p.line), Some(line));
}

/// Parses `text` as a fixture file named `bad.yaml`.
fn parse(text: &str) -> Result<FixtureFile, war_kata::kit::error::Error> {
    FixtureFile::parse(Path::new("bad.yaml"), text.to_string())
}

const HEAD: &str =
    "id: 3b0e8c52-51f4-4a8e-9d0c-2f3f1c1e7a10\ndescription: d\nsource: s\nreasoning: r\n";

#[test]
fn a_ship_off_the_board_in_a_referee_case_is_placed_at_its_line() {
    let text = format!(
        "{HEAD}case: referee\nfleet:\n  - destroyer A1 across\n  - submarine J1 across\n  - cruiser A10 down\n  - battleship G10 down\n  - carrier E7 across\nshots:\n  - A1: hit\n"
    );
    let error = parse(&text).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Fixture);
    let shown = error.to_string();
    assert!(
        shown.starts_with("bad.yaml:11:5: the Carrier at E7 runs off the board"),
        "{shown}"
    );
    assert!(shown.contains("; "), "no fix in {shown}");
}

#[test]
fn a_panel_off_the_board_is_placed_at_its_column() {
    let text = format!(
        "{HEAD}case: placement\nfleet:\n  - destroyer K1 across\nexpected:\n  verdict: legal\n"
    );
    let error = parse(&text).unwrap_err();
    assert_eq!(error.position().map(|p| (p.line, p.column)), Some((7, 15)));
    assert!(error.message().contains("`K1` is not a panel"), "{error}");
}

#[test]
fn an_unknown_strategy_and_a_bad_board_mark_are_placed() {
    let rows: String = (b'A'..=b'J')
        .map(|r| format!("    {} . . . . . . . . . .\n", char::from(r)))
        .collect();
    let text = format!(
        "{HEAD}case: strategy\nstrategy: hunter\nshots: []\nexpected:\n  may_fire_at: |\n{rows}"
    );
    let error = parse(&text).unwrap_err();
    assert_eq!(error.position().map(|p| p.line), Some(6));
    assert!(
        error.message().contains("`hunter` is not a strategy"),
        "{error}"
    );
    let bad = text
        .replace("strategy: hunter", "strategy: jones")
        .replace("    C . . .", "    C . ? .");
    let error = parse(&bad).unwrap_err();
    assert_eq!(error.position().map(|p| (p.line, p.column)), Some((12, 9)));
}

#[test]
fn a_wrong_set_and_a_wrong_verdict_are_caught() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/battleship");
    let path = folder.join("strategy_jones_searches_only_inside_the_board_at_a_corner.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let wrong = text.replace("    I . . . . . . . . . *", "    I . . . . . . . . . .");
    assert_ne!(wrong, text);
    let problems = FixtureFile::parse(&path, wrong).unwrap().check();
    assert_eq!(problems.len(), 1);
    assert!(
        problems[0].message().contains("also I10"),
        "{}",
        problems[0]
    );
    let path = folder.join("placement_ships_side_by_side_may_touch.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let wrong = text.replace("verdict: legal", "verdict: touching");
    let problems = FixtureFile::parse(&path, wrong).unwrap().check();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].kind(), ErrorKind::Mismatch);
}

#[test]
fn every_end_of_a_battle_has_a_case_under_each_rule_of_touching() {
    use war_kata::battleship::{BattleEnd, Player};
    let files = fixtures();
    let ends: Vec<(bool, BattleEnd)> = files
        .iter()
        .filter_map(|file| match &file.body {
            Body::Battle { expected, .. } => Some((file.rules.ships_may_touch, *expected)),
            _ => None,
        })
        .collect();
    let seen = |touch: bool, wanted: &dyn Fn(&BattleEnd) -> bool| {
        ends.iter().any(|(t, end)| *t == touch && wanted(end))
    };
    let won_by = |player| move |end: &BattleEnd| matches!(end, BattleEnd::Won { winner, .. } if *winner == player);
    assert!(seen(true, &won_by(Player::One)), "player 1 never wins");
    assert!(seen(true, &won_by(Player::Two)), "player 2 never wins");
    assert!(
        seen(true, &|e| *e == BattleEnd::Undecided),
        "nobody never wins"
    );
    assert!(seen(true, &|e| *e == BattleEnd::Illegal(Player::One)));
    assert!(seen(true, &|e| *e == BattleEnd::Illegal(Player::Two)));
    assert!(seen(false, &|e| *e == BattleEnd::Illegal(Player::Two)));
    assert!(seen(false, &|e| matches!(e, BattleEnd::Won { .. })));
}

/// A battle case with `fleet` and `shots` of its own, for `player_1`.
fn battle_case(answer: &str, shots: &str) -> String {
    let fleet = "    - destroyer A1 across\n    - submarine J1 across\n    - cruiser A10 down\n    - battleship G10 down\n    - carrier E4 across\n";
    format!(
        "{HEAD}case: battle\nplayer_1:\n  fleet:\n{fleet}  shots: [{shots}]\nplayer_2:\n  fleet:\n{fleet}  shots: []\nexpected:\n  answer: {answer}\n"
    )
}

#[test]
fn a_battle_case_is_checked_and_its_mistakes_placed() {
    // Player 1 sinks the destroyer alone: nobody wins.
    let file = parse(&battle_case("0", "A1, A2")).unwrap();
    assert!(file.check().is_empty(), "{:?}", file.check());
    let wrong = parse(&battle_case("1 2 A2", "A1, A2")).unwrap();
    let problems = wrong.check();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].kind(), ErrorKind::Mismatch);
    assert!(
        problems[0]
            .message()
            .starts_with("expected `1 2 A2` (player 1 wins, its 2nd shot, at A2, sinking player 2's last ship), but the battle ends `0`"),
        "{}",
        problems[0]
    );
    assert_eq!(problems[0].position().map(|p| p.line), Some(23));
    let error = parse(&battle_case("player 1", "A1")).unwrap_err();
    assert!(
        error.message().contains("`player 1` is not an answer"),
        "{error}"
    );
    assert_eq!(error.position().map(|p| p.line), Some(23));
    let error = parse(&battle_case("0", "A1, K1")).unwrap_err();
    assert!(error.message().contains("`K1` is not a panel"), "{error}");
    assert_eq!(error.position().map(|p| p.line), Some(13));
    // A verdict belongs to an illegal fleet's answer alone.
    let error = parse(&format!("{}  verdict: legal\n", battle_case("0", "A1"))).unwrap_err();
    assert!(
        error
            .message()
            .contains("only when its answer is `illegal`"),
        "{error}"
    );
    // The fields of the other kinds are refused, and the sides elsewhere.
    let error = parse(&battle_case("0", "A1").replace(
        "case: battle\n",
        "case: battle\nfleet: [destroyer A1 across]\n",
    ))
    .unwrap_err();
    assert!(error.message().starts_with("a battle"), "{error}");
    let placement = format!(
        "{HEAD}case: placement\nfleet:\n  - destroyer A1 across\nplayer_1:\n  fleet: []\nexpected:\n  verdict: legal\n"
    );
    let error = parse(&placement).unwrap_err();
    assert!(error.message().contains("has no `player_1`"), "{error}");
}

#[test]
fn a_wrong_verdict_on_an_illegal_fleet_is_caught() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/battleship/battle_an_overlapping_fleet_is_illegal.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let wrong = text.replace("verdict: overlap", "verdict: touching");
    assert_ne!(wrong, text);
    let problems = FixtureFile::parse(&path, wrong).unwrap().check();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].message().starts_with(
            "expected player 2's fleet to be touching: cruiser with submarine at C3, but the rules give overlap: cruiser with submarine at C3"
        ),
        "{}",
        problems[0]
    );
}
