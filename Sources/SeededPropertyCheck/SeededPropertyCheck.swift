import Foundation
@_exported import PropertyBased
import Testing

/// PropertyBased's `propertyCheck`, made deterministic: the same inputs on every run and machine.
///
/// PropertyBased draws a fresh random seed per run and replays one with the `.fixedSeed` trait, which
/// runs a single case. The project's rule is deterministic tests, so this runs `count` cases whose
/// generator states derive from `seed` and the case index. When a case fails, it is replayed through
/// PropertyBased itself under that state, which shrinks the input and reports the original and shrunk
/// inputs with the seed (`.fixedSeed("…")`) that reproduces it; only that replay counts as the failure
/// (the first detection is recorded as a known issue).
public func seededPropertyCheck<Value, Shrinks>(
    seed: UInt64, count: Int = 100, input: Generator<Value, Shrinks>,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    perform body: (Value) async throws -> Void
) async {
    for index in 0..<count {
        // splitmix64 constants keep neighbouring seeds' states far apart.
        let state = (seed, UInt64(index), 0x9E37_79B9_7F4A_7C15 ^ seed, 0xD1B5_4A32_D192_ED03 &+ UInt64(index))
        var rng = Xoshiro(seed: state)
        let value = input.run(using: &rng)
        let failure = FailureFlag()
        try? await withKnownIssue("seeded case \(index) of \(count) failed; replayed below with shrinking",
                             isIntermittent: true, isolation: isolation, sourceLocation: sourceLocation) {
            try await body(value)
        } matching: { _ in
            failure.set()
            return true
        }
        guard failure.isSet else { continue }
        let replaySeed = Xoshiro(seed: state).currentSeed
        let message = "property failed for case \(index) of seed \(seed); PropertyBased replays it with "
            + "`@Test(.fixedSeed(\"\(replaySeed)\"))` and `propertyCheck(count: 1, input: …)`"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        let trait = FixedSeedTrait.fixedSeed(state.0, state.1, state.2, state.3, sourceLocation: sourceLocation)
        guard let test = Test.current else { return }
        // The replay runs once, awaited right here, on the caller's isolation, so handing the caller's
        // closure and generator to the trait's @Sendable scope cannot race: nothing else holds them.
        nonisolated(unsafe) let replayBody = body
        nonisolated(unsafe) let replayInput = input
        try? await trait.provideScope(for: test, testCase: Test.Case.current) {
            await propertyCheck(count: 1, input: replayInput, perform: replayBody, isolation: isolation,
                                sourceLocation: sourceLocation)
        }
        return
    }
}

// @unchecked: the flag is guarded by `lock`.
private final class FailureFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// One of `values`, chosen uniformly; shrinks toward the first. (`Gen.element(of:)` gives optionals,
/// for empty collections.)
public func pick<T: Sendable>(_ values: [T]) -> Generator<T, AnySequence<Int>> {
    precondition(!values.isEmpty, "pick needs at least one value")
    return Gen.int(in: 0...(values.count - 1)).map { values[$0] }.eraseToAnySequence()
}
