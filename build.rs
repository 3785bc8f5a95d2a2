//! Builds the fixtures into the binary: `cargo install --path .` gives a
//! `war` that grades, checks and exports from any folder.
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
