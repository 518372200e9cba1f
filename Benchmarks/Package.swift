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
        // Decodes and draws one thumbnail (or many, in one process): timed by Scripts/bench against
        // jpeg-decode-loop, djpeg and pngtopnm.
        .executableTarget(
            name: "feed-thumbnail",
            dependencies: [
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
            ]
        ),
        // The reference feed-thumbnail's JPEG rows are timed against: libjpeg-turbo decoding the
        // same file many times in one process, as ImageDecoding asks it to (see its main.c).
        .executableTarget(name: "jpeg-decode-loop", dependencies: ["BenchJPEG"]),
        .systemLibrary(
            name: "BenchJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
