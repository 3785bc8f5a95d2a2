# De berichten van de kit in het Nederlands: de woorden van de vormen van
# een beoordeeld rapport (src/kit/report.rs), voor elk spel dezelfde.

report-pass = GOED
report-fail = FOUT
report-summary = { $passed } goed, { $failed } fout
report-reading-tag = [de geaccepteerde lezing { $reading }]
report-reading-tag-not-counted = [de geaccepteerde lezing { $reading }, niet geteld]
report-diagnosis = diagnose
report-note = opmerking: { $note }
report-stderr-heading = stderr van de port:
report-group = { $count } van { $total } gevallen: { $message }
report-group-first = het eerste, { $name }: { $description }
gradescope-reading = Het antwoord is dat van de geaccepteerde lezing { $reading }.
gradescope-reading-not-counted = Het antwoord is dat van de geaccepteerde lezing { $reading }, die deze beoordeling niet telt.
gradescope-summary = { $summary } { $subject }.
gradescope-diagnosis = Diagnose: { $diagnosis }.
gradescope-note = Opmerking: { $note }.
gradescope-stderr = Standaardfoutuitvoer (stderr) van de port:
tap-diagnosis = diagnose: { $diagnosis }
tap-note = opmerking: { $note }
tap-reading = het antwoord van de geaccepteerde lezing { $reading }
