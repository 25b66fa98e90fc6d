import Foundation
import HeadlessHost

/// Writes what the window shows to PNG files: the headless Gallery's "look at what you render".
@MainActor
struct FrameWriter {
    let directory: URL

    init(directory: String) {
        self.directory = URL(fileURLWithPath: directory)
        try? FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    }

    /// Renders the host's window and saves `name.png`; returns the path.
    @discardableResult
    func write(_ host: HeadlessHost, name: String) -> String? {
        let url = directory.appendingPathComponent(name + ".png")
        return host.writePNG(to: url.path) ? url.path : nil
    }
}
