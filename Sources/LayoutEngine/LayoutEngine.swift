// The LayoutEngine module: see Solver.swift.
