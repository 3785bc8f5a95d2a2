//! `war grade-all`: a whole class of submissions graded, one table, a
//! summary and a report per student.

use std::fs;
use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Args;
use war_kata::kit::class::{self, Layout};
use war_kata::kit::cli::{emit, progress_bar_of, write_file, LocaleArg};
use war_kata::kit::confine::launch::Workspace;
use war_kata::kit::confine::Account;
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::escape::terminal_line;
use war_kata::kit::gradebook::{self, Gradebook, Graded};
use war_kata::kit::process::{become_subreaper, kill_descendants, stop_on_signals, Stop};
use war_kata::kit::report::Format;
use war_kata::kit::words::{count, seconds};
use war_kata::war::grade::class::confinement::{account, Confinement, Wanted};
use war_kata::war::grade::class::page::{pages, Grading, STUDENTS};
use war_kata::war::grade::class::summary::{self, report_file, Facts};
use war_kata::war::grade::class::{
    check_tools, grade_all, prepare, publish, Adapters, ClassOptions, Language, Prepared, Row,
};
use war_kata::war::grade::report::Audience;
use war_kata::war::grade::{load_cases, Case, Limits};
use war_kata::war::rules::Preset;

use crate::grade::{parse_seconds, stderr_path};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war grade-all CS121-War-88231.zip --out results\n  war grade-all submissions --out results --jobs 4 --timeout 10 --format human"
)]
pub(crate) struct GradeAllArgs {
    /// The class as the learning-management system gives it: its zip, or
    /// the folder it unpacks into (Moodle, Canvas, Blackboard, Brightspace,
    /// Sakai, Gradescope, GitHub Classroom), or a folder holding one entry
    /// per student (a folder, a .zip or a single .java or .py file).
    #[arg(value_name = "SUBMISSIONS")]
    pub(crate) submissions: PathBuf,
    /// Read the class as this layout instead of the one recognised.
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub(crate) layout: Option<Layout>,
    /// The folder the results go into (made when missing): index.html (the
    /// class at a glance, for a browser) with a page per student in
    /// students/, summary.csv, summary.json, a report per student and
    /// build/ with each student's build. Nothing is written anywhere else.
    #[arg(long, value_name = "DIR")]
    pub(crate) out: PathBuf,
    /// Grade SUBMISSIONS (a folder or a .zip) as the one submission of one
    /// student (as Gradescope's /autograder/submission holds it).
    #[arg(long)]
    pub(crate) one: bool,
    /// The gradebook exported from the system before grading (Moodle's
    /// grading worksheet, Canvas's gradebook export, Blackboard's Grade
    /// Center download, Brightspace's grades export, Sakai's grades.csv):
    /// written as DIR/import-FILE, in its own format, with each student's
    /// score in the assignment's column, for the system's import.
    #[arg(long, value_name = "FILE")]
    pub(crate) gradebook: Option<PathBuf>,
    /// The gradebook's column to fill (its header, or the assignment's name
    /// in it); by default its only empty column for an assignment.
    #[arg(long, value_name = "NAME", requires = "gradebook")]
    pub(crate) gradebook_column: Option<String>,
    /// Write each student's page as the system's bulk feedback upload
    /// takes it, DIR/feedback.zip (Moodle's feedback files in a zip,
    /// Sakai's Upload All).
    #[arg(long)]
    pub(crate) feedback: bool,
    #[command(flatten)]
    pub(crate) grading: ClassGrading,
    /// The format of each student's report: DIR/KEY.json (gradescope),
    /// .txt (human), .xml (junit) or .tap.
    #[arg(long, value_enum, default_value = "gradescope")]
    pub(crate) format: Format,
    /// How many submissions are built and graded at once (the machine's
    /// cores by default).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub(crate) jobs: Option<u16>,
    /// Who the reports are for: the teacher (they point at `war trace` and
    /// the fixtures), or the student (the autograder's: the deck and the
    /// reference's game, no file of the teacher's).
    #[arg(long, value_enum, default_value = "teacher")]
    pub(crate) audience: AudienceArg,
    /// When war runs as root: the unprivileged account the students' code
    /// runs as.
    #[arg(long, value_name = "NAME", default_value = "nobody")]
    pub(crate) user: String,
}

/// How each submission of a class is graded: the options `grade-all` and
/// `autograder` share.
#[derive(Debug, Args)]
pub(crate) struct ClassGrading {
    /// Fixture files or folders to grade on; the fixtures built into `war`
    /// when none is given. Repeatable.
    #[arg(long = "fixtures", value_name = "PATH")]
    pub(crate) fixtures: Vec<PathBuf>,
    /// The rules the ports play: only fixtures of these rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "umass")]
    pub(crate) preset: Preset,
    /// Seconds a port may take for one answer (from its previous answer,
    /// or from its start for the first).
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    pub(crate) timeout: Duration,
    /// Seconds one submission may take for all its cases; the cases left
    /// when they are spent fail as time-outs.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = parse_seconds)]
    pub(crate) submission_timeout: Duration,
    /// Count an answer that only an accepted alternative reading gives as a
    /// failure.
    #[arg(long)]
    pub(crate) strict: bool,
    /// Gradescope: who sees the tests (visible, hidden, after_due_date or
    /// after_published).
    #[arg(long, default_value = "visible", value_parser = ["visible", "hidden", "after_due_date", "after_published"])]
    pub(crate) visibility: String,
    /// Refuse to grade (a set-up error) when the students' code cannot be
    /// confined here, rather than run it with war's rights.
    #[arg(long)]
    pub(crate) require_confinement: bool,
    /// Where the fixtures are published for students (a web folder): the
    /// students' reports link each case to URL/FILE.yaml.
    #[arg(long, value_name = "URL")]
    pub(crate) fixtures_url: Option<String>,
    /// The language of each student's report (the table and the summary
    /// stay English, for the teacher).
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// Who the reports of `grade-all` are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum AudienceArg {
    /// The teacher.
    Teacher,
    /// The student (the autograder's reports).
    Student,
}

/// `war grade-all`: exits with 0 when every submission has its row and its
/// report, whatever their scores; `main` exits with 2 for a set-up error.
pub(crate) fn run(args: GradeAllArgs) -> Result<ExitCode, Error> {
    let stop = Stop::new();
    // Orphans of the ports come back to `war`, so that none outlives it.
    become_subreaper();
    stop_on_signals(&stop)?;
    let outcome = grade_class(&args, &stop);
    kill_descendants();
    let code = outcome?;
    Ok(match stop.reason() {
        // Stopped: every row is written, those not graded "not run".
        Some(reason) => ExitCode::from(reason.exit_code()),
        None => code,
    })
}

/// Grades the class and writes its results, watching `stop`.
fn grade_class(args: &GradeAllArgs, stop: &Stop) -> Result<ExitCode, Error> {
    let started = Instant::now();
    let out = ready_output(&args.out)?;
    let gradebook = args
        .gradebook
        .as_deref()
        .map(|path| Gradebook::read(path, args.gradebook_column.as_deref()))
        .transpose()?;
    let (cases, notes) = load_cases(&args.grading.fixtures, args.grading.preset)?;
    let class = if args.one {
        class::one(&args.submissions)?
    } else {
        class::read(&args.submissions, args.layout, std::slice::from_ref(&out))?
    };
    let user = account(&args.user)?;
    // The students' builds are made in a private folder of war's, never
    // under --out: the confined code may read its own build there, and
    // nothing of the teacher's.
    let workspace = Workspace::new(user.as_ref())?;
    let prepared = prepare(&class, workspace.path());
    check_tools(&prepared)?;
    let confinement = confine(&prepared, workspace.path(), user, args)?;
    let java = languages(&prepared).contains(&Language::Java);
    let adapters = Adapters::make(workspace.path(), &confinement, java)?;
    let options = ClassOptions {
        preset: args.grading.preset,
        limits: Limits {
            timeout: args.grading.timeout,
            budget: Some(args.grading.submission_timeout),
            ..Limits::default()
        },
        strict: args.grading.strict,
        stop: stop.clone(),
        jobs: args.jobs.map_or_else(
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
    let done = |_: &Row| {
        if let Some(bar) = &bar {
            bar.inc(1);
        }
    };
    let rows = grade_all(prepared, &cases, &options, &done);
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    // Every step's processes are dead (a leftover is killed now, and
    // named): the builds are published and the reports written from what
    // war holds, where no student's code could have written.
    let leftovers = kill_descendants();
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
    notes.push(format!(
        "the student's code ran confined by {}",
        confinement.describe()
    ));
    for row in &rows {
        write_report(&out, row, args, &notes)?;
    }
    write_file(
        &out.join("summary.csv"),
        &summary::csv(&rows, args.format).csv(),
    )?;
    let facts = Facts {
        read_as: class.describe(),
        layout: class.layout.name(),
        notes: class_notes.clone(),
        rules: args.grading.preset.name(),
        strict: args.grading.strict,
        cases: cases.len(),
        timeout: args.grading.timeout,
        elapsed: started.elapsed(),
        format: args.format,
        confinement: Some(confinement.clone()),
    };
    let json = summary::json(&rows, &facts);
    write_file(
        &out.join("summary.json"),
        &format!(
            "{}\n",
            serde_json::to_string_pretty(&json).unwrap_or_default()
        ),
    )?;
    write_pages(&out, &rows, args, &cases, &notes)?;
    let graded: Vec<Graded> = rows
        .iter()
        .map(|row| Graded {
            student: row.student.clone(),
            passed: row.passed(),
            total: row.total(),
            page: Some(out.join(STUDENTS).join(format!("{}.html", row.student.key))),
        })
        .collect();
    let back = gradebook::write_back(&out, &class, gradebook.as_ref(), args.feedback, &graded)?;
    class_notes.extend(back.notes);
    let mut text = format!(
        "{}; students' code confined by {}\n\n",
        terminal_line(&class.describe()),
        confinement.describe()
    );
    text.push_str(&summary::table(&rows).text());
    for note in &class_notes {
        text.push_str(&format!("note: {}\n", terminal_line(note)));
    }
    let upload = match back.files.as_slice() {
        [] => String::new(),
        files => format!("; to upload into the system: {}", files.join(", ")),
    };
    text.push_str(&format!(
        "\n{} graded on {} in {}; results in {}: index.html (the class at a glance, a page per student), summary.csv, summary.json and a report per student{upload}\n",
        count(rows.len(), "student"),
        count(cases.len(), "case"),
        seconds(Duration::from_secs(started.elapsed().as_secs())),
        out.display()
    ));
    emit(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// Writes the class report: `index.html` and a page per student in
/// `students/`.
fn write_pages(
    out: &Path,
    rows: &[Row],
    args: &GradeAllArgs,
    cases: &[Case],
    notes: &[String],
) -> Result<(), Error> {
    let grading = Grading {
        preset: args.grading.preset,
        strict: args.grading.strict,
        cases,
        notes,
    };
    let pages = pages(rows, grading)?;
    let students = out.join(STUDENTS);
    fs::create_dir_all(&students).map_err(|e| {
        Error::new(
            ErrorKind::Write,
            students.display().to_string(),
            e.to_string(),
        )
    })?;
    write_file(&out.join("index.html"), &pages.index)?;
    for (path, page) in &pages.students {
        write_file(&out.join(path), page)?;
    }
    Ok(())
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
    args: &GradeAllArgs,
) -> Result<Confinement, Error> {
    let war = std::env::current_exe().map_err(|e| Error::io("the war binary", e))?;
    let wanted = Wanted {
        war,
        builds: workspace.to_path_buf(),
        user,
        languages: languages(prepared),
        budget: args.grading.submission_timeout.max(args.grading.timeout),
    };
    let confinement = Confinement::find(&wanted)?;
    if args.grading.require_confinement && !confinement.held.confines() {
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

/// Writes the row's report as `KEY.EXT` in `out`, and the port's whole
/// standard error beside it when the report shows it cut.
fn write_report(out: &Path, row: &Row, args: &GradeAllArgs, notes: &[String]) -> Result<(), Error> {
    let path = report_path(out, row, args.format);
    let mut report = row.report.clone();
    report.notes.extend(notes.iter().cloned());
    report.locale = args.grading.locale.locale();
    report.audience = match args.audience {
        AudienceArg::Teacher => Audience::Teacher,
        AudienceArg::Student => Audience::Student {
            fixtures_url: args.grading.fixtures_url.clone(),
        },
    };
    // The whole standard error is written beside the report for the
    // teacher; a student's report does not point at a file they cannot see.
    if report.stderr_was_cut() && args.audience == AudienceArg::Student {
        write_file(&stderr_path(&path), &report.full_stderr())?;
    } else if report.stderr_was_cut() {
        let beside = stderr_path(&path);
        report.notes.push(format!(
            "the report shows the port's standard error cut short; the whole of it is in {}",
            beside.file_name().unwrap_or_default().to_string_lossy()
        ));
        write_file(&beside, &report.full_stderr())?;
    }
    write_file(
        &path,
        &args
            .format
            .render(&report.to_report(), &args.grading.visibility, false),
    )
}

/// Where the row's report goes: `out/KEY.json` for Gradescope's format.
fn report_path(out: &Path, row: &Row, format: Format) -> PathBuf {
    out.join(report_file(row, format))
}
