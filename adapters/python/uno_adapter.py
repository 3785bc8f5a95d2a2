#!/usr/bin/env python3
"""Speaks war-kata's line protocol for a Python port of UNO.

Usage:  python3 uno_adapter.py PORT

PORT is a Python file (uno.py, path/to/uno.py) or the name of a module that
can be imported from the current folder. A file that is a module of a
package (its folder holds __init__.py, or it imports relatively: from
.rules import ...) is imported as that module of its package, its package
found from the folder above it. It defines play_round(players, deck) (or
playRound(players, deck)), which takes the number of players and the deck,
a list of 108 strings in the fixtures' notation (R7, GS, BR, YD, W, WD), top
first, and returns three numbers: the winning seat (from 0; None or -1
when the round is stuck, -2 when it was stopped at the safety limit), the
turns played and the winner's score (the points left in the other hands,
0 without a winner); or a class holding it: a static method, a method
play_round(self, players, deck) of an instance made without arguments, or
a method play_round(self) of an instance made from the deal,
Uno(players, deck).

The adapter reads deals from standard input, one a line: the number of
players, then the cards, separated by spaces. For each it calls play_round
and writes the answer on a line of its own, flushed at once: the seat, the
turns and the score (2 57 310), or stuck, the turns and 0 (stuck 96 0), so
`uno grade --cmd "python3 uno_adapter.py uno.py"` can grade the port.

The deals are the adapter's alone: before the port is loaded, the adapter
takes standard input for itself and gives the port an empty one, so that
the port's input() or sys.stdin ends at once instead of eating a deal.
Whatever the port prints goes to standard error, so that it cannot garble
the answers. When play_round raises an exception, its traceback goes to
standard error and the line `error: ExceptionName: message` takes the place
of the answer: that case fails, and the next deal is played as usual.

`uno grade-all` runs it isolated (python3 -I uno_adapter.py PORT), from a
folder of its own: no environment variable, user site or folder of the
port's is on the module path when the adapter starts, so everything the
adapter imports is the standard library's (a port's own json.py or
typing.py is imported by the port alone); the port's folder is put on the
path only to load the port.
"""

import contextlib
import importlib
import importlib.util
import inspect
import os
import sys
import traceback


def load(port):
    """Imports PORT (a file or a module name) and returns its play_round."""
    if port.endswith(".py") or os.sep in port:
        path = os.path.abspath(port)
        sys.path.insert(0, os.path.dirname(path))
        above, dotted = package_of(path)
        if dotted is not None:
            sys.path.insert(0, above)
            module = importlib.import_module(dotted)
        else:
            name = os.path.splitext(os.path.basename(path))[0]
            spec = importlib.util.spec_from_file_location(name, path)
            if spec is None or spec.loader is None:
                raise ImportError(f"cannot import {port}")
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
    else:
        sys.path.insert(0, os.getcwd())
        module = importlib.import_module(port)
    for name in NAMES:
        function = getattr(module, name, None)
        if callable(function) and not inspect.isclass(function):
            return function
    held = from_class(module)
    if held is None:
        raise AttributeError(
            f"{port} defines no function play_round(players, deck) or playRound(players, deck),"
            " nor a class holding one"
        )
    return held


NAMES = ("play_round", "playRound")


def package_of(path):
    """The folder to import the module at PATH from, and its dotted name
    (pkg.game), when it is a module of a package: its folder holds
    __init__.py, or its code imports relatively (its folder is then a
    namespace package); (None, None) when it is a module of its own or a
    name is no identifier."""
    folder = os.path.dirname(path)
    parts = [os.path.splitext(os.path.basename(path))[0]]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        parts.insert(0, os.path.basename(folder))
        folder = os.path.dirname(folder)
    if len(parts) == 1:
        if not imports_relatively(path):
            return None, None
        parts.insert(0, os.path.basename(folder))
        folder = os.path.dirname(folder)
    if parts[-1] == "__init__":
        parts.pop()
    if not all(part.isidentifier() for part in parts):
        return None, None
    return folder, ".".join(parts)


def imports_relatively(path):
    """Whether the Python file at PATH has a relative import (from . import
    x, from .rules import y)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as source:
            return any(line.lstrip().startswith("from .") for line in source)
    except OSError:
        return False


def from_class(module):
    """play_round of a class of MODULE, called on a new instance for every
    deal; None when no class of the module has one."""
    classes = [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == module.__name__]
    for cls in classes:
        for name in NAMES:
            method = inspect.getattr_static(cls, name, None)
            if method is None:
                continue
            if isinstance(method, (staticmethod, classmethod)):
                return getattr(cls, name)
            takes_deal = len(inspect.signature(method).parameters) > 1
            if takes_deal:
                return lambda *deal, cls=cls, name=name: getattr(cls(), name)(*deal)
            return lambda *deal, cls=cls, name=name: getattr(cls(*deal), name)()
    return None


def answer(play_round, line):
    """The line of the protocol that answers one deal."""
    tokens = line.split()
    try:
        players = int(tokens[0])
    except (IndexError, ValueError):
        return f"error: not a deal: {line.strip()!r}"
    try:
        with contextlib.redirect_stdout(sys.stderr):
            result = play_round(players, tokens[1:])
    except Exception as error:  # the port's bug: report it, go on
        traceback.print_exc(file=sys.stderr)
        return f"error: {type(error).__name__}: {error}"
    return outcome(result)


def outcome(result):
    """The answer's line for what play_round returned: the winning seat
    (None or -1 when stuck, -2 when stopped), the turns and the score."""
    wrong = f"error: play_round returned {result!r}, not the winning seat, the turns and the score"
    try:
        winner, turns, score = result
    except (TypeError, ValueError):
        return wrong
    numbers = (turns, score)
    if any(isinstance(n, bool) or not isinstance(n, int) for n in numbers):
        return wrong
    if isinstance(winner, int) and not isinstance(winner, bool) and winner >= 0:
        return f"{winner} {turns} {score}"
    words = {None: "stuck", -1: "stuck", -2: "stopped", "stuck": "stuck", "stopped": "stopped"}
    if (winner is None or isinstance(winner, (int, str))) and winner in words:
        return f"{words[winner]} {turns} {score}"
    return wrong


def take_stdin():
    """Takes standard input for the protocol and gives the process an empty
    one: file descriptor 0 and sys.stdin read /dev/null, so that the port's
    code (and any program it starts) reads no deal. Returns the protocol's
    input, on a descriptor of its own that programs the port starts do not
    inherit."""
    deals = os.fdopen(os.dup(0), "r", encoding="utf-8", errors="replace")
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    sys.stdin = open(os.devnull, "r", encoding="utf-8")
    return deals


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    answers = sys.stdout
    deals = take_stdin()
    port = argv[1]
    if (port.endswith(".py") or os.sep in port) and not os.path.isfile(port):
        print(
            f"uno_adapter: cannot load play_round from {port}: there is no such file"
            f" (in {os.getcwd()}); give the path of the port's .py file",
            file=sys.stderr,
        )
        return 1
    try:
        with contextlib.redirect_stdout(sys.stderr):
            play_round = load(argv[1])
    except EOFError:  # input() while loading: its standard input is empty
        traceback.print_exc(file=sys.stderr)
        print(
            f"uno_adapter: {argv[1]} reads standard input when it is loaded (input()),"
            " and its standard input is empty: the deals are the adapter's;"
            " remove the input() call",
            file=sys.stderr,
        )
        return 1
    except Exception:  # an import error is the port's: say so and stop
        traceback.print_exc(file=sys.stderr)
        print(f"uno_adapter: cannot load play_round from {argv[1]}", file=sys.stderr)
        return 1
    for line in deals:
        answers.write(answer(play_round, line) + "\n")
        answers.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
