"""What the server records: the request log (--log FILE, else stderr) and the counts
/__control/stats reports."""

import sys
import threading


class RequestLog:
    def __init__(self, path):
        self._lock = threading.Lock()
        self._file = open(path, "a", encoding="utf-8") if path else None

    def write(self, line):
        with self._lock:
            stream = self._file or sys.stderr
            try:
                stream.write(line + "\n")
                stream.flush()
            except (OSError, ValueError):
                pass

    def close(self):
        if self._file:
            self._file.close()


class Stats:
    """Connections accepted and requests answered since start."""

    def __init__(self):
        self._lock = threading.Lock()
        self._counts = {"connections": 0, "requests": 0}

    def count(self, key):
        with self._lock:
            self._counts[key] += 1

    def snapshot(self):
        with self._lock:
            return dict(self._counts)
