//! Battleship's tests, one test target with a module each (fewer test
//! binaries build faster): the fixtures and their golden traces, the
//! `battleship` command, and the engine's properties.

mod cli;
mod fixtures;
mod golden;
mod properties;
