"""What the server counts: /__control/stats reports it. (The request log, --log FILE, else
stderr, is serving.line_log's LineLog, shared with Scripts/http-proxy.)"""

import threading


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
