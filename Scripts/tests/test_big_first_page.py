"""A big first page as the built binary (FEED_TTY_BINARY) meets it in a pipe (docs/usage.md, "What
the screen shows"): a page of 2,000 items (about 250 kB) whose server sends its first 128 kB and
then holds the rest back until the test lets it go. The first item, with its image's outcome, is
printed while the rest of the page is still held back; once the page is whole, every item is
printed once, in order. Without FEED_TTY_BINARY the sessions are skipped. Python 3 stdlib only.
Run: FEED_TTY_BINARY=path/to/feed-tty python3 -m unittest Scripts/tests/test_big_first_page.py
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import unittest
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gated_server import GatedServer, png  # noqa: E402  (the path above first)

BINARY = os.environ.get("FEED_TTY_BINARY")
ITEMS = 2_000
FIRST_PART = 128 * 1024
# Hang guards only: on a quiet machine the first item comes within 0.1 s of the first part.
FIRST_ITEM_TIMEOUT = 60
RUN_TIMEOUT = 120
ITEM_LINE = re.compile(rb"^ *(\d+)\. item (\d+)$")


class HeldBackPageServer(GatedServer):
    """The feed: one page of ITEMS items, its first FIRST_PART bytes at once and the rest once
    released; its images: one small PNG."""

    PREFIX = "api"

    def __init__(self):
        self.rest_sent = threading.Event()
        items = [{"id": str(uuid.UUID(int=index + 1)), "description": f"item {index + 1}",
                  "location": "somewhere " * 8, "image": f"{{base}}/images/{index + 1}.png"}
                 for index in range(ITEMS)]
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
                handler.wfile.write(page[:FIRST_PART])
                handler.wfile.flush()
                self.released.wait(RUN_TIMEOUT)
                self.rest_sent.set()
                handler.wfile.write(page[FIRST_PART:])
            except OSError:  # the app went away
                pass
        else:
            handler.reply(self.image, content_type="image/png")


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")
class BigFirstPageTests(unittest.TestCase):
    def test_aBigPage_showsItsFirstItemBeforeTheRestHasCome_thenEveryItemOnceInOrder(self):
        server = HeldBackPageServer()
        self.addCleanup(server.httpd.shutdown)
        self.addCleanup(server.released.set)
        with tempfile.TemporaryDirectory() as directory:
            environment = {key: value for key, value in os.environ.items()
                           if key not in ("FEED_TTY_URL", "LC_ALL", "LC_MESSAGES", "LANG")}
            for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
                environment[name] = os.path.join(directory, name.lower())
            process = subprocess.Popen([BINARY, "--url", server.base, "--no-cache", "--lang", "en"],
                                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       env=environment)
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
        numbers = [(int(match.group(1)), int(match.group(2)))
                   for match in map(ITEM_LINE.match, lines) if match]
        self.assertEqual(numbers, [(index, index) for index in range(1, ITEMS + 1)])
        self.assertEqual(sum(1 for line in lines if line.lstrip() == b"image: PNG 4x4"), ITEMS)


if __name__ == "__main__":
    unittest.main()
