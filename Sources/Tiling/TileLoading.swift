import UIKit

/// Identifies one tile of a tiled image.
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
    /// The tile's position in its resolution's grid, and that resolution.
    public let row: Int, column: Int, resolution: Int
    /// The tile at `row`, `column` of `resolution`.
    public init(row: Int, column: Int, resolution: Int) { self.row = row; self.column = column; self.resolution = resolution }
    public var description: String { "(\(row), \(column))@\(resolution)" }
}

/// An in-flight tile load that can be cancelled (the tile scrolled away before it arrived).
@MainActor
public final class TileLoadRequest {
    /// The tile being loaded.
    public let key: TileKey
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false
    private let onCancel: () -> Void
    /// A request for `key`; `onCancel` runs once if it is cancelled.
    public init(key: TileKey, onCancel: @escaping () -> Void) { self.key = key; self.onCancel = onCancel }
    /// Cancels the load: the source stops it and its completion never runs.
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
    /// What a loaded tile is (image data, a view…).
    associatedtype Payload
    /// Starts loading `key`; `completion` runs at most once, on the main actor, unless the returned request is cancelled first.
    func loadTile(_ key: TileKey, completion: @escaping (Result<Payload, TileLoadError>) -> Void) -> TileLoadRequest
}

/// Why a tile failed to load.
public struct TileLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A description of the failure.
    public let reason: String
    /// A failure described by `reason`.
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
