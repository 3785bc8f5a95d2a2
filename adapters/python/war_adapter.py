#!/usr/bin/env python3
"""Speaks war-kata's line protocol for a Python port of War.

Usage:  python3 war_adapter.py PORT

PORT is a Python file (war.py, path/to/war.py) or the name of a module that
can be imported from the current folder. A file that is a module of a
package (its folder holds __init__.py, or it imports relatively: from
.rules import ...) is imported as that module of its package, its package
found from the folder above it. It defines find_winner(deck) (or
findWinner(deck)), which takes a list of ints, top first, and returns 1
(A wins), 0 (draw) or -1 (B wins); or a class holding it: a static method, a
method find_winner(self, deck) of an instance made without arguments, or a
method find_winner(self) of an instance made from the deck, War(deck).

The adapter reads decks from standard input, one a line: card values in base
10 separated by spaces, an empty line for an empty deck. For each it calls
find_winner and writes the answer on a line of its own, flushed at once, so
`war grade --cmd "python3 war_adapter.py war.py"` can grade the port. A line
with a `|` holds two hands, A's cards before it and B's after it, played
without a deal: they go to find_winner(a, b), the two-argument form a port of
a preset that starts from hands defines.

The decks are the adapter's alone: before the port is loaded, the adapter
takes standard input for itself and gives the port an empty one, so that
the port's input() or sys.stdin ends at once instead of eating a deck.
Whatever the port prints goes to standard error, so that it cannot garble
the answers. When find_winner raises an exception, its traceback goes to
standard error and the line `error: ExceptionName: message` takes the place
of the answer: that case fails, and the next deck is played as usual.

`war grade-all` runs it isolated (python3 -I war_adapter.py PORT), from a
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
    """Imports PORT (a file or a module name) and returns its find_winner."""
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
            f"{port} defines no function find_winner(deck) or findWinner(deck), nor a class holding one"
        )
    return held


NAMES = ("find_winner", "findWinner")


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
    """find_winner of a class of MODULE, called on a new instance for every
    deck; None when no class of the module has one."""
    classes = [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == module.__name__]
    for cls in classes:
        for name in NAMES:
            method = inspect.getattr_static(cls, name, None)
            if method is None:
                continue
            if isinstance(method, (staticmethod, classmethod)):
                return getattr(cls, name)
            takes_deck = len(inspect.signature(method).parameters) > 1
            if takes_deck:
                return lambda *cards, cls=cls, name=name: getattr(cls(), name)(*cards)
            return lambda *cards, cls=cls, name=name: getattr(cls(*cards), name)()
    return None


def answer(find_winner, line):
    """The line of the protocol that answers one deck, or two hands."""
    try:
        arguments = [[int(token) for token in part.split()] for part in line.split("|", 1)]
    except ValueError:
        return f"error: not a deck: {line.strip()!r}"
    try:
        with contextlib.redirect_stdout(sys.stderr):
            result = find_winner(*arguments)
    except Exception as error:  # the port's bug: report it, go on
        traceback.print_exc(file=sys.stderr)
        return f"error: {type(error).__name__}: {error}"
    return answer_line(result)


def answer_line(result):
    """The line that answers with RESULT, find_winner's return value: the
    int itself, or an error line naming what a beginner's port returned
    instead (None from a missing return, a bool, a string), which the
    grader words for the student."""
    if isinstance(result, int) and not isinstance(result, bool):
        return str(result)
    if result is None:
        return "error: find_winner returned None"
    shown = repr(result)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return f"error: find_winner returned {shown} ({type(result).__name__})"


def take_stdin():
    """Takes standard input for the protocol and gives the process an empty
    one: file descriptor 0 and sys.stdin read /dev/null, so that the port's
    code (and any program it starts) reads no deck. Returns the protocol's
    input, on a descriptor of its own that programs the port starts do not
    inherit."""
    decks = os.fdopen(os.dup(0), "r", encoding="utf-8", errors="replace")
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    sys.stdin = open(os.devnull, "r", encoding="utf-8")
    return decks


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    answers = sys.stdout
    decks = take_stdin()
    port = argv[1]
    if (port.endswith(".py") or os.sep in port) and not os.path.isfile(port):
        print(
            f"war_adapter: cannot load find_winner from {port}: there is no such file"
            f" (in {os.getcwd()}); give the path of the port's .py file",
            file=sys.stderr,
        )
        return 1
    try:
        with contextlib.redirect_stdout(sys.stderr):
            find_winner = load(argv[1])
    except EOFError:  # input() while loading: its standard input is empty
        traceback.print_exc(file=sys.stderr)
        print(
            f"war_adapter: {argv[1]} reads standard input when it is loaded (input()),"
            " and its standard input is empty: the decks are the adapter's;"
            " remove the input() call",
            file=sys.stderr,
        )
        return 1
    except Exception:  # an import error is the port's: say so and stop
        traceback.print_exc(file=sys.stderr)
        print(f"war_adapter: cannot load find_winner from {argv[1]}", file=sys.stderr)
        return 1
    for line in decks:
        answers.write(answer(find_winner, line) + "\n")
        answers.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
