/// A control's small animation on the host clock (a switch's thumb, a progress bar): `step` gets
/// the elapsed fraction 0…1 of `duration` once a frame, 1 on the last. Starting another replaces
/// the one running; the display link is dropped when it ends.
@MainActor
final class ControlTween {
    private var link: CADisplayLink?

    /// Whether an animation is running.
    var isRunning: Bool { link != nil }

    func run(duration: TimeInterval, step: @escaping @MainActor (Double) -> Void) {
        cancel()
        let start = HostClock.now
        let link = CADisplayLink { [weak self] link in
            let t = duration > 0 ? min(1, (link.timestamp - start) / duration) : 1
            step(t)
            if t >= 1 { self?.cancel() }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func cancel() {
        link?.invalidate()
        link = nil
    }
}
