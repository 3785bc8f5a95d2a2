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
end-both-short-first-out = neither player can put down { $needed } cards for a war, and { $loser } runs out first, the cards taken one at a time, A before B
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
answer-returned-none = find_winner returned None: a missing return?
answer-returned = find_winner returned { $what }: return 1, 0 or -1, an int
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
export-stop-question-hands = does the game stop?
export-not-in-time = { $function } did not return in time
export-not-within = { $function } did not return within { $limit }
export-no-answer = { $function } ended without an answer
export-time-limit-doc = A game that has not ended after this long fails instead of hanging.
export-java-deck-doc = The deck, top first, as the ArrayList findWinner takes (a List parameter takes it too).
export-java-play-doc = findWinner on the deck, failing the test when the game does not end in time.
export-java-hands-doc = findWinner on A's and B's hands, played without a deal, failing the test when the game does not end in time.
export-java-one-of-doc = Passes when actual is one of the accepted answers (an accepted alternative reading's too).
export-java-one-of = { " " }==> expected one of { $accepted } but was: { $actual }
export-python-timeout-doc =
    find_winner did not return in time. A BaseException, so that a port
    catching Exception (or TimeoutError) cannot swallow it.
export-python-time-limit-doc =
    Fails a test whose game has not ended in time, instead of hanging
    (where the platform has SIGALRM). A port that swallows even this stops
    the whole run one more time limit later, instead of hanging it.
export-python-gave-up =
    find_winner caught the time limit's
    exception and went on: the tests are stopped
export-rust-thread-doc =
    `game` on a thread of its own, failing the test when it does not end in
    time.
export-rust-play-doc =
    `find_winner` on the deck, failing the test when the game does not end
    in time.
export-rust-one-of-doc =
    Passes when `actual` is one of the `accepted` answers (an accepted
    alternative reading's too).
export-rust-one-of = { $message }: expected one of { $accepted }, got { $actual }
export-rust-hands-doc =
    `find_winner_hands` on A's and B's hands, played without a deal, failing
    the test when the game does not end in time.
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

## What a misreading makes a port do, and what the assignment says instead
## (src/war/grade/diagnose.rs): "the port " comes before each.

misreading-limit_counts_rounds = counts only the battles that start a round toward the 1000; every battle counts, the ones that settle a war too ("deze tweede slag")
misreading-empty_before_limit = checks the empty decks before the limit, so a deck emptied by the 1000th battle still loses; as decided, the limit comes first (an accepted alternative reading)
misreading-limit_ends_war = ends the game as a technical draw on a tie at the 1000th battle, even when a player could not have fought the war; as decided, whether a player can fight belongs to the tied battle (an accepted alternative reading)
misreading-war_needs_four_cards = makes a player who cannot put down three cards and a fourth to play lose the war; three cards are enough ("drie kaarten")
misreading-a_loses_when_both_short = makes A lose when both players are short of cards for a war; that is a draw
misreading-fewer_loses_when_both_short = makes the player with fewer cards (the one who runs out first) lose when both are short of cards for a war; that is a draw, whatever the counts ("beide spelers niet in staat")
misreading-winner_card_first = puts the winner's card first under their deck; A's card always comes before B's ("ongeacht welke speler het gevecht heeft gewonnen")
misreading-war_cards_interleaved = lays the war cards A, B, A, B; A puts down three cards, then B does ("in volgorde")
misreading-two_cards_down = puts two cards down in a war; each player puts down three
misreading-deal_halves = deals the first half of the deck to A and the rest to B; the cards are dealt alternately, the first to A
misreading-java_integer_identity = compares the cards as Integer objects with ==, so equal cards outside -128..127 do not start a war and B wins; compare int values (or use equals)
misreading-java_integer_draw_at_limit = compares the cards as Integer objects with >, < and ==, none of which holds for equal cards outside -128..127: no card moves, and the game stands still until the limit, a draw; compare int values (or use equals)
misreading-java_integer_endless_loop = compares the cards as Integer objects with >, < and ==, none of which holds for equal cards outside -128..127: no card moves and the game never ends; compare int values (or use equals)
misreading-java_integer_returns_2 = compares the cards as Integer objects with >, < and ==, none of which holds for equal cards outside -128..127, and findWinner returns 2; compare int values (or use equals)
misreading-no_limit = has no battle limit, so a game that repeats never ends; after the 1000th battle the game is a technical draw
misreading-limit_one_late = plays 1001 battles before the technical draw; the game stops after the 1000th
misreading-limit_one_early = stops after 999 battles; the game stops after the 1000th
misreading-pile_reversed = puts the pile under the winner's deck in reverse order; it goes in the order it was laid down
misreading-empty_decks_a_loses = makes A lose when both decks are empty; that is a draw (an empty starting deck included)
misreading-first_out_loses_when_both_short = takes the war's cards one at a time, A before B, and makes the first who runs out lose when both are short of cards for a war, A with as many cards as B; that is a draw, whatever the counts ("beide spelers niet in staat")
misreading-short_war_crashes = takes the war's cards without looking whether the player has them, so a player short of cards for a war makes it crash (a card taken from an empty deck); that player loses, and when both are short it is a draw ("niet in staat om de vereiste drie kaarten ... af te leggen")
misreading-empty_deal_a_loses = answers -1 (B wins) for an empty deck; with no cards dealt, both decks are empty before the first battle: a draw ("Als beide spelers geen kaarten op hun stapel hebben")

## A misreading's name as a reader sees it: its id (src/war/grade/diagnose.rs).

misreading-label-limit_counts_rounds = { $id }
misreading-label-empty_before_limit = { $id }
misreading-label-limit_ends_war = { $id }
misreading-label-war_needs_four_cards = { $id }
misreading-label-a_loses_when_both_short = { $id }
misreading-label-fewer_loses_when_both_short = { $id }
misreading-label-winner_card_first = { $id }
misreading-label-war_cards_interleaved = { $id }
misreading-label-two_cards_down = { $id }
misreading-label-deal_halves = { $id }
misreading-label-java_integer_identity = { $id }
misreading-label-java_integer_draw_at_limit = { $id }
misreading-label-java_integer_endless_loop = { $id }
misreading-label-java_integer_returns_2 = { $id }
misreading-label-no_limit = { $id }
misreading-label-limit_one_late = { $id }
misreading-label-limit_one_early = { $id }
misreading-label-pile_reversed = { $id }
misreading-label-empty_decks_a_loses = { $id }
misreading-label-first_out_loses_when_both_short = { $id }
misreading-label-short_war_crashes = { $id }
misreading-label-empty_deal_a_loses = { $id }

## A graded report (src/war/grade/report.rs): every format draws on these.

noun-deck = deck
noun-hands = hands
report-random-case = the smallest { $noun } found from { $found } of the { $of } random decks of seed { $seed }
report-no-set = no known misreading explains all of the port's answers, alone or with up to { $others } others
report-no-set-closest = { $none }; { $closest }
report-no-set-each-case = { $none }; each failing case says what gives its answer, if anything does
report-all-answers-right = every answer of the port is the rules'
report-answered-nothing = the port answered no case
report-unpredicted-only = { $answers }; no known misreading predicts its crashes and time-outs: { $cases }
report-unpredicted = { $text }. The crashes and time-outs no misreading named predicts: { $cases }
report-renamed-case = { $name } with its cards renamed
report-closest-example = on { $game } the port answered { $did }, where they give { $gives }
report-closest = the closest, { $set }, explains all but { $unexplained } of the { $answers } games the port answered ({ $example }): { $each }
report-one-misreading = the answers match a known misreading of the rules, { $each }
report-misreadings-together = the answers match { $count } misreadings of the rules together: { $each }
report-explains = { $name } (explains { $cases }): the port { $explanation }
report-misreading = { $name }: the port { $explanation }
report-several = the answers match each of these, which more cases would tell apart: { $sets }. { $named }
report-and-more = { $shown } and { $more } more
cards-empty = (empty)
cards-cut = { $first } ... ({ $cards } cards)
report-deck = deck:
report-hands = hands:
report-expected = expected:
report-accepted = accepted:
report-actual = actual:
report-renamed = renamed:
report-found = found:
accepted-under-reading = { $answer } under the reading { $reading }
report-not-counted-strict = (not counted: --strict)
report-renamed-line = { $answer } on the same game with its cards renamed, { $cards }: the answer depends on the exact deck
report-golden-trace = golden trace: { $pointer }
report-stderr = stderr of the port:
report-explained-by = explained by: { $misreadings }
report-what-gives = what gives { $answer } here (and every answer the port got right): { $sets }
report-what-gives-more = what gives { $answer } here (and every answer the port got right): { $sets } (and { $more } more)
report-nothing-gives = no known misreading gives { $answer } here
report-this = this
answer-of-reading = { $answer } (the reading { $reading })
report-right-not-counted = { $answer }, right but not counted: every case the port passes expects it
report-reading-not-counted = { $answer } (the reading { $reading }), not counted: { $why }
report-run-case = case { $number }
report-run-cases = cases { $first } to { $last }
report-run = -- run with { $cases } ({ $ending }):
report-same-as-above = the same as above
report-random-title = and { $decks } random decks (seed { $seed })
report-your-submission = your submission
report-title = grading { $graded } on { $cases ->
    [one] { $cases } case
   *[other] { $cases } cases
}{ $random } (rules: { $rules })
report-subject = for { $graded } (rules: { $rules })
problem-reading-strict = the answer of the reading { $reading } (--strict)
problem-wrong = expected { $expected }, got { $got }
problem-same-answer = { $answer } is right, but not counted: every case the port passes expects it
problem-unshown = the answer of the reading { $reading }, not counted: { $why }
problem-exact-deck = { $answer } here, but another answer on the same game with its cards renamed: the answer depends on the exact deck
report-game = the reference's game:
report-game-golden = the reference's game (golden trace: { $pointer }):
report-game-takes = the reference's game takes { $battles ->
    [one] { $battles } battle
   *[other] { $battles } battles
}; golden trace: { $pointer }
report-game-cut = [... cut: the game takes { $battles ->
    [one] { $battles } battle
   *[other] { $battles } battles
} in all]
report-found-by = by shrinking random decks { $decks } of seed { $seed }
report-found-by-bounded = by shrinking random decks { $decks } of seed { $seed }; the shrink stopped at its bound, so a smaller deck may disagree too
word-time-out = time-out
word-crash = crash
word-not-an-answer = not an answer
word-too-much-output = too much output
word-several-answers = several answers
word-not-run = not run
prediction-endless = a game that never ends
prediction-crash = a crash (a card taken from an empty deck)
observation-crash = a crash
report-stray = the port also wrote { $count ->
    [one] { $count } line that is not an answer
   *[other] { $count } lines that are not answers
}: { $lines }
unshown-untold = no graded case tells the reading { $reading } apart from the misreading { $misreading }, which gives the same answer here
unshown-not-shown = the port does not show the reading { $reading }: on { $case }, which tells it apart from the misreading { $misreading }, the port { $did } where the reading gives { $gives }
did-answered = answered { $answer }
did-no-answer-in-time = gave no answer in time
did-crash = crashed
did-no-answer = gave no answer

# The notes of a report (src/war/grade/note.rs).
note-other-rules = { $count ->
    [one] 1 fixture not graded: it plays
   *[other] { $count } fixtures not graded: they play
} other rules than { $preset }
note-same-answer = none of the { $uncounted } right answers counts: every case the port passes expects { $code }, and a right answer counts only when the port also gets right a case that expects another answer
note-out-of-time = the port's time ({ $budget }) was spent: the last { $cases ->
    [one] 1 case
   *[other] { $cases } cases
} were not run, and count as time-outs
note-stray = the port wrote { $lines ->
    [one] 1 line that is
   *[other] { $lines } lines that are
} not answers (1, 0 or -1), with { $cases ->
    [one] 1 case
   *[other] { $cases } cases
}, e.g. { $example } with { $case }; each is reported with its case and counted for none other
note-several = the port answered { $decks ->
    [one] 1 deck more than once: one answer a deck is the protocol, so it failed
   *[other] { $decks } decks more than once: one answer a deck is the protocol, so each failed
}
note-gave-up = the port answered nothing for { $timeouts } time-outs in a row, so the last { $cases ->
    [one] 1 case
   *[other] { $cases } cases
} were not run
note-stopped = { $stopped }: the port was killed, and the last { $cases ->
    [one] 1 case
   *[other] { $cases } cases
} were not run
note-random-played = the port played { $count } random decks (seed { $seed })
note-random-not-run = , { $count } not run
note-random-agrees = { $played }: it agrees with the reference on every one
note-random-shrunk-some = the { $shrunk } shortest were shrunk
note-random-shrunk-each = each was shrunk
note-random-disagrees = { $played }: it disagrees with the reference on { $disagreed }; { $shrunk } ({ $asked ->
    [one] 1 deck
   *[other] { $asked } decks
} asked, { $time }) to the smallest decks among the cases above, each named by its deck
note-holds-back = the port holds its answers back until it exits (it does not flush after each line), so its cases were run one per start once that was found
