import HostContextTesting
import Testing
import UIKit

/// Records what the collection view asks its prefetch data source, with the host time.
@MainActor
final class PrefetchRecorder: UICollectionViewDataSourcePrefetching {
    var prefetched: [(time: TimeInterval, items: [IndexPath])] = []
    var cancelled: [(time: TimeInterval, items: [IndexPath])] = []

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append((HostClock.now, indexPaths))
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append((HostClock.now, indexPaths))
    }

    var allPrefetched: Set<IndexPath> { Set(prefetched.flatMap(\.items)) }
}

/// Prefetching through a real fling: items ahead of the scroll direction and at the fling's
/// projected landing point are announced before they appear; a reversal cancels what lies ahead.
@Suite(.freshHostContext) @MainActor struct CollectionPrefetchTests {
    private func grid() -> (GridViewController, CollectionFixture, PrefetchRecorder) {
        let vc = GridViewController(counts: [3000])
        let recorder = PrefetchRecorder()
        let f = CollectionFixture(vc) { cv in
            vc.flowLayout.itemSize = CGSize(width: 100, height: 100)
            cv.prefetchDataSource = recorder
        }
        return (vc, f, recorder)
    }

    @Test func aFlingAnnouncesItsLandingScreenAtRelease() {
        let (_, f, recorder) = grid()
        let cv = f.collectionView
        var releaseTime: TimeInterval = 0
        var landing: CGFloat = 0
        f.fling(by: CGPoint(x: 0, y: -300), duration: 0.08)
        releaseTime = f.time
        // The scroll view's projected resting offset: where the deceleration will end.
        f.settle()
        landing = cv.contentOffset.y
        #expect(landing > 2000)
        // The rows of the landing screen (rows every 110 pt).
        let firstRow = Int(landing / 110), lastRow = Int((landing + 479.999) / 110)
        let landingItems = Set((firstRow * 3..<(lastRow + 1) * 3).map { IndexPath(item: $0, section: 0) })
        #expect(cv.indexPathsForVisibleItems.count == landingItems.count)
        #expect(Set(cv.indexPathsForVisibleItems) == landingItems)
        // They were all announced at the release, in one call, before any of them was displayed.
        let atRelease = recorder.prefetched.filter { $0.time == releaseTime }.flatMap(\.items)
        #expect(landingItems.isSubset(of: Set(atRelease)))
        // While the finger dragged, the screen ahead (below) was announced, in order of approach.
        let during = recorder.prefetched.filter { $0.time < releaseTime }
        #expect(!during.isEmpty)
        #expect(during.allSatisfy { $0.items == $0.items.sorted() })
        #expect(recorder.cancelled.isEmpty)
    }

    @Test func reversingTheDirectionCancelsWhatWasAnnouncedAhead() {
        let (_, f, recorder) = grid()
        let cv = f.collectionView
        f.fling(by: CGPoint(x: 0, y: -300), duration: 0.08)
        f.run(0.2)
        let pendingBefore = recorder.allPrefetched.subtracting(Set(cv.indexPathsForVisibleItems))
        #expect(!pendingBefore.isEmpty)
        // Catch the fling and drag back up the list.
        f.fling(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 200), duration: 0.2)
        #expect(recorder.cancelled.count >= 1)
        let cancelled = Set(recorder.cancelled.first!.items)
        // Everything cancelled lies below the screen at the moment of the reversal (ahead of the old direction).
        #expect(!cancelled.isEmpty)
        #expect(cancelled.allSatisfy { $0.item > 3 * Int(cv.contentOffset.y / 110) })
        // And cancelled items were announced before and never displayed in between.
        #expect(cancelled.isSubset(of: recorder.allPrefetched))
        // Turning prefetching off stops the calls.
        cv.isPrefetchingEnabled = false
        let calls = recorder.prefetched.count
        f.fling(by: CGPoint(x: 0, y: -300), duration: 0.08)
        f.settle()
        #expect(recorder.prefetched.count == calls)
    }
}
