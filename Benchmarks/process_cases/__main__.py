"""process_cases: the process-level cases of Scripts/bench.

    python3 -m process_cases run --feed-tty BIN --server Scripts/feed-server --feed-thumbnail BIN [--quick]
        [--runs N] [--big-items N] [--big-timeout SECONDS] [--comments N] [--mores N]
        [--watch-polls N] [--watch-memory-polls N] [--case NAME ...]
    python3 -m process_cases table FILE     the final table from the `case=…` lines in FILE

Prints a readable line and a `case=… key=value` line per row; exits 1 when a case cannot run.
"""

import argparse
import signal
import sys

from .runner import CASES, run
from .table import table


def parse(argv):
    parser = argparse.ArgumentParser(prog="process_cases", description="process-level cases of Scripts/bench")
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run")
    run_parser.add_argument("--feed-tty", required=True)
    run_parser.add_argument("--server", required=True)
    run_parser.add_argument("--feed-thumbnail", required=True)
    run_parser.add_argument("--quick", action="store_true")
    run_parser.add_argument("--runs", type=int)
    run_parser.add_argument("--big-items", type=int)
    run_parser.add_argument("--big-timeout", type=float, default=120)
    run_parser.add_argument("--comments", type=int)
    run_parser.add_argument("--mores", type=int)
    run_parser.add_argument("--watch-polls", type=int,
                            help="the watch's polls for CPU and bytes (100; 10 with --quick)")
    run_parser.add_argument("--watch-memory-polls", type=int,
                            help="the watch's polls for its memory row (1000; 10 with --quick): a second each")
    run_parser.add_argument("--case", action="append", choices=[name for name, _ in CASES],
                            help="run only this case (repeatable; default: all)")
    table_parser = commands.add_parser("table")
    table_parser.add_argument("file")
    options = parser.parse_args(argv)
    if options.command == "run":
        options.runs = options.runs or (1 if options.quick else 5)
        options.big_items = options.big_items or (200 if options.quick else 100_000)
        options.comments = options.comments or (200 if options.quick else 10_000)
        options.mores = options.mores or (5 if options.quick else 100)
        options.watch_polls = options.watch_polls or (10 if options.quick else 100)
        options.watch_memory_polls = options.watch_memory_polls or (10 if options.quick else 1000)
    return options


def main(argv):
    options = parse(argv)
    if options.command == "table":
        table(options.file)
        return 0
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so the servers' `with` blocks stop them
    return run(options)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
