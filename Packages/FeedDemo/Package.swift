// swift-tools-version:6.0
import PackageDescription

/// The built-in demo feed: infrastructure that implements FeedAPI's `BlockingHTTPClient` by serving,
/// in-process, the fixtures `Scripts/feed-server` serves. They live here, bundled as resources, and
/// the server reads them from here too: one copy, so the demo and the tests never drift apart.
let package = Package(
    name: "FeedDemo",
    products: [
        .library(name: "FeedDemo", targets: ["FeedDemo"])
    ],
    dependencies: [
        .package(path: "../FeedAPI"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedDemo",
            dependencies: [.product(name: "FeedAPI", package: "FeedAPI")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FeedDemoTests",
            dependencies: [
                "FeedDemo",
                .product(name: "FeedAPI", package: "FeedAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
