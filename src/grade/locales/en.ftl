# The grader's words in English: why a port gave no answer, and how a start
# of it ended (src/grade/reason.rs), and how a submission was built and
# confined (src/grade/class/note.rs), the same for every game.

status-exit-code = exit code { $code }
status-signal = killed by signal { $signal }
reason-exited = the port exited ({ $status })
reason-closed-output = the port closed its standard output without exiting
reason-exited-output-open = the port exited ({ $status }), but a program it started keeps its output open
reason-line-too-long = the port wrote a line longer than { $bytes } bytes
reason-too-much-output = the port wrote more than { $bytes } bytes
reason-not-run-again = { $reason } (not run again: the port crashed before its first answer { $starts } times in a row)
reason-gave-up = the port answered nothing for { $timeouts } time-outs in a row ({ $waited })
stop-signal = stopped by { $signal }
stop-time-limit = the total time of { $total } was spent
reason-stopped-signal = grading was { $stop }
reason-stopped-time-limit = grading was stopped: { $stop }
ending-answered-every = answered every deck
ending-answered-once-closed = answered once its input was closed
ending-out-of-time = the time of all the cases was spent
ending-timed-out = timed out after { $limit }
ending-timed-out-after-stray = timed out after stray output
signal-number = signal { $number }
reason-does-not-compile = does not compile: { $error }
reason-no-entry = no { $signature } in its { $files ->
    [one] 1 { $extension } file
   *[other] { $files } { $extension } files
}
reason-no-class-with-entry = it compiles, but no class has a { $signature }
reason-not-a-zip = { $zip } { $said }
reason-no-source = no .java or .py file in it; it holds { $held }
reason-no-file = no .java or .py file in it; it holds no file
files-and-more = { $files } and { $more } more
reason-not-started = the port could not be started: { $error }
compiler-errors = javac's errors:

# How a submission was built and confined (src/grade/class/note.rs).
class-both-languages = it holds { $java ->
    [one] 1 .java file
   *[other] { $java } .java files
} and { $python ->
    [one] 1 .py file
   *[other] { $python } .py files
}
class-graded-java-both = graded the Java, since { $java } declares { $method }; { $python } defines { $function } too and was not graded
class-graded-java = graded the Java, since { $java } declares { $method } and no .py file defines { $function }
class-graded-python = graded the Python, since { $python } defines { $function } and no .java file declares { $method }
class-graded-java-neither = graded the Java, since neither declares { $method }
class-other-classes = graded the class { $class }; these have a { $method } too: { $others }
class-public-class = { $file } holds the public class { $class }: compiled as { $class }.java
class-compiled-part = it does not compile whole: graded { $files ->
    [one] 1 file
   *[other] { $files } files
} of its { $of ->
    [one] 1 .java file
   *[other] { $of } .java files
}, the folder of the file declaring { $method }
class-other-modules = graded { $module }; { $others ->
    [one] 1 other file defines
   *[other] { $others } other files define
} { $function } too
class-confined = the student's code ran confined by { $how }
class-stderr-cut = the report shows the port's standard error cut short; the whole of it is in { $file }
confined-with-limits = { $mechanisms }; limits of { $limits }
confined-limits-first = { $language }: { $limits }
confined-limits-more = of { $language }: { $limits }
