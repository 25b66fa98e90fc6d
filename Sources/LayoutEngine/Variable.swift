import Synchronization

/// A real-valued unknown the solver chooses a value for, such as a view's `minX` or a scroll view's
/// `contentW`.
///
/// Variables are compared by identity (two variables with the same name are different unknowns), so they
/// are classes. Create them freely; a solver learns about a variable the first time a constraint or edit
/// mentions it. Read a solved value with `Solver.value(of:)` (always current), or call
/// `Solver.updateVariables()` and read `value` (a snapshot, Kiwi's model).
///
/// See also: `Expression`, `Constraint`, `Solver`.
public final class Variable: Hashable, CustomStringConvertible {
    /// A label for diagnostics and error messages only; it plays no part in solving.
    public let name: String

    /// The value written by the last `Solver.updateVariables()` that knew this variable (0 before that).
    /// Unchecked exclusivity: `updateVariables` writes thousands of these per resize step, and a runtime
    /// access check per write cost more than the solve (measured: 4.0 → 1.6 µs per step at 100 labels).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// Which solver `symbol` belongs to. A variable used by several solvers caches the first one here and
    /// is looked up by identity in the others, so the common case costs no hashing.
    var solverSerial: Int = 0
    /// The variable's symbol id in the solver named by `solverSerial`.
    var symbol: Int32 = -1

    /// A new variable, 0 until a solver gives it a value; `name` is for descriptions only.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }
}

/// Serial numbers that identify solvers to the variables they have claimed. Never reused, unlike object
/// addresses, so a deallocated solver's cached symbols can never be mistaken for a new solver's.
let solverSerials = Atomic<Int>(0)

func nextSolverSerial() -> Int {
    solverSerials.add(1, ordering: .relaxed).newValue
}
