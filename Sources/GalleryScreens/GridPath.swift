import UIKit

/// Vertical and horizontal lines every `spacing` points across `size`: the coordinate grid the
/// generated pictures (map, photos, benchmark image) draw so zooming and scrolling are visible.
@MainActor
public func gridPath(size: CGSize, spacing: CGFloat) -> UIBezierPath {
    let grid = UIBezierPath()
    guard spacing > 0 else { return grid }
    for x in stride(from: 0, through: size.width, by: spacing) { grid.move(to: CGPoint(x: x, y: 0)); grid.addLine(to: CGPoint(x: x, y: size.height)) }
    for y in stride(from: 0, through: size.height, by: spacing) { grid.move(to: CGPoint(x: 0, y: y)); grid.addLine(to: CGPoint(x: size.width, y: y)) }
    return grid
}
