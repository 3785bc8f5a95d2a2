//! The ways ports are known to misread UNO's rules, each playable: the
//! engine playing a deal with the preset's [`Rules`] changed in one field,
//! or with another refill, never a copy of its loop.
//!
//! The first six are misreadings met in real UNO programs, each with its
//! source; the others are the other preset's rule where the original
//! program and the official rules differ (`003_programs.md` U10), which a
//! port of one reads in the other's way. A rule flipped between the
//! presets is named by what the port does under each; one that changes
//! nothing under a preset (the leftover of a refill, under `mattel`) is
//! left out of its list.

use crate::grade::kata::Misreading;
use crate::uno::refill::{NewestFirst, OldestFirst};
use crate::uno::rules::{
    DrawFour, DrawFourPlayed, DrawnPlay, FirstAction, FirstWild, Leftover, Preset, ReverseWithTwo,
    Rules, Stacking,
};

use super::deal::Deal;
use super::reference::{play, Outcome, UnoKata};

/// The misreadings a port of `preset` is diagnosed by, the ones met in
/// real programs first.
pub fn misreadings(preset: Preset) -> Vec<Misreading<UnoKata>> {
    let jones = preset == Preset::Jones;
    let pick = |at_jones: &'static str, at_mattel: &'static str| {
        if jones {
            at_jones
        } else {
            at_mattel
        }
    };
    let mut misreadings = vec![
        Misreading {
            name: pick("reverse_skips_between_two", "reverse_ignored_between_two"),
            description: pick(
                "the port makes a Reverse between two players skip the opponent, as the official rules do; the program's Reverse changes nothing between two (003_programs.md U7; guilhermebkel/uno-game#17 is the same point read the program's way)",
                "the port's Reverse changes nothing between two players (guilhermebkel/uno-game#17, and the original program, U7); the official rules make it a Skip",
            ),
            rule: "reverse_with_two",
            change: Change::Rules(reverse_between_two),
        },
        Misreading {
            name: "drawn_card_gives_another_turn",
            description: pick(
                "the port gives a player who drew a card it can play another whole turn (tk-codes/uno#3); the drawn card is played at once if it matches the previous card, and that ends the turn (U8.6)",
                "the port gives a player who drew a card it can play another whole turn (tk-codes/uno#3); officially the drawn card may be played at once, and that ends the turn",
            ),
            rule: "drawn_play",
            change: Change::Rules(drawn_card_gives_another_turn),
        },
        Misreading {
            name: "draw_four_despite_colour",
            description: "the port's player plays a Wild Draw Four first whenever it may, even holding a card of the colour to match, as the Nifty UNO reference does; the official rules allow it only without such a card (tk-codes/uno PR #8), and the player plays one only when every card it may put down is one (U8.3, U8.4)",
            rule: "draw_four_played",
            change: Change::Rules(draw_four_despite_colour),
        },
        Misreading {
            name: "draw_cards_stack",
            description: pick(
                "the port lets a player attacked by a Draw Two who holds a Draw Two play it instead of drawing, the next player then drawing four (CompSciLauren/uno#52); an attacked player draws and does nothing else (U7)",
                "the port lets an attacked player pass a Draw Two on with a Draw Two, a Wild Draw Four with a Wild Draw Four, the next player drawing the cards of both (CompSciLauren/uno#52); officially an attacked player draws and misses the turn",
            ),
            rule: "stacking",
            change: Change::Rules(draw_cards_stack),
        },
        Misreading {
            name: "first_wild_stays",
            description: pick(
                "the port leaves a wild card turned up as the first discard on top, naming no colour, so that only a wild card can follow it (myano/jenni#220); the program buries it under the next card of the draw pile (U4)",
                "the port leaves a wild card turned up as the first discard on top, naming no colour, so that only a wild card can follow it (myano/jenni#220); officially seat 0 names a first Wild's colour, and a first Wild Draw Four goes back into the draw pile",
            ),
            rule: "first_wild",
            change: Change::Rules(first_wild_stays),
        },
        Misreading {
            name: "refill_newest_first",
            description: "the port turns the discard pile into the draw pile the other way up, the card played last (just under the top) drawn first; the refill puts the card played first on top (oldest-first, the kata's order for the program's shuffle, U5)",
            rule: "refill",
            change: Change::NewestFirst,
        },
        Misreading {
            name: pick("draw_four_attacks", "draw_four_plain_wild"),
            description: pick(
                "the port's Wild Draw Four makes the next player draw four and miss the turn, as the official rules say; the program plays it as a plain wild (U7)",
                "the port plays a Wild Draw Four as a plain wild, as the original program does (U7); officially the next player draws four and misses the turn",
            ),
            rule: "draw_four",
            change: Change::Rules(draw_four_other_preset),
        },
        Misreading {
            name: pick("drawn_card_acts", "drawn_card_lost"),
            description: pick(
                "the port puts a card played right after it was drawn on the discard pile, where it acts; in the program it leaves the game without acting (U8.6)",
                "the port's card played right after it was drawn leaves the game without acting, as in the original program (U8.6); officially it goes on the discard pile and acts",
            ),
            rule: "drawn_play",
            change: Change::Rules(drawn_play_other_preset),
        },
        Misreading {
            name: pick("first_action_applies", "first_action_ignored"),
            description: pick(
                "the port lets an action card turned up as the first discard act on seat 0, as the official rules say; the program ignores it (U4)",
                "the port ignores an action card turned up as the first discard, as the original program does (U4); officially it acts on seat 0",
            ),
            rule: "first_action",
            change: Change::Rules(first_action_other_preset),
        },
    ];
    // Under the official rules the draw pile is refilled only once it is
    // empty: nothing is ever left in it to keep or drop.
    if jones {
        misreadings.push(Misreading {
            name: "refill_keeps_leftover",
            description: "the port keeps the cards left in the draw pile at a refill, on top of the new one; the program drops them from the game (U5)",
            rule: "leftover",
            change: Change::Rules(refill_keeps_leftover),
        });
    }
    misreadings
}

/// A misreading's change to the reference's play: a field of the rules
/// set otherwise, or the refills the other way up.
#[derive(Debug, Clone, Copy)]
pub enum Change {
    /// A field of the preset's rules set otherwise.
    Rules(fn(&mut Rules)),
    /// The refills the other way up ([`NewestFirst`]).
    NewestFirst,
}

/// Plays `deal` by the preset's rules changed by every one of `changes`,
/// the refills oldest first unless a change turns them.
pub fn misread(kata: &UnoKata, deal: &Deal, changes: &[Change]) -> Outcome {
    let mut rules = kata.preset.rules();
    let mut newest_first = false;
    for change in changes {
        match change {
            Change::Rules(change) => change(&mut rules),
            Change::NewestFirst => newest_first = true,
        }
    }
    if newest_first {
        play(deal, rules, &mut NewestFirst)
    } else {
        play(deal, rules, &mut OldestFirst)
    }
}

/// A Reverse between two players read the other preset's way: a Skip
/// under `jones`, nothing under `mattel` (U7, U10).
fn reverse_between_two(rules: &mut Rules) {
    rules.reverse_with_two = match rules.reverse_with_two {
        ReverseWithTwo::NoEffect => ReverseWithTwo::Skips,
        ReverseWithTwo::Skips => ReverseWithTwo::NoEffect,
    }
}

/// A player who drew a card it can play takes another turn
/// ([`DrawnPlay::AnotherTurn`], tk-codes/uno#3).
fn drawn_card_gives_another_turn(rules: &mut Rules) {
    rules.drawn_play = DrawnPlay::AnotherTurn;
}

/// A Wild Draw Four played before any other card
/// ([`DrawFourPlayed::First`], the official restriction ignored).
fn draw_four_despite_colour(rules: &mut Rules) {
    rules.draw_four_played = DrawFourPlayed::First;
}

/// Draw attacks passed on with a card of their kind
/// ([`Stacking::SameKind`], CompSciLauren/uno#52).
fn draw_cards_stack(rules: &mut Rules) {
    rules.stacking = Stacking::SameKind;
}

/// A wild first discard left on top, no colour named ([`FirstWild::Stays`],
/// myano/jenni#220).
fn first_wild_stays(rules: &mut Rules) {
    rules.first_wild = FirstWild::Stays;
}

/// A Wild Draw Four read the other preset's way: it attacks under `jones`,
/// it is a plain wild under `mattel` (U7).
fn draw_four_other_preset(rules: &mut Rules) {
    rules.draw_four = match rules.draw_four {
        DrawFour::PlainWild => DrawFour::Attacks,
        DrawFour::Attacks => DrawFour::PlainWild,
    }
}

/// A card played right after it was drawn read the other preset's way: on
/// the pile and acting under `jones`, lost under `mattel` (U8.6).
fn drawn_play_other_preset(rules: &mut Rules) {
    rules.drawn_play = match rules.drawn_play {
        DrawnPlay::Lost => DrawnPlay::Played,
        DrawnPlay::Played | DrawnPlay::AnotherTurn => DrawnPlay::Lost,
    }
}

/// The cards left in the draw pile at a refill kept on top of the new one
/// ([`Leftover::Kept`]), not dropped (U5).
fn refill_keeps_leftover(rules: &mut Rules) {
    rules.leftover = Leftover::Kept;
}

/// An action card turned up first read the other preset's way: it acts on
/// seat 0 under `jones`, it is ignored under `mattel` (U4).
fn first_action_other_preset(rules: &mut Rules) {
    rules.first_action = match rules.first_action {
        FirstAction::Ignored => FirstAction::Applies,
        FirstAction::Applies => FirstAction::Ignored,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::kata::Kata;
    use crate::uno::builtin::FIXTURES;
    use crate::uno::grade::load_cases;

    #[test]
    fn every_misreading_changes_the_answer_of_a_built_in_case_of_each_preset() {
        let mut untold = Vec::new();
        for preset in Preset::ALL {
            let kata = UnoKata { preset };
            let (cases, _) = load_cases(&[], preset, &FIXTURES).unwrap();
            let misreadings = kata.misreadings();
            let mut names: Vec<&str> = misreadings.iter().map(|m| m.name).collect();
            names.dedup();
            assert_eq!(names.len(), misreadings.len());
            untold.extend(
                misreadings
                    .iter()
                    .filter(|misreading| {
                        cases
                            .iter()
                            .all(|case| misreading.play(&kata, &case.input) == case.expected)
                    })
                    .map(|misreading| format!("{preset}: {}", misreading.name)),
            );
        }
        assert!(untold.is_empty(), "no case tells {untold:?}");
    }
}
