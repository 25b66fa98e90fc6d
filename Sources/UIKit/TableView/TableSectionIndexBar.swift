import Foundation

/// The section index on a table's trailing edge: the data source's index titles in a narrow
/// column, one under another. A finger that touches or drags along it scrolls the table to the
/// section of the title under it (UITableView+SectionIndex). It is a subview of the table that
/// follows the visible area, as on iOS.
@MainActor
final class TableSectionIndexBar: UIView {
    /// Width of the column: 16 pt (ScrollKit's choice, close to the iOS 17 index on an iPhone; not measured).
    static let width: CGFloat = 16
    /// Height per title when there is room (ScrollKit's choice; iOS compresses titles that do not fit).
    static let titleHeight: CGFloat = 14
    /// Caption-size bold titles (11 pt, Apple's Dynamic Type "Caption 2" at the default size).
    static let fontSize: CGFloat = 11

    weak var table: UITableView?
    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    /// The title under the finger, while one is on the bar.
    private(set) var trackedIndex: Int?
    var idleBackground: UIColor? { didSet { if trackedIndex == nil { backgroundColor = idleBackground } } }
    var trackingBackground: UIColor?

    func setTitles(_ titles: [String], color: UIColor) {
        if titles != self.titles {
            self.titles = titles
            labels.forEach { $0.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: Self.fontSize, weight: .semibold)
                label.textAlignment = .center
                addSubview(label)
                return label
            }
            setNeedsLayout()
        }
        for label in labels where label.textColor != color { label.textColor = color }
    }

    /// Each title's height: `titleHeight`, or less when the bar is too short for all of them.
    private var rowHeight: CGFloat {
        guard !titles.isEmpty else { return 0 }
        return min(Self.titleHeight, bounds.height / CGFloat(titles.count))
    }

    /// The titles are centred vertically in the bar.
    private var blockTop: CGFloat { (bounds.height - rowHeight * CGFloat(titles.count)) / 2 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = rowHeight, top = blockTop
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(i) * h, width: bounds.width, height: h)
        }
    }

    /// The title at `y` (bar coordinates); above the first or below the last clamp to them.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty, rowHeight > 0, y.isFinite else { return nil }
        let i = Int(((y - blockTop) / rowHeight).rounded(.down))
        return min(max(i, 0), titles.count - 1)
    }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let i = titleIndex(at: touch.location(in: self).y) else { return }
        if trackedIndex == nil { backgroundColor = trackingBackground }
        guard i != trackedIndex else { return }
        trackedIndex = i
        table?.scrollToSection(forIndexTitleAt: i)
    }

    private func endTracking() {
        trackedIndex = nil
        backgroundColor = idleBackground
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }
}
