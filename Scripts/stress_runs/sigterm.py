"""The sigterm case: SIGTERM mid-page (mid-download, -decode, -save or -render), into a fresh
cache folder each run."""

import os
import shutil
import signal
import subprocess
import tempfile

from .statuses import describe_status

SIGTERM_FAULT = "feed-many:220000"
SIGTERM_DELAY = (0.2, 2.0)
SIGTERM_GRACE = 5.0


def run_sigterm(binary, url, work_root, children, rng):
    """((returncode, stderr, timed_out, exited_before_signal), detail) of one SIGTERM run, or None if
    stopped by an interrupt."""
    directory = tempfile.mkdtemp(prefix="run-", dir=work_root)
    try:
        cache = os.path.join(directory, "cache")
        os.mkdir(cache)
        with open(os.path.join(directory, "stderr"), "w+b") as stderr_file:
            process = children.start([binary, "--url", url, "--cache-dir", cache],
                                     stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=stderr_file)
            try:
                delay = rng.uniform(*SIGTERM_DELAY)
                if children.stopping.wait(delay):
                    process.kill()
                    process.wait()
                    return None
                exited_before_signal = process.poll() is not None
                timed_out = False
                if not exited_before_signal:
                    process.send_signal(signal.SIGTERM)
                    try:
                        process.wait(SIGTERM_GRACE)
                    except subprocess.TimeoutExpired:
                        process.kill()
                        process.wait()
                        timed_out = True
            finally:
                process.stdin.close()  # only now: it must never see end of input while it runs
                children.forget(process)
            stderr_file.seek(0)
            stderr = stderr_file.read()
        return (process.returncode, stderr, timed_out, exited_before_signal), f", SIGTERM after {delay:.2f} s"
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def classify_sigterm(returncode, stderr, timed_out, exited_before_signal=False):
    """(failure kind or None, note or None) for one SIGTERM run.

    timed_out: no exit within the grace period after SIGTERM (then killed);
    exited_before_signal: it ended on its own before SIGTERM was sent.
    """
    if exited_before_signal:
        return f"exited before SIGTERM ({describe_status(returncode)})", None
    if timed_out:
        return f"no exit within {SIGTERM_GRACE:g} s of SIGTERM (killed)", None
    if returncode == 128 + signal.SIGTERM:
        note = None
    elif returncode == -signal.SIGTERM:
        note = "killed by SIGTERM itself (no handler installed yet): counted as passed"
    else:
        return describe_status(returncode), None
    if stderr:
        return f"stderr output, {describe_status(returncode)}", None
    return None, note
