# War's messages in English: what a student reads, from `war trace`,
# `war learn`, `war new`, `war grade` and the autograder.
#
# This is the file to translate: copy it to `<code>.ftl` (nl.ftl is the
# Dutch), translate the text right of each `=`, and keep every id and every
# `{ $variable }`. `tests/locales.rs` checks that each language has every
# id with the same variables. Players are always `A` and `B`, cards their
# numbers.

## The golden trace (src/war/trace.rs). Its English is the golden traces'
## text, byte for byte: change it here and every snapshot changes.

trace-rules = rules: { $rules }
trace-rules-with = { $preset } with { $changes }
trace-deck = deck: { $cards }
trace-deal = deal
trace-hands = hands
trace-empty = (empty)
trace-pile = pile
trace-battle = battle { $number }: A { $a }, B { $b }: { $settled }
trace-won = { $winner } wins and takes { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
trace-war = war, A puts down { $a }, B puts down { $b }
trace-has = { $player } has { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
trace-short-both = war, but { $a_has } and { $b_has }: both need { $needed }
trace-short-one = war, but { $has } and needs { $needed }
trace-tie-at-limit = tie on the last battle the limit allows
trace-cycle = cycle: after battle { $repeat } the decks are as after battle { $earlier }, and so every { $period ->
    [one] { $period } battle
   *[other] { $period } battles
} ({ $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
})
trace-outcome = outcome: { $outcome } after { $played }: { $why }
trace-battles = { $battles ->
    [one] { $battles } battle
   *[other] { $battles } battles
}
trace-battles-in-rounds = { $battles ->
    [one] { $battles } battle
   *[other] { $battles } battles
} in { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
outcome-a = A wins
outcome-b = B wins
outcome-draw = draw
end-empty-deck = { $loser } has no cards left at the start of battle { $battle }
end-empty-deck-nobody = a player has no cards left at the start of battle { $battle }
end-both-empty = both players have no cards at the start of battle { $battle }
end-short = { $loser } cannot put down { $needed } cards for a war
end-short-pat = a player runs out of cards during a war, which is a draw (PAT)
end-both-short = neither player can put down { $needed } cards for a war
end-both-short-a-loses = neither player can put down { $needed } cards for a war, and A, checked first, loses
end-both-short-fewer-loses = neither player can put down { $needed } cards for a war, and { $loser } has fewer cards
end-limit = technical draw, the limit of { $limit } { $unit ->
    [rounds] rounds
   *[battles] battles
} is reached
end-safety-limit = stopped at the safety limit of { $limit } { $unit ->
    [rounds] rounds
   *[battles] battles
}, which the source does not have
end-cycle = the game repeats forever

## `war play`'s summary of a game (src/bin/war/play.rs).

play-summary = { $outcome } after { $battles ->
    [one] { $battles } battle
   *[other] { $battles } battles
} in { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, { $wars ->
    [one] { $wars } war
   *[other] { $wars } wars
}: { $why }
