"""One client connection: its request head read, checked, then a CONNECT tunnel or a plain http
request forwarded and its answer relayed; or an answer of the proxy itself. Every answer ends
with the connection closed."""

import socket
import socketserver
import threading

from .authorization import authorized
from .framing import body_framing
from .reject import REASONS, Reject, RejectWithRequest
from .request_head import read_request
from .response_head import STATUS_LINE, read_response_head
from .streams import Reader, close_quietly, copy_chunked, copy_exactly, copy_until_eof, relay_both_ways
from .targets import http_target, split_host_port
from .upstream import connect_upstream

HEAD_TIMEOUT = 60  # seconds a client has to send its request head
ESTABLISHED = b"HTTP/1.1 200 Connection Established\r\n\r\n"
DROPPED_REQUEST_HEADERS = {"proxy-authorization", "proxy-connection", "connection", "keep-alive"}
DROPPED_RESPONSE_HEADERS = {"proxy-connection", "connection", "keep-alive"}


class Handler(socketserver.BaseRequestHandler):
    def handle(self):
        self.client = self.request
        self.upstream = None
        self.answered = False
        self.request_info = None
        try:
            self.client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.client.settimeout(HEAD_TIMEOUT)
            self.reader = Reader(self.client)
            try:
                request = read_request(self.reader)
            except RejectWithRequest as reject:
                self.request_info = reject.request
                raise
            if request is None:
                return
            self.request_info = request
            self.client.settimeout(None)
            if not authorized(request, self.server.credentials):
                raise Reject(407)
            if request.method == "CONNECT":
                self.tunnel(request)
            else:
                self.forward(request)
        except Reject as reject:
            self.reject(reject)
        except OSError:
            pass  # a client or upstream that went away, a timeout: nothing to tell anyone
        finally:
            close_quietly(self.upstream)
            close_quietly(self.client)

    def reject(self, reject):
        if self.answered:
            return
        request = self.request_info
        if request is not None:
            self.server.log.write(request.method, request.target, reject.status)
        else:
            self.server.log.write("-", "-", reject.status)
        reason = REASONS[reject.status]
        if reject.status == 407:
            head = (f"HTTP/1.1 407 {reason}\r\nProxy-Authenticate: Basic realm=\"test\"\r\n"
                    "Content-Length: 0\r\nConnection: close\r\n\r\n")
            body = b""
        else:
            body = f"{reject.status} {reason}: {reject.message}\n".encode("utf-8", "replace")
            head = (f"HTTP/1.1 {reject.status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
                    f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n")
        self.answered = True
        try:
            self.client.sendall(head.encode("latin-1") + body)
        except OSError:
            pass

    # -- CONNECT

    def tunnel(self, request):
        host, port = split_host_port(request.target)
        self.upstream = connect_upstream(host, port)
        self.server.log.write(request.method, request.target, 200)
        self.answered = True
        self.client.sendall(ESTABLISHED)
        early = self.reader.take_buffered()
        if early:
            self.upstream.sendall(early)
        relay_both_ways(self.client, self.upstream)

    # -- plain http

    def forward(self, request):
        host, port, origin, host_header = http_target(request.target)
        framing = body_framing(request.headers, "request")
        self.upstream = connect_upstream(host, port)
        head = [f"{request.method} {origin} HTTP/1.1"]
        if request.header("host") is None:
            head.append(f"Host: {host_header}")
        head += [f"{name}: {value}" for name, value in request.headers
                 if name.lower() not in DROPPED_REQUEST_HEADERS]
        head.append("Connection: close")
        self.upstream.sendall(("\r\n".join(head) + "\r\n\r\n").encode("latin-1"))
        if framing[0] != "none":
            threading.Thread(target=self.send_body, args=(framing,), daemon=True).start()
        self.relay_response(request)

    def send_body(self, framing):
        try:
            if framing[0] == "chunked":
                copy_chunked(self.reader, self.upstream)
            else:
                copy_exactly(self.reader, self.upstream, framing[1])
        except OSError:
            pass

    def relay_response(self, request):
        reader = Reader(self.upstream)
        while True:
            lines, raw, state = read_response_head(reader)
            if not raw:
                raise Reject(502, "the upstream closed without answering")
            match = STATUS_LINE.match(lines[0]) if lines else None
            if match is None:
                raise Reject(502, "the upstream's answer is not an HTTP/1.x status line")
            status = int(match.group(1))
            if state != "complete":  # relayed as is, as far as it goes
                self.server.log.write(request.method, request.target, status)
                self.answered = True
                self.client.sendall(raw)
                copy_until_eof(reader, self.client)
                return
            if 100 <= status < 200 and status != 101:
                self.client.sendall(raw)  # an interim answer: relayed, then the next one
                continue
            break
        headers = [line for line in lines[1:]
                   if line.split(b":", 1)[0].strip().decode("latin-1").lower() not in DROPPED_RESPONSE_HEADERS]
        framing = response_framing(request, status, headers)
        self.server.log.write(request.method, request.target, status)
        self.answered = True
        self.client.sendall(b"".join(line + b"\r\n" for line in [lines[0]] + headers)
                            + b"Connection: close\r\n\r\n")
        if framing[0] == "chunked":
            copy_chunked(reader, self.client)
        elif framing[0] == "length":
            copy_exactly(reader, self.client, framing[1])
        elif framing[0] == "eof":
            copy_until_eof(reader, self.client)


def response_framing(request, status, headers):
    """Where the final answer's body ends: as its headers say, none for HEAD, 204 and 304, else (no
    framing, or a bad one) at the upstream's EOF."""
    try:
        framing = body_framing([(line.split(b":", 1)[0].decode("latin-1").strip(),
                                 line.partition(b":")[2].decode("latin-1"))
                                for line in headers if b":" in line], "response")
    except Reject:
        framing = ("eof", None)
    if request.method == "HEAD" or status in (204, 304):
        return "none", None
    return ("eof", None) if framing[0] == "none" else framing
