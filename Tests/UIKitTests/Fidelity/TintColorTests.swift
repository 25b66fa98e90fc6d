import Foundation
import HostContextTesting
import Testing
import UIKit

/// `tintColor` as UIKit documents it: inherited down the hierarchy from the first view that sets
/// one (the system blue above all), `tintColorDidChange()` on every view whose tint changed, and
/// controls drawing with it.
@Suite(.freshHostContext) @MainActor
struct TintColorTests {
    final class TintLoggingView: UIView {
        var changes: [UIColor] = []
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes.append(tintColor)
        }
    }

    @Test func tintIsInheritedAndChangesAreHeardBelow() {
        let window = makeTestWindow()
        let card = TintLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = TintLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let ownTint = TintLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        ownTint.tintColor = .systemPink
        window.addSubview(card)
        card.addSubview(badge)
        card.addSubview(ownTint)
        #expect(card.tintColor == .systemBlue && badge.tintColor == .systemBlue && ownTint.tintColor == .systemPink)
        badge.changes.removeAll(); ownTint.changes.removeAll(); card.changes.removeAll()

        window.tintColor = .systemGreen
        #expect(card.changes == [.systemGreen] && badge.changes == [.systemGreen])
        #expect(ownTint.changes.isEmpty && ownTint.tintColor == .systemPink)
        // Setting the same effective tint again is no change.
        card.tintColor = .systemGreen
        #expect(card.changes == [.systemGreen])
        // nil inherits again.
        ownTint.tintColor = nil
        #expect(ownTint.tintColor == .systemGreen && ownTint.changes == [.systemGreen])
        // Moving under another tint is heard.
        let other = UIView(frame: .zero)
        other.tintColor = .systemRed
        window.addSubview(other)
        other.addSubview(badge)
        #expect(badge.tintColor == .systemRed && badge.changes.last == .systemRed)
    }

    @Test func aSystemButtonsTitleFollowsTheTint() {
        let window = makeTestWindow()
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        window.addSubview(button)
        #expect(button.currentTitleColor == .systemBlue)
        window.tintColor = .systemIndigo
        #expect(button.currentTitleColor == .systemIndigo)
        #expect(button.titleLabel?.textColor == .systemIndigo)
        button.setTitleColor(.black, for: .normal)
        #expect(button.currentTitleColor == .black)
    }
}
