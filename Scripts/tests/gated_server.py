"""Servers on 127.0.0.1 that hold answers back until the test releases them (GatedServer), and
GatedFeedServer's small feed, so output can be made to arrive while the user types.
"""

import json
import struct
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from pty_terminal import TIMEOUT


def png(width, height):
    """A valid PNG of one grey colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


class GatedServer:
    """A server on 127.0.0.1 under `http://127.0.0.1:PORT/PREFIX`, whose subclass answers each GET
    (`answer`), holding back what it likes until `release()` is called (or the test ends)."""

    PREFIX = ""

    def __init__(self):
        self.released = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                path, _, query = self.path.partition("?")
                server.answer(self, path, query)

            def reply(self, body, content_type="application/json"):
                data = json.dumps(body).encode() if isinstance(body, dict) else body
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", content_type)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:  # the app went away
                    pass

            def log_message(self, *arguments):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/{self.PREFIX}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def answer(self, handler, path, query):
        raise NotImplementedError

    def release(self):
        self.released.set()

    def close(self):
        self.released.set()
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(TIMEOUT)


class GatedFeedServer(GatedServer):
    """A feed of three items on 127.0.0.1 whose first page is answered only once `release()` is
    called (or never: the load stays in flight); the next page is empty, images are 1x1 PNGs and
    every item has one comment."""

    PREFIX = "gated"

    ITEMS = [("b7d1f0a2-0000-4000-8000-00000000000%d" % n, f"Gated item number {n}", f"Place {n}")
             for n in (1, 2, 3)]

    def answer(self, handler, path, query):
        if path == "/gated/v1/feed" and "after_id" in query:
            handler.reply({"items": []})
        elif path == "/gated/v1/feed":
            if self.released.wait(TIMEOUT * 2):
                handler.reply({"items": [
                    {"id": id, "description": description, "location": location,
                     "image": f"{self.base}/images/{id}.png"}
                    for id, description, location in self.ITEMS]})
        elif path.startswith("/gated/images/"):
            handler.reply(png(1, 1), "image/png")
        elif path.startswith("/gated/v1/image/") and path.endswith("/comments"):
            handler.reply({"items": [{"id": "c0ffee00-0000-4000-8000-000000000001",
                                   "message": "A gated comment",
                                   "created_at": "2024-01-01T00:00:00Z",
                                   "author": {"username": "ana"}}]})
        else:
            handler.send_error(404)
