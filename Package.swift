// swift-tools-version:6.0
import PackageDescription

/// ScrollKit: UIKit's scroll view system for Swift on Linux.
/// Module layout: docs/ARCHITECTURE.md#modules (UIKit → QuartzCore → CoreGraphics, UIKit → ScrollPhysics).
/// Every target builds in Swift 6 language mode: the compiler checks data races. CALayer, the host
/// scheduler and UIKit's responders, views and controllers are main-actor isolated (as UIView is on
/// iOS); CATiledLayer's tile drawer is `@Sendable`, as it runs on drawing threads.
let log: Target.Dependency = .product(name: "Logging", package: "swift-log")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")

let package = Package(
    name: "ScrollKit",
    products: [
        // AppLaunch rides along so `@main` on an app delegate finds a host (docs/ARCHITECTURE.md#the-entry-point).
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "AppLaunch"]),
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "Tiling", targets: ["Tiling"]),
        .library(name: "PhotoBrowser", targets: ["PhotoBrowser"]),
        .library(name: "HeadlessHost", targets: ["HeadlessHost", "HostSession"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
        .executable(name: "tilecut", targets: ["tilecut"]),
        .executable(name: "PhotoScroller", targets: ["PhotoScroller"]),
        .executable(name: "scrollkit-plot", targets: ["scrollkit-plot"]),
    ],
    dependencies: [
        // Diagnostics (every library message is a Logger record), the apps' command lines, `make docs`,
        // and the property-based tests.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Empty companions: Swift Testing's cross-import overlays look for these modules on Linux
        // (the Linux toolchain ships none; docs/ARCHITECTURE.md#modules).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        // System libraries (docs/ARCHITECTURE.md#native-libraries): cairo draws, Pango lays out text.
        .systemLibrary(name: "Ccairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "Cvips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // ATK and Debian's AT-SPI2 bridge for it; CATKBridge holds ScrollKit's ATK objects (the SDL
        // host's accessibility export, docs/ARCHITECTURE.md#accessibility-over-at-spi2).
        .systemLibrary(name: "CATK", pkgConfig: "atk-bridge-2.0", providers: [.apt(["libatk-bridge2.0-dev", "libatk1.0-dev"])]),
        .target(name: "CATKBridge", dependencies: ["CATK"],
                // No Swift code imports CATK, so its module map's link lines are not applied: name them here.
                linkerSettings: [.linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"),
                                 .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]),
        // glibc's malloc.h, which Swift's Glibc module leaves out (malloc_trim for the benchmarks).
        .systemLibrary(name: "CMalloc"),

        .target(name: "ScrollPhysics"),
        // Tests' view of the diagnostics (one process-wide capturing handler); not a product.
        .target(name: "LogCapture", dependencies: [log]),
        // Property-based tests with fixed seeds (PropertyBased's shrinking and seed report on failure); not a product.
        .target(name: "SeededPropertyCheck", dependencies: [propertyBased]),
        // The tests' `.freshHostContext` trait: each test in a host context of its own; not a product.
        .target(name: "HostContextTesting", dependencies: ["QuartzCore"]),
        // What the apps share on the command line: --log-level (swift-log to stderr), --version.
        .target(name: "AppSupport", dependencies: [log, argumentParser]),
        .target(name: "LayoutEngine"),
        // JPEG decoded by libjpeg-turbo straight into an image's pixels (CGImage+JPEG), its errors
        // caught in C (libjpeg reports them with longjmp, which Swift code cannot be jumped over).
        .target(name: "CJPEGDecode", linkerSettings: [.linkedLibrary("jpeg")]),
        // Axis-aligned bilinear scaling straight into a frame (CGContext+DirectScale): libyuv's row
        // kernels with the sample positions pixman uses, and libyuv's box filter for mipmaps.
        .target(name: "CImageScale", linkerSettings: [.linkedLibrary("yuv")]),
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics", "Ccairo", "CJPEGDecode", "CImageScale", log]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "ScrollPhysics", "Cvips", "CVipsStart", log]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "ScrollPhysics", "LayoutEngine", "CPangoCairo", "CAppLaunchHook",
                                              "_Testing_UIKit", log, "ObjectiveCSupport"]),
        // `@main` on an app delegate: UIKit calls a weak C symbol (CAppLaunchHook) that AppLaunch defines,
        // choosing the SDL window or the headless host, so UIKit itself imports no host.
        .target(name: "CAppLaunchHook"),
        .target(name: "AppLaunch", dependencies: ["UIKit", "SDLHost", "HeadlessHost", "AppSupport", argumentParser]),

        // The WWDC 2010 photo browser, shared by the Gallery and the PhotoScroller app.
        .target(name: "PhotoBrowser", dependencies: ["UIKit", "TilePyramid", log]),
        // Subview tiling with reuse (WWDC 2009 session 102), a reusable component.
        .target(name: "Tiling", dependencies: ["UIKit"]),
        // Multi-resolution tile pyramids (PhotoScroller's layout), cut and read with libvips.
        // libvips' one start-up for the whole process (ImageDecoder and TilePyramid both use it).
        .target(name: "CVipsStart", dependencies: ["Cvips"]),
        .target(name: "TilePyramid", dependencies: ["Cvips", "CVipsStart"]),
        .executableTarget(name: "tilecut", dependencies: ["TilePyramid", "AppSupport", argumentParser]),
        // Hosts: the SDL2 window (real display) and the headless host (scripts, benchmarks, tests, replays),
        // sharing the recorded-session format (docs/SESSION-FORMAT.md).
        .target(name: "HostSession", dependencies: ["UIKit", log]),
        .target(name: "HeadlessHost", dependencies: ["UIKit", "HostSession"]),
        .target(name: "SDLHost", dependencies: ["UIKit", "HostSession", "CSDL2", "CATKBridge", log]),
        // Plots of a replayed session's scroll offsets against the reference physics (scrollkit-plot).
        .target(name: "SessionPlot", dependencies: ["UIKit", "HeadlessHost", "HostSession"]),
        .executableTarget(name: "scrollkit-plot", dependencies: ["SessionPlot", "HeadlessHost", "HostSession", "GalleryScreens", "UIKit",
                                                                "AppSupport", argumentParser]),
        // The seeds' examples as screens (a library, so tests can render and drive them).
        .target(name: "GalleryScreens", dependencies: ["UIKit", "PhotoBrowser", "Tiling"]),
        .executableTarget(name: "Gallery", dependencies: ["UIKit", "GalleryScreens", "SDLHost", "HeadlessHost", "AppSupport", argumentParser]),
        .executableTarget(name: "PhotoScroller", dependencies: ["UIKit", "PhotoBrowser", "GalleryScreens", "SDLHost", "HeadlessHost", "TilePyramid", "AppSupport", argumentParser]),
        .executableTarget(name: "Benchmarks", dependencies: ["UIKit", "HeadlessHost", "LayoutEngine", "PhotoBrowser", "GalleryScreens", "Tiling", "AppSupport", "CMalloc", argumentParser]),

        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "SeededPropertyCheck"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "SeededPropertyCheck"], exclude: ["Fixtures"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "LogCapture"]),
        // UIKitTests also renders the Gallery's screens against reviewed PNGs (Rendering/Reference).
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "HeadlessHost", "GalleryScreens", "LogCapture", "SeededPropertyCheck", "HostContextTesting"],
                    // UIImage(named:in:compatibleWith:) reads these from Bundle.module (loose files and a catalog folder).
                    resources: [.copy("Fidelity/NamedImages/star.png"), .copy("Fidelity/NamedImages/star@2x.png"),
                                .copy("Fidelity/NamedImages/star@3x.png"), .copy("Fidelity/NamedImages/plain.png"),
                                .copy("Fidelity/NamedImages/Assets.xcassets")]),
        .testTarget(name: "PhotoBrowserTests", dependencies: ["PhotoBrowser", "UIKit", "HeadlessHost", "TilePyramid", "LogCapture", "HostContextTesting"]),
        .testTarget(name: "TilingTests", dependencies: ["Tiling", "UIKit", "HostContextTesting"]),
        .testTarget(name: "GalleryScreensTests", dependencies: ["GalleryScreens", "UIKit", "HeadlessHost", "PhotoBrowser", "Tiling", "HostContextTesting"]),
        // iOS-style view controllers compiled with only docs/PORTING.md's edits, driven through the window.
        .testTarget(name: "PortingCorpusTests", dependencies: ["UIKit", "HeadlessHost", "HostContextTesting"]),
        // A bottom sheet built on CATransaction and CATransform3D, compiled in Swift 5 language mode as
        // iOS libraries are, driven through the window.
        .testTarget(name: "Swift5CoreAnimationTests", dependencies: ["UIKit", "HeadlessHost"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TilePyramidTests", dependencies: ["TilePyramid"]),
        // Record and replay (the session fixtures under Fixtures), the recorder's format, scrollkit-plot.
        .testTarget(name: "HeadlessHostTests", dependencies: ["HeadlessHost", "HostSession", "SessionPlot", "GalleryScreens", "UIKit", "HostContextTesting"],
                    exclude: ["Fixtures"]),
        // The DocC article "Getting Started" and the README's example, compiled and run (their code blocks are checked against it).
        .testTarget(name: "GettingStartedTests", dependencies: ["UIKit", "SDLHost", "HeadlessHost"]),
        // `@main` apps launched in the test process: options, headless screenshot, scene callbacks.
        .testTarget(name: "AppLaunchTests", dependencies: ["AppLaunch", "UIKit", "HeadlessHost"]),
        // The SDL host's event translation, fed synthetic SDL_Event values (no display needed).
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost", "UIKit", "CSDL2"]),
    ] + objectiveCIdiomTargets
)

// Fuzz targets (Fuzz/README.md): libFuzzer executables over untrusted input, built only when
// SCROLLKIT_FUZZ=1 (`make fuzz`, `make fuzz-ci`), so ordinary builds and `swift test` never see them.
if Context.environment["SCROLLKIT_FUZZ"] == "1" {
    package.targets.append(.target(name: "FuzzSupport", dependencies: ["UIKit"], path: "Fuzz/FuzzSupport"))
    let fuzzers: [(String, [Target.Dependency])] = [
        ("FuzzImageDecoding", ["UIKit"]), ("FuzzDescriptors", ["TilePyramid"]),
        ("FuzzSessionFiles", ["UIKit", "HeadlessHost", "HostSession"]), ("FuzzVisualFormat", ["UIKit"]),
        ("FuzzGeometryStrings", ["UIKit"]),
    ]
    for (name, dependencies) in fuzzers {
        package.targets.append(.executableTarget(name: name, dependencies: dependencies + ["FuzzSupport"], path: "Fuzz/\(name)"))
    }
}

// MARK: Swift 5 clients and Objective-C idioms (issue 26)
// Associated objects and key-value observing's types (ObjectiveCSupport, re-exported by UIKit) and
// os_log, OSLog, Logger and OSSignposter over swift-log (UnifiedLogging). Neither is named after Apple's
// module (`ObjectiveC`, `os`): SwiftPM puts every module in one folder, and packages built beside
// ScrollKit test `canImport(ObjectiveC)`/`canImport(os)` to mean Apple's platforms (docs/PORTING.md).
// The tests are library-shaped modules written in Swift 5 language mode, as most UIKit libraries are,
// driven through the window by Swift 6 test suites.
var objectiveCIdiomTargets: [Target] {
    let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
    return [
        .target(name: "ObjectiveCSupport", dependencies: [log]),
        .target(name: "UnifiedLogging", dependencies: [log]),
        .target(name: "Swift5ConstraintDSL", dependencies: ["UIKit"], path: "Tests/Swift5Libraries/ConstraintDSL", swiftSettings: swift5),
        .target(name: "Swift5PullToRefresh", dependencies: ["UIKit", "UnifiedLogging"], path: "Tests/Swift5Libraries/PullToRefresh", swiftSettings: swift5),
        .target(name: "Swift5ParallaxLayout", dependencies: ["UIKit"], path: "Tests/Swift5Libraries/ParallaxLayout", swiftSettings: swift5),
        .testTarget(name: "Swift5ClientTests", dependencies: ["UIKit", "HeadlessHost", "ObjectiveCSupport", "UnifiedLogging", "LogCapture",
                                                             "Swift5ConstraintDSL", "Swift5PullToRefresh", "Swift5ParallaxLayout"]),
    ]
}

// MARK: Snapshot testing (issue 25 part 4; docs/SNAPSHOT-TESTING.md)
// swift-snapshot-testing's `.image` strategies for ScrollKit's UIView, UIViewController and CALayer,
// rendered headless, compared pixel by pixel with a CIE94 Lab perceptual tolerance. Kept in one block so
// it merges apart from the other Package.swift edits.
package.dependencies.append(.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"))
package.products.append(.library(name: "ScrollKitSnapshotTesting", targets: ["ScrollKitSnapshotTesting"]))
package.targets += [
    .target(name: "ScrollKitSnapshotTesting",
            dependencies: ["UIKit", log, .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    // The references under __Snapshots__ are recorded once and committed; CI never records (.ci/run).
    .testTarget(name: "ScrollKitSnapshotTestingTests", dependencies: ["ScrollKitSnapshotTesting", "UIKit", "HeadlessHost"],
                exclude: ["__Snapshots__"]),
]

// `import os.log` in code written for iOS becomes `import UnifiedLogging` (docs/PORTING.md).
package.products.append(.library(name: "UnifiedLogging", targets: ["UnifiedLogging"]))

// MARK: The sanitizer run (`make sanitize`, part of `make test`; scripts/sanitize.sh says why)
// With SCROLLKIT_SANITIZE=1 the test bundle holds only the part of the suite that runs under
// AddressSanitizer and LeakSanitizer: UIKitTests' scroll view, zooming, table, navigation and tiled-layer
// files (with their helpers), TilingTests and PhotoBrowserTests. An ASan build of the whole bundle
// costs as much CPU again as the suite's own build; this one compiles about a third of the test code
// and none of the apps.
if Context.environment["SCROLLKIT_SANITIZE"] == "1" {
    let sanitized: Set<String> = ["UIKitTests", "TilingTests", "PhotoBrowserTests"]
    package.targets.removeAll { $0.type == .test && !sanitized.contains($0.name) }
    package.targets.first { $0.name == "UIKitTests" }?.sources = [
        "Support", "ScrollView", "Zooming", "TableView", "Navigation", "ViewControllers/LifecycleLog.swift",
        "Rendering/PixelProbes.swift", "Rendering/RenderSupport.swift", "Rendering/CATiledLayerTests.swift",
        "Rendering/TiledDrawingAdoptionTests.swift", "Rendering/TiledLayerFastMotionLevelTests.swift",
        "Rendering/TiledLayerFirstScreenTests.swift", "Rendering/TiledLayerFlingTests.swift",
        "Rendering/TiledLayerMotionTests.swift", "Rendering/TiledLayerVisibleTilesTests.swift",
        "Properties/ScrollAndTilePropertyTests.swift", "BadInput/ImageSizePolicyTests.swift", "TimerReleaseTests.swift",
    ]
    // A data file the activity-trace test reads by path (not a source).
    package.targets.first { $0.name == "UIKitTests" }?.exclude.append("ScrollView/Fixtures")
}
