//! Zips, safely, with this crate and no shell: [`safe_path`] tells whether
//! an entry's path stays inside the folder it would be unpacked in (a zip
//! from a student or an LMS may name `../../.bashrc` or `/etc/passwd`);
//! [`write_zip`] writes one, with each file's Unix mode (a grader's zip of
//! scripts and a binary). Reading a class's zips, within limits, is
//! [`crate::kit::class`]'s.

use std::fs;
use std::io::Write;
use std::path::{Component, Path, PathBuf};

use crate::kit::error::{Error, ErrorKind};

/// The path of an entry named `name`, when it stays inside the folder it
/// is unpacked in: relative, without `..`, a drive or a root, with `\` read
/// as a separator (zips made on Windows).
pub fn safe_path(name: &str) -> Option<PathBuf> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zip_written_keeps_its_files_and_their_modes() {
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
        let mut archive = zip::ZipArchive::new(fs::File::open(&zip).expect("open")).expect("a zip");
        let mut read = |index: usize| {
            let mut entry = archive.by_index(index).expect("an entry");
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut entry, &mut bytes).expect("read");
            (
                entry.name().to_string(),
                bytes,
                entry.unix_mode().map(|m| m & 0o777),
            )
        };
        assert_eq!(
            read(0),
            ("run".into(), b"#!/bin/sh\n".to_vec(), Some(0o755))
        );
        assert_eq!(
            read(1),
            ("docs/notes.txt".into(), vec![b'x'; 100], Some(0o644))
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
