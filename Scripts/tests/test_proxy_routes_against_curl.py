"""feed-tty and curl side by side on the same proxy environment: which way each request went and
whether it succeeded must be the same for both.

Each case sets proxy variables (`http_proxy`, `all_proxy`, `no_proxy`, …) and runs curl for the
feed, then the built binary (FEED_TTY_BINARY) for the feed and its images, against
Scripts/feed-server (http, and https with Scripts/make-test-certs' certificates) through real
peers on loopback: tinyproxy (http, and https behind a TLS Tap), microsocks (SOCKS5) and a
SOCKS4/4a server of our own (proxy_peers.py), each behind a Tap that counts the connections made
to it. A route is the set of proxies that were connected to and whether a server was reached.
Both trust the test CA alone: curl by --cacert and --proxy-cacert, feed-tty by SSL_CERT_FILE.

Without FEED_TTY_BINARY or curl the cases are skipped, except when this file is run as a script
(Scripts/test's own step) with CI set: then a missing binary fails them. Python 3 stdlib only.
Run: FEED_TTY_BINARY=path/to/feed-tty python3 Scripts/tests/test_proxy_routes_against_curl.py
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from feed_server_support import MAKE_TEST_CERTS, Server  # noqa: E402  (the path above first)
from proxy_peers import SOCKS4Server, Tap, start_microsocks, start_tinyproxy  # noqa: E402

BINARY = os.environ.get("FEED_TTY_BINARY")
REQUIRE_BINARY = False  # set when run as a script: under CI a missing binary fails
PROXY_VARIABLES = ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy",
                   "NO_PROXY")
RUN_TIMEOUT = 60

# (what it shows, the environment, the origin). In values, {http}, {https}, {untrusted}, {socks5}
# and {socks4} are the proxies' host:port, {origin} the http server's ({port} its port), {tls} the
# https server's. Not here: `no_proxy=HOST:PORT`, which feed-tty reads
# as that host on that port only and curl 7.88 does not read at all (it goes through the proxy).
CASES = [
    ("http proxy", {"http_proxy": "http://{http}"}, "http://{origin}"),
    ("http proxy without a scheme", {"http_proxy": "{http}"}, "http://{origin}"),
    ("HTTP_PROXY is ignored (CGI)", {"HTTP_PROXY": "http://{http}"}, "http://{origin}"),
    ("all_proxy for http", {"all_proxy": "http://{http}"}, "http://{origin}"),
    ("http_proxy over all_proxy", {"http_proxy": "http://{http}", "all_proxy": "socks5://{socks5}"},
     "http://{origin}"),
    ("an empty http_proxy is unset", {"http_proxy": "", "all_proxy": "socks5://{socks5}"}, "http://{origin}"),
    ("an empty all_proxy is unset", {"all_proxy": "", "ALL_PROXY": "socks5h://{socks5}"}, "http://{origin}"),
    ("socks5", {"all_proxy": "socks5://{socks5}"}, "http://{origin}"),
    ("socks5h with a name", {"all_proxy": "socks5h://{socks5}"}, "http://localhost:{port}"),
    ("socks4", {"all_proxy": "socks4://{socks4}"}, "http://{origin}"),
    ("socks:// is socks4", {"all_proxy": "socks://{socks4}"}, "http://{origin}"),
    ("socks4a with a name", {"all_proxy": "socks4a://{socks4}"}, "http://localhost:{port}"),
    ("socks4 to IPv6", {"all_proxy": "socks4://{socks4}"}, "http://[::1]:{port}"),
    ("no_proxy block", {"http_proxy": "http://{http}", "no_proxy": "127.0.0.0/8"}, "http://{origin}"),
    ("no_proxy another port", {"http_proxy": "http://{http}", "no_proxy": "127.0.0.1:1"}, "http://{origin}"),
    ("no_proxy *", {"all_proxy": "socks5://{socks5}", "NO_PROXY": "*"}, "http://{origin}"),
    ("an empty no_proxy is unset", {"http_proxy": "http://{http}", "no_proxy": "", "NO_PROXY": "127.0.0.1"},
     "http://{origin}"),
    ("an unusable https_proxy, an http feed", {"https_proxy": "ftp://127.0.0.1:1"}, "http://{origin}"),
    ("a SOCKS5 refusal", {"all_proxy": "socks5://{socks5}"}, "http://127.0.0.1:1"),
    ("CONNECT through an http proxy", {"https_proxy": "http://{http}"}, "https://{tls}"),
    ("an https proxy, an http feed", {"http_proxy": "https://{https}"}, "http://{origin}"),
    ("an https proxy, an https feed", {"https_proxy": "https://{https}"}, "https://{tls}"),
    ("an https proxy as all_proxy", {"ALL_PROXY": "https://{https}"}, "https://{tls}"),
    ("an https proxy whose answers come coalesced, an https feed", {"https_proxy": "https://{coalescing}"},
     "https://{tls}"),
    ("an https proxy with an untrusted certificate", {"http_proxy": "https://{untrusted}"}, "http://{origin}"),
]


class ProxyRoutesAgainstCurlTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.certificates = tempfile.mkdtemp(prefix="proxy-routes-certificates-")
        cls.addClassCleanup(shutil.rmtree, cls.certificates, True)
        missing = [name for name, present in (("FEED_TTY_BINARY", BINARY), ("curl", shutil.which("curl"))) if not present]
        if missing:
            message = f"{' and '.join(missing)} missing"
            if REQUIRE_BINARY and os.environ.get("CI"):
                raise AssertionError(message + " and CI is set")
            raise unittest.SkipTest(message)
        subprocess.run([MAKE_TEST_CERTS, cls.certificates], check=True, capture_output=True, timeout=30)

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="proxy-routes-")
        self.addCleanup(shutil.rmtree, self.folder, True)
        self.log = os.path.join(self.folder, "requests.log")
        open(self.log, "w").close()
        self.server = Server(self, "--log", self.log)
        self.tls_server = Server(self, "--log", self.log, "--tls-cert", self.certificate("server.pem"), "--tls-key",
                                 self.certificate("server.key"))
        tinyproxy = start_tinyproxy(self, connect_port=self.tls_server.port).port
        self.taps = {
            "http": Tap(self, tinyproxy),
            "https": Tap(self, tinyproxy, self.certificate("server.pem"), self.certificate("server.key")),
            # The server's session tickets and its first answer in one record, as a loaded
            # machine or a far proxy delivers them: OpenSSL stops reading after the tickets.
            "coalescing": Tap(self, tinyproxy, self.certificate("server.pem"), self.certificate("server.key"),
                              hold=0.5),
            "untrusted": Tap(self, tinyproxy, self.certificate("untrusted.pem"), self.certificate("untrusted.key")),
            "socks5": Tap(self, start_microsocks(self).port),
            "socks4": Tap(self, SOCKS4Server(self).port),
        }

    def test_everyCase_goesTheWayCurlGoes_withTheSameOutcome(self):
        for name, variables, origin in CASES:
            with self.subTest(name):
                url = self.fill(origin)
                environment = {key: self.fill(value) for key, value in variables.items()}
                curl = self.route(lambda: self.run_curl(url + "/v1/feed?limit=10", environment))
                feed_tty = self.route(lambda: self.run_feed_tty(url, environment))

                self.assertEqual(feed_tty, curl, f"{name}: {environment} {url}\n(route, succeeded) feed-tty "
                                                 f"{feed_tty}, curl {curl}")

    def test_theCasesTakeEveryRoute(self):
        """The cases are worth comparing only if they are not all alike: each proxy and the direct
        way are taken by curl, and some cases fail."""
        routes = set()
        for name, variables, origin in CASES:
            environment = {key: self.fill(value) for key, value in variables.items()}
            routes.add(self.route(lambda: self.run_curl(self.fill(origin) + "/v1/feed?limit=10", environment)))
        direct, *proxied = [(proxies, True) for proxies in [(), ("http",), ("https",), ("socks5",), ("socks4",)]]
        expected = {(("server",), True)} | {(proxies + ("server",), succeeded) for proxies, succeeded in proxied}
        self.assertLessEqual(expected, routes)
        self.assertTrue(any(not succeeded for _, succeeded in routes), routes)

    def test_anHTTPSProxyWhoseCertificateIsNotTrusted_isNamedInTheReason(self):
        proxy = self.fill("{untrusted}")
        result = subprocess.run([BINARY, "--url", self.fill("http://{origin}"), "--no-cache"], stdin=subprocess.DEVNULL,
                                env=self.environment({"http_proxy": f"https://{proxy}", "COLUMNS": "200"}),
                                capture_output=True, text=True, timeout=RUN_TIMEOUT)

        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn(f"Couldn't connect to server {self.fill('{origin}')}: the proxy {proxy}: TLS certificate self-signed",
                      result.stdout)

    # Helpers

    def certificate(self, name):
        return os.path.join(self.certificates, name)

    def fill(self, text):
        proxies = {name: f"127.0.0.1:{tap.port}" for name, tap in self.taps.items()}
        return text.format(**proxies, origin=f"127.0.0.1:{self.server.port}", port=self.server.port,
                           tls=f"127.0.0.1:{self.tls_server.port}")

    def route(self, run):
        """(the proxies connected to, sorted, plus "server" when it answered a request; whether
        the run succeeded)."""
        before = {name: tap.connections for name, tap in self.taps.items()}
        requests_before = self.requests()
        succeeded = run()
        proxies = tuple(sorted(name for name, tap in self.taps.items() if tap.connections > before[name]))
        reached = ("server",) if self.requests() > requests_before else ()
        return proxies + reached, succeeded

    def requests(self):
        with open(self.log, encoding="utf-8") as file:
            return sum(1 for _ in file)

    def environment(self, variables):
        environment = {key: value for key, value in os.environ.items() if key not in PROXY_VARIABLES}
        environment.update(LANG="en_US.UTF-8", XDG_CONFIG_HOME=os.path.join(self.folder, "config"),
                           XDG_CACHE_HOME=os.path.join(self.folder, "cache"), FEED_TTY_URL="",
                           SSL_CERT_FILE=self.certificate("ca.pem"))
        environment.update(variables)
        return environment

    def run_curl(self, url, variables):
        trust = ["--cacert", self.certificate("ca.pem"), "--proxy-cacert", self.certificate("ca.pem")]
        result = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "10", *trust, url],
                                env=self.environment(variables), capture_output=True, text=True, timeout=RUN_TIMEOUT)
        return result.returncode == 0 and result.stdout == "200"

    def run_feed_tty(self, url, variables):
        result = subprocess.run([BINARY, "--url", url, "--no-cache", "--timeout", "10"], stdin=subprocess.DEVNULL,
                                env=self.environment(variables), capture_output=True, timeout=RUN_TIMEOUT)
        return result.returncode == 0


if __name__ == "__main__":
    REQUIRE_BINARY = True
    unittest.main()
