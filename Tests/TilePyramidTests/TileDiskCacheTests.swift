import Foundation
import Testing
@testable import TilePyramid

@Suite("The on-disk tile cache keeps its byte budget and its folder")
struct TileDiskCacheTests {
    /// Sum of the sizes of every file under `directory` (recursively), counted independently of the cache.
    static func bytesOnDisk(_ directory: URL) -> Int {
        let files = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        return files.reduce(0) { sum, name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { return sum }
            return sum + ((attributes?[.size] as? Int) ?? 0)
        }
    }

    @Test("Storing past the budget evicts the least recently used; files never exceed the budget")
    func budgetAndLRU() throws {
        let root = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = try TileDiskCache(directory: root.appendingPathComponent("cache"), byteBudget: 10_000)
        let url = { (i: Int) in URL(string: "http://example.org/tiles/\(i).jpg")! }
        // Each entry: 4 + URL bytes + 3,000 body bytes; three fit in 10,000, four do not.
        for i in 0..<3 { cache.store(Data(repeating: UInt8(i), count: 3000), for: url(i)) }
        #expect(cache.count == 3)
        _ = cache.data(for: url(0))               // 0 is now the most recently used
        cache.store(Data(repeating: 9, count: 3000), for: url(3))
        #expect(cache.data(for: url(1)) == nil)   // the least recently used went
        #expect(cache.data(for: url(0)) == Data(repeating: 0, count: 3000))
        #expect(cache.data(for: url(3)) == Data(repeating: 9, count: 3000))
        #expect(Self.bytesOnDisk(root) <= 10_000)
        #expect(Self.bytesOnDisk(root) == cache.totalBytes)
        // Larger than the whole budget: not stored, nothing evicted for it.
        cache.store(Data(count: 20_000), for: url(4))
        #expect(cache.data(for: url(4)) == nil)
        #expect(cache.count == 3)
    }

    @Test("Names are hashes: URLs with .. or odd characters cannot write outside the folder")
    func namesStayInside() throws {
        let root = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("cache")
        let cache = try TileDiskCache(directory: folder, byteBudget: 1 << 20)
        for text in ["http://h/../../../etc/passwd", "http://h/a/%2e%2e/%2e%2e/x", "http://h/x?name=../../y", "http://h/\u{0}z"] {
            if let url = URL(string: text) { cache.store(Data("tile".utf8), for: url) }
        }
        let top = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(top == ["cache"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.isEmpty)
        for name in names {
            #expect(name.count == 37 && name.hasSuffix(".tile") && name.dropLast(5).allSatisfy(\.isHexDigit))
        }
    }

    @Test("A reopened cache adopts its files and shrinks to a smaller budget; a foreign file under a tile's name is a miss")
    func reopen() throws {
        let root = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("cache")
        let first = try TileDiskCache(directory: folder, byteBudget: 100_000)
        for i in 0..<5 { first.store(Data(count: 1000), for: URL(string: "http://h/\(i)")!) }
        let second = try TileDiskCache(directory: folder, byteBudget: 3000)
        #expect(second.count == 2)
        #expect(Self.bytesOnDisk(folder) <= 3000)
        // Another URL's content under this URL's name (a collision, or tampering): refused.
        let a = URL(string: "http://h/a")!, b = URL(string: "http://h/b")!
        second.store(Data("A".utf8), for: a)
        try FileManager.default.copyItem(at: folder.appendingPathComponent(second.fileName(for: a)),
                                         to: folder.appendingPathComponent(second.fileName(for: b)))
        let third = try TileDiskCache(directory: folder, byteBudget: 3000)
        #expect(third.data(for: b) == nil)
        #expect(third.data(for: a) == Data("A".utf8))
    }
}
