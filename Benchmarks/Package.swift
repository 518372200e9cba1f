// swift-tools-version:6.0
import PackageDescription

// Benchmarks of feed-tty, run by `Scripts/bench` (release build). `MainQueueDispatchDecorator` is
// public in Composition's ResourceLoading target, with its `FeedLoader` conformance.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(path: "../Packages/FeedFeature"),
        .package(path: "../Packages/FeedAPI"),
        .package(path: "../Packages/Composition"),
        .package(path: "../Packages/ImageDecoding"),
        .package(path: "../Packages/TerminalGraphics"),
        .package(path: "../Packages/TestSupport"),
    ],
    targets: [
        .executableTarget(
            name: "feed-bench",
            dependencies: [
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedAPI", package: "FeedAPI"),
                .product(name: "Composition", package: "Composition"),
                .product(name: "ResourceLoading", package: "Composition"),
                // FeedPayload's seeded generator, the tests' own: no XCTest comes with it.
                .product(name: "SeededRandom", package: "TestSupport"),
            ]
        ),
        // Decodes and draws one thumbnail, as a process: timed by Scripts/bench against djpeg and
        // pngtopnm, which are processes too.
        .executableTarget(
            name: "feed-thumbnail",
            dependencies: [
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
