//! Starter projects: `war new DIR --lang rust|java|python` writes a
//! learner's project that needs nothing beyond the language's test runner.
//!
//! A starter holds the rules in war-kata's words (`INSTRUCTIONS.md`, from
//! `kata/war/description.md`), a skeleton of `War` whose methods are left
//! to write (`todo!()`, `UnsupportedOperationException`,
//! `NotImplementedError`), the path's tests in order with every one but the
//! first switched off, each with a comment saying how to switch it on, and
//! what `war learn` needs to play the learner's code. The skeletons and
//! the texts are the files of `kata/war/`; the tests are made from the
//! path and its fixtures, so no case is written twice.

use std::path::PathBuf;

use crate::kit::locale::{arg, Locale};
use crate::kit::words::wrap;
use crate::war::grade::export::{self, ExportFormat, ExportOptions, TestFile, TestItem};
use crate::war::grade::Case;
use crate::war::lang::say;
use crate::war::learn::path::{LearningPath, PathFixture};

/// The rules of the game in war-kata's words: a starter's INSTRUCTIONS.md
/// and Exercism's description.md begin with it.
pub const DESCRIPTION: &str = include_str!("../../../kata/war/description.md");

/// The texts of a starter's INSTRUCTIONS.md in one language: the rules,
/// how a learner works through a starter (with the places its files fill),
/// and for each language of code how to run its tests and `war learn`.
struct Texts {
    description: &'static str,
    instructions: &'static str,
    /// `run.md` and `learn.md` for Rust, Java and Python.
    rust: [&'static str; 2],
    java: [&'static str; 2],
    python: [&'static str; 2],
    /// The skeletons a learner fills in: `lib.rs`, `War.java`, `war.py`.
    skeletons: [&'static str; 3],
    /// The doc comment of the Rust port's `main.rs` ([`MAIN_RS`]).
    main_doc: &'static str,
    /// What the Rust port answers to a line that is no deck: `not a deck`.
    not_a_deck: &'static str,
    /// The comment of the Java project's `test.sh` ([`TEST_SH`]).
    test_comment: &'static str,
    /// The comment of the Rust manifest's empty dependencies.
    no_dependencies: &'static str,
}

/// The texts of `kata/war/` in English, and of `kata/war/nl/` in Dutch.
fn texts(locale: Locale) -> Texts {
    match locale {
        Locale::En => Texts {
            description: DESCRIPTION,
            instructions: include_str!("../../../kata/war/instructions.md"),
            rust: [
                include_str!("../../../kata/war/rust/run.md"),
                include_str!("../../../kata/war/rust/learn.md"),
            ],
            java: [
                include_str!("../../../kata/war/java/run.md"),
                include_str!("../../../kata/war/java/learn.md"),
            ],
            python: [
                include_str!("../../../kata/war/python/run.md"),
                include_str!("../../../kata/war/python/learn.md"),
            ],
            skeletons: [
                include_str!("../../../kata/war/rust/lib.rs"),
                include_str!("../../../kata/war/java/War.java"),
                include_str!("../../../kata/war/python/war.py"),
            ],
            main_doc: include_str!("../../../kata/war/rust/main_doc.rs"),
            not_a_deck: "not a deck",
            test_comment: include_str!("../../../kata/war/java/test_comment.sh"),
            no_dependencies: "No dependencies: `cargo test` needs nothing but Rust.",
        },
        Locale::Nl => Texts {
            description: include_str!("../../../kata/war/nl/description.md"),
            instructions: include_str!("../../../kata/war/nl/instructions.md"),
            rust: [
                include_str!("../../../kata/war/nl/rust/run.md"),
                include_str!("../../../kata/war/nl/rust/learn.md"),
            ],
            java: [
                include_str!("../../../kata/war/nl/java/run.md"),
                include_str!("../../../kata/war/nl/java/learn.md"),
            ],
            python: [
                include_str!("../../../kata/war/nl/python/run.md"),
                include_str!("../../../kata/war/nl/python/learn.md"),
            ],
            skeletons: [
                include_str!("../../../kata/war/nl/rust/lib.rs"),
                include_str!("../../../kata/war/nl/java/War.java"),
                include_str!("../../../kata/war/nl/python/war.py"),
            ],
            main_doc: include_str!("../../../kata/war/nl/rust/main_doc.rs"),
            not_a_deck: "geen stapel",
            test_comment: include_str!("../../../kata/war/nl/java/test_comment.sh"),
            no_dependencies: "Geen afhankelijkheden: `cargo test` heeft niets nodig dan Rust.",
        },
    }
}

/// A language a starter can be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    /// Rust: `cargo test`, no dependencies.
    Rust,
    /// Java: JUnit 5's console launcher, a single jar.
    Java,
    /// Python: pytest.
    Python,
}

impl Language {
    /// The language's name, as `--lang` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Language::Rust => "rust",
            Language::Java => "java",
            Language::Python => "python",
        }
    }

    /// The language's name in a sentence: `Python`.
    pub fn title(self) -> &'static str {
        match self {
            Language::Rust => "Rust",
            Language::Java => "Java",
            Language::Python => "Python",
        }
    }

    /// The file of the tests, in the project.
    fn tests(self) -> &'static str {
        match self {
            Language::Rust => "tests/war.rs",
            Language::Java => "test/WarTest.java",
            Language::Python => "test_war.py",
        }
    }

    /// The file of the skeleton, in the project.
    fn skeleton(self) -> &'static str {
        match self {
            Language::Rust => "src/lib.rs",
            Language::Java => "src/War.java",
            Language::Python => "war.py",
        }
    }
}

/// One file of a project `war` writes: a starter, or Exercism's files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectFile {
    /// Where it goes, inside the project.
    pub path: PathBuf,
    /// What it holds.
    pub text: String,
    /// Whether it is a script to run (`test.sh`).
    pub executable: bool,
}

/// Seconds a test of a starter may take before it fails: a game without
/// the battle limit never ends.
const TIME_LIMIT_SECONDS: u32 = 5;

/// The width of the comments above a step's first test.
const COMMENT_WIDTH: usize = 72;

/// The files of a starter in `language` for `path`, whose fixtures are
/// `fixtures` ([`LearningPath::load_fixtures`]), in the path's language
/// ([`LearningPath::translated`]). `path_option` is what the
/// instructions' `war learn` command needs to find the path: nothing for
/// the built-in path, ` --path FILE` for another.
pub fn starter(
    path: &LearningPath,
    fixtures: &[Vec<PathFixture>],
    language: Language,
    path_option: &str,
) -> Vec<ProjectFile> {
    let cases: Vec<Vec<Case>> = fixtures
        .iter()
        .map(|step| step.iter().map(PathFixture::case).collect())
        .collect();
    let tests = test_file(path, &cases, language);
    let instructions = instructions(path, &cases, language, path_option);
    let file = |name: &str, text: String| ProjectFile {
        path: PathBuf::from(name),
        text,
        executable: false,
    };
    let mut files = vec![
        file("INSTRUCTIONS.md", instructions),
        file(language.tests(), tests),
    ];
    let skeletons = texts(path.locale).skeletons;
    match language {
        Language::Rust => {
            let manifest =
                CARGO_TOML.replace("{no_dependencies}", texts(path.locale).no_dependencies);
            files.push(file("Cargo.toml", manifest));
            files.push(file(".gitignore", "/target\n".to_string()));
            files.push(file("src/lib.rs", skeletons[0].into()));
            let texts = texts(path.locale);
            let main = MAIN_RS
                .replace("{{doc}}", texts.main_doc)
                .replace("{{not_a_deck}}", texts.not_a_deck);
            files.push(file("src/main.rs", main));
        }
        Language::Java => {
            files.push(file("src/War.java", skeletons[1].into()));
            files.push(file(
                "WarAdapter.java",
                include_str!("../../../adapters/java/WarAdapter.java").into(),
            ));
            files.push(file(".gitignore", "/build/\n".to_string()));
            files.push(ProjectFile {
                executable: true,
                ..file(
                    "test.sh",
                    TEST_SH.replace("{{comment}}", texts(path.locale).test_comment),
                )
            });
        }
        Language::Python => {
            files.push(file("war.py", skeletons[2].into()));
            files.push(file(
                "war_adapter.py",
                include_str!("../../../adapters/python/war_adapter.py").into(),
            ));
            files.push(file(
                ".gitignore",
                "__pycache__/\n.pytest_cache/\n".to_string(),
            ));
        }
    }
    files
}

/// The Rust port's `main.rs` on the line protocol, the same code in every
/// language: `{{doc}}` and `{{not_a_deck}}` are the language's words.
const MAIN_RS: &str = include_str!("../../../kata/war/rust/main.rs");

/// The Java project's `test.sh`, the same script in every language:
/// `{{comment}}` is the language's words.
const TEST_SH: &str = include_str!("../../../kata/war/java/test.sh");

/// The Rust starter's manifest: the library `war` and the port `war-port`
/// that `war learn` runs, with no dependency at all.
const CARGO_TOML: &str = r#"[package]
name = "war"
version = "0.1.0"
edition = "2021"
publish = false

# {no_dependencies}
[dependencies]

[[bin]]
name = "war-port"
path = "src/main.rs"
"#;

/// The path's tests in `language`, in order, every one but the first
/// switched off; a step's first test carries the step's rule and hint.
fn test_file(path: &LearningPath, cases: &[Vec<Case>], language: Language) -> String {
    let locale = path.locale;
    let total: usize = cases.iter().map(Vec::len).sum();
    let mut tests = Vec::new();
    for ((number, chapter, step), step_cases) in path.steps().zip(cases) {
        for (index, case) in step_cases.iter().enumerate() {
            let mut comment = Vec::new();
            if index == 0 {
                let heading = [
                    arg("number", number),
                    arg("steps", path.step_count()),
                    arg("title", step.title.as_str()),
                    arg("chapter", chapter.title.as_str()),
                ];
                comment.push(say(locale, "starter-step", &heading));
                let rule = say(locale, "starter-rule", &[arg("rule", step.rule.as_str())]);
                let hint = say(locale, "starter-hint", &[arg("hint", step.hint.as_str())]);
                comment.extend(wrap(&rule, COMMENT_WIDTH));
                comment.extend(wrap(&hint, COMMENT_WIDTH));
            }
            let switched_off = (!tests.is_empty())
                .then(|| say(locale, "starter-switched-off", &[arg("number", number)]));
            tests.push(TestItem {
                case,
                comment,
                switched_off,
            });
        }
    }
    let file = TestFile {
        header: vec![
            say(
                locale,
                "starter-header-tests",
                &[arg("title", path.title.as_str()), arg("tests", total)],
            ),
            say(locale, "starter-header-switch", &[]),
            say(locale, "starter-header-written", &[]),
        ],
        tests,
    };
    let options = ExportOptions {
        format: ExportFormat::Junit5,
        strict: false,
        package: None,
        module: "war".to_string(),
        timeout_seconds: TIME_LIMIT_SECONDS,
        locale,
    };
    match language {
        Language::Rust => export::rust(&file, &options),
        Language::Java => export::junit5(&file, &options),
        Language::Python => export::pytest(&file, &options),
    }
}

/// The starter's INSTRUCTIONS.md: the rules, how to work, how to run the
/// tests and `war learn`, and the path's steps with their rules.
fn instructions(
    path: &LearningPath,
    cases: &[Vec<Case>],
    language: Language,
    path_option: &str,
) -> String {
    let texts = texts(path.locale);
    let [run, learn] = match language {
        Language::Rust => texts.rust,
        Language::Java => texts.java,
        Language::Python => texts.python,
    };
    let total: usize = cases.iter().map(Vec::len).sum();
    let counts = [
        arg("steps", path.step_count()),
        arg("chapters", path.chapters.len()),
        arg("tests", total),
    ];
    let steps = say(path.locale, "starter-steps", &counts);
    texts
        .instructions
        .replace("{{description}}", texts.description.trim_end())
        .replace("{{tests}}", language.tests())
        .replace("{{skeleton}}", language.skeleton())
        .replace("{{steps}}", &steps)
        .replace("{{run}}", run.trim_end())
        .replace(
            "{{learn}}",
            &learn.trim_end().replace("{{path}}", path_option),
        )
        .replace("{{the_path}}", path_steps(path).trim_end())
}

/// The path's chapters and steps as Markdown: each step's title and rule.
fn path_steps(path: &LearningPath) -> String {
    let mut text = String::new();
    let mut chapter_shown = None;
    for (number, chapter, step) in path.steps() {
        if chapter_shown != Some(&chapter.title) {
            text.push_str(&format!("\n### {}\n\n", chapter.title));
            chapter_shown = Some(&chapter.title);
        }
        text.push_str(&format!("{number}. **{}.** {}\n", step.title, step.rule));
    }
    text.trim_start().to_string()
}
