import Foundation

/// `UIImage(named:)`: images by name from a bundle's resources, with the screen's scale variant and
/// a cache, as iOS has for named images.
///
/// Where it looks, in order (iOS looks in asset catalogs before loose files too):
/// 1. Asset-catalog folders: every `*.xcassets` folder at the top of the bundle's resources
///    (sorted by name), and the `Name.imageset` inside it or in its group folders; the
///    `Contents.json` "images" entries with a "filename" give the files and their "scale" ("2x").
///    Linux has no `actool`, so a catalog must be shipped as a folder (SwiftPM `.copy("Assets.xcassets")`).
/// 2. Loose files at the top of the resources: `name@2x.png`, `name.png`, … (png, jpg, jpeg; a
///    name with an extension is looked up as given).
/// Among scales the screen's is preferred, then the next larger, then smaller ones (iOS's choice),
/// and the image's `scale` is the file's, so `size` is in points. Decoded images are cached by
/// bundle, name and screen scale for the life of the process (iOS frees its cache under memory
/// pressure; ScrollKit has none); each `UIImage(named:)` returns a new `UIImage` sharing the
/// cached pixels. A name that is not found gives nil silently, as on iOS.
extension UIImage {
    /// The image called `name` in the main bundle's resources (asset catalogs first, then loose
    /// files), at the screen's scale where a variant exists; nil when there is none.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// `bundle` nil means `Bundle.main`. The variant is chosen for `traitCollection`'s `displayScale`
    /// when it has one (a window's screen may differ from the main screen), else for the main
    /// screen's scale; its other traits are not consulted (ScrollKit has one appearance and idiom).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traitScale = traitCollection?.displayScale ?? 0
        let scale = traitScale > 0 ? traitScale : NamedImageCache.screenScale
        guard let found = NamedImageCache.shared.image(named: name, in: bundle ?? .main, screenScale: scale) else {
            return nil
        }
        self.init(cgImage: found.image, scale: found.scale, orientation: .up)
    }

    /// SF Symbols are not available on Linux: always nil, with one printed line.
    public convenience init?(systemName name: String) {
        Log.uikit.warning("UIImage(systemName: \"\(name)\"): SF Symbols are not available on Linux; returning nil")
        return nil
    }
}

/// The decoded named images, shared by all threads.
// @unchecked: every stored property is guarded by `lock`.
final class NamedImageCache: @unchecked Sendable {
    static let shared = NamedImageCache()

    struct Entry {
        let image: CGImage
        let scale: CGFloat
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var lastMainThreadScale: CGFloat = 2

    /// `UIScreen.main.scale`, read when called on the main queue (the main actor's executor, which
    /// on Linux may run on a worker thread, so `Thread.isMainThread` cannot tell); other threads use
    /// the last value read there.
    static var screenScale: CGFloat {
        if DispatchQueue.getSpecific(key: mainQueueKey) != nil {
            let scale = MainActor.assumeIsolated { UIScreen.main.scale }
            shared.lock.withLock { shared.lastMainThreadScale = scale }
            return scale
        }
        return shared.lock.withLock { shared.lastMainThreadScale }
    }

    /// Marks the main queue so `screenScale` can recognise it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Forgets every decoded image (a memory warning); images handed out stay valid.
    func removeAll() { lock.withLock { entries = [:] } }

    /// How many decoded images are kept (tests).
    var count: Int { lock.withLock { entries.count } }

    func image(named name: String, in bundle: Bundle, screenScale: CGFloat) -> Entry? {
        guard !name.isEmpty, let root = bundle.resourceURL ?? Optional(bundle.bundleURL) else { return nil }
        let key = "\(root.path)\u{0}\(name)\u{0}\(screenScale)"
        if let hit = lock.withLock({ entries[key] }) { return hit }
        let candidates = NamedImageFiles(root: root, screenScale: screenScale)
        guard let file = candidates.catalogFile(named: name) ?? candidates.looseFile(named: name),
              let decoded = UIImage(contentsOfFile: file.url.path)?.cgImage else { return nil }
        let entry = Entry(image: decoded, scale: file.scale)
        lock.withLock { entries[key] = entry }
        return entry
    }
}

/// Finds the file for a name inside one bundle's resources.
struct NamedImageFiles {
    let root: URL
    let screenScale: CGFloat

    struct File {
        let url: URL
        let scale: CGFloat
    }

    /// Scales in iOS's order of preference: the screen's, larger ones, then smaller ones.
    var scalePreference: [CGFloat] {
        let all: [CGFloat] = [1, 2, 3]
        return [screenScale] + all.filter { $0 > screenScale } + all.filter { $0 < screenScale }.reversed()
    }

    func looseFile(named name: String) -> File? {
        let fm = FileManager.default
        let given = URL(fileURLWithPath: name)
        let ext = given.pathExtension.lowercased()
        let stem = ext.isEmpty ? name : given.deletingPathExtension().relativePath
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [given.pathExtension]
        for scale in scalePreference {
            for e in extensions {
                var names = ["\(stem)@\(Int(scale))x.\(e)"]
                if scale == 1 { names.append("\(stem).\(e)") }
                for n in names {
                    let url = root.appendingPathComponent(n)
                    if fm.fileExists(atPath: url.path) { return File(url: url, scale: scale) }
                }
            }
        }
        return nil
    }

    func catalogFile(named name: String) -> File? {
        assetSet(named: name, kind: "imageset").flatMap(bestEntry(in:))
    }

    /// The first `name.<kind>` folder (imageset, colorset) in the top-level catalogs, sorted by name.
    func assetSet(named name: String, kind: String) -> URL? {
        guard let top = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return nil }
        for catalog in top.filter({ $0.hasSuffix(".xcassets") }).sorted() {
            if let set = assetSet(named: "\(name).\(kind)", under: root.appendingPathComponent(catalog), depth: 0) { return set }
        }
        return nil
    }

    /// `folderName` directly under `folder` or inside its group folders (up to 8 levels).
    private func assetSet(named folderName: String, under folder: URL, depth: Int) -> URL? {
        let direct = folder.appendingPathComponent(folderName)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct.path, isDirectory: &isDirectory), isDirectory.boolValue { return direct }
        guard depth < 8, let children = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        for child in children.sorted() where !child.contains(".") {
            if let found = assetSet(named: folderName, under: folder.appendingPathComponent(child), depth: depth + 1) { return found }
        }
        return nil
    }

    /// The Contents.json entry with a file at the preferred scale (no "scale" key means 1×).
    private func bestEntry(in set: URL) -> File? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else {
            Log.uikit.warning("UIImage(named:): \(set.path) has no readable Contents.json with \"images\"; skipped")
            return nil
        }
        var byScale: [CGFloat: URL] = [:]
        for entry in images {
            guard let filename = entry["filename"] as? String else { continue }
            let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            let scale = CGFloat(Double(scaleText) ?? 1)
            if byScale[scale] == nil { byScale[scale] = set.appendingPathComponent(filename) }
        }
        for scale in scalePreference { if let url = byScale[scale] { return File(url: url, scale: scale) } }
        return nil
    }
}
