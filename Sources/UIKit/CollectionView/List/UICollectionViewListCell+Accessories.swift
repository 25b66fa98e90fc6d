import Foundation

/// The accessories' views and geometry (rules in UICellAccessory.swift): each shown accessory gets
/// a slot on its side; symbols are drawn by `ListAccessoryView`, labels are `UILabel`s, custom views
/// are yours. The outline disclosure toggles its item through the collection view's data source.
extension UICollectionViewListCell {
    /// A slot: which accessory (index into `accessoryViews`), its x and width.
    struct AccessorySlots {
        var leading: [(index: Int, x: CGFloat, width: CGFloat)] = []
        var trailing: [(index: Int, x: CGFloat, width: CGFloat)] = []
        var leadingWidth: CGFloat = 0
        var trailingWidth: CGFloat = 0
    }

    /// The slots of the shown accessories in a cell `width` wide. Leading ones start after the
    /// indentation (with `indentsAccessories`) and read left to right; trailing ones end at the
    /// cell's right edge, in array order left to right.
    func accessorySlots(width: CGFloat) -> AccessorySlots {
        var slots = AccessorySlots()
        var x = indentsAccessories ? indentation : 0
        for (i, entry) in accessoryViews.enumerated() where entry.accessory.isLeading {
            let w = slotWidth(entry)
            slots.leading.append((i, x, w))
            x += w; slots.leadingWidth += w
        }
        let trailing = accessoryViews.enumerated().filter { !$0.element.accessory.isLeading }
        slots.trailingWidth = trailing.reduce(0) { $0 + slotWidth($1.element) }
        var tx = width - slots.trailingWidth
        for (i, entry) in trailing {
            let w = slotWidth(entry)
            slots.trailing.append((i, tx, w))
            tx += w
        }
        return slots
    }

    private func slotWidth(_ entry: (accessory: UICellAccessory, view: UIView)) -> CGFloat {
        switch entry.accessory.kind {
        case .label, .customView:
            let w = entry.view.bounds.width
            return (w.isFinite ? max(w, 0) : 0) + ListMetrics.accessoryMargin
        default:
            return ListMetrics.symbolAccessoryWidth
        }
    }

    /// Makes the views of the shown accessories (removing the old ones).
    func rebuildAccessoryViews() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = []
        for accessory in accessories where accessory.isShown {
            let view: UIView
            switch accessory.kind {
            case .disclosureIndicator(let tint):
                view = ListAccessoryView(symbol: .disclosure, color: tint ?? TableAppearance.accessoryGray)
            case .outlineDisclosure(let options, let handler):
                let control = ListAccessoryView(symbol: .outline, color: options.tintColor ?? TableAppearance.tint)
                control.onTap = { [weak self] in self?.outlineTapped(handler) }
                control.setExpanded(isOutlineExpanded)
                view = control
            case .checkmark(let tint):
                view = ListAccessoryView(symbol: .checkmark, color: tint ?? TableAppearance.tint)
            case .delete(let color, let handler):
                let control = ListAccessoryView(symbol: .delete, color: color ?? .systemRed)
                control.onTap = { handler?() }
                view = control
            case .reorder(let tint):
                view = ListAccessoryView(symbol: .reorder, color: tint ?? TableAppearance.accessoryGray)
            case .label(let text, let options):
                let label = UILabel()
                label.text = text
                label.font = options.font ?? .systemFont(ofSize: TableAppearance.bodyFontSize)
                label.textColor = options.tintColor ?? TableAppearance.secondaryLabel
                label.sizeToFit()
                view = label
            case .customView(let custom):
                view = custom
            }
            addSubview(view)
            accessoryViews.append((accessory, view))
        }
        setNeedsLayout()
    }

    /// Places each accessory view in its slot: symbols fill theirs; labels and custom views keep
    /// their size, centred vertically, with the margin on their outer side.
    func layoutAccessoryViews() {
        let slots = accessorySlots(width: bounds.width)
        func place(_ index: Int, x: CGFloat, width: CGFloat, leading: Bool) {
            let view = accessoryViews[index].view
            if view is ListAccessoryView {
                let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                // The outline chevron rotates about its centre: set bounds and centre, not the frame.
                view.bounds = CGRect(origin: .zero, size: frame.size)
                view.center = CGPoint(x: frame.midX, y: frame.midY)
            } else {
                let size = view.bounds.size
                let vx = leading ? x + ListMetrics.accessoryMargin : x
                view.center = CGPoint(x: vx + size.width / 2, y: bounds.height / 2)
            }
        }
        for slot in slots.leading { place(slot.index, x: slot.x, width: slot.width, leading: true) }
        for slot in slots.trailing { place(slot.index, x: slot.x, width: slot.width, leading: false) }
    }

    /// Turns the outline chevrons to the item's expansion state.
    func updateOutlineViews() {
        for (_, view) in accessoryViews {
            (view as? ListAccessoryView)?.setExpanded(isOutlineExpanded)
        }
    }

    /// Whether a tap anywhere in the cell toggles its item instead of selecting it: a shown outline
    /// disclosure of the `.header` style (Apple: "the cell itself is not selectable").
    var togglesOutlineOnCellTap: Bool {
        accessoryViews.contains { $0.accessory.outlineOptions?.0.style == .header }
    }

    /// The outline disclosure was tapped (or the cell, in the header style): its handler, else the
    /// data source expands or collapses the item.
    func outlineTapped(_ handler: UICellAccessory.ActionHandler?) {
        if let handler { handler(); return }
        var view = superview
        while let v = view, !(v is UICollectionView) { view = v.superview }
        guard let collectionView = view as? UICollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        guard let outline = collectionView.dataSource as? OutlineExpandingDataSource else {
            Log.uikit.warning("an outline disclosure was tapped in a collection view whose data source is not a UICollectionViewDiffableDataSource; nothing to expand (give the accessory an actionHandler)")
            return
        }
        outline.toggleExpansion(at: indexPath)
    }

    /// The header-style outline's handler (for a tap on the cell).
    var headerOutlineHandler: UICellAccessory.ActionHandler? {
        accessoryViews.lazy.compactMap { $0.accessory.outlineOptions }.first { $0.0.style == .header }?.1
    }
}

/// A data source that can expand and collapse an item of an outline: the diffable data source,
/// through its section snapshots.
@MainActor
protocol OutlineExpandingDataSource: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed, collapses it otherwise.
    func toggleExpansion(at indexPath: IndexPath)
}
