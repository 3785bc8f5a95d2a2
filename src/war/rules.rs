//! The rules of a game of War, as data.
//!
//! The engine reads every rule from a [`Rules`] value, so a variant of the
//! game is a different value, never a copy of the engine loop. The presets
//! ([`Preset`]) are the rules of each War in the source documents.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::kit::overrides;
use crate::war::cards::Card;

/// The rules one game is played by.
///
/// [`Rules::default()`] is the assignment's War (UMass COMPSCI 186, in
/// `002_e1f39bd2aaf08435.txt`), with its ambiguities decided as the manual
/// says (`book/src/rules/war.md`); [`Preset`] names the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// How the deck is shared between the players.
    pub deal: Deal,
    /// How two battle cards are compared.
    pub compare: Compare,
    /// How many cards each player puts face down on the pile when a war is
    /// declared ("drie kaarten" in the assignment).
    pub war_cards: usize,
    /// Whether a player must also hold the card for the battle that settles
    /// the war when the war starts (Jones's "three down and the fourth
    /// flipped"). When false, that card is asked for at the next battle.
    pub war_needs_battle_card: bool,
    /// The order in which the war cards go on the pile.
    pub war_layout: WarLayout,
    /// What becomes of a player who cannot fight a war.
    pub short_for_war: ShortForWar,
    /// What becomes of a game when both players cannot fight a war.
    pub both_short: BothShort,
    /// What becomes of a game when both players have no card at the start
    /// of a battle.
    pub both_empty: BothEmpty,
    /// How the winner of a battle puts the pile under their deck.
    pub pickup: Pickup,
    /// The seed of the generator behind [`Pickup::Shuffled`]; other pickups
    /// ignore it.
    pub seed: u64,
    /// How many battles or rounds ([`Rules::limit_unit`]) are played before
    /// the game is stopped ("na de 1000ste slag").
    pub limit: u32,
    /// What the limit counts.
    pub limit_unit: LimitUnit,
    /// Whether the limit is one of the source's rules (a technical draw) or
    /// only a safety net against endless games, for a source that has none.
    pub limit_is_rule: bool,
    /// Which end check comes first at the start of a battle: the limit or
    /// the empty decks.
    pub limit_order: LimitOrder,
    /// When true, a tie on the last battle the limit allows is not fought
    /// out: the game ends there as a technical draw, even if a player could
    /// not have fought the war.
    pub limit_ends_war: bool,
}

/// How the deck is shared between the players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deal {
    /// The first card to A, the second to B, and so on.
    Alternate,
    /// The first half of the deck to A, the rest to B (A gets the odd card).
    Halves,
}

/// How two battle cards are compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Compare {
    /// By value.
    Value,
    /// As Java code that compares two `Integer` objects with `==` and then
    /// `>`: equal values from -128 to 127 tie (Java caches those objects),
    /// equal values outside that range are not `==`, not `>`, and so B wins.
    JavaIntegerIdentity,
}

/// The order in which the war cards go on the pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WarLayout {
    /// All of A's war cards, then all of B's.
    Blocks,
    /// One of A's, one of B's, and so on.
    Interleaved,
}

/// What becomes of a player who cannot fight a war: they have fewer cards
/// than the war needs when it starts, or no card for the battle that settles
/// it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShortForWar {
    /// That player loses.
    Loses,
    /// The game is a draw (CodinGame's PAT).
    Draw,
}

/// What becomes of a game in which both players cannot fight a war.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BothShort {
    /// A draw.
    Draw,
    /// A loses: A is checked first.
    ALoses,
    /// The player with fewer cards loses; with as many cards, a draw.
    FewerLoses,
    /// The players take their war cards one at a time, A before B, and the
    /// first with none left loses: the player with fewer cards, or A with
    /// as many.
    FirstOutLoses,
}

/// What becomes of a game in which both players have no card at the start
/// of a battle: an empty deck, or two players who each put their last cards
/// down for a war.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BothEmpty {
    /// A draw ("Als beide spelers geen kaarten op hun stapel hebben ... is
    /// het gelijkspel").
    Draw,
    /// A loses: A's deck is checked first and the draw is never looked at,
    /// the misreading of a port that tests `a.isEmpty()` before both.
    ALoses,
    /// A loses a game dealt from an empty deck, before any battle (the
    /// misreading of a port that answers -1 for an empty deck); later, a
    /// draw.
    ALosesEmptyDeal,
}

/// How the winner of a battle puts the pile under their deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pickup {
    /// The whole pile, in the order it was laid down.
    AsPlayed,
    /// After a plain battle, the winner's card first, then the loser's;
    /// after a war, the pile as laid down.
    WinnerFirst,
    /// All of A's cards of the round in the order played, then all of B's.
    ByPlayer,
    /// In random order, from a generator seeded with [`Rules::seed`].
    Shuffled,
    /// The whole pile in the reverse of the order it was laid down: the
    /// misreading of a port that takes the cards off the top of the pile one
    /// by one. No source plays it; the grader's diagnosis does.
    Reversed,
}

/// What the limit counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LimitUnit {
    /// Every battle, including those that settle a war.
    Battles,
    /// Rounds: a battle together with its wars and the battles that settle
    /// them.
    Rounds,
}

/// The order of the two end checks made at the start of every battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LimitOrder {
    /// First the limit, then the empty decks: once the limit is reached,
    /// the game is stopped even if the last battle emptied a deck.
    LimitFirst,
    /// First the empty decks, then the limit: a deck emptied by the last
    /// battle still decides the game.
    EmptyFirst,
}

impl Default for Rules {
    /// The assignment's War ([`Preset::Umass`]).
    fn default() -> Self {
        Preset::Umass.rules()
    }
}

/// The highest limit rules may set: a million battles or rounds, some
/// thousand times the assignment's, so that no rules make a game endless.
pub const MAX_LIMIT: u32 = 1_000_000;

/// The most cards a war may put down: far beyond any War played.
pub const MAX_WAR_CARDS: usize = 64;

impl Rules {
    /// Checks that the rules make a finite game: the limit at most
    /// [`MAX_LIMIT`], the war cards at most [`MAX_WAR_CARDS`]. Every preset
    /// passes; rules read from a fixture or the command line are checked.
    pub fn validate(&self) -> Result<(), String> {
        if self.limit > MAX_LIMIT {
            return Err(format!(
                "limit {} is above the highest allowed, {MAX_LIMIT}",
                self.limit
            ));
        }
        if self.war_cards > MAX_WAR_CARDS {
            return Err(format!(
                "war_cards {} is above the highest allowed, {MAX_WAR_CARDS}",
                self.war_cards
            ));
        }
        Ok(())
    }
}

impl Rules {
    /// How many cards a player must hold when a war starts to fight it: the
    /// war cards, and the card of the settling battle when
    /// [`Rules::war_needs_battle_card`] is set.
    pub fn cards_for_war(&self) -> usize {
        self.war_cards
            .saturating_add(usize::from(self.war_needs_battle_card))
    }

    /// The fields in which these rules differ from `preset`'s, with their
    /// values here, as YAML writes them (`war_cards: 1`).
    pub fn changes_from(&self, preset: Preset) -> serde_yaml::Mapping {
        overrides::changes(self, &preset.rules())
    }
}

/// The limit given to presets whose source has none: far beyond any real
/// game, and only reached by a game that cycles.
pub const SAFETY_LIMIT: u32 = 100_000;

/// A named set of rules: the War of one source document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// The assignment (`002_e1f39bd2aaf08435.txt`, UMass COMPSCI 186), as
    /// decided in the manual (`book/src/rules/war.md`).
    Umass,
    /// Matthew Jones, "Modeling the Card Game War in C#"
    /// (`000_507504ec53217650.txt`).
    Jones,
    /// Gary Stafford, "War Card Game Simulation in C#"
    /// (`001_314ebef60443623e.txt`).
    Stafford,
    /// "Code Kata: the card game of war" (`004_0c6623d48e66c16d.txt`).
    Kata,
    /// CodinGame's War puzzle (Winamax Battle).
    Codingame,
}

impl Preset {
    /// Every preset, the default first.
    pub const ALL: [Preset; 5] = [
        Preset::Umass,
        Preset::Jones,
        Preset::Stafford,
        Preset::Kata,
        Preset::Codingame,
    ];

    /// The preset's name, as `--rules` and fixtures write it.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Umass => "umass",
            Preset::Jones => "jones",
            Preset::Stafford => "stafford",
            Preset::Kata => "kata",
            Preset::Codingame => "codingame",
        }
    }

    /// Where the preset's rules come from.
    pub fn source(self) -> &'static str {
        match self {
            Preset::Umass => {
                "the assignment: Marc Liberatore, \"War\", UMass COMPSCI 186 (spring 2021), https://people.cs.umass.edu/~liberato/courses/2021-spring-compsci186/assignments/12-war/"
            }
            Preset::Jones => {
                "Matthew Jones, \"Modeling the Card Game War in C# Part 2 - The Code\", Exception Not Found, https://exceptionnotfound.net/modeling-the-card-game-war-in-c-part-2-the-code/"
            }
            Preset::Stafford => {
                "Gary Stafford, \"War Card Game Simulation in C#\", CodeProject (2009), https://www.codeproject.com/Articles/37502/War-Card-Game-Simulation-in-C"
            }
            Preset::Kata => {
                "\"Code Kata: the card game of war\", the Undriven Development blog (28 April 2019), https://undrivendevelopment.blogspot.com/2019/04/"
            }
            Preset::Codingame => {
                "CodinGame's War puzzle (Winamax Battle), https://www.codingame.com/training/medium/winamax-battle"
            }
        }
    }

    /// The deck the preset's source plays with, before it is shuffled: the
    /// 52 cards of a French deck, four of each value from 2 to 14 (ace
    /// high), for every source but the kata, whose 24 cards are four each of
    /// A K Q J T N (14, 13, 12, 11, 10, 9; `004_0c6623d48e66c16d.txt`).
    ///
    /// ```
    /// use war_kata::war::rules::Preset;
    ///
    /// assert_eq!(Preset::Umass.deck().len(), 52);
    /// assert_eq!(Preset::Kata.deck().len(), 24);
    /// assert_eq!(Preset::Kata.deck()[..4], [9, 9, 9, 9]);
    /// ```
    pub fn deck(self) -> Vec<Card> {
        let values = match self {
            Preset::Kata => 9..=14,
            Preset::Umass | Preset::Jones | Preset::Stafford | Preset::Codingame => 2..=14,
        };
        values.flat_map(|value| [value; 4]).collect()
    }

    /// The preset's rules.
    pub fn rules(self) -> Rules {
        let umass = Rules {
            deal: Deal::Alternate,
            compare: Compare::Value,
            war_cards: 3,
            war_needs_battle_card: false,
            war_layout: WarLayout::Blocks,
            short_for_war: ShortForWar::Loses,
            both_short: BothShort::Draw,
            both_empty: BothEmpty::Draw,
            pickup: Pickup::AsPlayed,
            seed: 0,
            limit: 1000,
            limit_unit: LimitUnit::Battles,
            limit_is_rule: true,
            limit_order: LimitOrder::LimitFirst,
            limit_ends_war: false,
        };
        match self {
            Preset::Umass => umass,
            // Three down, the fourth flipped: a player with fewer than four
            // cards when the war starts loses, Player 1 checked first. The
            // game stops when more than 1000 turns have been played, checked
            // after the empty decks.
            Preset::Jones => Rules {
                war_needs_battle_card: true,
                both_short: BothShort::ALoses,
                limit: 1001,
                limit_unit: LimitUnit::Rounds,
                limit_order: LimitOrder::EmptyFirst,
                ..umass
            },
            // Two down and one up, Player 1 checked first; the table's cards
            // go back in random order; no limit.
            Preset::Stafford => Rules {
                war_cards: 2,
                war_needs_battle_card: true,
                war_layout: WarLayout::Interleaved,
                both_short: BothShort::ALoses,
                pickup: Pickup::Shuffled,
                limit: SAFETY_LIMIT,
                limit_is_rule: false,
                limit_order: LimitOrder::EmptyFirst,
                ..umass
            },
            // One down and one up, laid A, B, A, B; the winner of a plain
            // battle puts their own card first; no limit.
            Preset::Kata => Rules {
                war_cards: 1,
                war_needs_battle_card: true,
                war_layout: WarLayout::Interleaved,
                both_short: BothShort::FewerLoses,
                pickup: Pickup::WinnerFirst,
                limit: SAFETY_LIMIT,
                limit_unit: LimitUnit::Rounds,
                limit_is_rule: false,
                limit_order: LimitOrder::EmptyFirst,
                ..umass
            },
            // Three down; running out during a war is a PAT; the winner
            // takes player 1's cards, then player 2's; rounds are counted;
            // no limit.
            Preset::Codingame => Rules {
                short_for_war: ShortForWar::Draw,
                pickup: Pickup::ByPlayer,
                limit: SAFETY_LIMIT,
                limit_unit: LimitUnit::Rounds,
                limit_is_rule: false,
                limit_order: LimitOrder::EmptyFirst,
                ..umass
            },
        }
    }
}

/// The rules of `preset` with some of their fields replaced: `overrides`
/// maps a field's name to its new value, written as in YAML (`war_cards:
/// 1`, `pickup: shuffled`). Fixtures (`rules: {preset: kata, limit: 500}`)
/// and `war stats --set` both come here.
///
/// An unknown field or a value of the wrong type is an error, as serde
/// words it, and so are rules that [`Rules::validate`] refuses.
///
/// ```
/// use war_kata::war::rules::{override_rules, Pickup, Preset};
///
/// let overrides = serde_yaml::from_str("{war_cards: 1, pickup: as_played}").unwrap();
/// let rules = override_rules(Preset::Stafford, overrides).unwrap();
/// assert_eq!((rules.war_cards, rules.pickup), (1, Pickup::AsPlayed));
/// assert!(override_rules(Preset::Umass, serde_yaml::from_str("{cards: 1}").unwrap()).is_err());
/// ```
pub fn override_rules(preset: Preset, overrides: serde_yaml::Mapping) -> Result<Rules, String> {
    let rules = overrides::apply(&preset.rules(), overrides)?;
    rules.validate()?;
    Ok(rules)
}

/// Reads one override of the form `FIELD=VALUE`, the value written as in
/// YAML, into `overrides`.
///
/// ```
/// use war_kata::war::rules::parse_override;
///
/// let mut overrides = serde_yaml::Mapping::new();
/// parse_override("war_cards=1", &mut overrides).unwrap();
/// assert_eq!(overrides.len(), 1);
/// assert!(parse_override("war_cards", &mut overrides).is_err());
/// ```
pub fn parse_override(text: &str, overrides: &mut serde_yaml::Mapping) -> Result<(), String> {
    overrides::parse_override(text, overrides)
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

crate::kit::named::presets_by_name!(Preset);

impl FromStr for Preset {
    type Err = String;

    /// Reads a preset's name.
    fn from_str(name: &str) -> Result<Preset, String> {
        Preset::ALL
            .into_iter()
            .find(|preset| preset.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
                format!(
                    "unknown rules \"{name}\": the presets are {}",
                    names.join(", ")
                )
            })
    }
}
