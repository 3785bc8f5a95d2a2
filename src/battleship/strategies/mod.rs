//! The strategies, each a type behind the [`Strategy`] trait, and
//! [`StrategyName`], the strategies by name, whose [`AnyStrategy`] plays
//! any of them without dynamic dispatch.

mod deal;
mod hunt;
mod jones;
mod probability;
mod random;

use std::fmt;
use std::str::FromStr;

use rand::Rng;

use crate::battleship::board::{Panel, Panels};
use crate::battleship::referee::{Answer, FiringBoard};
use crate::battleship::strategy::{Strategy, StrategyTask};

pub use hunt::{HuntTarget, Parity};
pub use jones::{jones_candidates, Jones, JonesBlog};
pub use probability::{settle_sinkings, Probability, Settled};
pub use random::Random;

/// The strategies by name, as commands and fixtures offer them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StrategyName {
    /// Any panel not fired at ([`Random`]).
    Random,
    /// The original program's ([`Jones`]).
    Jones,
    /// The blog's reading of it ([`JonesBlog`]).
    JonesBlog,
    /// DataGenetics' hunt and target ([`HuntTarget`]).
    HuntTarget,
    /// Hunt and target hunting on one colour ([`Parity`]).
    Parity,
    /// DataGenetics' probability density ([`Probability`]).
    Probability,
}

impl StrategyName {
    /// Every strategy, in the order commands list them.
    pub const ALL: [StrategyName; 6] = [
        StrategyName::Random,
        StrategyName::Jones,
        StrategyName::JonesBlog,
        StrategyName::HuntTarget,
        StrategyName::Parity,
        StrategyName::Probability,
    ];

    /// The strategy's name.
    pub const fn name(self) -> &'static str {
        match self {
            StrategyName::Random => "random",
            StrategyName::Jones => "jones",
            StrategyName::JonesBlog => "jones-blog",
            StrategyName::HuntTarget => "hunt-target",
            StrategyName::Parity => "parity",
            StrategyName::Probability => "probability",
        }
    }

    /// Every name, in the order of [`StrategyName::ALL`].
    pub fn names() -> Vec<&'static str> {
        StrategyName::ALL.iter().map(|s| s.name()).collect()
    }

    /// A fresh strategy of this name.
    pub fn build(self) -> AnyStrategy {
        match self {
            StrategyName::Random => AnyStrategy::Random(Random::default()),
            StrategyName::Jones => AnyStrategy::Jones(Jones::default()),
            StrategyName::JonesBlog => AnyStrategy::JonesBlog(JonesBlog),
            StrategyName::HuntTarget => AnyStrategy::HuntTarget(HuntTarget::default()),
            StrategyName::Parity => AnyStrategy::Parity(Parity::default()),
            StrategyName::Probability => AnyStrategy::Probability(Probability::default()),
        }
    }
}

impl fmt::Display for StrategyName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a strategy's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownStrategy(pub String);

impl fmt::Display for UnknownStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a strategy; use one of: {}",
            self.0,
            StrategyName::names().join(", ")
        )
    }
}

impl std::error::Error for UnknownStrategy {}

impl FromStr for StrategyName {
    type Err = UnknownStrategy;

    fn from_str(name: &str) -> Result<StrategyName, UnknownStrategy> {
        StrategyName::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| UnknownStrategy(name.to_string()))
    }
}

/// Any strategy, chosen by name at run time and played without dynamic
/// dispatch.
#[derive(Debug, Clone)]
pub enum AnyStrategy {
    /// [`Random`].
    Random(Random),
    /// [`Jones`].
    Jones(Jones),
    /// [`JonesBlog`].
    JonesBlog(JonesBlog),
    /// [`HuntTarget`].
    HuntTarget(HuntTarget),
    /// [`Parity`].
    Parity(Parity),
    /// [`Probability`].
    Probability(Probability),
}

impl AnyStrategy {
    /// A fresh strategy of every kind, in the order of
    /// [`StrategyName::ALL`].
    pub fn all() -> Vec<AnyStrategy> {
        StrategyName::ALL.iter().map(|s| s.build()).collect()
    }
}

/// Calls `$call` on the strategy inside `$any`.
macro_rules! each {
    ($any:expr, $s:ident => $call:expr) => {
        match $any {
            AnyStrategy::Random($s) => $call,
            AnyStrategy::Jones($s) => $call,
            AnyStrategy::JonesBlog($s) => $call,
            AnyStrategy::HuntTarget($s) => $call,
            AnyStrategy::Parity($s) => $call,
            AnyStrategy::Probability($s) => $call,
        }
    };
}

impl Strategy for AnyStrategy {
    fn name(&self) -> &'static str {
        each!(self, s => s.name())
    }

    fn reset(&mut self) {
        each!(self, s => s.reset())
    }

    fn candidates(&self, board: &FiringBoard) -> Panels {
        each!(self, s => s.candidates(board))
    }

    #[inline]
    fn fire<R: Rng + ?Sized>(&mut self, board: &FiringBoard, rng: &mut R) -> Option<Panel> {
        each!(self, s => s.fire(board, rng))
    }

    #[inline]
    fn learn(&mut self, panel: Panel, answer: Answer, board: &FiringBoard) {
        each!(self, s => s.learn(panel, answer, board))
    }

    /// Hands the strategy held to `task`, as its own type.
    #[inline]
    fn visit<T: StrategyTask>(&mut self, task: T) -> T::Output {
        each!(self, s => s.visit(task))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strategies_are_found_by_name() {
        for name in StrategyName::ALL {
            assert_eq!(name.name().parse::<StrategyName>(), Ok(name));
            assert_eq!(name.build().name(), name.name());
        }
        let error = "hunter".parse::<StrategyName>().unwrap_err();
        assert!(error.to_string().contains("random, jones"));
    }
}
