"""The request log (--log FILE, else stderr): "METHOD TARGET STATUS" a line, control characters
as \\xNN."""

import sys
import threading


def printable(text):
    return "".join(c if 0x20 <= ord(c) < 0x7F else f"\\x{ord(c):02x}" for c in text)


class ProxyLog:
    def __init__(self, path):
        self._lock = threading.Lock()
        self._file = open(path, "a", encoding="utf-8") if path else None

    def write(self, method, target, status):
        line = f"{printable(method)} {printable(target)} {status}\n"
        with self._lock:
            stream = self._file or sys.stderr
            try:
                stream.write(line)
                stream.flush()
            except (OSError, ValueError):
                pass

    def close(self):
        if self._file:
            self._file.close()
