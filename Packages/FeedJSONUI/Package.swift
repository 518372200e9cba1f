// swift-tools-version:6.0
import PackageDescription

// The JSON front: the same screens as the text front, printed for programs as one JSON object per
// line (NDJSON).
let package = Package(
    name: "FeedJSONUI",
    products: [
        .library(name: "FeedJSONUI", targets: ["FeedJSONUI"])
    ],
    dependencies: [
        .package(path: "../FeedPresentation"),
        .package(path: "../FeedScreens"),
        .package(path: "../ImageDecoding"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedJSONUI",
            dependencies: [
                .product(name: "FeedPresentation", package: "FeedPresentation"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
            ]
        ),
        .testTarget(
            name: "FeedJSONUITests",
            dependencies: [
                "FeedJSONUI",
                .product(name: "FeedPresentation", package: "FeedPresentation"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
