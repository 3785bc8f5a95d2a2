//! A student's starter project for porting the seed's UNO program (`uno
//! new`): the skeleton of the entry point, which throws "not
//! implemented", the adapter that speaks the line protocol, and a README
//! made of the texts of `kata/uno/` ([`crate::grade::starter`]).

use crate::grade::starter::StarterTexts;

/// The texts of `kata/uno/`.
pub const TEXTS: StarterTexts = StarterTexts {
    instructions: include_str!("../../../kata/uno/instructions.md"),
    java_skeleton: include_str!("../../../kata/uno/java/Uno.java"),
    java_check: include_str!("../../../kata/uno/java/check.md"),
    java_returns: "returns `new int[] {seat, turns, score}`.",
    python_skeleton: include_str!("../../../kata/uno/python/uno.py"),
    python_check: include_str!("../../../kata/uno/python/check.md"),
    python_entry: "`play_round(players, deck)` returns the tuple `(seat, turns, score)`.",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::starter::{starter, Language};
    use crate::uno::grade::ENTRY;

    #[test]
    fn each_starter_has_its_skeleton_its_adapter_and_instructions_filled_in() {
        for (language, skeleton, adapter) in [
            (Language::Java, "Uno.java", "UnoAdapter.java"),
            (Language::Python, "uno.py", "uno_adapter.py"),
        ] {
            let files = starter(&ENTRY, &TEXTS, language);
            let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
            assert_eq!(paths, ["README.md", skeleton, adapter]);
            assert!(!files[0].text.contains("{{"), "{}", files[0].text);
            assert!(files[0].text.contains(skeleton));
            assert!(files[1].text.contains("not implemented"));
        }
    }
}
