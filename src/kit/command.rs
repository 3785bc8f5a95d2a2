//! Running a tool a grading needs (a compiler, a class finder) with a time
//! limit, and finding tools on `PATH`.
//!
//! A tool runs as a [`Tree`] (a process group of its own, every process it
//! starts found and killed at its end), its output read by threads of
//! their own and kept up to a limit; when the time is up the whole tree is
//! killed. Arguments are passed as arguments, never through a shell.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::process::Tree;

/// How a tool's run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finished {
    /// Its exit status; `None` when it was killed at its time limit.
    pub status: Option<ExitStatus>,
    /// Its standard output, at most the limit's bytes of it.
    pub stdout: String,
    /// Its standard error, at most the limit's bytes of it.
    pub stderr: String,
}

impl Finished {
    /// Whether it exited with status 0.
    pub fn succeeded(&self) -> bool {
        self.status.is_some_and(|status| status.success())
    }
}

/// Runs `command` with no input, its output kept up to `max_output` bytes
/// a stream, and kills it (with everything it started) after `timeout`.
///
/// Fails with [`ErrorKind::Setup`] when the program cannot be started (it
/// is not on `PATH`).
pub fn run_bounded(
    command: &mut Command,
    timeout: Duration,
    max_output: usize,
) -> Result<Finished, Error> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let program = command.get_program().to_string_lossy().into_owned();
    let mut tree = Tree::spawn(command).map_err(|error| {
        Error::new(
            ErrorKind::Setup,
            &program,
            format!("cannot be started: {error}"),
        )
    })?;
    let child = tree.child();
    let stdout = read_in_thread(child.stdout.take(), max_output);
    let stderr = read_in_thread(child.stderr.take(), max_output);
    let deadline = Instant::now() + timeout;
    let status = loop {
        match tree.child().try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
            _ => break None,
        }
    };
    // Whatever it started is killed with it, wherever it went.
    tree.kill();
    let collect = |received: mpsc::Receiver<String>| {
        received
            .recv_timeout(Duration::from_millis(500))
            .unwrap_or_default()
    };
    Ok(Finished {
        status,
        stdout: collect(stdout),
        stderr: collect(stderr),
    })
}

/// Reads `stream` to its end in a thread of its own, keeping at most
/// `limit` bytes; the text comes on the channel returned.
fn read_in_thread(
    stream: Option<impl Read + Send + 'static>,
    limit: usize,
) -> mpsc::Receiver<String> {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut kept = Vec::new();
        if let Some(mut stream) = stream {
            let mut buffer = [0u8; 8192];
            while let Ok(read) = stream.read(&mut buffer) {
                if read == 0 {
                    break;
                }
                let room = limit.saturating_sub(kept.len());
                kept.extend_from_slice(&buffer[..read.min(room)]);
            }
        }
        let _ = send.send(String::from_utf8_lossy(&kept).into_owned());
    });
    receive
}

/// Where `program` is on `PATH`, if it is there.
pub fn on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|folder| folder.join(program))
        .find(|candidate| is_executable(candidate))
}

/// Whether `path` is a file this user may run.
fn is_executable(path: &Path) -> bool {
    let Ok(metadata) = path.metadata() else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        metadata.is_file()
    }
}

/// The program interpreter (the dynamic loader) that the ELF executable
/// `binary` names, such as `/lib64/ld-linux-x86-64.so.2`: `None` for a
/// statically linked 64-bit executable, which runs on any Linux of its
/// architecture, and for what is not a 64-bit little-endian ELF file.
pub fn dynamic_loader(binary: &[u8]) -> Option<String> {
    const PT_INTERP: u32 = 3;
    if binary.get(..6) != Some(&[0x7f, b'E', b'L', b'F', 2, 1]) {
        return None;
    }
    let u16_at = |at: usize| {
        binary
            .get(at..at + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
    };
    let u32_at = |at: usize| {
        binary
            .get(at..at + 4)
            .and_then(|b| b.try_into().ok())
            .map(u32::from_le_bytes)
    };
    let u64_at = |at: usize| {
        binary
            .get(at..at + 8)
            .and_then(|b| b.try_into().ok())
            .map(u64::from_le_bytes)
            .and_then(|n| usize::try_from(n).ok())
    };
    let (offset, size, count) = (u64_at(0x20)?, usize::from(u16_at(0x36)?), u16_at(0x38)?);
    (0..usize::from(count)).find_map(|index| {
        let header = offset.checked_add(index.checked_mul(size)?)?;
        if u32_at(header)? != PT_INTERP {
            return None;
        }
        let (start, length) = (u64_at(header + 8)?, u64_at(header + 32)?);
        let path = binary.get(start..start.checked_add(length)?)?;
        Some(
            String::from_utf8_lossy(path)
                .trim_end_matches('\0')
                .to_string(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tool_is_run_and_its_output_kept() {
        let finished = run_bounded(
            Command::new("sh").args(["-c", "echo out; echo err >&2; exit 3"]),
            Duration::from_secs(10),
            1000,
        )
        .expect("sh starts");
        assert_eq!(finished.status.and_then(|s| s.code()), Some(3));
        assert_eq!(
            (finished.stdout.as_str(), finished.stderr.as_str()),
            ("out\n", "err\n")
        );
        assert!(!finished.succeeded());
    }

    #[test]
    fn a_tool_is_killed_at_its_time_limit() {
        let started = Instant::now();
        let finished = run_bounded(
            Command::new("sh").args(["-c", "sleep 30 & sleep 30"]),
            Duration::from_millis(200),
            1000,
        )
        .expect("sh starts");
        assert_eq!(finished.status, None);
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn a_dynamic_executable_names_its_loader() {
        // This test's own executable, linked dynamically as cargo builds it
        // for a -gnu target.
        let sh = std::fs::read(std::env::current_exe().expect("this test")).expect("read");
        let loader = dynamic_loader(&sh);
        assert!(
            loader.as_deref().is_some_and(|l| l.contains("ld")),
            "{loader:?}"
        );
        assert_eq!(dynamic_loader(b"#!/bin/sh\n"), None);
        assert_eq!(dynamic_loader(&sh[..64]), None, "a cut file has no headers");
    }

    #[test]
    fn a_missing_tool_is_a_set_up_error() {
        let error = run_bounded(
            &mut Command::new("no-such-tool-of-war-kata"),
            Duration::from_secs(1),
            10,
        )
        .expect_err("not on PATH");
        assert_eq!(error.kind(), ErrorKind::Setup);
        assert!(on_path("no-such-tool-of-war-kata").is_none());
        assert!(on_path("sh").is_some());
    }
}
