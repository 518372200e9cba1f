// swift-tools-version:6.0
import PackageDescription

// Infrastructure: what an image file is (format and size, read from its header). Both fronts show
// it; the composition root maps image data through it.
let package = Package(
    name: "ImageDecoding",
    products: [
        .library(name: "ImageDecoding", targets: ["ImageDecoding"])
    ],
    targets: [
        .target(name: "ImageDecoding"),
        .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding"]),
    ],
    swiftLanguageModes: [.v6]
)
