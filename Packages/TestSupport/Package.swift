// swift-tools-version:6.0
import PackageDescription

// Helpers shared by the test targets of every package. Production targets never depend on it.
// The TestSupport target depends on no package; the helpers that must name a package's types are
// targets of their own, so that a test target links only the packages it already has. (A package
// whose tests use one of those is then in a cycle with this one, which SwiftPM allows from tools
// 6.0 on as long as the targets are not.)
let package = Package(
    name: "TestSupport",
    products: [
        .library(name: "TestSupport", targets: ["TestSupport"]),
        // A strict sixel decoder, with no XCTest: the sixel fuzz target links it too.
        .library(name: "SixelChecking", targets: ["SixelChecking"]),
        // A seeded random number generator, with no XCTest: the benchmarks link it too.
        .library(name: "SeededRandom", targets: ["SeededRandom"]),
        // TestSupport's TextBuffer as the text front's output.
        .library(name: "TextUITestSupport", targets: ["TextUITestSupport"]),
        // The main queue's turns and ThreadSanitizer's locks, for the only tests that may know
        // about threads: Composition's.
        .library(name: "MainQueueTestSupport", targets: ["MainQueueTestSupport"]),
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../FeedTextUI"),
    ],
    targets: [
        .target(name: "TestSupport"),
        .target(name: "SixelChecking"),
        .target(name: "SeededRandom"),
        .target(
            name: "TextUITestSupport",
            dependencies: ["TestSupport", .product(name: "FeedTextUI", package: "FeedTextUI")]
        ),
        .target(
            name: "MainQueueTestSupport",
            dependencies: [.product(name: "FeedFeature", package: "FeedFeature")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
