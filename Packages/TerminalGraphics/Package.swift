// swift-tools-version:6.0
import PackageDescription

// Pixels to terminal output: a decoded thumbnail drawn with half blocks in 24-bit or 256-colour
// SGR, or sent whole through the kitty graphics or iTerm2 inline-image protocol. Pure Swift, no
// C library: it knows escape sequences, not screens, feeds or files; only a terminal front (and
// the composition root that picks the protocol) needs it, so it is apart from ImageDecoding, whose
// pixels it takes.
let package = Package(
    name: "TerminalGraphics",
    products: [
        .library(name: "TerminalGraphics", targets: ["TerminalGraphics"])
    ],
    dependencies: [
        .package(path: "../ImageDecoding")
    ],
    targets: [
        .target(
            name: "TerminalGraphics",
            dependencies: [.product(name: "ImageDecoding", package: "ImageDecoding")]
        ),
        .testTarget(
            name: "TerminalGraphicsTests",
            dependencies: ["TerminalGraphics", .product(name: "ImageDecoding", package: "ImageDecoding")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
