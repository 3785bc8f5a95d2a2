//! War's messages in every language a student reads: the Fluent files of
//! `src/war/locales/`, English first, built into the binary.

use std::sync::OnceLock;

use crate::kit::locale::{Arg, Catalog, Locale};

/// War's Fluent files, in the order of [`Locale::ALL`].
pub const SOURCES: [&str; 2] = [
    include_str!("locales/en.ftl"),
    include_str!("locales/nl.ftl"),
];

/// War's messages, read once.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::new(SOURCES))
}

/// Message `id` of War in `locale`, its variables set from `args`.
pub fn say(locale: Locale, id: &str, args: &[Arg<'_>]) -> String {
    catalog().text(locale, id, args)
}
