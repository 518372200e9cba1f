"""Response, the answer every route and fault mode returns, and its usual shapes."""

import copy
import json


class Response:
    """An answer: status, Content-Type (None: none), extra headers, a body and its framing.

    The body is `body` (bytes), or, for big bodies, `chunks`: a function returning an
    iterable of bytes, called only when the body is sent.
    length: the body's length: len(body), or given with chunks; None when the body has no
        known end (a flood). The body sent is cut at length.
    framing: "length" (a Content-Length; the default when length is known), "close" (no
        length, the connection is closed after the body; the default otherwise), "chunked"
        (Transfer-Encoding: chunked), "none" (no body, no framing header: 204, 304), or
        "raw" (the chunks are the whole answer, status line and headers included).
    interim: bytes sent before the status line (interim 1xx answers).
    send_limit: send only that many body bytes, then close (a truncated answer).
    pace: seconds to spread the body over. close: close the connection afterwards. reset: end it
        with a reset (RST) instead of a close.
    """

    def __init__(self, status, body=b"", content_type="application/json", headers=(), chunks=None,
                 length=None, framing=None, interim=b"", send_limit=None, pace=0.0, close=False, reset=False):
        self.status = status
        self.body = body
        self.content_type = content_type
        self.headers = list(headers)
        self.chunks = chunks
        self.length = len(body) if chunks is None else length
        self.framing = framing or ("length" if self.length is not None else "close")
        self.interim = interim
        self.send_limit = send_limit
        self.pace = pace
        self.close = close
        self.reset = reset

    @property
    def has_length(self):
        """The body has a known length (it is not a flood nor a raw answer)."""
        return self.length is not None and self.framing in ("length", "chunked", "close")

    def body_chunks(self):
        return self.chunks() if self.chunks is not None else (self.body,)

    def but(self, **changes):
        """A copy with some attributes changed."""
        changed = copy.copy(self)
        changed.__dict__.update(changes)
        return changed


def json_response(payload, status=200):
    body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
    return Response(status, body, "application/json")


def error_response(status, message):
    return json_response({"error": message}, status)


def not_found():
    return error_response(404, "not found")


def redirect(status, location, message="redirect"):
    return json_response({"error": message}, status).but(headers=[("Location", location)])
