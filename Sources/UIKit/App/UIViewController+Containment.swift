/// Child view controllers, as UIKit's container API ("Implementing a container view controller",
/// UIViewController documentation):
///
/// ```swift
/// addChild(child)                       // calls child.willMove(toParent: self)
/// view.addSubview(child.view)           // the child appears with the parent's window
/// child.didMove(toParent: self)         // yours to call
///
/// child.willMove(toParent: nil)         // yours to call
/// child.view.removeFromSuperview()      // the child disappears
/// child.removeFromParent()              // calls child.didMove(toParent: nil)
/// ```
extension UIViewController {
    func _addChild(_ child: UIViewController) {
        guard child !== self else {
            Log.uikit.warning("a view controller cannot be its own child; addChild ignored")
            return
        }
        var ancestor: UIViewController? = self
        while let a = ancestor {
            if a === child {
                Log.uikit.warning("addChild would make a cycle of parents; ignored")
                return
            }
            ancestor = a.parent
        }
        if child.parent === self { return }
        child.willMove(toParent: self)
        if let old = child.parent { old.children.removeAll { $0 === child } }
        children.append(child)
        child.parent = self
    }

    func _removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
