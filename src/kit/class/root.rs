//! Where a class is read from: a folder, or the one zip a
//! learning-management system hands out, read in place: its entries are
//! listed from the zip's central directory, and only the files a
//! submission needs are inflated, each within a bound.
//!
//! A folder's links are never followed: its entries are listed as they
//! are (a symbolic link as a file, whatever it names), and a file is read
//! only through a path without a symbolic link below the class's folder
//! and only when it has no other name on the disk ([`open_in_class`]), so
//! that a link to a file of the teacher's (`x.java -> /etc/shadow`), or one
//! swapped in between listing and reading, is never copied into a build.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::kit::archive::safe_path;
use crate::kit::error::{Error, ErrorKind};
use crate::kit::lines::open_regular;

/// The most entries a class's zip may hold: 200,000, room for a thousand
/// students' Eclipse projects, and a bound on the memory its listing takes.
pub const MAX_CLASS_ENTRIES: usize = 200_000;

/// What an entry of a class is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A folder.
    Folder,
    /// A file.
    File,
}

/// An entry of a folder of the class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Its name (lossy UTF-8).
    pub name: String,
    /// Its path, relative to the class's root.
    pub path: PathBuf,
    /// A folder or a file.
    pub kind: Kind,
}

impl Item {
    /// Whether the entry is nobody's work: hidden (`.git`, `.DS_Store`),
    /// macOS's `__MACOSX` resource forks, Windows' `Thumbs.db` and
    /// `desktop.ini`.
    pub fn is_junk(&self) -> bool {
        is_junk(&self.name)
    }

    /// Whether it is a file whose name ends with `extension` (`zip`), in
    /// any case.
    pub fn has_extension(&self, extension: &str) -> bool {
        self.kind == Kind::File && has_extension(&self.name, extension)
    }

    /// The parts of its name when it is a file named as `pattern` says: how
    /// a flat export (Canvas, Blackboard) names a student's file.
    pub fn file_named<'a>(&'a self, pattern: &regex::Regex) -> Option<regex::Captures<'a>> {
        (self.kind == Kind::File)
            .then(|| pattern.captures(&self.name))
            .flatten()
    }
}

/// Whether a file or folder named `name` is nobody's work (see
/// [`Item::is_junk`]).
pub fn is_junk(name: &str) -> bool {
    name.starts_with('.') || matches!(name, "__MACOSX" | "Thumbs.db" | "desktop.ini")
}

/// Whether `name` ends with `.extension`, in any case.
pub fn has_extension(name: &str, extension: &str) -> bool {
    name.rsplit_once('.')
        .is_some_and(|(_, e)| e.eq_ignore_ascii_case(extension))
}

/// A class's files: on disk, or in a zip.
#[derive(Debug)]
pub enum Root {
    /// A folder on disk.
    Folder(PathBuf),
    /// A zip, read in place.
    Zip(ZipIndex),
}

/// A zip's entries, listed once from its central directory.
#[derive(Debug)]
pub struct ZipIndex {
    /// Where the zip is.
    path: PathBuf,
    /// The zip, open for reading its files.
    archive: Mutex<zip::ZipArchive<fs::File>>,
    /// Each file and its number in the zip.
    files: BTreeMap<PathBuf, usize>,
    /// Each folder, explicit or implied by a file's path, with its
    /// entries; the zip's top is the empty path.
    folders: BTreeMap<PathBuf, BTreeMap<String, Kind>>,
    /// The names of the entries whose path is absolute or climbs out of
    /// the folder it would be unpacked in: never read.
    pub climbing: Vec<String>,
}

impl Root {
    /// The zip at `path`, listed: refused when it is not a zip or holds
    /// more than [`MAX_CLASS_ENTRIES`] entries.
    pub fn zip(path: &Path) -> Result<Root, Error> {
        let origin = path.display().to_string();
        let refused = |message: String| Error::new(ErrorKind::Archive, &origin, message);
        let file = open_regular(path)?;
        let mut archive = zip::ZipArchive::new(file).map_err(|e| {
            refused(format!("is not a zip: {}", why_not_a_zip(&e))).with_fix(
                "download the class's export again from your system (the whole zip), or give the folder it unpacks into",
            )
        })?;
        if archive.len() > MAX_CLASS_ENTRIES {
            return Err(refused(format!(
                "holds {} entries, more than the {MAX_CLASS_ENTRIES} a class's zip may",
                archive.len()
            )));
        }
        let mut folders = Folders::default();
        let mut climbing = Vec::new();
        for number in 0..archive.len() {
            let entry = archive
                .by_index_raw(number)
                .map_err(|e| refused(e.to_string()))?;
            let name = entry.name().to_string();
            let Some(path) = safe_path(&name) else {
                climbing.push(name);
                continue;
            };
            if entry.is_symlink() {
                continue;
            }
            let kind = if entry.is_dir() {
                Kind::Folder
            } else {
                Kind::File
            };
            folders.add(path, kind, number);
        }
        let index = ZipIndex {
            path: path.to_path_buf(),
            archive: Mutex::new(archive),
            files: folders.files,
            folders: folders.entries,
            climbing,
        };
        Ok(Root::Zip(index))
    }

    /// The folder or zip the class is read from.
    pub fn path(&self) -> &Path {
        match self {
            Root::Folder(path) => path,
            Root::Zip(index) => &index.path,
        }
    }

    /// The entries of the class's folder `dir` (relative to the root), in
    /// name order, junk included. A folder on disk lists a symbolic link
    /// as a file, without following it.
    pub fn items(&self, dir: &Path) -> Result<Vec<Item>, Error> {
        let mut items = match self {
            Root::Folder(base) => disk_items(base, dir)?,
            Root::Zip(index) => index
                .folders
                .get(dir)
                .into_iter()
                .flatten()
                .map(|(name, kind)| Item {
                    name: name.clone(),
                    path: dir.join(name),
                    kind: *kind,
                })
                .collect(),
        };
        items.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(items)
    }

    /// Whether the class's folder `dir` holds an entry named `name`, junk
    /// included (a repository's `.git`).
    pub fn holds(&self, dir: &Path, name: &str) -> bool {
        match self {
            Root::Folder(base) => fs::symlink_metadata(base.join(dir).join(name)).is_ok(),
            Root::Zip(index) => index
                .folders
                .get(dir)
                .is_some_and(|entries| entries.contains_key(name)),
        }
    }

    /// The bytes of the class's file `path`, refused ([`ErrorKind::Limit`])
    /// when there are more than `max` of them, however few the zip says;
    /// on disk, refused ([`ErrorKind::Submission`]) when it is a link
    /// ([`open_in_class`]).
    pub fn read_bytes(&self, path: &Path, max: u64) -> Result<Vec<u8>, Error> {
        match self {
            Root::Folder(base) => read_disk(base, path, max),
            Root::Zip(index) => index.read(path, max),
        }
    }

    /// The class's file `path` on disk, opened for reading when it is no
    /// link ([`open_in_class`]); an [`ErrorKind::Io`] error for a zip,
    /// whose files are read with [`Root::read_bytes`].
    pub fn open_on_disk(&self, path: &Path) -> Result<fs::File, Error> {
        match self {
            Root::Folder(base) => open_in_class(base, path),
            Root::Zip(index) => Err(Error::new(
                ErrorKind::Io,
                format!("{}: {}", index.path.display(), path.display()),
                "is a file of a zip, not of a folder on disk",
            )),
        }
    }

    /// The class's file `path` as text (lossy UTF-8), at most `max` bytes.
    pub fn read_text(&self, path: &Path, max: u64) -> Result<String, Error> {
        let bytes = self.read_bytes(path, max)?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }

    /// Where the class's file `path` is, when it is on disk.
    pub fn on_disk(&self, path: &Path) -> Option<PathBuf> {
        match self {
            Root::Folder(base) => Some(base.join(path)),
            Root::Zip(_) => None,
        }
    }

    /// Whether `path` is a file of the class's zip (not a folder of it, nor
    /// on disk).
    pub fn is_zip_file(&self, path: &Path) -> bool {
        match self {
            Root::Folder(_) => false,
            Root::Zip(index) => index.files.contains_key(path),
        }
    }

    /// The files of the zip under its folder `dir`, each with its path in
    /// the zip, in name order; none for a folder on disk.
    pub fn zip_files_under<'a>(&'a self, dir: &'a Path) -> Box<dyn Iterator<Item = &'a Path> + 'a> {
        match self {
            Root::Folder(_) => Box::new(std::iter::empty()),
            Root::Zip(index) => Box::new(
                index
                    .files
                    .range(dir.to_path_buf()..)
                    .map(|(path, _)| path.as_path())
                    .take_while(move |path| path.starts_with(dir))
                    .filter(move |path| *path != dir),
            ),
        }
    }
}

/// A zip's folders and files, as its listing is read.
struct Folders {
    /// Each file and its number in the zip.
    files: BTreeMap<PathBuf, usize>,
    /// Each folder and its entries.
    entries: BTreeMap<PathBuf, BTreeMap<String, Kind>>,
}

impl Default for Folders {
    /// No file, and the zip's top, empty.
    fn default() -> Folders {
        Folders {
            files: BTreeMap::new(),
            entries: BTreeMap::from([(PathBuf::new(), BTreeMap::new())]),
        }
    }
}

impl Folders {
    /// Records the entry `path` of kind `kind` (number `number` in the zip),
    /// and the folders its path implies; a name that is a folder somewhere
    /// is a folder.
    fn add(&mut self, path: PathBuf, kind: Kind, number: usize) {
        let parts: Vec<String> = path
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        let mut folder = PathBuf::new();
        for (at, part) in parts.iter().enumerate() {
            let part_kind = if at + 1 == parts.len() {
                kind
            } else {
                Kind::Folder
            };
            let known = self
                .entries
                .entry(folder.clone())
                .or_default()
                .entry(part.clone())
                .or_insert(part_kind);
            if part_kind == Kind::Folder {
                *known = Kind::Folder;
            }
            folder.push(part);
        }
        match kind {
            Kind::Folder => {
                self.entries.entry(path).or_default();
            }
            Kind::File => {
                self.files.insert(path, number);
            }
        }
    }
}

impl ZipIndex {
    /// The bytes of the file `path`, inflated, at most `max` of them.
    fn read(&self, path: &Path, max: u64) -> Result<Vec<u8>, Error> {
        let origin = format!("{}: {}", self.path.display(), path.display());
        let Some(&number) = self.files.get(path) else {
            let message = "is no file of the zip".to_string();
            return Err(Error::new(ErrorKind::Io, origin, message));
        };
        let mut archive = self
            .archive
            .lock()
            .map_err(|_| Error::new(ErrorKind::Io, &origin, "the zip could not be read"))?;
        let entry = archive
            .by_index(number)
            .map_err(|e| Error::new(ErrorKind::Archive, &origin, e.to_string()))?;
        inflate(entry, max, &origin)
    }
}

/// Reads all of `reader` (an entry of a zip), refusing more than `max`
/// bytes: a zip bomb is stopped one byte past the bound, whatever sizes
/// the zip declares.
pub fn inflate(reader: impl Read, max: u64, origin: &str) -> Result<Vec<u8>, Error> {
    let mut bytes = Vec::new();
    reader
        .take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| Error::new(ErrorKind::Archive, origin, e.to_string()))?;
    if bytes.len() as u64 > max {
        let message = format!("inflates to more than {max} bytes (a zip bomb?)");
        return Err(Error::new(ErrorKind::Limit, origin, message));
    }
    Ok(bytes)
}

/// The regular file `path` of the class's folder `base`, at most `max`
/// bytes of it, read only when it is no link ([`open_in_class`]).
pub fn read_disk(base: &Path, path: &Path, max: u64) -> Result<Vec<u8>, Error> {
    let origin = base.join(path).display().to_string();
    let mut bytes = Vec::new();
    open_in_class(base, path)?
        .take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(&origin, e))?;
    if bytes.len() as u64 > max {
        let message = format!("is more than {max} bytes");
        return Err(Error::new(ErrorKind::Limit, origin, message));
    }
    Ok(bytes)
}

/// Opens the file `path` (relative) of the class's folder `base` for
/// reading, only when it is a regular file reached without a symbolic link
/// below `base`, with no other name on the disk: a symbolic link, or a
/// folder of the path that is one, is not followed, and a hard link
/// (a file with more than one name) is not read, each refused as an error
/// of kind [`ErrorKind::Submission`] naming `path` ([`link_refused`],
/// [`hard_link_refused`]); a folder, FIFO, socket or device is an
/// [`ErrorKind::Io`] error, opened without blocking.
///
/// The path is resolved by the kernel with no symbolic link allowed
/// (Linux's `openat2` with `RESOLVE_NO_SYMLINKS`, or `O_NOFOLLOW` on its
/// last part where `openat2` is missing), and the file checked through the
/// opened handle, so that a link swapped in after the folder was listed is
/// refused too. `base` itself, the folder the teacher gave, is followed.
pub fn open_in_class(base: &Path, path: &Path) -> Result<fs::File, Error> {
    let origin = base.join(path).display().to_string();
    let file = open_without_links(base, path).map_err(|error| {
        if error.raw_os_error() == Some(nix::libc::ELOOP) {
            link_refused(base, path)
        } else {
            Error::io(&origin, error)
        }
    })?;
    let metadata = file.metadata().map_err(|e| Error::io(&origin, e))?;
    if !metadata.is_file() {
        let message = "is not a regular file: a folder, FIFO, socket or device is never read";
        return Err(Error::new(ErrorKind::Io, origin, message));
    }
    if names(&metadata) > 1 {
        return Err(hard_link_refused(path));
    }
    Ok(file)
}

/// How many names (hard links) the file of `metadata` has on its disk.
fn names(metadata: &fs::Metadata) -> u64 {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        metadata.nlink()
    }
    #[cfg(not(unix))]
    {
        let _ = metadata;
        1
    }
}

/// Opens `base/path` for reading without blocking and without following a
/// symbolic link below `base`: `ELOOP` when the path holds one.
fn open_without_links(base: &Path, path: &Path) -> std::io::Result<fs::File> {
    #[cfg(target_os = "linux")]
    {
        use nix::fcntl::{openat2, OFlag, OpenHow, ResolveFlag};
        let folder = fs::File::open(base)?;
        let how = OpenHow::new()
            .flags(OFlag::O_RDONLY | OFlag::O_NONBLOCK | OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC)
            .resolve(ResolveFlag::RESOLVE_NO_SYMLINKS | ResolveFlag::RESOLVE_BENEATH);
        match openat2(&folder, path, how) {
            Ok(fd) => return Ok(fs::File::from(fd)),
            // Linux before 5.6, or a sandbox that forbids the call: the
            // last part of the path alone is checked.
            Err(nix::errno::Errno::ENOSYS | nix::errno::Errno::EPERM) => {}
            Err(errno) => return Err(errno.into()),
        }
    }
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(nix::libc::O_NONBLOCK | nix::libc::O_NOFOLLOW);
    }
    options.open(base.join(path))
}

/// The error of the entry `path` of the class's folder `base` that is a
/// symbolic link, or lies in a folder that is one: not followed.
pub fn link_refused(base: &Path, path: &Path) -> Error {
    let itself = fs::symlink_metadata(base.join(path)).is_ok_and(|m| m.file_type().is_symlink());
    let what = if itself {
        "is a symbolic link"
    } else {
        "lies in a folder that is a symbolic link"
    };
    let message = format!(
        "{} {what}, which is not followed: a link in a class's folder could lead to any file on this disk",
        path.display()
    );
    Error::new(ErrorKind::Submission, path.display().to_string(), message)
        .with_fix("if the file is the student's own, put it in the class's folder itself instead of a link to it (cp -L)")
}

/// The error of the file `path` of a class's folder that has other names
/// on the disk (a hard link): not read.
pub fn hard_link_refused(path: &Path) -> Error {
    let message = format!(
        "{} has other names on this disk (a hard link), so it was not read: it may be a file of someone else's",
        path.display()
    );
    Error::new(ErrorKind::Submission, path.display().to_string(), message)
        .with_fix("if the file is the student's own, copy the class's folder with cp -r, which gives every file a name of its own")
}

/// Whether the entry `path` on disk is a link: a symbolic link, or a file
/// with other names on its disk (a hard link). A missing entry is none.
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path)
        .is_ok_and(|m| m.file_type().is_symlink() || (m.is_file() && names(&m) > 1))
}

/// The entries of `base/dir` on disk, each a folder or a file as it is
/// itself: a symbolic link is listed as a file, never followed.
fn disk_items(base: &Path, dir: &Path) -> Result<Vec<Item>, Error> {
    let folder = base.join(dir);
    let origin = folder.display().to_string();
    let mut items = Vec::new();
    for entry in fs::read_dir(&folder).map_err(|e| Error::io(&origin, e))? {
        let entry = entry.map_err(|e| Error::io(&origin, e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let kind = match entry.file_type() {
            Ok(kind) if kind.is_dir() => Kind::Folder,
            _ => Kind::File,
        };
        items.push(Item {
            path: dir.join(entry.file_name()),
            name,
            kind,
        });
    }
    Ok(items)
}

/// Why a file is no readable zip, in a teacher's words: the zip library's
/// "could not find EOCD" (no end of central directory) is a file that is
/// no zip at all, or a zip cut short in its download.
pub fn why_not_a_zip(error: &zip::result::ZipError) -> String {
    let said = error.to_string();
    if said.contains("EOCD") || said.contains("end of central directory") {
        "it has no zip directory at its end: it is another kind of file named .zip, or a zip cut short (a download that did not finish)".to_string()
    } else {
        said
    }
}
