import Foundation

/// Why a session file cannot be replayed. Reading stops at the first problem and names its line
/// (1 is the header), so nothing is replayed from a file that would not reproduce its recording.
public enum SessionFileError: Error, Equatable, CustomStringConvertible {
    /// The file has no lines.
    case empty
    /// The first line is not a session header (not JSON, or no `"format": "scrollkit-session"`).
    case notASession(detail: String)
    /// The header's version is one this build does not read.
    case unsupportedVersion(found: Int, supported: Int)
    /// A line is not a valid event (bad JSON, unknown kind, missing or mistyped field, bad phase).
    case invalidEvent(line: Int, detail: String)
    /// A number is NaN or infinite, or a size or scale is not positive.
    case invalidValue(line: Int, detail: String)
    /// A timestamp is earlier than the one before it in the same stream (inputs, or frames).
    case timestampOutOfOrder(line: Int, previous: Double, found: Double)

    /// A sentence for the person who gave the file.
    public var description: String {
        switch self {
        case .empty: return "the session file is empty"
        case let .notASession(detail): return "line 1 is not a ScrollKit session header: \(detail)"
        case let .unsupportedVersion(found, supported):
            return "the session is format version \(found); this build reads version \(supported) only"
        case let .invalidEvent(line, detail): return "line \(line) is not a valid event: \(detail)"
        case let .invalidValue(line, detail): return "line \(line) has an invalid value: \(detail)"
        case let .timestampOutOfOrder(line, previous, found):
            return "line \(line) goes back in time: timestamp \(found) after \(previous)"
        }
    }
}
