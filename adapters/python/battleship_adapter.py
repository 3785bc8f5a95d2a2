#!/usr/bin/env python3
"""Speaks war-kata's line protocol for a Python port of the seed's Battleship
program.

Usage:  python3 battleship_adapter.py PORT

PORT is a Python file (battleship.py, path/to/battleship.py) or the name of
a module that can be imported from the current folder. A file that is a
module of a package (its folder holds __init__.py, or it imports
relatively: from .fleet import ...) is imported as that module of its
package, its package found from the folder above it. It defines
find_winner(fleet1, fleet2, shots1, shots2) (or findWinner), which takes
four lists of strings (each fleet's ships, `destroyer A1 across`, and each
player's shots, `J10`, in the order fired) and returns the answer as a
string: `1 17 E4` (player 1 sinks player 2's last ship with its 17th shot,
at E4), `0` (nobody wins) or `illegal 2` (player 2's fleet breaks the
placement rules); or a class holding it: a static method, a method
find_winner(self, fleet1, fleet2, shots1, shots2) of an instance made
without arguments, or a method find_winner(self) of an instance made from
the four lists, Battleship(fleet1, fleet2, shots1, shots2).

The adapter reads battles from standard input, one a line: player 1's
fleet, player 2's fleet, player 1's shots and player 2's, separated by `|`;
the ships of a fleet separated by commas, the shots by spaces. For each it
calls find_winner and writes the answer on a line of its own, flushed at
once, so `battleship grade --cmd "python3 battleship_adapter.py
battleship.py"` can grade the port. An int returned is written as it is
(`0`); None, or anything else that is no string, is an error of the port.

The battles are the adapter's alone: before the port is loaded, the adapter
takes standard input for itself and gives the port an empty one, so that
the port's input() or sys.stdin ends at once instead of eating a battle.
Whatever the port prints goes to standard error, so that it cannot garble
the answers. When find_winner raises an exception, its traceback goes to
standard error and the line `error: ExceptionName: message` takes the place
of the answer: that case fails, and the next battle is played as usual.

`battleship grade-all` runs it isolated (python3 -I battleship_adapter.py
PORT), from a folder of its own: no environment variable, user site or
folder of the port's is on the module path when the adapter starts, so
everything the adapter imports is the standard library's (a port's own
json.py or typing.py is imported by the port alone); the port's folder is
put on the path only to load the port.
"""

import contextlib
import importlib
import importlib.util
import inspect
import os
import sys
import traceback

NAMES = ("find_winner", "findWinner")


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
            f"{port} defines no function find_winner(fleet1, fleet2, shots1, shots2)"
            " or findWinner(...), nor a class holding one"
        )
    return held


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
    x, from .fleet import y)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as source:
            return any(line.lstrip().startswith("from .") for line in source)
    except OSError:
        return False


def from_class(module):
    """find_winner of a class of MODULE, called on a new instance for every
    battle; None when no class of the module has one."""
    classes = [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == module.__name__]
    for cls in classes:
        for name in NAMES:
            method = inspect.getattr_static(cls, name, None)
            if method is None:
                continue
            if isinstance(method, (staticmethod, classmethod)):
                return getattr(cls, name)
            takes_battle = len(inspect.signature(method).parameters) > 1
            if takes_battle:
                return lambda *lists, cls=cls, name=name: getattr(cls(), name)(*lists)
            return lambda *lists, cls=cls, name=name: getattr(cls(*lists), name)()
    return None


def battle(line):
    """The four lists of a battle's line (both fleets' ships, both players'
    shots), or None when the line has not four fields."""
    fields = line.rstrip("\r\n").split("|")
    if len(fields) != 4:
        return None
    fleets = [[" ".join(ship.split()) for ship in field.split(",") if ship.strip()] for field in fields[:2]]
    shots = [field.split() for field in fields[2:]]
    return fleets + shots


def answer(find_winner, line):
    """The line of the protocol that answers one battle."""
    lists = battle(line)
    if lists is None:
        return f"error: not a battle (four fields separated by |): {line.strip()!r}"
    try:
        with contextlib.redirect_stdout(sys.stderr):
            result = find_winner(*lists)
    except Exception as error:  # the port's bug: report it, go on
        traceback.print_exc(file=sys.stderr)
        return f"error: {type(error).__name__}: {error}"
    if isinstance(result, int) and not isinstance(result, bool):
        result = str(result)
    if not isinstance(result, str):
        return f"error: find_winner returned {result!r}, not a string such as '1 17 E4'"
    text = " ".join(result.split())
    if not text:
        return "error: find_winner returned an empty string, not an answer such as '1 17 E4'"
    return text


def take_stdin():
    """Takes standard input for the protocol and gives the process an empty
    one: file descriptor 0 and sys.stdin read /dev/null, so that the port's
    code (and any program it starts) reads no battle. Returns the protocol's
    input, on a descriptor of its own that programs the port starts do not
    inherit."""
    battles = os.fdopen(os.dup(0), "r", encoding="utf-8", errors="replace")
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    sys.stdin = open(os.devnull, "r", encoding="utf-8")
    return battles


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    answers = sys.stdout
    battles = take_stdin()
    port = argv[1]
    if (port.endswith(".py") or os.sep in port) and not os.path.isfile(port):
        print(
            f"battleship_adapter: cannot load find_winner from {port}: there is no such file"
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
            f"battleship_adapter: {argv[1]} reads standard input when it is loaded (input()),"
            " and its standard input is empty: the battles are the adapter's;"
            " remove the input() call",
            file=sys.stderr,
        )
        return 1
    except Exception:  # an import error is the port's: say so and stop
        traceback.print_exc(file=sys.stderr)
        print(f"battleship_adapter: cannot load find_winner from {argv[1]}", file=sys.stderr)
        return 1
    for line in battles:
        answers.write(answer(find_winner, line) + "\n")
        answers.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
