import Foundation

/// One JSON object per line: `kind` names the case, `t` is the timestamp, the other keys are the case's
/// fields (docs/SESSION-FORMAT.md lists them).
extension SessionEvent: Codable {
    private enum Key: String, CodingKey {
        case kind, t, touches, dx, dy, x, y, factor, key, text, caret, width, height, scale, safeArea, presented
    }

    /// The `kind` values, one per case.
    public static let kinds = ["touches", "wheel", "zoom", "key", "text", "markedText", "resize", "frame"]

    /// Reads one event line's object; an unknown `kind` or a missing field throws `DecodingError`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let kind = try c.decode(String.self, forKey: .kind)
        let t = try c.decode(Double.self, forKey: .t)
        func d(_ k: Key) throws -> Double { try c.decode(Double.self, forKey: k) }
        switch kind {
        case "touches": self = .touches(time: t, touches: try c.decode([SessionTouch].self, forKey: .touches))
        case "wheel": self = .wheel(time: t, dx: try d(.dx), dy: try d(.dy), x: try d(.x), y: try d(.y))
        case "zoom": self = .zoom(time: t, factor: try d(.factor), x: try d(.x), y: try d(.y))
        case "key": self = .key(time: t, key: try c.decode(SessionKey.self, forKey: .key))
        case "text": self = .text(time: t, text: try c.decode(String.self, forKey: .text))
        case "markedText": self = .markedText(time: t, text: try c.decode(String.self, forKey: .text),
                                              caret: try c.decode(Int.self, forKey: .caret))
        case "resize": self = .resize(time: t, width: try d(.width), height: try d(.height), scale: try d(.scale),
                                      safeArea: try c.decode(SessionInsets.self, forKey: .safeArea))
        case "frame": self = .frame(time: t, presented: try c.decode(Bool.self, forKey: .presented))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c,
                                                   debugDescription: "unknown kind \"\(kind)\" (known: \(Self.kinds.joined(separator: ", ")))")
        }
    }

    /// Writes the case as one object with its `kind`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(time, forKey: .t)
        switch self {
        case let .touches(_, touches):
            try c.encode("touches", forKey: .kind)
            try c.encode(touches, forKey: .touches)
        case let .wheel(_, dx, dy, x, y):
            try c.encode("wheel", forKey: .kind)
            try c.encode(dx, forKey: .dx); try c.encode(dy, forKey: .dy); try c.encode(x, forKey: .x); try c.encode(y, forKey: .y)
        case let .zoom(_, factor, x, y):
            try c.encode("zoom", forKey: .kind)
            try c.encode(factor, forKey: .factor); try c.encode(x, forKey: .x); try c.encode(y, forKey: .y)
        case let .key(_, key):
            try c.encode("key", forKey: .kind)
            try c.encode(key, forKey: .key)
        case let .text(_, text):
            try c.encode("text", forKey: .kind)
            try c.encode(text, forKey: .text)
        case let .markedText(_, text, caret):
            try c.encode("markedText", forKey: .kind)
            try c.encode(text, forKey: .text); try c.encode(caret, forKey: .caret)
        case let .resize(_, width, height, scale, safeArea):
            try c.encode("resize", forKey: .kind)
            try c.encode(width, forKey: .width); try c.encode(height, forKey: .height)
            try c.encode(scale, forKey: .scale); try c.encode(safeArea, forKey: .safeArea)
        case let .frame(_, presented):
            try c.encode("frame", forKey: .kind)
            try c.encode(presented, forKey: .presented)
        }
    }
}
