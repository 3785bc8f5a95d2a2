//! A Java submission: its code read without running it (comments and
//! strings blanked), built with `javac` beside the adapter, and the class
//! holding `findWinner` found by reflection, in any package, whatever its
//! file is called.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::kit::command::run_bounded;
use crate::kit::confine::Runtime;
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

/// Whether the code declares a `findWinner` taking one or two
/// `List<Integer>` or `ArrayList<Integer>` (a deck, or two hands).
pub fn declares_find_winner(code: &str) -> bool {
    let mut rest = code;
    while let Some(at) = rest.find("findWinner") {
        let before = rest[..at].chars().next_back();
        let after = &rest[at + "findWinner".len()..];
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
        let lists: Vec<&str> = compact.split(',').map(str::trim).collect();
        let all_lists = lists.iter().all(|parameter| {
            let parameter = parameter.trim_start_matches("final ").replace(' ', "");
            let parameter = parameter.trim_start_matches("java.util.");
            parameter.starts_with("List<Integer>") || parameter.starts_with("ArrayList<Integer>")
        });
        if (1..=2).contains(&lists.len()) && all_lists {
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

/// Runs `javac` on `sources` and the adapter (`adapter`) into `classes`;
/// `javac`'s errors when it fails. The sources are read as UTF-8 unless one
/// of them is not, then as ISO-8859-1 (Windows editors).
pub fn compile(
    sources: &[PathBuf],
    adapter: &Path,
    classes: &Path,
    utf8: bool,
) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(classes);
    if let Err(error) = std::fs::create_dir_all(classes) {
        return Err(format!("cannot make {}: {error}", classes.display()));
    }
    let mut javac = Command::new("javac");
    javac
        .args(JVM_OPTIONS.iter().map(|option| format!("-J{option}")))
        .args([
            "-nowarn",
            "-proc:none",
            "-implicit:class",
            "-Xmaxerrs",
            "20",
        ])
        .arg("-encoding")
        .arg(if utf8 { "UTF-8" } else { "ISO-8859-1" })
        .arg("-d")
        .arg(classes)
        .arg(adapter)
        .args(sources);
    let finished = run_bounded(&mut javac, TOOL_TIME, TOOL_OUTPUT).map_err(|e| e.to_string())?;
    match finished.status {
        Some(status) if status.success() => Ok(()),
        Some(_) => Err(format!("{}{}", finished.stdout, finished.stderr)),
        None => Err(format!(
            "javac did not finish within {} s",
            TOOL_TIME.as_secs()
        )),
    }
}

/// The classes compiled into `classes` that have a static `findWinner`,
/// found by the adapter without initialising any (so no student code runs).
pub fn classes_with_find_winner(classes: &Path) -> Result<Vec<String>, String> {
    let mut java = Command::new("java");
    java.args(JVM_OPTIONS)
        .arg("-cp")
        .arg(classes)
        .arg("WarAdapter")
        .arg("--find")
        .arg(classes);
    let finished = run_bounded(&mut java, TOOL_TIME, TOOL_OUTPUT).map_err(|e| e.to_string())?;
    if !finished.succeeded() {
        return Err(format!(
            "the class finder failed: {}",
            finished.stderr.trim()
        ));
    }
    Ok(finished.stdout.lines().map(str::to_string).collect())
}

/// The command that runs the adapter on `class`, in the submission's own
/// folder `folder` (its classes in `folder/classes`), as one `sh` line;
/// `java` is the shell words that run the JVM (`java`, or `java` through
/// the launcher that confines it).
pub fn command(folder: &Path, class: &str, java: &str) -> String {
    format!(
        "cd {} && exec {java} {} -cp classes WarAdapter {}",
        shell_word(&folder.display().to_string()),
        JVM_OPTIONS.join(" "),
        shell_word(class)
    )
}

/// The JDK that `java` on `PATH` belongs to, as the JVM itself reports its
/// `java.home` (whatever links or wrappers lead to it): its `bin/java`, and
/// the home to read.
pub fn runtime() -> Result<Runtime, String> {
    let mut java = Command::new("java");
    java.args(["-XshowSettings:properties", "-version"]);
    let finished = run_bounded(&mut java, TOOL_TIME, TOOL_OUTPUT).map_err(|e| e.to_string())?;
    let home = finished
        .stderr
        .lines()
        .find_map(|line| line.trim().strip_prefix("java.home = "))
        .ok_or("java -XshowSettings:properties names no java.home")?;
    let home = PathBuf::from(home);
    Ok(Runtime {
        program: home.join("bin").join("java"),
        read: vec![home],
    })
}

/// The class to grade among several that have `findWinner`: one named
/// `War` (in any package) first, then the shortest name.
pub fn choose(classes: &[String]) -> Option<&String> {
    classes.iter().min_by_key(|name| {
        let simple = name.rsplit(['.', '$']).next().unwrap_or(name);
        (simple != "War", name.len(), (*name).clone())
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
        assert!(!declares_find_winner(&code));
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
        assert_eq!(choose(&classes).map(String::as_str), Some("simulation.War"));
        assert_eq!(choose(&classes[..1]).map(String::as_str), Some("A"));
        assert_eq!(choose(&[]), None);
    }

    #[test]
    fn the_command_quotes_the_folder_and_the_class() {
        let command = command(Path::new("/out/build/o'brien"), "Outer$Inner", "java");
        assert!(
            command.starts_with("cd '/out/build/o'\\''brien' && exec java "),
            "{command}"
        );
        assert!(command.ends_with(" WarAdapter 'Outer$Inner'"), "{command}");
    }
}
