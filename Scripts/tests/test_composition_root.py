"""The composition root stays as small and as easy to follow as issue 34 left it: its two targets
within their line budgets, no file over 100 lines, and the walk of one image load that
docs/decorators-and-threading.md gives naming files that exist, at most twelve of them; and work
reaches the main queue only through the one hop, `MainQueue.hop` (issue 48).

Run: python3 Scripts/tests/test_composition_root.py (also found by python3 -m unittest discover -s Scripts/tests)
"""

import glob
import os
import re
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCES = os.path.join(REPO, "Packages", "Composition", "Sources")
ROOT = os.path.join(SOURCES, "Composition")
WALK_PAGE = os.path.join(REPO, "docs", "decorators-and-threading.md")
WALK_HEADING = "## One image load, file by file"
# Issue 34's budgets, the room issue 50 took for a script's end that waits while images are
# answered (LoadAnswerCounter and the EndOfInputDeadline that watches it: 35 lines; the root's
# wiring and the adapter's deinit that no longer waits for a later turn: 8), and the room issue 46
# took for a feed that lives over time: the watch (Watch/: the schedule, the first page's copy,
# the server's pace), the conditional first page (FeedLoads+FirstPage, PaceRecordingHTTPClient,
# a conformance), the image cache as a private HTTP cache (the recipe's network half and its
# rules, the revalidating loader and its conformance, the cache worker's keep and forget), 531
# lines in the root; `then`, `tryMap` and `succeeding` in ResourceLoading (with `fallingBack` made
# of `then`), 50; and issue 47's
# daily verbs (`open` and its browser, the server a failure names, the hold only where a prompt
# stays shown), the file the configuration's two enums moved to, and why a script's end bounds only
# the images, 81 lines more in the root. Issue 48 made a loader's load only from the main-queue
# decorator, checked by the compiler: the decorator's conformances of the domain's four loaders
# moved from the root (51 lines) to ResourceLoading beside the loads made from them (47, without
# their import of it), and the one step that makes a load (`dispatchingOnMainQueue`) and the one
# hop typed for the main actor took 38 lines more there, 5 in the root (its own two loaders).
# Issue 46's check that reads on past a first page of only new items (the recipe's step, and the
# copy's note of the items a check replaced): 33 lines in the root. Issue 47's sixel at a
# terminal's pace: thumbnails drawn side by side, on a serial queue a processor taken in turn
# (ThumbnailQueues), 21 lines in the root.
BUDGETS = {"Composition": 1_930, "ResourceLoading": 970}
FILE_LINE_LIMIT = 100
# Issue 34's eight, and the four files the image load crosses since it follows HTTP's caching rules
# (issue 46): the walk names every file it crosses; issue 48 is where it gets shorter.
WALK_FILE_LIMIT = 12
STEP = re.compile(r"^\d+\. ")
# Work queued onto the main queue other than through `MainQueue.hop` (the clock's timer source,
# `makeTimerSource(queue: .main)`, is a clock, not a hop).
MAIN_QUEUE_HOP = re.compile(r"DispatchQueue\.main\.|dispatch_async(?:_f)?\(\s*dispatch_get_main_queue")
ONE_HOP = os.path.join(SOURCES, "ResourceLoading", "MainQueue", "MainQueue.swift")
SWIFT_FILE = re.compile(r"`(?:[\w/]+/)?([\w+]+\.swift)`")


def swift_files(target):
    return sorted(glob.glob(os.path.join(SOURCES, target, "**", "*.swift"), recursive=True))


def line_count(path):
    with open(path, encoding="utf-8") as file:
        return sum(1 for _ in file)


def walk_section():
    with open(WALK_PAGE, encoding="utf-8") as page:
        return page.read().split(WALK_HEADING, 1)[1].split("\n## ", 1)[0]


def walk_step_files():
    """Every file the numbered steps of the walk name (a step runs on to the next one or a blank
    line), in order, each once."""
    files, in_step = [], False
    for line in walk_section().splitlines():
        in_step = bool(STEP.match(line)) or (in_step and line.startswith("   "))
        files += [name for name in SWIFT_FILE.findall(line) if in_step and name not in files]
    return files


def exists(name, names):
    """`+Suffix.swift` names the file that ends so, as the page writes a file beside another."""
    return name in names or (name.startswith("+") and any(other.endswith(name) for other in names))


class CompositionRootTests(unittest.TestCase):
    def test_eachTarget_staysWithinItsLineBudget(self):
        for target, budget in BUDGETS.items():
            with self.subTest(target=target):
                lines = sum(line_count(path) for path in swift_files(target))
                self.assertLessEqual(lines, budget, f"{target} has {lines} lines")

    def test_noFile_isOverTheFileLimit(self):
        for target in BUDGETS:
            for path in swift_files(target):
                with self.subTest(path=os.path.relpath(path, REPO)):
                    self.assertLessEqual(line_count(path), FILE_LINE_LIMIT)

    def test_imageLoadWalk_namesAtMostTwelveFilesOfTheRootThatExist(self):
        files = walk_step_files()
        names = {os.path.basename(path) for path in swift_files("Composition")}

        self.assertGreater(len(files), 0, "Expected the walk's numbered steps, each naming its file")
        self.assertLessEqual(len(files), WALK_FILE_LIMIT, files)
        for name in files:
            with self.subTest(file=name):
                self.assertTrue(exists(name, names), f"{name} is not in {ROOT}")

    def test_imageLoadWalk_mentionsOnlyFilesThatExist(self):
        names = {os.path.basename(path) for target in BUDGETS for path in swift_files(target)}

        for name in SWIFT_FILE.findall(walk_section()):
            with self.subTest(file=name):
                self.assertTrue(exists(name, names), f"{name} is not in {SOURCES}")

    def test_mainQueue_isReachedOnlyThroughTheOneHop(self):
        """docs/decorators-and-threading.md, "Every hop onto the main queue": one place knows how."""
        for target in BUDGETS:
            for path in swift_files(target):
                if path == ONE_HOP:
                    continue
                with open(path, encoding="utf-8") as file:
                    code = [line for line in file if not line.lstrip().startswith("//")]
                with self.subTest(path=os.path.relpath(path, REPO)):
                    self.assertEqual([line.strip() for line in code if MAIN_QUEUE_HOP.search(line)], [])


if __name__ == "__main__":
    unittest.main()
