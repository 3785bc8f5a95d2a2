//! Student code confined by the kernel: what it may read, write and reach,
//! and how much it may take, whatever it tries.
//!
//! A grader runs a student's program through a launcher, a hidden
//! subcommand of its own binary (`war confine --plan JSON -- PROGRAM ...`),
//! which, single-threaded and before the program is started, applies a
//! [`Plan`] to itself and then becomes the program (`execve`), so that the
//! program and everything it starts inherit the confinement:
//!
//! 1. **Limits** ([`Limits`], `setrlimit(2)`): a process's address space,
//!    the size of a file it writes, its open files, its processor time, no
//!    core dump; and, once the processes are counted per submission (in a
//!    user namespace of their own, or under an account of their own), how
//!    many processes and threads it may have, which stops a fork bomb.
//! 2. **An unprivileged user** when the grader runs as root (Gradescope
//!    runs its autograders as root): `setgroups`, `setgid`, `setuid` to an
//!    account with no rights on the grader's files.
//! 3. **Namespaces** (`unshare(2)`, as util-linux's `unshare` and
//!    bubblewrap make them): a user namespace, so that nothing here needs
//!    root; a network namespace with no interface up, so the network is
//!    out of reach; an IPC namespace; and a mount namespace in which the
//!    program's scratch folder is a fresh `tmpfs` of bounded size, and
//!    `/run` and `/tmp/.X11-unix` empty ones, so that the sockets of a
//!    desktop session (D-Bus, Docker's, the X server's) are not there.
//! 4. **Landlock** (the kernel's unprivileged access control, through the
//!    `landlock` crate; <https://docs.kernel.org/userspace-api/landlock.html>):
//!    the program may read and run only the language's runtime and the
//!    folders given ([`Plan::read`]), write only its scratch, connect or
//!    bind no TCP port (ABI 4, Linux 6.7), signal no process and reach no
//!    abstract Unix socket outside its sandbox (ABI 6, Linux 6.12),
//!    connect to no Unix socket named by a file (ABI 9), and trace no
//!    process outside it (any ABI).
//!
//! What the machine allows is found once, by [`probe`]: the launcher is
//! run with every mechanism asked for, tries each, and says which held
//! ([`Held`]); the grading then asks for exactly those, and a launcher that
//! cannot apply one of them refuses to start the program. [`Held::mechanisms`]
//! words what held for the table, the summary and each report.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::kit::command::run_bounded;
use crate::kit::error::{Error, ErrorKind};

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
        let processes = if processes_counted {
            format!("{} processes and threads", self.processes)
        } else {
            "processes not limited".to_string()
        };
        format!(
            "{} of memory a process, {processes}, {} a file, {} open files, {} s of processor time",
            bytes(self.memory),
            bytes(self.file_size),
            self.open_files,
            self.cpu_seconds
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

/// A language's runtime: the program that runs a student's code, and the
/// folders it reads (a JDK's home, a Python's prefix).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Runtime {
    /// The program, by its absolute path.
    pub program: PathBuf,
    /// The folders it reads and runs from.
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
    /// The one folder the program may write, its home: an empty folder of
    /// its own, which becomes a `tmpfs` of [`Limits::scratch`] bytes where
    /// namespaces hold.
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
    /// A path of [`Plan::read`] the confined program could not read, and
    /// why (the probe's finding).
    pub unreadable: Option<(PathBuf, String)>,
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
        let mut held = Vec::new();
        let mut failed = Vec::new();
        match &self.landlock {
            Some(Ok(abi)) => held.push(format!("landlock (ABI {abi})")),
            Some(Err(why)) => failed.push(format!("no landlock: {why}")),
            None => {}
        }
        match &self.namespaces {
            Some(Ok(())) => held.push("user, network and mount namespaces".to_string()),
            Some(Err(why)) => failed.push(format!("no namespaces: {why}")),
            None => {}
        }
        match &self.user {
            Some(Ok(name)) => held.push(format!("unprivileged user {name}")),
            Some(Err(why)) => failed.push(format!("no unprivileged user: {why}")),
            None => {}
        }
        if !self.confines() {
            let why = if failed.is_empty() {
                "confinement was not asked for".to_string()
            } else {
                failed.join("; ")
            };
            return format!("none: {why}");
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

/// What the launcher does: applies `plan` to this process, each mechanism
/// in turn. When `strict`, the first that fails is an error, so that a
/// program never runs less confined than the grading says; otherwise each
/// failure is noted in what is returned (the probe).
///
/// This process must be single-threaded (a user namespace cannot be
/// entered otherwise) and becomes the program right after.
pub fn enter(plan: &Plan, strict: bool) -> Result<Held, Error> {
    let fail = |what: &str, why: String| -> Result<(), Error> {
        if strict {
            let message = format!("cannot be applied: {why}");
            Err(Error::new(ErrorKind::Setup, what, message)
                .with_fix("the machine no longer allows what the probe found before the grading began: grade again"))
        } else {
            Ok(())
        }
    };
    let mut held = Held {
        limits: Some(plan.limits),
        ..Held::default()
    };
    set_limits(&plan.limits)
        .map_err(|why| Error::new(ErrorKind::Setup, "limits", format!("cannot be set: {why}")))?;
    if let Some(account) = &plan.user {
        let became = become_user(account);
        if let Err(why) = &became {
            fail("the unprivileged user", why.clone())?;
        }
        held.user = Some(became.map(|()| account.name.clone()));
    }
    if plan.namespaces {
        let entered = enter_namespaces(&plan.scratch, plan.limits.scratch);
        if let Err(why) = &entered {
            fail("the namespaces", why.clone())?;
        }
        held.namespaces = Some(entered);
    }
    // Root's processes are never counted: the limit holds for another
    // user, in a user namespace of its own (counted there alone) or under
    // an account of its own.
    let counted = !nix::unistd::Uid::current().is_root()
        && (matches!(held.namespaces, Some(Ok(()))) || matches!(held.user, Some(Ok(_))));
    if plan.limit_processes || (!strict && counted) {
        limit_processes(plan.limits.processes).map_err(|why| {
            Error::new(ErrorKind::Setup, "limits", format!("cannot be set: {why}"))
        })?;
        held.processes_limited = true;
    }
    if plan.landlock {
        let restricted = restrict(plan);
        if let Err(why) = &restricted {
            fail("landlock", why.clone())?;
        }
        held.landlock = Some(restricted);
    }
    Ok(held)
}

/// Whether this process, confined, can read each folder (or file) of
/// `plan.read`: the first it cannot, with why.
pub fn unreadable(plan: &Plan) -> Option<(PathBuf, String)> {
    plan.read.iter().find_map(|path| {
        let read = match fs::read_dir(path) {
            Err(e) if e.raw_os_error() == Some(nix::libc::ENOTDIR) => {
                fs::File::open(path).map(|_| ())
            }
            other => other.map(|_| ()),
        };
        read.err().map(|e| (path.clone(), e.to_string()))
    })
}

/// Sets the limits of `limits` but the number of processes: the address
/// space, the size of a file, the open files, the processor time, and no
/// core dump. A limit is only ever lowered.
fn set_limits(limits: &Limits) -> Result<(), String> {
    use nix::sys::resource::Resource;
    for (resource, value) in [
        (Resource::RLIMIT_AS, limits.memory),
        (Resource::RLIMIT_FSIZE, limits.file_size),
        (Resource::RLIMIT_NOFILE, limits.open_files),
        (Resource::RLIMIT_CPU, limits.cpu_seconds),
        (Resource::RLIMIT_CORE, 0),
    ] {
        lower_limit(resource, value)?;
    }
    Ok(())
}

/// Limits the processes and threads of this process's user to
/// `processes`: after [`enter_namespaces`], those of its user namespace
/// alone.
fn limit_processes(processes: u64) -> Result<(), String> {
    lower_limit(nix::sys::resource::Resource::RLIMIT_NPROC, processes)
}

/// Sets both limits of `resource` to `value`, or to the hard limit already
/// there when it is lower.
fn lower_limit(resource: nix::sys::resource::Resource, value: u64) -> Result<(), String> {
    use nix::sys::resource::{getrlimit, setrlimit};
    let (_, hard) = getrlimit(resource).map_err(|e| format!("{resource:?}: {e}"))?;
    let value = value.min(hard);
    setrlimit(resource, value, value).map_err(|e| format!("{resource:?}: {e}"))
}

/// Becomes `account` for good: its group alone, its group id, its user id
/// (root's rights are dropped with them).
fn become_user(account: &Account) -> Result<(), String> {
    use nix::unistd::{setgid, setgroups, setuid, Gid, Uid};
    if !Uid::effective().is_root() {
        return Err("war does not run as root".to_string());
    }
    let gid = Gid::from_raw(account.gid);
    setgroups(&[gid]).map_err(|e| format!("setgroups: {e}"))?;
    setgid(gid).map_err(|e| format!("setgid: {e}"))?;
    setuid(Uid::from_raw(account.uid)).map_err(|e| format!("setuid: {e}"))?;
    if Uid::effective().is_root() || Uid::current().is_root() {
        return Err("still root after setuid".to_string());
    }
    // Changing user made the process undumpable, which gives its /proc
    // files to root: it could not map itself into a user namespace.
    nix::sys::prctl::set_dumpable(true).map_err(|e| format!("PR_SET_DUMPABLE: {e}"))
}

/// Enters new user, network, IPC and mount namespaces, this user and group
/// mapped to themselves, and mounts a fresh `tmpfs` of `size` bytes on
/// `scratch`, and empty read-only ones on `/run` and `/tmp/.X11-unix`.
fn enter_namespaces(scratch: &Path, size: u64) -> Result<(), String> {
    use nix::mount::{mount, MsFlags};
    use nix::sched::{unshare, CloneFlags};
    use nix::unistd::{Gid, Uid};
    let (uid, gid) = (Uid::current(), Gid::current());
    let flags = CloneFlags::CLONE_NEWUSER
        | CloneFlags::CLONE_NEWNET
        | CloneFlags::CLONE_NEWIPC
        | CloneFlags::CLONE_NEWNS;
    unshare(flags).map_err(|e| format!("unshare: {e}"))?;
    let write = |file: &str, text: String| {
        fs::write(format!("/proc/self/{file}"), text).map_err(|e| format!("{file}: {e}"))
    };
    write("setgroups", "deny".to_string())?;
    write("uid_map", format!("{uid} {uid} 1"))?;
    write("gid_map", format!("{gid} {gid} 1"))?;
    let flags = MsFlags::MS_NOSUID | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC;
    let tmpfs = |on: &Path, flags: MsFlags, options: &str| {
        mount(Some("tmpfs"), on, Some("tmpfs"), flags, Some(options))
            .map_err(|e| format!("a tmpfs on {}: {e}", on.display()))
    };
    tmpfs(scratch, flags, &format!("size={size},mode=700"))?;
    for hidden in ["/run", "/tmp/.X11-unix"].map(Path::new) {
        if hidden.is_dir() {
            tmpfs(hidden, flags | MsFlags::MS_RDONLY, "size=4k")?;
        }
    }
    Ok(())
}

/// Restricts this process with Landlock: [`SYSTEM`] and `plan.read` read
/// and run, the scratch read and written, [`DEVICES`] used; no TCP, no
/// signal or abstract socket outside, no Unix socket named by a file. The
/// ABI enforced, or why nothing was.
fn restrict(plan: &Plan) -> Result<u32, String> {
    use landlock::{
        Access, AccessFs, AccessNet, CompatLevel, Compatible, LandlockStatus, PathBeneath, PathFd,
        Ruleset, RulesetAttr, RulesetCreatedAttr, RulesetStatus, Scope, ABI,
    };
    let abi = ABI::V10;
    let error = |e: landlock::RulesetError| e.to_string();
    let mut ruleset = Ruleset::default()
        .set_compatibility(CompatLevel::BestEffort)
        .handle_access(AccessFs::from_all(abi))
        .map_err(error)?
        .handle_access(AccessNet::from_all(abi))
        .map_err(error)?
        .scope(Scope::from_all(abi))
        .map_err(error)?
        .create()
        .map_err(error)?;
    let read_only = SYSTEM
        .iter()
        .map(PathBuf::from)
        .chain(plan.read.iter().cloned());
    let mut rules: Vec<(PathBuf, landlock::BitFlags<AccessFs>)> = read_only
        .map(|path| (path, AccessFs::from_read(abi)))
        .collect();
    rules.push((plan.scratch.clone(), AccessFs::from_all(abi)));
    for device in DEVICES {
        let access = AccessFs::ReadFile | AccessFs::WriteFile;
        rules.push((PathBuf::from(device), access));
    }
    for (path, access) in rules {
        // A folder this system does not have (/lib32) is left out.
        let Ok(fd) = PathFd::new(&path) else {
            continue;
        };
        let access = if path.is_dir() {
            access
        } else {
            access & AccessFs::from_file(abi)
        };
        ruleset = ruleset
            .add_rule(PathBeneath::new(fd, access))
            .map_err(error)?;
    }
    let status = ruleset.restrict_self().map_err(error)?;
    match (status.ruleset, status.landlock) {
        (RulesetStatus::NotEnforced, LandlockStatus::NotEnabled) => Err(
            "the kernel has Landlock but it is not enabled (add landlock to its lsm= list)"
                .to_string(),
        ),
        (RulesetStatus::NotEnforced, LandlockStatus::NotImplemented) => Err(
            "the kernel has no Landlock (Linux 5.13 or later built with it is needed)".to_string(),
        ),
        (RulesetStatus::NotEnforced, _) => Err("Landlock enforced nothing".to_string()),
        (_, LandlockStatus::Available { effective_abi, .. }) => Ok(effective_abi as u32),
        (_, _) => Err("Landlock's status is unknown".to_string()),
    }
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
            unreadable: None,
        };
        assert_eq!(
            held.mechanisms(),
            "landlock (ABI 7) + unprivileged user nobody (no namespaces: unshare: EPERM)"
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
