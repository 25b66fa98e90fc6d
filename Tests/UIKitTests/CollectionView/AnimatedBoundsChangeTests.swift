import HostContextTesting
import Testing
import UIKit

/// A collection view resized inside an animation block brackets its next layout pass with the
/// layout's `prepare(forAnimatedBoundsChange:)` (with the old bounds) and
/// `finalizeAnimatedBoundsChange()`; resizes outside animation blocks and scrolling do not.
@Suite(.freshHostContext) @MainActor
struct AnimatedBoundsChangeTests {
    final class RecordingLayout: UICollectionViewFlowLayout {
        var calls: [String] = []
        override func prepare() {
            super.prepare()
            calls.append("prepare")
        }
        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            calls.append("animatedBoundsChange from \(Int(oldBounds.width))x\(Int(oldBounds.height)) to \(Int(collectionView!.bounds.width))")
        }
        override func finalizeAnimatedBoundsChange() {
            super.finalizeAnimatedBoundsChange()
            calls.append("finalize")
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.size != collectionView?.bounds.size
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func show() -> (UIWindow, UICollectionView, RecordingLayout, Items) {
        let window = makeTestWindow()
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items()
        collection.dataSource = items
        window.addSubview(collection)
        window.tick(timestamp: 0)
        layout.calls.removeAll()
        return (window, collection, layout, items)
    }

    @Test func anAnimatedResizeTellsTheLayoutAroundThePlacement() {
        let (window, collection, layout, _) = show()
        UIView.animate(withDuration: 0.3) {
            collection.frame = CGRect(x: 0, y: 0, width: 220, height: 400)
            collection.layoutIfNeeded()
        }
        #expect(layout.calls == ["prepare", "animatedBoundsChange from 320x400 to 220", "finalize"])
        window.tick(timestamp: 0.5)
        #expect(layout.calls.count == 3)
    }

    @Test func aResizeOutsideAnAnimationBlockOrAScrollDoesNot() {
        let (window, collection, layout, _) = show()
        collection.frame = CGRect(x: 0, y: 0, width: 220, height: 400)
        window.tick(timestamp: 0.1)
        #expect(layout.calls == ["prepare"])
        UIView.animate(withDuration: 0.3) { collection.contentOffset = CGPoint(x: 0, y: 200) }
        window.tick(timestamp: 0.2)
        #expect(!layout.calls.contains { $0.hasPrefix("animatedBoundsChange") || $0 == "finalize" })
    }

    @Test func flowLayoutsFlipInTheOppositeDirectionAndCustomLayoutsDoNot() {
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        final class Mirrored: UICollectionViewLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
        }
        #expect(Mirrored().flipsHorizontallyInOppositeLayoutDirection)
    }
}
