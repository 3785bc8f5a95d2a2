//! A student's starter project for porting the seed's Battleship referee
//! (`battleship new`): the skeleton of the entry point, which throws "not
//! implemented", the adapter that speaks the line protocol, and a README
//! made of the texts of `kata/battleship/`.

use super::{ENTRY, JAVA_ADAPTER, PYTHON_ADAPTER};

/// The languages of a starter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    /// Java: `Battleship.java` and `BattleshipAdapter.java`.
    Java,
    /// Python: `battleship.py` and `battleship_adapter.py`.
    Python,
}

/// A file of the starter: its path in the project and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StarterFile {
    /// Its path, relative to the project's folder.
    pub path: String,
    /// Its text.
    pub text: String,
}

/// The instructions, with `{{...}}` for what differs by language.
const INSTRUCTIONS: &str = include_str!("../../../kata/battleship/instructions.md");

/// The Java skeleton.
const JAVA_SKELETON: &str = include_str!("../../../kata/battleship/java/Battleship.java");

/// How a Java port is checked.
const JAVA_CHECK: &str = include_str!("../../../kata/battleship/java/check.md");

/// The Python skeleton.
const PYTHON_SKELETON: &str = include_str!("../../../kata/battleship/python/battleship.py");

/// How a Python port is checked.
const PYTHON_CHECK: &str = include_str!("../../../kata/battleship/python/check.md");

/// The files of a starter in `language`: `README.md` (the instructions),
/// the skeleton and the adapter.
pub fn starter(language: Language) -> Vec<StarterFile> {
    let (name, skeleton, text, adapter, adapter_text, entry, check) = match language {
        Language::Java => (
            "Java",
            format!("{}.java", ENTRY.java_class),
            JAVA_SKELETON,
            ENTRY.java_adapter_file(),
            JAVA_ADAPTER,
            format!(
                "`public {}` returns the answer as a `String`.",
                ENTRY.java_static_signature
            ),
            JAVA_CHECK,
        ),
        Language::Python => (
            "Python",
            format!("{}.py", ENTRY.python_module),
            PYTHON_SKELETON,
            ENTRY.python_adapter_file.to_string(),
            PYTHON_ADAPTER,
            "`find_winner(fleet1, fleet2, shots1, shots2)` returns the answer as a string."
                .to_string(),
            PYTHON_CHECK,
        ),
    };
    let readme = INSTRUCTIONS
        .replace("{{language}}", name)
        .replace("{{skeleton}}", &skeleton)
        .replace("{{entry}}", &entry)
        .replace("{{check}}", check.trim_end());
    let file = |path: &str, text: &str| StarterFile {
        path: path.to_string(),
        text: text.to_string(),
    };
    vec![
        file("README.md", &readme),
        file(&skeleton, text),
        file(&adapter, adapter_text),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_starter_has_its_skeleton_its_adapter_and_instructions_filled_in() {
        for (language, skeleton, adapter) in [
            (Language::Java, "Battleship.java", "BattleshipAdapter.java"),
            (Language::Python, "battleship.py", "battleship_adapter.py"),
        ] {
            let files = starter(language);
            let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
            assert_eq!(paths, ["README.md", skeleton, adapter]);
            assert!(!files[0].text.contains("{{"), "{}", files[0].text);
            assert!(files[0].text.contains(skeleton));
            assert!(files[0].text.contains(adapter));
            assert!(files[1].text.contains("not implemented"));
        }
        let java = starter(Language::Java);
        assert!((ENTRY.java_declares)(&java[1].text));
    }
}
