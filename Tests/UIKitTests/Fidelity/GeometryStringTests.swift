import HostContextTesting
import Testing
import UIKit

/// UIKit's Foundation additions for geometry: the NSCoder/NSStringFrom… string formats, NSValue
/// boxes (as keyboard notifications carry frames), the inset types and IndexPath(item:section:).
@Suite(.freshHostContext) @MainActor
struct GeometryStringTests {
    @Test func stringsHaveIOSsFormat() {
        #expect(NSCoder.string(for: CGRect(x: 0, y: 0, width: 100, height: 50)) == "{{0, 0}, {100, 50}}")
        #expect(NSCoder.string(for: CGPoint(x: -1.5, y: 2)) == "{-1.5, 2}")
        #expect(NSCoder.string(for: CGSize(width: 320, height: 480)) == "{320, 480}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 5, vertical: -6)) == "{5, -6}")
        #expect(NSCoder.string(for: CGAffineTransform(scaleX: 2, y: 3)) == "[2, 0, 0, 3, 0, 0]")
        // %.17g: every double survives the round trip.
        #expect(NSStringFromCGPoint(CGPoint(x: 1.0 / 3.0, y: 0)) == "{0.33333333333333331, 0}")
        #expect(CGPointFromString(NSStringFromCGPoint(CGPoint(x: 1.0 / 3.0, y: 0.1))) == CGPoint(x: 1.0 / 3.0, y: 0.1))
    }

    @Test func stringsParseBack() {
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGRectFromString("{{1,2},{3,4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgSize(for: "{1e2, 2.5}") == CGSize(width: 100, height: 2.5))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "{1, 2, 3, 4}").trailing == 4)
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 10, 20]") == CGAffineTransform(translationX: 10, y: 20))
        #expect(NSCoder.uiOffset(for: "{3, 4}") == UIOffset(horizontal: 3, vertical: 4))
        // Malformed or short strings: zeros, never a crash.
        #expect(NSCoder.cgRect(for: "nonsense") == .zero)
        #expect(NSCoder.cgRect(for: "{{5, 6}") == CGRect(x: 5, y: 6, width: 0, height: 0))
    }

    @Test func edgeInsetsPrintAndInsetLikeIOS() {
        #expect("\(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))" == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
        let insets = UIEdgeInsetsMake(10, 20, 30, 40)
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(rect.inset(by: insets) == CGRect(x: 20, y: 10, width: 140, height: 60))
        #expect(UIEdgeInsetsInsetRect(rect, insets) == rect.inset(by: insets))
        #expect(UIEdgeInsets.zero == UIEdgeInsets() && NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        #expect(UIOffsetMake(1, 2) == UIOffset(horizontal: 1, vertical: 2))
    }

    @Test func nsValuesBoxGeometryForUserInfo() {
        let frame = CGRect(x: 0, y: 264, width: 320, height: 216)
        // The keyboard-notification pattern: a frame boxed in userInfo, read back by the observer.
        let center = NotificationCenter()
        let name = Notification.Name("KeyboardWillShow")
        // @unchecked: written on the posting thread, which is the test's own, before it is read.
        final class Received: @unchecked Sendable { var frame = CGRect.null }
        let received = Received()
        let token = center.addObserver(forName: name, object: nil, queue: nil) { note in
            received.frame = (note.userInfo?["frameEnd"] as? NSValue)?.cgRectValue ?? .null
        }
        center.post(name: name, object: nil, userInfo: ["frameEnd": NSValue(cgRect: frame)])
        center.removeObserver(token)
        #expect(received.frame == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: 8))
        #expect(NSValue(cgRect: frame) == NSValue(cgRect: frame))
        // The wrong accessor gives zero geometry, not garbage.
        #expect(NSValue(cgRect: frame).cgAffineTransformValue == .identity)
        #expect(NSValue(cgPoint: .zero).cgRectValue == .zero)
    }

    @Test func indexPathItemAndSection() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path[0] == 1 && path.count == 2)
        path.item = 4
        #expect(path == IndexPath(indexes: [1, 4]))
    }
}
