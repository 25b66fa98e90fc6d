/// Owns a view loaded on first access (`loadView`, then `viewDidLoad`) and hears about its layout.
@MainActor
open class UIViewController: UIResponder {
    public override init() { super.init() }

    private var loadedView: UIView?
    public var isViewLoaded: Bool { loadedView != nil }
    public var title: String?

    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                loadedView?.viewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Creates the view; the default makes a plain screen-sized view. Overrides assign `view`.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Auto Layout's update phase for the root view (called from its `updateConstraints()`); call super.
    open func updateViewConstraints() {}

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    public func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent }
}
