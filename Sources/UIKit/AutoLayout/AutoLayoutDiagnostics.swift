import LayoutEngine
import Logging

/// Auto Layout's messages: UIKit's "Unable to simultaneously satisfy constraints" log, ambiguity
/// reports and refused constraints. Nothing here ever stops the app (UIKit too logs and
/// breaks a constraint). The last messages are kept for tests.
@MainActor
enum AutoLayoutDiagnostics {
    /// The most recent messages, oldest first (at most 50).
    static var recent: [String] = []

    static func log(level: Logger.Level = .warning, _ message: String) {
        Log.autoLayout.log(level: level, "\(message)")
        recent.append(message)
        if recent.count > 50 { recent.removeFirst(recent.count - 50) }
    }

    /// UIKit's text (UIViewAlertForUnsatisfiableConstraints): the conflicting set, then the broken one.
    static func unsatisfiable(broken: LayoutEngine.Constraint, conflicts: [LayoutEngine.Constraint]) {
        func name(_ c: LayoutEngine.Constraint) -> String { c.name ?? c.description }
        let list = (conflicts + [broken]).map { "    \"\(name($0))\"" }.joined(separator: ",\n")
        log(level: .error, """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
        (
        \(list)
        )

        Will attempt to recover by breaking constraint
        \(name(broken))

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        """)
    }
}
