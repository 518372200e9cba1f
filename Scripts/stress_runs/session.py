"""The session case: commands that cancel loads by navigating, then end of input."""

import subprocess

from .statuses import describe_status

SESSION_INPUT = b"comments 1\nback\nmore\nq\n"


def run_session(binary, url, timeout, children):
    """((returncode, stderr, timed_out), detail) of one cancel-heavy session."""
    process = children.start([binary, "--url", url, "--no-cache"],
                             stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        try:
            _, stderr = process.communicate(SESSION_INPUT, timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            process.kill()
            _, stderr = process.communicate()
            timed_out = True
    finally:
        children.forget(process)
    return (process.returncode, stderr, timed_out), ""


def classify_session(returncode, stderr, timed_out):
    """(failure kind or None, note or None) for one session run.

    returncode: Popen's (negative: killed by that signal); stderr: bytes; timed_out: it had to be
    killed at the wall-clock limit.
    """
    if timed_out:
        return "no exit within the timeout (killed)", None
    if returncode < 0 or returncode not in (0, 1):
        return describe_status(returncode), None
    if stderr:
        return f"stderr output, {describe_status(returncode)}", None
    return None, ("exit status 1 (the last feed load failed)" if returncode == 1 else None)
