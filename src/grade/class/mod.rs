//! Grading a whole class of a game's ports: the submissions of a class
//! read by the kit ([`crate::kit::class`]), each made into a port and
//! graded as the game grades one ([`Game::grade`]), several at once, one
//! row per student; [`run`] is the whole of a `grade-all`.
//!
//! Each submission gets a folder of its own in the grading's private
//! workspace ([`gather`]): its `.java` and `.py` files are brought there by
//! the kit (from its folders, however nested, its files, and the zips it
//! holds, within limits), and its language told from them by the game's
//! [`Entry`]. Then it is built ([`build`]), every step confined
//! ([`confinement`]): a Java submission is compiled, and the class holding
//! the entry method (War's `findWinner`) is found by the game's adapter's
//! reflection, in any package, whatever its file is called; a Python one
//! has its module holding the entry function (`find_winner`) picked. Once
//! every port's processes are dead, the builds are copied into the results
//! folder ([`publish`]), where the reports' commands run them by hand. What
//! cannot be made into a port is [`Unfit`], with its reason, and still gets
//! a report in which every case failed as not run ([`Game::not_run`]).
//! Each of the submission's students gets a [`Row`] saying how it stood;
//! [`summary`] writes the rows for a gradebook.

pub mod adapters;
pub mod confinement;
pub mod java;
mod language;
pub mod note;
pub mod python;
pub mod row;
pub mod run;
pub mod summary;

pub use self::adapters::Adapters;
pub use self::language::Language;
pub use self::note::{Choice, ClassNote};
pub use self::row::{Row, Standing, Timings};

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use self::confinement::Confinement;
use super::game::{Entry, Game, Graded};
use super::protocol::{stopped, Answer, Limits};
use super::reason::Reason;
use crate::kit::class::note::ReadNote;
use crate::kit::class::{Class, Limits as UnpackLimits, Submission};
use crate::kit::command::on_path;
use crate::kit::error::{Error, ErrorKind};
use crate::kit::locale::Locale;
use crate::kit::process::Stop;
use crate::kit::report;
use crate::kit::words::{count, shorten};

/// A submission that could not be made into a port: how it stands, why in
/// one line, and the details (a compiler's errors).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unfit {
    /// How it stands.
    pub standing: Standing,
    /// Why.
    pub reason: Reason,
    /// The compiler's errors, when it did not compile.
    pub errors: String,
}

impl Unfit {
    /// An unfit submission without details.
    pub fn new(standing: Standing, reason: impl Into<String>) -> Unfit {
        Unfit::because(standing, Reason::Said(reason.into()))
    }

    /// An unfit submission for a reason the grader words in the reader's
    /// language.
    pub fn because(standing: Standing, reason: Reason) -> Unfit {
        Unfit {
            standing,
            reason,
            errors: String::new(),
        }
    }

    /// A submission refused for `error` (a limit, an unsafe zip, a file
    /// named `.zip` that is none).
    fn refused(error: &Error) -> Unfit {
        match error.kind() {
            ErrorKind::Io => Unfit::new(Standing::NoSource, error.message()),
            ErrorKind::NotAZip => {
                let zip = error.origin().to_string();
                let said = error.message().to_string();
                Unfit::because(Standing::Refused, Reason::NotAZip { zip, said })
            }
            _ => Unfit::new(Standing::Refused, error.message()),
        }
    }
}

/// A submission's sources, copied into its own folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gathered {
    /// Its folder under the results folder; the sources are in `src/`.
    pub folder: PathBuf,
    /// Its language.
    pub language: Language,
    /// Its source files of that language, relative to `src/`.
    pub files: Vec<PathBuf>,
    /// What the teacher should know of how it was read.
    pub notes: Vec<ClassNote>,
    /// Which language was graded and why, when it holds both.
    pub choice: Option<Choice>,
}

/// A submission made into a port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Port {
    /// The command that runs it, for `sh -c`.
    pub command: String,
    /// The command as a report shows it: the one that runs it by hand in
    /// its build folder, without the launcher that confines it.
    pub shown: String,
    /// What is graded: the Java class or the Python module.
    pub graded: String,
    /// The files it was built from, relative to the submission: the Java
    /// files compiled, or the Python files beside the module.
    pub files: Vec<String>,
    /// What the teacher should know of how it was built.
    pub notes: Vec<ClassNote>,
}

impl<R: Graded> Row<R> {
    /// The cases passed (the score).
    pub fn passed(&self) -> usize {
        self.report.passed()
    }

    /// The cases graded.
    pub fn total(&self) -> usize {
        self.report.total()
    }

    /// The misreadings the report names (see [`Graded::misreadings`]).
    pub fn misreadings(&self) -> Vec<String> {
        self.report.misreadings()
    }
}

/// Brings the sources of `submission` (of `class`) into `folder`
/// (emptied first), and tells their language by the game's `entry`.
pub fn gather(
    class: &Class,
    submission: &Submission,
    folder: &Path,
    entry: &Entry,
) -> Result<Gathered, Unfit> {
    let made = remove_and_make(folder);
    made.map_err(|e| Unfit::new(Standing::Refused, e.to_string()))?;
    let src = folder.join("src");
    let is_source = |path: &Path| java::is_source(path) || python::is_source(path);
    let unpacked = class
        .unpack(submission, &src, &is_source, &UnpackLimits::default())
        .map_err(|e| Unfit::refused(&e))?;
    if unpacked.files.is_empty() {
        let (seen, more) = unpacked.seen_first(8);
        let reason = Reason::NoSource { seen, more };
        return Err(Unfit::because(Standing::NoSource, reason));
    }
    let (language, choice) = tell_language(&src, &unpacked.files, entry);
    let read = submission.notes.iter().chain(&unpacked.notes).cloned();
    let mut notes: Vec<ClassNote> = read.map(ClassNote::Read).collect();
    notes.extend(choice.clone().map(ClassNote::Language));
    let files = unpacked
        .files
        .into_iter()
        .filter(|file| match language {
            Language::Java => java::is_source(file),
            Language::Python => python::is_source(file),
        })
        .collect();
    Ok(Gathered {
        folder: folder.to_path_buf(),
        language,
        files,
        notes,
        choice,
    })
}

/// The language of the sources `files` in `src`, and when it holds both
/// which was graded and why: Java when no `.py` file defines `find_winner`
/// or a `.java` file declares `findWinner`; Python otherwise.
fn tell_language(src: &Path, files: &[PathBuf], entry: &Entry) -> (Language, Option<Choice>) {
    let text = |file: &PathBuf| {
        String::from_utf8_lossy(&fs::read(src.join(file)).unwrap_or_default()).into_owned()
    };
    let java: Vec<&PathBuf> = files.iter().filter(|f| java::is_source(f)).collect();
    let python: Vec<&PathBuf> = files.iter().filter(|f| python::is_source(f)).collect();
    if python.is_empty() {
        return (Language::Java, None);
    }
    if java.is_empty() {
        return (Language::Python, None);
    }
    let declaring = java
        .iter()
        .find(|file| (entry.java_declares)(&java::code_only(&text(file))));
    let defining = python
        .iter()
        .find(|file| python::defines(&text(file), entry.python_functions).is_some());
    let choice = Choice {
        java_files: java.len(),
        python_files: python.len(),
        method: entry.java_method,
        function: entry.python_functions[0],
        declaring: (
            declaring.map(|file| file.display().to_string()),
            defining.map(|file| file.display().to_string()),
        ),
    };
    let language = match choice.declaring {
        (None, Some(_)) => Language::Python,
        _ => Language::Java,
    };
    (language, Some(choice))
}

/// Empties `folder` (a submission's folder under the results folder) and
/// makes it again.
fn remove_and_make(folder: &Path) -> Result<(), Error> {
    match fs::remove_dir_all(folder) {
        Ok(()) => {}
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
        Err(error) => return Err(Error::io(folder.display().to_string(), error)),
    }
    fs::create_dir_all(folder).map_err(|e| Error::io(folder.display().to_string(), e))
}

/// Where a submission is built, and where its build is published.
#[derive(Debug, Clone, Copy)]
pub struct Places<'a> {
    /// The adapters, in the workspace.
    pub adapters: &'a Adapters,
    /// The folder the builds are copied to once the grading is over (the
    /// results folder's `build/`), which the commands shown use.
    pub published: &'a Path,
}

/// Makes the gathered submission into a port of the game whose `entry` it
/// holds, every step confined by `confinement`; the time it took goes into
/// `timings` (its compiling and the rest, its finding), whatever came of it.
pub fn build(
    gathered: &Gathered,
    confinement: &Confinement,
    places: Places<'_>,
    entry: &Entry,
    timings: &mut Timings,
) -> Result<Port, Unfit> {
    let started = Instant::now();
    let compiling = std::cell::Cell::new(Duration::ZERO);
    let built = build_timed(gathered, confinement, places, entry, &compiling);
    timings.compile = compiling.get();
    timings.find = started.elapsed().saturating_sub(timings.compile);
    built
}

/// [`build`], the time spent compiling added to `compiling`.
fn build_timed(
    gathered: &Gathered,
    confinement: &Confinement,
    places: Places<'_>,
    entry: &Entry,
    compiling: &std::cell::Cell<Duration>,
) -> Result<Port, Unfit> {
    if let Err(why) = confinement.runtime(gathered.language) {
        return Err(Unfit::new(Standing::NoRuntime, why));
    }
    let published = places.published.join(
        gathered
            .folder
            .file_name()
            .unwrap_or_else(|| std::ffi::OsStr::new("submission")),
    );
    match gathered.language {
        Language::Java => {
            let build = Build {
                confinement,
                folder: &gathered.folder,
                classes: gathered.folder.join("classes"),
                archive: places.adapters.javac_archive(),
                compiling,
            };
            build_java(gathered, &build, places.adapters, &published, entry)
        }
        Language::Python => build_python(gathered, confinement, places.adapters, &published, entry),
    }
}

/// A Java submission compiled by `build`, and its class found, by confined
/// steps; `published` is where its build will be for the command shown.
fn build_java(
    gathered: &Gathered,
    build: &Build<'_>,
    adapters: &Adapters,
    published: &Path,
    entry: &Entry,
) -> Result<Port, Unfit> {
    let confinement = build.confinement;
    let folder = &gathered.folder;
    let src = folder.join("src");
    let mut notes = Vec::new();
    let mut sources = Vec::new();
    let mut utf8 = true;
    for file in &gathered.files {
        let bytes = fs::read(src.join(file)).unwrap_or_default();
        utf8 &= std::str::from_utf8(&bytes).is_ok();
        let code = java::code_only(&String::from_utf8_lossy(&bytes));
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
        if java::is_test(&code) || name.as_deref() == Some("module-info.java") {
            continue;
        }
        let declares = (entry.java_declares)(&code);
        let path = named_after_public_class(folder, file, &code, &mut notes)?;
        sources.push((file, path, declares));
    }
    let candidates: Vec<&PathBuf> = sources
        .iter()
        .filter(|(_, _, declares)| *declares)
        .map(|(_, path, _)| path)
        .collect();
    if candidates.is_empty() {
        return Err(Unfit::because(
            Standing::NoFindWinner,
            Reason::NoEntry {
                signature: entry.java_signature,
                files: gathered.files.len(),
                extension: ".java",
            },
        ));
    }
    let adapter = adapters
        .java_classes()
        .map_err(|why| Unfit::new(Standing::NoRuntime, why))?;
    let all: Vec<PathBuf> = sources.iter().map(|(_, path, _)| path.clone()).collect();
    let compiled = match build.compile(&all, utf8) {
        Ok(()) => all.clone(),
        Err(errors) => compile_a_part(
            build,
            (&all, &candidates),
            entry.java_method,
            utf8,
            &mut notes,
        )
        .map_err(|()| Unfit {
            standing: Standing::DoesNotCompile,
            reason: Reason::DoesNotCompile(first_error(&errors, folder)),
            errors: javac_errors(&errors, folder),
        })?,
    };
    let files = sources
        .iter()
        .filter(|(_, path, _)| compiled.contains(path))
        .map(|(file, _, _)| file.display().to_string())
        .collect();
    let found = java::classes_with_entry(confinement, folder, &adapter, entry)
        .map_err(|why| Unfit::new(Standing::NoFindWinner, why))?;
    let Some(class) = java::choose(&found, entry.java_class) else {
        return Err(Unfit::because(
            Standing::NoFindWinner,
            Reason::NoClassWithEntry(entry.java_static_signature),
        ));
    };
    if found.len() > 1 {
        notes.push(ClassNote::OtherClasses {
            class: class.clone(),
            method: entry.java_method,
            others: found.iter().filter(|c| *c != class).cloned().collect(),
        });
    }
    let command = java::command(confinement, folder, &adapter, entry, class)
        .map_err(|why| Unfit::new(Standing::Refused, why))?;
    Ok(Port {
        command,
        shown: java::shown(
            published,
            Adapters::JAVA_SHOWN,
            entry.java_adapter_class,
            class,
        ),
        graded: class.clone(),
        files,
        notes,
    })
}

/// The path `javac` is given for the source `file`: the file itself, or a
/// copy named after the public class it declares when its name is another
/// (`DeterministicWar.java` holding `public class War`), which `javac`
/// would refuse.
fn named_after_public_class(
    folder: &Path,
    file: &Path,
    code: &str,
    notes: &mut Vec<ClassNote>,
) -> Result<PathBuf, Unfit> {
    let original = folder.join("src").join(file);
    let Some(class) = java::public_class(code) else {
        return Ok(original);
    };
    let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned());
    if stem.as_deref() == Some(class.as_str()) {
        return Ok(original);
    }
    let renamed = folder
        .join("renamed")
        .join(file.parent().unwrap_or(Path::new("")))
        .join(format!("{class}.java"));
    if let Some(parent) = renamed.parent() {
        fs::create_dir_all(parent).map_err(|e| Unfit::new(Standing::Refused, e.to_string()))?;
    }
    fs::copy(&original, &renamed).map_err(|e| Unfit::new(Standing::Refused, e.to_string()))?;
    notes.push(ClassNote::PublicClass {
        file: file.display().to_string(),
        class,
    });
    Ok(renamed)
}

/// A submission's compilation: confined, in its folder, into its
/// classes, the time each `javac` takes added to `compiling`.
struct Build<'a> {
    confinement: &'a Confinement,
    folder: &'a Path,
    classes: PathBuf,
    /// The archive of `javac`'s classes, read-only, if there is one.
    archive: Option<&'a Path>,
    compiling: &'a std::cell::Cell<Duration>,
}

impl Build<'_> {
    /// Compiles `sources` (read as UTF-8 when `utf8`, else as ISO-8859-1);
    /// `javac`'s errors when it fails.
    fn compile(&self, sources: &[PathBuf], utf8: bool) -> Result<(), String> {
        let started = Instant::now();
        let archive = self.archive.map_or(java::Archive::None, java::Archive::Use);
        let compiled = java::compile(
            self.confinement,
            self.folder,
            sources,
            &self.classes,
            utf8,
            archive,
        );
        self.compiling.set(self.compiling.get() + started.elapsed());
        compiled
    }
}

/// Compiles a part of a submission that does not compile whole: for each
/// file declaring the entry point `method`, the files of its folder (its
/// package), then that file alone. Old copies and unfinished extras are
/// common. Gives the part compiled.
fn compile_a_part(
    build: &Build<'_>,
    (all, candidates): (&[PathBuf], &[&PathBuf]),
    method: &'static str,
    utf8: bool,
    notes: &mut Vec<ClassNote>,
) -> Result<Vec<PathBuf>, ()> {
    for candidate in candidates {
        let package: Vec<PathBuf> = all
            .iter()
            .filter(|path| path.parent() == candidate.parent())
            .cloned()
            .collect();
        let alone = vec![(*candidate).clone()];
        for part in [package, alone] {
            if part.len() < all.len() && build.compile(&part, utf8).is_ok() {
                notes.push(ClassNote::CompiledPart {
                    files: part.len(),
                    of: all.len(),
                    method,
                });
                return Ok(part);
            }
        }
    }
    Err(())
}

/// `javac`'s errors for a report: the submission's folder left out of the
/// paths, at most [`java::ERROR_LINES`] lines.
fn javac_errors(errors: &str, folder: &Path) -> String {
    let mut text = errors.to_string();
    for inner in ["src", "renamed"] {
        let prefix = format!("{}/", folder.join(inner).display());
        text = text.replace(&prefix, "");
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut kept = lines[..lines.len().min(java::ERROR_LINES)].join("\n");
    if lines.len() > java::ERROR_LINES {
        kept.push_str(&format!(
            "\n[... {} more lines ...]",
            lines.len() - java::ERROR_LINES
        ));
    }
    kept
}

/// The first error of `javac`'s output, for the one-line reason of a row
/// (`War.java:3: error: ';' expected`).
fn first_error(errors: &str, folder: &Path) -> String {
    let text = javac_errors(errors, folder);
    let first = text
        .lines()
        .find(|line| line.contains("error:"))
        .unwrap_or_else(|| text.lines().next().unwrap_or_default());
    shorten(first.trim(), 160)
}

/// A Python submission: its module holding `find_winner` picked, run by
/// the adapter, confined; `published` is where its build will be for the
/// command shown.
fn build_python(
    gathered: &Gathered,
    confinement: &Confinement,
    adapters: &Adapters,
    published: &Path,
    entry: &Entry,
) -> Result<Port, Unfit> {
    let src = gathered.folder.join("src");
    let modules: Vec<(&PathBuf, String)> = gathered
        .files
        .iter()
        .map(|file| {
            let bytes = fs::read(src.join(file)).unwrap_or_default();
            (file, String::from_utf8_lossy(&bytes).into_owned())
        })
        .filter(|(file, text)| !python::is_test(file, text))
        .collect();
    let candidates: Vec<(PathBuf, python::Holds)> = modules
        .iter()
        .filter_map(|(file, text)| {
            python::defines(text, entry.python_functions).map(|holds| ((*file).clone(), holds))
        })
        .collect();
    let Some(module) = python::choose(&candidates, entry.python_module) else {
        return Err(Unfit::because(
            Standing::NoFindWinner,
            Reason::NoEntry {
                signature: entry.python_signature,
                files: gathered.files.len(),
                extension: ".py",
            },
        ));
    };
    let mut notes = Vec::new();
    if candidates.len() > 1 {
        notes.push(ClassNote::OtherModules {
            module: module.display().to_string(),
            others: candidates.len() - 1,
            function: entry.python_functions[0],
        });
    }
    let command = python::command(confinement, &gathered.folder, &adapters.python(), module)
        .map_err(|why| Unfit::new(Standing::Refused, why))?;
    let files = modules
        .iter()
        .map(|(file, _)| file.display().to_string())
        .collect();
    Ok(Port {
        command,
        shown: python::shown(published, &adapters.python_shown(), module),
        graded: module.display().to_string(),
        files,
        notes,
    })
}

/// How to grade a class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassOptions {
    /// The time and output limits of each port.
    pub limits: Limits,
    /// How many submissions are built and graded at once.
    pub jobs: usize,
    /// When to stop grading (a signal): the ports under way are killed, and
    /// the submissions not graded yet get a row "not run".
    pub stop: Stop,
    /// How every step of a submission is confined.
    pub confinement: Confinement,
    /// The adapters, made in the workspace.
    pub adapters: Adapters,
    /// Where the builds are published once graded (`OUT/build`), for the
    /// commands the reports show.
    pub published: PathBuf,
}

/// A submission gathered, or why it could not be.
pub type Prepared = (Submission, Result<Gathered, Unfit>);

/// Gathers the sources of every submission of `class` into `KEY` under
/// `workspace`, before any of them is built or run, their language told by
/// the game's `entry`.
pub fn prepare(class: &Class, workspace: &Path, entry: &Entry) -> Vec<Prepared> {
    class
        .submissions
        .iter()
        .map(|submission| {
            let folder = workspace.join(submission.key());
            (
                submission.clone(),
                gather(class, submission, &folder, entry),
            )
        })
        .collect()
}

/// Copies the builds of `workspace` into `to` (the results folder's
/// `build/`, emptied first): each submission's sources, the copies it was
/// compiled from and its classes, and the adapters; folders and regular
/// files only, never a link, no scratch folder, and not the archive of
/// `javac`'s classes. Called once every
/// step's processes are dead, so that nothing a student's code did is
/// read but what the grading's own steps wrote.
pub fn publish(workspace: &Path, to: &Path) -> Result<(), Error> {
    let fail = |path: &Path, e: std::io::Error| Error::io(path.display().to_string(), e);
    match fs::remove_dir_all(to) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(fail(to, e)),
        _ => {}
    }
    // The archive of javac's classes is the grading's, not a build's.
    let archive = Adapters::javac_archive_in(workspace);
    let mut stack = vec![(workspace.to_path_buf(), to.to_path_buf())];
    while let Some((from, into)) = stack.pop() {
        fs::create_dir_all(&into).map_err(|e| fail(&into, e))?;
        for entry in fs::read_dir(&from).map_err(|e| fail(&from, e))? {
            let entry = entry.map_err(|e| fail(&from, e))?;
            let name = entry.file_name();
            if name == "scratch" || name == ".confinement-probe" || entry.path() == archive {
                continue;
            }
            let kind = entry.file_type().map_err(|e| fail(&entry.path(), e))?;
            if kind.is_dir() {
                stack.push((entry.path(), into.join(&name)));
            } else if kind.is_file() {
                fs::copy(entry.path(), into.join(&name)).map_err(|e| fail(&entry.path(), e))?;
            }
        }
    }
    Ok(())
}

/// Refuses to grade when a tool the submissions need is not on `PATH`:
/// `javac` and `java` for Java ones, `python3` for Python ones.
pub fn check_tools(prepared: &[Prepared]) -> Result<(), Error> {
    for language in [Language::Java, Language::Python] {
        let needing = prepared
            .iter()
            .filter(|(_, g)| g.as_ref().is_ok_and(|g| g.language == language))
            .count();
        if needing == 0 {
            continue;
        }
        if let Some(missing) = language.tools().iter().find(|tool| on_path(tool).is_none()) {
            let message = format!(
                "is not on PATH, and {} {} in {}",
                count(needing, "submission"),
                if needing == 1 { "is" } else { "are" },
                language.name()
            );
            let fix = match language {
                Language::Java => "install a JDK 17 or later (e.g. apt-get install openjdk-17-jdk-headless) and put its bin folder on PATH",
                Language::Python => "install Python 3 (e.g. apt-get install python3) and put python3 on PATH",
            };
            return Err(Error::new(ErrorKind::Setup, *missing, message).with_fix(fix));
        }
    }
    Ok(())
}

/// Builds and grades every prepared submission as `game` grades a port,
/// `options.jobs` at once, calling `done` with each row as it is finished;
/// the rows in the order of `prepared`, a submission's students in its
/// order.
pub fn grade_all<G: Game>(
    prepared: Vec<Prepared>,
    game: &G,
    options: &ClassOptions,
    done: &(dyn Fn(&Row<G::Report>) + Sync),
) -> Vec<Row<G::Report>> {
    let next = AtomicUsize::new(0);
    let slots: Vec<Mutex<Vec<Row<G::Report>>>> =
        prepared.iter().map(|_| Mutex::new(Vec::new())).collect();
    let work: Vec<Mutex<Option<Prepared>>> =
        prepared.into_iter().map(|p| Mutex::new(Some(p))).collect();
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = work.get(index) else {
                    break;
                };
                let Some((submission, gathered)) = item.lock().ok().and_then(|mut p| p.take())
                else {
                    continue;
                };
                let rows = grade_one(submission, gathered, game, options);
                rows.iter().for_each(done);
                if let Ok(mut slot) = slots[index].lock() {
                    *slot = rows;
                }
            });
        }
    });
    slots
        .into_iter()
        .flat_map(|slot| slot.into_inner().unwrap_or_default())
        .collect()
}

/// What grading a submission gave: a row but for its student.
struct Outcome<R> {
    files: Vec<String>,
    language: Option<Language>,
    standing: Standing,
    reason: String,
    graded: String,
    report: R,
    timings: Timings,
}

/// One submission built and graded as `game` grades a port, or reported as
/// unfit: a row for each of its students.
pub fn grade_one<G: Game>(
    submission: Submission,
    gathered: Result<Gathered, Unfit>,
    game: &G,
    options: &ClassOptions,
) -> Vec<Row<G::Report>> {
    let outcome = outcome(gathered, game, options, &submission.notes);
    submission
        .students
        .into_iter()
        .map(|student| Row {
            student,
            submission: submission.name.clone(),
            files: outcome.files.clone(),
            language: outcome.language,
            standing: outcome.standing,
            reason: outcome.reason.clone(),
            graded: outcome.graded.clone(),
            report: outcome.report.clone(),
            timings: outcome.timings,
        })
        .collect()
}

/// What the gathered submission gives: built and graded, or unfit; the
/// reason led by which language was graded when it holds both.
fn outcome<G: Game>(
    gathered: Result<Gathered, Unfit>,
    game: &G,
    options: &ClassOptions,
    submitted: &[ReadNote],
) -> Outcome<G::Report> {
    let language = gathered.as_ref().ok().map(|g| g.language);
    let choice = gathered.as_ref().ok().and_then(|g| g.choice.clone());
    // What the teacher should know of how it was read (earlier attempts,
    // files left out) stays in the report of a submission not run too.
    let notes = match &gathered {
        Ok(gathered) => gathered.notes.clone(),
        Err(_) => submitted.iter().cloned().map(ClassNote::Read).collect(),
    };
    let mut timings = Timings::default();
    let unfit = |unfit: Unfit, timings: Timings| {
        let mut report = game.not_run(&unfit.reason, &unfit.errors);
        for note in &notes {
            report.note(note.clone());
        }
        Outcome {
            files: Vec::new(),
            language,
            report,
            standing: unfit.standing,
            reason: led_by(&choice, unfit.reason.to_string()),
            graded: String::new(),
            timings,
        }
    };
    if let Some(reason) = options.stop.reason() {
        return unfit(
            Unfit::because(Standing::Stopped, Reason::Stopped(reason)),
            timings,
        );
    }
    let places = Places {
        adapters: &options.adapters,
        published: &options.published,
    };
    let built = gathered.and_then(|gathered| {
        let port = build(
            &gathered,
            &options.confinement,
            places,
            game.entry(),
            &mut timings,
        )?;
        Ok((gathered, port))
    });
    let (gathered, port) = match built {
        Ok(built) => built,
        Err(why) => return unfit(why, timings),
    };
    let mut notes = gathered.notes;
    notes.extend(port.notes);
    let grading = Instant::now();
    let report = match game.grade(&port.command, options.limits, &options.stop, notes) {
        Ok(mut report) => {
            report.show_command(port.shown);
            report
        }
        Err(error) => game.not_run(&Reason::NotStarted(error.to_string()), ""),
    };
    let graded = grading.elapsed();
    timings.cases = report.answering().min(graded);
    timings.diagnosis = graded - timings.cases;
    let (standing, reason) = match options.stop.reason() {
        Some(reason) => (Standing::Stopped, stopped(reason)),
        None => report.standing(&options.limits),
    };
    Outcome {
        files: port.files,
        language,
        standing,
        reason: led_by(&choice, reason),
        graded: port.graded,
        report,
        timings,
    }
}

/// `reason`, led by the choice of a language `first` (in English, the
/// summary's) when there is one: `FIRST; REASON`.
fn led_by(first: &Option<Choice>, reason: String) -> String {
    let first = first.as_ref().map(|choice| choice.show_in(Locale::En));
    match (first, reason.is_empty()) {
        (None, _) => reason,
        (Some(first), true) => first,
        (Some(first), false) => format!("{first}; {reason}"),
    }
}

/// What a port's report says for its standing: the answers of the cases
/// it did not answer (a time-out, a crash, ...), how many cases it was
/// graded on and passed, its first start's standard error, and the
/// answer it gave every case it passes when it gave one answer to all.
pub struct Showing<'a, R> {
    /// The answers of the cases without a well-formed answer.
    pub failures: Vec<&'a Answer<R>>,
    /// The cases graded.
    pub cases: usize,
    /// The cases passed.
    pub passed: usize,
    /// What its first start wrote to standard error.
    pub first_stderr: &'a str,
    /// The one answer it gave to every case it passes, in words, if so.
    pub same_answer: Option<String>,
}

/// How a graded port stood: crashed on start when it answered no case and
/// every start ended before its first answer; timed out when it scored
/// nothing and gave no answer in time on half the cases or more; else
/// graded, with the one answer it gave every case (none counts), or the
/// failure most of its cases share (from its report in the kit's model,
/// `kit`, made only then).
pub fn standing_of<R>(
    showing: Showing<'_, R>,
    limits: &Limits,
    kit: impl FnOnce() -> report::Report,
) -> (Standing, String) {
    let failures = &showing.failures;
    let none_answered = failures.len() == showing.cases && !failures.is_empty();
    if none_answered && failures.iter().all(|a| matches!(a, Answer::Crashed(_))) {
        let reason = match telling_line(showing.first_stderr) {
            Some(line) => format!("crashed on start: {}", shorten(line, 160)),
            None => "crashed on start".to_string(),
        };
        return (Standing::CrashedOnStart, reason);
    }
    // The cases not run after two time-outs in a row are time-outs too.
    let timeouts = failures
        .iter()
        .filter(|a| matches!(a, Answer::Timeout(_) | Answer::GaveUp(_)))
        .count();
    if showing.passed == 0 && timeouts > 0 && timeouts * 2 >= showing.cases {
        let reason = format!(
            "no answer within {} on {} of {} cases",
            crate::kit::words::seconds(limits.timeout),
            timeouts,
            showing.cases
        );
        return (Standing::TimedOut, reason);
    }
    let reason = match showing.same_answer {
        Some(answer) => {
            format!("the same answer, {answer}, to every case it passes: none counts")
        }
        None => most_frequent_failure(&kit()),
    };
    (Standing::Graded, reason)
}

/// The line of a crash's standard error that says what happened: the
/// first naming an error or exception, else the first line.
pub fn telling_line(stderr: &str) -> Option<&str> {
    let lines = || stderr.lines().map(str::trim).filter(|l| !l.is_empty());
    lines()
        .find(|line| {
            (line.contains("Error") || line.contains("Exception")) && !line.starts_with("at ")
        })
        .or_else(|| lines().next())
}

/// The failure without an answer most cases of a graded port share, from
/// its report in the kit's model: `12 cases: crashed: the port's code
/// raised java.lang.StackOverflowError`; empty when every case was
/// answered.
pub fn most_frequent_failure(kit: &report::Report) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for problem in kit.cases.iter().filter_map(|case| case.problem.as_ref()) {
        if !problem.error {
            continue;
        }
        match counts
            .iter_mut()
            .find(|(message, _)| *message == problem.message)
        {
            Some((_, n)) => *n += 1,
            None => counts.push((&problem.message, 1)),
        }
    }
    counts
        .iter()
        .max_by_key(|(_, n)| *n)
        .map(|(message, n)| format!("{}: {message}", count(*n, "case")))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn javac_errors_name_the_submission_s_files_only() {
        let folder = Path::new("/out/build/alice");
        let errors = "/out/build/alice/src/War.java:3: error: ';' expected\n    int x\n         ^\n1 error\n";
        assert_eq!(
            Reason::DoesNotCompile(first_error(errors, folder)).to_string(),
            "does not compile: War.java:3: error: ';' expected"
        );
        assert!(javac_errors(errors, folder).starts_with("War.java:3:"));
    }

    #[test]
    fn the_telling_line_of_a_crash_names_the_error() {
        let java = "Exception in thread \"main\" java.lang.ExceptionInInitializerError\n\tat War.<clinit>(War.java:3)\n";
        assert_eq!(
            telling_line(java),
            Some("Exception in thread \"main\" java.lang.ExceptionInInitializerError")
        );
        let python = "Traceback (most recent call last):\n  File \"war.py\", line 1\nEOFError: EOF when reading a line\n";
        assert_eq!(
            telling_line(python),
            Some("EOFError: EOF when reading a line")
        );
        assert_eq!(telling_line("\n"), None);
    }
}
