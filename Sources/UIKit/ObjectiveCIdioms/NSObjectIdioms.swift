import Foundation
import ObjectiveCSupport

// What NSObject gives UIKit's classes on iOS and Swift code for iOS uses: class tests
// (`isKind(of:)`, `isMember(of:)`), identity equality where NSObject's `isEqual` is identity
// (`UIImage`, `UIBezierPath`; `UIColor` compares components, UIColor.swift), and the colour and
// image literals (`#colorLiteral(red:green:blue:alpha:)`, `#imageLiteral(resourceName:)`).

/// The type `#colorLiteral(…)` makes when nothing else is asked for (UIKit's on iOS).
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(…)` makes when nothing else is asked for (UIKit's on iOS).
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: an sRGB colour (components clamped to 0…1, as `init(red:green:blue:alpha:)`).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {}

extension UIImage: Hashable {
    /// Identity, as NSObject's `isEqual(_:)`: two images are equal when they are the same object.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    /// Hashes the identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBezierPath: Hashable {
    /// Identity, as NSObject's `isEqual(_:)`.
    public static func == (lhs: UIBezierPath, rhs: UIBezierPath) -> Bool { lhs === rhs }
    /// Hashes the identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// NSObject's class tests, for ScrollKit's classes that are not `NSObject`s.
public protocol NSObjectClassTesting: AnyObject {}
extension UIResponder: NSObjectClassTesting {}
extension UIGestureRecognizer: NSObjectClassTesting {}
extension NSLayoutConstraint: NSObjectClassTesting {}
extension UILayoutGuide: NSObjectClassTesting {}
extension CALayer: NSObjectClassTesting {}
extension UIImage: NSObjectClassTesting {}
extension UIBezierPath: NSObjectClassTesting {}

extension NSObjectClassTesting {
    /// Whether the object is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let c = current {
            if c == aClass { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    /// Whether the object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}
