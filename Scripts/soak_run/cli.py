"""The soak from start to verdict: options, the server and its fault plan, feed-tty for the
given seconds, SIGTERM, the checks and the report."""

import argparse
import os
import shutil
import signal
import sys
import tempfile
import time

from . import checks
from .binary import resolve_binary
from .client import Client
from .errors import SoakError, UsageError
from .events import announced_ids, is_new_items, parse_line
from .plan import fault_plan
from .server import FeedServer

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_SHOWN = 20  # failures printed; the count says how many there were
WARMUP = 60  # seconds of memory not judged (half the run when it is shorter than two minutes)


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)  # 64, as the other scripts' usage errors, not argparse's 2


def parse_options(argv, manual):
    parser = Parser(prog="soak", description=manual, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", help="the feed-tty to run")
    parser.add_argument("--seconds", type=float, default=600, help="how long feed-tty runs (default 600)")
    parser.add_argument("--seed", type=int, help="the seed of the faults (default: drawn, and printed)")
    parser.add_argument("--grow-every", type=int, default=5, metavar="N", help="a new item every N s (default 5)")
    parser.add_argument("--max-age", type=int, default=4, metavar="S", help="feed pages' max-age (default 4)")
    parser.add_argument("--watch-interval", type=float, default=2, metavar="S", help="feed-tty's (default 2)")
    parser.add_argument("--timeout", type=float, default=5, metavar="S", help="feed-tty's --timeout (default 5)")
    parser.add_argument("--fault-rate", type=float, default=0.2, metavar="P",
                        help="the share of feed requests given a fault (default 0.2)")
    parser.add_argument("--retry-max", type=int, default=6, metavar="S", help="the longest Retry-After (default 6)")
    parser.add_argument("--rss-limit", type=float, default=1.0, metavar="MB",
                        help="the memory growth allowed after the warm-up (default 1)")
    parser.add_argument("--server", default=os.path.join(SCRIPTS, "feed-server"), help="the feed-server script")
    parser.add_argument("--work", metavar="DIR", help="keep the logs and feed-tty's output here")
    options = parser.parse_args(argv)
    if options.seconds < 5:
        raise UsageError("--seconds: 5 at least")
    if not 0 <= options.fault_rate <= 1:
        raise UsageError("--fault-rate: from 0 to 1")
    for name in ("grow_every", "max_age", "watch_interval", "timeout", "retry_max"):
        if getattr(options, name) <= 0:
            raise UsageError(f"--{name.replace('_', '-')}: more than 0")
    return options


def interrupted(signum, frame):
    raise KeyboardInterrupt  # SIGTERM as Ctrl-C: feed-tty and feed-server are stopped on the way out


def main(argv, manual):
    signal.signal(signal.SIGTERM, interrupted)
    try:
        options = parse_options(argv, manual)
        binary = resolve_binary(options.binary, os.environ)
    except UsageError as error:
        print(f"soak: {error}", file=sys.stderr)
        return 64
    seed = options.seed if options.seed is not None else int.from_bytes(os.urandom(4), "big")
    folder = options.work or tempfile.mkdtemp(prefix="feed-tty-soak-")
    os.makedirs(folder, exist_ok=True)
    try:
        problems = soak(options, binary, seed, folder)
    except SoakError as error:
        print(f"soak: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("soak: interrupted", file=sys.stderr)
        if not options.work:
            shutil.rmtree(folder, ignore_errors=True)
        return 130
    if problems:
        for problem in problems[:MAX_SHOWN]:
            print(f"soak: FAIL: {problem}")
        if len(problems) > MAX_SHOWN:
            print(f"soak: FAIL: ... and {len(problems) - MAX_SHOWN} more")
        print(f"soak: failed, {len(problems)} problem{'s' if len(problems) != 1 else ''}"
              f" (seed {seed}; logs and output in {folder})")
        return 1
    if not options.work:
        shutil.rmtree(folder, ignore_errors=True)
    print("soak: passed")
    return 0


class Outcome:
    """What a soak run left to judge: feed-tty's output and memory (client), how it ended, and
    what the server recorded and added; times in seconds since the server started."""

    def __init__(self, client, started_at, end, status, exited_early):
        self.client, self.started_at, self.end = client, started_at, end
        self.status, self.exited_early = status, exited_early
        self.records = self.in_progress = self.added = ()
        self.server_alive, self.stderr = True, ""


def soak(options, binary, seed, folder):
    print(f"soak: {binary}, {options.seconds:g} s, seed {seed}", flush=True)
    server = FeedServer(options.server, folder, options.grow_every, options.max_age)
    client = None
    try:
        hang = options.timeout + 2
        server.queue(fault_plan(seed, int(options.seconds * 2) + 100, options.fault_rate, options.retry_max, hang))
        started_at = server.records()["startedAt"]
        print(f"soak: {server.url}: a new item every {options.grow_every} s, max-age={options.max_age},"
              f" faults in {options.fault_rate:.0%} of feed requests", flush=True)
        command = [binary, "--url", server.url, "--watch", "--watch-interval", f"{options.watch_interval:g}",
                   "--format", "json", "--no-cache", "--timeout", f"{options.timeout:g}"]
        with open(os.path.join(folder, "feed-tty.ndjson"), "w", encoding="utf-8") as copy, \
                open(os.path.join(folder, "feed-tty.stderr"), "wb") as stderr:
            try:
                client = Client(command, copy, stderr)
            except OSError as error:
                raise SoakError(f"cannot run {binary}: {error}") from error
            deadline = time.monotonic() + options.seconds
            while time.monotonic() < deadline and client.running():
                time.sleep(min(1.0, max(0.0, deadline - time.monotonic())))
            early = None if client.running() else client.process.returncode
            end = time.time() - started_at
            status = client.terminate()
        outcome = Outcome(client, started_at, end, early if early is not None else status, early is not None)
        recorded = server.records()
        outcome.records, outcome.in_progress = recorded["requests"], recorded["inProgress"]
        outcome.added, outcome.server_alive = server.added(), server.alive()
    finally:
        if client is not None:
            client.kill()
        server.stop()
    with open(os.path.join(folder, "feed-tty.stderr"), "rb") as file:
        outcome.stderr = file.read().decode("utf-8", "replace")
    return verdict(options, outcome)


def verdict(options, outcome):
    """Prints the report and returns the problems."""
    problems = []
    if outcome.exited_early:
        problems.append(f"feed-tty ended by itself, status {outcome.status}, before SIGTERM")
    else:
        problems += checks.check_exit(outcome.status)
    if not outcome.server_alive:
        problems.append("feed-server died")
    events, stream_ids = [], []
    for number, line in enumerate(outcome.client.lines, 1):
        event = parse_line(line)
        if event is None:
            problems.append(f"line {number} of feed-tty's output is not a JSON object: {line[:80]!r}")
            continue
        events.append(event)
        stream_ids += announced_ids(event)
    feed = checks.first_page_requests(outcome.records, outcome.in_progress)
    started_at, end, samples = outcome.started_at, outcome.end, outcome.client.samples
    problems += checks.check_pace(feed, started_at, options.watch_interval, options.timeout)
    problems += checks.check_polling(feed, end, options.watch_interval, options.timeout, options.retry_max,
                                     options.max_age)
    grace = options.timeout + 2
    problems += checks.check_items(outcome.added, feed, stream_ids, started_at, end, grace)
    warmup = min(WARMUP, options.seconds / 2)
    problems += checks.check_memory(samples, warmup, options.rss_limit * 1024)
    report(feed, outcome.added, events, stream_ids, samples, warmup, outcome.status, outcome.stderr, started_at)
    return problems


def report(feed, added, events, stream_ids, samples, warmup, status, stderr_text, started_at):
    statuses = {}
    for record in feed:
        key = {0: "unanswered", None: "in progress"}.get(record["status"], str(record["status"]))
        statuses[key] = statuses.get(key, 0) + 1
    counts = ", ".join(f"{key}: {count}" for key, count in sorted(statuses.items()))
    print(f"soak: feed requests: {len(feed)}" + (f" ({counts})" if counts else ""))
    served = checks.served_items(added, feed, started_at)
    shown = set(stream_ids)
    new_events = sum(1 for event in events if is_new_items(event))
    print(f"soak: items added: {len(added)}, fetched: {len(served)}, shown: "
          f"{sum(1 for item in added if item['id'].upper() in shown)}; new-items events: {new_events}")
    figures = checks.rss_figures(samples, warmup)
    if figures:
        first, warm, last, peak = figures
        growth = checks.rss_growth(samples, warmup)
        print(f"soak: RSS kB: first {first}, at {warmup:g} s {warm}, last {last}, max {peak};"
              f" growth after warm-up {growth if growth is not None else '?'} kB ({len(samples)} samples)")
    print(f"soak: exit status {status if status is not None else 'none (killed)'}")
    if stderr_text.strip():
        print("soak: feed-tty's stderr (first lines):")
        for line in stderr_text.splitlines()[:10]:
            print(f"    {line}")
