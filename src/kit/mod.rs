//! The kit: what every game of the repository needs, written once.
//!
//! A second game needs it, so it lives here: typed errors placed at a file,
//! line and column ([`error`]); reading inputs with a bound on their size
//! ([`lines`], [`yaml`]); a game's fixture files, read and checked as sets ([`fixture`]) and
//! built into the binary ([`builtin`]) and listed, shown and written out
//! by a binary's `fixtures` command ([`fixtures_command`]);
//! rules changed field by field ([`overrides`]); the Monte-Carlo runner with
//! its seeds, threads, shards and exact merges ([`montecarlo`]), a fast
//! exact deal from a game's seed ([`deal`]) and the histograms it counts
//! into ([`histogram`]); SVG figures ([`plot`]); the graded report and its
//! formats ([`report`]) and long stack traces cut short for it
//! ([`stacktrace`]); a class of submissions as a learning-management
//! system exports it ([`class`]), and its grades and feedback going back
//! into the system ([`gradebook`]), through CSV written back byte for byte
//! ([`csv`]); numbers in words ([`words`]); untrusted text made
//! safe for a terminal and a shell ([`escape`]); the pieces of a command
//! line every game's binary shares ([`cli`]), its help and argument errors
//! in the reader's language ([`clap_locale`]); and what a binary says about
//! itself beyond `--help`, its shell completions and manual pages
//! ([`manual`]).
//!
//! The kit imports no game: `tests/architecture.rs` checks it.

pub mod archive;
pub mod builtin;
pub mod clap_locale;
pub mod class;
pub mod cli;
pub mod command;
pub mod confine;
pub mod csv;
pub mod deal;
pub mod error;
pub mod escape;
pub mod fixture;
pub mod fixtures_command;
pub mod gradebook;
pub mod histogram;
pub mod lines;
pub mod locale;
pub mod manual;
pub mod montecarlo;
pub mod named;
pub mod overrides;
pub mod plot;
pub mod process;
pub mod report;
pub mod stacktrace;
pub mod table;
pub mod words;
pub mod yaml;
