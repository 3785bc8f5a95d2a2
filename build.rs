//! Builds the fixtures into the binary: `cargo install --path .` gives a
//! `war` that grades, checks and exports from any folder; and finds which
//! tools of the tests are missing, so that a test that cannot run is
//! reported as ignored, with its reason, instead of passing.
//!
//! For `fixtures/` (War's) and each folder `fixtures/<game>/` beside it,
//! writes `$OUT_DIR/<game>_fixtures.rs`: a list of every `*.yaml` file's
//! name and text, each taken with `include_str!` from the file itself, so
//! there is no second copy to keep, and the build runs again when a fixture
//! changes.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    declare_missing_tools();
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    let fixtures = root.join("fixtures");
    println!("cargo:rerun-if-changed=fixtures");
    write_set(&fixtures, &out.join("war_fixtures.rs"));
    let Ok(entries) = fs::read_dir(&fixtures) else {
        return;
    };
    let mut games: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.is_dir())
        .collect();
    games.sort();
    for game in games {
        let name = game
            .file_name()
            .expect("a folder has a name")
            .to_string_lossy();
        let ident: String = name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        write_set(&game, &out.join(format!("{ident}_fixtures.rs")));
    }
}

/// Writes the list of the `*.yaml` files of `folder` (in name order) to
/// `target`, as a Rust expression of type `&[(&str, &str)]`: each file's
/// name without `.yaml`, and its text.
fn write_set(folder: &Path, target: &Path) {
    let mut files: Vec<PathBuf> = fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| path.is_file() && path.extension().is_some_and(|e| e == "yaml"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut code = String::from("&[\n");
    for file in &files {
        let name = file
            .file_stem()
            .expect("a file has a name")
            .to_string_lossy();
        let path = file.display().to_string();
        let _ = writeln!(code, "    ({name:?}, include_str!({path:?})),");
    }
    code.push_str("]\n");
    fs::write(target, code).expect("OUT_DIR is writable");
}

/// The programs some tests drive, each with a command that succeeds only
/// when it works; `junit5` is JUnit 5's console launcher beside `javac`.
const TEST_TOOLS: &[(&str, &[&str])] = &[
    ("javac", &["javac", "-version"]),
    ("python3", &["python3", "--version"]),
    ("pytest", &["python3", "-m", "pytest", "--version"]),
    ("parallel", &["parallel", "--version"]),
    ("fish", &["fish", "--version"]),
    ("zsh", &["zsh", "--version"]),
    ("chromium", &["chromium", "--version"]),
];

/// Where Debian's `junit5` puts JUnit 5's console launcher, which the tests
/// of the exported JUnit 5 file and of the Java starter run.
const JUNIT: &str = "/usr/share/java/junit-platform-console-standalone.jar";

/// Sets `cfg(tool_missing = "NAME")` for each test tool that does not work
/// here, so that a test needing it is `#[ignore]`d with the reason (its
/// `cfg_attr`). Under `CI=true` or `WAR_KATA_REQUIRE_TOOLS` nothing is set:
/// every test runs, and one whose tool is missing fails. Otherwise the
/// probe runs again when `PATH` or a folder on it changes, so a tool
/// installed later is found at the next build.
fn declare_missing_tools() {
    let names: Vec<String> = TEST_TOOLS
        .iter()
        .map(|(name, _)| format!("\"{name}\""))
        .chain(std::iter::once("\"junit5\"".to_string()))
        .collect();
    println!(
        "cargo::rustc-check-cfg=cfg(tool_missing, values({}))",
        names.join(", ")
    );
    for variable in ["CI", "WAR_KATA_REQUIRE_TOOLS"] {
        println!("cargo:rerun-if-env-changed={variable}");
    }
    let required = std::env::var_os("WAR_KATA_REQUIRE_TOOLS").is_some()
        || std::env::var("CI").is_ok_and(|ci| ci == "true");
    if required {
        // Nothing is probed, so `PATH` is not watched: a `just` that is a
        // pyenv shim runs cargo with a longer `PATH`, and watching it made
        // `just trace` and `cargo install` after `cargo test --release`
        // build the library again (CI, 2026-11-29).
        return;
    }
    println!("cargo:rerun-if-env-changed=PATH");
    for folder in std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .chain(Path::new(JUNIT).parent().map(Path::to_path_buf))
    {
        if folder.is_absolute() && folder.is_dir() {
            println!("cargo:rerun-if-changed={}", folder.display());
        }
    }
    let works = |command: &[&str]| {
        std::process::Command::new(command[0])
            .args(&command[1..])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    };
    let mut missing: Vec<&str> = TEST_TOOLS
        .iter()
        .filter(|(_, command)| !works(command))
        .map(|(name, _)| *name)
        .collect();
    if missing.contains(&"javac") || !Path::new(JUNIT).is_file() {
        missing.push("junit5");
    }
    for name in missing {
        println!("cargo:rustc-cfg=tool_missing=\"{name}\"");
    }
}
