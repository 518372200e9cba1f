"""The command: options, the runs, an interrupt's clean-up, the report and the exit status."""

import os
import shutil
import signal
import sys
import tempfile
import time

from .binary import resolve_binary
from .children import Children
from .errors import Interrupted, StressError, UsageError
from .options import parse_args
from .runner import stress
from .statuses import signal_name
from .tally import Tally

EXIT_USAGE = 64
EXIT_INTERRUPTED = 130


def _interrupt(signum, frame):
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, signal.SIG_IGN)  # once is enough: the cleanup must not be cut short
    raise Interrupted(signal_name(signum))


def main(argv=None):
    try:
        options = parse_args(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        print(f"Scripts/stress: {error}\nUsage: Scripts/stress [--runs N] [--jobs J] [--sigterm-runs M]"
              " [--binary PATH] [--timeout S] [--server PATH] (--help for more)", file=sys.stderr)
        return EXIT_USAGE
    children = Children()
    tally = Tally()
    work_root = None
    start = time.monotonic()
    previous = {number: signal.signal(number, _interrupt) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        binary = resolve_binary(options, os.environ)
        work_root = tempfile.mkdtemp(prefix="feed-tty-stress-")
        stress(options, binary, tally, children, work_root)
    except UsageError as error:
        print(f"Scripts/stress: {error}", file=sys.stderr)
        return EXIT_USAGE
    except (StressError, OSError) as error:
        print(f"stress: cannot run: {error}", file=sys.stderr)
        return 1
    except (Interrupted, KeyboardInterrupt) as error:
        children.stop_all()
        print(f"\nstress: interrupted ({error or 'SIGINT'}) after {time.monotonic() - start:.1f} s;"
              " the runs so far:", file=sys.stderr)
        for line in tally.report_lines():
            print(line, file=sys.stderr)
        return EXIT_INTERRUPTED
    finally:
        children.stop_all()
        if work_root is not None:
            shutil.rmtree(work_root, ignore_errors=True)
        for number, handler in previous.items():
            signal.signal(number, handler)
    print(f"stress: {tally.passed + tally.failed} runs in {time.monotonic() - start:.1f} s")
    for line in tally.report_lines():
        print(line)
    return 0 if tally.failed == 0 else 1
