// `import UIKit` is enough for app code, as on iOS: it brings QuartzCore, CoreGraphics and Foundation.
@_exported import QuartzCore
@_exported import CoreGraphics
@_exported import Foundation
// Associated objects and key-value observing's types (Foundation and the Objective-C runtime give them on iOS).
@_exported import ObjectiveCSupport
