//! Unpacking a submission's `.zip` safely, with this crate and no shell.
//!
//! A zip from a student, an LMS or Gradescope is untrusted: it may be a zip
//! bomb (a few kilobytes that inflate to gigabytes), hold a hundred
//! thousand entries, or name paths that leave the folder it is unpacked in
//! (`../../.bashrc`, `/etc/passwd`). [`unpack_zip`] refuses all of these
//! before writing anything, and bounds what it writes by the bytes actually
//! inflated, not by the sizes the zip declares. [`write_zip`] writes one,
//! with each file's Unix mode (a grader's zip of scripts and a binary).

use std::fs;
use std::io::{Read, Write};
use std::path::{Component, Path, PathBuf};

use crate::kit::error::{Error, ErrorKind};
use crate::kit::lines::open_regular;

/// How much of a zip is unpacked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZipLimits {
    /// The most entries (files and folders) a zip may hold.
    pub max_entries: usize,
    /// The most bytes one file may inflate to.
    pub max_file_bytes: u64,
    /// The most bytes all the files unpacked may inflate to.
    pub max_total_bytes: u64,
}

impl Default for ZipLimits {
    /// 20,000 entries, 8 MiB a file, 64 MiB in all: far above any
    /// submission of source code.
    fn default() -> ZipLimits {
        ZipLimits {
            max_entries: 20_000,
            max_file_bytes: 8 << 20,
            max_total_bytes: 64 << 20,
        }
    }
}

/// Unpacks the files of the zip at `zip` that `keep` accepts (given each
/// file's path inside the zip) into the folder `into`, which must not exist
/// yet; returns the paths written, relative to `into`.
///
/// Refuses, before writing anything, a file that is not a zip, a zip with
/// more entries than `limits` allow or an entry whose path is absolute or
/// goes up (`..`); and stops, removing what it wrote, when the files kept
/// inflate past a limit. Folders and symbolic links in the zip are not
/// written: a file's folders are made as needed.
pub fn unpack_zip(
    zip: &Path,
    into: &Path,
    limits: &ZipLimits,
    keep: impl Fn(&Path) -> bool,
) -> Result<Vec<PathBuf>, Error> {
    let origin = zip.display().to_string();
    let file = open_regular(zip)?;
    let mut archive = zip::ZipArchive::new(file).map_err(|e| refused(&origin, &e.to_string()))?;
    if archive.len() > limits.max_entries {
        let message = format!(
            "holds {} entries, more than the {} a submission may have",
            archive.len(),
            limits.max_entries
        );
        return Err(refused(&origin, &message));
    }
    let mut wanted = Vec::new();
    for index in 0..archive.len() {
        let entry = archive
            .by_index_raw(index)
            .map_err(|e| refused(&origin, &e.to_string()))?;
        let name = entry.name().to_string();
        let Some(path) = safe_path(&name) else {
            let message = format!("its entry {name:?} leaves the folder it is unpacked in");
            return Err(refused(&origin, &message));
        };
        if entry.is_dir() || entry.is_symlink() || !keep(&path) {
            continue;
        }
        wanted.push((index, path));
    }
    fs::create_dir(into).map_err(|e| Error::io(into.display().to_string(), e))?;
    let written = write_entries(&mut archive, &origin, into, &wanted, limits);
    if written.is_err() {
        let _ = fs::remove_dir_all(into);
    }
    written
}

/// Writes the entries `wanted` (index and safe path) of `archive` under
/// `into`, counting the bytes inflated against `limits`.
fn write_entries(
    archive: &mut zip::ZipArchive<fs::File>,
    origin: &str,
    into: &Path,
    wanted: &[(usize, PathBuf)],
    limits: &ZipLimits,
) -> Result<Vec<PathBuf>, Error> {
    let mut total = 0u64;
    let mut written = Vec::with_capacity(wanted.len());
    for (index, path) in wanted {
        let mut entry = archive
            .by_index(*index)
            .map_err(|e| refused(origin, &e.to_string()))?;
        let target = into.join(path);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| Error::io(parent.display().to_string(), e))?;
        }
        let mut bytes = Vec::new();
        // One byte more than allowed tells a file that is too large, however
        // small it says it is.
        let room = limits
            .max_file_bytes
            .min(limits.max_total_bytes.saturating_sub(total));
        (&mut entry)
            .take(room + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| refused(origin, &format!("{}: {e}", path.display())))?;
        if bytes.len() as u64 > room {
            let message = if bytes.len() as u64 > limits.max_file_bytes {
                format!(
                    "{} inflates to more than {} bytes (a zip bomb?)",
                    path.display(),
                    limits.max_file_bytes
                )
            } else {
                format!(
                    "its files inflate to more than {} bytes in all (a zip bomb?)",
                    limits.max_total_bytes
                )
            };
            return Err(refused(origin, &message));
        }
        total += bytes.len() as u64;
        let mut out = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&target)
            .map_err(|e| Error::io(target.display().to_string(), e))?;
        out.write_all(&bytes)
            .map_err(|e| Error::io(target.display().to_string(), e))?;
        written.push(path.clone());
    }
    Ok(written)
}

/// The path of an entry named `name`, when it stays inside the folder it
/// is unpacked in: relative, without `..`, a drive or a root, with `\` read
/// as a separator (zips made on Windows).
fn safe_path(name: &str) -> Option<PathBuf> {
    let name = name.replace('\\', "/");
    if name.starts_with('/') || name.contains('\0') || name.get(1..2) == Some(":") {
        return None;
    }
    let mut path = PathBuf::new();
    for component in Path::new(&name).components() {
        match component {
            Component::Normal(part) => path.push(part),
            Component::CurDir => {}
            Component::ParentDir | Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    (!path.as_os_str().is_empty()).then_some(path)
}

/// A file to write into a zip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZipEntry {
    /// Its path inside the zip, `/` between folders.
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Whether it is a program (Unix mode 755, else 644).
    pub executable: bool,
}

/// Writes `entries` into a new zip at `path`, deflated, each with its Unix
/// mode, so that a script or a binary stays runnable once unpacked.
pub fn write_zip(path: &Path, entries: &[ZipEntry]) -> Result<(), Error> {
    let origin = path.display().to_string();
    let failed =
        |error: &dyn std::fmt::Display| Error::new(ErrorKind::Write, &origin, error.to_string());
    let file = fs::File::create(path).map_err(|e| failed(&e))?;
    let mut zip = zip::ZipWriter::new(file);
    for entry in entries {
        let mode = if entry.executable { 0o755 } else { 0o644 };
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .unix_permissions(mode);
        zip.start_file(entry.name.as_str(), options)
            .map_err(|e| failed(&e))?;
        zip.write_all(&entry.bytes).map_err(|e| failed(&e))?;
    }
    zip.finish().map_err(|e| failed(&e))?;
    Ok(())
}

/// A zip refused, or that cannot be read, with why.
fn refused(origin: &str, message: &str) -> Error {
    Error::new(ErrorKind::Archive, origin, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zip_written_unpacks_with_its_modes_and_within_limits() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let zip = dir.path().join("a.zip");
        let entries = vec![
            ZipEntry {
                name: "run".into(),
                bytes: b"#!/bin/sh\n".to_vec(),
                executable: true,
            },
            ZipEntry {
                name: "docs/notes.txt".into(),
                bytes: vec![b'x'; 100],
                executable: false,
            },
        ];
        write_zip(&zip, &entries).expect("written");
        let into = dir.path().join("out");
        let all = unpack_zip(&zip, &into, &ZipLimits::default(), |_| true).expect("unpacked");
        assert_eq!(
            all,
            vec![PathBuf::from("run"), PathBuf::from("docs/notes.txt")]
        );
        assert_eq!(fs::read(into.join("run")).expect("read"), b"#!/bin/sh\n");
        let mut archive = zip::ZipArchive::new(fs::File::open(&zip).expect("open")).expect("a zip");
        assert_eq!(
            archive
                .by_index(0)
                .expect("run")
                .unix_mode()
                .map(|m| m & 0o777),
            Some(0o755)
        );
        let small = ZipLimits {
            max_file_bytes: 50,
            ..ZipLimits::default()
        };
        let error = unpack_zip(&zip, &dir.path().join("small"), &small, |_| true)
            .expect_err("100 bytes is over 50");
        assert_eq!(error.kind(), ErrorKind::Archive);
        assert!(
            !dir.path().join("small").exists(),
            "what was written is removed"
        );
        let few = ZipLimits {
            max_entries: 1,
            ..ZipLimits::default()
        };
        let error = unpack_zip(&zip, &dir.path().join("few"), &few, |_| true)
            .expect_err("two entries is over one");
        assert!(
            error.message().contains("holds 2 entries"),
            "{}",
            error.message()
        );
    }

    #[test]
    fn paths_that_leave_the_folder_are_refused() {
        assert_eq!(
            safe_path("src/War.java"),
            Some(PathBuf::from("src/War.java"))
        );
        assert_eq!(safe_path("./a\\b.py"), Some(PathBuf::from("a/b.py")));
        for bad in [
            "../x",
            "a/../../x",
            "/etc/passwd",
            "\\x",
            "C:\\x",
            "C:x",
            "a/../b",
            "",
            ".",
        ] {
            assert_eq!(safe_path(bad), None, "{bad}");
        }
    }
}
