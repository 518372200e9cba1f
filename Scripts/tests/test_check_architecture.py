"""Tests of Scripts/check-architecture: each test writes a tiny fake repository into a temporary
directory, breaks one rule in it, runs the real script on it and reads its findings.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

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


class CheckArchitectureTests(unittest.TestCase):
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

    # clean tree

    def test_cleanTree_passesWithExitZero(self):
        result, findings = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertEqual(findings, [])
        self.assertIn("OK", result.stdout)

    def test_cleanTree_passesWhenRunFromAnotherDirectory(self):
        result = subprocess.run(
            [sys.executable, CHECK, os.path.relpath(self.root, "/")], cwd="/", capture_output=True, text=True
        )
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_missingRoot_exitsTwo(self):
        result = subprocess.run(
            [sys.executable, CHECK, os.path.join(self.root, "nope")], capture_output=True, text=True
        )
        self.assertEqual(result.returncode, 2)

    # threading

    def test_threading_isReportedForEachForbiddenConstructOutsideComposition(self):
        path = "Packages/FeedFeature/Sources/FeedFeature/Threads.swift"
        constructs = [
            "import Dispatch",
            "let queue = DispatchQueue(label: \"x\")",
            "let thread = Thread {}",
            "@MainActor final class View {}",
            "func f() { MainActor.assumeIsolated {} }",
            "func g() { Task { } }",
            "func h() { Task{ } }",
            "func i() { Task.detached { } }",
            "let operations = OperationQueue()",
            "let loop = RunLoop.current",
        ]
        self.write(path, "\n".join(constructs) + "\n")
        result, findings = self.run_check()
        self.assertEqual(result.returncode, 1)
        threading = [(int(f["line"]), f["path"]) for f in findings if f["rule"] == "threading"]
        self.assertEqual(sorted(set(threading)), [(n, path) for n in range(1, len(constructs) + 1)], result.stdout)

    def test_threading_isReportedInFeedCacheWhenItExists(self):
        self.write("Packages/FeedCache/Package.swift", MANIFEST.format(name="FeedCache", dependencies=""))
        self.write("Packages/FeedCache/Sources/FeedCache/Store.swift", "import FeedFeature\n\nlet q = DispatchQueue.main\n")
        self.assert_single_finding("threading", "Packages/FeedCache/Sources/FeedCache/Store.swift", 3, "DispatchQueue")

    def test_threading_isNotReportedForHTTPClientTaskOrComments(self):
        self.append(
            "Packages/FeedAPI/Sources/FeedAPI/HTTPClient.swift",
            "struct Wrapper: HTTPClientTask { func cancel() {} }\n"
            "final class FeedTask {}\n"
            "// DispatchQueue.main.async { Task { } }\n"
            "/// Thread-safe? RunLoop? No: see Composition.\n",
        )
        result, findings = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_threading_isReportedInFeedTextUIAndFeedPresentation(self):
        self.append("Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift", "let r = RunLoop.main\n")
        self.assert_single_finding("threading", "Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift", 5, "RunLoop")

    def test_threading_isReportedInTheDemoInfrastructure(self):
        self.write_demo_package("import FeedAPI\nimport Foundation\n\nlet q = DispatchQueue(label: \"demo\")\n")
        self.assert_single_finding("threading", DEMO_SOURCE, 4, "FeedDemo must not mention 'DispatchQueue'")

    def test_threading_isReportedInANewPackageOfTheRealTree(self):
        """The rule is an allow-list: a package nobody has named yet may not use threading either."""
        copy = self.copy_of_the_real_tree()
        self.write_into(copy, "Packages/FeedWidgets/Package.swift", MANIFEST.format(name="FeedWidgets", dependencies=""))
        self.write_into(
            copy, "Packages/FeedWidgets/Sources/FeedWidgets/Widget.swift", "import Foundation\n\nlet q = DispatchQueue.main\n"
        )

        result, findings = self.run_check(copy)

        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertEqual(
            [(f["rule"], f["path"], int(f["line"])) for f in findings],
            [("threading", "Packages/FeedWidgets/Sources/FeedWidgets/Widget.swift", 3)],
            result.stdout,
        )

    def test_threading_isReportedInANewApp(self):
        self.write("Apps/feed-web/Package.swift", MANIFEST.format(name="feed-web", dependencies=""))
        self.write("Apps/feed-web/Sources/feed-web/main.swift", "import Dispatch\n")
        self.assert_single_finding("threading", "Apps/feed-web/Sources/feed-web/main.swift", 1, "import Dispatch")

    def test_threading_isAllowedInBothTargetsOfComposition(self):
        self.write(
            "Packages/Composition/Sources/ResourceLoading/MainQueue.swift",
            "import Dispatch\nimport FeedFeature\n\nlet q = DispatchQueue.main\n",
        )
        result, findings = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_imports_resourceLoadingImportingMoreThanFeedFeature_isReported(self):
        path = "Packages/Composition/Sources/ResourceLoading/ResourceLoad.swift"
        self.write(path, "import FeedFeature\nimport FeedTextUI\n")
        self.assert_single_finding("imports", path, 2, "ResourceLoading must not import FeedTextUI")

    def test_imports_resourceLoadingImportedOutsideCompositionAndApps_isReported(self):
        path = "Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift"
        self.replace(path, "import FeedPresentation\n", "import FeedPresentation\nimport ResourceLoading\n")
        self.assert_single_finding("imports", path, 3, "only Apps and the composition root may import ResourceLoading")

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

    # isMainThread

    def test_isMainThread_isReportedEvenInComposition(self):
        path = "Packages/Composition/Sources/Composition/MainQueue.swift"
        self.append(path, "func isMain() -> Bool { Thread.isMainThread }\n")
        self.assert_single_finding("main-thread", path, 18, "DispatchSpecificKey")

    def test_isMainThread_isReportedInApps(self):
        path = "Apps/feed-tty/Sources/feed-tty/main.swift"
        self.append(path, "precondition(isMainThread)\n")
        self.assert_single_finding("main-thread", path, 7, "isMainThread")

    def test_isMainThread_isReportedInBenchmarksAndFuzz(self):
        for path in ("Benchmarks/Sources/feed-bench/Case.swift", "Fuzz/Sources/fuzz-mapper/main.swift"):
            with self.subTest(path=path):
                self.write(path, "import Foundation\n\nlet onMain = Thread.isMainThread\n")
                self.assert_single_finding("main-thread", path, 3, "DispatchSpecificKey")
                os.remove(os.path.join(self.root, path))

    def test_isMainThread_isAllowedOnlyInTheNaiveDecoratorBenchmarkFile(self):
        naive = "Benchmarks/Sources/feed-bench/NaiveMainThreadDispatchDecorator.swift"
        source = "import Foundation\n\nfunc dispatch() { guard Thread.isMainThread else { return } }\n"
        self.write(naive, source)
        result, findings = self.run_check()
        self.assertEqual((result.returncode, findings), (0, []), result.stdout)

        for path in ("Benchmarks/Sources/other-bench/NaiveMainThreadDispatchDecorator.swift",
                     "Packages/Composition/Sources/Composition/NaiveMainThreadDispatchDecorator.swift"):
            with self.subTest(path=path):
                self.write(path, source)
                self.assert_single_finding("main-thread", path, 3, "isMainThread")
                os.remove(os.path.join(self.root, path))

    def test_benchmarks_areReadByTheMainThreadRuleAlone(self):
        self.write(
            "Benchmarks/Sources/feed-bench/Case.swift",
            "@testable import Composition\nimport Dispatch\n\nfinal class View: @unchecked Sendable {}\n",
        )
        result, findings = self.run_check()
        self.assertEqual((result.returncode, findings), (0, []), result.stdout)

    # imports

    def test_imports_featureImportingAnyOfOurs_isReported(self):
        path = "Packages/FeedFeature/Sources/FeedFeature/FeedImage.swift"
        self.replace(path, "import Foundation\n", "import Foundation\nimport FeedAPI\n")
        self.assert_single_finding("imports", path, 2, "FeedFeature must not import FeedAPI")

    def test_imports_apiImportingPresentation_isReported(self):
        path = "Packages/FeedAPI/Sources/FeedAPI/HTTPClient.swift"
        self.replace(path, "import FeedFeature\n", "import FeedFeature\n@testable import FeedPresentation\n")
        self.assert_single_finding("imports", path, 2, "FeedAPI must not import FeedPresentation")

    def test_imports_presentationImportingCache_isReported(self):
        path = "Packages/FeedPresentation/Sources/FeedPresentation/FeedPresenter.swift"
        self.replace(path, "import FeedFeature\n", "import FeedFeature\nimport struct FeedCache.LocalFeedImage\n")
        self.assert_single_finding("imports", path, 2, "FeedPresentation must not import FeedCache")

    def test_imports_textUIImportingAPI_isReported(self):
        path = "Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift"
        self.replace(path, "import FeedFeature\n", "import FeedAPI\nimport FeedFeature\n")
        self.assert_single_finding("imports", path, 1, "FeedTextUI must not import FeedAPI")

    def test_imports_compositionImportedOutsideApps_isReported(self):
        path = "Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift"
        self.replace(path, "import FeedPresentation\n", "import FeedPresentation\nimport Composition\n")
        self.assert_single_finding("imports", path, 3, "only Apps may import Composition")

    def test_imports_testSupportInProductionSources_isReported(self):
        path = "Packages/Composition/Sources/Composition/MainQueue.swift"
        self.replace(path, "import FeedTextUI\n", "import FeedTextUI\nimport TestSupport\n")
        self.assert_single_finding("imports", path, 5, "TestSupport")

    def test_imports_testOnlyTargetsOfTestSupportInProductionSources_areReported(self):
        path = "Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift"
        for module in ("SeededRandom", "TextUITestSupport", "MainQueueTestSupport"):
            with self.subTest(module=module):
                self.write(path, f"import FeedFeature\nimport {module}\n")
                self.assert_single_finding("imports", path, 2, f"must not import {module} (test targets only)")

    def test_imports_testSupportTargetsNamingTheirOnePackage_pass(self):
        self.write("Packages/TestSupport/Sources/TextUITestSupport/Buffer.swift", "import FeedTextUI\nimport TestSupport\n")
        self.write("Packages/TestSupport/Sources/MainQueueTestSupport/Lock.swift", "import Dispatch\nimport FeedFeature\n")
        self.write("Packages/TestSupport/Sources/SeededRandom/SplitMix64.swift", "public struct SplitMix64 {}\n")
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_imports_testSupportTargetsNamingAnotherPackage_areReported(self):
        path = "Packages/TestSupport/Sources/TextUITestSupport/Buffer.swift"
        self.write(path, "import FeedAPI\nimport FeedTextUI\n")
        self.assert_single_finding("imports", path, 1, "TextUITestSupport must not import FeedAPI")

    def test_imports_demoImportingFeedAPIAndFeedFeature_passes(self):
        self.write_demo_package("import FeedAPI\nimport FeedFeature\n\npublic enum FeedDemo {}\n")
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_imports_demoImportingALayerOtherThanFeedAPIOrFeedFeature_isReported(self):
        self.write_demo_package("import FeedAPI\nimport FeedCache\n\npublic enum FeedDemo {}\n")
        self.assert_single_finding("imports", DEMO_SOURCE, 2, "FeedDemo must not import FeedCache")

    def test_networking_importedOutsideURLSessionHTTP_isReportedEvenUnderCanImport(self):
        path = "Apps/feed-tty/Sources/feed-tty/main.swift"
        self.replace(
            path,
            "import FeedAPI\n",
            "import FeedAPI\n#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n",
        )
        self.assert_single_finding("networking", path, 5, "only URLSessionHTTP may import FoundationNetworking")

    def test_networking_importedByURLSessionHTTP_passes(self):
        self.write(
            "Packages/URLSessionHTTP/Package.swift",
            MANIFEST.format(name="URLSessionHTTP", dependencies='.package(path: "../FeedAPI")'),
        )
        self.write(
            "Packages/URLSessionHTTP/Sources/URLSessionHTTP/URLSessionHTTPClient.swift",
            "import FeedAPI\nimport Foundation\n#if canImport(FoundationNetworking)\n"
            "    import FoundationNetworking\n#endif\n\npublic final class URLSessionHTTPClient {}\n",
        )
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_networking_importedByTestSupport_passes(self):
        self.append(
            "Packages/TestSupport/Sources/TestSupport/Leaks.swift",
            "#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n",
        )
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_imports_inTestsAreNotChecked(self):
        self.write(
            "Packages/FeedFeature/Tests/FeedFeatureTests/FeedImageTests.swift",
            "import Composition\n@testable import FeedFeature\nimport TestSupport\n",
        )
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    # Package.swift

    def test_package_remoteDependency_isReported(self):
        path = "Packages/FeedAPI/Package.swift"
        self.replace(
            path,
            '.package(path: "../FeedFeature")',
            '.package(path: "../FeedFeature"),\n        .package(url: "https://github.com/x/y", from: "1.0.0")',
        )
        self.assert_single_finding("package", path, 7, "remote dependency")

    def test_package_missingSwift6LanguageMode_isReported(self):
        path = "Packages/FeedPresentation/Package.swift"
        self.replace(path, "    swiftLanguageModes: [.v6]\n", "    swiftLanguageModes: [.v5]\n")
        self.assert_single_finding("package", path, 4, "swiftLanguageModes: [.v6]")

    def test_package_oldToolsVersion_isReported(self):
        path = "Apps/feed-tty/Package.swift"
        self.replace(path, "// swift-tools-version:6.0", "// swift-tools-version:5.9")
        self.assert_single_finding("package", path, 1, "5.9 is below 6.0")

    def test_package_missingToolsVersion_isReported(self):
        path = "Packages/TestSupport/Package.swift"
        self.replace(path, "// swift-tools-version:6.0\n", "")
        self.assert_single_finding("package", path, 1, "swift-tools-version")

    def test_package_newerToolsVersionWithSpace_passes(self):
        self.replace("Packages/FeedFeature/Package.swift", "// swift-tools-version:6.0", "// swift-tools-version: 6.1")
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    # test-clock

    def test_testClock_sleepsInAUnitTest_areReported(self):
        path = "Packages/FeedAPI/Tests/FeedAPITests/LoaderTests.swift"
        for sleep in (
            "usleep(20_000)",
            "sleep(1)",
            "Thread.sleep(forTimeInterval: 0.2)",
            "try await Task.sleep(for: .seconds(1))",
            "DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {}",
        ):
            with self.subTest(sleep=sleep):
                self.write(path, f"import XCTest\n\nfunc test() {{\n    {sleep}\n}}\n")
                self.assert_single_finding("test-clock", path, 4, "must not wait for time to pass")

    def test_testClock_hangGuardsNamesAndComments_pass(self):
        self.write(
            "Packages/FeedAPI/Tests/FeedAPITests/LoaderTests.swift",
            "import XCTest\n\n// Never usleep(10) here.\nfunc test() {\n"
            "    wait(for: [done], timeout: 5)\n    _ = group.wait(timeout: .now() + 5)\n"
            "    clock.sleepUntil(3)\n    scheduler.sleep(0)\n}\n",
        )
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_testClock_endToEndTests_pass(self):
        self.write("Apps/feed-tty/Tests/feed-ttyTests/EndToEndTests.swift",
                   "import XCTest\n\nfunc test() { Thread.sleep(forTimeInterval: 1) }\n")
        result, _ = self.run_check()
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_testClock_sleepsInCompositionsUnitTests_areReported(self):
        path = "Packages/Composition/Tests/CompositionTests/TimerTests.swift"
        self.write(path, "import XCTest\n\nfunc test() { Thread.sleep(forTimeInterval: 1) }\n")
        self.assert_single_finding("test-clock", path, 3, "must not wait for time to pass")

    # @unchecked Sendable / nonisolated(unsafe)

    def test_uncheckedSendable_withoutSafeBecause_isReported(self):
        path = "Packages/FeedAPI/Sources/FeedAPI/Box.swift"
        self.write(path, "import Foundation\n\n// A box.\nfinal class Box: @unchecked Sendable {}\n")
        self.assert_single_finding("unsafe-sendable", path, 4, "Safe because")

    def test_nonisolatedUnsafe_withoutComment_isReported(self):
        path = "Apps/feed-tty/Sources/feed-tty/main.swift"
        self.append(path, "nonisolated(unsafe) var counter = 0\n")
        self.assert_single_finding("unsafe-sendable", path, 7, "nonisolated(unsafe)")

    def test_uncheckedSendable_withCommentSeparatedByCode_isReported(self):
        path = "Packages/Composition/Sources/Composition/MainQueue.swift"
        self.append(path, "// Safe because of the lock.\nlet unrelated = 1\nfinal class Other: @unchecked Sendable {}\n")
        self.assert_single_finding("unsafe-sendable", path, 20, "@unchecked Sendable")

    # several at once

    def test_everyFinding_isPrintedWithFileAndLine(self):
        self.append("Packages/FeedFeature/Sources/FeedFeature/FeedImage.swift", "let q = DispatchQueue.main\n")
        self.replace("Packages/FeedAPI/Package.swift", "swiftLanguageModes: [.v6]", "")
        result, findings = self.run_check()
        self.assertEqual(result.returncode, 1)
        self.assertEqual(
            sorted((f["path"], f["rule"]) for f in findings),
            [
                ("Packages/FeedAPI/Package.swift", "package"),
                ("Packages/FeedFeature/Sources/FeedFeature/FeedImage.swift", "threading"),
            ],
            result.stdout,
        )


if __name__ == "__main__":
    unittest.main()
