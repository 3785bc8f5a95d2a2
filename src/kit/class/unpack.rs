//! A submission's files brought into a folder of the grader's: its folders
//! walked, its files copied or inflated, and the zips it holds opened,
//! wherever they are (in a student's folder, in a repository, in the
//! class's zip), nested at most [`Limits::max_archive_depth`] deep. A link
//! on disk is never followed: a submission that is or holds a symbolic
//! link, or a file with other names on the disk (a hard link) to be read,
//! is refused, naming it ([`super::root::open_in_class`]); a zip's links
//! are left out. One set of [`Limits`] bounds the
//! whole submission, however its files are nested: a zip inside a zip
//! inside the class's zip spends the same budget as a file on disk.
//!
//! Only the files a grader asks for are written (its `keep`), without a
//! UTF-8 byte-order mark (which `javac` refuses); every file is seen and
//! listed, so that a submission with nothing to grade can say what it
//! holds. A zip is opened only when no file to keep was found beside it:
//! a project zipped by a student who also uploaded its sources is a copy.

use std::fs;
use std::io::{Cursor, Read, Seek, Write};
use std::path::{Component, Path, PathBuf};

use super::note::{ReadNote, Unopened};
use super::root::{has_extension, inflate, is_junk, link_refused, Root};
use super::submission::Submission;
use crate::kit::archive::safe_path;
use crate::kit::error::{Error, ErrorKind};

/// The archives other than zips a student may hand in; they are not
/// opened, and a note says so, so that a submission left with no source
/// is not read as one with nothing in it.
const OTHER_ARCHIVES: [&str; 7] = ["rar", "7z", "tar", "gz", "tgz", "bz2", "xz"];

/// How much of a submission is looked at and kept, all its folders and
/// zips together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most files and folders looked at, on disk and in zips.
    pub max_entries: usize,
    /// The deepest folder looked into.
    pub max_depth: usize,
    /// The deepest a zip is opened: 1 for a zip the submission holds, 2 for
    /// a zip inside it.
    pub max_archive_depth: usize,
    /// The most files kept.
    pub max_files: usize,
    /// The largest file kept, in bytes.
    pub max_file_bytes: u64,
    /// The most bytes of files kept, in all.
    pub max_total_bytes: u64,
    /// The most bytes inflated from zips, in all: the files kept and the
    /// zips read into memory to be opened.
    pub max_inflated_bytes: u64,
}

impl Default for Limits {
    /// 20,000 files and folders, 32 folders deep, zips 3 deep, 500 files
    /// kept of at most 1 MiB each and 16 MiB in all, 64 MiB inflated.
    fn default() -> Limits {
        Limits {
            max_entries: 20_000,
            max_depth: 32,
            max_archive_depth: 3,
            max_files: 500,
            max_file_bytes: 1 << 20,
            max_total_bytes: 16 << 20,
            max_inflated_bytes: 64 << 20,
        }
    }
}

/// The most file names an [`Unpacked`] lists.
pub const MAX_SEEN: usize = 1000;

/// What a submission held.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Unpacked {
    /// The files kept, relative to the folder they were written in, in
    /// name order.
    pub files: Vec<PathBuf>,
    /// The files seen, kept or not, zips included, at most [`MAX_SEEN`]
    /// of them, in name order.
    pub seen: Vec<PathBuf>,
    /// How many files were seen in all.
    pub seen_count: usize,
    /// What the teacher should know of how it was read: the zips opened or
    /// left closed, a file found twice.
    pub notes: Vec<ReadNote>,
}

impl Unpacked {
    /// The first `shown` files seen, by name, and how many more there are:
    /// what a reason names of a submission with nothing to grade.
    pub fn seen_first(&self, shown: usize) -> (Vec<String>, usize) {
        let names: Vec<String> = self
            .seen
            .iter()
            .take(shown)
            .map(|p| p.display().to_string())
            .collect();
        let more = self.seen_count.saturating_sub(names.len());
        (names, more)
    }
}

/// Writes the files of `submission` (read from `root`) that `keep` accepts
/// into the folder `into` (made when missing), each at its path in the
/// submission, and returns what it held.
///
/// Fails with [`ErrorKind::Submission`] when the submission holds more
/// entries or more or larger files than `limits` allow, or is or holds a
/// link on disk (a symbolic link, or a hard link to be read), and with
/// [`ErrorKind::Archive`] when a zip is not one, inflates past a limit, or
/// names a path that leaves the folder it is unpacked in; what was written
/// then stays in `into`.
pub fn unpack(
    root: &Root,
    submission: &Submission,
    into: &Path,
    keep: &dyn Fn(&Path) -> bool,
    limits: &Limits,
) -> Result<Unpacked, Error> {
    fs::create_dir_all(into).map_err(|e| Error::io(into.display().to_string(), e))?;
    let mut unpacker = Unpacker {
        root,
        into,
        keep,
        limits,
        origin: submission.name.clone(),
        entries: 0,
        inflated: 0,
        kept_bytes: 0,
        found: Unpacked::default(),
        archives: Vec::new(),
    };
    for part in &submission.parts {
        unpacker.part(&part.path, &part.dest)?;
    }
    unpacker.open_archives()?;
    let mut found = unpacker.found;
    found.files.sort();
    found.seen.sort();
    Ok(found)
}

/// Where the bytes of a zip the submission holds are.
enum Bytes {
    /// A file of the class's folder on disk, by its path in it.
    Disk(PathBuf),
    /// A file of the class's zip.
    Class(PathBuf),
    /// Inflated already, from a zip inside the submission.
    Memory(Vec<u8>),
}

/// A zip found in the submission, to be opened.
struct Archive {
    /// Its path in the submission.
    dest: PathBuf,
    /// Its bytes.
    bytes: Bytes,
}

/// A submission being unpacked, with what it has spent of its limits.
struct Unpacker<'a> {
    root: &'a Root,
    into: &'a Path,
    keep: &'a dyn Fn(&Path) -> bool,
    limits: &'a Limits,
    /// The submission's name, for errors.
    origin: String,
    /// The entries looked at.
    entries: usize,
    /// The bytes inflated from zips.
    inflated: u64,
    /// The bytes of the files kept.
    kept_bytes: u64,
    found: Unpacked,
    /// The zips found and not opened yet.
    archives: Vec<Archive>,
}

impl Unpacker<'_> {
    /// An error about the submission.
    fn error(&self, kind: ErrorKind, message: String) -> Error {
        Error::new(kind, &self.origin, message)
    }

    /// Counts one more entry looked at, refusing one past the limit.
    fn count_entry(&mut self) -> Result<(), Error> {
        self.entries += 1;
        if self.entries > self.limits.max_entries {
            let message = format!(
                "holds more than {} files and folders",
                self.limits.max_entries
            );
            return Err(self.error(ErrorKind::Submission, message));
        }
        Ok(())
    }

    /// Brings the part at `path` (in the class) to `dest` (in the
    /// submission): a folder's files, or a file; a symbolic link is
    /// refused, not followed (the class's folder itself, an empty `path`,
    /// is the teacher's to give).
    fn part(&mut self, path: &Path, dest: &Path) -> Result<(), Error> {
        match self.root {
            Root::Folder(base) => {
                let full = base.join(path);
                let metadata = if path.as_os_str().is_empty() {
                    fs::metadata(&full)
                } else {
                    fs::symlink_metadata(&full)
                };
                match metadata {
                    Ok(m) if m.file_type().is_symlink() => Err(link_refused(base, path)),
                    Ok(m) if m.is_dir() => self.walk_disk(base, path, dest),
                    _ => {
                        self.count_entry()?;
                        self.file(dest.to_path_buf(), Bytes::Disk(path.to_path_buf()))
                    }
                }
            }
            Root::Zip(_) => {
                if self.root.is_zip_file(path) {
                    self.count_entry()?;
                    return self.file(dest.to_path_buf(), Bytes::Class(path.to_path_buf()));
                }
                let files: Vec<PathBuf> = self
                    .root
                    .zip_files_under(path)
                    .map(Path::to_path_buf)
                    .collect();
                for file in files {
                    self.count_entry()?;
                    let inner = file.strip_prefix(path).unwrap_or(&file);
                    let hidden = inner.iter().any(|part| is_junk(&part.to_string_lossy()));
                    if hidden || inner.components().count() > self.limits.max_depth + 1 {
                        continue;
                    }
                    self.file(dest.join(inner), Bytes::Class(file.clone()))?;
                }
                Ok(())
            }
        }
    }

    /// Walks the folder `folder` of the class's folder `base` on disk, its
    /// files going under `dest`; hidden entries are left out, and a
    /// symbolic link refuses the submission, never followed.
    fn walk_disk(&mut self, base: &Path, folder: &Path, dest: &Path) -> Result<(), Error> {
        let mut pending = vec![(folder.to_path_buf(), dest.to_path_buf(), 0usize)];
        while let Some((folder, dest, depth)) = pending.pop() {
            let Ok(items) = fs::read_dir(base.join(&folder)) else {
                continue;
            };
            for item in items.filter_map(Result::ok) {
                self.count_entry()?;
                let name = item.file_name();
                if is_junk(&name.to_string_lossy()) {
                    continue;
                }
                let Ok(kind) = item.file_type() else {
                    continue;
                };
                let path = folder.join(&name);
                if kind.is_symlink() {
                    return Err(link_refused(base, &path));
                } else if kind.is_dir() && depth < self.limits.max_depth {
                    pending.push((path, dest.join(&name), depth + 1));
                } else if kind.is_file() {
                    self.file(dest.join(&name), Bytes::Disk(path))?;
                }
            }
        }
        Ok(())
    }

    /// A file of the submission found at `dest`: a zip set aside to be
    /// opened, a file kept written, every file seen.
    fn file(&mut self, dest: PathBuf, bytes: Bytes) -> Result<(), Error> {
        self.see(&dest);
        let name = dest.to_string_lossy();
        if has_extension(&name, "zip") {
            self.archives.push(Archive { dest, bytes });
            return Ok(());
        }
        if let Some(kind) = OTHER_ARCHIVES
            .iter()
            .find(|kind| has_extension(&name, kind))
        {
            self.found.notes.push(ReadNote::OtherArchive {
                name: name.into_owned(),
                kind,
            });
        }
        if !(self.keep)(&dest) {
            return Ok(());
        }
        let room = self.room_to_keep();
        let contents = match bytes {
            Bytes::Disk(path) => match self.root.read_bytes(&path, room) {
                Ok(contents) => contents,
                // A link, refused: its error names it.
                Err(error) if error.kind() == ErrorKind::Submission => return Err(error),
                Err(error) => return Err(self.too_large(&dest, &error, false)),
            },
            Bytes::Class(path) => {
                let inflatable = self.room_to_inflate();
                let read = self.root.read_bytes(&path, room.min(inflatable));
                let contents = read.map_err(|e| {
                    if inflatable < room {
                        self.inflated_too_much(&dest.display().to_string(), &e)
                    } else {
                        self.too_large(&dest, &e, true)
                    }
                })?;
                self.inflated += contents.len() as u64;
                contents
            }
            Bytes::Memory(contents) => contents,
        };
        self.write(&dest, contents)
    }

    /// Counts `dest` as seen.
    fn see(&mut self, dest: &Path) {
        self.found.seen_count += 1;
        if self.found.seen.len() < MAX_SEEN {
            self.found.seen.push(dest.to_path_buf());
        }
    }

    /// The most bytes the next file kept may have.
    fn room_to_keep(&self) -> u64 {
        let left = self.limits.max_total_bytes.saturating_sub(self.kept_bytes);
        self.limits.max_file_bytes.min(left)
    }

    /// The most bytes that may still be inflated.
    fn room_to_inflate(&self) -> u64 {
        self.limits.max_inflated_bytes.saturating_sub(self.inflated)
    }

    /// The error for the file `dest` (inflated from a zip when `zipped`),
    /// which could not be read within its room (`error`, a limit) or at all.
    fn too_large(&self, dest: &Path, error: &Error, zipped: bool) -> Error {
        if error.kind() != ErrorKind::Limit {
            let message = format!("{}: {}", dest.display(), error.message());
            return self.error(error.kind(), message);
        }
        let limits = self.limits;
        if self.kept_bytes + limits.max_file_bytes > limits.max_total_bytes {
            return self.too_many();
        }
        let message = if zipped {
            format!(
                "{} inflates to more than {} bytes (a zip bomb?)",
                dest.display(),
                limits.max_file_bytes
            )
        } else {
            format!(
                "{} is more than {} bytes, more than a file to grade may have",
                dest.display(),
                limits.max_file_bytes
            )
        };
        self.error(ErrorKind::Archive, message)
    }

    /// The error of a submission that holds more files than it may.
    fn too_many(&self) -> Error {
        let message = format!(
            "holds more source files than a submission may: over {} files or {} bytes",
            self.limits.max_files, self.limits.max_total_bytes
        );
        self.error(ErrorKind::Submission, message)
    }

    /// Writes `contents` (its byte-order mark dropped) at `dest` under the
    /// folder; a second file at the same place is left out, with a note.
    fn write(&mut self, dest: &Path, mut contents: Vec<u8>) -> Result<(), Error> {
        if !dest.components().all(|c| matches!(c, Component::Normal(_))) {
            let message = format!("{} leaves the folder it is unpacked in", dest.display());
            return Err(self.error(ErrorKind::Archive, message));
        }
        if self.found.files.len() >= self.limits.max_files {
            return Err(self.too_many());
        }
        if contents.starts_with(&[0xEF, 0xBB, 0xBF]) {
            contents.drain(..3);
        }
        let target = self.into.join(dest);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| Error::io(parent.display().to_string(), e))?;
        }
        let opened = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&target);
        let mut file = match opened {
            Ok(file) => file,
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {
                self.found.notes.push(ReadNote::Twice {
                    path: dest.display().to_string(),
                });
                return Ok(());
            }
            Err(error) => return Err(Error::io(target.display().to_string(), error)),
        };
        file.write_all(&contents)
            .map_err(|e| Error::io(target.display().to_string(), e))?;
        self.kept_bytes += contents.len() as u64;
        self.found.files.push(dest.to_path_buf());
        Ok(())
    }

    /// Opens the zips found, level by level, while no file was kept beside
    /// them; says which were left closed, and why.
    fn open_archives(&mut self) -> Result<(), Error> {
        let mut depth = 0;
        while self.found.files.is_empty()
            && !self.archives.is_empty()
            && depth < self.limits.max_archive_depth
        {
            depth += 1;
            for archive in std::mem::take(&mut self.archives) {
                self.open(archive)?;
            }
        }
        if self.archives.is_empty() {
            return Ok(());
        }
        let names: Vec<String> = self
            .archives
            .iter()
            .map(|a| a.dest.display().to_string())
            .collect();
        let why = if self.found.files.is_empty() {
            Unopened::TooDeep(self.limits.max_archive_depth)
        } else {
            Unopened::FilesBeside
        };
        self.found
            .notes
            .push(ReadNote::Unopened { zips: names, why });
        Ok(())
    }

    /// Opens the zip `archive`, its files going into a folder named after
    /// it (`War.zip` into `War/`).
    fn open(&mut self, archive: Archive) -> Result<(), Error> {
        let origin = archive.dest.display().to_string();
        let bytes = match archive.bytes {
            Bytes::Disk(path) => {
                let file = self.root.open_on_disk(&path)?;
                let zip = zip::ZipArchive::new(file).map_err(|e| not_a_zip(&origin, &e))?;
                return self.walk_zip(zip, &archive.dest);
            }
            Bytes::Class(path) => {
                let read = self.root.read_bytes(&path, self.room_to_inflate());
                let bytes = read.map_err(|e| self.inflated_too_much(&origin, &e))?;
                self.inflated += bytes.len() as u64;
                bytes
            }
            Bytes::Memory(bytes) => bytes,
        };
        let zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| not_a_zip(&origin, &e))?;
        self.walk_zip(zip, &archive.dest)
    }

    /// The error of a zip that could not be read within what is left to
    /// inflate (`error`, a limit) or at all.
    fn inflated_too_much(&self, origin: &str, error: &Error) -> Error {
        if error.kind() != ErrorKind::Limit {
            return self.error(ErrorKind::Archive, format!("{origin}: {}", error.message()));
        }
        let message = format!(
            "its zips inflate to more than {} bytes in all (a zip bomb?)",
            self.limits.max_inflated_bytes
        );
        self.error(ErrorKind::Archive, message)
    }

    /// Walks the entries of `zip` (found at `dest` in the submission),
    /// refusing one whose path leaves the folder.
    fn walk_zip<R: Read + Seek>(
        &mut self,
        mut zip: zip::ZipArchive<R>,
        dest: &Path,
    ) -> Result<(), Error> {
        self.found.notes.push(ReadNote::Unzipped {
            zip: dest.display().to_string(),
        });
        let folder = self.folder_for(dest, single_folder(&mut zip).as_deref());
        for number in 0..zip.len() {
            self.count_entry()?;
            let origin = dest.display().to_string();
            let entry = zip
                .by_index_raw(number)
                .map_err(|e| not_a_zip(&origin, &e))?;
            let name = entry.name().to_string();
            let Some(path) = safe_path(&name) else {
                let message = format!("its entry {name:?} leaves the folder it is unpacked in");
                return Err(Error::new(ErrorKind::Archive, origin, message));
            };
            let hidden = path.iter().any(|part| is_junk(&part.to_string_lossy()));
            if entry.is_dir() || entry.is_symlink() || hidden {
                continue;
            }
            drop(entry);
            let inner = folder.join(&path);
            let wanted = has_extension(&name, "zip") || (self.keep)(&inner);
            if !wanted {
                self.see(&inner);
                continue;
            }
            let room = if has_extension(&name, "zip") {
                self.room_to_inflate()
            } else {
                self.room_to_keep().min(self.room_to_inflate())
            };
            let entry = zip.by_index(number).map_err(|e| not_a_zip(&origin, &e))?;
            let bytes = inflate(entry, room, &inner.display().to_string());
            let bytes = match bytes {
                Ok(bytes) => bytes,
                Err(error) if has_extension(&name, "zip") || room < self.room_to_keep() => {
                    return Err(self.inflated_too_much(&origin, &error));
                }
                Err(error) => return Err(self.too_large(&inner, &error, true)),
            };
            self.inflated += bytes.len() as u64;
            self.file(inner, Bytes::Memory(bytes))?;
        }
        Ok(())
    }

    /// The folder a zip found at `dest` is unpacked into: beside it when
    /// all its files are in one folder (`top`) that is not there yet, as
    /// an archive tool unpacks it; else a folder named after it (`War.zip`
    /// into `War/`), or `War-unzipped/` when a folder `War` is there.
    fn folder_for(&self, dest: &Path, top: Option<&str>) -> PathBuf {
        let beside = dest.parent().unwrap_or(Path::new("")).to_path_buf();
        if let Some(top) = top {
            if !self.into.join(&beside).join(top).exists() {
                return beside;
            }
        }
        let plain = dest.with_extension("");
        if self.into.join(&plain).exists() {
            let mut name = plain.as_os_str().to_os_string();
            name.push("-unzipped");
            PathBuf::from(name)
        } else {
            plain
        }
    }
}

/// The folder all the entries of `zip` are in, when there is one (hidden
/// entries and macOS's `__MACOSX` aside).
fn single_folder<R: Read + Seek>(zip: &mut zip::ZipArchive<R>) -> Option<String> {
    let mut top: Option<String> = None;
    for name in zip.file_names() {
        let path = safe_path(name)?;
        let first = path.iter().next()?.to_string_lossy().into_owned();
        if is_junk(&first) {
            continue;
        }
        if path.iter().count() == 1 && !name.ends_with('/') {
            return None;
        }
        match &top {
            Some(known) if *known != first => return None,
            Some(_) => {}
            None => top = Some(first),
        }
    }
    top
}

/// The error of a zip that cannot be read, in words: see
/// [`super::root::why_not_a_zip`].
fn not_a_zip(origin: &str, error: &zip::result::ZipError) -> Error {
    Error::new(
        ErrorKind::NotAZip,
        origin,
        format!("is not a zip: {}", super::root::why_not_a_zip(error)),
    )
}

/// A zip of `entries` (name and bytes), deflated, as bytes: the class's
/// zips of the tests.
#[cfg(test)]
pub(crate) fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        writer.start_file(*name, options).expect("an entry");
        writer.write_all(bytes).expect("written");
    }
    writer.finish().expect("finished").into_inner()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::class::note::english;
    use crate::kit::class::root::open_in_class;
    use crate::kit::class::submission::{Part, Student};

    /// The submission that is the whole of `path` in its root.
    fn whole(path: &str) -> Submission {
        Submission::single(
            "alice",
            Student::new("alice", ""),
            Part {
                path: PathBuf::from(path),
                dest: PathBuf::new(),
            },
        )
    }

    /// Whether `path` is a Java or Python file.
    fn source(path: &Path) -> bool {
        path.extension().is_some_and(|e| e == "java" || e == "py")
    }

    /// Unpacks `submission` of `root` into a new folder of `dir` within
    /// `limits`.
    fn run(
        root: &Root,
        submission: &Submission,
        dir: &Path,
        limits: &Limits,
    ) -> Result<Unpacked, Error> {
        let into = dir.join("into");
        let _ = fs::remove_dir_all(&into);
        unpack(root, submission, &into, &source, limits)
    }

    #[test]
    fn a_folder_s_sources_are_kept_and_every_file_seen() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = dir.path().join("class");
        fs::create_dir_all(class.join("alice/src/.hidden")).expect("made");
        fs::write(
            class.join("alice/src/War.java"),
            b"\xEF\xBB\xBFclass War {}",
        )
        .expect("written");
        fs::write(class.join("alice/src/.hidden/X.java"), b"").expect("written");
        fs::write(class.join("alice/notes.pdf"), b"%PDF").expect("written");
        fs::write(class.join("alice/old.zip"), zip_of(&[("Old.java", b"")])).expect("written");
        let root = Root::Folder(class);
        let found = run(&root, &whole("alice"), dir.path(), &Limits::default()).expect("unpacked");
        assert_eq!(found.files, [PathBuf::from("src/War.java")]);
        let seen = ["notes.pdf", "old.zip", "src/War.java"].map(String::from);
        assert_eq!(found.seen_first(8), (seen.to_vec(), 0));
        assert_eq!(found.seen_first(1), (seen[..1].to_vec(), 2));
        assert_eq!(
            english(&found.notes),
            ["left 1 zip unopened (old.zip): the files to grade are beside them"]
        );
        let written = fs::read(dir.path().join("into/src/War.java")).expect("written");
        assert_eq!(written, b"class War {}", "the byte-order mark is dropped");
    }

    #[test]
    fn an_archive_that_is_no_zip_is_left_with_a_note() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = dir.path().join("class");
        fs::create_dir_all(class.join("bob")).expect("made");
        fs::write(class.join("bob/War.tar.gz"), b"\x1f\x8b").expect("written");
        fs::write(class.join("bob/Project.7Z"), b"7z").expect("written");
        let root = Root::Folder(class);
        let found = run(&root, &whole("bob"), dir.path(), &Limits::default()).expect("unpacked");
        assert!(found.files.is_empty());
        let mut notes = english(&found.notes);
        notes.sort();
        assert_eq!(
            notes,
            [
                "Project.7Z is a .7z archive, which is not opened: only zips are; \
                 ask the student for a .zip, or unpack it into their folder",
                "War.tar.gz is a .gz archive, which is not opened: only zips are; \
                 ask the student for a .zip, or unpack it into their folder",
            ]
        );
    }

    #[test]
    fn zips_are_opened_wherever_they_are_up_to_their_depth() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let inner = zip_of(&[("War/src/War.java", b"class War {}")]);
        let middle = zip_of(&[("project.zip", &inner), ("readme.txt", b"")]);
        let class = zip_of(&[("alice/upload.zip", &middle), ("bob/War.py", b"")]);
        fs::write(dir.path().join("class.zip"), class).expect("written");
        let root = Root::zip(&dir.path().join("class.zip")).expect("a zip");
        let found = run(&root, &whole("alice"), dir.path(), &Limits::default()).expect("unpacked");
        assert_eq!(found.files, [PathBuf::from("upload/War/src/War.java")]);
        assert_eq!(
            english(&found.notes),
            [
                "unpacked the zip upload.zip",
                "unpacked the zip upload/project.zip"
            ]
        );
        let shallow = Limits {
            max_archive_depth: 1,
            ..Limits::default()
        };
        let found = run(&root, &whole("alice"), dir.path(), &shallow).expect("unpacked");
        assert!(found.files.is_empty());
        assert_eq!(
            found.notes[1].to_string(),
            "left 1 zip unopened (upload/project.zip): zips nested more than 1 deep are not opened"
        );
        let bob = run(&root, &whole("bob"), dir.path(), &Limits::default()).expect("unpacked");
        assert_eq!(bob.files, [PathBuf::from("War.py")]);
    }

    #[test]
    fn a_zip_in_one_folder_unpacks_beside_itself() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        fs::create_dir_all(dir.path().join("class/alice")).expect("made");
        let zipped = zip_of(&[("War/War.py", b""), ("__MACOSX/War/._War.py", b"")]);
        fs::write(dir.path().join("class/alice/War.zip"), zipped).expect("written");
        let root = Root::Folder(dir.path().join("class"));
        let found = run(&root, &whole("alice"), dir.path(), &Limits::default()).expect("unpacked");
        assert_eq!(found.files, [PathBuf::from("War/War.py")]);
    }

    #[test]
    fn the_limits_hold_for_the_whole_submission() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let zeros = vec![0u8; 3000];
        let bomb = zip_of(&[("a/x.py", &zeros)]);
        let nested = zip_of(&[("one.zip", &bomb), ("two.zip", &bomb)]);
        fs::create_dir_all(dir.path().join("class/alice")).expect("made");
        fs::write(dir.path().join("class/alice/up.zip"), &nested).expect("written");
        let root = Root::Folder(dir.path().join("class"));
        let kind_and_message = |limits: Limits| {
            let error = run(&root, &whole("alice"), dir.path(), &limits).expect_err("refused");
            (error.kind(), error.message().to_string())
        };
        let file = kind_and_message(Limits {
            max_file_bytes: 2000,
            ..Limits::default()
        });
        assert_eq!(
            file,
            (
                ErrorKind::Archive,
                "up/a/x.py inflates to more than 2000 bytes (a zip bomb?)".to_string()
            )
        );
        let inflated = kind_and_message(Limits {
            max_inflated_bytes: 5000,
            ..Limits::default()
        });
        assert_eq!(
            inflated,
            (
                ErrorKind::Archive,
                "its zips inflate to more than 5000 bytes in all (a zip bomb?)".to_string()
            )
        );
        let entries = kind_and_message(Limits {
            max_entries: 4,
            ..Limits::default()
        });
        assert_eq!(
            entries,
            (
                ErrorKind::Submission,
                "holds more than 4 files and folders".to_string()
            )
        );
        let files = kind_and_message(Limits {
            max_files: 1,
            ..Limits::default()
        });
        assert_eq!(files.0, ErrorKind::Submission);
        assert!(files
            .1
            .starts_with("holds more source files than a submission may"));
        let found = run(&root, &whole("alice"), dir.path(), &Limits::default()).expect("unpacked");
        assert_eq!(
            found.files,
            [PathBuf::from("up/a/x.py"), PathBuf::from("up/two/a/x.py")]
        );
    }

    /// A class's folder `class` in `dir` with `secret.py` beside it, outside.
    fn class_beside_a_secret(dir: &Path) -> PathBuf {
        let class = dir.join("class");
        fs::create_dir_all(&class).expect("made");
        fs::write(dir.join("secret.py"), b"SECRET = 1\n").expect("written");
        class
    }

    /// Nothing of the secret in the folder unpacked into.
    fn assert_nothing_copied(dir: &Path) {
        let into = dir.join("into");
        let copied = fs::read_dir(&into)
            .map(|entries| entries.count())
            .unwrap_or(0);
        assert_eq!(copied, 0, "something was copied into {}", into.display());
    }

    #[test]
    fn a_symbolic_link_is_refused_wherever_it_is_never_followed() {
        use std::os::unix::fs::symlink;
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = class_beside_a_secret(dir.path());
        fs::create_dir_all(class.join("alice/src")).expect("made");
        fs::write(class.join("alice/src/Deck.py"), b"").expect("written");
        symlink("../../../secret.py", class.join("alice/src/War.py")).expect("linked");
        symlink("../secret.py", class.join("x.py")).expect("linked");
        fs::create_dir_all(dir.path().join("elsewhere")).expect("made");
        fs::write(dir.path().join("elsewhere/War.py"), b"").expect("written");
        symlink("../elsewhere", class.join("bob")).expect("linked");
        let root = Root::Folder(class.clone());
        for (submission, named, what) in [
            (whole("alice"), "alice/src/War.py", "is a symbolic link"),
            (
                Submission::single(
                    "x.py",
                    Student::new("x", ""),
                    Part {
                        path: PathBuf::from("x.py"),
                        dest: PathBuf::from("x.py"),
                    },
                ),
                "x.py",
                "is a symbolic link",
            ),
            (whole("bob"), "bob", "is a symbolic link"),
        ] {
            let error =
                run(&root, &submission, dir.path(), &Limits::default()).expect_err("refused");
            assert_eq!(error.kind(), ErrorKind::Submission, "{error}");
            assert!(
                error
                    .message()
                    .starts_with(&format!("{named} {what}, which is not followed")),
                "{error}"
            );
            if named != "alice/src/War.py" {
                assert_nothing_copied(dir.path());
            }
        }
        // A link swapped in for a folder after it was listed is not
        // followed either: the file is opened with no link on its path.
        let error = open_in_class(&class, Path::new("bob/War.py")).expect_err("refused");
        assert_eq!(error.kind(), ErrorKind::Submission);
        assert!(
            error
                .message()
                .starts_with("bob/War.py lies in a folder that is a symbolic link"),
            "{error}"
        );
    }

    #[test]
    fn a_file_with_another_name_on_the_disk_is_not_read() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let class = class_beside_a_secret(dir.path());
        fs::hard_link(dir.path().join("secret.py"), class.join("erin.py")).expect("linked");
        let root = Root::Folder(class);
        let part = Submission::single(
            "erin.py",
            Student::new("erin", ""),
            Part {
                path: PathBuf::from("erin.py"),
                dest: PathBuf::from("erin.py"),
            },
        );
        let error = run(&root, &part, dir.path(), &Limits::default()).expect_err("refused");
        assert_eq!(error.kind(), ErrorKind::Submission, "{error}");
        assert!(
            error
                .message()
                .starts_with("erin.py has other names on this disk (a hard link)"),
            "{error}"
        );
        assert_nothing_copied(dir.path());
        // A file not read (not kept) may have other names.
        let ignored = Submission::single(
            "erin.py",
            Student::new("erin", ""),
            Part {
                path: PathBuf::from("erin.py"),
                dest: PathBuf::from("erin.txt"),
            },
        );
        let found = run(&root, &ignored, dir.path(), &Limits::default()).expect("unpacked");
        assert!(found.files.is_empty());
    }

    #[test]
    fn a_zip_s_links_are_left_out_in_a_student_s_zip_and_in_the_class_s() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let with_link = |names: [&str; 2]| {
            let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
            let options = zip::write::SimpleFileOptions::default();
            writer.start_file(names[0], options).expect("an entry");
            writer
                .write_all(b"def find_winner(deck): return 1\n")
                .expect("written");
            writer
                .add_symlink(names[1], "/etc/shadow", options)
                .expect("a link");
            writer.finish().expect("finished").into_inner()
        };
        fs::create_dir_all(dir.path().join("class/alice")).expect("made");
        fs::write(
            dir.path().join("class/alice/up.zip"),
            with_link(["Deck.py", "War.py"]),
        )
        .expect("written");
        let root = Root::Folder(dir.path().join("class"));
        let found = run(&root, &whole("alice"), dir.path(), &Limits::default()).expect("unpacked");
        assert_eq!(found.files, [PathBuf::from("up/Deck.py")]);
        fs::write(
            dir.path().join("class.zip"),
            with_link(["bob/Deck.py", "bob/War.py"]),
        )
        .expect("written");
        let root = Root::zip(&dir.path().join("class.zip")).expect("a zip");
        let items = root.items(Path::new("bob")).expect("listed");
        let names: Vec<&str> = items.iter().map(|item| item.name.as_str()).collect();
        assert_eq!(names, ["Deck.py"]);
        let found = run(&root, &whole("bob"), dir.path(), &Limits::default()).expect("unpacked");
        assert_eq!(found.files, [PathBuf::from("Deck.py")]);
    }

    #[test]
    fn a_path_that_climbs_out_is_refused() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        fs::create_dir_all(dir.path().join("class/alice")).expect("made");
        let climbing = zip_of(&[("War.py", b""), ("../../escaped.py", b"")]);
        fs::write(dir.path().join("class/alice/up.zip"), climbing).expect("written");
        let root = Root::Folder(dir.path().join("class"));
        let error =
            run(&root, &whole("alice"), dir.path(), &Limits::default()).expect_err("refused");
        assert_eq!(error.kind(), ErrorKind::Archive);
        assert!(error
            .message()
            .contains("\"../../escaped.py\" leaves the folder"));
        assert!(!dir.path().join("escaped.py").exists());
        let part = Submission::single(
            "x",
            Student::new("x", ""),
            Part {
                path: PathBuf::from("alice/up.zip"),
                dest: PathBuf::from("../War.py"),
            },
        );
        let error = run(&root, &part, dir.path(), &Limits::default()).expect_err("refused");
        assert_eq!(error.kind(), ErrorKind::Archive);
    }
}
