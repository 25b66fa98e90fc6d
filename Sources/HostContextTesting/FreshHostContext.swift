import QuartzCore
import Testing

/// Runs each test of a suite in a host context of its own (`HostContext`, bound for the test's task
/// with `HostContext.run(_:_:)`): its clock, timers, display links, tile manager, Core Animation
/// transactions, screen, application, windows, first responder, animation stack and Auto Layout
/// latch are the test's alone, from the suite's initialiser (fixtures made in stored properties) to
/// the test's end. Suites whose tests share nothing else process-wide need not be `.serialized`
/// (docs/ARCHITECTURE.md#one-host-context). A library for the test targets, not a product.
public struct FreshHostContext: SuiteTrait, TestTrait, TestScoping {
    /// The suite's trait reaches every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// A trait value; all are alike.
    public init() {}

    /// Binds a new context around each test case (the suite itself runs in the caller's), and resets
    /// it when the test ends, passed or not.
    ///
    /// Why the reset: work a test leaves scheduled (a tile load's completion, a timer) holds views,
    /// whose window holds its context, whose scheduler holds the work: a cycle that kept every such
    /// test's context and views alive (LeakSanitizer, `make sanitize`). The process's context never
    /// ends, so this only arises for contexts that are dropped; resetting drops the scheduled work
    /// (`HostContext.reset`), as the end of a host's run would.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // Called once for the suite (no test case) and once per test case: only test cases get a context.
        guard testCase != nil else { return try await function() }
        let context = HostContext()
        do {
            try await HostContext.run(context) { try await function() }
        } catch {
            await context.reset()
            throw error
        }
        await context.reset()
    }
}

extension Trait where Self == FreshHostContext {
    /// Each test in a host context of its own (FreshHostContext).
    public static var freshHostContext: Self { Self() }
}
