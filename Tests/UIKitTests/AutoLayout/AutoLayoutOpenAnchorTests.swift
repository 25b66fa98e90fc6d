import HostContextTesting
import Testing
@testable import UIKit

/// A card whose edges, seen from outside, are its content's: code that pins "the card" pins the
/// content, and the card's padding grows around it. iOS container views do this by overriding
/// `topAnchor` and `leadingAnchor`, which UIKit declares open; they pin their own content to `super`'s.
private final class ContentForwardingCard: UIView {
    static let padding: CGFloat = 12
    let content = constrainedView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        let p = Self.padding
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: super.topAnchor, constant: p),
            content.leadingAnchor.constraint(equalTo: super.leadingAnchor, constant: p),
            content.trailingAnchor.constraint(equalTo: super.trailingAnchor, constant: -p),
            content.bottomAnchor.constraint(equalTo: super.bottomAnchor, constant: -p),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var topAnchor: NSLayoutYAxisAnchor { content.topAnchor }
    override var leadingAnchor: NSLayoutXAxisAnchor { content.leadingAnchor }
}

/// UIView's anchors and UIScrollView's guides are open, as in UIKit: overrides are used by every
/// constraint made through them.
@Suite(.freshHostContext) @MainActor
struct AutoLayoutOpenAnchorTests {
    @Test func overriddenAnchorsPlaceTheContentNotTheCard() {
        let root = referenceRoot()
        let card = ContentForwardingCard(frame: .zero)
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        let p = ContentForwardingCard.padding
        // The content's top-left corner is where the outside constraints put it; the card's frame
        // (width and height are not overridden) starts one padding earlier.
        #expect(card.frame == CGRect(x: 20 - p, y: 40 - p, width: 200, height: 100))
        #expect(card.content.frame == CGRect(x: p, y: p, width: 200 - 2 * p, height: 100 - 2 * p))
        #expect(unsatisfiableLogs.isEmpty)
    }

    @Test func overriddenScrollGuideIsTheOneConstraintsUse() {
        /// A scroll view whose content guide is reported for its frame: content pinned to it cannot scroll.
        final class PinnedContentScrollView: UIScrollView {
            override var contentLayoutGuide: UILayoutGuide { frameLayoutGuide }
        }
        let root = referenceRoot()
        let scroll = PinnedContentScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(scroll)
        let content = constrainedView()
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentLayoutGuide === scroll.frameLayoutGuide)
        // Pinned to the frame guide, the content does not define contentSize (it stays zero).
        #expect(scroll.contentSize == .zero)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 1000))
    }
}
