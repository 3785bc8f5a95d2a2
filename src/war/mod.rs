//! War, as the CS1 simulation assignment plays it (UMass COMPSCI 186,
//! `002_e1f39bd2aaf08435.txt`), and the other Wars of its sources as
//! presets of its rules.
//!
//! The rooms, from the ground up: [`cards`] (a card and its notations),
//! [`deck`] (a player's deck), [`outcome`] (who won and why), [`rules`]
//! (every rule that varies, as data, and the presets), [`recorder`] (what
//! a game tells about each battle), [`game`] (the reference: `War`, the
//! rules one plain function each), [`engine`] (the same games played fast,
//! for [`stats`]), [`trace`] (the golden trace text),
//! [`fixture`] (the YAML test cases) and [`builtin`] (the fixtures built into
//! the binary), [`stats`] and [`plot`] (many random games), [`grade`]
//! (student ports graded on the fixtures) and [`learn`] (the learner's path
//! through the fixtures, starter projects and Exercism's canonical data).

pub mod builtin;
pub mod cards;
pub mod deck;
pub mod engine;
pub mod fixture;
pub mod game;
pub mod grade;
pub mod lang;
pub mod learn;
pub mod outcome;
pub mod plot;
pub mod recorder;
pub mod rules;
mod shuffled;
pub mod stats;
pub mod trace;
