"""A client's request head: its request line and headers, as received."""

import re

from .reject import Reject, RejectWithRequest

MAX_REQUEST_HEAD = 64 * 1024
TOKEN = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")


class Request:
    def __init__(self, line, method, target, headers):
        self.line = line
        self.method = method
        self.target = target
        self.headers = headers  # [(name, value)], in order, as received (latin-1 text)

    def header(self, name):
        name = name.lower()
        for key, value in self.headers:
            if key.lower() == name:
                return value
        return None


def read_request(reader):
    """The request head, or None when the client closed before sending one."""
    lines, size = [], 0
    while True:
        line = reader.read_line(MAX_REQUEST_HEAD - size)
        if line is None:
            raise Reject(400, "request head too large")
        if not line:
            if not lines:
                return None
            raise ConnectionAbortedError("client closed mid-head")
        if not line.endswith(b"\n"):
            raise ConnectionAbortedError("client closed mid-head")
        size += len(line)
        line = line.rstrip(b"\r\n").decode("latin-1")
        if not lines and not line:
            continue  # RFC 9112 2.2: ignore empty lines before the request line
        if not line:
            break
        lines.append(line)
    request_line = lines[0]
    parts = request_line.split(" ")
    if len(parts) != 3 or not TOKEN.match(parts[0]) or not parts[1]:
        raise Reject(400, "malformed request line")
    method, target, version = parts
    request = Request(request_line, method, target, [])
    if not re.match(r"^HTTP/1\.[0-9]$", version):
        raise RejectWithRequest(request, 400, "unsupported HTTP version")
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if not colon or not TOKEN.match(name):
            raise RejectWithRequest(request, 400, "malformed header line")
        request.headers.append((name, value.strip(" \t")))
    return request
