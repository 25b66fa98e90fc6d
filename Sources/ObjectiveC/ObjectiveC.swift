// ObjectiveC: the parts of Apple's `ObjectiveC` module that Swift code written for iOS uses and that
// can work without an Objective-C runtime: associated objects (AssociatedObjects.swift) and the
// storage behind them and behind key-value observing (ObjectRuntimeStorage.swift,
// KeyValueObserving.swift). `import ObjectiveC` compiles as on iOS; `import UIKit` brings it too.
// Swift on Linux ships no module of this name, so it does not clash.
