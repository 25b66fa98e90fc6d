import HostContextTesting
import Testing
@testable import UIKit

/// An iOS-style screen: a view controller whose scroll view's `contentLayoutGuide` holds a vertical
/// stack of labels and fixed-height views, written as iOS code writes it, then dragged with touches
/// sent through `UIWindow.send` and 60 Hz `tick`s.
@Suite(.freshHostContext) @MainActor
struct StackViewScreenTests {
    final class ProfileViewController: UIViewController {
        let scrollView = UIScrollView()
        let stack = UIStackView()
        var labels: [UILabel] = []
        let cardHeight: CGFloat = 90
        let gap: CGFloat = 16

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.spacing = gap
            stack.alignment = .fill
            view.addSubview(scrollView)
            scrollView.addSubview(stack)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
            for i in 0..<8 {
                let label = UILabel()
                label.text = "Row \(i)"
                labels.append(label)
                let card = UIView()
                card.heightAnchor.constraint(equalToConstant: cardHeight).isActive = true
                stack.addArrangedSubview(label)
                stack.addArrangedSubview(card)
            }
        }
    }

    @Test func stackInContentLayoutGuideSizesAndScrolls() {
        let window = makeTestWindow()
        let vc = ProfileViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let labelHeights = vc.labels.map(\.intrinsicContentSize.height)
        #expect(labelHeights.allSatisfy { $0 > 0 })
        // 8 labels, 8 cards of 90, and 15 gaps of 16.
        let height = labelHeights.reduce(0, +) + 8 * vc.cardHeight + 15 * vc.gap
        #expect(abs(vc.scrollView.contentSize.height - height) < 1e-6 && vc.scrollView.contentSize.width == 320)
        #expect(vc.stack.frame.width == 320 && !vc.stack.hasAmbiguousLayout && !vc.scrollView.hasAmbiguousLayout)

        // A slow drag up by 110 pt, held still before lifting (no fling): 100 pt after the 10 pt slop.
        var t: TimeInterval = 0.1
        window.sendTouch(.began, at: CGPoint(x: 160, y: 400), timestamp: t)
        window.tick(timestamp: t)
        for i in 1...11 {
            t += 1.0 / 60
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 400 - CGFloat(i) * 10), timestamp: t)
            window.tick(timestamp: t)
        }
        for _ in 0..<12 { t += 1.0 / 60; window.tick(timestamp: t) }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 290), timestamp: t)
        for _ in 0..<60 { t += 1.0 / 60; window.tick(timestamp: t) }
        #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        // The views scrolled with the content: the first card's frame in the window.
        let card = vc.stack.arrangedSubviews[1]
        #expect(abs(card.convert(card.bounds, to: window).minY - (labelHeights[0] + vc.gap - 100)) < 1e-6)
    }
}
