"""One of these commands run as a child by a program that drives it (the bench's cases, the stress
runs): started, its URL read from the one line it prints when it listens, and stopped the way the
command expects."""

import re
import select
import subprocess

LISTENING = re.compile(r"listening on (\S+)")


def start(arguments, seconds, **popen):
    """Starts `arguments` (with --port 0: a free port) with stdin empty and stdout piped, and waits
    at most `seconds` for its first line. Returns (process, url, line); url is None when that line
    is not the listening line, and the caller then stops the process."""
    process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, **popen)
    ready, _, _ = select.select([process.stdout], [], [], seconds)
    line = process.stdout.readline().decode(errors="replace") if ready else ""
    match = LISTENING.match(line)
    return process, match.group(1) if match else None, line


def stop(process):
    """SIGTERM, the command's clean stop; SIGKILL if it has not ended 10 s later. Closes its stdout."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    process.stdout.close()
