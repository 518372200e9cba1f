"""Timing a program at a pseudo-terminal, until its screen shows what a case waits for."""

import fcntl
import os
import select
import struct
import subprocess
import termios
import time


def time_at_terminal(arguments, done, columns, rows, timeout, env):
    """Seconds until `done(output)` holds for what `arguments` wrote to a pseudo-terminal of `columns`
    x `rows` (its input too, so it edits lines as at a terminal); then it is stopped. None on timeout."""
    return times_at_terminal(arguments, [done], columns, rows, timeout, env)[0]


def times_at_terminal(arguments, milestones, columns, rows, timeout, env, answer=None):
    """Seconds until each of `milestones(output)` first holds, as time_at_terminal; the program is
    stopped once the last holds. None for those that did not within `timeout`. `answer(chunk)`, if
    given, returns what the terminal answers to each chunk the program wrote (b"" for nothing)."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    start = time.monotonic()
    process = subprocess.Popen(arguments, stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=env,
                               start_new_session=True)
    os.close(slave)
    # A bytearray grows in place: megabytes of pictures come in reads of 4 kB, and adding each to
    # bytes copied all that came before, so the bench, not the program, set the pace.
    output, times = bytearray(), [None] * len(milestones)
    try:
        while None in times and time.monotonic() - start < timeout:
            if not select.select([master], [], [], 0.05)[0]:
                continue
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                break
            output += chunk
            reply = answer(chunk) if answer else b""
            if reply:
                os.write(master, reply)
            for index, milestone in enumerate(milestones):
                if times[index] is None and milestone(output):
                    times[index] = time.monotonic() - start
    finally:
        process.kill()
        process.wait()
        os.close(master)
    return times
