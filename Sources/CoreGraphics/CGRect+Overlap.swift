import Foundation

extension CGRect {
    /// Whether the rectangles share area; rectangles that only touch do not. Core Graphics'
    /// `intersects` answers true for touching edges on Linux's Foundation (Apple's answers false),
    /// so an item that ends exactly at a rect's edge, or a tile that borders an invalidated rect,
    /// would count as inside. Used wherever "visible in" or "invalidated by" is meant.
    package func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
