//! `battleship autograder`: the zip Gradescope's "Upload autograder" takes.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use war_kata::battleship::grade::{judge, ENTRY};
use war_kata::battleship::rules::Preset;
use war_kata::grade::autograder::{files, AutograderOptions};
use war_kata::grade::cli::parse_seconds;
use war_kata::kit::archive::{write_zip, ZipEntry};
use war_kata::kit::cli::{emit, LocaleArg};
use war_kata::kit::command::dynamic_loader;
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::lines::read_bytes_bounded;
use war_kata::kit::words::count;
use war_kata::kit::yaml::{fixture_paths, MAX_FIXTURE_BYTES};

#[derive(Debug, Args)]
#[command(
    after_help = "Example (a statically linked battleship for Gradescope's image, built in the repository):\n  RUSTFLAGS='-C target-feature=+crt-static' cargo build --release --target x86_64-unknown-linux-gnu\n  battleship autograder --binary target/x86_64-unknown-linux-gnu/release/battleship --out autograder.zip"
)]
pub(crate) struct AutograderArgs {
    /// The zip to write.
    #[arg(long, value_name = "FILE", default_value = "autograder.zip")]
    pub(crate) out: PathBuf,
    /// The battleship binary to put in the zip (this one by default).
    /// Gradescope's image runs a statically linked one: see "A Gradescope
    /// autograder" in the manual.
    #[arg(long, value_name = "FILE")]
    pub(crate) binary: Option<PathBuf>,
    /// Fixture files or folders to grade on, put in the zip; the fixtures
    /// built into `battleship` when none is given. Repeatable.
    #[arg(long = "fixtures", value_name = "PATH")]
    pub(crate) fixtures: Vec<PathBuf>,
    /// The rules the ports play: jones (the original program's, ships may
    /// touch) or apart (ships kept a panel apart); only fixtures of these
    /// rules are graded.
    #[arg(long = "rules", value_name = "PRESET", default_value = "jones")]
    pub(crate) preset: Preset,
    /// Seconds a port may take for one answer.
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_seconds)]
    pub(crate) timeout: Duration,
    /// Seconds one submission may take for all its cases.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = parse_seconds)]
    pub(crate) submission_timeout: Duration,
    /// Gradescope: who sees the tests (visible, hidden, after_due_date or
    /// after_published).
    #[arg(long, default_value = "visible", value_parser = ["visible", "hidden", "after_due_date", "after_published"])]
    pub(crate) visibility: String,
    /// Refuse to grade (a set-up error) when the student's code cannot be
    /// confined on Gradescope, rather than run it with battleship's rights.
    #[arg(long)]
    pub(crate) require_confinement: bool,
    /// The language of the students' reports.
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// The largest binary put in the zip: 256 MiB.
const MAX_BINARY_BYTES: usize = 256 << 20;

/// `battleship autograder`: writes the zip and says what is in it.
pub(crate) fn run(args: AutograderArgs) -> Result<ExitCode, Error> {
    // The fixtures are checked now, not on Gradescope.
    let (judge, _) = judge(&args.fixtures, args.preset, None)?;
    let binary_path = match &args.binary {
        Some(path) => path.clone(),
        None => std::env::current_exe().map_err(|e| Error::io("the battleship binary", e))?,
    };
    let binary = read_bytes_bounded(&binary_path, MAX_BINARY_BYTES)?;
    let options = AutograderOptions {
        program: ENTRY.program,
        assignment: "the Battleship assignment",
        method: ENTRY.java_method,
        example: format!("{}.java", ENTRY.java_class),
        rules: args.preset.name().to_string(),
        timeout: args.timeout,
        submission_timeout: args.submission_timeout,
        strict: false,
        visibility: args.visibility.clone(),
        fixtures: !args.fixtures.is_empty(),
        require_confinement: args.require_confinement,
        fixtures_url: None,
        // Only a language asked for is written into the autograder: the
        // machine it is made on does not choose the students' language.
        locale: args.locale.locale,
    };
    let mut entries = files(&options, binary.clone(), &ENTRY);
    let fixtures = fixture_entries(&args.fixtures)?;
    let fixture_files = fixtures.len();
    entries.extend(fixtures);
    write_zip(&args.out, &entries)?;
    if let Some(loader) = dynamic_loader(&binary) {
        eprintln!(
            "battleship: warning: {} is linked dynamically (it needs {loader}) and may not run on Gradescope's image; build a static one (see \"A Gradescope autograder\" in the manual, book/src/teacher/autograder.md) and give it with --binary",
            binary_path.display()
        );
    }
    emit(&format!(
        "{} written: setup.sh, run_autograder, battleship, the adapters{}; {} (rules: {})\n",
        args.out.display(),
        if fixture_files == 0 {
            String::new()
        } else {
            format!(" and {}", count(fixture_files, "fixture file"))
        },
        count(judge.cases.len(), "case"),
        args.preset
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// The fixture files of `paths`, as `fixtures/NAME` in the zip; two files
/// of one name are refused.
fn fixture_entries(paths: &[PathBuf]) -> Result<Vec<ZipEntry>, Error> {
    if paths.is_empty() {
        return Ok(Vec::new());
    }
    let mut entries: Vec<ZipEntry> = Vec::new();
    for path in fixture_paths(paths)?.paths {
        let name = format!(
            "fixtures/{}",
            Path::new(&path)
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
        );
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
