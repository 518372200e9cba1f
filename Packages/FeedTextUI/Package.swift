// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeedTextUI",
    defaultLocalization: "en",
    products: [
        .library(name: "FeedTextUI", targets: ["FeedTextUI"])
    ],
    dependencies: [
        .package(path: "../FeedPresentation"),
        .package(path: "../FeedScreens"),
        .package(path: "../ImageDecoding"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedTextUI",
            dependencies: [
                .product(name: "FeedPresentation", package: "FeedPresentation"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
            ],
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "FeedTextUITests",
            dependencies: [
                "FeedTextUI",
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
