"""Answers that never end, each a FLOOD (body_stream.flood): NUL bytes for an image, spaces
after a trickle for the feed, 100 Continue forever, header lines forever."""

import time

from ..body_stream import CHUNK, SPACES_CHUNK, ZEROS_CHUNK, flood, parts_of
from ..response import Response

CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"
CONTINUE_BLOCK = CONTINUE * (CHUNK // len(CONTINUE))
ENDLESS_HEADER = b"X-Endless: " + b"e" * 50 + b"\r\n"
ENDLESS_HEADERS_BLOCK = ENDLESS_HEADER * (CHUNK // len(ENDLESS_HEADER))
TRICKLE_TEXT = b'{"items": ['
TRICKLE_WRITES_PER_SECOND = 10
TRICKLE_PIECE = 2


def fault_image_flood(name, argument, request):
    if request["data"] is None:
        return None  # an unknown image: 404 as usual
    return Response(200, content_type=request["content_type"], chunks=lambda: flood(ZEROS_CHUNK))


def trickle_then_flood(seconds):
    """TRICKLE_TEXT then spaces, a few bytes at a time ~10 times a second for seconds; then a flood."""
    writes = max(1, round(seconds * TRICKLE_WRITES_PER_SECOND))
    for part in parts_of([TRICKLE_TEXT.ljust(writes * TRICKLE_PIECE)], TRICKLE_PIECE):
        yield part
        time.sleep(1 / TRICKLE_WRITES_PER_SECOND)
    yield from flood(SPACES_CHUNK)


def fault_trickle_flood(name, argument, request):
    return Response(200, content_type="application/json", chunks=lambda: trickle_then_flood(float(argument)))


def fault_endless_1xx(name, argument, request):
    return Response(100, framing="raw", chunks=lambda: flood(CONTINUE_BLOCK))


def fault_endless_headers(name, argument, request):
    return Response(200, framing="raw", chunks=lambda: flood(ENDLESS_HEADERS_BLOCK, b"HTTP/1.1 200 OK\r\n"))
