//! The rules of a round of UNO, as data.
//!
//! The engine reads every rule that differs between the original program
//! (`jones`, `003_programs.md`) and the official rules (`mattel`) from a
//! [`Rules`] value, so a variant is a different value, never a copy of the
//! engine loop. The ways ports are known to misread the rules are values
//! too: a few variants ([`FirstWild::Stays`], [`DrawnPlay::AnotherTurn`])
//! and two fields ([`Rules::stacking`], [`Rules::draw_four_played`]) that
//! no preset plays, which the grader's misreadings (`uno::grade`) set.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The rules one round is played by. Each field but the last three is a
/// point where the original program and the official rules differ;
/// [`Preset`] names both. [`Rules::stacking`] and
/// [`Rules::draw_four_played`] are the same under both presets: they are
/// ways ports misread both (the grader's misreadings), and
/// [`Rules::turn_limit`] is a safety net.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// What an action card turned up as the first discard does.
    pub first_action: FirstAction,
    /// What a wild card turned up as the first discard does.
    pub first_wild: FirstWild,
    /// What a Wild Draw Four does to the next player.
    pub draw_four: DrawFour,
    /// When a player must match the declared colour (and not the card).
    pub colour_branch: ColourBranch,
    /// The colour to match after a turn in which the player only drew.
    pub colour_after_draw: ColourAfterDraw,
    /// What a card drawn in a turn must match to be played.
    pub drawn_match: DrawnMatch,
    /// Where a card played right after it was drawn goes, and whether it
    /// acts.
    pub drawn_play: DrawnPlay,
    /// When the draw pile is refilled from the discard pile.
    pub refill_at: RefillAt,
    /// The draw pile is refilled when it holds fewer cards than this.
    pub refill_below: u8,
    /// What becomes of the cards still in the draw pile at a refill.
    pub leftover: Leftover,
    /// What a Reverse does when two play.
    pub reverse_with_two: ReverseWithTwo,
    /// Whether a wild card may name "Wild" as the colour to match (the
    /// original program's `SelectDominantColor` counts the wild cards as a
    /// colour of their own, U8.5).
    pub wild_may_name_wild: bool,
    /// What a Draw Two or Wild Draw Four does when it is the last card of
    /// the round.
    pub last_attack: LastAttack,
    /// Whether an attacked player may pass a draw attack on with a card of
    /// the same kind (no preset does: a misreading).
    pub stacking: Stacking,
    /// When the player plays a Wild Draw Four (both presets: only when it
    /// is the only kind of card that may be put down; else a misreading).
    pub draw_four_played: DrawFourPlayed,
    /// A safety net, not a rule of either source: a round still unfinished
    /// after this many turns is stopped.
    pub turn_limit: u32,
}

/// What an action card turned up as the first discard does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstAction {
    /// Nothing: seat 0 only has to match it (the original program's mock
    /// `GameStart` turn, U4).
    Ignored,
    /// It acts on seat 0: a Skip skips seat 0, a Draw Two makes seat 0 draw
    /// two and miss its turn, a Reverse lets the dealer (the last seat)
    /// play first and play go the other way round (Mattel).
    Applies,
}

/// What a wild card turned up as the first discard does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstWild {
    /// The next card of the draw pile is put on top of it, and so on while
    /// the top is a wild card; the wild cards stay buried in the discard
    /// pile (U4).
    Buried,
    /// A Wild stays: seat 0 names the colour and plays. A Wild Draw Four
    /// goes back into the draw pile (at the bottom with the `oldest-first`
    /// refill, at a random place with a shuffled one) and the next card is
    /// turned up (Mattel).
    Official,
    /// Any wild card stays on top, a Wild Draw Four too, and nobody names a
    /// colour: only a wild card matches it. Neither source's rule: the bug
    /// of myano/jenni#220, a round started on a Wild Draw Four.
    Stays,
}

/// What a Wild Draw Four does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawFour {
    /// It is played as a plain wild: the next player neither draws nor
    /// misses a turn (the program always returns `WildCard` for it, U7).
    PlainWild,
    /// The next player draws four cards and misses the turn (Mattel).
    Attacks,
}

/// When a player must match the declared colour only, rather than the card
/// on top by colour or value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourBranch {
    /// After a wild card, after a turn that was attacked (skipped or made
    /// to draw) and after a turn that only drew, whenever the hand holds a
    /// card of the declared colour or a wild card (U8.2; the blog's listing
    /// also asks for a wild card on top, the program does not).
    AfterWildAttackOrDraw,
    /// While a wild card is on top (Mattel).
    WildOnTop,
}

/// The colour to match after a turn in which the player only drew.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourAfterDraw {
    /// Red: the program never sets the declared colour of such a turn, and
    /// an unset colour is the enum's first, Red (U8.5).
    Red,
    /// The colour to match before that turn.
    Unchanged,
}

/// What a card drawn in a turn (after the player could not play) must
/// match to be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawnMatch {
    /// The previous turn's card, by colour or value, or be wild; never the
    /// declared colour (U8.6).
    PreviousCard,
    /// Whatever a card played in that turn would have had to match.
    AsTurn,
}

/// Where a card played right after it was drawn goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawnPlay {
    /// Nowhere: it leaves the game without acting (no skip, no draw, no
    /// reversal), and the next player must match it by colour or value
    /// (`ForceDrawPlay` is not added to the discard pile, U8.6).
    Lost,
    /// On the discard pile, acting as any card played (Mattel).
    Played,
    /// It is not played in the turn it was drawn: the player, now able to
    /// play, takes another turn at once (and plays whatever the turn lets
    /// it). Neither source's rule: the bug of tk-codes/uno#3.
    AnotherTurn,
}

/// When the draw pile is refilled from the discard pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RefillAt {
    /// At the start of every turn, when the draw pile holds fewer than
    /// [`Rules::refill_below`] cards (U5).
    TurnStart,
    /// Before each card drawn, when the draw pile holds fewer than
    /// [`Rules::refill_below`] cards and the discard pile has cards under
    /// its top (Mattel: when it has run out).
    Draw,
}

/// What becomes of the cards still in the draw pile at a refill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Leftover {
    /// They leave the game: the draw pile is replaced (U5).
    Dropped,
    /// They stay on top of the new draw pile.
    Kept,
}

/// What a Reverse does when two play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReverseWithTwo {
    /// The direction changes, and so the opponent plays next as after any
    /// card (U7).
    NoEffect,
    /// It acts as a Skip: the opponent misses a turn (Mattel).
    Skips,
}

/// What a Draw Two or Wild Draw Four does when it is the last card of the
/// round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LastAttack {
    /// Nothing: the round ends as soon as a hand is empty (U5).
    Ignored,
    /// The next player still draws the cards, and they count in the score
    /// (Mattel).
    Drawn,
}

/// Whether an attacked player may pass a draw attack on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stacking {
    /// Never: the attacked player draws and misses the turn (U7, and the
    /// official rules).
    Never,
    /// An attacked player holding a card of the attacking kind (a Draw Two
    /// on a Draw Two, a Wild Draw Four that attacks on a Wild Draw Four)
    /// plays the first one in hand order instead, and the next player draws
    /// the cards of both. Neither source's rule: a house rule, and the bug
    /// of CompSciLauren/uno#52.
    SameKind,
}

/// When a player plays a Wild Draw Four.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawFourPlayed {
    /// Only when every card the player may put down is a Wild Draw Four
    /// (U8.3, U8.4 step 1): never with a card of the colour to match in
    /// hand, which is also the official rule (tk-codes/uno PR #8).
    Alone,
    /// Before any other card, whenever one may be put down, even with a
    /// card of the colour to match in hand: the official restriction
    /// ignored, as the Nifty UNO reference does.
    First,
}

/// The turn limit of both presets: neither source has one; it only stops a
/// round that would otherwise never end, and none of millions of rounds
/// played so far came near it.
pub const SAFETY_LIMIT: u32 = 100_000;

/// A named set of rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// The original program of Matthew Jones's "Modeling Practice: UNO in
    /// C#" (github: exceptionnotfound/UnoModelingPractice), decision for
    /// decision as `003_programs.md` gives it, its quirks included.
    Jones,
    /// The official rules the blog links to (Mattel), played by the same
    /// players.
    Mattel,
}

impl Preset {
    /// Both presets, the default first.
    pub const ALL: [Preset; 2] = [Preset::Jones, Preset::Mattel];

    /// The preset's name, as `--rules` and fixtures write it.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Jones => "jones",
            Preset::Mattel => "mattel",
        }
    }

    /// Where the preset's rules come from.
    pub fn source(self) -> &'static str {
        match self {
            Preset::Jones => {
                "the original program of Matthew Jones's \"Modeling Practice: UNO in C#\", https://github.com/exceptionnotfound/UnoModelingPractice, as war-kata read and ran it"
            }
            Preset::Mattel => {
                "the official Mattel rules that Matthew Jones's \"Modeling Practice: UNO in C# Part 1\" links to, https://exceptionnotfound.net/modeling-practice-uno-in-c-sharp-part-one-rules-assumptions-cards/, with the same players"
            }
        }
    }

    /// The preset's rules.
    pub fn rules(self) -> Rules {
        match self {
            Preset::Jones => Rules {
                first_action: FirstAction::Ignored,
                first_wild: FirstWild::Buried,
                draw_four: DrawFour::PlainWild,
                colour_branch: ColourBranch::AfterWildAttackOrDraw,
                colour_after_draw: ColourAfterDraw::Red,
                drawn_match: DrawnMatch::PreviousCard,
                drawn_play: DrawnPlay::Lost,
                refill_at: RefillAt::TurnStart,
                refill_below: 4,
                leftover: Leftover::Dropped,
                reverse_with_two: ReverseWithTwo::NoEffect,
                wild_may_name_wild: true,
                last_attack: LastAttack::Ignored,
                stacking: Stacking::Never,
                draw_four_played: DrawFourPlayed::Alone,
                turn_limit: SAFETY_LIMIT,
            },
            Preset::Mattel => Rules {
                first_action: FirstAction::Applies,
                first_wild: FirstWild::Official,
                draw_four: DrawFour::Attacks,
                colour_branch: ColourBranch::WildOnTop,
                colour_after_draw: ColourAfterDraw::Unchanged,
                drawn_match: DrawnMatch::AsTurn,
                drawn_play: DrawnPlay::Played,
                refill_at: RefillAt::Draw,
                refill_below: 1,
                leftover: Leftover::Kept,
                reverse_with_two: ReverseWithTwo::Skips,
                wild_may_name_wild: false,
                last_attack: LastAttack::Drawn,
                stacking: Stacking::Never,
                draw_four_played: DrawFourPlayed::Alone,
                turn_limit: SAFETY_LIMIT,
            },
        }
    }
}

impl Default for Rules {
    /// The original program's rules ([`Preset::Jones`]).
    fn default() -> Rules {
        Preset::Jones.rules()
    }
}

/// The most turns rules may allow a round: ten times the safety limit.
pub const MAX_TURN_LIMIT: u32 = 10 * SAFETY_LIMIT;

impl Rules {
    /// Checks that the rules make a round that ends: a turn limit from 1 to
    /// [`MAX_TURN_LIMIT`], and a refill threshold of at least one card (a
    /// threshold of 0 would never refill).
    pub fn validate(&self) -> Result<(), String> {
        if self.turn_limit == 0 || self.turn_limit > MAX_TURN_LIMIT {
            return Err(format!(
                "turn_limit {} is not from 1 to {MAX_TURN_LIMIT}",
                self.turn_limit
            ));
        }
        if self.refill_below == 0 {
            return Err("refill_below 0 would never refill the draw pile: give 1 or more".into());
        }
        Ok(())
    }

    /// The preset these rules are, if any.
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|preset| preset.rules() == *self)
    }
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
            .ok_or_else(|| format!("unknown UNO rules \"{name}\": the presets are jones, mattel"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_presets_differ_in_every_field_but_the_misreadings_and_the_safety_limit() {
        let jones = serde_yaml::to_value(Preset::Jones.rules()).unwrap();
        let mattel = serde_yaml::to_value(Preset::Mattel.rules()).unwrap();
        let (jones, mattel) = (jones.as_mapping().unwrap(), mattel.as_mapping().unwrap());
        let shared = ["stacking", "draw_four_played", "turn_limit"];
        for (field, value) in jones {
            let same = mattel.get(field) == Some(value);
            let expected = field.as_str().is_some_and(|name| shared.contains(&name));
            assert_eq!(same, expected, "{field:?}");
        }
    }

    #[test]
    fn presets_are_named_and_valid() {
        for preset in Preset::ALL {
            assert_eq!(preset.name().parse::<Preset>(), Ok(preset));
            assert_eq!(preset.rules().preset(), Some(preset));
            assert!(preset.rules().validate().is_ok());
        }
        assert!("war".parse::<Preset>().is_err());
        assert_eq!(Rules::default(), Preset::Jones.rules());
    }

    #[test]
    fn rules_that_would_not_end_are_refused() {
        let never = Rules {
            refill_below: 0,
            ..Rules::default()
        };
        assert!(never.validate().is_err());
        let unlimited = Rules {
            turn_limit: MAX_TURN_LIMIT + 1,
            ..Rules::default()
        };
        assert!(unlimited.validate().is_err());
    }
}
