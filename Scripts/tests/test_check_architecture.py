"""Tests of Scripts/check-architecture, where threads may be named: each test writes a tiny fake
repository into a temporary directory (check_architecture_support), breaks one rule in it, runs
the real script on it and reads its findings. The rules on imports and manifests are tested in
test_check_architecture_imports.py.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import os
import subprocess
import sys
import unittest

from check_architecture_support import CHECK, DEMO_SOURCE, MANIFEST, FakeRepositoryTestCase


class CheckArchitectureTests(FakeRepositoryTestCase):
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
