"""feed-tty's JSON front (`--format json`) against its contract, docs/feed-tty.schema.json.

Every line the built binary (FEED_TTY_BINARY) prints in sessions against Scripts/feed-server is
checked against the schema with Scripts/tests/json_schema.py: the feed and its pages, comments,
back, retry, hints, help, the demo, the offline copy, and servers that fail (error statuses,
broken bodies, hostile text, a failing next page, a failing image). Each line must be one JSON
object, and items must carry the ids and image URLs the server gave.

Without FEED_TTY_BINARY the sessions are skipped, except when this file is run as a script
(Scripts/test's own step) with CI set: then a missing binary fails them. The example of each
object in docs/usage.md ("The JSON front") is checked against the schema whatever the binary.
Python 3 stdlib only.
Run: FEED_TTY_BINARY=path/to/feed-tty python3 Scripts/tests/test_json_front.py
"""

import json
import os
import re
import selectors
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from json_schema import validate  # noqa: E402  (the path above first)
from script_process import ScriptProcess  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA_PATH = os.path.join(REPO, "docs", "feed-tty.schema.json")
USAGE = os.path.join(REPO, "docs", "usage.md")
SERVER = os.path.join(REPO, "Scripts", "feed-server")
FIXTURES = os.path.join(REPO, "Packages", "FeedDemo", "Sources", "FeedDemo", "Fixtures")
BINARY = os.environ.get("FEED_TTY_BINARY")
# Set when this file is run as a script (Scripts/test's own step): then, under CI, a missing
# FEED_TTY_BINARY is a failure rather than a skip. (Discovery of the scripts' tests runs before
# any binary is built.)
REQUIRE_BINARY = False

LISTENING = re.compile(r"^listening on (http://127\.0\.0\.1:\d+(/[^\s]*)?)\n$")
RUN_TIMEOUT = 60


def load_schema():
    with open(SCHEMA_PATH, encoding="utf-8") as file:
        return json.load(file)


def schema_types(schema):
    """The `type` of every kind of object the schema allows, as its consts name them."""
    types = set()

    def collect(node):
        node = schema["$defs"][node["$ref"].split("/")[-1]] if "$ref" in node else node
        if "oneOf" in node:
            for alternative in node["oneOf"]:
                collect(alternative)
        else:
            types.add(node["properties"]["type"]["const"])

    collect(schema)
    return types


class SchemaTests(unittest.TestCase):
    def test_schema_isDraft2020_12AndWithinTheValidatorsSubset(self):
        schema = load_schema()

        self.assertEqual(schema["$schema"], "https://json-schema.org/draft/2020-12/schema")
        self.assertNotEqual(validate({"type": "screen", "title": "My Feed"}, schema), None)  # raises outside it
        self.assertEqual(validate({"type": "screen", "title": "My Feed"}, schema), [])
        self.assertNotEqual(validate({"type": "screen"}, schema), [])
        self.assertNotEqual(validate({"type": "screen", "title": "t", "extra": 1}, schema), [])

    def test_usageGuide_showsOneValidExampleOfEveryObjectType(self):
        schema = load_schema()
        with open(USAGE, encoding="utf-8") as file:
            usage = file.read()
        block = re.search(r"One of each[^\n]*\n(?:[^\n]*\n)*?\s*```json\n(.*?)\n\s*```", usage, re.S)
        self.assertIsNotNone(block, "docs/usage.md: the JSON front's examples (a ```json block after 'One of each')")

        examples = [json.loads(line) for line in block.group(1).splitlines() if line.strip()]

        for example in examples:
            self.assertEqual(validate(example, schema), [], json.dumps(example))
        self.assertEqual({example["type"] for example in examples}, schema_types(schema))


    def test_usageGuideAndSchema_sayAnItemsLineCarriesTheItemsShownTogether_notAPage(self):
        # The front prints each run of items that can be shown (an item is shown once its image has
        # settled, in order), so a page of ten comes as several `items` lines, usually one item each.
        description = load_schema()["$defs"]["items"]["description"]
        with open(USAGE, encoding="utf-8") as file:
            sentence = re.search(r"One of each[^\n]*(?:\n[^\n]+)*", file.read()).group(0)

        for label, text in (("schema", description), ("docs/usage.md", sentence)):
            self.assertNotIn("a page of the feed", text, label)
            self.assertIn("usually one", text, label)


class FeedServer(ScriptProcess):
    def __init__(self, test, *faults):
        super().__init__(test, [SERVER, *[argument for fault in faults for argument in ("--fault", fault)],
                                "--log", os.devnull], LISTENING)
        self.url = self.match.group(1)

    def set_faults(self, *faults):
        """Replaces the active faults, from the next request on."""
        request = urllib.request.Request(self.url + "/__control/faults", method="POST",
                                         data=json.dumps({"faults": list(faults)}).encode())
        with urllib.request.urlopen(request, timeout=10):
            pass


class JSONFrontSessionTests(unittest.TestCase):
    maxDiff = None

    @classmethod
    def setUpClass(cls):
        if not BINARY:
            message = "FEED_TTY_BINARY is not set (Scripts/test sets it after building the app)"
            if REQUIRE_BINARY and os.environ.get("CI"):
                raise AssertionError(message + " and CI is set")
            raise unittest.SkipTest(message)
        cls.schema = load_schema()
        with open(os.path.join(FIXTURES, "feed.json"), encoding="utf-8") as file:
            cls.fixtures = json.load(file)["items"]
        with open(os.path.join(FIXTURES, "comments.json"), encoding="utf-8") as file:
            cls.comments = json.load(file)

    def setUp(self):
        directory = tempfile.TemporaryDirectory()
        self.addCleanup(directory.cleanup)
        self.directory = directory.name

    def environment(self):
        """This test's own folders for whatever feed-tty keeps or reads, English, no colour."""
        environment = {key: value for key, value in os.environ.items()
                       if key not in ("FEED_TTY_URL", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS")}
        for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            environment[name] = os.path.join(self.directory, name.lower())
        return environment

    def arguments(self, server, *more):
        url = ["--url", server.url] if server else []
        return [BINARY, *url, "--format", "json", "--lang", "en", *more]

    def check_lines(self, stdout, label):
        """Every line of `stdout` one JSON object that the schema allows; the objects."""
        text = stdout.decode("utf-8")
        self.assertTrue(text.endswith("\n") or text == "", f"{label}: output ends mid-line: {text[-200:]!r}")
        # Escaped, so that whatever reads lines (Python's splitlines, a terminal) sees one object a line.
        raw = re.search("[\u0080-\u009f\u2028\u2029\u202a-\u202e]", text)
        self.assertIsNone(raw, f"{label}: a raw {raw and raw.group()!r} in the output")
        objects, problems = [], []
        for number, line in enumerate(text.split("\n")[:-1], 1):
            try:
                instance = json.loads(line)
            except json.JSONDecodeError as error:
                problems.append(f"line {number}: not JSON ({error}): {line[:200]}")
                continue
            problems += [f"line {number}: {error}" for error in validate(instance, self.schema)]
            objects.append(instance)
        self.assertEqual(problems, [], f"{label}:\n" + "\n".join(problems[:20]))
        return objects

    def run_session(self, server, commands, *arguments, status=None):
        """feed-tty reading `commands` from a pipe (with no offline cache unless `arguments` name
        one); every line checked; the objects."""
        label = f"{' '.join(arguments)} {commands!r}"
        cache = [] if "--cache-dir" in arguments else ["--no-cache"]
        result = subprocess.run(self.arguments(server, *cache, *arguments), input=commands.encode(),
                                capture_output=True, timeout=RUN_TIMEOUT, env=self.environment())
        if status is not None:
            self.assertEqual(result.returncode, status, f"{label}: {result.stderr.decode()[-2000:]}")
        self.assertEqual(result.stderr, b"", label)
        return self.check_lines(result.stdout, label)

    def feed_items(self, objects):
        return [item for line in objects if line["type"] == "items" for item in line["items"] if "imageURL" in item]

    def test_aSessionThroughEveryScreenAndHint_printsOnlyValidObjectsWithTheServersIDsAndURLs(self):
        server = FeedServer(self)
        too_long = "x" * 5000

        objects = self.run_session(
            server,
            "more\nmore\nmore\nmore\ncomments 1\nmore\nback\nback\nretry 1\ncomments 999\ncomments\nbogus\n"
            f"help\n{too_long}\nc 3\nrefresh\nback\nrefresh\nquit\n",
            status=0)

        types = {line["type"] for line in objects}
        self.assertTrue({"screen", "loading", "items", "end", "loadingMore", "notice", "help", "newItems"} <= types,
                        types)
        notices = {line["notice"] for line in objects if line["type"] == "notice"}
        self.assertTrue({"noMoreItems", "singlePage", "alreadyAtRoot", "nothingToRetry", "noSuchItem",
                         "missingNumber", "unknownCommand", "lineTooLong"} <= notices, notices)
        # The feed's 25 items over three pages, before `back` shows them again.
        feed = self.feed_items(objects)[:len(self.fixtures)]
        self.assertEqual([item["id"] for item in feed], [fixture["id"] for fixture in self.fixtures])
        self.assertEqual([item["imageURL"] for item in feed],
                         [f"{server.url}/images/{fixture['image']}" for fixture in self.fixtures])
        comments = [item for line in objects if line["type"] == "items" for item in line["items"]
                    if "username" in item]
        first = self.comments[self.fixtures[0]["id"]]
        self.assertEqual([(item["id"], item["username"]) for item in comments[:len(first)]],
                         [(comment["id"], comment["username"]) for comment in first])

    def test_serversThatFail_getValidErrorObjectsThatSayWhatHappened(self):
        sessions = {
            "feed-500": "The server answered with an error: HTTP\u00a0500",
            "feed-404": "The server answered with an error: HTTP\u00a0404",
            "feed-invalid-json": "The server's answer is not a valid feed",
            "feed-wrong-types": "The server's answer is not a valid feed",
            "feed-truncated": "Couldn't connect to server {server}: connection closed",
            "feed-huge-body": "The server's answer is too large: over 32\u00a0MB",
        }
        for fault, message in sessions.items():
            with self.subTest(fault=fault):
                server = FeedServer(self, fault)
                objects = self.run_session(server, "refresh\nmore\ncomments 1\nretry 1\nback\n", status=1)

                errors = [line for line in objects if line["type"] == "error"]
                server_name = server.url.split("//", 1)[1].split("/", 1)[0]  # host:port, as a failure to connect names it
                self.assertEqual({line["message"] for line in errors}, {message.replace("{server}", server_name)},
                                 objects)
                self.assertIn("noItems", [line.get("notice") for line in objects])

    def test_otherFaultsAndLanguages_printOnlyValidObjects(self):
        sessions = [
            (["comments-500"], ["--lang", "pt-BR"]),
            (["feed-empty"], ["--lang", "el"]),
            (["hostile-text", "invisible-text"], []),
            (["image-404:photo-640x480.jpg", "image-html:chelsea-360x240.png"], []),
            (["feed-pages:25"], []),
        ]
        for faults, arguments in sessions:
            with self.subTest(faults=faults, arguments=arguments):
                objects = self.run_session(FeedServer(self, *faults),
                                           "comments 1\nmore\nback\nmore\nmore\nretry 1\nretry 2\nc 2\n", *arguments)

                self.assertTrue(objects, "Expected output")

    def test_retryOfAFailedImage_reportsItsItemByNumberAndID(self):
        server = FeedServer(self, "image-404:photo-640x480.jpg")

        objects = self.run_session(server, "retry 1\n", status=0)

        first = self.feed_items(objects)[0]
        self.assertEqual(first["image"], {"reason": "HTTP\u00a0404", "state": "failed"})
        images = [line for line in objects if line["type"] == "image"]
        self.assertEqual(images[-1], {"id": self.fixtures[0]["id"], "number": 1, "reason": "HTTP\u00a0404",
                                      "state": "failed", "type": "image"})

    def test_view_reportsTheImagesStateAsAValidViewObject_andTheListGoesOnAfterIt(self):
        server = FeedServer(self, "image-404:photo-640x480.jpg")

        objects = self.run_session(server, "view 3\nview 1\nview 99\nview\nmore\n", status=0)

        views = [line for line in objects if line["type"] == "view"]
        third, first = self.fixtures[2], self.fixtures[0]
        size = re.search(r"(\d+)x(\d+)", third["image"])
        self.assertIn({"id": third["id"], "number": 3, "state": "loaded", "type": "view",
                       "format": "JPEG", "width": int(size.group(1)), "height": int(size.group(2))}, views)
        self.assertIn({"id": first["id"], "number": 1, "reason": "HTTP\u00a0404", "state": "failed",
                       "type": "view"}, views)
        notices = [line for line in objects if line["type"] == "notice"]
        self.assertIn({"notice": "noSuchItem", "number": 99, "itemCount": 10, "type": "notice"}, notices)
        self.assertIn("view", {line.get("command") for line in notices if line["notice"] == "missingNumber"})
        self.assertEqual(self.feed_items(objects)[10]["number"], 11, "more goes on from the last item")

    def test_aNextPageThatFails_isAValidLoadMoreError(self):
        server = FeedServer(self)
        process = subprocess.Popen(self.arguments(server, "--no-cache"), stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=self.environment())
        self.addCleanup(lambda: process.poll() is None and process.kill())
        first_page = self.read_until(process, b'"type":"end"')
        server.set_faults("feed-500")

        rest, _ = process.communicate(b"more\n", timeout=RUN_TIMEOUT)

        objects = self.check_lines(first_page + rest, "a failing next page")
        self.assertIn({"message": "The server answered with an error: HTTP\u00a0500", "reason": "HTTP\u00a0500",
                       "type": "loadMoreError"}, objects)

    def test_theOfflineCopy_isAValidNoticeWithWhenItWasSaved(self):
        server = FeedServer(self)
        cache = ["--cache-dir", os.path.join(self.directory, "cache")]
        self.run_session(server, "", *cache, status=0)
        server.set_faults("feed-500")

        objects = self.run_session(server, "", *cache, status=0)

        offline = [line for line in objects if line.get("notice") == "offline"]
        self.assertEqual(len(offline), 1, objects)
        self.assertEqual(len(self.feed_items(objects)), 10)

    def test_theDemo_printsOnlyValidObjects(self):
        objects = self.run_session(None, "comments 1\nback\nhelp\n", status=0)

        self.assertEqual(objects[0], {"notice": "demoFeed", "type": "notice"})
        self.assertEqual([item["id"] for item in self.feed_items(objects)[:10]],
                         [fixture["id"] for fixture in self.fixtures[:10]])

    def read_until(self, process, marker):
        """What `process` printed up to and including the line with `marker`."""
        output = b""
        selector = selectors.DefaultSelector()
        selector.register(process.stdout, selectors.EVENT_READ)
        self.addCleanup(selector.close)
        deadline = time.monotonic() + RUN_TIMEOUT
        while marker not in output:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not selector.select(remaining):
                self.fail(f"no {marker!r} in time: {output[-500:]!r}")
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                self.fail(f"output ended before {marker!r}: {output[-500:]!r}")
            output += chunk
        while not output.endswith(b"\n"):
            output += os.read(process.stdout.fileno(), 65536)
        return output


if __name__ == "__main__":
    REQUIRE_BINARY = True
    unittest.main()
