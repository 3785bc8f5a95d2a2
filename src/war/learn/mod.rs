//! The kata for learners: a test-driven path through the assignment's
//! fixtures, and what is made from it.
//!
//! [`path`] reads the path (`kata/war/path.yaml`: chapters of steps,
//! each naming its fixtures, the rule it introduces and a hint) and checks
//! it against the fixtures; [`mod@walk`] plays a learner's port through it and
//! stops at the first step it fails (`war learn`); [`starter`] writes a
//! learner's project in Rust, Java or Python with the path's tests in order
//! (`war new`); [`exercism`] writes the path as Exercism's canonical data
//! (`war export --format exercism`). Every one of them is made from the
//! path and the fixtures it names, so a case is written in one place only.

pub mod exercism;
pub mod path;
pub mod starter;
pub mod translation;
pub mod walk;

pub use path::{LearningPath, PathFixture, PathRule, DEFAULT_PATH};
pub use walk::{walk, Walk};
