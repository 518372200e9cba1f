"""What a run of feed-tty did, read from its output: a row compares a run only when it did what
the reference did. A run whose images failed (or were stopped, or not loaded when its time ran
out) did less than curl fetching all of them, so its time, CPU and memory are no figure of the job:
its rows say "invalid: N images failed" and are not met, rather than a flattering ratio."""

import re

from .report import report

# What a case returns when its runs did not do the job its rows compare: the bench then fails.
INVALID = "invalid"

# An item's image line in the text front: "   image: failed (…)" or "   image: stopped".
UNLOADED_IMAGE = re.compile(rb"^\s*image: (failed|stopped)\b")


def unloaded_images(path):
    """How many image lines in the output file at `path` say the image did not load; read a line at
    a time, so a big page's output never sits in this process (see children)."""
    count = 0
    with open(path, "rb") as lines:
        for line in lines:
            if UNLOADED_IMAGE.match(line):
                count += 1
    return count


def invalid_reason(unloaded_counts, items):
    """None when every run loaded every image; else what the rows say instead of a ratio."""
    worst = max(unloaded_counts, default=0)
    if worst == 0:
        return None
    runs = sum(1 for count in unloaded_counts if count)
    return f"{worst} images failed (of {items}, in {runs} of {len(unloaded_counts)} runs)"


def report_invalid(case, reason, target):
    """A row whose runs did not do the job compared: not met, with why, and no ratio."""
    report(f"{case}: invalid: {reason}; no ratio, target ≤ {target}, met: no",
           case=case, invalid=f'"{reason}"', target=target, met="no")
