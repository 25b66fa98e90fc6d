import LogCapture
import QuartzCore
import Testing
import UIKit

/// Bad input in UIKit and QuartzCore is reported through swift-log, with the module's label, a level
/// that says how bad it is, and a message that says what was done about it.
/// `LogCapture` sees only what this test's own task logged, so parallel suites cannot interfere.
@Suite(.serialized) @MainActor
struct DiagnosticsLogTests {
    @Test func addingAViewToItselfIsRefusedWithAUIKitWarning() {
        let window = makeTestWindow()
        let parent = UIView(frame: window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        let records = LogCapture.records { child.addSubview(parent) }
        #expect(records == [LogRecord(label: "scrollkit.uikit", level: .warning,
            message: "cannot add UIView as a subview of itself or of its own descendant; refused, the view tree is unchanged")])
        #expect(parent.superview === window && child.subviews.isEmpty)
    }

    @Test func anAmbiguousContentWidthIsAnAutoLayoutWarning() {
        let root = referenceRoot()
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        _ = labelColumn(in: scrollView, trailing: false)
        let records = LogCapture.records { root.layoutIfNeeded() }
        #expect(records.count == 1)
        #expect(records.first?.label == "scrollkit.uikit.autolayout")
        #expect(records.first?.level == .warning)
        #expect(records.first?.message.contains("has ambiguous scrollable content width") == true)
        #expect(records.first?.message.contains("which reads 0") == true)
        #expect(scrollView.contentSize.width == 0)
    }

    @Test func aZeroTileSizeIsKeptAtTheOldSizeWithATilesWarning() {
        let layer = CATiledLayer()
        layer.tileSize = CGSize(width: 128, height: 128)
        let records = LogCapture.records { layer.tileSize = .zero }
        #expect(records == [LogRecord(label: "scrollkit.quartzcore.tiles", level: .warning,
            message: "CATiledLayer.tileSize CGSize(width: 0.0, height: 0.0) is not a finite size of at least 1 × 1 px; keeping CGSize(width: 128.0, height: 128.0)")])
        #expect(layer.tileSize == CGSize(width: 128, height: 128))
    }

    @Test func anOutOfRangeTouchIndexIsAWarningAndReturnsZero() {
        let recognizer = UITapGestureRecognizer { _ in }
        let (location, records) = LogCapture.capture { recognizer.location(ofTouch: 3, in: nil) }
        #expect(location == .zero)
        #expect(records == [LogRecord(label: "scrollkit.uikit", level: .warning,
            message: "location(ofTouch: 3) is out of range (0 touches); returning .zero")])
    }

    @Test func nothingIsCapturedFromWorkThatLogsNothing() {
        let records = LogCapture.records { _ = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(records.isEmpty)
    }
}
