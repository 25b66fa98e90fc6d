import Foundation
import HostContextTesting
import Testing
import UIKit

/// `sheetPresentationController` (detents, selected detent, grabber) and `.popover` adapting to a
/// sheet, through the window (Presentation/UISheetPresentationController.swift).
@Suite(.freshHostContext) @MainActor
struct SheetDetentTests {
    /// A 320 × 480 window with no safe-area insets showing a white root; the large sheet's top is
    /// then `sheetTopGap` = 10 pt and the medium one half the height, 240 pt.
    private func scene() -> (UIWindow, UIViewController) {
        let window = makeTestWindow()
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.tick(timestamp: 1)
        return (window, root)
    }

    @Test func aMediumDetentRestsAtHalfTheHeightAndTheSelectedDetentMovesIt() {
        let (window, root) = scene()
        let detail = UIViewController()
        detail.view.backgroundColor = .blue
        let sheet = detail.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        #expect(sheet === detail.presentationController)
        root.present(detail, animated: true)
        window.tick(timestamp: 2)
        #expect(detail.view.convert(detail.view.bounds, to: window).minY == 240)
        #expect(detail.view.frame.height == 240)
        // The grabber: 36 × 5 pt centred 5 pt below the sheet's top, drawn over the blue view.
        let image = renderImage(of: window, scale: 1)
        let grey = Int((UISheetPresentationController.grabberColor.cgColor.components?[0] ?? 0) * 255 + 0.5)
        #expect(abs(rgba(image, at: CGPoint(x: 160, y: 247))[0] - grey) <= 1)
        #expect(rgba(image, at: CGPoint(x: 160 + 25, y: 247)) == [0, 0, 255, 255])
        #expect(rgba(image, at: CGPoint(x: 160, y: 100))[0] == 204)   // white under 20 % black

        sheet.selectedDetentIdentifier = .large                      // in code: at once
        window.tick(timestamp: 2.1)
        #expect(detail.view.convert(detail.view.bounds, to: window).minY == 10)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        window.tick(timestamp: 2.1 + 0.175)
        let top = detail.view.superview!.layer.presentation()!.frame.minY
        #expect(abs(Double(top) - (10 + 230 * easeInEaseOut(0.5))) < 1e-3)
        window.tick(timestamp: 3)
        #expect(detail.view.superview!.frame.minY == 240)

        // A drag down from the medium detent dismisses the sheet.
        window.sendTouch(.began, at: CGPoint(x: 160, y: 300), timestamp: 4)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 340), timestamp: 4.05)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 470), timestamp: 4.1)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 470), timestamp: 4.15)
        window.tick(timestamp: 5)
        #expect(root.presentedViewController == nil)
    }

    @Test func theSheetControllerOnlyForSheetStylesAndThePopoverAdaptsToASheet() {
        let (window, root) = scene()
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil && full.popoverPresentationController == nil)

        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let pc = popover.popoverPresentationController!
        pc.sourceView = root.view
        pc.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let item = UIBarButtonItem(title: "More", style: .plain, target: nil, action: nil)
        pc.barButtonItem = item
        pc.permittedArrowDirections = [.up, .down]
        #expect(pc.sourceView === root.view && pc.sourceRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(pc.barButtonItem === item && pc.permittedArrowDirections == [.up, .down] && pc.arrowDirection == .unknown)
        #expect(popover.sheetPresentationController === pc.adaptiveSheetPresentationController)
        root.present(popover, animated: false)
        window.tick(timestamp: 2)
        // Compact width: shown as the large page sheet, 10 pt below the top.
        #expect(popover.view.convert(popover.view.bounds, to: window).minY == 10)
        #expect(popover.presentationController === pc)
    }
}
