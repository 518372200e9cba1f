"""signal_exit: how soon feed-tty ends on SIGTERM and on SIGINT in the middle of a long page: a page
of 220,000 items (feed-server --fault feed-many:N; 2,000 with --quick) whose images are still
loading, the signal sent once the first item is out, the output read as a terminal would: time
until the process has exited with the signal's status (143, 130). The documented figure is "within a
second": past a one-second grace the process ends at once. No tool a person would use instead has
such a page to stop, so the row is the app's own limit, in every run.        (limit 1,000 ms)"""

import os
import shutil
import signal
import subprocess
import threading
import time

from .errors import CaseError
from .feed_server import Server
from .report import pair_spread, report, spread_text

LIMIT_MS = 1000
SIGNALS = ((signal.SIGTERM, 143), (signal.SIGINT, 130))


def signal_exit(options):
    items = 2000 if options.quick else 220_000
    samples = []
    with Server(options.server, "--fault", f"feed-many:{items}") as server:
        for _ in range(options.runs):
            for signal_number, status in SIGNALS:
                samples.append(seconds_to_exit([options.feed_tty, "--url", server.url, "--no-cache"], signal_number,
                                               status))
    highest_ms = max(samples) * 1000
    ratio = highest_ms / LIMIT_MS
    spread = pair_spread(samples, [LIMIT_MS / 1000] * len(samples))
    met = "yes" if ratio <= 1 else "no"
    report(
        f"signal_exit: SIGTERM and SIGINT once the first of {items} items is out, its images loading: exited with"
        f" the signal's status after {highest_ms:.0f} ms at the most, limit {LIMIT_MS} ms in every run, ratio"
        f" {ratio:.2f}{spread_text(spread)}, met: {met} ({len(samples)} runs)\n"
        f"  samples ms: {[round(seconds * 1000) for seconds in samples]}",
        case="signal_exit", ours_ms=f"{highest_ms:.1f}", limit_ms=str(LIMIT_MS), ratio=f"{ratio:.3f}",
        target="1.00", met=met, **spread, items=items,
    )


def seconds_to_exit(arguments, signal_number, status):
    """Starts the run, waits for its first item, sends the signal and times the exit; its output is
    read to the end all along, as a terminal would, so the run is never held up by a full pipe."""
    process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
    stuck = threading.Timer(120, process.kill)  # a run that never shows its first item must not hang the bench
    stuck.start()
    try:
        for line in process.stdout:
            if line.lstrip().startswith(b"1. "):
                break
        else:
            raise CaseError(f"feed-tty ended before its first item (exit {process.wait()})")
        with open(os.devnull, "wb") as sink:
            reader = threading.Thread(target=shutil.copyfileobj, args=(process.stdout, sink), daemon=True)
            reader.start()
            process.send_signal(signal_number)
            sent = time.monotonic()
            try:
                process.wait(30)
            except subprocess.TimeoutExpired as error:
                raise CaseError(f"feed-tty did not exit within 30 s of signal {signal_number}") from error
            seconds = time.monotonic() - sent
            reader.join(5)
    finally:
        stuck.cancel()
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()
    if process.returncode != status:
        raise CaseError(f"feed-tty exited {process.returncode} on signal {signal_number}, expected {status}")
    return seconds
