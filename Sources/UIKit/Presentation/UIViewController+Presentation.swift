import Foundation

/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`, as UIKit's
/// ("Presenting a view controller", UIViewController documentation), on an iPhone-shaped window.
///
/// Who presents: the request goes up to the controller's topmost ancestor (its root container, e.g. the
/// navigation controller; UIKit forwards a request the receiver cannot fulfil "up the view controller
/// hierarchy to its nearest parent"), which becomes `presentingViewController`. A child of the
/// presenter reads the presented controller through `presentedViewController` as well.
///
/// Styles (UIModalPresentationStyle.swift for the fall-backs): a sheet is a card whose top sits
/// `sheetTopGap` below the window's top safe-area inset, with `sheetCornerRadius` rounded top corners,
/// over a dimming view (`sheetDimmingColor`) that covers the presenter and takes its touches, as
/// iOS's dimming view does. The presenter stays on screen and, as on iOS 13+, hears no disappear
/// callbacks; iOS also scales the presenter back into a card behind the sheet: ScrollKit does not
/// (the presenter stays full size under the dimming). Full-screen styles cover the window; `.fullScreen`
/// sends the presenter viewWillDisappear/viewDidDisappear and takes its views out of the window when
/// the animation ends (as Apple documents for that style); `.overFullScreen` leaves them and sends
/// nothing. The presented view's safe area follows from where it is: full screen gets the window's, a
/// sheet has no top inset (it starts below the status bar) and keeps the bottom one.
///
/// Animation: `.coverVertical` slides the card up from the bottom edge; `.crossDissolve` fades it in
/// (alpha), the dimming fading with either. Apple documents no length or curve: ScrollKit uses the
/// navigation slide's measurement-based choice (`transitionDuration`, 0.35 s, ease-in-ease-out), on
/// the host clock. The completion runs on the tick that ends the animation, after the did-callbacks;
/// with `animated: false` (or a hidden window) everything, completion included, happens at once.
///
/// Callback order (as UIKit's transitions: old will, new will, old did, new did). Presenting B over A
/// full screen: `A.viewWillDisappear`, `B.viewWillAppear`, `B.viewIsAppearing`, the animation,
/// `A.viewDidDisappear`, `B.viewDidAppear`, completion. Dismissing: `B.viewWillDisappear`,
/// `A.viewWillAppear`, `A.viewIsAppearing`, the animation, `B.viewDidDisappear`, `A.viewDidAppear`,
/// completion. Sheets and `.overFullScreen`: the same without A's callbacks.
///
/// Dismissal (Apple's rules): `dismiss` on a controller that presented something dismisses what it
/// presented and everything that one presented in turn: only the top one animates out (with its own
/// transition style), the ones between are removed at once (and hear their disappear callbacks).
/// On a controller that presents nothing, the request goes to its presenter.
///
/// Refused requests (logged with iOS's wording, nothing happens and the completion is not called):
/// presenting from a controller whose view is not in a window; presenting while the presenter
/// already presents something; presenting a controller already presented, with a parent, or self;
/// presenting or dismissing while a presentation or dismissal in the same chain animates; `dismiss`
/// where nothing is presented (no log; iOS does nothing either).
///
/// Dragging a sheet down dismisses it: ModalPresentation+InteractiveDismiss.swift (`isModalInPresentation`
/// and `presentationController`'s delegate, UIPresentationController.swift).
///
/// Custom presentations (`transitioningDelegate`, `.custom`): ModalPresentation+CustomTransition.swift.
///
/// Sheets' detents and grabber: UISheetPresentationController.swift. Not done: presentation contexts
/// (`definesPresentationContext` is stored).
extension UIViewController {
    /// The presentation's length (see above: the navigation slide's measurement-based value).
    public static let modalTransitionDuration: TimeInterval = UINavigationController.transitionDuration
    /// The gap between the window's top safe-area inset and a sheet's top edge: 10 pt, measured on
    /// public iOS 13-18 screenshots of page sheets on iPhone (e.g. a sheet's top at y = 54 under a
    /// 44 pt status bar on an iPhone 11); Apple does not publish it.
    public static let sheetTopGap: CGFloat = 10
    /// A sheet's top corner radius: 10 pt, the commonly measured system default behind
    /// `UISheetPresentationController.preferredCornerRadius` = nil on iPhone (not an Apple number).
    public static let sheetCornerRadius: CGFloat = 10
    /// What dims the presenter behind a sheet: black at 20 %, estimated from iOS 17 screenshots in
    /// light mode (the presenter darkens but stays readable); not an Apple number.
    public static let sheetDimmingColor = UIColor(white: 0, alpha: 0.2)

    /// The controller this one (or its topmost ancestor) presented; nil when none.
    public var presentedViewController: UIViewController? { presentationRoot.hostedPresentation?.presented }

    /// The controller that presented this one (or its topmost ancestor); nil when it is not presented.
    public var presentingViewController: UIViewController? { presentationRoot.shownByPresentation?.host }

    /// True from `present` until the presentation's animation has ended (and its did-callbacks were sent).
    public var isBeingPresented: Bool { shownByPresentation?.phase == .presenting }
    /// True from `dismiss` until the dismissal's animation has ended.
    public var isBeingDismissed: Bool { shownByPresentation?.phase == .dismissing }

    /// The topmost ancestor: the controller a presentation request is made on behalf of.
    var presentationRoot: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    private func describe(_ c: UIViewController) -> String { "<\(type(of: c))>" }

    func performPresent(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let host = presentationRoot
        guard controller !== self, controller !== host else {
            Log.uikit.warning("Application tried to present modally a view controller \(describe(controller)) on itself; ignored")
            return
        }
        guard let window = viewIfLoaded?.window, host.viewIfLoaded?.window === window else {
            Log.uikit.warning("Attempt to present \(describe(controller)) on \(describe(host)) (from \(describe(self))) whose view is not in the window hierarchy.")
            return
        }
        if let current = host.hostedPresentation {
            Log.uikit.warning("Attempt to present \(describe(controller)) on \(describe(host)) (from \(describe(self))) which is already presenting \(describe(current.presented)).")
            return
        }
        if let showing = host.shownByPresentation, showing.phase != .presented {
            Log.uikit.warning("Attempt to present \(describe(controller)) on \(describe(host)) while a presentation is in progress.")
            return
        }
        guard controller.shownByPresentation == nil, controller.parent == nil else {
            Log.uikit.warning("Application tried to present modally a view controller \(describe(controller)) that is already presented or is a child; ignored")
            return
        }
        let animates = animated && !window.isHidden
        let plan = CustomPresentationPlan.make(presenting: controller, from: host, source: self, animated: animates)
        if let plan { controller.storedPresentationController = plan.controller }
        let presentation = ModalPresentation(host: host, presented: controller, plan: plan)
        host.hostedPresentation = presentation
        controller.shownByPresentation = presentation
        if let plan {
            presentation.showCustom(in: window, animated: animates, plan: plan, completion: completion)
        } else {
            presentation.show(in: window, animated: animates, completion: completion)
        }
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        let root = presentationRoot
        let host: UIViewController
        if root.hostedPresentation != nil {
            host = root
        } else if let presenter = root.shownByPresentation?.host {
            host = presenter
        } else {
            return
        }
        var chain: [ModalPresentation] = []
        var next = host.hostedPresentation
        while let p = next {
            chain.append(p)
            next = p.presented.hostedPresentation
        }
        if chain.contains(where: { $0.phase != .presented }) || host.shownByPresentation.map({ $0.phase != .presented }) == true {
            Log.uikit.warning("Attempt to dismiss from \(describe(host)) while a presentation or dismiss is in progress; ignored")
            return
        }
        guard let window = chain.last?.container.window else { return }
        ModalPresentation.dismiss(chain, from: host, animated: animated && !window.isHidden, completion: completion)
    }
}
