//! Running a port: the line protocol, spoken to a program that may
//! misbehave.
//!
//! The port is started as `sh -c COMMAND`, a [`Tree`] of the kit: in a
//! process group of its own, every process it starts marked, so that all
//! of them die with it. Its standard input is written by a thread of its
//! own, so that a port that does not read cannot block the grader; its
//! standard output is read by another, line by line with a cap on the
//! length of a line and on the whole output; its standard error by a
//! third, keeping a bounded head and tail.
//!
//! A case is one line of input (a deck, for War) and one line of answer,
//! which the game reads ([`Reply`]). Below, a case is called a deck.
//!
//! **One deck at a time.** The grader writes a deck, waits for its answer
//! (or its time-out), then writes the next. Every line the port writes
//! between two decks is therefore about the earlier one: an answer (War's
//! `1`, `0`, `-1`), a line the game takes for a wrong answer (War's `2`),
//! or an adapter's `error: WHAT` (the student's code raised an exception)
//! ends the deck;
//! any other line is stray output (a debugging line), kept with the deck
//! it came with and never taken for the answer of a later one. A second
//! answer to one deck, written within [`Limits::settle`] of the first or
//! before the next deck was sent, is reported on that deck.
//!
//! **Every wait has a deadline** and watches the [`Stop`]. A deck not
//! answered within [`Limits::timeout`] of being sent fails as a time-out;
//! output that ends first, as a crash, with the exit status; a line or an
//! output too long, as such. Each of these kills the port's tree, and the
//! port is started again for the decks after. When the port has answered
//! nothing for two time-outs in a row, the decks left are not run: a port
//! that never answers costs two time-outs, not two per deck. A port that
//! crashes before its first answer three starts in a row does not start:
//! the decks left fail the same way. When the [`Stop`] comes (a signal, a
//! total time limit), the port's tree is killed at once and the decks left
//! are not run.
//!
//! **A port that holds its answers back** until its input ends (it does
//! not flush, or reads every deck before answering) answers nothing while
//! the grader waits. So when the first deck times out before the port was
//! ever seen answering, its input is closed: if the answer comes then, the
//! port holds its answers back, and each deck after is run in a start of
//! its own, its input closed after its one deck.

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::process::{Stop, StopReason, Tree, STOP_WATCH};
use crate::kit::words::shorten;

use super::reason::{Ending, Reason, Status};

/// How long and how much a port may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The time a port may take to answer a deck, from the moment the deck
    /// is sent (for the first deck of a start, that includes the start).
    pub timeout: Duration,
    /// The longest line of output read, in bytes; a longer line fails its
    /// case.
    pub max_line: usize,
    /// The most output read from one run of the port, in bytes; more fails
    /// the case being answered.
    pub max_output: usize,
    /// How much of the port's standard error is kept per run, in bytes: half
    /// from its start, half from its end.
    pub max_stderr: usize,
    /// The most time all the cases may take together, from the port's first
    /// start; when it is spent, the case under way and those left fail as
    /// time-outs ([`PortRun::out_of_time`]). `None`: no such limit.
    pub budget: Option<Duration>,
    /// After an answer, the grader sends the next deck once the port waits
    /// for it (blocked reading its input, as `/proc` shows), so that all it
    /// wrote after the answer (a second answer, a debugging line) stays with
    /// its deck. Where that cannot be seen, it waits this long instead.
    pub settle: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            timeout: Duration::from_secs(5),
            max_line: 4096,
            max_output: 1 << 20,
            max_stderr: 16 << 10,
            budget: None,
            settle: Duration::from_millis(50),
        }
    }
}

/// What a game's port answers for one case, as the protocol reads it: the
/// game says which lines are its answers ([`Reply::read`]), and which other
/// lines still end a case ([`Reply::ends_case`]: War's `2`, an integer but
/// no answer); every other line is stray output.
pub trait Reply: Clone + std::fmt::Debug + PartialEq + Send + 'static {
    /// The answer a line is (without its newline, trimmed), when it is a
    /// well-formed one.
    fn read(text: &str) -> Option<Self>;
    /// Whether a line (trimmed) that is no well-formed answer still ends
    /// its case, as a wrong answer; `error:` lines always do.
    fn ends_case(text: &str) -> bool;
    /// The answer as the line the port wrote.
    fn line(&self) -> String;
}

/// What the port gave for one deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer<R> {
    /// A well-formed answer of the game's ([`Reply`]).
    Code(R),
    /// A line that is not an answer (shortened when long): another integer,
    /// which ended the deck, or the first stray line of a deck that got no
    /// answer in time.
    Garbage(String),
    /// No answer within the time limit.
    Timeout(Duration),
    /// The port's output ended before it answered: it exited, or closed its
    /// standard output.
    Crashed(Reason),
    /// The port's code raised an exception on this deck, and the port said
    /// so with a line `error: WHAT`: the exception's class and message.
    Raised(String),
    /// The answer's line was longer than the limit, or the port's output
    /// went past its limit.
    TooLong(Reason),
    /// The port answered this deck more than once: its answer lines, in
    /// order.
    Several(Vec<String>),
    /// The deck was not run: the port had answered nothing for two
    /// time-outs in a row, for this reason.
    GaveUp(Reason),
    /// The deck was not run, or not to its end: the grading was stopped.
    Stopped(StopReason),
}

impl<R: Reply> Answer<R> {
    /// The well-formed answer, if it is one.
    pub fn code(&self) -> Option<R> {
        match self {
            Answer::Code(code) => Some(code.clone()),
            _ => None,
        }
    }

    /// Reads one line of output as an answer: the game's well-formed
    /// answer, an adapter's `error: WHAT`, or anything else as it is
    /// (shortened).
    fn parse(line: &[u8]) -> Answer<R> {
        let text = String::from_utf8_lossy(line);
        let trimmed = text.trim();
        if let Some(code) = R::read(trimmed) {
            return Answer::Code(code);
        }
        match trimmed.strip_prefix("error:") {
            Some(what) => Answer::Raised(shorten(what.trim(), 500)),
            None => Answer::Garbage(shorten(trimmed, 200)),
        }
    }
}

/// Who won a game of two players, the answer of War's `findWinner`: `1`
/// when the first won, `-1` when the second, `0` for a draw; another
/// integer ends its case as a wrong answer.
impl Reply for i32 {
    fn read(text: &str) -> Option<i32> {
        match text {
            "1" => Some(1),
            "0" => Some(0),
            "-1" => Some(-1),
            _ => None,
        }
    }

    fn ends_case(text: &str) -> bool {
        text.parse::<i64>().is_ok()
    }

    fn line(&self) -> String {
        self.to_string()
    }
}

/// A line of output, as the grader reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Line<R> {
    /// A line that ends its deck: an answer, a line the game takes for a
    /// wrong answer, or an adapter's `error:` line.
    Answer(Answer<R>),
    /// Any other line: stray output, kept with its deck.
    Stray(String),
}

/// Reads one line of output: an answer (or a line the game takes for a
/// wrong answer, or an `error:` line) ends its deck; anything else is stray
/// output.
fn read_line<R: Reply>(line: &[u8]) -> Line<R> {
    let text = String::from_utf8_lossy(line);
    let trimmed = text.trim();
    let ends_deck =
        R::read(trimmed).is_some() || R::ends_case(trimmed) || trimmed.starts_with("error:");
    if ends_deck {
        Line::Answer(Answer::parse(line))
    } else {
        Line::Stray(shorten(trimmed, 200))
    }
}

/// Stray lines kept per deck; the others are counted.
const STRAY_KEPT: usize = 3;

/// Stray output: the lines a port wrote with a deck that are not answers,
/// the first few kept (shortened), all counted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stray {
    /// The first lines, at most three, each at most 200 characters.
    pub lines: Vec<String>,
    /// How many there were.
    pub count: usize,
}

impl Stray {
    /// Keeps `line`.
    fn push(&mut self, line: String) {
        self.count += 1;
        if self.lines.len() < STRAY_KEPT {
            self.lines.push(line);
        }
    }

    /// Whether the port wrote none.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }
}

/// One deck's answer, with how long it took and the stray output that
/// came with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answered<R> {
    /// What the port gave.
    pub answer: Answer<R>,
    /// The time from sending the deck to its answer.
    pub elapsed: Duration,
    /// The run of the port ([`PortRun::runs`]) that answered.
    pub run: usize,
    /// The lines written with this deck that are not answers.
    pub stray: Stray,
}

/// One start of the port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// The index of the first case the run was given.
    pub first_case: usize,
    /// How many cases it was given.
    pub cases: usize,
    /// How many it answered with a line.
    pub answered: usize,
    /// How the run ended: it answered every deck, timed out, ...
    pub ending: Ending,
    /// What the port wrote to standard error, its head and tail when long.
    pub stderr: String,
}

/// Everything a port gave for a list of decks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortRun<R> {
    /// One answer per deck, in the order of the decks.
    pub answers: Vec<Answered<R>>,
    /// Each start of the port, in order.
    pub runs: Vec<Run>,
    /// Whether the port was found to hold its answers back until its input
    /// ends, so that the cases after that were run one per start.
    pub holds_answers_back: bool,
    /// How many cases were not run because the time of [`Limits::budget`]
    /// was spent.
    pub out_of_time: usize,
    /// How many cases were not run because the port had answered nothing for
    /// two time-outs in a row.
    pub given_up: usize,
    /// Why the grading was stopped, if it was; the cases it left are
    /// [`Answer::Stopped`].
    pub stopped: Option<StopReason>,
}

/// Runs starting without an answer, one after the other, after which the
/// cases left are not run again: the port does not start.
const SILENT_RUNS_BEFORE_GIVING_UP: usize = 3;

/// Time-outs in a row, with no answer between them, after which the cases
/// left are not run.
pub const TIMEOUTS_BEFORE_GIVING_UP: usize = 2;

/// The longest the grader waits, once a port's input is closed, for the
/// answers it held back.
const HELD_BACK_GRACE: Duration = Duration::from_secs(1);

/// Runs `command` (through `sh -c`) on `decks` (the lines of the protocol,
/// each without its newline), one deck at a time, and collects one answer
/// per deck, whatever the port does, until `stop` comes.
///
/// Fails only when `sh` itself cannot be started.
pub fn run_port<R: Reply>(
    command: &str,
    decks: &[String],
    limits: &Limits,
    stop: &Stop,
) -> Result<PortRun<R>, Error> {
    let budget_end = limits.budget.map(|budget| Instant::now() + budget);
    let mut port = PortRun {
        answers: Vec::with_capacity(decks.len()),
        runs: Vec::new(),
        holds_answers_back: false,
        out_of_time: 0,
        given_up: 0,
        stopped: None,
    };
    let mut flushes = false;
    let mut silent_runs = 0;
    let mut timeouts = 0;
    while port.answers.len() < decks.len() {
        let first = port.answers.len();
        if let Some(reason) = stop.reason() {
            port.stopped = Some(reason);
            port.fill(decks.len(), Answer::Stopped(reason));
            break;
        }
        if budget_end.is_some_and(|end| Instant::now() >= end) {
            port.out_of_time = decks.len() - first;
            port.fill(decks.len(), Answer::Timeout(limits.timeout));
            break;
        }
        let alone = port.holds_answers_back;
        let end = if alone { first + 1 } else { decks.len() };
        let plan = Plan {
            alone,
            probe: !alone && !flushes,
            budget_end,
        };
        let outcome = Session::start(command, limits)?.run(&decks[first..end], &plan, limits, stop);
        let run = port.runs.len();
        port.runs.push(outcome.record(first, end - first));
        let answered = outcome.answers.len();
        if answered > 0 {
            timeouts = 0;
            silent_runs = 0;
            flushes |= !alone && !outcome.held_back;
        }
        if outcome.held_back {
            port.holds_answers_back = true;
        }
        port.answers.extend(
            outcome
                .answers
                .into_iter()
                .map(|(answer, elapsed, stray)| Answered {
                    answer,
                    elapsed,
                    run,
                    stray,
                }),
        );
        match outcome.failure {
            None => {}
            Some(Failure::Stopped(reason)) => {
                port.stopped = Some(reason);
                port.fill(decks.len(), Answer::Stopped(reason));
            }
            Some(Failure::OutOfTime) => {
                port.out_of_time = decks.len() - port.answers.len();
                port.fill(decks.len(), Answer::Timeout(limits.timeout));
            }
            Some(Failure::Case {
                answer,
                elapsed,
                stray,
                timed_out,
            }) => {
                let crashed = matches!(answer, Answer::Crashed(_));
                port.answers.push(Answered {
                    answer: answer.clone(),
                    elapsed,
                    run,
                    stray,
                });
                silent_runs = if answered == 0 { silent_runs + 1 } else { 0 };
                timeouts = if timed_out { timeouts + 1 } else { timeouts };
                if crashed && silent_runs >= SILENT_RUNS_BEFORE_GIVING_UP {
                    // The port crashes before answering, start after start:
                    // it does not start at all. The cases left fail the same
                    // way.
                    let Answer::Crashed(reason) = answer else {
                        unreachable!("checked above")
                    };
                    let again = Reason::NotRunAgain(Box::new(reason), SILENT_RUNS_BEFORE_GIVING_UP);
                    port.fill(decks.len(), Answer::Crashed(again));
                } else if timeouts >= TIMEOUTS_BEFORE_GIVING_UP && port.answers.len() < decks.len()
                {
                    let reason = Reason::GaveUp {
                        timeouts: TIMEOUTS_BEFORE_GIVING_UP,
                        waited: limits.timeout * TIMEOUTS_BEFORE_GIVING_UP as u32,
                    };
                    port.given_up = decks.len() - port.answers.len();
                    port.fill(decks.len(), Answer::GaveUp(reason));
                }
            }
        }
    }
    Ok(port)
}

impl<R: Reply> PortRun<R> {
    /// Gives every case not answered yet, up to `cases`, `answer`.
    fn fill(&mut self, cases: usize, answer: Answer<R>) {
        let run = self.runs.len().saturating_sub(1);
        while self.answers.len() < cases {
            self.answers.push(Answered {
                answer: answer.clone(),
                elapsed: Duration::ZERO,
                run,
                stray: Stray::default(),
            });
        }
    }
}

/// How one start of the port is run.
struct Plan {
    /// Its one deck alone, its input closed after it: the port holds its
    /// answers back.
    alone: bool,
    /// Whether a first deck that times out may be the answer of a port that
    /// holds its answers back: then the port's input is closed, and its
    /// answer awaited a little longer.
    probe: bool,
    /// When the time of all the cases ends, if it does.
    budget_end: Option<Instant>,
}

/// Why a start of the port ended before every deck it was given was
/// answered.
enum Failure<R> {
    /// A deck failed: the answer it gets, the time it took, its stray
    /// output, and whether it was a time-out.
    Case {
        answer: Answer<R>,
        elapsed: Duration,
        stray: Stray,
        timed_out: bool,
    },
    /// The grading was stopped.
    Stopped(StopReason),
    /// The time of all the cases was spent.
    OutOfTime,
}

/// What one start of the port gave.
struct Outcome<R> {
    /// The decks answered, each with the time it took and its stray output.
    answers: Vec<(Answer<R>, Duration, Stray)>,
    /// Why the start ended early, if it did.
    failure: Option<Failure<R>>,
    /// Whether the first deck was answered only once the port's input was
    /// closed: the port holds its answers back.
    held_back: bool,
    /// What the port wrote to standard error.
    stderr: String,
}

impl<R: Reply> Outcome<R> {
    /// The record of this run, which was given `cases` cases from `first`
    /// on.
    fn record(&self, first: usize, cases: usize) -> Run {
        let ending = match &self.failure {
            None if self.held_back => Ending::AnsweredOnceClosed,
            None => Ending::AnsweredEvery,
            Some(Failure::Stopped(reason)) => Ending::Stopped(*reason),
            Some(Failure::OutOfTime) => Ending::OutOfTime,
            Some(Failure::Case { answer, .. }) => match answer {
                Answer::Timeout(limit) => Ending::TimedOut(*limit),
                Answer::Crashed(reason) | Answer::TooLong(reason) => Ending::Failed(reason.clone()),
                // A start ends on a case only by a time-out (with stray
                // output or without), a crash or output past its limit.
                _ => Ending::TimedOutAfterStray,
            },
        };
        Run {
            first_case: first,
            cases,
            answered: self.answers.len(),
            ending,
            stderr: self.stderr.clone(),
        }
    }
}

/// What the thread reading standard output reports.
enum Event {
    /// A whole line, without its newline.
    Line(Vec<u8>),
    /// A line or the whole output went past its limit.
    TooLong(Reason),
    /// The output ended (or could not be read).
    End,
}

/// What a wait for the port's output gave.
enum Waited {
    /// An event of the output.
    Event(Event),
    /// Nothing came before the deadline.
    Timeout,
    /// The grading was stopped.
    Stopped(StopReason),
    /// The port wrote lines that are no answer and now waits for its next
    /// case: it will not answer this one.
    Idle,
}

/// One start of the port: its tree, the thread writing its input, its
/// output (read here, without blocking, so that what the port wrote before
/// it waits for the next deck is all taken before that deck is sent), and
/// the thread keeping its standard error.
struct Session {
    tree: Tree,
    input: Option<Sender<String>>,
    output: Output,
    stderr: Arc<Mutex<Capture>>,
    stderr_done: Receiver<()>,
}

impl Session {
    /// Starts `sh -c command` with its three streams piped.
    fn start(command: &str, limits: &Limits) -> Result<Session, Error> {
        let mut tree = Tree::spawn(
            Command::new("sh")
                .arg("-c")
                .arg(command)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        )
        .map_err(|error| {
            Error::new(
                ErrorKind::Port,
                "--cmd",
                format!("cannot start `sh -c {command:?}`: {error}"),
            )
        })?;
        let child = tree.child();
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr = child.stderr.take().expect("stderr is piped");

        let (input, lines) = mpsc::channel::<String>();
        thread::spawn(move || {
            // A port that exits or closes its input makes a write fail; that
            // is the port's business, seen in its output. The input closes
            // when the sender is dropped.
            for line in lines {
                if stdin
                    .write_all(line.as_bytes())
                    .and_then(|()| stdin.flush())
                    .is_err()
                {
                    return;
                }
            }
        });

        let capture = Arc::new(Mutex::new(Capture::new(limits.max_stderr)));
        let (done, stderr_done) = mpsc::channel();
        let kept = Arc::clone(&capture);
        thread::spawn(move || {
            read_capture(stderr, &kept);
            let _ = done.send(());
        });
        Ok(Session {
            tree,
            input: Some(input),
            output: Output::new(stdout, limits),
            stderr: capture,
            stderr_done,
        })
    }

    /// Gives the port `decks`, one at a time, as `plan` says; ends with the
    /// port's tree killed.
    fn run<R: Reply>(
        mut self,
        decks: &[String],
        plan: &Plan,
        limits: &Limits,
        stop: &Stop,
    ) -> Outcome<R> {
        let mut answers = Vec::with_capacity(decks.len());
        let mut held_back = false;
        let mut failure = None;
        for (index, deck) in decks.iter().enumerate() {
            if let Some(reason) = stop.reason() {
                failure = Some(Failure::Stopped(reason));
                break;
            }
            if plan.budget_end.is_some_and(|end| Instant::now() >= end) {
                failure = Some(Failure::OutOfTime);
                break;
            }
            self.send(deck);
            if plan.alone {
                self.close_input();
            }
            let probe = plan.probe && index == 0;
            match self.answer(limits, plan.budget_end, probe, stop) {
                Ok((answer, elapsed, stray, late)) => {
                    answers.push((answer, elapsed, stray));
                    if late {
                        // Its input closed, the port has no more decks:
                        // the next is for a start of its own.
                        held_back = true;
                        break;
                    }
                }
                Err(failed) => {
                    failure = Some(failed);
                    break;
                }
            }
        }
        self.close_input();
        self.tree.kill();
        // Killed, the port's standard error ends at once, unless something
        // outside its tree holds it: then take what was read.
        let _ = self.stderr_done.recv_timeout(Duration::from_millis(500));
        let stderr = self
            .stderr
            .lock()
            .map(|capture| capture.text())
            .unwrap_or_default();
        Outcome {
            answers,
            failure,
            held_back,
            stderr,
        }
    }

    /// Closes the port's input and kills its tree.
    fn end(mut self) {
        self.close_input();
        self.tree.kill();
    }

    /// The exit status of a port that has exited while its output is still
    /// open (a program it started holds it): a crash, not a hang.
    fn exited_leaving_output_open(&mut self) -> Option<Status> {
        match self.tree.child().try_wait() {
            Ok(Some(status)) => Some(Status::of(status)),
            _ => None,
        }
    }

    /// Writes one deck, with its newline, to the port's input.
    fn send(&mut self, deck: &str) {
        if let Some(input) = &self.input {
            let _ = input.send(format!("{deck}\n"));
        }
    }

    /// Closes the port's input, once what was sent is written.
    fn close_input(&mut self) {
        self.input = None;
    }

    /// Waits for the answer to the deck just sent: its answer, the time it
    /// took, its stray output, and whether it came only once the input was
    /// closed (`probe`: a first deck that times out before the port was
    /// ever seen answering gets its input closed and a little more time).
    fn answer<R: Reply>(
        &mut self,
        limits: &Limits,
        budget_end: Option<Instant>,
        probe: bool,
        stop: &Stop,
    ) -> Result<(Answer<R>, Duration, Stray, bool), Failure<R>> {
        let sent = Instant::now();
        let case_end = sent + limits.timeout;
        let deadline = budget_end.map_or(case_end, |end| end.min(case_end));
        let mut stray = Stray::default();
        let mut deadline = deadline;
        let mut probing = false;
        loop {
            let answer = match self.next(deadline, stop, !stray.is_empty()) {
                Waited::Event(Event::Line(line)) => match read_line(&line) {
                    Line::Answer(answer) => answer,
                    Line::Stray(text) => {
                        stray.push(text);
                        continue;
                    }
                },
                Waited::Event(Event::TooLong(reason)) => {
                    return Err(Failure::Case {
                        answer: Answer::TooLong(reason),
                        elapsed: sent.elapsed(),
                        stray,
                        timed_out: false,
                    });
                }
                Waited::Event(Event::End) if !probing => {
                    let grace = limits.timeout.min(Duration::from_secs(2));
                    let reason = match self.tree.exit_status(grace) {
                        Some(status) => Reason::Exited(Status::of(status)),
                        None => Reason::ClosedOutput,
                    };
                    return Err(Failure::Case {
                        answer: Answer::Crashed(reason),
                        elapsed: sent.elapsed(),
                        stray,
                        timed_out: false,
                    });
                }
                Waited::Stopped(reason) => return Err(Failure::Stopped(reason)),
                Waited::Idle => {
                    // It wrote something that is no answer (`None`, `A
                    // wins`) and waits for the next case: that was its
                    // answer, and not a time-out.
                    let line = stray.lines.first().cloned().unwrap_or_default();
                    return Err(Failure::Case {
                        answer: Answer::Garbage(line),
                        elapsed: sent.elapsed(),
                        stray,
                        timed_out: false,
                    });
                }
                Waited::Timeout
                    if !probing
                        && budget_end.is_some_and(|end| Instant::now() >= end)
                        && deadline < case_end =>
                {
                    return Err(Failure::OutOfTime);
                }
                Waited::Timeout if self.exited_leaving_output_open().is_some() => {
                    // The port's status, once collected, stays collected.
                    let reason = self
                        .exited_leaving_output_open()
                        .map_or(Reason::ClosedOutput, Reason::ExitedOutputOpen);
                    return Err(Failure::Case {
                        answer: Answer::Crashed(reason),
                        elapsed: sent.elapsed(),
                        stray,
                        timed_out: false,
                    });
                }
                Waited::Timeout if probe && !probing && stray.is_empty() => {
                    // Nothing at all yet: the port may hold its answer back
                    // until its input ends.
                    self.close_input();
                    probing = true;
                    deadline = Instant::now() + limits.timeout.min(HELD_BACK_GRACE);
                    continue;
                }
                Waited::Timeout | Waited::Event(Event::End) => {
                    let answer = match stray.lines.first() {
                        Some(line) => Answer::Garbage(line.clone()),
                        None => Answer::Timeout(limits.timeout),
                    };
                    return Err(Failure::Case {
                        answer,
                        elapsed: limits.timeout,
                        stray,
                        timed_out: true,
                    });
                }
            };
            let elapsed = if probing {
                limits.timeout
            } else {
                sent.elapsed()
            };
            let extra = self.settle::<R>(limits.settle, &mut stray);
            let answer = if extra.is_empty() {
                answer
            } else {
                let mut all = vec![answer_line(&answer)];
                all.extend(extra);
                Answer::Several(all)
            };
            return Ok((answer, elapsed, stray, probing));
        }
    }

    /// After an answer: takes every line the port writes until it waits for
    /// its next deck ([`Tree::waits_for_input`]), or for at most `settle`
    /// when that cannot be seen. Answers are returned (a second answer to
    /// the same deck), other lines go to `stray`; the end of the output or a
    /// line too long is left for the next deck.
    fn settle<R: Reply>(&mut self, settle: Duration, stray: &mut Stray) -> Vec<String> {
        let mut extra = Vec::new();
        let until = Instant::now() + settle;
        loop {
            // Seen waiting first, read after: whatever it wrote before it
            // waited is then in the pipe, and read now.
            let waiting = self.tree.waits_for_input();
            self.output.read_available(0);
            while let Some(event) = self.output.events.pop_front() {
                match event {
                    Event::Line(line) => match read_line::<R>(&line) {
                        Line::Answer(answer) => extra.push(answer_line(&answer)),
                        Line::Stray(text) => stray.push(text),
                    },
                    other => {
                        self.output.events.push_front(other);
                        return extra;
                    }
                }
            }
            if waiting || self.output.ended || Instant::now() >= until {
                return extra;
            }
            thread::sleep(Duration::from_micros(100));
        }
    }

    /// The next event of the output, waiting until `deadline` and watching
    /// `stop`; once the port wrote lines that are no answer (`stray_seen`),
    /// [`Waited::Idle`] as soon as it waits for its next case with nothing
    /// more written.
    fn next(&mut self, deadline: Instant, stop: &Stop, stray_seen: bool) -> Waited {
        loop {
            if let Some(event) = self.output.events.pop_front() {
                return Waited::Event(event);
            }
            if let Some(reason) = stop.reason() {
                return Waited::Stopped(reason);
            }
            if stray_seen && self.tree.waits_for_input() {
                // Seen waiting first, read after: whatever it wrote before
                // it waited is read now, and an answer still wins.
                self.output.read_available(0);
                if self.output.events.is_empty() {
                    return Waited::Idle;
                }
                continue;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Waited::Timeout;
            }
            let wait = left.min(STOP_WATCH).as_millis().max(1);
            self.output
                .read_available(u16::try_from(wait).unwrap_or(u16::MAX));
        }
    }
}

/// A port kept running between questions, for a caller whose next deck
/// depends on the answer before (the shrinker of random decks): one deck
/// at a time, as [`run_port`] sends them, in one start of the port for as
/// long as it answers. A deck it fails (a time-out, a crash, a line too
/// long) kills its tree, and the next deck starts it again. A port that
/// holds its answers back (as [`PortRun::holds_answers_back`] found) gets
/// a start of its own for every deck, its input closed after it.
pub struct LivePort<'a, R> {
    command: &'a str,
    limits: Limits,
    stop: &'a Stop,
    alone: bool,
    session: Option<Session>,
    /// How many decks it was asked.
    pub asked: usize,
    /// How many times it was started.
    pub starts: usize,
    replies: std::marker::PhantomData<R>,
}

impl<'a, R: Reply> LivePort<'a, R> {
    /// The port `command`, not started yet; `alone` when it holds its
    /// answers back.
    pub fn new(command: &'a str, limits: Limits, stop: &'a Stop, alone: bool) -> LivePort<'a, R> {
        LivePort {
            command,
            limits,
            stop,
            alone,
            session: None,
            asked: 0,
            starts: 0,
            replies: std::marker::PhantomData,
        }
    }

    /// The port's answer to one deck (a line of the protocol, without its
    /// newline), whatever the port does: [`Answer::Stopped`] once the
    /// [`Stop`] has come.
    ///
    /// Fails only when `sh` itself cannot be started.
    pub fn ask(&mut self, deck: &str) -> Result<Answer<R>, Error> {
        if let Some(reason) = self.stop.reason() {
            return Ok(Answer::Stopped(reason));
        }
        let mut session = match self.session.take() {
            Some(session) => session,
            None => {
                self.starts += 1;
                Session::start(self.command, &self.limits)?
            }
        };
        self.asked += 1;
        session.send(deck);
        if self.alone {
            session.close_input();
        }
        let answer = match session.answer(&self.limits, None, false, self.stop) {
            Ok((answer, ..)) if !self.alone => {
                self.session = Some(session);
                return Ok(answer);
            }
            Ok((answer, ..)) => answer,
            Err(Failure::Case { answer, .. }) => answer,
            Err(Failure::Stopped(reason)) => Answer::Stopped(reason),
            Err(Failure::OutOfTime) => Answer::Timeout(self.limits.timeout),
        };
        session.end();
        Ok(answer)
    }
}

impl<R> Drop for LivePort<'_, R> {
    /// The port is never left running.
    fn drop(&mut self) {
        if let Some(session) = self.session.take() {
            session.end();
        }
    }
}

/// The port's standard output, read without blocking: whole lines become
/// events, with a cap on a line and on the whole output.
struct Output {
    stdout: std::process::ChildStdout,
    line: Vec<u8>,
    total: usize,
    max_line: usize,
    max_output: usize,
    /// The output ended, or went past a limit: nothing more is read.
    ended: bool,
    events: VecDeque<Event>,
}

impl Output {
    /// The output of a port, set not to block.
    fn new(stdout: std::process::ChildStdout, limits: &Limits) -> Output {
        use nix::fcntl::{fcntl, FcntlArg, OFlag};
        // Should it fail, reads block, each once there is something to read.
        let _ = fcntl(&stdout, FcntlArg::F_SETFL(OFlag::O_NONBLOCK));
        Output {
            stdout,
            line: Vec::new(),
            total: 0,
            max_line: limits.max_line,
            max_output: limits.max_output,
            ended: false,
            events: VecDeque::new(),
        }
    }

    /// Reads what the port has written, waiting up to `wait_ms`
    /// milliseconds for something when nothing is there yet.
    fn read_available(&mut self, wait_ms: u16) {
        use nix::poll::{poll, PollFd, PollFlags};
        use std::os::fd::AsFd;
        if self.ended {
            if wait_ms > 0 {
                thread::sleep(Duration::from_millis(u64::from(wait_ms)));
            }
            return;
        }
        let mut ready = [PollFd::new(self.stdout.as_fd(), PollFlags::POLLIN)];
        let _ = poll(&mut ready, wait_ms);
        let mut buffer = [0u8; 8192];
        while !self.ended {
            match self.stdout.read(&mut buffer) {
                Ok(0) => self.end(Event::End),
                Ok(read) => self.take(&buffer[..read]),
                Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => return,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => self.end(Event::End),
            }
        }
    }

    /// Splits `bytes` into lines, stopping at a limit.
    fn take(&mut self, bytes: &[u8]) {
        self.total += bytes.len();
        for &byte in bytes {
            if byte == b'\n' {
                let line = std::mem::take(&mut self.line);
                self.events.push_back(Event::Line(line));
            } else if self.line.len() >= self.max_line {
                let max_line = self.max_line;
                self.end(Event::TooLong(Reason::LineTooLong(max_line)));
                return;
            } else {
                self.line.push(byte);
            }
        }
        if self.total > self.max_output {
            let limit = self.max_output;
            self.end(Event::TooLong(Reason::TooMuchOutput(limit)));
        }
    }

    /// Ends the output with `event`, after its last unfinished line.
    fn end(&mut self, event: Event) {
        if matches!(event, Event::End) && !self.line.is_empty() {
            let line = std::mem::take(&mut self.line);
            self.events.push_back(Event::Line(line));
        }
        self.events.push_back(event);
        self.ended = true;
    }
}

/// An answer as the line it was read from, for a deck answered twice.
fn answer_line<R: Reply>(answer: &Answer<R>) -> String {
    match answer {
        Answer::Code(code) => code.line(),
        Answer::Garbage(line) => line.clone(),
        Answer::Raised(what) => format!("error: {what}"),
        other => format!("{other:?}"),
    }
}

/// The standard error of every start of a port that wrote some, whole as
/// captured, each headed by the cases it was given and how it ended:
/// `-- run with cases 1 to 34 (answered every deck):`.
pub fn runs_stderr(runs: &[Run]) -> String {
    let mut text = String::new();
    for run in runs.iter().filter(|run| !run.stderr.trim().is_empty()) {
        text.push_str(&format!(
            "-- run with cases {} to {} ({}):\n{}\n",
            run.first_case + 1,
            run.first_case + run.cases,
            run.ending,
            run.stderr.trim_end()
        ));
    }
    text
}

/// Why a case was not run when the grading was stopped for `reason`, in
/// English: `grading was stopped by SIGTERM`.
pub fn stopped(reason: StopReason) -> String {
    super::reason::stopped_in(reason, crate::kit::locale::Locale::En)
}

/// The lines of the protocol, each ended by a newline.
pub fn protocol_input(decks: &[String]) -> String {
    let mut input = String::new();
    for deck in decks {
        input.push_str(deck);
        input.push('\n');
    }
    input
}

/// Reads a port's whole output as the grader reads it: an answer for each
/// line, and a last [`Answer::TooLong`] when a line or the whole output went
/// past `limits`. The grader reads a live port the same way, line by line.
pub fn read_answers<R: Reply>(output: &[u8], limits: &Limits) -> Vec<Answer<R>> {
    let (events, received) = std::sync::mpsc::channel();
    read_lines(output, limits.max_line, limits.max_output, &events);
    drop(events);
    received
        .into_iter()
        .filter_map(|event| match event {
            Event::Line(line) => Some(Answer::parse(&line)),
            Event::TooLong(reason) => Some(Answer::TooLong(reason)),
            Event::End => None,
        })
        .collect()
}

/// Reads `output` line by line and sends each line, until it ends or goes
/// past a limit.
fn read_lines(mut output: impl Read, max_line: usize, max_output: usize, events: &Sender<Event>) {
    let mut line = Vec::new();
    let mut total = 0usize;
    let mut buffer = [0u8; 8192];
    loop {
        let read = match output.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(read) => read,
        };
        total += read;
        for &byte in &buffer[..read] {
            if byte == b'\n' {
                if events.send(Event::Line(std::mem::take(&mut line))).is_err() {
                    return;
                }
            } else if line.len() >= max_line {
                let _ = events.send(Event::TooLong(Reason::LineTooLong(max_line)));
                return;
            } else {
                line.push(byte);
            }
        }
        if total > max_output {
            let _ = events.send(Event::TooLong(Reason::TooMuchOutput(max_output)));
            return;
        }
    }
    if !line.is_empty() {
        let _ = events.send(Event::Line(line));
    }
    let _ = events.send(Event::End);
}

/// The bounded record of a stream: its first bytes, its last bytes, and how
/// many were left out between them.
#[derive(Debug)]
struct Capture {
    half: usize,
    head: Vec<u8>,
    tail: std::collections::VecDeque<u8>,
    dropped: usize,
}

impl Capture {
    /// A capture keeping at most `limit` bytes.
    fn new(limit: usize) -> Capture {
        Capture {
            half: limit / 2,
            head: Vec::new(),
            tail: std::collections::VecDeque::new(),
            dropped: 0,
        }
    }

    /// Records `bytes`.
    fn push(&mut self, mut bytes: &[u8]) {
        let room = self.half.saturating_sub(self.head.len());
        let (first, rest) = bytes.split_at(room.min(bytes.len()));
        self.head.extend_from_slice(first);
        bytes = rest;
        self.tail.extend(bytes);
        let over = self.tail.len().saturating_sub(self.half);
        self.tail.drain(..over);
        self.dropped += over;
    }

    /// The text recorded, with a marker where bytes were left out.
    fn text(&self) -> String {
        let mut text = String::from_utf8_lossy(&self.head).into_owned();
        if self.dropped > 0 {
            text.push_str(&format!("\n[... {} bytes left out ...]\n", self.dropped));
        }
        let tail: Vec<u8> = self.tail.iter().copied().collect();
        text.push_str(&String::from_utf8_lossy(&tail));
        text
    }
}

/// Reads `stream` to its end into `capture`.
fn read_capture(mut stream: impl Read, capture: &Mutex<Capture>) {
    let mut buffer = [0u8; 8192];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return,
            Ok(read) => match capture.lock() {
                Ok(mut capture) => capture.push(&buffer[..read]),
                Err(_) => return,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// War's answers, who won: the reply these tests read.
    type Answer = super::Answer<i32>;
    type PortRun = super::PortRun<i32>;

    /// Reads a line as War's answer.
    fn read_line(line: &[u8]) -> Line<i32> {
        super::read_line(line)
    }

    /// Reads an output as War's answers.
    fn read_answers(output: &[u8], limits: &Limits) -> Vec<Answer> {
        super::read_answers(output, limits)
    }

    /// Runs `port` on `decks` with `limits`, never stopped.
    fn run(port: &str, decks: &[&str], limits: &Limits) -> PortRun {
        let decks: Vec<String> = decks.iter().map(|d| d.to_string()).collect();
        run_port(port, &decks, limits, &Stop::new()).expect("sh starts")
    }

    /// Quick time-outs, for the tests that wait for them.
    fn quick() -> Limits {
        Limits {
            timeout: Duration::from_millis(300),
            ..Limits::default()
        }
    }

    #[test]
    fn answers_are_read_strictly() {
        assert_eq!(Answer::parse(b"1"), Answer::Code(1));
        assert_eq!(Answer::parse(b" -1\r"), Answer::Code(-1));
        assert_eq!(Answer::parse(b"0"), Answer::Code(0));
        assert_eq!(Answer::parse(b"2"), Answer::Garbage("2".into()));
        assert_eq!(Answer::parse(b"A wins"), Answer::Garbage("A wins".into()));
        assert_eq!(Answer::parse(b""), Answer::Garbage(String::new()));
        assert_eq!(
            Answer::parse(b"error: java.lang.StackOverflowError"),
            Answer::Raised("java.lang.StackOverflowError".into())
        );
    }

    #[test]
    fn integers_and_errors_end_a_deck_and_other_lines_are_stray() {
        assert_eq!(read_line(b"-1\r"), Line::Answer(Answer::Code(-1)));
        assert_eq!(read_line(b" 2 "), Line::Answer(Answer::Garbage("2".into())));
        assert!(matches!(
            read_line(b"error: boom"),
            Line::Answer(Answer::Raised(_))
        ));
        assert_eq!(read_line(b"dealing"), Line::Stray("dealing".into()));
        assert_eq!(read_line(b""), Line::Stray(String::new()));
        assert_eq!(read_line(b"1 wins"), Line::Stray("1 wins".into()));
    }

    #[test]
    fn read_answers_reads_lines_and_stops_at_the_limits() {
        let limits = Limits {
            max_line: 4,
            max_output: 16,
            ..Limits::default()
        };
        assert_eq!(
            read_answers(b"1\n-1\r\nx\n0", &limits),
            vec![
                Answer::Code(1),
                Answer::Code(-1),
                Answer::Garbage("x".into()),
                Answer::Code(0)
            ]
        );
        let long = read_answers(b"1\n12345\n", &limits);
        assert_eq!(long[0], Answer::Code(1));
        assert!(matches!(long[1], Answer::TooLong(_)));
        // The total is checked after each read of up to 8 KiB.
        let flood = read_answers(&[b'\n'; 100_000], &limits);
        assert!(matches!(flood.last(), Some(Answer::TooLong(_))));
        assert!(flood.len() <= 16 + 8192 + 1, "{}", flood.len());
    }

    #[test]
    fn decks_are_written_one_a_line() {
        let decks: Vec<String> = ["2 3 4 5", "", "-7 2147483647"]
            .iter()
            .map(|deck| deck.to_string())
            .collect();
        assert_eq!(protocol_input(&decks), "2 3 4 5\n\n-7 2147483647\n");
    }

    #[test]
    fn a_capture_keeps_head_and_tail() {
        let mut capture = Capture::new(8);
        capture.push(b"abcdefghijklmnop");
        assert_eq!(capture.text(), "abcd\n[... 8 bytes left out ...]\nmnop");
        let mut small = Capture::new(100);
        small.push(b"short");
        assert_eq!(small.text(), "short");
    }

    #[test]
    fn a_port_that_echoes_answers_in_order() {
        let run = run(
            "while read line; do echo 0; done",
            &["1", "2", "3"],
            &Limits::default(),
        );
        let codes: Vec<_> = run.answers.iter().map(|a| a.answer.code()).collect();
        assert_eq!(codes, vec![Some(0); 3]);
        assert_eq!(run.runs.len(), 1);
    }

    #[test]
    fn each_deck_is_sent_once_the_previous_is_answered() {
        // The port answers with the deck it read: a deck sent early would
        // be read, and answered, before its turn.
        let port = "while read line; do echo \"deck $line\"; echo $line; done";
        let run = run(port, &["1", "0", "-1"], &Limits::default());
        let codes: Vec<_> = run.answers.iter().map(|a| a.answer.code()).collect();
        assert_eq!(codes, vec![Some(1), Some(0), Some(-1)]);
        for (answered, deck) in run.answers.iter().zip(["1", "0", "-1"]) {
            assert_eq!(answered.stray.lines, vec![format!("deck {deck}")]);
        }
    }

    #[test]
    fn stray_lines_stay_with_their_deck_and_never_shift_the_answers() {
        let port = "while read line; do echo dealing; echo '  A: 3 2'; echo 1; done";
        let run = run(port, &["3 2"; 5], &Limits::default());
        for answered in &run.answers {
            assert_eq!(answered.answer, Answer::Code(1));
            assert_eq!(answered.stray.count, 2);
            assert_eq!(answered.stray.lines, ["dealing", "A: 3 2"]);
        }
    }

    #[test]
    fn a_second_answer_is_reported_on_its_deck() {
        let port = "while read line; do echo 1; echo 0; done";
        let run = run(port, &["a", "b", "c"], &Limits::default());
        for answered in &run.answers {
            assert_eq!(
                answered.answer,
                Answer::Several(vec!["1".into(), "0".into()])
            );
        }
    }

    #[test]
    fn a_deck_with_only_stray_output_fails_as_garbage_at_its_time_out() {
        let port =
            "while read line; do if [ \"$line\" = 2 ]; then echo 'A wins'; else echo 1; fi; done";
        let run = run(port, &["1", "2", "3"], &quick());
        assert_eq!(run.answers[0].answer, Answer::Code(1));
        assert_eq!(run.answers[1].answer, Answer::Garbage("A wins".into()));
        assert_eq!(run.answers[2].answer, Answer::Code(1));
    }

    #[test]
    fn a_port_that_never_answers_costs_two_time_outs() {
        let decks: Vec<&str> = vec!["1"; 20];
        let started = Instant::now();
        let run = run("sleep 30", &decks, &quick());
        let elapsed = started.elapsed();
        assert!(elapsed < Duration::from_secs(3), "{elapsed:?}");
        assert!(matches!(run.answers[0].answer, Answer::Timeout(_)));
        assert!(matches!(run.answers[1].answer, Answer::Timeout(_)));
        assert!(run.answers[2..].iter().all(
            |a| matches!(&a.answer, Answer::GaveUp(why) if why.to_string().contains("2 time-outs in a row"))
        ));
        assert_eq!(run.given_up, 18);
    }

    #[test]
    fn an_answer_between_two_time_outs_keeps_the_port_graded() {
        // Hangs on the decks "h", answers the others.
        let port = "while read line; do if [ \"$line\" = h ]; then sleep 30; fi; echo 1; done";
        let run = run(port, &["1", "h", "1", "h", "1"], &quick());
        let codes: Vec<_> = run.answers.iter().map(|a| a.answer.code()).collect();
        assert_eq!(codes, [Some(1), None, Some(1), None, Some(1)]);
        assert_eq!(run.given_up, 0);
    }

    #[test]
    fn a_port_that_holds_its_answers_back_is_found_and_run_one_deck_a_start() {
        // Reads every deck before it answers any.
        let port = "n=0; while read line; do n=$((n+1)); done; while [ $n -gt 0 ]; do echo 1; n=$((n-1)); done";
        let run = run(port, &["1", "2", "3"], &quick());
        let codes: Vec<_> = run.answers.iter().map(|a| a.answer.code()).collect();
        assert_eq!(codes, vec![Some(1); 3], "{run:#?}");
        assert!(run.holds_answers_back);
        assert_eq!(run.runs.len(), 3);
    }

    #[test]
    fn a_stop_ends_the_port_at_once_and_leaves_the_rest_not_run() {
        let stop = Stop::new();
        let stopper = stop.clone();
        thread::spawn(move || {
            thread::sleep(Duration::from_millis(300));
            stopper.signal(15);
        });
        let decks: Vec<String> = vec!["1".into(); 3];
        let started = Instant::now();
        let port = "read line; echo 1; sleep 30";
        let run = run_port(port, &decks, &Limits::default(), &stop).expect("sh starts");
        assert!(started.elapsed() < Duration::from_secs(3));
        assert_eq!(run.answers[0].answer, Answer::Code(1));
        assert_eq!(
            run.answers[1].answer,
            Answer::Stopped(StopReason::Signal(15))
        );
        assert_eq!(
            run.answers[2].answer,
            Answer::Stopped(StopReason::Signal(15))
        );
        assert_eq!(run.stopped, Some(StopReason::Signal(15)));
    }

    #[test]
    fn no_deck_is_sent_once_the_budget_is_spent() {
        let decks: Vec<&str> = vec!["1"; 40];
        let limits = Limits {
            budget: Some(Duration::from_millis(500)),
            ..quick()
        };
        let started = Instant::now();
        // Answers each deck after 50 ms.
        let run = run(
            "while read line; do sleep 0.05; echo 1; done",
            &decks,
            &limits,
        );
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(run.answers.len(), 40);
        assert!(run.out_of_time > 10, "{}", run.out_of_time);
        assert!(run.answers[40 - run.out_of_time..]
            .iter()
            .all(|a| matches!(a.answer, Answer::Timeout(_))));
    }

    #[test]
    fn a_live_port_answers_in_one_start_and_starts_again_after_a_failure() {
        let stop = Stop::new();
        let port = r#"while read line; do if [ "$line" = x ]; then exit 3; fi; echo $line; done"#;
        let mut live = LivePort::new(port, Limits::default(), &stop, false);
        assert_eq!(live.ask("1").unwrap(), Answer::Code(1));
        assert_eq!(live.ask("-1").unwrap(), Answer::Code(-1));
        assert_eq!(live.starts, 1);
        assert!(
            matches!(live.ask("x").unwrap(), Answer::Crashed(why) if why.to_string().contains("exit code 3"))
        );
        assert_eq!(live.ask("0").unwrap(), Answer::Code(0));
        assert_eq!((live.asked, live.starts), (4, 2));
        stop.signal(15);
        assert_eq!(
            live.ask("1").unwrap(),
            Answer::Stopped(StopReason::Signal(15))
        );
    }

    #[test]
    fn a_live_port_that_holds_its_answers_back_gets_a_start_per_deck() {
        let stop = Stop::new();
        let port = "n=0; while read line; do n=$line; done; echo $n";
        let mut live = LivePort::new(port, quick(), &stop, true);
        assert_eq!(live.ask("1").unwrap(), Answer::Code(1));
        assert_eq!(live.ask("-1").unwrap(), Answer::Code(-1));
        assert_eq!(live.starts, 2);
    }

    #[test]
    fn a_crash_blames_the_first_unanswered_case_and_the_rest_is_run_again() {
        let port = r#"while read line; do if [ "$line" = 2 ]; then echo boom >&2; exit 3; fi; echo 1; done"#;
        let run = run(port, &["1", "2", "3"], &Limits::default());
        let answers: Vec<_> = run.answers.iter().map(|a| a.answer.clone()).collect();
        assert_eq!(answers[0], Answer::Code(1));
        assert!(
            matches!(&answers[1], Answer::Crashed(why) if why.to_string().contains("exit code 3"))
        );
        assert_eq!(answers[2], Answer::Code(1));
        assert!(run.runs[0].stderr.contains("boom"));
    }
}
