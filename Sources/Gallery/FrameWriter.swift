import Foundation
import HeadlessHost
import UIKit

/// Writes what the window shows to PNG files: the headless Gallery's "look at what you render".
@MainActor
struct FrameWriter {
    let directory: URL
    /// Drawn on each written frame: the frames are kept in a retained frame as the SDL host keeps
    /// them, so "flash updated regions" shows what changed since the previous frame written.
    var overlay: DebugOverlay?
    private var retained: CARetainedFrame?

    init(directory: String) {
        self.directory = URL(fileURLWithPath: directory)
        try? FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    }

    /// Renders the host's window and saves `name.png`; returns the path.
    @discardableResult
    mutating func write(_ host: HeadlessHost, name: String) -> String? {
        if let overlay {
            guard let data = host.window.framePipeline.compositeWithOverlay(overlay, retained: &retained)?.makeImage()?.pngData() else { return nil }
            let url = directory.appendingPathComponent(name + ".png")
            return (try? data.write(to: url)) != nil ? url.path : nil
        }
        let url = directory.appendingPathComponent(name + ".png")
        return host.writePNG(to: url.path) ? url.path : nil
    }
}
