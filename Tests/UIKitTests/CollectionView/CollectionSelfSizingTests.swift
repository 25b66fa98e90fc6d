import HostContextTesting
import Testing
import UIKit

/// A cell sized by Auto Layout: a box whose height the data source sets, pinned to the content
/// view's edges with 8-pt margins, and a fixed 300-pt width, so its preferred size is
/// (316, height + 16).
final class BoxCell: UICollectionViewCell {
    let box = UIView()
    var boxHeight: NSLayoutConstraint!

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            box.widthAnchor.constraint(equalToConstant: 300),
            boxHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A feed of self-sizing cells: item i is 30 + (i % 7) · 10 pt tall inside its margins.
final class FeedViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    let layout = UICollectionViewFlowLayout()
    var count = 200
    static func boxHeight(_ i: Int) -> CGFloat { 30 + CGFloat(i % 7) * 10 }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.estimatedItemSize = CGSize(width: 316, height: 44)
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(BoxCell.self, forCellWithReuseIdentifier: "Box")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Box", for: indexPath) as! BoxCell
        cell.boxHeight.constant = Self.boxHeight(indexPath.item)
        return cell
    }
}

/// Self-sizing cells: displayed cells take their Auto Layout size before they are drawn, and the
/// content does not jump while estimates above the visible items are replaced.
@Suite(.freshHostContext) @MainActor struct CollectionSelfSizingTests {
    private func path(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    /// The top of item i once items 0..<i are measured: each is boxHeight + 16, with 10 pt between.
    private func measuredTop(_ i: Int) -> CGFloat {
        (0..<i).reduce(0) { $0 + FeedViewController.boxHeight($1) + 16 + 10 }
    }

    @Test func displayedCellsTakeTheirAutoLayoutSizeBeforeTheFirstFrame() {
        let vc = FeedViewController()
        let f = CollectionFixture(vc, collectionView: { vc.collectionView })
        let cv = f.collectionView
        // 320 − 316 leaves no room for a second item in a line: one per line, left-aligned.
        for p in cv.indexPathsForVisibleItems {
            let cell = cv.cellForItem(at: p)!
            #expect(cell.frame == CGRect(x: 0, y: measuredTop(p.item), width: 316, height: FeedViewController.boxHeight(p.item) + 16))
        }
        // Every item whose measured frame meets the screen is shown, and no more.
        let shown = cv.indexPathsForVisibleItems.map(\.item)
        let expected = (0..<200).filter { measuredTop($0) < 480 }
        #expect(shown == expected)
        // Unmeasured items below still count at the 44-pt estimate in the content size. Measured:
        // the items shown at their estimated places in the pass's first round (tops 0, 54, … < 480:
        // items 0…8), which the second round moved down.
        let measured = 9
        #expect(expected.count < measured)
        #expect(cv.contentSize.height == measuredTop(measured) + CGFloat(200 - measured) * 54 - 10)
    }

    @Test func scrollingUpIntoUnmeasuredItemsDoesNotMoveWhatIsOnScreen() {
        let vc = FeedViewController()
        let f = CollectionFixture(vc, collectionView: { vc.collectionView })
        let cv = f.collectionView
        // Jump deep into estimated territory (items 0…100 never displayed), then drag down slowly.
        cv.contentOffset = CGPoint(x: 0, y: 5000)
        f.tick()
        let anchor = cv.indexPathsForVisibleItems[2]
        let cell = cv.cellForItem(at: anchor)!
        var onScreen = cell.frame.minY - cv.contentOffset.y
        // A 60 Hz finger 10 pt per frame: after the 10-pt slop the content follows it 1:1.
        f.window.sendTouch(.began, at: CGPoint(x: 160, y: 100), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        var finger: CGFloat = 100
        for _ in 0..<3 { f.time += 1.0 / 60; finger += 10; f.window.sendTouch(.moved, at: CGPoint(x: 160, y: finger), timestamp: f.time); f.window.tick(timestamp: f.time) }
        onScreen = cell.frame.minY - cv.contentOffset.y
        var measuredAny = false
        for _ in 0..<20 {
            let before = cv.contentOffset.y
            f.time += 1.0 / 60
            finger += 10
            f.window.sendTouch(.moved, at: CGPoint(x: 160, y: finger), timestamp: f.time)
            f.window.tick(timestamp: f.time)
            // Items above got measured (the offset was corrected), yet the anchor moved exactly with the finger.
            if abs(cv.contentOffset.y - (before - 10)) > 0.5 { measuredAny = true }
            #expect(isClose(cell.frame.minY - cv.contentOffset.y, onScreen + 10, within: 1e-6))
            onScreen += 10
        }
        #expect(measuredAny)
        #expect(cv.cellForItem(at: anchor) === cell)
    }
}
