//! `war grade-all`: a whole class of submissions graded, one table, a
//! summary and a report per student.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use war_kata::grade::class::run::{grade_class, Settings};
use war_kata::grade::class::ClassNote;
use war_kata::grade::game::Audience;
use war_kata::kit::class::Layout;
use war_kata::kit::cli::LocaleArg;
use war_kata::kit::error::Error;
use war_kata::kit::locale::Worded;
use war_kata::kit::report::Format;
use war_kata::war::grade::class::WarGame;
use war_kata::war::grade::load_cases;
use war_kata::war::rules::Preset;

use crate::grade::parse_seconds;

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
    let settings = Settings {
        submissions: args.submissions,
        layout: args.layout,
        out: args.out,
        one: args.one,
        format: args.format,
        jobs: args.jobs,
        audience: match args.audience {
            AudienceArg::Teacher => Audience::Teacher,
            AudienceArg::Student => Audience::Student {
                fixtures_url: args.grading.fixtures_url.clone(),
            },
        },
        user: args.user,
        timeout: args.grading.timeout,
        submission_timeout: args.grading.submission_timeout,
        visibility: args.grading.visibility.clone(),
        require_confinement: args.grading.require_confinement,
        locale: args.grading.locale.locale(),
        gradebook: args.gradebook,
        gradebook_column: args.gradebook_column,
        feedback: args.feedback,
    };
    let grading = &args.grading;
    grade_class(&settings, || {
        let (cases, notes) = load_cases(&grading.fixtures, grading.preset)?;
        let game = WarGame {
            cases,
            preset: grading.preset,
            strict: grading.strict,
            random: None,
        };
        let notes = notes
            .iter()
            .map(|note| ClassNote::Game(Worded::new(|locale| note.show_in(locale))))
            .collect();
        Ok((game, notes))
    })
}
