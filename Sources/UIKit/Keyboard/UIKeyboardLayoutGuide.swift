import LayoutEngine

/// A layout guide that covers the keyboard in its view (iOS 15): `view.keyboardLayoutGuide`.
///
/// Its left, right and bottom edges are the view's; its top is the keyboard's top edge, or, while the
/// keyboard is hidden (or modelled as a hardware keyboard), the bottom of the view's safe area
/// (`usesBottomSafeArea`, iOS 17), so content pinned above the guide always clears both. When the
/// keyboard moves, the window updates every guide inside the keyboard's animation block and lays
/// out, so views pinned to the guide animate with the keyboard's curve (their model frames take the
/// end value at once, as with any UIKit animation; their layers' `presentation()` move); during an
/// interactive dismissal the guide follows the finger without animation.
///
/// In the solver the top is an edit variable (strength 999.9, above any optional priority), so
/// moving the keyboard is one suggestion, not a rebuild.
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (iPad); false by default. The
    /// iPhone keyboard ScrollKit models is always docked, so both values give the same guide.
    public var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's guide sits at the bottom of the safe area (true, the default) or
    /// at the view's bottom edge (false), as iOS 17 defines it.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.window?.keyboardGuidesNeedUpdate() } }
    }

    init(owner: UIView) {
        super.init(kind: .keyboard, owner: owner, identifier: "UIViewKeyboardLayoutGuide")
    }

    /// The guide's top in its owner's coordinates (measured from the owner's top edge): the
    /// keyboard's top, no lower than the bottom of the safe area (or of the view).
    var top: CGFloat {
        guard let owner = owningView else { return 0 }
        let floor = owner.bounds.height - (usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0)
        guard let window = owner.window else { return floor }
        let keyboardTop = window.convert(CGPoint(x: 0, y: window.keyboardTopForLayout), to: owner).y - owner.bounds.minY
        return keyboardTop.isFinite ? min(keyboardTop, floor) : floor
    }
}

extension UIView {
    /// A guide that covers the keyboard in this view, and the bottom safe area while the keyboard is
    /// hidden (iOS 15). Pin content's bottom to its `topAnchor` to keep it above the keyboard.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = environment.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owner: self)
        environment.keyboardGuide = guide
        return guide
    }
}

extension AutoLayoutEngine {
    /// A keyboard guide's rectangle: the owner's own rectangle `own` with its top at the guide's edit
    /// variable, registered (and given its current value) on first use.
    func keyboardRect(_ guide: UILayoutGuide, own: LayoutRect) -> LayoutRect {
        if !keyboardGuides.contains(where: { $0 === guide }) {
            keyboardGuides.append(guide)
            try? solver.addEditVariable(guide.minY, strength: Strength(999.9))
            suggest(guide)
        }
        var rect = own
        rect.y = own.y + LayoutEngine.Expression(guide.minY)
        rect.height = own.height - LayoutEngine.Expression(guide.minY)
        rect.margins = .zero
        return rect
    }

    /// Gives every keyboard guide of this engine its current top (the keyboard moved).
    func suggestKeyboardGuides() {
        keyboardGuides.removeAll { $0.owningView == nil }
        for guide in keyboardGuides { suggest(guide) }
    }

    private func suggest(_ guide: UILayoutGuide) {
        guard let guide = guide as? UIKeyboardLayoutGuide else { return }
        try? solver.suggestValue(Double(guide.top), for: guide.minY)
    }

    /// `layoutFrame` of a keyboard guide, from the keyboard's current position.
    static func keyboardFrame(of guide: UILayoutGuide, owner: UIView) -> CGRect {
        let top = (guide as? UIKeyboardLayoutGuide)?.top ?? owner.bounds.height
        return CGRect(x: 0, y: top, width: owner.bounds.width, height: max(0, owner.bounds.height - top))
    }
}
