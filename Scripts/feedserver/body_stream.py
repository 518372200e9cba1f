"""How a Response's body is sent: cut at its length (or a fault's send limit), paced, framed in
chunks; and the endless bodies (floods) some fault modes send."""

import time

CHUNK = 64 * 1024
SPACES_CHUNK = b" " * CHUNK
ZEROS_CHUNK = bytes(CHUNK)
FLOOD_CAP = 4 * 1024 * 1024 * 1024
PACED_WRITES_PER_SECOND = 200
PACED_PIECE = 16
CHUNKED_MAX = 4096
CHUNK_EXTENSION_EVERY = 3


def padded_chunks(head, total, filler):
    """head, then the filler chunk repeated (the last one cut) up to total bytes."""
    if head:
        yield head
    remaining = total - len(head)
    while remaining > 0:
        piece = filler if remaining >= len(filler) else filler[:remaining]
        remaining -= len(piece)
        yield piece


def flood(block, head=b""):
    """head, then block over and over, FLOOD_CAP bytes in all: as fast as the client takes them."""
    return padded_chunks(head, FLOOD_CAP, block)


def parts_of(pieces, size):
    """Each piece split in parts of at most size bytes; empty pieces dropped."""
    for piece in pieces:
        for offset in range(0, len(piece), size):
            yield piece[offset : offset + size]


def cut(pieces, total):
    """The pieces up to total bytes in all."""
    sent = 0
    for piece in pieces:
        if sent >= total:
            return
        piece = piece[: total - sent]
        sent += len(piece)
        yield piece


def paced(pieces, total, seconds):
    """The pieces (total bytes) in parts of a few bytes, timed so the last leaves after seconds."""
    size = max(PACED_PIECE, -(-total // max(1, int(seconds * PACED_WRITES_PER_SECOND))))
    start, sent = time.monotonic(), 0
    for part in parts_of(pieces, size):
        delay = start + seconds * (sent + len(part)) / total - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        sent += len(part)
        yield part


def chunk_frames(pieces, complete):
    """The pieces in the chunked transfer coding, with an extension now and then; the last
    chunk only when the body is complete."""
    for index, part in enumerate(parts_of(pieces, CHUNKED_MAX)):
        extension = b";ext=1" if index % CHUNK_EXTENSION_EVERY == 0 else b""
        yield b"%x%s\r\n%s\r\n" % (len(part), extension, part)
    if complete:
        yield b"0\r\n\r\n"


def body_pieces(response):
    """The body as sent: cut at its length (or send_limit), paced, chunk-framed if chunked."""
    total = response.length if response.send_limit is None else min(response.length, response.send_limit)
    pieces = response.body_chunks() if total is None else cut(response.body_chunks(), total)
    if response.pace > 0:
        pieces = paced(pieces, total, response.pace)
    if response.framing == "chunked":
        pieces = chunk_frames(pieces, complete=total == response.length)
    return pieces


def framing_headers(response):
    if response.framing == "length":
        return [("Content-Length", str(response.length))]
    if response.framing == "chunked":
        return [("Transfer-Encoding", "chunked")]
    return []  # "close" (Connection: close is sent) or "none"
