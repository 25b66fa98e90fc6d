import Foundation
import Logging

// UnifiedLogging: Apple's unified logging API for code written for iOS (what `import os` / `import os.log`
// give there; the porter writes `import UnifiedLogging`, docs/PORTING.md, because a module named `os`
// would make `#if canImport(os)` true for every package built beside ScrollKit, and swift-argument-parser,
// xctest-dynamic-overlay and swift-syntax then take Apple's code paths and fail to build). Records go to
// swift-log, whichever handler the process bootstrapped, with the subsystem and category in the
// label (`"<subsystem>.<category>"`) and the message's text. Privacy masks are not applied: the
// records stay in the process (swift-log's handler decides where they go). Signposts do nothing.

/// A log's level (Apple's `OSLogType`), mapped to swift-log's levels.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    var level: Logging.Logger.Level {
        switch self {
        case .debug: return .debug
        case .info: return .info
        case .error: return .error
        case .fault: return .critical
        default: return .notice
        }
    }
}

/// A log handle (Apple's `OSLog`): a subsystem and category, or `.default`/`.disabled`.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    let enabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = true
    }

    init(subsystem: String, category: String, enabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = enabled
    }

    /// The process's default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing.
    public static let disabled = OSLog(subsystem: "", category: "", enabled: false)

    /// Whether records of `type` would be kept: whether swift-log's handler passes the level.
    public func isEnabled(type: OSLogType) -> Bool { enabled && swiftLogger.logLevel <= type.level }

    var label: String {
        switch (subsystem.isEmpty, category.isEmpty) {
        case (true, true): return "os_log"
        case (false, true): return subsystem
        case (true, false): return category
        case (false, false): return subsystem + "." + category
        }
    }

    /// A fresh swift-log logger each time, so a handler bootstrapped later still gets the records.
    var swiftLogger: Logging.Logger { Logging.Logger(label: label) }

    func record(_ type: OSLogType, _ text: @autoclosure () -> String) {
        guard enabled else { return }
        swiftLogger.log(level: type.level, "\(text())")
    }
}

/// The classic form: a printf-style format (`%d`, `%@`, `%{public}@`) and its arguments.
/// `{public}`/`{private}` annotations are removed before formatting.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    let format = OSLogFormat.strippingPrivacy(message.description)
    log.record(type, args.isEmpty ? format : String(format: format, arguments: args))
}

/// The iOS 14 form: an interpolated message.
public func os_log(_ type: OSLogType = .default, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    log.record(type, message.text)
}

enum OSLogFormat {
    /// `%{public}@` → `%@`: Apple's privacy annotations inside a format.
    static func strippingPrivacy(_ format: String) -> String {
        var out = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            out += "%"
            rest = rest[rest.index(after: percent)...]
            if rest.first == "{", let close = rest.firstIndex(of: "}") { rest = rest[rest.index(after: close)...] }
        }
        return out + rest
    }
}
