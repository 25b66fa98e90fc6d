/// A control's small animation on the host clock (a switch's thumb, a progress bar, a spinner):
/// `run` gives `step` the elapsed fraction 0…1 of `duration` once a frame, 1 on the last;
/// `repeatForever` gives it the seconds since the start until cancelled. Starting another replaces
/// the one running; the display link is dropped when it ends.
@MainActor
final class ControlTween {
    private var link: CADisplayLink?

    /// Whether an animation is running.
    var isRunning: Bool { link != nil }

    /// The link stops by itself when the animation ends or its owner (the control) is gone, so a
    /// control freed mid-animation leaves no display link ticking.
    func run(duration: TimeInterval, step: @escaping @MainActor (Double) -> Void) {
        cancel()
        let start = HostClock.now
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            let t = duration > 0 ? min(1, max(0, (link.timestamp - start) / duration)) : 1
            if t >= 1 {
                // Ended: let go first, so a `step` that starts another animation keeps it.
                link.invalidate()
                if self.link === link { self.link = nil }
            }
            step(t)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Runs `step(elapsed seconds)` once a frame until `cancel()` (a spinner), stopping by itself
    /// when the owner is gone.
    func repeatForever(_ step: @escaping @MainActor (TimeInterval) -> Void) {
        cancel()
        let start = HostClock.now
        let link = CADisplayLink { [weak self] link in
            guard self != nil else { link.invalidate(); return }
            step(link.timestamp - start)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func cancel() {
        link?.invalidate()
        link = nil
    }
}
