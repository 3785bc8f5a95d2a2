//! The original program's own answers, played again: `jones` must play the
//! rounds of `tests/data/uno/original_answers.tsv` exactly as the original
//! program did, turn for turn. The file holds 100 random rounds of 2 to 15
//! players and 6 rounds the original program plays forever, which the
//! engine must report as stuck at the point where nobody can play or draw
//! any more.

use war_kata::uno::answer::{parse_question, Answer};
use war_kata::uno::Preset;

/// Each line of the data file that is not a comment: the question and the
/// original program's answer.
fn rounds() -> Vec<(String, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/uno/original_answers.tsv"
    );
    let text = std::fs::read_to_string(path).expect("the data file is readable");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (question, answer) = line.split_once('\t').expect("a question and an answer");
            (question.to_string(), answer.to_string())
        })
        .collect()
}

#[test]
fn jones_plays_the_original_programs_rounds_turn_for_turn() {
    let rounds = rounds();
    assert_eq!(rounds.len(), 106);
    let mut finished = 0;
    for (number, (question, original)) in rounds.iter().enumerate() {
        if original.starts_with("stuck") {
            continue;
        }
        let question = parse_question(question, "data", number + 1).expect("a question");
        let answer = Answer::play(&question, Preset::Jones.rules()).expect("dealt");
        assert_eq!(&answer.to_string(), original, "round {}", number + 1);
        finished += 1;
    }
    assert_eq!(finished, 100);
}

#[test]
fn the_rounds_the_original_plays_forever_are_stuck_at_the_same_turn() {
    let mut stuck = 0;
    for (number, (question, original)) in rounds().iter().enumerate() {
        let Some(rest) = original.strip_prefix("stuck\t") else {
            continue;
        };
        let fields: Vec<&str> = rest.split('\t').collect();
        let (points, log) = (fields[2], fields[4]);
        let question = parse_question(question, "data", number + 1).expect("a question");
        let answer = Answer::play(&question, Preset::Jones.rules()).expect("dealt");
        let ours = answer.to_string();
        let ours: Vec<&str> = ours.split('\t').collect();
        assert_eq!(ours[0], "stuck", "round {}", number + 1);
        assert_eq!(ours[3], points, "round {}", number + 1);
        let theirs: Vec<&str> = log.split(' ').collect();
        let played: Vec<&str> = ours[5].split(' ').collect();
        assert_eq!(&theirs[..played.len()], &played[..], "round {}", number + 1);
        let after = &theirs[played.len()..];
        assert!(
            after
                .iter()
                .all(|t| *t == "shuffle" || t.ends_with(":draw")),
            "round {}: the original went on with {after:?}",
            number + 1
        );
        stuck += 1;
    }
    assert_eq!(stuck, 6);
}
