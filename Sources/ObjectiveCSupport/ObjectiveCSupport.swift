// ObjectiveCSupport: the parts of Apple's `ObjectiveC` module that Swift code written for iOS uses and
// that can work without an Objective-C runtime: associated objects (AssociatedObjects.swift) and the
// storage behind them and behind key-value observing (ObjectRuntimeStorage.swift,
// KeyValueObserving.swift). `import UIKit` brings it, as on iOS.
//
// Why it is not named `ObjectiveC`: SwiftPM puts every module of a build in one folder, so a module of
// that name would make `#if canImport(ObjectiveC)` true for every package built beside ScrollKit, and
// packages use that test to mean Apple's runtime (swift-snapshot-testing then declares `@objc`
// members, which Linux refuses). The porter deletes `import ObjectiveC` (docs/PORTING.md).
