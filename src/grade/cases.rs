//! A kata's cases read from fixture files, the same for every game graded
//! through [`super::kata`]: the files loaded (those built in when no path
//! is given), each sorted by the game into a case or one of its reasons to
//! leave a fixture out, the notes that count those left out, and the
//! grader of the cases with those notes ([`judge`]).

use std::path::{Path, PathBuf};

use super::class::note::ClassNote;
use super::kata::{Judge, Kata, KataCase, RandomInputs};
use crate::kit::builtin::{load_graded, Builtin};
use crate::kit::error::{Error, ErrorKind};
use crate::kit::escape::shell_word;
use crate::kit::fixture::GameFixture;
use crate::kit::locale::Worded;
use crate::kit::words::count;

/// Why a game leaves some fixtures out of its cases, as the note that
/// counts them says it: `3 fixtures not graded: other rules than jones`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftOut {
    /// What the note counts: `fixture`, `strategy fixture`.
    pub noun: &'static str,
    /// Why they are not graded: `other rules than jones`.
    pub reason: String,
}

impl LeftOut {
    /// The fixtures of other rules than `rules` (a preset's name), which
    /// every game leaves out: `fixture`, `other rules than jones`.
    pub fn other_rules(rules: impl std::fmt::Display) -> LeftOut {
        LeftOut {
            noun: "fixture",
            reason: format!("other rules than {rules}"),
        }
    }
}

/// What a fixture is to a kata: one of its cases, or left out for the
/// reason of this index in the reasons given to [`load_cases`].
#[derive(Debug, Clone, PartialEq)]
pub enum Sorted<K: Kata> {
    /// A case.
    Case(KataCase<K>),
    /// Left out, for the reason at this index.
    LeftOut(usize),
}

/// The fixtures of `paths` (those `builtin` holds when there are none),
/// each sorted by `sort` into a case or a reason of `left_out` to leave it
/// out; with the notes on the files left out of a folder, then one note a
/// reason that left fixtures out, in the order of `left_out` (none for the
/// built-in fixtures: leaving some out is no news when they hold every
/// preset's).
///
/// Fails when a fixture cannot be read, two share an id, `sort` fails, or
/// no case is left: then with `no_case` as the message, naming the paths.
pub fn load_cases<F: GameFixture, K: Kata>(
    paths: &[PathBuf],
    builtin: &Builtin,
    left_out: &[LeftOut],
    no_case: String,
    mut sort: impl FnMut(&F) -> Result<Sorted<K>, Error>,
) -> Result<(Vec<KataCase<K>>, Vec<String>), Error> {
    let (files, mut notes) = load_graded::<F>(paths, builtin)?;
    let mut cases = Vec::new();
    let mut counts = vec![0; left_out.len()];
    for file in &files {
        match sort(file)? {
            Sorted::Case(case) => cases.push(case),
            Sorted::LeftOut(reason) => counts[reason] += 1,
        }
    }
    if !paths.is_empty() {
        for (why, &left) in left_out.iter().zip(&counts) {
            if left > 0 {
                notes.push(format!(
                    "{} not graded: {}",
                    count(left, why.noun),
                    why.reason
                ));
            }
        }
    }
    if cases.is_empty() {
        let mut names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        if names.is_empty() {
            names.push("the built-in fixtures".to_string());
        }
        return Err(Error::new(ErrorKind::NoCases, names.join(" "), no_case).with_fix(
            "give fixture files or folders whose fixtures play the rules chosen with --rules (jones by default)",
        ));
    }
    Ok((cases, notes))
}

/// The case of the fixture file at `path`: named by the file's stem, its
/// reference's game shown by `PROGRAM trace PATH`.
pub fn fixture_case<K: Kata>(
    path: &Path,
    program: &str,
    description: String,
    input: K::Input,
    expected: K::Reply,
) -> KataCase<K> {
    KataCase {
        name: path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default(),
        description,
        trace: Some(format!(
            "{program} trace {}",
            shell_word(&path.display().to_string())
        )),
        input,
        expected,
    }
}

/// The grader of `kata`'s ports on `cases`, then `random` inputs if asked,
/// with `notes` (on the fixtures left out, [`load_cases`]) as the report's.
pub fn judge<K: Kata>(
    kata: K,
    (cases, notes): (Vec<KataCase<K>>, Vec<String>),
    random: Option<RandomInputs>,
) -> (Judge<K>, Vec<ClassNote>) {
    let judge = Judge {
        kata,
        cases,
        random,
    };
    let notes = notes
        .into_iter()
        .map(|note| ClassNote::Game(Worded::same(note)));
    (judge, notes.collect())
}
