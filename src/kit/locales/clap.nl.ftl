# De woorden van clap zelf in het Nederlands: de koppen van een hulptekst,
# de knoppen -h en -V, standaardwaarden, en de fouten in de argumenten
# (src/kit/clap_locale.rs). De teksten van de opdrachten zelf staan bij hun
# binary (src/bin/war/help.nl.ftl).

clap-usage = Gebruik:
clap-arguments = Argumenten:
clap-options = Opties:
clap-commands = Opdrachten:
clap-others = Voor docenten (hun hulp is in het Engels):
clap-options-short = [OPTIES]
clap-command-value = OPDRACHT
clap-help = Toon deze hulp
clap-version = Toon het versienummer
clap-default = [standaard: { $value }]
clap-values = [mogelijke waarden: { $values }]

## Fouten in de argumenten: één regel na "fout: ", en een hint.

clap-error = fout: { $message }
clap-more-help = Meer hulp: { $command } --help
clap-did-you-mean = tip: bedoel je { $suggestion }?
clap-or = of
clap-unknown-argument = onbekend argument '{ $arg }'
clap-unknown-command = onbekende opdracht '{ $command }'
clap-missing-command = geef een opdracht
clap-invalid-value = '{ $value }' is geen geldige waarde voor { $arg }
clap-invalid-value-choose = '{ $value }' is geen geldige waarde voor { $arg }; kies uit: { $values }
clap-missing-value = { $arg } heeft een waarde nodig
clap-missing-argument = { $count ->
    [one] dit verplichte argument ontbreekt: { $args }
   *[other] deze verplichte argumenten ontbreken: { $args }
}
clap-conflict = { $arg } gaat niet samen met { $other }
clap-repeated = { $arg } mag maar één keer gegeven worden
clap-no-equals = { $arg } heeft een waarde na een '=' nodig
clap-too-many-values = te veel waarden voor { $arg }
clap-too-few-values = te weinig waarden voor { $arg }
clap-invalid-utf8 = een argument is geen geldige UTF-8-tekst
clap-other = deze argumenten kloppen niet
