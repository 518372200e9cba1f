"""Scripts/feed-server's validators and freshness: ETag and Last-Modified on feed pages and images,
304 Not Modified as RFC 9110 says (weak comparison, lists, "*", If-Modified-Since only without
If-None-Match), max-age, Expires and no-store; and the rules themselves (feedserver.conditional).

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import email.utils
import hashlib
import json
import unittest

from feed_server_support import Server, RawHTTP, image_bytes

from feedserver.conditional import is_not_modified, parse_http_date, weakly_matches


def date_of(text):
    return email.utils.mktime_tz(email.utils.parsedate_tz(text))


class ConditionalRulesTests(unittest.TestCase):
    def test_if_none_match_compares_weakly_and_reads_lists_and_star(self):
        self.assertTrue(weakly_matches('"a"', '"a"'))
        self.assertTrue(weakly_matches('"a"', 'W/"a"'))
        self.assertTrue(weakly_matches('W/"a"', '"a"'))
        self.assertTrue(weakly_matches('"a"', '"x", W/"a" ,"y"'))
        self.assertTrue(weakly_matches('"a"', "*"))
        self.assertTrue(weakly_matches(None, "*"))
        self.assertFalse(weakly_matches('"a"', '"b"'))
        self.assertFalse(weakly_matches('"a"', "a"))  # not an entity tag: no match
        self.assertFalse(weakly_matches(None, '"a"'))

    def test_if_modified_since_only_without_if_none_match_and_only_for_get_or_head(self):
        last_modified = parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT")
        same = {"If-Modified-Since": "Sun, 06 Nov 1994 08:49:37 GMT"}
        self.assertTrue(is_not_modified("GET", same, None, last_modified))
        self.assertTrue(is_not_modified("HEAD", same, None, last_modified))
        self.assertFalse(is_not_modified("POST", same, None, last_modified))
        self.assertFalse(is_not_modified("GET", {"If-Modified-Since": "Sun, 06 Nov 1994 08:49:36 GMT"}, None,
                                         last_modified))
        self.assertFalse(is_not_modified("GET", dict(same, **{"If-None-Match": '"other"'}), '"tag"', last_modified))
        self.assertFalse(is_not_modified("GET", {"If-Modified-Since": "yesterday"}, None, last_modified))
        self.assertFalse(is_not_modified("GET", same, None, None))

    def test_the_three_http_date_formats_are_read(self):
        for text in ("Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"):
            with self.subTest(text=text):
                self.assertEqual(parse_http_date(text), 784111777)
        self.assertIsNone(parse_http_date("not a date"))


class FeedValidatorsTests(unittest.TestCase):
    def test_feed_validators_send_a_strong_etag_of_the_body_and_last_modified(self):
        server = Server(self, "--fault", "feed-validators", "--log", "/dev/null")
        status, headers, body = server.exchange("/v1/feed?limit=10")
        self.assertEqual(status, 200)
        self.assertEqual(headers["ETag"], '"' + hashlib.sha256(body).hexdigest()[:32] + '"')
        self.assertLessEqual(date_of(headers["Last-Modified"]), date_of(headers["Date"]))
        second_page = server.exchange(f"/v1/feed?limit=10&after_id={json.loads(body)['items'][-1]['id']}")[1]
        self.assertNotEqual(second_page["ETag"], headers["ETag"])
        self.assertEqual(server.exchange("/v1/feed?limit=10")[1]["ETag"], headers["ETag"])

    def test_matching_if_none_match_answers_304_without_body_and_with_etag_and_date(self):
        server = Server(self, "--fault", "feed-validators", "--fault", "feed-max-age:10", "--log", "/dev/null")
        etag = server.exchange("/v1/feed?limit=10")[1]["ETag"]
        for field in (etag, "W/" + etag, f'"nope", {etag}', "*"):
            with self.subTest(field=field):
                status, headers, body = server.exchange("/v1/feed?limit=10", {"If-None-Match": field})
                self.assertEqual((status, body), (304, b""))
                self.assertEqual((headers["ETag"], headers["Cache-Control"]), (etag, "max-age=10"))
                self.assertIsNotNone(headers["Date"])
                self.assertIsNone(headers["Content-Length"])
                self.assertIsNone(headers["Last-Modified"])  # an ETag is there: RFC 9110 15.4.5
        status, headers, body = server.exchange("/v1/feed?limit=10", {"If-None-Match": '"nope"'})
        self.assertEqual((status, headers["ETag"]), (200, etag))
        self.assertTrue(json.loads(body)["items"])

    def test_a_304_leaves_the_connection_usable(self):
        server = Server(self, "--fault", "feed-validators", "--log", "/dev/null")
        etag = server.exchange("/v1/feed?limit=10")[1]["ETag"]
        raw = RawHTTP(self, server.port)
        raw.sock.sendall(f"GET /v1/feed?limit=10 HTTP/1.1\r\nHost: x\r\nIf-None-Match: {etag}\r\n\r\n".encode())
        self.assertEqual(raw.read_head().status, 304)
        raw.send_get("/v1/feed?limit=1")
        head, body = raw.read_answer()
        self.assertEqual(len(json.loads(body)["items"]), 1)

    def test_if_modified_since_answers_304_unless_if_none_match_is_there(self):
        server = Server(self, "--fault", "feed-validators", "--log", "/dev/null")
        headers = server.exchange("/v1/feed?limit=10")[1]
        last_modified = headers["Last-Modified"]
        self.assertEqual(server.exchange("/v1/feed?limit=10", {"If-Modified-Since": last_modified})[0], 304)
        earlier = email.utils.formatdate(date_of(last_modified) - 1, usegmt=True)
        self.assertEqual(server.exchange("/v1/feed?limit=10", {"If-Modified-Since": earlier})[0], 200)
        both = {"If-Modified-Since": last_modified, "If-None-Match": '"other"'}
        self.assertEqual(server.exchange("/v1/feed?limit=10", both)[0], 200)

    def test_weak_etag_and_last_modified_only(self):
        weak = Server(self, "--fault", "feed-weak-etag", "--log", "/dev/null")
        etag = weak.exchange("/v1/feed?limit=10")[1]["ETag"]
        self.assertRegex(etag, r'^W/"[0-9a-f]{32}"$')
        self.assertEqual(weak.exchange("/v1/feed?limit=10", {"If-None-Match": etag})[0], 304)
        self.assertEqual(weak.exchange("/v1/feed?limit=10", {"If-None-Match": etag[2:]})[0], 304)
        dated = Server(self, "--fault", "feed-last-modified", "--log", "/dev/null")
        headers = dated.exchange("/v1/feed?limit=10")[1]
        self.assertIsNone(headers["ETag"])
        status, not_modified, _ = dated.exchange("/v1/feed?limit=10", {"If-Modified-Since": headers["Last-Modified"]})
        self.assertEqual((status, not_modified["Last-Modified"]), (304, headers["Last-Modified"]))

    def test_a_change_of_the_feed_changes_etag_and_last_modified(self):
        server = Server(self, "--fault", "feed-validators", "--log", "/dev/null")
        before = server.exchange("/v1/feed?limit=10")[1]
        status, added = server.post_json("/__control/feed/add", {})
        self.assertEqual(status, 200)
        conditions = {"If-None-Match": before["ETag"]}
        status, after, body = server.exchange("/v1/feed?limit=10", conditions)
        self.assertEqual(status, 200)
        self.assertEqual(json.loads(body)["items"][0]["id"], added["items"][0]["id"])
        self.assertNotEqual(after["ETag"], before["ETag"])
        self.assertGreater(date_of(after["Last-Modified"]), date_of(before["Last-Modified"]))
        self.assertEqual(after["Last-Modified"], added["lastModified"])
        self.assertEqual(server.exchange("/v1/feed?limit=10", {"If-Modified-Since": before["Last-Modified"]})[0], 200)

    def test_errors_get_no_validators(self):
        server = Server(self, "--fault", "feed-validators", "--fault", "feed-max-age:5", "--fault", "feed-500",
                        "--log", "/dev/null")
        status, headers, _ = server.exchange("/v1/feed?limit=10", {"If-None-Match": "*"})
        self.assertEqual((status, headers["ETag"], headers["Cache-Control"]), (500, None, None))

    def test_max_age_and_expires_give_a_freshness_lifetime(self):
        server = Server(self, "--fault", "feed-max-age:10", "--log", "/dev/null")
        headers = server.exchange("/v1/feed?limit=10")[1]
        self.assertEqual((headers["Cache-Control"], headers["ETag"]), ("max-age=10", None))
        self.assertIsNone(server.exchange("/images/pixel.png")[1]["Cache-Control"])
        expiring = Server(self, "--fault", "feed-expires:30", "--log", "/dev/null")
        headers = expiring.exchange("/v1/feed?limit=10")[1]
        self.assertIn(date_of(headers["Expires"]) - date_of(headers["Date"]), (29, 30))  # Date may tick between


class ImageCacheHeadersTests(unittest.TestCase):
    def test_no_store(self):
        server = Server(self, "--fault", "image-no-store", "--log", "/dev/null")
        status, headers, body = server.exchange("/images/pixel.png")
        self.assertEqual((status, headers["Cache-Control"], body), (200, "no-store", image_bytes("pixel.png")))
        self.assertIsNone(server.exchange("/v1/feed?limit=10")[1]["Cache-Control"])
        self.assertEqual(server.exchange("/images/missing.png")[0], 404)

    def test_no_cache_and_max_age_send_validators_and_answer_304(self):
        for mode, cache_control in (("image-no-cache", "no-cache"), ("image-max-age:60", "max-age=60")):
            with self.subTest(mode=mode):
                server = Server(self, "--fault", mode, "--log", "/dev/null")
                status, headers, body = server.exchange("/images/pixel.png")
                self.assertEqual((status, headers["Cache-Control"]), (200, cache_control))
                self.assertEqual(headers["ETag"], '"' + hashlib.sha256(body).hexdigest()[:32] + '"')
                self.assertIsNotNone(headers["Last-Modified"])
                status, again, body = server.exchange("/images/pixel.png", {"If-None-Match": headers["ETag"]})
                self.assertEqual((status, body, again["ETag"], again["Cache-Control"]),
                                 (304, b"", headers["ETag"], cache_control))
                since = {"If-Modified-Since": headers["Last-Modified"]}
                self.assertEqual(server.exchange("/images/pixel.png", since)[0], 304)
                other = server.exchange("/images/tile-16x16.webp", {"If-None-Match": headers["ETag"]})
                self.assertEqual(other[0], 200)


if __name__ == "__main__":
    unittest.main()
