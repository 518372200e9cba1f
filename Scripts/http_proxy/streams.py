"""Buffered reads from a socket, and copies from one socket to another: exact, to EOF, chunked,
or both ways at once for a tunnel."""

import select
import socket

BUFFER = 64 * 1024
MAX_CHUNK_LINE = 64 * 1024


class Reader:
    """Buffered reads from a socket that can hand back what it buffered but not consumed."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = bytearray()
        self.eof = False

    def _fill(self):
        if self.eof:
            return False
        data = self.sock.recv(BUFFER)
        if not data:
            self.eof = True
            return False
        self.buffer += data
        return True

    def read_line(self, limit):
        """A line with its LF; b"" at EOF; whatever came before EOF; None when over limit."""
        start = 0
        while True:
            index = self.buffer.find(b"\n", start)
            if index >= 0:
                if index + 1 > limit:
                    return None
                return self._take(index + 1)
            if len(self.buffer) > limit:
                return None
            start = len(self.buffer)
            if not self._fill():
                return self._take(len(self.buffer))

    def read_some(self, most=BUFFER):
        """Up to most bytes (buffered ones first); b"" at EOF."""
        if not self.buffer and not self._fill():
            return b""
        return self._take(min(most, len(self.buffer)))

    def take_buffered(self):
        return self._take(len(self.buffer))

    def _take(self, count):
        data = bytes(self.buffer[:count])
        del self.buffer[:count]
        return data


def close_quietly(sock):
    if sock is None:
        return
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    try:
        sock.close()
    except OSError:
        pass


def copy_exactly(reader, destination, count):
    """Copies count bytes (fewer when the source ends first); True when all were copied."""
    while count > 0:
        data = reader.read_some(min(count, BUFFER))
        if not data:
            return False
        destination.sendall(data)
        count -= len(data)
    return True


def copy_until_eof(reader, destination):
    while True:
        data = reader.read_some()
        if not data:
            return
        destination.sendall(data)


def copy_chunked(reader, destination):
    """Copies a chunked body as is (sizes, extensions, trailers) up to its end; False when
    the source ends first or the framing is broken (then the copy just stops)."""
    while True:
        line = reader.read_line(MAX_CHUNK_LINE)
        if not line or not line.endswith(b"\n"):
            return False
        destination.sendall(line)
        size_text = line.split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            return False
        if size_text.startswith((b"-", b"+", b"0x", b"0X")) or size < 0:
            return False
        if size == 0:
            while True:  # trailers, then the empty line
                line = reader.read_line(MAX_CHUNK_LINE)
                if not line or not line.endswith(b"\n"):
                    return False
                destination.sendall(line)
                if line in (b"\r\n", b"\n"):
                    return True
        if not copy_exactly(reader, destination, size):
            return False
        line = reader.read_line(MAX_CHUNK_LINE)  # the CRLF after the chunk data
        if not line:
            return False
        destination.sendall(line)


def relay_both_ways(client, upstream):
    """Relays until both sides closed (a half-close is passed on) or one fails."""
    open_reads = {client: upstream, upstream: client}
    while open_reads:
        readable, _, _ = select.select(list(open_reads), [], [])
        for source in readable:
            destination = open_reads[source]
            try:
                data = source.recv(BUFFER)
            except OSError:
                return
            if data:
                try:
                    destination.sendall(data)
                except OSError:
                    return
            else:
                del open_reads[source]
                try:
                    destination.shutdown(socket.SHUT_WR)
                except OSError:
                    return
