// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Composition",
    products: [
        .library(name: "Composition", targets: ["Composition"]),
        .library(name: "ResourceLoading", targets: ["ResourceLoading"]),
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../FeedAPI"),
        .package(path: "../FeedCache"),
        .package(path: "../FeedPresentation"),
        .package(path: "../FeedScreens"),
        .package(path: "../FeedTextUI"),
        .package(path: "../FeedJSONUI"),
        .package(path: "../ImageDecoding"),
        .package(path: "../TerminalGraphics"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        // Generic: a load, its decorators, scheduling, settling, the main-queue decorator.
        .target(
            name: "ResourceLoading",
            dependencies: [.product(name: "FeedFeature", package: "FeedFeature")]
        ),
        // feed-tty's composition root: entry points, recipes, composers, adapters, edges.
        .target(
            name: "Composition",
            dependencies: [
                "ResourceLoading",
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedAPI", package: "FeedAPI"),
                .product(name: "FeedCache", package: "FeedCache"),
                .product(name: "FeedPresentation", package: "FeedPresentation"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "FeedTextUI", package: "FeedTextUI"),
                .product(name: "FeedJSONUI", package: "FeedJSONUI"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
            ]
        ),
        // Test double only the test targets link: `ManualClock`, a clock moved by hand.
        .target(name: "ManualClock", dependencies: ["ResourceLoading"], path: "Tests/ManualClock"),
        .testTarget(
            name: "ResourceLoadingTests",
            dependencies: [
                "ResourceLoading",
                "ManualClock",
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "MainQueueTestSupport", package: "TestSupport"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: [
                "Composition",
                "ResourceLoading",
                "ManualClock",
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "FeedTextUI", package: "FeedTextUI"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "MainQueueTestSupport", package: "TestSupport"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "TextUITestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
