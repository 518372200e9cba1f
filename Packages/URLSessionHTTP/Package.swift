// swift-tools-version:6.0
import PackageDescription

// FeedAPI's `HTTPClient` over Foundation's `URLSession`: the reference client, and feed-tty's on
// Apple platforms. A package of its own because on Linux URLSession lives in FoundationNetworking,
// which links libcurl and the 26 libraries it needs into any process that imports it; the app on
// Linux uses HTTPTransport and does not link this package.
let package = Package(
    name: "URLSessionHTTP",
    products: [
        .library(name: "URLSessionHTTP", targets: ["URLSessionHTTP"])
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../FeedAPI"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "URLSessionHTTP",
            dependencies: [
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedAPI", package: "FeedAPI"),
            ]
        ),
        .testTarget(
            name: "URLSessionHTTPTests",
            dependencies: [
                "URLSessionHTTP",
                .product(name: "FeedAPI", package: "FeedAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
