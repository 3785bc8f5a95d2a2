//! Values read from their names on the command line, their names offered
//! to shell completion and `--help`.

use clap::error::{ContextKind, ContextValue};

/// The value parser of a type read from its name (`FromStr`), which offers
/// `names` to shell completion and `--help` while reading any text the
/// type accepts (a locale's `nl_NL.UTF-8` as well as `nl`): a game's preset
/// or the language, each through its `ValueParserFactory`.
#[derive(Debug)]
pub struct NamedValues<T> {
    names: fn() -> Vec<&'static str>,
    read: std::marker::PhantomData<fn() -> T>,
}

impl<T> Clone for NamedValues<T> {
    fn clone(&self) -> Self {
        NamedValues {
            names: self.names,
            read: std::marker::PhantomData,
        }
    }
}

impl<T> NamedValues<T> {
    /// A parser offering the names `names` gives.
    pub fn new(names: fn() -> Vec<&'static str>) -> NamedValues<T> {
        NamedValues {
            names,
            read: std::marker::PhantomData,
        }
    }
}

impl<T> clap::builder::TypedValueParser for NamedValues<T>
where
    T: std::str::FromStr + Clone + Send + Sync + 'static,
    T::Err: std::fmt::Display,
{
    type Value = T;

    /// Reads the value by the type's `FromStr`; its error is clap's
    /// `invalid value`, with the type's own words.
    fn parse_ref(
        &self,
        command: &clap::Command,
        argument: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let shown = argument.map_or_else(|| "...".to_string(), ToString::to_string);
        let refuse = |kind, why: String| {
            let text = value.to_string_lossy();
            let mut error = clap::Error::raw(
                kind,
                format!("invalid value '{text}' for '{shown}': {why}\n\nFor more information, try '--help'.\n"),
            )
                .with_cmd(command);
            // The message above is the English one; the context is for a
            // reader of the error in another language (kit::clap_locale).
            let names = (self.names)().into_iter().map(String::from).collect();
            for (kind, value) in [
                (ContextKind::InvalidArg, ContextValue::String(shown.clone())),
                (
                    ContextKind::InvalidValue,
                    ContextValue::String(text.into_owned()),
                ),
                (ContextKind::ValidValue, ContextValue::Strings(names)),
            ] {
                error.insert(kind, value);
            }
            error
        };
        let text = value.to_str().ok_or_else(|| {
            refuse(
                clap::error::ErrorKind::InvalidUtf8,
                "it is not UTF-8".to_string(),
            )
        })?;
        text.parse::<T>()
            .map_err(|why| refuse(clap::error::ErrorKind::InvalidValue, why.to_string()))
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            (self.names)()
                .into_iter()
                .map(clap::builder::PossibleValue::new),
        ))
    }
}

/// Makes `--rules` of a game read its preset type by name and complete
/// every name: the type's `ValueParserFactory`, from its `ALL` presets and
/// their `name()`.
macro_rules! presets_by_name {
    ($preset:ty) => {
        impl clap::builder::ValueParserFactory for $preset {
            type Parser = $crate::kit::named::NamedValues<$preset>;

            /// `--rules` reads a preset's name, and completes every name.
            fn value_parser() -> Self::Parser {
                $crate::kit::named::NamedValues::new(|| {
                    <$preset>::ALL.iter().map(|p| p.name()).collect()
                })
            }
        }
    };
}
pub(crate) use presets_by_name;
