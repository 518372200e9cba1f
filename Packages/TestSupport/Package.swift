// swift-tools-version:6.0
import PackageDescription

// Helpers shared by the test targets of every package. Production targets never depend on it.
let package = Package(
    name: "TestSupport",
    products: [
        .library(name: "TestSupport", targets: ["TestSupport"])
    ],
    targets: [
        .target(name: "TestSupport")
    ],
    swiftLanguageModes: [.v6]
)
