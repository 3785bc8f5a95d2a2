# De woorden van de beoordelaar in het Nederlands: waarom je programma geen
# antwoord gaf, en hoe een start ervan eindigde (src/grade/reason.rs), voor
# elk spel dezelfde.

status-exit-code = exitcode { $code }
status-signal = afgebroken door signaal { $signal }
reason-exited = je programma stopte ({ $status })
reason-closed-output = je programma sloot zijn standaarduitvoer zonder te stoppen
reason-exited-output-open = je programma stopte ({ $status }), maar een programma dat het startte houdt zijn uitvoer open
reason-line-too-long = je programma schreef een regel van meer dan { $bytes } bytes
reason-too-much-output = je programma schreef meer dan { $bytes } bytes
reason-not-run-again = { $reason } (niet opnieuw gestart: je programma crashte { $starts } keer achter elkaar vóór zijn eerste antwoord)
reason-gave-up = je programma gaf { $timeouts } keer achter elkaar binnen de tijd geen antwoord ({ $waited })
stop-signal = gestopt door { $signal }
stop-time-limit = de totale tijd van { $total } was op
reason-stopped-signal = de beoordeling is { $stop }
reason-stopped-time-limit = de beoordeling is gestopt: { $stop }
ending-answered-every = elke stapel beantwoord
ending-answered-once-closed = pas geantwoord toen de invoer gesloten werd
ending-out-of-time = de tijd voor alle gevallen was op
ending-timed-out = time-out na { $limit }
ending-timed-out-after-stray = time-out na uitvoer die geen antwoord is
signal-number = signaal { $number }
reason-does-not-compile = je code compileert niet: { $error }
reason-no-entry = geen { $signature } in { $files ->
    [one] je { $extension }-bestand
   *[other] je { $files } { $extension }-bestanden
}
reason-no-class-with-entry = je code compileert, maar geen klasse heeft een { $signature }
reason-not-started = je programma kon niet gestart worden: { $error }
compiler-errors = de fouten van javac:
