# De hulp van `war` in het Nederlands (src/kit/clap_locale.rs leest dit
# bestand): de lijst van alle opdrachten, en de hulp van de opdrachten die
# een student gebruikt: trace, winner, grade, diff, learn en new. De
# opdrachten van een docent houden hun Engelse hulp; hier staat alleen hun
# regel in de lijst.
#
# Een id is OPDRACHT-about (de regel in de lijst en de eerste regel van de
# hulp), OPDRACHT-after (de voorbeelden onderaan), OPDRACHT-ARGUMENT (de
# hulp bij een argument; ARGUMENT is het id van clap, dus `preset` voor
# --rules) en OPDRACHT-ARGUMENT-value (de naam van zijn waarde, in
# hoofdletters); OPDRACHT-ARGUMENT-invalid, als hij er is, zegt na een
# waarde die het argument weigert wat het wel wil. De test van
# src/bin/war/dutch.rs eist dat elk argument van een studentenopdracht zijn
# tekst heeft.
#
# Dezelfde woorden als src/war/locales/nl.ftl: Oorlogje (het spel; `war`
# is het programma), je programma (de port
# van een student), stapel, fixture, preset, referentie, misvatting, lezing.

## Gedeeld.

-locale = De taal van de tekst die je leest: en of nl (van een tag zoals nl_NL.UTF-8 telt alleen de taal). Zonder deze optie beslist LC_ALL, LC_MESSAGES of LANG, en anders Engels.
-rules = De regels van het spel: umass (de opdracht, de standaard), jones, stafford, kata of codingame. `war rules` toont ze.
-cmd = Het commando dat je programma start, uitgevoerd als `sh -c COMMANDO`: het leest stapels van standaardinvoer, één per regel, en schrijft voor elke stapel 1, 0 of -1
-timeout = Seconden die je programma voor één antwoord mag gebruiken.
-seconds = geef een aantal seconden boven 0 en tot 86400, zoals 5 of 0.5
-command = geef het commando dat je programma start, zoals "python3 war_adapter.py war.py"

## `war` zelf, en de regel van elke opdracht in de lijst.

war-about = Het kaartspel Oorlogje zoals de CS1-opdracht "Simulaties" het speelt, en de andere versies van het spel uit de bronnen: de referentie, fixtures en gouden sporen.
war-after =
    Probeer eerst:
      war trace fixtures/war_draw.yaml             een spel van de opdracht, slag voor slag
      war new war-kata --lang python               een startproject voor Oorlogje; daarna war learn
      war grade-all examples/class --out results   een klas beoordelen: een cijfer en een diagnose per student

    `war OPDRACHT --help` vertelt meer over elke opdracht; de handleiding is het boek in book/ van war-kata.
trace-about = Toon slag voor slag het spoor van een fixture, een stapel of twee handen (de tekst van het gouden spoor).
winner-about = Lees stapels van standaardinvoer, één per regel, en beantwoord elke stapel met 1 (A wint), -1 (B wint) of 0 (gelijkspel): het regelprotocol van je programma.
play-about = Speel één stapel, of twee handen, en toon een samenvatting.
check-about = Reken elke fixture opnieuw uit en meld elke verwachte waarde die niet met de regels klopt.
rules-about = Toon de presets van de regels, met hun parameters en bronnen.
grade-about = Laat je programma elke fixture spelen via het regelprotocol en meld elk geval; eindigt met 0 als alles goed is, 1 als er iets fout is, 2 bij een fout in de aanroep of de opzet.
diff-about = Speel één stapel met je programma en met de referentie, en toon beide antwoorden, waar jouw antwoord vandaan komt en het spoor van de referentie; eindigt met 0 als ze overeenkomen, 1 als ze verschillen, 2 bij een fout in de aanroep of de opzet.
grade-all-about = Beoordeel een hele klas: een map met inzendingen (mappen, zips of bronbestanden, Java of Python), elk gebouwd en beoordeeld; één tabel, DIR/summary.csv, DIR/summary.json en een rapport per student.
autograder-about = Schrijf de zip voor "Upload autograder" van Gradescope: setup.sh, run_autograder, deze war (of --binary) en de adapters.
export-about = Schrijf de fixtures als testbestand om uit te delen: een JUnit 5-WarTest.java of een pytest-module; of het leerpad als canonieke data van Exercism.
fixtures-about = Toon of schrijf de fixtures die in `war` zijn ingebouwd, die check, grade en export gebruiken als ze geen pad krijgen.
learn-about = Loop met je programma het leerpad af, stap voor stap, en stop bij de eerste stap die het niet haalt, met de regel, een hint en het spel van de referentie; eindigt met 0 als elke stap goed is, 1 als er een fout is, 2 bij een fout in de opzet.
new-about = Schrijf een startproject voor Oorlogje, in Rust, Java of Python: de regels, een skelet, en de tests van het pad, waarvan alleen de eerste aanstaat.
stats-about = Speel veel willekeurige spellen en toon hun statistieken: wie wint, hoe lang een spel duurt, hoe vaak er oorlog is, en of de gedeelde hand de winnaar voorspelt. `war stats merge` voegt de delen van een run samen.
completions-about = Schrijf het aanvulscript van `war` voor een shell naar standaarduitvoer.
manpages-about = Schrijf de manpagina's van `war` in DIR, één per opdracht (`man war-OPDRACHT`), of één Markdown-pagina.
help-about = Toon deze hulp, of de hulp van de gegeven opdracht.
help-subcommand = Toon de hulp van deze opdracht(en).
help-subcommand-value = OPDRACHT

## war trace

trace-after =
    Voorbeelden:
      war trace fixtures/war_draw.yaml
      war trace --deck "2 3 4 5"
      war trace --rules codingame --a "AD KC QC" --b "KH QS JC"
trace-file = De fixture om te spelen (met de regels die erin staan, tenzij je --rules geeft); bestaat zo'n bestand niet, dan de ingebouwde fixture met dat pad, die naam of dat id (`war fixtures list` noemt ze).
trace-file-value = FIXTURE
trace-deck = Een stapel om te delen, bovenste kaart eerst, bijvoorbeeld "5 5 2 4 3" (getallen, rangen zoals "A K 10", of rangen en kleuren zoals "AD 10C").
trace-deck-value = STAPEL
trace-a = De hand van A, bovenste kaart eerst, gespeeld zonder te delen, bijvoorbeeld "AD KC QC".
trace-a-value = A
trace-b = De hand van B, bovenste kaart eerst, bijvoorbeeld "KH QS JC".
trace-b-value = B
trace-preset = { -rules }
trace-preset-value = PRESET
trace-locale = { -locale }
trace-locale-value = TAAL

## war winner

winner-after =
    Voorbeeld (een stapel, en dan twee handen, gespeeld zonder te delen):
      printf '2 3 4 5\n3 1 | 2 4\n' | war winner
winner-preset = { -rules }
winner-preset-value = PRESET

## war grade

grade-after =
    De adapters spreken het protocol voor de code van een student: adapters/java/WarAdapter.java (compileer hem met de inzending; hij vindt een statische findWinner(List<Integer>) via reflectie) en adapters/python/war_adapter.py (hij importeert find_winner uit een bestand). `war grade-all` bouwt ze in voor een hele klas.

    Voorbeelden:
      war grade --cmd "python3 war_adapter.py war.py"
      javac -d build WarAdapter.java War.java && war grade --cmd "java -cp build warkata.adapter.WarAdapter"
      war grade --cmd "war winner --rules kata" --rules kata --format gradescope -o results.json
      war grade --cmd "python3 war_adapter.py war.py" --random 1000 --seed 1
grade-cmd = { -cmd }.
grade-cmd-value = COMMANDO
grade-cmd-invalid = { -command }
grade-paths = Fixtures: bestanden of mappen ervan; de fixtures die in `war` zijn ingebouwd als je er geen geeft.
grade-paths-value = FIXTURES
grade-preset = De regels die je programma speelt: alleen de fixtures met deze regels worden beoordeeld.
grade-preset-value = PRESET
grade-timeout = Seconden die je programma voor één antwoord mag gebruiken (vanaf het vorige antwoord, of vanaf de start voor het eerste).
grade-timeout-value = SECONDEN
grade-timeout-invalid = { -seconds }
grade-total_timeout = Seconden die de hele beoordeling mag duren; zijn ze op, dan wordt je programma gestopt en het rapport geschreven, met de resterende gevallen als "niet uitgevoerd".
grade-total_timeout-value = SECONDEN
grade-total_timeout-invalid = { -seconds }
grade-strict = Reken een antwoord dat alleen een toegestane andere lezing geeft fout (zonder deze optie is het goed, en wordt het gemeld onder de naam van die lezing).
grade-format = De vorm van het rapport: human (tekst om te lezen, in kleur op een terminal), gradescope (results.json van Gradescope), junit (JUnit-XML) of tap (TAP versie 14).
grade-format-value = VORM
grade-output = Schrijf het rapport naar dit bestand in plaats van naar standaarduitvoer.
grade-output-value = BESTAND
grade-visibility = Voor Gradescope: wie de tests ziet (visible, hidden, after_due_date of after_published).
grade-visibility-value = ZICHTBAARHEID
grade-color = Wanneer het rapport in kleur komt: auto (als standaarduitvoer een terminal is en NO_COLOR niet gezet is), always (altijd) of never (nooit).
grade-color-value = KLEUR
grade-random = Speel na de fixtures nog zoveel willekeurige stapels en vergelijk elk antwoord met de referentie; elke stapel waarop je programma een ander antwoord geeft, wordt verkleind tot een zo klein mogelijke stapel en gemeld als een geval met die stapel als naam.
grade-random-value = AANTAL
grade-seed = De seed van de willekeurige stapels: dezelfde seed geeft op elke computer dezelfde stapels.
grade-seed-value = SEED
grade-random_only = Speel alleen de willekeurige stapels, geen fixture.
grade-locale = { -locale } Hier is dat de taal van het rapport (de woorden van elke vorm, van elk geval en van de diagnose; niet de namen van fixtures en misvattingen).
grade-locale-value = TAAL

## war diff

diff-after =
    Eindigt met 0 als de antwoorden overeenkomen, 1 als ze verschillen, 2 bij een fout in de aanroep of de opzet.

    Voorbeelden:
      war diff --cmd "python3 war_adapter.py war.py" "5 5 2 4 3"
      war diff --cmd "java -cp build warkata.adapter.WarAdapter" "200 200 1 2 3 4 5 6 9 7"
diff-cmd = { -cmd }.
diff-cmd-value = COMMANDO
diff-deck = De stapel, bovenste kaart eerst, zoals het protocol hem schrijft ("5 5 2 4 3"), of twee handen ("2 4 | 3 5").
diff-deck-value = STAPEL
diff-preset = De regels die je programma speelt (umass is die van de opdracht).
diff-preset-value = PRESET
diff-timeout = Seconden die je programma mag gebruiken om te antwoorden.
diff-timeout-value = SECONDEN
diff-timeout-invalid = { -seconds }
diff-strict = Een antwoord dat alleen een toegestane andere lezing geeft, telt als verschil.
diff-locale = { -locale }
diff-locale-value = TAAL

## war learn

learn-after =
    Voorbeelden, in een project van `war new`:
      war learn --cmd "python3 war_adapter.py war.py"
      javac -d build/port src/War.java WarAdapter.java && war learn --cmd "java -cp build/port warkata.adapter.WarAdapter"
      cargo build --quiet && war learn --cmd target/debug/war-port
learn-cmd = { -cmd } (het protocol en de adapters van `war grade`).
learn-cmd-value = COMMANDO
learn-path = Het pad om af te lopen, met de fixtures van de map boven de zijne; het pad dat in `war` is ingebouwd als je het weglaat.
learn-path-value = BESTAND
learn-timeout = { -timeout }
learn-timeout-value = SECONDEN
learn-timeout-invalid = { -seconds }
learn-locale = { -locale }
learn-locale-value = TAAL

## war new

new-after =
    Voorbeelden:
      war new war-kata --lang python && cd war-kata && python3 -m pytest
      war new war-kata --lang rust && cd war-kata && cargo test
      war new war-kata --lang java && cd war-kata && sh test.sh
new-dir = De map waarin het project komt: een nieuwe map, of een lege.
new-dir-value = MAP
new-lang = De programmeertaal van het project: rust (`cargo test`, zonder afhankelijkheden), java (de console launcher van JUnit 5, junit5 van Debian) of python (pytest).
new-lang-value = PROGRAMMEERTAAL
new-path = Het pad waarvan het project de tests krijgt, met de fixtures die zijn veld `fixtures` noemt; het pad dat in `war` is ingebouwd, met de ingebouwde fixtures, als je het weglaat.
new-path-value = BESTAND
new-locale = { -locale } Hier is dat de taal van de instructies en van de namen en het commentaar van de tests (niet die van de code: dat is --lang).
new-locale-value = TAAL
