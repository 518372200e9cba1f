"""The command line: --runs, --jobs, --sigterm-runs, --binary, --timeout, --server, --help."""

import argparse
import os
import sys

import stress_runs

from .errors import UsageError

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(SCRIPTS, "feed-server")


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _count(text):
    value = int(text)
    if value < 0:
        raise ValueError(text)
    return value


def _positive_int(text):
    value = int(text)
    if value < 1:
        raise ValueError(text)
    return value


def _seconds(text):
    value = float(text)
    if not 0 < value <= 86400:
        raise ValueError(text)
    return value


_count.__name__ = "count (0 or more)"
_positive_int.__name__ = "count (1 or more)"
_seconds.__name__ = "number of seconds (> 0)"


def parse_args(argv):
    """The options; raises UsageError. --help prints the command's docstring and exits 0."""
    parser = _Parser(prog="Scripts/stress", add_help=False)
    parser.add_argument("--runs", type=_count, default=1000)
    parser.add_argument("--jobs", type=_positive_int, default=2)
    parser.add_argument("--sigterm-runs", type=_count, default=20)
    parser.add_argument("--binary")
    parser.add_argument("--timeout", type=_seconds, default=30.0)
    parser.add_argument("--server", default=SERVER)
    parser.add_argument("-h", "--help", action="store_true")
    options = parser.parse_args(argv)
    if options.help:
        print(stress_runs.__doc__.rstrip())
        sys.exit(0)
    if options.binary is not None and not options.binary:
        raise UsageError("--binary: empty path")
    if not (os.path.isfile(options.server) and os.access(options.server, os.X_OK)):
        raise UsageError(f"--server: not an executable file: {options.server}")
    return options
