//! The confinement of a class's ports: what of the kit's [`confine`]
//! holds on this machine, found once before any student's code runs, each
//! language's runtime that the confined code may use, and the steps
//! (compiling, finding the class, running) each started through the
//! kit's [`Launcher`].
//!
//! Every step of a submission reads only its own folder of the workspace
//! and its language's runtime (and the adapter; `javac` the archive of the
//! compiler's classes), writes only a scratch
//! folder of its own (and a compiler its output folder), and runs within
//! its language's [`Limits`].
//!
//! [`confine`]: crate::kit::confine
//! [`Launcher`]: crate::kit::confine::launch::Launcher

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::language::Language;
use crate::grade::reason::say;
use crate::kit::confine::launch::{java_runtimes, python_runtimes, Launcher, Step};
use crate::kit::confine::{probe, Account, Held, Limits, Plan, Runtime};
use crate::kit::error::{Error, ErrorKind};
use crate::kit::locale::{arg, Locale};

/// What a port of `language` may take: a JVM reserves about 1 GiB of
/// address space with its options and runs some fifteen threads (more
/// with a parallel stream: the room for them); Python
/// needs little of either.
pub fn limits(language: Language, budget: Duration) -> Limits {
    let (memory, processes) = match language {
        Language::Java => (1 << 30, 128),
        Language::Python => (512 << 20, 16),
    };
    Limits {
        memory,
        processes,
        file_size: 16 << 20,
        open_files: 128,
        // A backstop: the grader's own time limits end a port first.
        cpu_seconds: budget.as_secs() + 10,
        scratch: 16 << 20,
    }
}

/// How the ports of a class are confined: what held, the launcher, and
/// each language's runtime (or why the students' code has none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confinement {
    /// What held on this machine.
    pub held: Held,
    /// What the teacher should know of the runtimes chosen.
    pub notes: Vec<String>,
    launcher: Launcher,
    runtimes: Vec<(Language, Result<Runtime, String>)>,
    budget: Duration,
}

/// What `grade-all` asks of the confinement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wanted {
    /// The launcher: this program's binary.
    pub war: PathBuf,
    /// The folder the builds are in (the workspace).
    pub builds: PathBuf,
    /// The account the ports run as when `war` runs as root.
    pub user: Option<Account>,
    /// The languages of the class.
    pub languages: Vec<Language>,
    /// The time one submission may take, a backstop for processor time.
    pub budget: Duration,
}

/// The account the students' code runs as: `name`'s when `war` runs as
/// root, none otherwise.
///
/// Fails with [`ErrorKind::Setup`] when there is no such account.
pub fn account(name: &str) -> Result<Option<Account>, Error> {
    if nix::unistd::Uid::effective().is_root() {
        Account::named(name).map(Some)
    } else {
        Ok(None)
    }
}

impl Confinement {
    /// Finds what confinement holds here for the ports of a class, trying
    /// every mechanism of the kit's `confine`, and for each language the
    /// first runtime on `PATH` the confined code can read.
    ///
    /// Fails with [`ErrorKind::Setup`] when the confined code could not
    /// read its builds, or the launcher cannot be run.
    pub fn find(wanted: &Wanted) -> Result<Confinement, Error> {
        let candidates: Vec<(Language, Vec<Result<Runtime, String>>)> = wanted
            .languages
            .iter()
            .map(|&language| {
                let found = match language {
                    Language::Java => java_runtimes(),
                    Language::Python => python_runtimes(),
                };
                (language, found)
            })
            .collect();
        let scratch = wanted.builds.join(".confinement-probe");
        crate::kit::confine::launch::owned_folder(&scratch, wanted.user.as_ref())
            .map_err(|e| Error::io(scratch.display().to_string(), e))?;
        let language = wanted
            .languages
            .first()
            .copied()
            .unwrap_or(Language::Python);
        // The probe checks that the confined program can read these: the
        // builds, and each runtime found.
        let mut read = vec![wanted.builds.clone()];
        for (_, found) in &candidates {
            read.extend(found.iter().flatten().flat_map(|r| r.read.iter().cloned()));
        }
        let plan = Plan {
            limits: limits(language, wanted.budget),
            limit_processes: false,
            user: wanted.user.clone(),
            namespaces: true,
            landlock: true,
            read,
            write: Vec::new(),
            scratch: scratch.clone(),
        };
        let held = probe(&wanted.war, &plan);
        let _ = fs::remove_dir_all(&scratch);
        let held = held?;
        if let Some((path, why)) = held.unreadable.iter().find(|(p, _)| *p == wanted.builds) {
            let message = format!("cannot be read by the students' code, confined: {why}");
            return Err(
                Error::new(ErrorKind::Setup, path.display().to_string(), message)
                    .with_fix("set TMPDIR to a folder every user may enter"),
            );
        }
        let mut notes = Vec::new();
        let runtimes = candidates
            .into_iter()
            .map(|(language, found)| {
                let chosen = choose(language, found, &held.unreadable, &mut notes);
                (language, chosen)
            })
            .collect();
        Ok(Confinement {
            launcher: Launcher::new(wanted.war.clone(), held.plan(&plan)),
            held,
            notes,
            runtimes,
            budget: wanted.budget,
        })
    }

    /// What held, in words (see [`Held::mechanisms`]), and the limits of
    /// each language of the class: `landlock (ABI 7) + ...; limits of java:
    /// 1 GiB of memory a process, ...; of python: 512 MiB ...`.
    pub fn describe(&self) -> String {
        self.describe_in(Locale::En)
    }

    /// [`Confinement::describe`] in `locale`.
    pub fn describe_in(&self, locale: Locale) -> String {
        let mechanisms = self.held.mechanisms_in(locale);
        let limits: Vec<String> = self
            .runtimes
            .iter()
            .enumerate()
            .map(|(index, (language, _))| {
                let limits = limits(*language, self.budget);
                let id = if index == 0 {
                    "confined-limits-first"
                } else {
                    "confined-limits-more"
                };
                let described = limits.describe_in(locale, self.held.processes_limited);
                say(
                    locale,
                    id,
                    &[arg("language", language.name()), arg("limits", described)],
                )
            })
            .collect();
        if limits.is_empty() {
            return mechanisms;
        }
        say(
            locale,
            "confined-with-limits",
            &[
                arg("mechanisms", mechanisms),
                arg("limits", limits.join("; ")),
            ],
        )
    }

    /// The runtime of `language` the students' code runs with, or why
    /// there is none.
    pub fn runtime(&self, language: Language) -> Result<&Runtime, String> {
        match self.runtimes.iter().find(|(l, _)| *l == language) {
            Some((_, Ok(runtime))) => Ok(runtime),
            Some((_, Err(why))) => Err(why.clone()),
            None => Err(format!("no {} runtime was looked for", language.name())),
        }
    }

    /// The launcher every step goes through.
    pub fn launcher(&self) -> &Launcher {
        &self.launcher
    }

    /// A step of `language` in the submission's `folder`: `program` run
    /// with `arguments`, reading its runtime, `read` and the folder,
    /// writing `write`, its scratch `folder/scratch`.
    pub fn step(
        &self,
        language: Language,
        folder: &Path,
        program: PathBuf,
        arguments: Vec<std::ffi::OsString>,
        read: &[PathBuf],
        write: &[PathBuf],
    ) -> Result<Step, String> {
        let runtime = self.runtime(language)?;
        let mut readable = runtime.read.clone();
        readable.extend(read.iter().cloned());
        readable.push(folder.to_path_buf());
        Ok(Step {
            program,
            arguments,
            folder: folder.to_path_buf(),
            read: readable,
            write: write.to_vec(),
            scratch: folder.join("scratch"),
            limits: limits(language, self.budget),
        })
    }
}

/// The runtime of `language` the students' code may use: the first of
/// `found` (in the order of `PATH`) whose folders it can read (none of
/// them in `unreadable`), with a note when it is not the first; or why
/// none may be used.
fn choose(
    language: Language,
    found: Vec<Result<Runtime, String>>,
    unreadable: &[(PathBuf, String)],
    notes: &mut Vec<String>,
) -> Result<Runtime, String> {
    let program = language.tools().last().copied().unwrap_or_default();
    let mut skipped: Vec<String> = Vec::new();
    for candidate in found {
        let runtime = match candidate {
            Ok(runtime) => runtime,
            Err(why) => {
                skipped.push(why);
                continue;
            }
        };
        let closed = runtime
            .read
            .iter()
            .find_map(|path| unreadable.iter().find(|(p, _)| p == path));
        match closed {
            None => {
                if !skipped.is_empty() {
                    notes.push(format!(
                        "the students' code ran with {}, since {}",
                        runtime.program.display(),
                        skipped.join("; ")
                    ));
                }
                return Ok(runtime);
            }
            Some((path, why)) => {
                let shown = path.display().to_string();
                let why = why.strip_prefix(&format!("{shown}: ")).unwrap_or(why);
                skipped.push(format!(
                    "{} on PATH cannot be read by the students' code ({shown}: {why})",
                    runtime.program.display(),
                ));
            }
        }
    }
    if skipped.is_empty() {
        return Err(format!("no {program} is on PATH"));
    }
    Err(format!(
        "no {program} the students' code may run: {}; install one where every user may read it (e.g. apt-get install {})",
        skipped.join("; "),
        match language {
            Language::Java => "openjdk-17-jdk-headless",
            Language::Python => "python3",
        }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn python(at: &str) -> Runtime {
        Runtime {
            program: PathBuf::from(format!("{at}/bin/python3")),
            compiler: None,
            read: vec![PathBuf::from(at)],
        }
    }

    #[test]
    fn the_first_readable_runtime_is_chosen_and_the_others_named() {
        let closed = vec![(
            PathBuf::from("/root/.pyenv/versions/3.11.7"),
            "Permission denied (os error 13)".to_string(),
        )];
        let mut notes = Vec::new();
        let found = vec![
            Ok(python("/root/.pyenv/versions/3.11.7")),
            Ok(python("/usr")),
        ];
        let chosen = choose(Language::Python, found, &closed, &mut notes);
        assert_eq!(chosen, Ok(python("/usr")));
        assert_eq!(notes.len(), 1);
        assert!(notes[0].contains("ran with /usr/bin/python3"), "{notes:?}");
        assert!(
            notes[0].contains("/root/.pyenv/versions/3.11.7/bin/python3 on PATH cannot be read")
        );
        let mut notes = Vec::new();
        let only = vec![Ok(python("/root/.pyenv/versions/3.11.7"))];
        let why = choose(Language::Python, only, &closed, &mut notes).expect_err("none");
        assert!(
            why.starts_with("no python3 the students' code may run"),
            "{why}"
        );
        assert!(notes.is_empty());
        let why = choose(Language::Java, Vec::new(), &closed, &mut notes).expect_err("none");
        assert_eq!(why, "no java is on PATH");
    }
}
