"""Scripts/feed-server as a server that changes and pushes back: items added (feed-grows:N, POST
/__control/feed/add), 429 and 503 with Retry-After, the rate limit, hung and dropped requests,
the queue of one-request modes, and the records and detailed log lines that show a client's pace
and validators.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import email.utils
import http.client
import json
import os
import tempfile
import time
import unittest
import uuid

from feed_server_support import Server, fixture_items

from feedserver.fixtures import Fixtures
from feedserver.live_feed import LiveFeed, new_post_id
from feed_server_support import FIXTURES

HANG_GUARD = 8  # seconds: 4 times what the slowest wait below needs on a quiet machine


def date_of(text):
    return email.utils.mktime_tz(email.utils.parsedate_tz(text))


def first_ids(server, limit=10):
    return [item["id"] for item in server.get_json(f"/v1/feed?limit={limit}")[1]["items"]]


def wait_for(condition, seconds=HANG_GUARD):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds} s")
        time.sleep(0.05)


class LiveFeedTests(unittest.TestCase):
    def test_added_items_have_predictable_ids_and_go_on_top(self):
        server = Server(self, "--log", os.devnull)
        self.assertEqual(server.get_json("/__control/feed")[1]["items"], [])
        status, added = server.post_json("/__control/feed/add", {"count": 2})
        self.assertEqual(status, 200)
        self.assertEqual([item["id"] for item in added["items"]], [new_post_id(1), new_post_id(2)])
        self.assertEqual(new_post_id(1), str(uuid.uuid5(uuid.UUID("6f1c3e42-7b0a-4c52-9d8e-3a5b2f4e9c01"),
                                                        "new post 1")).upper())
        first = added["items"][0]
        self.assertEqual((first["number"], first["description"]), (1, "New post 1"))
        self.assertEqual(first["image"], f"{server.url}/images/{fixture_items()[0]['image']}")
        self.assertEqual(first["addedAt"], added["lastModifiedAt"])
        self.assertLessEqual(first["addedAt"], time.time())
        fixtures = [item["id"] for item in fixture_items()]
        self.assertEqual(first_ids(server, 4), [new_post_id(2), new_post_id(1)] + fixtures[:2])
        page = server.get_json(f"/v1/feed?limit=3&after_id={new_post_id(1)}")[1]["items"]
        self.assertEqual([item["id"] for item in page], fixtures[:3])
        self.assertEqual(server.get_json("/__control/feed")[1]["items"], added["items"])

    def test_add_takes_an_empty_body_and_refuses_bad_counts(self):
        server = Server(self, "--log", os.devnull)
        self.assertEqual(server.request("POST", "/__control/feed/add", "")[0], 200)
        for body in ('{"count": 0}', '{"count": 101}', '{"count": "2"}', "[1]", "nonsense"):
            with self.subTest(body=body):
                self.assertEqual(server.request("POST", "/__control/feed/add", body)[0], 400)
        self.assertEqual(server.get("/__control/feed/add")[0], 404)
        self.assertEqual(len(server.get_json("/__control/feed")[1]["items"]), 1)

    def test_removed_items_leave_the_feed_and_change_its_last_modified(self):
        server = Server(self, "--fault", "feed-last-modified", "--log", os.devnull)
        before = server.exchange("/v1/feed?limit=10")[1]["Last-Modified"]
        fixture = fixture_items()[0]["id"]
        status, payload = server.post_json("/__control/feed/remove", {"id": fixture.lower()})
        self.assertEqual((status, payload["removed"], payload["items"]), (200, [fixture], []))
        self.assertGreater(payload["lastModifiedAt"], date_of(before))
        self.assertNotIn(fixture, first_ids(server))
        self.assertEqual(first_ids(server, 1), [fixture_items()[1]["id"]])
        status, headers, _ = server.exchange("/v1/feed?limit=10", {"If-Modified-Since": before})
        self.assertEqual((status, headers["Last-Modified"]), (200, payload["lastModified"]))
        for body in ({"id": fixture}, {"id": "00000000-0000-0000-0000-000000000000"}):
            with self.subTest(body=body):
                self.assertEqual(server.request("POST", "/__control/feed/remove", json.dumps(body))[0], 404)
        self.assertEqual(server.request("POST", "/__control/feed/remove", "{}")[0], 400)
        self.assertEqual(server.get_json("/__control/feed")[1]["removed"], [fixture])

    def test_feed_grows_every_n_seconds_from_when_it_is_switched_on_and_stops_when_off(self):
        server = Server(self, "--log", os.devnull)
        switched_on = time.time()
        self.assertEqual(server.set_faults(["feed-grows:1"])[0], 200)
        wait_for(lambda: len(server.get_json("/__control/feed")[1]["items"]) >= 2)
        self.assertEqual(server.set_faults([])[0], 200)
        items = server.get_json("/__control/feed")[1]["items"]
        self.assertEqual([item["id"] for item in items], [new_post_id(k + 1) for k in range(len(items))])
        self.assertEqual([b["addedAt"] - a["addedAt"] for a, b in zip(items, items[1:])], [1] * (len(items) - 1))
        self.assertIn(items[0]["addedAt"], (int(switched_on) + 1, int(switched_on) + 2))  # the second may tick
        self.assertEqual(first_ids(server, len(items)), [item["id"] for item in reversed(items)])
        time.sleep(1.5)  # a second and a half off: no item more
        self.assertEqual(server.get_json("/__control/feed")[1]["items"], items)


class LiveFeedClockTests(unittest.TestCase):
    """The live feed on a clock the test moves: no waiting."""

    def test_items_fall_due_on_whole_seconds_and_last_modified_follows_them(self):
        now = [1000.7]
        live = LiveFeed(Fixtures(FIXTURES), 1000.2, clock=lambda: now[0])
        self.assertEqual(live.snapshot()[1], 1000)  # the start's second
        live.modes_changed([], ["feed-grows:3"], 1000.7)
        now[0] = 1002.99
        self.assertEqual(live.snapshot()[1], 1000)
        now[0] = 1003.0
        items, last_modified = live.snapshot()
        self.assertEqual((items[0]["id"], last_modified), (new_post_id(1), 1003))
        now[0] = 1010.5
        live.modes_changed(["feed-grows:3"], [], 1010.5)
        now[0] = 1100
        added, removed, last_modified = live.added()
        self.assertEqual(([item["addedAt"] for item in added], removed), ([1003, 1006, 1009], []))
        self.assertEqual(last_modified, 1009)
        newest = [item["id"] for item in live.snapshot()[0][:3]]
        self.assertEqual(newest, [new_post_id(3), new_post_id(2), new_post_id(1)])


class PushBackTests(unittest.TestCase):
    def test_429_and_503_with_retry_after_in_seconds_or_as_a_date(self):
        for mode, status in (("feed-429:3", 429), ("feed-503:7", 503)):
            with self.subTest(mode=mode):
                server = Server(self, "--fault", mode, "--log", os.devnull)
                answer, headers, body = server.exchange("/v1/feed?limit=10")
                self.assertEqual((answer, headers["Retry-After"]), (status, mode.split(":")[1]))
                self.assertIn("error", json.loads(body))
                self.assertEqual(server.get("/images/pixel.png")[0], 200)
        for mode, status in (("feed-429-date:5", 429), ("feed-503-date:5", 503)):
            with self.subTest(mode=mode):
                server = Server(self, "--fault", mode, "--log", os.devnull)
                answer, headers, _ = server.exchange("/v1/feed?limit=10")
                self.assertEqual(answer, status)
                self.assertIn(date_of(headers["Retry-After"]) - date_of(headers["Date"]), (5, 6))

    def test_rate_limit_answers_429_only_to_a_request_sooner_than_allowed(self):
        server = Server(self, "--fault", "feed-rate-limit:1", "--log", os.devnull)
        self.assertEqual(server.get("/v1/feed?limit=10")[0], 200)
        status, headers, _ = server.exchange("/v1/feed?limit=10")
        self.assertEqual((status, headers["Retry-After"]), (429, "1"))
        self.assertEqual(server.get("/images/pixel.png")[0], 200)
        answered = [record for record in server.records() if record["status"] == 200][0]["answeredAt"]
        started = server.get_json("/__control/requests")[1]["startedAt"]
        time.sleep(max(0.0, started + answered + 1.05 - time.time()))
        self.assertEqual(server.get("/v1/feed?limit=10")[0], 200)

    def test_hang_and_drop_close_the_connection_unanswered(self):
        server = Server(self, "--log", os.devnull)
        for mode, held in (("feed-drop", 0), ("feed-hang:0.5", 0.5)):
            with self.subTest(mode=mode):
                server.set_faults([mode])
                with self.assertRaises(http.client.RemoteDisconnected):
                    server.get("/v1/feed?limit=10")
                record = [r for r in server.records() if r["path"] == "/v1/feed"][-1]
                self.assertEqual(record["status"], 0)
                self.assertGreaterEqual(record["answeredAt"] - record["at"], held - 0.01)
        server.set_faults([])
        self.assertEqual(server.get_json("/__control/requests")[1]["statuses"]["0"], 2)


class NextFaultsTests(unittest.TestCase):
    def test_queued_modes_answer_one_request_each_in_order(self):
        server = Server(self, "--fault", "feed-validators", "--log", os.devnull)
        status, payload = server.post_json("/__control/faults/next", {"faults": ["feed-429:3", None, "feed-drop"]})
        self.assertEqual((status, payload["next"], payload["faults"]), (200, ["feed-429:3", None, "feed-drop"],
                                                                        ["feed-validators"]))
        self.assertEqual(server.get("/images/pixel.png")[0], 200)  # images take nothing from the feed's queue
        status, headers, _ = server.exchange("/v1/feed?limit=10")
        self.assertEqual((status, headers["Retry-After"]), (429, "3"))
        status, headers, _ = server.exchange("/v1/feed?limit=10")
        self.assertEqual(status, 200)
        self.assertIsNotNone(headers["ETag"])
        with self.assertRaises(http.client.RemoteDisconnected):
            server.get("/v1/feed?limit=10")
        self.assertEqual(server.get("/v1/feed?limit=10")[0], 200)
        self.assertEqual(server.get_json("/__control/faults")[1]["next"], [])
        feed = [record for record in server.records() if record["path"] == "/v1/feed"]
        self.assertEqual([record.get("queued") for record in feed], ["feed-429:3", None, "feed-drop", None])

    def test_image_modes_queue_for_the_next_image(self):
        server = Server(self, "--log", os.devnull)
        server.post_json("/__control/faults/next", {"faults": ["image-no-store"]})
        self.assertEqual(server.get("/v1/feed?limit=10")[0], 200)
        self.assertEqual(server.exchange("/images/pixel.png")[1]["Cache-Control"], "no-store")
        self.assertIsNone(server.exchange("/images/pixel.png")[1]["Cache-Control"])

    def test_modes_of_no_single_route_or_unknown_ones_are_refused(self):
        server = Server(self, "--log", os.devnull)
        for modes in (["chunked"], ["hostile-text"], ["feed-grows:1"], ["feed-nothing"], ["feed-429"], "feed-500"):
            with self.subTest(modes=modes):
                body = json.dumps({"faults": modes})
                self.assertEqual(server.request("POST", "/__control/faults/next", body)[0], 400)
        self.assertEqual(server.get_json("/__control/faults")[1]["next"], [])

    def test_next_fault_option_queues_at_start(self):
        server = Server(self, "--next-fault", "feed-503:2", "--log", os.devnull)
        self.assertEqual(server.exchange("/v1/feed?limit=10")[1]["Retry-After"], "2")
        self.assertEqual(server.get("/v1/feed?limit=10")[0], 200)


class RecordsAndLogTests(unittest.TestCase):
    def test_records_show_validators_statuses_and_times(self):
        server = Server(self, "--fault", "feed-validators", "--fault", "feed-max-age:4", "--log", os.devnull)
        before = time.time()
        etag = server.exchange("/v1/feed?limit=10")[1]["ETag"]
        server.exchange("/v1/feed?limit=10", {"If-None-Match": etag})
        report = server.get_json("/__control/requests")[1]
        first, second = report["requests"]
        self.assertEqual((first["number"], first["status"], first["etag"], first["cacheControl"]),
                         (1, 200, etag, "max-age=4"))
        self.assertNotIn("ifNoneMatch", first)
        self.assertEqual((second["status"], second["ifNoneMatch"], second["etag"]), (304, etag, etag))
        self.assertLessEqual(first["at"], first["answeredAt"])
        self.assertLessEqual(first["answeredAt"], second["at"])
        self.assertLessEqual(report["startedAt"], before)
        self.assertEqual(report["statuses"], {"200": 1, "304": 1})
        self.assertEqual(report["paths"], {"/v1/feed": 2})
        self.assertEqual([record["number"] for record in server.records(since=1)], [2, 3])

    def test_log_details_go_after_the_usual_line(self):
        log = os.path.join(tempfile.mkdtemp(), "requests.log")
        server = Server(self, "--fault", "feed-validators", "--log", log, "--log-details")
        etag = server.exchange("/v1/feed?limit=10")[1]["ETag"]
        server.exchange("/v1/feed?limit=10", {"If-None-Match": etag})
        server.stop()
        with open(log, encoding="utf-8") as file:
            lines = file.read().splitlines()
        self.assertEqual([line.split(" ", 3)[:3] for line in lines], [["GET", "/v1/feed?limit=10", "200"],
                                                                      ["GET", "/v1/feed?limit=10", "304"]])
        details = json.loads(lines[1].split(" ", 3)[3])
        self.assertEqual((details["ifNoneMatch"], details["etag"]), (etag, etag))
        self.assertIsInstance(details["at"], float)

    def test_without_log_details_lines_keep_their_three_fields(self):
        log = os.path.join(tempfile.mkdtemp(), "requests.log")
        server = Server(self, "--fault", "feed-validators", "--log", log)
        server.set_faults(["feed-drop"])
        with self.assertRaises(http.client.RemoteDisconnected):
            server.get("/v1/feed?limit=10")
        server.stop()
        with open(log, encoding="utf-8") as file:
            self.assertEqual(file.read().splitlines(), ["POST /__control/faults 200", "GET /v1/feed?limit=10 000"])


if __name__ == "__main__":
    unittest.main()
