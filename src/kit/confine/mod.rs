//! Student code confined by the kernel: what it may read, write and reach,
//! and how much it may take, whatever it tries.
//!
//! Every process that compiles, loads, finds or runs anything a student
//! wrote is started by [`launch`], the one place that starts such
//! processes, through a launcher: a hidden subcommand of the grader's own
//! binary (`war confine --plan JSON -- PROGRAM ...`), which, before the
//! program is started, applies a [`Plan`] to itself and the program
//! inherits it ([`launcher`]):
//!
//! 1. **Limits** ([`Limits`], `setrlimit(2)`): a process's address space,
//!    the size of a file it writes, its open files, its processor time, no
//!    core dump; and, once the processes are counted per submission (in a
//!    user namespace of its own, or under an account of its own), how
//!    many processes and threads it may have, which stops a fork bomb.
//! 2. **An unprivileged user** when the grader runs as root (Gradescope
//!    runs its autograders as root): `setgroups`, `setgid`, `setuid` to an
//!    account with no rights on the grader's files.
//! 3. **Namespaces** (`unshare(2)`, as bubblewrap makes them): user,
//!    network (no interface up: no network), IPC, mount and PID namespaces,
//!    and in them **a root of its own** (`root`): the system's programs
//!    and libraries, the language's runtime and the step's own folders
//!    bound read-only at their paths, the folders it writes bound
//!    read-write, a scratch folder that is a fresh `tmpfs` of bounded size,
//!    `/dev` with five devices, a `/proc` of its own PID namespace, and
//!    nothing else: no `/home`, `/root`, `/run` or `/var`, an empty
//!    read-only `/tmp`, no other student's folder, no socket of the host.
//!    The launcher's first process waits outside; the second is the PID
//!    namespace's init, which starts the program: when the program ends,
//!    the init ends, and the kernel kills every process left in the
//!    namespace, however it hid (`setsid`, a double fork). The program
//!    runs in a user namespace nested in the first, with no capability.
//! 4. **Landlock** (the kernel's unprivileged access control, through the
//!    `landlock` crate; <https://docs.kernel.org/userspace-api/landlock.html>):
//!    the program may read and run only the system's folders and those
//!    given ([`Plan::read`]), write only those given ([`Plan::write`]) and
//!    its scratch, connect or bind no TCP port (ABI 4, Linux 6.7), signal
//!    no process and reach no abstract Unix socket outside its sandbox (ABI
//!    6, Linux 6.12), connect to no Unix socket named by a file (ABI 9),
//!    trace no process outside it (any ABI), and change no mount.
//!
//! What the machine allows is found once, by [`probe`]: the launcher is
//! run with every mechanism asked for, tries each, and says which held
//! ([`Held`]); the grading then asks for exactly those, and a launcher that
//! cannot apply one of them refuses to start the program. [`Held::mechanisms`]
//! words what held for the table, the summary and each report.

pub mod launch;
pub mod launcher;
mod root;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::kit::command::run_bounded;
use crate::kit::error::{Error, ErrorKind};
use crate::kit::locale::{arg, Locale};
use crate::kit::report::say;

/// The subcommand of the grader's binary that is the launcher.
pub const SUBCOMMAND: &str = "confine";

/// The files of `/dev` a confined program may use: it reads and writes the
/// null and full devices, reads zeros and random bytes.
const DEVICES: [&str; 5] = [
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
];

/// The folders of the system a confined program may read and run: the
/// programs and libraries of a Unix system and its configuration (`/etc`:
/// the loader's cache, the time zone, the JDK's security files).
pub const SYSTEM: [&str; 9] = [
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/proc",
];

/// How much one confined program, with all it starts, may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// The address space of one process, in bytes (`RLIMIT_AS`): memory it
    /// reserves, not only what it touches.
    pub memory: u64,
    /// The processes and threads of the submission (`RLIMIT_NPROC`), set
    /// only where they are counted per submission.
    pub processes: u64,
    /// The largest file a process may write, in bytes (`RLIMIT_FSIZE`): a
    /// longer write fails with `EFBIG`, or the process gets `SIGXFSZ`.
    pub file_size: u64,
    /// The files a process may hold open at once (`RLIMIT_NOFILE`).
    pub open_files: u64,
    /// The processor time of one process, in seconds (`RLIMIT_CPU`): a
    /// backstop behind the grader's own time limits.
    pub cpu_seconds: u64,
    /// The size of the scratch folder where namespaces hold (a `tmpfs`), in
    /// bytes.
    pub scratch: u64,
}

impl Limits {
    /// The limits in words, for a report: `1 GiB of memory a process, 64
    /// processes and threads, 16 MiB a file, 64 open files, 60 s of processor time`.
    pub fn describe(&self, processes_counted: bool) -> String {
        self.describe_in(Locale::En, processes_counted)
    }

    /// [`Limits::describe`] in `locale`.
    pub fn describe_in(&self, locale: Locale, processes_counted: bool) -> String {
        let processes = if processes_counted {
            say(
                locale,
                "limit-processes",
                &[arg("processes", self.processes)],
            )
        } else {
            say(locale, "limit-processes-not-limited", &[])
        };
        say(
            locale,
            "limits",
            &[
                arg("memory", bytes(self.memory)),
                arg("processes", processes),
                arg("file", bytes(self.file_size)),
                arg("files", self.open_files),
                arg("seconds", self.cpu_seconds),
            ],
        )
    }
}

/// `bytes` in the largest binary unit that divides it: `1 GiB`, `16 MiB`.
fn bytes(bytes: u64) -> String {
    for (unit, size) in [("GiB", 1u64 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] {
        if bytes >= size && bytes % size == 0 {
            return format!("{} {unit}", bytes / size);
        }
    }
    format!("{bytes} bytes")
}

/// A language's runtime: the program that runs a student's code, the one
/// that compiles it (if the language is compiled), and the folders they
/// read (a JDK's home, a Python's prefix).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Runtime {
    /// The program, by its absolute path.
    pub program: PathBuf,
    /// The compiler, by its absolute path (a JDK's `javac`).
    pub compiler: Option<PathBuf>,
    /// The folders they read and run from.
    pub read: Vec<PathBuf>,
}

/// An account a program is run as: the unprivileged user of a grader that
/// runs as root.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    /// Its name, for the reports.
    pub name: String,
    /// Its user id.
    pub uid: u32,
    /// Its group id.
    pub gid: u32,
}

impl Account {
    /// The account named `name` on this machine.
    ///
    /// Fails with [`ErrorKind::Setup`] when there is none.
    pub fn named(name: &str) -> Result<Account, Error> {
        let user = nix::unistd::User::from_name(name).ok().flatten();
        let user = user.ok_or_else(|| {
            Error::new(ErrorKind::Setup, name, "is no account of this machine").with_fix(
                "create an unprivileged account for the students' code (useradd --system NAME), or name another",
            )
        })?;
        Ok(Account {
            name: name.to_string(),
            uid: user.uid.as_raw(),
            gid: user.gid.as_raw(),
        })
    }
}

/// What the launcher applies to itself before it runs the program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// The limits.
    pub limits: Limits,
    /// Whether the number of processes is limited (where it is counted per
    /// submission: in a user namespace, or under an account of its own).
    pub limit_processes: bool,
    /// The account to become (the grader runs as root), if any.
    pub user: Option<Account>,
    /// Whether to enter new user, network, IPC and mount namespaces.
    pub namespaces: bool,
    /// Whether to apply Landlock.
    pub landlock: bool,
    /// Folders and files the program may read (and run), beside
    /// [`SYSTEM`]: the language's runtime, the program's own build.
    pub read: Vec<PathBuf>,
    /// Folders the program may write and that outlive it (a compiler's
    /// output folder), beside its scratch.
    #[serde(default)]
    pub write: Vec<PathBuf>,
    /// The program's home, where it may write what it likes: an empty
    /// folder of its own, which becomes a `tmpfs` of [`Limits::scratch`]
    /// bytes where namespaces hold (what it writes there is then gone with
    /// it).
    pub scratch: PathBuf,
}

impl Plan {
    /// The arguments of the launcher for this plan: `confine --plan JSON`,
    /// then `--probe`, or `--` and the program.
    pub fn arguments(&self) -> Vec<OsString> {
        let json = serde_json::to_string(self).unwrap_or_default();
        vec![SUBCOMMAND.into(), "--plan".into(), json.into()]
    }

    /// The plan the launcher was given as JSON.
    ///
    /// Fails with [`ErrorKind::Setup`] when it is not one.
    pub fn from_json(json: &str) -> Result<Plan, Error> {
        serde_json::from_str(json)
            .map_err(|e| Error::new(ErrorKind::Setup, "--plan", format!("is not a plan: {e}")))
    }
}

/// What held of a plan, and why each mechanism that did not hold did not.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Held {
    /// The Landlock ABI enforced, or why Landlock did not hold.
    pub landlock: Option<Result<u32, String>>,
    /// Whether the namespaces held, or why not.
    pub namespaces: Option<Result<(), String>>,
    /// The account the program runs as, or why it could not become it.
    pub user: Option<Result<String, String>>,
    /// The limits, set (they always can be).
    pub limits: Option<Limits>,
    /// Whether the number of processes is limited.
    pub processes_limited: bool,
    /// The paths of [`Plan::read`] the confined program could not read,
    /// each with why (the probe's finding).
    #[serde(default)]
    pub unreadable: Vec<(PathBuf, String)>,
}

impl Held {
    /// Whether anything keeps the program from the grader's files: Landlock,
    /// or an unprivileged account.
    pub fn confines(&self) -> bool {
        matches!(self.landlock, Some(Ok(_))) || matches!(self.user, Some(Ok(_)))
    }

    /// The mechanisms that held, in words, and why the others did not:
    /// `landlock (ABI 7) + unprivileged user nobody (no namespaces: ...)`,
    /// or `none: ...` when none keeps the program from the grader's files.
    pub fn mechanisms(&self) -> String {
        self.mechanisms_in(Locale::En)
    }

    /// [`Held::mechanisms`] in `locale`.
    pub fn mechanisms_in(&self, locale: Locale) -> String {
        let mut held = Vec::new();
        let mut failed = Vec::new();
        let failure = |id, why: &String| say(locale, id, &[arg("why", why.as_str())]);
        match &self.landlock {
            Some(Ok(abi)) if *abi >= 6 => {
                held.push(say(locale, "confined-landlock-all", &[arg("abi", *abi)]))
            }
            Some(Ok(abi)) => held.push(say(locale, "confined-landlock", &[arg("abi", *abi)])),
            Some(Err(why)) => failed.push(failure("confined-no-landlock", why)),
            None => {}
        }
        match &self.namespaces {
            Some(Ok(())) => held.push(say(locale, "confined-namespaces", &[])),
            Some(Err(why)) => failed.push(failure("confined-no-namespaces", why)),
            None => {}
        }
        match &self.user {
            Some(Ok(name)) => {
                held.push(say(locale, "confined-user", &[arg("name", name.as_str())]))
            }
            Some(Err(why)) => failed.push(failure("confined-no-user", why)),
            None => {}
        }
        if !self.confines() {
            let why = if failed.is_empty() {
                say(locale, "confined-not-asked", &[])
            } else {
                failed.join("; ")
            };
            return say(locale, "confined-none", &[arg("why", why)]);
        }
        if failed.is_empty() {
            held.join(" + ")
        } else {
            format!("{} ({})", held.join(" + "), failed.join("; "))
        }
    }

    /// The plan `wanted` reduced to what held: what the grading asks of
    /// every launch.
    pub fn plan(&self, wanted: &Plan) -> Plan {
        Plan {
            landlock: matches!(self.landlock, Some(Ok(_))),
            namespaces: matches!(self.namespaces, Some(Ok(()))),
            user: wanted
                .user
                .clone()
                .filter(|_| matches!(self.user, Some(Ok(_)))),
            limit_processes: self.processes_limited,
            ..wanted.clone()
        }
    }
}

/// Finds what of `wanted` holds on this machine: runs the launcher `war`
/// (this program's binary) on the plan in its probe mode, which applies
/// each mechanism it can, checks that the paths of [`Plan::read`] can
/// still be read ([`Held::unreadable`]), and prints what held.
///
/// Fails with [`ErrorKind::Setup`] when the launcher cannot be run.
pub fn probe(war: &Path, wanted: &Plan) -> Result<Held, Error> {
    let held = probe_once(war, wanted)?;
    if !matches!(held.namespaces, Some(Err(_))) {
        return Ok(held);
    }
    // The namespaces failed part of the way: what else holds is asked
    // again without them.
    let without = Plan {
        namespaces: false,
        ..wanted.clone()
    };
    Ok(Held {
        namespaces: held.namespaces,
        ..probe_once(war, &without)?
    })
}

/// Runs the launcher's probe once on `wanted`.
fn probe_once(war: &Path, wanted: &Plan) -> Result<Held, Error> {
    let mut launcher = Command::new(war);
    launcher.args(wanted.arguments()).arg("--probe");
    let finished = run_bounded(&mut launcher, Duration::from_secs(30), 64 << 10)?;
    let origin = war.display().to_string();
    if !finished.succeeded() {
        let message = format!(
            "the confinement of the students' code could not be tried: {}",
            finished.stderr.trim()
        );
        return Err(Error::new(ErrorKind::Setup, origin, message));
    }
    let last = finished.stdout.lines().last().unwrap_or_default();
    serde_json::from_str(last).map_err(|e| {
        let message = format!("the confinement's probe said {last:?}: {e}");
        Error::new(ErrorKind::Setup, origin, message)
    })
}

/// The paths of `plan.read` this process cannot read, each with why: a
/// folder it cannot list, a file it cannot open.
pub fn unreadable(plan: &Plan) -> Vec<(PathBuf, String)> {
    plan.read
        .iter()
        .filter_map(|path| {
            let read = match std::fs::read_dir(path) {
                Err(e) if e.raw_os_error() == Some(nix::libc::ENOTDIR) => {
                    std::fs::File::open(path).map(|_| ())
                }
                other => other.map(|_| ()),
            };
            read.err().map(|e| (path.clone(), e.to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan() -> Plan {
        Plan {
            limits: Limits {
                memory: 1 << 30,
                processes: 64,
                file_size: 16 << 20,
                open_files: 64,
                cpu_seconds: 60,
                scratch: 16 << 20,
            },
            limit_processes: true,
            user: None,
            namespaces: true,
            landlock: true,
            read: vec![PathBuf::from("/out/build/alice")],
            write: Vec::new(),
            scratch: PathBuf::from("/out/build/alice/scratch"),
        }
    }

    #[test]
    fn a_plan_goes_to_the_launcher_and_back_whole() {
        let plan = plan();
        let arguments = plan.arguments();
        assert_eq!(arguments[0], SUBCOMMAND);
        assert_eq!(arguments[1], "--plan");
        let json = arguments[2].to_str().expect("UTF-8");
        assert_eq!(Plan::from_json(json).expect("a plan"), plan);
        let error = Plan::from_json("{}").expect_err("not a plan");
        assert_eq!(error.kind(), ErrorKind::Setup);
    }

    #[test]
    fn what_held_is_told_and_asked_for_again() {
        let held = Held {
            landlock: Some(Ok(7)),
            namespaces: Some(Err("unshare: EPERM".to_string())),
            user: Some(Ok("nobody".to_string())),
            limits: Some(plan().limits),
            processes_limited: true,
            unreadable: Vec::new(),
        };
        assert_eq!(
            held.mechanisms(),
            "landlock (ABI 7: files, TCP, signals and abstract sockets) + unprivileged user nobody (no namespaces: unshare: EPERM)"
        );
        assert_eq!(
            plan().limits.describe(true),
            "1 GiB of memory a process, 64 processes and threads, 16 MiB a file, 64 open files, 60 s of processor time"
        );
        let wanted = Plan {
            user: Some(Account {
                name: "nobody".to_string(),
                uid: 65534,
                gid: 65534,
            }),
            ..plan()
        };
        let again = held.plan(&wanted);
        assert!(again.landlock && !again.namespaces && again.limit_processes);
        assert_eq!(again.user, wanted.user);
        let none = Held {
            landlock: Some(Err("the kernel has no Landlock".to_string())),
            limits: Some(plan().limits),
            ..Held::default()
        };
        assert!(!none.confines());
        assert_eq!(
            none.mechanisms(),
            "none: no landlock: the kernel has no Landlock"
        );
        assert!(plan()
            .limits
            .describe(false)
            .contains("of memory a process, processes not limited,"));
    }
}
