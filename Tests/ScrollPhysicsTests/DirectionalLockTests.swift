import Foundation
import Testing
@testable import ScrollPhysics

/// Directional lock: the 30° rule.
@Suite struct DirectionalLockTests {
    @Test func locksWithin30DegreesOfAnAxis() {
        func move(_ degrees: Double) -> (Double, Double) {
            (10 * cos(degrees * .pi / 180), 10 * sin(degrees * .pi / 180))
        }
        #expect(DirectionalLock.lock(forFirstMovement: 10, 0) == .horizontal)
        #expect(DirectionalLock.lock(forFirstMovement: -10, 3) == .horizontal)
        #expect(DirectionalLock.lock(forFirstMovement: move(29.9).0, move(29.9).1) == .horizontal)
        #expect(DirectionalLock.lock(forFirstMovement: move(30).0, move(30).1) == .horizontal)
        #expect(DirectionalLock.lock(forFirstMovement: move(30.1).0, move(30.1).1) == .free)
        #expect(DirectionalLock.lock(forFirstMovement: 10, 10) == .free)
        #expect(DirectionalLock.lock(forFirstMovement: move(59.9).0, move(59.9).1) == .free)
        #expect(DirectionalLock.lock(forFirstMovement: move(60).0, -move(60).1) == .vertical)
        #expect(DirectionalLock.lock(forFirstMovement: 0, -4) == .vertical)
    }

    @Test func noOrInvalidMovementIsFree() {
        #expect(DirectionalLock.lock(forFirstMovement: 0, 0) == .free)
        #expect(DirectionalLock.lock(forFirstMovement: .nan, 3) == .free)
        #expect(DirectionalLock.lock(forFirstMovement: .infinity, 3) == .horizontal)
        #expect(DirectionalLock.lock(forFirstMovement: .infinity, -.infinity) == .free)
    }
}
