import Foundation
import HeadlessHost
import UIKit

extension DebugOverlay {
    /// Feeds the frame-time graph from a headless session: each tick's work (the tick and the
    /// display pass), measured in real time. So a headless run with the graph on is not byte for
    /// byte repeatable; the other overlay options are.
    @MainActor
    func timeFrames(of host: HeadlessHost) {
        let clock = ContinuousClock()
        var start = clock.now
        host.beforeFrame = { _ in start = clock.now }
        host.afterFrame = { [self] host in
            host.window.displayIfNeeded()
            let work = clock.now - start
            recordFrameTime(Double(work.components.seconds) + Double(work.components.attoseconds) * 1e-18)
        }
    }
}
