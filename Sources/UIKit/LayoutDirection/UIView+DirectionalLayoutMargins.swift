import Foundation

/// `directionalLayoutMargins` and `layoutMargins` are two spellings of one set of margins, as on iOS:
/// the view remembers which one was set last. After `directionalLayoutMargins`, `layoutMargins` is
/// resolved in the view's current direction (leading on the right right to left), so a change of
/// direction moves the margins with it; after `layoutMargins`, the physical values hold and
/// `directionalLayoutMargins` reads them in the current direction.
extension UIView {
    /// The physical margins now: the directional ones resolved in the current direction, or the
    /// ones set, or UIKit's 8 pt default.
    ///
    /// Resolving directional margins records the answer (`AutoLayoutViewState.layoutMargins`), so a
    /// later change of direction compares with the margins layout last read, even when the view
    /// changed direction by joining a window.
    var resolvedLayoutMargins: UIEdgeInsets {
        guard let state = autoLayout else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        if let directional = state.directionalMargins {
            state.layoutMargins = directional.physical(rightToLeft: isRightToLeft)
        }
        return state.layoutMargins
    }

    /// The directional margins now: as set, or the physical ones read in the current direction.
    var currentDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        if let directional = autoLayout?.directionalMargins { return directional }
        return NSDirectionalEdgeInsets(resolvedLayoutMargins, rightToLeft: isRightToLeft)
    }

    func setPhysicalLayoutMargins(_ margins: UIEdgeInsets) {
        let old = resolvedLayoutMargins
        // Views that never touch Auto Layout keep no state (AutoLayoutViewState): nothing to record.
        guard margins != old || autoLayout?.directionalMargins != nil else { return }
        let state = autoLayoutState
        state.directionalMargins = nil
        state.layoutMargins = margins
        if margins != old { layoutMarginsDidChangeEverywhere() }
    }

    func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        let old = resolvedLayoutMargins
        let finite = NSDirectionalEdgeInsets(top: margins.top.isFinite ? margins.top : 0,
                                             leading: margins.leading.isFinite ? margins.leading : 0,
                                             bottom: margins.bottom.isFinite ? margins.bottom : 0,
                                             trailing: margins.trailing.isFinite ? margins.trailing : 0)
        let state = autoLayoutState
        state.directionalMargins = finite
        state.layoutMargins = finite.physical(rightToLeft: isRightToLeft)
        if state.layoutMargins != old { layoutMarginsDidChangeEverywhere() }
    }

    /// The direction changed: directional margins whose leading and trailing differ moved sides.
    /// (Constraints are rebuilt by the direction change itself.)
    func directionalMarginsDidMoveForDirection() {
        guard let state = autoLayout, let directional = state.directionalMargins else { return }
        let now = directional.physical(rightToLeft: isRightToLeft)
        guard now != state.layoutMargins else { return }
        state.layoutMargins = now
        layoutMarginsDidChangeEverywhere()
    }

    /// Who hears of a change of the margins: the constraints reading them, the view, its controller.
    private func layoutMarginsDidChangeEverywhere() {
        layoutMarginsDidChangeForConstraints()
        layoutMarginsDidChange()
        viewController?.viewLayoutMarginsDidChange()
    }
}

extension NSDirectionalEdgeInsets {
    /// These insets on the physical edges of a view laid out right to left or left to right.
    func physical(rightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }

    /// Physical insets read by leading and trailing edge in a view of the given direction.
    init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                  bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }
}
