import Foundation
import Testing

/// "One clock" (docs/ARCHITECTURE.md#one-clock): library code never reads the wall clock. This scans every Swift file
/// under Sources/ except the folders allowed to (apps and benchmarks: Gallery, PhotoScroller, tilecut,
/// Benchmarks, and hosts:
/// any folder whose name contains "Host") and fails on any wall-clock read.
@Suite struct WallClockTests {
    /// Calls that read a wall or monotonic system clock.
    static let forbidden = [
        "Date()", "Date.now", "Date(timeIntervalSinceNow", "DispatchTime.now", "DispatchWallTime.now",
        "clock_gettime", "gettimeofday", "ProcessInfo.processInfo.systemUptime", "CFAbsoluteTimeGetCurrent",
        "ContinuousClock.now", "ContinuousClock().now", "SuspendingClock.now", "SuspendingClock().now",
        "mach_absolute_time", "time(nil)", "SDL_GetTicks",
    ]

    /// Regular expressions for reads the plain strings miss: `.now()`/`.now` with an inferred type
    /// (`let t: DispatchTime = .now()`, but not `HostClock.now`), and `Date()` written with spaces or
    /// as `Date.init()`.
    static let forbiddenPatterns = [#"(^|[^A-Za-z0-9_)\]])\.now\b"#, #"\bDate\s*\(\s*\)"#, #"\bDate\.init\(\s*\)"#]

    /// Library files allowed to read a real clock, each with the reason. None: even the hung-draw
    /// watchdog measures host time and the time ticks spent waiting (TileDrawJob).
    static let exemptFiles: [String: String] = [:]

    static func isExempt(_ relativePath: String) -> Bool {
        if exemptFiles[relativePath] != nil { return true }
        let folders = relativePath.split(separator: "/").dropLast()
        let apps: Set<String> = ["Gallery", "PhotoScroller", "tilecut", "Benchmarks"]
        return folders.contains { apps.contains(String($0)) || $0.contains("Host") }
    }

    /// The forbidden calls in `source`, ignoring what follows `//` on a line (comments that name them).
    static func violations(in source: String) -> [String] {
        var found: [String] = []
        for (n, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            for pattern in forbidden where code.contains(pattern) {
                found.append("line \(n + 1): \(pattern)")
            }
            for pattern in forbiddenPatterns where !forbidden.contains(where: { code.contains($0) })
                && code.range(of: pattern, options: .regularExpression) != nil {
                found.append("line \(n + 1): \(pattern)")
            }
        }
        return found
    }

    static var sourcesDirectory: URL {
        // Tests/UIKitTests/WallClockTests.swift → package root → Sources
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    @Test func scannerCatchesWallClockReads() {
        #expect(Self.violations(in: "let t = Date().timeIntervalSince1970").count == 1)
        #expect(Self.violations(in: "let t = DispatchTime.now()\nlet u = ContinuousClock.now").count == 2)
        #expect(Self.violations(in: "x = CFAbsoluteTimeGetCurrent() // see Date()").count == 1)
        #expect(Self.violations(in: "/// Never call Date() here").isEmpty)
        #expect(Self.violations(in: "let now: DispatchTime = .now()").count == 1)
        #expect(Self.violations(in: "deadline = .now() + limit").count == 1)
        #expect(Self.violations(in: "let i: ContinuousClock.Instant = .now").count == 1)
        #expect(Self.violations(in: "let d = Date( )\nlet e = Date.init()").count == 2)
        #expect(Self.violations(in: "let t = HostClock.now; let u = CACurrentMediaTime()").isEmpty)
        #expect(!Self.isExempt("QuartzCore/TileDrawJob.swift") && !Self.isExempt("QuartzCore/CATiledLayer.swift"))
        #expect(Self.isExempt("Gallery/main.swift") && Self.isExempt("SDLHost/Window.swift"))
        #expect(Self.isExempt("Hosts/Headless/Replay.swift"))
        #expect(!Self.isExempt("QuartzCore/HostClock.swift"))   // a file named Host…, not a host folder
        #expect(!Self.isExempt("UIKit/Views/UIView.swift"))
    }

    @Test func libraryCodeNeverReadsTheWallClock() throws {
        let root = Self.sourcesDirectory
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var scanned = 0
        var offenders: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard !Self.isExempt(relative) else { continue }
            scanned += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            offenders += Self.violations(in: text).map { "\(relative) \($0)" }
        }
        #expect(scanned > 20, "the scan must see the library sources (looked in \(root.path))")
        #expect(offenders.isEmpty, "wall-clock reads in library code: \(offenders)")
    }
}
