import Foundation

// Which properties of ScrollKit's classes can be observed, under which Objective-C names
// (`\.isHidden` is "hidden", as `#keyPath(UIView.isHidden)` is on iOS), and how each is read and
// boxed for a change dictionary. A Swift key path is matched against the same properties of the
// observed object's own static type (Swift cannot ask a key path for its name without the
// Objective-C runtime); the protocols below let generic code name `T.contentOffset` for that type.

protocol ViewKeyRoot: UIView {}
extension UIView: ViewKeyRoot {}
protocol ScrollViewKeyRoot: UIScrollView {}
extension UIScrollView: ScrollViewKeyRoot {}
protocol GestureRecognizerKeyRoot: UIGestureRecognizer {}
extension UIGestureRecognizer: GestureRecognizerKeyRoot {}

@MainActor
enum KeyValueObservableKeys {
    /// The Objective-C key of `keyPath`, rooted at `root` (the caller's static type), or nil.
    static func key(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
        if let scroll = root as? any ScrollViewKeyRoot.Type, let key = scrollViewKey(keyPath, scroll) { return key }
        if let view = root as? any ViewKeyRoot.Type, let key = viewKey(keyPath, view) { return key }
        if let recognizer = root as? any GestureRecognizerKeyRoot.Type, let key = recognizerKey(keyPath, recognizer) { return key }
        return nil
    }

    private static func viewKey<T: ViewKeyRoot>(_ kp: AnyKeyPath, _: T.Type) -> String? {
        if kp == \T.bounds { return "bounds" }
        if kp == \T.frame { return "frame" }
        if kp == \T.center { return "center" }
        if kp == \T.safeAreaInsets { return "safeAreaInsets" }
        if kp == \T.isHidden { return "hidden" }
        if kp == \T.alpha { return "alpha" }
        return nil
    }

    private static func scrollViewKey<T: ScrollViewKeyRoot>(_ kp: AnyKeyPath, _: T.Type) -> String? {
        if kp == \T.contentOffset { return "contentOffset" }
        if kp == \T.contentSize { return "contentSize" }
        if kp == \T.contentInset { return "contentInset" }
        if kp == \T.adjustedContentInset { return "adjustedContentInset" }
        if kp == \T.zoomScale { return "zoomScale" }
        if kp == \T.isDragging { return "dragging" }
        if kp == \T.isDecelerating { return "decelerating" }
        if kp == \T.panGestureRecognizer.state { return "panGestureRecognizer.state" }
        return nil
    }

    private static func recognizerKey<T: GestureRecognizerKeyRoot>(_ kp: AnyKeyPath, _: T.Type) -> String? {
        kp == \T.state ? "state" : nil
    }

    /// The property's value (unboxed) for `key` of `object`, or nil if `object` has no such key.
    static func reader(for key: String, of object: AnyObject) -> ((AnyObject) -> Any)? {
        if object is UIScrollView {
            switch key {
            case "contentOffset": return { ($0 as! UIScrollView).contentOffset }
            case "contentSize": return { ($0 as! UIScrollView).contentSize }
            case "contentInset": return { ($0 as! UIScrollView).contentInset }
            case "adjustedContentInset": return { ($0 as! UIScrollView).adjustedContentInset }
            case "zoomScale": return { ($0 as! UIScrollView).zoomScale }
            case "dragging": return { ($0 as! UIScrollView).isDragging }
            case "decelerating": return { ($0 as! UIScrollView).isDecelerating }
            case "panGestureRecognizer.state": return { ($0 as! UIScrollView).panGestureRecognizer.state }
            default: break
            }
        }
        if object is UIView {
            switch key {
            case "bounds": return { ($0 as! UIView).bounds }
            case "frame": return { ($0 as! UIView).frame }
            case "center": return { ($0 as! UIView).center }
            case "safeAreaInsets": return { ($0 as! UIView).safeAreaInsets }
            case "hidden": return { ($0 as! UIView).isHidden }
            case "alpha": return { ($0 as! UIView).alpha }
            default: break
            }
        }
        if object is UIGestureRecognizer, key == "state" { return { ($0 as! UIGestureRecognizer).state } }
        return nil
    }

    /// `value` boxed as Objective-C boxes it in a change dictionary: geometry in `NSValue`,
    /// numbers, Booleans and enumerations in `NSNumber`.
    nonisolated static func boxed(_ value: Any) -> Any {
        switch value {
        case let p as CGPoint: return NSValue(cgPoint: p)
        case let s as CGSize: return NSValue(cgSize: s)
        case let r as CGRect: return NSValue(cgRect: r)
        case let i as UIEdgeInsets: return NSValue(uiEdgeInsets: i)
        case let b as Bool: return NSNumber(value: b)
        case let f as CGFloat: return NSNumber(value: Double(f))
        case let s as UIGestureRecognizer.State: return NSNumber(value: s.rawValue)
        default: return value
        }
    }
}
