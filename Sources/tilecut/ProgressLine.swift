import Foundation
import TilePyramid

/// One progress line per image on standard error: rewritten in place on a terminal, and printed
/// once when finished otherwise (so logs get one line per image, not hundreds).
struct ProgressLine {
    let label: String
    private let interactive = isatty(STDERR_FILENO) != 0
    private var lastPercent = -1

    init(label: String) { self.label = label }

    mutating func update(_ progress: BuildProgress) {
        let percent = Int(progress.fraction * 100)
        guard interactive, percent != lastPercent else { return }
        lastPercent = percent
        FileHandle.standardError.write(Data("\r\(label): \(percent)% (\(progress.tilesDone)/\(progress.tilesTotal) tiles)".utf8))
    }

    /// Erases a partly drawn line, so an error message that follows starts clean.
    func clear() {
        if interactive && lastPercent >= 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    func finish(_ message: String) {
        let prefix = interactive ? "\r\u{1B}[K" : ""
        FileHandle.standardError.write(Data("\(prefix)\(label): \(message)\n".utf8))
    }
}
