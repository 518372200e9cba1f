"""feed-tty and curl side by side on the same proxy environment: which way each request went and
whether it succeeded must be the same for both.

Each case sets proxy variables (`http_proxy`, `all_proxy`, `no_proxy`, …) and runs curl for the
feed, then the built binary (FEED_TTY_BINARY) for the feed and its images, against
Scripts/feed-server through real peers on loopback: tinyproxy (http), microsocks (SOCKS5) and a
SOCKS4/4a server of our own (proxy_peers.py), each behind a Tap that counts the connections made
to it. A route is the set of proxies that were connected to and whether the server was reached.

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
from feed_server_support import Server  # noqa: E402  (the path above first)
from proxy_peers import SOCKS4Server, Tap, start_microsocks, start_tinyproxy  # noqa: E402

BINARY = os.environ.get("FEED_TTY_BINARY")
REQUIRE_BINARY = False  # set when run as a script: under CI a missing binary fails
PROXY_VARIABLES = ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy",
                   "NO_PROXY")
RUN_TIMEOUT = 60

# (what it shows, the environment, the origin). In values, {http}, {socks5} and {socks4} are the
# proxies' host:port, {origin} the server's. Not here: `no_proxy=HOST:PORT`, which feed-tty reads
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
]


class ProxyRoutesAgainstCurlTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        missing = [name for name, present in (("FEED_TTY_BINARY", BINARY), ("curl", shutil.which("curl"))) if not present]
        if missing:
            message = f"{' and '.join(missing)} missing"
            if REQUIRE_BINARY and os.environ.get("CI"):
                raise AssertionError(message + " and CI is set")
            raise unittest.SkipTest(message)

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="proxy-routes-")
        self.addCleanup(shutil.rmtree, self.folder, True)
        self.log = os.path.join(self.folder, "requests.log")
        open(self.log, "w").close()
        self.server = Server(self, "--log", self.log)
        self.taps = {
            "http": Tap(self, start_tinyproxy(self).port),
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
        direct, *proxied = [(proxies, True) for proxies in [(), ("http",), ("socks5",), ("socks4",)]]
        expected = {(("server",), True)} | {(proxies + ("server",), succeeded) for proxies, succeeded in proxied}
        self.assertLessEqual(expected, routes)
        self.assertTrue(any(not succeeded for _, succeeded in routes), routes)

    # Helpers

    def fill(self, text):
        return text.format(http=f"127.0.0.1:{self.taps['http'].port}", socks5=f"127.0.0.1:{self.taps['socks5'].port}",
                           socks4=f"127.0.0.1:{self.taps['socks4'].port}", origin=f"127.0.0.1:{self.server.port}",
                           port=self.server.port)

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
                           XDG_CACHE_HOME=os.path.join(self.folder, "cache"), FEED_TTY_URL="")
        environment.update(variables)
        return environment

    def run_curl(self, url, variables):
        result = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "10", url],
                                env=self.environment(variables), capture_output=True, text=True, timeout=RUN_TIMEOUT)
        return result.returncode == 0 and result.stdout == "200"

    def run_feed_tty(self, url, variables):
        result = subprocess.run([BINARY, "--url", url, "--no-cache", "--timeout", "10"], stdin=subprocess.DEVNULL,
                                env=self.environment(variables), capture_output=True, timeout=RUN_TIMEOUT)
        return result.returncode == 0


if __name__ == "__main__":
    REQUIRE_BINARY = True
    unittest.main()
