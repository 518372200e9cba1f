"""The request log (--log FILE, else stderr): "METHOD TARGET STATUS" a line, control characters
as \\xNN."""

from serving.line_log import LineLog


def printable(text):
    return "".join(c if 0x20 <= ord(c) < 0x7F else f"\\x{ord(c):02x}" for c in text)


class ProxyLog:
    def __init__(self, path):
        self._lines = LineLog(path)

    def write(self, method, target, status):
        self._lines.write(f"{printable(method)} {printable(target)} {status}")

    def close(self):
        self._lines.close()
