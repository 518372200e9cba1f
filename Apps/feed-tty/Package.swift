// swift-tools-version:6.0
import PackageDescription

// The commit `feed-tty --version` names: FEED_TTY_COMMIT, which Scripts/build-release sets from git
// (SwiftPM evaluates this manifest again when the environment changes, and only FeedTTYBuild is
// rebuilt). It becomes a C string literal, so anything but a commit hash, with "-dirty" after it
// for uncommitted changes, is ignored.
let commit: String = {
    guard let value = Context.environment["FEED_TTY_COMMIT"] else { return "" }
    let hash = value.hasSuffix("-dirty") ? value.dropLast("-dirty".count) : Substring(value)
    return (7...40).contains(hash.count) && hash.allSatisfy(\.isHexDigit) ? value : ""
}()

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
        // The version (from the repository's VERSION file) and the commit the binary is built from.
        .target(
            name: "FeedTTYBuild",
            cSettings: [.define("FEED_TTY_COMMIT", to: "\"\(commit)\"")]
        ),
        .executableTarget(
            name: "feed-tty",
            dependencies: [
                "FeedTTYBuild",
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
    swiftLanguageModes: [.v6],
    // C23 for #embed, with which FeedTTYBuild reads VERSION at compile time (gnu11 warns).
    cLanguageStandard: .gnu2x
)
