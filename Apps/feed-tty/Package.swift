// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "feed-tty",
    products: [
        .executable(name: "feed-tty", targets: ["feed-tty"])
    ],
    dependencies: [
        .package(path: "../../Packages/Composition"),
        .package(path: "../../Packages/FeedAPI"),
        .package(path: "../../Packages/FeedCache"),
        .package(path: "../../Packages/FeedScreens"),
        .package(path: "../../Packages/FeedTextUI"),
        .package(path: "../../Packages/FeedDemo"),
        .package(path: "../../Packages/FeedFeature"),
        .package(path: "../../Packages/HTTPTransport"),
        .package(path: "../../Packages/TerminalGraphics"),
        .package(path: "../../Packages/TestSupport"),
        .package(path: "../../Packages/URLSessionHTTP"),
    ],
    targets: [
        .executableTarget(
            name: "feed-tty",
            dependencies: [
                .product(name: "Composition", package: "Composition"),
                .product(name: "ResourceLoading", package: "Composition"),
                .product(name: "FeedAPI", package: "FeedAPI"),
                .product(name: "FeedCache", package: "FeedCache"),
                .product(name: "FeedDemo", package: "FeedDemo"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "FeedTextUI", package: "FeedTextUI"),
                .product(name: "HTTPTransport", package: "HTTPTransport"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
                // Linux has feed-tty's own transport: linking URLSession there would load
                // FoundationNetworking, libcurl and the 26 libraries it needs into every run.
                .product(
                    name: "URLSessionHTTP", package: "URLSessionHTTP",
                    condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
            ]
        ),
        .testTarget(
            name: "feed-ttyTests",
            dependencies: [
                "feed-tty",
                .product(name: "Composition", package: "Composition"),
                .product(name: "ResourceLoading", package: "Composition"),
                .product(name: "FeedAPI", package: "FeedAPI"),
                .product(name: "FeedCache", package: "FeedCache"),
                .product(name: "FeedDemo", package: "FeedDemo"),
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedScreens", package: "FeedScreens"),
                .product(name: "FeedTextUI", package: "FeedTextUI"),
                .product(name: "HTTPTransport", package: "HTTPTransport"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "TextUITestSupport", package: "TestSupport"),
                .product(name: "SeededRandom", package: "TestSupport"),
                .product(name: "URLSessionHTTP", package: "URLSessionHTTP"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
