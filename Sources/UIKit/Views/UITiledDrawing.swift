/// A view whose `draw(_:)` runs on CATiledLayer's drawing threads, off the main actor (a ScrollKit
/// addition; see docs/PORTING.md).
///
/// On iOS a `CATiledLayer`-backed view's `draw(_:)` is called on background threads, several at
/// once, so Swift 6 needs the override `nonisolated` (UIView is main-actor isolated). ScrollKit's
/// tiled layer reaches that override through this protocol: a tiled view adopts it and writes
/// `nonisolated override func draw(_ rect: CGRect)`, and the compiler then checks that the draw
/// only touches what drawing threads may touch (immutable or lock-guarded state). A tiled view that
/// does not adopt it (iOS code as written) still draws, but on the main thread, one tile job after
/// another as ticks start them, with one logged notice per class: its `draw(_:)` is main-actor code to the
/// compiler, and running it on drawing threads would break that promise.
///
/// ```swift
/// final class BoardView: UIView, UITiledDrawing {
///     override class var layerClass: AnyClass { CATiledLayer.self }
///     nonisolated override func draw(_ rect: CGRect) { … }
/// }
/// ```
public protocol UITiledDrawing: AnyObject, Sendable {
    /// Draws the tile `rect` (view coordinates) into the current context (`UIGraphicsGetCurrentContext()`),
    /// on a drawing thread; UIView's `draw(_:)`, overridden `nonisolated`.
    nonisolated func draw(_ rect: CGRect)
}
