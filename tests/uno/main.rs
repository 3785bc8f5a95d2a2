//! UNO's tests, one test target with a module each (fewer test binaries
//! build faster): the fixtures, their golden traces, properties of the
//! engine against a naive second implementation, the original program's
//! own answers, the `uno` command, and the grading of the example ports
//! (`uno grade`, `uno grade-all`, `uno autograder`, `uno new`).

mod class;
mod cli;
#[path = "../common/mod.rs"]
mod common;
mod fixtures;
mod golden;
mod grade;
mod naive;
mod original;
mod properties;
