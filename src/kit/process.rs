//! Programs that may misbehave, run so that nothing they start outlives
//! them: each in a process group of its own, every process of its tree
//! found and killed at its end, and a [`Stop`] that every wait watches, so
//! that a stop signal or a time budget ends the work at once, cleanly.
//!
//! A [`Tree`] is one start of a program. Its processes are those of its
//! process group, its descendants, and every process whose environment
//! holds the tree's token ([`TREE_VARIABLE`]): a program that left the
//! group and the session (`setsid`) and whose parent died keeps the token
//! it inherited, wherever it was re-parented. On Linux, a process that
//! calls [`become_subreaper`] also keeps such orphans as its own children,
//! so [`kill_descendants`] finds whatever is left at the end.
//!
//! This keeps a grader's processes tidy; it is no sandbox. A program that
//! clears its environment and escapes its parents, or that simply deletes
//! files, is not stopped by it: untrusted code is run through the
//! launcher of [`confine`](crate::kit::confine) as well.

use std::fs;
use std::io::Read;
use std::process::{Child, Command, ExitStatus};
use std::sync::atomic::{AtomicI32, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::{kill, killpg, Signal};
use nix::sys::wait::{waitpid, WaitPidFlag};
use nix::unistd::Pid;

use crate::kit::error::{Error, ErrorKind};
use crate::kit::words::seconds;

/// The environment variable that marks every process of a [`Tree`] with
/// the tree's token.
pub const TREE_VARIABLE: &str = "WAR_KATA_PROCESS_TREE";

/// Why work was stopped before its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    /// A signal asked the program to stop: SIGINT (Ctrl-C), SIGTERM (an
    /// autograder's time limit, `timeout`) or SIGHUP (a closed terminal).
    Signal(i32),
    /// The time the whole work may take was spent.
    TimeLimit(Duration),
}

impl StopReason {
    /// The exit code of a program stopped for this reason: 128 and the
    /// signal's number, as a shell reports a program killed by it (130 for
    /// SIGINT, 143 for SIGTERM, 129 for SIGHUP); 1 for a time limit, whose
    /// work is reported as failed.
    pub fn exit_code(self) -> u8 {
        match self {
            StopReason::Signal(signal) => u8::try_from(128 + signal).unwrap_or(255),
            StopReason::TimeLimit(_) => 1,
        }
    }
}

impl std::fmt::Display for StopReason {
    /// `stopped by SIGTERM`, `the total time of 30 s was spent`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StopReason::Signal(number) => match Signal::try_from(*number) {
                Ok(signal) => write!(f, "stopped by {}", signal.as_str()),
                Err(_) => write!(f, "stopped by signal {number}"),
            },
            StopReason::TimeLimit(total) => {
                write!(f, "the total time of {} was spent", seconds(*total))
            }
        }
    }
}

/// A request to stop, shared by whoever does the work and whoever may ask
/// it to stop: a signal handler, or the clock of a total time limit. Every
/// wait of the work watches it ([`Stop::reason`]). Clones share it.
#[derive(Debug, Clone, Default)]
pub struct Stop {
    inner: Arc<StopInner>,
}

#[derive(Debug, Default)]
struct StopInner {
    /// The signal that asked to stop, 0 while none has.
    signal: AtomicI32,
    /// The end of the time the work may take, and that time.
    limit: Option<(Instant, Duration)>,
}

impl Stop {
    /// A stop that no signal has asked for and no clock ends.
    pub fn new() -> Stop {
        Stop::default()
    }

    /// A stop that comes by itself once `total` has passed from now.
    pub fn after(total: Duration) -> Stop {
        Stop {
            inner: Arc::new(StopInner {
                signal: AtomicI32::new(0),
                limit: Some((Instant::now() + total, total)),
            }),
        }
    }

    /// Asks the work to stop, for `signal`. The first request is kept.
    pub fn signal(&self, signal: i32) {
        let _ = self
            .inner
            .signal
            .compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst);
    }

    /// Why the work must stop, if it must.
    pub fn reason(&self) -> Option<StopReason> {
        match self.inner.signal.load(Ordering::SeqCst) {
            0 => match self.inner.limit {
                Some((end, total)) if Instant::now() >= end => Some(StopReason::TimeLimit(total)),
                _ => None,
            },
            signal => Some(StopReason::Signal(signal)),
        }
    }

    /// When the time limit ends, if there is one.
    pub fn deadline(&self) -> Option<Instant> {
        self.inner.limit.map(|(end, _)| end)
    }
}

impl PartialEq for Stop {
    /// Two stops are equal when they are the same request (clones).
    fn eq(&self, other: &Stop) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }
}

impl Eq for Stop {}

/// The longest a wait goes without looking at its [`Stop`].
pub const STOP_WATCH: Duration = Duration::from_millis(25);

/// Stops `stop` on SIGINT, SIGTERM and SIGHUP, which then no longer end
/// this process at once: the work sees the request, kills what it started
/// and reports. A second signal ends the process at once with its code
/// (after killing every descendant), for a user who will not wait.
pub fn stop_on_signals(stop: &Stop) -> Result<(), Error> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])
        .map_err(|error| Error::io("signal handlers", error))?;
    let stop = stop.clone();
    thread::spawn(move || {
        for signal in signals.forever() {
            if stop
                .reason()
                .is_some_and(|r| matches!(r, StopReason::Signal(_)))
            {
                kill_descendants();
                remove_litter();
                std::process::exit(i32::from(StopReason::Signal(signal).exit_code()));
            }
            stop.signal(signal);
        }
    });
    Ok(())
}

/// The folders of this process's own work that a second stop signal, which
/// ends the process at once, removes: a grading's workspace.
static LITTER: std::sync::Mutex<Vec<std::path::PathBuf>> = std::sync::Mutex::new(Vec::new());

/// Has `folder` removed should a second stop signal end this process at
/// once ([`stop_on_signals`]), or until [`keep_litter`] is called for it.
pub fn litter(folder: &std::path::Path) {
    if let Ok(mut litter) = LITTER.lock() {
        litter.push(folder.to_path_buf());
    }
}

/// No longer removes `folder` at a forced end (it was removed already).
pub fn keep_litter(folder: &std::path::Path) {
    if let Ok(mut litter) = LITTER.lock() {
        litter.retain(|path| path != folder);
    }
}

/// Removes the folders of [`litter`].
fn remove_litter() {
    if let Ok(litter) = LITTER.lock() {
        for folder in litter.iter() {
            let _ = fs::remove_dir_all(folder);
        }
    }
}

/// Makes this process the "child subreaper" of its descendants (Linux):
/// a process whose parent dies is re-parented to it rather than to init, so
/// that [`kill_descendants`] still finds it. Whether it took effect.
pub fn become_subreaper() -> bool {
    #[cfg(target_os = "linux")]
    {
        nix::sys::prctl::set_child_subreaper(true).is_ok()
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

/// One start of a program, in a process group of its own, its processes
/// marked with a token of their own.
#[derive(Debug)]
pub struct Tree {
    child: Child,
    token: String,
    /// The pipe of the root's standard input, as `/proc` names it
    /// (`pipe:[1234]`), when it is one.
    input: Option<String>,
    /// The processes of the tree that hold that pipe, as last found.
    readers: Vec<Pid>,
    /// When the tree was last searched for them.
    searched: Option<Instant>,
}

impl Tree {
    /// Starts `command` in a process group of its own, with [`TREE_VARIABLE`]
    /// set to a token no other tree has.
    pub fn spawn(command: &mut Command) -> std::io::Result<Tree> {
        static STARTS: AtomicU64 = AtomicU64::new(0);
        let token = format!(
            "{}-{}",
            std::process::id(),
            STARTS.fetch_add(1, Ordering::Relaxed)
        );
        use std::os::unix::process::CommandExt;
        command.process_group(0).env(TREE_VARIABLE, &token);
        let child = command.spawn()?;
        let input = child.stdin.as_ref().and_then(|stdin| {
            use std::os::fd::AsRawFd;
            let link = fs::read_link(format!("/proc/self/fd/{}", stdin.as_raw_fd())).ok()?;
            Some(link.to_string_lossy().into_owned()).filter(|name| name.starts_with("pipe:"))
        });
        Ok(Tree {
            child,
            token,
            input,
            readers: Vec::new(),
            searched: None,
        })
    }

    /// Whether a process of the tree is blocked reading the pipe of its
    /// standard input (or a copy of it), waiting for more: a program that
    /// reads a line and answers it is then done with the line before. Seen
    /// in `/proc` (Linux); `false` when it cannot be seen.
    pub fn waits_for_input(&mut self) -> bool {
        let Some(input) = self.input.clone() else {
            return false;
        };
        let gone = |pid: &Pid| fs::metadata(format!("/proc/{pid}")).is_err();
        if self.readers.iter().any(gone) {
            self.readers.clear();
        }
        let stale = self
            .searched
            .is_none_or(|at| at.elapsed() > Duration::from_millis(20));
        if self.readers.is_empty() && stale {
            self.readers = self.holders_of(&input);
            self.searched = Some(Instant::now());
        }
        self.readers.iter().any(|&pid| blocked_reading_a_pipe(pid))
    }

    /// The processes of the tree (the root and its descendants) that hold
    /// the pipe named `pipe` open.
    fn holders_of(&self, pipe: &str) -> Vec<Pid> {
        let Some(root) = pid_of(&self.child) else {
            return Vec::new();
        };
        let table = processes();
        table
            .iter()
            .filter(|p| !p.zombie && (p.pid == root || descends_from(p.pid, root, &table)))
            .map(|p| p.pid)
            .filter(|pid| holds_pipe(*pid, pipe))
            .collect()
    }

    /// The process started, the root of the tree.
    pub fn child(&mut self) -> &mut Child {
        &mut self.child
    }

    /// The root's exit status, if it exits within `grace`.
    pub fn exit_status(&mut self, grace: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + grace;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(2)),
                _ => return None,
            }
        }
    }

    /// Kills every process of the tree (its group, its descendants, and
    /// every process holding its token, wherever it went), reaps those that
    /// became this process's children, and reaps the root, waiting a
    /// bounded time.
    pub fn kill(&mut self) {
        let root = pid_of(&self.child);
        // Its processes as they are now: one whose parent dies first (a
        // confined program's launcher and the init of its namespace) is
        // still known for one of the tree's once it is re-parented.
        let family: Vec<Pid> = root.map_or_else(Vec::new, |root| {
            let table = processes();
            table
                .iter()
                .filter(|p| descends_from(p.pid, root, &table))
                .map(|p| p.pid)
                .collect()
        });
        if let Some(root) = root {
            // The group is gone already when every process in it has ended.
            let _ = killpg(root, Signal::SIGKILL);
        }
        let marker = format!("{TREE_VARIABLE}={}", self.token);
        let killed = kill_until_gone(|process, table| {
            family.contains(&process.pid)
                || root.is_some_and(|root| descends_from(process.pid, root, table))
                || holds_marker(process.pid, &marker)
        });
        let _ = self.child.kill();
        let _ = self.exit_status(Duration::from_secs(2));
        reap(
            killed
                .into_iter()
                .chain(family)
                .filter(|&pid| Some(pid) != root),
        );
    }
}

impl Drop for Tree {
    /// A tree is never left running.
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            self.kill();
        }
    }
}

/// Kills every descendant of this process, however deep: what is left of
/// every tree when the work is stopped. Returns how many were killed.
pub fn kill_descendants() -> usize {
    let me = Pid::this();
    kill_until_gone(|process, table| descends_from(process.pid, me, table)).len()
}

/// A process as `/proc` shows it: its id, its parent's, and whether it has
/// ended and waits to be reaped.
#[derive(Debug, Clone, Copy)]
struct Process {
    pid: Pid,
    parent: Pid,
    zombie: bool,
}

/// Every process of the machine this process can see, from `/proc`.
fn processes() -> Vec<Process> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(|pid| {
            let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // `pid (command) state parent ...`: the command may hold
            // anything, so read after its last parenthesis.
            let mut fields = stat.get(stat.rfind(')')? + 1..)?.split_whitespace();
            let state = fields.next()?;
            let parent = fields.next()?.parse::<i32>().ok()?;
            Some(Process {
                pid: Pid::from_raw(pid),
                parent: Pid::from_raw(parent),
                zombie: state == "Z" || state == "X",
            })
        })
        .collect()
}

/// Whether `pid` descends from `ancestor` in `table` (is a child, a
/// grandchild, ...).
fn descends_from(pid: Pid, ancestor: Pid, table: &[Process]) -> bool {
    let mut current = pid;
    // A chain is no longer than the table; a loop in a stale table ends.
    for _ in 0..table.len() {
        let Some(process) = table.iter().find(|p| p.pid == current) else {
            return false;
        };
        if process.parent == ancestor {
            return true;
        }
        if process.parent.as_raw() <= 1 {
            return false;
        }
        current = process.parent;
    }
    false
}

/// Whether `pid` has the pipe named `pipe` (`pipe:[1234]`) open.
fn holds_pipe(pid: Pid, pipe: &str) -> bool {
    let Ok(descriptors) = fs::read_dir(format!("/proc/{pid}/fd")) else {
        return false;
    };
    descriptors
        .filter_map(Result::ok)
        .filter_map(|entry| fs::read_link(entry.path()).ok())
        .any(|link| link.as_os_str() == pipe)
}

/// Whether a thread of `pid` sleeps in the kernel reading a pipe (its
/// `wchan` is `pipe_read`, `anon_pipe_read` or, on older kernels,
/// `pipe_wait`).
fn blocked_reading_a_pipe(pid: Pid) -> bool {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return false;
    };
    tasks.filter_map(Result::ok).any(|task| {
        fs::read_to_string(task.path().join("wchan"))
            .is_ok_and(|wchan| wchan.ends_with("pipe_read") || wchan == "pipe_wait")
    })
}

/// Whether the environment of `pid` holds `marker` (`NAME=VALUE`). Only a
/// process of this user can be read; a zombie has no environment left.
fn holds_marker(pid: Pid, marker: &str) -> bool {
    let Ok(file) = fs::File::open(format!("/proc/{pid}/environ")) else {
        return false;
    };
    let mut environment = Vec::new();
    // An environment is small; a huge one is read no further than 1 MiB.
    if file.take(1 << 20).read_to_end(&mut environment).is_err() {
        return false;
    }
    environment
        .split(|&byte| byte == 0)
        .any(|entry| entry == marker.as_bytes())
}

/// Kills, with SIGKILL, every live process other than this one that
/// `chosen` picks from the table of processes, again and again until none
/// is left (a program may start others while it is killed), for at most
/// two seconds. Returns the ids killed.
fn kill_until_gone(chosen: impl Fn(&Process, &[Process]) -> bool) -> Vec<Pid> {
    let me = Pid::this();
    let deadline = Instant::now() + Duration::from_secs(2);
    let mut killed: Vec<Pid> = Vec::new();
    loop {
        let table = processes();
        let alive: Vec<Pid> = table
            .iter()
            .filter(|process| process.pid != me && !process.zombie && chosen(process, &table))
            .map(|process| process.pid)
            .collect();
        if alive.is_empty() || Instant::now() >= deadline {
            return killed;
        }
        for pid in alive {
            let _ = kill(pid, Signal::SIGKILL);
            if !killed.contains(&pid) {
                killed.push(pid);
            }
        }
        thread::sleep(Duration::from_millis(2));
    }
}

/// Reaps those of `pids` that became this process's children (orphans
/// re-parented to a subreaper), waiting at most half a second.
fn reap(pids: impl Iterator<Item = Pid>) {
    let me = Pid::this();
    let mine: Vec<Pid> = {
        let table = processes();
        pids.filter(|pid| table.iter().any(|p| p.pid == *pid && p.parent == me))
            .collect()
    };
    let deadline = Instant::now() + Duration::from_millis(500);
    for pid in mine {
        loop {
            match waitpid(pid, Some(WaitPidFlag::WNOHANG)) {
                Ok(nix::sys::wait::WaitStatus::StillAlive) if Instant::now() < deadline => {
                    thread::sleep(Duration::from_millis(2));
                }
                _ => break,
            }
        }
    }
}

/// The id of `child` as nix takes it.
fn pid_of(child: &Child) -> Option<Pid> {
    i32::try_from(child.id()).ok().map(Pid::from_raw)
}

/// Starts `command`, turning a failure into an error of kind
/// [`ErrorKind::Port`] naming `what` (the flag or file it came from).
pub fn spawn_tree(command: &mut Command, what: &str, shown: &str) -> Result<Tree, Error> {
    Tree::spawn(command).map_err(|error| {
        Error::new(
            ErrorKind::Port,
            what,
            format!("cannot start {shown}: {error}"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Stdio;

    /// Whether a live process has `needle` in its command line.
    fn running(needle: &str) -> bool {
        processes().iter().filter(|p| !p.zombie).any(|p| {
            fs::read(format!("/proc/{}/cmdline", p.pid))
                .is_ok_and(|line| String::from_utf8_lossy(&line).contains(needle))
        })
    }

    #[test]
    fn a_tree_is_killed_with_what_left_its_group_and_session() {
        let marker = format!("tree-test-{}", std::process::id());
        let script = format!(
            "setsid sh -c 'sleep 300; : {marker}' & sh -c 'sleep 300; : {marker}' & sleep 300"
        );
        let mut tree = Tree::spawn(
            Command::new("sh")
                .arg("-c")
                .arg(script)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null()),
        )
        .expect("sh starts");
        let started = Instant::now();
        while !running(&marker) && started.elapsed() < Duration::from_secs(5) {
            thread::sleep(Duration::from_millis(10));
        }
        assert!(running(&marker), "the test's processes did not start");
        tree.kill();
        assert!(!running(&marker), "a process of the tree survived");
    }

    #[test]
    fn a_stop_keeps_its_first_signal_and_its_time_limit_comes_by_itself() {
        let stop = Stop::new();
        assert_eq!(stop.reason(), None);
        stop.signal(15);
        stop.signal(2);
        assert_eq!(stop.reason(), Some(StopReason::Signal(15)));
        assert_eq!(StopReason::Signal(15).exit_code(), 143);
        assert_eq!(StopReason::Signal(2).exit_code(), 130);
        assert_eq!(StopReason::Signal(15).to_string(), "stopped by SIGTERM");
        let soon = Stop::after(Duration::from_millis(1));
        thread::sleep(Duration::from_millis(5));
        assert_eq!(
            soon.reason(),
            Some(StopReason::TimeLimit(Duration::from_millis(1)))
        );
    }
}
