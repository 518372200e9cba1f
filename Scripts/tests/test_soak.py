"""Scripts/soak's own logic: the seeded fault plan, the reading of the JSON stream, the checks
(pace, polling, items, memory, exit) on made-up records, and two short soaks of a stand-in
client (fake_watch_client.py) against the real feed-server: a polite one passes, an impolite one
fails. The Swift feed-tty --watch is soaked by Scripts/soak itself.

Run: python3 -m unittest discover -s Scripts/tests -p 'test_soak.py' -v
"""

import os
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOAK = os.path.join(SCRIPTS, "soak")
FAKE_CLIENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_watch_client.py")
sys.path.insert(0, SCRIPTS)

from feedserver.conditional import http_date  # noqa: E402
from soak_run import checks  # noqa: E402
from soak_run.events import announced_ids, is_new_items, parse_line  # noqa: E402
from soak_run.plan import fault_plan  # noqa: E402

STARTED = 1_700_000_000  # the server's start in the made-up records (a whole second)
ID = "9408FB21-6B33-56E2-B912-779C31E9CEA6"


def feed(number, at, answered=None, status=200, **fields):
    """A made-up record of a first-page feed request."""
    record = {"number": number, "method": "GET", "target": "/v1/feed?limit=10", "path": "/v1/feed",
              "status": status, "at": at, "answeredAt": answered if answered is not None else at + 0.01}
    record.update(fields)
    return record


def added(count, every=5):
    return [{"number": k, "id": f"{k:08X}-0000-4000-8000-000000000000", "description": f"New post {k}",
             "addedAt": STARTED + k * every} for k in range(1, count + 1)]


class PlanTests(unittest.TestCase):
    def test_the_same_seed_gives_the_same_plan_with_never_two_faults_in_a_row(self):
        plan = fault_plan(7, 500, 0.5, 6, 7)
        self.assertEqual(plan, fault_plan(7, 500, 0.5, 6, 7))
        self.assertNotEqual(plan, fault_plan(8, 500, 0.5, 6, 7))
        self.assertEqual(plan[:4], [None, None, "feed-hang:7", None])
        self.assertFalse(any(a is not None and b is not None for a, b in zip(plan, plan[1:])))
        kinds = {mode.split(":")[0] for mode in plan if mode}
        self.assertEqual(kinds, {"feed-429", "feed-503", "feed-503-date", "feed-hang", "feed-drop"})
        self.assertIn("feed-hang:7", plan)
        self.assertEqual(fault_plan(7, 50, 0, 6, 7), [None] * 50)


class EventsTests(unittest.TestCase):
    def test_feed_items_of_items_and_new_items_lines_are_read_under_type_or_event(self):
        self.assertEqual(announced_ids({"type": "items", "items": [{"number": 1, "id": ID.lower(),
                                                                     "imageURL": "http://x/a.jpg"}]}), [ID])
        for key in ("type", "event"):
            line = parse_line('{"%s": "newItems", "items": [{"number": 26, "id": "%s", "image": "http://x/a.jpg"}]}'
                              % (key, ID))
            self.assertTrue(is_new_items(line))
            self.assertEqual(announced_ids(line), [ID])
        comment = {"type": "items", "items": [{"number": 1, "id": ID, "message": "hi", "username": "ana"}]}
        self.assertEqual(announced_ids(comment), [])
        self.assertEqual(announced_ids({"type": "image", "id": ID, "number": 1, "state": "loaded"}), [])
        self.assertIsNone(parse_line("not json"))
        self.assertIsNone(parse_line("[1]"))


class PaceTests(unittest.TestCase):
    def test_a_polite_client_passes(self):
        records = [feed(1, 0.1, cacheControl="max-age=4"),
                   feed(2, 3.2, status=304, cacheControl="max-age=4"),  # max-age less a second for the Date
                   feed(3, 7.3, status=429, retryAfter="3"),
                   feed(4, 10.4, status=503, retryAfter=http_date(STARTED + 14)),
                   feed(5, 14.0, status=0, answered=21.0),  # held past the timeout of 5
                   feed(6, 20.9, status=0, answered=20.9),  # dropped: may come back at once
                   feed(7, 20.95, cacheControl="max-age=4")]
        self.assertEqual(checks.check_pace(records, STARTED, 2, 5), [])

    def test_requests_sooner_than_retry_after_max_age_or_the_interval_fail(self):
        cases = [([feed(1, 0, status=429, retryAfter="3"), feed(2, 2.5)], "after 429 with Retry-After: 3"),
                 ([feed(1, 0, status=503, retryAfter=http_date(STARTED + 5)), feed(2, 4.5)], "after 503 with"),
                 ([feed(1, 0, cacheControl="max-age=4"), feed(2, 2.5)], "after 200 with max-age=4"),
                 ([feed(1, 0), feed(2, 1.0)], "the watch interval of 2 s"),
                 ([feed(1, 0, status=500), feed(2, 1.0)], "after a 500"),
                 ([feed(1, 0, status=0, answered=7), feed(2, 6.0)], "after a request that hung")]
        for records, words in cases:
            with self.subTest(words=words):
                problems = checks.check_pace(records, STARTED, 2, 5)
                self.assertEqual(len(problems), 1, problems)
                self.assertIn(words, problems[0])

    def test_two_requests_at_once_fail(self):
        problems = checks.check_pace([feed(1, 0, answered=1.0), feed(2, 0.5)], STARTED, 2, 5)
        self.assertEqual(len(problems), 1)
        self.assertIn("at once", problems[0])

    def test_a_request_still_in_progress_at_the_end_is_one_the_client_gave_up_on_after_its_timeout(self):
        in_progress = [{"method": "GET", "target": "/v1/feed?limit=10", "path": "/v1/feed", "at": 10.0}]
        records = checks.first_page_requests([feed(1, 0), feed(2, 16.0)], in_progress)
        self.assertEqual([record["status"] for record in records], [200, None, 200])
        self.assertEqual(checks.check_pace(records, STARTED, 2, 5), [])
        self.assertEqual(len(checks.check_pace(checks.first_page_requests([feed(1, 0), feed(2, 12.0)], in_progress),
                                               STARTED, 2, 5)), 1)

    def test_pages_after_the_first_are_not_the_watched_page(self):
        later = dict(feed(2, 0.5), target=f"/v1/feed?limit=10&after_id={ID}")
        self.assertEqual(len(checks.first_page_requests([feed(1, 0), later])), 1)

    def test_polling_that_stops_fails(self):
        records = [feed(1, 0), feed(2, 4), feed(3, 8)]
        self.assertEqual(checks.check_polling(records, 12, 2, 5, 6, 4), [])
        problems = checks.check_polling(records, 40, 2, 5, 6, 4)
        self.assertEqual(len(problems), 1)
        self.assertIn("no feed request for 32.0 s from 8.0 s", problems[0])
        self.assertEqual(checks.check_polling([], 40, 2, 5, 6, 4), ["feed-tty never asked for the feed"])


class ItemsTests(unittest.TestCase):
    def page(self, number, at, newest):
        """A 200 whose page has the items added up to number newest (Last-Modified: its addedAt)."""
        return feed(number, at, lastModified=http_date(STARTED + newest * 5))

    def test_every_fetched_item_once_passes(self):
        items = added(3)
        records = [self.page(1, 6, 1), self.page(2, 16, 3)]
        stream = ["FIXTURE", items[0]["id"], items[2]["id"], items[1]["id"]]
        self.assertEqual(checks.check_items(items, records, stream, STARTED, 30, 7), [])

    def test_a_repeated_or_missing_item_fails(self):
        items = added(2)
        records = [self.page(1, 11, 2)]
        problems = checks.check_items(items, records, [items[0]["id"], items[0]["id"]], STARTED, 30, 7)
        self.assertEqual(len(problems), 2)
        self.assertIn("appeared 2 times", problems[0])
        self.assertIn("New post 2", problems[1])
        self.assertIn("never appeared", problems[1])

    def test_an_item_fetched_just_before_the_end_may_not_have_appeared_yet(self):
        items = added(2)
        self.assertEqual(checks.check_items(items, [self.page(1, 11, 2)], [], STARTED, 15, 7), [])

    def test_an_item_that_left_the_first_page_unfetched_fails(self):
        items = added(12)
        records = [self.page(1, 1, 0), self.page(2, 61, 12)]
        problems = checks.check_items(items, records, [item["id"] for item in items[2:]], STARTED, 70, 7)
        self.assertEqual([problem.split(" (")[0] for problem in problems], ["New post 1", "New post 2"])
        self.assertIn("left the first page at 55.0 s without being fetched", problems[0])


class MemoryAndExitTests(unittest.TestCase):
    def test_flat_memory_with_spikes_passes_and_steady_growth_fails(self):
        flat = [(t, 30_000 + (4_000 if t % 7 == 1 else 0)) for t in range(0, 120)]
        self.assertEqual(checks.check_memory(flat, 60, 1024), [])
        self.assertEqual(checks.rss_figures(flat, 60), (30_000, 30_000, 30_000, 34_000))
        growing = [(t, 30_000 + 40 * t) for t in range(0, 120)]
        problems = checks.check_memory(growing, 60, 1024)
        self.assertEqual(len(problems), 1)
        self.assertIn("memory grew", problems[0])
        self.assertEqual(len(checks.check_memory([(0, 1)], 60, 1024)), 1)

    def test_only_143_is_a_clean_exit(self):
        self.assertEqual(checks.check_exit(143), [])
        self.assertIn("signal 6", checks.check_exit(-6)[0])
        self.assertIn("exited 0", checks.check_exit(0)[0])
        self.assertIn("did not exit", checks.check_exit(None)[0])


class SoakRunTests(unittest.TestCase):
    """Short soaks (8 s, an item a second) of the stand-in client; a 4x hang guard on each."""

    def soak(self, misbehaviour=""):
        environment = dict(os.environ, FAKE_CLIENT=misbehaviour)
        work = tempfile.mkdtemp(prefix="soak-test-")
        return subprocess.run([sys.executable, SOAK, "--binary", FAKE_CLIENT, "--seconds", "8", "--grow-every", "1",
                               "--seed", "3", "--work", work], capture_output=True, text=True, env=environment,
                              timeout=4 * (8 + 10 + 5)), work

    def test_a_polite_client_passes_and_the_report_gives_the_figures(self):
        result, work = self.soak()
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        lines = result.stdout.splitlines()
        self.assertEqual(lines[-1], "soak: passed")
        self.assertTrue(any(line.startswith("soak: feed requests: ") for line in lines))
        self.assertTrue(any(line.startswith("soak: RSS kB: first ") for line in lines))
        self.assertIn("soak: exit status 143", lines)
        for name in ("feed-server.log", "feed-tty.ndjson"):
            self.assertTrue(os.path.getsize(os.path.join(work, name)) > 0, name)

    def test_an_impolite_client_fails(self):
        result, _ = self.soak("impolite")
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("sooner than allowed", result.stdout)
        self.assertRegex(result.stdout.splitlines()[-1], r"^soak: failed, \d+ problems \(seed 3; ")

    def test_usage_errors_exit_64(self):
        result = subprocess.run([sys.executable, SOAK, "--seconds", "1", "--binary", FAKE_CLIENT],
                                capture_output=True, text=True, timeout=30)
        self.assertEqual((result.returncode, result.stdout), (64, ""))
        self.assertIn("--seconds", result.stderr)
        result = subprocess.run([sys.executable, SOAK, "--help"], capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 0)
        self.assertIn("newItems", result.stdout)


if __name__ == "__main__":
    unittest.main()
