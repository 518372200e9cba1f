"""What the tests of Scripts/check-architecture share: a tiny fake repository that passes the
check (CLEAN_TREE), written into a temporary directory for each test, and the real script run on
it, its findings read back."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECK = os.path.join(SCRIPTS, "check-architecture")
FINDING = re.compile(r"^(?P<path>[^:\s]+):(?P<line>\d+): \[(?P<rule>[a-z-]+)\] (?P<message>.+)$")

MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "{name}",
    dependencies: [{dependencies}],
    targets: [.target(name: "{name}")],
    swiftLanguageModes: [.v6]
)
"""

CLEAN_TREE = {
    "Packages/FeedFeature/Package.swift": MANIFEST.format(name="FeedFeature", dependencies=""),
    "Packages/FeedFeature/Sources/FeedFeature/FeedImage.swift": (
        "import Foundation\n\n"
        "/// Loaded on any queue; Composition moves completions to the main queue (DispatchQueue.main).\n"
        "public struct FeedImage: Equatable, Sendable {\n"
        "    public let id: UUID\n"
        "}\n"
    ),
    "Packages/FeedAPI/Package.swift": MANIFEST.format(
        name="FeedAPI", dependencies='.package(path: "../FeedFeature")'
    ),
    "Packages/FeedAPI/Sources/FeedAPI/HTTPClient.swift": (
        "import FeedFeature\n"
        "import Foundation\n\n"
        "public protocol HTTPClientTask { func cancel() }\n\n"
        "final class URLSessionTaskWrapper: HTTPClientTask {\n"
        "    // A Thread is never needed here: the session calls back on its own queue.\n"
        "    let url = \"https://example.com/v1/feed\"  // Task { } in a trailing comment\n"
        "    func cancel() {}\n"
        "}\n\n"
        "func makeTask() -> any HTTPClientTask { URLSessionTaskWrapper() }\n"
        "/* A block comment that mentions RunLoop\n"
        "   and OperationQueue over two lines. */\n"
        "let answer = 42\n"
    ),
    "Packages/FeedPresentation/Package.swift": MANIFEST.format(
        name="FeedPresentation", dependencies='.package(path: "../FeedFeature")'
    ),
    "Packages/FeedPresentation/Sources/FeedPresentation/FeedPresenter.swift": (
        "import FeedFeature\n\npublic final class FeedPresenter {}\n"
    ),
    "Packages/FeedTextUI/Package.swift": MANIFEST.format(
        name="FeedTextUI", dependencies='.package(path: "../FeedPresentation")'
    ),
    "Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift": (
        "import FeedFeature\nimport FeedPresentation\n\npublic final class FeedScreen {}\n"
    ),
    "Packages/Composition/Package.swift": MANIFEST.format(
        name="Composition", dependencies='.package(path: "../FeedAPI")'
    ),
    "Packages/Composition/Sources/Composition/MainQueue.swift": (
        "import Dispatch\n"
        "import FeedAPI\n"
        "import FeedFeature\n"
        "import FeedTextUI\n\n"
        "/// Uses a queue-specific key, not Thread.isMainThread (false under dispatchMain()).\n"
        "@MainActor final class Adapter {\n"
        "    func run() { DispatchQueue.main.async { MainActor.assumeIsolated {} } }\n"
        "    func spawn() { Task { } }\n"
        "}\n\n"
        "// Safe because every access to `value` holds `lock`.\n"
        "final class Box: @unchecked Sendable {}\n\n"
        "// A lock guards it, and\n"
        "// Safe because it is written once before any reader starts.\n"
        "nonisolated(unsafe) var shared = 0\n"
    ),
    "Packages/TestSupport/Package.swift": MANIFEST.format(name="TestSupport", dependencies=""),
    "Packages/TestSupport/Sources/TestSupport/Leaks.swift": "import XCTest\n",
    "Apps/feed-tty/Package.swift": MANIFEST.format(
        name="feed-tty", dependencies='.package(path: "../../Packages/Composition")'
    ),
    "Apps/feed-tty/Sources/feed-tty/main.swift": (
        "import Composition\nimport Dispatch\nimport FeedAPI\n\nThread.sleep(forTimeInterval: 0)\ndispatchMain()\n"
    ),
}

DEMO_SOURCE = "Packages/FeedDemo/Sources/FeedDemo/FeedDemo.swift"


class FakeRepositoryTestCase(unittest.TestCase):
    """A test case with a fresh copy of CLEAN_TREE under `self.root`, and the check run on it."""

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="check-architecture-")
        self.addCleanup(shutil.rmtree, self.root, ignore_errors=True)
        for path, text in CLEAN_TREE.items():
            self.write(path, text)

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text)

    def append(self, path, text):
        with open(os.path.join(self.root, path), "a", encoding="utf-8") as file:
            file.write(text)

    def replace(self, path, old, new):
        full = os.path.join(self.root, path)
        with open(full, encoding="utf-8") as file:
            text = file.read()
        self.assertIn(old, text)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text.replace(old, new))

    def write_demo_package(self, source):
        self.write("Packages/FeedDemo/Package.swift", MANIFEST.format(name="FeedDemo", dependencies=""))
        self.write(DEMO_SOURCE, source)

    def run_check(self, root=None):
        result = subprocess.run(
            [sys.executable, CHECK, root or self.root], capture_output=True, text=True, timeout=60
        )
        findings = [FINDING.match(line) for line in result.stdout.splitlines()]
        return result, [match.groupdict() for match in findings if match]

    def assert_single_finding(self, rule, path, line, message_part):
        result, findings = self.run_check()
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertEqual(
            [(finding["rule"], finding["path"], int(finding["line"])) for finding in findings],
            [(rule, path, line)],
            result.stdout,
        )
        self.assertIn(message_part, findings[0]["message"])

    def copy_of_the_real_tree(self):
        """The repository's packages and apps as they are (manifests and sources, no build products),
        which must pass the check as they stand."""
        repository = os.path.dirname(SCRIPTS)
        copy = os.path.join(self.root, "copy")
        for kind in ("Packages", "Apps"):
            for name in os.listdir(os.path.join(repository, kind)):
                for part in ("Package.swift", "Sources"):
                    source = os.path.join(repository, kind, name, part)
                    target = os.path.join(copy, kind, name, part)
                    if os.path.isdir(source):
                        shutil.copytree(source, target)
                    elif os.path.isfile(source):
                        os.makedirs(os.path.dirname(target), exist_ok=True)
                        shutil.copy(source, target)
        result, _ = self.run_check(copy)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        return copy

    def write_into(self, root, path, text):
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text)
