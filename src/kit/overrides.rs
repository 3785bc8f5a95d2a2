//! Rules as data, changed field by field: every game keeps its rules in a
//! serde struct, names presets of it, and lets fixtures (`rules: {preset:
//! kata, limit: 500}`) and `stats --set FIELD=VALUE` change some fields of
//! a preset. The fields are handled here through their YAML form, the same
//! for every game.
//!
//! ```
//! use serde::{Deserialize, Serialize};
//! use war_kata::kit::overrides::{apply, changes, describe, parse_override};
//!
//! #[derive(Debug, PartialEq, Serialize, Deserialize)]
//! #[serde(deny_unknown_fields)]
//! struct Rules { cards: u32, wild: bool }
//!
//! let base = Rules { cards: 7, wild: false };
//! let mut overrides = serde_yaml::Mapping::new();
//! parse_override("wild=true", &mut overrides).unwrap();
//! let changed = apply(&base, overrides).unwrap();
//! assert_eq!(changed, Rules { cards: 7, wild: true });
//! assert_eq!(describe(&changes(&changed, &base)), ["wild: true"]);
//! assert!(apply(&base, serde_yaml::from_str("{colour: 1}").unwrap()).is_err());
//! ```

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The fields of `value`, as YAML writes them (empty if it is no struct).
fn fields<R: Serialize>(value: &R) -> serde_yaml::Mapping {
    match serde_yaml::to_value(value) {
        Ok(serde_yaml::Value::Mapping(fields)) => fields,
        _ => serde_yaml::Mapping::new(),
    }
}

/// `base` with the fields named in `overrides` replaced by their values,
/// written as in YAML (`war_cards: 1`, `pickup: shuffled`). An unknown
/// field (with `#[serde(deny_unknown_fields)]`) or a value of the wrong
/// type is an error, as serde words it.
pub fn apply<R: Serialize + DeserializeOwned>(
    base: &R,
    overrides: serde_yaml::Mapping,
) -> Result<R, String> {
    let mut merged = fields(base);
    for (key, value) in overrides {
        merged.insert(key, value);
    }
    serde_yaml::from_value(serde_yaml::Value::Mapping(merged)).map_err(|error| error.to_string())
}

/// Reads one override of the form `FIELD=VALUE`, the value written as in
/// YAML, into `overrides`.
pub fn parse_override(text: &str, overrides: &mut serde_yaml::Mapping) -> Result<(), String> {
    let Some((field, value)) = text.split_once('=') else {
        return Err(format!("\"{text}\" is not of the form FIELD=VALUE"));
    };
    let field = field.trim();
    if field.is_empty() {
        return Err(format!("\"{text}\" names no field"));
    }
    let value: serde_yaml::Value = serde_yaml::from_str(value)
        .map_err(|error| format!("the value of {field} is not a YAML value: {error}"))?;
    overrides.insert(serde_yaml::Value::String(field.to_string()), value);
    Ok(())
}

/// The fields in which `value` differs from `base`, with their values in
/// `value`, as YAML writes them.
pub fn changes<R: Serialize>(value: &R, base: &R) -> serde_yaml::Mapping {
    let theirs = fields(base);
    fields(value)
        .into_iter()
        .filter(|(key, field)| theirs.get(key) != Some(field))
        .collect()
}

/// Each field of `changes` as `field: value`, for a few words of text.
pub fn describe(changes: &serde_yaml::Mapping) -> Vec<String> {
    changes
        .iter()
        .map(|(key, value)| {
            let text = serde_yaml::to_string(value).unwrap_or_default();
            format!("{}: {}", key.as_str().unwrap_or_default(), text.trim())
        })
        .collect()
}
