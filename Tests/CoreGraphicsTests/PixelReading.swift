import CoreGraphics

/// Straight RGBA of one pixel of a context's current drawing (0–255 per channel).
func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> [Int] {
    guard let image = ctx.makeImage(), let p = image.rgba(atX: x, y: y) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// Channel-wise equality within `tolerance` (antialiasing and premultiplication rounding).
func matches(_ actual: [Int], _ expected: [Int], tolerance: Int = 1) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255], transparent = [0, 0, 0, 0]
