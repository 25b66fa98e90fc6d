import Foundation
import UIKit

/// Measures one keystroke (text in, tick, display pass, render of the window) in a text field and a
/// text view holding 1,000, 10,000 and 100,000 characters: the cost of laying the whole text out
/// again with Pango after every change (TextLayout), which grows with the text while drawing stays
/// proportional to what shows. Wall-clock reads are allowed here (benchmarks are not library code).
@MainActor
struct TextBenchmark {
    let keystrokes = 15

    func run() {
        print("Text: one keystroke (sendText, tick, display, render), median of \(keystrokes)")
        for length in [1_000, 10_000, 100_000] {
            let field = median { window, time in
                let field = UITextField(frame: CGRect(x: 10, y: 40, width: 300, height: 34))
                window.addSubview(field)
                field.becomeFirstResponder()
                window.sendText(String(repeating: "abcdefghi ", count: length / 10), timestamp: time)
            }
            let view = median { window, time in
                let textView = UITextView(frame: CGRect(x: 10, y: 40, width: 300, height: 400))
                window.addSubview(textView)
                textView.becomeFirstResponder()
                window.sendText(String(repeating: "abcdefghi ", count: length / 10), timestamp: time)
            }
            print(String(format: "  %7d characters: text field %7.2f ms, text view %7.2f ms", length, field * 1000, view * 1000))
        }
    }

    private func median(_ setup: (UIWindow, TimeInterval) -> Void) -> Double {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var time: TimeInterval = 0
        setup(window, time)
        window.tick(timestamp: time)
        render(window)
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<keystrokes {
            time += 1.0 / 60
            let start = clock.now
            window.sendText("x", timestamp: time)
            window.tick(timestamp: time)
            render(window)
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        window.subviews.forEach { $0.removeFromSuperview() }
        samples.sort()
        return samples[samples.count / 2]
    }

    private func render(_ window: UIWindow) {
        window.displayIfNeeded()
        _ = UIGraphicsImageRenderer(bounds: window.bounds).image { window.layer.render(in: $0.cgContext) }
    }
}
