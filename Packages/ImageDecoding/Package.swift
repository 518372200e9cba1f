// swift-tools-version:6.0
import PackageDescription

// Infrastructure: what an image file is (format and size, read from its header) and what it looks
// like (its pixels, decoded and scaled down to a thumbnail), with the system's libjpeg-turbo and
// libpng and a GIF decoder of our own. Both fronts show the header; the composition root maps
// image data through it.
let package = Package(
    name: "ImageDecoding",
    products: [
        .library(name: "ImageDecoding", targets: ["ImageDecoding"])
    ],
    dependencies: [
        .package(path: "../TestSupport")
    ],
    targets: [
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // Both libraries report errors by longjmp from a handler, which Swift cannot catch (and a
        // jump must not cross a Swift frame); this C target keeps every setjmp on its side and
        // hands Swift plain statuses.
        .target(name: "CImageCodecs", dependencies: ["CJPEG", "CPNG"]),
        .target(name: "ImageDecoding", dependencies: ["CImageCodecs"]),
        .testTarget(
            name: "ImageDecodingTests",
            dependencies: ["ImageDecoding", .product(name: "SeededRandom", package: "TestSupport")],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
