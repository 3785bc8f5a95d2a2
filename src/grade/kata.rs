//! Grading a port of a game whose case is one input and one answer, for a
//! game that gives the grader its rules as a [`Kata`]: the input's line,
//! the reference's answer, the misreadings (named ways of playing the
//! rules wrongly, each playable), random inputs and how to shrink one. The
//! grader does the rest, the same for every such game ([`Judge`], a
//! [`Game`]): it runs the port on the cases and on random inputs, shrinks
//! every input the port disagrees on to a smallest one, scores the cases
//! (the same answer to every case scores nothing), names the misreadings
//! that explain the port's answers, and reports ([`KataReport`], a
//! [`Graded`]).
//!
//! War, whose diagnosis composes its misreadings and renames its cards,
//! grades with a driver of its own; UNO and Battleship grade with this one.

use std::fmt::Debug;
use std::time::{Duration, Instant};

use serde_json::json;

use super::class::{standing_of, ClassNote, Row, Showing, Standing};
use super::game::{Audience, Entry, Game, Graded, Pages};
use super::page;
use super::protocol::{run_port, stopped, Answer, Answered, Limits, LivePort, Reply, Run};
use super::reason::{compiler_errors_in, Reason};
use super::score::one_answer_to_all;
use crate::kit::error::Error;
use crate::kit::escape::terminal_line;
use crate::kit::locale::{Locale, Worded};
use crate::kit::montecarlo::game_rng;
use crate::kit::process::Stop;
use crate::kit::report::{self, CaseReport, Problem, Status};
use crate::kit::words::{count, seconds, shorten};

/// A named way of playing a game's rules wrongly, that can be played, alone
/// or with others: a change to the reference's play ([`Kata::misread`]).
pub struct Misreading<K: Kata> {
    /// Its name, a word or two with underscores: `reverse_skips_nothing`.
    pub name: &'static str,
    /// What the port does, in a sentence a student can act on.
    pub description: &'static str,
    /// The rule it reads otherwise (`drawn_play`): two misreadings of one
    /// rule are never played together.
    pub rule: &'static str,
    /// How it changes the reference's play.
    pub change: K::Change,
}

impl<K: Kata> Misreading<K> {
    /// What a port that misreads the rules this way alone answers for
    /// `input`.
    pub fn play(&self, kata: &K, input: &K::Input) -> K::Reply {
        kata.misread(input, &[self.change])
    }
}

impl<K: Kata> Clone for Misreading<K> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K: Kata> Copy for Misreading<K> {}

impl<K: Kata> Debug for Misreading<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

/// A game's rules as the grader needs them to grade its ports case by case.
pub trait Kata: Sync + Send + Sized + Clone + Debug + PartialEq + 'static {
    /// What a case gives the port: a deal, a battle.
    type Input: Clone + Debug + PartialEq + Send + Sync;
    /// What the port answers.
    type Reply: Reply + Sync;
    /// A change a misreading makes to the reference's play: a rule read
    /// otherwise.
    type Change: Copy + Debug + Send + Sync;

    /// The entry point and the adapters.
    fn entry(&self) -> &'static Entry;

    /// The name of the rules the ports play (`jones`).
    fn rules(&self) -> String;

    /// The input as the line of the protocol, without its newline.
    fn line(&self, input: &Self::Input) -> String;

    /// What a report calls an input: `deal`, `battle`.
    fn noun(&self) -> &'static str;

    /// The game, as a title names it: `UNO`, `Battleship`.
    fn game(&self) -> &'static str;

    /// The input for a person, on one line, at most `shown` items of it.
    fn show_input(&self, input: &Self::Input) -> String;

    /// An answer for a person: `seat 1 wins after 13 turns`.
    fn show_reply(&self, reply: &Self::Reply) -> String;

    /// The reference's answer.
    fn reference(&self, input: &Self::Input) -> Self::Reply;

    /// The misreadings known, each playable.
    fn misreadings(&self) -> Vec<Misreading<Self>>;

    /// What a port that misreads the rules by every one of `changes` (each
    /// of another rule) answers for `input`: the reference's play, so
    /// changed.
    fn misread(&self, input: &Self::Input, changes: &[Self::Change]) -> Self::Reply;

    /// A random input over the whole domain a port must play, drawn from
    /// `rng` (input `i` of a run seeded `S` from the kit's
    /// `game_rng(S, i)`, so that a seed gives the same inputs everywhere).
    fn random_input(&self, rng: &mut rand_pcg::Pcg64Mcg) -> Self::Input;

    /// Inputs smaller than `input` to try when shrinking it, the smallest
    /// steps last: each a strictly simpler input, so that shrinking ends.
    fn shrink(&self, input: &Self::Input) -> Vec<Self::Input>;

    /// The languages the kata's reports speak whole: its fixtures'
    /// descriptions, its misreadings and the grader's words. English only
    /// by default; a report asked for another language is then written in
    /// English whole rather than half translated.
    fn locales(&self) -> &'static [Locale] {
        &[Locale::En]
    }
}

/// A case: a fixture's input and the reference's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct KataCase<K: Kata> {
    /// Its short name: the fixture's file name, or `random deal: LINE`.
    pub name: String,
    /// What it shows, in one sentence.
    pub description: String,
    /// The command that shows the reference's game, if there is one
    /// (`uno trace fixtures/uno/x.yaml`).
    pub trace: Option<String>,
    /// Its input.
    pub input: K::Input,
    /// The reference's answer.
    pub expected: K::Reply,
}

/// Random inputs played after the cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RandomInputs {
    /// How many.
    pub count: u64,
    /// The seed: input `i` is drawn from `game_rng(seed, i)`.
    pub seed: u64,
}

impl RandomInputs {
    /// The random inputs of a command line: `count` of them when asked
    /// for, drawn from `seed`.
    pub fn asked(count: Option<u64>, seed: u64) -> Option<RandomInputs> {
        count.map(|count| RandomInputs { count, seed })
    }
}

/// A case and what the port answered to it.
type Asked<K> = (KataCase<K>, Answered<<K as Kata>::Reply>);

/// The most random inputs shrunk, the first that disagree.
const SHRUNK: usize = 3;

/// The most questions asked of the port while shrinking one input.
const SHRINK_QUESTIONS: usize = 300;

/// The grader's driver for a [`Kata`]: its cases, and random inputs.
#[derive(Debug, Clone, PartialEq)]
pub struct Judge<K: Kata> {
    /// The game's rules.
    pub kata: K,
    /// The cases every port is graded on.
    pub cases: Vec<KataCase<K>>,
    /// Random inputs played after the cases, if any.
    pub random: Option<RandomInputs>,
}

/// How a case went.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict<R> {
    /// The expected answer.
    Passed,
    /// Another answer.
    Wrong(R),
    /// The expected answer, but the port gives the same answer to every
    /// case: it counts for nothing.
    SameAnswer,
    /// No answer: a time-out, a crash, a line that is no answer.
    NoAnswer(Answer<R>),
}

/// One case's result.
#[derive(Debug, Clone, PartialEq)]
pub struct KataResult<K: Kata> {
    /// The case.
    pub case: KataCase<K>,
    /// How it went.
    pub verdict: Verdict<K::Reply>,
    /// How long the port took.
    pub elapsed: Duration,
    /// The lines the port wrote with it that are not answers.
    pub stray: Vec<String>,
}

/// Misreadings played together, each by its name and description.
pub type MisreadingSet = Vec<(&'static str, &'static str)>;

/// What the misreadings say of a port's answers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KataDiagnosis {
    /// The smallest sets of misreadings that give every answer the port
    /// gave, where it gave a wrong one.
    pub explaining: Vec<MisreadingSet>,
    /// When none does: the set that gives the most, with how many of the
    /// port's answers it leaves unexplained, of how many.
    pub closest: Option<(MisreadingSet, usize, usize)>,
}

/// A set's names joined by `+`: `draw_cards_stack+reverse_skips_between_two`.
fn joined(set: &MisreadingSet) -> String {
    set.iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join("+")
}

/// What a set's misreadings do, each after its name when there are
/// several: `A: what A does; B: what B does`.
fn described(set: &MisreadingSet) -> String {
    match set.as_slice() {
        [(_, description)] => description.to_string(),
        _ => set
            .iter()
            .map(|(name, description)| format!("{name}: {description}"))
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// The report of one port of a [`Kata`].
#[derive(Debug, Clone, PartialEq)]
pub struct KataReport<K: Kata> {
    /// The command that ran the port (as shown).
    pub command: String,
    /// The rules.
    pub rules: String,
    /// The program (`uno`).
    pub program: &'static str,
    /// What an input is called.
    pub noun: &'static str,
    /// Every case's result.
    pub results: Vec<KataResult<K>>,
    /// The misreadings that explain its answers.
    pub diagnosis: KataDiagnosis,
    /// What the teacher should know: the class grader's notes and the
    /// kata's own (in English: the katas speak English alone).
    pub notes: Vec<ClassNote>,
    /// Each start of the port.
    pub runs: Vec<Run>,
    /// How long the grading took.
    pub elapsed: Duration,
    /// How long the port's run over the cases took, its diagnosis aside
    /// (no report shows it).
    pub answering: Duration,
    /// Who reads it.
    pub audience: Audience,
    /// In which language (the formats' own words).
    pub locale: Locale,
    /// The languages the kata speaks whole ([`Kata::locales`]).
    locales: &'static [Locale],
    /// How each reply and input is shown, taken from the kata.
    shown: Vec<(String, String, String)>,
}

impl<K: Kata> Judge<K> {
    /// The cases' and random inputs' lines, the random inputs drawn.
    fn random_inputs(&self) -> Vec<K::Input> {
        let Some(random) = self.random else {
            return Vec::new();
        };
        (0..random.count)
            .map(|index| self.kata.random_input(&mut game_rng(random.seed, index)))
            .collect()
    }

    /// Shrinks `input`, on which the port answered `answer` and the
    /// reference not, to the smallest input on which they still disagree,
    /// asking `port` at most [`SHRINK_QUESTIONS`] questions.
    fn shrink(
        &self,
        input: K::Input,
        port: &mut LivePort<'_, K::Reply>,
    ) -> Result<(K::Input, Answer<K::Reply>), Error> {
        let mut smallest = input;
        let mut asked = 0;
        let mut answer = None;
        'smaller: loop {
            for candidate in self.kata.shrink(&smallest) {
                if asked >= SHRINK_QUESTIONS {
                    break 'smaller;
                }
                asked += 1;
                let given = port.ask(&self.kata.line(&candidate))?;
                let reference = self.kata.reference(&candidate);
                if given.code().as_ref() != Some(&reference) {
                    smallest = candidate;
                    answer = Some(given);
                    continue 'smaller;
                }
            }
            break;
        }
        let answer = match answer {
            Some(answer) => answer,
            None => port.ask(&self.kata.line(&smallest))?,
        };
        Ok((smallest, answer))
    }

    /// The random inputs the port disagreed on, the first [`SHRUNK`]
    /// shrunk, as cases with the port's answer: each named by its index and
    /// the seed, and none the same input as another (an input that shrinks
    /// to one already found is counted, not repeated).
    fn disagreements(
        &self,
        inputs: Vec<K::Input>,
        answers: &[Answered<K::Reply>],
        command: &str,
        limits: Limits,
        stop: &Stop,
    ) -> Result<(Vec<Asked<K>>, usize, usize), Error> {
        let mut found = Vec::new();
        let (mut disagreed, mut shrunk) = (0, 0);
        let mut port = LivePort::new(command, limits, stop, false);
        let seed = self.random.map_or(0, |random| random.seed);
        for (index, (input, answered)) in inputs.into_iter().zip(answers).enumerate() {
            let reference = self.kata.reference(&input);
            if answered.answer.code().as_ref() == Some(&reference) {
                continue;
            }
            disagreed += 1;
            if shrunk >= SHRUNK || stop.reason().is_some() {
                continue;
            }
            shrunk += 1;
            let (input, answer) = self.shrink(input, &mut port)?;
            if found.iter().any(|(case, _): &Asked<K>| case.input == input) {
                continue;
            }
            let case = KataCase {
                name: format!("random {} {index} (seed {seed})", self.kata.noun()),
                description: format!(
                    "a random {} the port disagrees on, shrunk",
                    self.kata.noun()
                ),
                trace: None,
                expected: self.kata.reference(&input),
                input,
            };
            let answered = Answered {
                answer,
                ..answered.clone()
            };
            found.push((case, answered));
        }
        Ok((found, disagreed, shrunk))
    }
}

impl<K: Kata> Game for Judge<K> {
    type Report = KataReport<K>;

    fn entry(&self) -> &Entry {
        self.kata.entry()
    }

    fn rules(&self) -> String {
        self.kata.rules()
    }

    fn strict(&self) -> bool {
        false
    }

    fn cases(&self) -> usize {
        self.cases.len()
    }

    fn grade(
        &self,
        command: &str,
        limits: Limits,
        stop: &Stop,
        notes: Vec<ClassNote>,
    ) -> Result<KataReport<K>, Error> {
        let started = Instant::now();
        let random = self.random_inputs();
        let lines: Vec<String> = self
            .cases
            .iter()
            .map(|case| &case.input)
            .chain(&random)
            .map(|input| self.kata.line(input))
            .collect();
        let run = run_port::<K::Reply>(command, &lines, &limits, stop)?;
        let answering = started.elapsed();
        let (answers, random_answers) = run
            .answers
            .split_at(self.cases.len().min(run.answers.len()));
        let mut graded: Vec<Asked<K>> = self
            .cases
            .iter()
            .cloned()
            .zip(answers.iter().cloned())
            .collect();
        let mut notes = notes;
        if let Some(decks) = self.random {
            let (found, disagreed, shrunk) =
                self.disagreements(random, random_answers, command, limits, stop)?;
            notes.push(own(random_note(&self.kata, decks, disagreed, shrunk)));
            graded.extend(found);
        }
        let mut results: Vec<KataResult<K>> = graded
            .into_iter()
            .map(|(case, answered)| {
                let verdict = match answered.answer.code() {
                    Some(reply) if reply == case.expected => Verdict::Passed,
                    Some(reply) => Verdict::Wrong(reply),
                    None => Verdict::NoAnswer(answered.answer.clone()),
                };
                KataResult {
                    case,
                    verdict,
                    elapsed: answered.elapsed,
                    stray: answered.stray.lines.clone(),
                }
            })
            .collect();
        notes.extend(same_answer(&mut results, &self.kata).map(own));
        if let Some(reason) = run.stopped {
            notes.push(own(format!("{}: the port was killed", stopped(reason))));
        }
        if run.out_of_time > 0 {
            notes.push(own(format!(
                "the port's time ({}) was spent: the last {} were not run, and count as time-outs",
                limits.budget.map(seconds).unwrap_or_default(),
                count(run.out_of_time, "case")
            )));
        }
        let diagnosis = diagnose(&self.kata, &results);
        let mut report = self.report(
            command,
            results,
            diagnosis,
            notes,
            run.runs,
            started.elapsed(),
        );
        report.answering = answering;
        Ok(report)
    }

    fn not_run(&self, reason: &Reason, errors: &str) -> KataReport<K> {
        let results = self
            .cases
            .iter()
            .cloned()
            .map(|case| KataResult {
                case,
                verdict: Verdict::NoAnswer(Answer::Crashed(reason.clone())),
                elapsed: Duration::ZERO,
                stray: Vec::new(),
            })
            .collect();
        let mut notes = vec![own(format!("not run: {reason}"))];
        if !errors.is_empty() {
            notes.push(own(compiler_errors_in(errors, Locale::En)));
        }
        self.report(
            "",
            results,
            KataDiagnosis::default(),
            notes,
            Vec::new(),
            Duration::ZERO,
        )
    }

    fn pages(&self, rows: &[Row<KataReport<K>>], notes: &[String]) -> Result<Pages, Error> {
        let grading = page::Grading {
            game: self.kata.game(),
            program: self.kata.entry().program,
            noun: self.kata.noun(),
            rules: self.kata.rules(),
            strict: false,
            cases: self.cases.len(),
            notes,
            answers_counted: None,
        };
        page::pages(rows, &grading, &self.catalogue())
    }
}

impl<K: Kata> Judge<K> {
    /// The kata's misreadings as the class report explains them, each with
    /// the case that shows it best: the first of the shortest inputs whose
    /// answer it changes.
    fn catalogue(&self) -> Vec<page::Catalogued> {
        let kata = &self.kata;
        kata.misreadings()
            .iter()
            .map(|misreading| page::Catalogued {
                name: misreading.name.to_string(),
                accepted: false,
                explanation: sentence(misreading.description),
                example: self
                    .cases
                    .iter()
                    .map(|case| (case, misreading.play(kata, &case.input)))
                    .filter(|(case, misread)| *misread != case.expected)
                    .min_by_key(|(case, _)| kata.line(&case.input).len())
                    .map(|(case, misread)| shown(kata, case, kata.show_reply(&misread))),
            })
            .collect()
    }

    /// The report of a grading, each input and answer shown as the kata
    /// shows it.
    fn report(
        &self,
        command: &str,
        results: Vec<KataResult<K>>,
        diagnosis: KataDiagnosis,
        notes: Vec<ClassNote>,
        runs: Vec<Run>,
        elapsed: Duration,
    ) -> KataReport<K> {
        let shown = results
            .iter()
            .map(|result| {
                let answer = match &result.verdict {
                    Verdict::Passed | Verdict::SameAnswer => {
                        self.kata.show_reply(&result.case.expected)
                    }
                    Verdict::Wrong(reply) => self.kata.show_reply(reply),
                    Verdict::NoAnswer(answer) => describe(answer),
                };
                (
                    self.kata.show_input(&result.case.input),
                    self.kata.show_reply(&result.case.expected),
                    answer,
                )
            })
            .collect();
        KataReport {
            command: command.to_string(),
            rules: self.kata.rules(),
            program: self.kata.entry().program,
            noun: self.kata.noun(),
            results,
            diagnosis,
            notes,
            runs,
            elapsed,
            answering: Duration::ZERO,
            audience: Audience::Teacher,
            locale: Locale::En,
            locales: self.kata.locales(),
            shown,
        }
    }
}

/// A note of the kata's own, in English: the katas speak English alone
/// ([`Kata::locales`]).
fn own(note: String) -> ClassNote {
    ClassNote::Game(Worded::same(note))
}

/// The note on the random inputs: how many were played, how many the port
/// disagreed on, how many were shrunk.
fn random_note<K: Kata>(kata: &K, random: RandomInputs, disagreed: usize, shrunk: usize) -> String {
    let played = format!(
        "the port played {} (seed {})",
        count(random.count as usize, &format!("random {}", kata.noun())),
        random.seed
    );
    if disagreed == 0 {
        return format!("{played}: it agrees with the reference on every one");
    }
    let first = match shrunk {
        1 => "the first was".to_string(),
        n => format!("the first {n} were"),
    };
    format!(
        "{played}: it disagrees with the reference on {disagreed}; {first} shrunk to the smallest among the cases above"
    )
}

/// Applies the grader's rule that the same answer to every case scores
/// nothing ([`one_answer_to_all`]): when every case the port passes
/// expects one answer and the cases expect more than one, its passes
/// become [`Verdict::SameAnswer`]. The note saying so, if it does.
fn same_answer<K: Kata>(results: &mut [KataResult<K>], kata: &K) -> Option<String> {
    let expected: Vec<K::Reply> = results.iter().map(|r| r.case.expected.clone()).collect();
    let counted: Vec<K::Reply> = results
        .iter()
        .filter(|result| result.verdict == Verdict::Passed)
        .map(|result| result.case.expected.clone())
        .collect();
    let answer = one_answer_to_all(&expected, &counted)?;
    for result in results.iter_mut() {
        if result.verdict == Verdict::Passed {
            result.verdict = Verdict::SameAnswer;
        }
    }
    Some(format!(
        "{} not counted: every case the port passes expects {}, and a right answer counts only when the port also gets right a case that expects another answer",
        count(counted.len(), "right answer"),
        kata.show_reply(&answer)
    ))
}

/// The most misreadings a diagnosis plays together.
const MOST_TOGETHER: usize = 3;

/// Rule: the smallest sets of misreadings (one, then two, then three, each
/// of another rule) that, played together, give every answer the port
/// gave, where one of its answers is wrong; when none does, the set that
/// gives the most of them, more than half and a wrong one among them (the
/// smallest of those that give as many). Only a misreading that alone
/// changes the reference's answer to one of the cases answered is played.
fn diagnose<K: Kata>(kata: &K, results: &[KataResult<K>]) -> KataDiagnosis {
    // The port's answers, its wrong ones first: a set that misses those
    // fails at once.
    let mut answered: Vec<(&K::Input, K::Reply, bool)> = results
        .iter()
        .filter_map(|result| match &result.verdict {
            Verdict::Passed | Verdict::SameAnswer => {
                Some((&result.case.input, result.case.expected.clone(), false))
            }
            Verdict::Wrong(reply) => Some((&result.case.input, reply.clone(), true)),
            Verdict::NoAnswer(_) => None,
        })
        .collect();
    answered.sort_by_key(|(_, _, wrong)| !wrong);
    if !answered.first().is_some_and(|(_, _, wrong)| *wrong) {
        return KataDiagnosis::default();
    }
    let misreadings = kata.misreadings();
    let useful: Vec<&Misreading<K>> = misreadings
        .iter()
        .filter(|misreading| {
            results.iter().any(|result| {
                !matches!(result.verdict, Verdict::NoAnswer(_))
                    && misreading.play(kata, &result.case.input) != result.case.expected
            })
        })
        .collect();
    let named = |set: &[usize]| -> Vec<(&'static str, &'static str)> {
        set.iter()
            .map(|&at| (useful[at].name, useful[at].description))
            .collect()
    };
    // Sets leaving at least half the answers unexplained are never named.
    let mut closest: Option<(Vec<usize>, usize)> = None;
    for size in 1..=MOST_TOGETHER.min(useful.len()) {
        let mut explaining = Vec::new();
        for set in combinations(useful.len(), size) {
            let mut rules: Vec<&str> = set.iter().map(|&at| useful[at].rule).collect();
            rules.sort_unstable();
            rules.dedup();
            if rules.len() < set.len() {
                continue;
            }
            let changes: Vec<K::Change> = set.iter().map(|&at| useful[at].change).collect();
            let bound = closest
                .as_ref()
                .map_or(answered.len().div_ceil(2), |(_, fewest)| *fewest);
            match unexplained_by(kata, &answered, &changes, bound) {
                Some(0) => explaining.push(named(&set)),
                Some(unexplained) => closest = Some((set, unexplained)),
                None => {}
            }
        }
        if !explaining.is_empty() {
            return KataDiagnosis {
                explaining,
                closest: None,
            };
        }
    }
    KataDiagnosis {
        explaining: Vec::new(),
        closest: closest.map(|(set, unexplained)| (named(&set), unexplained, answered.len())),
    }
}

/// How many of the port's `answered` answers the misreadings `changes`
/// played together leave unexplained, when fewer than `bound` and they
/// give a wrong one of them; `None` otherwise (counting stops at the
/// bound).
fn unexplained_by<K: Kata>(
    kata: &K,
    answered: &[(&K::Input, K::Reply, bool)],
    changes: &[K::Change],
    bound: usize,
) -> Option<usize> {
    let mut unexplained = 0;
    let mut explains_a_wrong_one = false;
    for (input, given, wrong) in answered {
        if kata.misread(input, changes) == *given {
            explains_a_wrong_one |= *wrong;
        } else {
            unexplained += 1;
            if unexplained >= bound {
                return None;
            }
        }
    }
    explains_a_wrong_one.then_some(unexplained)
}

/// Every set of `size` of the numbers below `count`, each in increasing
/// order, the sets in lexicographic order.
fn combinations(count: usize, size: usize) -> Vec<Vec<usize>> {
    let mut sets = Vec::new();
    let mut set: Vec<usize> = (0..size).collect();
    if size > count {
        return sets;
    }
    loop {
        sets.push(set.clone());
        // The last place that can still grow, and every place after it
        // reset just above it.
        let Some(at) = (0..size).rev().find(|&at| set[at] < count - size + at) else {
            return sets;
        };
        set[at] += 1;
        for next in at + 1..size {
            set[next] = set[next - 1] + 1;
        }
    }
}

/// A misreading's description as a sentence: its first letter capital.
fn sentence(description: &str) -> String {
    let mut letters = description.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => String::new(),
    }
}

/// `case` as a page shows it, with `misread`, what a misreading gives:
/// its input, the reference's answer, and the command that prints the
/// reference's game.
fn shown<K: Kata>(kata: &K, case: &KataCase<K>, misread: String) -> page::Shown {
    page::Shown {
        fixture: case.name.clone(),
        description: case.description.clone(),
        noun: kata.noun(),
        start: kata.show_input(&case.input),
        expected: kata.show_reply(&case.expected),
        misread,
        trace: None,
        length: String::new(),
        command: case.trace.clone().unwrap_or_default(),
    }
}

/// The names of `set`, none an accepted reading (a kata has none).
fn named_set(set: &MisreadingSet) -> Vec<page::Named> {
    set.iter()
        .map(|(name, _)| page::Named {
            name: name.to_string(),
            accepted: false,
        })
        .collect()
}

/// A failure without an answer, in words.
fn describe<R: Reply>(answer: &Answer<R>) -> String {
    match answer {
        Answer::Code(reply) => reply.line(),
        Answer::Garbage(line) => format!("not an answer: {:?}", shorten(line, 80)),
        Answer::Timeout(limit) => format!("no answer within {}", seconds(*limit)),
        Answer::Crashed(reason) => format!("crashed: {reason}"),
        Answer::Raised(what) => format!("the port's code raised {what}"),
        Answer::TooLong(reason) => reason.to_string(),
        Answer::Several(lines) => format!("{} answers to one case", lines.len()),
        Answer::GaveUp(reason) => format!("not run: {reason}"),
        Answer::Stopped(reason) => format!("not run: {}", stopped(*reason)),
    }
}

impl<K: Kata> KataReport<K> {
    /// The cases passed (a pass of a port with one answer for every case
    /// not counted).
    pub fn passed(&self) -> usize {
        self.results
            .iter()
            .filter(|r| r.verdict == Verdict::Passed)
            .count()
    }

    /// The diagnosis in one paragraph, if the misreadings say something.
    /// The case of result `at` as a page shows it, as this report shows
    /// its input and answer.
    fn page_shown(&self, case: &KataCase<K>, at: usize) -> page::Shown {
        let (input, expected, _) = &self.shown[at];
        page::Shown {
            fixture: case.name.clone(),
            description: case.description.clone(),
            noun: self.noun,
            start: input.clone(),
            expected: expected.clone(),
            misread: String::new(),
            trace: None,
            length: String::new(),
            command: case.trace.clone().unwrap_or_default(),
        }
    }

    fn diagnosis_text(&self) -> Option<String> {
        let explaining = &self.diagnosis.explaining;
        if let Some(set) = explaining.first() {
            let others: Vec<String> = explaining[1..].iter().map(joined).collect();
            let also = if others.is_empty() {
                String::new()
            } else {
                format!(" (as do {})", others.join(", "))
            };
            let (name, description) = (joined(set), described(set));
            return Some(match set.len() {
                1 => format!(
                    "the answers match a known misreading of the rules, {name}{also}: {description}"
                ),
                _ => format!(
                    "the answers match known misreadings of the rules played together, {name}{also}: {description}"
                ),
            });
        }
        let (set, unexplained, answers) = self.diagnosis.closest.as_ref()?;
        let (name, description) = (joined(set), described(set));
        Some(match set.len() {
            1 => format!(
                "the closest known misreading, {name}, gives all but {unexplained} of the port's {answers} answers: {description}"
            ),
            _ => format!(
                "the closest known misreadings, {name}, played together give all but {unexplained} of the port's {answers} answers: {description}"
            ),
        })
    }

    /// The port's standard error, run by run, as kept.
    fn stderr_text(&self) -> String {
        super::protocol::runs_stderr(&self.runs)
    }
}

/// At most this many bytes of the port's standard error in a report.
const STDERR_SHOWN: usize = 16 << 10;

impl<K: Kata> Graded for KataReport<K> {
    fn answering(&self) -> Duration {
        self.answering
    }

    fn passed(&self) -> usize {
        KataReport::passed(self)
    }

    fn total(&self) -> usize {
        self.results.len()
    }

    fn show_command(&mut self, command: String) {
        self.command = command;
    }

    fn misreadings(&self) -> Vec<String> {
        let mut named: Vec<String> = self.diagnosis.explaining.iter().map(joined).collect();
        if let Some((set, unexplained, answers)) = &self.diagnosis.closest {
            named.push(format!(
                "{} (all but {unexplained} of {answers} answers)",
                joined(set)
            ));
        }
        named
    }

    fn names_closest(&self) -> bool {
        self.diagnosis.closest.is_some()
    }

    fn standing(&self, limits: &Limits) -> (Standing, String) {
        let failures = self
            .results
            .iter()
            .filter_map(|result| match &result.verdict {
                Verdict::NoAnswer(answer) => Some(answer),
                _ => None,
            })
            .collect();
        let same_answer =
            self.results
                .iter()
                .zip(&self.shown)
                .find_map(|(result, (_, expected, _))| {
                    (result.verdict == Verdict::SameAnswer).then(|| expected.clone())
                });
        let showing = Showing {
            failures,
            cases: self.results.len(),
            passed: self.passed(),
            first_stderr: self.runs.first().map_or("", |run| run.stderr.as_str()),
            same_answer,
        };
        standing_of(showing, limits, || self.to_report())
    }

    fn address(&mut self, notes: &[ClassNote], locale: Locale, audience: Audience) {
        self.notes.extend(notes.iter().cloned());
        self.locale = if self.locales.contains(&locale) {
            locale
        } else {
            Locale::En
        };
        self.audience = audience;
    }

    fn note(&mut self, note: ClassNote) {
        self.notes.push(note);
    }

    fn stderr_was_cut(&self) -> bool {
        self.stderr_text().len() > STDERR_SHOWN
    }

    fn full_stderr(&self) -> String {
        crate::kit::escape::terminal(&self.stderr_text()).into_owned()
    }

    /// The sets and the closest as the diagnosis names them; the failures
    /// grouped by their problem, each group shown by its shortest input.
    fn page(&self) -> page::StudentView {
        let diagnosis = &self.diagnosis;
        let kit = self.to_report();
        let groups = kit
            .failures_by_problem()
            .into_iter()
            .filter_map(|group| {
                let cause = kit.cases[group[0]].problem.as_ref()?.message.clone();
                let smallest = group
                    .iter()
                    .copied()
                    .min_by_key(|&at| self.shown[at].0.len())?;
                let (_, _, actual) = &self.shown[smallest];
                let result = &self.results[smallest];
                Some(page::Group {
                    cause: page::one_line(&cause),
                    cases: group
                        .iter()
                        .map(|&at| page::one_line(&self.results[at].case.name))
                        .collect(),
                    smallest: page::Failure {
                        shown: self.page_shown(&result.case, smallest),
                        name: page::one_line(&result.case.name),
                        actual: page::one_line(actual),
                        explanation: None,
                        stderr: String::new(),
                    },
                })
            })
            .collect();
        let sets = diagnosis
            .explaining
            .iter()
            .chain(diagnosis.closest.iter().map(|c| &c.0));
        let mut certain: Option<Vec<String>> = None;
        for set in sets {
            let names: Vec<String> = set.iter().map(|(name, _)| name.to_string()).collect();
            certain = Some(match certain {
                None => names,
                Some(kept) => kept.into_iter().filter(|n| names.contains(n)).collect(),
            });
        }
        page::StudentView {
            sets: diagnosis.explaining.iter().map(named_set).collect(),
            closest: diagnosis
                .closest
                .as_ref()
                .map(|(set, unexplained, answers)| page::ClosestShown {
                    set: named_set(set),
                    unexplained: *unexplained,
                    answers: *answers,
                }),
            certain: certain.unwrap_or_default(),
            diagnosis: self.diagnosis_text(),
            groups,
            stderr: kit.stderr.clone(),
            stderr_cut: self.stderr_was_cut(),
            notes: kit
                .notes
                .iter()
                .map(|note| crate::kit::escape::terminal(note).into_owned())
                .collect(),
        }
    }

    fn to_report(&self) -> report::Report {
        let student = matches!(self.audience, Audience::Student { .. });
        let cases = self
            .results
            .iter()
            .zip(&self.shown)
            .map(|(result, (input, expected, actual))| {
                case_report(result, input, expected, actual, self.noun, student)
            })
            .collect();
        let subject = if student {
            "for your submission".to_string()
        } else {
            format!("for `{}`", self.command)
        };
        let stderr = self.stderr_text();
        let stderr = crate::kit::words::head_and_tail_bytes(
            &crate::kit::escape::terminal(&stderr),
            STDERR_SHOWN,
        )
        .into_owned();
        report::Report {
            title: format!(
                "grading {} on {} (rules: {})",
                if student {
                    "your submission".to_string()
                } else {
                    format!("`{}`", self.command)
                },
                count(self.results.len(), "case"),
                self.rules
            ),
            suite: format!("{} grade ({})", self.program, self.rules),
            subject: format!("{subject} (rules: {})", self.rules),
            properties: vec![
                ("command".to_string(), self.command.clone()),
                ("rules".to_string(), self.rules.clone()),
            ],
            cases,
            diagnosis: self.diagnosis_text(),
            notes: self.notes.iter().map(|n| n.show_in(self.locale)).collect(),
            stderr: if student { String::new() } else { stderr },
            elapsed: self.elapsed,
            extra_data: json!({
                "command": self.command,
                "rules": self.rules,
                "misreadings": Graded::misreadings(self),
            }),
            locale: self.locale,
        }
    }
}

/// One case in the kit's model: its status, its problem, and the input,
/// the expected and the actual answer as lines.
fn case_report<K: Kata>(
    result: &KataResult<K>,
    input: &str,
    expected: &str,
    actual: &str,
    noun: &str,
    student: bool,
) -> CaseReport {
    let problem = match &result.verdict {
        Verdict::Passed => None,
        Verdict::Wrong(_) => Some(Problem {
            error: false,
            kind: "wrong_answer".to_string(),
            message: format!("expected {expected}, got {actual}"),
        }),
        Verdict::SameAnswer => Some(Problem {
            error: false,
            kind: "same_answer".to_string(),
            message: "the same answer to every case counts for nothing".to_string(),
        }),
        Verdict::NoAnswer(answer) => Some(Problem {
            error: true,
            kind: kind(answer).to_string(),
            message: terminal_line(actual).into_owned(),
        }),
    };
    let mut details = Vec::new();
    if problem.is_some() {
        details.push(format!("{noun}: {}", terminal_line(input)));
        details.push(format!("expected: {expected}"));
        details.push(format!("actual:   {}", terminal_line(actual)));
        if let (Some(trace), false) = (&result.case.trace, student) {
            details.push(format!("the reference's game: {trace}"));
        }
    }
    let remarks = result
        .stray
        .iter()
        .map(|line| format!("stray output: {}", terminal_line(line)))
        .collect();
    CaseReport {
        name: result.case.name.clone(),
        description: result.case.description.clone(),
        status: if result.verdict == Verdict::Passed {
            Status::Passed
        } else {
            Status::Failed
        },
        reading: None,
        problem,
        details,
        data: json!({
            noun: input,
            "expected": expected,
            "actual": actual,
        }),
        remarks,
        elapsed: result.elapsed,
    }
}

/// A failure's kind, as JUnit's `type`.
fn kind<R>(answer: &Answer<R>) -> &'static str {
    match answer {
        Answer::Code(_) => "wrong_answer",
        Answer::Garbage(_) => "not_an_answer",
        Answer::Timeout(_) | Answer::GaveUp(_) => "timeout",
        Answer::Crashed(_) | Answer::Raised(_) => "crash",
        Answer::TooLong(_) => "too_long",
        Answer::Several(_) => "several_answers",
        Answer::Stopped(_) => "not_run",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game: the input is a list of numbers, the answer how many.
    #[derive(Debug, Clone, PartialEq)]
    struct Count;

    /// How many numbers a list holds.
    #[derive(Debug, Clone, PartialEq)]
    struct Many(usize);

    impl Reply for Many {
        fn read(text: &str) -> Option<Many> {
            text.parse().ok().map(Many)
        }

        fn ends_case(_: &str) -> bool {
            false
        }

        fn line(&self) -> String {
            self.0.to_string()
        }
    }

    const ENTRY: Entry = Entry {
        program: "count",
        java_method: "count",
        java_signature: "count(List<Integer> list)",
        java_static_signature: "static int count(List<Integer> list)",
        java_declares: |_| false,
        java_class: "Count",
        python_functions: &["count"],
        python_signature: "def count(list)",
        python_module: "count",
        java_adapter: "",
        java_adapter_class: "count.Adapter",
        python_adapter: "",
        python_adapter_file: "count_adapter.py",
    };

    /// The test kata's misreadings: one more counted, the zeros not.
    #[derive(Debug, Clone, Copy)]
    enum Miscount {
        OneTooMany,
        ZerosLeftOut,
    }

    impl Kata for Count {
        type Input = Vec<u8>;
        type Reply = Many;
        type Change = Miscount;

        fn entry(&self) -> &'static Entry {
            &ENTRY
        }

        fn rules(&self) -> String {
            "plain".to_string()
        }

        fn line(&self, input: &Vec<u8>) -> String {
            input
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        }

        fn noun(&self) -> &'static str {
            "list"
        }

        fn show_input(&self, input: &Vec<u8>) -> String {
            self.line(input)
        }

        fn game(&self) -> &'static str {
            "Count"
        }

        fn show_reply(&self, reply: &Many) -> String {
            format!("{} numbers", reply.0)
        }

        fn reference(&self, input: &Vec<u8>) -> Many {
            Many(input.len())
        }

        fn misreadings(&self) -> Vec<Misreading<Count>> {
            vec![
                Misreading {
                    name: "one_too_many",
                    description: "counts one more than there are",
                    rule: "count",
                    change: Miscount::OneTooMany,
                },
                Misreading {
                    name: "zeros_left_out",
                    description: "leaves out the zeros",
                    rule: "zeros",
                    change: Miscount::ZerosLeftOut,
                },
            ]
        }

        fn misread(&self, input: &Vec<u8>, changes: &[Miscount]) -> Many {
            let mut counted = input.len();
            for change in changes {
                match change {
                    Miscount::OneTooMany => counted += 1,
                    Miscount::ZerosLeftOut => {
                        counted -= input.iter().filter(|n| **n == 0).count();
                    }
                }
            }
            Many(counted)
        }

        fn random_input(&self, rng: &mut rand_pcg::Pcg64Mcg) -> Vec<u8> {
            use rand::RngExt;
            let length = rng.random_range(0..8);
            (0..length).map(|_| rng.random_range(0..5)).collect()
        }

        fn shrink(&self, input: &Vec<u8>) -> Vec<Vec<u8>> {
            (0..input.len())
                .map(|at| {
                    let mut smaller = input.clone();
                    smaller.remove(at);
                    smaller
                })
                .collect()
        }
    }

    /// A case of the toy game.
    fn case(input: Vec<u8>) -> KataCase<Count> {
        KataCase {
            name: format!("list of {}", input.len()),
            description: "counts a list".to_string(),
            trace: None,
            expected: Many(input.len()),
            input,
        }
    }

    fn judge(random: Option<RandomInputs>) -> Judge<Count> {
        Judge {
            kata: Count,
            cases: vec![case(vec![1, 2]), case(vec![]), case(vec![0, 3, 0])],
            random,
        }
    }

    fn quick() -> Limits {
        Limits {
            timeout: Duration::from_secs(5),
            ..Limits::default()
        }
    }

    #[test]
    fn a_faithful_port_passes_every_case_and_every_random_input() {
        let port = "while read l; do set -- $l; echo $#; done";
        let judge = judge(Some(RandomInputs { count: 20, seed: 1 }));
        let report = judge
            .grade(port, quick(), &Stop::new(), Vec::new())
            .expect("sh starts");
        assert_eq!(report.passed(), 3);
        assert_eq!(Graded::total(&report), 3);
        assert!(report.notes[0]
            .show_in(Locale::En)
            .contains("agrees with the reference on every one"));
        assert_eq!(Graded::misreadings(&report), Vec::<String>::new());
        assert_eq!(report.standing(&quick()).0, Standing::Graded);
    }

    #[test]
    fn a_misreading_port_is_named_and_its_random_inputs_shrunk() {
        let port = "while read l; do set -- $l; echo $(($# + 1)); done";
        let judge = judge(Some(RandomInputs { count: 20, seed: 1 }));
        let report = judge
            .grade(port, quick(), &Stop::new(), Vec::new())
            .expect("sh starts");
        assert_eq!(report.passed(), 0);
        assert_eq!(Graded::misreadings(&report), ["one_too_many"]);
        // Every random list disagrees; each shrinks to the empty list, the
        // smallest on which one too many is still wrong, shown once.
        let shrunk: Vec<&KataResult<Count>> = report
            .results
            .iter()
            .filter(|r| r.case.name.starts_with("random list"))
            .collect();
        assert_eq!(shrunk.len(), 1);
        assert_eq!(shrunk[0].case.name, "random list 0 (seed 1)");
        assert!(shrunk[0].case.input.is_empty(), "{shrunk:?}");
        let kit = report.to_report();
        assert!(kit
            .diagnosis
            .as_deref()
            .is_some_and(|d| d.contains("one_too_many")));
        let failed = &kit.cases[0];
        assert_eq!(
            failed.problem.as_ref().map(|p| p.message.as_str()),
            Some("expected 2 numbers, got 3 numbers")
        );
    }

    #[test]
    fn the_same_answer_to_every_case_scores_nothing() {
        let port = "while read l; do echo 0; done";
        let report = judge(None)
            .grade(port, quick(), &Stop::new(), Vec::new())
            .expect("sh starts");
        // It is right on the empty list, by its one answer.
        assert_eq!(report.passed(), 0);
        assert!(report
            .results
            .iter()
            .any(|r| r.verdict == Verdict::SameAnswer));
        assert!(report.standing(&quick()).1.starts_with("the same answer"));
    }

    /// A port with two bugs is named by both, played together: neither
    /// alone gives its answers.
    #[test]
    fn two_misreadings_played_together_explain_a_port_with_two_bugs() {
        let port =
            "while read l; do n=1; for x in $l; do [ $x != 0 ] && n=$((n+1)); done; echo $n; done";
        let report = judge(None)
            .grade(port, quick(), &Stop::new(), Vec::new())
            .expect("sh starts");
        assert_eq!(report.passed(), 0);
        assert_eq!(
            Graded::misreadings(&report),
            ["one_too_many+zeros_left_out"]
        );
        assert_eq!(
            report.diagnosis_text().as_deref(),
            Some("the answers match known misreadings of the rules played together, one_too_many+zeros_left_out: one_too_many: counts one more than there are; zeros_left_out: leaves out the zeros")
        );
    }

    #[test]
    fn combinations_are_every_set_of_a_size_in_order() {
        assert_eq!(
            combinations(4, 2),
            [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
        );
        assert_eq!(combinations(3, 3), [[0, 1, 2]]);
        assert_eq!(combinations(2, 3), Vec::<Vec<usize>>::new());
        assert_eq!(combinations(3, 1).len(), 3);
    }

    /// The rule looks at the passes, not at every answer: a port whose
    /// answers vary but which is right only where the answer is 0 shows
    /// no more than `echo 0` does.
    #[test]
    fn passes_of_one_answer_score_nothing_whatever_the_wrong_answers() {
        let port = "while read l; do set -- $l; echo $(($# * 2)); done";
        let report = judge(None)
            .grade(port, quick(), &Stop::new(), Vec::new())
            .expect("sh starts");
        assert_eq!(report.passed(), 0);
        assert_eq!(
            report.notes[0].show_in(Locale::En),
            "1 right answer not counted: every case the port passes expects 0 numbers, and a right answer counts only when the port also gets right a case that expects another answer"
        );
    }

    #[test]
    fn a_port_that_crashes_at_once_crashed_on_start() {
        let port = "echo 'Traceback: ImportError: no module' >&2; exit 1";
        let report = judge(None)
            .grade(port, quick(), &Stop::new(), Vec::new())
            .expect("sh starts");
        let (standing, reason) = report.standing(&quick());
        assert_eq!(standing, Standing::CrashedOnStart);
        assert!(reason.contains("ImportError"), "{reason}");
    }

    #[test]
    fn the_closest_misreading_is_named_when_none_explains_all() {
        // Zeros left out but the empty list answered 9: all but one.
        let port = "while read l; do n=0; for x in $l; do [ $x != 0 ] && n=$((n+1)); done; [ -z \"$l\" ] && n=9; echo $n; done";
        let report = judge(None)
            .grade(port, quick(), &Stop::new(), Vec::new())
            .expect("sh starts");
        assert_eq!(
            Graded::misreadings(&report),
            ["zeros_left_out (all but 1 of 3 answers)"]
        );
    }
}
