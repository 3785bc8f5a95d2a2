//! The adapters of a class's grading, made once in its workspace: the
//! game's Java adapter compiled alone (no student's code on its path,
//! confined like every step) into a folder put first on every JVM's class
//! path, and its Python adapter beside it; neither in a student's folder.
//! The Java adapter's `javac` also archives the compiler's classes, which
//! every student's `javac` then starts from, read-only.

use std::fs;
use std::path::{Path, PathBuf};

use super::confinement::Confinement;
use super::java;
use super::language::Language;
use crate::grade::game::Entry;
use crate::kit::error::Error;

/// The adapters of a grading, under `WORKSPACE/adapter`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adapters {
    folder: PathBuf,
    java: Result<(), String>,
    javac_archive: Option<PathBuf>,
    python_file: &'static str,
}

impl Adapters {
    /// The folder of the adapters, under the workspace and under the
    /// results folder's `build/`: a name no student's key takes.
    pub const FOLDER: &'static str = "adapter";

    /// The Java adapter's classes, as a command shown in a student's
    /// published build folder reaches them.
    pub const JAVA_SHOWN: &'static str = "../adapter/java/classes";

    /// Writes the game's adapters (`entry`'s) under `workspace/adapter`, and
    /// compiles the Java one when a submission of the class is in Java
    /// (`java`).
    ///
    /// Fails when the files cannot be written; a Java adapter that does not
    /// compile is the reason of every Java row.
    pub fn make(
        workspace: &Path,
        confinement: &Confinement,
        java: bool,
        entry: &Entry,
    ) -> Result<Adapters, Error> {
        let folder = workspace.join(Adapters::FOLDER);
        let write = |path: &Path, text: &str| -> Result<(), Error> {
            let made = path.parent().map_or(Ok(()), fs::create_dir_all);
            made.and_then(|()| fs::write(path, text))
                .map_err(|e| Error::io(path.display().to_string(), e))
        };
        let source = folder.join("java/src").join(entry.java_adapter_path());
        write(&source, entry.java_adapter)?;
        let python = folder.join("python").join(entry.python_adapter_file);
        write(&python, entry.python_adapter)?;
        let compiled = if java {
            compile(confinement, &folder.join("java"), &source)
        } else {
            Err("no submission of the class is in Java".to_string())
        };
        let (java, javac_archive) = match compiled {
            Ok(archive) => (Ok(()), archive),
            Err(why) => (Err(why), None),
        };
        Ok(Adapters {
            folder,
            java,
            javac_archive,
            python_file: entry.python_adapter_file,
        })
    }

    /// Where the archive of `javac`'s classes is in `workspace`, when the
    /// adapter's `javac` made one: the grading's own, never published.
    pub fn javac_archive_in(workspace: &Path) -> PathBuf {
        workspace
            .join(Adapters::FOLDER)
            .join("java")
            .join(java::JAVAC_ARCHIVE)
    }

    /// The archive of `javac`'s classes every student's `javac` starts
    /// from, if the adapter's `javac` made one and it was verified.
    pub fn javac_archive(&self) -> Option<&Path> {
        self.javac_archive.as_deref()
    }

    /// The Java adapter's classes, or why there are none.
    pub fn java_classes(&self) -> Result<PathBuf, String> {
        self.java.clone().map(|()| self.folder.join("java/classes"))
    }

    /// The Python adapter's file.
    pub fn python(&self) -> PathBuf {
        self.folder.join("python").join(self.python_file)
    }

    /// The Python adapter, as a command shown in a student's published
    /// build folder reaches it: `../adapter/python/war_adapter.py`.
    pub fn python_shown(&self) -> String {
        format!("../{}/python/{}", Adapters::FOLDER, self.python_file)
    }
}

/// Compiles the Java adapter's `source` into `folder/classes`, in `folder`;
/// the archive of `javac`'s classes it made, if any.
fn compile(
    confinement: &Confinement,
    folder: &Path,
    source: &Path,
) -> Result<Option<PathBuf>, String> {
    confinement.runtime(Language::Java)?;
    java::compile_adapter(confinement, folder, source, &folder.join("classes"))
        .map_err(|errors| format!("the Java adapter does not compile with this JDK: {errors}"))
}
