import UIKit

/// Writes what the window shows to PNG files: the headless Gallery's "look at what you render".
@MainActor
struct FrameWriter {
    let directory: URL

    init(directory: String) {
        self.directory = URL(fileURLWithPath: directory)
        try? FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    }

    /// Runs the display pass, renders the window and saves `name.png`; returns the path.
    @discardableResult
    func write(_ window: UIWindow, name: String) -> String? {
        window.displayIfNeeded()
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { ctx in window.layer.render(in: ctx.cgContext) }
        guard let data = image.pngData() else { return nil }
        let url = directory.appendingPathComponent(name + ".png")
        return (try? data.write(to: url)) != nil ? url.path : nil
    }
}
