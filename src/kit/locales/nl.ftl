# De berichten van de kit in het Nederlands: de woorden van de vormen van
# een beoordeeld rapport (src/kit/report.rs), voor elk spel dezelfde, en
# hoe een inzending is gelezen en afgeschermd (src/kit/class/note.rs,
# src/kit/confine/).

report-pass = GOED
report-fail = FOUT
report-summary = { $passed } goed, { $failed } fout
report-reading-tag = [de toegestane lezing { $reading }]
report-reading-tag-not-counted = [de toegestane lezing { $reading }, niet geteld]
report-diagnosis = diagnose
report-note = opmerking: { $note }
report-stderr-heading = wat je programma op stderr schreef:
report-group = { $count } van { $total } gevallen: { $message }
report-group-first = het eerste geval, { $name }: { $description }
gradescope-reading = Het antwoord is dat van de toegestane lezing { $reading }.
gradescope-reading-not-counted = Het antwoord is dat van de toegestane lezing { $reading }; deze beoordeling telt die lezing niet mee.
gradescope-summary = { $summary } { $subject }.
gradescope-diagnosis = Diagnose: { $diagnosis }.
gradescope-note = Opmerking: { $note }.
gradescope-stderr = Wat je programma op stderr schreef:
tap-diagnosis = diagnose: { $diagnosis }
tap-note = opmerking: { $note }
tap-reading = het antwoord van de toegestane lezing { $reading }

# Hoe een inzending uit de export is gelezen (src/kit/class/note.rs).
read-other-archive = { $name } is een .{ $kind }-archief en wordt niet geopend, alleen zip-bestanden wel: lever een .zip in, of pak het archief uit in de map van de inzending
read-twice = { $path } staat er twee keer in: het tweede is weggelaten
read-unopened = { $zips ->
    [one] 1 zip
   *[other] { $zips } zips
} niet geopend ({ $names }): { $why }
read-unopened-files-beside = de bestanden om te beoordelen staan ernaast
read-unopened-too-deep = zips die meer dan { $depth } diep in elkaar zitten, worden niet geopend
read-unzipped = de zip { $zip } is uitgepakt
read-renamed = { $renamed } gelezen als { $original }: Canvas hernoemt een bestand dat opnieuw is geüpload
read-last-attempt = de poging van { $graded } is beoordeeld, de eerdere niet: { $earlier }
read-second-attachment = { $name } is een tweede bijlage met de naam { $first } (Sakai nummert een naam die twee keer voorkomt): niet beoordeeld

# Hoe de code van een student is afgeschermd (src/kit/confine/mod.rs).
confined-landlock-all = landlock (ABI { $abi }: bestanden, TCP, signalen en abstracte sockets)
confined-landlock = landlock (ABI { $abi })
confined-no-landlock = geen landlock: { $why }
confined-namespaces = eigen user-, netwerk-, IPC-, mount- en PID-namespaces met een eigen root
confined-no-namespaces = geen namespaces: { $why }
confined-user = gebruiker zonder rechten { $name }
confined-no-user = geen gebruiker zonder rechten: { $why }
confined-not-asked = er is niet om afscherming gevraagd
confined-none = geen: { $why }
limits = { $memory } geheugen per proces, { $processes }, { $file } per bestand, { $files } open bestanden, { $seconds } s processortijd
limit-processes = { $processes } processen en threads
limit-processes-not-limited = processen niet begrensd
