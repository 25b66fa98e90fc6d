import Foundation

/// Runs a diffable data source's applies one at a time.
///
/// An apply calls out to the view, which calls the delegate (`didEndDisplaying`, `willDisplay`) and
/// the data source; if one of those applies another snapshot, starting it in the middle would diff
/// against a snapshot the view has not finished showing. iOS raises or deadlocks here; ScrollKit
/// logs one line and runs the nested apply right after the running one, in call order, so every
/// snapshot is applied and the view ends on the last one.
@MainActor
final class DiffableApplyQueue {
    private var running = false
    private var waiting: [() -> Void] = []

    /// Whether an apply is running now.
    var isRunning: Bool { running }

    /// Runs `work` now, or after the running apply (and those queued before it) when called from
    /// inside one. `name` is the API called, for the log line.
    func run(_ name: String, _ work: @escaping () -> Void) {
        guard !running else {
            Log.uikit.warning("\(name) called while another apply is in progress (from a data source, delegate or cell provider callback; iOS raises or deadlocks); applied after the running one")
            waiting.append(work)
            return
        }
        running = true
        work()
        while !waiting.isEmpty { waiting.removeFirst()() }
        running = false
    }
}
