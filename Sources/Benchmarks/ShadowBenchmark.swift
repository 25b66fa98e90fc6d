import Foundation
import UIKit

/// `Benchmarks shadows`: what layer shadows cost while a list of cards scrolls. A 960×540 pt window
/// at 2× (a 1920×1080 frame) shows a scroll view of 280×200 pt cards (12 on screen), scrolled by
/// 3.5 pt a frame; each frame is ticked and composited whole. Cases: cards without shadows, with a
/// `shadowPath` (whose blurred mask is kept between frames), with a path that changes every frame
/// (the mask blurred each frame), and with a shadow made from their content (blurred every frame). Prints the median CPU ms per frame (process CPU time, so
/// banded drawing on other threads counts).
@MainActor
struct ShadowBenchmark {
    enum Case: String, CaseIterable {
        case none = "no shadow", path = "shadowPath", pathRemade = "path, remade", content = "content shadow"
    }

    func run() {
        print("shadows: 1920×1080 frame, 12 cards of 280×200 pt on screen, scrolled 3.5 pt a frame; median CPU ms per frame")
        for c in Case.allCases {
            let ms = measure(c)
            print(String(format: "  %-15@ %7.2f ms", c.rawValue as NSString, ms))
        }
    }

    func measure(_ c: Case) -> Double {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 960, height: 540))
        let screen = UIScreen()
        screen.scale = 2
        window.screen = screen
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: window.bounds)
        for i in 0..<60 {
            let card = UIView(frame: CGRect(x: 20 + CGFloat(i % 3) * 310, y: 20 + CGFloat(i / 3) * 240, width: 280, height: 200))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            if c != .none {
                card.layer.shadowOpacity = 0.3
                card.layer.shadowRadius = 10
                card.layer.shadowOffset = CGSize(width: 0, height: 8)
                if c == .path || c == .pathRemade { card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath }
            }
            scroll.addSubview(card)
        }
        scroll.contentSize = CGSize(width: 960, height: 20 * 240 + 40)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        let ctx = CGContext(width: 1920, height: 1080)!
        var times: [Double] = []
        for frame in 0..<90 {
            scroll.contentOffset.y = CGFloat(frame) * 3.5
            if c == .pathRemade {
                // A path that differs every frame (a corner radius 0.001 pt apart): the mask cache
                // misses, so this is what a path shadow costs when its mask is blurred each frame.
                for card in scroll.subviews where card.layer.shadowPath != nil {
                    card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12 + CGFloat(frame % 2) * 0.001).cgPath
                }
            }
            window.tick(timestamp: Double(frame) / 60)
            let start = BenchClock.process()
            ctx.saveGState()
            ctx.scaleBy(x: 2, y: 2)
            window.framePipeline.composite(into: ctx)
            ctx.restoreGState()
            if frame >= 10 { times.append((BenchClock.process() - start) * 1000) }
        }
        return times.sorted()[times.count / 2]
    }
}
