# The kit's messages in English: the words of a graded report's formats
# (src/kit/report.rs), the same for every game, and how a submission was
# read and confined (src/kit/class/note.rs, src/kit/confine/). A game's own words (its
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

# How a submission was read from the export (src/kit/class/note.rs).
read-other-archive = { $name } is a .{ $kind } archive, which is not opened: only zips are; ask the student for a .zip, or unpack it into their folder
read-twice = { $path } is there twice: the second was left out
read-unopened = left { $zips ->
    [one] 1 zip
   *[other] { $zips } zips
} unopened ({ $names }): { $why }
read-unopened-files-beside = the files to grade are beside them
read-unopened-too-deep = zips nested more than { $depth } deep are not opened
read-unzipped = unpacked the zip { $zip }
read-renamed = { $renamed } read as { $original }: Canvas renames a file uploaded again
read-last-attempt = graded the attempt of { $graded }; the earlier ones were not: { $earlier }
read-second-attachment = { $name } is a second attachment named { $first } (Sakai numbers a name given twice): not graded

# How a student's code was confined (src/kit/confine/mod.rs).
confined-landlock-all = landlock (ABI { $abi }: files, TCP, signals and abstract sockets)
confined-landlock = landlock (ABI { $abi })
confined-no-landlock = no landlock: { $why }
confined-namespaces = user, network, IPC, mount and PID namespaces with a root of its own
confined-no-namespaces = no namespaces: { $why }
confined-user = unprivileged user { $name }
confined-no-user = no unprivileged user: { $why }
confined-not-asked = confinement was not asked for
confined-none = none: { $why }
limits = { $memory } of memory a process, { $processes }, { $file } a file, { $files } open files, { $seconds } s of processor time
limit-processes = { $processes } processes and threads
limit-processes-not-limited = processes not limited
