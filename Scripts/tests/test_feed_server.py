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
import urllib.error
import urllib.request
import zlib

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
        self.assertGreater(len(with_both), len(items) // 4)

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

    def test_feed_pages_servesNGeneratedItemsPagedByLimitAndAfterId(self):
        server = Server(self, "--fault", "feed-pages:250")
        self.assertEqual(len(server.get_json("/v1/feed")[1]["items"]), 10)
        items, query = [], "limit=100"
        while True:
            status, body = server.get_json(f"/v1/feed?{query}")
            self.assertEqual(status, 200)
            if not body["items"]:
                break
            items += body["items"]
            query = f"limit=100&after_id={body['items'][-1]['id'].lower()}"
        self.assertEqual([len(items), len({item["id"] for item in items})], [250, 250])
        self.assertEqual([item["description"] for item in items[:2]], ["Generated item 1", "Generated item 2"])
        self.assertTrue(all(UUID.match(item["id"]) and item["image"].endswith("/images/pixel.png") for item in items))
        self.assertEqual(server.get_json(f"/v1/feed?limit=3&after_id={items[9]['id']}")[1]["items"], items[10:13])
        self.assertEqual(server.get_json("/v1/feed?limit=500")[1]["items"], items[:100])
        self.assertEqual(server.get("/v1/feed?limit=0")[0], 400)
        beyond = "000000FA-0000-4000-8000-0000000000FA"  # item 251's id: not one of the 250
        for unknown in (beyond, fixture_items()[0]["id"], "not-an-id"):
            self.assertEqual(server.get_json(f"/v1/feed?after_id={unknown}"), (200, {"items": []}))

    def test_comments_many_answersNGeneratedCommentsForEveryImage(self):
        server = Server(self, "--fault", "comments-many:1200")
        status, body = server.get_json(f"/v1/image/{fixture_items()[0]['id']}/comments")
        self.assertEqual(status, 200)
        comments = body["items"]
        self.assertEqual([len(comments), len({comment["id"] for comment in comments})], [1200, 1200])
        self.assertEqual(comments[0]["message"], "Generated comment 1")
        self.assertEqual(comments[-1]["author"], {"username": "user 1200"})
        self.assertTrue(all(UUID.match(comment["id"]) and DATE.match(comment["created_at"]) for comment in comments))
        self.assertEqual([comment["created_at"] for comment in comments],
                         sorted((comment["created_at"] for comment in comments), reverse=True))
        self.assertEqual(server.get_json("/v1/image/00000000-0000-4000-8000-000000000000/comments")[1], body)

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
        self.assertGreater(len(texts), 30)
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

    def test_image_slow_headers_delays_every_image_but_not_the_feed(self):
        server = Server(self, "--fault", "image-slow-headers:0.3")
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertLess(time.monotonic() - start, 0.3)
        for name in ("pixel.png", "anim-2x3.gif"):
            start = time.monotonic()
            self.assertEqual(server.get(f"/images/{name}")[0], 200)
            self.assertGreaterEqual(time.monotonic() - start, 0.3)

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
            "-h", "--host", "--port", "--base", "--fixtures", "--log", "--page-delay", "--fault", "--tls-cert",
            "--tls-key",
        ]))
        for option, description in described.items():
            self.assertGreaterEqual(len(description.split()), 3, f"{option} says what it does: {description!r}")

    def test_help_gives_every_fault_mode_a_one_line_description(self):
        _, modes = self.help_sections()
        module = load_server_module()
        lines = modes.splitlines()
        for name, fault in module.FAULTS.items():
            usage = name + (f":{fault.argument.label}" if fault.argument else "")
            matching = [line for line in lines if line.split()[:1] == [usage]]
            self.assertEqual(len(matching), 1, f"one line for {usage} in:\n{modes}")
            self.assertIn(fault.summary, matching[0])
            self.assertGreaterEqual(len(matching[0].split()), 3, matching[0])


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


class StatsAndStatusRouteTests(unittest.TestCase):
    def test_stats_count_one_connection_for_three_keep_alive_requests(self):
        server = Server(self, "--base", "/api", "--log", os.devnull)
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        self.addCleanup(connection.close)
        for path in ("/api/v1/feed?limit=1", "/api/images/pixel.png", "/api/nothing-here"):
            connection.request("GET", path)
            connection.getresponse().read()
        connection.request("GET", "/__control/stats")
        self.assertEqual(json.loads(connection.getresponse().read()), {"connections": 1, "requests": 3})
        self.assertEqual(server.get_json("/api/__control/stats"), (200, {"connections": 2, "requests": 4}))
        self.assertEqual(server.request("POST", "/__control/stats", "{}")[0], 404)

    def test_status_route_answers_any_final_status_with_a_small_body(self):
        server = Server(self, "--base", "/api", "--log", os.devnull)
        for status in (200, 201, 301, 400, 404, 418, 429, 500, 503, 599):
            with self.subTest(status=status):
                self.assertEqual(server.get(f"/api/__test/status/{status}"),
                                 (status, "text/plain", f"status {status}".encode()))
        for path in ("/api/__test/status/199", "/api/__test/status/600", "/api/__test/status/20",
                     "/api/__test/status/2000", "/api/__test/status/abc", "/__test/status/200"):
            with self.subTest(path=path):
                self.assertEqual(server.get(path)[0], 404)

    def test_status_route_without_body_keeps_the_connection_usable(self):
        server = Server(self, "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        for status in (204, 304):
            raw.send_get(f"/__test/status/{status}")
            head = raw.read_head()
            self.assertEqual((head.status, head.get("Content-Length"), head.get("Transfer-Encoding")),
                             (status, None, None))
        raw.send_get("/__test/status/205")
        self.assertEqual(raw.read_answer()[1], b"")
        raw.send_get("/__test/status/201")
        self.assertEqual(raw.read_answer()[1], b"status 201")


class FramingFaultTests(unittest.TestCase):
    def test_chunked_frames_every_answer_in_chunks_with_extensions_and_keeps_alive(self):
        server = Server(self, "--log", os.devnull)
        expected = server.get("/v1/feed?limit=25")[2]
        self.assertEqual(server.set_faults(["chunked"])[0], 200)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=25")
        head = raw.read_head()
        self.assertIn(b"\r\nTransfer-Encoding: chunked\r\n", head.raw)
        self.assertEqual((head.status, head.get("Content-Length")), (200, None))
        self.assertEqual(raw.read_chunked()[0], expected)
        raw.send_get("/images/photo-640x480.jpg")  # the same connection: keep-alive kept
        raw.read_head()
        body, chunks = raw.read_chunked()
        self.assertEqual(body, image_bytes("photo-640x480.jpg"))  # 29993 bytes: 7 x 4096 + 1321
        self.assertEqual(chunks, [(4096, b"ext=1"), (4096, b""), (4096, b"")] * 2 + [(4096, b"ext=1"), (1321, b""), (0, b"")])
        for path, expected_body in (("/images/pixel.png", image_bytes("pixel.png")),
                                    ("/__test/status/503", b"status 503")):
            raw.send_get(path)
            self.assertEqual(raw.read_head().get("Transfer-Encoding"), "chunked")
            self.assertEqual(raw.read_chunked()[0], expected_body)
        raw.send_get("/__control/faults")  # control routes are never framed otherwise
        self.assertEqual(json.loads(raw.read_answer()[1])["faults"], ["chunked"])
        self.assertEqual(server.set_faults(["chunked", "feed-many:1000"])[0], 200)
        raw.send_get("/v1/feed")
        raw.read_head()
        body, chunks = raw.read_chunked()
        self.assertEqual(len(json.loads(body)["items"]), 1000)
        data_chunks = chunks[:-1]
        self.assertGreater(len(data_chunks), 20)
        self.assertEqual([index for index, (size, extension) in enumerate(data_chunks) if extension],
                         list(range(0, len(data_chunks), 3)))

    def test_chunked_with_truncated_stops_mid_chunks_without_the_last_chunk(self):
        server = Server(self, "--fault", "chunked", "--fault", "feed-truncated", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=10")
        self.assertEqual(raw.read_head().get("Transfer-Encoding"), "chunked")
        with self.assertRaises(EOFError):
            raw.read_chunked()

    def test_close_delimited_has_no_length_and_closes_after_the_body(self):
        server = Server(self, "--log", os.devnull)
        expected = server.get("/v1/feed?limit=10")[2]
        self.assertEqual(server.set_faults(["close-delimited"])[0], 200)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=10")
        head = raw.read_head()
        self.assertEqual((head.status, head.get("Content-Length"), head.get("Transfer-Encoding"),
                          head.get("Connection")), (200, None, None, "close"))
        self.assertEqual(raw.read_to_end(), expected)
        self.assertEqual(server.get("/images/anim-2x3.gif")[2], image_bytes("anim-2x3.gif"))

    def test_interim_100_precedes_every_answer_with_a_100_and_a_103(self):
        server = Server(self, "--fault", "interim-100", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        for path in ("/v1/feed?limit=2", "/images/pixel.png"):
            raw.send_get(path)
            self.assertEqual(raw.read_until(b"\r\n\r\n"), b"HTTP/1.1 100 Continue\r\n\r\n")
            early_hints = raw.read_head()
            self.assertEqual((early_hints.status, early_hints.get("Link")), (103, "</x>"))
            head, body = raw.read_answer()
            self.assertEqual(head.status, 200)
        self.assertEqual(body, image_bytes("pixel.png"))


class HeaderFaultTests(unittest.TestCase):
    def test_endless_1xx_is_100_continue_over_and_over(self):
        server = Server(self, "--fault", "endless-1xx", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed")
        continues = b"HTTP/1.1 100 Continue\r\n\r\n"
        received = raw.read_exactly(4 * MIB)
        self.assertEqual(received, (continues * (len(received) // len(continues) + 1))[: len(received)])
        self.assertEqual(server.get("/images/pixel.png")[0], 200)

    def test_huge_headers_make_a_header_block_over_64_kib(self):
        server = Server(self, "--fault", "huge-headers", "--fault", "feed-500", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed")
        head, body = raw.read_answer()
        self.assertGreater(len(head.raw), 65536)
        self.assertEqual(len([name for name, value in head.headers if name.startswith("x-filler-")]), 1000)
        self.assertEqual((head.status, json.loads(body)), (500, {"error": "injected fault feed-500"}))

    def test_long_header_line_is_one_line_of_100_kib(self):
        server = Server(self, "--fault", "long-header-line", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed?limit=1")
        head, body = raw.read_answer()
        self.assertEqual(head.get("X-Long-Header"), "l" * 102400)
        self.assertEqual(len(json.loads(body)["items"]), 1)

    def test_endless_headers_never_end_the_header_block(self):
        server = Server(self, "--fault", "endless-headers", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        raw.send_get("/v1/feed")
        received = raw.read_exactly(4 * MIB)
        self.assertTrue(received.startswith(b"HTTP/1.1 200 OK\r\nX-Endless: eeee"))
        self.assertNotIn(b"\r\n\r\n", received)


class FloodFaultTests(unittest.TestCase):
    def test_image_flood_gives_every_client_its_own_endless_close_delimited_body(self):
        server = Server(self, "--fault", "image-flood", "--log", os.devnull)
        clients = [RawHTTP(self, server.port) for _ in range(3)]
        for client in clients:
            client.send_get("/images/photo-640x480.jpg")
        for client in clients:
            head = client.read_head()
            self.assertEqual((head.status, head.get("Content-Type")), (200, "image/jpeg"))
            self.assertEqual((head.get("Content-Length"), head.get("Connection")), (None, "close"))
        for client in clients[1:]:
            self.assertEqual(client.read_exactly(4 * MIB).count(0), 4 * MIB)
            client.sock.close()
        self.assertEqual(server.get("/images/missing.png")[0], 404)
        self.assertEqual(server.get_json("/v1/feed?limit=1")[0], 200)
        start = time.monotonic()
        self.assertEqual(server.stop(), 0)  # clients[0] reads no more: its flood is stuck in a write
        self.assertLess(time.monotonic() - start, 2)
        self.assertNotIn("Traceback", server.stderr_text())

    def test_feed_trickle_flood_trickles_then_floods_spaces(self):
        server = Server(self, "--fault", "feed-trickle-flood:0.6", "--log", os.devnull)
        raw = RawHTTP(self, server.port)
        start = time.monotonic()
        raw.send_get("/v1/feed")
        head = raw.read_head()
        self.assertEqual((head.status, head.get("Content-Length"), head.get("Connection")), (200, None, "close"))
        self.assertEqual(raw.read_exactly(6), b'{"item')
        time.sleep(0.2)
        raw.sock.settimeout(0.05)
        with self.assertRaises(socket.timeout):
            raw.read_exactly(1000)  # ~10 writes a second of 2 bytes: far less than that yet
        raw.sock.settimeout(10)
        self.assertEqual(raw.read_exactly(len(b'{"items": [') - 6), b's": [')
        flood = raw.read_exactly(8 * MIB)
        self.assertGreater(time.monotonic() - start, 0.55)
        self.assertLess(time.monotonic() - start, 5)
        self.assertEqual(flood.count(b" "), len(flood))


class EncodedFaultTests(unittest.TestCase):
    def encoded(self, server, path):
        connection, response = open_response(server, path)
        try:
            body = response.read()
        finally:
            connection.close()
        self.assertEqual(response.status, 200)
        self.assertEqual(int(response.getheader("Content-Length")), len(body))
        return response.getheader("Content-Encoding"), response.getheader("Content-Type"), body

    def assert_starts_with_spaces(self, body, wbits):
        self.assertEqual(zlib.decompressobj(wbits).decompress(body, MIB), b" " * MIB)  # bounded: 1 MiB out

    def test_gzip_and_deflate_are_1_gib_of_spaces_in_about_1_mb(self):
        server = Server(self, "--fault", "feed-encoded:gzip", "--fault", "image-encoded:deflate", "--log", os.devnull)
        encoding, content_type, gzip = self.encoded(server, "/v1/feed?limit=10")
        self.assertEqual((encoding, content_type), ("gzip", "application/json"))
        self.assertLess(len(gzip), 1_200_000)
        self.assertEqual(gzip[:3], b"\x1f\x8b\x08")
        self.assertEqual(struct.unpack("<I", gzip[-4:])[0], GIB % 2**32)  # ISIZE
        self.assert_starts_with_spaces(gzip, 31)
        encoding, content_type, deflate = self.encoded(server, "/images/anim-2x3.gif")
        self.assertEqual((encoding, content_type), ("deflate", "image/gif"))
        self.assertEqual(deflate[:2], b"\x78\xda")  # a zlib stream, as HTTP's deflate is
        self.assert_starts_with_spaces(deflate, 15)
        adler = 1
        for _ in range(GIB // MIB):
            adler = zlib.adler32(b" " * MIB, adler)
        self.assertEqual(struct.unpack(">I", deflate[-4:])[0], adler)
        self.assertEqual(gzip[10:-8], deflate[2:-4])  # the same deflate data
        self.assertEqual(server.get("/images/missing.png")[0], 404)

    def test_zstd_is_one_frame_of_rle_blocks_of_1_gib_of_spaces(self):
        server = Server(self, "--fault", "image-encoded:zstd", "--log", os.devnull)
        encoding, content_type, frame = self.encoded(server, "/images/pixel.png")
        self.assertEqual((encoding, content_type), ("zstd", "image/png"))
        magic, descriptor, window, content_size = struct.unpack("<IBBI", frame[:10])
        self.assertEqual((magic, descriptor), (0xFD2FB528, 0x80))  # Frame_Content_Size in 4 bytes, no checksum
        self.assertEqual(1 << (10 + (window >> 3)), 128 * 1024)
        total, offset, last = 0, 10, False
        while not last:
            header = int.from_bytes(frame[offset : offset + 3], "little")
            last, block_type, size = header & 1, (header >> 1) & 3, header >> 3
            self.assertEqual((block_type, frame[offset + 3 : offset + 4]), (1, b" "))  # RLE of a space
            total += size
            offset += 4
        self.assertEqual(offset, len(frame))
        self.assertEqual(total, GIB)
        self.assertEqual(content_size, GIB)

    def test_brotli_is_a_small_stream(self):
        server = Server(self, "--fault", "feed-encoded:br", "--log", os.devnull)
        encoding, content_type, stream = self.encoded(server, "/v1/feed")
        self.assertEqual((encoding, content_type), ("br", "application/json"))
        self.assertLess(len(stream), 2048)
        self.assertEqual(stream[0] & 1, 0)  # WBITS 16
        try:
            import brotli  # not in the standard library; curl --compressed decodes it too
        except ImportError:
            return
        self.assertEqual(len(brotli.decompress(stream)), GIB)


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


class NewFaultModeArgumentTests(unittest.TestCase):
    def test_new_modes_are_listed_and_bad_arguments_are_usage_errors(self):
        server = Server(self)
        available = server.get_json("/__control/faults")[1]["available"]
        for mode in ("image-flood", "image-encoded:ENC", "feed-encoded:ENC", "feed-trickle-flood:SECONDS",
                     "chunked", "close-delimited", "interim-100", "endless-1xx", "huge-headers",
                     "long-header-line", "endless-headers", "redirect-chain:N", "redirect-ftp",
                     "redirect-to-https:PORT"):
            self.assertIn(mode, available)
        for mode in ("image-encoded:xz", "feed-encoded", "redirect-chain:0", "redirect-chain:21",
                     "redirect-to-https:0", "redirect-to-https:65536", "redirect-to-https:x",
                     "feed-trickle-flood", "chunked:1", "image-flood:pixel.png"):
            with self.subTest(mode=mode):
                status, content_type, body = server.set_faults([mode])
                self.assertEqual(status, 400)
                self.assertIn("fault mode", json.loads(body)["error"])
        result = subprocess.run([sys.executable, SERVER, "--fault", "redirect-chain:21"],
                                capture_output=True, timeout=10)
        self.assertEqual((result.returncode, result.stdout), (2, b""))
        self.assertIn(b"fault mode redirect-chain needs a number of redirects from 1 to 20", result.stderr)


class TextFaultTests(unittest.TestCase):
    INVISIBLE_PIECES = ("\u2028", "\u2029", "\u200e", "\u200f", "\u061c", "\ufeff", "\ufff9", "\ufffa", "\ufffb",
                        "\U000e0001", "\U000e0020", "\U000e0041", "\U000e007f")

    def test_huge_description_makes_the_first_description_mb_megabytes_of_words(self):
        server = Server(self, "--fault", "feed-huge-description:2", "--log", os.devnull)
        status, payload = server.get_json("/v1/feed?limit=10")
        self.assertEqual(status, 200)
        fixtures = fixture_items()[:10]
        first = payload["items"][0]["description"]
        self.assertEqual(len(first), 2 * MIB)
        self.assertTrue(first.startswith(fixtures[0]["description"] + " "))
        self.assertLess(max(len(word) for word in first.split(" ")), 30)
        for fixture, item in zip(fixtures[1:], payload["items"][1:], strict=True):
            self.assertEqual((item["id"], item.get("description")), (fixture["id"], fixture.get("description")))
        last = fixture_items()[-1]["id"]
        self.assertEqual(server.get_json(f"/v1/feed?limit=10&after_id={last}"), (200, {"items": []}))

    def test_huge_description_of_31_megabytes_stays_under_32_mib_with_its_exact_length(self):
        server = Server(self, "--fault", "feed-huge-description:31", "--log", os.devnull)
        status, content_type, body = server.get("/v1/feed?limit=10")
        self.assertEqual((status, content_type), (200, "application/json"))
        self.assertLess(len(body), 32 * MIB)
        self.assertEqual(len(json.loads(body)["items"][0]["description"]), 31 * MIB)

    def test_escapes_fill_every_description_with_json_escaped_esc_characters(self):
        server = Server(self, "--fault", "feed-escapes:1", "--log", os.devnull)
        status, content_type, body = server.get("/v1/feed?limit=10")
        self.assertEqual(status, 200)
        items = json.loads(body)["items"]
        fixtures = fixture_items()[:10]
        described = [item for item in items if "description" in item]
        self.assertEqual(len(described), sum("description" in fixture for fixture in fixtures))
        per_description = MIB // 6 // len(described)
        for item in described:
            self.assertEqual(item["description"], "\x1b" * per_description)
        self.assertEqual(body.count(b"\\u001b"), per_description * len(described))
        self.assertGreater(per_description * len(described) * 6, MIB - 6 * len(described))
        self.assertEqual([item.get("location") for item in items], [fixture.get("location") for fixture in fixtures])

    def test_invisible_text_in_every_text_field_and_combined_with_hostile_text(self):
        server = Server(self, "--fault", "invisible-text", "--fault", "hostile-text")
        items = server.get_json("/v1/feed?limit=100")[1]["items"]
        texts = [item[key] for item in items for key in ("description", "location") if key in item]
        item_id = fixture_items()[0]["id"]
        for comment in server.get_json(f"/v1/image/{item_id}/comments")[1]["items"]:
            texts += [comment["message"], comment["author"]["username"]]
        self.assertGreater(len(texts), 30)
        for text in texts:
            for piece in self.INVISIBLE_PIECES + HOSTILE_PIECES:
                self.assertIn(piece, text)
            self.assertRegex(text[0], r"\w")  # embedded inside otherwise normal text

    def test_comments_dated_gives_every_comment_that_date(self):
        server = Server(self, "--fault", "comments-dated:9999-12-31T23:59:59+0000")
        item_id = fixture_items()[0]["id"]
        comments = server.get_json(f"/v1/image/{item_id}/comments")[1]["items"]
        expected = fixture_comments()[item_id]
        self.assertEqual(len(comments), len(expected))
        for comment, fixture in zip(comments, expected, strict=True):
            self.assertEqual(comment["created_at"], "9999-12-31T23:59:59+0000")
            self.assertEqual((comment["id"], comment["message"]), (fixture["id"], fixture["message"]))
        self.assertEqual(server.get_json("/v1/image/00000000-0000-4000-8000-000000000000/comments"),
                         (200, {"items": []}))

    def test_text_modes_are_listed_and_bad_arguments_are_usage_errors(self):
        server = Server(self)
        available = server.get_json("/__control/faults")[1]["available"]
        for mode in ("feed-huge-description:MB", "feed-escapes:MB", "invisible-text", "comments-dated:DATE"):
            self.assertIn(mode, available)
        for mode in ("feed-huge-description", "feed-huge-description:0", "feed-huge-description:32",
                     "feed-escapes:x", "invisible-text:1", "comments-dated:2100-01-01",
                     "comments-dated:2100-01-01T00:00:00Z", "comments-dated"):
            with self.subTest(mode=mode):
                status, content_type, body = server.set_faults([mode])
                self.assertEqual(status, 400)
                self.assertIn("fault mode", json.loads(body)["error"])


if __name__ == "__main__":
    unittest.main()
