import Testing
import UIKit

/// Runs each test of a suite in a host context of its own (`HostContext`, bound for the test's task
/// with `HostContext.run(_:_:)`): its clock, timers, display links, screen, application, windows,
/// first responder and animation stack are the test's alone, from the suite's initialiser (fixtures
/// made in stored properties) to the test's end. Suites whose tests share nothing else process-wide
/// need not be `.serialized` (docs/ARCHITECTURE.md#one-host-context).
struct FreshHostContext: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        // Called once for the suite (no test case) and once per test case: only test cases get a context.
        guard testCase != nil else { return try await function() }
        try await HostContext.run(HostContext()) { try await function() }
    }
}

extension Trait where Self == FreshHostContext {
    /// Each test in a host context of its own (FreshHostContext).
    static var freshHostContext: Self { Self() }
}
