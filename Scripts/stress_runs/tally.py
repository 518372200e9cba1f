"""The verdicts of a stress run: passes, failures by kind, notes; and the report of them."""

import threading

from .statuses import excerpt


class Tally:
    """Passes, failures by kind (count and first stderr), notes by kind; thread-safe."""

    def __init__(self):
        self.lock = threading.Lock()
        self.passed = 0
        self.failed = 0
        self.failures = {}  # kind -> [count, first excerpt, first run]
        self.notes = {}  # note -> count

    def record(self, case, run, kind, note, stderr, detail=""):
        with self.lock:
            if kind is None:
                self.passed += 1
            else:
                self.failed += 1
                entry = self.failures.setdefault(f"{case}: {kind}", [0, excerpt(stderr), f"{run}{detail}"])
                entry[0] += 1
        if note is not None:
            self.note(case, note)

    def note(self, case, note):
        with self.lock:
            key = f"{case}: {note}"
            self.notes[key] = self.notes.get(key, 0) + 1

    def report_lines(self):
        """The failure and note lines, then the summary line `stress: N passed, K failed`."""
        lines = []
        for kind, (count, text, run) in self.failures.items():
            lines.append(f"FAILED {count}x {kind} (first: run {run}), stderr:")
            lines.extend("    | " + line for line in text.split("\n"))
        for note, count in self.notes.items():
            lines.append(f"note: {count}x {note}")
        lines.append(f"stress: {self.passed} passed, {self.failed} failed")
        return lines
