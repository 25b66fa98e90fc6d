import Foundation

/// Told when the user drags a sheet to another detent (UIKit's `UISheetPresentationControllerDelegate`,
/// which refines the adaptive delegate, so a sheet's `delegate` hears both).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not sent for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing (an optional method).
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// The presentation controller of a page sheet (UIKit's `UISheetPresentationController`, iOS 15):
/// the heights the sheet rests at (`detents`), which one it is at, and its grabber.
///
/// - `.large()`: the full sheet (its top `sheetTopGap` below the window's top safe-area inset);
///   `.medium()`: half the window's height (iOS's medium detent is "approximately half the height of
///   the screen"); `.custom(identifier:resolver:)`: the resolver's height, clamped to the large one.
/// - The sheet rests at `selectedDetentIdentifier`'s detent, or the smallest when it is nil or names
///   no detent. Changing it (or `detents`) in code moves the sheet at once, or animated inside
///   `animateChanges(_:)`.
/// - `prefersGrabberVisible` draws the grabber: a 36 × 5 pt pill, 5 pt below the sheet's top edge, in
///   `grabberColor` (sizes from iOS 16 screenshots; the colour is ScrollKit's choice).
/// - Dragging the sheet moves it between its detents and settles at the one its release velocity
///   projects it nearest to, telling the delegate; dragging below the smallest dismisses it; a scroll
///   view in the sheet hands its drag to the sheet at its edge (ModalPresentation+DetentDrag.swift).
///   A sheet with one detent is dragged down to dismiss it (ModalPresentation+InteractiveDismiss.swift).
///
/// - `largestUndimmedDetentIdentifier`: at or below that detent the presenter shows undimmed and
///   takes touches; above it the dimming fades in (PresentationContainerView.dimmingAlpha).
///
/// Not done: `prefersEdgeAttachedInCompactHeight`, `widthFollowsPreferredContentSizeWhenEdgeAttached` (stored).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    @preconcurrency @MainActor
    public final class Detent {
        /// A detent's name.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name's string.
            public let rawValue: String
            /// A name from its string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's name.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's name.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// What a custom detent's resolver is given (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
        @preconcurrency @MainActor
        public struct ResolutionContext {
            /// The large detent's height, which a custom detent cannot exceed.
            public let maximumDetentValue: CGFloat
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the window's height.
        public static func medium() -> Detent { Detent(identifier: .medium) { _ in nil } }
        /// The full sheet.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// Numbers the custom detents made without an identifier, so each has its own.
        private static var customCount = 0

        /// A height from `resolver` (nil leaves the detent out).
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (ResolutionContext) -> CGFloat?) -> Detent {
            customCount += 1
            return Detent(identifier: identifier ?? Identifier(rawValue: "custom-\(customCount)"), resolver: resolver)
        }

        /// The sheet's height at this detent, in a container of `containerHeight` whose large sheet is `large` tall.
        func height(containerHeight: CGFloat, large: CGFloat) -> CGFloat? {
            if identifier == .medium { return min(large, containerHeight / 2) }
            guard let value = resolver(ResolutionContext(maximumDetentValue: large)), value.isFinite else { return nil }
            return min(large, max(0, value))
        }
    }

    /// The heights the sheet rests at (`[.large()]` by default); an empty array means `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { detentsChanged() } }
    /// The detent the sheet is at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// Whether the grabber is drawn at the sheet's top (false by default).
    open var prefersGrabberVisible = false { didSet { presentedViewController.shownByPresentation?.container.updateGrabber() } }
    /// Whether an upward drag in a scroll view in the sheet grows the sheet to its largest detent
    /// before the scroll view scrolls (true by default, as on iOS).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The largest detent at which the presenter behind the sheet is neither dimmed nor blocked (nil:
    /// always dimmed, the default). Above it the dimming fades in with the sheet's top up to the next
    /// larger detent; at or below it touches outside the sheet reach the presenter.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// Stored (see the type's summary).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Stored (see the type's summary).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The sheet's top corner radius (nil: `UIViewController.sheetCornerRadius`).
    open var preferredCornerRadius: CGFloat? {
        didSet { presentedViewController.shownByPresentation?.container.card.layer.cornerRadius = cornerRadius }
    }
    /// The grabber's colour: a light grey (ScrollKit's choice).
    public static let grabberColor = UIColor(white: 0.78, alpha: 1)
    /// The grabber's size and its gap below the sheet's top edge (from iOS 16 screenshots).
    public static let grabberSize = CGSize(width: 36, height: 5)
    /// The gap between the sheet's top edge and the grabber.
    public static let grabberTopGap: CGFloat = 5
    /// Told about detent changes the user makes, and about drag-downs.
    var sheetDelegate: UISheetPresentationControllerDelegate? { delegate as? UISheetPresentationControllerDelegate }

    private var animatingChanges = false

    var cornerRadius: CGFloat { preferredCornerRadius ?? UIViewController.sheetCornerRadius }

    /// Makes the changes in `changes` (to `detents`, `selectedDetentIdentifier`) move the sheet with
    /// the sheet's animation (0.35 s ease-in-ease-out) instead of at once.
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        changes()
        animatingChanges = false
    }

    /// Asks the custom detents' resolvers again (moves the sheet if its height changed).
    open func invalidateDetents() { detentsChanged() }

    /// The detents' heights in a container of `height` whose large sheet is `large` tall, with their
    /// names, smallest first.
    func resolvedDetents(containerHeight: CGFloat, large: CGFloat) -> [(id: Detent.Identifier, height: CGFloat)] {
        let list = detents.isEmpty ? [Detent.large()] : detents
        return list.compactMap { d in d.height(containerHeight: containerHeight, large: large).map { (d.identifier, $0) } }
            .sorted { $0.height < $1.height }
    }

    /// The height the sheet rests at now.
    func restingHeight(containerHeight: CGFloat, large: CGFloat) -> CGFloat {
        let all = resolvedDetents(containerHeight: containerHeight, large: large)
        if let id = selectedDetentIdentifier, let match = all.first(where: { $0.id == id }) { return match.height }
        return all.first?.height ?? large
    }

    private func detentsChanged() {
        guard let presentation = presentedViewController.shownByPresentation, presentation.kind == .sheet,
              presentation.phase == .presented, !presentation.isDragging else { return }
        let container = presentation.container
        guard animatingChanges else {
            container.setNeedsLayout()
            return container.layoutIfNeeded()
        }
        container.isAnimating = true
        UIView.animate(withDuration: UIViewController.modalTransitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            container.card.frame = container.cardFrame
            container.card.layoutIfNeeded()
            container.dimming?.alpha = container.dimmingAlpha(top: container.cardFrame.minY)
        }, completion: { _ in container.isAnimating = false })
    }
}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`, raw values as the SDK's).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upwards.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Downwards.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// To the left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// To the right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known (the SDK's `unknown`).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// The presentation controller of a `.popover` presentation (UIKit's `UIPopoverPresentationController`).
/// Where a popover points is stored (`sourceView`, `sourceRect`, `barButtonItem`,
/// `permittedArrowDirections`); the popover is shown as a page sheet, which is what iOS adapts a
/// popover to in a compact-width (iPhone) window. ScrollKit's windows are treated as compact, so no
/// floating popover with an arrow is drawn (`arrowDirection` stays `.unknown`).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The arrow directions allowed (`.any` by default).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow's direction once shown: `.unknown` (shown as a sheet, see the type's summary).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// Stored: views that stay interactive while the popover shows.
    open var passthroughViews: [UIView]?
    /// Stored: the popover's background colour.
    open var backgroundColor: UIColor?
    /// Stored.
    open var canOverlapSourceViewRect = false
    /// Stored.
    open var popoverLayoutMargins: UIEdgeInsets = .zero
    /// The sheet the popover adapts to on a compact width (iOS 15's `adaptiveSheetPresentationController`).
    public private(set) lazy var adaptiveSheetPresentationController =
        UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
}

extension UIViewController {
    /// The page sheet's presentation controller, when this controller is (to be) presented as a sheet
    /// (`.automatic`, `.pageSheet`, `.formSheet`); a popover's adaptive sheet for `.popover`; else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        if let popover = popoverPresentationController { return popover.adaptiveSheetPresentationController }
        guard [.automatic, .pageSheet, .formSheet, .none].contains(presentationRoot.modalPresentationStyle) else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// The popover's presentation controller when `modalPresentationStyle` is `.popover`; else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard presentationRoot.modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
