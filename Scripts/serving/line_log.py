"""A request log: one line a request, appended to a file, or else written to stderr."""

import sys
import threading


class LineLog:
    def __init__(self, path):
        # Requests are answered on threads of their own; the lock keeps their lines whole.
        self._lock = threading.Lock()
        self._file = open(path, "a", encoding="utf-8") if path else None

    def write(self, line):
        with self._lock:
            stream = self._file or sys.stderr
            try:
                stream.write(line + "\n")
                stream.flush()
            except (OSError, ValueError):
                pass  # a full disk or a closed stderr must not fail the answer being logged

    def close(self):
        if self._file:
            self._file.close()
