// swift-tools-version:6.0
import PackageDescription

// Helpers shared by the test targets of every package. Production targets never depend on it.
let package = Package(
    name: "TestSupport",
    products: [
        .library(name: "TestSupport", targets: ["TestSupport"]),
        // A strict sixel decoder, with no XCTest: the sixel fuzz target links it too.
        .library(name: "SixelChecking", targets: ["SixelChecking"]),
    ],
    targets: [
        .target(name: "TestSupport"),
        .target(name: "SixelChecking"),
    ],
    swiftLanguageModes: [.v6]
)
