//! Running a port: the line protocol, spoken to a program that may
//! misbehave.
//!
//! The port is started as `sh -c COMMAND` in a process group of its own.
//! All the decks still to answer are written to its standard input in one
//! go, by a thread of their own so that a port that does not read cannot
//! block the grader, and standard input is then closed. Its standard output
//! is read by another thread, line by line with a cap on the length of a
//! line and on the whole output; its standard error by a third, keeping a
//! bounded head and tail. The i-th line of output answers the i-th deck
//! sent.
//!
//! Every wait has a deadline. When no new line arrives within the per-case
//! time limit (measured from the previous answer, or from the start for the
//! first), the next case is blamed for a time-out; when output ends early,
//! the first unanswered case is blamed for a crash, with the exit status;
//! when a line or the whole output is too long, the case it belongs to is
//! blamed. In each of these the whole process group is killed and the port
//! is started again for the cases after the one blamed. A line that is not
//! `1`, `0` or `-1` fails just its case; a line `error: WHAT` is how an
//! adapter says the student's code raised an exception on that deck (`WHAT`
//! is its class and message), a crash of that case alone.
//!
//! A port that holds its answers back until it exits (it never flushes)
//! shows no answer at all before a time-out or a crash, and would make the
//! first case of a run take the blame for a later one. So when a run ends
//! without any answer, the blamed case is run again alone; if it is answered
//! then, the port is taken to be one that holds its answers back, and every
//! case after it is run alone, each in a port of its own.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::words::{seconds, shorten};
use crate::war::cards::Card;

/// How long and how much a port may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The time a port may take for one answer, from its previous answer
    /// (or from its start, for its first).
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
    /// start; when it is spent, no new start is made and the cases left
    /// fail as time-outs ([`PortRun::out_of_time`]). `None`: no such limit.
    pub budget: Option<Duration>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            timeout: Duration::from_secs(5),
            max_line: 4096,
            max_output: 1 << 20,
            max_stderr: 16 << 10,
            budget: None,
        }
    }
}

/// What the port gave for one deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// A well-formed answer: 1, 0 or -1.
    Code(i32),
    /// A line that is not an answer (shortened when long).
    Garbage(String),
    /// No answer within the time limit.
    Timeout(Duration),
    /// The port's output ended before it answered: it exited, or closed its
    /// standard output.
    Crashed(String),
    /// The port's code raised an exception on this deck, and the port said
    /// so with a line `error: WHAT`: the exception's class and message.
    Raised(String),
    /// The answer's line was longer than the limit, or the port's output
    /// went past its limit.
    TooLong(String),
}

impl Answer {
    /// The well-formed answer, if it is one.
    pub fn code(&self) -> Option<i32> {
        match self {
            Answer::Code(code) => Some(*code),
            _ => None,
        }
    }

    /// Reads one line of output.
    fn parse(line: &[u8]) -> Answer {
        let text = String::from_utf8_lossy(line);
        let trimmed = text.trim();
        match trimmed {
            "1" => Answer::Code(1),
            "0" => Answer::Code(0),
            "-1" => Answer::Code(-1),
            _ => match trimmed.strip_prefix("error:") {
                Some(what) => Answer::Raised(shorten(what.trim(), 500)),
                None => Answer::Garbage(shorten(trimmed, 200)),
            },
        }
    }
}

/// One deck's answer, with how long it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answered {
    /// What the port gave.
    pub answer: Answer,
    /// The time from the previous answer (or the port's start) to this one.
    pub elapsed: Duration,
    /// The run of the port ([`PortRun::runs`]) that answered.
    pub run: usize,
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
    /// How the run ended, in words: "answered every deck", "timed out", ...
    pub ending: String,
    /// What the port wrote to standard error, its head and tail when long.
    pub stderr: String,
}

/// Everything a port gave for a list of decks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortRun {
    /// One answer per deck, in the order of the decks.
    pub answers: Vec<Answered>,
    /// Each start of the port, in order.
    pub runs: Vec<Run>,
    /// Whether the port was found to hold its answers back until it exits,
    /// so that the cases after that were run one per start.
    pub holds_answers_back: bool,
    /// How many cases were not run because the time of [`Limits::budget`]
    /// was spent.
    pub out_of_time: usize,
}

/// Runs starting without an answer, one after the other, after which the
/// cases left are not run again: the port does not start.
const SILENT_RUNS_BEFORE_GIVING_UP: usize = 3;

/// Runs `command` (through `sh -c`) on `decks` (the lines of the protocol,
/// each without its newline) and collects one answer per deck, whatever the
/// port does.
///
/// Fails only when `sh` itself cannot be started.
pub fn run_port(command: &str, decks: &[String], limits: &Limits) -> Result<PortRun, Error> {
    let mut answers: Vec<Answered> = Vec::with_capacity(decks.len());
    let mut runs = Vec::new();
    let mut alone = false;
    let mut holds_answers_back = false;
    let mut silent_runs = 0;
    let mut flushes = false;
    let deadline = limits.budget.map(|budget| Instant::now() + budget);
    let mut out_of_time = 0;
    while answers.len() < decks.len() {
        if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
            out_of_time = decks.len() - answers.len();
            let run = runs.len().saturating_sub(1);
            answers.resize_with(decks.len(), || Answered {
                answer: Answer::Timeout(limits.timeout),
                elapsed: Duration::ZERO,
                run,
            });
            break;
        }
        let first = answers.len();
        let end = if alone { first + 1 } else { decks.len() };
        let mut outcome = run_once(command, &decks[first..end], limits)?;
        let mut run = runs.len();
        runs.push(outcome.record(first));
        answers.extend(outcome.answers.drain(..).map(|(answer, elapsed)| Answered {
            answer,
            elapsed,
            run,
        }));
        let Some((mut failure, mut elapsed)) = outcome.failure else {
            continue;
        };
        let silent = outcome.answered == 0;
        if !silent && matches!(failure, Answer::Timeout(_)) {
            // Answers came while the port was still running: it flushes.
            flushes = true;
        }
        if silent && !flushes && end - first > 1 && failure.is_timeout_or_crash() {
            // No answer at all: either this case failed, or the port holds
            // its answers back. Alone, the case tells which.
            let mut again = run_once(command, &decks[first..first + 1], limits)?;
            run = runs.len();
            runs.push(again.record(first));
            if let Some((answer, elapsed)) = again.answers.pop() {
                answers.push(Answered {
                    answer,
                    elapsed,
                    run,
                });
                alone = true;
                holds_answers_back = true;
                silent_runs = 0;
                continue;
            }
            if let Some(confirmed) = again.failure {
                (failure, elapsed) = confirmed;
            }
        }
        answers.push(Answered {
            answer: failure.clone(),
            elapsed,
            run,
        });
        silent_runs = if silent { silent_runs + 1 } else { 0 };
        if silent_runs >= SILENT_RUNS_BEFORE_GIVING_UP && matches!(failure, Answer::Crashed(_)) {
            // The port crashes before answering, start after start: it does
            // not start at all. The cases left fail the same way.
            let reason = match failure {
                Answer::Crashed(reason) => reason,
                _ => unreachable!("checked above"),
            };
            let note = format!(
                "{reason} (not run again: the port crashed before its first answer {SILENT_RUNS_BEFORE_GIVING_UP} times in a row)"
            );
            while answers.len() < decks.len() {
                answers.push(Answered {
                    answer: Answer::Crashed(note.clone()),
                    elapsed: Duration::ZERO,
                    run,
                });
            }
        }
    }
    Ok(PortRun {
        answers,
        runs,
        holds_answers_back,
        out_of_time,
    })
}

impl Answer {
    /// Whether the failure is one a port holding its answers back would
    /// also show.
    fn is_timeout_or_crash(&self) -> bool {
        matches!(self, Answer::Timeout(_) | Answer::Crashed(_))
    }
}

/// What one start of the port gave.
struct Outcome {
    /// The lines read, each with the time since the previous one.
    answers: Vec<(Answer, Duration)>,
    /// How many lines were read.
    answered: usize,
    /// The failure that ended the run before every deck was answered, and
    /// the time since the previous answer.
    failure: Option<(Answer, Duration)>,
    /// How many decks the run was given.
    cases: usize,
    /// What the port wrote to standard error.
    stderr: String,
}

impl Outcome {
    /// The record of this run, which was given cases from `first` on.
    fn record(&self, first: usize) -> Run {
        let ending = match &self.failure {
            None => "answered every deck".to_string(),
            Some((Answer::Timeout(limit), _)) => {
                format!("timed out after {}", seconds(*limit))
            }
            Some((Answer::Crashed(reason), _)) => reason.clone(),
            Some((Answer::TooLong(reason), _)) => reason.clone(),
            Some((other, _)) => format!("{other:?}"),
        };
        Run {
            first_case: first,
            cases: self.cases,
            answered: self.answered,
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
    TooLong(String),
    /// The output ended (or could not be read).
    End,
}

/// Starts the port once, gives it `decks`, and reads its answers until it
/// has answered them all or fails.
fn run_once(command: &str, decks: &[String], limits: &Limits) -> Result<Outcome, Error> {
    let mut child = start(command)?;
    let started = Instant::now();

    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = protocol_input(decks);
    thread::spawn(move || {
        // A port that exits or closes its input early makes this fail; that
        // is the port's business, reported through its output.
        let _ = stdin.write_all(input.as_bytes());
    });

    let (events, received) = mpsc::channel();
    let stdout = child.stdout.take().expect("stdout is piped");
    let (max_line, max_output) = (limits.max_line, limits.max_output);
    thread::spawn(move || read_lines(stdout, max_line, max_output, &events));

    let stderr_capture = Arc::new(Mutex::new(Capture::new(limits.max_stderr)));
    let stderr = child.stderr.take().expect("stderr is piped");
    let (stderr_done, stderr_finished) = mpsc::channel();
    let capture = Arc::clone(&stderr_capture);
    thread::spawn(move || {
        read_capture(stderr, &capture);
        let _ = stderr_done.send(());
    });

    let mut answers = Vec::with_capacity(decks.len());
    let mut last = started;
    let failure = loop {
        if answers.len() == decks.len() {
            break None;
        }
        match next_event(&received, last + limits.timeout) {
            Some(Event::Line(line)) => {
                let now = Instant::now();
                answers.push((Answer::parse(&line), now - last));
                last = now;
            }
            Some(Event::TooLong(reason)) => {
                break Some((Answer::TooLong(reason), last.elapsed()));
            }
            Some(Event::End) => {
                let status = exit_status(&mut child, limits.timeout.min(Duration::from_secs(2)));
                let reason = match status {
                    Some(status) => format!("the port exited ({})", describe_status(status)),
                    None => "the port closed its standard output without exiting".to_string(),
                };
                break Some((Answer::Crashed(reason), last.elapsed()));
            }
            None => {
                // A port that exited while something it started keeps its
                // output open has crashed, not hung.
                if let Ok(Some(status)) = child.try_wait() {
                    let reason = format!(
                        "the port exited ({}), but a program it started keeps its output open",
                        describe_status(status)
                    );
                    break Some((Answer::Crashed(reason), last.elapsed()));
                }
                break Some((Answer::Timeout(limits.timeout), last.elapsed()));
            }
        }
    };
    stop(&mut child);
    // Killed, the port's standard error ends at once, unless something
    // outside its process group holds it: then take what was read.
    let _ = stderr_finished.recv_timeout(Duration::from_millis(500));
    let stderr = stderr_capture
        .lock()
        .map(|capture| capture.text())
        .unwrap_or_default();
    let answered = answers.len();
    Ok(Outcome {
        answers,
        answered,
        failure,
        cases: decks.len(),
        stderr,
    })
}

/// Starts `sh -c command` with its three streams piped, in a process group
/// of its own.
fn start(command: &str) -> Result<Child, Error> {
    let mut shell = Command::new("sh");
    shell
        .arg("-c")
        .arg(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        shell.process_group(0);
    }
    shell.spawn().map_err(|error| {
        Error::new(
            ErrorKind::Port,
            "--cmd",
            format!("cannot start `sh -c {command:?}`: {error}"),
        )
    })
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

/// One deck as a line of the protocol, without its newline.
pub fn protocol_line(deck: &[Card]) -> String {
    let cards: Vec<String> = deck.iter().map(Card::to_string).collect();
    cards.join(" ")
}

/// Waits for the next event until `deadline`; `None` when none came in
/// time.
fn next_event(received: &Receiver<Event>, deadline: Instant) -> Option<Event> {
    let wait = deadline.saturating_duration_since(Instant::now());
    match received.recv_timeout(wait) {
        Ok(event) => Some(event),
        Err(RecvTimeoutError::Disconnected) => Some(Event::End),
        Err(RecvTimeoutError::Timeout) => None,
    }
}

/// Reads a port's whole output as the grader reads it: an answer for each
/// line, and a last [`Answer::TooLong`] when a line or the whole output went
/// past `limits`. The grader reads a live port the same way, line by line.
pub fn read_answers(output: &[u8], limits: &Limits) -> Vec<Answer> {
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
                let reason = format!("the port wrote a line longer than {max_line} bytes");
                let _ = events.send(Event::TooLong(reason));
                return;
            } else {
                line.push(byte);
            }
        }
        if total > max_output {
            let reason = format!("the port wrote more than {max_output} bytes");
            let _ = events.send(Event::TooLong(reason));
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

/// The port's exit status, if it exits within `grace`.
fn exit_status(child: &mut Child, grace: Duration) -> Option<ExitStatus> {
    let deadline = Instant::now() + grace;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
            _ => return None,
        }
    }
}

/// Kills the port's whole process group (so that the programs `sh -c`
/// started die too) and reaps it, waiting a bounded time.
fn stop(child: &mut Child) {
    #[cfg(unix)]
    {
        use nix::sys::signal::{killpg, Signal};
        use nix::unistd::Pid;
        if let Ok(pid) = i32::try_from(child.id()) {
            // The group is gone already when every program in it has ended.
            let _ = killpg(Pid::from_raw(pid), Signal::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = exit_status(child, Duration::from_secs(2));
}

/// An exit status in words: `exit code 1`, `killed by signal 11`.
fn describe_status(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit code {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    status.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let decks: Vec<String> = [vec![2, 3, 4, 5], vec![], vec![-7, i32::MAX]]
            .iter()
            .map(|deck| protocol_line(deck))
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
    fn seconds_are_written_short() {
        assert_eq!(seconds(Duration::from_secs(5)), "5 s");
        assert_eq!(seconds(Duration::from_millis(500)), "0.5 s");
    }

    #[test]
    fn a_port_that_echoes_answers_in_order() {
        let decks = vec!["1".to_string(), "2".to_string(), "3".to_string()];
        let run = run_port(
            "while read line; do echo 0; done",
            &decks,
            &Limits::default(),
        )
        .expect("sh starts");
        let codes: Vec<_> = run.answers.iter().map(|a| a.answer.code()).collect();
        assert_eq!(codes, vec![Some(0); 3]);
        assert_eq!(run.runs.len(), 1);
    }

    #[test]
    fn no_start_is_made_once_the_budget_is_spent() {
        let decks: Vec<String> = (0..20).map(|i| i.to_string()).collect();
        let limits = Limits {
            timeout: Duration::from_millis(100),
            budget: Some(Duration::from_millis(500)),
            ..Limits::default()
        };
        let started = Instant::now();
        let run = run_port("sleep 30", &decks, &limits).expect("sh starts");
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(run.answers.len(), 20);
        assert!(run.out_of_time > 10, "{}", run.out_of_time);
        assert!(run
            .answers
            .iter()
            .all(|a| matches!(a.answer, Answer::Timeout(_))));
    }

    #[test]
    fn a_crash_blames_the_first_unanswered_case_and_the_rest_is_run_again() {
        let decks = vec!["1".to_string(), "2".to_string(), "3".to_string()];
        let port = r#"while read line; do if [ "$line" = 2 ]; then echo boom >&2; exit 3; fi; echo 1; done"#;
        let run = run_port(port, &decks, &Limits::default()).expect("sh starts");
        let answers: Vec<_> = run.answers.iter().map(|a| a.answer.clone()).collect();
        assert_eq!(answers[0], Answer::Code(1));
        assert!(matches!(&answers[1], Answer::Crashed(why) if why.contains("exit code 3")));
        assert_eq!(answers[2], Answer::Code(1));
        assert!(run.runs[0].stderr.contains("boom"));
    }
}
