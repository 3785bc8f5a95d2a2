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
