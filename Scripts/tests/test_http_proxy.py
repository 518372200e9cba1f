"""Tests of Scripts/http-proxy: end to end, the real script with the real Scripts/feed-server as
its upstream, both on free ports; and the pure parts of its package (Scripts/http_proxy) alone.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import base64
import json
import os
import re
import selectors
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import unittest

from script_process import ScriptProcess

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, SCRIPTS)

from http_proxy import authorization, framing, request_head, targets  # noqa: E402
from http_proxy.reject import Reject  # noqa: E402

PROXY = os.path.join(SCRIPTS, "http-proxy")
FEED_SERVER = os.path.join(SCRIPTS, "feed-server")
FIXTURES = os.path.join(os.path.dirname(SCRIPTS), "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures")
LISTENING = re.compile(r"^listening on http://127\.0\.0\.1:(\d+)\n$")
ESTABLISHED = b"HTTP/1.1 200 Connection Established\r\n\r\n"


def fixture_ids():
    with open(os.path.join(FIXTURES, "feed.json"), encoding="utf-8") as file:
        return [item["id"] for item in json.load(file)["items"]]


def free_port():
    """A port nobody listens on (bound, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Process(ScriptProcess):
    """A running script (http-proxy or feed-server) that printed its listening line."""

    def __init__(self, test, script, *arguments):
        super().__init__(test, [script, *arguments], LISTENING)
        self.port = int(self.match.group(1))


def exchange(port, data, half_close=False):
    """Sends data to 127.0.0.1:port and returns everything until the peer closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(data)
        if half_close:
            sock.shutdown(socket.SHUT_WR)
        return read_until_eof(sock)


def read_until_eof(sock):
    chunks = []
    while True:
        data = sock.recv(65536)
        if not data:
            return b"".join(chunks)
        chunks.append(data)


def read_exactly(sock, count):
    data = b""
    while len(data) < count:
        more = sock.recv(count - len(data))
        if not more:
            break
        data += more
    return data


def parse_response(raw):
    """(status, {lower-case name: value}, body) of a raw HTTP/1.1 response."""
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body


def proxy_authorization(credentials):
    return "Proxy-Authorization: Basic " + base64.b64encode(credentials.encode()).decode() + "\r\n"


class CapturingUpstream:
    """A one-connection upstream that records the request head it gets and answers 200."""

    def __init__(self, test):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(1)
        self.sock.settimeout(5)
        self.port = self.sock.getsockname()[1]
        self.head = None
        self.released = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()
        test.addCleanup(self.sock.close)
        test.addCleanup(self.released.set)

    def _serve(self):
        connection, _ = self.sock.accept()
        with connection:
            connection.settimeout(5)
            data = b""
            while b"\r\n\r\n" not in data:
                more = connection.recv(65536)
                if not more:
                    break
                data += more
            self.head = data.partition(b"\r\n\r\n")[0].decode("latin-1")
            connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nKeep-Alive: timeout=5\r\n"
                               b"Connection: keep-alive\r\n\r\nok")
            self.released.wait(5)  # keep the connection open: the proxy must stop after 2 bytes


class ProxyTests(unittest.TestCase):
    def setUp(self):
        self.log = os.path.join(tempfile.mkdtemp(), "proxy.log")
        self.feed_log = os.path.join(os.path.dirname(self.log), "feed.log")
        self.feed = Process(self, FEED_SERVER, "--log", self.feed_log)
        self.origin = f"http://127.0.0.1:{self.feed.port}"

    def start_proxy(self, *arguments):
        return Process(self, PROXY, "--log", self.log, *arguments)

    def log_lines(self, path=None):
        with open(path or self.log, encoding="utf-8") as file:
            return file.read().splitlines()

    def get(self, proxy, url, headers=""):
        host = re.match(r"http://([^/]+)", url).group(1)
        request = f"GET {url} HTTP/1.1\r\nHost: {host}\r\n{headers}\r\n"
        return parse_response(exchange(proxy.port, request.encode()))

    def test_listening_line_help_and_clean_stop(self):
        proxy = self.start_proxy()
        self.assertEqual(proxy.line, f"listening on http://127.0.0.1:{proxy.port}\n")
        self.assertEqual(proxy.stop(signal.SIGTERM), 0)
        self.assertEqual(self.start_proxy().stop(signal.SIGINT), 0)
        help_text = subprocess.run([PROXY, "--help"], capture_output=True, text=True, timeout=10).stdout
        self.assertIn("--require-auth USER:PASSWORD", help_text)
        self.assertIn("listening on http://127.0.0.1:PORT", help_text)
        bad = subprocess.run([PROXY, "--require-auth", "nocolon"], capture_output=True, text=True, timeout=10)
        self.assertEqual(bad.returncode, 2)

    def test_plain_get_returns_the_feed_with_an_origin_form_target(self):
        proxy = self.start_proxy()
        status, headers, body = self.get(proxy, f"{self.origin}/v1/feed?limit=3")
        self.assertEqual(status, 200)
        self.assertEqual(headers["connection"], "close")
        self.assertEqual(int(headers["content-length"]), len(body))
        items = json.loads(body)["items"]
        self.assertEqual([item["id"] for item in items], fixture_ids()[:3])
        self.assertEqual(self.log_lines(self.feed_log), ["GET /v1/feed?limit=3 200"])
        status, _, body = self.get(proxy, f"http://localhost:{self.feed.port}/__test/status/404")
        self.assertEqual((status, body), (404, b"status 404"))

    def test_forwarded_headers_drop_the_proxy_ones_and_the_body_ends_at_content_length(self):
        upstream = CapturingUpstream(self)
        proxy = self.start_proxy()
        started = time.monotonic()
        status, headers, body = self.get(
            proxy, f"http://127.0.0.1:{upstream.port}/a/b?x=1&y=2",
            "X-Custom: kept\r\nProxy-Connection: keep-alive\r\nConnection: keep-alive\r\n"
            + proxy_authorization("u:p"))
        # The upstream holds its connection open for 5 s: a proxy that read to the end of the connection
        # rather than to Content-Length would take that long (a few milliseconds on a quiet machine).
        self.assertLess(time.monotonic() - started, 2.5)
        self.assertEqual((status, body), (200, b"ok"))
        self.assertEqual(headers["connection"], "close")
        self.assertNotIn("keep-alive", headers)
        upstream.released.set()
        upstream.thread.join(5)
        lines = upstream.head.split("\r\n")
        self.assertEqual(lines[0], "GET /a/b?x=1&y=2 HTTP/1.1")
        self.assertEqual(lines[1:], [f"Host: 127.0.0.1:{upstream.port}", "X-Custom: kept", "Connection: close"])

    def test_connect_tunnel_carries_a_raw_http_request(self):
        proxy = self.start_proxy()
        with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as sock:
            target = f"127.0.0.1:{self.feed.port}"
            sock.sendall(f"CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n\r\n".encode())
            self.assertEqual(read_exactly(sock, len(ESTABLISHED)), ESTABLISHED)
            sock.sendall(f"GET /v1/feed?limit=2 HTTP/1.1\r\nHost: {target}\r\n\r\n".encode())
            sock.shutdown(socket.SHUT_WR)  # a half-close: the answer must still come back
            status, _, body = parse_response(read_until_eof(sock))
        self.assertEqual(status, 200)
        self.assertEqual([item["id"] for item in json.loads(body)["items"]], fixture_ids()[:2])
        self.assertEqual(self.log_lines(), [f"CONNECT {target} 200"])

    def test_auth_required_answers_407_without_and_200_with(self):
        proxy = self.start_proxy("--require-auth", "user:s3cr:et")
        url = f"{self.origin}/v1/feed?limit=1"
        for headers in ("", proxy_authorization("user:wrong"), "Proxy-Authorization: Bearer x\r\n"):
            raw = exchange(proxy.port, f"GET {url} HTTP/1.1\r\n{headers}\r\n".encode())
            self.assertEqual(raw, b"HTTP/1.1 407 Proxy Authentication Required\r\n"
                                  b"Proxy-Authenticate: Basic realm=\"test\"\r\n"
                                  b"Content-Length: 0\r\nConnection: close\r\n\r\n")
        target = f"127.0.0.1:{self.feed.port}"
        raw = exchange(proxy.port, f"CONNECT {target} HTTP/1.1\r\n\r\n".encode())
        self.assertEqual(parse_response(raw)[0], 407)
        status, _, body = self.get(proxy, url, proxy_authorization("user:s3cr:et"))
        self.assertEqual(status, 200)
        self.assertEqual(len(json.loads(body)["items"]), 1)
        with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as sock:
            sock.sendall(f"CONNECT {target} HTTP/1.1\r\n{proxy_authorization('user:s3cr:et')}\r\n".encode())
            self.assertEqual(read_exactly(sock, len(ESTABLISHED)), ESTABLISHED)
        self.assertEqual(self.log_lines()[:4], [f"GET {url} 407"] * 3 + [f"CONNECT {target} 407"])
        self.assertEqual(self.log_lines()[4:], [f"GET {url} 200", f"CONNECT {target} 200"])

    def test_non_loopback_targets_are_forbidden_and_unreachable_ones_are_bad_gateways(self):
        proxy = self.start_proxy()
        self.assertEqual(self.get(proxy, "http://example.com/")[0], 403)
        self.assertEqual(self.get(proxy, "http://10.0.0.1:8080/v1/feed")[0], 403)
        raw = exchange(proxy.port, b"CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
        self.assertEqual(parse_response(raw)[0], 403)
        closed = free_port()
        self.assertEqual(self.get(proxy, f"http://127.0.0.1:{closed}/")[0], 502)
        raw = exchange(proxy.port, f"CONNECT 127.0.0.1:{closed} HTTP/1.1\r\n\r\n".encode())
        self.assertEqual(parse_response(raw)[0], 502)
        self.assertEqual(parse_response(exchange(proxy.port, b"GET /relative HTTP/1.1\r\n\r\n"))[0], 400)
        self.assertEqual(self.log_lines(), [
            "GET http://example.com/ 403",
            "GET http://10.0.0.1:8080/v1/feed 403",
            "CONNECT example.com:443 403",
            f"GET http://127.0.0.1:{closed}/ 502",
            f"CONNECT 127.0.0.1:{closed} 502",
            "GET /relative 400",
        ])

    def test_log_lines_and_no_tracebacks_when_clients_go_away(self):
        proxy = self.start_proxy()
        self.get(proxy, f"{self.origin}/v1/feed?limit=1")
        self.get(proxy, f"{self.origin}/nope")
        # clients that go away: at once, mid-head, mid-tunnel, mid-relay
        socket.create_connection(("127.0.0.1", proxy.port), timeout=5).close()
        with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as sock:
            sock.sendall(b"GET http://127.0.0.1/ HTT")
        with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as sock:
            sock.sendall(f"CONNECT 127.0.0.1:{self.feed.port} HTTP/1.1\r\n\r\nGET /v1/fe".encode())
            read_exactly(sock, len(ESTABLISHED))
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as sock:
            sock.sendall(f"GET {self.origin}/images/pixel.png HTTP/1.1\r\n\r\n".encode())
            sock.recv(10)
        time.sleep(0.3)
        lines = self.log_lines()
        self.assertEqual(lines[:2], [f"GET {self.origin}/v1/feed?limit=1 200", f"GET {self.origin}/nope 404"])
        self.assertEqual(lines[2], f"CONNECT 127.0.0.1:{self.feed.port} 200")
        self.assertEqual(lines[3:], [f"GET {self.origin}/images/pixel.png 200"])
        self.assertEqual(proxy.stop(), 0)
        self.assertEqual(proxy.stderr_text(), "")

    def test_the_command_runs_from_another_folder_with_python3_isolated(self):
        # As TestSupport starts it (python3 PATH), even in isolated mode, which adds no folder to sys.path.
        process = subprocess.Popen([sys.executable, "-I", PROXY, "--port", "0", "--log", self.log],
                                   cwd="/", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.addCleanup(process.stderr.close)
        self.addCleanup(process.stdout.close)
        try:
            line = process.stdout.readline().decode()
            self.assertRegex(line, LISTENING)
            port = int(LISTENING.match(line).group(1))
            request = f"GET {self.origin}/v1/feed?limit=1 HTTP/1.1\r\n\r\n".encode()
            status, _, _ = parse_response(exchange(port, request))
            self.assertEqual(status, 200)
        finally:
            process.terminate()
            self.assertEqual(process.wait(5), 0)


class TargetTests(unittest.TestCase):
    def test_an_absolute_url_gives_host_port_origin_form_and_host_header(self):
        self.assertEqual(targets.http_target("http://user:pw@[::1]:8080/a?b=1#frag"),
                         ("::1", 8080, "/a?b=1", "[::1]:8080"))
        self.assertEqual(targets.http_target("HTTP://LocalHost?x"), ("localhost", 80, "/?x", "LocalHost"))

    def test_targets_that_are_not_absolute_http_or_have_a_bad_port_are_rejected_with_400(self):
        for target in ("/relative", "https://127.0.0.1/", "http:///path", "http://127.0.0.1:0/", "http://[::1/",
                       "http://::1:80/"):
            with self.subTest(target=target), self.assertRaises(Reject) as raised:
                targets.http_target(target)
            self.assertEqual(raised.exception.status, 400)

    def test_connect_targets_need_a_port_and_brackets_around_ipv6(self):
        self.assertEqual(targets.split_host_port("[::1]:443"), ("::1", 443))
        for authority in ("127.0.0.1", "::1:443", "host:65536", ":80"):
            with self.subTest(authority=authority), self.assertRaises(Reject):
                targets.split_host_port(authority)


class FramingTests(unittest.TestCase):
    def test_chunked_last_wins_and_lengths_must_agree(self):
        self.assertEqual(framing.body_framing([("Transfer-Encoding", "gzip, chunked")], "request"), ("chunked", None))
        self.assertEqual(framing.body_framing([("Content-Length", "5"), ("content-length", "5, 5")], "request"),
                         ("length", 5))
        self.assertEqual(framing.body_framing([("Host", "x")], "request"), ("none", None))

    def test_ambiguous_framings_are_rejected_with_400(self):
        for headers in ([("Transfer-Encoding", "chunked"), ("Content-Length", "3")],
                        [("Transfer-Encoding", "chunked, gzip")], [("Content-Length", "3"), ("Content-Length", "4")],
                        [("Content-Length", "-1")]):
            with self.subTest(headers=headers), self.assertRaises(Reject) as raised:
                framing.body_framing(headers, "request")
            self.assertEqual(raised.exception.status, 400)


class AuthorizationTests(unittest.TestCase):
    def request(self, *headers):
        return request_head.Request("GET / HTTP/1.1", "GET", "/", list(headers))

    def test_basic_credentials_must_match_exactly_in_any_scheme_case(self):
        token = base64.b64encode(b"user:s3cr:et").decode()
        self.assertTrue(authorization.authorized(self.request(("Proxy-Authorization", f"bAsIc {token}")),
                                                 b"user:s3cr:et"))
        self.assertTrue(authorization.authorized(self.request(), None))
        for value in (f"Bearer {token}", "Basic !!!", "Basic " + base64.b64encode(b"user:s3cr").decode()):
            with self.subTest(value=value):
                self.assertFalse(authorization.authorized(self.request(("Proxy-Authorization", value)),
                                                          b"user:s3cr:et"))
        self.assertFalse(authorization.authorized(self.request(), b"user:s3cr:et"))


class PackageTests(unittest.TestCase):
    def test_the_command_and_every_module_are_under_500_lines(self):
        folder = os.path.join(SCRIPTS, "http_proxy")
        paths = [PROXY] + [os.path.join(folder, name) for name in sorted(os.listdir(folder)) if name.endswith(".py")]
        for path in paths:
            with self.subTest(path=path), open(path, encoding="utf-8") as file:
                self.assertLess(len(file.readlines()), 500)


if __name__ == "__main__":
    unittest.main()
