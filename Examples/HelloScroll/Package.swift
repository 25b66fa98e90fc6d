// swift-tools-version:6.0
import PackageDescription

/// HelloScroll: an iOS app in the shape Xcode's template writes (AppDelegate, SceneDelegate,
/// ViewController), built with ScrollKit beside two well-kept packages that check `canImport(UIKit)`
/// and `canImport(CoreGraphics)`: swift-custom-dump and swift-property-based. scripts/examples-test.sh
/// builds it from scratch in both orders and runs its tests.
let package = Package(
    name: "HelloScroll",
    dependencies: [
        // ScrollKit by path, as a package of your own would depend on it (or by its git URL).
        .package(name: "ScrollKit", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .executableTarget(name: "HelloScroll", dependencies: [.product(name: "UIKit", package: "ScrollKit")]),
        .testTarget(name: "HelloScrollTests", dependencies: [
            "HelloScroll",
            .product(name: "UIKit", package: "ScrollKit"),
            .product(name: "CustomDump", package: "swift-custom-dump"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
