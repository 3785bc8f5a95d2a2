//! The launcher: what `war confine` does before a student's program starts,
//! in the launcher's own process, single-threaded.
//!
//! Without namespaces the launcher applies the plan to itself and becomes
//! the program (`execve`). With them it is three processes in a line:
//!
//! 1. the **outer** launcher sets the limits, becomes the unprivileged user,
//!    enters new user, network, IPC, mount and PID namespaces (being root
//!    in the user namespace alone), starts the second and waits for it, and
//!    ends as the program ended (its exit code, or killed by its signal);
//! 2. the **init**, the first process of the PID namespace, makes the root
//!    of its own (`root.rs`), drops every capability by entering a
//!    user namespace nested in the first (as the user it was outside),
//!    limits the processes, applies Landlock, and starts the program; when
//!    the program ends it tells the outer how, and ends: the kernel then
//!    kills whatever is left in the namespace;
//! 3. the **program**, which inherits all of it.
//!
//! The init dies with the outer (`PR_SET_PDEATHSIG`), and the grader kills
//! the outer's whole process group, so a killed launcher leaves nothing.

use std::ffi::OsString;
use std::fs;
use std::io::Read;
use std::os::fd::{AsFd, RawFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use clap::Args;
use serde::{Deserialize, Serialize};

use super::{root, Account, Held, Limits, Plan, SUBCOMMAND, SYSTEM};
use crate::kit::error::{Error, ErrorKind};
use crate::kit::process::TREE_VARIABLE;

/// The arguments of the launcher, `war confine` (hidden: the grading runs
/// it).
#[derive(Debug, Args)]
pub struct ConfineArgs {
    /// The plan, as the grading writes it (JSON).
    #[arg(long, value_name = "JSON")]
    plan: String,
    /// Apply what can be applied, check that the folders to read can be,
    /// and print what held instead of running a program.
    #[arg(long, conflicts_with = "program")]
    probe: bool,
    /// The launcher's second process, the init of the PID namespace: what
    /// the first found, as JSON (the launcher gives it itself).
    #[arg(long, value_name = "JSON", hide = true)]
    init: Option<String>,
    /// The program and its arguments.
    #[arg(last = true, value_name = "PROGRAM")]
    program: Vec<OsString>,
}

/// What the outer launcher hands the init.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Handover {
    /// What held so far.
    held: Held,
    /// The user and group ids the launcher had outside its namespaces:
    /// the program has them again in the nested user namespace.
    uid: u32,
    gid: u32,
    /// The descriptor the init writes the program's end to.
    status: RawFd,
}

/// `war confine`: applies the plan and runs the program; never returns
/// when the program is run without namespaces.
pub fn run(args: ConfineArgs) -> Result<ExitCode, Error> {
    let plan = Plan::from_json(&args.plan)?;
    let launch = Launch {
        strict: !args.probe,
        program: args.program,
    };
    if !args.probe && launch.program.is_empty() {
        return Err(
            Error::new(ErrorKind::Setup, "war confine", "no program to run")
                .with_fix("give the program after --"),
        );
    }
    match args.init {
        Some(json) => {
            let handover: Handover = serde_json::from_str(&json).map_err(|e| {
                Error::new(
                    ErrorKind::Setup,
                    "--init",
                    format!("is not a handover: {e}"),
                )
            })?;
            init(&plan, &launch, handover)
        }
        None => outer(&plan, &launch),
    }
}

/// How the launcher was asked to end: strictly (every mechanism asked for
/// holds, or nothing runs) with a program, or probing.
struct Launch {
    strict: bool,
    program: Vec<OsString>,
}

impl Launch {
    /// Notes that `what` could not be applied: an error when strict, so
    /// that a program never runs less confined than the grading says.
    fn fail(&self, what: &str, why: &str) -> Result<(), Error> {
        if !self.strict {
            return Ok(());
        }
        let message = format!("cannot be applied: {why}");
        Err(Error::new(ErrorKind::Setup, what, message).with_fix(
            "the machine no longer allows what the probe found before the grading began: grade again",
        ))
    }
}

/// The outer launcher: the limits, the user, the namespaces; then the init
/// (namespaces held) or the rest of the plan and the program itself.
fn outer(plan: &Plan, launch: &Launch) -> Result<ExitCode, Error> {
    let mut held = Held {
        limits: Some(plan.limits),
        ..Held::default()
    };
    // The init is this binary again, started once the launcher is the
    // unprivileged user, who may not reach the binary's folder: it is
    // opened now, and started through its descriptor.
    let myself = fs::File::open("/proc/self/exe").ok();
    let parent = nix::unistd::getppid();
    set_limits(&plan.limits)
        .map_err(|why| Error::new(ErrorKind::Setup, "limits", format!("cannot be set: {why}")))?;
    if let Some(account) = &plan.user {
        let became = become_user(account);
        if let Err(why) = &became {
            launch.fail("the unprivileged user", why)?;
        }
        held.user = Some(became.map(|()| account.name.clone()));
    }
    let (uid, gid) = (nix::unistd::getuid(), nix::unistd::getgid());
    if plan.namespaces {
        match unshare_namespaces() {
            Ok(()) => {
                held.namespaces = Some(Ok(()));
                let handover = Handover {
                    held,
                    uid: uid.as_raw(),
                    gid: gid.as_raw(),
                    status: -1,
                };
                die_with_parent(Some(parent));
                return start_init(plan, launch, handover, myself.as_ref());
            }
            Err(why) => {
                launch.fail("the namespaces", &why)?;
                held.namespaces = Some(Err(why));
            }
        }
    }
    let counted = !uid.is_root() && matches!(held.user, Some(Ok(_)));
    restrict(plan, launch, &mut held, counted)?;
    if !launch.strict {
        return print_probe(plan, held, Vec::new());
    }
    die_with_parent(Some(parent));
    let error = program(plan, &launch.program).exec();
    Err(cannot_run(&launch.program, &error))
}

/// Starts the init (this binary again, in the new PID namespace, where it
/// is the first process), waits for it, and ends as the program did.
fn start_init(
    plan: &Plan,
    launch: &Launch,
    mut handover: Handover,
    myself: Option<&fs::File>,
) -> Result<ExitCode, Error> {
    let setup = |what: &str, e: &dyn std::fmt::Display| {
        Error::new(ErrorKind::Setup, "the launcher", format!("{what}: {e}"))
    };
    let (reader, writer) =
        nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC).map_err(|e| setup("a pipe", &e))?;
    // The init inherits the writing end, and only it.
    nix::fcntl::fcntl(
        &writer,
        nix::fcntl::FcntlArg::F_SETFD(nix::fcntl::FdFlag::empty()),
    )
    .map_err(|e| setup("a pipe", &e))?;
    handover.status = std::os::fd::AsRawFd::as_raw_fd(&writer);
    let myself = match myself {
        Some(file) => PathBuf::from(format!(
            "/proc/self/fd/{}",
            std::os::fd::AsRawFd::as_raw_fd(file)
        )),
        None => std::env::current_exe().map_err(|e| setup("its own binary", &e))?,
    };
    let mut init = Command::new(myself);
    init.arg(SUBCOMMAND)
        .args(["--plan", &serde_json::to_string(plan).unwrap_or_default()])
        .args([
            "--init",
            &serde_json::to_string(&handover).unwrap_or_default(),
        ]);
    if !launch.strict {
        init.arg("--probe");
    }
    init.arg("--").args(&launch.program);
    // A process in another PID namespace cannot share its parent's memory,
    // which posix_spawn does: asking for the user it already is makes the
    // standard library fork and exec instead.
    init.uid(0).gid(0);
    let mut child = init.spawn().map_err(|e| setup("its init", &e))?;
    drop(writer);
    let _ = quiet_standard_streams();
    let status = child.wait().map_err(|e| setup("its init", &e))?;
    let mut told = [0u8; 2];
    let mut reader = fs::File::from(reader);
    match reader.read_exact(&mut told) {
        Ok(()) => Ok(end_as(told)),
        // The init ended before the program did: its own status.
        Err(_) => Ok(ExitCode::from(
            status
                .code()
                .map_or(125, |c| u8::try_from(c).unwrap_or(125)),
        )),
    }
}

/// The init of the PID namespace: the root of its own, a user namespace
/// without capabilities, the limits and Landlock, then the program, whose
/// end it tells the outer launcher.
fn init(plan: &Plan, launch: &Launch, handover: Handover) -> Result<ExitCode, Error> {
    let Handover {
        mut held,
        uid,
        gid,
        status,
    } = handover;
    // The init dies with the outer launcher, and everything with it.
    let _ = nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGKILL);
    let status = status_file(status);
    let rooted = root::enter(plan, launch.strict).and_then(|skipped| {
        drop_capabilities(uid, gid)?;
        Ok(skipped)
    });
    let unreadable = match rooted {
        Ok(skipped) => skipped,
        Err(why) => {
            launch.fail("the namespaces", &why)?;
            // Probing: what is left of a root half made says nothing of
            // the rest; the probe asks again without namespaces.
            held.namespaces = Some(Err(why));
            return print_probe(plan, held, Vec::new());
        }
    };
    let counted = uid != 0;
    restrict(plan, launch, &mut held, counted)?;
    if !launch.strict {
        return print_probe(plan, held, unreadable);
    }
    // Set again: a change of credentials (the nested user namespace) clears
    // it.
    die_with_parent(None);
    let child = program(plan, &launch.program)
        .spawn()
        .map_err(|e| cannot_run(&launch.program, &e))?;
    let _ = quiet_standard_streams();
    let told = wait_for(child.id());
    if let Some(mut status) = status {
        let _ = std::io::Write::write_all(&mut status, &told);
    }
    Ok(end_as(told))
}

/// Makes this process die with its parent (`PR_SET_PDEATHSIG`, which a
/// program it becomes keeps), and ends it at once when the parent it had
/// (`parent`, when known) is already gone: a grader killed outright leaves
/// no student's program running.
fn die_with_parent(parent: Option<nix::unistd::Pid>) {
    let _ = nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGKILL);
    if parent.is_some_and(|parent| nix::unistd::getppid() != parent) {
        std::process::exit(125);
    }
}

/// The status descriptor the outer launcher gave the init, opened anew
/// through `/proc` (closed on exec, so the program cannot write to it) and
/// the inherited one closed; `None` when there is none.
fn status_file(fd: RawFd) -> Option<fs::File> {
    if fd < 0 {
        return None;
    }
    let file = fs::OpenOptions::new()
        .write(true)
        .open(format!("/proc/self/fd/{fd}"))
        .ok();
    let _ = nix::unistd::close(fd);
    file
}

/// Waits for the program (`pid`), reaping every other child the init
/// inherits meanwhile; how it ended: `[0, code]` when it exited, `[1,
/// signal]` when a signal killed it.
fn wait_for(pid: u32) -> [u8; 2] {
    use nix::sys::wait::{waitpid, WaitStatus};
    let program = nix::unistd::Pid::from_raw(i32::try_from(pid).unwrap_or(i32::MAX));
    loop {
        match waitpid(None, None) {
            Ok(WaitStatus::Exited(who, code)) if who == program => {
                return [0, u8::try_from(code).unwrap_or(255)];
            }
            Ok(WaitStatus::Signaled(who, signal, _)) if who == program => {
                return [1, u8::try_from(signal as i32).unwrap_or(9)];
            }
            Ok(_) => {}
            Err(nix::errno::Errno::EINTR) => {}
            Err(_) => return [0, 125],
        }
    }
}

/// Ends this process as the program ended: its exit code, or killed by
/// its signal (raised twice: a handler of the runtime's may catch the
/// first and restore the default); 128 and the signal when it survives.
fn end_as(told: [u8; 2]) -> ExitCode {
    match told {
        [0, code] => ExitCode::from(code),
        [_, signal] => {
            if let Ok(signal) = nix::sys::signal::Signal::try_from(i32::from(signal)) {
                let _ = nix::sys::signal::raise(signal);
                let _ = nix::sys::signal::raise(signal);
            }
            ExitCode::from(128u8.saturating_add(signal))
        }
    }
}

/// Points this process's standard streams at `/dev/null`, so that only the
/// program holds the grader's pipes.
fn quiet_standard_streams() -> nix::Result<()> {
    let null = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/null")
        .map_err(|_| nix::errno::Errno::ENOENT)?;
    nix::unistd::dup2_stdin(null.as_fd())?;
    nix::unistd::dup2_stdout(null.as_fd())?;
    nix::unistd::dup2_stderr(null.as_fd())
}

/// The program's command: its arguments, an environment of its own (no
/// variable of the grader's), its home and temporary folder the scratch.
fn program(plan: &Plan, program: &[OsString]) -> Command {
    let (name, arguments) = program.split_first().map_or_else(
        || (OsString::new(), &[][..]),
        |(name, arguments)| (name.clone(), arguments),
    );
    let mut command = Command::new(name);
    command
        .args(arguments)
        .env_clear()
        .env("PATH", "/usr/local/bin:/usr/bin:/bin")
        .env("HOME", &plan.scratch)
        .env("TMPDIR", &plan.scratch)
        .env("LANG", "C.UTF-8")
        // Two malloc arenas, not eight a core: a JVM's address space stays
        // well within its limit.
        .env("MALLOC_ARENA_MAX", "2");
    if let Some(tree) = std::env::var_os(TREE_VARIABLE) {
        command.env(TREE_VARIABLE, tree);
    }
    command
}

/// The error of a program that could not be started.
fn cannot_run(program: &[OsString], error: &std::io::Error) -> Error {
    let name = program.first().map(|p| p.to_string_lossy().into_owned());
    Error::new(
        ErrorKind::Setup,
        name.unwrap_or_default(),
        format!("cannot be run confined: {error}"),
    )
}

/// The probe's answer: what held, and the paths to read that cannot be,
/// printed as one line of JSON.
fn print_probe(
    plan: &Plan,
    mut held: Held,
    mut unreadable: Vec<(PathBuf, String)>,
) -> Result<ExitCode, Error> {
    for (path, why) in super::unreadable(plan) {
        if !unreadable.iter().any(|(seen, _)| *seen == path) {
            unreadable.push((path, why));
        }
    }
    held.unreadable = unreadable;
    println!("{}", serde_json::to_string(&held).unwrap_or_default());
    Ok(ExitCode::SUCCESS)
}

/// The last of the plan, applied where the program is about to start: the
/// number of processes (where they are `counted` per submission) and
/// Landlock.
fn restrict(plan: &Plan, launch: &Launch, held: &mut Held, counted: bool) -> Result<(), Error> {
    if plan.limit_processes || (!launch.strict && counted) {
        limit_processes(plan.limits.processes).map_err(|why| {
            Error::new(ErrorKind::Setup, "limits", format!("cannot be set: {why}"))
        })?;
        held.processes_limited = true;
    }
    if plan.landlock {
        let restricted = landlock(plan);
        if let Err(why) = &restricted {
            launch.fail("landlock", why)?;
        }
        held.landlock = Some(restricted);
    }
    Ok(())
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
/// `processes`: in a user namespace, those of the namespace alone.
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

/// Enters new user, network, IPC, mount and PID namespaces (the PID
/// namespace is its children's), this user and group mapped to root in
/// the user namespace, so that the init may make its root.
fn unshare_namespaces() -> Result<(), String> {
    use nix::sched::{unshare, CloneFlags};
    let (uid, gid) = (nix::unistd::getuid(), nix::unistd::getgid());
    let flags = CloneFlags::CLONE_NEWUSER
        | CloneFlags::CLONE_NEWNET
        | CloneFlags::CLONE_NEWIPC
        | CloneFlags::CLONE_NEWNS
        | CloneFlags::CLONE_NEWPID;
    unshare(flags).map_err(|e| format!("unshare: {e}"))?;
    map_ids(0, uid.as_raw(), 0, gid.as_raw())
}

/// Drops every capability the init holds: enters a user namespace nested
/// in its own, owning nothing, in which it is `uid` and `gid` again, so
/// that the program starts with no capability anywhere.
fn drop_capabilities(uid: u32, gid: u32) -> Result<(), String> {
    use nix::sched::{unshare, CloneFlags};
    unshare(CloneFlags::CLONE_NEWUSER).map_err(|e| format!("unshare: {e}"))?;
    map_ids(uid, 0, gid, 0)
}

/// Maps `inside` to `outside` (user and group) in this process's new user
/// namespace, `setgroups` denied.
fn map_ids(inside: u32, outside: u32, group_inside: u32, group_outside: u32) -> Result<(), String> {
    let write = |file: &str, text: String| {
        fs::write(format!("/proc/self/{file}"), text).map_err(|e| format!("{file}: {e}"))
    };
    write("setgroups", "deny".to_string())?;
    write("uid_map", format!("{inside} {outside} 1"))?;
    write("gid_map", format!("{group_inside} {group_outside} 1"))
}

/// Restricts this process with Landlock: [`SYSTEM`] and `plan.read` read
/// and run, `plan.write` and the scratch read and written, the devices
/// used; no TCP, no signal or abstract socket outside, no Unix socket named
/// by a file. The ABI enforced, or why nothing was.
fn landlock(plan: &Plan) -> Result<u32, String> {
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
    for writable in plan.write.iter().chain([&plan.scratch]) {
        rules.push((writable.clone(), AccessFs::from_all(abi)));
    }
    for device in super::DEVICES {
        let access = AccessFs::ReadFile | AccessFs::WriteFile;
        rules.push((PathBuf::from(device), access));
    }
    for (path, access) in rules {
        // A folder this system does not have (/lib32) is left out.
        let Ok(fd) = PathFd::new(&path) else {
            continue;
        };
        let access = if Path::new(&path).is_dir() {
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
