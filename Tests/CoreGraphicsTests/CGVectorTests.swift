import CoreGraphics
import Foundation
import Testing

@Suite("CGVector")
struct CGVectorTests {
    @Test func zeroAndEmptyInitializerAreBothZero() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
    }

    @Test func numericOverloadsAgree() {
        let fromFloat = CGVector(dx: CGFloat(3), dy: CGFloat(-4))
        #expect(CGVector(dx: 3, dy: -4) == fromFloat)
        #expect(CGVector(dx: 3.0 as Double, dy: -4.0 as Double) == fromFloat)
        #expect(CGVector(dx: 3 as Int, dy: -4 as Int) == fromFloat)
        #expect(CGVector(dx: 1.5, dy: 2).dx == 1.5)
    }

    @Test func componentsAreMutable() {
        var v = CGVector.zero
        v.dx = 2
        v.dy = -1
        #expect(v == CGVector(dx: 2, dy: -1))
    }

    @Test func equalityAndHashing() {
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
        #expect(CGVector(dx: 0.0, dy: 0.0).hashValue == CGVector(dx: -0.0, dy: -0.0).hashValue)
        #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), .zero]).count == 2)
    }

    @Test func codableUsesUnkeyedPair() throws {
        let v = CGVector(dx: 1.5, dy: -2)
        let data = try JSONEncoder().encode(v)
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == v)
    }

    @Test func debugDescriptionIsCompactPair() {
        #expect(CGVector(dx: 1, dy: -2).debugDescription == "(1.0, -2.0)")
    }

    @Test func isSendable() {
        let v: any Sendable = CGVector.zero
        #expect(v is CGVector)
    }
}
