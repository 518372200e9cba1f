"""Where a message's body ends, from its headers."""

from .reject import Reject


def body_framing(headers, what):
    """("chunked", None), ("length", N), or ("none", None) from a header list; Reject(400)
    for a request with a bad one."""
    encodings = [value for name, value in headers if name.lower() == "transfer-encoding"]
    lengths = [value for name, value in headers if name.lower() == "content-length"]
    if encodings:
        codings = [c.strip().lower() for value in encodings for c in value.split(",") if c.strip()]
        if lengths or not codings or codings[-1] != "chunked":
            raise Reject(400, f"unsupported Transfer-Encoding in the {what}")
        return "chunked", None
    if lengths:
        values = {v.strip() for value in lengths for v in value.split(",")}
        if len(values) != 1 or not next(iter(values)).isdigit():
            raise Reject(400, f"bad Content-Length in the {what}")
        return "length", int(next(iter(values)))
    return "none", None
