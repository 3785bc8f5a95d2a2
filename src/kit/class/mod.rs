//! A class of submissions, as a teacher gets it from a learning-management
//! system: recognised, read into one [`Submission`] per student (or group),
//! and each submission's files brought into a folder of the grader's.
//! Nothing here knows a game: a grader says which files it wants.
//!
//! [`read`] takes what the teacher gives: a folder, the one zip the system
//! hands out, or a folder holding nothing but that zip. A zip is read in
//! place ([`root`]), never unpacked whole. The folder of the class is the
//! one whose entries a layout recognises; a folder or zip that holds a
//! single folder is looked into (an export often unpacks into one). Each
//! layout says which entries are its own; the one that recognises the most
//! (at least half) is the class's, and the entries it does not recognise
//! are read as [`Layout::Folders`] entries, with a note. `--layout` forces
//! one.
//!
//! - [`Layout::Folders`] ([`folders`]): one entry per student, a folder, a
//!   zip or a single file, named after the student.
//!
//! [`Class::unpack`] brings one submission's files into a folder within
//! one set of [`Limits`] for the whole submission ([`unpack`]).

pub mod folders;
pub mod root;
pub mod submission;
pub mod unpack;

use std::fs;
use std::path::{Path, PathBuf};

pub use root::{Item, Kind, Root};
pub use submission::{assign_keys, slug, Layout, Part, Reading, Student, Submission};
pub use unpack::{Limits, Unpacked};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::words::count;

/// A class read: its layout, its submissions and where their files are.
#[derive(Debug)]
pub struct Class {
    /// The layout it was read as.
    pub layout: Layout,
    /// What it was read from, as the teacher named it: a folder or a zip.
    pub origin: String,
    /// Its submissions, each student with a key of their own.
    pub submissions: Vec<Submission>,
    /// The files and folders of the class's folder it was read from.
    pub entries: (usize, usize),
    /// What the teacher should know of how it was read.
    pub notes: Vec<String>,
    /// Where its files are.
    root: Root,
}

impl Class {
    /// How many students handed in.
    pub fn students(&self) -> usize {
        self.submissions.iter().map(|s| s.students.len()).sum()
    }

    /// What was recognised, in one line: `read as a Canvas export: 8
    /// students from 11 files`.
    pub fn describe(&self) -> String {
        let (files, folders) = self.entries;
        let from = match (files, folders) {
            (0, folders) => count(folders, "folder"),
            (files, 0) => count(files, "file"),
            (files, folders) => {
                format!("{} and {}", count(folders, "folder"), count(files, "file"))
            }
        };
        let what = match &self.root {
            Root::Zip(_) => format!("read {} as", self.origin),
            Root::Folder(_) => "read as".to_string(),
        };
        format!(
            "{what} {}: {} from {from}",
            self.layout.describe(),
            count(self.students(), "student")
        )
    }

    /// Writes the files of `submission` that `keep` accepts into `into`,
    /// within `limits` ([`unpack::unpack`]).
    pub fn unpack(
        &self,
        submission: &Submission,
        into: &Path,
        keep: &dyn Fn(&Path) -> bool,
        limits: &Limits,
    ) -> Result<Unpacked, Error> {
        unpack::unpack(&self.root, submission, into, keep, limits)
    }
}

/// The class at `path` (a folder, a zip, or a folder holding nothing but a
/// zip), read as `layout` or as the layout recognised; the paths of `skip`
/// (a results folder inside the class's folder) are no one's submission.
///
/// Fails with [`ErrorKind::Setup`] when `path` is missing, a file that is
/// not a zip, or holds no submission, and with [`ErrorKind::Archive`] when
/// its zip cannot be read.
pub fn read(path: &Path, layout: Option<Layout>, skip: &[PathBuf]) -> Result<Class, Error> {
    let (root, mut notes) = open(path, skip)?;
    let mut dir = PathBuf::new();
    let mut items = entries(&root, &dir, skip)?;
    if items.is_empty() {
        return Err(no_submission(path));
    }
    while let [only] = items.as_slice() {
        if only.kind != Kind::Folder || recognised(&root, &dir, &items, layout).is_some() {
            break;
        }
        let inner = only.path.clone();
        let inside = entries(&root, &inner, skip)?;
        let named = recognised(&root, &inner, &inside, layout).is_some();
        if inside.is_empty() || !(named || matches!(root, Root::Zip(_))) {
            break;
        }
        notes.push(format!("read inside its folder {}", inner.display()));
        dir = inner;
        items = inside;
    }
    let layout = layout
        .or_else(|| recognised(&root, &dir, &items, None))
        .unwrap_or(Layout::Folders);
    let files = items.iter().filter(|i| i.kind == Kind::File).count();
    let entries = (files, items.len() - files);
    let mut reading = read_as(layout, &root, &dir, items)?;
    if !reading.rest.is_empty() && layout != Layout::Folders {
        let names: Vec<&str> = reading.rest.iter().map(|i| i.name.as_str()).collect();
        notes.push(format!(
            "{} not named as {} names its submissions, each read as a student of its own: {}",
            entries_are(names.len()),
            layout.describe(),
            names.join(", ")
        ));
    }
    let rest = std::mem::take(&mut reading.rest);
    reading.submissions.extend(folders::read(rest).submissions);
    notes.append(&mut reading.notes);
    if let Root::Zip(index) = &root {
        if !index.climbing.is_empty() {
            notes.push(format!(
                "{} of the zip's entries climb out of it: not read: {}",
                index.climbing.len(),
                index.climbing.join(", ")
            ));
        }
    }
    let mut submissions = reading.submissions;
    assign_keys(&mut submissions);
    Ok(Class {
        layout,
        origin: path.display().to_string(),
        submissions,
        entries,
        notes,
        root,
    })
}

/// The folder or zip at `path` as one submission of one student, named
/// after it (Gradescope's `/autograder/submission`).
///
/// Fails with [`ErrorKind::Setup`] when `path` is neither.
pub fn one(path: &Path) -> Result<Class, Error> {
    let origin = path.display().to_string();
    let root = if path.is_dir() {
        Root::Folder(path.to_path_buf())
    } else if path.is_file() && root::has_extension(&origin, "zip") {
        Root::zip(path)?
    } else {
        let message =
            "is neither a folder nor a zip: --one grades the folder or zip of one submission";
        return Err(Error::new(ErrorKind::Setup, origin, message));
    };
    let name = path.file_name().map_or_else(
        || "submission".to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let student = name.strip_suffix(".zip").unwrap_or(&name).to_string();
    let part = Part {
        path: PathBuf::new(),
        dest: PathBuf::new(),
    };
    let mut submissions = vec![Submission::single(name, Student::new(student, ""), part)];
    assign_keys(&mut submissions);
    Ok(Class {
        layout: Layout::Folders,
        origin,
        submissions,
        entries: (0, 1),
        notes: Vec::new(),
        root,
    })
}

/// The root of the class at `path`: its folder, its zip, or the zip that is
/// the only entry of its folder; with a note for the last.
fn open(path: &Path, skip: &[PathBuf]) -> Result<(Root, Vec<String>), Error> {
    let origin = path.display().to_string();
    let metadata = fs::metadata(path).map_err(|error| {
        let message = format!("cannot be read as a folder of submissions: {error}");
        Error::new(ErrorKind::Setup, &origin, message).with_fix(
            "check the folder's name, or make it and put one folder, zip or source file per student in it",
        )
    })?;
    if metadata.is_file() {
        if root::has_extension(&origin, "zip") {
            return Ok((Root::zip(path)?, Vec::new()));
        }
        let message = "is a file, not a folder of submissions nor a class's zip";
        return Err(Error::new(ErrorKind::Setup, &origin, message).with_fix(
            "give the folder that holds one folder, zip or source file per student, or the zip your learning-management system gave you",
        ));
    }
    let folder = Root::Folder(path.to_path_buf());
    let items = entries(&folder, Path::new(""), skip)?;
    if let [only] = items.as_slice() {
        if only.has_extension("zip") {
            let zip = path.join(&only.path);
            let note = format!(
                "{origin} holds nothing but {}: read as the class's zip",
                only.name
            );
            return Ok((Root::zip(&zip)?, vec![note]));
        }
    }
    Ok((folder, Vec::new()))
}

/// The entries of the class's folder `dir` that may be someone's: no junk,
/// none of `skip`.
fn entries(root: &Root, dir: &Path, skip: &[PathBuf]) -> Result<Vec<Item>, Error> {
    let skip: Vec<PathBuf> = skip.iter().filter_map(|p| p.canonicalize().ok()).collect();
    let items = root.items(dir)?;
    Ok(items
        .into_iter()
        .filter(|item| !item.is_junk())
        .filter(|item| {
            root.on_disk(&item.path)
                .and_then(|p| p.canonicalize().ok())
                .is_none_or(|p| !skip.contains(&p))
        })
        .collect())
}

/// The layout of the entries `items` of the class's folder `dir`: `only`
/// if it recognises them, else the system's layout that recognises the
/// most of them, at least half; `None` when no system's does.
fn recognised(root: &Root, dir: &Path, items: &[Item], only: Option<Layout>) -> Option<Layout> {
    let candidates: Vec<Layout> = match only {
        Some(layout) => vec![layout],
        None => Layout::ALL.to_vec(),
    };
    let mut best: Option<(Layout, usize)> = None;
    for layout in candidates.into_iter().filter(|l| *l != Layout::Folders) {
        let Ok(reading) = read_as(layout, root, dir, items.to_vec()) else {
            // A layout whose metadata does not read is still that layout:
            // reading it again says what is wrong.
            return Some(layout);
        };
        let claimed = reading.claimed;
        if claimed > 0 && claimed * 2 >= items.len() && best.is_none_or(|(_, most)| claimed > most)
        {
            best = Some((layout, claimed));
        }
    }
    best.map(|(layout, _)| layout)
}

/// The entries `items` of the class's folder `dir`, read as `layout`.
fn read_as(layout: Layout, _root: &Root, _dir: &Path, items: Vec<Item>) -> Result<Reading, Error> {
    Ok(match layout {
        Layout::Folders => folders::read(items),
        _ => Reading {
            rest: items,
            ..Reading::default()
        },
    })
}

/// `1 entry is`, `3 entries are`.
fn entries_are(n: usize) -> String {
    if n == 1 {
        "1 entry is".to_string()
    } else {
        format!("{n} entries are")
    }
}

/// The error of a class that holds no submission.
fn no_submission(path: &Path) -> Error {
    Error::new(
        ErrorKind::Setup,
        path.display().to_string(),
        "holds no submission",
    )
    .with_fix("put one folder, zip or source file per student in it")
}
