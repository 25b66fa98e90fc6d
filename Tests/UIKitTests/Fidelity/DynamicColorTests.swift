import HostContextTesting
import Testing
import UIKit

/// `UIColor(dynamicProvider:)` the way apps write dark-mode-aware colours: drawn with the light
/// appearance (ScrollKit's only one), resolved explicitly for any trait collection.
@Suite(.freshHostContext) @MainActor
struct DynamicColorTests {
    let adaptive = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                                           : UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    }

    @Test func aDynamicColourPaintsItsLightValue() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = adaptive
        window.addSubview(view)
        window.tick(timestamp: 0)
        #expect(isNear(rgba(renderImage(of: window), at: CGPoint(x: 50, y: 50)), [255, 128, 0, 255]))
    }

    @Test func resolvedColorAsksTheProviderForTheGivenTraits() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [26, 26, 26, 255])
        _ = adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a].map { Int(($0 * 255).rounded()) } == [255, 128, 0, 255])
        // A plain colour resolves to itself.
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
    }
}
