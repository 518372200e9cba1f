// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeedCache",
    products: [
        .library(name: "FeedCache", targets: ["FeedCache"])
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedCache",
            dependencies: [
                .product(name: "FeedFeature", package: "FeedFeature")
            ]
        ),
        .testTarget(
            name: "FeedCacheTests",
            dependencies: [
                "FeedCache",
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
