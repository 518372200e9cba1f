"""Scripts/feed-server as a command: its request log, signals, hosts, --help, and TLS.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import http.client
import json
import os
import re
import shutil
import signal
import socket
import ssl
import struct
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request
from urllib.parse import urlsplit

from feed_server_support import (
    SERVER,
    MAKE_TEST_CERTS,
    fixture_items,
    image_bytes,
    Server,
    RawHTTP,
    FAULTS,
)


class ProcessTests(unittest.TestCase):
    def test_request_log_lines(self):
        with tempfile.TemporaryDirectory() as directory:
            log = os.path.join(directory, "requests.log")
            server = Server(self, "--base", "/some/base", "--log", log)
            server.get("/some/base/v1/feed?limit=10")
            server.get("/some/base/images/missing.png")
            server.set_faults(["feed-500"])
            server.get("/some/base/v1/feed?limit=10&after_id=X")
            server.get("/__control/faults")
            with open(log, encoding="utf-8") as file:
                lines = file.read().splitlines()
            self.assertEqual(lines, [
                "GET /some/base/v1/feed?limit=10 200",
                "GET /some/base/images/missing.png 404",
                "POST /__control/faults 200",
                "GET /some/base/v1/feed?limit=10&after_id=X 500",
                "GET /__control/faults 200",
            ])
            self.assertEqual(server.stop(), 0)
            self.assertEqual(server.stderr_text(), "")

    def test_without_log_requests_go_to_stderr(self):
        server = Server(self)
        server.get("/v1/feed?limit=1")
        self.assertEqual(server.stop(), 0)
        self.assertEqual(server.stderr_text(), "GET /v1/feed?limit=1 200\n")

    def test_sigterm_and_sigint_exit_cleanly(self):
        for sig in (signal.SIGTERM, signal.SIGINT):
            with self.subTest(signal=sig.name):
                server = Server(self, "--log", os.devnull)
                server.get("/v1/feed")
                self.assertEqual(server.stop(sig), 0)
                self.assertEqual(server.stderr_text(), "")

    def test_client_disconnects_print_no_traceback(self):
        server = Server(self, "--page-delay", "0.2", "--log", os.devnull)
        for path in ("/v1/feed?limit=100", "/images/photo-640x480.jpg"):
            with socket.create_connection(("127.0.0.1", server.port)) as sock:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # RST
                sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            sock.sendall(b"GARBAGE\r\n\r\n")
            sock.recv(1024)
        time.sleep(0.4)
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertEqual(server.stop(), 0)
        self.assertNotIn("Traceback", server.stderr_text())

    def test_only_loopback_hosts_are_accepted(self):
        result = subprocess.run([sys.executable, SERVER, "--host", "0.0.0.0"], capture_output=True, timeout=10)
        self.assertEqual(result.returncode, 2)
        self.assertIn(b"loopback", result.stderr)
        server = Server(self, "--host", "localhost")
        self.assertEqual(server.get("/v1/feed")[0], 200)



class HelpTests(unittest.TestCase):
    """`feed-server --help` ends with its options and fault modes, each with what it does."""

    def help_sections(self):
        result = subprocess.run([sys.executable, SERVER, "--help"], capture_output=True, text=True, timeout=10)
        self.assertEqual(result.returncode, 0, result.stderr)
        options, _, modes = result.stdout.partition("\noptions:\n")[2].partition("\nfault modes")
        return options, modes

    def test_help_describes_every_option(self):
        options, _ = self.help_sections()
        # An entry is an option's line and the lines of its description (indented further).
        entries = re.split(r"\n(?=  -)", options.strip("\n"))
        described = {}
        for entry in entries:
            invocation = re.match(r" +((?:-[-\w]+(?: [A-Z_]+)?(?:, )?)+)", entry)
            self.assertIsNotNone(invocation, entry)
            described[invocation.group(1).split(",")[0].split()[0]] = entry[invocation.end():].strip()
        self.assertEqual(sorted(described), sorted([
            "-h", "--host", "--port", "--base", "--fixtures", "--log", "--log-details", "--page-delay", "--fault",
            "--next-fault", "--tls-cert", "--tls-key",
        ]))
        for option, description in described.items():
            self.assertGreaterEqual(len(description.split()), 3, f"{option} says what it does: {description!r}")

    def test_help_gives_every_fault_mode_a_one_line_description(self):
        _, modes = self.help_sections()
        lines = modes.splitlines()
        for name, fault in FAULTS.items():
            usage = name + (f":{fault.argument.label}" if fault.argument else "")
            matching = [line for line in lines if line.split()[:1] == [usage]]
            self.assertEqual(len(matching), 1, f"one line for {usage} in:\n{modes}")
            self.assertIn(fault.summary, matching[0])
            self.assertGreaterEqual(len(matching[0].split()), 3, matching[0])



class TLSTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if shutil.which("openssl") is None:
            raise unittest.SkipTest("the openssl command is not installed: make-test-certs cannot make certificates")
        cls.directory = tempfile.TemporaryDirectory()
        subprocess.run([MAKE_TEST_CERTS, cls.directory.name], check=True, timeout=30, capture_output=True)

    @classmethod
    def tearDownClass(cls):
        cls.directory.cleanup()

    def cert(self, name):
        return os.path.join(self.directory.name, name)

    def client_context(self):
        context = ssl.create_default_context(cafile=self.cert("ca.pem"))
        context.set_alpn_protocols(["h2", "http/1.1"])
        return context

    def tls_server(self, *arguments, name="server"):
        return Server(self, "--tls-cert", self.cert(f"{name}.pem"), "--tls-key", self.cert(f"{name}.key"),
                      "--log", os.devnull, *arguments)

    def https(self, server):
        return http.client.HTTPSConnection("127.0.0.1", server.port, timeout=10, context=self.client_context())

    def test_make_test_certs_is_quiet_and_makes_its_seven_pairs(self):
        names = ("ca", "server", "wrong-host", "untrusted", "expired", "not-yet-valid", "unknown-issuer")
        with tempfile.TemporaryDirectory() as directory:
            result = subprocess.run([MAKE_TEST_CERTS, directory], capture_output=True, timeout=30)
            self.assertEqual((result.returncode, result.stdout, result.stderr), (0, b"", b""))
            self.assertEqual(sorted(os.listdir(directory)), sorted(
                f"{name}.{kind}" for name in names for kind in ("pem", "key")))
        self.assertEqual(subprocess.run([MAKE_TEST_CERTS], capture_output=True, timeout=10).returncode, 2)

    def test_serves_https_with_keep_alive_and_https_image_urls(self):
        server = self.tls_server("--base", "/api")
        self.assertEqual(server.line, f"listening on https://127.0.0.1:{server.port}/api\n")
        connection = self.https(server)
        self.addCleanup(connection.close)
        for _ in range(2):
            connection.request("GET", "/api/v1/feed?limit=2")
            response = connection.getresponse()
            items = json.loads(response.read())["items"]
            self.assertEqual(response.status, 200)
        self.assertEqual(items[0]["image"], f"https://127.0.0.1:{server.port}/api/images/{fixture_items()[0]['image']}")
        connection.request("GET", urlsplit(items[0]["image"]).path)
        self.assertEqual(connection.getresponse().read(), image_bytes(fixture_items()[0]["image"]))
        connection.request("GET", "/api/__control/stats")
        self.assertEqual(json.loads(connection.getresponse().read()), {"connections": 1, "requests": 3})
        self.assertEqual(connection.sock.selected_alpn_protocol(), "http/1.1")

    def test_certificates_for_the_wrong_host_or_untrusted_are_refused(self):
        for name, reason in (("wrong-host", "match"), ("untrusted", "self-signed"), ("expired", "expired"),
                             ("not-yet-valid", "not yet valid"), ("unknown-issuer", "issuer")):
            with self.subTest(name=name):
                server = self.tls_server(name=name)
                connection = self.https(server)
                self.addCleanup(connection.close)
                with self.assertRaises(ssl.SSLCertVerificationError) as raised:
                    connection.request("GET", "/v1/feed")
                self.assertIn(reason, str(raised.exception))
                self.assertEqual(server.stop(), 0)
                self.assertEqual(server.stderr_text(), "")

    def test_a_client_that_never_handshakes_blocks_nobody_and_failures_are_quiet(self):
        server = self.tls_server()
        silent = socket.create_connection(("127.0.0.1", server.port))
        self.addCleanup(silent.close)
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as plain:
            plain.sendall(b"GET /v1/feed HTTP/1.1\r\nHost: x\r\n\r\n")
            try:
                answer = plain.recv(1024)
            except ConnectionResetError:
                answer = b""
            self.assertFalse(answer.startswith(b"HTTP/"))  # a failed handshake: closed, nothing said
        start = time.monotonic()
        connection = self.https(server)
        self.addCleanup(connection.close)
        connection.request("GET", "/v1/feed?limit=1")
        self.assertEqual(connection.getresponse().status, 200)
        self.assertLess(time.monotonic() - start, 2)
        self.assertEqual(server.stop(), 0)
        self.assertEqual(server.stderr_text(), "")

    def test_close_delimited_answers_end_with_close_notify(self):
        server = self.tls_server("--fault", "close-delimited")
        raw = RawHTTP(self, server.port, self.client_context())
        raw.send_get("/v1/feed?limit=3")
        head = raw.read_head()
        self.assertEqual((head.status, head.get("Content-Length"), head.get("Connection")), (200, None, "close"))
        body = raw.read_to_end()  # ssl.SSLEOFError here if the server closed without close_notify
        self.assertEqual(len(json.loads(body)["items"]), 3)

    def test_a_plain_server_redirects_to_the_tls_one(self):
        tls = self.tls_server("--base", "/api")
        plain = Server(self, "--base", "/api", "--fault", f"redirect-to-https:{tls.port}")
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}),
                                             urllib.request.HTTPSHandler(context=self.client_context()))
        with opener.open(plain.url + "/v1/feed?limit=2", timeout=10) as followed:
            self.assertEqual(followed.geturl(), f"https://127.0.0.1:{tls.port}/api/v1/feed?limit=2")
            self.assertEqual(len(json.load(followed)["items"]), 2)

    def test_tls_options_go_together_and_bad_files_are_reported(self):
        for arguments in (["--tls-cert", self.cert("server.pem")], ["--tls-key", self.cert("server.key")]):
            with self.subTest(arguments=arguments):
                result = subprocess.run([sys.executable, SERVER, *arguments], capture_output=True, timeout=10)
                self.assertEqual((result.returncode, result.stdout), (2, b""))
                self.assertIn(b"--tls-cert and --tls-key go together", result.stderr)
        result = subprocess.run([sys.executable, SERVER, "--tls-cert", self.cert("server.pem"),
                                 "--tls-key", self.cert("ca.key")], capture_output=True, timeout=10)
        self.assertEqual((result.returncode, result.stdout), (2, b""))
        self.assertIn(b"cannot load TLS certificate", result.stderr)
