// The LayoutEngine module: an incremental Cassowary solver with strictly ordered priorities.
//
// Start at `Solver` (Solver.swift). Variables, expressions and constraints are built with `Variable`,
// `Expression` and `Constraint`; `Strength` explains how priorities compete. The simplex machinery lives in
// `Tableau` (Tableau.swift, Tableau+Simplex.swift) and `Row` (Row.swift).
// How it differs from Kiwi, and how UIKit uses it: docs/ARCHITECTURE.md#auto-layout.
