import UIKit

/// Identifies one tile of a tiled image.
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
    public let row: Int, column: Int, resolution: Int
    public init(row: Int, column: Int, resolution: Int) { self.row = row; self.column = column; self.resolution = resolution }
    public var description: String { "(\(row), \(column))@\(resolution)" }
}

/// An in-flight tile load that can be cancelled (the tile scrolled away before it arrived).
@MainActor
public final class TileLoadRequest {
    public let key: TileKey
    public private(set) var isCancelled = false
    private let onCancel: () -> Void
    public init(key: TileKey, onCancel: @escaping () -> Void) { self.key = key; self.onCancel = onCancel }
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel()
    }
}

/// A source of tiles that answers later, possibly out of order, possibly with a failure: a map
/// server, a disk pyramid, a renderer. Completion must be called at most once, on the main actor.
@MainActor
public protocol AsyncTileSource: AnyObject {
    associatedtype Payload
    func loadTile(_ key: TileKey, completion: @escaping (Result<Payload, TileLoadError>) -> Void) -> TileLoadRequest
}

public struct TileLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
