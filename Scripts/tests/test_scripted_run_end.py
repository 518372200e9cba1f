"""How a scripted run ends (docs/usage.md, "Scripts and pipes"): once its input has ended, it
waits `--timeout` at a time while the server keeps answering images, so a long page from a slow
server loads to its end; when a whole `--timeout` passes with no answer, what is left is reported
not loaded (never "timed out": most of it was never sent) and the run exits. Sessions of the
built binary (FEED_TTY_BINARY) in the JSON front against Scripts/feed-server, each line checked
against docs/feed-tty.schema.json. Without FEED_TTY_BINARY the sessions are skipped.
Python 3 stdlib only.
Run: FEED_TTY_BINARY=path/to/feed-tty python3 -m unittest Scripts/tests/test_scripted_run_end.py
"""

import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from json_schema import validate  # noqa: E402  (the path above first)
from script_process import ScriptProcess  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SERVER = os.path.join(REPO, "Scripts", "feed-server")
SCHEMA_PATH = os.path.join(REPO, "docs", "feed-tty.schema.json")
BINARY = os.environ.get("FEED_TTY_BINARY")
LISTENING = re.compile(r"^listening on (http://127\.0\.0\.1:\d+)\n$")
NOT_LOADED = "not loaded: the run's time after its input ended ran out"
# A hang guard only: the sessions take a few seconds.
RUN_TIMEOUT = 120


class FeedServer(ScriptProcess):
    def __init__(self, test, *faults):
        super().__init__(test, [SERVER, *[argument for fault in faults for argument in ("--fault", fault)],
                                "--log", os.devnull], LISTENING)
        self.url = self.match.group(1)


@unittest.skipUnless(BINARY, "FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)")
class ScriptedRunEndTests(unittest.TestCase):
    maxDiff = None

    def run_script(self, server, timeout):
        """feed-tty --format json with no input, `--timeout timeout`; its image states by item
        number, and how long it ran."""
        with tempfile.TemporaryDirectory() as directory:
            environment = {key: value for key, value in os.environ.items()
                           if key not in ("FEED_TTY_URL", "LC_ALL", "LC_MESSAGES", "LANG")}
            for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
                environment[name] = os.path.join(directory, name.lower())
            start = time.monotonic()
            result = subprocess.run(
                [BINARY, "--url", server.url, "--no-cache", "--format", "json", "--lang", "en",
                 "--timeout", str(timeout)], stdin=subprocess.DEVNULL, capture_output=True,
                timeout=RUN_TIMEOUT, env=environment)
            seconds = time.monotonic() - start
        self.assertEqual(result.returncode, 0, result.stderr.decode()[-2000:])
        with open(SCHEMA_PATH, encoding="utf-8") as file:
            schema = json.load(file)
        images = {}
        for line in result.stdout.decode().splitlines():
            instance = json.loads(line)
            self.assertEqual(validate(instance, schema), [], line)
            for item in instance.get("items", []):
                images[item["number"]] = item["image"]
        return images, seconds

    def test_aLongPageFromASlowServer_loadsEveryImage_howeverLongThatTakesPastTheTimeout(self):
        # 150 images, six at a time, each 0.2 s: about 5 s of loading against a --timeout of 1 s.
        server = FeedServer(self, "feed-many:150", "image-slow-headers:0.2")

        images, seconds = self.run_script(server, timeout=1)

        self.assertEqual(sorted(images), list(range(1, 151)))
        failed = {number: image for number, image in images.items() if image["state"] != "loaded"}
        self.assertEqual(failed, {}, "Expected every image loaded while the server kept answering")
        self.assertGreater(seconds, 2, "Expected the loading to outlast the --timeout, or the test shows nothing")

    def test_aServerThatStopsAnswering_endsTheRun_withWhatWasNeverSentNotLoaded(self):
        server = FeedServer(self, "feed-many:40", "image-stop-after:10")

        images, _ = self.run_script(server, timeout=1)

        # Six requests at a time, answered in any order: which items get the ten answers varies. The
        # six sent after the last answer time out; the run ends within two --timeouts of that answer,
        # so six more may have been sent and timed out by then.
        states = collections.Counter(image.get("reason", image["state"]) for image in images.values())
        self.assertEqual(sorted(images), list(range(1, 41)))
        timed_out = states["timed out after 1\u00a0s"]
        self.assertIn(timed_out, (6, 12), states)
        self.assertEqual(
            states, {"loaded": 10, "timed out after 1\u00a0s": timed_out, NOT_LOADED: 30 - timed_out},
            "Expected those never sent not to say they timed out")


if __name__ == "__main__":
    unittest.main()
