import HostContextTesting
import Testing
import UIKit

/// The safe area from the window down: the host's insets, the part each view overlaps, view
/// controllers' `additionalSafeAreaInsets`, the change callbacks, the guides under Auto Layout, and
/// scroll views' `adjustedContentInset` (UIView+SafeArea.swift).
@Suite(.freshHostContext) @MainActor
struct SafeAreaTests {
    /// An iPhone X-shaped host: 44 pt status area, 34 pt home indicator.
    static let notch = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    final class BannerViewController: LoggingViewController {
        let banner = UIView()
        let footer = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            banner.translatesAutoresizingMaskIntoConstraints = false
            footer.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            view.addSubview(footer)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 50),
                footer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                footer.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
                footer.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            record("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top),\(view.safeAreaInsets.bottom)")
        }

        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            record("viewLayoutMarginsDidChange")
        }
    }

    final class InsetWatchingView: UIView {
        var changes: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            changes.append(safeAreaInsets)
        }
    }

    @Test func theRootViewGetsTheHostInsetsAndSubviewsTheirOverlap() {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.notch
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 100))    // under the status area
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 100)) // clear of both
        let bottom = UIView(frame: CGRect(x: 10, y: 430, width: 100, height: 50))  // over the indicator
        [top, middle, bottom].forEach(root.addSubview)
        #expect(window.safeAreaInsets == Self.notch)
        #expect(root.safeAreaInsets == Self.notch)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        // 430…480 against a safe area ending at 480 − 34 = 446.
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // A view outside any window has none (Apple: "not installed in a view hierarchy … 0").
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(loose.safeAreaInsets == .zero)
    }

    @Test func additionalInsetsAddToTheRootViewAndReachItsSubviews() {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.notch
        let log = LifecycleLog()
        let vc = BannerViewController("vc", log: log)
        window.rootViewController = vc
        window.tick(timestamp: 0)
        #expect(vc.view.safeAreaInsets == Self.notch)
        #expect(vc.banner.frame == CGRect(x: 0, y: 44, width: 320, height: 50))
        // Margins are measured from the safe area (8 pt default margins): 480 − 34 − 8 − 20.
        #expect(vc.footer.frame == CGRect(x: 8, y: 418, width: 304, height: 20))
        log.clear()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.tick(timestamp: 0.1)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(vc.banner.frame.minY == 54)
        // The banner (y 54…104) lies entirely inside the safe area.
        #expect(vc.banner.safeAreaInsets == .zero)
        #expect(log.entries.prefix(2) == ["vc.viewSafeAreaInsetsDidChange 54.0,34.0", "vc.viewLayoutMarginsDidChange"])
        #expect(log.entries.contains("vc.viewDidLayoutSubviews"))
        vc.additionalSafeAreaInsets = .zero
    }

    @Test func settingTheRootViewsMarginsTellsItsController() {
        let window = makeTestWindow()
        let log = LifecycleLog()
        let vc = BannerViewController("vc", log: log)
        window.rootViewController = vc
        window.tick(timestamp: 0)
        log.clear()
        vc.view.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        vc.view.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)   // unchanged: no call
        #expect(log.entries == ["vc.viewLayoutMarginsDidChange"])
        window.tick(timestamp: 0.1)
        #expect(vc.footer.frame == CGRect(x: 20, y: 480 - 8 - 20, width: 280, height: 20))
    }

    @Test func aViewStickingOutOfTheWindowGetsNoInsetWhereTheWindowHasNone() {
        let window = makeTestWindow()
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let pager = UIView(frame: CGRect(x: -10, y: -30, width: 340, height: 480))
        window.addSubview(pager)
        // Top: from −30 to the safe edge at 20; left and right: the window has no inset there.
        #expect(pager.safeAreaInsets == UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
    }

    @Test func safeAreaInsetsDidChangeComesWithTheNextLayoutPass() {
        let window = makeTestWindow()
        let watcher = InsetWatchingView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(watcher)
        window.tick(timestamp: 0)
        #expect(watcher.changes.isEmpty)
        window.safeAreaInsets = Self.notch
        #expect(watcher.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))  // computed on read
        #expect(watcher.changes.isEmpty)
        window.tick(timestamp: 0.1)
        #expect(watcher.changes == [UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)])
        window.safeAreaInsets = Self.notch   // unchanged: no callback
        window.tick(timestamp: 0.2)
        #expect(watcher.changes.count == 1)
        // Moving the view down clear of the status area, through the tree, reports the change.
        let holder = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        window.addSubview(holder)
        holder.addSubview(watcher)
        window.tick(timestamp: 0.3)
        #expect(watcher.changes.last == .zero)
        window.safeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(window.safeAreaInsets == .zero)
    }

    @Test func readableContentGuideCapsTheWidthAndCentresIt() {
        let window = makeTestWindow(width: 1024, height: 768)
        let root = UIView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.tick(timestamp: 0)
        // 1024 − 2 × 8 margins = 1008 > 672: centred, (1024 − 672) / 2 = 176.
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 100))
        #expect(root.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
        // Narrower than the readable width: the guide is the margins guide.
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.tick(timestamp: 0.1)
        #expect(text.frame == CGRect(x: 8, y: 8, width: 304, height: 100))
    }

    @Test func insetsLayoutMarginsFromSafeAreaCanBeTurnedOff() {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.notch
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 52, width: 304, height: 480 - 52 - 42))
        root.insetsLayoutMarginsFromSafeArea = false
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 320, height: 402))
    }

    @Test func scrollViewsAdjustForAdditionalSafeAreaInsets() {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.notch
        let log = LifecycleLog()
        let vc = LoggingViewController("list", log: log)
        window.rootViewController = vc
        let scrollView = UIScrollView(frame: vc.view.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        vc.view.addSubview(scrollView)
        window.tick(timestamp: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)   // a bar of our own
        window.tick(timestamp: 0.1)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 84, right: 0))
        // A flick to the end rests at 2000 + 84 − 480.
        scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), start: 0.2, duration: 0.15, steps: 9)
        var t = 0.35
        while window.needsFrames && t < 10 { t += frame60; window.tick(timestamp: t) }
        #expect(scrollView.contentOffset.y == CGFloat(2000 + 84 - 480))
        vc.additionalSafeAreaInsets = .zero
    }
}
