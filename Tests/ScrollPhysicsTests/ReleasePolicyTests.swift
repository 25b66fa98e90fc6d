import Testing
@testable import ScrollPhysics

/// The release policy with plain numbers: where a released drag rests, which motion takes it there, the rubber
/// band while dragging. Expected values are computed by hand from the published formulas quoted beside each
/// (Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md), not by the code under test.
@Suite struct ReleasePolicyTests {
    private let rate = DecelerationCurve.normalRate

    /// Paging over a range of 1e300 pt with 1e-300 pt pages: the page count does not fit an Int. It is
    /// clamped (no trap), and a release at rest stays on its page, the range's start.
    @Test func pagingOverAHugeRangeOfTinyPagesDoesNotTrap() {
        let t = ReleasePolicy.target(position: 0, velocity: 0, range: 0...1e300, dimension: 1e-300, rate: rate, pagingFrom: 0)
        #expect(t == 0)
    }

    @Test func aFreeFlickRestsAtItsProjection() {
        // (v0 − 10)·d/(1 − d)/1000 = 990·0.998/0.002/1000 = 494.01 (the article's 494.01 pt for 1000 pt/s).
        let t = ReleasePolicy.target(position: 0, velocity: 1000, range: 0...10_000, dimension: 480, rate: rate, pagingFrom: nil)
        #expect(abs(t - 494.01) < 1e-9)
        // At .fast (0.99): 990·0.99/0.01/1000 = 98.01.
        let fast = ReleasePolicy.target(position: 0, velocity: 1000, range: 0...10_000, dimension: 480, rate: 0.99, pagingFrom: nil)
        #expect(abs(fast - 98.01) < 1e-9)
    }

    @Test func aFlickPastTheEndRestsOnTheEdgeAndAReleasePastAnEdgeGoesToThatEdge() {
        #expect(ReleasePolicy.target(position: 9_800, velocity: 1000, range: 0...10_000, dimension: 480, rate: rate, pagingFrom: nil) == 10_000)
        #expect(ReleasePolicy.target(position: -50, velocity: 2000, range: 0...10_000, dimension: 480, rate: rate, pagingFrom: nil) == 0)
        #expect(ReleasePolicy.target(position: 10_030, velocity: -5, range: 0...10_000, dimension: 480, rate: rate, pagingFrom: nil) == 10_000)
    }

    @Test(arguments: [(100.0, 200.0, 0.0), (100, 350, 320), (200, -350, 0), (200, 0, 320), (200, 250, 320)])
    func pagingTargetsAreTheReferencesTV13(offset: Double, velocity: Double, expected: Double) {
        // iAd rule, page 320: beyond 300 pt/s the next boundary in the flick's direction, else the nearest page.
        let t = ReleasePolicy.target(position: offset, velocity: velocity, range: 0...1280, dimension: 320, rate: rate, pagingFrom: 0)
        #expect(t == expected)
    }

    @Test func aPagingFlickTurnsAtMostOnePageFromWhereTheDragStarted() {
        // Released at 1100 (page 3.4) flying forward, having started on page 1: page 2 at most.
        let t = ReleasePolicy.target(position: 1100, velocity: 5000, range: 0...1280, dimension: 320, rate: rate, pagingFrom: 1)
        #expect(t == 640)
    }

    @Test func theRubberBandShows49_55PointsFor100PointsPastTheTopOfA500PointView() {
        // b = c·x·d/(d + c·x) = 0.55·100·500/555 = 49.5495….
        let shown = ReleasePolicy.rubberBanded(-100, range: 0...1000, dimension: 500, bounces: true)
        #expect(abs(shown + 27_500.0 / 555) < 1e-9)
        #expect(abs(ReleasePolicy.rubberBanded(1100, range: 0...1000, dimension: 500, bounces: true) - (1000 + 27_500.0 / 555)) < 1e-9)
        // Without bounce the edge is a wall; inside the range the finger is followed 1:1.
        #expect(ReleasePolicy.rubberBanded(-100, range: 0...1000, dimension: 500, bounces: false) == 0)
        #expect(ReleasePolicy.rubberBanded(420, range: 0...1000, dimension: 500, bounces: true) == 420)
        // The inverse gives the finger's 100 points back: x = d·b/(c·(d − b)).
        #expect(abs(ReleasePolicy.unconstrained(shown, range: 0...1000, dimension: 500) + 100) < 1e-9)
    }

    @Test func pagesRoundToTheNearestAndAnUnusableSizeIsPageZero() {
        #expect(ReleasePolicy.page(of: 479, origin: 0, pageSize: 320) == 1)
        #expect(ReleasePolicy.page(of: 481, origin: 0, pageSize: 320) == 2)
        #expect(ReleasePolicy.page(of: 330, origin: -50, pageSize: 320) == 1)
        #expect(ReleasePolicy.page(of: 500, origin: 0, pageSize: 0) == 0)
        #expect(ReleasePolicy.page(of: .infinity, origin: 0, pageSize: 1) == 0)
    }

    @Test func noMotionWhenReleasedAtRestInsideTheRangeOrExactlyOnAPage() {
        #expect(ReleasePolicy.simulation(position: 100, velocity: 10, target: 100, retargeted: false, range: 0...1000,
                                         bounces: true, rate: rate, paging: false, start: 0) == nil)
        #expect(ReleasePolicy.simulation(position: 320, velocity: 0, target: 320, retargeted: false, range: 0...1280,
                                         bounces: true, rate: rate, paging: true, start: 0) == nil)
        #expect(ReleasePolicy.simulation(position: 100, velocity: 10.5, target: 100, retargeted: false, range: 0...1000,
                                         bounces: true, rate: rate, paging: false, start: 0) != nil)
    }

    @Test func aReleaseFromRestPastTheEdgeEasesBackOnTheTwoRates() throws {
        // x(t) = a·e^(−9t) + b·e^(−46t) with x0 = −50, v0 = 0: a = −2300/37, b = −50 − a; x(0.1) = −25.1510.
        let s = try #require(ReleasePolicy.simulation(position: -50, velocity: 0, target: 0, retargeted: false, range: 0...1000,
                                                      bounces: true, rate: rate, paging: false, start: 2))
        #expect(s is SpringSimulation)
        #expect(abs(s.position(at: 2.1) + 25.15099706265656) < 1e-9)
        #expect(s.restingPosition == 0)
        #expect(!s.isDone(at: 2.1) && s.isDone(at: 4))
    }

    @Test func aRetargetedReleaseLandsExactlyOnTheTarget() throws {
        let s = try #require(ReleasePolicy.simulation(position: 100, velocity: 1000, target: 437, retargeted: true, range: 0...1000,
                                                      bounces: true, rate: rate, paging: false, start: 0))
        #expect(s.restingPosition == 437)
        #expect(s.position(at: 60) == 437)
        #expect(s.isDone(at: 60))
    }
}

/// The friction-to-spring hand-off at an edge as one non-mutating simulation.
@Suite struct FrictionSimulationTests {
    /// A flick from 900 at 1000 pt/s in 0...1000 reaches 1000 when d^(1000t) = q = 1 − 1000·100·0.002/(1000·0.998)
    /// = 0.7996, t = ln q/(1000·ln 0.998) = 0.11171 s, moving at 1000·q = 799.60 pt/s.
    private let flick = FrictionSimulation(curve: DecelerationCurve(position: 900, velocity: 1000, rate: 0.998),
                                           start: 5, range: 0...1000, bounces: true)

    @Test func theSwitchTimeAndTheSpringsSpeedAreFixedWhenTheSimulationIsMade() throws {
        let crossing = try #require(flick.edgeCrossing)
        #expect(crossing.edge == 1000)
        #expect(abs(crossing.delay - 0.11171047977996225) < 1e-12)
        let bounce = try #require(flick.bounce)
        #expect(abs(bounce.spring.velocity0 - 799.5991983967934) < 1e-9)
        #expect(bounce.start == 5 + crossing.delay)
    }

    @Test func theBounceOvershootsByVOverOmegaE() throws {
        // Critically damped from the edge: x(t) = v·t·e^(−ωt), largest at t = 1/ω: v/(ω·e) = 26.741 pt (ω = 11).
        let delay = try #require(flick.edgeCrossing).delay
        let peak = flick.position(at: 5 + delay + 1.0 / 11)
        #expect(abs(peak - (1000 + 26.74146420612233)) < 1e-6)
        #expect(flick.isDone(at: 5 + delay + 3))
        #expect(flick.restingPosition == 1000)
    }

    @Test func evaluationOrderDoesNotMatter() {
        let times = [5.05, 5.2, 5.11, 5.5, 5.0, 6.5]
        let forward = times.map { flick.position(at: $0) }
        let backward = times.reversed().map { flick.position(at: $0) }
        #expect(forward == Array(backward.reversed()))
    }

    @Test func withoutBounceItStopsOnTheEdge() {
        let wall = FrictionSimulation(curve: DecelerationCurve(position: 900, velocity: 1000, rate: 0.998), start: 0,
                                      range: 0...1000, bounces: false)
        #expect(wall.position(at: 0.2) == 1000)
        #expect(wall.isDone(at: 0.2))
        #expect(wall.velocity(at: 0.2) == 0)
    }

    @Test func aShiftBeforeTheEdgeMovesTheCurveAndAfterItTheSpringsRest() {
        let early = flick.shifted(by: 10, evaluatedAt: 5.05)
        #expect(abs(early.position(at: 5.05) - (flick.position(at: 5.05) + 10)) < 1e-9)
        let late = flick.shifted(by: 10, evaluatedAt: 5.3)
        #expect(late is SpringSimulation)
        #expect(late.restingPosition == 1010)
    }

    @Test func aFreeFlickIsDoneAtTheStopSpeed() {
        // Duration ln(10/1000)/(1000·ln 0.998) = 2.3003 s.
        let free = FrictionSimulation(curve: DecelerationCurve(position: 0, velocity: 1000, rate: 0.998), start: 1, range: 0...10_000,
                                      bounces: true)
        #expect(free.edgeCrossing == nil)
        #expect(!free.isDone(at: 3.29) && free.isDone(at: 3.31))
        #expect(abs(free.position(at: 10) - 494.01) < 1e-9)
        #expect(free.tolerance == .friction)
    }
}

/// The other simulations through the protocol.
@Suite struct SimulationProtocolTests {
    @Test func theProgrammaticCurvesSpeedIsTheCosineEasesDerivative() {
        // x = 100·(1 − cos(π·t/0.3))/2 from t = 2: at the middle v = 100·π/(2·0.3) = 523.599 pt/s.
        let s: any Simulation = ProgrammaticScrollSimulation(curve: ProgrammaticScrollCurve(from: 0, to: 100), start: 2)
        #expect(abs(s.velocity(at: 2.15) - 100 * Double.pi / 0.6) < 1e-9)
        #expect(abs(s.position(at: 2.15) - 50) < 1e-9)
        #expect(s.velocity(at: 2.31) == 0 && s.isDone(at: 2.31) && !s.isDone(at: 2.29))
        #expect(s.shifted(by: 10, evaluatedAt: nil).restingPosition == 110)
    }

    @Test func aSpringIsDoneOnlyWithinBothTolerances() {
        let s = SpringSimulation(spring: DampedSpring.pagingSnap(displacement: -220, velocity: 300), rest: 320, start: 0)
        #expect(s.tolerance == .spring)
        // Under-damped, ζω = 0.890·18.97 = 16.88/s: the envelope 220·e^(−16.88·t) is 0.26 pt at 0.4 s
        // (above 0.05 pt: not done) and 1e-5 pt at 1 s (done).
        #expect(!s.isDone(at: 0.1) && !s.isDone(at: 0.4))
        #expect(s.isDone(at: 1))
        #expect(abs(s.position(at: 1) - 320) < 0.05)
    }

    @Test func aRestingSimulationStaysPut() {
        let s = RestingSimulation(at: 42)
        #expect(s.position(at: 1e6) == 42 && s.velocity(at: 0) == 0 && s.isDone(at: -1))
        #expect(s.shifted(by: -2, evaluatedAt: 3).position(at: 0) == 40)
    }
}
