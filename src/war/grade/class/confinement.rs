//! The confinement of a class's ports: what of the kit's [`confine`]
//! holds on this machine, found once before any student's code runs, and
//! the launcher each port is started through.
//!
//! Every port reads only its own build folder and its language's runtime,
//! writes only a scratch folder of its own (`build/KEY/scratch`), and runs
//! within its language's [`Limits`].
//!
//! [`confine`]: crate::kit::confine

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::language::Language;
use super::{java, python};
use crate::kit::confine::{probe, Account, Held, Limits, Plan, Runtime};
use crate::kit::error::{Error, ErrorKind};
use crate::kit::escape::shell_word;

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

/// How the ports of a class are confined: what held, the launcher (this
/// program's binary) and each language's runtime.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confinement {
    /// What held on this machine.
    pub held: Held,
    war: PathBuf,
    plan: Plan,
    runtimes: Vec<(Language, Runtime)>,
    budget: Duration,
}

/// What `grade-all` asks of the confinement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wanted {
    /// The launcher: this program's binary.
    pub war: PathBuf,
    /// The folder the builds are in (`DIR/build`).
    pub builds: PathBuf,
    /// The account the ports run as when `war` runs as root.
    pub user: String,
    /// The languages of the class.
    pub languages: Vec<Language>,
    /// The time one submission may take, a backstop for processor time.
    pub budget: Duration,
}

impl Confinement {
    /// Finds what confinement holds here for the ports of a class, trying
    /// every mechanism of the kit's `confine`: Landlock, namespaces, and an
    /// unprivileged user when `war` runs as root.
    ///
    /// Fails with [`ErrorKind::Setup`] when the unprivileged user does not
    /// exist, when a language's runtime cannot be found, or when the ports
    /// could not read their builds or their runtime (the results folder, or
    /// a Python installed in root's home, is closed to the unprivileged
    /// user).
    pub fn find(wanted: &Wanted) -> Result<Confinement, Error> {
        let user = if nix::unistd::Uid::effective().is_root() {
            Some(Account::named(&wanted.user)?)
        } else {
            None
        };
        let mut runtimes = Vec::new();
        for &language in &wanted.languages {
            let runtime = match language {
                Language::Java => java::runtime(),
                Language::Python => python::runtime(),
            };
            let runtime = runtime.map_err(|why| {
                Error::new(ErrorKind::Setup, language.tools()[0], why).with_fix(
                    "check that the language's runtime runs: java -version, python3 --version",
                )
            })?;
            runtimes.push((language, runtime));
        }
        let scratch = wanted.builds.join(".confinement-probe");
        make_scratch(&scratch, user.as_ref())
            .map_err(|e| Error::io(scratch.display().to_string(), e))?;
        let language = wanted
            .languages
            .first()
            .copied()
            .unwrap_or(Language::Python);
        // The probe checks that the confined program can read these: the
        // builds, and each runtime (not in root's home when the ports run
        // as another user).
        let mut read = vec![wanted.builds.clone()];
        read.extend(runtimes.iter().flat_map(|(_, r)| r.read.iter().cloned()));
        let plan = Plan {
            limits: limits(language, wanted.budget),
            limit_processes: false,
            user,
            namespaces: true,
            landlock: true,
            read,
            scratch: scratch.clone(),
        };
        let held = probe(&wanted.war, &plan);
        let _ = fs::remove_dir_all(&scratch);
        let held = held?;
        if let Some((path, why)) = &held.unreadable {
            let message = format!("cannot be read by the students' code, confined: {why}");
            return Err(Error::new(ErrorKind::Setup, path.display().to_string(), message)
                .with_fix("give --out a folder every user may enter, and put first on PATH a java and a python3 every user may read (not in root's home)"));
        }
        Ok(Confinement {
            plan: held.plan(&plan),
            held,
            war: wanted.war.clone(),
            runtimes,
            budget: wanted.budget,
        })
    }

    /// What held, in words (see [`Held::mechanisms`]), and the limits of
    /// each language of the class: `landlock (ABI 7) + ...; limits of java:
    /// 1 GiB of memory a process, ...; of python: 512 MiB ...`.
    pub fn describe(&self) -> String {
        let limits: Vec<String> = self
            .runtimes
            .iter()
            .map(|(language, _)| {
                let limits = limits(*language, self.budget);
                format!(
                    "{}: {}",
                    language.name(),
                    limits.describe(self.held.processes_limited)
                )
            })
            .collect();
        if limits.is_empty() {
            return self.held.mechanisms();
        }
        format!(
            "{}; limits of {}",
            self.held.mechanisms(),
            limits.join("; of ")
        )
    }

    /// The shell words that run the runtime of `language` confined, for the
    /// build in `folder`: `'WAR' confine --plan '{...}' -- '/usr/bin/python3'`;
    /// its scratch folder made, empty.
    ///
    /// Fails, saying why, when no runtime of the language was found or the
    /// scratch folder cannot be made.
    pub fn launcher(&self, language: Language, folder: &Path) -> Result<String, String> {
        let Some((_, runtime)) = self.runtimes.iter().find(|(l, _)| *l == language) else {
            return Err(format!(
                "no {} runtime was found to run it",
                language.name()
            ));
        };
        let scratch = folder.join("scratch");
        make_scratch(&scratch, self.plan.user.as_ref())
            .map_err(|e| format!("its scratch folder: {e}"))?;
        let mut read = runtime.read.clone();
        read.push(folder.to_path_buf());
        let plan = Plan {
            limits: limits(language, self.budget),
            read,
            scratch,
            ..self.plan.clone()
        };
        let mut words = vec![shell_word(&self.war.display().to_string()).into_owned()];
        for argument in plan.arguments() {
            words.push(shell_word(&argument.to_string_lossy()).into_owned());
        }
        words.push("--".to_string());
        words.push(shell_word(&runtime.program.display().to_string()).into_owned());
        Ok(words.join(" "))
    }
}

/// Makes `folder` an empty folder the confined program may write: owned by
/// `user` when the ports run as another account.
fn make_scratch(folder: &Path, user: Option<&Account>) -> std::io::Result<()> {
    match fs::remove_dir_all(folder) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    fs::create_dir_all(folder)?;
    if let Some(account) = user {
        use nix::unistd::{chown, Gid, Uid};
        chown(
            folder,
            Some(Uid::from_raw(account.uid)),
            Some(Gid::from_raw(account.gid)),
        )
        .map_err(std::io::Error::from)?;
    }
    Ok(())
}
