"""Scripts/feed-server's routes without faults: the feed's pages, images, comments, the
fixtures' images, the stats and the status route; each test runs the real script on a free port.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import http.client
import json
import os
import time
import unittest

from feed_server_support import (
    DATE,
    UUID,
    fixture_items,
    fixture_comments,
    image_bytes,
    Server,
    RawHTTP,
)


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
