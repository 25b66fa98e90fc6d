import Foundation

/// The manifest's JSON form: the inputs of the layout plus the derived levels, so a reader in
/// another language needs no arithmetic, and so a tampered file is caught (the levels are
/// re-derived from the size and must match).
extension PyramidLayout: Codable {
    /// Bumped when the file layout changes meaning; readers reject versions they do not know.
    public static let manifestVersion = 1

    private enum CodingKeys: String, CodingKey {
        case version, name, width, height, tileSize, tileFormat, levels
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(PyramidLayout.manifestVersion, forKey: .version)
        try container.encode(name, forKey: .name)
        try container.encode(imageSize.width, forKey: .width)
        try container.encode(imageSize.height, forKey: .height)
        try container.encode(tileSize, forKey: .tileSize)
        try container.encode("png", forKey: .tileFormat)
        try container.encode(levels, forKey: .levels)
    }

    /// Decoding validates like `init(name:imageSize:tileSize:)`, so absurd sizes, a zero tile size or
    /// a name with a path in it fail here, before anything is allocated or opened.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == PyramidLayout.manifestVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container,
                                                   debugDescription: "unknown manifest version \(version)")
        }
        let format = try container.decode(String.self, forKey: .tileFormat)
        guard format == "png" else {
            throw DecodingError.dataCorruptedError(forKey: .tileFormat, in: container,
                                                   debugDescription: "unknown tile format \(format)")
        }
        try self.init(name: container.decode(String.self, forKey: .name),
                      imageSize: PixelSize(width: container.decode(Int.self, forKey: .width),
                                           height: container.decode(Int.self, forKey: .height)),
                      tileSize: container.decode(Int.self, forKey: .tileSize))
        let stored = try container.decode([PyramidLevel].self, forKey: .levels)
        guard stored == levels else {
            throw DecodingError.dataCorruptedError(forKey: .levels, in: container,
                                                   debugDescription: "levels do not match the image and tile size")
        }
    }
}

/// Reading and writing `<name>.pyramid.json` next to the tiles.
extension PyramidLayout {
    /// A manifest is a few hundred bytes per level; anything larger than this is not one, and is
    /// refused before being read into memory.
    static let manifestByteLimit = 1 << 20

    /// Writes the manifest atomically (temporary file + rename), so a reader sees either no manifest
    /// or a complete one; the builder writes it last, after every tile.
    public func writeManifest(in directory: URL) throws {
        let url = directory.appendingPathComponent(manifestFileName)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(self).write(to: url, options: .atomic)
        } catch {
            throw PyramidError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Loads and validates `<name>.pyramid.json` from `directory`.
    public static func readManifest(named name: String, in directory: URL) throws -> PyramidLayout {
        try validate(name: name)
        return try readManifest(at: directory.appendingPathComponent("\(name).pyramid.json"), expectedName: name)
    }

    /// Loads and validates a manifest file; if `expectedName` is given, the manifest must describe it.
    public static func readManifest(at url: URL, expectedName: String? = nil) throws -> PyramidLayout {
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw PyramidError.manifestMissing(path: path)
        }
        if let size = attributes[.size] as? Int, size > manifestByteLimit {
            throw PyramidError.manifestInvalid(path: path, reason: "\(size) bytes is too large for a manifest")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PyramidError.manifestInvalid(path: path, reason: error.localizedDescription)
        }
        let layout = try decodeManifest(data, path: path)
        if let expectedName, layout.name != expectedName {
            throw PyramidError.manifestInvalid(path: path, reason: "describes \"\(layout.name)\", not \"\(expectedName)\"")
        }
        return layout
    }

    /// Decodes and validates a manifest's bytes; errors name `path`.
    static func decodeManifest(_ data: Data, path: String) throws -> PyramidLayout {
        let layout: PyramidLayout
        do {
            layout = try JSONDecoder().decode(PyramidLayout.self, from: data)
        } catch let error as PyramidError {
            throw PyramidError.manifestInvalid(path: path, reason: error.description)
        } catch let DecodingError.dataCorrupted(context) {
            throw PyramidError.manifestInvalid(path: path, reason: context.debugDescription)
        } catch {
            throw PyramidError.manifestInvalid(path: path, reason: "\(error)")
        }
        return layout
    }
}
