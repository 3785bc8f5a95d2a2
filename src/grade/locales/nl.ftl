# De woorden van de beoordelaar in het Nederlands: waarom je programma geen
# antwoord gaf, hoe een start ervan eindigde (src/grade/reason.rs), en hoe
# een inzending is gebouwd en afgeschermd (src/grade/class/note.rs), voor
# elk spel dezelfde.

status-exit-code = exitcode { $code }
status-signal = afgebroken door signaal { $signal }
reason-exited = je programma stopte ({ $status })
reason-closed-output = je programma sloot zijn standaarduitvoer zonder te stoppen
reason-exited-output-open = je programma stopte ({ $status }), maar een programma dat het zelf startte, houdt de uitvoer nog open
reason-line-too-long = je programma schreef een regel van meer dan { $bytes } bytes
reason-too-much-output = je programma schreef meer dan { $bytes } bytes
reason-not-run-again = { $reason } (niet opnieuw gestart: je programma crashte { $starts } keer achter elkaar voordat het een eerste antwoord gaf)
reason-gave-up = je programma gaf { $timeouts } keer achter elkaar niet op tijd antwoord ({ $waited })
stop-signal = gestopt door { $signal }
stop-time-limit = de totale tijd van { $total } was op
reason-stopped-signal = de beoordeling is { $stop }
reason-stopped-time-limit = de beoordeling is gestopt: { $stop }
ending-answered-every = elke stapel beantwoord
ending-answered-once-closed = pas geantwoord nadat de invoer gesloten was
ending-out-of-time = de tijd voor alle gevallen was op
ending-timed-out = time-out na { $limit }
ending-timed-out-after-stray = time-out na uitvoer die geen antwoord is
signal-number = signaal { $number }
reason-does-not-compile = je code compileert niet: { $error }
reason-no-entry = geen { $signature } in { $files ->
    [one] je { $extension }-bestand
   *[other] je { $files } { $extension }-bestanden
}
reason-no-class-with-entry = je code compileert, maar geen enkele klasse heeft een { $signature }
# $said, wat de zip-lezer in het Engels zei, wordt weggelaten.
reason-not-a-zip = { $zip } is geen zip: het is een ander soort bestand met de naam .zip, of een afgebroken zip (een download die niet af was); lever een gewone zip in{ $said ->
   *[other] {""}
}.
reason-no-source = er zit geen .java- of .py-bestand in, alleen { $held }
reason-no-file = er zit geen enkel bestand in
files-and-more = { $files } en nog { $more }
reason-not-started = je programma kon niet gestart worden: { $error }
compiler-errors = de foutmeldingen van javac:

# Hoe een inzending is gebouwd en afgeschermd (src/grade/class/note.rs).
class-both-languages = er { $java ->
    [one] zit 1 .java-bestand
   *[other] zitten { $java } .java-bestanden
} en { $python ->
    [one] 1 .py-bestand
   *[other] { $python } .py-bestanden
} in
class-graded-java-both = de Java is beoordeeld, want { $java } declareert { $method }; { $python } definieert ook { $function } en is niet beoordeeld
class-graded-java = de Java is beoordeeld, want { $java } declareert { $method } en geen .py-bestand definieert { $function }
class-graded-python = de Python is beoordeeld, want { $python } definieert { $function } en geen .java-bestand declareert { $method }
class-graded-java-neither = de Java is beoordeeld, want geen van beide declareert { $method }
class-other-classes = de klasse { $class } is beoordeeld; deze hebben ook een { $method }: { $others }
class-public-class = { $file } bevat de public class { $class }: gecompileerd als { $class }.java
class-compiled-part = het geheel compileert niet: { $files ->
    [one] 1 bestand
   *[other] { $files } bestanden
} van de { $of ->
    [one] 1 .java-bestand
   *[other] { $of } .java-bestanden
} beoordeeld, de map van het bestand dat { $method } declareert
class-other-modules = { $module } is beoordeeld; { $others ->
    [one] 1 ander bestand definieert
   *[other] { $others } andere bestanden definiëren
} { $function } ook
class-confined = je code draaide afgeschermd door { $how }
class-stderr-cut = het rapport toont de standaardfout van je programma ingekort; alles staat in { $file }
confined-with-limits = { $mechanisms }; grenzen voor { $limits }
confined-limits-first = { $language }: { $limits }
confined-limits-more = voor { $language }: { $limits }
