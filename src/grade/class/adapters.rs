//! The adapters of a class's grading, made once in its workspace: the
//! game's Java adapter compiled alone (no student's code on its path,
//! confined like every step) into a folder put first on every JVM's class
//! path, and its Python adapter beside it; neither in a student's folder.

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
        Ok(Adapters {
            folder,
            java: compiled,
            python_file: entry.python_adapter_file,
        })
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

/// Compiles the Java adapter's `source` into `folder/classes`, in `folder`.
fn compile(confinement: &Confinement, folder: &Path, source: &Path) -> Result<(), String> {
    confinement.runtime(Language::Java)?;
    java::compile_adapter(confinement, folder, source, &folder.join("classes"))
        .map_err(|errors| format!("the Java adapter does not compile with this JDK: {errors}"))
}
