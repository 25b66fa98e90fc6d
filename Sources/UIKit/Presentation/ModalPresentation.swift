import Foundation

/// One modal presentation: who presents whom, how, and the views that show it (the container in the
/// window, with the sheet's dimming view and the card holding the presented view). Owned by the
/// presenting controller (`hostedPresentation`) while it lasts. See UIViewController+Presentation.swift.
@MainActor
final class ModalPresentation {
    enum Kind { case sheet, fullScreen, overFullScreen, custom }
    enum Phase { case presenting, presented, dismissing }

    weak var host: UIViewController?
    let presented: UIViewController
    let kind: Kind
    let dissolves: Bool
    var phase = Phase.presenting
    let container: PresentationContainerView
    /// `.fullScreen`: the host's view (or its own presentation's container) taken out of the window.
    var removedHostView: UIView?
    /// A drag-down under way (ModalPresentation+InteractiveDismiss.swift), and whether it was refused.
    var isDragging = false
    var dragRefused = false
    /// A drag between detents (ModalPresentation+DetentDrag.swift): the sheet's top when it began,
    /// and whether it has gone below the smallest detent (starting the dismissal).
    var dragStartTop: CGFloat = 0
    var dragWentBelowSmallest = false
    /// A scroll view's drag shared with the sheet (ModalPresentation+DetentDrag.swift), while it lasts.
    var handover: SheetHandover?
    /// A custom presentation's presentation controller (ModalPresentation+CustomTransition.swift).
    var customController: UIPresentationController?
    /// The custom transition running now, for `transitionCoordinator`.
    var transitionContext: TransitionContext?

    init(host: UIViewController, presented: UIViewController, plan: CustomPresentationPlan? = nil) {
        self.host = host
        self.presented = presented
        customController = plan?.controller
        if plan != nil {
            kind = .custom
        } else {
            switch presented.modalPresentationStyle {
        case .fullScreen, .currentContext: kind = .fullScreen
        case .overFullScreen, .overCurrentContext, .custom: kind = .overFullScreen
        case .automatic, .pageSheet, .formSheet, .popover, .none: kind = .sheet
        }
        }
        dissolves = presented.modalTransitionStyle != .coverVertical
        container = PresentationContainerView(kind: kind)
        if kind == .sheet { container.card.addGestureRecognizer(makeDismissGesture()) }
    }

    /// The view of `host` that is a direct subview of the window (its root view, or the container of
    /// the presentation that shows it).
    func windowLevelView(of controller: UIViewController, in window: UIWindow) -> UIView? {
        var v = controller.viewIfLoaded
        while let view = v, view.superview !== window { v = view.superview }
        return v
    }

    // MARK: Presenting

    func show(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        guard let host else { return }
        let view = presented.view!
        if kind == .fullScreen { host.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.card.addSubview(view)
        if let panel = window.softwareKeyboardStorage?.panel, panel.superview === window {
            window.insertSubview(container, belowSubview: panel)
        } else {
            window.addSubview(container)
        }
        if kind == .sheet {
            container.sheet = presented.sheetPresentationController
            container.card.layer.cornerRadius = container.sheet?.cornerRadius ?? UIViewController.sheetCornerRadius
            container.updateGrabber()
        }
        container.layoutCard()   // in the window: the sheet's top follows its safe area
        view.frame = container.presentedViewFrame
        window.environmentDidChange()
        presented.sendIsAppearing()
        container.layoutIfNeeded()
        let finish = { [self] in
            container.isAnimating = false
            phase = .presented
            if kind == .fullScreen { host.endAppearanceTransition() }
            presented.endAppearanceTransition()
            if kind == .fullScreen, let hostView = windowLevelView(of: host, in: window) {
                removedHostView = hostView
                hostView.removeFromSuperview()
            }
            completion?()
        }
        guard animated else { return finish() }
        container.isAnimating = true
        setOnScreen(false)
        UIView.animate(withDuration: UIViewController.modalTransitionDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { self.setOnScreen(true) }, completion: { _ in finish() })
    }

    /// The card (and dimming) where they are when shown (`true`) or before they come in (`false`).
    func setOnScreen(_ shown: Bool) {
        container.dimming?.alpha = shown ? container.dimmingAlpha(top: container.cardFrame.minY) : 0
        if dissolves {
            container.card.alpha = shown ? 1 : 0
        } else {
            container.card.frame.origin.y = shown ? container.cardFrame.minY : container.bounds.height
        }
    }

    // MARK: Dismissing

    /// Dismisses `chain` (the presentations above `host`, bottom first): the top one animates out,
    /// the others go at once.
    static func dismiss(_ chain: [ModalPresentation], from host: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let bottom = chain.first, let top = chain.last, let window = top.container.window else { return }
        if top.kind == .custom { return dismissCustom(chain, from: host, animated: animated, completion: completion) }
        for p in chain { p.phase = .dismissing }
        for p in chain.reversed() { p.presented.beginAppearanceTransition(false, animated: animated) }
        let restored = bottom.kind == .fullScreen ? bottom.removedHostView : nil
        if let restored {
            host.beginAppearanceTransition(true, animated: animated)
            window.insertSubview(restored, belowSubview: top.container)
            restored.frame = window.bounds
            host.sendIsAppearing()
        }
        for p in chain.dropLast() { p.container.removeFromSuperview() }
        window.environmentDidChange()
        let finish = {
            top.container.isAnimating = false
            finishDismissal(chain, from: host, restoringHost: restored != nil, completion: completion)
        }
        guard animated else { return finish() }
        top.container.isAnimating = true
        UIView.animate(withDuration: UIViewController.modalTransitionDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { top.setOnScreen(false) }, completion: { _ in finish() })
    }

    /// The end of a dismissal: the did-callbacks (top first, then the host's when it reappears), the
    /// views out of the window, the links cut, then `completion`.
    static func finishDismissal(_ chain: [ModalPresentation], from host: UIViewController, restoringHost: Bool = false,
                                completion: (() -> Void)?) {
        for p in chain.reversed() { p.presented.endAppearanceTransition() }
        if restoringHost { host.endAppearanceTransition() }
        chain.last?.container.removeFromSuperview()
        for p in chain {
            p.presented.viewIfLoaded?.removeFromSuperview()
            p.presented.hostedPresentation = nil
            p.presented.shownByPresentation = nil
        }
        host.hostedPresentation = nil
        host.viewIfLoaded?.window?.updateStatusBarAppearance()   // the presenter decides the status bar again
        completion?()
    }
}

/// The view a presentation puts in the window (iOS's transition view): it fills the window, takes the
/// touches that reach it outside the card (so the presenter behind a sheet gets none), and holds the
/// dimming view (sheets) and the card with the presented view.
final class PresentationContainerView: UIView {
    let kind: ModalPresentation.Kind
    let card = UIView(frame: .zero)
    let dimming: UIView?
    /// True while the card animates: layout leaves its frame to the animation.
    var isAnimating = false
    /// A custom presentation's controller, told about the container's layout.
    weak var presentationController: UIPresentationController?
    /// A sheet's controller: its detents place the card (UISheetPresentationController.swift).
    weak var sheet: UISheetPresentationController?
    /// The sheet's grabber, while `prefersGrabberVisible`.
    private var grabber: UIView?

    init(kind: ModalPresentation.Kind) {
        self.kind = kind
        if kind == .sheet {
            let d = UIView(frame: .zero)
            d.backgroundColor = UIViewController.sheetDimmingColor
            dimming = d
        } else {
            dimming = nil
        }
        super.init(frame: .zero)
        if let dimming { addSubview(dimming) }
        // A custom presentation's animator puts the presented view in the container itself.
        if kind != .custom { addSubview(card) }
        if kind == .sheet {
            card.layer.cornerRadius = UIViewController.sheetCornerRadius
            card.clipsToBounds = true
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The card's frame: the container for full-screen styles; for a sheet, from `sheetTopGap` below
    /// the window's top safe-area inset down past the bottom edge by the corner radius, so only the
    /// top corners show rounded.
    var cardFrame: CGRect {
        guard kind == .sheet else { return bounds }
        let safeTop = window?.safeAreaInsets.top ?? 0
        var top = min(bounds.height, safeTop + UIViewController.sheetTopGap)
        if let sheet {
            top = bounds.height - sheet.restingHeight(containerHeight: bounds.height, large: bounds.height - top)
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top + UIViewController.sheetCornerRadius)
    }

    /// The presented view's frame in the card: the card above the part hidden below the window's edge.
    var presentedViewFrame: CGRect {
        let extra = kind == .sheet ? UIViewController.sheetCornerRadius : 0
        return CGRect(x: 0, y: 0, width: card.bounds.width, height: max(0, card.bounds.height - extra))
    }

    /// Adds or removes the grabber as the sheet prefers, on top of the presented view.
    func updateGrabber() {
        if sheet?.prefersGrabberVisible == true {
            let pill = grabber ?? UIView(frame: .zero)
            pill.backgroundColor = UISheetPresentationController.grabberColor
            pill.layer.cornerRadius = UISheetPresentationController.grabberSize.height / 2
            pill.isUserInteractionEnabled = false
            grabber = pill
            card.addSubview(pill)
            placeGrabber()
        } else {
            grabber?.removeFromSuperview()
            grabber = nil
        }
    }

    private func placeGrabber() {
        guard let grabber else { return }
        let size = UISheetPresentationController.grabberSize
        grabber.frame = CGRect(x: (card.bounds.width - size.width) / 2, y: UISheetPresentationController.grabberTopGap,
                               width: size.width, height: size.height)
        card.bringSubviewToFront(grabber)
    }

    func layoutCard() {
        dimming?.frame = bounds
        if !isAnimating {
            card.frame = cardFrame
            dimming?.alpha = dimmingAlpha(top: card.frame.minY)
        }
        placeGrabber()
    }

    /// The sheet's resting tops in the container, highest first, with their detents' names.
    var sheetTops: [(id: UISheetPresentationController.Detent.Identifier, top: CGFloat)]? {
        guard kind == .sheet, let sheet else { return nil }
        let height = bounds.height
        let safeTop = window?.safeAreaInsets.top ?? 0
        let large = height - min(height, safeTop + UIViewController.sheetTopGap)
        let all = sheet.resolvedDetents(containerHeight: height, large: large)
        guard !all.isEmpty else { return nil }
        return all.reversed().map { ($0.id, height - $0.height) }
    }

    /// The dimming's opacity with the sheet's top at `top`.
    ///
    /// Without `largestUndimmedDetentIdentifier`: fully dimmed at or above the smallest detent, fading
    /// out below it toward the window's bottom. With it, as on iOS: clear at or below that detent,
    /// fading in linearly with the top's position up to the next larger detent, fully dimmed from
    /// there (never dimmed when it is the largest detent).
    func dimmingAlpha(top: CGFloat) -> CGFloat {
        guard let tops = sheetTops, let smallest = tops.last?.top else { return 1 }
        if let undimmed = sheet?.largestUndimmedDetentIdentifier,
           let index = tops.firstIndex(where: { $0.id == undimmed }) {
            let clearTop = tops[index].top
            guard index > 0, top < clearTop else { return 0 }
            let dimTop = tops[index - 1].top
            return top <= dimTop ? 1 : (clearTop - top) / max(1, clearTop - dimTop)
        }
        let height = bounds.height
        return top <= smallest ? 1 : 1 - min(1, (top - smallest) / max(1, height - smallest))
    }

    /// A sheet whose dimming is clear (`largestUndimmedDetentIdentifier`) lets touches outside the
    /// card through to the presenter, as iOS does; otherwise the container takes them.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard kind == .sheet, hit === self || hit === dimming, sheet?.largestUndimmedDetentIdentifier != nil,
              let dimming, dimming.alpha == 0 else { return hit }
        return nil
    }

    override func layoutSubviews() {
        guard kind == .custom else {
            super.layoutSubviews()
            return layoutCard()
        }
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
