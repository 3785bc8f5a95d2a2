//! What the tests that run `war` and the tools it drives share: running a
//! program with a time limit. (A test whose tool is missing is ignored with
//! its reason through `cfg(tool_missing = ...)`, which `build.rs` sets.)

#![allow(dead_code)]

pub mod class;

use std::io::Read;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The environment variables that choose the language of `war`'s messages
/// (`war_kata::kit::locale::LOCALE_VARIABLES`), and the locale the tests
/// run programs in unless a test sets its own: English, whatever the
/// machine's language, with UTF-8 for the Java and Python they start.
pub const TEST_LOCALE: (&str, &str) = ("LC_ALL", "C.UTF-8");

/// Runs `command` with no input, failing the test if it takes longer than
/// `limit`: the grader must never hang. It runs in [`TEST_LOCALE`] unless
/// the test gave `LC_ALL` a value of its own.
pub fn run_command_within(command: &mut Command, limit: Duration) -> Output {
    let (name, value) = TEST_LOCALE;
    if !command.get_envs().any(|(key, _)| key == name) {
        command.env(name, value);
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{command:?} starts: {e}"));
    let started = Instant::now();
    // Read the output in threads so that a full pipe cannot block the child.
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let out = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stdout.read_to_end(&mut bytes).ok();
        bytes
    });
    let err = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stderr.read_to_end(&mut bytes).ok();
        bytes
    });
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            break status;
        }
        if started.elapsed() > limit {
            child.kill().ok();
            panic!("{command:?} ran longer than {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    Output {
        status,
        stdout: out.join().expect("stdout is read"),
        stderr: err.join().expect("stderr is read"),
    }
}

/// Runs `program` with `args` in `dir` within `limit`.
pub fn run_within(program: &str, args: &[&str], dir: &Path, limit: Duration) -> Output {
    run_command_within(Command::new(program).args(args).current_dir(dir), limit)
}

/// The `PATH` to grade a class with: the system's folders first when the
/// tests run as root, since `war` then runs the students' code as `nobody`,
/// who cannot read a Python installed in root's home (pyenv's, on CI).
pub fn path_for_grading() -> std::ffi::OsString {
    let inherited = std::env::var_os("PATH").unwrap_or_default();
    if !nix::unistd::Uid::effective().is_root() {
        return inherited;
    }
    let mut path = std::ffi::OsString::from("/usr/local/bin:/usr/bin:/bin:");
    path.push(inherited);
    path
}

/// Bytes as text, lossily.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
