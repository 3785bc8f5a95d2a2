//! Battleship, the third game of the kata: the Milton Bradley game of 1967
//! as Matthew Jones's "Modeling Battleship in C#" program plays it
//! (`003_programs.md`, section Battleship), with the blog's reading of its
//! strategy beside it and the strategies of DataGenetics' analysis.
//!
//! ```
//! use rand::SeedableRng;
//! use rand_pcg::Pcg64Mcg;
//! use war_kata::battleship::{play, NoTrace, Placement, Player, Rules, StrategyName};
//!
//! let rules = Rules::default();
//! let mut rng = Pcg64Mcg::seed_from_u64(1);
//! let fleets = [
//!     Placement::Random.place(&rules, &mut rng),
//!     Placement::Random.place(&rules, &mut rng),
//! ];
//! let mut one = StrategyName::Jones.build();
//! let mut two = StrategyName::Jones.build();
//! let result = play(fleets, &mut one, &mut two, &mut rng, &mut NoTrace).unwrap();
//! assert!(result.winning_shots() >= 17);
//! assert!(result.winner != Player::One || result.shots[0] >= result.shots[1]);
//! ```
//!
//! The engine does no I/O and draws no randomness of its own: placements
//! and strategies draw from the generator passed in. Whether ships may
//! touch and the fleet's order are [`Rules`]; tracing goes through a
//! [`Recorder`] type parameter, and [`NoTrace`] compiles to nothing.

pub mod battle;
pub mod board;
pub mod builtin;
pub mod fixture;
pub mod fleet;
pub mod game;
pub mod grade;
pub mod outcome;
pub mod placement;
pub mod plot;
pub mod recorder;
pub mod referee;
pub mod rules;
pub mod stats;
pub mod strategies;
pub mod strategy;
pub mod trace;

pub use battle::{Battle, BattleEnd};
pub use board::{Counted, Panel, PanelError, Panels};
pub use fleet::{Fleet, Kinds, Orientation, Ship, ShipKind};
pub use game::{play, sink};
pub use outcome::{GameError, GameResult, Player};
pub use placement::{Placement, PlacementError, UnknownPlacement};
pub use recorder::{NoTrace, Recorder, Recording, Shot, ShotRecord};
pub use referee::{Answer, FiringBoard, Ocean, ShotError, Sinking};
pub use rules::{Preset, RepeatedShot, Rules, RulesError};
pub use strategies::{AnyStrategy, StrategyName, UnknownStrategy};
pub use strategy::{Strategy, StrategyTask};
