//! UNO, the second game of the kata: a round as Matthew Jones's "Modeling
//! Practice: UNO in C#" program plays it (`jones`, quirks included) and as
//! the official rules have it (`mattel`), with the seed's "stupid
//! jackass" players.
//!
//! ```
//! use war_kata::uno::card::build_order;
//! use war_kata::uno::{Jackass, NoTrace, OldestFirst, Preset, Uno};
//!
//! // Four players, the deck as the original program builds it, unshuffled.
//! let mut round = Uno::deal(&build_order(), 4, Preset::Jones.rules()).unwrap();
//! let result = round.play(&mut [Jackass; 4], &mut OldestFirst, &mut NoTrace);
//! assert_eq!(result.hand_points()[result.winner().unwrap()], 0);
//! ```
//!
//! The engine ([`Uno`]) does no I/O and draws no randomness of its own: a
//! shuffled refill takes its generator from outside ([`Shuffled`]), and
//! fixtures use the deterministic [`OldestFirst`]. Every point where the
//! two presets differ is a field of [`Rules`]. Tracing goes through a
//! [`Recorder`]; [`NoTrace`] compiles to nothing.

pub mod answer;
pub mod builtin;
pub mod card;
pub mod fixture;
pub mod game;
pub mod grade;
pub mod hand;
pub mod outcome;
pub mod player;
pub mod plot;
pub mod recorder;
pub mod refill;
pub mod rules;
pub mod stats;
pub mod trace;

pub use card::{Card, Colour, Value};
pub use game::Uno;
pub use hand::Hand;
pub use outcome::{Attack, DealError, End, RoundResult};
pub use player::{Defensive, Demand, Jackass, Play, Strategy, StrategyName};
pub use recorder::{NoTrace, Recorder};
pub use refill::{NewestFirst, OldestFirst, Refill, Shuffled};
pub use rules::{Preset, Rules};
pub use trace::Trace;
