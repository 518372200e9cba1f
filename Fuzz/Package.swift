// swift-tools-version:6.0
// Fuzz targets for feed-tty (libFuzzer). Not one of the architecture's layers: it only depends on them.
// Build and run through Scripts/fuzz, which adds `--sanitize=fuzzer --sanitize=address`.
import PackageDescription

// Each fuzz target is one source file with no top-level code: libFuzzer supplies `main` and calls
// `LLVMFuzzerTestOneInput`. `-parse-as-library` says so explicitly (SwiftPM would also infer it for a
// single-file executable target whose file is not `main.swift`).
let fuzzTargetSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "Fuzz",
    products: [
        .executable(name: "FuzzFeedItemsMapper", targets: ["FuzzFeedItemsMapper"]),
        .executable(name: "FuzzImageCommentsMapper", targets: ["FuzzImageCommentsMapper"]),
        .executable(name: "FuzzImageHeaderReader", targets: ["FuzzImageHeaderReader"]),
        .executable(name: "FuzzCommandParser", targets: ["FuzzCommandParser"]),
        .executable(name: "FuzzTerminalText", targets: ["FuzzTerminalText"]),
        .executable(name: "FuzzHTTPResponse", targets: ["FuzzHTTPResponse"]),
        .executable(name: "FuzzJPEGDecoder", targets: ["FuzzJPEGDecoder"]),
        .executable(name: "FuzzPNGDecoder", targets: ["FuzzPNGDecoder"]),
        .executable(name: "FuzzGIFDecoder", targets: ["FuzzGIFDecoder"]),
        .executable(name: "FuzzThumbnail", targets: ["FuzzThumbnail"]),
    ],
    dependencies: [
        .package(path: "../Packages/FeedAPI"),
        .package(path: "../Packages/FeedScreens"),
        .package(path: "../Packages/FeedTextUI"),
        .package(path: "../Packages/ImageDecoding"),
        .package(path: "../Packages/TerminalGraphics"),
        .package(path: "../Packages/HTTPTransport"),
    ],
    targets: [
        .executableTarget(
            name: "FuzzFeedItemsMapper",
            dependencies: [.product(name: "FeedAPI", package: "FeedAPI")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzImageCommentsMapper",
            dependencies: [.product(name: "FeedAPI", package: "FeedAPI")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzImageHeaderReader",
            dependencies: [.product(name: "ImageDecoding", package: "ImageDecoding")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzCommandParser",
            dependencies: [.product(name: "FeedScreens", package: "FeedScreens")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzTerminalText",
            dependencies: [.product(name: "FeedTextUI", package: "FeedTextUI")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzHTTPResponse",
            dependencies: [.product(name: "HTTPTransport", package: "HTTPTransport")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzJPEGDecoder",
            dependencies: [.product(name: "ImageDecoding", package: "ImageDecoding")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzPNGDecoder",
            dependencies: [.product(name: "ImageDecoding", package: "ImageDecoding")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzGIFDecoder",
            dependencies: [.product(name: "ImageDecoding", package: "ImageDecoding")],
            swiftSettings: fuzzTargetSettings
        ),
        .executableTarget(
            name: "FuzzThumbnail",
            dependencies: [
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalGraphics", package: "TerminalGraphics"),
            ],
            swiftSettings: fuzzTargetSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
