# De berichten van Oorlogje (`war`) in het Nederlands: wat een student leest, van
# `war trace`, `war learn`, `war new`, `war grade` en de autograder.
#
# De woorden zijn die van de opdracht (002_e1f39bd2aaf08435.txt,
# "Simulaties"): kaart, stapel, aflegstapel, slag, oorlog, gelijkspel,
# technisch gelijkspel. Spelers heten altijd `A` en `B`.

## Het spoor van een spel (src/war/trace.rs).

trace-rules = regels: { $rules }
trace-rules-with = { $preset } met { $changes }
trace-deck = beginstapel: { $cards }
trace-deal = gedeeld
trace-hands = stapels
trace-empty = (leeg)
trace-pile = aflegstapel
trace-battle = slag { $number }: A { $a }, B { $b }: { $settled }
trace-won = { $winner } wint en neemt { $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
}
trace-war = oorlog, A legt { $a } af, B legt { $b } af
trace-has = { $player } heeft { $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
}
trace-short-both = oorlog, maar { $a_has } en { $b_has }: allebei hebben ze er { $needed } nodig
trace-short-one = oorlog, maar { $has } en heeft er { $needed } nodig
trace-tie-at-limit = gelijk in de laatste slag die de grens toelaat
trace-cycle = kringloop: na slag { $repeat } zijn de stapels zoals na slag { $earlier }, en zo steeds na { $period ->
    [one] { $period } slag
   *[other] { $period } slagen
} ({ $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
})
trace-outcome = uitkomst: { $outcome } na { $played }: { $why }
trace-battles = { $battles ->
    [one] { $battles } slag
   *[other] { $battles } slagen
}
trace-battles-in-rounds = { $battles ->
    [one] { $battles } slag
   *[other] { $battles } slagen
} in { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
outcome-a = A wint
outcome-b = B wint
outcome-draw = gelijkspel
end-empty-deck = { $loser } heeft geen kaarten meer aan het begin van slag { $battle }
end-empty-deck-nobody = een speler heeft geen kaarten meer aan het begin van slag { $battle }
end-both-empty = geen van beide spelers heeft nog kaarten aan het begin van slag { $battle }
end-short = { $loser } kan geen { $needed } kaarten afleggen voor een oorlog
end-short-pat = een speler heeft tijdens een oorlog geen kaarten meer, en het spel eindigt dan in gelijkspel (PAT)
end-both-short = geen van beide spelers kan { $needed } kaarten afleggen voor een oorlog
end-both-short-a-loses = geen van beide spelers kan { $needed } kaarten afleggen voor een oorlog, en A, die eerst geteld wordt, verliest
end-both-short-fewer-loses = geen van beide spelers kan { $needed } kaarten afleggen voor een oorlog, en { $loser } heeft de minste kaarten
end-both-short-first-out = geen van beide spelers kan { $needed } kaarten afleggen voor een oorlog, en { $loser } heeft als eerste geen kaart meer, de kaarten één voor één gelegd, A voor B
end-limit = technisch gelijkspel, de grens van { $limit } { $unit ->
    [rounds] rondes
   *[battles] slagen
} is bereikt
end-safety-limit = gestopt bij de veiligheidsgrens van { $limit } { $unit ->
    [rounds] rondes
   *[battles] slagen
}, die de bron niet heeft
end-cycle = het spel herhaalt zich eindeloos

## De samenvatting van een spel door `war play` (src/bin/war/play.rs).

play-summary = { $outcome } na { $battles ->
    [one] { $battles } slag
   *[other] { $battles } slagen
} in { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}, { $wars ->
    [one] { $wars } oorlog
   *[other] { $wars } oorlogen
}: { $why }

## De antwoorden van een programma, zoals `war learn` en `war grade` ze tonen
## (src/war/grade/report.rs).

code-with-outcome = { $code } ({ $outcome })
answer-garbage = geen antwoord: { $line } (verwacht: 1, 0 of -1, op een eigen regel)
answer-timeout = geen antwoord binnen { $limit }
answer-crashed = geen antwoord: { $reason }
answer-raised = gecrasht: je programma gooide { $what }
answer-returned-none = find_winner gaf None terug: is de return vergeten?
answer-returned = find_winner gaf { $what } terug: geef 1, 0 of -1 terug, als int
answer-several = gaf op deze stapel { $times } antwoorden: { $answers } (één antwoord per stapel)
answer-then = daarna
answer-not-run = niet uitgevoerd: { $reason }

## `war learn` (src/war/learn/walk.rs) en de samenvatting van het pad.

path-summary = { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} in { $chapters ->
    [one] { $chapters } hoofdstuk
   *[other] { $chapters } hoofdstukken
}, { $fixtures ->
    [one] { $fixtures } fixture
   *[other] { $fixtures } fixtures
}
learn-header = war learn: `{ $command }` op het pad door { $path }
learn-pass = GOED  stap { $number }: { $title } ({ $cases ->
    [one] { $cases } geval
   *[other] { $cases } gevallen
})
learn-reading = { $name }: goed, met het antwoord van de toegestane lezing { $reading }
learn-fail = FOUT  stap { $number }: { $title } (hoofdstuk: { $chapter })
learn-rule = de regel:
learn-hint = een hint:
learn-case = het geval: { $name }: { $description }
learn-deck = stapel:
learn-expected = verwacht:
learn-accepted = ook goed:
learn-accepted-reading = { $answer } (de lezing { $reading })
learn-yours = jouw antwoord:
learn-stderr = wat je programma op stderr schreef:
learn-reference = zo speelt de referentie het ({ $command }):
learn-whole-trace = (`{ $command }` laat het hele spel zien)
learn-stopped = { $passed ->
    [one] { $passed } stap
   *[other] { $passed } stappen
} goed, stap { $number } fout{ $ahead ->
    [0] {""}
    [one] , nog { $ahead } stap te gaan
   *[other] , nog { $ahead } stappen te gaan
}. Zorg dat deze stap goed gaat en start dan war learn opnieuw.
learn-finished =
    alle { $steps ->
        [one] { $steps } stap
       *[other] { $steps } stappen
    } goed: je programma speelt elke regel van het pad. Wat je nu nog kunt doen:
    - `war grade --cmd { $command }` beoordeelt hem op elke fixture van de opdracht, in de
      vormen die een docent gebruikt, en noemt een bekende misvatting als die een fout verklaart
    - de andere versies van Oorlogje uit de bronnen: `war rules` noemt hun presets, en
      `war trace --rules kata --deck "A K 2 2 3 4 5 6 7 8"` speelt er een, slag voor slag

## De tests die voor een student geschreven worden: de startprojecten van
## `war new` (src/war/learn/starter.rs) en `war export`
## (src/war/grade/export.rs).

starter-header-tests = Het pad door { $title }: { $tests ->
    [one] { $tests } test
   *[other] { $tests } tests
}, in de volgorde waarin je ze laat slagen.
starter-header-switch = Alleen de eerste staat aan; zet de volgende aan zodra alle tests erboven slagen.
starter-header-written = Geschreven door `war new` uit de fixtures van war-kata en het pad, kata/war/path.yaml.
starter-step = Stap { $number } van { $steps }: { $title } ({ $chapter }).
starter-rule = Regel: { $rule }
starter-hint = Hint: { $hint }
starter-switched-off = stap { $number }: zet deze test aan zodra de tests erboven slagen
starter-steps = { $steps ->
    [one] { $steps } stap
   *[other] { $steps } stappen
} in { $chapters ->
    [one] { $chapters } hoofdstuk
   *[other] { $chapters } hoofdstukken
} en { $tests ->
    [one] { $tests } test
   *[other] { $tests } tests
}
export-switch-on = Zet deze test aan: verwijder de regel { $line } hieronder.
export-put-beside = Zet het naast { $module }.py en voer `python3 -m pytest` uit.
export-stop-question = stopt het spel na de 1000ste slag?
export-stop-question-hands = stopt het spel?
export-not-in-time = { $function } gaf niet op tijd antwoord
export-not-within = { $function } gaf niet binnen { $limit } antwoord
export-no-answer = { $function } eindigde zonder antwoord
export-time-limit-doc = Een spel dat na zo lang niet is afgelopen, faalt in plaats van te blijven hangen.
export-java-deck-doc = De stapel, bovenste kaart eerst, als de ArrayList die findWinner krijgt (een parameter van het type List neemt hem ook).
export-java-play-doc = findWinner op de stapel; de test faalt als het spel niet op tijd afloopt.
export-java-hands-doc = findWinner op de handen van A en B, gespeeld zonder te delen; de test faalt als het spel niet op tijd afloopt.
export-java-one-of-doc = Slaagt als actual een van de toegestane antwoorden is (ook dat van een toegestane andere lezing).
export-java-one-of = { " " }==> verwacht: een van { $accepted }, maar het was: { $actual }
export-python-timeout-doc =
    find_winner gaf niet op tijd antwoord. Een BaseException, zodat een
    programma dat Exception (of TimeoutError) vangt, hem niet kan inslikken.
export-python-time-limit-doc =
    Laat een test falen waarvan het spel niet op tijd is afgelopen, in
    plaats van te blijven hangen (waar het platform SIGALRM heeft). Een
    programma dat zelfs dit inslikt, stopt de hele run een tijdslimiet
    later, in plaats van hem te laten hangen.
export-python-gave-up =
    find_winner ving de uitzondering van de
    tijdslimiet en ging door: de tests zijn gestopt
export-rust-thread-doc =
    `game` op een eigen thread; de test faalt als het spel niet op tijd
    afloopt.
export-rust-play-doc =
    `find_winner` op de stapel; de test faalt als het spel niet op tijd
    afloopt.
export-rust-one-of-doc =
    Slaagt als `actual` een van de toegestane antwoorden `accepted` is (ook
    dat van een toegestane andere lezing).
export-rust-one-of = { $message }: verwacht: een van { $accepted }, maar het was: { $actual }
export-rust-hands-doc =
    `find_winner_hands` op de handen van A en B, gespeeld zonder te delen;
    de test faalt als het spel niet op tijd afloopt.
new-written = een { $language }-startproject geschreven in { $folder }: lees INSTRUCTIONS.md en voer daar `{ $first }` uit: één test faalt, de rest wacht op zijn beurt

## `war diff`, de controle van één stapel door een student
## (src/war/grade/diff.rs).

diff-deck = stapel:
diff-hands = stapels:
diff-port = jouw antwoord:
diff-reference = de referentie:
diff-accepted = ook goed:
diff-accepted-reading = { $answer } volgens de lezing { $reading }
diff-agree = jullie zijn het eens
diff-agree-reading = jullie zijn het eens: jouw antwoord is dat van een toegestane lezing
diff-differ = jullie verschillen
diff-explained = waar jouw antwoord vandaan komt: { $misreadings }
diff-candidates = wat op deze stapel jouw antwoord geeft: { $misreadings }
diff-candidates-more = wat op deze stapel jouw antwoord geeft: { $misreadings } (en nog { $more })
diff-unexplained = geen bekende misvatting van de regels geeft jouw antwoord op deze stapel
diff-game = zo speelt de referentie het:

## Wat een misvatting je programma laat doen, en wat de opdracht zegt
## (src/war/grade/diagnose.rs): "je programma " staat voor elke zin.

misreading-limit_counts_rounds = telt voor de 1000 alleen de slagen die een ronde beginnen; elke slag telt, ook die een oorlog beslissen ("deze tweede slag")
misreading-empty_before_limit = kijkt eerst naar de lege stapels en dan naar de grens, dus een stapel die in de 1000ste slag leeg raakt verliest dan nog; zoals besloten gaat de grens voor (een toegestane andere lezing)
misreading-limit_ends_war = laat het spel in technisch gelijkspel eindigen bij gelijke kaarten in de 1000ste slag, ook als een speler geen oorlog had kunnen aangaan; zoals besloten hoort bij de gelijke slag ook de vraag of een speler een oorlog kan aangaan (een toegestane andere lezing)
misreading-war_needs_four_cards = laat een speler de oorlog verliezen als hij na drie afgelegde kaarten geen vierde meer heeft om te spelen; drie kaarten zijn genoeg ("drie kaarten")
misreading-a_loses_when_both_short = laat A verliezen als beide spelers te weinig kaarten hebben voor een oorlog; het spel eindigt dan in gelijkspel
misreading-fewer_loses_when_both_short = laat de speler met de minste kaarten (wie het eerst zonder zit) verliezen als beide spelers te weinig kaarten hebben voor een oorlog; het spel eindigt dan in gelijkspel, hoeveel kaarten ze ook hebben ("beide spelers niet in staat")
misreading-winner_card_first = legt de kaart van de winnaar eerst onder zijn stapel; A's kaart komt altijd voor die van B ("ongeacht welke speler het gevecht heeft gewonnen")
misreading-war_cards_interleaved = legt de oorlogskaarten af als A, B, A, B; A legt drie kaarten af, dan B ("in volgorde")
misreading-two_cards_down = legt in een oorlog twee kaarten af; elke speler legt er drie af
misreading-deal_halves = geeft de eerste helft van de stapel aan A en de rest aan B; de kaarten worden om en om gedeeld, de eerste aan A
misreading-java_integer_identity = vergelijkt de kaarten als Integer-objecten met ==, dus gelijke kaarten buiten -128..127 beginnen geen oorlog en B wint; vergelijk int-waarden (of gebruik equals)
misreading-java_integer_draw_at_limit = vergelijkt de kaarten als Integer-objecten met >, < en ==, en geen daarvan geldt voor gelijke kaarten buiten -128..127: er gaat geen kaart over, en het spel staat stil tot de grens, gelijkspel; vergelijk int-waarden (of gebruik equals)
misreading-java_integer_endless_loop = vergelijkt de kaarten als Integer-objecten met >, < en ==, en geen daarvan geldt voor gelijke kaarten buiten -128..127: er gaat geen kaart over en het spel eindigt nooit; vergelijk int-waarden (of gebruik equals)
misreading-java_integer_returns_2 = vergelijkt de kaarten als Integer-objecten met >, < en ==, en geen daarvan geldt voor gelijke kaarten buiten -128..127, en findWinner geeft 2; vergelijk int-waarden (of gebruik equals)
misreading-no_limit = heeft geen grens aan het aantal slagen, dus een spel dat zich herhaalt eindigt nooit; na de 1000ste slag eindigt het spel in technisch gelijkspel
misreading-limit_one_late = speelt 1001 slagen voor het technisch gelijkspel; het spel stopt na de 1000ste
misreading-limit_one_early = stopt na 999 slagen; het spel stopt na de 1000ste
misreading-pile_reversed = legt de aflegstapel in omgekeerde volgorde onder de stapel van de winnaar; de kaarten gaan eronder in de volgorde waarin ze gelegd zijn
misreading-empty_decks_a_loses = laat A verliezen als beide stapels leeg zijn; het spel eindigt dan in gelijkspel (ook bij een lege beginstapel)
misreading-first_out_loses_when_both_short = neemt de kaarten van de oorlog één voor één, A voor B, en laat wie het eerst zonder zit verliezen als beide spelers te weinig kaarten hebben voor een oorlog, A met evenveel kaarten als B; het spel eindigt dan in gelijkspel, hoeveel kaarten ze ook hebben ("beide spelers niet in staat")
misreading-short_war_crashes = neemt de kaarten van de oorlog zonder te kijken of de speler ze heeft, dus een speler met te weinig kaarten voor een oorlog laat hem crashen (een kaart van een lege stapel gepakt); die speler verliest, en als beiden te weinig hebben eindigt het spel in gelijkspel ("niet in staat om de vereiste drie kaarten ... af te leggen")
misreading-empty_deal_a_loses = antwoordt -1 (B wint) op een lege stapel; zonder gedeelde kaarten zijn beide stapels leeg voor de eerste slag: gelijkspel ("Als beide spelers geen kaarten op hun stapel hebben")

## De naam van een misvatting zoals een lezer hem ziet: een Nederlandse
## omschrijving met het id erachter (src/war/grade/diagnose.rs).

misreading-label-limit_counts_rounds = alleen rondes geteld voor de grens ({ $id })
misreading-label-empty_before_limit = lege stapel vóór de grens ({ $id })
misreading-label-limit_ends_war = grens beslist de oorlog ({ $id })
misreading-label-war_needs_four_cards = oorlog vraagt vier kaarten ({ $id })
misreading-label-a_loses_when_both_short = A verliest als beiden te kort komen ({ $id })
misreading-label-fewer_loses_when_both_short = minste kaarten verliest als beiden te kort komen ({ $id })
misreading-label-winner_card_first = kaart van de winnaar eerst ({ $id })
misreading-label-war_cards_interleaved = oorlogskaarten om en om ({ $id })
misreading-label-two_cards_down = twee kaarten afgelegd in een oorlog ({ $id })
misreading-label-deal_halves = stapel in twee helften gedeeld ({ $id })
misreading-label-java_integer_identity = Integers vergeleken met == ({ $id })
misreading-label-java_integer_draw_at_limit = Integers vergeleken: gelijkspel bij de grens ({ $id })
misreading-label-java_integer_endless_loop = Integers vergeleken: eindeloos spel ({ $id })
misreading-label-java_integer_returns_2 = Integers vergeleken: findWinner geeft 2 ({ $id })
misreading-label-no_limit = geen grens aan het aantal slagen ({ $id })
misreading-label-limit_one_late = grens één slag te laat ({ $id })
misreading-label-limit_one_early = grens één slag te vroeg ({ $id })
misreading-label-pile_reversed = aflegstapel omgekeerd ({ $id })
misreading-label-empty_decks_a_loses = A verliest bij twee lege stapels ({ $id })
misreading-label-first_out_loses_when_both_short = eerst zonder kaarten verliest als beiden te kort komen ({ $id })
misreading-label-short_war_crashes = crash bij een oorlog met te weinig kaarten ({ $id })
misreading-label-empty_deal_a_loses = B wint bij een lege beginstapel ({ $id })

## Een beoordeeld rapport (src/war/grade/report.rs): elke vorm gebruikt deze.

noun-deck = stapel
noun-hands = stapels
report-random-case = de kleinste { $noun } gevonden uit { $found } van de { $of } willekeurige stapels van seed { $seed }
report-no-set = geen bekende misvatting verklaart alle antwoorden van je programma, alleen of samen met hoogstens { $others } andere
report-no-set-closest = { $none }; { $closest }
report-no-set-each-case = { $none }; bij elk fout geval staat wat het antwoord verklaart, als er iets is
report-all-answers-right = elk antwoord van je programma klopt met de regels
report-answered-nothing = je programma beantwoordde geen enkel geval
report-unpredicted-only = { $answers }; geen bekende misvatting voorspelt de crashes en time-outs: { $cases }
report-unpredicted = { $text }. De crashes en time-outs die geen van de genoemde misvattingen voorspelt: { $cases }
report-renamed-case = { $name } met hernoemde kaarten
report-closest-example = op { $game } antwoordde je programma { $did }, terwijl zij { $gives } geven
report-closest = de dichtstbijzijnde, { $set }, verklaart alle spellen die je programma beantwoordde op { $unexplained } na, van de { $answers } ({ $example }): { $each }
report-one-misreading = de antwoorden passen bij een bekende misvatting van de regels: { $each }
report-misreadings-together = de antwoorden passen bij { $count } misvattingen van de regels samen: { $each }
report-explains = { $name } (verklaart { $cases }): je programma { $explanation }
report-misreading = { $name }: je programma { $explanation }
report-several = de antwoorden passen bij elk van deze; met meer gevallen zijn ze uit elkaar te houden: { $sets }. { $named }
report-and-more = { $shown } en nog { $more }
cards-empty = (leeg)
cards-cut = { $first } ... ({ $cards } kaarten)
report-deck = stapel:
report-hands = stapels:
report-expected = verwacht:
report-accepted = ook goed:
report-actual = jouw antwoord:
report-renamed = hernoemd:
report-found = gevonden:
accepted-under-reading = { $answer } volgens de lezing { $reading }
report-not-counted-strict = (niet geteld: --strict)
report-renamed-line = { $answer } op hetzelfde spel met hernoemde kaarten, { $cards }: het antwoord hangt af van de precieze stapel
report-golden-trace = spoor van de referentie: { $pointer }
report-stderr = wat je programma op stderr schreef:
report-explained-by = verklaard door: { $misreadings }
report-what-gives = wat hier { $answer } geeft (en elk antwoord dat je programma goed had): { $sets }
report-what-gives-more = wat hier { $answer } geeft (en elk antwoord dat je programma goed had): { $sets } (en nog { $more })
report-nothing-gives = geen bekende misvatting geeft hier { $answer }
report-this = dit
answer-of-reading = { $answer } (de lezing { $reading })
report-right-not-counted = { $answer }, goed maar niet geteld: elk geval dat je programma goed heeft, verwacht dit antwoord
report-reading-not-counted = { $answer } (de lezing { $reading }), niet geteld: { $why }
report-run-case = geval { $number }
report-run-cases = gevallen { $first } tot en met { $last }
report-run = -- je programma gestart voor { $cases } ({ $ending }):
report-same-as-above = hetzelfde als hierboven
report-random-title = en { $decks } willekeurige stapels (seed { $seed })
report-your-submission = jouw inzending
report-title = beoordeling van { $graded } op { $cases ->
    [one] { $cases } geval
   *[other] { $cases } gevallen
}{ $random } (regels: { $rules })
report-subject = voor { $graded } (regels: { $rules })
problem-reading-strict = het antwoord van de lezing { $reading } (--strict)
problem-wrong = verwacht { $expected }, jouw antwoord { $got }
problem-same-answer = { $answer } is goed, maar niet geteld: elk geval dat je programma goed heeft, verwacht dit antwoord
problem-unshown = het antwoord van de lezing { $reading }, niet geteld: { $why }
problem-exact-deck = hier { $answer }, maar een ander antwoord op hetzelfde spel met hernoemde kaarten: het antwoord hangt af van de precieze stapel
report-game = zo speelt de referentie het:
report-game-golden = zo speelt de referentie het (spoor: { $pointer }):
report-game-takes = het spel van de referentie duurt { $battles ->
    [one] { $battles } slag
   *[other] { $battles } slagen
}; spoor: { $pointer }
report-game-cut = [... ingekort: het spel duurt in totaal { $battles ->
    [one] { $battles } slag
   *[other] { $battles } slagen
}]
report-found-by = door willekeurige stapels { $decks } van seed { $seed } te verkleinen
report-found-by-bounded = door willekeurige stapels { $decks } van seed { $seed } te verkleinen; het verkleinen stopte bij zijn grens, dus een kleinere stapel kan ook verschillen
word-time-out = time-out
word-crash = crash
word-not-an-answer = geen antwoord
word-too-much-output = te veel uitvoer
word-several-answers = meerdere antwoorden
word-not-run = niet uitgevoerd
prediction-endless = een spel dat nooit eindigt
prediction-crash = een crash (een kaart van een lege stapel gepakt)
observation-crash = een crash
report-stray = je programma schreef ook { $count ->
    [one] { $count } regel die geen antwoord is
   *[other] { $count } regels die geen antwoorden zijn
}: { $lines }
unshown-untold = geen beoordeeld geval houdt de lezing { $reading } uit elkaar met de misvatting { $misreading }, die hier hetzelfde antwoord geeft
unshown-not-shown = je programma laat de lezing { $reading } niet zien: op { $case }, dat haar onderscheidt van de misvatting { $misreading }, geeft de lezing { $gives }, maar je programma { $did }
did-answered = antwoordde { $answer }
did-no-answer-in-time = gaf geen antwoord op tijd
did-crash = crashte
did-no-answer = gaf geen antwoord

# De opmerkingen van een rapport (src/war/grade/note.rs).
note-other-rules = { $count ->
    [one] 1 fixture is niet beoordeeld: die speelt
   *[other] { $count } fixtures zijn niet beoordeeld: die spelen
} andere regels dan { $preset }
note-same-answer = geen van je { $uncounted } goede antwoorden telt: elk geval dat je programma goed heeft, verwacht { $code }, en een goed antwoord telt pas als je programma ook een geval goed heeft dat een ander antwoord verwacht
note-out-of-time = de tijd van je programma ({ $budget }) was op: { $cases ->
    [one] het laatste geval is
   *[other] de laatste { $cases } gevallen zijn
} niet uitgevoerd en tellen als time-out
note-stray = je programma schreef { $lines ->
    [one] 1 regel die geen antwoord is
   *[other] { $lines } regels die geen antwoord zijn
} (1, 0 of -1), bij { $cases ->
    [one] 1 geval
   *[other] { $cases } gevallen
}, bijvoorbeeld { $example } bij { $case }; elke regel staat bij zijn eigen geval en telt voor geen ander
note-several = je programma beantwoordde { $decks ->
    [one] 1 stapel meer dan eens: het protocol vraagt één antwoord per stapel, dus die is fout
   *[other] { $decks } stapels meer dan eens: het protocol vraagt één antwoord per stapel, dus die zijn alle fout
}
note-gave-up = je programma gaf { $timeouts } keer achter elkaar binnen de tijd geen antwoord, dus { $cases ->
    [one] het laatste geval is
   *[other] de laatste { $cases } gevallen zijn
} niet uitgevoerd
note-stopped = { $stopped }: je programma is afgebroken, en { $cases ->
    [one] het laatste geval is
   *[other] de laatste { $cases } gevallen zijn
} niet uitgevoerd
note-random-played = je programma speelde { $count } willekeurige stapels (seed { $seed })
note-random-not-run = , { $count } niet uitgevoerd
note-random-agrees = { $played }: het is het op elke stapel eens met de referentie
note-random-shrunk-some = de { $shrunk } kortste zijn verkleind
note-random-shrunk-each = elke stapel is verkleind
note-random-disagrees = { $played }: het is het op { $disagreed } ervan oneens met de referentie; { $shrunk } ({ $asked ->
    [one] 1 stapel
   *[other] { $asked } stapels
} gevraagd, { $time }) tot de kleinste stapels bij de gevallen hierboven, elk genoemd naar zijn stapel
note-holds-back = je programma houdt zijn antwoorden vast tot het stopt (het doet geen flush na elke regel), dus zodra dat bleek, kreeg het per start één geval
