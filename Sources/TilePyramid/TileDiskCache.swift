import Foundation

/// An on-disk cache of fetched tiles with a byte budget, least recently used evicted first.
///
/// A file's name is a 128-bit hash of the URL (two FNV-1a 64 hashes, hex) plus `.tile`, never any
/// part of the URL or of the server's answer, so no response can write outside `directory`. Each
/// file starts with the URL it holds (length-prefixed), checked on every read, so a hash collision
/// is a miss, never another tile's pixels. Files are written to a temporary name and renamed, so a
/// crash leaves no half tile under a real name. Thread-safe: fetch threads store while drawing
/// threads read.
// @unchecked: the index is guarded by `lock`; files are written under temporary names and renamed.
public final class TileDiskCache: @unchecked Sendable {
    /// The cache folder (created if missing).
    public let directory: URL
    /// Bytes the cache's files may take together; storing evicts until the new tile fits. A tile
    /// larger than the whole budget is not stored.
    public let byteBudget: Int

    private let lock = NSLock()
    private var entries: [String: (bytes: Int, lastUse: Int)] = [:]
    private var useCounter = 0
    private var total = 0

    /// 256 MiB: about 2,000 JPEG tiles of 256 px at ~100 KiB, a few hours of browsing one image;
    /// small beside a disk, large beside the 40 MiB of decoded tiles `CATiledLayer` keeps.
    public static let defaultByteBudget = 256 * 1024 * 1024

    /// Opens (or creates) a cache in `directory`, adopting the tiles already there (oldest first by
    /// name, since no clock is read) and evicting down to `byteBudget`.
    public init(directory: URL, byteBudget: Int = TileDiskCache.defaultByteBudget) throws {
        self.directory = directory
        self.byteBudget = max(0, byteBudget)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PyramidError.writeFailed(path: directory.path, reason: error.localizedDescription)
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        for name in names {
            let path = directory.appendingPathComponent(name).path
            if name.hasSuffix(".tmp") { try? FileManager.default.removeItem(atPath: path); continue }
            guard name.hasSuffix(".tile"), let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else { continue }
            useCounter += 1
            entries[name] = (size, useCounter)
            total += size
        }
        lock.withLock { evict(toFit: 0) }
    }

    /// Bytes of the cached files now (always within `byteBudget`).
    public var totalBytes: Int { lock.withLock { total } }
    /// Tiles cached now.
    public var count: Int { lock.withLock { entries.count } }

    /// The cache file for `url`: `<hash>.tile` in `directory`.
    public func fileName(for url: URL) -> String {
        let key = Array(url.absoluteString.utf8)
        return String(format: "%016llx%016llx.tile", Self.fnv1a(key, basis: 0xcbf2_9ce4_8422_2325),
                      Self.fnv1a(key, basis: 0x8422_2325_cbf2_9ce4))
    }

    /// The tile stored for `url`, if any (and marks it recently used).
    public func data(for url: URL) -> Data? {
        let name = fileName(for: url)
        let known: Bool = lock.withLock {
            guard entries[name] != nil else { return false }
            useCounter += 1
            entries[name]?.lastUse = useCounter
            return true
        }
        guard known, let file = try? Data(contentsOf: directory.appendingPathComponent(name)) else { return nil }
        let header = Array(url.absoluteString.utf8)
        guard file.count >= 4 + header.count else { return nil }
        let length = file.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        guard length == header.count, Array(file.dropFirst(4).prefix(length)) == header else { return nil }
        return file.dropFirst(4 + length)
    }

    /// Stores `data` for `url`, evicting least recently used tiles until it fits the budget.
    public func store(_ data: Data, for url: URL) {
        let name = fileName(for: url)
        let header = Array(url.absoluteString.utf8)
        var file = Data([UInt8(header.count >> 24 & 0xFF), UInt8(header.count >> 16 & 0xFF),
                         UInt8(header.count >> 8 & 0xFF), UInt8(header.count & 0xFF)])
        file.append(contentsOf: header)
        file.append(data)
        guard file.count <= byteBudget else { return }
        lock.withLock {
            if let old = entries.removeValue(forKey: name) {
                total -= old.bytes
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
            evict(toFit: file.count)
            let temporary = directory.appendingPathComponent(name.replacingOccurrences(of: ".tile", with: ".tmp"))
            do {
                try file.write(to: temporary)
                guard rename(temporary.path, directory.appendingPathComponent(name).path) == 0 else {
                    throw PyramidError.writeFailed(path: temporary.path, reason: "rename failed")
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                return
            }
            useCounter += 1
            entries[name] = (file.count, useCounter)
            total += file.count
        }
    }

    /// Lock held: removes least recently used files until `incoming` more bytes fit the budget.
    private func evict(toFit incoming: Int) {
        guard total + incoming > byteBudget else { return }
        let order = entries.sorted { ($0.value.lastUse, $0.key) < ($1.value.lastUse, $1.key) }
        for (name, entry) in order where total + incoming > byteBudget {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            entries[name] = nil
            total -= entry.bytes
        }
    }

    /// FNV-1a, 64-bit (Fowler, Noll, Vo): a fast, well-spread hash; two bases give 128 bits.
    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
