//! UNO's tests, one test target with a module each (fewer test binaries
//! build faster): the fixtures, their golden traces, properties of the
//! engine against a naive second implementation, the original program's
//! own answers, and the `uno` command.

mod cli;
mod fixtures;
mod golden;
mod naive;
mod original;
mod properties;
