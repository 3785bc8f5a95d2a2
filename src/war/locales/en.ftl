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

## A port's answers, as `war learn` and `war grade` show them
## (src/war/grade/report.rs).

code-with-outcome = { $code } ({ $outcome })
answer-garbage = not an answer: { $line } (expected 1, 0 or -1 on a line)
answer-timeout = no answer within { $limit }
answer-crashed = no answer: { $reason }
answer-raised = crashed: the port's code raised { $what }
answer-several = answered this deck { $times } times: { $answers } (one answer a deck)
answer-then = then
answer-not-run = not run: { $reason }

## `war learn` (src/war/learn/walk.rs) and the path's summary.

path-summary = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} in { $chapters ->
    [one] { $chapters } chapter
   *[other] { $chapters } chapters
}, { $fixtures ->
    [one] { $fixtures } fixture
   *[other] { $fixtures } fixtures
}
learn-header = war learn: `{ $command }` on the path through { $path }
learn-pass = PASS  step { $number }: { $title } ({ $cases ->
    [one] { $cases } case
   *[other] { $cases } cases
})
learn-reading = { $name }: passed with the answer of the accepted reading { $reading }
learn-fail = FAIL  step { $number }: { $title } (chapter: { $chapter })
learn-rule = the rule:
learn-hint = a hint:
learn-case = the case: { $name }: { $description }
learn-deck = deck:
learn-expected = expected:
learn-accepted = accepted:
learn-accepted-reading = { $answer } (the reading { $reading })
learn-yours = your port:
learn-stderr = your port's standard error:
learn-reference = the reference's game ({ $command }):
learn-whole-trace = (`{ $command }` shows it whole)
learn-stopped = { $passed ->
    [one] { $passed } step
   *[other] { $passed } steps
} passed, step { $number } failed{ $ahead ->
    [0] {""}
    [one] , { $ahead } step ahead
   *[other] , { $ahead } steps ahead
}. Make this step pass, then run war learn again.
learn-finished =
    all { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } passed: the port plays every rule of the path. What to try next:
    - `war grade --cmd { $command }` grades it on every fixture of the assignment, in the
      formats a teacher uses, and names a known misreading if one explains a failure
    - the other Wars of the sources: `war rules` lists their presets, and
      `war trace --rules kata --deck "A K 2 2 3 4 5 6 7 8"` plays one battle by battle

## The tests written for a learner: `war new`'s starters
## (src/war/learn/starter.rs) and `war export` (src/war/grade/export.rs).

starter-header-tests = The path through { $title }: { $tests ->
    [one] { $tests } test
   *[other] { $tests } tests
}, in the order to make them pass.
starter-header-switch = Only the first is switched on; switch on the next once all above it pass.
starter-header-written = Written by `war new` from war-kata's fixtures and its path, kata/war/path.yaml.
starter-step = Step { $number } of { $steps }: { $title } ({ $chapter }).
starter-rule = Rule: { $rule }
starter-hint = Hint: { $hint }
starter-switched-off = step { $number }: switch this test on once the tests above it pass
starter-steps = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} in { $chapters ->
    [one] { $chapters } chapter
   *[other] { $chapters } chapters
} and { $tests ->
    [one] { $tests } test
   *[other] { $tests } tests
}
export-switch-on = Switch this test on: delete the { $line } line below.
export-put-beside = Put it next to { $module }.py and run `python3 -m pytest`.
export-stop-question = does the game stop after the 1000th battle?
new-written = wrote a { $language } starter to { $folder }: read INSTRUCTIONS.md, then run `{ $first }` there: one test fails, the rest wait their turn

## `war diff`, a student's check of one deck (src/war/grade/diff.rs).

diff-deck = deck:
diff-hands = hands:
diff-port = port:
diff-reference = reference:
diff-accepted = accepted:
diff-accepted-reading = { $answer } under the reading { $reading }
diff-agree = they agree
diff-agree-reading = they agree: the port's answer is an accepted reading's
diff-differ = they differ
diff-explained = what gives the port's answer: { $misreadings }
diff-candidates = what gives the port's answer on this deck: { $misreadings }
diff-candidates-more = what gives the port's answer on this deck: { $misreadings } (and { $more } more)
diff-unexplained = no known misreading of the rules gives the port's answer on this deck
diff-game = the reference's game:
