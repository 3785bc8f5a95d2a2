//! A Java submission: its code read without running it (comments and
//! strings blanked), built with a confined `javac`, and the class holding
//! `findWinner` found by reflection by the adapter in a confined JVM, in
//! any package, whatever its file is called.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::confinement::Confinement;
use super::language::Language;
use crate::grade::game::Entry;
use crate::kit::confine::launch::{owned_folder, take_back, Step};
use crate::kit::escape::shell_word;

/// The time `javac` and the class finder may take for one submission.
const TOOL_TIME: Duration = Duration::from_secs(120);

/// The most output kept of `javac`.
const TOOL_OUTPUT: usize = 64 << 10;

/// The lines of `javac`'s errors a report shows.
pub const ERROR_LINES: usize = 30;

/// The options every JVM of the grading starts with: a small, quick JVM
/// (the games are short), its memory bounded, its reservations small
/// enough for an address space of 1 GiB (the class space, 1 GiB by
/// default, and the code cache), and no performance data file in `/tmp`.
const JVM_OPTIONS: [&str; 6] = [
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-Xmx256m",
    "-XX:CompressedClassSpaceSize=64m",
    "-XX:ReservedCodeCacheSize=32m",
    "-XX:-UsePerfData",
];

/// Whether `path` is a Java source file.
pub fn is_source(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "java")
}

/// `source` with its comments, strings and character literals blanked out
/// (each character a space, line breaks kept), so that what is left is
/// code.
pub fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut code = String::with_capacity(source.len());
    let mut at = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while at < chars.len() {
        let rest = &chars[at..];
        let (opening, closing): (&[char], &[char]) = match rest {
            ['/', '/', ..] => (&['/', '/'], &['\n']),
            ['/', '*', ..] => (&['/', '*'], &['*', '/']),
            ['"', '"', '"', ..] => (&['"', '"', '"'], &['"', '"', '"']),
            ['"', ..] => (&['"'], &['"']),
            ['\'', ..] => (&['\''], &['\'']),
            [c, ..] => {
                code.push(*c);
                at += 1;
                continue;
            }
            [] => break,
        };
        code.extend(opening.iter().map(|_| ' '));
        at += opening.len();
        while at < chars.len() && !chars[at..].starts_with(closing) {
            if chars[at] == '\\' && closing != ['\n'] && at + 1 < chars.len() {
                code.push(' ');
                at += 1;
            }
            code.push(blank(chars[at]));
            at += 1;
        }
        let end = (at + closing.len()).min(chars.len());
        code.extend(chars[at..end].iter().map(|&c| blank(c)));
        at = end;
    }
    code
}

/// Whether the code declares a method named `method` whose parameters
/// (each without `final` and spaces, `java.util.` left out: `List<Integer>`)
/// `fit` accepts.
pub fn declares(code: &str, method: &str, fit: impl Fn(&[String]) -> bool) -> bool {
    let mut rest = code;
    while let Some(at) = rest.find(method) {
        let before = rest[..at].chars().next_back();
        let after = &rest[at + method.len()..];
        rest = after;
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let after = after.trim_start();
        let Some(parameters) = after.strip_prefix('(').and_then(|p| p.split_once(')')) else {
            continue;
        };
        let compact: String = parameters
            .0
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let parameters: Vec<String> = compact
            .split(',')
            .map(|parameter| {
                let parameter = parameter
                    .trim()
                    .trim_start_matches("final ")
                    .replace(' ', "");
                parameter.trim_start_matches("java.util.").to_string()
            })
            .collect();
        if fit(&parameters) {
            return true;
        }
    }
    false
}

/// The packages of the test libraries a student's tests import: JUnit 5
/// and 4 (`org.junit`), JUnit 3 (`junit.framework`), TestNG, Hamcrest,
/// AssertJ and Mockito.
const TEST_LIBRARIES: [&str; 6] = [
    "org.junit",
    "junit.framework",
    "org.testng",
    "org.hamcrest",
    "org.assertj",
    "org.mockito",
];

/// Whether the code is a test of the student's (it imports a test
/// library), which the grading leaves out: it needs libraries the grading
/// does not give, and would keep the port from compiling.
pub fn is_test(code: &str) -> bool {
    code.lines().any(|line| {
        let line = line.trim_start();
        line.starts_with("import")
            && TEST_LIBRARIES.iter().any(|library| {
                line.split_whitespace()
                    .any(|word| word.starts_with(&format!("{library}.")))
            })
    })
}

/// The public top-level class (or interface, enum, record) the code
/// declares, if any: javac wants it in a file of its name.
pub fn public_class(code: &str) -> Option<String> {
    let tokens = tokens(code);
    let mut depth = 0usize;
    let mut public = false;
    for (index, token) in tokens.iter().enumerate() {
        match token.as_str() {
            "{" => {
                depth += 1;
                public = false;
            }
            "}" => {
                depth = depth.saturating_sub(1);
                public = false;
            }
            ";" => public = false,
            "public" if depth == 0 => public = true,
            "class" | "interface" | "enum" | "record" if depth == 0 && public => {
                return tokens.get(index + 1).cloned();
            }
            _ => {}
        }
    }
    None
}

/// The code's words and braces and semicolons, in order.
fn tokens(code: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut word = String::new();
    for c in code.chars() {
        if c.is_alphanumeric() || c == '_' || c == '$' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            tokens.push(std::mem::take(&mut word));
        }
        if "{};".contains(c) {
            tokens.push(c.to_string());
        }
    }
    if !word.is_empty() {
        tokens.push(word);
    }
    tokens
}

/// What a `javac` step does with the archive of the compiler's classes
/// (a dynamic AppCDS archive, which spares each `javac` loading them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Archive<'a> {
    /// None: the JDK's default archive alone.
    None,
    /// Starts from this archive, which it may read and never write.
    Use(&'a Path),
    /// Writes the archive at this path when it ends (the adapter's `javac`
    /// alone: no student's code is on its path); its folder must be one
    /// the step may write.
    Make(&'a Path),
}

/// The name of the archive of `javac`'s classes, in the adapter's folder.
pub const JAVAC_ARCHIVE: &str = "javac.jsa";

/// The `javac` step that compiles `sources` into `classes`, in `folder`
/// (whose files it reads), with no annotation processor: the sources are
/// read as UTF-8 unless one of them is not, then as ISO-8859-1 (Windows
/// editors); `archive` says what it does with the archive of the
/// compiler's classes.
pub fn javac(
    confinement: &Confinement,
    folder: &Path,
    sources: &[PathBuf],
    classes: &Path,
    utf8: bool,
    archive: Archive<'_>,
) -> Result<Step, String> {
    let runtime = confinement.runtime(Language::Java)?;
    let javac = runtime
        .compiler
        .clone()
        .ok_or("the Java runtime has no javac")?;
    let mut arguments: Vec<OsString> = JVM_OPTIONS
        .iter()
        .map(|option| format!("-J{option}").into())
        .collect();
    let mut read = Vec::new();
    let mut write = vec![classes.to_path_buf()];
    match archive {
        Archive::None => {}
        // A step reads the archive alone, bound read-only: never its
        // folder, which holds the adapter's classes and sources.
        Archive::Use(path) => {
            arguments.push(archive_option("SharedArchiveFile", path));
            read.push(path.to_path_buf());
        }
        Archive::Make(path) => {
            arguments.push(archive_option("ArchiveClassesAtExit", path));
            write.extend(path.parent().map(Path::to_path_buf));
        }
    }
    for argument in [
        "-nowarn",
        "-proc:none",
        "-implicit:class",
        "-Xmaxerrs",
        "20",
        "-encoding",
        if utf8 { "UTF-8" } else { "ISO-8859-1" },
        "-d",
    ] {
        arguments.push(argument.into());
    }
    arguments.push(classes.into());
    arguments.extend(sources.iter().map(|source| source.clone().into_os_string()));
    confinement.step(Language::Java, folder, javac, arguments, &read, &write)
}

/// The JVM option `-J-XX:NAME=PATH` given to `javac`.
fn archive_option(name: &str, path: &Path) -> OsString {
    let mut option = OsString::from(format!("-J-XX:{name}="));
    option.push(path);
    option
}

/// Compiles `sources` (of the submission's `folder`) into `classes` with a
/// confined `javac`, doing with the archive of the compiler's classes what
/// `archive` says; `javac`'s errors when it fails.
pub fn compile(
    confinement: &Confinement,
    folder: &Path,
    sources: &[PathBuf],
    classes: &Path,
    utf8: bool,
    archive: Archive<'_>,
) -> Result<(), String> {
    let launcher = confinement.launcher();
    owned_folder(classes, launcher.user())
        .map_err(|error| format!("cannot make {}: {error}", classes.display()))?;
    let step = javac(confinement, folder, sources, classes, utf8, archive)?;
    let finished = launcher
        .run(&step, TOOL_TIME, TOOL_OUTPUT)
        .map_err(|e| e.to_string());
    // What javac wrote becomes the grader's: no later step may change it.
    let taken = take_back(classes).map_err(|e| format!("{}: {e}", classes.display()));
    let finished = finished?;
    taken?;
    match finished.status {
        Some(status) if status.success() => Ok(()),
        Some(_) => Err(format!("{}{}", finished.stdout, finished.stderr)),
        None => Err(format!(
            "javac did not finish within {} s",
            TOOL_TIME.as_secs()
        )),
    }
}

/// The classes compiled into `folder/classes` that have the game's entry
/// method, found by its adapter (at `adapter`, its classes folder) in a
/// confined JVM, without initialising any.
pub fn classes_with_entry(
    confinement: &Confinement,
    folder: &Path,
    adapter: &Path,
    entry: &Entry,
) -> Result<Vec<String>, String> {
    let step = adapter_step(confinement, folder, adapter, entry, &["--find", "classes"])?;
    let finished = confinement
        .launcher()
        .run(&step, TOOL_TIME, TOOL_OUTPUT)
        .map_err(|e| e.to_string())?;
    if !finished.succeeded() {
        return Err(format!(
            "the class finder failed: {}",
            finished.stderr.trim()
        ));
    }
    Ok(finished.stdout.lines().map(str::to_string).collect())
}

/// A JVM running the adapter (its classes in `adapter`, first on the
/// class path) with the submission's classes (`classes` of `folder`),
/// given `arguments`.
fn adapter_step(
    confinement: &Confinement,
    folder: &Path,
    adapter: &Path,
    entry: &Entry,
    arguments: &[&str],
) -> Result<Step, String> {
    let java = confinement.runtime(Language::Java)?.program.clone();
    let mut words: Vec<OsString> = JVM_OPTIONS.iter().map(OsString::from).collect();
    words.push("-cp".into());
    words.push(format!("{}:classes", adapter.display()).into());
    words.push(entry.java_adapter_class.into());
    words.extend(arguments.iter().map(OsString::from));
    confinement.step(
        Language::Java,
        folder,
        java,
        words,
        &[adapter.to_path_buf()],
        &[],
    )
}

/// The command that runs the adapter on `class` in the submission's
/// `folder`, confined, as one `sh` line.
pub fn command(
    confinement: &Confinement,
    folder: &Path,
    adapter: &Path,
    entry: &Entry,
    class: &str,
) -> Result<String, String> {
    let step = adapter_step(confinement, folder, adapter, entry, &[class])?;
    confinement
        .launcher()
        .shell(&step)
        .map_err(|e| format!("its scratch folder: {e}"))
}

/// The command a report shows for running the port by hand: in its
/// published build folder `folder`, the adapter's classes at `adapter`
/// (relative to it), with the teacher's `java`.
pub fn shown(folder: &Path, adapter: &str, adapter_class: &str, class: &str) -> String {
    format!(
        "cd {} && exec java {} -cp {} {adapter_class} {}",
        shell_word(&folder.display().to_string()),
        JVM_OPTIONS.join(" "),
        shell_word(&format!("{adapter}:classes")),
        shell_word(class)
    )
}

/// Compiles the adapter's source `source` into `classes`, alone (no
/// student's code is on its path), with a confined `javac` that archives
/// the compiler's classes as it ends; gives the archive, `folder/javac.jsa`,
/// when it was written and [`verified`], or `None` (the grading then
/// compiles without one).
///
/// The `javac` writes the archive into a folder of its own, which is taken
/// back when it ends; the archive is then moved into `folder`, which no
/// step may write, made read-only, and verified before any student's step
/// reads it.
pub fn compile_adapter(
    confinement: &Confinement,
    folder: &Path,
    source: &Path,
    classes: &Path,
) -> Result<Option<PathBuf>, String> {
    let sources = [source.to_path_buf()];
    let archive = folder.join(JAVAC_ARCHIVE);
    let dumping = folder.join("archiving");
    let _ = fs::remove_file(&archive);
    if owned_folder(&dumping, confinement.launcher().user()).is_ok() {
        let dumped = dumping.join(JAVAC_ARCHIVE);
        let compiled = compile(
            confinement,
            folder,
            &sources,
            classes,
            true,
            Archive::Make(&dumped),
        );
        let taken = take_back(&dumping);
        let kept = compiled.is_ok()
            && taken.is_ok()
            && fs::symlink_metadata(&dumped).is_ok_and(|meta| meta.is_file())
            && fs::rename(&dumped, &archive).is_ok()
            && read_only(&archive)
            && verified(confinement, folder, &archive);
        let _ = fs::remove_dir_all(&dumping);
        if kept {
            return Ok(Some(archive));
        }
        let _ = fs::remove_file(&archive);
        if compiled.is_ok() {
            return Ok(None);
        }
    }
    // Compiled again without archiving: the adapter's errors are then
    // `javac`'s alone, and an archive that could not be written (a limit of
    // the confinement: the JVM then exits with 1) keeps nothing from being
    // graded.
    compile(confinement, folder, &sources, classes, true, Archive::None).map(|()| None)
}

/// Makes `path` readable by all and writable by none.
fn read_only(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o444)).is_ok()
}

/// Whether the archive at `archive` is whole and this JDK's: a confined
/// `javac -version` that must map it (`-Xshare:on`) and check every region's
/// checksum (`-XX:+VerifySharedSpaces`) succeeds. The JVM falls back to its
/// default archive by itself on an archive of another JDK or with a bad
/// header, but JDK 17 crashes on one cut short or with its content
/// changed: only an archive verified here is given to the students' steps.
pub fn verified(confinement: &Confinement, folder: &Path, archive: &Path) -> bool {
    let Ok(runtime) = confinement.runtime(Language::Java) else {
        return false;
    };
    let Some(javac) = runtime.compiler.clone() else {
        return false;
    };
    let mut arguments: Vec<OsString> = JVM_OPTIONS
        .iter()
        .map(|option| format!("-J{option}").into())
        .collect();
    arguments.push("-J-Xshare:on".into());
    arguments.push("-J-XX:+VerifySharedSpaces".into());
    arguments.push(archive_option("SharedArchiveFile", archive));
    arguments.push("-version".into());
    let Ok(step) = confinement.step(
        Language::Java,
        folder,
        javac,
        arguments,
        &[archive.to_path_buf()],
        &[],
    ) else {
        return false;
    };
    confinement
        .launcher()
        .run(&step, TOOL_TIME, TOOL_OUTPUT)
        .is_ok_and(|finished| finished.succeeded())
}

/// The class to grade among several that have `findWinner`: one named
/// `preferred` (`War`, in any package) first, then the shortest name.
pub fn choose<'a>(classes: &'a [String], preferred: &str) -> Option<&'a String> {
    classes.iter().min_by_key(|name| {
        let simple = name.rsplit(['.', '$']).next().unwrap_or(name);
        (simple != preferred, name.len(), (*name).clone())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_strings_are_blanked() {
        let source = "int a; // findWinner(List<Integer> d)\n/* x */ s = \"a\\\"b\"; c = '\\'';";
        let code = code_only(source);
        assert_eq!(code.chars().count(), source.chars().count());
        assert!(code.starts_with("int a;  "), "{code:?}");
        assert_eq!(code.lines().count(), 2);
        assert_eq!(
            code.split_whitespace().collect::<Vec<_>>(),
            ["int", "a;", "s", "=", ";", "c", "=", ";"]
        );
        assert!(!declares(&code, "findWinner", |_| true));
    }

    /// War's entry: one or two lists of integers.
    fn lists(parameters: &[String]) -> bool {
        (1..=2).contains(&parameters.len())
            && parameters
                .iter()
                .all(|p| p.starts_with("List<Integer>") || p.starts_with("ArrayList<Integer>"))
    }

    /// Whether `code` declares War's `findWinner`.
    fn declares_find_winner(code: &str) -> bool {
        declares(code, "findWinner", lists)
    }

    #[test]
    fn find_winner_is_found_by_its_signature() {
        for declaration in [
            "public static int findWinner(List<Integer> deck) {",
            "static int findWinner( final java.util.ArrayList< Integer > cards ){",
            "public static int findWinner(List<Integer> a, List<Integer> b) {",
        ] {
            assert!(declares_find_winner(declaration), "{declaration}");
        }
        for declaration in [
            "int findWinner(int[] deck) {",
            "int myfindWinner(List<Integer> deck) {",
            "int findWinner() {",
        ] {
            assert!(!declares_find_winner(declaration), "{declaration}");
        }
    }

    #[test]
    fn the_public_class_is_found_at_the_top_level() {
        let code = code_only(
            "package x;\nimport java.util.*;\nclass Helper { public class Inner {} }\npublic final class War implements Runnable {\n}\n",
        );
        assert_eq!(public_class(&code), Some("War".to_string()));
        assert_eq!(public_class("class War {}"), None);
    }

    #[test]
    fn tests_are_told_by_their_imports() {
        for test in [
            "import static org.junit.jupiter.api.Assertions.*;\n",
            "import org.junit.Test;\n",
            "import junit.framework.TestCase;\n",
            "import static org.hamcrest.MatcherAssert.assertThat;\n",
            "import org.assertj.core.api.Assertions;\n",
            "import org.testng.annotations.Test;\n",
        ] {
            assert!(is_test(test), "{test}");
        }
        assert!(!is_test("import java.util.List;\n"));
        assert!(!is_test("import org.junitx.Helpers;\n"));
    }

    #[test]
    fn a_class_named_war_is_chosen_first() {
        let classes = vec![
            "A".to_string(),
            "simulation.War".to_string(),
            "Wars".to_string(),
        ];
        assert_eq!(
            choose(&classes, "War").map(String::as_str),
            Some("simulation.War")
        );
        assert_eq!(choose(&classes[..1], "War").map(String::as_str), Some("A"));
        assert_eq!(choose(&[], "War"), None);
    }

    #[test]
    fn the_command_shown_quotes_the_folder_and_the_class() {
        let command = shown(
            Path::new("/out/build/o'brien"),
            "../adapter/java/classes",
            "warkata.adapter.WarAdapter",
            "Outer$Inner",
        );
        assert!(
            command.starts_with("cd '/out/build/o'\\''brien' && exec java "),
            "{command}"
        );
        assert!(
            command.ends_with(
                " -cp ../adapter/java/classes:classes warkata.adapter.WarAdapter 'Outer$Inner'"
            ),
            "{command}"
        );
    }
}
