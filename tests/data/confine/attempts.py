"""What a confined program may do, tried one thing at a time by
tests/confine.rs: each line is `attempt: allowed`, `attempt: allowed: VALUE`
or `attempt: ERROR` (the name of the exception it raised). The folder the
test laid out is the first argument: build/ (read), scratch/ (written),
secret/ (neither)."""

import mmap
import os
import socket
import sys
import time

folder = sys.argv[1]


def attempt(name, action):
    try:
        value = action()
    except BaseException as error:
        print(f"{name}: {type(error).__name__}")
        return
    print(f"{name}: allowed" + ("" if value is None else f": {value}"))


def write(path, size):
    with open(path, "wb") as file:
        file.write(b"x" * size)


def fork(count):
    children = []
    try:
        for _ in range(count):
            child = os.fork()
            if child == 0:
                time.sleep(10)
                os._exit(0)
            children.append(child)
    except OSError:
        return f"stopped after {len(children)}"
    finally:
        for child in children:
            os.kill(child, 9)
            os.waitpid(child, 0)
    return count


def open_files(count):
    files = [open(os.devnull) for _ in range(count)]
    for file in files:
        file.close()


attempt("user id", os.getuid)
attempt("read the build", lambda: open(os.path.join(folder, "build/attempts.py")).close())
attempt("read a secret", lambda: open(os.path.join(folder, "secret/key")).close())
attempt("write the build", lambda: write(os.path.join(folder, "build/written"), 1))
attempt("write the scratch", lambda: write(os.path.join(folder, "scratch/written"), 1))
attempt("write 16 MiB in the scratch", lambda: write(os.path.join(folder, "scratch/big"), 16 << 20))
attempt("list /run", lambda: len(os.listdir("/run")))
attempt("connect to 127.0.0.1", lambda: socket.create_connection(("127.0.0.1", 9), timeout=2).close())
attempt("signal the launcher's parent", lambda: os.kill(os.getppid(), 0))
attempt("allocate 1 GiB", lambda: mmap.mmap(-1, 1 << 30).close())
attempt("open 100 files", lambda: open_files(100))
attempt("fork 100 processes", lambda: fork(100))
