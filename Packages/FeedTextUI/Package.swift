// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeedTextUI",
    defaultLocalization: "en",
    products: [
        .library(name: "FeedTextUI", targets: ["FeedTextUI"])
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../FeedPresentation"),
        .package(path: "../FeedScreens"),
        .package(path: "../ImageDecoding"),
        .package(path: "../TerminalGraphics"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedTextUI",
            dependencies: [
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedPresentation", package: "FeedPresentation"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
            ],
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "FeedTextUITests",
            dependencies: [
                "FeedTextUI",
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "TextUITestSupport", package: "TestSupport"),
                .product(name: "SeededRandom", package: "TestSupport"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
