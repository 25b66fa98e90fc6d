import UIKit

/// A cell that counts how many were ever created, so a test can show that reuse bounds them, with
/// a label configured per item the way a data source configures it.
final class CountingCollectionCell: UICollectionViewCell {
    @MainActor static var created = 0
    var reuseCount = 0
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        CountingCollectionCell.created += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        label.text = nil
    }
}

/// A header with a title label.
final class TitleHeaderView: UICollectionReusableView {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A grid screen written the way an iOS developer writes a `UICollectionViewController`-style
/// screen: the controller owns a collection view with a flow layout and is its data source and
/// delegate. Counts and per-item sizes come from properties so each test states its data; every
/// delegate call is logged in order.
@MainActor
class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    let layout: UICollectionViewLayout
    var collectionView: UICollectionView!
    var sizeForItem: ((IndexPath) -> CGSize)?
    var refuseHighlight: Set<IndexPath> = []
    var refuseSelection: Set<IndexPath> = []
    var log: [String] = []
    var didScrollCount = 0

    init(counts: [Int], layout: UICollectionViewLayout? = nil) {
        self.counts = counts
        self.layout = layout ?? UICollectionViewFlowLayout()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var flowLayout: UICollectionViewFlowLayout { layout as! UICollectionViewFlowLayout }

    override func loadView() {
        collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.register(TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "Footer")
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CountingCollectionCell
        cell.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let id = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: id, for: indexPath) as! TitleHeaderView
        view.label.text = "\(id) \(indexPath.section)"
        return view
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeForItem?(indexPath) ?? flowLayout.itemSize
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return !refuseHighlight.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCount += 1 }

    /// The log without the scroll-driven display calls.
    var selectionLog: [String] { log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } }
}

/// A 320×480 window showing a grid controller, with a script clock.
@MainActor
final class CollectionFixture {
    let window: UIWindow
    let controller: UIViewController
    let collectionView: UICollectionView
    var time: TimeInterval = 0

    init(_ controller: UIViewController, collectionView: () -> UICollectionView, configure: (UICollectionView) -> Void = { _ in }) {
        HostClock.reset()
        CountingCollectionCell.created = 0
        self.controller = controller
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = controller.view
        self.collectionView = collectionView()
        configure(self.collectionView)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    convenience init(_ grid: GridViewController, configure: (UICollectionView) -> Void = { _ in }) {
        self.init(grid, collectionView: { grid.collectionView }, configure: configure)
    }

    /// The cells that are in the collection view's tree now (visible or animating out).
    var liveCells: [UICollectionViewCell] { collectionView.subviews.compactMap { $0 as? UICollectionViewCell } }

    func tick(after dt: TimeInterval = 1.0 / 60) {
        time += dt
        window.tick(timestamp: time)
    }

    /// Ticks at 60 Hz for `seconds`.
    func run(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { tick() }
    }

    /// A finger from `from` moving by `delta` over `duration` at 120 Hz, lifted while moving (a
    /// fling when fast). Calls `eachFrame` after every tick.
    func fling(from: CGPoint = CGPoint(x: 160, y: 400), by delta: CGPoint, duration: TimeInterval = 0.1, eachFrame: () -> Void = {}) {
        let steps = max(1, Int((duration * 120).rounded()))
        window.sendTouch(.began, at: from, timestamp: time)
        window.tick(timestamp: time)
        var p = from
        for i in 1...steps {
            time += duration / Double(steps)
            let f = CGFloat(i) / CGFloat(steps)
            p = CGPoint(x: from.x + delta.x * f, y: from.y + delta.y * f)
            window.sendTouch(.moved, at: p, timestamp: time)
            window.tick(timestamp: time)
            eachFrame()
        }
        time += duration / Double(steps)
        window.sendTouch(.ended, at: CGPoint(x: p.x + delta.x / CGFloat(steps), y: p.y + delta.y / CGFloat(steps)), timestamp: time)
        window.tick(timestamp: time)
        eachFrame()
    }

    /// Ticks at 60 Hz while the view moves (at most `limit` seconds), calling `eachFrame`.
    func settle(limit: TimeInterval = 20, eachFrame: () -> Void = {}) {
        let end = time + limit
        repeat {
            tick()
            eachFrame()
        } while (collectionView.isDecelerating || window.needsFrames) && time < end
    }

    /// A tap held for `hold` seconds (a quick tap by default: began and ended arrive together at the lift).
    func tap(_ p: CGPoint, hold: TimeInterval = 0.05) {
        window.sendTouch(.began, at: p, timestamp: time)
        window.tick(timestamp: time)
        time += hold
        window.sendTouch(.ended, at: p, timestamp: time)
        window.tick(timestamp: time)
    }
}
