import CoreGraphics
import Testing
import UIKit

/// What the test pyramid's synthetic picture (TilePyramid's `SyntheticImage`, 2048 px square) holds
/// at a full-resolution pixel, written down from its description rather than read from its code
/// or its tiles, so the reviewed-PNG tests can check the pixels that matter on their own:
/// - red = 48 + 160·x/2048 and green = 48 + 160·y/2048 (the gradients);
/// - a 1-px line of (220, 220, 220) where x or y is a multiple of 16;
/// - a 2-px line of (96, 96, 96) where x or y mod 128 is 0 or 1;
/// - a 6-px black line where x or y mod 1024 is below 6;
/// - blue is a zone plate in the middle and 150 elsewhere, and a black label sits at the top left
///   of each 1024-px cell, so checks use red and green, and keep away from the labels.
enum SyntheticPyramidPixels {
    static let side = 2048
    /// A colour channel may differ by this much from the formula: the gradient is cast to 8 bits
    /// (a rounding step), and the composite may round once more.
    static let tolerance = 3

    static func gradient(_ coordinate: Int) -> Int { 48 + 160 * coordinate / side }

    /// Whether a pixel of the gradient shows, neither line nor label (labels: the 24…520 × 24…300
    /// px corner of each 1024-px cell, a generous bound of "c<column> r<row>" at 600 dpi).
    static func isPlain(_ x: Int, _ y: Int) -> Bool {
        func onLine(_ c: Int) -> Bool { c % 16 == 0 || c % 128 < 2 || c % 1024 < 6 }
        let lx = x % 1024, ly = y % 1024
        let label = lx >= 20 && lx < 520 && ly >= 20 && ly < 300
        return !onLine(x) && !onLine(y) && !label
    }

    /// Whether a fine (220) line passes through the pixel, and nothing darker covers it.
    static func isFineLineOnly(_ x: Int, _ y: Int) -> Bool {
        let lx = x % 1024, ly = y % 1024
        let label = lx >= 20 && lx < 520 && ly >= 20 && ly < 300
        func darker(_ c: Int) -> Bool { c % 128 < 2 || c % 1024 < 6 }
        return (x % 16 == 0 || y % 16 == 0) && !darker(x) && !darker(y) && !label
    }
}

extension CGImage {
    /// The red, green, blue and alpha of a pixel as Ints.
    func channels(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = rgba(atX: x, y: y)!
        return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }
}
