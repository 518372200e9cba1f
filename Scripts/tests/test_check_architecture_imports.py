"""Tests of Scripts/check-architecture's rules on what a package may import (which of ours, which
system networking) and on its Package.swift: each test writes a tiny fake repository into a
temporary directory (check_architecture_support), breaks one rule, runs the real script on it
and reads its findings.

Run: python3 -m unittest discover -s Scripts/tests -v
"""

import unittest

from check_architecture_support import DEMO_SOURCE, MANIFEST, FakeRepositoryTestCase


class CheckArchitectureImportsTests(FakeRepositoryTestCase):
    # imports of ResourceLoading

    def test_imports_resourceLoadingImportingMoreThanFeedFeature_isReported(self):
        path = "Packages/Composition/Sources/ResourceLoading/ResourceLoad.swift"
        self.write(path, "import FeedFeature\nimport FeedTextUI\n")
        self.assert_single_finding("imports", path, 2, "ResourceLoading must not import FeedTextUI")

    def test_imports_resourceLoadingImportedOutsideCompositionAndApps_isReported(self):
        path = "Packages/FeedTextUI/Sources/FeedTextUI/FeedScreen.swift"
        self.replace(path, "import FeedPresentation\n", "import FeedPresentation\nimport ResourceLoading\n")
        self.assert_single_finding("imports", path, 3, "only Apps and the composition root may import ResourceLoading")

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


if __name__ == "__main__":
    unittest.main()
