"""Scripts/feed-server's fault modes of bodies: broken, huge, and text fields made hostile,
invisible or huge.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import http.client
import json
import os
import re
import socket
import time
import unittest

from feed_server_support import (
    HOSTILE_PIECES,
    MIB,
    fixture_items,
    fixture_comments,
    image_bytes,
    Server,
    open_response,
    server_rss_kilobytes,
    generated_items_chunks,
    generated_items_length,
)


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
        url = "http://127.0.0.1:5/images/pixel.png"
        for count in (1, 9, 10, 99, 100, 101, 1000, 12345):
            body = b"".join(generated_items_chunks(count, url))
            self.assertEqual(len(body), generated_items_length(count, url))
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
        self.assertEqual(length, generated_items_length(1_000_000, f"http://127.0.0.1:{server.port}/images/pixel.png"))
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
