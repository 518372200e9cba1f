// swift-tools-version:6.0
import PackageDescription

/// feed-tty's own HTTP/1.1 transport over POSIX sockets, with TLS from the system's OpenSSL:
/// infrastructure that implements FeedAPI's `BlockingHTTPClient`. It blocks its caller and names
/// no queue or thread; the composition root decides where it runs.
let package = Package(
    name: "HTTPTransport",
    products: [
        .library(name: "HTTPTransport", targets: ["HTTPTransport"])
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../FeedAPI"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // zlib, for the gzip and deflate bodies a server sends unasked (`BodyInflater`). Its own
        // module name: TerminalGraphics reaches the same library as `CZlib`, and one package graph
        // cannot hold two targets of one name.
        .systemLibrary(
            name: "CZlibInflate",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // OpenSSL's API is partly macros, which Swift cannot call; this shim wraps what the
        // transport needs in plain functions over opaque pointers.
        .target(name: "CTLSShim", dependencies: ["COpenSSL"]),
        .target(
            name: "HTTPTransport",
            dependencies: [
                "CTLSShim",
                "CZlibInflate",
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "FeedAPI", package: "FeedAPI"),
            ]
        ),
        .testTarget(
            name: "HTTPTransportTests",
            dependencies: [
                "HTTPTransport",
                .product(name: "FeedAPI", package: "FeedAPI"),
                .product(name: "FeedFeature", package: "FeedFeature"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
