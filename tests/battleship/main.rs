//! Battleship's tests, one test target with a module each (fewer test
//! binaries build faster): the fixtures and their golden traces, and the
//! `battleship` command.

mod cli;
mod fixtures;
mod golden;
