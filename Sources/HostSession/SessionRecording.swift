import CoreGraphics
import Foundation

/// A recorded session in memory: the header and the events in the order the host made them.
///
/// `init(jsonLines:)` validates everything a replay relies on (see `SessionFileError`);
/// `jsonLines` writes the file format back, byte for byte what `SessionRecorder` writes.
public struct SessionRecording: Equatable, Sendable {
    /// The window at the start.
    public var header: SessionHeader
    /// Inputs and frames in recording order.
    public var events: [SessionEvent]

    /// A recording from its parts (not validated; `validate()` does that).
    public init(header: SessionHeader, events: [SessionEvent]) {
        self.header = header
        self.events = events
    }

    /// Reads a session file's text. Throws `SessionFileError` naming the first bad line.
    public init(jsonLines text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let first = lines.first else { throw SessionFileError.empty }
        let decoder = JSONDecoder()
        let header: SessionHeader
        do {
            // The format name and version first, so a newer file says "unsupported version" rather
            // than whatever field it renamed.
            struct Probe: Decodable { var format: String?; var version: Int? }
            let probe = try decoder.decode(Probe.self, from: Data(first.element.utf8))
            guard probe.format == SessionHeader.formatName else {
                throw SessionFileError.notASession(detail: "no \"format\": \"\(SessionHeader.formatName)\"")
            }
            guard let version = probe.version else { throw SessionFileError.notASession(detail: "no \"version\"") }
            guard version == SessionHeader.currentVersion else {
                throw SessionFileError.unsupportedVersion(found: version, supported: SessionHeader.currentVersion)
            }
            header = try decoder.decode(SessionHeader.self, from: Data(first.element.utf8))
        } catch let error as SessionFileError {
            throw error
        } catch {
            throw SessionFileError.notASession(detail: Self.describe(error))
        }
        var events: [SessionEvent] = []
        for (index, line) in lines.dropFirst() {
            do {
                events.append(try decoder.decode(SessionEvent.self, from: Data(line.utf8)))
            } catch {
                throw SessionFileError.invalidEvent(line: index + 1, detail: Self.describe(error))
            }
        }
        self.init(header: header, events: events)
        try validate(lineNumbers: lines.dropFirst().map { $0.offset + 1 })
    }

    /// Reads and validates a session file.
    public init(contentsOf url: URL) throws {
        try self.init(jsonLines: try String(contentsOf: url, encoding: .utf8))
    }

    /// Checks the values a replay relies on: finite numbers, positive sizes and scales, windows
    /// whose frames `ImageSizePolicy` allows (a replay renders every presented frame: a window of
    /// 40000×40000 points would allocate 4.3 GB per frame, one 1e19 wide cannot be rendered at all),
    /// known touch phases, and timestamps that never decrease within each stream. Inputs and frames are separate
    /// streams because a host may stamp them from different clocks (SDL stamps events with its
    /// milliseconds since start-up and the host ticks on its own zero).
    public func validate(lineNumbers: [Int]? = nil) throws {
        func line(_ i: Int) -> Int { lineNumbers?[i] ?? i + 2 }
        func positive(_ v: Double) -> Bool { v.isFinite && v > 0 }
        func windowRefusal(_ w: Double, _ h: Double, _ s: Double) -> String? {
            guard positive(w), positive(h), positive(s) else { return "window \(w) × \(h) at scale \(s)" }
            return ImageSizePolicy.refusal(width: w, height: h, scale: s)
                .map { "window \(w) × \(h) at scale \(s): its frames would be \($0) (ImageSizePolicy)" }
        }
        if let refusal = windowRefusal(header.width, header.height, header.scale) {
            throw SessionFileError.invalidValue(line: 1, detail: refusal)
        }
        var lastInput = -Double.infinity, lastFrame = -Double.infinity
        for (i, event) in events.enumerated() {
            let t = event.time
            guard t.isFinite else { throw SessionFileError.invalidValue(line: line(i), detail: "timestamp \(t)") }
            if event.isFrame {
                if t < lastFrame { throw SessionFileError.timestampOutOfOrder(line: line(i), previous: lastFrame, found: t) }
                lastFrame = t
            } else {
                if t < lastInput { throw SessionFileError.timestampOutOfOrder(line: line(i), previous: lastInput, found: t) }
                lastInput = t
            }
            switch event {
            case let .touches(_, touches):
                for touch in touches {
                    guard SessionTouch.phases.contains(touch.phase) else {
                        throw SessionFileError.invalidEvent(line: line(i), detail: "unknown touch phase \"\(touch.phase)\"")
                    }
                    guard touch.x.isFinite, touch.y.isFinite else {
                        throw SessionFileError.invalidValue(line: line(i), detail: "touch at (\(touch.x), \(touch.y))")
                    }
                }
            case let .wheel(_, dx, dy, x, y):
                guard [dx, dy, x, y].allSatisfy(\.isFinite) else { throw SessionFileError.invalidValue(line: line(i), detail: "wheel") }
            case let .zoom(_, factor, x, y):
                guard positive(factor), x.isFinite, y.isFinite else { throw SessionFileError.invalidValue(line: line(i), detail: "zoom by \(factor)") }
            case let .resize(_, w, h, s, _):
                if let refusal = windowRefusal(w, h, s) { throw SessionFileError.invalidValue(line: line(i), detail: refusal) }
            case .key, .text, .markedText, .frame:
                break
            }
        }
    }

    /// The file's text: the header line, then one line per event, each ending in a newline.
    public var jsonLines: String {
        var text = Self.line(header)
        for event in events { text += Self.line(event) }
        return text
    }

    /// One value as a line of the file: JSON with sorted keys (so files diff well and are byte-stable).
    public static func line<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain values cannot fail; a failure would be a bug in this file's types.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case let DecodingError.dataCorrupted(context): return context.debugDescription
        case let DecodingError.keyNotFound(key, _): return "missing field \"\(key.stringValue)\""
        case let DecodingError.typeMismatch(_, context):
            return "wrong type for \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        case let DecodingError.valueNotFound(_, context):
            return "null for \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        case let error as SessionFileError: return error.description
        default: return "not JSON"
        }
    }
}
