import CoreGraphics
import Testing

/// `divided(atDistance:from:)` comes from Foundation on Linux; these tests pin it to
/// CGRectDivide's behaviour so a Foundation change cannot silently alter UIKit layout.
@Suite("CGRect.divided(atDistance:from:)")
struct CGRectDivisionTests {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)

    @Test func minXEdgeSlicesFromTheLeft() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(remainder == CGRect(x: 40, y: 20, width: 70, height: 50))
    }

    @Test func maxXEdgeSlicesFromTheRight() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .maxXEdge)
        #expect(slice == CGRect(x: 80, y: 20, width: 30, height: 50))
        #expect(remainder == CGRect(x: 10, y: 20, width: 70, height: 50))
    }

    @Test func minYEdgeSlicesFromTheTop() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minYEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(remainder == CGRect(x: 10, y: 50, width: 100, height: 20))
    }

    @Test func maxYEdgeSlicesFromTheBottom() {
        let (slice, remainder) = rect.divided(atDistance: 30, from: .maxYEdge)
        #expect(slice == CGRect(x: 10, y: 40, width: 100, height: 30))
        #expect(remainder == CGRect(x: 10, y: 20, width: 100, height: 20))
    }

    @Test func distanceBeyondTheSizeTakesEverything() {
        let (left, leftRest) = rect.divided(atDistance: 200, from: .minXEdge)
        #expect(left == rect)
        #expect(leftRest == CGRect(x: 110, y: 20, width: 0, height: 50))

        let (right, rightRest) = rect.divided(atDistance: 200, from: .maxXEdge)
        #expect(right == rect)
        #expect(rightRest == CGRect(x: 10, y: 20, width: 0, height: 50))

        let (top, topRest) = rect.divided(atDistance: 51, from: .minYEdge)
        #expect(top == rect)
        #expect(topRest == CGRect(x: 10, y: 70, width: 100, height: 0))

        let (bottom, bottomRest) = rect.divided(atDistance: 51, from: .maxYEdge)
        #expect(bottom == rect)
        #expect(bottomRest == CGRect(x: 10, y: 20, width: 100, height: 0))
    }

    @Test func distanceEqualToTheSizeLeavesAnEmptyRemainder() {
        let (slice, remainder) = rect.divided(atDistance: 100, from: .minXEdge)
        #expect(slice == rect)
        #expect(remainder.width == 0)
    }

    @Test func zeroAndNegativeDistancesTakeNothing() {
        for distance: CGFloat in [0, -5] {
            let (slice, remainder) = rect.divided(atDistance: distance, from: .minXEdge)
            #expect(slice == CGRect(x: 10, y: 20, width: 0, height: 50))
            #expect(remainder == rect)

            let (bottom, rest) = rect.divided(atDistance: distance, from: .maxYEdge)
            #expect(bottom == CGRect(x: 10, y: 70, width: 100, height: 0))
            #expect(rest == rect)
        }
    }

    @Test func negativeSizeRectIsStandardizedFirst() {
        let backwards = CGRect(x: 110, y: 70, width: -100, height: -50)
        let (slice, remainder) = backwards.divided(atDistance: 30, from: .minXEdge)
        #expect(slice.origin == CGPoint(x: 10, y: 20))
        #expect(slice.size == CGSize(width: 30, height: 50))
        #expect(remainder.origin == CGPoint(x: 40, y: 20))
        #expect(remainder.size == CGSize(width: 70, height: 50))
    }

    @Test func nullRectDividesIntoNullRects() {
        let (slice, remainder) = CGRect.null.divided(atDistance: 30, from: .minYEdge)
        #expect(slice.isNull)
        #expect(remainder.isNull)
    }

    @Test func sliceAndRemainderTileTheOriginal() {
        let (slice, remainder) = rect.divided(atDistance: 12.5, from: .maxXEdge)
        #expect(slice.union(remainder) == rect)
        #expect(slice.intersection(remainder).isEmpty)
    }
}
