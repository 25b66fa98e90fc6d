import Foundation
import Testing
import UIKit

/// `directionalLayoutMargins` and `layoutMargins` are one set of margins, as on iOS: set by leading
/// and trailing edge, the physical margins follow the view's direction (now and when it changes);
/// set physically, they stay put and the directional ones read them in the current direction.
@Suite(.serialized) @MainActor struct DirectionalLayoutMarginsTests {
    /// A 320 × 100 panel whose 40-pt-tall bar is pinned to its margins guide's leading and trailing edges.
    final class PanelViewController: UIViewController {
        final class Panel: UIView {
            var marginChanges = 0
            override func layoutMarginsDidChange() {
                super.layoutMarginsDidChange()
                marginChanges += 1
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            panel.insetsLayoutMarginsFromSafeArea = false
            view.addSubview(panel)
            bar.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(bar)
            let guide = panel.layoutMarginsGuide
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                bar.topAnchor.constraint(equalTo: panel.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
    }

    func show(_ vc: UIViewController, _ direction: UIUserInterfaceLayoutDirection) -> UIWindow {
        let window = makeTestWindow()
        window.hostLayoutDirection = direction
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func directionalMarginsResolveInTheViewsDirection() {
        let ltr = PanelViewController(), rtl = PanelViewController()
        for vc in [ltr, rtl] {
            vc.loadViewIfNeeded()
            vc.panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 40, bottom: 6, trailing: 10)
        }
        _ = show(ltr, .leftToRight)
        _ = show(rtl, .rightToLeft)
        #expect(ltr.panel.layoutMargins == UIEdgeInsets(top: 4, left: 40, bottom: 6, right: 10))
        #expect(rtl.panel.layoutMargins == UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 40))
        // The bar spans the margins: 40 pt in from the leading edge, 10 pt from the trailing one.
        #expect(ltr.bar.frame == CGRect(x: 40, y: 0, width: 270, height: 40))
        #expect(rtl.bar.frame == CGRect(x: 10, y: 0, width: 270, height: 40))
        #expect(rtl.panel.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 40, bottom: 6, trailing: 10))
    }

    @Test func aDirectionChangeMovesDirectionalMarginsButNotPhysicalOnes() {
        let vc = PanelViewController()
        vc.loadViewIfNeeded()
        vc.panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        let window = show(vc, .leftToRight)
        #expect(vc.bar.frame.minX == 40)
        let heard = vc.panel.marginChanges
        window.hostLayoutDirection = .rightToLeft
        window.tick(timestamp: 1.0 / 60)
        #expect(vc.panel.layoutMargins.left == 10 && vc.panel.layoutMargins.right == 40)
        #expect(vc.panel.marginChanges == heard + 1)
        #expect(abs(vc.bar.frame.minX - 10) < 1e-9 && abs(vc.bar.frame.width - 270) < 1e-9)

        // Set physically (right to left now): 5 pt on the left, 25 on the right, in both directions.
        vc.panel.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 25)
        #expect(vc.panel.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 25, bottom: 0, trailing: 5))
        window.tick(timestamp: 2.0 / 60)
        #expect(abs(vc.bar.frame.minX - 5) < 1e-9)
        window.hostLayoutDirection = .leftToRight
        window.tick(timestamp: 3.0 / 60)
        #expect(vc.panel.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 25))
        #expect(vc.panel.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 25))
        #expect(abs(vc.bar.frame.minX - 5) < 1e-9 && abs(vc.bar.frame.width - 290) < 1e-9)
    }

    @Test func aViewsDefaultMarginsReadTheSameBothWays() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        // Non-finite values are 0, as for layoutMargins.
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: .nan, leading: 3, bottom: .infinity, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 4))
    }
}
