//! The language a student reads, and a game's messages in it.
//!
//! A [`Locale`] is chosen once per command: from its `--locale` flag, else
//! from the environment as POSIX orders it (`LC_ALL`, then `LC_MESSAGES`,
//! then `LANG`: `nl_NL.UTF-8`, `nl_BE` and `nl` all read as Dutch), else
//! English ([`Locale::choose`]).
//!
//! A game's messages live in one [Project Fluent](https://projectfluent.org)
//! file per language (`src/war/locales/en.ftl`, `nl.ftl`), built into the
//! binary. A [`Catalog`] holds them and formats a message by its id with its
//! variables ([`Catalog::text`]); a message missing in one language is
//! taken from English, and `tests/locales.rs` checks that none is missing:
//! every id in every language, with the same variables
//! ([`message_variables`]).
//!
//! Fluent's default of wrapping every variable in Unicode isolation marks
//! is off: the text goes to terminals and files that show the marks as
//! stray characters, and the English must stay byte for byte what it was.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

/// A language a student can read the project's messages in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Locale {
    /// English, the default.
    #[default]
    En,
    /// Dutch: the language of the course that translated the assignment
    /// (`002_e1f39bd2aaf08435.txt`, "Simulaties").
    Nl,
}

/// The environment variables that name the language of messages, in the
/// order POSIX gives them precedence: the first one set and not empty
/// decides.
pub const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

impl Locale {
    /// Every locale, English first.
    pub const ALL: [Locale; 2] = [Locale::En, Locale::Nl];

    /// The locale's language code: `en`, `nl`.
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Nl => "nl",
        }
    }

    /// The locale a tag names, by its language alone: `nl`, `nl_NL.UTF-8`,
    /// `nl-BE` and `NL` are Dutch; `en_GB` is English; `fr_FR`, `C` and
    /// `POSIX` name no language the project speaks.
    ///
    /// ```
    /// use war_kata::kit::locale::Locale;
    ///
    /// assert_eq!(Locale::from_tag("nl_NL.UTF-8"), Some(Locale::Nl));
    /// assert_eq!(Locale::from_tag("nl_BE@euro"), Some(Locale::Nl));
    /// assert_eq!(Locale::from_tag("en_US"), Some(Locale::En));
    /// assert_eq!(Locale::from_tag("C.UTF-8"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Locale> {
        let language = tag
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Locale::ALL
            .into_iter()
            .find(|locale| locale.code() == language)
    }

    /// The locale the environment asks for, read through `variable` (the
    /// process's environment in [`Locale::from_env`]): the first of
    /// [`LOCALE_VARIABLES`] set and not empty decides, and a language the
    /// project does not speak is English.
    pub fn from_variables(variable: impl Fn(&str) -> Option<String>) -> Locale {
        LOCALE_VARIABLES
            .into_iter()
            .filter_map(|name| variable(name).filter(|value| !value.is_empty()))
            .next()
            .and_then(|value| Locale::from_tag(&value))
            .unwrap_or_default()
    }

    /// The locale the process's environment asks for.
    pub fn from_env() -> Locale {
        Locale::from_variables(|name| std::env::var(name).ok())
    }

    /// The locale of a command: its `--locale` flag when given, else the
    /// environment's.
    pub fn choose(flag: Option<Locale>) -> Locale {
        flag.unwrap_or_else(Locale::from_env)
    }

    /// The locale's language identifier, for Fluent's plural rules.
    fn language(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }
}

impl clap::builder::ValueParserFactory for Locale {
    type Parser = crate::kit::named::NamedValues<Locale>;

    /// `--locale` reads any tag, and completes `en` and `nl`.
    fn value_parser() -> Self::Parser {
        crate::kit::named::NamedValues::new(|| Locale::ALL.iter().map(|l| l.code()).collect())
    }
}

impl std::fmt::Display for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Locale {
    type Err = String;

    /// Reads `--locale`'s value as [`Locale::from_tag`] does.
    fn from_str(tag: &str) -> Result<Locale, String> {
        Locale::from_tag(tag).ok_or_else(|| {
            let codes: Vec<&str> = Locale::ALL.iter().map(|l| l.code()).collect();
            format!(
                "`{tag}` is not a language war-kata speaks; choose one of {}",
                codes.join(", ")
            )
        })
    }
}

/// A text worded once in every language the project speaks: a note a game
/// hands the grader, which words it in its reader's language without
/// knowing the game's messages.
///
/// ```
/// use war_kata::kit::locale::{Locale, Worded};
///
/// let note = Worded::new(|locale| match locale {
///     Locale::En => "3 fixtures left out".to_string(),
///     Locale::Nl => "3 fixtures weggelaten".to_string(),
/// });
/// assert_eq!(note.show_in(Locale::Nl), "3 fixtures weggelaten");
/// assert_eq!(Worded::same("as is").show_in(Locale::Nl), "as is");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worded {
    /// The text in each locale, in the order of [`Locale::ALL`].
    texts: [String; 2],
}

impl Worded {
    /// The text `word` gives in each locale.
    pub fn new(word: impl Fn(Locale) -> String) -> Worded {
        Worded {
            texts: Locale::ALL.map(word),
        }
    }

    /// A text the same in every locale (words of one language only).
    pub fn same(text: impl Into<String>) -> Worded {
        let text = text.into();
        Worded {
            texts: [text.clone(), text],
        }
    }

    /// The text in `locale`.
    pub fn show_in(&self, locale: Locale) -> &str {
        let index = Locale::ALL.iter().position(|&l| l == locale).unwrap_or(0);
        &self.texts[index]
    }
}

/// A variable of a message: a number (which chooses a plural) or a text.
pub type Arg<'a> = (&'static str, FluentValue<'a>);

/// The variable `name` of a message, set to `value`.
///
/// ```
/// use war_kata::kit::locale::arg;
///
/// let cards = [arg("cards", 3), arg("player", "A")];
/// assert_eq!(cards.len(), 2);
/// ```
pub fn arg<'a>(name: &'static str, value: impl Into<FluentValue<'a>>) -> Arg<'a> {
    (name, value.into())
}

/// A game's messages in every language, formatted by id.
pub struct Catalog {
    /// One bundle a locale, in the order of [`Locale::ALL`].
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("languages", &self.bundles.len())
            .finish()
    }
}

impl Catalog {
    /// The catalog of `sources`, one Fluent file a locale, in the order of
    /// [`Locale::ALL`] (English first).
    ///
    /// The files are the project's own, built into the binary; one that
    /// does not parse is a bug that `tests/locales.rs` catches, and its
    /// messages that do parse are still used.
    pub fn new(sources: [&str; 2]) -> Catalog {
        let bundles = Locale::ALL
            .into_iter()
            .zip(sources)
            .map(|(locale, source)| bundle(locale, source))
            .collect();
        Catalog { bundles }
    }

    /// Message `id` in `locale` itself, its variables set from `args`;
    /// `None` when `locale` has no such message.
    pub fn get(&self, locale: Locale, id: &str, args: &[Arg<'_>]) -> Option<String> {
        let index = Locale::ALL.iter().position(|&l| l == locale)?;
        format(self.bundles.get(index)?, id, args)
    }

    /// Message `id` in `locale`, its variables set from `args`; from
    /// English when `locale` lacks it, and the id itself when English
    /// lacks it too (never a panic over a missing message).
    pub fn text(&self, locale: Locale, id: &str, args: &[Arg<'_>]) -> String {
        let wanted = Locale::ALL.iter().position(|&l| l == locale);
        [wanted, Some(0)]
            .into_iter()
            .flatten()
            .filter_map(|index| self.bundles.get(index))
            .find_map(|bundle| format(bundle, id, args))
            .unwrap_or_else(|| id.to_string())
    }
}

/// The bundle of `locale` from the Fluent file `source`, without isolation
/// marks around variables.
fn bundle(locale: Locale, source: &str) -> FluentBundle<FluentResource> {
    let resource =
        FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
    let mut bundle = FluentBundle::new_concurrent(vec![locale.language()]);
    bundle.set_use_isolating(false);
    // An id given twice keeps its first message; the test of the files
    // reports the second.
    let _ = bundle.add_resource(resource);
    bundle
}

/// Message `id` of `bundle` with `args`, or `None` when it has none.
fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &[Arg<'_>]) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(text.into_owned())
}

/// The messages of the Fluent file `source`, each id with the names of the
/// variables it uses (in its value, its variants and its selectors); or the
/// parser's errors, as `line: message` texts.
pub fn message_variables(source: &str) -> Result<BTreeMap<String, BTreeSet<String>>, Vec<String>> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|error| {
                let line = source[..error.pos.start.min(source.len())].lines().count();
                format!("line {line}: {:?}", error.kind)
            })
            .collect::<Vec<_>>()
    })?;
    let mut messages = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_variables(value, &mut variables);
            }
            messages.insert(message.id.name.to_string(), variables);
        }
    }
    Ok(messages)
}

/// Adds the variables `pattern` uses to `found`.
fn pattern_variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

/// Adds the variables `expression` uses to `found`.
fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                pattern_variables(&variant.value, found);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, found),
    }
}

/// Adds the variables `inline` uses to `found`.
fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
            for named in &arguments.named {
                inline_variables(&named.value, found);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = "greeting = Hello, { $name }!\n\
                      cards = { $n ->\n    [one] one card\n   *[other] { $n } cards\n}\n\
                      only-english = only in English\n";
    const NL: &str = "greeting = Hallo, { $name }!\n\
                      cards = { $n ->\n    [one] één kaart\n   *[other] { $n } kaarten\n}\n";

    #[test]
    fn posix_order_decides_the_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(key, _)| *key == name)
                    .map(|(_, value)| value.to_string())
            }
        };
        assert_eq!(
            Locale::from_variables(env(&[("LANG", "nl_NL.UTF-8")])),
            Locale::Nl
        );
        assert_eq!(
            Locale::from_variables(env(&[("LANG", "nl_NL.UTF-8"), ("LC_ALL", "en_US")])),
            Locale::En
        );
        assert_eq!(
            Locale::from_variables(env(&[("LANG", "en_GB"), ("LC_MESSAGES", "nl_BE")])),
            Locale::Nl
        );
        // An empty variable is as good as unset.
        assert_eq!(
            Locale::from_variables(env(&[("LC_ALL", ""), ("LANG", "nl")])),
            Locale::Nl
        );
        // A language the project does not speak is English, even when a
        // later variable names Dutch.
        assert_eq!(
            Locale::from_variables(env(&[("LC_ALL", "fr_FR"), ("LANG", "nl_NL")])),
            Locale::En
        );
        assert_eq!(Locale::from_variables(env(&[])), Locale::En);
    }

    #[test]
    fn a_message_is_formatted_in_the_language_asked_for() {
        let catalog = Catalog::new([EN, NL]);
        let name = [("name", FluentValue::from("Ana"))];
        assert_eq!(catalog.text(Locale::En, "greeting", &name), "Hello, Ana!");
        assert_eq!(catalog.text(Locale::Nl, "greeting", &name), "Hallo, Ana!");
    }

    #[test]
    fn plurals_follow_each_language() {
        let catalog = Catalog::new([EN, NL]);
        let n = |n: usize| [("n", FluentValue::from(n))];
        assert_eq!(catalog.text(Locale::En, "cards", &n(1)), "one card");
        assert_eq!(catalog.text(Locale::En, "cards", &n(3)), "3 cards");
        assert_eq!(catalog.text(Locale::Nl, "cards", &n(1)), "één kaart");
        assert_eq!(catalog.text(Locale::Nl, "cards", &n(1000)), "1000 kaarten");
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        let catalog = Catalog::new([EN, NL]);
        assert_eq!(
            catalog.text(Locale::Nl, "only-english", &[]),
            "only in English"
        );
        assert_eq!(catalog.text(Locale::Nl, "nowhere", &[]), "nowhere");
    }

    #[test]
    fn the_variables_of_every_message_are_found() {
        let found = message_variables(EN).unwrap();
        assert_eq!(found["greeting"], BTreeSet::from(["name".to_string()]));
        assert_eq!(found["cards"], BTreeSet::from(["n".to_string()]));
        assert!(found["only-english"].is_empty());
        assert!(message_variables("broken = { $n").is_err());
    }

    #[test]
    fn the_locale_flag_names_the_languages_it_knows() {
        assert_eq!("nl".parse::<Locale>(), Ok(Locale::Nl));
        let error = "fr".parse::<Locale>().unwrap_err();
        assert!(error.contains("en, nl"), "{error}");
    }
}
