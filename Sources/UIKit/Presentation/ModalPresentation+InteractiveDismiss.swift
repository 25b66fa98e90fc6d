import Foundation
import ScrollPhysics

/// Dragging a page sheet down dismisses it, as on iOS 13+.
///
/// - **Begins**: a vertical pan on the card (10 pt slop) of the topmost presentation, once it has
///   finished presenting; in a scroll view only a pull-down while it rests at its top (as on iOS:
///   other drags there scroll it). A sheet with several detents is dragged between them instead
///   (ModalPresentation+DetentDrag.swift).
/// - **Refused** (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss`
///   says false): the delegate hears `presentationControllerDidAttemptToDismiss`, the card follows the
///   finger with UIScrollView's rubber band (coefficient 0.55, the card's height as the dimension),
///   and springs back on release; no appearance callbacks.
/// - **Allowed**: `presentationControllerWillDismiss`, the presented controller's
///   `viewWillDisappear(true)`; the card follows the finger (never above its resting place) and the
///   dimming fades with the fraction of the card's visible height travelled.
/// - **Release**: the navigation swipe-back's rule (`UINavigationController.popCompletes`: a flick of
///   500 pt/s decides by its direction, else more than half way completes); the rest of the 0.35 s
///   slide runs with ease-in-ease-out. Completed: `viewDidDisappear(true)`, then
///   `presentationControllerDidDismiss` (the presenter hears nothing, as for any sheet). Cancelled:
///   the card slides back, then `viewWillAppear(true)`, `viewIsAppearing`, `viewDidAppear(true)`, as
///   iOS sends for a cancelled interactive dismissal.
extension ModalPresentation {
    func makeDismissGesture() -> SheetDismissGestureRecognizer {
        let recognizer = SheetDismissGestureRecognizer()
        recognizer.presentation = self
        recognizer.name = "sheetDismissGestureRecognizer"
        recognizer.addTarget { [weak self] gr in self?.dismissGestureChanged(gr as! UIPanGestureRecognizer) }
        return recognizer
    }

    /// Whether a drag-down may start now.
    var canBeginInteractiveDismiss: Bool {
        kind == .sheet && phase == .presented && presented.hostedPresentation == nil && host != nil
    }

    private var restingY: CGFloat { container.cardFrame.minY }
    /// The card's visible height: the distance to the bottom edge.
    private var travel: CGFloat { max(1, container.bounds.height - restingY) }

    private func dismissGestureChanged(_ gr: UIPanGestureRecognizer) {
        if let tops = detentTops, gr.state != .began || canBeginInteractiveDismiss {
            return detentDragChanged(gr, tops: tops)
        }
        switch gr.state {
        case .began:
            guard canBeginInteractiveDismiss else { return }
            let controller = presented.presentationController
            let delegate = controller.flatMap { $0.delegate }
            let refused = presented.isModalInPresentation
                || (controller.map { delegate?.presentationControllerShouldDismiss($0) } ?? nil) == false
            dragRefused = refused
            isDragging = true
            container.isAnimating = true
            if refused {
                if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            } else {
                if let controller { delegate?.presentationControllerWillDismiss(controller) }
                phase = .dismissing
                presented.beginAppearanceTransition(false, animated: true)
            }
            follow(gr)
        case .changed:
            if isDragging { follow(gr) }
        case .ended, .cancelled:
            guard isDragging else { return }
            follow(gr)
            isDragging = false
            let progress = (container.card.frame.minY - restingY) / travel
            let completes = !dragRefused && gr.state == .ended
                && UINavigationController.popCompletes(progress: progress, velocity: gr.velocity(in: container).y)
            release(completing: completes, progress: progress)
        default:
            break
        }
    }

    private func follow(_ gr: UIPanGestureRecognizer) {
        let dy = max(0, gr.translation(in: container).y)
        let offset = dragRefused ? CGFloat(RubberBand.displayedOverscroll(Double(dy), dimension: Double(travel))) : dy
        container.card.frame.origin.y = restingY + offset
        container.dimming?.alpha = container.dimmingAlpha(top: container.card.frame.minY)
    }

    private func release(completing: Bool, progress: CGFloat) {
        let remaining = completing ? 1 - progress : progress
        let move = { [self] in
            container.card.frame.origin.y = completing ? container.bounds.height : restingY
            container.dimming?.alpha = completing ? 0 : container.dimmingAlpha(top: restingY)
        }
        let done = { [self] in
            container.isAnimating = false
            if completing {
                guard let host else { return }
                let controller = presented.presentationController
                ModalPresentation.finishDismissal([self], from: host, completion: nil)
                if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            } else if !dragRefused {
                presented.beginAppearanceTransition(true, animated: true)
                presented.sendIsAppearing()
                presented.endAppearanceTransition()
                phase = .presented
            }
        }
        let duration = UIViewController.modalTransitionDuration * Double(max(0, min(1, remaining)))
        guard duration > 0 else {
            move()
            return done()
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: move) { _ in done() }
    }
}

/// The sheet's drag-down pan: begins only when a drag-down can start, downward more than sideways,
/// and not from inside a scroll view unless it hands the drag to the sheet (see above).
final class SheetDismissGestureRecognizer: UIPanGestureRecognizer {
    weak var presentation: ModalPresentation?

    override func shouldBegin() -> Bool {
        guard let presentation, presentation.canBeginInteractiveDismiss, let card = view else { return false }
        guard let start else { return false }
        let now = location(in: nil)
        let movement = CGPoint(x: now.x - start.x, y: now.y - start.y)
        // Several detents: up or down; else only down.
        let upward = presentation.detentTops != nil && -movement.y > abs(movement.x)
        guard movement.y > abs(movement.x) || upward else { return false }
        var hit = card.hitTest(location(in: card), with: nil)
        while let h = hit, h !== card {
            if let scroll = h as? UIScrollView, !scroll.sheetTakesDrag(movement) { return false }
            hit = h.superview
        }
        return super.shouldBegin()
    }
}
