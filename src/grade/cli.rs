//! The command line of a game's `grade` and `grade-all`, for a game graded
//! case by case ([`super::kata`]): the options every game shares, which a
//! binary flattens beside its own (`--rules`, the fixtures), and the one
//! call each command makes (`autograder`'s too). War's binary, whose options came first, keeps
//! its own order of them.

use std::io::{self, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, ValueEnum};

use super::autograder::{files, AutograderOptions};
use super::class::note::ClassNote;
use super::class::run::{stderr_path, Settings};
use super::game::{Audience, Entry, Game, Graded};
use super::kata::{Judge, Kata};
use super::protocol::Limits;
use crate::kit::archive::{write_zip, ZipEntry};
use crate::kit::class::Layout;
use crate::kit::cli::{emit, LocaleArg, OutputFile};
use crate::kit::command::dynamic_loader;
use crate::kit::error::{Error, ErrorKind};
use crate::kit::lines::read_bytes_bounded;
use crate::kit::process::{become_subreaper, kill_descendants, stop_on_signals, Stop};
use crate::kit::report::{self, Format};
use crate::kit::words::count;
use crate::kit::yaml::{fixture_paths, MAX_FIXTURE_BYTES};

/// Reads a positive number of seconds, fractions allowed.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= 86_400.0 => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!(
            "\"{text}\" is not a number of seconds from 0 (excluded) to 86400, e.g. 5 or 0.5"
        )),
    }
}

/// Reads a port's command, refusing one that is empty or only spaces.
pub fn parse_command(text: &str) -> Result<String, String> {
    if text.trim().is_empty() {
        return Err("the command is empty: give the port's command, e.g. --cmd \"python3 adapter.py port.py\"".to_string());
    }
    Ok(text.to_string())
}

/// Who the reports of `grade-all` are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AudienceArg {
    /// The teacher.
    Teacher,
    /// The student (the autograder's reports).
    Student,
}

/// The options of every game's `grade-all` but the game's own.
#[derive(Debug, Args)]
pub struct ClassArgs {
    /// The class as the learning-management system gives it: its zip, or
    /// the folder it unpacks into (Moodle, Canvas, Blackboard, Brightspace,
    /// Sakai, Gradescope, GitHub Classroom), or a folder holding one entry
    /// per student (a folder, a .zip or a single .java or .py file).
    #[arg(value_name = "SUBMISSIONS")]
    pub submissions: PathBuf,
    /// Read the class as this layout instead of the one recognised.
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub layout: Option<Layout>,
    /// The folder the results go into (made when missing): index.html with
    /// a page per student in students/, summary.csv, summary.json, a report
    /// per student and build/ with each student's build.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Grade SUBMISSIONS (a folder or a .zip) as the one submission of one
    /// student (as Gradescope's /autograder/submission holds it).
    #[arg(long)]
    pub one: bool,
    /// The gradebook exported from the system before grading, written as
    /// DIR/import-FILE in its own format with each student's score.
    #[arg(long, value_name = "FILE")]
    pub gradebook: Option<PathBuf>,
    /// The gradebook's column to fill; by default its only empty column
    /// for an assignment.
    #[arg(long, value_name = "NAME", requires = "gradebook")]
    pub gradebook_column: Option<String>,
    /// Write each student's page as the system's bulk feedback upload takes
    /// it, DIR/feedback.zip.
    #[arg(long)]
    pub feedback: bool,
    /// The format of each student's report.
    #[arg(long, value_enum, default_value = "gradescope")]
    pub format: Format,
    /// How many submissions are built and graded at once (the machine's
    /// cores by default).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub jobs: Option<u16>,
    /// Who the reports are for.
    #[arg(long, value_enum, default_value = "teacher")]
    pub audience: AudienceArg,
    /// When run as root: the unprivileged account the students' code runs
    /// as.
    #[arg(long, value_name = "NAME", default_value = "nobody")]
    pub user: String,
    /// How each submission is graded.
    #[command(flatten)]
    pub grading: SubmissionArgs,
}

impl ClassArgs {
    /// The settings of the grading these options ask for.
    pub fn settings(&self) -> Settings {
        Settings {
            submissions: self.submissions.clone(),
            layout: self.layout,
            out: self.out.clone(),
            one: self.one,
            format: self.format,
            jobs: self.jobs,
            audience: match self.audience {
                AudienceArg::Teacher => Audience::Teacher,
                AudienceArg::Student => Audience::Student { fixtures_url: None },
            },
            user: self.user.clone(),
            timeout: self.grading.timeout,
            submission_timeout: self.grading.submission_timeout,
            visibility: self.grading.visibility.clone(),
            require_confinement: self.grading.require_confinement,
            locale: self.grading.locale.locale(),
            gradebook: self.gradebook.clone(),
            gradebook_column: self.gradebook_column.clone(),
            feedback: self.feedback,
        }
    }
}

/// When to colour the human report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// When standard output is a terminal and NO_COLOR is not set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// The options of every game's `grade` (one port) but the game's own.
#[derive(Debug, Args)]
pub struct PortArgs {
    /// The port's command, run as `sh -c COMMAND`: it reads a case on
    /// standard input, one a line, and writes its answer for each.
    #[arg(long, value_name = "COMMAND", value_parser = parse_command)]
    pub cmd: String,
    /// Seconds the port may take for one answer.
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// Seconds the whole grading may take; when they are spent, the port is
    /// killed and the report written, the cases left "not run".
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub total_timeout: Option<Duration>,
    /// The report's format.
    #[arg(long, value_enum, default_value = "human")]
    pub format: Format,
    /// Write the report to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Gradescope: who sees the tests.
    #[arg(long, default_value = "visible", value_parser = ["visible", "hidden", "after_due_date", "after_published"])]
    pub visibility: String,
    /// When to colour the human report.
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorChoice,
    /// The language of the report's own words.
    #[command(flatten)]
    pub locale: LocaleArg,
}

/// A game's `grade`: grades the port of `args` as `game` grades one,
/// writes its report (to standard output, or a file that `inputs` may not
/// be), and exits with 0 when every case passed, 1 when one failed, 128
/// and the signal's number (or 124 for the total time) when the stop left
/// cases not run (the report still written).
///
/// Fails with a set-up error: the output file, the port's command.
pub fn grade_port<G: Game>(
    game: &G,
    args: &PortArgs,
    inputs: &[PathBuf],
) -> Result<ExitCode, Error> {
    grade_port_with_notes(game, args, inputs, &[])
}

/// [`grade_port`], with `notes` (on the cases, say) added to the report.
///
/// Fails with a set-up error: the output file, the port's command.
pub fn grade_port_with_notes<G: Game>(
    game: &G,
    args: &PortArgs,
    inputs: &[PathBuf],
    notes: &[ClassNote],
) -> Result<ExitCode, Error> {
    let stop = args.total_timeout.map_or_else(Stop::new, Stop::after);
    become_subreaper();
    stop_on_signals(&stop)?;
    let outcome = grade_and_report(game, args, inputs, notes, &stop);
    kill_descendants();
    let (all_passed, all_run) = outcome?;
    let stopped = stop.reason().filter(|_| !all_run);
    Ok(ExitCode::from(match stopped {
        Some(reason) => reason.exit_code(),
        None if all_passed => 0,
        None => 1,
    }))
}

/// A game's `grade` on fixtures: [`grade_port_with_notes`], where the
/// report may overwrite none of the fixture files or folders `paths`, nor
/// a file found in them.
///
/// Fails with a set-up error: a path unreadable, the output file, the
/// port's command.
pub fn grade_port_on_fixtures<G: Game>(
    game: &G,
    args: &PortArgs,
    paths: &[PathBuf],
    notes: &[ClassNote],
) -> Result<ExitCode, Error> {
    let mut inputs = paths.to_vec();
    inputs.extend(fixture_paths(paths)?.paths);
    grade_port_with_notes(game, args, &inputs, notes)
}

/// Grades the port, writes the report with `notes`; whether every case
/// passed, and whether every case was run.
fn grade_and_report<G: Game>(
    game: &G,
    args: &PortArgs,
    inputs: &[PathBuf],
    notes: &[ClassNote],
    stop: &Stop,
) -> Result<(bool, bool), Error> {
    let output = match &args.output {
        Some(path) => Some(OutputFile::create(path, inputs)?),
        None => None,
    };
    let limits = Limits {
        timeout: args.timeout,
        ..Limits::default()
    };
    let mut report = game.grade(&args.cmd, limits, stop, notes.to_vec())?;
    report.address(&[], args.locale.locale(), Audience::Teacher);
    if let (Some(path), true) = (&args.output, report.stderr_was_cut()) {
        let beside = stderr_path(path);
        report.note(ClassNote::StderrCut {
            file: beside.display().to_string(),
        });
        OutputFile::create(&beside, inputs)?.commit(&report.full_stderr())?;
    }
    let color = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            args.output.is_none()
                && io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    let kit = report.to_report();
    let text = args.format.render(&kit, &args.visibility, color);
    match output {
        Some(file) => file.commit(&text)?,
        None => emit(&text)?,
    }
    let not_run = |case: &report::CaseReport| {
        case.problem
            .as_ref()
            .is_some_and(|problem| problem.kind == "not_run")
    };
    Ok((kit.all_passed(), !kit.cases.iter().any(not_run)))
}

/// Where a game's `autograder` writes its zip, and the binary it puts in.
#[derive(Debug, Args)]
pub struct ZipArgs {
    /// The zip to write.
    #[arg(long, value_name = "FILE", default_value = "autograder.zip")]
    pub out: PathBuf,
    /// The program's binary to put in the zip (this one by default).
    /// Gradescope's image runs a statically linked one: see "A Gradescope
    /// autograder" in the manual.
    #[arg(long, value_name = "FILE")]
    pub binary: Option<PathBuf>,
}

/// How each submission is graded: the options of `grade-all` and
/// `autograder` that every game shares, beside its own `--rules` and
/// fixtures.
#[derive(Debug, Args)]
pub struct SubmissionArgs {
    /// Seconds a port may take for one answer.
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// Seconds one submission may take for all its cases.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = parse_seconds)]
    pub submission_timeout: Duration,
    /// Gradescope: who sees the tests (visible, hidden, after_due_date or
    /// after_published).
    #[arg(long, default_value = "visible", value_parser = ["visible", "hidden", "after_due_date", "after_published"])]
    pub visibility: String,
    /// Refuse to grade (a set-up error) when the students' code cannot be
    /// confined where it runs, rather than run it with the grader's rights.
    #[arg(long)]
    pub require_confinement: bool,
    /// The language of the students' reports.
    #[command(flatten)]
    pub locale: LocaleArg,
}

impl SubmissionArgs {
    /// The autograder's options for ports of `kata`, in the assignment
    /// named after its game (`the UNO assignment`), playing its rules, on
    /// fixtures of the teacher's when `fixtures` (else those built in); no
    /// accepted reading and no published fixtures, which only War has.
    pub fn autograder_options<K: Kata>(&self, kata: &K, fixtures: bool) -> AutograderOptions {
        let entry = kata.entry();
        AutograderOptions {
            program: entry.program,
            assignment: format!("the {} assignment", kata.game()),
            method: entry.java_method,
            example: format!("{}.java", entry.java_class),
            rules: kata.rules(),
            timeout: self.timeout,
            submission_timeout: self.submission_timeout,
            strict: false,
            visibility: self.visibility.clone(),
            fixtures,
            require_confinement: self.require_confinement,
            fixtures_url: None,
            // Only a language asked for is written into the autograder:
            // the machine it is made on does not choose the students'
            // language.
            locale: self.locale.locale,
        }
    }
}

/// A kata's `autograder`: [`write_autograder`] for ports of `judge`'s kata,
/// graded as `grading` asks on `judge`'s cases, from the teacher's
/// `fixtures` (put in the zip) or, when there are none, those built in.
///
/// Fails with a set-up error, as [`write_autograder`] does.
pub fn write_kata_autograder<K: Kata>(
    zip: &ZipArgs,
    grading: &SubmissionArgs,
    fixtures: &[PathBuf],
    judge: &Judge<K>,
) -> Result<ExitCode, Error> {
    let options = grading.autograder_options(&judge.kata, !fixtures.is_empty());
    let entry = judge.kata.entry();
    write_autograder(zip, &options, entry, fixtures, judge.cases.len())
}

/// The largest binary put in an autograder's zip: 256 MiB.
const MAX_BINARY_BYTES: usize = 256 << 20;

/// A game's `autograder`: writes the zip of `zip.out` (the scripts, the
/// README, the binary, `entry`'s adapters and the teacher's `fixtures`),
/// warns when the binary is linked dynamically (Gradescope's image may not
/// run it), and says what is in the zip, `cases` cases graded.
///
/// Fails with a set-up error: the binary or a fixture unreadable, two
/// fixture files of one name, the zip unwritable.
pub fn write_autograder(
    zip: &ZipArgs,
    options: &AutograderOptions,
    entry: &Entry,
    fixtures: &[PathBuf],
    cases: usize,
) -> Result<ExitCode, Error> {
    let program = options.program;
    let binary_path = match &zip.binary {
        Some(path) => path.clone(),
        None => {
            std::env::current_exe().map_err(|e| Error::io(format!("the {program} binary"), e))?
        }
    };
    let binary = read_bytes_bounded(&binary_path, MAX_BINARY_BYTES)?;
    let mut entries = files(options, binary.clone(), entry);
    let fixture_files = fixture_entries(fixtures)?;
    let fixture_count = fixture_files.len();
    entries.extend(fixture_files);
    write_zip(&zip.out, &entries)?;
    if let Some(loader) = dynamic_loader(&binary) {
        eprintln!(
            "{program}: warning: {} is linked dynamically (it needs {loader}) and may not run on Gradescope's image; build a static one (see \"A Gradescope autograder\" in the manual, book/src/teacher/autograder.md) and give it with --binary",
            binary_path.display()
        );
    }
    emit(&format!(
        "{} written: setup.sh, run_autograder, {program}, the adapters{}; {} (rules: {})\n",
        zip.out.display(),
        if fixture_count == 0 {
            String::new()
        } else {
            format!(" and {}", count(fixture_count, "fixture file"))
        },
        count(cases, "case"),
        options.rules
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// The fixture files of `paths`, as `fixtures/NAME` in the zip; two files
/// of one name are refused (the zip's folder is flat).
fn fixture_entries(paths: &[PathBuf]) -> Result<Vec<ZipEntry>, Error> {
    let mut entries: Vec<ZipEntry> = Vec::new();
    if paths.is_empty() {
        return Ok(entries);
    }
    for path in fixture_paths(paths)?.paths {
        let file_name = path.file_name().unwrap_or_default().to_string_lossy();
        let name = format!("fixtures/{file_name}");
        if entries.iter().any(|e| e.name == name) {
            let message = format!("two fixture files are named {name:?}");
            return Err(
                Error::new(ErrorKind::Fixture, path.display().to_string(), message)
                    .with_fix("give the autograder fixture files of different names"),
            );
        }
        let bytes = read_bytes_bounded(&path, MAX_FIXTURE_BYTES)?;
        entries.push(ZipEntry {
            name,
            bytes,
            executable: false,
        });
    }
    Ok(entries)
}
