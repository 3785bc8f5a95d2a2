//! A class of submissions: a folder with one entry per student, as a
//! teacher downloads it from Gradescope or an LMS.
//!
//! An entry is a folder (the student's code anywhere inside, nested as
//! students nest it), a `.zip`, or a single source file. [`list`] finds the
//! entries and gives each a name safe to write files under; [`collect`]
//! finds a submission's source files, bounded in number and size, without
//! following symbolic links; [`copy`] copies them into a folder of the
//! grader's.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use crate::kit::error::{Error, ErrorKind};

/// What a student handed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// A folder, the code anywhere inside.
    Folder,
    /// A `.zip` file.
    Zip,
    /// Any other single file (a source file, or something that is not one).
    File,
}

/// One student's entry of a class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The entry's name as it is in the folder (lossy UTF-8).
    pub name: String,
    /// A name to write the entry's files under: ASCII letters, digits,
    /// `-`, `_` and `.`, different for every entry of the class.
    pub key: String,
    /// Where it is.
    pub path: PathBuf,
    /// Its shape.
    pub shape: Shape,
}

/// Names that an entry's key never takes, since the grading writes files of
/// its own under them.
const RESERVED: [&str; 3] = ["summary", "build", "results"];

/// The entries of the class in `folder`, in name order, leaving out hidden
/// entries (`.git`, `.DS_Store`), macOS's `__MACOSX` and the paths of
/// `skip` (a results folder inside the class's folder).
///
/// Fails with [`ErrorKind::Setup`] when `folder` does not exist, is not a
/// folder, or holds no entry.
pub fn list(folder: &Path, skip: &[PathBuf]) -> Result<Vec<Entry>, Error> {
    let origin = folder.display().to_string();
    let metadata = fs::metadata(folder).map_err(|error| {
        let message = format!("cannot be read as a folder of submissions: {error}");
        Error::new(ErrorKind::Setup, &origin, message)
            .with_fix("check the folder's name, or make it and put one folder, zip or source file per student in it")
    })?;
    if !metadata.is_dir() {
        let message = "is a file, not a folder of submissions";
        return Err(Error::new(ErrorKind::Setup, &origin, message)
            .with_fix("give the folder that holds one folder, zip or source file per student"));
    }
    let skip: Vec<PathBuf> = skip.iter().filter_map(|p| p.canonicalize().ok()).collect();
    let mut entries = Vec::new();
    for item in fs::read_dir(folder).map_err(|e| Error::io(&origin, e))? {
        let path = item.map_err(|e| Error::io(&origin, e))?.path();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if is_junk(&name) || path.canonicalize().is_ok_and(|c| skip.contains(&c)) {
            continue;
        }
        let shape = if path.is_dir() {
            Shape::Folder
        } else if name.to_ascii_lowercase().ends_with(".zip") {
            Shape::Zip
        } else {
            Shape::File
        };
        entries.push(Entry {
            key: String::new(),
            name,
            path,
            shape,
        });
    }
    if entries.is_empty() {
        let message = "holds no submission";
        return Err(Error::new(ErrorKind::Setup, &origin, message)
            .with_fix("put one folder, zip or source file per student in it"));
    }
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    let mut taken: HashSet<String> = RESERVED.iter().map(|s| (*s).to_string()).collect();
    for entry in &mut entries {
        let stem = match entry.shape {
            Shape::Folder => entry.name.as_str(),
            Shape::Zip | Shape::File => entry
                .name
                .rsplit_once('.')
                .map_or(entry.name.as_str(), |(stem, _)| stem),
        };
        entry.key = unique(safe_name(stem), &mut taken);
    }
    Ok(entries)
}

/// Whether an entry named `name` is no one's submission: hidden, or macOS's
/// resource forks.
fn is_junk(name: &str) -> bool {
    name.starts_with('.') || name == "__MACOSX"
}

/// `name` as a file name safe anywhere: ASCII letters, digits, `-`, `_`
/// and `.` kept, anything else `_`, no leading dot, at most 80 characters,
/// `submission` when nothing is left.
///
/// ```
/// use war_kata::kit::class::safe_name;
///
/// assert_eq!(safe_name("Alice Smith"), "Alice_Smith");
/// assert_eq!(safe_name("x';touch $F;'"), "x__touch__F__");
/// assert_eq!(safe_name("../.."), "_._..");
/// ```
pub fn safe_name(name: &str) -> String {
    let mut safe: String = name
        .chars()
        .take(80)
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    if safe.starts_with('.') {
        safe.replace_range(..1, "_");
    }
    if safe.is_empty() {
        safe.push_str("submission");
    }
    safe
}

/// `name`, or `name-2`, `name-3`, ... the first not `taken`; taken then.
fn unique(name: String, taken: &mut HashSet<String>) -> String {
    let mut candidate = name.clone();
    let mut number = 2;
    while !taken.insert(candidate.to_ascii_lowercase()) {
        candidate = format!("{name}-{number}");
        number += 1;
    }
    candidate
}

/// How much of a submission's folder is looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WalkLimits {
    /// The most files and folders walked through.
    pub max_entries: usize,
    /// The deepest folder looked into.
    pub max_depth: usize,
    /// The most source files kept.
    pub max_files: usize,
    /// The largest source file kept, in bytes.
    pub max_file_bytes: u64,
    /// The most bytes of source files kept in all.
    pub max_total_bytes: u64,
}

impl Default for WalkLimits {
    /// 20,000 entries, 32 folders deep, 500 source files of at most 1 MiB,
    /// 16 MiB in all.
    fn default() -> WalkLimits {
        WalkLimits {
            max_entries: 20_000,
            max_depth: 32,
            max_files: 500,
            max_file_bytes: 1 << 20,
            max_total_bytes: 16 << 20,
        }
    }
}

/// The files under `root` that `keep` accepts (given each path relative to
/// `root`), relative to `root`, in name order. Hidden files and folders,
/// `__MACOSX` and symbolic links are not looked at.
///
/// Fails with [`ErrorKind::Submission`] when `root` holds more entries, or
/// more or larger files kept, than `limits` allow.
pub fn collect(
    root: &Path,
    keep: impl Fn(&Path) -> bool,
    limits: &WalkLimits,
) -> Result<Vec<PathBuf>, Error> {
    let origin = root.display().to_string();
    let too_much = |message: String| Error::new(ErrorKind::Submission, &origin, message);
    let mut kept = Vec::new();
    let mut total = 0u64;
    let mut walked = 0usize;
    let mut folders = vec![(PathBuf::new(), 0usize)];
    while let Some((folder, depth)) = folders.pop() {
        let Ok(items) = fs::read_dir(root.join(&folder)) else {
            continue;
        };
        for item in items.filter_map(Result::ok) {
            walked += 1;
            if walked > limits.max_entries {
                return Err(too_much(format!(
                    "holds more than {} files and folders",
                    limits.max_entries
                )));
            }
            let name = item.file_name();
            if is_junk(&name.to_string_lossy()) {
                continue;
            }
            let Ok(kind) = item.file_type() else {
                continue;
            };
            let relative = folder.join(&name);
            if kind.is_dir() && depth < limits.max_depth {
                folders.push((relative, depth + 1));
            } else if kind.is_file() && keep(&relative) {
                let size = item.metadata().map_or(0, |m| m.len());
                if size > limits.max_file_bytes {
                    return Err(too_much(format!(
                        "{} is {size} bytes, more than the {} a source file may have",
                        relative.display(),
                        limits.max_file_bytes
                    )));
                }
                total += size;
                kept.push(relative);
                if kept.len() > limits.max_files || total > limits.max_total_bytes {
                    return Err(too_much(format!(
                        "holds more source files than a submission may: over {} files or {} bytes",
                        limits.max_files, limits.max_total_bytes
                    )));
                }
            }
        }
    }
    kept.sort();
    Ok(kept)
}

/// Copies `files` (relative to `root`) into `into`, keeping their folders;
/// `transform` may change a file's bytes on the way (a byte-order mark
/// dropped).
pub fn copy(
    root: &Path,
    files: &[PathBuf],
    into: &Path,
    transform: impl Fn(Vec<u8>) -> Vec<u8>,
) -> Result<(), Error> {
    for file in files {
        let source = root.join(file);
        let target = into.join(file);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| Error::io(parent.display().to_string(), e))?;
        }
        let bytes = fs::read(&source).map_err(|e| Error::io(source.display().to_string(), e))?;
        fs::write(&target, transform(bytes))
            .map_err(|e| Error::io(target.display().to_string(), e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_safe_and_unique_and_never_reserved() {
        let mut taken: HashSet<String> = RESERVED.iter().map(|s| (*s).to_string()).collect();
        assert_eq!(unique(safe_name("alice"), &mut taken), "alice");
        assert_eq!(unique(safe_name("Alice"), &mut taken), "Alice-2");
        assert_eq!(unique(safe_name("summary"), &mut taken), "summary-2");
        assert_eq!(unique(safe_name(""), &mut taken), "submission");
    }

    #[test]
    fn a_class_lists_its_entries_and_refuses_what_is_not_one() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = dir.path().join("class");
        fs::create_dir_all(class.join("bob/src")).expect("made");
        fs::write(class.join("alice.zip"), b"PK").expect("written");
        fs::write(class.join("carol.py"), b"").expect("written");
        fs::write(class.join(".DS_Store"), b"").expect("written");
        fs::create_dir(class.join("__MACOSX")).expect("made");
        let entries = list(&class, &[]).expect("listed");
        let seen: Vec<(&str, &str, Shape)> = entries
            .iter()
            .map(|e| (e.name.as_str(), e.key.as_str(), e.shape))
            .collect();
        assert_eq!(
            seen,
            vec![
                ("alice.zip", "alice", Shape::Zip),
                ("bob", "bob", Shape::Folder),
                ("carol.py", "carol", Shape::File)
            ]
        );
        let kind = |path: &Path| list(path, &[]).map_err(|e| e.kind()).err();
        assert_eq!(kind(&dir.path().join("missing")), Some(ErrorKind::Setup));
        assert_eq!(kind(&class.join("carol.py")), Some(ErrorKind::Setup));
        fs::create_dir(dir.path().join("empty")).expect("made");
        assert_eq!(kind(&dir.path().join("empty")), Some(ErrorKind::Setup));
    }

    #[test]
    fn collecting_is_bounded() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        fs::create_dir_all(dir.path().join("a/b")).expect("made");
        fs::write(dir.path().join("a/b/War.java"), b"class War {}").expect("written");
        fs::write(dir.path().join("notes.txt"), b"").expect("written");
        fs::write(dir.path().join("a/.hidden.java"), b"").expect("written");
        let java = |p: &Path| p.extension().is_some_and(|e| e == "java");
        let found = collect(dir.path(), java, &WalkLimits::default()).expect("found");
        assert_eq!(found, vec![PathBuf::from("a/b/War.java")]);
        let tight = WalkLimits {
            max_entries: 2,
            ..WalkLimits::default()
        };
        let error = collect(dir.path(), java, &tight).expect_err("too many entries");
        assert_eq!(error.kind(), ErrorKind::Submission);
    }
}
