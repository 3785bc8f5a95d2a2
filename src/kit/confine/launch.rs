//! The grader's side of the confinement, and the one place in the code
//! that starts a process on anything a student wrote: a compiler, a class
//! finder, an adapter, a port. Every such process is a [`Step`] started by
//! the [`Launcher`], through the launcher subcommand that confines it
//! ([`super::launcher`]); `tests/architecture.rs` fails when a `java`,
//! `javac` or `python3` is started anywhere else.
//!
//! The only programs this module starts unconfined are the teacher's own
//! runtimes asked where they are ([`java_runtimes`], [`python_runtimes`]),
//! from `/`, with no student's file on their path.
//!
//! A class is built in a [`Workspace`], a private folder `war` makes
//! itself (by default under the system's temporary folder), which the
//! confined user may read (each step, in namespaces, sees its own folder
//! of it alone), and which is removed when the grading ends.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::{Account, Limits, Plan, Runtime};
use crate::kit::command::{run_bounded, Finished};
use crate::kit::error::Error;
use crate::kit::escape::shell_word;
use crate::kit::process::{keep_litter, litter};

/// The time a runtime may take to say where it is.
const ASKING_TIME: Duration = Duration::from_secs(60);

/// One process started on a student's files: its program (a runtime's, by
/// its absolute path), its arguments, its working folder, what it may read
/// and write, its scratch and its limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The program, by its absolute path.
    pub program: PathBuf,
    /// Its arguments.
    pub arguments: Vec<OsString>,
    /// Its working folder.
    pub folder: PathBuf,
    /// What it may read, beside the system's folders: its runtime, its
    /// own folder.
    pub read: Vec<PathBuf>,
    /// What it may write that outlives it (a compiler's output).
    pub write: Vec<PathBuf>,
    /// Its scratch folder, made empty before it starts.
    pub scratch: PathBuf,
    /// Its limits.
    pub limits: Limits,
}

/// Starts [`Step`]s confined as the machine allows: the launcher (the
/// grader's own binary) and the mechanisms that held, found by the probe.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Launcher {
    war: PathBuf,
    plan: Plan,
}

impl Launcher {
    /// A launcher running `war`'s launcher subcommand with `plan` (what
    /// held: its mechanisms and user; its paths and limits are each
    /// step's).
    pub fn new(war: PathBuf, plan: Plan) -> Launcher {
        Launcher { war, plan }
    }

    /// The unprivileged account the steps run as, if any.
    pub fn user(&self) -> Option<&Account> {
        self.plan.user.as_ref()
    }

    /// The plan of `step`: the mechanisms that held, the step's paths and
    /// limits.
    fn plan_of(&self, step: &Step) -> Plan {
        Plan {
            limits: step.limits,
            read: step.read.clone(),
            write: step.write.clone(),
            scratch: step.scratch.clone(),
            ..self.plan.clone()
        }
    }

    /// The launcher's words for `step`: `WAR confine --plan JSON --
    /// PROGRAM ARGUMENTS`.
    fn words(&self, step: &Step) -> Vec<OsString> {
        let mut words = vec![self.war.clone().into_os_string()];
        words.extend(self.plan_of(step).arguments());
        words.push("--".into());
        words.push(step.program.clone().into_os_string());
        words.extend(step.arguments.iter().cloned());
        words
    }

    /// `step` as a command to start (its scratch made empty first, owned by
    /// the user it runs as).
    pub fn command(&self, step: &Step) -> io::Result<Command> {
        owned_folder(&step.scratch, self.user())?;
        let words = self.words(step);
        let mut command = Command::new(&words[0]);
        command.args(&words[1..]).current_dir(&step.folder);
        Ok(command)
    }

    /// `step` as one line of `sh` (for a port, which the protocol starts
    /// with `sh -c`): `cd FOLDER && exec WAR confine ...`, every word
    /// quoted; its scratch made empty first.
    pub fn shell(&self, step: &Step) -> io::Result<String> {
        owned_folder(&step.scratch, self.user())?;
        let words: Vec<String> = self
            .words(step)
            .iter()
            .map(|word| shell_word(&word.to_string_lossy()).into_owned())
            .collect();
        Ok(format!(
            "cd {} && exec {}",
            shell_word(&step.folder.display().to_string()),
            words.join(" ")
        ))
    }

    /// Runs `step` to its end, within `timeout`, its output kept up to
    /// `max_output` bytes a stream.
    ///
    /// Fails when the launcher cannot be started or the scratch made.
    pub fn run(
        &self,
        step: &Step,
        timeout: Duration,
        max_output: usize,
    ) -> Result<Finished, Error> {
        let mut command = self
            .command(step)
            .map_err(|e| Error::io(step.scratch.display().to_string(), e))?;
        run_bounded(&mut command, timeout, max_output)
    }
}

/// Makes `folder` an empty folder (removed first when it is there) that
/// the confined program may write: owned by `user` when the steps run as
/// another account.
pub fn owned_folder(folder: &Path, user: Option<&Account>) -> io::Result<()> {
    match fs::remove_dir_all(folder) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    fs::create_dir_all(folder)?;
    give(folder, user)
}

/// Gives `path` (not following a link) to `user`, when there is one.
fn give(path: &Path, user: Option<&Account>) -> io::Result<()> {
    let Some(account) = user else {
        return Ok(());
    };
    use nix::unistd::{Gid, Uid};
    std::os::unix::fs::lchown(
        path,
        Some(Uid::from_raw(account.uid).as_raw()),
        Some(Gid::from_raw(account.gid).as_raw()),
    )
}

/// Takes back what a step wrote in `folder` (a compiler's output): every
/// file and folder under it made this process's user's, none followed if
/// it is a link, so that later steps cannot change it.
pub fn take_back(folder: &Path) -> io::Result<()> {
    let (uid, gid) = (nix::unistd::geteuid(), nix::unistd::getegid());
    let mut stack = vec![folder.to_path_buf()];
    while let Some(path) = stack.pop() {
        let meta = fs::symlink_metadata(&path)?;
        std::os::unix::fs::lchown(&path, Some(uid.as_raw()), Some(gid.as_raw()))?;
        if meta.is_dir() {
            for entry in fs::read_dir(&path)? {
                stack.push(entry?.path());
            }
        }
    }
    Ok(())
}

/// The private folder a class is built in: made by `war` under a temporary
/// folder the confined user can reach, written by `war` alone, and removed
/// (with everything in it) when dropped.
#[derive(Debug)]
pub struct Workspace {
    path: PathBuf,
}

impl Workspace {
    /// Makes a workspace under the system's temporary folder, or under
    /// `/tmp` or `/var/tmp` when the confined `user` could not reach that
    /// one (a `TMPDIR` private to the teacher).
    ///
    /// Fails when none of them can hold it.
    pub fn new(user: Option<&Account>) -> Result<Workspace, Error> {
        let mut last = None;
        let bases = [std::env::temp_dir(), "/tmp".into(), "/var/tmp".into()];
        for base in bases {
            if !reachable_by(&base, user) {
                continue;
            }
            match Workspace::under(&base) {
                Ok(workspace) => return Ok(workspace),
                Err(error) => last = Some(Error::io(base.display().to_string(), error)),
            }
        }
        Err(last.unwrap_or_else(|| {
            Error::io(
                "the temporary folders",
                io::Error::other("none can be entered by the students' code's user"),
            )
        }))
    }

    /// Makes a workspace folder under `base`: `war-grade-PID-N`, mode 755.
    fn under(base: &Path) -> io::Result<Workspace> {
        let base = base.canonicalize()?;
        for attempt in 0..100u32 {
            let name = format!("war-grade-{}-{attempt}", std::process::id());
            let path = base.join(name);
            match fs::create_dir(&path) {
                Ok(()) => {
                    fs::set_permissions(&path, fs::Permissions::from_mode(0o755))?;
                    litter(&path);
                    return Ok(Workspace { path });
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(io::Error::other("no free name for a workspace"))
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Workspace {
    /// A workspace is removed with everything in it.
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
        keep_litter(&self.path);
    }
}

/// Whether `user` (anyone, when `None`) may enter `folder` and each folder
/// above it.
fn reachable_by(folder: &Path, user: Option<&Account>) -> bool {
    let Ok(folder) = folder.canonicalize() else {
        return false;
    };
    let Some(account) = user else {
        return folder.is_dir();
    };
    folder.ancestors().all(|dir| {
        fs::metadata(dir).is_ok_and(|meta| {
            let mode = meta.mode();
            mode & 0o001 != 0
                || (meta.uid() == account.uid && mode & 0o100 != 0)
                || (meta.gid() == account.gid && mode & 0o010 != 0)
        })
    })
}

/// Every program named `name` in the folders of `PATH`, in their order.
fn on_path_all(name: &str) -> Vec<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut found: Vec<PathBuf> = Vec::new();
    for folder in std::env::split_paths(&path) {
        let candidate = folder.join(name);
        let executable = fs::metadata(&candidate)
            .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0);
        if executable && folder.is_absolute() && !found.contains(&candidate) {
            found.push(candidate);
        }
    }
    found
}

/// Runs one of the teacher's runtimes (`program`) to ask it where it is:
/// from `/`, with `arguments` and no student's file anywhere near.
fn ask(program: &Path, arguments: &[&str]) -> Result<Finished, String> {
    let mut command = Command::new(program);
    command.args(arguments).current_dir("/");
    run_bounded(&mut command, ASKING_TIME, 64 << 10).map_err(|e| e.to_string())
}

/// The JDKs of the `java` programs on `PATH`, in its order, each as the
/// JVM reports its `java.home` (whatever links or wrappers lead to it):
/// its `bin/java`, its `bin/javac`, and the home to read; or why a `java`
/// is no JDK.
pub fn java_runtimes() -> Vec<Result<Runtime, String>> {
    runtimes_on_path("java", java_runtime)
}

/// The runtime each program named `name` on `PATH` reports (`ask`), in
/// `PATH`'s order, each runtime once (two links to one JDK are one).
fn runtimes_on_path(
    name: &str,
    ask: fn(&Path) -> Result<Runtime, String>,
) -> Vec<Result<Runtime, String>> {
    let mut runtimes: Vec<Result<Runtime, String>> = Vec::new();
    for program in on_path_all(name) {
        let runtime = ask(&program);
        let known = runtimes
            .iter()
            .any(|r| matches!((r, &runtime), (Ok(a), Ok(b)) if a.program == b.program));
        if !known {
            runtimes.push(runtime);
        }
    }
    runtimes
}

/// The JDK that `java` belongs to.
fn java_runtime(java: &Path) -> Result<Runtime, String> {
    let finished = ask(java, &["-XshowSettings:properties", "-version"])?;
    let home = finished
        .stderr
        .lines()
        .find_map(|line| line.trim().strip_prefix("java.home = "))
        .ok_or_else(|| format!("{} names no java.home", java.display()))?;
    let home = PathBuf::from(home);
    let compiler = home.join("bin").join("javac");
    if !compiler.is_file() {
        return Err(format!(
            "{} is a Java runtime without javac (a JRE, not a JDK)",
            java.display()
        ));
    }
    Ok(Runtime {
        program: home.join("bin").join("java"),
        compiler: Some(compiler),
        read: vec![home],
    })
}

/// The Pythons of the `python3` programs on `PATH`, in its order, each as
/// it reports itself (whatever shim or link leads to it): its executable,
/// and the prefixes it reads (a virtual environment's and its base's).
pub fn python_runtimes() -> Vec<Result<Runtime, String>> {
    runtimes_on_path("python3", python_runtime)
}

/// The Python that `python` runs, asked in isolated mode.
fn python_runtime(python: &Path) -> Result<Runtime, String> {
    let finished = ask(
        python,
        &[
            "-I",
            "-c",
            "import sys; print(sys.executable); print(sys.prefix); print(sys.base_prefix)",
        ],
    )?;
    let lines: Vec<PathBuf> = finished.stdout.lines().map(PathBuf::from).collect();
    let [program, prefix, base] = lines.as_slice() else {
        return Err(format!(
            "{} did not say where it is: {}",
            python.display(),
            finished.stderr.trim()
        ));
    };
    let mut read = vec![prefix.clone()];
    if base != prefix {
        read.push(base.clone());
    }
    Ok(Runtime {
        program: program.clone(),
        compiler: None,
        read,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits {
            memory: 1 << 30,
            processes: 64,
            file_size: 16 << 20,
            open_files: 64,
            cpu_seconds: 60,
            scratch: 16 << 20,
        }
    }

    #[test]
    fn a_step_is_run_through_the_launcher_with_its_own_paths() {
        let plan = Plan {
            limits: limits(),
            limit_processes: true,
            user: None,
            namespaces: true,
            landlock: true,
            read: vec![PathBuf::from("/probe")],
            write: Vec::new(),
            scratch: PathBuf::from("/probe/scratch"),
        };
        let launcher = Launcher::new(PathBuf::from("/opt/war"), plan);
        let step = Step {
            program: PathBuf::from("/usr/bin/python3"),
            arguments: vec!["-I".into(), "o'brien.py".into()],
            folder: PathBuf::from("/w/o'brien"),
            read: vec![PathBuf::from("/w/o'brien")],
            write: vec![PathBuf::from("/w/o'brien/classes")],
            scratch: PathBuf::from("/w/o'brien/scratch"),
            limits: limits(),
        };
        let words = launcher.words(&step);
        assert_eq!(words[0], "/opt/war");
        assert_eq!(words[1], super::super::SUBCOMMAND);
        let plan = Plan::from_json(&words[3].to_string_lossy()).expect("a plan");
        assert_eq!(plan.read, step.read);
        assert_eq!(plan.write, step.write);
        assert_eq!(plan.scratch, step.scratch);
        assert!(plan.namespaces && plan.landlock);
        assert_eq!(words[4], "--");
        assert_eq!(words[5], "/usr/bin/python3");
        assert_eq!(words[7], "o'brien.py");
    }

    #[test]
    fn a_workspace_is_private_and_removed_when_dropped() {
        let workspace = Workspace::new(None).expect("a workspace");
        let path = workspace.path().to_path_buf();
        let mode = fs::metadata(&path).expect("made").permissions().mode();
        assert_eq!(mode & 0o777, 0o755);
        fs::create_dir_all(path.join("alice/src")).expect("made");
        fs::write(path.join("alice/src/War.java"), "class War {}").expect("written");
        drop(workspace);
        assert!(!path.exists());
    }
}
