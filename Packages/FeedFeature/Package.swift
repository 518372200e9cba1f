// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeedFeature",
    products: [
        .library(name: "FeedFeature", targets: ["FeedFeature"])
    ],
    targets: [
        .target(name: "FeedFeature"),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature"]),
    ],
    swiftLanguageModes: [.v6]
)
