import UIKit

/// Reading what a render shows, for checks that do not trust the reviewed PNG: where a feature starts
/// and ends along a row or a column, and how far a pixel is from its background. Positions are in
/// points; a 2× render is read pixel by pixel (each pixel's centre stands for its half point).

/// The largest channel difference between two straight RGBA pixels (colour channels only).
func channelDistance(_ a: [Int], _ b: [Int]) -> Int {
    guard a.count >= 3, b.count >= 3 else { return Int.max }
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))
}

/// `value` (0…1 straight) of a grey laid over the grey `under` (0…255) with `alpha`, as 0…255.
func over(_ value: Double, alpha: Double, on under: Double) -> Int {
    Int((value * 255 * alpha + under * (1 - alpha)).rounded())
}

/// The runs along the column at `x` between `y0` and `y1` whose pixels are at least `threshold`
/// away from `background(y)` (the colour the column would have without the feature), as
/// (first, last) pixel centres in points.
func runsDown(_ image: UIImage, x: CGFloat, from y0: CGFloat, to y1: CGFloat, threshold: Int,
              background: (CGFloat) -> [Int]) -> [(CGFloat, CGFloat)] {
    let step = 1 / image.scale
    var runs: [(CGFloat, CGFloat)] = []
    var start: CGFloat?, last: CGFloat = y0
    var y = (y0 * image.scale).rounded(.down) / image.scale + step / 2
    while y <= y1 {
        let on = channelDistance(rgba(image, at: CGPoint(x: x, y: y)), background(y)) >= threshold
        if on, start == nil { start = y }
        if !on, let s = start { runs.append((s, last)); start = nil }
        last = y
        y += step
    }
    if let s = start { runs.append((s, last)) }
    return runs
}

/// The same along the row at `y` between `x0` and `x1`.
func runsAcross(_ image: UIImage, y: CGFloat, from x0: CGFloat, to x1: CGFloat, threshold: Int,
                background: (CGFloat) -> [Int]) -> [(CGFloat, CGFloat)] {
    let step = 1 / image.scale
    var runs: [(CGFloat, CGFloat)] = []
    var start: CGFloat?, last: CGFloat = x0
    var x = (x0 * image.scale).rounded(.down) / image.scale + step / 2
    while x <= x1 {
        let on = channelDistance(rgba(image, at: CGPoint(x: x, y: y)), background(x)) >= threshold
        if on, start == nil { start = x }
        if !on, let s = start { runs.append((s, last)); start = nil }
        last = x
        x += step
    }
    if let s = start { runs.append((s, last)) }
    return runs
}

/// Whether a run measured from pixel centres matches an edge-to-edge span [a, b] computed
/// independently. A run holds the pixels more than half covered, so an edge lies within half a
/// pixel of the outer side of the run's end pixel: each end within half a pixel plus `slack`.
func run(_ r: (CGFloat, CGFloat), matches a: CGFloat, _ b: CGFloat, scale: CGFloat = 2, slack: CGFloat = 0.01) -> Bool {
    let half = 0.5 / scale
    return abs(r.0 - half - a) <= half + slack && abs(r.1 + half - b) <= half + slack
}
