// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FeedPresentation",
    defaultLocalization: "en",
    products: [
        .library(name: "FeedPresentation", targets: ["FeedPresentation"])
    ],
    dependencies: [
        .package(path: "../FeedFeature"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "FeedPresentation",
            dependencies: [.product(name: "FeedFeature", package: "FeedFeature")],
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "FeedPresentationTests",
            dependencies: ["FeedPresentation", .product(name: "TestSupport", package: "TestSupport")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
