//! A class graded from end to end, as every game's `grade-all` does it:
//! the results folder made ready, the class read, every submission
//! gathered into a private workspace, the confinement found, the adapters
//! made, every submission built and graded, every process of the students'
//! code dead, the builds published, and then, from what the grader holds,
//! a report per student, `summary.csv`, `summary.json`, the class report's
//! pages and the table on standard output. A binary parses its arguments
//! into [`Settings`] and calls [`grade_class`].

use std::fs;
use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use super::confinement::{account, Confinement, Wanted};
use super::note::ClassNote;
use super::summary::{self, report_file, Facts};
use super::{
    check_tools, grade_all, prepare, publish, Adapters, ClassOptions, Language, Prepared, Row,
};
use crate::grade::game::{Audience, Game, Graded};
use crate::grade::protocol::Limits;
use crate::kit::class::{self, Layout};
use crate::kit::cli::{emit, progress_bar_of, write_file};
use crate::kit::confine::launch::Workspace;
use crate::kit::confine::Account;
use crate::kit::error::{Error, ErrorKind};
use crate::kit::escape::terminal_line;
use crate::kit::gradebook::{self, Gradebook, Graded as GradebookRow};
use crate::kit::locale::{Locale, Worded};
use crate::kit::process::{become_subreaper, kill_descendants, stop_on_signals, Stop};
use crate::kit::report::Format;
use crate::kit::words::{count, seconds};

/// How a class is graded: what a binary's `grade-all` was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The class as the learning-management system gives it.
    pub submissions: PathBuf,
    /// The layout to read it as, instead of the one recognised.
    pub layout: Option<Layout>,
    /// The results folder.
    pub out: PathBuf,
    /// Whether `submissions` is the one submission of one student.
    pub one: bool,
    /// The format of each student's report.
    pub format: Format,
    /// How many submissions are built and graded at once (the machine's
    /// cores when `None`).
    pub jobs: Option<u16>,
    /// Who the reports are for.
    pub audience: Audience,
    /// The account the students' code runs as when the grader runs as
    /// root.
    pub user: String,
    /// The time a port may take for one answer.
    pub timeout: Duration,
    /// The time one submission may take for all its cases.
    pub submission_timeout: Duration,
    /// Gradescope's visibility of the tests.
    pub visibility: String,
    /// Whether to refuse to grade when the students' code cannot be
    /// confined.
    pub require_confinement: bool,
    /// The language of each student's report.
    pub locale: Locale,
    /// The gradebook the teacher exported from the system before grading,
    /// to write back with each student's score.
    pub gradebook: Option<PathBuf>,
    /// The gradebook's column to fill, when not its only empty one.
    pub gradebook_column: Option<String>,
    /// Whether to lay each student's page out for the system's bulk
    /// feedback upload.
    pub feedback: bool,
}

/// `grade-all` of `game`, which `load` makes (its cases loaded, with notes
/// on them, worded by the game) once the results folder is ready: grades the class and writes
/// its results, stopping cleanly on SIGINT, SIGTERM or SIGHUP (the rows
/// written, those not graded "not run"). Exits with 0 when every
/// submission has its row and its report, whatever their scores.
///
/// Fails with a set-up error (the folder, the fixtures, the tools, the
/// confinement), before any student's code runs.
pub fn grade_class<G: Game>(
    settings: &Settings,
    load: impl FnOnce() -> Result<(G, Vec<ClassNote>), Error>,
) -> Result<ExitCode, Error> {
    let stop = Stop::new();
    // Orphans of the ports come back to the grader, so that none outlives
    // it.
    become_subreaper();
    stop_on_signals(&stop)?;
    let outcome = grade_and_write(settings, load, &stop);
    kill_descendants();
    let code = outcome?;
    Ok(match stop.reason() {
        Some(reason) => ExitCode::from(reason.exit_code()),
        None => code,
    })
}

/// Grades the class and writes its results, watching `stop`.
fn grade_and_write<G: Game>(
    settings: &Settings,
    load: impl FnOnce() -> Result<(G, Vec<ClassNote>), Error>,
    stop: &Stop,
) -> Result<ExitCode, Error> {
    let started = Instant::now();
    let out = ready_output(&settings.out)?;
    // A gradebook that cannot be told is refused before anything is graded.
    let gradebook = settings
        .gradebook
        .as_deref()
        .map(|path| Gradebook::read(path, settings.gradebook_column.as_deref()))
        .transpose()?;
    let (game, notes) = load()?;
    let class = if settings.one {
        class::one(&settings.submissions)?
    } else {
        class::read(
            &settings.submissions,
            settings.layout,
            std::slice::from_ref(&out),
        )?
    };
    let user = account(&settings.user)?;
    // The students' builds are made in a private folder of the grader's,
    // never under --out: the confined code may read its own build there,
    // and nothing of the teacher's.
    let workspace = Workspace::new(user.as_ref())?;
    let prepared = prepare(&class, workspace.path(), game.entry());
    check_tools(&prepared)?;
    let confinement = confine(&prepared, workspace.path(), user, settings)?;
    let java = languages(&prepared).contains(&Language::Java);
    let adapters = Adapters::make(workspace.path(), &confinement, java, game.entry())?;
    let options = ClassOptions {
        limits: Limits {
            timeout: settings.timeout,
            budget: Some(settings.submission_timeout),
            ..Limits::default()
        },
        stop: stop.clone(),
        jobs: settings.jobs.map_or_else(
            || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
            usize::from,
        ),
        confinement: confinement.clone(),
        adapters,
        published: out.join("build"),
    };
    let bar = progress_bar_of(
        prepared.len() as u64,
        "submissions",
        io::stderr().is_terminal(),
    );
    let done = |_: &Row<G::Report>| {
        if let Some(bar) = &bar {
            bar.inc(1);
        }
    };
    let rows = grade_all(prepared, &game, &options, &done);
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    // Every step's processes are dead (a leftover is killed now, and
    // named): the builds are published and the reports written from what
    // the grader holds, where no student's code could have written.
    let leftovers = kill_descendants();
    let writing = Instant::now();
    publish(workspace.path(), &options.published)?;
    drop(workspace);
    let mut class_notes = class.notes.clone();
    class_notes.extend(confinement.notes.iter().cloned());
    if leftovers > 0 {
        class_notes.push(format!(
            "{} of the students' code outlived the grading and {} killed before any result was written",
            count(leftovers, "process"),
            if leftovers == 1 { "was" } else { "were" }
        ));
    }
    let mut notes = notes;
    notes.push(ClassNote::Confined(Worded::new(|locale| {
        confinement.describe_in(locale)
    })));
    for row in &rows {
        write_report(&out, row, settings, &notes)?;
    }
    write_file(
        &out.join("summary.csv"),
        &summary::csv(&rows, settings.format).csv(),
    )?;
    let read_notes = class_notes.clone();
    let english: Vec<String> = notes.iter().map(|n| n.show_in(Locale::En)).collect();
    let pages = write_pages(&out, &game, &rows, &english)?;
    let graded: Vec<GradebookRow> = rows
        .iter()
        .map(|row| GradebookRow {
            student: row.student.clone(),
            passed: row.passed(),
            total: row.total(),
            page: pages.get(&row.student.key).map(|page| out.join(page)),
        })
        .collect();
    let back = gradebook::write_back(&out, &class, gradebook.as_ref(), settings.feedback, &graded)?;
    class_notes.extend(back.notes);
    let writing = writing.elapsed();
    // summary.json last, with the time the rest of the writing took.
    let facts = Facts {
        read_as: class.describe(),
        layout: class.layout.name(),
        notes: read_notes,
        rules: game.rules(),
        strict: game.strict(),
        cases: game.cases(),
        timeout: settings.timeout,
        elapsed: started.elapsed(),
        writing,
        format: settings.format,
        confinement: Some(confinement.clone()),
    };
    write_summary_json(&out, &rows, &facts)?;
    let mut text = format!(
        "{}; students' code confined by {}\n\n",
        terminal_line(&class.describe()),
        confinement.describe()
    );
    text.push_str(&summary::table(&rows).text());
    for note in &class_notes {
        text.push_str(&format!("note: {}\n", terminal_line(note)));
    }
    text.push_str(&format!(
        "{}\n",
        summary::time_line(&rows, options.jobs, writing)
    ));
    let upload = match back.files.as_slice() {
        [] => String::new(),
        files => format!("; to upload into the system: {}", files.join(", ")),
    };
    text.push_str(&format!(
        "\n{} graded on {} in {}; results in {}: index.html (the class at a glance, a page per student), summary.csv, summary.json and a report per student{upload}\n",
        count(rows.len(), "student"),
        count(game.cases(), "case"),
        seconds(Duration::from_secs(started.elapsed().as_secs())),
        out.display()
    ));
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// Writes `summary.json` of the class's `rows` and `facts` in `out`.
fn write_summary_json<R: Graded>(out: &Path, rows: &[Row<R>], facts: &Facts) -> Result<(), Error> {
    let json = summary::json(rows, facts);
    write_file(
        &out.join("summary.json"),
        &format!(
            "{}\n",
            serde_json::to_string_pretty(&json).unwrap_or_default()
        ),
    )
}

/// Writes the class report of `game`: `index.html` and a page per student;
/// each student's page's path (under `out`) by their key.
fn write_pages<G: Game>(
    out: &Path,
    game: &G,
    rows: &[Row<G::Report>],
    notes: &[String],
) -> Result<std::collections::HashMap<String, String>, Error> {
    let pages = game.pages(rows, notes)?;
    let by_key = rows
        .iter()
        .zip(&pages.students)
        .map(|(row, (path, _))| (row.student.key.clone(), path.clone()))
        .collect();
    write_file(&out.join("index.html"), &pages.index)?;
    for (path, page) in &pages.students {
        let path = out.join(path);
        if let Some(folder) = path.parent() {
            fs::create_dir_all(folder).map_err(|e| {
                Error::new(
                    ErrorKind::Write,
                    folder.display().to_string(),
                    e.to_string(),
                )
            })?;
        }
        write_file(&path, page)?;
    }
    Ok(by_key)
}

/// The languages of the prepared submissions, each once.
fn languages(prepared: &[Prepared]) -> Vec<Language> {
    let mut languages: Vec<Language> = prepared
        .iter()
        .filter_map(|(_, gathered)| gathered.as_ref().ok().map(|g| g.language))
        .collect();
    languages.sort_by_key(|language| language.name());
    languages.dedup();
    languages
}

/// How the steps of the class are confined here: found before any
/// student's code runs; a set-up error under `--require-confinement` when
/// nothing confines them.
fn confine(
    prepared: &[Prepared],
    workspace: &Path,
    user: Option<Account>,
    settings: &Settings,
) -> Result<Confinement, Error> {
    let program = std::env::current_exe().map_err(|e| Error::io("the grader's binary", e))?;
    let wanted = Wanted {
        war: program,
        builds: workspace.to_path_buf(),
        user,
        languages: languages(prepared),
        budget: settings.submission_timeout.max(settings.timeout),
    };
    let confinement = Confinement::find(&wanted)?;
    if settings.require_confinement && !confinement.held.confines() {
        let message = format!(
            "the students' code cannot be confined here: {}",
            confinement.describe()
        );
        return Err(Error::new(ErrorKind::Setup, "--require-confinement", message)
            .with_fix("grade on Linux 5.13 or later with Landlock enabled, or as root (the code then runs as an unprivileged user); or drop --require-confinement"));
    }
    Ok(confinement)
}

/// The results folder, made when missing and checked to be writable before
/// anything is graded, as an absolute path.
fn ready_output(out: &Path) -> Result<PathBuf, Error> {
    let origin = out.display().to_string();
    let setup = |what: &str, error: &io::Error| {
        Error::new(ErrorKind::Setup, &origin, format!("{what}: {error}"))
            .with_fix("give --out a folder you may write in (it is made when missing)")
    };
    fs::create_dir_all(out).map_err(|e| setup("cannot be made", &e))?;
    let probe = out.join(".war-grade-all-probe");
    fs::write(&probe, b"").map_err(|e| setup("cannot be written in", &e))?;
    let _ = fs::remove_file(&probe);
    out.canonicalize().map_err(|e| setup("cannot be read", &e))
}

/// The file beside a report that holds the port's whole standard error:
/// `REPORT.stderr.txt`.
pub fn stderr_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".stderr.txt");
    PathBuf::from(name)
}

/// Writes the row's report as `KEY.EXT` in `out`, and the port's whole
/// standard error beside it when the report shows it cut.
fn write_report<R: Graded>(
    out: &Path,
    row: &Row<R>,
    settings: &Settings,
    notes: &[ClassNote],
) -> Result<(), Error> {
    let path = out.join(report_file(row, settings.format));
    let mut report = row.report.clone();
    report.address(notes, settings.locale, settings.audience.clone());
    let student = matches!(settings.audience, Audience::Student { .. });
    // The whole standard error is written beside the report for the
    // teacher; a student's report does not point at a file they cannot see.
    if report.stderr_was_cut() && student {
        write_file(&stderr_path(&path), &report.full_stderr())?;
    } else if report.stderr_was_cut() {
        let beside = stderr_path(&path);
        report.note(ClassNote::StderrCut {
            file: beside
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
        });
        write_file(&beside, &report.full_stderr())?;
    }
    write_file(
        &path,
        &settings
            .format
            .render(&report.to_report(), &settings.visibility, false),
    )
}
