//! The players: what a hand must match ([`Demand`]), the [`Strategy`] a
//! player chooses a card with, the seed's "stupid jackass" ([`Jackass`])
//! and a second strategy from the blog's own list of ideas ([`Defensive`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::uno::card::{Card, Colour, Value};
use crate::uno::rules::Rules;

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

/// A card a player puts down: its place in the hand and, for a wild card,
/// the colour named. For a coloured card `declared` is its own colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    /// The card's index in the hand.
    pub index: usize,
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
    fn play(&mut self, hand: &[Card], demand: Demand, rules: &Rules) -> Option<Play>;

    /// Having drawn the last card of `hand`, which `demand` allows: whether
    /// to play it (only that card may be played) and the colour to name.
    /// By default, the card [`Strategy::play`] would choose, if it is that
    /// one.
    fn play_drawn(&mut self, hand: &[Card], demand: Demand, rules: &Rules) -> Option<Play> {
        let last = hand.len().checked_sub(1)?;
        self.play(hand, demand, rules)
            .filter(|play| play.index == last)
    }

    /// The colour seat 0 names when a Wild is turned up as the first
    /// discard under the official rules. By default the player's
    /// [`dominant_colour`].
    fn name_colour(&mut self, hand: &[Card], rules: &Rules) -> Colour {
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
/// use war_kata::uno::{Colour, Preset};
///
/// let jones = Preset::Jones.rules();
/// let hand = parse_cards("R1 W W").unwrap();
/// assert_eq!(dominant_colour(&hand, &jones), Colour::Wild);
/// assert_eq!(dominant_colour(&hand, &Preset::Mattel.rules()), Colour::Red);
/// assert_eq!(dominant_colour(&parse_cards("B2 R1 R3 B5").unwrap(), &jones), Colour::Blue);
/// ```
pub fn dominant_colour(hand: &[Card], rules: &Rules) -> Colour {
    colour_held_most(hand, rules.wild_may_name_wild)
}

/// The colour `hand` holds most cards of, ties to the colour met first, the
/// wild cards a colour of their own when `wild_counts` (else left out, and
/// a hand of wild cards only names red).
fn colour_held_most(hand: &[Card], wild_counts: bool) -> Colour {
    let mut counts = [0u32; 5];
    let mut first_seen = [usize::MAX; 5];
    for (index, card) in hand.iter().enumerate() {
        let colour = card.colour();
        if colour == Colour::Wild && !wild_counts {
            continue;
        }
        let group = colour as usize;
        counts[group] += 1;
        first_seen[group] = first_seen[group].min(index);
    }
    let best = (0..5).filter(|&group| counts[group] > 0).max_by(|&a, &b| {
        counts[a]
            .cmp(&counts[b])
            .then(first_seen[b].cmp(&first_seen[a]))
    });
    match best {
        Some(0) | None => Colour::Red,
        Some(1) => Colour::Blue,
        Some(2) => Colour::Yellow,
        Some(3) => Colour::Green,
        Some(_) => Colour::Wild,
    }
}

/// The seed's "stupid jackass": always the card that hurts the next player
/// most, exactly as the original program's `PlayMatchingCard` decides
/// (`003_programs.md` U8.3 and U8.4).
///
/// Of the cards the demand allows (`matching`, in hand order):
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
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Jackass;

/// No card: the index a [`Candidates`] slot holds while nothing was found.
const NONE: u8 = u8::MAX;

/// The first card of each kind that matters to the jackass, among the cards
/// the demand allows: indexes in the hand, [`NONE`] when there is none.
#[derive(Debug)]
struct Candidates {
    first: u8,
    only_draw_fours: bool,
    draw_two: u8,
    skip: u8,
    reverse: u8,
    on_colour: u8,
    on_value: u8,
    wild: u8,
}

/// `index` as an `Option`.
fn slot(index: u8) -> Option<usize> {
    (index != NONE).then_some(usize::from(index))
}

/// Keeps `index` in `slot` unless the slot already holds an earlier card.
#[inline(always)]
fn keep_first(slot: &mut u8, index: u8) {
    if *slot == NONE {
        *slot = index;
    }
}

/// The colour and value bytes a demand matches (a colour demand matches no
/// value: [`NONE`]).
#[inline(always)]
fn targets(demand: Demand) -> (u8, u8) {
    match demand {
        Demand::Colour(colour) => (colour as u8, NONE),
        Demand::Card(top) => (top.byte() >> 4, top.byte() & 0x0f),
    }
}

/// The cards of `hand` that `demand` allows, as a bit set over their
/// places: bit `i` for `hand[i]`. The engine deals at most the 108 cards of
/// the deck, so a hand never holds more than 128.
///
/// This is where a round spends most of its time, so it looks at eight
/// cards at a time, as the eight bytes of a `u64` ([`allowed_of_eight`]).
#[inline(always)]
fn matching(hand: &[Card], demand: Demand) -> u128 {
    let (colour, value) = targets(demand);
    let mut set = 0u128;
    for (chunk, cards) in hand.chunks(8).enumerate().take(16) {
        let eight = allowed_of_eight(pack(cards), colour, value);
        set |= u128::from(eight) << (8 * chunk);
    }
    set
}

/// Up to eight cards packed in a `u64`, one a byte, the first in the
/// lowest; the bytes of missing cards are [`NONE`].
#[inline(always)]
fn pack(cards: &[Card]) -> u64 {
    cards
        .iter()
        .rev()
        .fold(u64::MAX, |word, card| (word << 8) | u64::from(card.byte()))
}

/// Every byte of a `u64` set to `byte`.
const fn splat(byte: u8) -> u64 {
    0x0101_0101_0101_0101 * byte as u64
}

/// The high bit of every byte of `word` that is zero, and no other bit.
#[inline(always)]
fn zero_bytes(word: u64) -> u64 {
    const LOW_SEVEN: u64 = splat(0x7f);
    !(((word & LOW_SEVEN) + LOW_SEVEN) | word | LOW_SEVEN)
}

/// The high bits of the eight bytes of `word` (bit 7 of byte `i` for
/// every `i`) gathered into bit `i` of a byte.
#[inline(always)]
fn high_bits(word: u64) -> u8 {
    ((word >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// Which of the eight cards packed in `cards` (one a byte, the first in the
/// lowest) have colour `colour`, value `value` or are wild: bit `i` for
/// card `i`. A byte [`NONE`] is no card and never matches (its colour 15
/// and value 15 are no colour and no value).
#[inline(always)]
fn allowed_of_eight(cards: u64, colour: u8, value: u8) -> u8 {
    const LOW_HALVES: u64 = splat(0x0f);
    let colours = (cards >> 4) & LOW_HALVES;
    let values = cards & LOW_HALVES;
    let hits = zero_bytes(colours ^ splat(colour))
        | zero_bytes(values ^ splat(value))
        | zero_bytes(colours ^ splat(Colour::Wild as u8));
    high_bits(hits)
}

impl Candidates {
    /// Looks through `hand` for the cards `demand` allows, in two passes: a
    /// quick one over every card that marks those allowed (this loop is
    /// where a round spends its time), then one over the few allowed
    /// cards, sorting them by kind. `None` when no card is allowed.
    #[inline(always)]
    fn find(hand: &[Card], demand: Demand) -> Option<Candidates> {
        let mut allowed = matching(hand, demand);
        if allowed == 0 {
            return None;
        }
        let (colour, value) = targets(demand);
        let mut found = Candidates {
            first: allowed.trailing_zeros() as u8,
            only_draw_fours: true,
            draw_two: NONE,
            skip: NONE,
            reverse: NONE,
            on_colour: NONE,
            on_value: NONE,
            wild: NONE,
        };
        while allowed != 0 {
            let index = allowed.trailing_zeros() as u8;
            allowed &= allowed - 1;
            let card = hand[usize::from(index)].byte();
            let (card_colour, card_value) = (card >> 4, card & 0x0f);
            found.only_draw_fours &= card_value == VALUE_DRAW_FOUR;
            match card_value {
                VALUE_DRAW_TWO => keep_first(&mut found.draw_two, index),
                VALUE_SKIP => keep_first(&mut found.skip, index),
                VALUE_REVERSE => keep_first(&mut found.reverse, index),
                VALUE_WILD => keep_first(&mut found.wild, index),
                _ => {}
            }
            if card_colour == colour {
                keep_first(&mut found.on_colour, index);
            }
            if card_value == value {
                keep_first(&mut found.on_value, index);
            }
        }
        Some(found)
    }

    /// Step 5: the card matching by colour or value, as U8.3 and U8.4 pick
    /// it: on a card, with both kinds there, the first of the card's colour
    /// if the hand holds at least as many cards of that colour as of that
    /// value.
    fn colour_or_value(&self, hand: &[Card], demand: Demand) -> Option<usize> {
        match (demand, slot(self.on_colour), slot(self.on_value)) {
            (Demand::Colour(_), on_colour, _) => on_colour,
            (Demand::Card(top), Some(on_colour), Some(on_value)) => {
                let of_colour = hand.iter().filter(|c| c.colour() == top.colour()).count();
                let of_value = hand.iter().filter(|c| c.value() == top.value()).count();
                if of_colour >= of_value {
                    Some(on_colour)
                } else {
                    Some(on_value)
                }
            }
            (Demand::Card(_), on_colour, on_value) => on_colour.or(on_value),
        }
    }
}

/// The value bytes of the cards the jackass looks for.
const VALUE_REVERSE: u8 = 10;
/// See [`VALUE_REVERSE`].
const VALUE_SKIP: u8 = 11;
/// See [`VALUE_REVERSE`].
const VALUE_DRAW_TWO: u8 = 12;
/// See [`VALUE_REVERSE`].
const VALUE_DRAW_FOUR: u8 = 13;
/// See [`VALUE_REVERSE`].
const VALUE_WILD: u8 = 14;

impl Strategy for Jackass {
    fn name(&self) -> &'static str {
        "jackass"
    }

    #[inline]
    fn play(&mut self, hand: &[Card], demand: Demand, rules: &Rules) -> Option<Play> {
        let found = Candidates::find(hand, demand)?;
        let own_colour = |index: usize| Play {
            index,
            declared: hand[index].colour(),
        };
        let named = |index: usize| Play {
            index,
            declared: dominant_colour(hand, rules),
        };
        if found.only_draw_fours {
            return Some(named(usize::from(found.first)));
        }
        let action = if found.draw_two != NONE {
            found.draw_two
        } else if found.skip != NONE {
            found.skip
        } else {
            found.reverse
        };
        if let Some(index) = slot(action) {
            return Some(own_colour(index));
        }
        if let Some(index) = found.colour_or_value(hand, demand) {
            return Some(own_colour(index));
        }
        // Step 7, "this should never happen": a matching card that is no
        // Wild Draw Four is an action card, a card of the colour or value,
        // or a plain Wild.
        slot(found.wild).map(named)
    }
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

    fn play(&mut self, hand: &[Card], demand: Demand, _rules: &Rules) -> Option<Play> {
        let index = hand
            .iter()
            .enumerate()
            .filter(|&(_, &card)| demand.allows(card))
            .min_by_key(|&(index, &card)| (Defensive::keep(card), index))
            .map(|(index, _)| index)?;
        let card = hand[index];
        let declared = if card.is_wild() {
            colour_held_most(hand, false)
        } else {
            card.colour()
        };
        Some(Play { index, declared })
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

    #[inline]
    fn play(&mut self, hand: &[Card], demand: Demand, rules: &Rules) -> Option<Play> {
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
        let hand = parse_cards(hand).unwrap();
        Jackass
            .play(&hand, demand, &Preset::Jones.rules())
            .map(|play| hand[play.index].with_declared(play.declared))
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
        let hand = parse_cards("G1 R2 W").unwrap();
        assert_eq!(dominant_colour(&hand, &jones), Colour::Green);
        assert_eq!(
            dominant_colour(&parse_cards("R1 W").unwrap(), &jones),
            Colour::Red
        );
        let wilds = parse_cards("W WD").unwrap();
        assert_eq!(dominant_colour(&wilds, &jones), Colour::Wild);
        assert_eq!(
            dominant_colour(&wilds, &Preset::Mattel.rules()),
            Colour::Red
        );
    }

    #[test]
    fn the_defensive_player_sheds_points_and_keeps_weapons() {
        let hand = parse_cards("R2 R9 RS W").unwrap();
        let rules = Preset::Mattel.rules();
        let play = Defensive.play(&hand, card("R5"), &rules).unwrap();
        assert_eq!(hand[play.index].to_string(), "R9");
        let hand = parse_cards("BS W WD").unwrap();
        let play = Defensive.play(&hand, card("R5"), &rules).unwrap();
        assert_eq!(hand[play.index].with_declared(play.declared), "W=B");
    }

    #[test]
    fn a_drawn_card_is_played_only_if_it_is_the_one_chosen() {
        let rules = Preset::Jones.rules();
        let hand = parse_cards("B1 G7").unwrap();
        let play = Jackass.play_drawn(&hand, card("G5"), &rules);
        assert_eq!(play.map(|p| p.index), Some(1));
        let hand = parse_cards("G1 B7").unwrap();
        assert_eq!(Jackass.play_drawn(&hand, card("G5"), &rules), None);
    }

    #[test]
    fn eight_cards_at_a_time_agree_with_one_at_a_time() {
        assert_eq!(high_bits(0x8000_0000_0000_0080), 0b1000_0001);
        for pattern in 0..=255u8 {
            let word = (0..8).fold(0u64, |w, i| {
                w | (u64::from(pattern >> i & 1) << (8 * i + 7))
            });
            assert_eq!(high_bits(word), pattern);
        }
        let deck = crate::uno::card::build_order();
        let one_at_a_time = |hand: &[Card], demand: Demand| {
            hand.iter()
                .enumerate()
                .filter(|(_, &card)| demand.allows(card))
                .fold(0u128, |set, (i, _)| set | 1 << i)
        };
        for demand in [
            Demand::Colour(Colour::Red),
            Demand::Colour(Colour::Wild),
            card("G5"),
            card("YS"),
            card("W"),
            card("WD"),
        ] {
            for start in 0..deck.len() {
                for length in [0, 1, 7, 8, 9, 30, 100] {
                    let hand: Vec<Card> = deck
                        .iter()
                        .cycle()
                        .skip(start)
                        .take(length)
                        .copied()
                        .collect();
                    assert_eq!(
                        matching(&hand, demand),
                        one_at_a_time(&hand, demand),
                        "{demand} {hand:?}"
                    );
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
