"""A port that misbehaves on one deck, for the tests of `war grade`.

Usage:  python3 misbehave.py MODE[+MODE...] [DECK]

It answers like the faithful port, except on the deck DECK (a line of the
protocol, e.g. "5 5 2 4 3"; every deck when left out), where it:

  hang      sleeps for ever;
  crash     writes a traceback to standard error and exits with code 3;
  garbage   writes "A wins" instead of an answer;
  huge      writes one line without end (the grader's line cap stops it);
  noflush   answers every deck correctly, but holds all its answers back
            until it exits (as a C program writing to a pipe does);
  slow      sleeps 10 seconds, then answers;
  chatty    writes a line of its own ("dealing") before its answer, as a
            faithful port with a forgotten debugging print does;
  twice     writes its answer twice.

Modes combine with "+": "noflush+hang" holds its answers back and hangs on
DECK, so that no answer at all reaches the grader.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from faithful import find_winner  # noqa: E402


def main():
    modes = set(sys.argv[1].split("+"))
    trigger = sys.argv[2] if len(sys.argv) > 2 else None
    held = []
    for line in sys.stdin:
        deck = [int(token) for token in line.split()]
        hit = trigger is None or line.strip() == trigger
        if hit and "hang" in modes:
            if "noflush" not in modes:
                sys.stdout.flush()
            while True:
                time.sleep(60)
        if hit and "crash" in modes:
            if "noflush" not in modes:
                sys.stdout.flush()
            else:
                os._exit(3)  # the answers held back are lost, as in a crash
            print("Traceback: IndexError: pop from empty list", file=sys.stderr)
            sys.exit(3)
        if hit and "garbage" in modes:
            sys.stdout.write("A wins\n")
            sys.stdout.flush()
            continue
        if hit and "huge" in modes:
            chunk = "9" * 65536
            while True:
                sys.stdout.write(chunk)
        if hit and "slow" in modes:
            time.sleep(10)
        if hit and "chatty" in modes:
            sys.stdout.write("dealing\n")
        answer = f"{find_winner(deck)}\n"
        if hit and "twice" in modes:
            answer += answer
        if "noflush" in modes:
            held.append(answer)
            continue
        sys.stdout.write(answer)
        sys.stdout.flush()
    sys.stdout.write("".join(held))


if __name__ == "__main__":
    main()
