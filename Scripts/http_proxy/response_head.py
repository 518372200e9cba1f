"""An upstream's answer head, read as bytes so it can be relayed as it came."""

import re

MAX_RESPONSE_HEAD = 1024 * 1024
STATUS_LINE = re.compile(rb"^HTTP/1\.[0-9] ([0-9]{3})(?: |\r?$)")


def read_response_head(reader):
    """(lines without line ends, raw bytes, state): state is "complete", "eof" (the upstream
    closed before the end of the head; raw is b"" when it closed at once) or "overflow" (the
    head is over MAX_RESPONSE_HEAD; raw is what was read)."""
    lines, raw = [], bytearray()
    while True:
        line = reader.read_line(MAX_RESPONSE_HEAD - len(raw))
        if line is None:
            raw += reader.take_buffered()
            return lines, bytes(raw), "overflow"
        raw += line
        if not line.endswith(b"\n"):
            if line:
                lines.append(line)
            return lines, bytes(raw), "eof"
        stripped = line.rstrip(b"\r\n")
        if not stripped:
            if not lines:
                continue
            return lines, bytes(raw), "complete"
        lines.append(stripped)
