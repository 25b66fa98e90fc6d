import Foundation
import ScrollPhysics

/// Dragging a sheet with more than one detent between its detents, and a scroll view in the sheet
/// handing its drag to the sheet at its edge, as iOS 15+'s `UISheetPresentationController` does.
///
/// - **Follows the finger**: the sheet's top moves with the pan (its height grows and shrinks, the
///   presented view with it). Above the largest detent it resists with UIScrollView's rubber band;
///   below the smallest it moves freely toward a dismissal, or rubber-bands when the dismissal is
///   refused (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss`).
/// - **Release**: the top's resting point is projected from the release velocity with UIScrollView's
///   normal deceleration rate (`DecelerationCurve.projectedDistance`, the WWDC 2018 "Designing Fluid
///   Interfaces" projection), and the sheet settles at the detent nearest to it, or is dismissed when
///   the window's bottom edge is nearer (and dismissal is allowed). The settle is the sheet's
///   animation (0.35 s ease-in-ease-out, ScrollKit's choice: iOS uses a spring) on the host clock.
/// - **Callbacks**: a settle at another detent sets `selectedDetentIdentifier` and calls the
///   delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier` once. Going below the
///   smallest detent starts the dismissal (`presentationControllerWillDismiss`, `viewWillDisappear`)
///   as a single-detent drag-down does; coming back cancels it (`viewWillAppear`, `viewIsAppearing`,
///   `viewDidAppear`), completing it sends `viewDidDisappear` and `presentationControllerDidDismiss`.
///   A refused dismissal sends `presentationControllerDidAttemptToDismiss` the first time the sheet
///   goes below its smallest detent.
/// - **Scroll views in the sheet** (`UIScrollView.sheetTakesDrag`): a vertical drag that starts in a
///   scroll view goes to the sheet when it is upward while the sheet is below its largest detent and
///   `prefersScrollingExpandsWhenScrolledToEdge` is true, or downward while the scroll view rests at
///   its top (`contentOffset.y` at `-adjustedContentInset.top`). Otherwise the scroll view scrolls.
extension ModalPresentation {
    /// The sheet's detents as tops in the container, highest first, when it has more than one.
    var detentTops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]? {
        guard kind == .sheet, let sheet = container.sheet else { return nil }
        let height = container.bounds.height
        let safeTop = container.window?.safeAreaInsets.top ?? 0
        let large = height - min(height, safeTop + UIViewController.sheetTopGap)
        let all = sheet.resolvedDetents(containerHeight: height, large: large)
        guard all.count > 1 else { return nil }
        return all.reversed().map { ($0.id, height - $0.height) }
    }

    /// Handles the sheet's pan when it has several detents (see the extension's summary).
    func detentDragChanged(_ gr: UIPanGestureRecognizer, tops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]) {
        switch gr.state {
        case .began:
            guard canBeginInteractiveDismiss else { return }
            let controller = presented.presentationController
            dragRefused = presented.isModalInPresentation
                || (controller.map { controller?.delegate?.presentationControllerShouldDismiss($0) } ?? nil) == false
            dragStartTop = container.card.frame.minY
            dragWentBelowSmallest = false
            isDragging = true
            container.isAnimating = true
            followDetentDrag(gr, tops: tops)
        case .changed:
            if isDragging { followDetentDrag(gr, tops: tops) }
        case .ended, .cancelled:
            guard isDragging else { return }
            followDetentDrag(gr, tops: tops)
            isDragging = false
            releaseDetentDrag(velocity: gr.state == .ended ? gr.velocity(in: container).y : 0, tops: tops)
        default:
            break
        }
    }

    /// Puts the sheet's top at `top` (its bottom stays past the window's edge by the corner radius).
    private func placeCard(top: CGFloat) {
        let height = container.bounds.height
        container.card.frame = CGRect(x: 0, y: top, width: container.bounds.width,
                                      height: max(0, height - top) + UIViewController.sheetCornerRadius)
        container.card.layoutIfNeeded()
        let smallest = detentTops?.last?.top ?? top
        container.dimming?.alpha = top <= smallest ? 1 : 1 - min(1, (top - smallest) / max(1, height - smallest))
    }

    private func followDetentDrag(_ gr: UIPanGestureRecognizer, tops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]) {
        guard let highest = tops.first?.top, let lowest = tops.last?.top else { return }
        let height = container.bounds.height
        var top = dragStartTop + gr.translation(in: container).y
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
        UIView.animate(withDuration: UIViewController.modalTransitionDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { self.placeCard(top: target.top) }, completion: { _ in done() })
    }
}

extension UIScrollView {
    /// Whether a drag that has moved by `movement` (window points) from inside this scroll view goes to
    /// the sheet it is in instead (see ModalPresentation+DetentDrag.swift).
    func sheetTakesDrag(_ movement: CGPoint) -> Bool {
        guard abs(movement.y) > abs(movement.x) else { return false }
        var v = superview
        while let view = v, !(view is PresentationContainerView) { v = view.superview }
        guard let container = v as? PresentationContainerView, let sheet = container.sheet,
              let presentation = sheet.presentedViewController.shownByPresentation,
              presentation.container === container, presentation.canBeginInteractiveDismiss else { return false }
        if movement.y > 0 { return contentOffset.y <= -adjustedContentInset.top }
        guard sheet.prefersScrollingExpandsWhenScrolledToEdge, let highest = presentation.detentTops?.first?.top else { return false }
        return container.card.frame.minY > highest + 0.5
    }
}
