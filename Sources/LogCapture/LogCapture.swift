import Foundation
import Logging

/// One captured diagnostic: which logger wrote it, at what level, and the text.
public struct LogRecord: Sendable, Equatable, CustomStringConvertible {
    public let label: String
    public let level: Logger.Level
    public let message: String

    public init(label: String, level: Logger.Level, message: String) {
        self.label = label
        self.level = level
        self.message = message
    }

    public var description: String { "[\(label)] \(level): \(message)" }
}

/// Lets tests see ScrollKit's diagnostics (a package-internal test hook; not a product).
///
/// swift-log allows one `LoggingSystem.bootstrap` per process, and all test targets run in one
/// process, so the first `capture` call installs one process-wide handler. That handler hands each
/// record to the collector bound in the *calling task* (a task-local), so tests running in parallel
/// each see only the messages their own code logged; records from anywhere else (other tests, drawing
/// threads) go to standard error as before. The library makes a fresh `Logger` for every message
/// (each module's `Log.swift`), so it does not matter whether a module logged before the bootstrap.
public enum LogCapture {
    /// Runs `body` and returns what it returned and the records it logged, oldest first.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, records: [LogRecord]) {
        installHandler
        let collector = Collector()
        let result = try $collector.withValue(collector) { try body() }
        return (result, collector.records)
    }

    /// The records `body` logged, oldest first.
    public static func records(_ body: () throws -> Void) rethrows -> [LogRecord] {
        try capture(body).records
    }

    @TaskLocal static var collector: Collector?

    /// The one bootstrap (a lazy static is initialized exactly once, thread-safely).
    private static let installHandler: Void = {
        LoggingSystem.bootstrap { label in CapturingLogHandler(label: label) }
    }()

    // @unchecked: records are guarded by `lock`.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [LogRecord] = []
        func append(_ record: LogRecord) { lock.withLock { stored.append(record) } }
        var records: [LogRecord] { lock.withLock { stored } }
    }
}

/// Collects into the caller's `LogCapture.collector`, or writes to standard error at `.info` and
/// above (swift-log's default threshold) when no test is capturing.
struct CapturingLogHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    /// Every level reaches the handler, so a test can capture `.debug` records too.
    var logLevel: Logger.Level = .trace
    private var fallback: StreamLogHandler

    init(label: String) {
        self.label = label
        fallback = StreamLogHandler.standardError(label: label)
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        if let collector = LogCapture.collector {
            collector.append(LogRecord(label: label, level: event.level, message: event.message.description))
        } else if event.level >= fallback.logLevel {
            fallback.log(event: event)
        }
    }
}
