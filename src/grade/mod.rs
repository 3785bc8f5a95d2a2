//! The grader: students' ports of a game run, judged and reported, one port
//! or a whole class, for every game of the repository.
//!
//! It imports the kit and no game. A game plugs in through the traits of
//! [`game`]; everything else is the grader's own: the line protocol a port
//! speaks ([`protocol`]), and a class graded from its export (reading,
//! building every submission confined, grading, the summary and the
//! reports: [`class`]).

pub mod autograder;
pub mod cases;
pub mod class;
pub mod cli;
pub mod game;
pub mod kata;
pub mod page;
pub mod protocol;
pub mod reason;
pub mod score;
pub mod starter;
pub mod view;
