"""A big first page as the built binary (FEED_TTY_BINARY) meets it in a pipe (docs/usage.md, "What
the screen shows"): a page of 2,000 items (about 250 kB) whose server sends its first 128 kB and
then holds the rest back until the test lets it go. The first item, with its image's outcome, is
printed while the rest of the page is still held back; once the page is whole, every item is
printed once, in order. A page cut after its first part, while the first items' images still load,
is said under them: the failure, or the offline copy saved by an earlier run, whose other items
follow numbered on. Without FEED_TTY_BINARY the sessions are skipped. Python 3 stdlib only.
Run: FEED_TTY_BINARY=path/to/feed-tty python3 -m unittest Scripts/tests/test_big_first_page.py
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gated_server import GatedServer, png  # noqa: E402  (the path above first)

BINARY = os.environ.get("FEED_TTY_BINARY")
ITEMS = 2_000
FIRST_PART = 128 * 1024
# A page cut after its first part is shorter: with the offline cache on, every image is kept too.
CUT_PAGE_ITEMS = 600
CUT_PAGE_FIRST_PART = 96 * 1024
# Hang guards only: on a quiet machine the first item comes within 0.1 s of the first part.
FIRST_ITEM_TIMEOUT = 60
RUN_TIMEOUT = 120
ITEM_LINE = re.compile(rb"^ *(\d+)\. item (\d+)$")
# What a big page shows before it is whole (ListScreen.defaultLookahead), and how long each of
# their images takes when the page is cut.
FIRST_ITEMS = 64
FIRST_IMAGES_DELAY = 0.1
OFFLINE_LINE = "Offline — showing the feed saved just now".encode()


class HeldBackPageServer(GatedServer):
    """The feed: one page of `items` items, its first `first_part` bytes at once and the rest once
    released (or, while `cuts` is set, never: the connection is closed after the first part, and the
    first items' images each come after FIRST_IMAGES_DELAY); its images: one small PNG."""

    PREFIX = "api"

    def __init__(self, items=ITEMS, first_part=FIRST_PART, cuts=False):
        self.first_part = first_part
        self.rest_sent = threading.Event()
        self.cuts = cuts
        items = [{"id": str(uuid.UUID(int=index + 1)), "description": f"item {index + 1}",
                  "location": "somewhere " * 8, "image": f"{{base}}/images/{index + 1}.png"}
                 for index in range(items)]
        self.items = items
        self.image = png(4, 4)
        super().__init__()

    def answer(self, handler, path, query):
        if path.endswith("/v1/feed"):
            page = json.dumps({"items": self.items}).replace("{base}", self.base.rstrip("/")).encode()
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(page)))
            handler.end_headers()
            try:
                handler.wfile.write(page[:self.first_part])
                handler.wfile.flush()
                if self.cuts:
                    handler.close_connection = True
                    return
                self.released.wait(RUN_TIMEOUT)
                self.rest_sent.set()
                handler.wfile.write(page[self.first_part:])
            except OSError:  # the app went away
                pass
        else:
            if self.cuts and int(path.rsplit("/", 1)[-1].split(".")[0]) <= FIRST_ITEMS:
                time.sleep(FIRST_IMAGES_DELAY)
            handler.reply(self.image, content_type="image/png")


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")
class BigFirstPageTests(unittest.TestCase):
    def test_aBigPage_showsItsFirstItemBeforeTheRestHasCome_thenEveryItemOnceInOrder(self):
        server = HeldBackPageServer()
        self.addCleanup(server.httpd.shutdown)
        self.addCleanup(server.released.set)
        with tempfile.TemporaryDirectory() as directory:
            process = start_app(server, directory, ["--no-cache"])
            self.addCleanup(process.kill)
            timer = threading.Timer(FIRST_ITEM_TIMEOUT, server.released.set)
            timer.start()
            self.addCleanup(timer.cancel)

            lines = []
            first_item_while_held_back = None
            for line in process.stdout:
                lines.append(line.rstrip(b"\n"))
                if first_item_while_held_back is None and lines[-1].lstrip().startswith(b"image: "):
                    first_item_while_held_back = not server.rest_sent.is_set()
                    server.released.set()
            process.wait(RUN_TIMEOUT)
            errors = process.stderr.read().decode(errors="replace")
            process.stderr.close()
            process.stdout.close()

        self.assertTrue(first_item_while_held_back,
                        "Expected the first item and its image printed before the rest of the page came\n"
                        + b"\n".join(lines[:8]).decode())
        self.assertEqual(process.returncode, 0, errors[-2000:])
        self.assertEqual(item_numbers(lines), [(index, index) for index in range(1, ITEMS + 1)])
        self.assertEqual(sum(1 for line in lines if line.lstrip() == b"image: PNG 4x4"), ITEMS)

    def test_aBigPageCutAfterItsFirstItems_saysSoUnderThem_onceTheirImagesCame(self):
        server = cut_page_server(self)
        with tempfile.TemporaryDirectory() as directory:
            lines, status, errors = run_app(server, directory, ["--no-cache"])

        self.assertEqual(status, 1, errors[-2000:])
        failure = next((index for index, line in enumerate(lines) if line.startswith(b"Couldn't connect")), None)
        self.assertIsNotNone(failure, b"\n".join(lines[-8:]).decode())
        self.assertEqual(item_numbers(lines[:failure]), [(index, index) for index in range(1, FIRST_ITEMS + 1)])
        self.assertEqual(item_numbers(lines[failure:]), [])
        self.assertEqual(sum(1 for line in lines[:failure] if line.lstrip() == b"image: PNG 4x4"), FIRST_ITEMS)

    def test_aBigPageCutAfterItsFirstItems_withACopySaved_showsTheCopysOtherItemsUnderThem_numberedOn(self):
        server = cut_page_server(self)
        with tempfile.TemporaryDirectory() as directory:
            server.cuts = False
            server.released.set()
            _, status, errors = run_app(server, directory, [])
            self.assertEqual(status, 0, errors[-2000:])
            server.cuts = True
            lines, status, errors = run_app(server, directory, [])

        self.assertEqual(status, 0, errors[-2000:])
        self.assertIn(OFFLINE_LINE, lines, b"\n".join(lines[:8] + lines[-8:]).decode())
        offline = lines.index(OFFLINE_LINE)
        self.assertEqual(item_numbers(lines[:offline]), [(index, index) for index in range(1, FIRST_ITEMS + 1)])
        self.assertEqual(item_numbers(lines[offline:]),
                         [(index, index) for index in range(FIRST_ITEMS + 1, CUT_PAGE_ITEMS + 1)])


def cut_page_server(test):
    """A page cut after its first part: with six images at a time, the first items' images are
    still loading when the cut comes."""
    server = HeldBackPageServer(CUT_PAGE_ITEMS, CUT_PAGE_FIRST_PART, cuts=True)
    test.addCleanup(server.httpd.shutdown)
    test.addCleanup(server.released.set)
    return server


def start_app(server, directory, options):
    """The built app in a script (standard input ended), its settings and cache under `directory`."""
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("FEED_TTY_URL", "LC_ALL", "LC_MESSAGES", "LANG")}
    for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        environment[name] = os.path.join(directory, name.lower())
    return subprocess.Popen([BINARY, "--url", server.base, "--lang", "en", *options],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=environment)


def run_app(server, directory, options):
    """The app run to its end: its output lines, exit status and standard error."""
    process = start_app(server, directory, options)
    try:
        output, errors = process.communicate(timeout=RUN_TIMEOUT)
    finally:
        process.kill()
    return output.split(b"\n"), process.returncode, errors.decode(errors="replace")


def item_numbers(lines):
    """(number, item) for each item line, in order."""
    return [(int(match.group(1)), int(match.group(2))) for match in map(ITEM_LINE.match, lines) if match]


if __name__ == "__main__":
    unittest.main()
