"""The composition root stays as small and as easy to follow as issue 34 left it: its two targets
within their line budgets, no file over 100 lines, and the walk of one image load that
docs/decorators-and-threading.md gives (issue 48: every file it crosses, in call order, with its
package) naming files that exist, each once, no more of them than it took when issue 48 shortened
it; and work reaches the main queue only through the one hop, `MainQueue.hop` (issue 48).

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
# copy's note of the items a check replaced): 33 lines in the root; and the links of issue 47's
# image lines (the configuration's `usesLinks` and the text style made of it), 6. Issue 48's one
# image recipe and the composer that makes its parts in order in its `init` (a weak reference to
# itself closing the one cycle, the static makers of the screen, the input and the cache): 4
# lines more in the root, with `SourcedImageData` folded into the recipe; the turnstile's
# comment, 1 more in ResourceLoading, with `tryMap` beside `map` and the hop's object in the
# hop's file. The request's one delivery, FeedAPI's `SingleHTTPDelivery` until the adapter that
# alone used it took it in as `SingleDelivery`: 21 lines in the root. Issue 47's sixel at a
# terminal's pace: thumbnails drawn side by side, on a serial queue a processor taken in turn
# (ThumbnailQueues), 21 lines in the root. Issue 50's CPU per image: the app's clock keeps its waits
# behind one timer source (OneTimerScheduler, 81 lines in ResourceLoading; the clock's source, 10
# in the root). Issue 50's first items of a big page shown as they arrive: the relay from the
# recipe to the screen (FirstItemsArrival), the recipe's report and its two sizes, the view
# adapter's showing of them and its end at a load's start or failure (with its next page's footer
# moved to a file of its own to keep it under 100 lines), the list's two steps, and the first
# page's copy saying which of them are new while the page arrives: 89 lines in the root.
BUDGETS = {"Composition": 2_060, "ResourceLoading": 1_052}
FILE_LINE_LIMIT = 100
# Issue 48's walk names every file one image load crosses, in every package, each once where the
# load first runs code of it: 61, 16 of them the root's (by the same rule 66 and 16 before issue 48
# folded the image recipe into one file, FeedAPI's factory and second mapper, `tryMap` and the hop's
# object, and the request's one delivery into the root's adapter; then issue 47's thumbnails drawn
# side by side added `ThumbnailQueues`; the walk before issue 48 named 13 of the root's and none
# elsewhere).
WALK_FILE_LIMIT = 61
WALK_ROOT_FILE_LIMIT = 16
STEP = re.compile(r"^\d+\. ")
# A step: its number, its file's package (the app's is `feed-tty`), and the file under the
# package's `Sources/`.
WALK_STEP = re.compile(r"^(\d+)\. \*\*([\w-]+)\*\* `([^`]+\.swift)`", re.MULTILINE)
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


def walk_steps():
    """The numbered steps of the walk: (number, package, path under the package's Sources/)."""
    return [(int(number), package, path) for number, package, path in WALK_STEP.findall(walk_section())]


def source_path(package, path):
    sources = ["Apps", "feed-tty", "Sources"] if package == "feed-tty" else ["Packages", package, "Sources"]
    return os.path.join(REPO, *sources, path)


def all_source_names():
    found = glob.glob(os.path.join(REPO, "Packages", "*", "Sources", "**", "*.swift"), recursive=True)
    found += glob.glob(os.path.join(REPO, "Apps", "*", "Sources", "**", "*.swift"), recursive=True)
    return {os.path.basename(path) for path in found if "/.build/" not in path}


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

    def test_imageLoadWalk_stepsNameOneFileEachThatExistsInItsPackage_inOrder_eachOnce(self):
        steps = walk_steps()

        self.assertGreater(len(steps), 0, "Expected the walk's numbered steps, each naming its package and file")
        self.assertEqual([number for number, _, _ in steps], list(range(1, len(steps) + 1)))
        self.assertEqual(len(steps), len([line for line in walk_section().splitlines() if STEP.match(line)]))
        paths = [(package, path) for _, package, path in steps]
        self.assertEqual(len(paths), len(set(paths)), "Expected each file named once")
        for number, package, path in steps:
            with self.subTest(step=number, file=path):
                self.assertTrue(os.path.isfile(source_path(package, path)), f"{path} is not in {package}")

    def test_imageLoadWalk_staysAsShortAsIssue48MadeIt(self):
        steps = walk_steps()
        root = [path for _, package, path in steps if package == "Composition" and path.startswith("Composition/")]

        self.assertLessEqual(len(steps), WALK_FILE_LIMIT, [path for _, _, path in steps])
        self.assertLessEqual(len(root), WALK_ROOT_FILE_LIMIT, root)

    def test_imageLoadWalk_mentionsOnlyFilesThatExist(self):
        names = all_source_names()

        for name in SWIFT_FILE.findall(walk_section()):
            with self.subTest(file=name):
                self.assertTrue(exists(name, names), f"{name} is not in any package's or app's sources")

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
