import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches tiles over HTTP(S) for a `DeepZoomSource`: a bounded number of requests at once, coarse
/// levels first, cancellation, retries with exponential backoff on the host clock, and the on-disk
/// cache. Thread-safe: drawing threads ask, URLSession's queue answers, the main thread pumps.
///
/// Time: this type reads no clock. Backoff delays are counted in host time handed to
/// `collectArrivals(hostTime:)` (so tests decide when a retry is due, without sleeping). The only
/// real-time limit is URLSession's own request timeout (`DeepZoomSource.Options.requestTimeout`),
/// which Foundation measures: a stalled server must end in an error, not hang a request slot.
// @unchecked: every mutable stored property is guarded by `lock`; URLSession is thread-safe.
final class HTTPTileFetcher: @unchecked Sendable {
    /// Why a fetch ended, and whether trying again may help.
    enum Outcome { case success(Data), transient(String), permanent(String), cancelled }
    /// What the fetcher knows of a tile: its bytes, that it is on its way, or why it never will be.
    enum FetchState { case ready(Data), pending, failed(String) }

    let session: URLSession
    let cache: TileDiskCache?
    let options: DeepZoomSource.Options
    private let urlFor: @Sendable (TileAddress) -> URL
    /// Checks a body before it is kept: nil when it is a decodable tile of the expected size.
    private let validate: @Sendable (TileAddress, Data) -> String?

    private let lock = NSLock()
    private var queued: [TileAddress] = []
    private var running: [TileAddress: URLSessionDataTask] = [:]
    private var attempts: [TileAddress: Int] = [:]
    private var awaitingRetryTime: [TileAddress] = []
    private var retryDue: [TileAddress: Double] = [:]
    private var failed: [TileAddress: String] = [:]
    private var arrived: [TileAddress] = []
    /// Tiles that arrived, kept in memory until drawn from (a few screens' worth), so a tile is
    /// shown even when the disk cache is too small to hold it.
    private var memory: [TileAddress: Data] = [:]
    private var memoryOrder: [TileAddress] = []
    private static let memoryTileLimit = 256
    private var firstFailure: String?
    private var failureReported = false

    /// Requests sent (retries included), the most running at once, retries, tiles given up on, and
    /// requests cancelled: for tests and diagnostics.
    private var started = 0, peak = 0, retried = 0, cancelled = 0
    var requestsStarted: Int { lock.withLock { started } }
    var peakConcurrentRequests: Int { lock.withLock { peak } }
    var retries: Int { lock.withLock { retried } }
    var cancellations: Int { lock.withLock { cancelled } }

    init(options: DeepZoomSource.Options, cache: TileDiskCache?, urlFor: @escaping @Sendable (TileAddress) -> URL,
         validate: @escaping @Sendable (TileAddress, Data) -> String?) {
        self.options = options
        self.cache = cache
        self.urlFor = urlFor
        self.validate = validate
        session = HTTPTileFetcher.makeSession(options)
    }

    deinit { session.invalidateAndCancel() }

    /// An ephemeral session without URLSession's own cache (ours has the byte budget), limited to
    /// `maximumConcurrentRequests` connections per host.
    static func makeSession(_ options: DeepZoomSource.Options) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = options.maximumConcurrentRequests
        configuration.timeoutIntervalForRequest = options.requestTimeout
        configuration.timeoutIntervalForResource = options.requestTimeout * 2
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    /// The tile now if it is in memory or in the disk cache; otherwise queues it (once) and answers `.pending`.
    func tile(_ address: TileAddress) -> FetchState {
        let known: FetchState? = lock.withLock {
            if let data = memory[address] { return .ready(data) }
            if let reason = failed[address] { return .failed(reason) }
            if running[address] != nil || retryDue[address] != nil || awaitingRetryTime.contains(address) || queued.contains(address) {
                return .pending
            }
            return nil
        }
        if let known { return known }
        if let data = cache?.data(for: urlFor(address)) {
            lock.withLock { remember(data, for: address) }
            return .ready(data)
        }
        lock.withLock {
            if running[address] == nil && retryDue[address] == nil && !queued.contains(address) && failed[address] == nil {
                queued.append(address)
            }
            startQueued()
        }
        return .pending
    }

    /// Assigns backoff times to new transient failures, requeues the retries due, and hands over arrivals.
    func collectArrivals(hostTime: Double) -> [TileAddress] {
        lock.withLock {
            for address in awaitingRetryTime {
                let attempt = attempts[address] ?? 1
                retryDue[address] = hostTime + options.retryBaseDelay * pow(2, Double(attempt - 1))
            }
            awaitingRetryTime.removeAll()
            for (address, due) in retryDue.sorted(by: { ($0.value, $0.key.level, $0.key.row, $0.key.column) < ($1.value, $1.key.level, $1.key.row, $1.key.column) })
            where due <= hostTime {
                retryDue[address] = nil
                retried += 1
                queued.append(address)
            }
            startQueued()
            defer { arrived.removeAll() }
            return arrived
        }
    }

    func cancel(where unwanted: (TileAddress) -> Bool) {
        lock.withLock {
            queued.removeAll { unwanted($0) }
            for (address, _) in retryDue where unwanted(address) { retryDue[address] = nil; attempts[address] = nil }
            awaitingRetryTime.removeAll { unwanted($0) }
            for (address, task) in running where unwanted(address) {
                running[address] = nil
                cancelled += 1
                task.cancel()
            }
            startQueued()
        }
    }

    var hasPendingFetches: Bool {
        lock.withLock { !queued.isEmpty || !running.isEmpty || !retryDue.isEmpty || !awaitingRetryTime.isEmpty || !arrived.isEmpty }
    }

    var runningCount: Int { lock.withLock { running.count } }
    var failedCount: Int { lock.withLock { failed.count } }

    /// The first failure, once: the view logs one line per failing source, not one per tile.
    func takeFailureReport() -> String? {
        lock.withLock {
            guard let firstFailure, !failureReported else { return nil }
            failureReported = true
            return firstFailure
        }
    }

    /// Lock held: starts queued requests while slots are free, the coarsest level first (it covers
    /// the most screen per byte and is the fallback under everything), newest first within a level.
    private func startQueued() {
        while running.count < options.maximumConcurrentRequests, !queued.isEmpty {
            let pick = queued.indices.max { (queued[$0].level, $0) < (queued[$1].level, $1) }!
            let address = queued.remove(at: pick)
            var request = URLRequest(url: urlFor(address))
            request.timeoutInterval = options.requestTimeout
            let task = session.dataTask(with: request) { [weak self] data, response, error in
                self?.finish(address, HTTPTileFetcher.classify(data: data, response: response, error: error))
            }
            running[address] = task
            started += 1
            peak = max(peak, running.count)
            task.resume()
        }
    }

    /// What an HTTP answer means: 2xx with a complete body is a success; 408, 429, 5xx, network
    /// errors and short bodies may heal (retried); other statuses will not (RFC 9110 §15).
    static func classify(data: Data?, response: URLResponse?, error: Error?) -> Outcome {
        if let error = error as? URLError, error.code == .cancelled { return .cancelled }
        if let error { return .transient("network error: \(error.localizedDescription)") }
        guard let http = response as? HTTPURLResponse else { return .transient("no HTTP response") }
        switch http.statusCode {
        case 200..<300: break
        case 408, 429, 500..<600: return .transient("HTTP \(http.statusCode)")
        default: return .permanent("HTTP \(http.statusCode)")
        }
        let body = data ?? Data()
        let declared = http.expectedContentLength
        if declared >= 0, Int64(body.count) != declared {
            return .transient("body of \(body.count) bytes where Content-Length says \(declared)")
        }
        return .success(body)
    }

    private func finish(_ address: TileAddress, _ outcome: Outcome) {
        var outcome = outcome
        if case let .success(data) = outcome, let problem = validate(address, data) { outcome = .transient(problem) }
        if case let .success(data) = outcome { cache?.store(data, for: urlFor(address)) }
        lock.withLock {
            // Cancelled meanwhile (cancel(where:) removed it): the answer is not wanted.
            guard running.removeValue(forKey: address) != nil else { return }
            switch outcome {
            case .cancelled:
                break
            case let .success(data):
                attempts[address] = nil
                remember(data, for: address)
                arrived.append(address)
            case let .transient(reason):
                let attempt = (attempts[address] ?? 0) + 1
                attempts[address] = attempt
                if attempt >= options.maximumAttempts {
                    giveUp(address, "\(reason), \(attempt) attempts")
                } else {
                    awaitingRetryTime.append(address)
                }
            case let .permanent(reason):
                giveUp(address, reason)
            }
            startQueued()
        }
    }

    /// Lock held.
    private func giveUp(_ address: TileAddress, _ reason: String) {
        let message = "\(urlFor(address).absoluteString): \(reason)"
        failed[address] = message
        attempts[address] = nil
        if firstFailure == nil { firstFailure = message }
        arrived.append(address)   // the view redraws it with the coarser level it has
    }

    /// Lock held.
    private func remember(_ data: Data, for address: TileAddress) {
        if memory[address] == nil { memoryOrder.append(address) }
        memory[address] = data
        while memoryOrder.count > Self.memoryTileLimit { memory[memoryOrder.removeFirst()] = nil }
    }

    /// One blocking GET (the `.dzi`/`info.json` when a source opens), with the same checks as tiles.
    static func fetchSynchronously(_ url: URL, options: DeepZoomSource.Options) throws -> Data {
        let session = makeSession(options)
        defer { session.finishTasksAndInvalidate() }
        let done = DispatchSemaphore(value: 0)
        let box = OutcomeBox()
        session.dataTask(with: url) { data, response, error in
            box.outcome = classify(data: data, response: response, error: error)
            done.signal()
        }.resume()
        done.wait()
        switch box.outcome {
        case let .success(data)?: return data
        case let .transient(reason)?, let .permanent(reason)?:
            throw PyramidError.fetchFailed(location: url.absoluteString, reason: reason)
        case .cancelled?, nil:
            throw PyramidError.fetchFailed(location: url.absoluteString, reason: "cancelled")
        }
    }

    // @unchecked: written by the task's callback before done.signal(), read only after done.wait().
    private final class OutcomeBox: @unchecked Sendable { var outcome: Outcome? }
}
