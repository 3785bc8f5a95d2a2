# De berichten van de kit in het Nederlands: de woorden van de vormen van
# een beoordeeld rapport (src/kit/report.rs), voor elk spel dezelfde.

report-pass = GOED
report-fail = FOUT
report-summary = { $passed } goed, { $failed } fout
report-reading-tag = [de toegestane lezing { $reading }]
report-reading-tag-not-counted = [de toegestane lezing { $reading }, niet geteld]
report-diagnosis = diagnose
report-note = opmerking: { $note }
report-stderr-heading = wat je programma op stderr schreef:
report-group = { $count } van { $total } gevallen: { $message }
report-group-first = het eerste, { $name }: { $description }
gradescope-reading = Het antwoord is dat van de toegestane lezing { $reading }.
gradescope-reading-not-counted = Het antwoord is dat van de toegestane lezing { $reading }, die deze beoordeling niet telt.
gradescope-summary = { $summary } { $subject }.
gradescope-diagnosis = Diagnose: { $diagnosis }.
gradescope-note = Opmerking: { $note }.
gradescope-stderr = Wat je programma op stderr schreef:
tap-diagnosis = diagnose: { $diagnosis }
tap-note = opmerking: { $note }
tap-reading = het antwoord van de toegestane lezing { $reading }
