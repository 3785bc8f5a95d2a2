//! A student's starter project for porting the seed's Battleship referee
//! (`battleship new`): the skeleton of the entry point, which throws "not
//! implemented", the adapter that speaks the line protocol, and a README
//! made of the texts of `kata/battleship/` ([`crate::grade::starter`]).

use crate::grade::starter::StarterTexts;

/// The texts of `kata/battleship/`.
pub const TEXTS: StarterTexts = StarterTexts {
    instructions: include_str!("../../../kata/battleship/instructions.md"),
    java_skeleton: include_str!("../../../kata/battleship/java/Battleship.java"),
    java_check: include_str!("../../../kata/battleship/java/check.md"),
    java_returns: "returns the answer as a `String`.",
    python_skeleton: include_str!("../../../kata/battleship/python/battleship.py"),
    python_check: include_str!("../../../kata/battleship/python/check.md"),
    python_entry: "`find_winner(fleet1, fleet2, shots1, shots2)` returns the answer as a string.",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::grade::ENTRY;
    use crate::grade::starter::{starter, Language};

    #[test]
    fn each_starter_has_its_skeleton_its_adapter_and_instructions_filled_in() {
        for (language, skeleton, adapter) in [
            (Language::Java, "Battleship.java", "BattleshipAdapter.java"),
            (Language::Python, "battleship.py", "battleship_adapter.py"),
        ] {
            let files = starter(&ENTRY, &TEXTS, language);
            let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
            assert_eq!(paths, ["README.md", skeleton, adapter]);
            assert!(!files[0].text.contains("{{"), "{}", files[0].text);
            assert!(files[0].text.contains(skeleton));
            assert!(files[0].text.contains(adapter));
            assert!(files[1].text.contains("not implemented"));
        }
        let java = starter(&ENTRY, &TEXTS, Language::Java);
        assert!((ENTRY.java_declares)(&java[1].text));
    }
}
