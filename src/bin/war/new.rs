//! `war new`: a learner's starter project in Rust, Java or Python.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use war_kata::kit::cli::{create_empty_dir, emit, write_file, LocaleArg};
use war_kata::kit::escape::shell_word;
use war_kata::kit::locale::arg;
use war_kata::war::lang::say;
use war_kata::war::learn::starter::{starter, Language};
use war_kata::war::learn::LearningPath;
use war_kata::Error;

/// The languages of a starter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Lang {
    /// Rust: `cargo test`, no dependencies.
    Rust,
    /// Java: JUnit 5's console launcher (Debian's junit5).
    Java,
    /// Python: pytest.
    Python,
}

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  war new war-kata --lang python && cd war-kata && python3 -m pytest\n  war new war-kata --lang rust && cd war-kata && cargo test\n  war new war-kata --lang java && cd war-kata && sh test.sh"
)]
pub(crate) struct NewArgs {
    /// The folder to write the project in: a new folder, or an empty one.
    pub(crate) dir: PathBuf,
    /// The language of the project.
    #[arg(long, value_enum)]
    pub(crate) lang: Lang,
    /// The path whose tests the project gets, with the fixtures its
    /// `fixtures` field names; the path built into `war`, with the built-in
    /// fixtures, when left out.
    #[arg(long, value_name = "FILE")]
    pub(crate) path: Option<PathBuf>,
    /// The language of the instructions, the tests' names and comments
    /// (not the language of the code: that is --lang).
    #[command(flatten)]
    pub(crate) locale: LocaleArg,
}

/// `war new`: writes the starter and says how to begin.
pub(crate) fn run(args: NewArgs) -> Result<ExitCode, Error> {
    let locale = args.locale.locale();
    let path = LearningPath::load_or_built_in(args.path.as_deref())?.translated(locale);
    let fixtures = path.load_fixtures()?;
    let language = match args.lang {
        Lang::Rust => Language::Rust,
        Lang::Java => Language::Java,
        Lang::Python => Language::Python,
    };
    // The instructions' `war learn` names a path given here, wherever the
    // learner runs it from.
    let path_option = match &args.path {
        Some(file) => {
            let file = fs::canonicalize(file).unwrap_or_else(|_| file.clone());
            format!(" --path {}", shell_word(&file.display().to_string()))
        }
        None => String::new(),
    };
    let files = starter(&path, &fixtures, language, &path_option);
    create_empty_dir(&args.dir, "war new")?;
    for file in &files {
        let target = args.dir.join(&file.path);
        if let Some(folder) = target.parent() {
            fs::create_dir_all(folder).map_err(|e| Error::io(folder.display().to_string(), e))?;
        }
        write_file(&target, &file.text)?;
        if file.executable {
            make_executable(&target)?;
        }
    }
    let first = match language {
        Language::Rust => "cargo test",
        Language::Java => "sh test.sh",
        Language::Python => "python3 -m pytest",
    };
    let written = [
        arg("language", language.title()),
        arg("folder", args.dir.display().to_string()),
        arg("first", first),
    ];
    emit(&format!("{}\n", say(locale, "new-written", &written)))?;
    Ok(ExitCode::SUCCESS)
}

/// Lets the file at `path` be run, as a script.
#[cfg(unix)]
fn make_executable(path: &Path) -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o755))
        .map_err(|e| Error::io(path.display().to_string(), e))
}

/// Scripts are run with `sh` where files have no executable bit.
#[cfg(not(unix))]
fn make_executable(_path: &Path) -> Result<(), Error> {
    Ok(())
}
