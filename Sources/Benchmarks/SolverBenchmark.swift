import Foundation
import LayoutEngine

/// Measures LayoutEngine's `Solver` on the labels2d(N) workload (N labels in a scroll view's content,
/// `Labels2D` below) and runs scripts/kiwi_baseline.py in the same run so both solvers are timed on identical
/// systems, on the same machine, minutes apart. Prints medians and the ratio ours / Kiwi per row (below 1 means
/// we are faster).
///
/// Wall-clock reads are allowed here (benchmarks are not library code). Kiwi has no in-place constant update,
/// so its "constant change" row is remove + add + updateVariables (K3 in docs/ARCHITECTURE.md#auto-layout);
/// ours is `updateConstant(of:to:)` + `updateVariables()`, and our own remove + add is printed as an extra row.
@MainActor
struct SolverBenchmark {
    let sizes = [100, 1_000, 3_000]
    let widths: [Double] = [320, 375, 414, 768, 1024, 1366]

    struct Row { let name: String; let n: Int; let median: Double; let samples: Int }

    /// The labels2d(N) system, built exactly as kiwi_baseline.py builds it.
    struct Labels2D {
        let solver = Solver()
        let frameW = Variable("frameW"), frameH = Variable("frameH")
        let contentW = Variable("contentW"), contentH = Variable("contentH")
        var labels: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
        var constraints: [Constraint] = []
        var spacings: [Constraint] = []

        init(_ n: Int) {
            try! solver.addEditVariable(frameW, strength: .strong)
            try! solver.addEditVariable(frameH, strength: .strong)
            try! solver.suggestValue(320, for: frameW)
            try! solver.suggestValue(480, for: frameH)
            constraints = [
                Constraint(contentW, .equal, frameW),
                Constraint(frameW, .greaterThanOrEqual, 0),
                Constraint(frameH, .greaterThanOrEqual, 0),
            ]
            for i in 0..<n {
                let label = (x: Variable("x\(i)"), y: Variable("y\(i)"), w: Variable("w\(i)"), h: Variable("h\(i)"))
                constraints.append(Constraint(label.x, .equal, 10))
                constraints.append(Constraint(label.x + label.w, .equal, contentW - 10))
                let spacing = labels.last.map { Constraint(label.y, .equal, $0.y + $0.h + 10) }
                    ?? Constraint(label.y, .equal, 10)
                spacings.append(spacing)
                constraints.append(spacing)
                constraints.append(Constraint(label.w, .lessThanOrEqual, 100, strength: Strength(250)))
                constraints.append(Constraint(label.w, .greaterThanOrEqual, 100, strength: Strength(750)))
                constraints.append(Constraint(label.h, .lessThanOrEqual, 20, strength: Strength(250)))
                constraints.append(Constraint(label.h, .greaterThanOrEqual, 20, strength: Strength(750)))
                labels.append(label)
            }
            let last = labels[n - 1]
            constraints.append(Constraint(contentH, .equal, last.y + last.h + 10))
        }

        func addAll() { for c in constraints { try! solver.addConstraint(c) } }

        func check(spacing: Double = 10) {
            solver.updateVariables()
            let expected = 10 + 30 * Double(labels.count) + (spacing - 10)
            precondition(abs(contentH.value - expected) < 1e-6, "contentH \(contentH.value) != \(expected)")
            for label in labels { precondition(abs(label.w.value - (frameW.value - 20)) < 1e-6) }
        }
    }

    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Same run counts as kiwi_baseline.py: the first build warms up and is dropped.
    func measure(_ n: Int) -> [Row] {
        let runs = n <= 100 ? 7 : n <= 1000 ? 5 : 3
        var build: [Double] = []
        var system = Labels2D(n)
        for run in 0...runs {
            system = Labels2D(n)
            let s = system
            let t = Self.seconds { s.addAll() }
            if run > 0 { build.append(t) }
        }
        system.check()

        var resize: [Double] = []
        for _ in 0..<max(3, 3000 / n) {
            let s = system
            resize.append(Self.seconds {
                for width in widths {
                    try! s.solver.suggestValue(width, for: s.frameW)
                    s.solver.updateVariables()
                }
            } / Double(widths.count))
        }
        try! system.solver.suggestValue(320, for: system.frameW)
        system.check()

        let spacing = system.spacings[n / 2]
        var change: [Double] = []
        for k in 0..<11 {
            let value: Double = k % 2 == 0 ? 30 : 10
            let s = system
            change.append(Self.seconds {
                try! s.solver.updateConstant(of: spacing, to: -value)
                s.solver.updateVariables()
            })
        }
        system.check(spacing: 30)

        // Our own remove + add, for comparison with Kiwi's only option.
        var replace: [Double] = []
        var current = spacing
        let label = system.labels[n / 2], previous = system.labels[n / 2 - 1]
        for k in 0..<(n <= 1000 ? 5 : 3) {
            let value: Double = k % 2 == 0 ? 10 : 30
            let new = Constraint(label.y, .equal, previous.y + previous.h + value)
            let s = system, old = current
            replace.append(Self.seconds {
                try! s.solver.removeConstraint(old)
                try! s.solver.addConstraint(new)
                s.solver.updateVariables()
            })
            current = new
        }
        system.check(spacing: 10)

        return [
            Row(name: "add-all", n: n, median: Self.median(build), samples: build.count),
            Row(name: "resize", n: n, median: Self.median(resize), samples: resize.count),
            Row(name: "constant change", n: n, median: Self.median(change), samples: change.count),
            Row(name: "remove + add (ours)", n: n, median: Self.median(replace), samples: replace.count),
        ]
    }

    /// Runs kiwi_baseline.py; nil (after a printed note) when python3 or kiwisolver is missing.
    func kiwiRows() -> [String: Double]? {
        let script = FileManager.default.currentDirectoryPath + "/scripts/kiwi_baseline.py"
        guard FileManager.default.fileExists(atPath: script) else {
            print("note: \(script) not found; skipping the Kiwi comparison")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + sizes.map(String.init)
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            print("note: could not run python3 (\(error)); skipping the Kiwi comparison")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            print("note: kiwi_baseline.py exited with \(process.terminationStatus); skipping the Kiwi comparison")
            output.split(separator: "\n").filter { $0.hasPrefix("#") }.forEach { print("  \($0)") }
            return nil
        }
        var rows: [String: Double] = [:]
        for line in output.split(separator: "\n") {
            if line.hasPrefix("#") { print(line); continue }
            let fields = line.split(separator: "\t")
            if fields.count >= 3, let seconds = Double(fields[2]) { rows["\(fields[0])/\(fields[1])"] = seconds }
        }
        return rows
    }

    static func format(_ seconds: Double) -> String {
        let (value, unit) = seconds >= 1 ? (seconds, "s") : seconds >= 1e-3 ? (seconds * 1e3, "ms") : (seconds * 1e6, "µs")
        return String(format: "%8.3f %@", value, unit)
    }

    func run() {
        print("LayoutEngine solver vs kiwisolver, labels2d(N); medians, ratio = ours / kiwi")
        var ours: [Row] = []
        for n in sizes { ours += measure(n) }
        let kiwi = kiwiRows()
        let pad = { (s: String, w: Int) in s.padding(toLength: w, withPad: " ", startingAt: 0) }
        print(pad("row", 22) + pad("N", 7) + pad("ours", 13) + pad("kiwi", 13) + "ratio")
        for row in ours {
            let theirs = row.name.hasSuffix("(ours)") ? nil : kiwi?["\(row.name)/\(row.n)"]
            let ratio = theirs.map { String(format: "%.3g", row.median / $0) } ?? "-"
            print(pad(row.name, 22) + pad("\(row.n)", 7) + pad(Self.format(row.median), 13)
                  + pad(theirs.map(Self.format) ?? "-", 13) + ratio)
        }
    }
}
