//! Battleship's tests, one test target with a module each (fewer test
//! binaries build faster): the fixtures and their golden traces, the
//! `battleship` command, the engine's properties, and students' ports
//! graded.

mod cli;
mod fixtures;
mod golden;
mod grade;
mod properties;
