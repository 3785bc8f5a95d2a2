# The kit's messages in English: the words of a graded report's formats
# (src/kit/report.rs), the same for every game. A game's own words (its
# cases, its diagnosis) are the game's (src/war/locales/). Translate as
# src/war/locales/en.ftl says; tests/locales.rs checks both.

report-pass = PASS
report-fail = FAIL
report-summary = { $passed } passed, { $failed } failed
report-reading-tag = [the accepted reading { $reading }]
report-reading-tag-not-counted = [the accepted reading { $reading }, not counted]
report-diagnosis = diagnosis
report-note = note: { $note }
report-stderr-heading = stderr of the port:
report-group = { $count } of { $total } cases: { $message }
report-group-first = the first, { $name }: { $description }
gradescope-reading = The answer is that of the accepted reading { $reading }.
gradescope-reading-not-counted = The answer is that of the accepted reading { $reading }, which this grading does not count.
gradescope-summary = { $summary } { $subject }.
gradescope-diagnosis = Diagnosis: { $diagnosis }.
gradescope-note = Note: { $note }.
gradescope-stderr = Standard error of the port:
tap-diagnosis = diagnosis: { $diagnosis }
tap-note = note: { $note }
tap-reading = the answer of the accepted reading { $reading }
