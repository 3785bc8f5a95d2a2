//! What the tests that run `war` and the tools it drives share: running a
//! program with a time limit, and skipping a test when a tool is missing.

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

/// Bytes as text, lossily.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Whether a tool is on the machine; when it is not, the test is skipped,
/// unless `WAR_KATA_REQUIRE_TOOLS` says every tool must be there.
pub fn have(tool: &str, args: &[&str]) -> bool {
    let found = Command::new(tool)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    if !found {
        assert!(
            std::env::var_os("WAR_KATA_REQUIRE_TOOLS").is_none(),
            "{tool} is missing, and WAR_KATA_REQUIRE_TOOLS is set"
        );
        eprintln!("skipped: {tool} is not installed");
    }
    found
}
