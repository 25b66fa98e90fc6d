/// The constraints a `UIStackView` makes between itself and its arranged subviews, with UIKit's
/// `UISV-` names (as identifiers) so they can be told apart in logs and in `constraints`.
///
/// The *canvas* is the stack's bounds, or its `layoutMarginsGuide` with
/// `isLayoutMarginsRelativeArrangement`. Along the axis the visible views are chained from the canvas's
/// leading edge to its trailing edge (`UISV-canvas-connection`, `UISV-spacing`); the distribution adds
/// equal lengths (`UISV-fill-equally`), proportional lengths (`UISV-fill-proportionally`) or spacer
/// guides of equal length (`UISV-distributing`). Across the axis the alignment pins edges or centres
/// (`UISV-alignment`), keeps every view inside the canvas (`UISV-spanning-boundary`) and, when the views
/// do not fill it, lets the canvas hug the largest one (`UISV-canvas-fit`). Hidden views collapse to
/// length 0 where they stand (`UISV-hiding`) and take no spacing.
///
/// Priorities: everything that defines the arrangement is required, as on iOS (so a required height on
/// a hidden view conflicts, as it does on iOS); proportional lengths are 999, so the app's required
/// constraints win. The preferences that only settle what the app's constraints leave open sit below
/// `defaultLow` (250), so content hugging and compression resistance always decide first:
/// spacer guides prefer their minimum and the canvas its smallest cross size at 249, and ties between
/// views of equal hugging or compression resistance are broken by index below `fittingSizeLevel` (50):
/// a view keeps its intrinsic length more strongly the earlier it is arranged, so the last one
/// stretches or shrinks first (`UISV-ambiguity-suppression`; Apple documents that ties go "based on
/// their index" but not which way).
extension UIStackView {
    /// One axis's attributes: along (the stacking direction) and across.
    struct AxisAttributes {
        let leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute

        static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, length: .width, center: .centerX)
        static let vertical = AxisAttributes(leading: .top, trailing: .bottom, length: .height, center: .centerY)
    }

    /// Below `defaultLow` (250): yields to every view's hugging and compression resistance.
    static let fitPriority = UILayoutPriority(249)
    /// Proportional lengths give way to the app's required constraints (ScrollKit's choice).
    static let proportionalPriority = UILayoutPriority(999)
    /// Tie-break priorities for arranged view i of n: from 49 down to 9, below `fittingSizeLevel`.
    static func tieBreakPriority(index: Int, count: Int) -> UILayoutPriority {
        UILayoutPriority(49 - 40 * Float(index) / Float(max(1, count)))
    }

    /// The resolved gap after `view`: its custom spacing or `spacing`, with `spacingUseSystem` as 8 pt.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? NSLayoutConstraint.standardSpacing : value
    }

    /// The constraints made for the current arrangement (read by tests and diagnostics).
    var stackConstraints: [NSLayoutConstraint] { arrangementConstraints }

    /// Removes the previous `UISV-` constraints and spacer guides and makes the current ones.
    func updateArrangementConstraints() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        spacerGuides = []
        tieBreakers = [:]
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = axis == .vertical ? AxisAttributes.vertical : .horizontal
        let across = axis == .vertical ? AxisAttributes.horizontal : .vertical
        let visible = views.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        func pin(_ a: AnyObject, _ aAttr: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                 _ b: AnyObject?, _ bAttr: NSLayoutConstraint.Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
                 _ priority: UILayoutPriority, _ name: String) {
            let c = NSLayoutConstraint(item: a, attribute: aAttr, relatedBy: relation, toItem: b, attribute: bAttr,
                                       multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = name
            made.append(c)
        }
        arrangeAlong(visible, canvas: canvas, along, pin)
        for view in visible { alignAcross(view, first: visible[0], canvas: canvas, across, pin) }
        if alignment != .fill, !visible.isEmpty {
            pin(canvas, across.length, .equal, nil, .notAnAttribute, 1, 0, Self.fitPriority, "UISV-canvas-fit")
        }
        if visible.isEmpty {
            // Nothing shows: the stack collapses along its axis unless the app sizes it.
            pin(canvas, along.length, .equal, nil, .notAnAttribute, 1, 0, Self.fitPriority, "UISV-canvas-fit")
        }
        // Hidden views: length 0 right after the previous visible view (or at the canvas's leading edge).
        var previous: UIView?
        for view in views {
            guard view.isHidden else { previous = view; continue }
            pin(view, along.length, .equal, nil, .notAnAttribute, 1, 0, .required, "UISV-hiding")
            if let previous {
                pin(view, along.leading, .equal, previous, along.trailing, 1, 0, .required, "UISV-hiding")
            } else {
                pin(view, along.leading, .equal, canvas, along.leading, 1, 0, .required, "UISV-hiding")
            }
            pin(view, across.leading, .equal, canvas, across.leading, 1, 0, .required, "UISV-hiding")
        }
        arrangementConstraints = made
        for c in made where c.identifier == "UISV-ambiguity-suppression" && c.secondItem == nil {
            if let view = c.firstItem as? UIView { tieBreakers[ObjectIdentifier(view)] = c }
        }
        // Installed on the stack view itself (also the constant lengths of one view), as UIKit lists
        // them in the stack's `constraints`.
        addConstraints(made)
    }

    /// The chain along the axis and the distribution's constraints.
    private func arrangeAlong(_ visible: [UIView], canvas: AnyObject, _ along: AxisAttributes,
                              _ pin: (AnyObject, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?,
                                      NSLayoutConstraint.Attribute, CGFloat, CGFloat, UILayoutPriority, String) -> Void) {
        guard let first = visible.first, let last = visible.last else { return }
        pin(first, along.leading, .equal, canvas, along.leading, 1, 0, .required, "UISV-canvas-connection")
        pin(last, along.trailing, .equal, canvas, along.trailing, 1, 0, .required, "UISV-canvas-connection")
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        let exact = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        var firstGuide: UILayoutGuide?
        for (prev, next) in zip(visible, visible.dropFirst()) {
            let gap = resolvedSpacing(after: prev)
            let prevEdge: NSLayoutConstraint.Attribute = baselines ? .lastBaseline : along.trailing
            let nextEdge: NSLayoutConstraint.Attribute = baselines ? .firstBaseline : along.leading
            pin(next, nextEdge, exact ? .equal : .greaterThanOrEqual, prev, prevEdge, 1, gap, .required, "UISV-spacing")
            guard !exact else { continue }
            // Equal spacing: a guide spans each gap; equal centering: each centre-to-centre distance.
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
            let centering = distribution == .equalCentering
            pin(guide, along.leading, .equal, prev, centering ? along.center : along.trailing, 1, 0, .required, "UISV-distributing-edge")
            pin(guide, along.trailing, .equal, next, centering ? along.center : along.leading, 1, 0, .required, "UISV-distributing-edge")
            if let firstGuide {
                pin(guide, along.length, .equal, firstGuide, along.length, 1, 0, .required, "UISV-distributing")
            } else {
                firstGuide = guide
                // The smallest equal gap (or centre distance) the minimum spacings allow, unless the app sizes the stack.
                pin(guide, along.length, .equal, nil, .notAnAttribute, 1, centering ? 0 : gap, Self.fitPriority, "UISV-distributing")
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() {
                pin(view, along.length, .equal, first, along.length, 1, 0, .required, "UISV-fill-equally")
            }
        case .fillProportionally:
            func intrinsic(_ v: UIView) -> CGFloat {
                let s = v.intrinsicContentSize
                let value = axis == .vertical ? s.height : s.width
                return value.isFinite && value > 0 ? value : 0
            }
            let lengths = visible.map(intrinsic)
            let total = lengths.reduce(0, +)
            guard total > 0 else {
                // No intrinsic lengths to share by: equal lengths (ScrollKit's choice).
                for view in visible.dropFirst() {
                    pin(view, along.length, .equal, first, along.length, 1, 0, .required, "UISV-fill-equally")
                }
                return
            }
            let spacings = zip(visible, visible.dropFirst()).map { resolvedSpacing(after: $0.0) }.reduce(0, +)
            for (view, length) in zip(visible, lengths) {
                let share = length / total
                pin(view, along.length, .equal, canvas, along.length, share, -spacings * share, Self.proportionalPriority,
                    "UISV-fill-proportionally")
            }
        case .fill, .equalSpacing, .equalCentering:
            for (i, view) in visible.enumerated() {
                guard let length = intrinsicLength(of: view) else { continue }
                pin(view, along.length, .equal, nil, .notAnAttribute, 1, length,
                    Self.tieBreakPriority(index: i, count: visible.count), "UISV-ambiguity-suppression")
            }
        }
    }

    /// An arranged view's intrinsic size changed: proportional lengths are remade; a tie-break follows
    /// the new length in place (a constant change, no rebuild).
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        let key = ObjectIdentifier(view)
        if distribution == .fillProportionally || (tieBreakers[key] == nil) != (intrinsicLength(of: view) == nil) {
            arrangementDidChange()
        } else if let c = tieBreakers[key], let length = intrinsicLength(of: view) {
            c.constant = length
        }
    }

    /// An arranged view was shown or hidden: the arrangement is remade. Inside an animation block the
    /// stack lays out at once, so that the other views' frames animate, as on iOS (hiding a view in a
    /// `UIView.animate` block animates the stack without a `layoutIfNeeded()`).
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        if AnimationContext.stack.last.flatMap({ $0 }) != nil { layoutRoot.layoutIfNeeded() }
    }

    /// The view's intrinsic length along the stack's axis, nil when it has none.
    func intrinsicLength(of view: UIView) -> CGFloat? {
        let s = view.intrinsicContentSize
        let value = axis == .vertical ? s.height : s.width
        return value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 ? value : nil
    }

    /// The alignment's constraints across the axis for one visible view.
    private func alignAcross(_ view: UIView, first: UIView, canvas: AnyObject, _ across: AxisAttributes,
                             _ pin: (AnyObject, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?,
                                     NSLayoutConstraint.Attribute, CGFloat, CGFloat, UILayoutPriority, String) -> Void) {
        func edge(_ attr: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ name: String) {
            pin(view, attr, relation, canvas, attr, 1, 0, .required, name)
        }
        var effective = alignment
        if axis == .vertical {
            // Baselines line up only side by side; in a vertical stack they mean the leading/trailing edge.
            if effective == .firstBaseline { effective = .leading }
            if effective == .lastBaseline { effective = .trailing }
        }
        switch effective {
        case .fill:
            edge(across.leading, .equal, "UISV-canvas-connection")
            edge(across.trailing, .equal, "UISV-canvas-connection")
        case .leading:
            edge(across.leading, .equal, "UISV-alignment")
            edge(across.trailing, .lessThanOrEqual, "UISV-spanning-boundary")
        case .trailing:
            edge(across.trailing, .equal, "UISV-alignment")
            edge(across.leading, .greaterThanOrEqual, "UISV-spanning-boundary")
        case .center:
            edge(across.center, .equal, "UISV-alignment")
            edge(across.leading, .greaterThanOrEqual, "UISV-spanning-boundary")
        case .firstBaseline, .lastBaseline:
            // Horizontal stacks: baselines equal to the first view's, every view inside the canvas, and
            // the views pulled against the top (first) or bottom (last) edge where the canvas is taller.
            let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first { pin(view, baseline, .equal, first, baseline, 1, 0, .required, "UISV-alignment") }
            edge(.top, .greaterThanOrEqual, "UISV-spanning-boundary")
            edge(.bottom, .lessThanOrEqual, "UISV-spanning-boundary")
            let side: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .top : .bottom
            pin(view, side, .equal, canvas, side, 1, 0, Self.fitPriority, "UISV-ambiguity-suppression")
        }
    }
}
