import Testing
import UIKit

/// UISplitViewController in a window, checked against iOS's documented rules: the columns of the
/// style side by side (tile) or over the secondary column (overlay), the primary column's width
/// clamped between its minimum and maximum (320 pt when automatic), `show`/`hide` changing the
/// display mode, and one column when the width is compact. Expected frames are worked out from
/// the window's width and those widths by hand.
@Suite @MainActor
struct SplitViewControllerTests {
    /// A window of a landscape iPad's size (1024 wide: a regular width, from 896 pt) showing `split`.
    func show(_ split: UISplitViewController, width: CGFloat = 1024, height: CGFloat = 768) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func doubleColumn() -> (UISplitViewController, primary: UIViewController, secondary: UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    @Test func aDoubleColumnSplitTilesThePrimaryColumnBesideTheSecondary() {
        let (split, primary, secondary) = doubleColumn()
        let window = show(split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(!split.isCollapsed)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 1024 - 320, height: 768))
        #expect(split.children == [primary, secondary])
        #expect(primary.parent === split && split.viewController(for: .secondary) === secondary)
        #expect(primary.view.window === window)
    }

    @Test func hidingThePrimaryColumnLeavesTheSecondaryAloneAndShowingBringsItBack() {
        let (split, primary, secondary) = doubleColumn()
        let window = show(split)
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.view.superview == nil)
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame.width == 320 && secondary.view.frame.minX == 320)
    }

    @Test func anOverlaidPrimaryColumnLiesOverTheFullWidthSecondary() {
        let (split, primary, secondary) = doubleColumn()
        split.preferredDisplayMode = .oneOverSecondary
        _ = show(split)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        let order = split.view.subviews
        #expect(order.firstIndex(of: secondary.view)! < order.firstIndex(of: primary.view)!)
    }

    @Test func aTripleColumnSplitShowsPrimarySupplementaryAndSecondary() {
        let split = UISplitViewController(style: .tripleColumn)
        let columns = [UIViewController(), UIViewController(), UIViewController()]
        split.setViewController(columns[0], for: .primary)
        split.setViewController(columns[1], for: .supplementary)
        split.setViewController(columns[2], for: .secondary)
        let window = show(split)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(columns.map(\.view.frame.minX) == [0, 320, 640])
        #expect(abs(columns[2].view.frame.width - (1024 - 640)) < 1e-9)
        split.hide(.primary)   // the supplementary column stays, beside the secondary one
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(columns[0].view.superview == nil)
        #expect(columns[1].view.frame.minX == 0 && columns[2].view.frame.minX == 320)
    }

    @Test func thePrimaryWidthFractionIsClampedByTheMinimumAndMaximumWidths() {
        let (split, primary, secondary) = doubleColumn()
        split.preferredPrimaryColumnWidthFraction = 0.4
        split.maximumPrimaryColumnWidth = 500
        let window = show(split)
        #expect(split.primaryColumnWidth == 0.4 * 1024)   // 409.6, inside [320, 500]
        #expect(abs(secondary.view.frame.minX - 0.4 * 1024) < 1e-9)   // the frame goes through the view's center and bounds
        split.preferredPrimaryColumnWidthFraction = 0.9   // 921.6, clamped to the maximum
        window.layoutIfNeeded()
        #expect(primary.view.frame.width == 500)
        split.preferredPrimaryColumnWidthFraction = 0.1   // 102.4, clamped to the automatic minimum
        window.layoutIfNeeded()
        #expect(primary.view.frame.width == 320)
    }

    @Test func aTrailingPrimaryEdgePutsThePrimaryColumnOnTheRight() {
        let (split, primary, secondary) = doubleColumn()
        split.primaryEdge = .trailing
        _ = show(split)
        #expect(primary.view.frame == CGRect(x: 1024 - 320, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1024 - 320, height: 768))
    }

    @Test func aCompactWidthCollapsesToTheCompactColumn() {
        let (split, primary, secondary) = doubleColumn()
        let compact = UIViewController()
        split.setViewController(compact, for: .compact)
        _ = show(split, width: 390, height: 844)   // an iPhone's portrait width: compact
        #expect(split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        #expect(compact.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(primary.viewIfLoaded?.superview == nil && secondary.viewIfLoaded?.superview == nil)
    }

    @Test func aColumnTheStyleLacksIsIgnored() {
        let (split, _, _) = doubleColumn()
        split.setViewController(UIViewController(), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(split.children.count == 2)
    }

    @Test func theClassicStyleIsConfiguredThroughViewControllers() {
        let split = UISplitViewController()
        let master = UIViewController(), detail = UIViewController()
        split.viewControllers = [master, detail]
        _ = show(split)
        #expect(split.style == .unspecified)
        #expect(split.viewController(for: .primary) === master && split.viewController(for: .secondary) === detail)
        #expect(detail.view.frame.minX == 320)
    }

    @Test func enumRawValuesAreTheSDKs() {
        #expect(UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue == 6)
        #expect(UISplitViewController.Column.compact.rawValue == 3)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }
}
