import Foundation

/// What app code set on a responder's accessibility properties. A property left nil answers with
/// UIKit's default for the responder's class (`AccessibilityDefaults`), so a label's
/// `accessibilityLabel` follows its text until the app sets one, as on iOS. Allocated on the first
/// set: most views never set one.
@MainActor
final class AccessibilityStore {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var language: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var viewIsModal = false
    var elementsHidden = false
    var groupsChildren = false
    var customActions: [UIAccessibilityCustomAction]?
    weak var container: AnyObject?
}

extension UIView {
    /// `rect`, in this view's bounds coordinates, in screen coordinates: through the window, then by
    /// the window's origin on its screen (accessibility frames are in screen coordinates, as iOS's).
    func screenRect(_ rect: CGRect) -> CGRect {
        let inWindow = convert(rect, to: nil)
        guard let window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
