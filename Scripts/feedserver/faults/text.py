"""Text fields made hostile (escape sequences), invisible (bidi and invisible characters),
invalid (bytes that are not UTF-8) or huge (descriptions of megabytes, streamed)."""

import functools

from ..body_stream import CHUNK, padded_chunks
from ..response import Response, json_response

MIB = 1024 * 1024
MAX_MEGABYTES = 31
HOSTILE_SEQUENCE = "\x1b[2J" + "\x1b]0;pwned\x07" + "\x07" + "\u202e" + "\u009b31m"
INVISIBLE_SEQUENCE = ("\u2028" + "\u2029" + "\u200e" + "\u200f" + "\u061c" + "\ufeff" + "\ufff9\ufffa\ufffb"
                      + "\U000e0001\U000e0020\U000e0041\U000e007f")
INVALID_UTF8_MARKER = "@@invalid-utf8@@"
INVALID_UTF8 = b"\xff\xfe \x80 \xc0\xaf \xed\xa0\x80 \xe2\x82"
LONG_DESCRIPTION = 1024 * 1024
LOREM = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore "
         "et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut "
         "aliquip ex ea commodo consequat.")
LOREM_CHUNK = ((LOREM + " ") * (CHUNK // (len(LOREM) + 1) + 1)).encode()[:CHUNK]
ESCAPED_ESC = b"\\u001b"
ESCAPES_CHUNK = ESCAPED_ESC * (CHUNK // len(ESCAPED_ESC))
TEXT_MARKER = "@@streamed-text@@"


def embedding(sequence):
    """A text filter that embeds sequence in the middle of otherwise normal text."""

    def embed(text):
        middle = len(text) // 2
        return text[:middle] + sequence + text[middle:]

    return embed


hostile = embedding(HOSTILE_SEQUENCE)
invisible = embedding(INVISIBLE_SEQUENCE)


def fault_invalid_utf8(name, argument, request):
    payload = request["payload"]()
    if payload is None:
        return None  # a bad limit: answered as usual
    for item in payload["items"]:
        if "description" in item:
            middle = len(item["description"]) // 2
            item["description"] = item["description"][:middle] + INVALID_UTF8_MARKER + item["description"][middle:]
    body = json_response(payload).body.replace(INVALID_UTF8_MARKER.encode(), INVALID_UTF8)
    return Response(200, body, "application/json")


@functools.lru_cache(maxsize=1)
def lorem_filler():
    return (LOREM + " ") * (LONG_DESCRIPTION // (len(LOREM) + 1) + 1)


def fault_long_description(name, argument, request):
    payload = request["payload"]()
    if payload is None:
        return None  # a bad limit: answered as usual
    for item in payload["items"]:
        if "description" in item:
            item["description"] = (item["description"] + " " + lorem_filler())[:LONG_DESCRIPTION]
    return json_response(payload)


def fault_huge_description(name, argument, request):
    payload = request["payload"]()
    if not payload or not payload["items"]:
        return None  # a bad limit or an empty page: answered as usual
    first = payload["items"][0]
    prefix = ((first.get("description") or "Huge description") + " ").encode()
    first["description"] = TEXT_MARKER
    size = int(argument) * MIB
    return spliced_response(payload, size, lambda: padded_chunks(prefix, size, LOREM_CHUNK))


def fault_escapes(name, argument, request):
    payload = request["payload"]()
    described = [item for item in (payload or {"items": []})["items"] if "description" in item]
    if not described:
        return None  # a bad limit or no description: answered as usual
    size = int(argument) * MIB // len(ESCAPED_ESC) // len(described) * len(ESCAPED_ESC)
    for item in described:
        item["description"] = TEXT_MARKER
    return spliced_response(payload, size, lambda: padded_chunks(b"", size, ESCAPES_CHUNK))


def spliced_response(payload, size, text_chunks):
    """payload as JSON with every TEXT_MARKER string replaced by the size bytes of
    text_chunks() (JSON string content, escaped already), streamed with a Content-Length."""
    parts = json_response(payload).body.split(TEXT_MARKER.encode())

    def chunks():
        yield parts[0]
        for part in parts[1:]:
            yield from text_chunks()
            yield part

    length = sum(len(part) for part in parts) + size * (len(parts) - 1)
    return Response(200, content_type="application/json", length=length, chunks=chunks)
