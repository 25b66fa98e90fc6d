import HostContextTesting
import Testing
import UIKit
import GalleryScreens

/// Headless renders of Gallery screens at given offsets, compared with reviewed PNGs.
@Suite(.freshHostContext) @MainActor struct GalleryScreenRenderTests {
    func show(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func thirtyLabelsScrolledTo200() {
        let vc = ThirtyLabelsViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-30-labels-200")
        // What the screen is about: rows of text 10 pt apart, scrolled by 200. Each label on screen
        // (its frame less the offset) has dark glyph pixels; the 10 pt gaps between labels are white.
        let white = [255, 255, 255, 255]
        var shown = 0
        for label in vc.labels {
            let top = label.frame.minY - 200, bottom = label.frame.maxY - 200
            guard top >= 0, bottom <= 480 else { continue }
            shown += 1
            let dark = stride(from: top + 0.25, to: bottom, by: 0.5).contains { y in
                stride(from: label.frame.minX + 0.25, to: label.frame.maxX, by: 0.5).contains { x in
                    (rgba(image, at: CGPoint(x: x, y: y)).first ?? 255) < 100
                }
            }
            #expect(dark, "\(label.text ?? "") shows text at y \(top)")
            // The middle of the gap below it, across the whole width: white.
            for x in stride(from: 0.25 as CGFloat, to: 320, by: 8) {
                #expect(rgba(image, at: CGPoint(x: x, y: bottom + 5)) == white || bottom + 5 >= 480)
            }
        }
        #expect(shown >= 10)
    }

    @Test func pagingBetweenPages1And2() {
        let vc = PagingViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 160, y: 0)
        vc.pageControl.currentPage = 1
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-paging-160")
        // Half way between pages 1 and 2: page 1's colour left of x = 160, page 2's right of it.
        func byte(_ c: Double) -> Int { Int((c * 255).rounded()) }
        let red = [byte(0.95), byte(0.45), byte(0.35), 255], green = [byte(0.35), byte(0.7), byte(0.45), 255]
        #expect(isNear(rgba(image, at: CGPoint(x: 159.75, y: 100)), red))
        #expect(isNear(rgba(image, at: CGPoint(x: 160.25, y: 100)), green))
        // The page control: 4 dots of 7 pt, 9 pt apart, centred in a 320 pt control at y 436…473
        // (44 pt from the bottom): the row is 4 · 7 + 3 · 9 = 55 pt wide from x 132.5, so the dots
        // span 132.5…139.5, 148.5…155.5, 164.5…171.5, 180.5…187.5, centred at y 454.5.
        let page: (CGFloat) -> [Int] = { $0 < 160 ? red : green }
        let dots = runsAcross(image, y: 454.75, from: 100, to: 220, threshold: 20, background: page)
        #expect(dots.count == 4, "dots: \(dots)")
        for (i, dot) in dots.enumerated() {
            let left = 132.5 + CGFloat(i) * 16
            // Round dots: along their middle row they span their whole width, less antialiasing.
            #expect(abs(dot.0 - left) <= 0.5 && abs(dot.1 - (left + 7)) <= 0.5, "dot \(i) at \(dot)")
        }
        // The current page (1) is white; the others are 35 % white over their page: dimmer.
        let centres = (0..<4).map { CGPoint(x: 136 + CGFloat($0) * 16, y: 454.5) }
        #expect(isNear(rgba(image, at: centres[1]), [255, 255, 255, 255]))
        for i in [0, 2, 3] {
            let under = i == 0 ? red : green
            let dim = (0..<3).map { over(1, alpha: 0.35, on: Double(under[$0])) } + [255]
            #expect(isNear(rgba(image, at: centres[i]), dim), "dot \(i) is the dim colour")
            #expect(rgba(image, at: centres[i]).prefix(3).reduce(0, +) < 3 * 255)
        }
        // Vertically, the current dot spans 451…458.
        let column = runsDown(image, x: 152.25, from: 420, to: 480, threshold: 20) { _ in red }
        #expect(column.count == 1 && column.first.map { abs($0.0 - 451) <= 0.5 && abs($0.1 - 458) <= 0.5 } == true, "\(column)")
    }

    @Test func flagMapWithTheFlagSummoned() {
        let vc = FlagMapViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 300, y: 250)
        vc.flag.isHidden = false
        vc.flag.frame.origin = CGPoint(x: 420, y: 380)
        window.tick(timestamp: 0.1)
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-flag-map")
        // The flag at content (420, 380) shows at (420 − 300, 380 − 250) = (120, 130): its dark grey
        // pole is x 122…125 over y 130…174, its red pennant from (125, 132) to (156, 142) to (125, 152).
        let pole = [85, 85, 85, 255]   // UIColor.darkGray, white 1/3
        #expect(isNear(rgba(image, at: CGPoint(x: 123.5, y: 165)), pole))
        #expect(isNear(rgba(image, at: CGPoint(x: 135, y: 142)), [255, 0, 0, 255]))
        let water = [199, 222, 242, 255]   // the map's water (0.78, 0.87, 0.95)
        #expect(isNear(rgba(image, at: CGPoint(x: 123.5, y: 177)), water))         // below the pole
        #expect(isNear(rgba(image, at: CGPoint(x: 158, y: 142)), water))           // past the tip
        #expect(!isNear(rgba(image, at: CGPoint(x: 135, y: 131)), [255, 0, 0, 255]))  // above the pennant
        // The map is scrolled by (300, 250): its 100-pt grid lines (12 % black) fall at window x 100
        // and 200 and y 50, 150, …; along y 200 (content 450) there is only water between them.
        let gridX = runsAcross(image, y: 200, from: 60, to: 240, threshold: 10) { _ in water }
        #expect(gridX.count == 2 && gridX.map { ($0.0 + $0.1) / 2 }.map { Int($0.rounded()) } == [100, 200], "\(gridX)")
    }

    @Test func floatingViewStaysInTheCornerAt300() {
        let vc = FloatingViewController()
        let window = show(vc)
        vc.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        window.tick(timestamp: 0.1)
        #expect(vc.floater.frame.origin == CGPoint(x: 320 - 5 - 48, y: 330))
        let image = renderImage(of: window)
        expectMatchesReference(image, named: "gallery-floating-300")
        // The floater's place on screen: 5 pt from the right, 30 from the top, 48 pt square, so the
        // smiley (a yellow face inset 2 pt, ringed by a 2 pt black line) spans x 269…313, y 32…76.
        let white = [255, 255, 255, 255]
        #expect(isNear(rgba(image, at: CGPoint(x: 291, y: 54)), [255, 255, 0, 255]))     // the face's middle
        #expect(rgba(image, at: CGPoint(x: 316, y: 54)) == white)                          // right of it
        #expect(rgba(image, at: CGPoint(x: 291, y: 29)) == white)                          // above it
        let face = runsAcross(image, y: 54.25, from: 250, to: 320, threshold: 30) { _ in white }
        #expect(face.count == 1 && face.first.map { abs($0.0 - 268) <= 0.75 && abs($0.1 - 314) <= 0.75 } == true, "\(face)")
        let faceDown = runsDown(image, x: 291.25, from: 0, to: 100, threshold: 30) { _ in white }
        #expect(faceDown.count == 1 && faceDown.first.map { abs($0.0 - 31) <= 0.75 && abs($0.1 - 77) <= 0.75 } == true, "\(faceDown)")
    }
}
