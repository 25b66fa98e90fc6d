import HostContextTesting
import Testing
import UIKit

/// The corpus's content-size patterns: frames and a hand-set size, visual-format constraints, and
/// the content layout guide.
@Suite(.freshHostContext) @MainActor struct LayoutCorpusTests {
    @Test func thirtyLabelsByFramesScrollToTheirHandSetContentSize() {
        let vc = ThirtyLabelsViewController()
        let host = CorpusHost(vc)
        let heights = vc.labels.map(\.bounds.height)
        #expect(heights.allSatisfy { $0 > 0 })
        // 10 pt above the first label and after each one.
        let expectedHeight = heights.reduce(CGFloat(10)) { $0 + $1 + 10 }
        #expect(vc.scrollView.contentSize == CGSize(width: 320, height: expectedHeight))
        #expect(vc.labels[29].frame.minY == expectedHeight - 10 - heights[29])

        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -210))
        #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 200))   // 1:1 after the 10 pt slop
        for _ in 0..<8 { host.drag(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -400), pause: nil); host.run(for: 0.3) }
        host.run(for: 5)
        #expect(vc.scrollView.contentOffset.y == expectedHeight - 480)
    }

    @Test func visualFormatLabelsDefineTheContentHeightFromTheInsideOut() {
        let vc = LabelsVisualFormatViewController()
        _ = CorpusHost(vc)
        let heights = vc.labels.map(\.intrinsicContentSize.height)
        #expect(heights.allSatisfy { $0 > 0 })
        let expected = 10 + heights.reduce(0, +) + 29 * 10 + 10
        #expect(abs(vc.sv.contentSize.height - expected) < 1e-6)
        #expect(vc.sv.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        var y: CGFloat = 10
        for (label, h) in zip(vc.labels, heights) {
            #expect(abs(label.frame.minY - y) < 1e-6 && label.frame.minX == 10)
            y += h + 10
        }
    }

    @Test func contentLayoutGuideGivesAVerticalOnlyContentSize() {
        let vc = ContentGuideFormViewController()
        let host = CorpusHost(vc)
        let expectedHeight = 8 * vc.boxHeight + 9 * vc.spacing   // 1140
        #expect(vc.scrollView.contentSize == CGSize(width: 320, height: expectedHeight))
        #expect(vc.boxes[7].frame == CGRect(x: 16, y: vc.spacing + 7 * (vc.boxHeight + vc.spacing), width: 288, height: 120))

        // A sideways drag does nothing (the content is exactly as wide as the view).
        host.drag(from: CGPoint(x: 300, y: 200), by: CGPoint(x: -200, y: 0))
        host.run(for: 1)
        #expect(vc.scrollView.contentOffset == .zero)
        for _ in 0..<4 { host.drag(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -400), pause: nil); host.run(for: 0.3) }
        host.run(for: 5)
        #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: expectedHeight - 480))
    }

    @Test func stackViewInTheContentLayoutGuideGivesTheContentSize() {
        let vc = StackFormViewController()
        let host = CorpusHost(vc)
        let labelHeights = vc.labels.map(\.intrinsicContentSize.height)
        #expect(labelHeights.allSatisfy { $0 > 0 })
        // 6 labels + 6 panels of 140, 11 gaps of 12.
        let expectedHeight = labelHeights.reduce(0, +) + 6 * vc.panelHeight + 11 * vc.spacing
        #expect(abs(vc.scrollView.contentSize.height - expectedHeight) < 1e-6 && vc.scrollView.contentSize.width == 320)
        #expect(vc.stackView.frame.width == 320 && vc.panels[5].frame.maxY == vc.stackView.frame.height)

        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -210))
        #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 200))   // 1:1 after the 10 pt slop
        for _ in 0..<6 { host.drag(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -400), pause: nil); host.run(for: 0.3) }
        host.run(for: 5)
        #expect(abs(vc.scrollView.contentOffset.y - (expectedHeight - 480)) < 1e-6)
    }
}
