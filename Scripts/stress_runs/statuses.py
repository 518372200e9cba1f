"""How a run ended, in words, and the first lines of what it wrote to stderr."""

import signal

EXCERPT_LINES = 20


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def describe_status(returncode):
    """'killed by SIGILL', 'exit status 2', 'exit status 132 (128+SIGILL)' from a Popen returncode."""
    if returncode < 0:
        return f"killed by {signal_name(-returncode)}"
    if 128 < returncode < 128 + 65:
        return f"exit status {returncode} (128+{signal_name(returncode - 128)})"
    return f"exit status {returncode}"


def excerpt(stderr, lines=EXCERPT_LINES):
    """The first `lines` lines of stderr bytes, as text."""
    text = stderr.decode("utf-8", errors="replace").rstrip("\n")
    if not text:
        return "(no stderr)"
    split = text.split("\n")
    shown = split[:lines]
    if len(split) > lines:
        shown.append(f"... ({len(split) - lines} more lines)")
    return "\n".join(shown)
