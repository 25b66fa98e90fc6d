import HostContextTesting
import Testing
import UIKit

/// Screens and traits (`UIScreen`, `UITraitCollection`, size classes by window size), and what a view
/// controller hears when its window is resized: `viewWillTransition(to:with:)` with a coordinator
/// whose animations run on the host clock, and `traitCollectionDidChange(_:)`.
@Suite(.freshHostContext) @MainActor
struct TraitsAndTransitionTests {
    final class RotatingViewController: LoggingViewController {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var sizeDuringWillTransition: CGSize?
        var contexts: [UIViewControllerTransitionCoordinatorContext] = []
        var lastCoordinator: UIViewControllerTransitionCoordinator?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(badge)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            record("viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
            sizeDuringWillTransition = view.bounds.size
            lastCoordinator = coordinator
            coordinator.animate(alongsideTransition: { context in
                self.record("alongside \(Int(self.view.bounds.width))")
                self.badge.center = CGPoint(x: size.width - 20, y: 20)
                self.contexts.append(context)
            }, completion: { _ in
                self.record("completion")
            })
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let h = traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
            let v = traitCollection.verticalSizeClass == .regular ? "regular" : "compact"
            record("traitCollectionDidChange(\(h) × \(v), scale \(traitCollection.displayScale))")
        }
    }

    final class TraitWatchingView: UIView {
        var previous: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection)
        }
    }

    @Test func aPhoneShapedWindowIsCompactWideAndRegularTall() {
        let window = makeTestWindow()
        #expect(window.screen === UIScreen.main)
        let traits = window.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.displayScale == UIScreen.main.scale)
        #expect(UIScreen.main.nativeScale == UIScreen.main.scale)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: UIScreen.main.bounds.width * UIScreen.main.scale,
                                                          height: UIScreen.main.bounds.height * UIScreen.main.scale))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(view.traitCollection == traits)
        // Landscape on a 6.1" phone (844 × 390): compact both ways; a Pro Max (932 × 430): regular wide.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(window.traitCollection.horizontalSizeClass == .compact && window.traitCollection.verticalSizeClass == .compact)
        window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)
        #expect(window.traitCollection.horizontalSizeClass == .regular && window.traitCollection.verticalSizeClass == .compact)
        #expect(UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(horizontalSizeClass: .regular)])
                    .containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    }

    @Test func rotatingTheWindowTransitionsThenChangesTraits() {
        let window = makeTestWindow(width: 390, height: 844)
        let log = LifecycleLog()
        let vc = RotatingViewController("vc", log: log)
        let watcher = TraitWatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController = vc
        vc.view.addSubview(watcher)
        window.tick(timestamp: 0)
        log.clear()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        // Before the new size: the view still has the old one (as on iOS); alongside blocks run at the new size.
        #expect(vc.sizeDuringWillTransition == CGSize(width: 390, height: 844))
        #expect(log.entries == ["vc.viewWillTransition(to: 844×390)", "vc.traitCollectionDidChange(compact × compact, scale 2.0)",
                                "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.alongside 844"])
        #expect(vc.badge.center == CGPoint(x: 824, y: 20))
        #expect(watcher.previous.count == 1 && watcher.previous.first??.verticalSizeClass == .regular)
        #expect(vc.contexts.first?.isAnimated == false && vc.contexts.first?.targetTransform == .identity)
        window.tick(timestamp: 0.1)
        #expect(log.entries.last == "vc.completion")
        #expect(vc.contexts.first?.percentComplete == 1)
    }

    @Test func aTimedTransitionAnimatesAlongsideOnTheHostClock() {
        let window = makeTestWindow(width: 390, height: 844)
        window.sizeTransitionDuration = 0.4
        let log = LifecycleLog()
        let vc = RotatingViewController("vc", log: log)
        window.rootViewController = vc
        window.tick(timestamp: 0)
        vc.badge.center = CGPoint(x: 20, y: 20)
        log.clear()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(vc.badge.center == CGPoint(x: 824, y: 20))   // the model value at once
        window.tick(timestamp: 0.2)
        // Half way through an ease-in-out curve the presentation is half way: 20 + (824 − 20) / 2.
        let mid = vc.badge.layer.presentation()?.position.x ?? 0
        #expect(isClose(mid, 422, within: 1))
        #expect(!log.entries.contains("vc.completion"))
        window.tick(timestamp: 0.41)
        #expect(log.entries.last == "vc.completion")
        // Blocks added after the transition ended run at once.
        var late: [String] = []
        vc.lastCoordinator?.animate(alongsideTransition: { _ in late.append("alongside") },
                                    completion: { _ in late.append("completion") })
        #expect(late == ["alongside", "completion"])
    }

    @Test func aScaleChangeReachesTraitsAtTheNextLayoutPass() {
        let window = makeTestWindow()
        let log = LifecycleLog()
        let vc = RotatingViewController("vc", log: log)
        window.rootViewController = vc
        window.tick(timestamp: 0)
        log.clear()
        let screen = UIScreen()
        screen.scale = 3
        window.screen = screen
        window.tick(timestamp: 0.1)
        #expect(log.entries.first == "vc.traitCollectionDidChange(compact × regular, scale 3.0)")
        #expect(vc.traitCollection.displayScale == 3)
        log.clear()
        screen.scale = .nan   // refused, the scale stays
        screen.scale = 1
        window.tick(timestamp: 0.2)
        #expect(log.entries.first == "vc.traitCollectionDidChange(compact × regular, scale 1.0)")
        #expect(screen.scale == 1)
    }
}
