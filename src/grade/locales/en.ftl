# The grader's words in English: why a port gave no answer, and how a start
# of it ended (src/grade/reason.rs), the same for every game.

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
reason-not-started = the port could not be started: { $error }
compiler-errors = javac's errors:
