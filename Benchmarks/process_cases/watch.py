"""watch: what keeping up with a feed costs, and whether it lasts (issue 46, "Cost and endurance").

One feed-tty runs `--watch --watch-interval 1 --images none --no-cache` against Scripts/feed-server
--fault feed-validators, whose first page does not change, so every poll after the first load is a
conditional request answered 304. Beside it, in the same seconds, curl makes the same poll the way
a person keeps up with a feed with curl (a loop, or cron): a process a poll, `curl --etag-compare
FILE --etag-save FILE URL/v1/feed?limit=10`, against a second feed-server of the same mode (its
own, so that the two are told apart on the wire); one curl poll in each of feed-tty's intervals,
after its first (200) poll, so both sides meet the same load.

  watch_poll_cpu    CPU time (user + system) per poll: feed-tty's process over the polls after
                    its first load and first poll (its whole process: the request, the 304, the
                    "No new items" line, the timers and the idle wait between polls), divided by
                    their count; against the mean of the curl processes' own (os.wait4), each
                    doing one poll from start to exit. The first load is left out: a watch pays
                    it once, curl's start is what every curl poll pays.          (target ≤ 0.5)
  watch_poll_bytes  bytes on the wire per poll, both ways, every frame counted whole (link, IP
                    and TCP headers, handshakes and closes included: Benchmarks/process_cases/
                    wire.py, a packet socket on lo, which needs root; without it the row says it
                    cannot be measured), and connections opened per poll  (target ≤ 0.5)
  watch_memory      the same feed-tty's RSS (VmRSS) a moment after each poll's answer: the lowest
                    of the last 10 polls less the lowest of 10 polls after a warm-up of 60 polls
                    (a minute; both scaled down for short runs), over 1,000 polls in all (10 with
                    --quick): 17 minutes, as the interval cannot go under 1 s (a polite client)
                    and 1,000 polls at it take that long                   (limit 1 MB growth)
  watch_refresh_304 at an 80 x 24 pseudo-terminal (--images none --no-cache), the time from
                    `refresh` typed to the prompt after "No new items" (a conditional request
                    answered 304), against the same run's first load: from the start to the prompt
                    after the first page's last line ("Type “more” to load more.")
                                                                                 (target ≤ 0.5)

The first three rows come from one run of feed-tty (100 polls for CPU and bytes, 10 with --quick);
the refresh row from `runs` runs (5, 1 with --quick), each its own process. Every poll of the watch
must be answered 304, and it must poll again within 30 s: a watch that stops polling, a poll that is
not a 304, feed-tty exiting before SIGTERM, or by anything but 143 after it, stops the case with the
reason. A poll sooner than the interval after the previous answer is counted on the line (too_soon).
"""

import contextlib
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from .children import run_child
from .errors import CaseError
from .feed_requests import FeedRequests, port_of
from .feed_server import Server
from .memory import MB
from .report import pair_spread, report, spread_text
from .tools import ensure_tools
from .wire import Capture

REPOSITORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir)
sys.path.insert(0, os.path.join(REPOSITORY, "Scripts", "tests"))
import pty_terminal  # noqa: E402

INTERVAL = 1  # --watch-interval: the app's least
SETTLE = 0.3  # after a poll's answer, before its figures are read: the next poll is >= 1 s later
POLL_TIMEOUT = 30  # no poll within this: the watch stopped polling
TARGET = 0.5
MEMORY_LIMIT_MB = 1.0
WARM_UP_POLLS = 60
MEMORY_WINDOW = 10
ITEM_LINE = re.compile(rb"^ *\d+\. ")  # " 1. An espresso…": an item, in a pipe


class Mark:
    """feed-tty's figures a moment after one of its polls: its CPU seconds and RSS, and the wire's
    (frames, bytes, connections) of each side so far."""

    def __init__(self, cpu, rss, ours_wire, curl_wire):
        self.cpu, self.rss, self.ours_wire, self.curl_wire = cpu, rss, ours_wire, curl_wire


def cpu_seconds(pid):
    """A running process's CPU time (user + system, every thread's, those ended too): its CPU-time
    clock (clock_getcpuclockid's, to the nanosecond), else /proc/PID/stat's ticks."""
    try:
        return time.clock_gettime(((~pid) << 3) | 2)  # the process's CPUCLOCK_SCHED clock
    except OSError:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_bytes(pid):
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def watch(options):
    ensure_tools("the watch case times curl --etag-compare/--etag-save polling as feed-tty does", "curl")
    poll_rows(options)
    refresh_row(options)


def poll_rows(options):
    polls, total = options.watch_polls, max(options.watch_polls, options.watch_memory_polls)
    with Server(options.server, "--fault", "feed-validators") as ours_server, \
            Server(options.server, "--fault", "feed-validators") as curl_server, \
            tempfile.TemporaryDirectory() as folder:
        ours, curl = FeedRequests(ours_server.url), FeedRequests(curl_server.url)
        try:
            capture = Capture((port_of(ours_server.url), port_of(curl_server.url)))
            no_capture = None
        except OSError as error:
            capture, no_capture = None, f"no packet socket on lo ({error.strerror or error}; it needs root)"
        with capture or contextlib.nullcontext():
            run = watch_run(options.feed_tty, ours, curl, capture, folder, polls, total)
            dropped = capture.dropped() if capture else 0
    report_cpu(run, polls)
    if no_capture:
        print(f"watch_poll_bytes: cannot be measured: {no_capture}")
        print(f'case=watch_poll_bytes error="{no_capture}"', flush=True)
    else:
        report_bytes(run, polls, dropped)
    report_memory(run["marks"], total)


def curl_poll(url, etag, codes):
    """One curl poll as a person's loop makes it: the saved tag sent, the new one saved."""
    arguments = ["curl", "-sS", "-o", os.devnull, "-w", "%{http_code}\\n", "--etag-compare", etag,
                 "--etag-save", etag, f"{url}/v1/feed?limit=10"]
    with open(codes, "ab") as output:
        run = run_child(arguments, timeout=30, stdout=output)
    if run.status != 0 or run.timed_out:
        raise CaseError(f"curl's poll exited {run.status}{' (timed out)' if run.timed_out else ''}")
    return run


def watch_run(feed_tty, ours, curl, capture, folder, polls, total):
    """feed-tty watching for `total` polls after its first load and first poll, a curl poll in each
    of its first `polls` intervals; a Mark after each poll (the first: before them)."""
    etag, codes = os.path.join(folder, "etag"), os.path.join(folder, "codes")
    curl_poll(curl.url, etag, codes)  # curl's first answer (200) and its tag, before the window
    arguments = [feed_tty, "--url", ours.url, "--watch", "--watch-interval", str(INTERVAL), "--images", "none",
                 "--no-cache"]
    app = subprocess.Popen(arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(app.stdout), daemon=True)
    reader.start()

    def mark():
        wire = capture.totals if capture else (lambda *_: (0, 0, 0))
        return Mark(cpu_seconds(app.pid), rss_bytes(app.pid), wire(port_of(ours.url), ours.client_ports),
                    wire(port_of(curl.url), curl.client_ports))

    curl_cpu, too_soon, marks = [], [], []
    try:
        first = ours.next(60, app)
        if first["status"] != 200:
            raise CaseError(f"feed-tty's first load was answered {first['status']}, not 200")
        previous = expect_304(ours.next(POLL_TIMEOUT, app), 0)
        time.sleep(SETTLE)
        marks.append(mark())
        for index in range(1, total + 1):
            if index <= polls:
                curl_cpu.append(curl_poll(curl.url, etag, codes).cpu_seconds)
            poll = expect_304(ours.next(POLL_TIMEOUT, app), index)
            gap = poll["at"] - previous["answeredAt"]
            if gap < INTERVAL - 0.005:
                too_soon.append(round(gap, 3))
            previous = poll
            time.sleep(SETTLE)
            marks.append(mark())
    finally:
        status = stop(app)
        reader.join(5)
        app.stdout.close()
    if status != 143:
        raise CaseError(f"feed-tty exited {status} on SIGTERM after {len(marks)} polls, not 143")
    with open(codes, encoding="ascii") as file:
        answered = file.read().split()
    if answered[1:] != ["304"] * polls:
        raise CaseError(f"curl's polls were answered {sorted(set(answered[1:]))}, not 304 each")
    shown = sum(1 for line in lines if ITEM_LINE.match(line))
    unchanged = sum(1 for line in lines if line.startswith(b"No new items"))
    if shown != 10 or unchanged < total:
        raise CaseError(f"feed-tty printed {shown} item lines (10 expected, the first page once) and {unchanged}"
                        f" \"No new items\" lines for {total + 1} polls")
    return {"marks": marks, "curl_cpu": curl_cpu, "too_soon": too_soon}


def expect_304(poll, index):
    if poll["status"] != 304:
        raise CaseError(f"poll {index} after the first load was answered {poll['status']}, not 304"
                        f" (If-None-Match: {poll.get('ifNoneMatch')!r})")
    return poll


def stop(app):
    """SIGTERM, and the exit status (None when it had to be killed 10 s later)."""
    if app.poll() is None:
        app.terminate()
    try:
        return app.wait(10)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
        return None


def blocks(values, count):
    """`values` cut into at most 10 runs of equal length: the pairs ratios are taken of."""
    size = max(1, count // 10)
    return [values[start:start + size] for start in range(0, count - size + 1, size)]


def cpu_figures(marks, curl_cpu, polls):
    """(ours, curl) CPU seconds per poll and the spread of ratios of blocks of polls taken in turn."""
    ours = (marks[polls].cpu - marks[0].cpu) / polls
    reference = sum(curl_cpu[:polls]) / polls
    ours_blocks = [marks[block[-1] + 1].cpu - marks[block[0]].cpu for block in blocks(list(range(polls)), polls)]
    curl_blocks = [sum(block) for block in blocks(curl_cpu[:polls], polls)]
    return ours, reference, pair_spread(ours_blocks, curl_blocks)


def report_cpu(run, polls):
    ours, reference, spread = cpu_figures(run["marks"], run["curl_cpu"], polls)
    ratio = ours / reference
    met = "yes" if ratio <= TARGET else "no"
    too_soon = run["too_soon"]
    soon = f"; {len(too_soon)} polls sooner than {INTERVAL} s after the answer before: {too_soon}" if too_soon else ""
    report(
        f"watch_poll_cpu: CPU per poll answered 304, ours (one feed-tty --watch --watch-interval {INTERVAL}, its"
        f" whole process over {polls} polls after the first load) {ours * 1e6:.1f} µs, curl --etag-compare"
        f" --etag-save (a process a poll, {polls} of them) {reference * 1e6:.1f} µs, ratio {ratio:.3f}"
        f"{spread_text(spread)}, target ≤ {TARGET:.2f}, met: {met}"
        f"{soon}",
        case="watch_poll_cpu", ours_us=f"{ours * 1e6:.1f}", reference_us=f"{reference * 1e6:.1f}", peer="curl",
        ratio=f"{ratio:.3f}", target=f"{TARGET:.2f}", met=met, **spread, polls=polls, too_soon=len(too_soon),
    )


def wire_figures(marks, polls, side):
    """(frames, bytes, connections) per poll of one side ("ours_wire" or "curl_wire")."""
    first, last = getattr(marks[0], side), getattr(marks[polls], side)
    return tuple((last[index] - first[index]) / polls for index in range(3))


def report_bytes(run, polls, dropped):
    marks = run["marks"]
    ours, curl = wire_figures(marks, polls, "ours_wire"), wire_figures(marks, polls, "curl_wire")
    ratio = ours[1] / curl[1]
    met = "yes" if ratio <= TARGET else "no"
    lost = f"; the capture lost {dropped} frames of lo's (any port's): figures may be low" if dropped else ""
    report(
        f"watch_poll_bytes: bytes on the wire per poll answered 304, both ways, frames whole: ours {ours[1]:.0f}"
        f" ({ours[0]:.1f} frames, {ours[2]:.2f} connections opened a poll), curl {curl[1]:.0f} ({curl[0]:.1f}"
        f" frames, {curl[2]:.2f} connections), ratio {ratio:.3f}, target ≤ {TARGET:.2f}, met: {met}"
        f" ({polls} polls each){lost}",
        case="watch_poll_bytes", ours_bytes=f"{ours[1]:.0f}", reference_bytes=f"{curl[1]:.0f}", peer="curl",
        ratio=f"{ratio:.3f}", target=f"{TARGET:.2f}", met=met, polls=polls, ours_frames=f"{ours[0]:.1f}",
        reference_frames=f"{curl[0]:.1f}", ours_connections=f"{ours[2]:.2f}", reference_connections=f"{curl[2]:.2f}",
        dropped=dropped,
    )


def memory_growth(rss, polls):
    """(RSS after the warm-up, RSS at the end, growth) in bytes from the samples after each poll
    (rss[0]: before the first counted poll): the lowest of a window of 10 polls after a warm-up of
    60, and the lowest of the last 10 (for short runs, a fifth of them and a tenth)."""
    warm_up = min(WARM_UP_POLLS, polls // 5)
    window = max(1, min(MEMORY_WINDOW, polls // 10))
    warm = min(rss[warm_up:warm_up + window])
    last = min(rss[-window:])
    return warm, last, last - warm


def report_memory(marks, polls):
    rss = [mark.rss for mark in marks]
    warm, last, growth = memory_growth(rss, polls)
    ratio = max(growth, 0) / MB / MEMORY_LIMIT_MB
    met = "yes" if ratio <= 1 else "no"
    every = max(1, polls // 20)
    report(
        f"watch_memory: RSS of feed-tty --watch over {polls} polls answered 304: {warm / MB:.2f} MB after the"
        f" warm-up, {last / MB:.2f} MB at the end (the lowest of a window each), growth {growth / MB:+.2f} MB,"
        f" highest {max(rss) / MB:.2f} MB, limit {MEMORY_LIMIT_MB:.0f} MB, met: {met}\n"
        f"  samples MB (one poll in {every}): {[round(value / MB, 2) for value in rss[::every]]}",
        case="watch_memory", rss_warm_mb=f"{warm / MB:.2f}", rss_last_mb=f"{last / MB:.2f}",
        growth_mb=f"{growth / MB:.2f}", rss_max_mb=f"{max(rss) / MB:.2f}", limit_mb=f"{MEMORY_LIMIT_MB:.0f}",
        ratio=f"{ratio:.3f}", target="1.00", met=met, polls=polls,
    )


def prompt_after(output, text, since):
    """Whether `text` is in `output` after `since`, with the prompt drawn again after it."""
    found = output.find(text, since)
    return found >= 0 and b"feed> " in output[found + len(text):]


def refresh_run(feed_tty, url):
    """(the first load, `refresh` to the prompt) in seconds, at an 80 x 24 pseudo-terminal."""
    start = time.monotonic()
    terminal = pty_terminal.Terminal(program=[feed_tty, "--url", url, "--images", "none", "--no-cache"],
                                     columns=80, rows=24)
    try:
        terminal.wait_for(lambda: prompt_after(terminal.output, b"load more.", 0),
                          "the first page's end and the prompt after it", 30)
        loaded = time.monotonic() - start
        terminal.settle(0.3, 5)
        since = len(terminal.output)
        typed = time.monotonic()
        terminal.type(b"refresh\r")
        terminal.wait_for(lambda: prompt_after(terminal.output, b"No new items", since),
                          "\"No new items\" and the prompt after it", 30)
        return loaded, time.monotonic() - typed
    except AssertionError as error:
        raise CaseError(str(error).split("; output:")[0]) from None
    finally:
        terminal.close()


def refresh_row(options):
    loads, refreshes = [], []
    with Server(options.server, "--fault", "feed-validators") as server:
        requests = FeedRequests(server.url)
        for _ in range(options.runs):
            load, refresh = refresh_run(options.feed_tty, server.url)
            statuses = [record["status"] for record in requests.all_since_last()]
            if statuses != [200, 304]:
                raise CaseError(f"a run's feed requests were answered {statuses}, not [200, 304]")
            loads.append(load)
            refreshes.append(refresh)
    ours, reference = statistics.median(refreshes) * 1000, statistics.median(loads) * 1000
    ratio = ours / reference
    met = "yes" if ratio <= TARGET else "no"
    spread = pair_spread(refreshes, loads)
    report(
        f"watch_refresh_304: at an 80 x 24 pseudo-terminal, `refresh` to the prompt on a 304 {ours:.1f} ms, the"
        f" same run's first load to the prompt {reference:.1f} ms, ratio {ratio:.3f}{spread_text(spread)}, target"
        f" ≤ {TARGET:.2f}, met: {met} (medians of {options.runs} runs)\n"
        f"  samples ms: refresh {[round(value * 1000, 1) for value in refreshes]},"
        f" first load {[round(value * 1000, 1) for value in loads]}",
        case="watch_refresh_304", ours_ms=f"{ours:.1f}", reference_ms=f"{reference:.1f}", peer="first-load",
        ratio=f"{ratio:.3f}", target=f"{TARGET:.2f}", met=met, **spread, runs=options.runs,
    )
