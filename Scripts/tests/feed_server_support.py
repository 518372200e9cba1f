"""What the tests of Scripts/feed-server share: where the script and the fixtures are, a running
server (Server), raw HTTP on one connection (RawHTTP, Head), and the feedserver package's
modules the tests check the server against (FAULTS, the generated pages' exact length)."""

import http.client
import json
import os
import re
import socket
import sys

from script_process import ScriptProcess
from urllib.parse import urlsplit

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(SCRIPTS, "feed-server")
MAKE_TEST_CERTS = os.path.join(SCRIPTS, "make-test-certs")
FIXTURES = os.path.join(os.path.dirname(SCRIPTS), "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures")
IMAGES = os.path.join(FIXTURES, "images")
LISTENING = re.compile(r"^listening on (https?://127\.0\.0\.1:(\d+)(/[^\s]*)?)\n$")
DATE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$")
UUID = re.compile(r"^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$")
HOSTILE_PIECES = ("\x1b[2J", "\x1b]0;pwned\x07", "\x07", "\u202e", "\u009b")
MIB = 1024 * 1024
GIB = 1024 * MIB

sys.path.insert(0, SCRIPTS)  # the feedserver package behind Scripts/feed-server

from feedserver.faults.catalog import FAULTS  # noqa: E402
from feedserver.faults.generated import generated_items_chunks, generated_items_length  # noqa: E402

__all__ = ["SERVER", "MAKE_TEST_CERTS", "FIXTURES", "IMAGES", "LISTENING", "DATE", "UUID", "HOSTILE_PIECES", "MIB",
           "GIB", "FAULTS", "generated_items_chunks", "generated_items_length", "fixture_items", "fixture_comments",
           "image_bytes", "Server", "open_response", "server_rss_kilobytes", "Head", "RawHTTP"]


def fixture_items():
    with open(os.path.join(FIXTURES, "feed.json"), encoding="utf-8") as file:
        return json.load(file)["items"]



def fixture_comments():
    with open(os.path.join(FIXTURES, "comments.json"), encoding="utf-8") as file:
        return json.load(file)



def image_bytes(name):
    with open(os.path.join(IMAGES, name), "rb") as file:
        return file.read()



class Server(ScriptProcess):
    """A running feed-server child process."""

    def __init__(self, test, *arguments):
        super().__init__(test, [SERVER, *arguments], LISTENING)
        self.url = self.match.group(1)
        self.port = int(self.match.group(2))
        self.base = self.match.group(3) or ""

    def request(self, method, path, body=None):
        """(status, content type, body bytes) for a path relative to the server root."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            headers = {"Content-Type": "application/json"} if body is not None else {}
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            return response.status, response.getheader("Content-Type"), response.read()
        finally:
            connection.close()

    def get(self, path):
        return self.request("GET", path)

    def exchange(self, path, headers=None, method="GET", body=None):
        """(status, headers (an http.client.HTTPMessage), body bytes), sending these request headers."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        finally:
            connection.close()

    def post_json(self, path, payload):
        """(status, decoded JSON body) of a POST of payload as JSON."""
        status, _, body = self.request("POST", path, json.dumps(payload))
        return status, json.loads(body.decode("utf-8"))

    def records(self, since=0):
        """The records of GET /__control/requests (see Scripts/feed-server)."""
        return self.get_json(f"/__control/requests?since={since}")[1]["requests"]

    def get_json(self, path):
        status, content_type, body = self.get(path)
        return status, json.loads(body.decode("utf-8"))

    def get_url(self, url):
        parts = urlsplit(url)
        if parts.hostname != "127.0.0.1" or parts.port != self.port:
            raise AssertionError(f"URL does not point at this server: {url}")
        return self.get(parts.path + (f"?{parts.query}" if parts.query else ""))

    def set_faults(self, faults):
        return self.request("POST", "/__control/faults", json.dumps({"faults": faults}))



def open_response(server, path, timeout=10):
    """(connection, response) with the headers read and the body not yet; the caller closes."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=timeout)
    connection.request("GET", path)
    return connection, connection.getresponse()



def server_rss_kilobytes(server):
    try:
        with open(f"/proc/{server.process.pid}/status", encoding="utf-8") as file:
            for line in file:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None



class Head:
    """A parsed status line and header block."""

    def __init__(self, raw):
        lines = raw.decode("latin-1").split("\r\n")[:-2]
        self.raw = raw
        self.status = int(lines[0].split(" ")[1])
        self.headers = [(name.lower(), value.strip()) for name, _, value in (line.partition(":") for line in lines[1:])]

    def get(self, name):
        values = [value for key, value in self.headers if key == name.lower()]
        return values[0] if values else None



class RawHTTP:
    """One connection speaking HTTP/1.1 by hand, to see the exact bytes on the wire."""

    def __init__(self, test, port, context=None, timeout=10):
        sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        if context is not None:
            sock = context.wrap_socket(sock, server_hostname="127.0.0.1", suppress_ragged_eofs=False)
        test.addCleanup(sock.close)
        self.sock, self.buffer = sock, b""

    def send_get(self, path):
        self.sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())

    def fill(self):
        data = self.sock.recv(256 * 1024)
        if not data:
            raise EOFError("the server closed the connection")
        self.buffer += data

    def read_until(self, marker, limit=MIB):
        while marker not in self.buffer:
            if len(self.buffer) > limit:
                raise AssertionError(f"no {marker!r} in the first {len(self.buffer)} bytes")
            self.fill()
        data, _, self.buffer = self.buffer.partition(marker)
        return data + marker

    def read_exactly(self, size):
        while len(self.buffer) < size:
            self.fill()
        data, self.buffer = self.buffer[:size], self.buffer[size:]
        return data

    def read_to_end(self):
        try:
            while True:
                self.fill()
        except EOFError:
            pass
        data, self.buffer = self.buffer, b""
        return data

    def read_head(self, limit=MIB):
        return Head(self.read_until(b"\r\n\r\n", limit))

    def read_answer(self):
        """(head, body) of a 200-class answer with a Content-Length."""
        head = self.read_head()
        return head, self.read_exactly(int(head.get("Content-Length")))

    def read_chunked(self):
        """(body, [(size, extension), ...]) of a chunked body, its last chunk included."""
        body, chunks = b"", []
        while True:
            size_text, _, extension = self.read_until(b"\r\n")[:-2].partition(b";")
            size = int(size_text, 16)
            chunks.append((size, extension))
            if size == 0:
                assert self.read_exactly(2) == b"\r\n"  # no trailers
                return body, chunks
            body += self.read_exactly(size)
            assert self.read_exactly(2) == b"\r\n"
