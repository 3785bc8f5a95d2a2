//! `war autograder`: the zip Gradescope's "Upload autograder" takes.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use war_kata::grade::autograder::{files, AutograderOptions};
use war_kata::kit::archive::{write_zip, ZipEntry};
use war_kata::kit::cli::emit;
use war_kata::kit::command::dynamic_loader;
use war_kata::kit::error::{Error, ErrorKind};
use war_kata::kit::lines::read_bytes_bounded;
use war_kata::kit::words::count;
use war_kata::war::fixture::fixture_paths;
use war_kata::war::grade::class::ENTRY;
use war_kata::war::grade::load_cases;

use crate::grade_all::ClassGrading;

#[derive(Debug, Args)]
#[command(
    after_help = "Example (a statically linked war for Gradescope's image, built in the repository):\n  RUSTFLAGS='-C target-feature=+crt-static' cargo build --release --target x86_64-unknown-linux-gnu\n  war autograder --binary target/x86_64-unknown-linux-gnu/release/war --out autograder.zip"
)]
pub(crate) struct AutograderArgs {
    /// The zip to write.
    #[arg(long, value_name = "FILE", default_value = "autograder.zip")]
    pub(crate) out: PathBuf,
    /// The war binary to put in the zip (this one by default). Gradescope's
    /// image runs a statically linked one: see "A Gradescope autograder" in
    /// the manual.
    #[arg(long, value_name = "FILE")]
    pub(crate) binary: Option<PathBuf>,
    /// How each submission is graded (fixture files given are put in the
    /// zip).
    #[command(flatten)]
    pub(crate) grading: ClassGrading,
}

/// The largest binary put in the zip: 256 MiB.
const MAX_BINARY_BYTES: usize = 256 << 20;

/// `war autograder`: writes the zip and says what is in it.
pub(crate) fn run(args: AutograderArgs) -> Result<ExitCode, Error> {
    // The fixtures are checked now, not on Gradescope.
    let (cases, _) = load_cases(&args.grading.fixtures, args.grading.preset)?;
    let binary_path = match &args.binary {
        Some(path) => path.clone(),
        None => std::env::current_exe().map_err(|e| Error::io("the war binary", e))?,
    };
    let binary = read_bytes_bounded(&binary_path, MAX_BINARY_BYTES)?;
    let options = AutograderOptions {
        program: ENTRY.program,
        assignment: "the War assignment",
        method: ENTRY.java_method,
        example: format!("{}.java", ENTRY.java_class),
        rules: args.grading.preset.name().to_string(),
        timeout: args.grading.timeout,
        submission_timeout: args.grading.submission_timeout,
        strict: args.grading.strict,
        visibility: args.grading.visibility.clone(),
        fixtures: !args.grading.fixtures.is_empty(),
        require_confinement: args.grading.require_confinement,
        fixtures_url: args.grading.fixtures_url.clone(),
        // Only a language asked for is written into the autograder: the
        // machine it is made on does not choose the students' language.
        locale: args.grading.locale.locale,
    };
    let mut entries = files(&options, binary.clone(), &ENTRY);
    entries.extend(fixture_entries(&args.grading.fixtures)?);
    write_zip(&args.out, &entries)?;
    if let Some(loader) = dynamic_loader(&binary) {
        eprintln!(
            "war: warning: {} is linked dynamically (it needs {loader}) and may not run on Gradescope's image; build a static one (see \"A Gradescope autograder\" in the manual, book/src/teacher/autograder.md) and give it with --binary",
            binary_path.display()
        );
    }
    emit(&format!(
        "{} written: setup.sh, run_autograder, war, the adapters{}; {} (rules: {})\n",
        args.out.display(),
        if args.grading.fixtures.is_empty() {
            String::new()
        } else {
            format!(" and {}", count(entries.len() - 6, "fixture file"))
        },
        count(cases.len(), "case"),
        args.grading.preset
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// A file of the zip.
fn entry(name: &str, bytes: Vec<u8>, executable: bool) -> ZipEntry {
    ZipEntry {
        name: name.to_string(),
        bytes,
        executable,
    }
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
        let bytes = read_bytes_bounded(&path, war_kata::kit::yaml::MAX_FIXTURE_BYTES)?;
        entries.push(entry(&name, bytes, false));
    }
    Ok(entries)
}
