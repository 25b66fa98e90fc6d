import Dispatch
import Synchronization
import Testing
@testable import CoreGraphics

/// CGBitmapPool keeps tile bitmaps out of malloc's heap: buffers come back zeroed and are reused up to
/// the reserve, bad sizes are refused, and contexts over pooled memory draw and give it back when the
/// last holder (the context, or the image handed off from it) lets go. Each test has its own pool,
/// so the counts are exact whatever else runs.
@Suite struct CGBitmapPoolTests {
    static let tile = 256 * 256 * 4

    @Test func aDecoderThatWritesEveryByteCanSkipTheClearingOfAReusedBuffer() throws {
        let pool = CGBitmapPool(reserveBytes: 4 * Self.tile)
        let fresh = try #require(pool.take(byteCount: Self.tile, zeroed: false))
        #expect(fresh.load(fromByteOffset: 4096, as: UInt32.self) == 0)   // a new mapping reads as zero anyway
        fresh.storeBytes(of: 0xDEAD_BEEF, toByteOffset: 4096, as: UInt32.self)
        pool.giveBack(fresh, byteCount: Self.tile)
        let reused = try #require(pool.take(byteCount: Self.tile, zeroed: false))
        #expect(reused == fresh)
        #expect(reused.load(fromByteOffset: 4096, as: UInt32.self) == 0xDEAD_BEEF)   // not cleared: no 256 KiB memset
        pool.giveBack(reused, byteCount: Self.tile)
        let cleared = try #require(pool.take(byteCount: Self.tile))
        #expect(cleared.load(fromByteOffset: 4096, as: UInt32.self) == 0)
        pool.giveBack(cleared, byteCount: Self.tile)
        #expect(pool.statistics == CGBitmapPool.Statistics(reused: 2, mapped: 1, bytesReserved: Self.tile))
    }

    @Test func aBufferGivenBackIsReusedZeroedForTheSameSize() throws {
        let pool = CGBitmapPool(reserveBytes: 4 * Self.tile)
        let first = try #require(pool.take(byteCount: Self.tile))
        #expect(Int(bitPattern: first) % CGBitmapPool.pageSize == 0)
        first.storeBytes(of: 0xDEAD_BEEF, toByteOffset: 1000, as: UInt32.self)
        first.storeBytes(of: 0xFF, toByteOffset: Self.tile - 1, as: UInt8.self)
        pool.giveBack(first, byteCount: Self.tile)
        #expect(pool.statistics == CGBitmapPool.Statistics(mapped: 1, bytesReserved: Self.tile))

        let second = try #require(pool.take(byteCount: Self.tile))
        #expect(second == first)
        #expect(second.load(fromByteOffset: 1000, as: UInt32.self) == 0)
        #expect(second.load(fromByteOffset: Self.tile - 1, as: UInt8.self) == 0)
        #expect(pool.statistics == CGBitmapPool.Statistics(reused: 1, mapped: 1, bytesInUse: Self.tile))

        // Another size does not take the kept 256 KiB buffer: it is mapped on its own.
        let small = try #require(pool.take(byteCount: 100))
        #expect(small != second)
        #expect(pool.statistics.mapped == 2 && pool.statistics.bytesInUse == Self.tile + CGBitmapPool.pageSize)
        pool.giveBack(small, byteCount: 100)
        pool.giveBack(second, byteCount: Self.tile)
        #expect(pool.statistics.bytesInUse == 0)
    }

    @Test func theReserveKeepsAtMostItsBytesAndUnmapsTheRest() throws {
        let pool = CGBitmapPool(reserveBytes: 2 * Self.tile)
        let buffers = try (0..<5).map { _ in try #require(pool.take(byteCount: Self.tile)) }
        #expect(Set(buffers).count == 5)
        for buffer in buffers { pool.giveBack(buffer, byteCount: Self.tile) }
        // Two fit the 512 KiB reserve; three went back to the system.
        #expect(pool.statistics == CGBitmapPool.Statistics(mapped: 5, unmapped: 3, bytesReserved: 2 * Self.tile))
        pool.releaseReserve()
        #expect(pool.statistics.bytesReserved == 0)
        // With nothing kept, the next buffer is a new mapping again.
        let again = try #require(pool.take(byteCount: Self.tile))
        #expect(pool.statistics.mapped == 6 && pool.statistics.reused == 0)
        pool.giveBack(again, byteCount: Self.tile)

        let none = CGBitmapPool(reserveBytes: -1)
        #expect(none.reserveBytes == 0)
        let buffer = try #require(none.take(byteCount: Self.tile))
        none.giveBack(buffer, byteCount: Self.tile)
        #expect(none.statistics == CGBitmapPool.Statistics(mapped: 1, unmapped: 1))
    }

    @Test func badSizesAreRefusedWithNil() {
        let pool = CGBitmapPool(reserveBytes: Self.tile)
        for size in [0, -1, Int.min, CGBitmapPool.maximumByteCount + 1, Int.max] {
            #expect(pool.take(byteCount: size) == nil, "size \(size)")
        }
        #expect(pool.statistics == CGBitmapPool.Statistics(refused: 5))
        #expect(CGBitmapPool.roundedSize(1) == CGBitmapPool.pageSize)
        #expect(CGBitmapPool.roundedSize(CGBitmapPool.maximumByteCount) == CGBitmapPool.maximumByteCount)
    }

    @Test func aPooledContextDrawsAndItsImageHoldsTheBufferUntilReleased() throws {
        let pool = CGBitmapPool(reserveBytes: 4 * Self.tile)
        var image: CGImage?
        do {
            let ctx = try #require(CGContext(width: 256, height: 256, pool: pool))
            #expect(ctx.data.map { Int(bitPattern: $0) % CGBitmapPool.pageSize == 0 } == true)
            #expect(pool.statistics.bytesInUse == Self.tile)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 10, y: 20, width: 30, height: 40))
            image = ctx.handOffImage()
        }
        // The context is gone; the image shares its pooled pixels, so nothing is back yet.
        #expect(image?.bitmapPool === pool)
        #expect(pool.statistics.bytesInUse == Self.tile && pool.statistics.bytesReserved == 0)
        #expect(image!.rgba(atX: 10, y: 20)! == (0, 0, 255, 255))
        #expect(image!.rgba(atX: 39, y: 59)! == (0, 0, 255, 255))
        #expect(image!.rgba(atX: 40, y: 20)! == (0, 0, 0, 0))
        image = nil
        #expect(pool.statistics.bytesInUse == 0 && pool.statistics.bytesReserved == Self.tile)

        // The next context of that size reuses the buffer and starts transparent.
        let reused = try #require(CGContext(width: 256, height: 256, pool: pool))
        #expect(pool.statistics.reused == 1)
        #expect(reused.makeImage()!.rgba(atX: 10, y: 20)! == (0, 0, 0, 0))
        #expect(reused.makeImage()!.bitmapPool == nil)   // a copy, in cairo's own memory
    }

    @Test func contextsOfSizesThePoolRefusesStillWorkOrGiveNil() throws {
        let pool = CGBitmapPool(reserveBytes: Self.tile)
        // 2049 × 2048 × 4 bytes is past the pool's 16 MiB: cairo's own memory, drawn as usual.
        let large = try #require(CGContext(width: 2049, height: 2048, pool: pool))
        #expect(pool.statistics == CGBitmapPool.Statistics(refused: 1))
        large.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        large.fill(CGRect(x: 2000, y: 2000, width: 49, height: 48))
        let image = try #require(large.handOffImage())
        #expect(image.bitmapPool == nil)
        #expect(image.rgba(atX: 2048, y: 2047)! == (255, 0, 0, 255))
        // Sizes no context can have give nil, as CGContext(width:height:) does.
        for (w, h) in [(0, 10), (-5, 10), (10, 0), (32768, 1), (Int.max, Int.max)] {
            #expect(CGContext(width: w, height: h, pool: pool) == nil, "\(w)×\(h)")
        }
        #expect(pool.statistics.mapped == 0 && pool.statistics.bytesInUse == 0)
    }

    /// Drawing jobs on many threads at once, as CATiledLayer's are: each takes a pooled context,
    /// fills it with its own colour, hands the image off, checks it and lets it go (so buffers are
    /// given back while others are being taken). No buffer is ever shared by two live bitmaps, every
    /// image shows its own colour, and the counts balance at the end.
    @Test func concurrentDrawingJobsEachGetTheirOwnBuffer() {
        let pool = CGBitmapPool(reserveBytes: 8 * Self.tile)
        let jobs = 400
        let wrong = Counter()
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let side = job % 3 == 0 ? 128 : 256
            guard let ctx = CGContext(width: side, height: side, pool: pool) else { wrong.add(); return }
            let level = CGFloat(job % 250 + 5) / 255
            ctx.setFillColor(CGColor(red: level, green: 0, blue: 1 - level, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
            guard let image = ctx.handOffImage(), image.bitmapPool === pool else { wrong.add(); return }
            let expected = UInt8(job % 250 + 5)
            for (x, y) in [(0, 0), (side - 1, side - 1), (side / 2, 3)] {
                guard let p = image.rgba(atX: x, y: y), p.red == expected, p.blue == 255 - expected, p.alpha == 255 else {
                    wrong.add(); return
                }
            }
        }
        #expect(wrong.value == 0)
        let s = pool.statistics
        #expect(s.bytesInUse == 0)
        #expect(s.bytesReserved <= pool.reserveBytes)
        #expect(s.mapped + s.reused == jobs)
        // What was mapped and not unmapped is in the reserve: 64 or 256 KiB each.
        let kept = s.mapped - s.unmapped
        #expect(kept >= 1 && kept * 128 * 128 * 4 <= s.bytesReserved && s.bytesReserved <= kept * Self.tile)
        // Two cores' worth of jobs at a time cannot need a new mapping for every one of 400.
        #expect(s.reused > jobs / 2)
    }
}

/// A thread-safe tally for the concurrent test.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)
    func add() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}
