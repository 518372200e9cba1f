// swift-tools-version:6.0
import PackageDescription

// Infrastructure: what an image file is (format and size, read from its header) and what it looks
// like (its pixels, decoded and scaled down to a thumbnail), with the system's libjpeg-turbo,
// libpng, libwebp and libavif and a GIF decoder of our own. Both fronts show the header; the composition root maps
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
        // It also reaches libwebp and libavif at run time (dlopen), declaring the little of their
        // interfaces it uses: a fresh machine has their shared libraries but not their -dev
        // packages, and the package must build there (docs/linux-notes.md).
        .target(
            name: "CImageCodecs",
            dependencies: ["CJPEG", "CPNG"],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(name: "ImageDecoding", dependencies: ["CImageCodecs"]),
        .testTarget(
            name: "ImageDecodingTests",
            // TestSupport's ChildProcess runs the reference decoders (dwebp, avifdec) with a hang guard.
            dependencies: [
                "ImageDecoding", .product(name: "SeededRandom", package: "TestSupport"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
