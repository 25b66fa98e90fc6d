// `import UIKit` is enough for app code, as on iOS: it brings QuartzCore, CoreGraphics and Foundation.
@_exported import QuartzCore
@_exported import CoreGraphics
@_exported import Foundation
