//! The learner's path in the student's language.
//!
//! A path is written in English (`kata/war/path.yaml`); its text in another
//! language lives beside it in a Fluent file of that language's code,
//! `path.nl.ftl` for `path.yaml`, one message for every text a learner
//! reads: the path's title, each chapter's title, each step's title, rule
//! and hint, and the description of each fixture the path names. The ids
//! come from the English (`LearningPath::translatable`): `chapter-` or `step-` and the
//! title as a slug (`step-an-empty-deck`, `step-an-empty-deck-rule`,
//! `step-an-empty-deck-hint`), and `fixture-` and the fixture's file name.
//! A text without a translation is shown in English.
//!
//! The built-in path's Dutch is built into the binary; a path given on the
//! command line brings its own files. `tests/locales.rs` checks that the
//! built-in path has every message in every language, and nothing stale.

use std::path::Path;
use std::sync::OnceLock;

use crate::kit::error::{Error, ErrorKind};
use crate::kit::fixture::GameFixture;
use crate::kit::lines::read_file_bounded;
use crate::kit::locale::{message_variables, Catalog, Locale};
use crate::war::builtin;
use crate::war::fixture::FixtureFile;

/// The built-in path's translations, in the order of [`Locale::ALL`]
/// (English is the path file itself).
pub const BUILT_IN: [&str; 2] = ["", include_str!("../../../kata/war/path.nl.ftl")];

/// The description of the built-in fixture `name` in `locale`, from the
/// built-in path's translation: `None` for English, for a fixture the
/// path does not name, and for a fixture of the same name whose English
/// description is not `english` (a teacher's own, which no translation
/// knows).
pub fn fixture_description(locale: Locale, name: &str, english: &str) -> Option<String> {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    if locale == Locale::En {
        return None;
    }
    let found = builtin::FIXTURES.find(name)?;
    let built_in =
        FixtureFile::parse(&builtin::FIXTURES.path(found.name), found.text.to_string()).ok()?;
    if built_in.fixture.description != english {
        return None;
    }
    CATALOG
        .get_or_init(|| Catalog::new(BUILT_IN))
        .get(locale, &fixture_id(name), &[])
}

/// The largest translation file read, in bytes.
const MAX_TRANSLATION_BYTES: usize = 1 << 20;

/// `title` as an id's slug: its ASCII letters and digits in lower case,
/// every other run of characters one `-`.
///
/// ```
/// use war_kata::war::learn::translation::slug;
///
/// assert_eq!(slug("The deal's example"), "the-deal-s-example");
/// assert_eq!(slug("  A thousand battles!"), "a-thousand-battles");
/// ```
pub fn slug(title: &str) -> String {
    let mut slug = String::new();
    for word in title.split(|c: char| !c.is_ascii_alphanumeric()) {
        if word.is_empty() {
            continue;
        }
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(&word.to_ascii_lowercase());
    }
    slug
}

/// The id of a step's text: `step-<slug>` for its title, with `-rule` or
/// `-hint` for the others.
pub fn step_id(title: &str, part: &str) -> String {
    match part {
        "" => format!("step-{}", slug(title)),
        part => format!("step-{}-{part}", slug(title)),
    }
}

/// The id of a chapter's title.
pub fn chapter_id(title: &str) -> String {
    format!("chapter-{}", slug(title))
}

/// The id of the description of the fixture `name`.
pub fn fixture_id(name: &str) -> String {
    format!("fixture-{name}")
}

/// The id of the path's title.
pub const TITLE_ID: &str = "path-title";

/// The translations of the path at `file`: for each language but English,
/// the Fluent file beside it named for the language (`path.nl.ftl` beside
/// `path.yaml`), when there is one.
///
/// Fails with [`ErrorKind::Path`] when such a file cannot be read or does
/// not parse, at the line of its first error.
pub fn load(file: &Path) -> Result<Catalog, Error> {
    let mut sources = [String::new(), String::new()];
    for (locale, source) in Locale::ALL.into_iter().zip(&mut sources).skip(1) {
        let translation = file.with_extension(format!("{}.ftl", locale.code()));
        if !translation.is_file() {
            continue;
        }
        let text = read_file_bounded(&translation, MAX_TRANSLATION_BYTES)?;
        if let Err(errors) = message_variables(&text) {
            let origin = translation.display().to_string();
            let message = format!("is not a Fluent file: {}", errors.join("; "));
            return Err(Error::new(ErrorKind::Path, origin, message)
                .with_fix("write one `id = text` a line, as kata/war/path.nl.ftl does"));
        }
        *source = text;
    }
    Ok(Catalog::new([sources[0].as_str(), sources[1].as_str()]))
}
