//! Why a port gave no answer, and how a start of it ended: what the
//! protocol finds, kept as data and worded only when shown, in the
//! reader's language (the Fluent files of `src/grade/locales/`). English
//! is the teacher's and every summary's; a student's report may be Dutch.

use std::fmt;
use std::process::ExitStatus;
use std::sync::OnceLock;
use std::time::Duration;

use crate::kit::locale::{arg, Arg, Catalog, Locale};
use crate::kit::process::StopReason;
use crate::kit::words::seconds;

/// The grader's Fluent files, in the order of [`Locale::ALL`].
pub const SOURCES: [&str; 2] = [
    include_str!("locales/en.ftl"),
    include_str!("locales/nl.ftl"),
];

/// The grader's message `id` in `locale`, its variables set from `args`.
pub(crate) fn say(locale: Locale, id: &str, args: &[Arg<'_>]) -> String {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG
        .get_or_init(|| Catalog::new(SOURCES))
        .text(locale, id, args)
}

/// How a process ended: its exit code, or the signal that killed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// It exited with this code.
    Code(i32),
    /// A signal killed it.
    Signal(i32),
}

impl Status {
    /// The status of an ended process: its code, else its signal.
    pub fn of(status: ExitStatus) -> Status {
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            if let Some(signal) = status.signal() {
                return Status::Signal(signal);
            }
        }
        Status::Code(status.code().unwrap_or(-1))
    }

    /// `exit code 1`, `killed by signal 9`, in `locale`.
    pub fn show_in(&self, locale: Locale) -> String {
        match self {
            Status::Code(code) => say(locale, "status-exit-code", &[arg("code", *code)]),
            Status::Signal(signal) => say(locale, "status-signal", &[arg("signal", *signal)]),
        }
    }
}

/// Why a case got no answer from the port, or was not run: each a fact the
/// grader found, worded when shown ([`Reason::show_in`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The port's output ended because it exited.
    Exited(Status),
    /// The port closed its standard output and went on.
    ClosedOutput,
    /// The port exited, but a program it started holds its output open.
    ExitedOutputOpen(Status),
    /// The port wrote a line longer than this many bytes.
    LineTooLong(usize),
    /// The port wrote more than this many bytes in all.
    TooMuchOutput(usize),
    /// The port crashed before its first answer this many starts in a row,
    /// the last for the reason held: the cases left are not run again.
    NotRunAgain(Box<Reason>, usize),
    /// The port answered nothing for this many time-outs in a row, this
    /// long in all: the cases left are not run.
    GaveUp {
        /// The time-outs in a row.
        timeouts: usize,
        /// Their time in all.
        waited: Duration,
    },
    /// The grading was stopped.
    Stopped(StopReason),
    /// The submission does not compile: the compiler's first error, in
    /// its own words.
    DoesNotCompile(String),
    /// No entry point of the right shape in the submission's files: the
    /// signature wanted, how many files, of which kind (`.java`).
    NoEntry {
        /// The entry point as a reason names it: `findWinner(List<Integer>
        /// deck)`.
        signature: &'static str,
        /// The files looked in.
        files: usize,
        /// Their extension: `.java`, `.py`.
        extension: &'static str,
    },
    /// The submission compiles, but no class has the entry point, as this
    /// signature names it.
    NoClassWithEntry(&'static str),
    /// A file of the submission named `.zip` is no zip: another kind of
    /// file, or a zip cut short.
    NotAZip {
        /// The file, by its path in the submission.
        zip: String,
        /// Why, in the teacher's words (what the zip reader found).
        said: String,
    },
    /// The submission holds no source file of a language graded: the
    /// files it holds (the first few, by name) and how many more.
    NoSource {
        /// The first files seen, by their paths in the submission.
        seen: Vec<String>,
        /// How many more there are.
        more: usize,
    },
    /// The port's command could not be started: why, in the system's
    /// words.
    NotStarted(String),
    /// The grader's own words, in English: a class's reason for a
    /// submission it could not run (a refused zip, no runtime).
    Said(String),
}

impl Reason {
    /// The reason in words, in `locale`: `the port exited (exit code 1)`.
    pub fn show_in(&self, locale: Locale) -> String {
        let bytes = |id: &str, bytes: usize| say(locale, id, &[arg("bytes", bytes.to_string())]);
        match self {
            Reason::Exited(status) => say(
                locale,
                "reason-exited",
                &[arg("status", status.show_in(locale))],
            ),
            Reason::ClosedOutput => say(locale, "reason-closed-output", &[]),
            Reason::ExitedOutputOpen(status) => say(
                locale,
                "reason-exited-output-open",
                &[arg("status", status.show_in(locale))],
            ),
            Reason::LineTooLong(limit) => bytes("reason-line-too-long", *limit),
            Reason::TooMuchOutput(limit) => bytes("reason-too-much-output", *limit),
            Reason::NotRunAgain(reason, starts) => say(
                locale,
                "reason-not-run-again",
                &[
                    arg("reason", reason.show_in(locale)),
                    arg("starts", *starts),
                ],
            ),
            Reason::GaveUp { timeouts, waited } => say(
                locale,
                "reason-gave-up",
                &[arg("timeouts", *timeouts), arg("waited", seconds(*waited))],
            ),
            Reason::Stopped(stop) => stopped_in(*stop, locale),
            Reason::DoesNotCompile(error) => say(
                locale,
                "reason-does-not-compile",
                &[arg("error", error.as_str())],
            ),
            Reason::NoEntry {
                signature,
                files,
                extension,
            } => say(
                locale,
                "reason-no-entry",
                &[
                    arg("signature", *signature),
                    arg("files", *files),
                    arg("extension", *extension),
                ],
            ),
            Reason::NoClassWithEntry(signature) => say(
                locale,
                "reason-no-class-with-entry",
                &[arg("signature", *signature)],
            ),
            Reason::NotAZip { zip, said } => say(
                locale,
                "reason-not-a-zip",
                &[arg("zip", zip.as_str()), arg("said", said.as_str())],
            ),
            Reason::NoSource { seen, more } => {
                let held = match (seen.is_empty(), more) {
                    (true, _) => return say(locale, "reason-no-file", &[]),
                    (false, 0) => seen.join(", "),
                    (false, more) => say(
                        locale,
                        "files-and-more",
                        &[arg("files", seen.join(", ")), arg("more", *more)],
                    ),
                };
                say(locale, "reason-no-source", &[arg("held", held)])
            }
            Reason::NotStarted(error) => say(
                locale,
                "reason-not-started",
                &[arg("error", error.as_str())],
            ),
            Reason::Said(words) => words.clone(),
        }
    }
}

/// A compiler's errors under their heading, in `locale`: `javac's
/// errors:` and the errors, in the compiler's own words.
pub fn compiler_errors_in(errors: &str, locale: Locale) -> String {
    format!("{}\n{errors}", say(locale, "compiler-errors", &[]))
}

/// English, the teacher's words.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.show_in(Locale::En))
    }
}

/// Why the grading stopped, in `locale`: `stopped by SIGTERM`, `the total
/// time of 30 s was spent`.
pub fn stop_in(stop: StopReason, locale: Locale) -> String {
    match stop {
        StopReason::Signal(number) => {
            let signal = match nix::sys::signal::Signal::try_from(number) {
                Ok(signal) => signal.as_str().to_string(),
                Err(_) => say(locale, "signal-number", &[arg("number", number)]),
            };
            say(locale, "stop-signal", &[arg("signal", signal)])
        }
        StopReason::TimeLimit(total) => {
            say(locale, "stop-time-limit", &[arg("total", seconds(total))])
        }
    }
}

/// Why a case was not run when the grading was stopped, in `locale`:
/// `grading was stopped by SIGTERM`, `grading was stopped: the total time
/// of 30 s was spent`.
pub fn stopped_in(stop: StopReason, locale: Locale) -> String {
    let id = match stop {
        StopReason::Signal(_) => "reason-stopped-signal",
        StopReason::TimeLimit(_) => "reason-stopped-time-limit",
    };
    say(locale, id, &[arg("stop", stop_in(stop, locale))])
}

/// How one start of the port ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// It answered every deck it was given.
    AnsweredEvery,
    /// It answered only once its input was closed: it holds its answers
    /// back.
    AnsweredOnceClosed,
    /// The grading was stopped.
    Stopped(StopReason),
    /// The time of all the cases was spent.
    OutOfTime,
    /// A deck got no answer within this time.
    TimedOut(Duration),
    /// A deck got stray output and no answer in time.
    TimedOutAfterStray,
    /// The port's output ended, or was cut, for this reason.
    Failed(Reason),
}

impl Ending {
    /// The ending in words, in `locale`: `answered every deck`.
    pub fn show_in(&self, locale: Locale) -> String {
        match self {
            Ending::AnsweredEvery => say(locale, "ending-answered-every", &[]),
            Ending::AnsweredOnceClosed => say(locale, "ending-answered-once-closed", &[]),
            Ending::Stopped(stop) => stopped_in(*stop, locale),
            Ending::OutOfTime => say(locale, "ending-out-of-time", &[]),
            Ending::TimedOut(limit) => {
                say(locale, "ending-timed-out", &[arg("limit", seconds(*limit))])
            }
            Ending::TimedOutAfterStray => say(locale, "ending-timed-out-after-stray", &[]),
            Ending::Failed(reason) => reason.show_in(locale),
        }
    }
}

/// English, the teacher's words.
impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.show_in(Locale::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_reasons_read_as_the_grader_always_wrote_them() {
        let exited = Reason::Exited(Status::Code(1));
        assert_eq!(exited.to_string(), "the port exited (exit code 1)");
        let again = Reason::NotRunAgain(Box::new(exited), 3);
        assert_eq!(
            again.to_string(),
            "the port exited (exit code 1) (not run again: the port crashed before its first answer 3 times in a row)"
        );
        let gave_up = Reason::GaveUp {
            timeouts: 2,
            waited: Duration::from_secs(10),
        };
        assert_eq!(
            gave_up.to_string(),
            "the port answered nothing for 2 time-outs in a row (10 s)"
        );
        assert_eq!(
            Reason::Exited(Status::Signal(9)).to_string(),
            "the port exited (killed by signal 9)"
        );
        assert_eq!(
            Reason::Stopped(StopReason::Signal(15)).to_string(),
            "grading was stopped by SIGTERM"
        );
        assert_eq!(
            Ending::Stopped(StopReason::TimeLimit(Duration::from_secs(30))).to_string(),
            "grading was stopped: the total time of 30 s was spent"
        );
        assert_eq!(Ending::AnsweredEvery.to_string(), "answered every deck");
    }

    #[test]
    fn dutch_reasons_are_dutch_and_keep_their_figures() {
        let nl = Locale::Nl;
        let again = Reason::NotRunAgain(Box::new(Reason::Exited(Status::Code(3))), 3);
        assert_eq!(
            again.show_in(nl),
            "je programma stopte (exitcode 3) (niet opnieuw gestart: je programma crashte 3 keer achter elkaar voordat het een eerste antwoord gaf)"
        );
        let gave_up = Reason::GaveUp {
            timeouts: 2,
            waited: Duration::from_secs(10),
        };
        assert!(gave_up.show_in(nl).starts_with("je programma gaf 2 keer"));
        assert_eq!(
            Reason::LineTooLong(4096).show_in(nl),
            "je programma schreef een regel van meer dan 4096 bytes"
        );
        assert_eq!(
            Ending::TimedOut(Duration::from_secs(5)).show_in(nl),
            "time-out na 5 s"
        );
        assert_eq!(
            Reason::Stopped(StopReason::Signal(2)).show_in(nl),
            "de beoordeling is gestopt door SIGINT"
        );
    }

    #[test]
    fn the_grader_s_own_words_are_shown_as_they_are() {
        let said = Reason::Said("does not compile".to_string());
        assert_eq!(said.show_in(Locale::Nl), "does not compile");
    }
}
