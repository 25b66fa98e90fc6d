import CoreGraphics
import Testing

@Suite("equalTo(_:) on CGPoint, CGSize and CGRect")
struct CGGeometryEqualityTests {
    @Test func pointsCompareByCoordinates() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    }

    @Test func sizesCompareByDimensions() {
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: -3, height: 4)))
    }

    @Test func rectsCompareTheirStandardizedForms() {
        let forward = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(forward.equalTo(CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(!forward.equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
        #expect(CGRect.null.equalTo(.null))
    }
}
