"""One connection's requests: each read, routed, and its Response written (interim answers,
status line and headers, then the body as body_stream sends it); logged, counted and recorded
first (bookkeeping), and listed as in progress from its request line to then."""

import json
import socket
import ssl
import struct
import time
from http.server import BaseHTTPRequestHandler
from urllib.parse import parse_qs, urlsplit

from .body_stream import body_pieces, framing_headers
from .response import error_response
from .routes import Request, route
from .tls import tls_handshake

MAX_REQUEST_BODY = 1024 * 1024
DISCONNECT_ERRORS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, TimeoutError, ssl.SSLError)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "feed-server/1"
    timeout = 60  # seconds an idle keep-alive connection is kept
    answering = None  # the Response being written, for its record and log line
    routed = None  # the Request being answered (routes.Request)

    def setup(self):
        super().setup()
        # Headers and body go out in separate writes; without this, Nagle's algorithm and the
        # client's delayed ACK hold every response back by ~40 ms.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        # Here, in this connection's thread, not in the accept loop: a slow handshake holds up nobody else.
        self.handshake_done = tls_handshake(self.connection)

    def handle(self):
        if not self.handshake_done:
            return
        try:
            super().handle()
        except DISCONNECT_ERRORS:
            self.close_connection = True

    def log_message(self, format, *args):
        pass  # requests are logged by send_response; no default chatter.

    def parse_request(self):
        self.arrived = time.time()  # the request line is in; the headers come next
        self.answering = self.routed = None  # (not self.request: socketserver's name for the socket)
        parsed = super().parse_request()
        if parsed:
            self.server.requests.arrive(id(self), self.command, self.path, self.arrived)
        return parsed

    def send_response(self, code, message=None):
        self.note_answer(code, self.answering)
        super().send_response(code, message)

    def note_answer(self, code, response=None):
        # Logged, counted and recorded before anything is written, so all is done when the client sees the answer.
        method, path = self.command or "-", getattr(self, "path", None) or "-"
        headers = getattr(self, "headers", None) or {}
        routed = self.routed
        record = self.server.requests.record(method, path, code, getattr(self, "arrived", time.time()), time.time(),
                                             headers, response.headers if response else (),
                                             routed.queued if routed else None, id(self))
        line = f"{method} {path} {code:03d}"
        if self.server.log_details:
            details = {key: value for key, value in record.items() if key not in ("method", "target", "path", "status")}
            line += " " + json.dumps(details, ensure_ascii=False)
        self.server.request_log.write(line)
        self.server.stats.count("requests")

    def dispatch(self):
        body = self.read_body()
        if body is None:
            return
        url = urlsplit(self.path)
        self.routed = Request(self.command, url.path, parse_qs(url.query), url.query, body, self.headers, self.arrived)
        self.write_response(route(self.server, self.routed))

    def read_body(self):
        length = self.headers.get("Content-Length", "0")
        try:
            length = int(length)
        except ValueError:
            length = -1
        if length < 0 or length > MAX_REQUEST_BODY:
            self.close_connection = True
            self.write_response(error_response(413, "request body too large or invalid"))
            return None
        return self.rfile.read(length) if length else b""

    def write_response(self, response):
        raw = response.framing == "raw"
        self.answering = response
        if raw:
            self.note_answer(response.status, response)
        else:
            self.send_response(response.status)  # buffered until end_headers(): the interim answers go first
        if response.interim:
            self.wfile.write(response.interim)
        if response.framing in ("close", "raw"):
            self.close_connection = True  # announced by Connection: close
        if not raw:
            self.write_headers(response)
        if self.command == "HEAD" and not raw or response.framing == "none":
            return
        try:
            for piece in body_pieces(response):
                self.wfile.write(piece)
        except DISCONNECT_ERRORS:
            self.close_connection = True  # the client went away mid-body: nothing to report
            return
        if response.close:
            self.close_connection = True  # unannounced: a truncated answer
        if response.reset:
            self.wfile.flush()
            # A zero linger makes this close send RST, not FIN; closed now, before the server's
            # usual shutdown(SHUT_WR) could send a FIN first.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()

    def write_headers(self, response):
        if response.content_type:
            self.send_header("Content-Type", response.content_type)
        for key, value in framing_headers(response) + response.headers:
            self.send_header(key, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()

    do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = dispatch
