import HostContextTesting
import Testing
import UIKit

/// Retained frames with shadows and gradients: every incremental frame equals a full render while
/// shadows and gradients change and animate (a shadow damages its whole reach, not just the layer).
@Suite(.freshHostContext) @MainActor
struct ShadowGradientDamageTests {
    @Test func incrementalFramesEqualFullRendersWithShadowsAndGradients() {
        let f = DamageFixture()
        // A card with a content shadow (no path), a gradient view with a path shadow, both below
        // the scroll view.
        let card = UIView(frame: CGRect(x: 20, y: 300, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let gradient = GradientTestView(frame: CGRect(x: 100, y: 250, width: 80, height: 60))
        gradient.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.layer.shadowOpacity = 0.8
        gradient.layer.shadowRadius = 3
        gradient.layer.shadowPath = UIBezierPath(roundedRect: gradient.bounds, cornerRadius: 10).cgPath
        f.window.addSubview(card)
        f.window.addSubview(gradient)
        f.step("first frame")
        for i in 0..<30 { f.advance(); f.step("settling \(i)") }

        f.advance(); card.layer.shadowRadius = 12; let grown = f.step("shadow radius")
        // The damage reaches beyond the card (40 pt tall at 300): down to its shadow's reach.
        #expect(grown.rects.contains { $0.maxY >= (340 + 4 + 30) * 2 }, "\(grown.rects)")
        f.advance(); card.layer.shadowOffset = CGSize(width: 10, height: -6); f.step("shadow offset")
        f.advance(); card.frame.origin.x = 40; f.step("card moved")
        f.advance(); gradient.gradientLayer.colors = [UIColor.green.cgColor, UIColor.yellow.cgColor]; f.step("gradient colours")
        f.advance(); gradient.gradientLayer.locations = [0.2, 0.6]; f.step("gradient locations")
        f.advance(); gradient.layer.shadowPath = UIBezierPath(rect: gradient.bounds.insetBy(dx: -10, dy: -10)).cgPath; f.step("shadow path")

        let fade = CABasicAnimation(keyPath: "shadowOpacity")
        fade.fromValue = 0.0
        fade.toValue = 1
        fade.duration = 0.2
        card.layer.add(fade, forKey: "fade")
        let sweep = CABasicAnimation(keyPath: "startPoint")
        sweep.fromValue = .point(CGPoint(x: 0, y: 0))
        sweep.toValue = .point(CGPoint(x: 1, y: 0))
        sweep.duration = 0.2
        gradient.layer.add(sweep, forKey: "sweep")
        UIView.animate(withDuration: 0.2) { gradient.frame.origin.y = 200 }
        for i in 0..<16 { f.advance(); f.step("animating \(i)") }
        f.advance(); card.removeFromSuperview(); f.step("card removed")
        for i in 0..<30 { f.advance(); f.step("settling again \(i)") }
        #expect(f.step("settled").isEmpty)
        #expect(f.differingPixels == 0)
    }
}
