import Foundation

/// How much of an interpolated value a log shows (Apple's `OSLogPrivacy`). Stored for source
/// compatibility; ScrollKit's records stay in the process, so nothing is masked.
public struct OSLogPrivacy: Equatable, Sendable {
    public enum Mask: Equatable, Sendable { case hash, none }
    let name: String
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static let auto = OSLogPrivacy(name: "auto")
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// An interpolated log message (Apple's `OSLogMessage`): `"\(count, privacy: .public) rows"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T: Numeric>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto) {
            text += value()
        }
        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                                 privacy: OSLogPrivacy = .auto) {
            switch format {
            case .truth: text += value() ? "true" : "false"
            case .answer: text += value() ? "YES" : "NO"
            }
        }
    }
    let text: String
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    public init(stringLiteral value: String) { text = value }
}

/// How a Boolean is written (Apple's `OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// The iOS 14 logger (Apple's `Logger` in `os`), writing to swift-log. If the client also imports
/// swift-log's `Logging`, write `os.Logger`, as with any two modules declaring the same name.
public struct Logger: Sendable {
    let log: OSLog
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }
    public init() { log = .default }

    public func log(_ message: OSLogMessage) { log.record(.default, message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.record(level, message.text) }
    public func trace(_ message: OSLogMessage) { log.record(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { log.record(.debug, message.text) }
    public func info(_ message: OSLogMessage) { log.record(.info, message.text) }
    public func notice(_ message: OSLogMessage) { log.record(.default, message.text) }
    public func warning(_ message: OSLogMessage) { log.record(.error, message.text) }
    public func error(_ message: OSLogMessage) { log.record(.error, message.text) }
    public func critical(_ message: OSLogMessage) { log.record(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { log.record(.fault, message.text) }
}
