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
//! - [`Layout::Moodle`] ([`moodle`]): `Ana Lima_5571201_assignsubmission_file/`
//!   folders, or flat `Ana Lima_5571201_assignsubmission_file_War.java`
//!   files (Moodle's `mod/assign/classes/downloader.php`).
//! - [`Layout::Canvas`] ([`canvas`]): `limaana_LATE_104201_70010001_War.java`
//!   (Canvas's `lib/content_zipper.rb`).
//! - [`Layout::Blackboard`] ([`blackboard`]):
//!   `War Simulation_alima_attempt_2019-11-21-14-10-00_War.java` and the
//!   attempt's receipt, `..._attempt_2019-11-21-14-10-00.txt`.
//! - [`Layout::Gradescope`] ([`gradescope`]): `submission_212340001/`
//!   folders named in `submission_metadata.yml`.
//! - [`Layout::Classroom`] ([`classroom`]): `war-game-submissions/war-game-alima/`
//!   repositories, each with its `.git` (`gh classroom clone
//!   student-repos`).
//! - [`Layout::Folders`] ([`folders`]): one entry per student, a folder, a
//!   zip or a single file, named after the student.
//!
//! Each layout is recognised by the general shape of its names (a regular
//! expression of the system's naming scheme) or by its metadata file, never
//! by a list of known names.
//!
//! [`Class::unpack`] brings one submission's files into a folder within
//! one set of [`Limits`] for the whole submission ([`unpack`]).

pub mod blackboard;
pub mod brightspace;
pub mod canvas;
pub mod classroom;
pub mod folders;
pub mod gradescope;
pub mod moodle;
pub mod note;
pub mod root;
pub mod sakai;
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
    /// Its submissions, each student with a key of their own.
    pub submissions: Vec<Submission>,
    /// How many files the class's folder holds (its entries that may be
    /// someone's).
    pub files: usize,
    /// How many folders it holds.
    pub folders: usize,
    /// What the teacher should know of how it was read.
    pub notes: Vec<String>,
    /// The folder of the root its entries are in (`War Simulation` in
    /// Sakai's zip); empty when they are at its top.
    pub folder: PathBuf,
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
        let from = match (self.files, self.folders) {
            (0, folders) => count(folders, "folder"),
            (files, 0) => count(files, "file"),
            (files, folders) => {
                format!("{} and {}", count(folders, "folder"), count(files, "file"))
            }
        };
        let what = match &self.root {
            Root::Zip(_) => {
                let name = self.root.path().file_name().unwrap_or_default();
                format!("read {} as", name.to_string_lossy())
            }
            Root::Folder(_) => "read as".to_string(),
        };
        format!(
            "{what} {}: {} from {from}",
            self.layout.describe(),
            count(self.students(), "student")
        )
    }

    /// The name of the folder its entries are in, as the system named it
    /// (Sakai's assignment title, `War Simulation`); the folder's or zip's
    /// own name, without `.zip`, when they are at its top.
    pub fn title(&self) -> String {
        let named = match self.folder.file_name() {
            Some(name) => name,
            None => self.root.path().file_name().unwrap_or_default(),
        };
        let name = named.to_string_lossy();
        match (&self.root, self.folder.as_os_str().is_empty()) {
            (Root::Zip(_), true) if root::has_extension(&name, "zip") => {
                name[..name.len() - ".zip".len()].to_string()
            }
            _ => name.into_owned(),
        }
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
    let mut found = recognise(&root, &dir, &items, layout)?;
    while found.is_none() {
        let [only] = items.as_slice() else { break };
        if only.kind != Kind::Folder {
            break;
        }
        let inner = only.path.clone();
        let inside = entries(&root, &inner, skip)?;
        let inner_found = recognise(&root, &inner, &inside, layout)?;
        let zipped = matches!(root, Root::Zip(_));
        if inside.is_empty() || (inner_found.is_none() && !zipped) {
            break;
        }
        notes.push(format!("read inside its folder {}", inner.display()));
        dir = inner;
        items = inside;
        found = inner_found;
    }
    let files = items.iter().filter(|i| i.kind == Kind::File).count();
    let folders = items.len() - files;
    let (layout, mut reading) = match (found, layout) {
        (Some(found), _) => found,
        (None, Some(layout)) => (layout, read_as(layout, &root, &dir, items)?),
        (None, None) => {
            notes.push(
                "no system's export recognised (Moodle, Canvas, Blackboard, Brightspace, Sakai, Gradescope, GitHub Classroom): each entry read as one student's; --layout reads it as one"
                    .to_string(),
            );
            (Layout::Folders, folders::read(items))
        }
    };
    let rest = std::mem::take(&mut reading.rest);
    let students: Vec<&str> = rest
        .iter()
        .filter(|item| !folders::is_system_page(item))
        .map(|i| i.name.as_str())
        .collect();
    if !students.is_empty() && layout != Layout::Folders {
        notes.push(format!(
            "{} not named as {} names its submissions, each read as a student of its own: {}",
            entries_are(students.len()),
            layout.describe(),
            students.join(", ")
        ));
    }
    let mut more = folders::read(rest);
    reading.submissions.append(&mut more.submissions);
    notes.append(&mut reading.notes);
    notes.append(&mut more.notes);
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
    if let (Layout::Folders, [only], Root::Folder(_)) = (layout, submissions.as_slice(), &root) {
        if only
            .parts
            .iter()
            .all(|part| part.dest.as_os_str().is_empty())
        {
            notes.push(format!(
                "{} holds one folder, {}, graded as one student's submission; if that folder holds the class, give it instead",
                path.display(),
                only.name
            ));
        }
    }
    assign_keys(&mut submissions);
    Ok(Class {
        layout,
        submissions,
        files,
        folders,
        notes,
        folder: dir,
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
    let is_zip = matches!(root, Root::Zip(_));
    Ok(Class {
        layout: Layout::Folders,
        submissions,
        files: usize::from(is_zip),
        folders: usize::from(!is_zip),
        notes: Vec::new(),
        folder: PathBuf::new(),
        root,
    })
}

/// The root of the class at `path`: its folder, its zip, or the zip that is
/// the only entry of its folder (when it is no link: a link is one
/// student's entry, refused when it is unpacked); with a note for the last.
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
        if only.has_extension("zip") && !root::is_link(&path.join(&only.path)) {
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

/// The layout of the entries `items` of the class's folder `dir`, and
/// what it makes of them: `only` when it recognises any, else the system's
/// layout that recognises the most of them, at least half of those that
/// are not a system's page; `None` when no system's does. Fails when a
/// layout's metadata is there but does not read.
fn recognise(
    root: &Root,
    dir: &Path,
    items: &[Item],
    only: Option<Layout>,
) -> Result<Option<(Layout, Reading)>, Error> {
    let candidates: Vec<Layout> = match only {
        Some(layout) => vec![layout],
        None => Layout::ALL.to_vec(),
    };
    // A system's page (index.html) is no one's entry: it counts for none.
    let entries = items
        .iter()
        .filter(|item| !folders::is_system_page(item))
        .count();
    let mut best: Option<(Layout, Reading)> = None;
    for layout in candidates.into_iter().filter(|l| *l != Layout::Folders) {
        let reading = read_as(layout, root, dir, items.to_vec())?;
        let claimed = reading.claimed;
        let enough = only.is_some() || claimed * 2 >= entries;
        let most = best.as_ref().is_none_or(|(_, b)| claimed > b.claimed);
        if claimed > 0 && enough && most {
            best = Some((layout, reading));
        }
    }
    Ok(best)
}

/// The entries `items` of the class's folder `dir`, read as `layout`.
fn read_as(layout: Layout, root: &Root, dir: &Path, items: Vec<Item>) -> Result<Reading, Error> {
    Ok(match layout {
        Layout::Moodle => moodle::read(items),
        Layout::Canvas => canvas::read(items),
        Layout::Blackboard => blackboard::read(root, items),
        Layout::Brightspace => brightspace::read(items),
        Layout::Sakai => sakai::read(root, items)?,
        Layout::Gradescope => gradescope::read(root, items)?,
        Layout::Classroom => classroom::read(root, dir, items),
        Layout::Folders => folders::read(items),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes a zip of `entries` (name and bytes) at `path`.
    fn write_zip(path: &Path, entries: &[(&str, &[u8])]) {
        fs::write(path, unpack::zip_of(entries)).expect("written");
    }

    /// Each submission's name and its students' names and keys.
    fn seen(class: &Class) -> Vec<(String, Vec<(String, String)>)> {
        class
            .submissions
            .iter()
            .map(|s| {
                let students = s
                    .students
                    .iter()
                    .map(|t| (t.name.clone(), t.key.clone()))
                    .collect();
                (s.name.clone(), students)
            })
            .collect()
    }

    #[test]
    fn a_zip_alone_in_its_folder_is_the_class_and_its_wrapper_is_looked_into() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let folder = dir.path().join("download");
        fs::create_dir(&folder).expect("made");
        write_zip(
            &folder.join("export.zip"),
            &[
                (
                    "assignment_9_export/submission_metadata.yml",
                    b"submission_1:\n  :submitters:\n  - :name: Ana Lima\n    :sid: '7'\n",
                ),
                ("assignment_9_export/submission_1/war.py", b""),
            ],
        );
        fs::create_dir(folder.join(".hidden")).expect("made");
        let class = read(&folder, None, &[]).expect("read");
        assert_eq!(class.layout, Layout::Gradescope);
        assert_eq!(
            class.describe(),
            "read export.zip as a Gradescope export: 1 student from 1 folder and 1 file"
        );
        assert_eq!(
            seen(&class),
            [(
                "submission_1".into(),
                vec![("Ana Lima".into(), "Ana_Lima_7".into())]
            )]
        );
        assert_eq!(
            class.notes,
            [
                format!(
                    "{} holds nothing but export.zip: read as the class's zip",
                    folder.display()
                ),
                "read inside its folder assignment_9_export".to_string()
            ]
        );
        // A link alone in its folder is not read as the class's zip: it is
        // one entry, refused when it is unpacked.
        let linking = dir.path().join("linking");
        fs::create_dir(&linking).expect("made");
        std::os::unix::fs::symlink(folder.join("export.zip"), linking.join("export.zip"))
            .expect("linked");
        let class = read(&linking, None, &[]).expect("read");
        assert_eq!(class.layout, Layout::Folders);
        assert!(class.notes.iter().all(|note| !note.contains("class's zip")));
        let error = class
            .unpack(
                &class.submissions[0],
                &dir.path().join("into"),
                &|_| true,
                &Limits::default(),
            )
            .expect_err("refused");
        assert_eq!(error.kind(), ErrorKind::Submission);
        assert!(error.message().contains("is a symbolic link"), "{error}");
    }

    #[test]
    fn the_layout_that_recognises_most_is_the_one_and_the_rest_are_students() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = dir.path().join("class");
        fs::create_dir(&class).expect("made");
        for name in [
            "limaana_104201_70010001_War.java",
            "limaana_104201_70010002_Rules.java",
            "chenbo_LATE_104202_70010003_war.py",
            "rubric.pdf",
        ] {
            fs::write(class.join(name), b"").expect("written");
        }
        let read_class = read(&class, None, &[]).expect("read");
        assert_eq!(read_class.layout, Layout::Canvas);
        assert_eq!(
            seen(&read_class),
            [
                (
                    "limaana_104201".into(),
                    vec![("limaana".into(), "limaana_104201".into())]
                ),
                (
                    "chenbo_LATE_104202".into(),
                    vec![("chenbo".into(), "chenbo_104202".into())]
                ),
                (
                    "rubric.pdf".into(),
                    vec![("rubric".into(), "rubric".into())]
                ),
            ]
        );
        assert_eq!(
            read_class.notes,
            ["1 entry is not named as a Canvas export names its submissions, each read as a student of its own: rubric.pdf"]
        );
        let forced = read(&class, Some(Layout::Folders), &[]).expect("read");
        assert_eq!(forced.submissions.len(), 4);
        assert!(forced.notes.is_empty());
    }

    #[test]
    fn index_html_is_no_student_in_any_layout() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let canvas = dir.path().join("canvas");
        fs::create_dir(&canvas).expect("made");
        for name in ["limaana_104201_70010001_war.py", "index.html", "rubric.pdf"] {
            fs::write(canvas.join(name), b"").expect("written");
        }
        let class = read(&canvas, None, &[]).expect("read");
        assert_eq!(class.layout, Layout::Canvas);
        let names: Vec<&str> = class.submissions.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["limaana_104201", "rubric.pdf"]);
        assert_eq!(
            class.notes,
            [
                "1 entry is not named as a Canvas export names its submissions, each read as a student of its own: rubric.pdf",
                "index.html is a page a system writes beside the submissions, no student's: left out"
            ]
        );
        let folders = dir.path().join("folders");
        fs::create_dir_all(folders.join("alice")).expect("made");
        fs::write(folders.join("INDEX.HTML"), b"").expect("written");
        fs::write(folders.join("bob.py"), b"").expect("written");
        let class = read(&folders, None, &[]).expect("read");
        assert_eq!(class.layout, Layout::Folders);
        assert_eq!(class.submissions.len(), 2);
        assert_eq!(
            class.notes[1],
            "INDEX.HTML is a page a system writes beside the submissions, no student's: left out"
        );
        assert_eq!(class.title(), "folders");
    }

    #[test]
    fn one_submission_is_a_folder_or_a_zip() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        write_zip(&dir.path().join("ana.zip"), &[("War/War.java", b"")]);
        let class = one(&dir.path().join("ana.zip")).expect("one");
        assert_eq!(
            seen(&class),
            [("ana.zip".into(), vec![("ana".into(), "ana".into())])]
        );
        let into = dir.path().join("into");
        let java = |p: &Path| p.extension().is_some_and(|e| e == "java");
        let unpacked = class
            .unpack(&class.submissions[0], &into, &java, &Limits::default())
            .expect("unpacked");
        assert_eq!(unpacked.files, [PathBuf::from("War/War.java")]);
        let folder = one(dir.path()).expect("one");
        assert_eq!(folder.submissions[0].parts[0].path, PathBuf::new());
        let error = one(&dir.path().join("ana.zip/missing")).expect_err("neither");
        assert_eq!(error.kind(), ErrorKind::Setup);
    }

    #[test]
    fn a_folder_of_one_folder_says_so_and_a_missing_or_empty_class_is_refused() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = dir.path().join("class");
        fs::create_dir_all(class.join("alice/src")).expect("made");
        fs::write(class.join("alice/src/War.java"), b"").expect("written");
        let read_class = read(&class, None, &[]).expect("read");
        assert_eq!(read_class.layout, Layout::Folders);
        assert_eq!(read_class.submissions.len(), 1);
        assert!(read_class.notes[0].starts_with("no system's export recognised"));
        assert!(read_class.notes[1].ends_with(
            "holds one folder, alice, graded as one student's submission; if that folder holds the class, give it instead"
        ));
        let kind = |path: &Path| read(path, None, &[]).map_err(|e| e.kind()).err();
        assert_eq!(kind(&dir.path().join("missing")), Some(ErrorKind::Setup));
        assert_eq!(
            kind(&class.join("alice/src/War.java")),
            Some(ErrorKind::Setup)
        );
        fs::create_dir(dir.path().join("empty")).expect("made");
        assert_eq!(kind(&dir.path().join("empty")), Some(ErrorKind::Setup));
        fs::write(dir.path().join("bad.zip"), b"PK but not").expect("written");
        assert_eq!(kind(&dir.path().join("bad.zip")), Some(ErrorKind::Archive));
        let results = class.join("results");
        fs::create_dir(&results).expect("made");
        let skipped = read(&class, None, std::slice::from_ref(&results)).expect("read");
        assert_eq!(skipped.submissions.len(), 1);
    }
}
