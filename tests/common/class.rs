//! What the tests that grade a class with `war grade-all` share: classes
//! copied, zipped and snapshotted, `summary.csv` read by its columns, and
//! `war` run on them.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use super::{path_for_grading, run_command_within};

/// How many cases a port of the assignment is graded on: the built-in
/// fixtures of the rules `umass`. "ALL" stands for it in expected rows.
pub fn all_cases() -> String {
    let (cases, _) = war_kata::war::grade::load_cases(&[], war_kata::war::rules::Preset::Umass)
        .expect("the built-in fixtures load");
    cases.len().to_string()
}

/// `text` with "ALL" standing for [`all_cases`].
pub fn with_all(text: &str) -> String {
    text.replace("ALL", &all_cases())
}

/// The repository's root.
pub fn root_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `war` with `args` in `dir`, with `path` as PATH when given (else
/// [`path_for_grading`]); fails the test when it runs longer than `limit`.
pub fn war_in(dir: &Path, args: &[&str], path: Option<&Path>, limit: Duration) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_war"));
    command.args(args).current_dir(dir);
    match path {
        Some(path) => command.env("PATH", path),
        None => command.env("PATH", path_for_grading()),
    };
    run_command_within(&mut command, limit)
}

/// Copies the folder `from` into `to`, recursively.
pub fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("a folder");
    for entry in fs::read_dir(from).expect("a readable folder") {
        let entry = entry.expect("an entry");
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).expect("copied");
        }
    }
}

/// Zips the folder `folder` into `zip`, its entries named from
/// `folder`'s own name down.
pub fn zip_folder(folder: &Path, zip: &Path) {
    let mut writer = zip::ZipWriter::new(fs::File::create(zip).expect("created"));
    let options = zip::write::SimpleFileOptions::default();
    let base = folder.parent().expect("a parent");
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let name = path
                .strip_prefix(base)
                .expect("inside")
                .display()
                .to_string();
            writer.start_file(name, options).expect("an entry");
            writer
                .write_all(&fs::read(&path).expect("read"))
                .expect("written");
        }
    }
    writer.finish().expect("finished");
}

/// Every file under `dir` with its bytes, to tell whether grading changed
/// anything there.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path.clone());
            }
            let bytes = if path.is_file() {
                fs::read(&path).expect("read")
            } else {
                Vec::new()
            };
            files.insert(path, bytes);
        }
    }
    files
}

/// Reads CSV as RFC 4180 writes it: fields quoted when they hold a comma,
/// a quote or a line break, quotes doubled, lines ended by CRLF.
pub fn read_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    rows
}

/// The columns of `summary.csv`, and the place of each.
pub const COLUMNS: [&str; 13] = [
    "student",
    "id",
    "late",
    "passed",
    "total",
    "status",
    "misreading",
    "language",
    "graded",
    "files",
    "reason",
    "submission",
    "report",
];
pub const STUDENT: usize = 0;
pub const ID: usize = 1;
pub const LATE: usize = 2;
pub const PASSED: usize = 3;
pub const TOTAL: usize = 4;
pub const STATUS: usize = 5;
pub const MISREADING: usize = 6;
pub const GRADED: usize = 8;
pub const FILES: usize = 9;
pub const REASON: usize = 10;
pub const SUBMISSION: usize = 11;
pub const REPORT: usize = 12;

/// A zip of the files `entries` (name and bytes), deflated, as bytes.
pub fn zip_bytes<N: AsRef<str>, B: AsRef<[u8]>>(entries: &[(N, B)]) -> Vec<u8> {
    let mut writer = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        writer.start_file(name.as_ref(), options).expect("an entry");
        writer.write_all(bytes.as_ref()).expect("written");
    }
    writer.finish().expect("finished").into_inner()
}

/// A zip of the files `entries` (name and bytes) at `path`.
pub fn write_zip(path: &Path, entries: &[(&str, &[u8])]) {
    fs::write(path, zip_bytes(entries)).expect("written");
}

/// Runs `war grade-all` on `class` in `dir`, results in `dir/out`, with
/// `path` as PATH when given and `extra` arguments; returns its exit code,
/// standard output and standard error.
pub fn grade_all(
    dir: &Path,
    class: &str,
    path: Option<&Path>,
    extra: &[&str],
) -> (Option<i32>, String, String) {
    let mut args = vec!["grade-all", class, "--out", "out", "--jobs", "2"];
    args.extend(extra);
    let output = war_in(dir, &args, path, Duration::from_secs(300));
    (
        output.status.code(),
        super::text(&output.stdout),
        super::text(&output.stderr),
    )
}
