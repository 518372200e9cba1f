// swift-tools-version:6.0
// Fuzz targets for feed-tty (libFuzzer). Not one of the architecture's layers: it only depends on them.
// Build and run through Scripts/fuzz, which adds `--sanitize=fuzzer --sanitize=address`.
import PackageDescription

// Each fuzz target is one source file with no top-level code: libFuzzer supplies `main` and calls
// `LLVMFuzzerTestOneInput`. `-parse-as-library` says so explicitly (SwiftPM would also infer it for a
// single-file executable target whose file is not `main.swift`).
let fuzzTargetSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

/// A fuzz target: one executable named `name`, on the products it fuzzes.
func fuzzTarget(_ name: String, _ products: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: products, swiftSettings: fuzzTargetSettings)
}

let feedAPI: Target.Dependency = .product(name: "FeedAPI", package: "FeedAPI")
let imageDecoding: Target.Dependency = .product(name: "ImageDecoding", package: "ImageDecoding")
let terminalGraphics: Target.Dependency = .product(name: "TerminalGraphics", package: "TerminalGraphics")

let targets: [Target] = [
    fuzzTarget("FuzzFeedItemsMapper", [feedAPI]),
    fuzzTarget("FuzzImageCommentsMapper", [feedAPI]),
    fuzzTarget("FuzzImageHeaderReader", [imageDecoding]),
    fuzzTarget("FuzzCommandParser", [.product(name: "FeedScreens", package: "FeedScreens")]),
    fuzzTarget("FuzzTerminalText", [.product(name: "FeedTextUI", package: "FeedTextUI")]),
    fuzzTarget("FuzzHTTPResponse", [.product(name: "HTTPTransport", package: "HTTPTransport")]),
    fuzzTarget("FuzzJPEGDecoder", ["ThumbnailDecodingChecks"]),
    fuzzTarget("FuzzPNGDecoder", ["ThumbnailDecodingChecks"]),
    fuzzTarget("FuzzGIFDecoder", ["ThumbnailDecodingChecks"]),
    fuzzTarget("FuzzWebPDecoder", ["ThumbnailDecodingChecks"]),
    fuzzTarget("FuzzAVIFDecoder", ["ThumbnailDecodingChecks"]),
    fuzzTarget("FuzzThumbnailEncoders", [imageDecoding, terminalGraphics]),
    fuzzTarget(
        "FuzzSixel", [imageDecoding, terminalGraphics, .product(name: "SixelChecking", package: "TestSupport")]),
]

let package = Package(
    name: "Fuzz",
    products: targets.map { .executable(name: $0.name, targets: [$0.name]) },
    dependencies: [
        .package(path: "../Packages/FeedAPI"),
        .package(path: "../Packages/FeedScreens"),
        .package(path: "../Packages/FeedTextUI"),
        .package(path: "../Packages/ImageDecoding"),
        .package(path: "../Packages/TerminalGraphics"),
        .package(path: "../Packages/HTTPTransport"),
        .package(path: "../Packages/TestSupport"),
    ],
    targets: targets + [
        // What the decoders' targets check, written once.
        .target(name: "ThumbnailDecodingChecks", dependencies: [imageDecoding])
    ],
    swiftLanguageModes: [.v6]
)
