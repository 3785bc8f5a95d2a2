# De berichten van War in het Nederlands: wat een student leest, van
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
end-short-pat = een speler heeft tijdens een oorlog geen kaarten meer, en dat is gelijkspel (PAT)
end-both-short = geen van beide spelers kan { $needed } kaarten afleggen voor een oorlog
end-both-short-a-loses = geen van beide spelers kan { $needed } kaarten afleggen voor een oorlog, en A, die eerst geteld wordt, verliest
end-both-short-fewer-loses = geen van beide spelers kan { $needed } kaarten afleggen voor een oorlog, en { $loser } heeft de minste kaarten
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

## De antwoorden van een port, zoals `war learn` en `war grade` ze tonen
## (src/war/grade/report.rs).

code-with-outcome = { $code } ({ $outcome })
answer-garbage = geen antwoord: { $line } (verwacht: 1, 0 of -1 op een regel)
answer-timeout = geen antwoord binnen { $limit }
answer-crashed = geen antwoord: { $reason }
answer-raised = gecrasht: de code van de port gooide { $what }
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
learn-reading = { $name }: goed met het antwoord van de geaccepteerde lezing { $reading }
learn-fail = FOUT  stap { $number }: { $title } (hoofdstuk: { $chapter })
learn-rule = de regel:
learn-hint = een hint:
learn-case = het geval: { $name }: { $description }
learn-deck = stapel:
learn-expected = verwacht:
learn-accepted = ook goed:
learn-accepted-reading = { $answer } (de lezing { $reading })
learn-yours = jouw port:
learn-stderr = de standaardfoutuitvoer (stderr) van jouw port:
learn-reference = het spel van de referentie ({ $command }):
learn-whole-trace = (`{ $command }` toont het helemaal)
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
    } goed: de port speelt elke regel van het pad. Wat je hierna kunt proberen:
    - `war grade --cmd { $command }` beoordeelt hem op elke fixture van de opdracht, in de
      vormen die een docent gebruikt, en noemt een bekende verkeerde lezing als die een fout verklaart
    - de andere versies van War uit de bronnen: `war rules` noemt hun presets, en
      `war trace --rules kata --deck "A K 2 2 3 4 5 6 7 8"` speelt er een slag voor slag

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
new-written = een { $language }-startproject geschreven in { $folder }: lees INSTRUCTIONS.md en voer daar `{ $first }` uit: één test faalt, de rest wacht op zijn beurt

## `war diff`, de controle van één stapel door een student
## (src/war/grade/diff.rs).

diff-deck = stapel:
diff-hands = stapels:
diff-port = port:
diff-reference = referentie:
diff-accepted = ook goed:
diff-accepted-reading = { $answer } volgens de lezing { $reading }
diff-agree = ze zijn het eens
diff-agree-reading = ze zijn het eens: het antwoord van de port is dat van een geaccepteerde lezing
diff-differ = ze verschillen
diff-explained = wat het antwoord van de port geeft: { $misreadings }
diff-candidates = wat het antwoord van de port op deze stapel geeft: { $misreadings }
diff-candidates-more = wat het antwoord van de port op deze stapel geeft: { $misreadings } (en nog { $more })
diff-unexplained = geen bekende verkeerde lezing van de regels geeft het antwoord van de port op deze stapel
diff-game = het spel van de referentie:
