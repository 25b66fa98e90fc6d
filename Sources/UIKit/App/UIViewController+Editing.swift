import Foundation

/// The view controller's editing state and its Edit/Done button, as on iOS: `editButtonItem`'s title
/// is Edit (plain) or Done (bold, `.done` style) by `isEditing`, and tapping it calls
/// `setEditing(!isEditing, animated: true)`. Bars make their buttons from an item's title when the
/// item is set, so the change of title rebuilds the bars showing this controller's navigation item
/// and its navigation controller's toolbar.
extension UIViewController {
    func makeEditButtonItemIfNeeded() -> UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: "") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    func updateEditButtonItem() {
        guard let item = storedEditButtonItem else { return }
        // Apple's titles for the Edit and Done system items (English).
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        if let navigationItem = storedNavigationItem,
           navigationItem.leftBarButtonItem === item || navigationItem.rightBarButtonItem === item {
            navigationItem.changed()
        }
        if toolbarItems?.contains(where: { $0 === item }) == true, navigationController?.topViewController === self {
            navigationController?.refreshToolbar()
        }
    }
}
