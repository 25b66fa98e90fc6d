import Foundation

/// An accessibility element that is not a view: a part of a custom-drawn view (a bar of a chart, a
/// key of a drawn keyboard) that a container lists in its `accessibilityElements`.
///
/// Its frame is given either in screen coordinates (`accessibilityFrame`) or, better, in its
/// container view's coordinates (`accessibilityFrameInContainerSpace`), which follows the container
/// as it moves and scrolls.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// An element inside `container` (a view or another element), which holds it in its
    /// `accessibilityElements`. The container is held weakly, as on iOS.
    public init(accessibilityContainer container: Any) {
        self.containerObject = container as AnyObject
        super.init()
    }

    private weak var containerObject: AnyObject?

    /// The view or element that contains this one (nil once it is gone).
    open var accessibilityContainer: Any? {
        get { containerObject }
        set { containerObject = newValue as AnyObject? }
    }
    /// Whether assistive technologies see it; true by default for an element made for that.
    open var isAccessibilityElement = true
    /// What it is, read first ("Play").
    open var accessibilityLabel: String?
    /// Its current value ("50%").
    open var accessibilityValue: String?
    /// What activating it does ("Plays the song").
    open var accessibilityHint: String?
    /// An identifier for UI tests; never read to the user.
    open var accessibilityIdentifier: String?
    /// What it is and how it behaves.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The language of its label (a BCP 47 tag), nil for the app's.
    open var accessibilityLanguage: String?
    /// Its elements when it is itself a container (nil: none).
    open var accessibilityElements: [Any]?
    /// Whether it and its elements are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore its siblings while it shows.
    open var accessibilityViewIsModal = false
    /// Whether its elements are read as one group.
    open var shouldGroupAccessibilityChildren = false
    /// The actions offered in the actions menu.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// Its frame in the container view's bounds coordinates; when set (not `.zero`),
    /// `accessibilityFrame` follows the container view on screen.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    private var storedFrame: CGRect = .zero

    /// Its frame in screen coordinates: `accessibilityFrameInContainerSpace` converted through the
    /// nearest container that is a view when that is set, otherwise the value set here.
    open var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = containerView {
                return view.screenRect(accessibilityFrameInContainerSpace)
            }
            return storedFrame
        }
        set { storedFrame = newValue }
    }

    private var storedActivationPoint: CGPoint?
    /// Where a double tap activates it, in screen coordinates: the frame's centre unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedActivationPoint = newValue }
    }

    /// The first container up the chain that is a view.
    var containerView: UIView? {
        var c: AnyObject? = containerObject
        while let current = c {
            if let view = current as? UIView { return view }
            c = (current as? UIAccessibilityElement)?.containerObject
        }
        return nil
    }

    /// Activation (a VoiceOver double tap): override it and return true when handled. False by default.
    open func accessibilityActivate() -> Bool { false }
    /// Increment an adjustable element (swipe up). Nothing by default.
    open func accessibilityIncrement() {}
    /// Decrement an adjustable element (swipe down). Nothing by default.
    open func accessibilityDecrement() {}
    /// A three-finger scroll: override it and return true when it scrolled. False by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// The escape gesture (two-finger Z): return true when it dismissed something. False by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The magic tap (two-finger double tap): return true when handled. False by default.
    open func accessibilityPerformMagicTap() -> Bool { false }
}
