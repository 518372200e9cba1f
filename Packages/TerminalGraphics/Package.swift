// swift-tools-version:6.0
import PackageDescription

// Pixels to terminal output: a decoded thumbnail drawn with block symbols in 24-bit or 256-colour
// SGR, sent through the kitty graphics or iTerm2 inline-image protocol, or encoded as sixel. It
// knows escape sequences, not screens, feeds or files; only a terminal front (and the composition
// root that picks the protocol) needs it, so it is apart from ImageDecoding, whose pixels it takes.
// The system's zlib deflates and checksums the PNG that kitty is sent (a small encoder of this
// package's own): ImageDecoding's libpng links zlib too, but offers no module of it, and only
// this package compresses.
let package = Package(
    name: "TerminalGraphics",
    products: [
        .library(name: "TerminalGraphics", targets: ["TerminalGraphics"])
    ],
    dependencies: [
        .package(path: "../ImageDecoding"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(
            name: "TerminalGraphics",
            dependencies: ["CZlib", .product(name: "ImageDecoding", package: "ImageDecoding")]
        ),
        .testTarget(
            name: "TerminalGraphicsTests",
            dependencies: [
                "TerminalGraphics", "CZlib", .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "SixelChecking", package: "TestSupport"),
                .product(name: "SeededRandom", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
