"""Scripts/feed-server's slow fault modes (headers, bodies) and its redirecting ones.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import json
import os
import socket
import struct
import time
import unittest
import urllib.error
import urllib.request
from urllib.parse import urlsplit

from feed_server_support import fixture_items, Server, open_response


class SlowFaultTests(unittest.TestCase):
    def test_slow_headers_delays_the_status_line_then_answers_normally(self):
        # Delays of a second or more: a request that is not slowed answers well within one even on
        # a busy machine, so "slowed" and "not slowed" can't be mistaken for each other.
        server = Server(self, "--fault", "slow-headers:1")
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
            start = time.monotonic()
            sock.sendall(b"GET /v1/feed?limit=2 HTTP/1.1\r\nHost: x\r\n\r\n")
            sock.settimeout(0.7)
            with self.assertRaises(socket.timeout):
                sock.recv(1)  # nothing at all before the delay
            sock.settimeout(5)
            self.assertTrue(sock.recv(12).startswith(b"HTTP/1.1 200"))
            self.assertGreaterEqual(time.monotonic() - start, 1)
        start = time.monotonic()
        self.assertEqual(server.get("/images/pixel.png")[0], 200)  # other routes are not slowed
        self.assertEqual(server.get(f"/v1/image/{fixture_items()[0]['id']}/comments")[0], 200)
        self.assertLess(time.monotonic() - start, 1)
        status, payload = server.get_json("/v1/feed?limit=2")
        self.assertEqual([item["id"] for item in payload["items"]], [item["id"] for item in fixture_items()[:2]])

    def test_slow_headers_wraps_other_faults_and_comments_have_their_own(self):
        server = Server(self, "--fault", "feed-500", "--fault", "slow-headers:1")
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 500)
        self.assertGreaterEqual(time.monotonic() - start, 1)
        self.assertEqual(server.set_faults(["comments-slow-headers:1"])[0], 200)
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertLess(time.monotonic() - start, 1)
        start = time.monotonic()
        status, payload = server.get_json(f"/v1/image/{fixture_items()[0]['id']}/comments")
        self.assertEqual((status, len(payload["items"])), (200, 3))
        self.assertGreaterEqual(time.monotonic() - start, 1)

    def test_image_slow_headers_delays_every_image_but_not_the_feed(self):
        server = Server(self, "--fault", "image-slow-headers:1")
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertLess(time.monotonic() - start, 1)
        for name in ("pixel.png", "anim-2x3.gif"):
            start = time.monotonic()
            self.assertEqual(server.get(f"/images/{name}")[0], 200)
            self.assertGreaterEqual(time.monotonic() - start, 1)

    def test_image_latency_spread_delays_each_image_by_its_own_fixed_time_within_half_to_three_seconds(self):
        server = Server(self, "--fault", "image-latency-spread")
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertLess(time.monotonic() - start, 0.3)
        # photo-640x480.jpg waits 1.73 s and chelsea-360x240.png 0.53 s (from their names' CRC-32).
        for name, seconds in (("chelsea-360x240.png", 0.53), ("photo-640x480.jpg", 1.73)):
            start = time.monotonic()
            self.assertEqual(server.get(f"/images/{name}")[0], 200)
            self.assertGreaterEqual(time.monotonic() - start, seconds - 0.01)
            self.assertLess(time.monotonic() - start, seconds + 1.5)  # generous for a loaded machine

    def test_image_stop_after_answers_the_first_images_then_holds_every_image_request_unanswered(self):
        server = Server(self, "--fault", "image-stop-after:2")
        self.assertEqual([server.get("/images/pixel.png")[0] for _ in range(2)], [200, 200])
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
            sock.sendall(b"GET /images/pixel.png HTTP/1.1\r\nHost: x\r\n\r\n")
            sock.settimeout(1)
            with self.assertRaises(socket.timeout):
                sock.recv(1)  # the third image: nothing
        self.assertEqual(server.get("/v1/feed?limit=2")[0], 200)  # the feed still answers
        # Switched on again, it counts from there.
        self.assertEqual(server.set_faults(["image-stop-after:1"])[0], 200)
        self.assertEqual(server.get("/images/pixel.png")[0], 200)


        server = Server(self, "--log", os.devnull)
        expected = server.get("/v1/feed?limit=10")[2]
        # Three seconds of body, so "at once" has a second of room on a busy machine.
        self.assertEqual(server.set_faults(["slow-body:3"])[0], 200)
        start = time.monotonic()
        connection, response = open_response(server, "/v1/feed?limit=10")
        try:
            self.assertLess(time.monotonic() - start, 1)  # headers at once
            self.assertEqual(response.status, 200)
            self.assertEqual(int(response.getheader("Content-Length")), len(expected))
            first = response.read(32)
            self.assertLess(time.monotonic() - start, 1.2)  # the body starts at once too
            quick = time.monotonic()
            self.assertEqual(server.get("/images/pixel.png")[0], 200)  # not blocked meanwhile
            self.assertLess(time.monotonic() - quick, 1)
            body = first + response.read()
        finally:
            connection.close()
        self.assertGreaterEqual(time.monotonic() - start, 2.9)
        self.assertEqual(body, expected)
        # A client leaving mid-body ends that request quietly; the server goes on.
        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            sock.sendall(b"GET /v1/feed?limit=100 HTTP/1.1\r\nHost: x\r\n\r\n")
            sock.recv(100)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # RST
        time.sleep(0.2)
        self.assertEqual(server.get("/images/pixel.png")[0], 200)
        self.assertEqual(server.stop(), 0)
        self.assertNotIn("Traceback", server.stderr_text())



class RedirectFaultTests(unittest.TestCase):
    def test_redirect_loop_points_at_the_same_url_forever(self):
        server = Server(self, "--base", "/api", "--fault", "feed-redirect-loop")
        path = "/api/v1/feed?limit=3&after_id=1FEA3BCE-05A9-57C4-AD4D-C54BF3A5BFC9"
        for _ in range(3):
            connection, response = open_response(server, path)
            try:
                self.assertEqual(response.status, 302)
                self.assertEqual(response.getheader("Location"), f"http://127.0.0.1:{server.port}{path}")
                response.read()
            finally:
                connection.close()
            path = urlsplit(response.getheader("Location"))
            path = f"{path.path}?{path.query}"
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with self.assertRaises(urllib.error.HTTPError) as raised:
            opener.open(server.url + "/v1/feed?limit=3", timeout=10)
        self.assertEqual(raised.exception.code, 302)
        raised.exception.close()
        self.assertEqual(server.get("/api/v1/feed-moved?limit=3")[0], 200)

    def test_redirect_is_one_301_to_the_moved_feed(self):
        server = Server(self, "--fault", "feed-redirect")
        connection, response = open_response(server, "/v1/feed?limit=3")
        try:
            self.assertEqual(response.status, 301)
            location = response.getheader("Location")
            response.read()
        finally:
            connection.close()
        self.assertEqual(location, f"http://127.0.0.1:{server.port}/v1/feed-moved?limit=3")
        status, content_type, body = server.get_url(location)
        self.assertEqual((status, content_type), (200, "application/json"))
        expected = [item["id"] for item in fixture_items()[:3]]
        self.assertEqual([item["id"] for item in json.loads(body)["items"]], expected)
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(server.url + "/v1/feed?limit=3", timeout=10) as followed:
            self.assertEqual(followed.geturl(), location)
            self.assertEqual([item["id"] for item in json.load(followed)["items"]], expected)
        after = expected[-1]
        status, payload = server.get_json(f"/v1/feed-moved?limit=2&after_id={after}")
        self.assertEqual([item["id"] for item in payload["items"]], [item["id"] for item in fixture_items()[3:5]])



class MoreRedirectFaultTests(unittest.TestCase):
    def hops(self, server, path, limit=30):
        """The Location of each redirect from path on (limit at most), and the final answer
        (status, body), or None when there were more redirects."""
        locations = []
        for _ in range(limit + 1):
            connection, response = open_response(server, path)
            try:
                body = response.read()
            finally:
                connection.close()
            if response.status != 302:
                return locations, (response.status, body)
            if len(locations) == limit:
                return locations, None
            path = response.getheader("Location")
            locations.append(path)

    def test_redirect_chain_is_n_redirects_then_the_feed(self):
        server = Server(self, "--base", "/api", "--fault", "redirect-chain:5", "--log", os.devnull)
        locations, (status, body) = self.hops(server, "/api/v1/feed?limit=3&after_id=x")
        self.assertEqual(locations, [f"/api/v1/feed-hop/{k}?limit=3&after_id=x" for k in range(1, 6)])
        self.assertEqual((status, json.loads(body)), (200, {"items": []}))
        self.assertEqual(len(json.loads(self.hops(server, "/api/v1/feed?limit=3")[1][1])["items"]), 3)
        for allowed, succeeds in ((5, True), (4, False)):
            with self.subTest(allowed=allowed):
                redirects = urllib.request.HTTPRedirectHandler()
                redirects.max_redirections = allowed
                opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), redirects)
                try:
                    with opener.open(server.url + "/v1/feed?limit=2", timeout=10) as followed:
                        self.assertEqual(len(json.load(followed)["items"]), 2)
                        self.assertTrue(succeeds)
                except urllib.error.HTTPError as error:
                    error.close()
                    self.assertFalse(succeeds)
        self.assertEqual(server.get("/api/v1/feed-hop/21")[0], 404)
        self.assertEqual(server.get("/api/v1/feed-hop/0")[0], 404)

    def test_redirect_chain_lets_the_other_faults_answer_the_last_hop(self):
        server = Server(self, "--fault", "redirect-chain:2", "--fault", "feed-500", "--log", os.devnull)
        locations, (status, body) = self.hops(server, "/v1/feed")
        self.assertEqual((locations, status), (["/v1/feed-hop/1", "/v1/feed-hop/2"], 500))

    def test_redirect_ftp_and_to_https(self):
        server = Server(self, "--base", "/api", "--fault", "redirect-ftp", "--log", os.devnull)
        self.assertEqual(self.hops(server, "/api/v1/feed", limit=1)[0], ["ftp://127.0.0.1/feed"])
        self.assertEqual(server.set_faults(["redirect-to-https:8443"])[0], 200)
        locations = self.hops(server, "/api/v1/feed?limit=3", limit=1)[0]
        self.assertEqual(locations, ["https://127.0.0.1:8443/api/v1/feed?limit=3"])
