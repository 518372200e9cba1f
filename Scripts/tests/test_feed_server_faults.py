"""Scripts/feed-server's fault modes: switching them (options, /__control/faults), their
arguments, and the content faults (statuses, bad JSON, generated pages, hostile text).

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import json
import subprocess
import sys
import time
import unittest

from feed_server_support import (
    SERVER,
    DATE,
    UUID,
    HOSTILE_PIECES,
    fixture_items,
    image_bytes,
    Server,
)


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

    def test_feed_page_cap_servesAtMostNItemsAPageWhateverTheLimitUntilAnEmptyPage(self):
        server = Server(self, "--fault", "feed-page-cap:5")
        pages, query = [], "limit=10"
        while True:
            status, body = server.get_json(f"/v1/feed?{query}")
            self.assertEqual(status, 200)
            if not body["items"]:
                break
            pages.append(body["items"])
            query = f"limit=10&after_id={body['items'][-1]['id']}"
        self.assertEqual([len(page) for page in pages], [5, 5, 5, 5, 5])
        self.assertEqual([item["id"] for page in pages for item in page], [item["id"] for item in fixture_items()])
        self.assertEqual(len(server.get_json("/v1/feed?limit=3")[1]["items"]), 3, "a smaller limit is kept")
        self.assertEqual(server.get("/v1/feed?limit=0")[0], 400)

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
        server = Server(self, "--page-delay", "1")
        start = time.monotonic()
        server.get("/images/pixel.png")
        self.assertLess(time.monotonic() - start, 1)  # a second of room on a busy machine
        start = time.monotonic()
        self.assertEqual(server.get("/v1/feed")[0], 200)
        self.assertGreaterEqual(time.monotonic() - start, 1)



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
