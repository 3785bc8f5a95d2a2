//! A test-driven kata of the card game War: a small, readable reference of
//! the CS1 War simulation assignment (UMass COMPSCI 186, 2021), checked
//! against language-neutral YAML fixtures and golden traces.
//!
//! ```
//! use war_kata::{EndReason, Outcome, Trace, War, Rules};
//!
//! // A [5, 2, 3] against B [5, 4]: both run short during the war, a draw.
//! let result = War::new(&[5, 5, 2, 4, 3]).simulate_game();
//! assert_eq!(result.outcome, Outcome::Draw);
//! assert_eq!(result.reason, EndReason::BothShortForWar);
//! assert_eq!(War::find_winner(&[5, 5, 2, 4, 3]), 0);
//!
//! // The same game, battle by battle.
//! let trace = Trace::record(&[5, 5, 2, 4, 3], Rules::default());
//! assert!(trace.to_string().starts_with("deck: 5 5 2 4 3\n"));
//! ```
//!
//! The reference ([`War`], in [`war::game`]) is the rules of War written
//! plainly, one function each; every trace, fixture check and grade plays
//! it. A fast engine ([`war::engine`]) plays the same games for `war stats`,
//! checked against it by `tests/differential.rs`. Neither does I/O or
//! shuffling; every rule that can vary is data in [`Rules`]. Tracing goes
//! through a [`Recorder`], and the untraced recorder [`NoTrace`] compiles
//! to nothing.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod battleship;
pub mod grade;
pub mod kit;
pub mod uno;
pub mod war;

// The names War's users have always imported from the crate's root.
pub use kit::error::{Error, ErrorKind, Position};
pub use kit::fixture::GameFixture;
pub use war::cards::{parse_deck, Card};
pub use war::deck::Deck;
pub use war::fixture::{Alternative, Expected, Fixture, FixtureFile, Interpretation};
pub use war::game::War;
pub use war::outcome::{EndReason, GameResult, Outcome, Player};
pub use war::recorder::{Battle, BattleRecord, NoTrace, Recorder, Resolution};
pub use war::rules::{LimitOrder, Rules};
pub use war::trace::Trace;
