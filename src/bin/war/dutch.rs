//! `war`'s command line in Dutch: the texts of its help (`help.nl.ftl`
//! beside this file) and the commands a student uses, which
//! `war_kata::kit::clap_locale` translates; the others (a teacher's) keep
//! their English help.

use clap::Parser;

/// The commands a student uses, whose help and argument errors are Dutch
/// under a Dutch locale.
pub(crate) const STUDENT_COMMANDS: [&str; 6] = ["trace", "winner", "grade", "diff", "learn", "new"];

/// The Dutch texts of `war`'s help, by command and argument id.
pub(crate) const HELP_NL: &str = include_str!("help.nl.ftl");

/// The command line of `war`, parsed in the reader's language.
pub(crate) fn parse<T: Parser>() -> T {
    war_kata::kit::clap_locale::parse(HELP_NL, &STUDENT_COMMANDS)
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;
    use war_kata::kit::clap_locale::Dutch;
    use war_kata::kit::locale::message_variables;

    use super::*;
    use crate::Cli;

    #[test]
    fn every_argument_of_a_student_command_has_its_dutch_text() {
        let dutch = Dutch::new(HELP_NL, &STUDENT_COMMANDS);
        let missing = dutch.missing(&Cli::command());
        assert!(missing.is_empty(), "help.nl.ftl lacks {missing:?}");
    }

    #[test]
    fn every_dutch_text_is_of_an_argument_still_there() {
        let dutch = Dutch::new(HELP_NL, &STUDENT_COMMANDS);
        let needed = dutch.needed(&Cli::command());
        let held = message_variables(HELP_NL).expect("help.nl.ftl parses");
        // A hint after a refused value (`-invalid`) is of an argument too.
        let stale: Vec<&String> = held
            .keys()
            .filter(|id| !needed.contains(id))
            .filter(|id| {
                id.strip_suffix("-invalid")
                    .is_none_or(|argument| !needed.iter().any(|n| n == argument))
            })
            .collect();
        assert!(
            stale.is_empty(),
            "help.nl.ftl holds texts of nothing: {stale:?}"
        );
    }

    #[test]
    fn the_dutch_help_of_a_student_command_has_no_english_line() {
        let dutch = Dutch::new(HELP_NL, &STUDENT_COMMANDS);
        let mut command = dutch.translate(Cli::command());
        command.build();
        for name in STUDENT_COMMANDS {
            let sub = command
                .find_subcommand_mut(name)
                .expect("a student command");
            let help = sub.render_long_help().to_string();
            for english in [
                "Usage:",
                "Options:",
                "Print help",
                "[default:",
                "[possible values:",
            ] {
                assert!(!help.contains(english), "war {name}: {english} in\n{help}");
            }
            assert!(help.contains("Gebruik: war "), "war {name}:\n{help}");
        }
    }
}
