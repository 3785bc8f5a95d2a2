//! The players: what a hand must match ([`Demand`]), the [`Strategy`] a
//! player chooses a card with, the seed's "stupid jackass" ([`Jackass`])
//! and a second strategy from the blog's own list of ideas ([`Defensive`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::uno::card::{Card, Colour, Value};
use crate::uno::hand::{first, Hand, Places, NO_VALUE};
use crate::uno::rules::{DrawFourPlayed, Rules};

/// What the card a player puts down must match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Demand {
    /// A card of this colour, or a wild card: the declared colour after a
    /// wild card (the original program's `PlayMatchingCard(CardColor)`).
    Colour(Colour),
    /// A card of this card's colour or value, or a wild card (the original
    /// program's `PlayMatchingCard(Card)`).
    Card(Card),
}

impl Demand {
    /// Whether `card` may be put down on this demand.
    #[inline(always)]
    pub fn allows(self, card: Card) -> bool {
        match self {
            Demand::Colour(colour) => card.colour() == colour || card.is_wild(),
            Demand::Card(top) => {
                card.colour() == top.colour() || card.value() == top.value() || card.is_wild()
            }
        }
    }

    /// The places of the cards of `hand` that may be put down on this
    /// demand: those [`Demand::allows`].
    #[inline(always)]
    pub fn allowed(self, hand: &Hand) -> Places {
        let (on_colour, on_value) = self.matched(hand);
        on_colour | on_value | hand.of_colour(Colour::Wild)
    }

    /// The places of the cards of `hand` that match this demand by colour,
    /// and those that match it by value (none on a colour demand).
    #[inline(always)]
    pub fn matched(self, hand: &Hand) -> (Places, Places) {
        let (colour, value) = self.numbers();
        (hand.of_colour_number(colour), hand.of_value_number(value))
    }

    /// The colour number and value number a card may match (see
    /// [`Card::colour_number`]); a colour demand matches no value
    /// ([`NO_VALUE`]).
    #[inline(always)]
    pub fn numbers(self) -> (usize, usize) {
        match self {
            Demand::Colour(colour) => (colour as usize, NO_VALUE),
            Demand::Card(top) => (top.colour_number(), top.value_number()),
        }
    }

    /// The colour a card must have to match this demand by colour.
    pub fn colour(self) -> Colour {
        match self {
            Demand::Colour(colour) => colour,
            Demand::Card(top) => top.colour(),
        }
    }
}

impl fmt::Display for Demand {
    /// `colour G` or `card R7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Demand::Colour(colour) => write!(f, "colour {colour}"),
            Demand::Card(card) => write!(f, "{card}"),
        }
    }
}

/// A card a player puts down: its place in the hand (see
/// [`crate::uno::hand`]) and, for a wild card, the colour named. For a
/// coloured card `declared` is its own colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    /// The card's place in the hand.
    pub place: usize,
    /// The colour named (a wild card) or the card's colour.
    pub declared: Colour,
}

/// How a player chooses the card to put down.
///
/// The engine asks [`Strategy::play`] once a turn with the hand (in the
/// order the original program keeps it: sorted at the deal by colour and
/// value, drawn cards appended) and what a card must match. It refuses
/// nothing: a strategy must choose a card the demand allows, and may play a
/// Wild Draw Four under the official rules only without a card of the
/// demand's colour.
pub trait Strategy {
    /// The strategy's name, as `--strategies` writes it.
    fn name(&self) -> &'static str;

    /// The card to put down from `hand` on `demand`, or `None` to draw.
    fn play(&mut self, hand: &Hand, demand: Demand, rules: &Rules) -> Option<Play>;

    /// Having drawn the last card of `hand`, which `demand` allows: whether
    /// to play it (only that card may be played) and the colour to name.
    /// By default, the card [`Strategy::play`] would choose, if it is that
    /// one.
    fn play_drawn(&mut self, hand: &Hand, demand: Demand, rules: &Rules) -> Option<Play> {
        let last = hand.last()?;
        self.play(hand, demand, rules)
            .filter(|play| play.place == last)
    }

    /// The colour the player names for a wild card it did not choose by
    /// [`Strategy::play`]: a Wild turned up as the first discard under the
    /// official rules (seat 0), or a Wild Draw Four stacked on another
    /// ([`crate::uno::rules::Stacking::SameKind`]). By default the player's
    /// [`dominant_colour`].
    fn name_colour(&mut self, hand: &Hand, rules: &Rules) -> Colour {
        dominant_colour(hand, rules)
    }
}

/// The colour a player names for a wild card, as the original program's
/// `SelectDominantColor` chooses it (U8.5): the colour the hand holds most
/// cards of (the wild card being played still in it), ties going to the
/// colour that appears first in the hand. The wild cards count as a colour
/// of their own, so that a hand of more wild cards than of any colour
/// names "Wild"; when the rules forbid naming it
/// ([`Rules::wild_may_name_wild`]), the wild cards are not counted, and a
/// hand of wild cards only names red.
///
/// ```
/// use war_kata::uno::card::parse_cards;
/// use war_kata::uno::player::dominant_colour;
/// use war_kata::uno::{Colour, Hand, Preset};
///
/// let hand = |cards: &str| parse_cards(cards).unwrap().into_iter().collect::<Hand>();
/// let jones = Preset::Jones.rules();
/// assert_eq!(dominant_colour(&hand("R1 W W"), &jones), Colour::Wild);
/// assert_eq!(dominant_colour(&hand("R1 W W"), &Preset::Mattel.rules()), Colour::Red);
/// assert_eq!(dominant_colour(&hand("B2 R1 R3 B5"), &jones), Colour::Blue);
/// ```
pub fn dominant_colour(hand: &Hand, rules: &Rules) -> Colour {
    colour_held_most(hand, rules.wild_may_name_wild)
}

/// The colour `hand` holds most cards of, ties to the colour met first, the
/// wild cards a colour of their own when `wild_counts` (else left out, and
/// a hand of wild cards only names red).
fn colour_held_most(hand: &Hand, wild_counts: bool) -> Colour {
    let colours = if wild_counts { 5 } else { 4 };
    // The best colour so far, its cards and its first place.
    let mut best: Option<(Colour, u32, u32)> = None;
    for colour in Colour::ALL.into_iter().take(colours) {
        let cards = hand.of_colour(colour);
        let (held, met) = (
            hand.count_of_colour(colour as usize),
            cards.trailing_zeros(),
        );
        let better = match best {
            None => held > 0,
            Some((_, most, earliest)) => held > most || (held == most && met < earliest),
        };
        if better {
            best = Some((colour, held, met));
        }
    }
    best.map_or(Colour::Red, |(colour, _, _)| colour)
}

/// The seed's "stupid jackass": always the card that hurts the next player
/// most, exactly as the original program's `PlayMatchingCard` decides
/// (`003_programs.md` U8.3 and U8.4).
///
/// Of the cards the demand allows ([`Demand::allowed`], in hand order):
/// 1. if every one is a Wild Draw Four, the first of them, naming the
///    [`dominant_colour`];
/// 2. else the first Draw Two; 3. else the first Skip; 4. else the first
///    Reverse;
/// 5. else a card matching by colour or by value: on a colour demand the
///    first of that colour; on a card, when both kinds are there, the first
///    of the card's colour if the hand holds at least as many cards of that
///    colour as of that value, else the first of that value;
/// 6. else the first plain Wild, naming the dominant colour.
///
/// A wild card chosen in step 5 (possible when the colour or card to match
/// is itself wild) names its own colour, "Wild".
///
/// Under [`DrawFourPlayed::First`] (a misreading) a Wild Draw Four the
/// demand allows comes before step 1, whatever else the hand holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Jackass;

impl Strategy for Jackass {
    fn name(&self) -> &'static str {
        "jackass"
    }

    #[inline(always)]
    fn play(&mut self, hand: &Hand, demand: Demand, rules: &Rules) -> Option<Play> {
        let (on_colour, on_value) = demand.matched(hand);
        let allowed = on_colour | on_value | hand.of_colour(Colour::Wild);
        let first_allowed = first(allowed)?;
        let named = |place: usize| Play {
            place,
            declared: dominant_colour(hand, rules),
        };
        let draw_fours = allowed & hand.of_value(Value::DrawFour);
        if rules.draw_four_played == DrawFourPlayed::First && draw_fours != 0 {
            return first(draw_fours).map(named);
        }
        if allowed & !hand.of_value(Value::DrawFour) == 0 {
            return Some(named(first_allowed));
        }
        let chosen = first_held([
            allowed & hand.of_value(Value::DrawTwo),
            allowed & hand.of_value(Value::Skip),
            allowed & hand.of_value(Value::Reverse),
            colour_or_value(hand, demand, on_colour, on_value),
        ]);
        if let Some(place) = first(chosen) {
            return hand.card(place).map(|card| Play {
                place,
                declared: card.colour(),
            });
        }
        // Step 7, "this should never happen": a matching card that is no
        // Wild Draw Four is an action card, a card of the colour or value,
        // or a plain Wild.
        first(allowed & hand.of_value(Value::Wild)).map(named)
    }
}

/// Step 5 of the jackass: of the cards matching `demand` by colour and
/// those matching it by value, the ones to play the first of, as U8.3 and
/// U8.4 pick them: those of the colour if the hand holds at least as many
/// cards of that colour as of that value, else those of the value. On a
/// colour, which matches no value, those of the colour; on a card, when
/// one kind is missing, the other.
#[inline(always)]
fn colour_or_value(hand: &Hand, demand: Demand, on_colour: Places, on_value: Places) -> Places {
    let (colour, value) = demand.numbers();
    if hand.count_of_colour(colour) >= hand.count_of_value(value) {
        on_colour
    } else {
        on_value
    }
}

/// The first of `sets` that holds a place, or none; worked out without a
/// branch, as the choice is one no processor can guess.
#[inline(always)]
fn first_held<const N: usize>(sets: [Places; N]) -> Places {
    sets.into_iter()
        .fold(0, |chosen, set| chosen | (set & all_if_empty(chosen)))
}

/// Every place if `set` is empty, else none.
#[inline(always)]
fn all_if_empty(set: Places) -> Places {
    Places::from(set == 0).wrapping_neg()
}

/// A defensive player, one of the blog's ideas for other "personalities"
/// (part 3, "Drawbacks of This Model"): it sheds points and keeps its
/// weapons. Of the cards the demand allows it plays the number card of
/// highest value, else a Reverse, a Skip, a Draw Two (in that order),
/// else a plain Wild, and a Wild Draw Four last; the first in hand order
/// among equals. It names the colour it holds most cards of (never
/// "Wild"), ties to the colour met first in the hand.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Defensive;

impl Defensive {
    /// How much the defensive player wants to keep `card` (lower is played
    /// first).
    fn keep(card: Card) -> u8 {
        match card.value() {
            Value::Number(n) => 9 - n,
            Value::Reverse => 10,
            Value::Skip => 11,
            Value::DrawTwo => 12,
            Value::Wild => 13,
            Value::DrawFour => 14,
        }
    }
}

impl Strategy for Defensive {
    fn name(&self) -> &'static str {
        "defensive"
    }

    fn play(&mut self, hand: &Hand, demand: Demand, _rules: &Rules) -> Option<Play> {
        let (place, card) = hand
            .placed()
            .filter(|&(_, card)| demand.allows(card))
            .min_by_key(|&(place, card)| (Defensive::keep(card), place))?;
        let declared = if card.is_wild() {
            colour_held_most(hand, false)
        } else {
            card.colour()
        };
        Some(Play { place, declared })
    }
}

/// The strategies the kata knows, by name, so that seats can play
/// different ones in the same round (a head-to-head) without dynamic
/// dispatch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StrategyName {
    /// [`Jackass`].
    Jackass,
    /// [`Defensive`].
    Defensive,
}

impl StrategyName {
    /// Every strategy, the seed's first.
    pub const ALL: [StrategyName; 2] = [StrategyName::Jackass, StrategyName::Defensive];
}

impl Strategy for StrategyName {
    fn name(&self) -> &'static str {
        match self {
            StrategyName::Jackass => Jackass.name(),
            StrategyName::Defensive => Defensive.name(),
        }
    }

    #[inline(always)]
    fn play(&mut self, hand: &Hand, demand: Demand, rules: &Rules) -> Option<Play> {
        match self {
            StrategyName::Jackass => Jackass.play(hand, demand, rules),
            StrategyName::Defensive => Defensive.play(hand, demand, rules),
        }
    }
}

impl fmt::Display for StrategyName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for StrategyName {
    type Err = String;

    /// Reads a strategy's name.
    fn from_str(name: &str) -> Result<StrategyName, String> {
        StrategyName::ALL
            .into_iter()
            .find(|strategy| strategy.name() == name)
            .ok_or_else(|| {
                format!("unknown strategy \"{name}\": the strategies are jackass, defensive")
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uno::card::parse_cards;
    use crate::uno::rules::Preset;

    /// What the jackass plays from `hand` on `demand` under jones, as the
    /// card written with its declared colour.
    fn jackass(hand: &str, demand: Demand) -> Option<String> {
        let hand = held(hand);
        Jackass
            .play(&hand, demand, &Preset::Jones.rules())
            .map(|play| written(&hand, play))
    }

    /// A hand holding `cards` in the order written.
    fn held(cards: &str) -> Hand {
        parse_cards(cards).unwrap().into_iter().collect()
    }

    /// The card `play` puts down from `hand`, written with its declared
    /// colour.
    fn written(hand: &Hand, play: Play) -> String {
        hand.card(play.place).unwrap().with_declared(play.declared)
    }

    fn card(token: &str) -> Demand {
        Demand::Card(token.parse().unwrap())
    }

    #[test]
    fn the_jackass_follows_the_priority_of_u8_4() {
        // A Draw Two of the colour beats a Skip of the value.
        assert_eq!(jackass("R3 B5 BS GD", card("GS")), Some("GD".into()));
        // A Skip beats a Reverse; a value match counts.
        assert_eq!(jackass("RR BS", card("GS")), Some("BS".into()));
        // A number card before a plain wild.
        assert_eq!(jackass("G1 W", card("G5")), Some("G1".into()));
        // A plain wild blocks the Wild Draw Four.
        assert_eq!(jackass("B1 B2 WD W", card("G5")), Some("W=B".into()));
        // ... and the wild cards are a colour of their own when naming one.
        assert_eq!(jackass("B1 WD W", card("G5")), Some("W=W".into()));
        // Only Wild Draw Fours match: the first one, naming the dominant colour.
        assert_eq!(jackass("B1 B2 WD", card("G5")), Some("WD=B".into()));
        assert_eq!(jackass("B1 B2", card("G5")), None);
    }

    #[test]
    fn colour_against_value_goes_by_the_counts_in_the_hand() {
        // Two greens against one five: colour.
        assert_eq!(jackass("B5 G1 G2", card("G5")), Some("G1".into()));
        // One green against two fives: value, the first five in hand order.
        assert_eq!(jackass("R5 B5 G1", card("G5")), Some("R5".into()));
        // A tie goes to the colour.
        assert_eq!(jackass("B5 G1", card("G5")), Some("G1".into()));
    }

    #[test]
    fn a_colour_demand_ignores_values() {
        assert_eq!(
            jackass("B5 G1", Demand::Colour(Colour::Blue)),
            Some("B5".into())
        );
        assert_eq!(
            jackass("R5 GS", Demand::Colour(Colour::Red)),
            Some("R5".into())
        );
        assert_eq!(jackass("R5 GS", Demand::Colour(Colour::Blue)), None);
    }

    #[test]
    fn a_wild_matched_by_colour_names_wild() {
        // Declared colour Wild: the first wild card, played as a card of colour Wild.
        assert_eq!(
            jackass("R1 WD W", Demand::Colour(Colour::Wild)),
            Some("WD=W".into())
        );
        // A wild on top, matched as a card: colour Wild beats value.
        assert_eq!(jackass("R1 WD W", card("W")), Some("WD=W".into()));
    }

    #[test]
    fn the_dominant_colour_ties_go_to_the_colour_met_first() {
        let jones = Preset::Jones.rules();
        let hand = held("G1 R2 W");
        assert_eq!(dominant_colour(&hand, &jones), Colour::Green);
        assert_eq!(dominant_colour(&held("R1 W"), &jones), Colour::Red);
        assert_eq!(dominant_colour(&held("R1 W R2 W Y1"), &jones), Colour::Red);
        assert_eq!(dominant_colour(&held("W R1 Y2 W R1"), &jones), Colour::Wild);
        assert_eq!(dominant_colour(&held("Y1"), &jones), Colour::Yellow);
        let wilds = held("W WD");
        assert_eq!(dominant_colour(&wilds, &jones), Colour::Wild);
        assert_eq!(
            dominant_colour(&wilds, &Preset::Mattel.rules()),
            Colour::Red
        );
    }

    #[test]
    fn the_defensive_player_sheds_points_and_keeps_weapons() {
        let hand = held("R2 R9 RS W");
        let rules = Preset::Mattel.rules();
        let play = Defensive.play(&hand, card("R5"), &rules).unwrap();
        assert_eq!(written(&hand, play), "R9");
        let hand = held("BS W WD");
        let play = Defensive.play(&hand, card("R5"), &rules).unwrap();
        assert_eq!(written(&hand, play), "W=B");
    }

    #[test]
    fn a_drawn_card_is_played_only_if_it_is_the_one_chosen() {
        let rules = Preset::Jones.rules();
        let hand = held("B1 G7");
        let play = Jackass.play_drawn(&hand, card("G5"), &rules);
        assert_eq!(play.map(|p| p.place), Some(1));
        let hand = held("G1 B7");
        assert_eq!(Jackass.play_drawn(&hand, card("G5"), &rules), None);
    }

    #[test]
    fn the_cards_allowed_are_those_allowed_one_by_one() {
        let deck = crate::uno::card::build_order();
        for demand in [
            Demand::Colour(Colour::Red),
            Demand::Colour(Colour::Wild),
            card("G5"),
            card("YS"),
            card("W"),
            card("WD"),
        ] {
            for start in (0..deck.len()).step_by(7) {
                for length in [0, 1, 7, 30, 100] {
                    let cards = deck.iter().cycle().skip(start).step_by(3).take(length);
                    let hand: Hand = cards.copied().collect();
                    let one_by_one = hand
                        .placed()
                        .filter(|&(_, card)| demand.allows(card))
                        .fold(0, |set, (place, _)| set | 1 << place);
                    assert_eq!(demand.allowed(&hand), one_by_one, "{demand} {hand}");
                }
            }
        }
    }

    #[test]
    fn strategies_are_named() {
        for strategy in StrategyName::ALL {
            assert_eq!(strategy.name().parse::<StrategyName>(), Ok(strategy));
        }
        assert!("random".parse::<StrategyName>().is_err());
    }
}
