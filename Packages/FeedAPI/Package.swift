// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeedAPI",
    products: [
        .library(name: "FeedAPI", targets: ["FeedAPI"])
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedAPI",
            dependencies: [
                .product(name: "FeedFeature", package: "FeedFeature")
            ]
        ),
        .testTarget(
            name: "FeedAPITests",
            dependencies: [
                "FeedAPI",
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SeededRandom", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
