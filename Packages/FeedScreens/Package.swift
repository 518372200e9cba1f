// swift-tools-version:6.0
import PackageDescription

// The screens and the command language of feed-tty, whatever the front: what is listed, numbered,
// loaded and cancelled, and which command acts on what. A front (FeedTextUI, FeedJSONUI) renders
// the events these report.
let package = Package(
    name: "FeedScreens",
    products: [
        .library(name: "FeedScreens", targets: ["FeedScreens"])
    ],
    dependencies: [
        .package(path: "../FeedPresentation"),
        .package(path: "../ImageDecoding"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedScreens",
            dependencies: [
                .product(name: "FeedPresentation", package: "FeedPresentation"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
            ]
        ),
        .testTarget(
            name: "FeedScreensTests",
            dependencies: [
                "FeedScreens",
                .product(name: "FeedPresentation", package: "FeedPresentation"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
