import Foundation
import ScrollPhysics

/// Dragging a sheet with more than one detent between its detents, and a scroll view in the sheet
/// sharing its drag with the sheet at its edge, as iOS 15+'s `UISheetPresentationController` does.
///
/// - **Follows the finger**: the sheet's top moves with the pan (its height grows and shrinks, the
///   presented view with it). Above the largest detent it resists with UIScrollView's rubber band;
///   below the smallest it moves freely toward a dismissal, or rubber-bands when the dismissal is
///   refused (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss`).
/// - **Release**: the top's resting point is projected from the release velocity with UIScrollView's
///   normal deceleration rate (`DecelerationCurve.projectedDistance`, the WWDC 2018 "Designing Fluid
///   Interfaces" projection), and the sheet settles at the detent nearest to it, or is dismissed when
///   the window's bottom edge is nearer (and dismissal is allowed). The settle is a critically damped
///   spring that starts at the finger's velocity (`settleSpringDuration`).
/// - **Callbacks**: a settle at another detent sets `selectedDetentIdentifier` and calls the
///   delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier` once. Going below the
///   smallest detent starts the dismissal (`presentationControllerWillDismiss`, `viewWillDisappear`)
///   as a single-detent drag-down does; coming back cancels it (`viewWillAppear`, `viewIsAppearing`,
///   `viewDidAppear`), completing it sends `viewDidDisappear` and `presentationControllerDidDismiss`.
///   A refused dismissal sends `presentationControllerDidAttemptToDismiss` the first time the sheet
///   goes below its smallest detent.
/// - **Scroll views in the sheet** share one drag with the sheet, as on iOS: each finger movement goes
///   first to whichever can take it. Downward, the content scrolls until `contentOffset.y` reaches
///   `-adjustedContentInset.top` (no rubber band there), and the rest of the movement moves the sheet
///   down. Upward, the sheet moves up to its largest detent first (when
///   `prefersScrollingExpandsWhenScrolledToEdge`; otherwise only back to where the drag found it), and
///   the rest scrolls the content. On release the sheet settles with the finger's velocity unless it
///   is back at that upper limit, in which case the content flings as usual. A one-detent sheet shares
///   the drag the same way (its release then follows the projection rule above, the window's bottom
///   being the dismissal). A scroll view that cannot scroll vertically leaves vertical drags to the
///   sheet's own pan (`UIScrollView.sheetTakesDrag`).
extension ModalPresentation {
    /// How long the settle's critically damped spring takes to come within 0.1 % of its detent
    /// (`SpringFit`'s rule, ω = 9.23 / 0.5 s ≈ 18.5 rad/s). ScrollKit's choice: iOS's sheet spring is
    /// not published; critical damping gives no overshoot at a release from rest, as iOS's sheet shows.
    static let settleSpringDuration: TimeInterval = 0.5

    /// The sheet's detents as tops in the container, highest first (any number, one included).
    var sheetTops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]? {
        kind == .sheet ? container.sheetTops : nil
    }

    /// The sheet's detents as tops in the container, highest first, when it has more than one.
    var detentTops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]? {
        guard let tops = sheetTops, tops.count > 1 else { return nil }
        return tops
    }

    /// Handles the sheet's pan when it has several detents (see the extension's summary).
    func detentDragChanged(_ gr: UIPanGestureRecognizer, tops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]) {
        switch gr.state {
        case .began:
            guard canBeginInteractiveDismiss else { return }
            beginSheetDrag()
            moveSheetDrag(rawTop: dragStartTop + gr.translation(in: container).y, tops: tops)
        case .changed:
            if isDragging { moveSheetDrag(rawTop: dragStartTop + gr.translation(in: container).y, tops: tops) }
        case .ended, .cancelled:
            guard isDragging else { return }
            moveSheetDrag(rawTop: dragStartTop + gr.translation(in: container).y, tops: tops)
            isDragging = false
            releaseDetentDrag(velocity: gr.state == .ended ? gr.velocity(in: container).y : 0, tops: tops)
        default:
            break
        }
    }

    /// A drag of the sheet starts from where it is now: whether a dismissal is refused, the start.
    private func beginSheetDrag() {
        let controller = presented.presentationController
        dragRefused = presented.isModalInPresentation
            || (controller.map { controller?.delegate?.presentationControllerShouldDismiss($0) } ?? nil) == false
        dragStartTop = container.card.frame.minY
        dragWentBelowSmallest = false
        isDragging = true
        container.isAnimating = true
    }

    /// Puts the sheet's top at `top` (its bottom stays past the window's edge by the corner radius).
    private func placeCard(top: CGFloat) {
        let height = container.bounds.height
        container.card.frame = CGRect(x: 0, y: top, width: container.bounds.width,
                                      height: max(0, height - top) + UIViewController.sheetCornerRadius)
        container.card.layoutIfNeeded()
        container.dimming?.alpha = container.dimmingAlpha(top: top)
    }

    /// Places the sheet for a finger that would put its top at `top`: rubber band above the largest
    /// detent, the dismissal's start (or the refusal's rubber band) below the smallest.
    private func moveSheetDrag(rawTop: CGFloat, tops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]) {
        guard let highest = tops.first?.top, let lowest = tops.last?.top else { return }
        let height = container.bounds.height
        var top = rawTop
        if top < highest {
            top = highest - CGFloat(RubberBand.displayedOverscroll(Double(highest - top), dimension: Double(height - highest)))
        } else if top > lowest {
            if !dragWentBelowSmallest {
                dragWentBelowSmallest = true
                beginDismissalByDrag()
            }
            if dragRefused {
                top = lowest + CGFloat(RubberBand.displayedOverscroll(Double(top - lowest), dimension: Double(height - lowest)))
            }
        }
        placeCard(top: top)
    }

    /// The sheet went below its smallest detent: the dismissal's will-callbacks (or the refusal's).
    private func beginDismissalByDrag() {
        let controller = presented.presentationController
        if dragRefused {
            if let controller { controller.delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return
        }
        if let controller { controller.delegate?.presentationControllerWillDismiss(controller) }
        phase = .dismissing
        presented.beginAppearanceTransition(false, animated: true)
    }

    private func releaseDetentDrag(velocity: CGFloat, tops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]) {
        let height = container.bounds.height
        let now = container.card.frame.minY
        let projected = now + CGFloat(DecelerationCurve.projectedDistance(velocity: Double(velocity), rate: DecelerationCurve.normalRate))
        var target = tops.min { abs($0.top - projected) < abs($1.top - projected) }!
        let dismisses = !dragRefused && abs(height - projected) < abs(target.top - projected)
        if dismisses, !dragWentBelowSmallest {
            dragWentBelowSmallest = true
            beginDismissalByDrag()
        }
        if dismisses { target = (target.id, height) }
        let sheet = container.sheet
        let before = sheet.map { s in tops.first { $0.id == s.selectedDetentIdentifier }?.id ?? tops.last!.id }
        let changed = !dismisses && before != target.id
        if changed {
            isDragging = true            // the identifier's didSet leaves the card to this animation
            sheet?.selectedDetentIdentifier = target.id
            isDragging = false
        }
        let done = { [self] in
            container.isAnimating = false
            if dismisses {
                guard let host else { return }
                let controller = presented.presentationController
                ModalPresentation.finishDismissal([self], from: host, completion: nil)
                if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
                return
            }
            if dragWentBelowSmallest, !dragRefused {
                presented.beginAppearanceTransition(true, animated: true)
                presented.sendIsAppearing()
                presented.endAppearanceTransition()
                phase = .presented
            }
            container.setNeedsLayout()
        }
        if changed, let sheet { sheet.sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet) }
        // The spring's initial velocity is in whole distances per second (UIView's spring API).
        let distance = target.top - now
        let speed = abs(distance) > 0.5 && velocity.isFinite ? velocity / distance : 0
        UIView.animate(withDuration: Self.settleSpringDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: speed, options: [],
                       animations: { self.placeCard(top: target.top) }, completion: { _ in done() })
    }

    // MARK: A scroll view's drag shared with the sheet

    /// A scroll view in this sheet began a drag: its movements are shared from now on.
    func scrollDragBegan(_ scroll: UIScrollView, translation: CGFloat) {
        handover = SheetHandover(scroll: scroll, lastTranslation: translation)
    }

    /// The scroll view's finger is at `translation` (window points, down positive); `room` is how far
    /// the content can still scroll toward its top. Moves the sheet by its share and returns that share
    /// (down positive), which the content does not follow, and whether it took the whole movement.
    func shareScrollDrag(_ scroll: UIScrollView, translation: CGFloat, room: CGFloat) -> (taken: CGFloat, all: Bool) {
        guard var h = handover, h.scroll === scroll, let tops = sheetTops, let sheet = container.sheet else { return (0, false) }
        let dy = translation - h.lastTranslation
        h.lastTranslation = translation
        defer { handover = h }
        let current = h.rawTop ?? container.card.frame.minY
        let limit = sheetUpperLimit(h, sheet: sheet, tops: tops)
        var take: CGFloat = 0
        if dy > 0 {
            take = max(0, dy - max(0, room))
        } else if dy < 0 {
            take = -min(-dy, max(0, current - limit))
        }
        guard take != 0 else { return (0, false) }
        if h.rawTop == nil {
            guard canBeginInteractiveDismiss else { return (0, false) }
            beginSheetDrag()
        }
        h.rawTop = current + take
        moveSheetDrag(rawTop: current + take, tops: tops)
        return (take, take == dy)
    }

    /// The scroll view's drag ended. Returns true when the sheet takes the release (it moved and is not
    /// back at its upper limit): it settles with `velocity` and the content must not fling.
    func scrollDragEnded(_ scroll: UIScrollView, velocity: CGFloat) -> Bool {
        guard let h = handover, h.scroll === scroll else { return false }
        handover = nil
        guard let rawTop = h.rawTop, isDragging, let tops = sheetTops, let sheet = container.sheet else { return false }
        let atLimit = rawTop <= sheetUpperLimit(h, sheet: sheet, tops: tops) + 0.5
        isDragging = false
        releaseDetentDrag(velocity: atLimit ? 0 : velocity, tops: tops)
        return !atLimit
    }

    /// Where an upward movement stops moving the sheet and starts scrolling: the largest detent, or
    /// without `prefersScrollingExpandsWhenScrolledToEdge` the top the drag found the sheet at.
    private func sheetUpperLimit(_ h: SheetHandover, sheet: UISheetPresentationController,
                                 tops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]) -> CGFloat {
        if sheet.prefersScrollingExpandsWhenScrolledToEdge { return tops.first!.top }
        return h.rawTop == nil ? container.card.frame.minY : dragStartTop
    }
}

/// A scroll view's drag shared with its sheet: the finger's last translation, and the sheet's
/// unconstrained top once the drag has moved it (nil before).
struct SheetHandover {
    weak var scroll: UIScrollView?
    var lastTranslation: CGFloat
    var rawTop: CGFloat?
}

extension UIScrollView {
    /// The sheet presentation this scroll view is in, when it is the topmost one and can be dragged.
    var enclosingSheetPresentation: ModalPresentation? {
        var v = superview
        while let view = v, !(view is PresentationContainerView) { v = view.superview }
        guard let container = v as? PresentationContainerView, let sheet = container.sheet,
              let presentation = sheet.presentedViewController.shownByPresentation,
              presentation.container === container else { return nil }
        return presentation
    }

    /// Whether a drag that has moved by `movement` (window points) from inside this scroll view goes to
    /// the sheet's own pan instead: only for a scroll view that cannot scroll vertically (one that
    /// can shares its drag with the sheet, see ModalPresentation+DetentDrag.swift).
    func sheetTakesDrag(_ movement: CGPoint) -> Bool {
        guard abs(movement.y) > abs(movement.x), !canScroll(vertical: true),
              let presentation = enclosingSheetPresentation, presentation.canBeginInteractiveDismiss,
              let sheet = presentation.container.sheet else { return false }
        if movement.y > 0 { return contentOffset.y <= -adjustedContentInset.top }
        guard sheet.prefersScrollingExpandsWhenScrolledToEdge, let highest = presentation.detentTops?.first?.top else { return false }
        return presentation.container.card.frame.minY > highest + 0.5
    }
}
