// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeedFeature",
    products: [
        .library(name: "FeedFeature", targets: ["FeedFeature"])
    ],
    dependencies: [
        .package(path: "../TestSupport")
    ],
    targets: [
        .target(name: "FeedFeature"),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
