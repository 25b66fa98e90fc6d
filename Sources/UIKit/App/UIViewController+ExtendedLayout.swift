import Foundation

/// iOS 7's layout guides of a view controller (`topLayoutGuide`, `bottomLayoutGuide`; deprecated
/// in iOS 11 for the safe area, still common in code written before it).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach into the view: the top bars' extent for `topLayoutGuide`, the bottom
    /// bars' for `bottomLayoutGuide`.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (`length`).
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide`/`bottomLayoutGuide`: a layout guide in the controller's view
/// that spans the part of the view the safe area leaves out at that edge. Since iOS 11 the safe
/// area is how UIKit measures the bars (status bar, navigation bar, toolbar), so the two agree:
/// `topLayoutGuide.bottomAnchor` is `view.safeAreaLayoutGuide.topAnchor`.
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge

    init(edge: Edge, in view: UIView) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(self)
        let safe = view.safeAreaLayoutGuide
        var constraints = [leadingAnchor.constraint(equalTo: view.leadingAnchor),
                           widthAnchor.constraint(equalTo: view.widthAnchor)]
        switch edge {
        case .top:
            constraints += [topAnchor.constraint(equalTo: view.topAnchor), bottomAnchor.constraint(equalTo: safe.topAnchor)]
        case .bottom:
            constraints += [topAnchor.constraint(equalTo: safe.bottomAnchor), bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// The safe area's inset at the guide's edge (the bars' extent into the view).
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` (stored in UIViewController.swift)
/// are read by the containers: UINavigationController places a child's view below its navigation bar
/// (and above its toolbar) when the child leaves that edge out, or when the bar is opaque and the
/// child does not include opaque bars, as iOS does; the view's safe area then has no inset for that bar.
extension UIViewController {
    /// The view's top bars as a layout guide (deprecated in iOS 11: use `view.safeAreaLayoutGuide`).
    /// Loads the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    public var topLayoutGuide: UILayoutSupport { layoutSupport.top }

    /// The view's bottom bars as a layout guide (deprecated in iOS 11: use `view.safeAreaLayoutGuide`).
    /// Loads the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport.bottom }

    private var layoutSupport: (top: ViewControllerLayoutSupport, bottom: ViewControllerLayoutSupport) {
        if let guides = layoutSupportGuides { return guides }
        let guides = (top: ViewControllerLayoutSupport(edge: .top, in: view),
                      bottom: ViewControllerLayoutSupport(edge: .bottom, in: view))
        layoutSupportGuides = guides
        return guides
    }

    /// `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars` changed: the container places
    /// the view again.
    func extendedLayoutDidChange() {
        guard let navigation = parent as? UINavigationController else { return }
        navigation.updateChildInsets()
        navigation.viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the view extends under a bar at `edge` whose opacity is `opaque`.
    func extendsLayout(under edge: UIRectEdge, barIsOpaque opaque: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (!opaque || extendedLayoutIncludesOpaqueBars)
    }
}
