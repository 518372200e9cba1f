"""End-to-end tests of Scripts/feed-server: each test runs the real script on a free port.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import http.client
import importlib.machinery
import importlib.util
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
import time
import unittest
import urllib.error
import urllib.request
from urllib.parse import urlsplit

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(SCRIPTS, "feed-server")
FIXTURES = os.path.join(SCRIPTS, "fixtures")
IMAGES = os.path.join(FIXTURES, "images")
LISTENING = re.compile(r"^listening on (http://127\.0\.0\.1:(\d+)(/[^\s]*)?)\n$")
DATE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$")
UUID = re.compile(r"^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$")
HOSTILE_PIECES = ("\x1b[2J", "\x1b]0;pwned\x07", "\x07", "\u202e", "\u009b")


def fixture_items():
    with open(os.path.join(FIXTURES, "feed.json"), encoding="utf-8") as file:
        return json.load(file)["items"]


def fixture_comments():
    with open(os.path.join(FIXTURES, "comments.json"), encoding="utf-8") as file:
        return json.load(file)


def image_bytes(name):
    with open(os.path.join(IMAGES, name), "rb") as file:
        return file.read()


class Server:
    """A running feed-server child process."""

    def __init__(self, test, *arguments):
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [SERVER, "--port", "0", *arguments],
            stdout=subprocess.PIPE,
            stderr=self.stderr,
        )
        test.addCleanup(self.stderr.close)
        test.addCleanup(self.stop)
        line = self._read_line(timeout=10)
        match = LISTENING.match(line)
        test.assertIsNotNone(match, f"unexpected first line: {line!r}")
        self.line = line
        self.url = match.group(1)
        self.port = int(match.group(2))
        self.base = match.group(3) or ""

    def _read_line(self, timeout):
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        if not selector.select(timeout):
            return ""
        return self.process.stdout.readline().decode("utf-8")

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

    def stop(self, sig=signal.SIGTERM):
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        return self.process.returncode

    def stderr_text(self):
        self.stderr.seek(0)
        return self.stderr.read().decode("utf-8", "replace")


class FeedTests(unittest.TestCase):
    def test_listening_line_has_the_real_port_and_normalized_base(self):
        server = Server(self)
        self.assertEqual(server.line, f"listening on http://127.0.0.1:{server.port}\n")
        self.assertGreater(server.port, 0)
        with_base = Server(self, "--base", "/some/base/")
        self.assertEqual(with_base.line, f"listening on http://127.0.0.1:{with_base.port}/some/base\n")

    def test_pages_of_ten_are_10_10_5_then_empty(self):
        server = Server(self)
        expected_ids = [item["id"] for item in fixture_items()]
        sizes, ids, after = [], [], None
        for _ in range(4):
            query = "/v1/feed?limit=10" + (f"&after_id={after}" if after else "")
            status, payload = server.get_json(query)
            self.assertEqual(status, 200)
            page = payload["items"]
            sizes.append(len(page))
            ids += [item["id"] for item in page]
            if page:
                after = page[-1]["id"]
        self.assertEqual(sizes, [10, 10, 5, 0])
        self.assertEqual(ids, expected_ids)

    def test_limit_defaults_to_ten_and_is_capped_at_one_hundred(self):
        server = Server(self)
        self.assertEqual(len(server.get_json("/v1/feed")[1]["items"]), 10)
        self.assertEqual(len(server.get_json("/v1/feed?limit=3")[1]["items"]), 3)
        self.assertEqual(len(server.get_json("/v1/feed?limit=1000")[1]["items"]), 25)
        self.assertEqual(server.get("/v1/feed?limit=abc")[0], 400)
        self.assertEqual(server.get("/v1/feed?limit=0")[0], 400)

    def test_after_id_is_case_insensitive_and_unknown_gives_an_empty_page(self):
        server = Server(self)
        items = fixture_items()
        status, payload = server.get_json(f"/v1/feed?limit=2&after_id={items[0]['id'].lower()}")
        self.assertEqual([item["id"] for item in payload["items"]], [items[1]["id"], items[2]["id"]])
        unknown = "00000000-0000-0000-0000-000000000000"
        self.assertEqual(server.get_json(f"/v1/feed?limit=10&after_id={unknown}"), (200, {"items": []}))
        self.assertEqual(server.get_json("/v1/feed?limit=10&after_id=nonsense"), (200, {"items": []}))

    def test_items_match_fixtures_with_absolute_image_urls(self):
        server = Server(self)
        status, content_type, body = server.get("/v1/feed?limit=100")
        self.assertEqual(content_type, "application/json")
        served = json.loads(body)["items"]
        for fixture, item in zip(fixture_items(), served, strict=True):
            self.assertRegex(item["id"], UUID)
            self.assertEqual(item.get("description"), fixture.get("description"))
            self.assertEqual(item.get("location"), fixture.get("location"))
            self.assertEqual(item["image"], f"http://127.0.0.1:{server.port}/images/{fixture['image']}")
            self.assertEqual(set(item) - {"id", "description", "location", "image"}, set())

    def test_fixtures_have_items_without_description_or_location(self):
        items = fixture_items()
        self.assertEqual(len(items), 25)
        self.assertEqual(len({item["id"] for item in items}), 25)
        self.assertTrue(any("description" not in i and "location" not in i for i in items))
        self.assertTrue(any("description" in i and "location" not in i for i in items))
        with_both = [i for i in items if "description" in i and "location" in i]
        self.assertGreater(len(with_both), len(items) // 2)

    def test_base_path_prefixes_every_route_and_image_urls(self):
        server = Server(self, "--base", "/some/base")
        self.assertEqual(server.get("/v1/feed?limit=10")[0], 404)
        status, payload = server.get_json("/some/base/v1/feed?limit=10")
        self.assertEqual(status, 200)
        first = payload["items"][0]
        self.assertTrue(first["image"].startswith(f"http://127.0.0.1:{server.port}/some/base/images/"))
        status, content_type, body = server.get_url(first["image"])
        self.assertEqual((status, body), (200, image_bytes(fixture_items()[0]["image"])))
        comments_path = f"/some/base/v1/image/{first['id']}/comments"
        self.assertEqual(len(server.get_json(comments_path)[1]["items"]), 3)
        self.assertEqual(server.get("/some/basement/v1/feed")[0], 404)

    def test_images_are_served_with_their_bytes_and_content_type(self):
        server = Server(self)
        expected_types = {
            "pixel.png": "image/png",
            "photo-640x480.jpg": "image/jpeg",
            "photo-progressive-320x240.jpg": "image/jpeg",
            "anim-2x3.gif": "image/gif",
            "tile-16x16.webp": "image/webp",
            "broken.png": "image/png",
        }
        for name, content_type in expected_types.items():
            with self.subTest(name=name):
                self.assertEqual(server.get(f"/images/{name}"), (200, content_type, image_bytes(name)))
        for path in ("/images/missing.png", "/images/../feed.json", "/images/", "/images/%2e%2e"):
            with self.subTest(path=path):
                self.assertEqual(server.get(path)[0], 404)

    def test_head_answers_headers_without_a_body(self):
        server = Server(self)
        status, content_type, body = server.request("HEAD", "/images/pixel.png")
        self.assertEqual((status, content_type, body), (200, "image/png", b""))

    def test_anything_else_is_404(self):
        server = Server(self)
        for method, path in [("GET", "/"), ("GET", "/v1"), ("GET", "/v1/feed/"), ("POST", "/v1/feed"),
                             ("GET", "/v1/image/not-a-uuid/comments"), ("DELETE", "/images/pixel.png")]:
            with self.subTest(method=method, path=path):
                self.assertEqual(server.request(method, path)[0], 404)


class FixtureImageTests(unittest.TestCase):
    def test_pixel_is_a_1x1_png(self):
        data = image_bytes("pixel.png")
        self.assertEqual(data[:8], b"\x89PNG\r\n\x1a\n")
        self.assertEqual(data[12:16], b"IHDR")
        self.assertEqual((int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")), (1, 1))

    def test_jpegs_are_baseline_640x480_and_progressive_320x240(self):
        self.assertEqual(jpeg_frame(image_bytes("photo-640x480.jpg")), (0xC0, 640, 480))
        self.assertEqual(jpeg_frame(image_bytes("photo-progressive-320x240.jpg")), (0xC2, 320, 240))
        self.assertLess(len(image_bytes("photo-640x480.jpg")), 30 * 1024)

    def test_gif_is_2x3_and_webp_has_its_signature(self):
        gif = image_bytes("anim-2x3.gif")
        self.assertIn(gif[:6], (b"GIF87a", b"GIF89a"))
        self.assertEqual((int.from_bytes(gif[6:8], "little"), int.from_bytes(gif[8:10], "little")), (2, 3))
        webp = image_bytes("tile-16x16.webp")
        self.assertEqual((webp[:4], webp[8:12]), (b"RIFF", b"WEBP"))

    def test_broken_png_is_not_an_image(self):
        data = image_bytes("broken.png")
        for signature in (b"\x89PNG", b"\xff\xd8", b"GIF8", b"RIFF"):
            self.assertFalse(data.startswith(signature))


def jpeg_frame(data):
    """(SOF marker, width, height) of a JPEG."""
    index = 2
    while index < len(data):
        marker, length = data[index + 1], int.from_bytes(data[index + 2 : index + 4], "big")
        if marker in (0xC0, 0xC1, 0xC2):
            height = int.from_bytes(data[index + 5 : index + 7], "big")
            width = int.from_bytes(data[index + 7 : index + 9], "big")
            return marker, width, height
        index += 2 + length
    return None


class CommentsTests(unittest.TestCase):
    def test_comments_have_the_contract_format_and_relative_dates(self):
        server = Server(self)
        comments = fixture_comments()
        items = fixture_items()
        for item in items[:5]:
            with self.subTest(item=item["id"]):
                status, content_type, body = server.get(f"/v1/image/{item['id']}/comments")
                self.assertEqual((status, content_type), (200, "application/json"))
                served = json.loads(body)["items"]
                self.assertGreater(len(served), 0)
                for fixture, comment in zip(comments[item["id"]], served, strict=True):
                    self.assertEqual(set(comment), {"id", "message", "created_at", "author"})
                    self.assertRegex(comment["id"], UUID)
                    self.assertEqual(comment["message"], fixture["message"])
                    self.assertEqual(comment["author"], {"username": fixture["username"]})
                    self.assertRegex(comment["created_at"], DATE)
                    created = time.mktime(time.strptime(comment["created_at"], "%Y-%m-%dT%H:%M:%S+0000"))
                    created -= time.timezone  # strptime gave UTC fields; mktime read them as local
                    age_minutes = (time.time() - created) / 60
                    self.assertAlmostEqual(age_minutes, fixture["minutes_ago"], delta=2)

    def test_unknown_image_has_no_comments(self):
        server = Server(self)
        unknown = "00000000-0000-0000-0000-000000000000"
        self.assertEqual(server.get_json(f"/v1/image/{unknown}/comments"), (200, {"items": []}))

    def test_image_ids_are_case_insensitive(self):
        server = Server(self)
        item_id = fixture_items()[0]["id"].lower()
        self.assertEqual(len(server.get_json(f"/v1/image/{item_id}/comments")[1]["items"]), 3)


class FaultTests(unittest.TestCase):
    def test_feed_status_faults(self):
        for mode, status in (("feed-500", 500), ("feed-404", 404)):
            with self.subTest(mode=mode):
                server = Server(self, "--fault", mode)
                self.assertEqual(server.get("/v1/feed?limit=10")[0], status)
                self.assertEqual(server.get("/images/pixel.png")[0], 200)

    def test_feed_invalid_json(self):
        server = Server(self, "--fault", "feed-invalid-json")
        status, content_type, body = server.get("/v1/feed?limit=10")
        self.assertEqual(status, 200)
        self.assertTrue(body.startswith(b'{"items": ['))
        with self.assertRaises(ValueError):
            json.loads(body)

    def test_feed_empty(self):
        server = Server(self, "--fault", "feed-empty")
        self.assertEqual(server.get_json("/v1/feed?limit=10"), (200, {"items": []}))

    def test_feed_many_answersTheGivenNumberOfValidItemsOnEveryPage(self):
        server = Server(self, "--fault", "feed-many:1500")
        status, body = server.get_json("/v1/feed?limit=10")
        self.assertEqual(status, 200)
        self.assertEqual(len(body["items"]), 1500)
        self.assertEqual(len({item["id"] for item in body["items"]}), 1500)
        self.assertTrue(body["items"][0]["image"].endswith("/images/pixel.png"))
        self.assertEqual(len(server.get_json(f"/v1/feed?limit=10&after_id={body['items'][-1]['id']}")[1]["items"]), 1500)

    def test_comments_500(self):
        server = Server(self, "--fault", "comments-500")
        item_id = fixture_items()[0]["id"]
        self.assertEqual(server.get(f"/v1/image/{item_id}/comments")[0], 500)
        self.assertEqual(server.get("/v1/feed")[0], 200)

    def test_image_faults_apply_to_the_named_file_only(self):
        server = Server(self, "--fault", "image-html:pixel.png", "--fault", "image-404:anim-2x3.gif")
        status, content_type, body = server.get("/images/pixel.png")
        self.assertEqual((status, content_type), (200, "text/html; charset=utf-8"))
        self.assertIn(b"<html>", body)
        self.assertEqual(server.get("/images/anim-2x3.gif")[0], 404)
        self.assertEqual(server.get("/images/photo-640x480.jpg")[2], image_bytes("photo-640x480.jpg"))

    def test_hostile_text_in_every_text_field(self):
        server = Server(self, "--fault", "hostile-text")
        items = server.get_json("/v1/feed?limit=100")[1]["items"]
        texts = [item[key] for item in items for key in ("description", "location") if key in item]
        item_id = fixture_items()[0]["id"]
        for comment in server.get_json(f"/v1/image/{item_id}/comments")[1]["items"]:
            texts += [comment["message"], comment["author"]["username"]]
        self.assertGreater(len(texts), 40)
        for text in texts:
            for piece in HOSTILE_PIECES:
                self.assertIn(piece, text)
            self.assertRegex(text[0], r"\w")  # embedded inside otherwise normal text
            self.assertRegex(text[-1], r"[\w.]")
        self.assertEqual(["description" in item for item in items],
                         ["description" in item for item in fixture_items()])

    def test_unknown_fault_mode_is_a_usage_error(self):
        for mode in ("no-such-mode", "image-html", "feed-500:x", "slow-body", "slow-body:0", "slow-headers:abc",
                     "comments-slow-headers:-1", "feed-million:3", "image-huge", "feed-many:0"):
            with self.subTest(mode=mode):
                result = subprocess.run([sys.executable, SERVER, "--fault", mode],
                                        capture_output=True, timeout=10)
                self.assertEqual(result.returncode, 2)
                self.assertEqual(result.stdout, b"")
                self.assertIn(b"fault mode", result.stderr)

    def test_control_endpoint_switches_faults_at_runtime(self):
        server = Server(self, "--fault", "feed-500")
        self.assertEqual(server.get_json("/__control/faults")[1]["faults"], ["feed-500"])
        self.assertEqual(server.get("/v1/feed")[0], 500)
        status, content_type, body = server.set_faults([])
        self.assertEqual((status, json.loads(body)["faults"]), (200, []))
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertEqual(server.set_faults(["feed-empty", "comments-500"])[0], 200)
        self.assertEqual(server.get_json("/v1/feed"), (200, {"items": []}))
        self.assertEqual(server.get_json("/__control/faults")[1]["faults"], ["feed-empty", "comments-500"])

    def test_control_endpoint_rejects_bad_requests_and_keeps_the_set(self):
        server = Server(self, "--fault", "feed-404")
        self.assertEqual(server.set_faults(["bogus"])[0], 400)
        self.assertEqual(server.request("POST", "/__control/faults", "not json")[0], 400)
        self.assertEqual(server.request("POST", "/__control/faults", '{"faults": "feed-500"}')[0], 400)
        self.assertEqual(server.set_faults(["feed-empty", "slow-body:x"])[0], 400)
        self.assertEqual(server.get_json("/__control/faults")[1]["faults"], ["feed-404"])

    def test_control_endpoint_lists_modes_with_their_argument(self):
        server = Server(self)
        available = server.get_json("/__control/faults")[1]["available"]
        for mode in ("feed-500", "image-html:FILE", "feed-many:N", "slow-headers:SECONDS", "slow-body:SECONDS",
                     "comments-slow-headers:SECONDS", "feed-redirect-loop", "feed-redirect", "feed-truncated",
                     "feed-wrong-types", "feed-million", "feed-huge-body", "image-huge:FILE", "feed-invalid-utf8",
                     "feed-long-description", "hostile-text"):
            self.assertIn(mode, available)

    def test_page_delay_slows_feed_but_not_images(self):
        server = Server(self, "--page-delay", "0.3")
        start = time.monotonic()
        server.get("/images/pixel.png")
        self.assertLess(time.monotonic() - start, 0.25)
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertGreaterEqual(time.monotonic() - start, 0.3)



def load_server_module():
    """Scripts/feed-server imported as a module (it has no .py extension)."""
    loader = importlib.machinery.SourceFileLoader("feed_server", SERVER)
    spec = importlib.util.spec_from_loader("feed_server", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


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


class SlowFaultTests(unittest.TestCase):
    def test_slow_headers_delays_the_status_line_then_answers_normally(self):
        server = Server(self, "--fault", "slow-headers:0.5")
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
            start = time.monotonic()
            sock.sendall(b"GET /v1/feed?limit=2 HTTP/1.1\r\nHost: x\r\n\r\n")
            sock.settimeout(0.35)
            with self.assertRaises(socket.timeout):
                sock.recv(1)  # nothing at all before the delay
            sock.settimeout(5)
            self.assertTrue(sock.recv(12).startswith(b"HTTP/1.1 200"))
            self.assertGreaterEqual(time.monotonic() - start, 0.5)
        start = time.monotonic()
        self.assertEqual(server.get("/images/pixel.png")[0], 200)  # other routes are not slowed
        self.assertEqual(server.get(f"/v1/image/{fixture_items()[0]['id']}/comments")[0], 200)
        self.assertLess(time.monotonic() - start, 0.4)
        status, payload = server.get_json("/v1/feed?limit=2")
        self.assertEqual([item["id"] for item in payload["items"]], [item["id"] for item in fixture_items()[:2]])

    def test_slow_headers_wraps_other_faults_and_comments_have_their_own(self):
        server = Server(self, "--fault", "feed-500", "--fault", "slow-headers:0.3")
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 500)
        self.assertGreaterEqual(time.monotonic() - start, 0.3)
        self.assertEqual(server.set_faults(["comments-slow-headers:0.4"])[0], 200)
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertLess(time.monotonic() - start, 0.3)
        start = time.monotonic()
        status, payload = server.get_json(f"/v1/image/{fixture_items()[0]['id']}/comments")
        self.assertEqual((status, len(payload["items"])), (200, 3))
        self.assertGreaterEqual(time.monotonic() - start, 0.4)

    def test_slow_body_sends_headers_at_once_and_the_body_over_the_given_time(self):
        server = Server(self, "--log", os.devnull)
        expected = server.get("/v1/feed?limit=10")[2]
        self.assertEqual(server.set_faults(["slow-body:1"])[0], 200)
        start = time.monotonic()
        connection, response = open_response(server, "/v1/feed?limit=10")
        try:
            self.assertLess(time.monotonic() - start, 0.4)  # headers at once
            self.assertEqual(response.status, 200)
            self.assertEqual(int(response.getheader("Content-Length")), len(expected))
            first = response.read(32)
            self.assertLess(time.monotonic() - start, 0.5)  # the body starts at once too
            quick = time.monotonic()
            self.assertEqual(server.get("/images/pixel.png")[0], 200)  # not blocked meanwhile
            self.assertLess(time.monotonic() - quick, 0.3)
            body = first + response.read()
        finally:
            connection.close()
        self.assertGreaterEqual(time.monotonic() - start, 0.95)
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


class BrokenBodyFaultTests(unittest.TestCase):
    def test_truncated_sends_half_a_valid_body_then_closes(self):
        server = Server(self)
        expected = server.get("/v1/feed?limit=10")[2]
        self.assertEqual(server.set_faults(["feed-truncated"])[0], 200)
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
            sock.sendall(b"GET /v1/feed?limit=10 HTTP/1.1\r\nHost: x\r\n\r\n")
            received = b""
            while chunk := sock.recv(65536):  # ends: the server closes the connection
                received += chunk
        head, _, body = received.partition(b"\r\n\r\n")
        self.assertTrue(head.startswith(b"HTTP/1.1 200"))
        length = int(re.search(rb"(?i)\r\ncontent-length: (\d+)", head).group(1))
        self.assertEqual(length, len(expected))
        self.assertLess(len(body), length)
        self.assertEqual(body, expected[: length // 2])
        with self.assertRaises(ValueError):
            json.loads(body)
        with self.assertRaises(http.client.IncompleteRead):
            server.get("/v1/feed")
        self.assertEqual(server.get("/images/pixel.png")[0], 200)

    def test_wrong_types(self):
        server = Server(self, "--fault", "feed-wrong-types")
        status, payload = server.get_json("/v1/feed?limit=10")
        self.assertEqual(status, 200)
        self.assertGreater(len(payload["items"]), 0)
        for item in payload["items"]:
            self.assertIsInstance(item["id"], int)
            self.assertEqual((item["image"], item["description"]), (["x"], {"a": 1}))
        self.assertEqual(payload["items"][0]["id"], 42)

    def test_invalid_utf8_in_every_description_only(self):
        server = Server(self, "--fault", "feed-invalid-utf8")
        status, content_type, body = server.get("/v1/feed?limit=10")
        self.assertEqual((status, content_type), (200, "application/json"))
        with self.assertRaises(UnicodeDecodeError):
            body.decode("utf-8")
        items = json.loads(body.decode("utf-8", "surrogateescape"))["items"]
        for fixture, item in zip(fixture_items()[:10], items, strict=True):
            self.assertEqual(item["id"], fixture["id"])
            self.assertEqual(item.get("location"), fixture.get("location"))
            self.assertEqual("description" in item, "description" in fixture)
            if "description" in item:
                raw = item["description"].encode("utf-8", "surrogateescape")
                for sequence in (b"\xff\xfe", b" \x80 ", b"\xc0\xaf"):
                    self.assertIn(sequence, raw)
                self.assertEqual(raw.replace(b"\xff\xfe \x80 \xc0\xaf \xed\xa0\x80 \xe2\x82", b""),
                                 fixture["description"].encode())
        self.assertEqual(server.get("/v1/feed?limit=x")[0], 400)

    def test_long_description_is_one_megabyte_of_words(self):
        server = Server(self, "--fault", "feed-long-description")
        status, payload = server.get_json("/v1/feed?limit=5")
        self.assertEqual(status, 200)
        fixtures = fixture_items()[:5]
        for fixture, item in zip(fixtures, payload["items"], strict=True):
            self.assertEqual("description" in item, "description" in fixture)
            if "description" in item:
                description = item["description"]
                self.assertEqual(len(description), 1024 * 1024)
                self.assertTrue(description.startswith(fixture["description"] + " "))
                words = description.split(" ")
                self.assertGreater(len(words), 100_000)
                self.assertLess(max(len(word) for word in words), 30)
            self.assertEqual(item.get("location"), fixture.get("location"))


class HugeFaultTests(unittest.TestCase):
    def assert_still_serving(self, server):
        self.assertEqual(server.get("/images/photo-640x480.jpg")[2], image_bytes("photo-640x480.jpg"))
        self.assertEqual(server.get_json("/__control/faults")[0], 200)

    def test_generated_items_length_is_exact(self):
        module = load_server_module()
        url = "http://127.0.0.1:5/images/pixel.png"
        for count in (1, 9, 10, 99, 100, 101, 1000, 12345):
            body = b"".join(module.generated_items_chunks(count, url))
            self.assertEqual(len(body), module.generated_items_length(count, url))
            self.assertEqual(len(json.loads(body)["items"]), count)

    def test_million_items_are_streamed_with_a_content_length(self):
        server = Server(self, "--fault", "feed-million", "--log", os.devnull)
        start = time.monotonic()
        connection, response = open_response(server, "/v1/feed?limit=10")
        try:
            self.assertEqual((response.status, response.getheader("Content-Type")), (200, "application/json"))
            length = int(response.getheader("Content-Length"))
            self.assertGreater(length, 120_000_000)
            self.assertLess(length, 140_000_000)
            first = response.read(1024 * 1024)
            self.assertLess(time.monotonic() - start, 3)
        finally:
            connection.close()
        self.assertTrue(first.startswith(b'{"items":[{"id":"00000000-0000-4000-8000-000000000000",'))
        self.assertIn(b'"description":"Generated item 1000"', first)
        image = f'"image":"http://127.0.0.1:{server.port}/images/pixel.png"'.encode()
        self.assertIn(image, first)
        module = load_server_module()
        self.assertEqual(length, module.generated_items_length(1_000_000, f"http://127.0.0.1:{server.port}/images/pixel.png"))
        self.assert_still_serving(server)
        connection, response = open_response(server, "/v1/feed?limit=10&after_id=00000000-0000-4000-8000-000000000000")
        try:
            self.assertEqual(int(response.getheader("Content-Length")), length)  # every page, same length
            self.assertEqual(response.read(20), first[:20])
        finally:
            connection.close()
        rss = server_rss_kilobytes(server)
        if rss is not None:
            self.assertLess(rss, 100 * 1024)
        self.assertEqual(server.stop(), 0)
        self.assertNotIn("Traceback", server.stderr_text())

    def test_huge_feed_body_is_streamed(self):
        server = Server(self, "--fault", "feed-huge-body", "--log", os.devnull)
        for _ in range(2):
            connection, response = open_response(server, "/v1/feed?limit=10")
            try:
                self.assertEqual((response.status, response.getheader("Content-Type")), (200, "application/json"))
                self.assertEqual(response.getheader("Content-Length"), "209715200")
                self.assertEqual(response.read(4 * 65536), b" " * (4 * 65536))
            finally:
                connection.close()
            self.assert_still_serving(server)
        rss = server_rss_kilobytes(server)
        if rss is not None:
            self.assertLess(rss, 100 * 1024)
        self.assertEqual(server.stop(), 0)
        self.assertNotIn("Traceback", server.stderr_text())

    def test_huge_image_is_the_image_then_zeros_up_to_20_megabytes(self):
        server = Server(self, "--fault", "image-huge:pixel.png", "--log", os.devnull)
        connection, response = open_response(server, "/images/pixel.png")
        try:
            self.assertEqual((response.status, response.getheader("Content-Type")), (200, "image/png"))
            self.assertEqual(response.getheader("Content-Length"), "20971520")
            pixel = image_bytes("pixel.png")
            self.assertEqual(response.read(len(pixel) + 65536), pixel + bytes(65536))
        finally:
            connection.close()
        self.assert_still_serving(server)
        status, content_type, body = server.get("/images/pixel.png")  # read whole: exactly 20 MB
        self.assertEqual((status, len(body)), (200, 20 * 1024 * 1024))
        self.assertEqual(body.rstrip(b"\0"), image_bytes("pixel.png"))
        self.assertEqual(server.get("/images/anim-2x3.gif")[2], image_bytes("anim-2x3.gif"))
        self.assertEqual(server.request("HEAD", "/images/pixel.png"), (200, "image/png", b""))
        self.assertEqual(server.stop(), 0)
        self.assertNotIn("Traceback", server.stderr_text())


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


if __name__ == "__main__":
    unittest.main()
