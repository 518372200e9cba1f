"""feed-tty keeping up with a feed that changes, as a person and a program meet it: the built app
against Scripts/feed-server with validators on its pages (`feed-validators`) and items added while
it runs (POST /__control/feed/add), at a pseudo-terminal of 80x24 and in a JSON pipe.

- At the prompt, `--watch` checks the feed by itself; what it finds is printed above the prompt,
  numbered on, and the half-typed line stays as it was.
- In a pipe, a watch outlives its input: a stream a program can follow until SIGTERM.
- Every check after the first carries the ETag it last got (`If-None-Match`), and an unchanged
  feed is answered 304; a new run asks about the copy the last one saved.

Run: FEED_TTY_BINARY=path/to/feed-tty python3 Scripts/tests/test_interactive_pty_watch.py
"""

import json
import os
import signal
import subprocess
import tempfile
import time
import unittest

from feed_server_support import Server
from interactive_pty_case import InteractiveTerminalCase
from pty_terminal import BINARY

# Hang guards: a check comes within a second of its due time on a quiet machine; four times that,
# and room for the first load.
GUARD = 30


class WatchServer(Server):
    def __init__(self, test, *faults):
        arguments = ["--fault", "feed-validators", "--log", "/dev/null"]
        for fault in faults:
            arguments += ["--fault", fault]
        super().__init__(test, *arguments)
        test.addCleanup(self.stop)

    def add_item(self):
        status, _, body = self.request("POST", "/__control/feed/add", body=json.dumps({"count": 1}))
        assert status == 200, body
        return body

    def feed_requests(self):
        _, _, body = self.get("/__control/requests")
        return [record for record in json.loads(body)["requests"] if record["path"].endswith("/v1/feed")
                and "after_id" not in record["target"]]


class WatchAtATerminalTests(InteractiveTerminalCase):
    def test_watch_printsTheNewItemAboveThePrompt_numberedOn_keepingTheTypedLine(self):
        server = WatchServer(self)
        terminal = self.start("--url", server.url, "--no-cache", "--watch", "--watch-interval", "1",
                              columns=80, rows=24)
        terminal.read_until_images(range(1, 11), timeout=GUARD)
        terminal.read_until_prompt(timeout=GUARD)
        self.assertIn("Watching the feed", terminal.text)
        terminal.type(b"comm")
        terminal.read_until_prompt(typed="comm", timeout=GUARD)

        mark = len(terminal.output)
        server.add_item()
        terminal.wait_for(lambda: b"1 new item \xc2\xb7 " in terminal.output[mark:], "the check's line", GUARD)
        terminal.read_until_images([11], since=mark, timeout=GUARD)
        screen = terminal.read_until_prompt(typed="comm", timeout=GUARD, fresh=False)

        self.assertIn("11. New post 1", screen.lines, screen.dump())
        self.assertFalse(any(line.startswith(" 1. ") for line in terminal.screen(mark).lines), screen.dump())
        conditions = [record.get("ifNoneMatch") for record in server.feed_requests()]
        self.assertIsNone(conditions[0])
        self.assertTrue(all(conditions[1:]), f"Expected every check to be conditional: {conditions}")


class WatchInAPipeTests(unittest.TestCase):
    def setUp(self):
        if not BINARY:
            self.skipTest("FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")

    def start(self, server, *arguments, cache=None):
        command = [BINARY, "--url", server.url, "--format", "json", "--images", "none", "--watch",
                   "--watch-interval", "1", *arguments]
        command += ["--cache-dir", cache] if cache else ["--no-cache"]
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE)
        def stop():
            if process.poll() is None:
                process.kill()
            process.wait()
            process.stdout.close()
            process.stderr.close()
        self.addCleanup(stop)
        return process

    def read_objects_until(self, process, predicate, objects):
        deadline = time.monotonic() + GUARD
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                self.fail(f"feed-tty ended (status {process.wait()}): {objects}")
            objects.append(json.loads(line))
            if predicate(objects[-1]):
                return objects
        self.fail(f"timed out: {objects}")

    def test_watchInAPipe_streamsEachNewItemOnce_untilSIGTERM(self):
        server = WatchServer(self)
        process = self.start(server)
        objects = []
        self.read_objects_until(process, lambda line: line["type"] == "notice" and line["notice"] == "watching",
                                objects)
        self.read_objects_until(process, lambda line: line["type"] == "end", objects)

        added = json.loads(server.add_item())
        self.read_objects_until(process, lambda line: line["type"] == "newItems" and line["count"] == 1, objects)
        self.read_objects_until(process, lambda line: line["type"] == "items", objects)
        time.sleep(2.5)  # two more checks, which find nothing new
        process.send_signal(signal.SIGTERM)
        rest = process.stdout.read().decode()
        objects += [json.loads(line) for line in rest.splitlines()]

        self.assertEqual(process.wait(timeout=GUARD), 143, objects)
        items = [item for line in objects if line["type"] == "items" for item in line["items"]]
        ids = [item["id"] for item in items]
        self.assertEqual(len(ids), len(set(ids)), f"Expected each item once: {ids}")
        new = items[-1] if items else {}
        self.assertEqual(new.get("number"), 11, objects)
        self.assertIn(new.get("id"), json.dumps(added))
        statuses = [record["status"] for record in server.feed_requests()]
        self.assertIn(304, statuses, statuses)

    def test_aNewRun_asksWhetherTheSavedCopyChanged_andShowsA304AsTheLiveFeed(self):
        server = WatchServer(self)
        with tempfile.TemporaryDirectory() as cache:
            first = subprocess.run([BINARY, "--url", server.url, "--format", "json", "--images", "none",
                                    "--cache-dir", cache], stdin=subprocess.DEVNULL, capture_output=True,
                                   timeout=GUARD)
            second = subprocess.run([BINARY, "--url", server.url, "--format", "json", "--images", "none",
                                     "--cache-dir", cache], stdin=subprocess.DEVNULL, capture_output=True,
                                    timeout=GUARD)

        self.assertEqual((first.returncode, second.returncode), (0, 0), second.stderr)
        requests = server.feed_requests()
        self.assertEqual([record["status"] for record in requests], [200, 304])
        self.assertEqual(requests[1].get("ifNoneMatch"), requests[0].get("etag"))
        objects = [json.loads(line) for line in second.stdout.decode().splitlines()]
        self.assertFalse([line for line in objects if line.get("notice") == "offline"], objects)
        items = [item for line in objects if line["type"] == "items" for item in line["items"]]
        self.assertEqual(len(items), 10, objects)


if __name__ == "__main__":
    unittest.main()
