import HostContextTesting
import Testing
import UIKit

/// `contentHorizontalAlignment`/`contentVerticalAlignment` are UIControl's, as on iOS: code that
/// aligns any control compiles, and a button laid out by the window honours them through a
/// `UIControl` reference.
@Suite(.freshHostContext) @MainActor
struct ControlContentAlignmentTests {
    @Test func aButtonAlignedThroughItsUIControlReferencePlacesItsTitleAgainstThatEdge() throws {
        let window = makeTestWindow()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        window.addSubview(button)
        let control: UIControl = button
        control.contentHorizontalAlignment = .left
        control.contentVerticalAlignment = .top
        window.tick(timestamp: 0)
        let title = try #require(button.titleLabel)
        #expect(title.frame.minX == 0)          // against the left edge (no content insets)
        #expect(title.frame.minY == 0)          // against the top edge
        control.contentHorizontalAlignment = .trailing
        control.contentVerticalAlignment = .bottom
        window.tick(timestamp: 0.1)
        #expect(isClose(title.frame.maxX, 200, within: 1e-6))
        #expect(isClose(title.frame.maxY, 44, within: 1e-6))
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    @Test func everyControlStoresTheAlignmentsWithIOSDefaults() {
        let slider = UISlider()
        #expect(slider.contentHorizontalAlignment == .center && slider.contentVerticalAlignment == .center)
        slider.contentHorizontalAlignment = .leading
        #expect(slider.effectiveContentHorizontalAlignment == .left)
        #expect(UIControl.ContentHorizontalAlignment.leading.rawValue == 4 && UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }
}
